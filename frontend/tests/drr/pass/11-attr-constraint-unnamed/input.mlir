func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = "dt.any"(%a) {a = "s"} : (i32) -> i32
  %1 = "dt.any"(%0) {a = 1 : i32} : (i32) -> i32
  return %1 : i32
}
