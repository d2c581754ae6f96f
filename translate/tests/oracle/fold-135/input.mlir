"builtin.module"() ({
  "func.func"() <{function_type = (vector<2xindex>, vector<2xindex>, vector<2xi1>) -> (vector<2xindex>, vector<2xindex>, vector<2xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<2xindex>, %arg1: vector<2xindex>, %arg2: vector<2xi1>):
    %0:2 = "arith.mulsi_extended"(%arg0, %arg0) : (vector<2xindex>, vector<2xindex>) -> (vector<2xindex>, vector<2xindex>)
    %1 = "arith.constant"() <{value = dense<-9223372036854775808> : vector<2xindex>}> : () -> vector<2xindex>
    %2 = "arith.constant"() <{value = dense<-1> : vector<2xindex>}> : () -> vector<2xindex>
    %3 = "arith.shrsi"(%1, %2) : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %4 = "arith.constant"() <{value = dense<-9223372036854775808> : vector<2xindex>}> : () -> vector<2xindex>
    %5 = "arith.constant"() <{value = dense<2> : vector<2xindex>}> : () -> vector<2xindex>
    %6 = "arith.floordivsi"(%4, %5) : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %7 = "arith.constant"() <{value = dense<1> : vector<2xindex>}> : () -> vector<2xindex>
    %8 = "arith.remui"(%3, %7) : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %9 = "arith.addi"(%arg0, %2) <{overflowFlags = #arith.overflow<none>}> : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %10 = "arith.subi"(%9, %2) <{overflowFlags = #arith.overflow<none>}> : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %11 = "x.src"() : () -> vector<2xindex>
    %12 = "arith.constant"() <{value = dense<[-8, 0]> : vector<2xindex>}> : () -> vector<2xindex>
    %13 = "arith.addi"(%12, %5) <{overflowFlags = #arith.overflow<none>}> : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %14 = "arith.subi"(%13, %5) <{overflowFlags = #arith.overflow<none>}> : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %15:2 = "arith.mului_extended"(%4, %5) : (vector<2xindex>, vector<2xindex>) -> (vector<2xindex>, vector<2xindex>)
    %16 = "arith.muli"(%4, %arg0) <{overflowFlags = #arith.overflow<nsw>}> : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %17 = "arith.divsi"(%16, %arg0) : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %18 = "arith.index_castui"(%1) : (vector<2xindex>) -> vector<2xi32>
    %19 = "arith.index_cast"(%18) : (vector<2xi32>) -> vector<2xindex>
    "func.return"(%17, %19, %arg2) : (vector<2xindex>, vector<2xindex>, vector<2xi1>) -> ()
  }) : () -> ()
}) : () -> ()

