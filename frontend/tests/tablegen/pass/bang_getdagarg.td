// The !getdagarg operator.
def r1;
def r2;
class C<int x> { int v = x; }
class D;
def c1 : C<1>;
def c2 : C<2>;
def test {
  int a = !getdagarg<int>((r1 5:$x, 6:$y), 1);
  int b = !getdagarg<int>((r1 5:$x), "x");
  string c = !getdagarg<string>((r1 5:$x), 0);
}
