// let in bodies and `let ... in` at top level, nested, with bit ranges.
class C { int a = 1; string s = "c"; bits<8> b = 0; }
let a = 5 in def l1 : C;
let a = 6, s = "t" in {
  def l2 : C;
  let s = "u" in def l3 : C;
}
let b<3-0> = 0xf in def l4 : C;
def l5 : C { let b{7} = 1; let a = 9; }
