// The !not operator.
def r1;
def r2;
class C<int x> { int v = x; }
class D;
def c1 : C<1>;
def c2 : C<2>;
def test {
  int a = !not(0);
  int b = !not(5);
  bit c = !not(1);
}
