func.func @f() {
  %a:2 = "x.def"() : () -> (i32, i32)
  "x.use"(%a#3) : (i32) -> ()
  func.return
}
