func.func @f() {
  func.call @missing() : () -> ()
  func.return
}
