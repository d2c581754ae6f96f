"func.func"() <{function_type = (i32, i32, i32) -> i32, sym_name = "f"}> ({
^bb0(%k: i32, %p: i32, %q: i32):
  %s = "x.add"(%p, %q) : (i32, i32) -> i32
  %m = "x.mul"(%k, %s) : (i32, i32) -> i32
  %kq = "x.mul"(%k, %q) : (i32, i32) -> i32
  %r = "x.sub"(%m, %kq) : (i32, i32) -> i32
  "func.return"(%r) : (i32) -> ()
}) : () -> ()
