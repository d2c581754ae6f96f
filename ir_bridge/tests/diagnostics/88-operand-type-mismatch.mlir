func.func @f() {
  %0 = "x.def"() : () -> i32
  "x.use"(%0) : (i64) -> ()
  func.return
}
