module {
  func.func @f(%arg0: i32, %arg1: i32) -> i32 {
    return %arg0 : i32
  }
}

