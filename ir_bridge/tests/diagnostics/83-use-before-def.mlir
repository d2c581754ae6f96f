func.func @f() {
  "x.use"(%0) : (i32) -> ()
  %0 = "x.def"() : () -> i32
  func.return
}
