func.func @f() {
  %0 = "x.def"() : () -> i32
  "x.op"(%0, %0) : (i32) -> ()
  func.return
}
