func.func @f(%a: i32) {
  "x.use"(%a) : (f32) -> ()
  func.return
}
