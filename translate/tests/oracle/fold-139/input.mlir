"builtin.module"() ({
  "func.func"() <{function_type = (vector<2xi32>, vector<2xi32>, vector<2xi1>) -> (vector<2xi32>, vector<2xi32>, vector<2xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<2xi32>, %arg1: vector<2xi32>, %arg2: vector<2xi1>):
    %0:2 = "arith.mulsi_extended"(%arg0, %arg1) : (vector<2xi32>, vector<2xi32>) -> (vector<2xi32>, vector<2xi32>)
    %1:2 = "arith.mului_extended"(%0#1, %arg1) : (vector<2xi32>, vector<2xi32>) -> (vector<2xi32>, vector<2xi32>)
    "x.use"(%1#0) : (vector<2xi32>) -> ()
    %2 = "arith.constant"() <{value = dense<32> : vector<2xi32>}> : () -> vector<2xi32>
    %3 = "arith.constant"() <{value = dense<0> : vector<2xi32>}> : () -> vector<2xi32>
    %4 = "arith.shrsi"(%2, %3) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %5 = "arith.constant"() <{value = dense<[7, 1]> : vector<2xi32>}> : () -> vector<2xi32>
    %6 = "arith.constant"() <{value = dense<-1> : vector<2xi32>}> : () -> vector<2xi32>
    %7 = "arith.ceildivui"(%5, %6) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %8:2 = "arith.mulsi_extended"(%2, %3) : (vector<2xi32>, vector<2xi32>) -> (vector<2xi32>, vector<2xi32>)
    %9 = "arith.constant"() <{value = dense<[7, 0]> : vector<2xi32>}> : () -> vector<2xi32>
    %10 = "arith.constant"() <{value = dense<31> : vector<2xi32>}> : () -> vector<2xi32>
    %11 = "arith.shrsi"(%9, %10) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %12 = "x.f"(%8#0) : (vector<2xi32>) -> vector<2xi32>
    %13 = "arith.constant"() <{value = dense<-1> : vector<2xi32>}> : () -> vector<2xi32>
    %14 = "arith.constant"() <{value = dense<-2147483648> : vector<2xi32>}> : () -> vector<2xi32>
    %15 = "arith.remsi"(%13, %14) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %16 = "arith.trunci"(%arg1) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi32>) -> vector<2xi1>
    %17 = "arith.extsi"(%16) : (vector<2xi1>) -> vector<2xi32>
    %18 = "arith.minsi"(%8#1, %8#0) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %19 = "arith.constant"() <{value = dense<2147483647> : vector<2xi32>}> : () -> vector<2xi32>
    %20 = "arith.constant"() <{value = dense<-2147483647> : vector<2xi32>}> : () -> vector<2xi32>
    %21 = "arith.ceildivsi"(%19, %20) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %22 = "arith.constant"() <{value = dense<0> : vector<2xi32>}> : () -> vector<2xi32>
    %23:2 = "arith.mului_extended"(%20, %22) : (vector<2xi32>, vector<2xi32>) -> (vector<2xi32>, vector<2xi32>)
    "x.use"(%10) : (vector<2xi32>) -> ()
    %24 = "arith.constant"() <{value = dense<2> : vector<2xi32>}> : () -> vector<2xi32>
    %25 = "arith.index_castui"(%24) : (vector<2xi32>) -> vector<2xindex>
    %26 = "arith.index_castui"(%25) : (vector<2xindex>) -> vector<2xi32>
    "func.return"(%24, %26, %arg2) : (vector<2xi32>, vector<2xi32>, vector<2xi1>) -> ()
  }) : () -> ()
}) : () -> ()

