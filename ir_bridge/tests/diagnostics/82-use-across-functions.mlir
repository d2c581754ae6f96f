func.func @f() {
  %0 = "x.def"() : () -> i32
  func.return
}
func.func @g() {
  "x.use"(%0) : (i32) -> ()
  func.return
}
