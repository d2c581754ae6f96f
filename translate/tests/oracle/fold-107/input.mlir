"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xindex>, vector<4xindex>, vector<4xi1>) -> (vector<4xindex>, vector<4xindex>, vector<4xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xindex>, %arg1: vector<4xindex>, %arg2: vector<4xi1>):
    "x.use"(%arg0) : (vector<4xindex>) -> ()
    %0 = "arith.constant"() <{value = dense<-1> : vector<4xindex>}> : () -> vector<4xindex>
    %1 = "arith.xori"(%arg1, %0) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %2 = "arith.ori"(%1, %arg1) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %3 = "arith.constant"() <{value = dense<1> : vector<4xindex>}> : () -> vector<4xindex>
    %4 = "arith.index_cast"(%2) : (vector<4xindex>) -> vector<4xi8>
    %5 = "arith.index_castui"(%4) : (vector<4xi8>) -> vector<4xindex>
    "x.use"(%arg1) : (vector<4xindex>) -> ()
    %6 = "arith.constant"() <{value = dense<-1> : vector<4xindex>}> : () -> vector<4xindex>
    %7 = "arith.xori"(%arg0, %6) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %8 = "arith.andi"(%7, %arg0) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %9 = "arith.constant"() <{value = dense<-1> : vector<4xindex>}> : () -> vector<4xindex>
    %10 = "arith.constant"() <{value = dense<[65, 2, -1, 0]> : vector<4xindex>}> : () -> vector<4xindex>
    %11 = "arith.remsi"(%9, %10) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %12 = "arith.constant"() <{value = dense<63> : vector<4xindex>}> : () -> vector<4xindex>
    %13 = "arith.constant"() <{value = dense<0> : vector<4xindex>}> : () -> vector<4xindex>
    %14 = "arith.shrsi"(%12, %13) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %15:2 = "arith.addui_extended"(%6, %6) : (vector<4xindex>, vector<4xindex>) -> (vector<4xindex>, vector<4xi1>)
    %16 = "x.src"() : () -> vector<4xindex>
    %17 = "arith.subi"(%6, %16) <{overflowFlags = #arith.overflow<none>}> : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %18 = "arith.addi"(%17, %16) <{overflowFlags = #arith.overflow<none>}> : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    "func.return"(%17, %18, %15#1) : (vector<4xindex>, vector<4xindex>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

