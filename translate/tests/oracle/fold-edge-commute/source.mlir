// foldCommutative moves OpOperands, and each move puts the use at the
// front of its value's use-list, even when nothing is reordered: after
// `addi(%x, C)` is visited, its use of C comes first. The order shows when
// C (a folded 2 + 3) is replaced by the equal constant %c5 at the next
// seeding (users notified in use-list order).
func.func @f(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %c5 = arith.constant 5 : i32
  %a = arith.constant 2 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  "x.use"(%s) : (i32) -> ()
  %r = arith.addi %x, %s : i32
  "x.use"(%s) : (i32) -> ()
  %m = arith.muli %s, %y : i32
  %t = arith.maxsi %s, %s : i32
  return %r, %m, %c5, %t : i32, i32, i32, i32
}
