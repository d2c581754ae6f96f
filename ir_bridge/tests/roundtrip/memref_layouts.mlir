// Stresses: memref layouts: affine maps (identity map is dropped), strided
// layouts with static/dynamic strides and offsets, 0-d memrefs.
func.func @layouts(
    %a: memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>,
    %b: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>,
    %c: memref<4x4xf32, strided<[4, 1]>>,
    %d: memref<4x4xf32, strided<[?, 1], offset: ?>>,
    %e: memref<?x?xf32, strided<[?, ?], offset: 5>>,
    %f: memref<f32>,
    %g: memref<8xf32, strided<[1], offset: 0>>,
    %h: memref<2x3xi8, affine_map<(d0, d1)[s0] -> (d0 * 3 + d1 + s0)>>) {
  "x.use"(%a, %b, %c, %d, %e, %f, %g, %h) : (memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>, memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<4x4xf32, strided<[4, 1]>>, memref<4x4xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: 5>>, memref<f32>, memref<8xf32, strided<[1], offset: 0>>, memref<2x3xi8, affine_map<(d0, d1)[s0] -> (d0 * 3 + d1 + s0)>>) -> ()
  return
}
