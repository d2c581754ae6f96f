// Classes with template arguments, defaults referring to earlier arguments,
// named arguments and fields computed from them.
class A<int x, string s = "q", int y = !add(x, 1)> {
  int X = x;
  string S = s;
  int Y = y;
}
def a1 : A<1>;
def a2 : A<2, "r">;
def a3 : A<3, y = 7>;
def a4 : A<x = 4, s = "t">;
