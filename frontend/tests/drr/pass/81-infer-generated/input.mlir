func.func @f(%a: f32, %b: tensor<2x3xi8>, %c: i32) {
  %0 = "dt.wrap"(%a) : (f32) -> f32
  "dt.sink"(%0) : (f32) -> ()
  %1 = "dt.any"(%b) {a = 1 : i32} : (tensor<2x3xi8>) -> tensor<2x3xi8>
  "dt.sink"(%1) {note = "b"} : (tensor<2x3xi8>) -> ()
  %2 = "dt.neg"(%c) : (i32) -> i32
  "dt.sink"(%2) : (i32) -> ()
  %3 = "dt.const"() {value = 7 : i32} : () -> i32
  "dt.sink"(%3) : (i32) -> ()
  return
}
