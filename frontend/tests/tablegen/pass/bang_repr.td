// The !repr operator.
def r1;
def r2;
class C<int x> { int v = x; }
class D;
def c1 : C<1>;
def c2 : C<2>;
def test {
  string a = !repr(5);
  string b = !repr([1, 2]);
  string c = !repr(r1);
}
