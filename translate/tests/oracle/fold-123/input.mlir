"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xindex>, vector<4xindex>, vector<4xi1>) -> (vector<4xindex>, vector<4xindex>, vector<4xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xindex>, %arg1: vector<4xindex>, %arg2: vector<4xi1>):
    %0 = "arith.constant"() <{value = dense<3> : vector<4xindex>}> : () -> vector<4xindex>
    %1 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %2 = "arith.index_castui"(%arg0) : (vector<4xindex>) -> vector<4xi8>
    %3 = "arith.index_cast"(%2) : (vector<4xi8>) -> vector<4xindex>
    %4 = "arith.minui"(%3, %3) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %5 = "arith.constant"() <{value = dense<-1> : vector<4xindex>}> : () -> vector<4xindex>
    %6 = "arith.constant"() <{value = dense<0> : vector<4xindex>}> : () -> vector<4xindex>
    %7 = "arith.shrsi"(%5, %6) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %8 = "arith.constant"() <{value = dense<true> : vector<4xi1>}> : () -> vector<4xi1>
    %9 = "arith.cmpi"(%arg2, %8) <{predicate = 1 : i64}> : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %10 = "arith.index_castui"(%5) : (vector<4xindex>) -> vector<4xi8>
    %11 = "arith.index_cast"(%10) : (vector<4xi8>) -> vector<4xindex>
    %12 = "arith.constant"() <{value = dense<-9223372036854775808> : vector<4xindex>}> : () -> vector<4xindex>
    %13 = "arith.constant"() <{value = dense<-9223372036854775808> : vector<4xindex>}> : () -> vector<4xindex>
    %14 = "arith.divsi"(%12, %13) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    "x.use"(%14) : (vector<4xindex>) -> ()
    "x.use"(%0) : (vector<4xindex>) -> ()
    %15 = "arith.cmpi"(%0, %0) <{predicate = 6 : i64}> : (vector<4xindex>, vector<4xindex>) -> vector<4xi1>
    %16 = "arith.xori"(%0, %4) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %17 = "arith.xori"(%16, %0) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %18:2 = "arith.mulsi_extended"(%13, %6) : (vector<4xindex>, vector<4xindex>) -> (vector<4xindex>, vector<4xindex>)
    "func.return"(%18#1, %18#0, %15) : (vector<4xindex>, vector<4xindex>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

