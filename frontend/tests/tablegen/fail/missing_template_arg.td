class C<int x, int y> { int X = x; }
def d : C<1>;
