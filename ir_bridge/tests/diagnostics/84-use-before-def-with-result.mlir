func.func @f() {
  %1 = "x.use"(%0) : (i32) -> i32
  %0 = "x.def"() : () -> i32
  func.return
}
