// The !dag operator.
def r1;
def r2;
class C<int x> { int v = x; }
class D;
def c1 : C<1>;
def c2 : C<2>;
def test {
  dag a = !dag(r2, [1, 2], ["a", "b"]);
  dag b = !dag(r2, ["s"], ?);
}
