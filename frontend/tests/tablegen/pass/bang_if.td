// The !if operator.
def r1;
def r2;
class C<int x> { int v = x; }
class D;
def c1 : C<1>;
def c2 : C<2>;
def test {
  int a = !if(1, 10, 20);
  string b = !if(!eq(1, 2), "t", "f");
  list<int> c = !if(0, [1], []);
}
