module {
  func.func @f(%arg0: i32, %arg1: i32) -> i32 {
    %quot, %rem = "dt.divrem"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
    "dt.print"(%rem) : (i32) -> ()
    %quot_0, %rem_1 = "dt.divrem"(%arg1, %arg0) : (i32, i32) -> (i32, i32)
    %0 = "dt.mul"(%rem_1, %quot_0) : (i32, i32) -> i32
    return %0 : i32
  }
}

