// Division by zero and signed overflow (MIN / -1) must not fold; the
// rounding divisions at the edges of i32.
func.func @div(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %z = arith.constant 0 : i32
  %m = arith.constant -2147483648 : i32
  %n1 = arith.constant -1 : i32
  %c7 = arith.constant 7 : i32
  %0 = arith.divsi %m, %n1 : i32
  %1 = arith.divui %c7, %z : i32
  %2 = arith.divsi %c7, %z : i32
  %3 = arith.ceildivsi %m, %n1 : i32
  %4 = arith.floordivsi %m, %n1 : i32
  %5 = arith.remsi %m, %n1 : i32
  %6 = arith.remui %c7, %z : i32
  %7 = arith.ceildivui %n1, %c7 : i32
  %8 = arith.ceildivsi %m, %c7 : i32
  %9 = arith.ceildivsi %n1, %m : i32
  %10 = arith.divui %m, %n1 : i32
  %11 = arith.ceildivsi %c7, %m : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
