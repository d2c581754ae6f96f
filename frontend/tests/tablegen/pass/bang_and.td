// The !and operator.
def r1;
def r2;
class C<int x> { int v = x; }
class D;
def c1 : C<1>;
def c2 : C<2>;
def test {
  int a = !and(12, 10);
  int b = !and(1, 1, 0);
}
