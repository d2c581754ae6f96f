"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi64>, vector<4xi64>, vector<4xi1>) -> (vector<4xi64>, vector<4xi64>, vector<4xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xi64>, %arg1: vector<4xi64>, %arg2: vector<4xi1>):
    %0 = "arith.constant"() <{value = dense<1> : vector<4xi64>}> : () -> vector<4xi64>
    %1 = "arith.floordivsi"(%arg1, %0) : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %2 = "arith.cmpi"(%arg0, %arg0) <{predicate = 1 : i64}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi1>
    %3 = "arith.select"(%2, %arg0, %arg0) : (vector<4xi1>, vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %4 = "arith.constant"() <{value = dense<1> : vector<4xi64>}> : () -> vector<4xi64>
    %5 = "arith.shli"(%arg1, %4) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %6 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %7 = "arith.subi"(%6, %0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %8 = "x.src"() : () -> vector<4xi64>
    %9 = "arith.subi"(%7, %0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %10 = "arith.addi"(%9, %0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %11 = "arith.floordivsi"(%9, %5) : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %12 = "arith.bitcast"(%4) : (vector<4xi64>) -> vector<4xf64>
    "x.usef"(%12) : (vector<4xf64>) -> ()
    "x.use"(%4) : (vector<4xi64>) -> ()
    %13 = "arith.addi"(%7, %4) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %14 = "arith.addi"(%9, %0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %15 = "arith.bitcast"(%4) : (vector<4xi64>) -> vector<4xf64>
    %16 = "arith.bitcast"(%15) : (vector<4xf64>) -> vector<4xi64>
    %17 = "arith.subi"(%10, %4) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %18 = "arith.addi"(%17, %4) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %19 = "arith.constant"() <{value = dense<3> : vector<4xi64>}> : () -> vector<4xi64>
    "func.return"(%18, %19, %2) : (vector<4xi64>, vector<4xi64>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

