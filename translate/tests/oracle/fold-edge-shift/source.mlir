// Shifts by amounts of at least the width (and negative amounts, which
// are huge unsigned ones) must not fold; i8 sign and zero fill.
func.func @shift(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8) {
  %c8 = arith.constant 8 : i8
  %c7 = arith.constant 7 : i8
  %m = arith.constant -128 : i8
  %neg = arith.constant -1 : i8
  %0 = arith.shli %c7, %c8 : i8
  %1 = arith.shli %c7, %c7 : i8
  %2 = arith.shrsi %m, %c7 : i8
  %3 = arith.shrui %m, %c7 : i8
  %4 = arith.shrsi %m, %neg : i8
  %5 = arith.shrui %x, %c8 : i8
  %6 = arith.shli %m, %neg : i8
  %7 = arith.shrsi %neg, %c7 : i8
  return %0, %1, %2, %3, %4, %5, %6, %7 : i8, i8, i8, i8, i8, i8, i8, i8
}
