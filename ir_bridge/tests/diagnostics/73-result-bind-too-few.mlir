func.func @f() {
  %a = "x.def"() : () -> (i32, i32)
  func.return
}
