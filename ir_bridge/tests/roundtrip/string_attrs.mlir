// Stresses: string attribute escaping: \n \t \" \\ \00, other control bytes,
// hex escapes, non-ASCII UTF-8 (escaped per byte as \XX), typed strings, empty.
"x.s"() {
  a = "plain", b = "line\nbreak", c = "tab\there", d = "quote\"inside", e = "back\\slash",
  f = "nul\00byte", g = "\01\1F\7F", h = "héllo ☃", i = "\C3\A9", j = "\FF\FE", k = "typed" : i32,
  l = "" , m = "ty" : tensor<2xi8>, n = "'single'", o = "\0a\0D", p = ["x\n", "y" : i1]
} : () -> ()
