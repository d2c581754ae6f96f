"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32, 1>, memref<4xf32>, memref<4xf32, "shared">, memref<4xf32, strided<[2]>, 3>, memref<*xf32>, memref<*xf32, 2>, memref<2xf32, 4 : i32>, memref<2xf32, {s = 1 : i64}>) -> (), sym_name = "spaces"}> ({
  ^bb0(%arg0: memref<4xf32, 1>, %arg1: memref<4xf32>, %arg2: memref<4xf32, "shared">, %arg3: memref<4xf32, strided<[2]>, 3>, %arg4: memref<*xf32>, %arg5: memref<*xf32, 2>, %arg6: memref<2xf32, 4 : i32>, %arg7: memref<2xf32, {s = 1 : i64}>):
    "x.use"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7) : (memref<4xf32, 1>, memref<4xf32>, memref<4xf32, "shared">, memref<4xf32, strided<[2]>, 3>, memref<*xf32>, memref<*xf32, 2>, memref<2xf32, 4 : i32>, memref<2xf32, {s = 1 : i64}>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

