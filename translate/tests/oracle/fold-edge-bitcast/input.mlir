"builtin.module"() ({
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f64, f64, i32, f16, bf16, vector<2xf32>, i64), sym_name = "b"}> ({
    %0 = "arith.constant"() <{value = 2143289344 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 2139095040 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = -8388608 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 4611686018427387904 : i64}> : () -> i64
    %6 = "arith.constant"() <{value = -4503599627370497 : i64}> : () -> i64
    %7 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = 15360 : i16}> : () -> i16
    %9 = "arith.constant"() <{value = -16512 : i16}> : () -> i16
    %10 = "arith.constant"() <{value = dense<[1065353216, -1082130432]> : vector<2xi32>}> : () -> vector<2xi32>
    %11 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
    %12 = "arith.bitcast"(%0) : (i32) -> f32
    %13 = "arith.bitcast"(%1) : (i32) -> f32
    %14 = "arith.bitcast"(%2) : (i32) -> f32
    %15 = "arith.bitcast"(%3) : (i32) -> f32
    %16 = "arith.bitcast"(%4) : (i32) -> f32
    %17 = "arith.bitcast"(%5) : (i64) -> f64
    %18 = "arith.bitcast"(%6) : (i64) -> f64
    %19 = "arith.bitcast"(%7) : (f32) -> i32
    %20 = "arith.bitcast"(%8) : (i16) -> f16
    %21 = "arith.bitcast"(%9) : (i16) -> bf16
    %22 = "arith.bitcast"(%10) : (vector<2xi32>) -> vector<2xf32>
    %23 = "arith.bitcast"(%11) : (f64) -> i64
    "func.return"(%12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23) : (f32, f32, f32, f32, f32, f64, f64, i32, f16, bf16, vector<2xf32>, i64) -> ()
  }) : () -> ()
}) : () -> ()

