func.func @f(%a: i32) -> i32 {
  func.return %a : i64
}
