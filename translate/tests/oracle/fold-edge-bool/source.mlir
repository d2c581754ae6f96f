// i1 arithmetic: wrap-around, true is -1 as a signed i1.
func.func @bool(%a: i1, %b: i1) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.addi %t, %t : i1
  %1 = arith.muli %t, %t : i1
  %2 = arith.subi %f, %t : i1
  %3 = arith.xori %a, %t : i1
  %4 = arith.andi %a, %3 : i1
  %5 = arith.ori %3, %a : i1
  %6 = arith.divsi %t, %t : i1
  %7 = arith.maxsi %t, %f : i1
  %8 = arith.maxui %t, %f : i1
  %9 = arith.cmpi slt, %t, %f : i1
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
