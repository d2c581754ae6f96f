// Stresses: bool literals vs i1 integers, unit attrs (bare key and explicit
// `unit`), unit/bool in arrays and nested dicts.
"x.b"() {t = true, f = false, one = 1 : i1, u, v = unit, arr = [true, false, unit, 0 : i1], d = {x, y = true}} : () -> ()
