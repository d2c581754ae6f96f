// The !foldl operator.
def r1;
def r2;
class C<int x> { int v = x; }
class D;
def c1 : C<1>;
def c2 : C<2>;
def test {
  int a = !foldl(0, [1, 2, 3], acc, x, !add(acc, x));
  list<int> b = !foldl([]<int>, [1, 2], acc, x, !listconcat([x], acc));
}
