"builtin.module"() ({
  "x.s"() {a = "plain", b = "line\0Abreak", c = "tab\09here", d = "quote\22inside", e = "back\\slash", f = "nul\00byte", g = "\01\1F\7F", h = "h\C3\A9llo \E2\98\83", i = "\C3\A9", j = "\FF\FE", k = "typed" : i32, l = "", m = "ty" : tensor<2xi8>, n = "'single'", o = "\0A\0D", p = ["x\0A", "y" : i1]} : () -> ()
}) : () -> ()

