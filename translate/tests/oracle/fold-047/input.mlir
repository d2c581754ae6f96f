"builtin.module"() ({
  "func.func"() <{function_type = (vector<2xindex>, vector<2xindex>, vector<2xi1>) -> (vector<2xindex>, vector<2xindex>, vector<2xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<2xindex>, %arg1: vector<2xindex>, %arg2: vector<2xi1>):
    %0 = "arith.constant"() <{value = dense<[65, -6713168897718574111]> : vector<2xindex>}> : () -> vector<2xindex>
    %1 = "x.f"(%0) : (vector<2xindex>) -> vector<2xindex>
    %2 = "x.g"(%arg1, %arg0) : (vector<2xindex>, vector<2xindex>) -> vector<2xi1>
    %3 = "arith.constant"() <{value = dense<0> : vector<2xindex>}> : () -> vector<2xindex>
    %4 = "arith.muli"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %5 = "arith.index_castui"(%1) : (vector<2xindex>) -> vector<2xi8>
    %6 = "arith.index_cast"(%5) : (vector<2xi8>) -> vector<2xindex>
    %7 = "arith.cmpi"(%0, %0) <{predicate = 7 : i64}> : (vector<2xindex>, vector<2xindex>) -> vector<2xi1>
    %8 = "arith.maxsi"(%3, %3) : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %9 = "arith.remsi"(%0, %8) : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %10 = "arith.constant"() <{value = dense<0> : vector<2xindex>}> : () -> vector<2xindex>
    %11 = "arith.ori"(%0, %arg0) : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %12 = "arith.constant"() <{value = dense<[-1, 1]> : vector<2xindex>}> : () -> vector<2xindex>
    %13 = "arith.cmpi"(%12, %9) <{predicate = 1 : i64}> : (vector<2xindex>, vector<2xindex>) -> vector<2xi1>
    %14 = "arith.constant"() <{value = dense<-1> : vector<2xindex>}> : () -> vector<2xindex>
    %15 = "arith.xori"(%4, %14) : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %16 = "arith.andi"(%15, %4) : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    "x.use"(%arg1) : (vector<2xindex>) -> ()
    "func.return"(%15, %16, %13) : (vector<2xindex>, vector<2xindex>, vector<2xi1>) -> ()
  }) : () -> ()
}) : () -> ()

