"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  %z = "x.zero"() : () -> i32
  %s = "x.add"(%a, %z) : (i32, i32) -> i32
  "x.print"(%s) : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()
