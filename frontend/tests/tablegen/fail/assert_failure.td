class C<int x> { assert !gt(x, 0), "x must be positive"; }
def d : C<0>;
