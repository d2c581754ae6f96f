// The !filter operator.
def r1;
def r2;
class C<int x> { int v = x; }
class D;
def c1 : C<1>;
def c2 : C<2>;
def test {
  list<int> a = !filter(x, [1, 2, 3, 4], !eq(!and(x, 1), 0));
  list<C> b = !filter(c, [c1, c2], !eq(c.v, 2));
}
