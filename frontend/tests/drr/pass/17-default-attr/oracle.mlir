module {
  func.func @f(%arg0: i32, %arg1: i32) -> i32 {
    %0 = "dt.tag"(%arg0) <{label = "a=3"}> : (i32) -> i32
    %1 = "dt.tag"(%0) <{label = "a=7"}> : (i32) -> i32
    return %1 : i32
  }
}

