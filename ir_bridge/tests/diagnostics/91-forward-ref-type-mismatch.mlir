func.func @f() {
  "x.use"(%1) : (i32) -> ()
  %1 = "x.def"() : () -> i64
  func.return
}
