"func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
^bb0(%a: i32):
  %two = "x.two"() : () -> i32
  %m = "x.mul"(%a, %two) : (i32, i32) -> i32
  %d = "x.div"(%m, %two) : (i32, i32) -> i32
  "func.return"(%d) : (i32) -> ()
}) : () -> ()
