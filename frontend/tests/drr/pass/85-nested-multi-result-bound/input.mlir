func.func @f(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %d:2 = "dt.divrem"(%a, %b) : (i32, i32) -> (i32, i32)
  %0 = "dt.tag"(%d#0) {label = "q"} : (i32) -> i32
  %1 = "dt.tag"(%d#1) {label = "r"} : (i32) -> i32
  %t:3 = "dt.three"(%a) : (i32) -> (i32, i32, i32)
  %2 = "dt.neg"(%t#0) : (i32) -> i32
  %3 = "dt.neg"(%t#1) : (i32) -> i32
  %4 = "dt.neg"(%t#2) : (i32) -> i32
  %5 = "dt.add"(%d#0, %d#1) : (i32, i32) -> i32
  %6 = "dt.add"(%d#1, %d#0) : (i32, i32) -> i32
  %7 = "dt.add"(%d#0, %a) : (i32, i32) -> i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, i32, i32
}
