// The !isa operator.
def r1;
def r2;
class C<int x> { int v = x; }
class D;
def c1 : C<1>;
def c2 : C<2>;
def test {
  bit a = !isa<C>(c1);
  bit b = !isa<D>(c1);
  bit c = !isa<int>(3);
  bit d = !isa<string>(3);
}
