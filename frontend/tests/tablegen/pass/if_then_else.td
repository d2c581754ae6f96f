// if/then/else at top level and in multiclasses.
defvar flag = 1;
if flag then def yes; else def no;
if !eq(flag, 0) then { def zero; } else { def nonzero; }
multiclass M<bit b> {
  if b then def NAME # _on; else def NAME # _off;
}
defm p : M<1>;
defm q : M<0>;
