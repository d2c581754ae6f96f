func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = "dt.neg"(%b) : (i32) -> i32
  %1 = "dt.sub"(%a, %0) : (i32, i32) -> i32
  return %1 : i32
}
