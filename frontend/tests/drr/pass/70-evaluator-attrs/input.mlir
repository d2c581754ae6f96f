func.func @f(%a: i32) -> i32 {
  %c4 = "dt.const"() {value = 4 : i32} : () -> i32
  %c5 = "dt.const"() {value = 5 : i32} : () -> i32
  %cm = "dt.const"() {value = -7 : i32} : () -> i32
  %0 = "dt.tag"(%c4) {label = "double"} : (i32) -> i32
  %1 = "dt.tag"(%c5) {label = "double"} : (i32) -> i32
  %2 = "dt.tag"(%cm) {label = "sign"} : (i32) -> i32
  %3 = "dt.tag"(%c4) {label = "sign"} : (i32) -> i32
  %4 = "dt.any"(%a) {a = 9 : i64} : (i32) -> i32
  %5 = "dt.any"(%a) {a = "s"} : (i32) -> i32
  %6 = "dt.add"(%0, %1) : (i32, i32) -> i32
  %7 = "dt.add"(%2, %3) : (i32, i32) -> i32
  %8 = "dt.add"(%4, %5) : (i32, i32) -> i32
  %9 = "dt.add"(%6, %7) : (i32, i32) -> i32
  %10 = "dt.add"(%9, %8) : (i32, i32) -> i32
  return %10 : i32
}
