"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi8>, vector<4xi8>, vector<4xi1>) -> (vector<4xi8>, vector<4xi8>, vector<4xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xi8>, %arg1: vector<4xi8>, %arg2: vector<4xi1>):
    %0 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<nuw>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %1 = "arith.divui"(%0, %arg1) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %2 = "arith.cmpi"(%arg1, %1) <{predicate = 1 : i64}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi1>
    %3 = "arith.minsi"(%arg0, %0) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %4 = "arith.xori"(%1, %arg1) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %5 = "arith.xori"(%4, %1) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %6 = "x.f"(%arg1) : (vector<4xi8>) -> vector<4xi8>
    "x.use"(%6) : (vector<4xi8>) -> ()
    %7 = "arith.xori"(%arg1, %0) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %8 = "arith.constant"() <{value = dense<1> : vector<4xi8>}> : () -> vector<4xi8>
    %9 = "arith.subi"(%7, %8) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %10 = "x.g"(%4, %3) : (vector<4xi8>, vector<4xi8>) -> vector<4xi1>
    "x.use"(%8) : (vector<4xi8>) -> ()
    %11 = "x.g"(%1, %1) : (vector<4xi8>, vector<4xi8>) -> vector<4xi1>
    %12 = "arith.constant"() <{value = dense<-1> : vector<4xi8>}> : () -> vector<4xi8>
    %13 = "arith.xori"(%0, %12) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %14 = "arith.andi"(%0, %13) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    "func.return"(%13, %14, %11) : (vector<4xi8>, vector<4xi8>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

