"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi1>, vector<4xi1>, vector<4xi1>) -> (vector<4xi1>, vector<4xi1>, vector<4xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xi1>, %arg1: vector<4xi1>, %arg2: vector<4xi1>):
    %0 = "arith.constant"() <{value = dense<false> : vector<4xi1>}> : () -> vector<4xi1>
    %1 = "arith.shli"(%arg2, %0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %2 = "arith.constant"() <{value = dense<[false, false, false, true]> : vector<4xi1>}> : () -> vector<4xi1>
    %3 = "arith.constant"() <{value = dense<true> : vector<4xi1>}> : () -> vector<4xi1>
    %4 = "arith.constant"() <{value = dense<false> : vector<4xi1>}> : () -> vector<4xi1>
    %5 = "arith.shli"(%3, %4) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %6 = "arith.constant"() <{value = dense<true> : vector<4xi1>}> : () -> vector<4xi1>
    %7 = "arith.addi"(%6, %6) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %8 = "arith.addi"(%6, %7) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %9 = "arith.andi"(%8, %arg2) : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %10 = "arith.andi"(%arg2, %9) : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %11 = "arith.constant"() <{value = dense<true> : vector<4xi1>}> : () -> vector<4xi1>
    %12 = "arith.constant"() <{value = dense<false> : vector<4xi1>}> : () -> vector<4xi1>
    %13 = "arith.ceildivsi"(%11, %12) : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %14 = "arith.addi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %15 = "arith.subi"(%14, %arg0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %16 = "arith.constant"() <{value = dense<true> : vector<4xi1>}> : () -> vector<4xi1>
    %17 = "arith.index_castui"(%16) : (vector<4xi1>) -> vector<4xindex>
    %18 = "arith.index_cast"(%17) : (vector<4xindex>) -> vector<4xi1>
    %19 = "arith.addi"(%6, %0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %20 = "x.g"(%6, %0) : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %21 = "arith.constant"() <{value = dense<true> : vector<4xi1>}> : () -> vector<4xi1>
    %22 = "arith.ori"(%8, %21) : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    "func.return"(%21, %22, %22) : (vector<4xi1>, vector<4xi1>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

