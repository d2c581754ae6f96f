func.func @f(%m: tensor<2x2xf32>, %r: tensor<2x3xf32>, %d: tensor<?x2xf32>, %i: tensor<2x2xi32>, %v: tensor<4xf32>, %u: tensor<*xf32>) {
  %0 = "dt.wrap"(%m) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %1 = "dt.wrap"(%r) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = "dt.wrap"(%d) : (tensor<?x2xf32>) -> tensor<?x2xf32>
  %3 = "dt.wrap"(%i) : (tensor<2x2xi32>) -> tensor<2x2xi32>
  %4 = "dt.wrap"(%v) : (tensor<4xf32>) -> tensor<4xf32>
  %5 = "dt.wrap"(%u) : (tensor<*xf32>) -> tensor<*xf32>
  "dt.sink"(%0) : (tensor<2x2xf32>) -> ()
  "dt.sink"(%1) : (tensor<2x3xf32>) -> ()
  "dt.sink"(%2) : (tensor<?x2xf32>) -> ()
  "dt.sink"(%3) {note = "kept"} : (tensor<2x2xi32>) -> ()
  "dt.sink"(%4) : (tensor<4xf32>) -> ()
  "dt.sink"(%5) : (tensor<*xf32>) -> ()
  return
}
