// A small payload: custom func forms plus generic ops of an unregistered
// dialect. `patsat apply` parses, verifies and prints it in generic form.
#map = affine_map<(d0) -> (d0 * 2)>
func.func @hello(%a: i32, %b: i32) -> i32 {
  %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %1:2 = "x.pair"(%0) {map = #map, note = "two results"} : (i32) -> (i32, i32)
  "cf.br"(%1#1)[^exit] : (i32) -> ()
^exit(%r: i32):
  func.return %r : i32
}
