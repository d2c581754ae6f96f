func.func @f() {
  func.return
}
func.func @f() {
  func.return
}
