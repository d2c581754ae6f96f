func.func @f() {
  func.return
  "x.op"() : () -> ()
}
