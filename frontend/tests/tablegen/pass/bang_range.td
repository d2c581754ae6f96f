// The !range operator.
def r1;
def r2;
class C<int x> { int v = x; }
class D;
def c1 : C<1>;
def c2 : C<2>;
def test {
  list<int> a = !range(4);
  list<int> b = !range(2, 5);
  list<int> c = !range(10, 0, -3);
  list<int> d = !range([7, 8, 9]);
}
