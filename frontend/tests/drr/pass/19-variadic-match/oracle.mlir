module {
  func.func @f(%arg0: i32, %arg1: i32) -> i32 {
    %0 = "dt.add"(%arg0, %arg1) : (i32, i32) -> i32
    %1 = "dt.concat"(%arg0, %arg1, %0) <{axis = 0 : i32}> : (i32, i32, i32) -> i32
    return %1 : i32
  }
}

