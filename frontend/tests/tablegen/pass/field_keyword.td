// `field` declarations may stay unresolved and print first.
class C<int x> { int a = x; field int f = x; }
def c : C<1>;
