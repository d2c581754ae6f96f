func.func @f() {
  "x.br"()[^bb1] : () -> ()
^bb1(%a):
  func.return
}
