"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi32>, vector<4xi32>, vector<4xi1>) -> (vector<4xi32>, vector<4xi32>, vector<4xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>):
    %0 = "arith.constant"() <{value = dense<-1> : vector<4xi32>}> : () -> vector<4xi32>
    %1 = "arith.muli"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %2 = "arith.constant"() <{value = dense<-1> : vector<4xi32>}> : () -> vector<4xi32>
    %3 = "arith.xori"(%arg0, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %4 = "arith.ori"(%arg0, %3) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %5 = "arith.remui"(%arg0, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %6 = "arith.constant"() <{value = dense<-1> : vector<4xi32>}> : () -> vector<4xi32>
    %7 = "arith.xori"(%3, %6) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %8 = "arith.ori"(%3, %7) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %9 = "arith.extsi"(%7) : (vector<4xi32>) -> vector<4xi64>
    %10 = "arith.trunci"(%9) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi64>) -> vector<4xi32>
    %11 = "arith.constant"() <{value = dense<2147483647> : vector<4xi32>}> : () -> vector<4xi32>
    %12 = "x.f"(%0) : (vector<4xi32>) -> vector<4xi32>
    %13 = "arith.constant"() <{value = dense<[-1, -1, 2147483647, -4]> : vector<4xi32>}> : () -> vector<4xi32>
    %14 = "arith.remsi"(%11, %5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %15 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    "func.return"(%14, %15, %arg2) : (vector<4xi32>, vector<4xi32>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

