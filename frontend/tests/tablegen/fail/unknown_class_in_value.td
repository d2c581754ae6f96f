class C<int x>;
def d { C c = Nope<1>; }
