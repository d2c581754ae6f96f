// Multiclasses with NAME, template arguments, inheritance between
// multiclasses and defm lists mixing multiclasses and classes.
class R<int v, string n> { int V = v; string N = n; }
class Extra { bit extra = 1; }
multiclass M<int base> {
  def _a : R<base, NAME>;
  def _b : R<!add(base, 1), NAME # "_b">;
  def NAME # _c : R<base, "c">;
}
multiclass N<int b> : M<b> {
  def _n : R<b, NAME>;
}
defm m1 : M<10>;
defm m2 : N<20>, Extra;
defm : M<30>;
