// The !size operator.
def r1;
def r2;
class C<int x> { int v = x; }
class D;
def c1 : C<1>;
def c2 : C<2>;
def test {
  int a = !size([1, 2, 3]);
  int b = !size("abcd");
  int c = !size((r1 1, 2));
  int d = !size([]<int>);
}
