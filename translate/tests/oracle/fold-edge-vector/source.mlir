// Splat and non-splat dense constants through binary ops, casts and
// comparisons; per-element flags (division by zero in one lane, shift
// amounts where only the last lane decides, floordivsi's flag reset).
func.func @v() -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi64>, vector<4xi8>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %s = arith.constant dense<6> : vector<4xi32>
  %d = arith.constant dense<[1, -2, 3, -2147483648]> : vector<4xi32>
  %z = arith.constant dense<[1, 0, 1, 1]> : vector<4xi32>
  %m = arith.constant dense<[-1, 1, 1, -1]> : vector<4xi32>
  %sh = arith.constant dense<[40, 1, 2, 3]> : vector<4xi32>
  %sh2 = arith.constant dense<[1, 2, 3, 40]> : vector<4xi32>
  %zero = arith.constant dense<0> : vector<4xi32>
  %0 = arith.addi %s, %d : vector<4xi32>
  %1 = arith.muli %s, %s : vector<4xi32>
  %2 = arith.divsi %d, %z : vector<4xi32>
  %3 = arith.floordivsi %d, %m : vector<4xi32>
  %4 = arith.shli %s, %sh : vector<4xi32>
  %5 = arith.cmpi slt, %d, %s : vector<4xi32>
  %6 = arith.extsi %d : vector<4xi32> to vector<4xi64>
  %7 = arith.trunci %d : vector<4xi32> to vector<4xi8>
  %8 = arith.shli %s, %sh2 : vector<4xi32>
  %9 = arith.subi %d, %d : vector<4xi32>
  %10 = arith.addi %d, %zero : vector<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi64>, vector<4xi8>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}
func.func @dyn(%t: tensor<?xi32>) -> (tensor<?xi32>, tensor<?xi32>, tensor<?xi1>) {
  %0 = arith.subi %t, %t : tensor<?xi32>
  %1 = arith.xori %t, %t : tensor<?xi32>
  %2 = arith.cmpi eq, %t, %t : tensor<?xi32>
  return %0, %1, %2 : tensor<?xi32>, tensor<?xi32>, tensor<?xi1>
}
