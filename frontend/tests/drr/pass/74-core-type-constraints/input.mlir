func.func @f(%a: tensor<?xf32>, %b: tensor<2xi32>, %c: vector<4xi8>, %d: vector<4xi32>, %e: index, %f: f32, %g: tensor<*xf32>) {
  "dt.sink"(%a) : (tensor<?xf32>) -> ()
  "dt.sink"(%b) : (tensor<2xi32>) -> ()
  "dt.sink"(%c) : (vector<4xi8>) -> ()
  "dt.sink"(%d) : (vector<4xi32>) -> ()
  "dt.sink"(%e) : (index) -> ()
  "dt.sink"(%f) : (f32) -> ()
  "dt.sink"(%g) : (tensor<*xf32>) -> ()
  return
}
