func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = "dt.neg"(%a) : (i32) -> i32
  %1 = "dt.neg"(%0) : (i32) -> i32
  %2 = "dt.add"(%b, %1) : (i32, i32) -> i32
  %3 = "dt.sub"(%2, %1) : (i32, i32) -> i32
  return %3 : i32
}
