// The !listconcat operator.
def r1;
def r2;
class C<int x> { int v = x; }
class D;
def c1 : C<1>;
def c2 : C<2>;
def test {
  list<int> a = !listconcat([1], [2, 3], []);
  list<string> b = !listconcat(["a"], ["b"]);
}
