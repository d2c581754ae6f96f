// The # paste operator on names, strings, ints and lists.
defvar p = "pre";
def p # _x { string s = p # "/" # 5; list<int> l = [1] # [2, 3]; }
class C<string n> { string name = n # "_suffix"; }
def c : C<"base">;
multiclass M { def NAME # _1; def _2 # NAME; }
defm mm : M;
