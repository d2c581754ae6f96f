"builtin.module"() ({
  "func.func"() <{function_type = () -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi64>, vector<4xi8>, vector<4xi32>, vector<4xi32>, vector<4xi32>), sym_name = "v"}> ({
    %3 = "arith.constant"() <{value = dense<6> : vector<4xi32>}> : () -> vector<4xi32>
    %4 = "arith.constant"() <{value = dense<[1, -2, 3, -2147483648]> : vector<4xi32>}> : () -> vector<4xi32>
    %5 = "arith.constant"() <{value = dense<[1, 0, 1, 1]> : vector<4xi32>}> : () -> vector<4xi32>
    %6 = "arith.constant"() <{value = dense<[-1, 1, 1, -1]> : vector<4xi32>}> : () -> vector<4xi32>
    %7 = "arith.constant"() <{value = dense<[40, 1, 2, 3]> : vector<4xi32>}> : () -> vector<4xi32>
    %8 = "arith.constant"() <{value = dense<[1, 2, 3, 40]> : vector<4xi32>}> : () -> vector<4xi32>
    %9 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    %10 = "arith.addi"(%3, %4) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %11 = "arith.muli"(%3, %3) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %12 = "arith.divsi"(%4, %5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %13 = "arith.floordivsi"(%4, %6) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %14 = "arith.shli"(%3, %7) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %15 = "arith.cmpi"(%4, %3) <{predicate = 2 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %16 = "arith.extsi"(%4) : (vector<4xi32>) -> vector<4xi64>
    %17 = "arith.trunci"(%4) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>) -> vector<4xi8>
    %18 = "arith.shli"(%3, %8) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %19 = "arith.subi"(%4, %4) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %20 = "arith.addi"(%4, %9) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    "func.return"(%10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20) : (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi64>, vector<4xi8>, vector<4xi32>, vector<4xi32>, vector<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?xi32>) -> (tensor<?xi32>, tensor<?xi32>, tensor<?xi1>), sym_name = "dyn"}> ({
  ^bb0(%arg0: tensor<?xi32>):
    %0 = "arith.subi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
    %1 = "arith.xori"(%arg0, %arg0) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
    %2 = "arith.cmpi"(%arg0, %arg0) <{predicate = 0 : i64}> : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi1>
    "func.return"(%0, %1, %2) : (tensor<?xi32>, tensor<?xi32>, tensor<?xi1>) -> ()
  }) : () -> ()
}) : () -> ()

