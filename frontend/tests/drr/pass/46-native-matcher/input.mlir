func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = "dt.const"() {value = 4 : i32} : () -> i32
  %1 = "dt.neg"(%0) : (i32) -> i32
  %2 = "dt.neg"(%a) : (i32) -> i32
  %3 = "dt.add"(%1, %2) : (i32, i32) -> i32
  return %3 : i32
}
