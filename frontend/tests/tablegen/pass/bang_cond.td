// The !cond operator.
def r1;
def r2;
class C<int x> { int v = x; }
class D;
def c1 : C<1>;
def c2 : C<2>;
def test {
  int a = !cond(0: 1, !eq(1, 1): 2, true: 3);
  string b = !cond(false: "x", true: "y");
}
