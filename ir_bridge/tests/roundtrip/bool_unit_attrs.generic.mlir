"builtin.module"() ({
  "x.b"() {arr = [true, false, unit, false], d = {x, y = true}, f = false, one = true, t = true, u, v} : () -> ()
}) : () -> ()

