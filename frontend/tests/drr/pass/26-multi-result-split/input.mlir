func.func @f(%a: i32, %b: i32) -> i32 {
  %0:2 = "dt.divrem"(%a, %b) : (i32, i32) -> (i32, i32)
  %1 = "dt.mul"(%0#0, %0#1) : (i32, i32) -> i32
  return %1 : i32
}
