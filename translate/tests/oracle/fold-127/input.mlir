"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xindex>, vector<4xindex>, vector<4xi1>) -> (vector<4xindex>, vector<4xindex>, vector<4xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xindex>, %arg1: vector<4xindex>, %arg2: vector<4xi1>):
    %0 = "arith.constant"() <{value = dense<-9223372036854775808> : vector<4xindex>}> : () -> vector<4xindex>
    %1 = "arith.constant"() <{value = dense<-1> : vector<4xindex>}> : () -> vector<4xindex>
    %2 = "arith.divsi"(%0, %1) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %3 = "arith.index_castui"(%0) : (vector<4xindex>) -> vector<4xi32>
    %4 = "arith.index_castui"(%3) : (vector<4xi32>) -> vector<4xindex>
    %5 = "x.g"(%0, %4) : (vector<4xindex>, vector<4xindex>) -> vector<4xi1>
    %6 = "arith.constant"() <{value = dense<-1> : vector<4xindex>}> : () -> vector<4xindex>
    %7 = "arith.xori"(%1, %6) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %8 = "arith.andi"(%1, %7) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %9 = "arith.cmpi"(%6, %6) <{predicate = 2 : i64}> : (vector<4xindex>, vector<4xindex>) -> vector<4xi1>
    %10 = "arith.cmpi"(%6, %4) <{predicate = 0 : i64}> : (vector<4xindex>, vector<4xindex>) -> vector<4xi1>
    %11 = "arith.select"(%10, %6, %4) : (vector<4xi1>, vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %12 = "arith.constant"() <{value = dense<1> : vector<4xindex>}> : () -> vector<4xindex>
    %13 = "arith.constant"() <{value = dense<7> : vector<4xindex>}> : () -> vector<4xindex>
    %14 = "arith.shrui"(%12, %13) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %15 = "arith.constant"() <{value = dense<0> : vector<4xindex>}> : () -> vector<4xindex>
    %16 = "arith.divsi"(%8, %15) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %17:2 = "arith.mulsi_extended"(%6, %1) : (vector<4xindex>, vector<4xindex>) -> (vector<4xindex>, vector<4xindex>)
    %18 = "arith.maxsi"(%15, %17#0) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %19 = "arith.ori"(%13, %6) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    "func.return"(%18, %19, %10) : (vector<4xindex>, vector<4xindex>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

