// The !foreach operator.
def r1;
def r2;
class C<int x> { int v = x; }
class D;
def c1 : C<1>;
def c2 : C<2>;
def test {
  list<int> a = !foreach(x, [1, 2, 3], !mul(x, x));
  list<string> b = !foreach(s, ["a", "b"], s # "!");
}
