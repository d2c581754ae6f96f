func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = "dt.neg"(%a) : (i32) -> i32
  %1:3 = "dt.three"(%0) : (i32) -> (i32, i32, i32)
  %2 = "dt.add"(%1#0, %1#2) : (i32, i32) -> i32
  return %2 : i32
}
