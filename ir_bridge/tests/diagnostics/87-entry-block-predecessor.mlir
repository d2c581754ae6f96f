func.func @f() {
^bb0:
  "x.br"()[^bb0] : () -> ()
}
