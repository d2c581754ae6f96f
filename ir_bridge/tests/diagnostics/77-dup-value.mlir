func.func @f() {
  %0 = "x.a"() : () -> i32
  %0 = "x.b"() : () -> i32
  func.return
}
