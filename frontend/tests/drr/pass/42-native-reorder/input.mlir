func.func @f() -> i32 {
  %0 = "dt.const"() {value = 10 : i32} : () -> i32
  %1 = "dt.const"() {value = 3 : i32} : () -> i32
  %2 = "dt.sub"(%0, %1) : (i32, i32) -> i32
  return %2 : i32
}
