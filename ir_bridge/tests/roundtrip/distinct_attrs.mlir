// Stresses: distinct[N]<...> attrs: renumbering in print order (alias defs first), same
// id reused, non-contiguous input ids, distinct wrapping unit/dicts/opaque attrs.
"x.d"() {a = distinct[7]<42 : i32>, b = distinct[3]<"s">, c = distinct[7]<42 : i32>, d = distinct[100]<#x.foo>, e = [distinct[0]<unit>, distinct[3]<"s">], f = distinct[5]<{k = 1}>} : () -> ()
