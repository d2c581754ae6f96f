func.func @f() {
  %a:2 = "x.def"() : () -> i32
  func.return
}
