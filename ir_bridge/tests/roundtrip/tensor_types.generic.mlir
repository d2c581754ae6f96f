"builtin.module"() ({
  "func.func"() <{function_type = (tensor<f32>, tensor<?x4x?xi8>, tensor<*xf64>, tensor<0x3xi1>, tensor<4xf32, "enc">) -> (), sym_name = "ten"}> ({
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<?x4x?xi8>, %arg2: tensor<*xf64>, %arg3: tensor<0x3xi1>, %arg4: tensor<4xf32, "enc">):
    %0 = "x.t"(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<f32>, tensor<?x4x?xi8>, tensor<*xf64>, tensor<0x3xi1>, tensor<4xf32, "enc">) -> tensor<2x2xi32, 7 : i64>
    %1 = "x.u"() : () -> tensor<8xf32, {a = 1 : i32}>
    %2 = "x.w"() : () -> tensor<8x!x.elt>
    %3 = "x.o"() : () -> tensor<3xcomplex<f32>, #x.enc<"z">>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

