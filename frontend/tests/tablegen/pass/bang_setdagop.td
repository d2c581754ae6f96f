// The !setdagop operator.
def r1;
def r2;
class C<int x> { int v = x; }
class D;
def c1 : C<1>;
def c2 : C<2>;
def test {
  dag a = !setdagop((r1 1:$x), r2);
}
