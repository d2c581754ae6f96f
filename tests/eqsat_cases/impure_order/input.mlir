"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  %one = "x.one"() : () -> i32
  %b = "x.mul"(%a, %one) : (i32, i32) -> i32
  "x.print"(%b) : (i32) -> ()
  %c = "x.add"(%b, %b) : (i32, i32) -> i32
  "x.store"(%c) : (i32) -> ()
  %d = "x.mul"(%c, %one) : (i32, i32) -> i32
  "x.print"(%d) : (i32) -> ()
  %e = "x.add"(%d, %a) : (i32, i32) -> i32
  "cf.br"()[^bb1] : () -> ()
^bb1:
  "x.print"(%e) : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()
