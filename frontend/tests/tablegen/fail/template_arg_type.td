class C<int x> { int X = x; }
def d : C<"no">;
