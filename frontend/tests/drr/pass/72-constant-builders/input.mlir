func.func @f(%a: i32) {
  %0 = "dt.any"(%a) {a = "i64"} : (i32) -> i32
  "dt.sink"(%0) : (i32) -> ()
  %1 = "dt.any"(%a) {a = "si8"} : (i32) -> i32
  "dt.sink"(%1) : (i32) -> ()
  %2 = "dt.any"(%a) {a = "ui16"} : (i32) -> i32
  "dt.sink"(%2) : (i32) -> ()
  %3 = "dt.any"(%a) {a = "f32"} : (i32) -> i32
  "dt.sink"(%3) : (i32) -> ()
  %4 = "dt.any"(%a) {a = "f64"} : (i32) -> i32
  "dt.sink"(%4) : (i32) -> ()
  %5 = "dt.any"(%a) {a = "bool"} : (i32) -> i32
  "dt.sink"(%5) : (i32) -> ()
  %6 = "dt.any"(%a) {a = "index"} : (i32) -> i32
  "dt.sink"(%6) : (i32) -> ()
  %7 = "dt.any"(%a) {a = "unit"} : (i32) -> i32
  "dt.sink"(%7) : (i32) -> ()
  %8 = "dt.any"(%a) {a = "arr"} : (i32) -> i32
  "dt.sink"(%8) : (i32) -> ()
  %9 = "dt.any"(%a) {a = "darr"} : (i32) -> i32
  "dt.sink"(%9) : (i32) -> ()
  %10 = "dt.any"(%a) {a = "str"} : (i32) -> i32
  "dt.sink"(%10) : (i32) -> ()
  %11 = "dt.any"(%a) {a = "i1"} : (i32) -> i32
  "dt.sink"(%11) : (i32) -> ()
  %12 = "dt.any"(%a) {a = "hex"} : (i32) -> i32
  "dt.sink"(%12) : (i32) -> ()
  %13 = "dt.any"(%a) {a = "i32arr"} : (i32) -> i32
  "dt.sink"(%13) : (i32) -> ()
  return
}
