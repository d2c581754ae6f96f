// Assertions that hold, at top level, in classes and in multiclasses.
assert !eq(1, 1), "top";
class C<int x> { assert !gt(x, 0), "positive"; int X = x; }
def c : C<3>;
multiclass M<int y> { assert !lt(y, 10), "small"; def _d : C<y>; }
defm m : M<4>;
