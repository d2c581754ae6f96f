// The !getdagopname operator.
def r1;
def r2;
class C<int x> { int v = x; }
class D;
def c1 : C<1>;
def c2 : C<2>;
def test {
  string a = !getdagopname((r1:$op 1));
  string b = !getdagopname((r1 1));
}
