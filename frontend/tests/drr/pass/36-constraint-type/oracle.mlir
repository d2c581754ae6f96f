module {
  func.func @f(%arg0: i32, %arg1: f32) -> i32 {
    %0 = "dt.wrap"(%arg1) : (f32) -> f32
    "dt.sink"(%0) : (f32) -> ()
    return %arg0 : i32
  }
}

