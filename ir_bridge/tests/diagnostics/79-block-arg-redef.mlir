func.func @f() {
  "x.br"()[^bb1] : () -> ()
^bb1(%a: i32, %a: i32):
  func.return
}
