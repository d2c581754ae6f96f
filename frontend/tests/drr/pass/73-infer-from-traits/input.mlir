func.func @f(%a: tensor<2x?xf32>, %b: i32) {
  %0 = "dt.wrap"(%a) : (tensor<2x?xf32>) -> tensor<2x?xf32>
  "dt.sink"(%0) : (tensor<2x?xf32>) -> ()
  %1 = "dt.wrap"(%b) : (i32) -> i32
  "dt.sink"(%1) {note = "n"} : (i32) -> ()
  return
}
