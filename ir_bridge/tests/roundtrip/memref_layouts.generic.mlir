#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1)[s0] -> (d0 * 3 + d1 + s0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x4xf32>, memref<4x4xf32, #map>, memref<4x4xf32, strided<[4, 1]>>, memref<4x4xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: 5>>, memref<f32>, memref<8xf32, strided<[1]>>, memref<2x3xi8, #map1>) -> (), sym_name = "layouts"}> ({
  ^bb0(%arg0: memref<4x4xf32>, %arg1: memref<4x4xf32, #map>, %arg2: memref<4x4xf32, strided<[4, 1]>>, %arg3: memref<4x4xf32, strided<[?, 1], offset: ?>>, %arg4: memref<?x?xf32, strided<[?, ?], offset: 5>>, %arg5: memref<f32>, %arg6: memref<8xf32, strided<[1]>>, %arg7: memref<2x3xi8, #map1>):
    "x.use"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7) : (memref<4x4xf32>, memref<4x4xf32, #map>, memref<4x4xf32, strided<[4, 1]>>, memref<4x4xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: 5>>, memref<f32>, memref<8xf32, strided<[1]>>, memref<2x3xi8, #map1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

