func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = "dt.neg"(%a) : (i32) -> i32
  %1:2 = "dt.divrem"(%0, %b) : (i32, i32) -> (i32, i32)
  %2 = "dt.mul"(%1#0, %1#1) : (i32, i32) -> i32
  return %2 : i32
}
