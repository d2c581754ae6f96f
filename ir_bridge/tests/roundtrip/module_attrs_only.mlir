// Stresses: unnamed explicit module with `attributes {...}` and a nested
// named module with visibility; an explicit top module is not re-wrapped.
module attributes {x.flag, x.b = [1, 2]} {
  module @sub attributes {x.c = 3} {
    "x.in"() : () -> ()
  }
  "x.after"() : () -> ()
}
