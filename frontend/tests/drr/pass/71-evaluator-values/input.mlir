func.func @f(%a: i32) -> i32 {
  %z = "dt.const"() {value = 0 : i32} : () -> i32
  %c = "dt.const"() {value = 2 : i32} : () -> i32
  %k = "dt.const"() {value = 3 : i32} : () -> i32
  %0 = "dt.add"(%a, %z) : (i32, i32) -> i32
  %1 = "dt.add"(%a, %c) : (i32, i32) -> i32
  %2 = "dt.neg"(%c) : (i32) -> i32
  %3 = "dt.neg"(%k) : (i32) -> i32
  %4 = "dt.neg"(%a) : (i32) -> i32
  %5 = "dt.add"(%0, %1) : (i32, i32) -> i32
  %6 = "dt.add"(%2, %3) : (i32, i32) -> i32
  %7 = "dt.add"(%5, %6) : (i32, i32) -> i32
  %8 = "dt.add"(%7, %4) : (i32, i32) -> i32
  return %8 : i32
}
