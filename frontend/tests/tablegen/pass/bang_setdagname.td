// The !setdagname operator.
def r1;
def r2;
class C<int x> { int v = x; }
class D;
def c1 : C<1>;
def c2 : C<2>;
def test {
  dag a = !setdagname((r1 5:$x, 6), 1, "n");
  dag b = !setdagname((r1 5:$x), "x", "m");
}
