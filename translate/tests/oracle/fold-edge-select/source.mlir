// select: equal branches, constant conditions, select(c, true, false),
// select(c, false, true), select(a == b, a, b) and its ne / swapped forms,
// dense conditions over dense and splat branches.
func.func @sel(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32, i1, i1, i32, i32, i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %c, %a, %a : i32
  %1 = arith.select %t, %a, %b : i32
  %2 = arith.select %f, %a, %b : i32
  %3 = arith.select %c, %t, %f : i1
  %4 = arith.select %c, %f, %t : i1
  %eq = arith.cmpi eq, %a, %b : i32
  %ne = arith.cmpi ne, %a, %b : i32
  %5 = arith.select %eq, %a, %b : i32
  %6 = arith.select %eq, %b, %a : i32
  %7 = arith.select %ne, %a, %b : i32
  %8 = arith.select %ne, %b, %a : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i1, i1, i32, i32, i32, i32
}
func.func @dense() -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<2xf32>) {
  %c = arith.constant dense<[true, false, false, true]> : vector<4xi1>
  %t = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %f = arith.constant dense<7> : vector<4xi32>
  %all = arith.constant dense<true> : vector<4xi1>
  %cc = arith.constant dense<[false, true]> : vector<2xi1>
  %ft = arith.constant dense<[1.5, -0.0]> : vector<2xf32>
  %ff = arith.constant dense<2.0> : vector<2xf32>
  %0 = arith.select %c, %t, %f : vector<4xi1>, vector<4xi32>
  %1 = arith.select %all, %t, %f : vector<4xi1>, vector<4xi32>
  %2 = arith.select %c, %f, %f : vector<4xi1>, vector<4xi32>
  %3 = arith.select %cc, %ft, %ff : vector<2xi1>, vector<2xf32>
  return %0, %1, %2, %3 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<2xf32>
}
