module {
  func.func @f(%arg0: i32, %arg1: i32) -> i32 {
    %0 = "dt.add"(%arg1, %arg0) : (i32, i32) -> i32
    %1 = "dt.sub"(%0, %arg0) : (i32, i32) -> i32
    return %1 : i32
  }
}

