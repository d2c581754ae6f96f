func.func @f() -> i32 {
  %0 = "dt.const"() {value = 0 : i32} : () -> i32
  %1 = "dt.neg"(%0) : (i32) -> i32
  return %1 : i32
}
