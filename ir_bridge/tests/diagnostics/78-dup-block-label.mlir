func.func @f() {
  "x.br"()[^bb1] : () -> ()
^bb1:
  "x.br"()[^bb1] : () -> ()
^bb1:
  func.return
}
