func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = "dt.const"() {value = 1 : i32} : () -> i32
  %1 = "dt.mul"(%0, %a) : (i32, i32) -> i32
  %2 = "dt.mul"(%1, %0) : (i32, i32) -> i32
  return %2 : i32
}
