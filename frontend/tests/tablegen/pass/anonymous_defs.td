// Anonymous defs and anonymous instantiations in values get anonymous_N
// names in order; equal instantiations share one record.
class C<int n> { int N = n; }
def : C<1>;
def : C<2>;
def user { C a = C<3>; C b = C<3>; C c = C<4>; list<C> l = [C<5>, C<3>]; }
def : C<6>;
