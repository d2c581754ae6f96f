// index is 64 bits wide: wrap-around at 2^63, index_cast[ui] and
// extui/trunci printed in the signed range of signless types.
func.func @index(%i: index) -> (index, index, i32, i64, index, index, i8) {
  %big = arith.constant 9223372036854775807 : index
  %one = arith.constant 1 : index
  %c = arith.constant -1 : i32
  %0 = arith.addi %big, %one : index
  %1 = arith.muli %big, %big : index
  %2 = arith.index_cast %big : index to i32
  %e3 = arith.extui %c : i32 to i64
  %3 = arith.addi %e3, %e3 : i64
  %4 = arith.index_castui %c : i32 to index
  %5 = arith.index_cast %c : i32 to index
  %6 = arith.trunci %3 : i64 to i8
  return %0, %1, %2, %3, %4, %5, %6 : index, index, i32, i64, index, index, i8
}
