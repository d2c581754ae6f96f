func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = "dt.const"() {value = 0 : i32} : () -> i32
  %1 = "dt.sub"(%0, %a) : (i32, i32) -> i32
  return %1 : i32
}
