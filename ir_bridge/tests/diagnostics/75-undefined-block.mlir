func.func @f() {
  "x.br"()[^bb9] : () -> ()
}
