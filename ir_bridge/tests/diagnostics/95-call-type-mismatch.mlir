func.func @g(%a: i32) {
  func.return
}
func.func @f() {
  %0 = "x.def"() : () -> i64
  func.call @g(%0) : (i64) -> ()
  func.return
}
