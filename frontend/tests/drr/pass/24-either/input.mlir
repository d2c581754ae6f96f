func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = "dt.neg"(%b) : (i32) -> i32
  %1 = "dt.add"(%a, %0) : (i32, i32) -> i32
  %2 = "dt.neg"(%a) : (i32) -> i32
  %3 = "dt.add"(%2, %b) : (i32, i32) -> i32
  %4 = "dt.mul"(%1, %3) : (i32, i32) -> i32
  return %4 : i32
}
