func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = "dt.neg"(%a) : (i32) -> i32
  %1 = "dt.neg"(%0) : (i32) -> i32
  %2 = "dt.sub"(%1, %1) : (i32, i32) -> i32
  return %2 : i32
}
