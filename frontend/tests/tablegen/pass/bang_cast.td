// The !cast operator.
def r1;
def r2;
class C<int x> { int v = x; }
class D;
def c1 : C<1>;
def c2 : C<2>;
def test {
  string a = !cast<string>(5);
  string b = !cast<string>(r1);
  C c = !cast<C>("c1");
  int d = !cast<int>(0b101);
}
