func.func @f() {
  "x.cond_br"()[^bb1, ^bb2] : () -> ()
^bb1:
  %0 = "x.def"() : () -> i32
  func.return
^bb2:
  "x.use"(%0) : (i32) -> ()
  func.return
}
