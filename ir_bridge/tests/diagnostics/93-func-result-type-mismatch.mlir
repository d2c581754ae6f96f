func.func @f() -> i32 {
  %0 = "x.def"() : () -> i64
  func.return %0 : i64
}
