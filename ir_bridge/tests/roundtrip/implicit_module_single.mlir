// Stresses: a single top-level generic builtin.module with attrs is NOT
// wrapped again; generic module with both properties and discardable attrs.
"builtin.module"() <{sym_name = "m", sym_visibility = "private"}> ({
  "x.a"() : () -> ()
}) {x.k = 1 : i64} : () -> ()
