func.func @f() {
  "x.op"() -> ()
  func.return
}
