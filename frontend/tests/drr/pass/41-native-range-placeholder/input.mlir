func.func @f() -> i32 {
  %0 = "dt.const"() {value = 1 : i32} : () -> i32
  %1 = "dt.const"() {value = 2 : i32} : () -> i32
  %2 = "dt.const"() {value = 3 : i32} : () -> i32
  %3 = "dt.add"(%1, %2) : (i32, i32) -> i32
  %4 = "dt.add"(%0, %3) : (i32, i32) -> i32
  return %4 : i32
}
