func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = "dt.neg"(%a) : (i32) -> i32
  %1 = "dt.neg"(%0) : (i32) -> i32
  %2 = "dt.neg"(%b) : (i32) -> i32
  %3 = "dt.neg"(%2) : (i32) -> i32
  %4 = "dt.add"(%1, %2) : (i32, i32) -> i32
  %5 = "dt.add"(%4, %3) : (i32, i32) -> i32
  return %5 : i32
}
