func.func @f(%a: i8, %b: tensor<2x3xf32>, %c: f64, %d: i64, %e: i32) {
  %0 = "dt.wrap"(%a) : (i8) -> i8
  "dt.sink"(%0) : (i8) -> ()
  %1 = "dt.wrap"(%b) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  "dt.sink"(%1) : (tensor<2x3xf32>) -> ()
  %2 = "dt.wrap"(%c) : (f64) -> f64
  "dt.sink"(%2) {note = "c"} : (f64) -> ()
  %3 = "dt.any"(%d) {a = 1 : i32} : (i64) -> i64
  "dt.sink"(%3) : (i64) -> ()
  %4:2 = "dt.pair"(%e) : (i32) -> (i32, f32)
  "dt.sink"(%4#0) : (i32) -> ()
  return
}
