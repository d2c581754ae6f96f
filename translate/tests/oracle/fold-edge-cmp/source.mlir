// Every cmpi predicate on constants whose signed and unsigned orders
// differ, on equal operands, and with the constant on the left.
func.func @consts() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %m1 = arith.constant -1 : i8
  %one = arith.constant 1 : i8
  %0 = arith.cmpi eq, %m1, %one : i8
  %1 = arith.cmpi ne, %m1, %one : i8
  %2 = arith.cmpi slt, %m1, %one : i8
  %3 = arith.cmpi sle, %m1, %one : i8
  %4 = arith.cmpi sgt, %m1, %one : i8
  %5 = arith.cmpi sge, %m1, %one : i8
  %6 = arith.cmpi ult, %m1, %one : i8
  %7 = arith.cmpi ule, %m1, %one : i8
  %8 = arith.cmpi ugt, %m1, %one : i8
  %9 = arith.cmpi uge, %m1, %one : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @same(%x: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpi eq, %x, %x : i32
  %1 = arith.cmpi ne, %x, %x : i32
  %2 = arith.cmpi slt, %x, %x : i32
  %3 = arith.cmpi sle, %x, %x : i32
  %4 = arith.cmpi sgt, %x, %x : i32
  %5 = arith.cmpi sge, %x, %x : i32
  %6 = arith.cmpi ult, %x, %x : i32
  %7 = arith.cmpi ule, %x, %x : i32
  %8 = arith.cmpi ugt, %x, %x : i32
  %9 = arith.cmpi uge, %x, %x : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @left(%x: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant 5 : index
  %0 = arith.cmpi eq, %c, %x : index
  %1 = arith.cmpi ne, %c, %x : index
  %2 = arith.cmpi slt, %c, %x : index
  %3 = arith.cmpi sle, %c, %x : index
  %4 = arith.cmpi sgt, %c, %x : index
  %5 = arith.cmpi sge, %c, %x : index
  %6 = arith.cmpi ult, %c, %x : index
  %7 = arith.cmpi ule, %c, %x : index
  %8 = arith.cmpi ugt, %c, %x : index
  %9 = arith.cmpi uge, %c, %x : index
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @bool(%b: i1, %y: i8) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.constant false
  %t = arith.constant true
  %z = arith.constant 0 : i32
  %e = arith.extui %b : i1 to i32
  %s = arith.extsi %b : i1 to i32
  %0 = arith.cmpi ne, %e, %z : i32
  %1 = arith.cmpi ne, %s, %z : i32
  %2 = arith.cmpi eq, %e, %z : i32
  %3 = arith.cmpi ne, %b, %f : i1
  %4 = arith.cmpi eq, %b, %t : i1
  %5 = arith.cmpi eq, %b, %f : i1
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}
