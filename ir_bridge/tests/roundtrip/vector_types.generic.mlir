"builtin.module"() ({
  "func.func"() <{function_type = (vector<f32>, vector<4xi8>, vector<2x3x4xf16>, vector<[4]xf32>, vector<2x[4]xi1>, vector<[2]x[8]xindex>) -> (), sym_name = "vec"}> ({
  ^bb0(%arg0: vector<f32>, %arg1: vector<4xi8>, %arg2: vector<2x3x4xf16>, %arg3: vector<[4]xf32>, %arg4: vector<2x[4]xi1>, %arg5: vector<[2]x[8]xindex>):
    %0 = "x.v"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (vector<f32>, vector<4xi8>, vector<2x3x4xf16>, vector<[4]xf32>, vector<2x[4]xi1>, vector<[2]x[8]xindex>) -> vector<1x1x[1]xbf16>
    "x.t"() {t = vector<4xindex>} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

