"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xindex>, vector<4xindex>, vector<4xi1>) -> (vector<4xindex>, vector<4xindex>, vector<4xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xindex>, %arg1: vector<4xindex>, %arg2: vector<4xi1>):
    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %1 = "arith.subi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %2 = "arith.constant"() <{value = dense<[8882764737096437548, 65, 65, 64]> : vector<4xindex>}> : () -> vector<4xindex>
    %3 = "arith.addi"(%2, %1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %4 = "arith.remui"(%0, %2) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %5 = "arith.select"(%arg2, %2, %arg0) : (vector<4xi1>, vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %6 = "arith.andi"(%3, %2) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %7 = "arith.andi"(%3, %6) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    "x.use"(%1) : (vector<4xindex>) -> ()
    %8 = "arith.constant"() <{value = dense<[9223372036854775807, -1, 1, 0]> : vector<4xindex>}> : () -> vector<4xindex>
    %9 = "arith.constant"() <{value = dense<-1> : vector<4xindex>}> : () -> vector<4xindex>
    %10 = "arith.xori"(%3, %9) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %11 = "arith.ori"(%10, %3) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %12 = "arith.divsi"(%0, %10) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %13 = "arith.index_castui"(%2) : (vector<4xindex>) -> vector<4xi32>
    %14 = "arith.index_cast"(%13) : (vector<4xi32>) -> vector<4xindex>
    %15 = "arith.andi"(%3, %11) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %16 = "arith.andi"(%3, %15) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    "func.return"(%15, %16, %arg2) : (vector<4xindex>, vector<4xindex>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

