"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> (i32, i32, i32, i1, i1, i32, i32, i32, i32), sym_name = "sel"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    %11 = "arith.constant"() <{value = true}> : () -> i1
    %12 = "arith.constant"() <{value = false}> : () -> i1
    %13 = "arith.select"(%arg0, %arg1, %arg1) : (i1, i32, i32) -> i32
    %14 = "arith.select"(%11, %arg1, %arg2) : (i1, i32, i32) -> i32
    %15 = "arith.select"(%12, %arg1, %arg2) : (i1, i32, i32) -> i32
    %16 = "arith.select"(%arg0, %11, %12) : (i1, i1, i1) -> i1
    %17 = "arith.select"(%arg0, %12, %11) : (i1, i1, i1) -> i1
    %18 = "arith.cmpi"(%arg1, %arg2) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %19 = "arith.cmpi"(%arg1, %arg2) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %20 = "arith.select"(%18, %arg1, %arg2) : (i1, i32, i32) -> i32
    %21 = "arith.select"(%18, %arg2, %arg1) : (i1, i32, i32) -> i32
    %22 = "arith.select"(%19, %arg1, %arg2) : (i1, i32, i32) -> i32
    %23 = "arith.select"(%19, %arg2, %arg1) : (i1, i32, i32) -> i32
    "func.return"(%13, %14, %15, %16, %17, %20, %21, %22, %23) : (i32, i32, i32, i1, i1, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<2xf32>), sym_name = "dense"}> ({
    %0 = "arith.constant"() <{value = dense<[true, false, false, true]> : vector<4xi1>}> : () -> vector<4xi1>
    %1 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %2 = "arith.constant"() <{value = dense<7> : vector<4xi32>}> : () -> vector<4xi32>
    %3 = "arith.constant"() <{value = dense<true> : vector<4xi1>}> : () -> vector<4xi1>
    %4 = "arith.constant"() <{value = dense<[false, true]> : vector<2xi1>}> : () -> vector<2xi1>
    %5 = "arith.constant"() <{value = dense<[1.500000e+00, -0.000000e+00]> : vector<2xf32>}> : () -> vector<2xf32>
    %6 = "arith.constant"() <{value = dense<2.000000e+00> : vector<2xf32>}> : () -> vector<2xf32>
    %7 = "arith.select"(%0, %1, %2) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %8 = "arith.select"(%3, %1, %2) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %9 = "arith.select"(%0, %2, %2) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %10 = "arith.select"(%4, %5, %6) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    "func.return"(%7, %8, %9, %10) : (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

