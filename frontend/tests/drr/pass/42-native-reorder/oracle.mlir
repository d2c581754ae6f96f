module {
  func.func @f() -> i32 {
    %0 = "dt.const"() <{value = 7 : i32}> : () -> i32
    return %0 : i32
  }
}

