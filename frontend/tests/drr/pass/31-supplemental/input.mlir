func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = "dt.neg"(%b) : (i32) -> i32
  %1 = "dt.add"(%a, %0) : (i32, i32) -> i32
  %2 = "dt.mul"(%1, %0) : (i32, i32) -> i32
  return %2 : i32
}
