module {
  func.func @f(%arg0: i32, %arg1: i32) -> i32 {
    %0 = "dt.wrap"(%arg0) : (i32) -> i32
    %1 = "dt.neg"(%0) : (i32) -> i32
    return %1 : i32
  }
}

