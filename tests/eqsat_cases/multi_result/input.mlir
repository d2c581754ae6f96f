"func.func"() <{function_type = (i32, i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32, %b: i32):
  %q:2 = "x.divrem"(%a, %b) : (i32, i32) -> (i32, i32)
  %s = "x.add"(%q#0, %q#1) : (i32, i32) -> i32
  "x.sink"(%s) : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()
