// The !subst operator.
def r1;
def r2;
class C<int x> { int v = x; }
class D;
def c1 : C<1>;
def c2 : C<2>;
def test {
  string a = !subst("o", "0", "foo boo");
  C b = !subst(c1, c2, c1);
  string c = !subst("x", "y", "abc");
}
