// Two-result ops: addui_extended (sum and carry), mulsi_extended and
// mului_extended (low and high halves), their identities (x + 0, x * 0,
// x * 1 unsigned only) and constant operands moved right.
func.func @ext(%x: i8, %y: i8) -> (i8, i1, i8, i1, i8, i8, i8, i8, i8, i8, i8, i8, i8, i1) {
  %z = arith.constant 0 : i8
  %one = arith.constant 1 : i8
  %a = arith.constant -56 : i8
  %b = arith.constant 100 : i8
  %0:2 = arith.addui_extended %x, %z : i8, i1
  %1:2 = arith.addui_extended %a, %b : i8, i1
  %2:2 = arith.mulsi_extended %a, %b : i8
  %3:2 = arith.mului_extended %a, %b : i8
  %4:2 = arith.mulsi_extended %x, %z : i8
  %5:2 = arith.mului_extended %x, %one : i8
  %6:2 = arith.mulsi_extended %x, %one : i8
  %7:2 = arith.addui_extended %b, %y : i8, i1
  return %0#0, %0#1, %1#0, %1#1, %2#0, %2#1, %3#0, %3#1, %4#0, %5#1, %6#0, %6#1, %7#0, %7#1 : i8, i1, i8, i1, i8, i8, i8, i8, i8, i8, i8, i8, i8, i1
}
func.func @vec() -> (vector<2xi16>, vector<2xi1>, vector<2xi16>, vector<2xi16>) {
  %a = arith.constant dense<[-1, 300]> : vector<2xi16>
  %b = arith.constant dense<[2, 300]> : vector<2xi16>
  %0:2 = arith.addui_extended %a, %b : vector<2xi16>, vector<2xi1>
  %1:2 = arith.mulsi_extended %a, %b : vector<2xi16>
  return %0#0, %0#1, %1#0, %1#1 : vector<2xi16>, vector<2xi1>, vector<2xi16>, vector<2xi16>
}
