func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = "dt.neg"(%a) : (i32) -> i32
  %1 = "dt.neg"(%b) : (i32) -> i32
  %2 = "dt.add"(%0, %1) : (i32, i32) -> i32
  return %2 : i32
}
