"builtin.module"() ({
  "func.func"() <{function_type = (vector<2xi8>, vector<2xi8>, vector<2xi1>) -> (vector<2xi8>, vector<2xi8>, vector<2xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<2xi8>, %arg1: vector<2xi8>, %arg2: vector<2xi1>):
    %0 = "arith.constant"() <{value = dense<2> : vector<2xi8>}> : () -> vector<2xi8>
    %1 = "arith.trunci"(%0) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi8>) -> vector<2xi1>
    %2 = "arith.extsi"(%1) : (vector<2xi1>) -> vector<2xi8>
    %3 = "arith.constant"() <{value = dense<-1> : vector<2xi8>}> : () -> vector<2xi8>
    %4 = "arith.xori"(%arg1, %3) : (vector<2xi8>, vector<2xi8>) -> vector<2xi8>
    %5 = "arith.ori"(%arg1, %4) : (vector<2xi8>, vector<2xi8>) -> vector<2xi8>
    %6 = "x.g"(%arg0, %3) : (vector<2xi8>, vector<2xi8>) -> vector<2xi1>
    %7 = "arith.constant"() <{value = dense<3> : vector<2xi8>}> : () -> vector<2xi8>
    %8 = "x.f"(%3) : (vector<2xi8>) -> vector<2xi8>
    %9 = "arith.maxsi"(%3, %3) : (vector<2xi8>, vector<2xi8>) -> vector<2xi8>
    "x.use"(%arg0) : (vector<2xi8>) -> ()
    "x.use"(%3) : (vector<2xi8>) -> ()
    %10 = "arith.shrsi"(%5, %0) : (vector<2xi8>, vector<2xi8>) -> vector<2xi8>
    %11 = "arith.divui"(%7, %3) : (vector<2xi8>, vector<2xi8>) -> vector<2xi8>
    %12 = "arith.constant"() <{value = dense<-1> : vector<2xi8>}> : () -> vector<2xi8>
    %13 = "arith.minsi"(%11, %12) : (vector<2xi8>, vector<2xi8>) -> vector<2xi8>
    "x.use"(%0) : (vector<2xi8>) -> ()
    %14 = "arith.xori"(%0, %10) : (vector<2xi8>, vector<2xi8>) -> vector<2xi8>
    %15 = "arith.constant"() <{value = dense<7> : vector<2xi8>}> : () -> vector<2xi8>
    %16 = "arith.andi"(%3, %12) : (vector<2xi8>, vector<2xi8>) -> vector<2xi8>
    "func.return"(%15, %16, %6) : (vector<2xi8>, vector<2xi8>, vector<2xi1>) -> ()
  }) : () -> ()
}) : () -> ()

