"func.func"() <{function_type = (i32, i32, i32) -> i32, sym_name = "f"}> ({
^bb0(%a: i32, %b: i32, %c: i32):
  %k = "x.load"(%a) : (i32) -> i32
  %p = "x.load"(%b) : (i32) -> i32
  %q = "x.load"(%c) : (i32) -> i32
  %0 = "x.add"(%p, %q) : (i32, i32) -> i32
  %1 = "x.mul"(%k, %0) : (i32, i32) -> i32
  %2 = "x.mul"(%k, %q) : (i32, i32) -> i32
  %3 = "x.sub"(%1, %2) : (i32, i32) -> i32
  "func.return"(%3) : (i32) -> ()
}) : () -> ()
