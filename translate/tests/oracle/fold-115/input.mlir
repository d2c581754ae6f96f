"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi8>, vector<4xi8>, vector<4xi1>) -> (vector<4xi8>, vector<4xi8>, vector<4xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xi8>, %arg1: vector<4xi8>, %arg2: vector<4xi1>):
    %0 = "x.g"(%arg0, %arg0) : (vector<4xi8>, vector<4xi8>) -> vector<4xi1>
    %1 = "arith.constant"() <{value = dense<9> : vector<4xi8>}> : () -> vector<4xi8>
    %2 = "x.g"(%1, %1) : (vector<4xi8>, vector<4xi8>) -> vector<4xi1>
    %3:2 = "arith.mului_extended"(%1, %1) : (vector<4xi8>, vector<4xi8>) -> (vector<4xi8>, vector<4xi8>)
    %4 = "arith.subi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %5 = "arith.cmpi"(%arg0, %arg1) <{predicate = 8 : i64}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi1>
    %6 = "arith.addi"(%3#1, %3#0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %7 = "arith.subi"(%6, %3#0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %8 = "arith.select"(%arg2, %arg1, %arg1) : (vector<4xi1>, vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %9 = "arith.constant"() <{value = dense<1> : vector<4xi8>}> : () -> vector<4xi8>
    %10 = "arith.constant"() <{value = dense<6> : vector<4xi8>}> : () -> vector<4xi8>
    %11 = "arith.floordivsi"(%9, %10) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %12 = "x.f"(%arg1) : (vector<4xi8>) -> vector<4xi8>
    %13 = "arith.subi"(%10, %6) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %14 = "arith.addi"(%13, %6) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %15 = "x.f"(%10) : (vector<4xi8>) -> vector<4xi8>
    %16 = "arith.constant"() <{value = dense<2> : vector<4xi8>}> : () -> vector<4xi8>
    %17 = "arith.index_castui"(%16) : (vector<4xi8>) -> vector<4xindex>
    %18 = "arith.index_castui"(%17) : (vector<4xindex>) -> vector<4xi8>
    "func.return"(%16, %18, %5) : (vector<4xi8>, vector<4xi8>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

