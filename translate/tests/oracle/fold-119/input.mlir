"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi8>, vector<4xi8>, vector<4xi1>) -> (vector<4xi8>, vector<4xi8>, vector<4xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xi8>, %arg1: vector<4xi8>, %arg2: vector<4xi1>):
    %0 = "arith.subi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %1 = "arith.addi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %2:2 = "arith.mulsi_extended"(%1, %arg0) : (vector<4xi8>, vector<4xi8>) -> (vector<4xi8>, vector<4xi8>)
    %3:2 = "arith.mulsi_extended"(%2#1, %2#1) : (vector<4xi8>, vector<4xi8>) -> (vector<4xi8>, vector<4xi8>)
    %4 = "arith.constant"() <{value = dense<-23> : vector<4xi8>}> : () -> vector<4xi8>
    %5 = "arith.constant"() <{value = dense<[-127, -94, 1, -1]> : vector<4xi8>}> : () -> vector<4xi8>
    %6 = "arith.shli"(%4, %5) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %7 = "x.g"(%4, %4) : (vector<4xi8>, vector<4xi8>) -> vector<4xi1>
    %8 = "arith.muli"(%1, %2#0) <{overflowFlags = #arith.overflow<nuw>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %9 = "arith.divui"(%8, %2#0) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %10 = "arith.trunci"(%4) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>) -> vector<4xi1>
    %11 = "arith.extsi"(%10) : (vector<4xi1>) -> vector<4xi8>
    %12:2 = "arith.mulsi_extended"(%4, %1) : (vector<4xi8>, vector<4xi8>) -> (vector<4xi8>, vector<4xi8>)
    %13 = "x.src"() : () -> vector<4xi8>
    %14 = "arith.constant"() <{value = dense<-128> : vector<4xi8>}> : () -> vector<4xi8>
    %15 = "arith.constant"() <{value = dense<[8, 1, -128, 9]> : vector<4xi8>}> : () -> vector<4xi8>
    %16 = "arith.constant"() <{value = dense<-1> : vector<4xi8>}> : () -> vector<4xi8>
    %17 = "arith.divsi"(%15, %16) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %18 = "arith.constant"() <{value = dense<1> : vector<4xi8>}> : () -> vector<4xi8>
    %19 = "arith.remui"(%0, %18) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %20 = "arith.constant"() <{value = dense<[-128, 1, -128, 2]> : vector<4xi8>}> : () -> vector<4xi8>
    %21 = "arith.subi"(%arg1, %3#0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %22 = "arith.addi"(%3#0, %21) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    "func.return"(%21, %22, %7) : (vector<4xi8>, vector<4xi8>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

