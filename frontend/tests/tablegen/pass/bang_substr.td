// The !substr operator.
def r1;
def r2;
class C<int x> { int v = x; }
class D;
def c1 : C<1>;
def c2 : C<2>;
def test {
  string a = !substr("hello", 1, 3);
  string b = !substr("hello", 2);
  string c = !substr("hi", 0, 10);
}
