// 300 top-level functions: enough top-level ops for the printer to split
// them between two threads; the text must not depend on it.
#map = affine_map<(d0) -> (d0 + 1)>
func.func @f0(%arg0: index) {
  %0 = "x.a0"(%arg0) {k = 0 : i64, m = #map} : (index) -> f32
  %1 = "x.r"(%0) ({
  ^bb0(%b: f32):
    "x.y"(%b) : (f32) -> ()
  }) : (f32) -> i32
  "x.use"(%0) {s = "f0"} : (f32) -> ()
  func.return
}
func.func @f1(%arg0: tensor<4xf32>) {
  %0 = "x.a1"(%arg0) {k = 1 : i64, m = #map} : (tensor<4xf32>) -> vector<2xi1>
  "x.use"(%0) {s = "f1"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f2(%arg0: i32) {
  %0 = "x.a2"(%arg0) {k = 2 : i64, m = #map} : (i32) -> i32
  "x.use"(%0) {s = "f2"} : (i32) -> ()
  func.return
}
func.func @f3(%arg0: memref<?xi8>) {
  %0 = "x.a3"(%arg0) {k = 3 : i64, m = #map} : (memref<?xi8>) -> i32
  "x.use"(%0) {s = "f3"} : (i32) -> ()
  func.return
}
func.func @f4(%arg0: index) {
  %0 = "x.a4"(%arg0) {k = 4 : i64, m = #map} : (index) -> memref<?xi8>
  "x.use"(%0) {s = "f4"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f5(%arg0: i32) {
  %0 = "x.a5"(%arg0) {k = 5 : i64, m = #map} : (i32) -> memref<?xi8>
  %1 = "x.r"(%0) ({
  ^bb0(%b: memref<?xi8>):
    "x.y"(%b) : (memref<?xi8>) -> ()
  }) : (memref<?xi8>) -> i32
  "x.use"(%0) {s = "f5"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f6(%arg0: f32) {
  %0 = "x.a6"(%arg0) {k = 6 : i64, m = #map} : (f32) -> i32
  "x.use"(%0) {s = "f6"} : (i32) -> ()
  func.return
}
func.func @f7(%arg0: i32) {
  %0 = "x.a0"(%arg0) {k = 7 : i64, m = #map} : (i32) -> tensor<4xf32>
  "x.use"(%0) {s = "f7"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f8(%arg0: tensor<4xf32>) {
  %0 = "x.a1"(%arg0) {k = 8 : i64, m = #map} : (tensor<4xf32>) -> i32
  "x.use"(%0) {s = "f8"} : (i32) -> ()
  func.return
}
func.func @f9(%arg0: f32) {
  %0 = "x.a2"(%arg0) {k = 9 : i64, m = #map} : (f32) -> i32
  "x.use"(%0) {s = "f9"} : (i32) -> ()
  func.return
}
func.func @f10(%arg0: memref<?xi8>) {
  %0 = "x.a3"(%arg0) {k = 10 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
  %1 = "x.r"(%0) ({
  ^bb0(%b: tensor<4xf32>):
    "x.y"(%b) : (tensor<4xf32>) -> ()
  }) : (tensor<4xf32>) -> i32
  "x.use"(%0) {s = "f10"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f11(%arg0: i32) {
  %0 = "x.a4"(%arg0) {k = 11 : i64, m = #map} : (i32) -> memref<?xi8>
  "x.use"(%0) {s = "f11"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f12(%arg0: i32) {
  %0 = "x.a5"(%arg0) {k = 12 : i64, m = #map} : (i32) -> f32
  "x.use"(%0) {s = "f12"} : (f32) -> ()
  func.return
}
func.func @f13(%arg0: vector<2xi1>) {
  %0 = "x.a6"(%arg0) {k = 13 : i64, m = #map} : (vector<2xi1>) -> vector<2xi1>
  "x.use"(%0) {s = "f13"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f14(%arg0: memref<?xi8>) {
  %0 = "x.a0"(%arg0) {k = 14 : i64, m = #map} : (memref<?xi8>) -> i32
  "x.use"(%0) {s = "f14"} : (i32) -> ()
  func.return
}
func.func @f15(%arg0: memref<?xi8>) {
  %0 = "x.a1"(%arg0) {k = 15 : i64, m = #map} : (memref<?xi8>) -> memref<?xi8>
  %1 = "x.r"(%0) ({
  ^bb0(%b: memref<?xi8>):
    "x.y"(%b) : (memref<?xi8>) -> ()
  }) : (memref<?xi8>) -> i32
  "x.use"(%0) {s = "f15"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f16(%arg0: tensor<4xf32>) {
  %0 = "x.a2"(%arg0) {k = 16 : i64, m = #map} : (tensor<4xf32>) -> i32
  "x.use"(%0) {s = "f16"} : (i32) -> ()
  func.return
}
func.func @f17(%arg0: f32) {
  %0 = "x.a3"(%arg0) {k = 17 : i64, m = #map} : (f32) -> i32
  "x.use"(%0) {s = "f17"} : (i32) -> ()
  func.return
}
func.func @f18(%arg0: memref<?xi8>) {
  %0 = "x.a4"(%arg0) {k = 18 : i64, m = #map} : (memref<?xi8>) -> f32
  "x.use"(%0) {s = "f18"} : (f32) -> ()
  func.return
}
func.func @f19(%arg0: index) {
  %0 = "x.a5"(%arg0) {k = 19 : i64, m = #map} : (index) -> tensor<4xf32>
  "x.use"(%0) {s = "f19"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f20(%arg0: f32) {
  %0 = "x.a6"(%arg0) {k = 20 : i64, m = #map} : (f32) -> memref<?xi8>
  %1 = "x.r"(%0) ({
  ^bb0(%b: memref<?xi8>):
    "x.y"(%b) : (memref<?xi8>) -> ()
  }) : (memref<?xi8>) -> i32
  "x.use"(%0) {s = "f20"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f21(%arg0: i32) {
  %0 = "x.a0"(%arg0) {k = 21 : i64, m = #map} : (i32) -> memref<?xi8>
  "x.use"(%0) {s = "f21"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f22(%arg0: index) {
  %0 = "x.a1"(%arg0) {k = 22 : i64, m = #map} : (index) -> memref<?xi8>
  "x.use"(%0) {s = "f22"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f23(%arg0: vector<2xi1>) {
  %0 = "x.a2"(%arg0) {k = 23 : i64, m = #map} : (vector<2xi1>) -> f32
  "x.use"(%0) {s = "f23"} : (f32) -> ()
  func.return
}
func.func @f24(%arg0: i32) {
  %0 = "x.a3"(%arg0) {k = 24 : i64, m = #map} : (i32) -> memref<?xi8>
  "x.use"(%0) {s = "f24"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f25(%arg0: memref<?xi8>) {
  %0 = "x.a4"(%arg0) {k = 25 : i64, m = #map} : (memref<?xi8>) -> vector<2xi1>
  %1 = "x.r"(%0) ({
  ^bb0(%b: vector<2xi1>):
    "x.y"(%b) : (vector<2xi1>) -> ()
  }) : (vector<2xi1>) -> i32
  "x.use"(%0) {s = "f25"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f26(%arg0: f32) {
  %0 = "x.a5"(%arg0) {k = 26 : i64, m = #map} : (f32) -> index
  "x.use"(%0) {s = "f26"} : (index) -> ()
  func.return
}
func.func @f27(%arg0: i32) {
  %0 = "x.a6"(%arg0) {k = 27 : i64, m = #map} : (i32) -> memref<?xi8>
  "x.use"(%0) {s = "f27"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f28(%arg0: vector<2xi1>) {
  %0 = "x.a0"(%arg0) {k = 28 : i64, m = #map} : (vector<2xi1>) -> i32
  "x.use"(%0) {s = "f28"} : (i32) -> ()
  func.return
}
func.func @f29(%arg0: memref<?xi8>) {
  %0 = "x.a1"(%arg0) {k = 29 : i64, m = #map} : (memref<?xi8>) -> i32
  "x.use"(%0) {s = "f29"} : (i32) -> ()
  func.return
}
func.func @f30(%arg0: memref<?xi8>) {
  %0 = "x.a2"(%arg0) {k = 30 : i64, m = #map} : (memref<?xi8>) -> f32
  %1 = "x.r"(%0) ({
  ^bb0(%b: f32):
    "x.y"(%b) : (f32) -> ()
  }) : (f32) -> i32
  "x.use"(%0) {s = "f30"} : (f32) -> ()
  func.return
}
func.func @f31(%arg0: tensor<4xf32>) {
  %0 = "x.a3"(%arg0) {k = 31 : i64, m = #map} : (tensor<4xf32>) -> vector<2xi1>
  "x.use"(%0) {s = "f31"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f32(%arg0: memref<?xi8>) {
  %0 = "x.a4"(%arg0) {k = 32 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
  "x.use"(%0) {s = "f32"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f33(%arg0: index) {
  %0 = "x.a5"(%arg0) {k = 33 : i64, m = #map} : (index) -> tensor<4xf32>
  "x.use"(%0) {s = "f33"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f34(%arg0: memref<?xi8>) {
  %0 = "x.a6"(%arg0) {k = 34 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
  "x.use"(%0) {s = "f34"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f35(%arg0: index) {
  %0 = "x.a0"(%arg0) {k = 35 : i64, m = #map} : (index) -> index
  %1 = "x.r"(%0) ({
  ^bb0(%b: index):
    "x.y"(%b) : (index) -> ()
  }) : (index) -> i32
  "x.use"(%0) {s = "f35"} : (index) -> ()
  func.return
}
func.func @f36(%arg0: f32) {
  %0 = "x.a1"(%arg0) {k = 36 : i64, m = #map} : (f32) -> f32
  "x.use"(%0) {s = "f36"} : (f32) -> ()
  func.return
}
func.func @f37(%arg0: vector<2xi1>) {
  %0 = "x.a2"(%arg0) {k = 37 : i64, m = #map} : (vector<2xi1>) -> f32
  "x.use"(%0) {s = "f37"} : (f32) -> ()
  func.return
}
func.func @f38(%arg0: i32) {
  %0 = "x.a3"(%arg0) {k = 38 : i64, m = #map} : (i32) -> memref<?xi8>
  "x.use"(%0) {s = "f38"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f39(%arg0: index) {
  %0 = "x.a4"(%arg0) {k = 39 : i64, m = #map} : (index) -> memref<?xi8>
  "x.use"(%0) {s = "f39"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f40(%arg0: tensor<4xf32>) {
  %0 = "x.a5"(%arg0) {k = 40 : i64, m = #map} : (tensor<4xf32>) -> index
  %1 = "x.r"(%0) ({
  ^bb0(%b: index):
    "x.y"(%b) : (index) -> ()
  }) : (index) -> i32
  "x.use"(%0) {s = "f40"} : (index) -> ()
  func.return
}
func.func @f41(%arg0: vector<2xi1>) {
  %0 = "x.a6"(%arg0) {k = 41 : i64, m = #map} : (vector<2xi1>) -> tensor<4xf32>
  "x.use"(%0) {s = "f41"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f42(%arg0: index) {
  %0 = "x.a0"(%arg0) {k = 42 : i64, m = #map} : (index) -> memref<?xi8>
  "x.use"(%0) {s = "f42"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f43(%arg0: i32) {
  %0 = "x.a1"(%arg0) {k = 43 : i64, m = #map} : (i32) -> i32
  "x.use"(%0) {s = "f43"} : (i32) -> ()
  func.return
}
func.func @f44(%arg0: memref<?xi8>) {
  %0 = "x.a2"(%arg0) {k = 44 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
  "x.use"(%0) {s = "f44"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f45(%arg0: f32) {
  %0 = "x.a3"(%arg0) {k = 45 : i64, m = #map} : (f32) -> index
  %1 = "x.r"(%0) ({
  ^bb0(%b: index):
    "x.y"(%b) : (index) -> ()
  }) : (index) -> i32
  "x.use"(%0) {s = "f45"} : (index) -> ()
  func.return
}
func.func @f46(%arg0: f32) {
  %0 = "x.a4"(%arg0) {k = 46 : i64, m = #map} : (f32) -> tensor<4xf32>
  "x.use"(%0) {s = "f46"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f47(%arg0: tensor<4xf32>) {
  %0 = "x.a5"(%arg0) {k = 47 : i64, m = #map} : (tensor<4xf32>) -> i32
  "x.use"(%0) {s = "f47"} : (i32) -> ()
  func.return
}
func.func @f48(%arg0: vector<2xi1>) {
  %0 = "x.a6"(%arg0) {k = 48 : i64, m = #map} : (vector<2xi1>) -> i32
  "x.use"(%0) {s = "f48"} : (i32) -> ()
  func.return
}
func.func @f49(%arg0: memref<?xi8>) {
  %0 = "x.a0"(%arg0) {k = 49 : i64, m = #map} : (memref<?xi8>) -> memref<?xi8>
  "x.use"(%0) {s = "f49"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f50(%arg0: index) {
  %0 = "x.a1"(%arg0) {k = 50 : i64, m = #map} : (index) -> index
  %1 = "x.r"(%0) ({
  ^bb0(%b: index):
    "x.y"(%b) : (index) -> ()
  }) : (index) -> i32
  "x.use"(%0) {s = "f50"} : (index) -> ()
  func.return
}
func.func @f51(%arg0: vector<2xi1>) {
  %0 = "x.a2"(%arg0) {k = 51 : i64, m = #map} : (vector<2xi1>) -> index
  "x.use"(%0) {s = "f51"} : (index) -> ()
  func.return
}
func.func @f52(%arg0: memref<?xi8>) {
  %0 = "x.a3"(%arg0) {k = 52 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
  "x.use"(%0) {s = "f52"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f53(%arg0: memref<?xi8>) {
  %0 = "x.a4"(%arg0) {k = 53 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
  "x.use"(%0) {s = "f53"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f54(%arg0: i32) {
  %0 = "x.a5"(%arg0) {k = 54 : i64, m = #map} : (i32) -> i32
  "x.use"(%0) {s = "f54"} : (i32) -> ()
  func.return
}
func.func @f55(%arg0: index) {
  %0 = "x.a6"(%arg0) {k = 55 : i64, m = #map} : (index) -> tensor<4xf32>
  %1 = "x.r"(%0) ({
  ^bb0(%b: tensor<4xf32>):
    "x.y"(%b) : (tensor<4xf32>) -> ()
  }) : (tensor<4xf32>) -> i32
  "x.use"(%0) {s = "f55"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f56(%arg0: vector<2xi1>) {
  %0 = "x.a0"(%arg0) {k = 56 : i64, m = #map} : (vector<2xi1>) -> vector<2xi1>
  "x.use"(%0) {s = "f56"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f57(%arg0: i32) {
  %0 = "x.a1"(%arg0) {k = 57 : i64, m = #map} : (i32) -> i32
  "x.use"(%0) {s = "f57"} : (i32) -> ()
  func.return
}
func.func @f58(%arg0: vector<2xi1>) {
  %0 = "x.a2"(%arg0) {k = 58 : i64, m = #map} : (vector<2xi1>) -> vector<2xi1>
  "x.use"(%0) {s = "f58"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f59(%arg0: index) {
  %0 = "x.a3"(%arg0) {k = 59 : i64, m = #map} : (index) -> vector<2xi1>
  "x.use"(%0) {s = "f59"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f60(%arg0: memref<?xi8>) {
  %0 = "x.a4"(%arg0) {k = 60 : i64, m = #map} : (memref<?xi8>) -> vector<2xi1>
  %1 = "x.r"(%0) ({
  ^bb0(%b: vector<2xi1>):
    "x.y"(%b) : (vector<2xi1>) -> ()
  }) : (vector<2xi1>) -> i32
  "x.use"(%0) {s = "f60"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f61(%arg0: tensor<4xf32>) {
  %0 = "x.a5"(%arg0) {k = 61 : i64, m = #map} : (tensor<4xf32>) -> index
  "x.use"(%0) {s = "f61"} : (index) -> ()
  func.return
}
func.func @f62(%arg0: vector<2xi1>) {
  %0 = "x.a6"(%arg0) {k = 62 : i64, m = #map} : (vector<2xi1>) -> tensor<4xf32>
  "x.use"(%0) {s = "f62"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f63(%arg0: vector<2xi1>) {
  %0 = "x.a0"(%arg0) {k = 63 : i64, m = #map} : (vector<2xi1>) -> index
  "x.use"(%0) {s = "f63"} : (index) -> ()
  func.return
}
func.func @f64(%arg0: i32) {
  %0 = "x.a1"(%arg0) {k = 64 : i64, m = #map} : (i32) -> tensor<4xf32>
  "x.use"(%0) {s = "f64"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f65(%arg0: index) {
  %0 = "x.a2"(%arg0) {k = 65 : i64, m = #map} : (index) -> f32
  %1 = "x.r"(%0) ({
  ^bb0(%b: f32):
    "x.y"(%b) : (f32) -> ()
  }) : (f32) -> i32
  "x.use"(%0) {s = "f65"} : (f32) -> ()
  func.return
}
func.func @f66(%arg0: memref<?xi8>) {
  %0 = "x.a3"(%arg0) {k = 66 : i64, m = #map} : (memref<?xi8>) -> i32
  "x.use"(%0) {s = "f66"} : (i32) -> ()
  func.return
}
func.func @f67(%arg0: tensor<4xf32>) {
  %0 = "x.a4"(%arg0) {k = 67 : i64, m = #map} : (tensor<4xf32>) -> i32
  "x.use"(%0) {s = "f67"} : (i32) -> ()
  func.return
}
func.func @f68(%arg0: f32) {
  %0 = "x.a5"(%arg0) {k = 68 : i64, m = #map} : (f32) -> index
  "x.use"(%0) {s = "f68"} : (index) -> ()
  func.return
}
func.func @f69(%arg0: f32) {
  %0 = "x.a6"(%arg0) {k = 69 : i64, m = #map} : (f32) -> vector<2xi1>
  "x.use"(%0) {s = "f69"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f70(%arg0: f32) {
  %0 = "x.a0"(%arg0) {k = 70 : i64, m = #map} : (f32) -> tensor<4xf32>
  %1 = "x.r"(%0) ({
  ^bb0(%b: tensor<4xf32>):
    "x.y"(%b) : (tensor<4xf32>) -> ()
  }) : (tensor<4xf32>) -> i32
  "x.use"(%0) {s = "f70"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f71(%arg0: tensor<4xf32>) {
  %0 = "x.a1"(%arg0) {k = 71 : i64, m = #map} : (tensor<4xf32>) -> tensor<4xf32>
  "x.use"(%0) {s = "f71"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f72(%arg0: i32) {
  %0 = "x.a2"(%arg0) {k = 72 : i64, m = #map} : (i32) -> f32
  "x.use"(%0) {s = "f72"} : (f32) -> ()
  func.return
}
func.func @f73(%arg0: tensor<4xf32>) {
  %0 = "x.a3"(%arg0) {k = 73 : i64, m = #map} : (tensor<4xf32>) -> tensor<4xf32>
  "x.use"(%0) {s = "f73"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f74(%arg0: memref<?xi8>) {
  %0 = "x.a4"(%arg0) {k = 74 : i64, m = #map} : (memref<?xi8>) -> index
  "x.use"(%0) {s = "f74"} : (index) -> ()
  func.return
}
func.func @f75(%arg0: f32) {
  %0 = "x.a5"(%arg0) {k = 75 : i64, m = #map} : (f32) -> tensor<4xf32>
  %1 = "x.r"(%0) ({
  ^bb0(%b: tensor<4xf32>):
    "x.y"(%b) : (tensor<4xf32>) -> ()
  }) : (tensor<4xf32>) -> i32
  "x.use"(%0) {s = "f75"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f76(%arg0: memref<?xi8>) {
  %0 = "x.a6"(%arg0) {k = 76 : i64, m = #map} : (memref<?xi8>) -> index
  "x.use"(%0) {s = "f76"} : (index) -> ()
  func.return
}
func.func @f77(%arg0: vector<2xi1>) {
  %0 = "x.a0"(%arg0) {k = 77 : i64, m = #map} : (vector<2xi1>) -> tensor<4xf32>
  "x.use"(%0) {s = "f77"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f78(%arg0: index) {
  %0 = "x.a1"(%arg0) {k = 78 : i64, m = #map} : (index) -> vector<2xi1>
  "x.use"(%0) {s = "f78"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f79(%arg0: tensor<4xf32>) {
  %0 = "x.a2"(%arg0) {k = 79 : i64, m = #map} : (tensor<4xf32>) -> f32
  "x.use"(%0) {s = "f79"} : (f32) -> ()
  func.return
}
func.func @f80(%arg0: f32) {
  %0 = "x.a3"(%arg0) {k = 80 : i64, m = #map} : (f32) -> i32
  %1 = "x.r"(%0) ({
  ^bb0(%b: i32):
    "x.y"(%b) : (i32) -> ()
  }) : (i32) -> i32
  "x.use"(%0) {s = "f80"} : (i32) -> ()
  func.return
}
func.func @f81(%arg0: f32) {
  %0 = "x.a4"(%arg0) {k = 81 : i64, m = #map} : (f32) -> f32
  "x.use"(%0) {s = "f81"} : (f32) -> ()
  func.return
}
func.func @f82(%arg0: f32) {
  %0 = "x.a5"(%arg0) {k = 82 : i64, m = #map} : (f32) -> vector<2xi1>
  "x.use"(%0) {s = "f82"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f83(%arg0: f32) {
  %0 = "x.a6"(%arg0) {k = 83 : i64, m = #map} : (f32) -> i32
  "x.use"(%0) {s = "f83"} : (i32) -> ()
  func.return
}
func.func @f84(%arg0: tensor<4xf32>) {
  %0 = "x.a0"(%arg0) {k = 84 : i64, m = #map} : (tensor<4xf32>) -> memref<?xi8>
  "x.use"(%0) {s = "f84"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f85(%arg0: f32) {
  %0 = "x.a1"(%arg0) {k = 85 : i64, m = #map} : (f32) -> index
  %1 = "x.r"(%0) ({
  ^bb0(%b: index):
    "x.y"(%b) : (index) -> ()
  }) : (index) -> i32
  "x.use"(%0) {s = "f85"} : (index) -> ()
  func.return
}
func.func @f86(%arg0: index) {
  %0 = "x.a2"(%arg0) {k = 86 : i64, m = #map} : (index) -> i32
  "x.use"(%0) {s = "f86"} : (i32) -> ()
  func.return
}
func.func @f87(%arg0: f32) {
  %0 = "x.a3"(%arg0) {k = 87 : i64, m = #map} : (f32) -> tensor<4xf32>
  "x.use"(%0) {s = "f87"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f88(%arg0: memref<?xi8>) {
  %0 = "x.a4"(%arg0) {k = 88 : i64, m = #map} : (memref<?xi8>) -> index
  "x.use"(%0) {s = "f88"} : (index) -> ()
  func.return
}
func.func @f89(%arg0: memref<?xi8>) {
  %0 = "x.a5"(%arg0) {k = 89 : i64, m = #map} : (memref<?xi8>) -> memref<?xi8>
  "x.use"(%0) {s = "f89"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f90(%arg0: index) {
  %0 = "x.a6"(%arg0) {k = 90 : i64, m = #map} : (index) -> f32
  %1 = "x.r"(%0) ({
  ^bb0(%b: f32):
    "x.y"(%b) : (f32) -> ()
  }) : (f32) -> i32
  "x.use"(%0) {s = "f90"} : (f32) -> ()
  func.return
}
func.func @f91(%arg0: vector<2xi1>) {
  %0 = "x.a0"(%arg0) {k = 91 : i64, m = #map} : (vector<2xi1>) -> memref<?xi8>
  "x.use"(%0) {s = "f91"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f92(%arg0: memref<?xi8>) {
  %0 = "x.a1"(%arg0) {k = 92 : i64, m = #map} : (memref<?xi8>) -> vector<2xi1>
  "x.use"(%0) {s = "f92"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f93(%arg0: vector<2xi1>) {
  %0 = "x.a2"(%arg0) {k = 93 : i64, m = #map} : (vector<2xi1>) -> vector<2xi1>
  "x.use"(%0) {s = "f93"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f94(%arg0: i32) {
  %0 = "x.a3"(%arg0) {k = 94 : i64, m = #map} : (i32) -> tensor<4xf32>
  "x.use"(%0) {s = "f94"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f95(%arg0: vector<2xi1>) {
  %0 = "x.a4"(%arg0) {k = 95 : i64, m = #map} : (vector<2xi1>) -> memref<?xi8>
  %1 = "x.r"(%0) ({
  ^bb0(%b: memref<?xi8>):
    "x.y"(%b) : (memref<?xi8>) -> ()
  }) : (memref<?xi8>) -> i32
  "x.use"(%0) {s = "f95"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f96(%arg0: tensor<4xf32>) {
  %0 = "x.a5"(%arg0) {k = 96 : i64, m = #map} : (tensor<4xf32>) -> tensor<4xf32>
  "x.use"(%0) {s = "f96"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f97(%arg0: tensor<4xf32>) {
  %0 = "x.a6"(%arg0) {k = 97 : i64, m = #map} : (tensor<4xf32>) -> tensor<4xf32>
  "x.use"(%0) {s = "f97"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f98(%arg0: i32) {
  %0 = "x.a0"(%arg0) {k = 98 : i64, m = #map} : (i32) -> tensor<4xf32>
  "x.use"(%0) {s = "f98"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f99(%arg0: vector<2xi1>) {
  %0 = "x.a1"(%arg0) {k = 99 : i64, m = #map} : (vector<2xi1>) -> tensor<4xf32>
  "x.use"(%0) {s = "f99"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f100(%arg0: i32) {
  %0 = "x.a2"(%arg0) {k = 100 : i64, m = #map} : (i32) -> f32
  %1 = "x.r"(%0) ({
  ^bb0(%b: f32):
    "x.y"(%b) : (f32) -> ()
  }) : (f32) -> i32
  "x.use"(%0) {s = "f100"} : (f32) -> ()
  func.return
}
func.func @f101(%arg0: i32) {
  %0 = "x.a3"(%arg0) {k = 101 : i64, m = #map} : (i32) -> f32
  "x.use"(%0) {s = "f101"} : (f32) -> ()
  func.return
}
func.func @f102(%arg0: tensor<4xf32>) {
  %0 = "x.a4"(%arg0) {k = 102 : i64, m = #map} : (tensor<4xf32>) -> f32
  "x.use"(%0) {s = "f102"} : (f32) -> ()
  func.return
}
func.func @f103(%arg0: i32) {
  %0 = "x.a5"(%arg0) {k = 103 : i64, m = #map} : (i32) -> index
  "x.use"(%0) {s = "f103"} : (index) -> ()
  func.return
}
func.func @f104(%arg0: memref<?xi8>) {
  %0 = "x.a6"(%arg0) {k = 104 : i64, m = #map} : (memref<?xi8>) -> i32
  "x.use"(%0) {s = "f104"} : (i32) -> ()
  func.return
}
func.func @f105(%arg0: i32) {
  %0 = "x.a0"(%arg0) {k = 105 : i64, m = #map} : (i32) -> i32
  %1 = "x.r"(%0) ({
  ^bb0(%b: i32):
    "x.y"(%b) : (i32) -> ()
  }) : (i32) -> i32
  "x.use"(%0) {s = "f105"} : (i32) -> ()
  func.return
}
func.func @f106(%arg0: memref<?xi8>) {
  %0 = "x.a1"(%arg0) {k = 106 : i64, m = #map} : (memref<?xi8>) -> f32
  "x.use"(%0) {s = "f106"} : (f32) -> ()
  func.return
}
func.func @f107(%arg0: memref<?xi8>) {
  %0 = "x.a2"(%arg0) {k = 107 : i64, m = #map} : (memref<?xi8>) -> i32
  "x.use"(%0) {s = "f107"} : (i32) -> ()
  func.return
}
func.func @f108(%arg0: index) {
  %0 = "x.a3"(%arg0) {k = 108 : i64, m = #map} : (index) -> memref<?xi8>
  "x.use"(%0) {s = "f108"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f109(%arg0: i32) {
  %0 = "x.a4"(%arg0) {k = 109 : i64, m = #map} : (i32) -> i32
  "x.use"(%0) {s = "f109"} : (i32) -> ()
  func.return
}
func.func @f110(%arg0: f32) {
  %0 = "x.a5"(%arg0) {k = 110 : i64, m = #map} : (f32) -> memref<?xi8>
  %1 = "x.r"(%0) ({
  ^bb0(%b: memref<?xi8>):
    "x.y"(%b) : (memref<?xi8>) -> ()
  }) : (memref<?xi8>) -> i32
  "x.use"(%0) {s = "f110"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f111(%arg0: tensor<4xf32>) {
  %0 = "x.a6"(%arg0) {k = 111 : i64, m = #map} : (tensor<4xf32>) -> f32
  "x.use"(%0) {s = "f111"} : (f32) -> ()
  func.return
}
func.func @f112(%arg0: vector<2xi1>) {
  %0 = "x.a0"(%arg0) {k = 112 : i64, m = #map} : (vector<2xi1>) -> index
  "x.use"(%0) {s = "f112"} : (index) -> ()
  func.return
}
func.func @f113(%arg0: index) {
  %0 = "x.a1"(%arg0) {k = 113 : i64, m = #map} : (index) -> memref<?xi8>
  "x.use"(%0) {s = "f113"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f114(%arg0: index) {
  %0 = "x.a2"(%arg0) {k = 114 : i64, m = #map} : (index) -> tensor<4xf32>
  "x.use"(%0) {s = "f114"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f115(%arg0: i32) {
  %0 = "x.a3"(%arg0) {k = 115 : i64, m = #map} : (i32) -> i32
  %1 = "x.r"(%0) ({
  ^bb0(%b: i32):
    "x.y"(%b) : (i32) -> ()
  }) : (i32) -> i32
  "x.use"(%0) {s = "f115"} : (i32) -> ()
  func.return
}
func.func @f116(%arg0: tensor<4xf32>) {
  %0 = "x.a4"(%arg0) {k = 116 : i64, m = #map} : (tensor<4xf32>) -> tensor<4xf32>
  "x.use"(%0) {s = "f116"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f117(%arg0: tensor<4xf32>) {
  %0 = "x.a5"(%arg0) {k = 117 : i64, m = #map} : (tensor<4xf32>) -> tensor<4xf32>
  "x.use"(%0) {s = "f117"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f118(%arg0: index) {
  %0 = "x.a6"(%arg0) {k = 118 : i64, m = #map} : (index) -> i32
  "x.use"(%0) {s = "f118"} : (i32) -> ()
  func.return
}
func.func @f119(%arg0: f32) {
  %0 = "x.a0"(%arg0) {k = 119 : i64, m = #map} : (f32) -> i32
  "x.use"(%0) {s = "f119"} : (i32) -> ()
  func.return
}
func.func @f120(%arg0: vector<2xi1>) {
  %0 = "x.a1"(%arg0) {k = 120 : i64, m = #map} : (vector<2xi1>) -> index
  %1 = "x.r"(%0) ({
  ^bb0(%b: index):
    "x.y"(%b) : (index) -> ()
  }) : (index) -> i32
  "x.use"(%0) {s = "f120"} : (index) -> ()
  func.return
}
func.func @f121(%arg0: vector<2xi1>) {
  %0 = "x.a2"(%arg0) {k = 121 : i64, m = #map} : (vector<2xi1>) -> index
  "x.use"(%0) {s = "f121"} : (index) -> ()
  func.return
}
func.func @f122(%arg0: tensor<4xf32>) {
  %0 = "x.a3"(%arg0) {k = 122 : i64, m = #map} : (tensor<4xf32>) -> vector<2xi1>
  "x.use"(%0) {s = "f122"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f123(%arg0: f32) {
  %0 = "x.a4"(%arg0) {k = 123 : i64, m = #map} : (f32) -> memref<?xi8>
  "x.use"(%0) {s = "f123"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f124(%arg0: i32) {
  %0 = "x.a5"(%arg0) {k = 124 : i64, m = #map} : (i32) -> f32
  "x.use"(%0) {s = "f124"} : (f32) -> ()
  func.return
}
func.func @f125(%arg0: memref<?xi8>) {
  %0 = "x.a6"(%arg0) {k = 125 : i64, m = #map} : (memref<?xi8>) -> index
  %1 = "x.r"(%0) ({
  ^bb0(%b: index):
    "x.y"(%b) : (index) -> ()
  }) : (index) -> i32
  "x.use"(%0) {s = "f125"} : (index) -> ()
  func.return
}
func.func @f126(%arg0: f32) {
  %0 = "x.a0"(%arg0) {k = 126 : i64, m = #map} : (f32) -> vector<2xi1>
  "x.use"(%0) {s = "f126"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f127(%arg0: memref<?xi8>) {
  %0 = "x.a1"(%arg0) {k = 127 : i64, m = #map} : (memref<?xi8>) -> i32
  "x.use"(%0) {s = "f127"} : (i32) -> ()
  func.return
}
func.func @f128(%arg0: memref<?xi8>) {
  %0 = "x.a2"(%arg0) {k = 128 : i64, m = #map} : (memref<?xi8>) -> index
  "x.use"(%0) {s = "f128"} : (index) -> ()
  func.return
}
func.func @f129(%arg0: vector<2xi1>) {
  %0 = "x.a3"(%arg0) {k = 129 : i64, m = #map} : (vector<2xi1>) -> i32
  "x.use"(%0) {s = "f129"} : (i32) -> ()
  func.return
}
func.func @f130(%arg0: vector<2xi1>) {
  %0 = "x.a4"(%arg0) {k = 130 : i64, m = #map} : (vector<2xi1>) -> index
  %1 = "x.r"(%0) ({
  ^bb0(%b: index):
    "x.y"(%b) : (index) -> ()
  }) : (index) -> i32
  "x.use"(%0) {s = "f130"} : (index) -> ()
  func.return
}
func.func @f131(%arg0: memref<?xi8>) {
  %0 = "x.a5"(%arg0) {k = 131 : i64, m = #map} : (memref<?xi8>) -> index
  "x.use"(%0) {s = "f131"} : (index) -> ()
  func.return
}
func.func @f132(%arg0: f32) {
  %0 = "x.a6"(%arg0) {k = 132 : i64, m = #map} : (f32) -> index
  "x.use"(%0) {s = "f132"} : (index) -> ()
  func.return
}
func.func @f133(%arg0: f32) {
  %0 = "x.a0"(%arg0) {k = 133 : i64, m = #map} : (f32) -> memref<?xi8>
  "x.use"(%0) {s = "f133"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f134(%arg0: memref<?xi8>) {
  %0 = "x.a1"(%arg0) {k = 134 : i64, m = #map} : (memref<?xi8>) -> memref<?xi8>
  "x.use"(%0) {s = "f134"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f135(%arg0: index) {
  %0 = "x.a2"(%arg0) {k = 135 : i64, m = #map} : (index) -> vector<2xi1>
  %1 = "x.r"(%0) ({
  ^bb0(%b: vector<2xi1>):
    "x.y"(%b) : (vector<2xi1>) -> ()
  }) : (vector<2xi1>) -> i32
  "x.use"(%0) {s = "f135"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f136(%arg0: f32) {
  %0 = "x.a3"(%arg0) {k = 136 : i64, m = #map} : (f32) -> memref<?xi8>
  "x.use"(%0) {s = "f136"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f137(%arg0: f32) {
  %0 = "x.a4"(%arg0) {k = 137 : i64, m = #map} : (f32) -> f32
  "x.use"(%0) {s = "f137"} : (f32) -> ()
  func.return
}
func.func @f138(%arg0: tensor<4xf32>) {
  %0 = "x.a5"(%arg0) {k = 138 : i64, m = #map} : (tensor<4xf32>) -> vector<2xi1>
  "x.use"(%0) {s = "f138"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f139(%arg0: f32) {
  %0 = "x.a6"(%arg0) {k = 139 : i64, m = #map} : (f32) -> f32
  "x.use"(%0) {s = "f139"} : (f32) -> ()
  func.return
}
func.func @f140(%arg0: memref<?xi8>) {
  %0 = "x.a0"(%arg0) {k = 140 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
  %1 = "x.r"(%0) ({
  ^bb0(%b: tensor<4xf32>):
    "x.y"(%b) : (tensor<4xf32>) -> ()
  }) : (tensor<4xf32>) -> i32
  "x.use"(%0) {s = "f140"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f141(%arg0: index) {
  %0 = "x.a1"(%arg0) {k = 141 : i64, m = #map} : (index) -> vector<2xi1>
  "x.use"(%0) {s = "f141"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f142(%arg0: i32) {
  %0 = "x.a2"(%arg0) {k = 142 : i64, m = #map} : (i32) -> i32
  "x.use"(%0) {s = "f142"} : (i32) -> ()
  func.return
}
func.func @f143(%arg0: index) {
  %0 = "x.a3"(%arg0) {k = 143 : i64, m = #map} : (index) -> tensor<4xf32>
  "x.use"(%0) {s = "f143"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f144(%arg0: index) {
  %0 = "x.a4"(%arg0) {k = 144 : i64, m = #map} : (index) -> f32
  "x.use"(%0) {s = "f144"} : (f32) -> ()
  func.return
}
func.func @f145(%arg0: vector<2xi1>) {
  %0 = "x.a5"(%arg0) {k = 145 : i64, m = #map} : (vector<2xi1>) -> memref<?xi8>
  %1 = "x.r"(%0) ({
  ^bb0(%b: memref<?xi8>):
    "x.y"(%b) : (memref<?xi8>) -> ()
  }) : (memref<?xi8>) -> i32
  "x.use"(%0) {s = "f145"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f146(%arg0: index) {
  %0 = "x.a6"(%arg0) {k = 146 : i64, m = #map} : (index) -> tensor<4xf32>
  "x.use"(%0) {s = "f146"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f147(%arg0: vector<2xi1>) {
  %0 = "x.a0"(%arg0) {k = 147 : i64, m = #map} : (vector<2xi1>) -> index
  "x.use"(%0) {s = "f147"} : (index) -> ()
  func.return
}
func.func @f148(%arg0: index) {
  %0 = "x.a1"(%arg0) {k = 148 : i64, m = #map} : (index) -> i32
  "x.use"(%0) {s = "f148"} : (i32) -> ()
  func.return
}
func.func @f149(%arg0: f32) {
  %0 = "x.a2"(%arg0) {k = 149 : i64, m = #map} : (f32) -> i32
  "x.use"(%0) {s = "f149"} : (i32) -> ()
  func.return
}
func.func @f150(%arg0: f32) {
  %0 = "x.a3"(%arg0) {k = 150 : i64, m = #map} : (f32) -> tensor<4xf32>
  %1 = "x.r"(%0) ({
  ^bb0(%b: tensor<4xf32>):
    "x.y"(%b) : (tensor<4xf32>) -> ()
  }) : (tensor<4xf32>) -> i32
  "x.use"(%0) {s = "f150"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f151(%arg0: f32) {
  %0 = "x.a4"(%arg0) {k = 151 : i64, m = #map} : (f32) -> index
  "x.use"(%0) {s = "f151"} : (index) -> ()
  func.return
}
func.func @f152(%arg0: f32) {
  %0 = "x.a5"(%arg0) {k = 152 : i64, m = #map} : (f32) -> tensor<4xf32>
  "x.use"(%0) {s = "f152"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f153(%arg0: memref<?xi8>) {
  %0 = "x.a6"(%arg0) {k = 153 : i64, m = #map} : (memref<?xi8>) -> memref<?xi8>
  "x.use"(%0) {s = "f153"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f154(%arg0: i32) {
  %0 = "x.a0"(%arg0) {k = 154 : i64, m = #map} : (i32) -> tensor<4xf32>
  "x.use"(%0) {s = "f154"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f155(%arg0: vector<2xi1>) {
  %0 = "x.a1"(%arg0) {k = 155 : i64, m = #map} : (vector<2xi1>) -> index
  %1 = "x.r"(%0) ({
  ^bb0(%b: index):
    "x.y"(%b) : (index) -> ()
  }) : (index) -> i32
  "x.use"(%0) {s = "f155"} : (index) -> ()
  func.return
}
func.func @f156(%arg0: vector<2xi1>) {
  %0 = "x.a2"(%arg0) {k = 156 : i64, m = #map} : (vector<2xi1>) -> i32
  "x.use"(%0) {s = "f156"} : (i32) -> ()
  func.return
}
func.func @f157(%arg0: vector<2xi1>) {
  %0 = "x.a3"(%arg0) {k = 157 : i64, m = #map} : (vector<2xi1>) -> i32
  "x.use"(%0) {s = "f157"} : (i32) -> ()
  func.return
}
func.func @f158(%arg0: tensor<4xf32>) {
  %0 = "x.a4"(%arg0) {k = 158 : i64, m = #map} : (tensor<4xf32>) -> vector<2xi1>
  "x.use"(%0) {s = "f158"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f159(%arg0: f32) {
  %0 = "x.a5"(%arg0) {k = 159 : i64, m = #map} : (f32) -> tensor<4xf32>
  "x.use"(%0) {s = "f159"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f160(%arg0: f32) {
  %0 = "x.a6"(%arg0) {k = 160 : i64, m = #map} : (f32) -> tensor<4xf32>
  %1 = "x.r"(%0) ({
  ^bb0(%b: tensor<4xf32>):
    "x.y"(%b) : (tensor<4xf32>) -> ()
  }) : (tensor<4xf32>) -> i32
  "x.use"(%0) {s = "f160"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f161(%arg0: vector<2xi1>) {
  %0 = "x.a0"(%arg0) {k = 161 : i64, m = #map} : (vector<2xi1>) -> index
  "x.use"(%0) {s = "f161"} : (index) -> ()
  func.return
}
func.func @f162(%arg0: i32) {
  %0 = "x.a1"(%arg0) {k = 162 : i64, m = #map} : (i32) -> vector<2xi1>
  "x.use"(%0) {s = "f162"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f163(%arg0: tensor<4xf32>) {
  %0 = "x.a2"(%arg0) {k = 163 : i64, m = #map} : (tensor<4xf32>) -> tensor<4xf32>
  "x.use"(%0) {s = "f163"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f164(%arg0: tensor<4xf32>) {
  %0 = "x.a3"(%arg0) {k = 164 : i64, m = #map} : (tensor<4xf32>) -> vector<2xi1>
  "x.use"(%0) {s = "f164"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f165(%arg0: i32) {
  %0 = "x.a4"(%arg0) {k = 165 : i64, m = #map} : (i32) -> vector<2xi1>
  %1 = "x.r"(%0) ({
  ^bb0(%b: vector<2xi1>):
    "x.y"(%b) : (vector<2xi1>) -> ()
  }) : (vector<2xi1>) -> i32
  "x.use"(%0) {s = "f165"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f166(%arg0: f32) {
  %0 = "x.a5"(%arg0) {k = 166 : i64, m = #map} : (f32) -> f32
  "x.use"(%0) {s = "f166"} : (f32) -> ()
  func.return
}
func.func @f167(%arg0: f32) {
  %0 = "x.a6"(%arg0) {k = 167 : i64, m = #map} : (f32) -> i32
  "x.use"(%0) {s = "f167"} : (i32) -> ()
  func.return
}
func.func @f168(%arg0: f32) {
  %0 = "x.a0"(%arg0) {k = 168 : i64, m = #map} : (f32) -> memref<?xi8>
  "x.use"(%0) {s = "f168"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f169(%arg0: tensor<4xf32>) {
  %0 = "x.a1"(%arg0) {k = 169 : i64, m = #map} : (tensor<4xf32>) -> vector<2xi1>
  "x.use"(%0) {s = "f169"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f170(%arg0: f32) {
  %0 = "x.a2"(%arg0) {k = 170 : i64, m = #map} : (f32) -> memref<?xi8>
  %1 = "x.r"(%0) ({
  ^bb0(%b: memref<?xi8>):
    "x.y"(%b) : (memref<?xi8>) -> ()
  }) : (memref<?xi8>) -> i32
  "x.use"(%0) {s = "f170"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f171(%arg0: memref<?xi8>) {
  %0 = "x.a3"(%arg0) {k = 171 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
  "x.use"(%0) {s = "f171"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f172(%arg0: vector<2xi1>) {
  %0 = "x.a4"(%arg0) {k = 172 : i64, m = #map} : (vector<2xi1>) -> index
  "x.use"(%0) {s = "f172"} : (index) -> ()
  func.return
}
func.func @f173(%arg0: f32) {
  %0 = "x.a5"(%arg0) {k = 173 : i64, m = #map} : (f32) -> memref<?xi8>
  "x.use"(%0) {s = "f173"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f174(%arg0: memref<?xi8>) {
  %0 = "x.a6"(%arg0) {k = 174 : i64, m = #map} : (memref<?xi8>) -> f32
  "x.use"(%0) {s = "f174"} : (f32) -> ()
  func.return
}
func.func @f175(%arg0: i32) {
  %0 = "x.a0"(%arg0) {k = 175 : i64, m = #map} : (i32) -> i32
  %1 = "x.r"(%0) ({
  ^bb0(%b: i32):
    "x.y"(%b) : (i32) -> ()
  }) : (i32) -> i32
  "x.use"(%0) {s = "f175"} : (i32) -> ()
  func.return
}
func.func @f176(%arg0: vector<2xi1>) {
  %0 = "x.a1"(%arg0) {k = 176 : i64, m = #map} : (vector<2xi1>) -> vector<2xi1>
  "x.use"(%0) {s = "f176"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f177(%arg0: i32) {
  %0 = "x.a2"(%arg0) {k = 177 : i64, m = #map} : (i32) -> memref<?xi8>
  "x.use"(%0) {s = "f177"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f178(%arg0: vector<2xi1>) {
  %0 = "x.a3"(%arg0) {k = 178 : i64, m = #map} : (vector<2xi1>) -> f32
  "x.use"(%0) {s = "f178"} : (f32) -> ()
  func.return
}
func.func @f179(%arg0: tensor<4xf32>) {
  %0 = "x.a4"(%arg0) {k = 179 : i64, m = #map} : (tensor<4xf32>) -> f32
  "x.use"(%0) {s = "f179"} : (f32) -> ()
  func.return
}
func.func @f180(%arg0: f32) {
  %0 = "x.a5"(%arg0) {k = 180 : i64, m = #map} : (f32) -> i32
  %1 = "x.r"(%0) ({
  ^bb0(%b: i32):
    "x.y"(%b) : (i32) -> ()
  }) : (i32) -> i32
  "x.use"(%0) {s = "f180"} : (i32) -> ()
  func.return
}
func.func @f181(%arg0: index) {
  %0 = "x.a6"(%arg0) {k = 181 : i64, m = #map} : (index) -> f32
  "x.use"(%0) {s = "f181"} : (f32) -> ()
  func.return
}
func.func @f182(%arg0: index) {
  %0 = "x.a0"(%arg0) {k = 182 : i64, m = #map} : (index) -> memref<?xi8>
  "x.use"(%0) {s = "f182"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f183(%arg0: f32) {
  %0 = "x.a1"(%arg0) {k = 183 : i64, m = #map} : (f32) -> memref<?xi8>
  "x.use"(%0) {s = "f183"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f184(%arg0: index) {
  %0 = "x.a2"(%arg0) {k = 184 : i64, m = #map} : (index) -> index
  "x.use"(%0) {s = "f184"} : (index) -> ()
  func.return
}
func.func @f185(%arg0: memref<?xi8>) {
  %0 = "x.a3"(%arg0) {k = 185 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
  %1 = "x.r"(%0) ({
  ^bb0(%b: tensor<4xf32>):
    "x.y"(%b) : (tensor<4xf32>) -> ()
  }) : (tensor<4xf32>) -> i32
  "x.use"(%0) {s = "f185"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f186(%arg0: f32) {
  %0 = "x.a4"(%arg0) {k = 186 : i64, m = #map} : (f32) -> i32
  "x.use"(%0) {s = "f186"} : (i32) -> ()
  func.return
}
func.func @f187(%arg0: vector<2xi1>) {
  %0 = "x.a5"(%arg0) {k = 187 : i64, m = #map} : (vector<2xi1>) -> index
  "x.use"(%0) {s = "f187"} : (index) -> ()
  func.return
}
func.func @f188(%arg0: tensor<4xf32>) {
  %0 = "x.a6"(%arg0) {k = 188 : i64, m = #map} : (tensor<4xf32>) -> vector<2xi1>
  "x.use"(%0) {s = "f188"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f189(%arg0: memref<?xi8>) {
  %0 = "x.a0"(%arg0) {k = 189 : i64, m = #map} : (memref<?xi8>) -> memref<?xi8>
  "x.use"(%0) {s = "f189"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f190(%arg0: tensor<4xf32>) {
  %0 = "x.a1"(%arg0) {k = 190 : i64, m = #map} : (tensor<4xf32>) -> memref<?xi8>
  %1 = "x.r"(%0) ({
  ^bb0(%b: memref<?xi8>):
    "x.y"(%b) : (memref<?xi8>) -> ()
  }) : (memref<?xi8>) -> i32
  "x.use"(%0) {s = "f190"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f191(%arg0: f32) {
  %0 = "x.a2"(%arg0) {k = 191 : i64, m = #map} : (f32) -> memref<?xi8>
  "x.use"(%0) {s = "f191"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f192(%arg0: f32) {
  %0 = "x.a3"(%arg0) {k = 192 : i64, m = #map} : (f32) -> memref<?xi8>
  "x.use"(%0) {s = "f192"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f193(%arg0: memref<?xi8>) {
  %0 = "x.a4"(%arg0) {k = 193 : i64, m = #map} : (memref<?xi8>) -> i32
  "x.use"(%0) {s = "f193"} : (i32) -> ()
  func.return
}
func.func @f194(%arg0: tensor<4xf32>) {
  %0 = "x.a5"(%arg0) {k = 194 : i64, m = #map} : (tensor<4xf32>) -> f32
  "x.use"(%0) {s = "f194"} : (f32) -> ()
  func.return
}
func.func @f195(%arg0: memref<?xi8>) {
  %0 = "x.a6"(%arg0) {k = 195 : i64, m = #map} : (memref<?xi8>) -> i32
  %1 = "x.r"(%0) ({
  ^bb0(%b: i32):
    "x.y"(%b) : (i32) -> ()
  }) : (i32) -> i32
  "x.use"(%0) {s = "f195"} : (i32) -> ()
  func.return
}
func.func @f196(%arg0: f32) {
  %0 = "x.a0"(%arg0) {k = 196 : i64, m = #map} : (f32) -> f32
  "x.use"(%0) {s = "f196"} : (f32) -> ()
  func.return
}
func.func @f197(%arg0: f32) {
  %0 = "x.a1"(%arg0) {k = 197 : i64, m = #map} : (f32) -> tensor<4xf32>
  "x.use"(%0) {s = "f197"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f198(%arg0: memref<?xi8>) {
  %0 = "x.a2"(%arg0) {k = 198 : i64, m = #map} : (memref<?xi8>) -> vector<2xi1>
  "x.use"(%0) {s = "f198"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f199(%arg0: i32) {
  %0 = "x.a3"(%arg0) {k = 199 : i64, m = #map} : (i32) -> memref<?xi8>
  "x.use"(%0) {s = "f199"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f200(%arg0: i32) {
  %0 = "x.a4"(%arg0) {k = 200 : i64, m = #map} : (i32) -> index
  %1 = "x.r"(%0) ({
  ^bb0(%b: index):
    "x.y"(%b) : (index) -> ()
  }) : (index) -> i32
  "x.use"(%0) {s = "f200"} : (index) -> ()
  func.return
}
func.func @f201(%arg0: vector<2xi1>) {
  %0 = "x.a5"(%arg0) {k = 201 : i64, m = #map} : (vector<2xi1>) -> memref<?xi8>
  "x.use"(%0) {s = "f201"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f202(%arg0: memref<?xi8>) {
  %0 = "x.a6"(%arg0) {k = 202 : i64, m = #map} : (memref<?xi8>) -> memref<?xi8>
  "x.use"(%0) {s = "f202"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f203(%arg0: tensor<4xf32>) {
  %0 = "x.a0"(%arg0) {k = 203 : i64, m = #map} : (tensor<4xf32>) -> i32
  "x.use"(%0) {s = "f203"} : (i32) -> ()
  func.return
}
func.func @f204(%arg0: memref<?xi8>) {
  %0 = "x.a1"(%arg0) {k = 204 : i64, m = #map} : (memref<?xi8>) -> i32
  "x.use"(%0) {s = "f204"} : (i32) -> ()
  func.return
}
func.func @f205(%arg0: f32) {
  %0 = "x.a2"(%arg0) {k = 205 : i64, m = #map} : (f32) -> f32
  %1 = "x.r"(%0) ({
  ^bb0(%b: f32):
    "x.y"(%b) : (f32) -> ()
  }) : (f32) -> i32
  "x.use"(%0) {s = "f205"} : (f32) -> ()
  func.return
}
func.func @f206(%arg0: index) {
  %0 = "x.a3"(%arg0) {k = 206 : i64, m = #map} : (index) -> i32
  "x.use"(%0) {s = "f206"} : (i32) -> ()
  func.return
}
func.func @f207(%arg0: i32) {
  %0 = "x.a4"(%arg0) {k = 207 : i64, m = #map} : (i32) -> memref<?xi8>
  "x.use"(%0) {s = "f207"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f208(%arg0: tensor<4xf32>) {
  %0 = "x.a5"(%arg0) {k = 208 : i64, m = #map} : (tensor<4xf32>) -> memref<?xi8>
  "x.use"(%0) {s = "f208"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f209(%arg0: i32) {
  %0 = "x.a6"(%arg0) {k = 209 : i64, m = #map} : (i32) -> i32
  "x.use"(%0) {s = "f209"} : (i32) -> ()
  func.return
}
func.func @f210(%arg0: tensor<4xf32>) {
  %0 = "x.a0"(%arg0) {k = 210 : i64, m = #map} : (tensor<4xf32>) -> index
  %1 = "x.r"(%0) ({
  ^bb0(%b: index):
    "x.y"(%b) : (index) -> ()
  }) : (index) -> i32
  "x.use"(%0) {s = "f210"} : (index) -> ()
  func.return
}
func.func @f211(%arg0: memref<?xi8>) {
  %0 = "x.a1"(%arg0) {k = 211 : i64, m = #map} : (memref<?xi8>) -> memref<?xi8>
  "x.use"(%0) {s = "f211"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f212(%arg0: memref<?xi8>) {
  %0 = "x.a2"(%arg0) {k = 212 : i64, m = #map} : (memref<?xi8>) -> memref<?xi8>
  "x.use"(%0) {s = "f212"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f213(%arg0: f32) {
  %0 = "x.a3"(%arg0) {k = 213 : i64, m = #map} : (f32) -> vector<2xi1>
  "x.use"(%0) {s = "f213"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f214(%arg0: index) {
  %0 = "x.a4"(%arg0) {k = 214 : i64, m = #map} : (index) -> tensor<4xf32>
  "x.use"(%0) {s = "f214"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f215(%arg0: memref<?xi8>) {
  %0 = "x.a5"(%arg0) {k = 215 : i64, m = #map} : (memref<?xi8>) -> memref<?xi8>
  %1 = "x.r"(%0) ({
  ^bb0(%b: memref<?xi8>):
    "x.y"(%b) : (memref<?xi8>) -> ()
  }) : (memref<?xi8>) -> i32
  "x.use"(%0) {s = "f215"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f216(%arg0: tensor<4xf32>) {
  %0 = "x.a6"(%arg0) {k = 216 : i64, m = #map} : (tensor<4xf32>) -> memref<?xi8>
  "x.use"(%0) {s = "f216"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f217(%arg0: f32) {
  %0 = "x.a0"(%arg0) {k = 217 : i64, m = #map} : (f32) -> vector<2xi1>
  "x.use"(%0) {s = "f217"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f218(%arg0: memref<?xi8>) {
  %0 = "x.a1"(%arg0) {k = 218 : i64, m = #map} : (memref<?xi8>) -> index
  "x.use"(%0) {s = "f218"} : (index) -> ()
  func.return
}
func.func @f219(%arg0: memref<?xi8>) {
  %0 = "x.a2"(%arg0) {k = 219 : i64, m = #map} : (memref<?xi8>) -> f32
  "x.use"(%0) {s = "f219"} : (f32) -> ()
  func.return
}
func.func @f220(%arg0: tensor<4xf32>) {
  %0 = "x.a3"(%arg0) {k = 220 : i64, m = #map} : (tensor<4xf32>) -> f32
  %1 = "x.r"(%0) ({
  ^bb0(%b: f32):
    "x.y"(%b) : (f32) -> ()
  }) : (f32) -> i32
  "x.use"(%0) {s = "f220"} : (f32) -> ()
  func.return
}
func.func @f221(%arg0: tensor<4xf32>) {
  %0 = "x.a4"(%arg0) {k = 221 : i64, m = #map} : (tensor<4xf32>) -> i32
  "x.use"(%0) {s = "f221"} : (i32) -> ()
  func.return
}
func.func @f222(%arg0: tensor<4xf32>) {
  %0 = "x.a5"(%arg0) {k = 222 : i64, m = #map} : (tensor<4xf32>) -> tensor<4xf32>
  "x.use"(%0) {s = "f222"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f223(%arg0: index) {
  %0 = "x.a6"(%arg0) {k = 223 : i64, m = #map} : (index) -> i32
  "x.use"(%0) {s = "f223"} : (i32) -> ()
  func.return
}
func.func @f224(%arg0: vector<2xi1>) {
  %0 = "x.a0"(%arg0) {k = 224 : i64, m = #map} : (vector<2xi1>) -> f32
  "x.use"(%0) {s = "f224"} : (f32) -> ()
  func.return
}
func.func @f225(%arg0: tensor<4xf32>) {
  %0 = "x.a1"(%arg0) {k = 225 : i64, m = #map} : (tensor<4xf32>) -> i32
  %1 = "x.r"(%0) ({
  ^bb0(%b: i32):
    "x.y"(%b) : (i32) -> ()
  }) : (i32) -> i32
  "x.use"(%0) {s = "f225"} : (i32) -> ()
  func.return
}
func.func @f226(%arg0: f32) {
  %0 = "x.a2"(%arg0) {k = 226 : i64, m = #map} : (f32) -> vector<2xi1>
  "x.use"(%0) {s = "f226"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f227(%arg0: index) {
  %0 = "x.a3"(%arg0) {k = 227 : i64, m = #map} : (index) -> i32
  "x.use"(%0) {s = "f227"} : (i32) -> ()
  func.return
}
func.func @f228(%arg0: f32) {
  %0 = "x.a4"(%arg0) {k = 228 : i64, m = #map} : (f32) -> vector<2xi1>
  "x.use"(%0) {s = "f228"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f229(%arg0: vector<2xi1>) {
  %0 = "x.a5"(%arg0) {k = 229 : i64, m = #map} : (vector<2xi1>) -> vector<2xi1>
  "x.use"(%0) {s = "f229"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f230(%arg0: index) {
  %0 = "x.a6"(%arg0) {k = 230 : i64, m = #map} : (index) -> f32
  %1 = "x.r"(%0) ({
  ^bb0(%b: f32):
    "x.y"(%b) : (f32) -> ()
  }) : (f32) -> i32
  "x.use"(%0) {s = "f230"} : (f32) -> ()
  func.return
}
func.func @f231(%arg0: index) {
  %0 = "x.a0"(%arg0) {k = 231 : i64, m = #map} : (index) -> f32
  "x.use"(%0) {s = "f231"} : (f32) -> ()
  func.return
}
func.func @f232(%arg0: tensor<4xf32>) {
  %0 = "x.a1"(%arg0) {k = 232 : i64, m = #map} : (tensor<4xf32>) -> f32
  "x.use"(%0) {s = "f232"} : (f32) -> ()
  func.return
}
func.func @f233(%arg0: vector<2xi1>) {
  %0 = "x.a2"(%arg0) {k = 233 : i64, m = #map} : (vector<2xi1>) -> i32
  "x.use"(%0) {s = "f233"} : (i32) -> ()
  func.return
}
func.func @f234(%arg0: tensor<4xf32>) {
  %0 = "x.a3"(%arg0) {k = 234 : i64, m = #map} : (tensor<4xf32>) -> tensor<4xf32>
  "x.use"(%0) {s = "f234"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f235(%arg0: f32) {
  %0 = "x.a4"(%arg0) {k = 235 : i64, m = #map} : (f32) -> vector<2xi1>
  %1 = "x.r"(%0) ({
  ^bb0(%b: vector<2xi1>):
    "x.y"(%b) : (vector<2xi1>) -> ()
  }) : (vector<2xi1>) -> i32
  "x.use"(%0) {s = "f235"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f236(%arg0: f32) {
  %0 = "x.a5"(%arg0) {k = 236 : i64, m = #map} : (f32) -> f32
  "x.use"(%0) {s = "f236"} : (f32) -> ()
  func.return
}
func.func @f237(%arg0: vector<2xi1>) {
  %0 = "x.a6"(%arg0) {k = 237 : i64, m = #map} : (vector<2xi1>) -> tensor<4xf32>
  "x.use"(%0) {s = "f237"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f238(%arg0: memref<?xi8>) {
  %0 = "x.a0"(%arg0) {k = 238 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
  "x.use"(%0) {s = "f238"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f239(%arg0: index) {
  %0 = "x.a1"(%arg0) {k = 239 : i64, m = #map} : (index) -> tensor<4xf32>
  "x.use"(%0) {s = "f239"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f240(%arg0: f32) {
  %0 = "x.a2"(%arg0) {k = 240 : i64, m = #map} : (f32) -> index
  %1 = "x.r"(%0) ({
  ^bb0(%b: index):
    "x.y"(%b) : (index) -> ()
  }) : (index) -> i32
  "x.use"(%0) {s = "f240"} : (index) -> ()
  func.return
}
func.func @f241(%arg0: index) {
  %0 = "x.a3"(%arg0) {k = 241 : i64, m = #map} : (index) -> i32
  "x.use"(%0) {s = "f241"} : (i32) -> ()
  func.return
}
func.func @f242(%arg0: vector<2xi1>) {
  %0 = "x.a4"(%arg0) {k = 242 : i64, m = #map} : (vector<2xi1>) -> index
  "x.use"(%0) {s = "f242"} : (index) -> ()
  func.return
}
func.func @f243(%arg0: i32) {
  %0 = "x.a5"(%arg0) {k = 243 : i64, m = #map} : (i32) -> index
  "x.use"(%0) {s = "f243"} : (index) -> ()
  func.return
}
func.func @f244(%arg0: memref<?xi8>) {
  %0 = "x.a6"(%arg0) {k = 244 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
  "x.use"(%0) {s = "f244"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f245(%arg0: tensor<4xf32>) {
  %0 = "x.a0"(%arg0) {k = 245 : i64, m = #map} : (tensor<4xf32>) -> vector<2xi1>
  %1 = "x.r"(%0) ({
  ^bb0(%b: vector<2xi1>):
    "x.y"(%b) : (vector<2xi1>) -> ()
  }) : (vector<2xi1>) -> i32
  "x.use"(%0) {s = "f245"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f246(%arg0: i32) {
  %0 = "x.a1"(%arg0) {k = 246 : i64, m = #map} : (i32) -> tensor<4xf32>
  "x.use"(%0) {s = "f246"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f247(%arg0: index) {
  %0 = "x.a2"(%arg0) {k = 247 : i64, m = #map} : (index) -> memref<?xi8>
  "x.use"(%0) {s = "f247"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f248(%arg0: memref<?xi8>) {
  %0 = "x.a3"(%arg0) {k = 248 : i64, m = #map} : (memref<?xi8>) -> index
  "x.use"(%0) {s = "f248"} : (index) -> ()
  func.return
}
func.func @f249(%arg0: memref<?xi8>) {
  %0 = "x.a4"(%arg0) {k = 249 : i64, m = #map} : (memref<?xi8>) -> i32
  "x.use"(%0) {s = "f249"} : (i32) -> ()
  func.return
}
func.func @f250(%arg0: i32) {
  %0 = "x.a5"(%arg0) {k = 250 : i64, m = #map} : (i32) -> f32
  %1 = "x.r"(%0) ({
  ^bb0(%b: f32):
    "x.y"(%b) : (f32) -> ()
  }) : (f32) -> i32
  "x.use"(%0) {s = "f250"} : (f32) -> ()
  func.return
}
func.func @f251(%arg0: i32) {
  %0 = "x.a6"(%arg0) {k = 251 : i64, m = #map} : (i32) -> i32
  "x.use"(%0) {s = "f251"} : (i32) -> ()
  func.return
}
func.func @f252(%arg0: index) {
  %0 = "x.a0"(%arg0) {k = 252 : i64, m = #map} : (index) -> index
  "x.use"(%0) {s = "f252"} : (index) -> ()
  func.return
}
func.func @f253(%arg0: i32) {
  %0 = "x.a1"(%arg0) {k = 253 : i64, m = #map} : (i32) -> f32
  "x.use"(%0) {s = "f253"} : (f32) -> ()
  func.return
}
func.func @f254(%arg0: index) {
  %0 = "x.a2"(%arg0) {k = 254 : i64, m = #map} : (index) -> f32
  "x.use"(%0) {s = "f254"} : (f32) -> ()
  func.return
}
func.func @f255(%arg0: tensor<4xf32>) {
  %0 = "x.a3"(%arg0) {k = 255 : i64, m = #map} : (tensor<4xf32>) -> vector<2xi1>
  %1 = "x.r"(%0) ({
  ^bb0(%b: vector<2xi1>):
    "x.y"(%b) : (vector<2xi1>) -> ()
  }) : (vector<2xi1>) -> i32
  "x.use"(%0) {s = "f255"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f256(%arg0: index) {
  %0 = "x.a4"(%arg0) {k = 256 : i64, m = #map} : (index) -> tensor<4xf32>
  "x.use"(%0) {s = "f256"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f257(%arg0: f32) {
  %0 = "x.a5"(%arg0) {k = 257 : i64, m = #map} : (f32) -> memref<?xi8>
  "x.use"(%0) {s = "f257"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f258(%arg0: memref<?xi8>) {
  %0 = "x.a6"(%arg0) {k = 258 : i64, m = #map} : (memref<?xi8>) -> memref<?xi8>
  "x.use"(%0) {s = "f258"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f259(%arg0: tensor<4xf32>) {
  %0 = "x.a0"(%arg0) {k = 259 : i64, m = #map} : (tensor<4xf32>) -> vector<2xi1>
  "x.use"(%0) {s = "f259"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f260(%arg0: index) {
  %0 = "x.a1"(%arg0) {k = 260 : i64, m = #map} : (index) -> i32
  %1 = "x.r"(%0) ({
  ^bb0(%b: i32):
    "x.y"(%b) : (i32) -> ()
  }) : (i32) -> i32
  "x.use"(%0) {s = "f260"} : (i32) -> ()
  func.return
}
func.func @f261(%arg0: index) {
  %0 = "x.a2"(%arg0) {k = 261 : i64, m = #map} : (index) -> i32
  "x.use"(%0) {s = "f261"} : (i32) -> ()
  func.return
}
func.func @f262(%arg0: vector<2xi1>) {
  %0 = "x.a3"(%arg0) {k = 262 : i64, m = #map} : (vector<2xi1>) -> f32
  "x.use"(%0) {s = "f262"} : (f32) -> ()
  func.return
}
func.func @f263(%arg0: tensor<4xf32>) {
  %0 = "x.a4"(%arg0) {k = 263 : i64, m = #map} : (tensor<4xf32>) -> i32
  "x.use"(%0) {s = "f263"} : (i32) -> ()
  func.return
}
func.func @f264(%arg0: index) {
  %0 = "x.a5"(%arg0) {k = 264 : i64, m = #map} : (index) -> i32
  "x.use"(%0) {s = "f264"} : (i32) -> ()
  func.return
}
func.func @f265(%arg0: vector<2xi1>) {
  %0 = "x.a6"(%arg0) {k = 265 : i64, m = #map} : (vector<2xi1>) -> i32
  %1 = "x.r"(%0) ({
  ^bb0(%b: i32):
    "x.y"(%b) : (i32) -> ()
  }) : (i32) -> i32
  "x.use"(%0) {s = "f265"} : (i32) -> ()
  func.return
}
func.func @f266(%arg0: index) {
  %0 = "x.a0"(%arg0) {k = 266 : i64, m = #map} : (index) -> i32
  "x.use"(%0) {s = "f266"} : (i32) -> ()
  func.return
}
func.func @f267(%arg0: memref<?xi8>) {
  %0 = "x.a1"(%arg0) {k = 267 : i64, m = #map} : (memref<?xi8>) -> f32
  "x.use"(%0) {s = "f267"} : (f32) -> ()
  func.return
}
func.func @f268(%arg0: i32) {
  %0 = "x.a2"(%arg0) {k = 268 : i64, m = #map} : (i32) -> index
  "x.use"(%0) {s = "f268"} : (index) -> ()
  func.return
}
func.func @f269(%arg0: i32) {
  %0 = "x.a3"(%arg0) {k = 269 : i64, m = #map} : (i32) -> tensor<4xf32>
  "x.use"(%0) {s = "f269"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f270(%arg0: i32) {
  %0 = "x.a4"(%arg0) {k = 270 : i64, m = #map} : (i32) -> index
  %1 = "x.r"(%0) ({
  ^bb0(%b: index):
    "x.y"(%b) : (index) -> ()
  }) : (index) -> i32
  "x.use"(%0) {s = "f270"} : (index) -> ()
  func.return
}
func.func @f271(%arg0: memref<?xi8>) {
  %0 = "x.a5"(%arg0) {k = 271 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
  "x.use"(%0) {s = "f271"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f272(%arg0: index) {
  %0 = "x.a6"(%arg0) {k = 272 : i64, m = #map} : (index) -> memref<?xi8>
  "x.use"(%0) {s = "f272"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f273(%arg0: f32) {
  %0 = "x.a0"(%arg0) {k = 273 : i64, m = #map} : (f32) -> i32
  "x.use"(%0) {s = "f273"} : (i32) -> ()
  func.return
}
func.func @f274(%arg0: memref<?xi8>) {
  %0 = "x.a1"(%arg0) {k = 274 : i64, m = #map} : (memref<?xi8>) -> vector<2xi1>
  "x.use"(%0) {s = "f274"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f275(%arg0: f32) {
  %0 = "x.a2"(%arg0) {k = 275 : i64, m = #map} : (f32) -> i32
  %1 = "x.r"(%0) ({
  ^bb0(%b: i32):
    "x.y"(%b) : (i32) -> ()
  }) : (i32) -> i32
  "x.use"(%0) {s = "f275"} : (i32) -> ()
  func.return
}
func.func @f276(%arg0: f32) {
  %0 = "x.a3"(%arg0) {k = 276 : i64, m = #map} : (f32) -> index
  "x.use"(%0) {s = "f276"} : (index) -> ()
  func.return
}
func.func @f277(%arg0: i32) {
  %0 = "x.a4"(%arg0) {k = 277 : i64, m = #map} : (i32) -> f32
  "x.use"(%0) {s = "f277"} : (f32) -> ()
  func.return
}
func.func @f278(%arg0: f32) {
  %0 = "x.a5"(%arg0) {k = 278 : i64, m = #map} : (f32) -> index
  "x.use"(%0) {s = "f278"} : (index) -> ()
  func.return
}
func.func @f279(%arg0: vector<2xi1>) {
  %0 = "x.a6"(%arg0) {k = 279 : i64, m = #map} : (vector<2xi1>) -> index
  "x.use"(%0) {s = "f279"} : (index) -> ()
  func.return
}
func.func @f280(%arg0: memref<?xi8>) {
  %0 = "x.a0"(%arg0) {k = 280 : i64, m = #map} : (memref<?xi8>) -> f32
  %1 = "x.r"(%0) ({
  ^bb0(%b: f32):
    "x.y"(%b) : (f32) -> ()
  }) : (f32) -> i32
  "x.use"(%0) {s = "f280"} : (f32) -> ()
  func.return
}
func.func @f281(%arg0: index) {
  %0 = "x.a1"(%arg0) {k = 281 : i64, m = #map} : (index) -> tensor<4xf32>
  "x.use"(%0) {s = "f281"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f282(%arg0: memref<?xi8>) {
  %0 = "x.a2"(%arg0) {k = 282 : i64, m = #map} : (memref<?xi8>) -> vector<2xi1>
  "x.use"(%0) {s = "f282"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f283(%arg0: f32) {
  %0 = "x.a3"(%arg0) {k = 283 : i64, m = #map} : (f32) -> index
  "x.use"(%0) {s = "f283"} : (index) -> ()
  func.return
}
func.func @f284(%arg0: index) {
  %0 = "x.a4"(%arg0) {k = 284 : i64, m = #map} : (index) -> i32
  "x.use"(%0) {s = "f284"} : (i32) -> ()
  func.return
}
func.func @f285(%arg0: index) {
  %0 = "x.a5"(%arg0) {k = 285 : i64, m = #map} : (index) -> i32
  %1 = "x.r"(%0) ({
  ^bb0(%b: i32):
    "x.y"(%b) : (i32) -> ()
  }) : (i32) -> i32
  "x.use"(%0) {s = "f285"} : (i32) -> ()
  func.return
}
func.func @f286(%arg0: i32) {
  %0 = "x.a6"(%arg0) {k = 286 : i64, m = #map} : (i32) -> i32
  "x.use"(%0) {s = "f286"} : (i32) -> ()
  func.return
}
func.func @f287(%arg0: vector<2xi1>) {
  %0 = "x.a0"(%arg0) {k = 287 : i64, m = #map} : (vector<2xi1>) -> memref<?xi8>
  "x.use"(%0) {s = "f287"} : (memref<?xi8>) -> ()
  func.return
}
func.func @f288(%arg0: memref<?xi8>) {
  %0 = "x.a1"(%arg0) {k = 288 : i64, m = #map} : (memref<?xi8>) -> f32
  "x.use"(%0) {s = "f288"} : (f32) -> ()
  func.return
}
func.func @f289(%arg0: memref<?xi8>) {
  %0 = "x.a2"(%arg0) {k = 289 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
  "x.use"(%0) {s = "f289"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f290(%arg0: f32) {
  %0 = "x.a3"(%arg0) {k = 290 : i64, m = #map} : (f32) -> tensor<4xf32>
  %1 = "x.r"(%0) ({
  ^bb0(%b: tensor<4xf32>):
    "x.y"(%b) : (tensor<4xf32>) -> ()
  }) : (tensor<4xf32>) -> i32
  "x.use"(%0) {s = "f290"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f291(%arg0: i32) {
  %0 = "x.a4"(%arg0) {k = 291 : i64, m = #map} : (i32) -> vector<2xi1>
  "x.use"(%0) {s = "f291"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f292(%arg0: vector<2xi1>) {
  %0 = "x.a5"(%arg0) {k = 292 : i64, m = #map} : (vector<2xi1>) -> tensor<4xf32>
  "x.use"(%0) {s = "f292"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f293(%arg0: vector<2xi1>) {
  %0 = "x.a6"(%arg0) {k = 293 : i64, m = #map} : (vector<2xi1>) -> tensor<4xf32>
  "x.use"(%0) {s = "f293"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f294(%arg0: memref<?xi8>) {
  %0 = "x.a0"(%arg0) {k = 294 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
  "x.use"(%0) {s = "f294"} : (tensor<4xf32>) -> ()
  func.return
}
func.func @f295(%arg0: memref<?xi8>) {
  %0 = "x.a1"(%arg0) {k = 295 : i64, m = #map} : (memref<?xi8>) -> index
  %1 = "x.r"(%0) ({
  ^bb0(%b: index):
    "x.y"(%b) : (index) -> ()
  }) : (index) -> i32
  "x.use"(%0) {s = "f295"} : (index) -> ()
  func.return
}
func.func @f296(%arg0: vector<2xi1>) {
  %0 = "x.a2"(%arg0) {k = 296 : i64, m = #map} : (vector<2xi1>) -> f32
  "x.use"(%0) {s = "f296"} : (f32) -> ()
  func.return
}
func.func @f297(%arg0: f32) {
  %0 = "x.a3"(%arg0) {k = 297 : i64, m = #map} : (f32) -> index
  "x.use"(%0) {s = "f297"} : (index) -> ()
  func.return
}
func.func @f298(%arg0: f32) {
  %0 = "x.a4"(%arg0) {k = 298 : i64, m = #map} : (f32) -> vector<2xi1>
  "x.use"(%0) {s = "f298"} : (vector<2xi1>) -> ()
  func.return
}
func.func @f299(%arg0: vector<2xi1>) {
  %0 = "x.a5"(%arg0) {k = 299 : i64, m = #map} : (vector<2xi1>) -> vector<2xi1>
  "x.use"(%0) {s = "f299"} : (vector<2xi1>) -> ()
  func.return
}
