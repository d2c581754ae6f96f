module {
  func.func @f(%arg0: i32, %arg1: i32) -> i32 {
    %0 = "dt.seg"(%arg0, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 2>}> : (i32, i32, i32) -> i32
    %1 = "dt.neg"(%0) : (i32) -> i32
    return %1 : i32
  }
}

