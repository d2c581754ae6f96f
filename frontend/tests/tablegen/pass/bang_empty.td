// The !empty operator.
def r1;
def r2;
class C<int x> { int v = x; }
class D;
def c1 : C<1>;
def c2 : C<2>;
def test {
  bit a = !empty([]<int>);
  bit b = !empty("");
  bit c = !empty([1]);
  bit d = !empty((r1));
}
