func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = "dt.any"(%a) {a = "pair"} : (i32) -> i32
  return %0 : i32
}
