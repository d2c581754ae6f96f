func.func @f() {
  "x.op"() ({
    "x.br"()[^bb1] : () -> ()
  }) : () -> ()
  func.return
^bb1:
  func.return
}
