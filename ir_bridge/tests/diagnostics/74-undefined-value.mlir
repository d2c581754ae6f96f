func.func @f() {
  "x.op"(%x) : (i32) -> ()
  func.return
}
