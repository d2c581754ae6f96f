func.func @f(%a: i32) -> i32 {
  %c3 = "dt.const"() {value = 3 : i32} : () -> i32
  %c30 = "dt.const"() {value = 30 : i32} : () -> i32
  %0 = "dt.neg"(%c3) : (i32) -> i32
  %1 = "dt.neg"(%c30) : (i32) -> i32
  %2 = "dt.neg"(%a) : (i32) -> i32
  %3 = "dt.add"(%0, %1) : (i32, i32) -> i32
  %4 = "dt.add"(%3, %2) : (i32, i32) -> i32
  return %4 : i32
}
