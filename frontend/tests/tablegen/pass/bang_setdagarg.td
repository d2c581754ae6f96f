// The !setdagarg operator.
def r1;
def r2;
class C<int x> { int v = x; }
class D;
def c1 : C<1>;
def c2 : C<2>;
def test {
  dag a = !setdagarg((r1 5:$x, 6), 1, "z");
  dag b = !setdagarg((r1 5:$x), "x", r2);
}
