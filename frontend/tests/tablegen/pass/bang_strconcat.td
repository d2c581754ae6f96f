// The !strconcat operator.
def r1;
def r2;
class C<int x> { int v = x; }
class D;
def c1 : C<1>;
def c2 : C<2>;
def test {
  string a = !strconcat("a", "b", "c");
  string b = !strconcat("x", [{y}]);
}
