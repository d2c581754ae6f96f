func.func @f() {
  %a:0 = "x.def"() : () -> ()
  func.return
}
