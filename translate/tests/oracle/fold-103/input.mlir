"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi8>, vector<4xi8>, vector<4xi1>) -> (vector<4xi8>, vector<4xi8>, vector<4xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xi8>, %arg1: vector<4xi8>, %arg2: vector<4xi1>):
    %0 = "arith.constant"() <{value = dense<2> : vector<4xi8>}> : () -> vector<4xi8>
    %1 = "arith.cmpi"(%arg1, %arg1) <{predicate = 7 : i64}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi1>
    %2 = "arith.select"(%arg2, %arg0, %arg0) : (vector<4xi1>, vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %3:2 = "arith.mului_extended"(%2, %0) : (vector<4xi8>, vector<4xi8>) -> (vector<4xi8>, vector<4xi8>)
    "x.use"(%arg1) : (vector<4xi8>) -> ()
    %4 = "arith.constant"() <{value = dense<-1> : vector<4xi8>}> : () -> vector<4xi8>
    %5 = "arith.xori"(%arg0, %4) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %6 = "arith.andi"(%arg0, %5) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %7 = "arith.muli"(%4, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %8 = "arith.divui"(%7, %arg1) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %9 = "arith.cmpi"(%2, %7) <{predicate = 0 : i64}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi1>
    %10 = "arith.select"(%9, %2, %7) : (vector<4xi1>, vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %11 = "arith.subi"(%4, %5) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %12 = "arith.constant"() <{value = dense<1> : vector<4xi8>}> : () -> vector<4xi8>
    %13 = "arith.constant"() <{value = dense<[7, -1, 0, 1]> : vector<4xi8>}> : () -> vector<4xi8>
    %14 = "arith.shli"(%12, %13) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %15 = "arith.addi"(%3#1, %3#1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %16 = "arith.subi"(%15, %3#1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %17 = "arith.andi"(%11, %arg0) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %18 = "arith.ori"(%13, %arg1) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %19 = "arith.constant"() <{value = dense<3> : vector<4xi8>}> : () -> vector<4xi8>
    %20 = "arith.muli"(%19, %5) <{overflowFlags = #arith.overflow<nuw>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %21 = "arith.divsi"(%20, %19) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    "func.return"(%20, %21, %9) : (vector<4xi8>, vector<4xi8>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

