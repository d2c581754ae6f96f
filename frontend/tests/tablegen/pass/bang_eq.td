// The !eq operator.
def r1;
def r2;
class C<int x> { int v = x; }
class D;
def c1 : C<1>;
def c2 : C<2>;
def test {
  bit a = !eq(1, 1);
  bit b = !eq("x", "y");
  bit c = !eq(r1, r1);
  bit d = !eq(r1, r2);
}
