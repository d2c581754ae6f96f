func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = "dt.any"(%a) {a = 5 : i32} : (i32) -> i32
  %1 = "dt.any"(%0) {a = 6 : i32} : (i32) -> i32
  return %1 : i32
}
