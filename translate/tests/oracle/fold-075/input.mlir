"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi8>, vector<4xi8>, vector<4xi1>) -> (vector<4xi8>, vector<4xi8>, vector<4xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xi8>, %arg1: vector<4xi8>, %arg2: vector<4xi1>):
    %0 = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %1 = "arith.shrsi"(%arg1, %0) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %2 = "arith.maxui"(%arg0, %arg0) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %3 = "arith.constant"() <{value = dense<0> : vector<4xi8>}> : () -> vector<4xi8>
    %4 = "arith.minsi"(%0, %3) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %5 = "arith.shrui"(%3, %arg0) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %6 = "arith.constant"() <{value = dense<7> : vector<4xi8>}> : () -> vector<4xi8>
    %7 = "arith.constant"() <{value = dense<[0, 0, -127, 3]> : vector<4xi8>}> : () -> vector<4xi8>
    %8 = "arith.constant"() <{value = dense<[2, -1, 127, 65]> : vector<4xi8>}> : () -> vector<4xi8>
    %9 = "arith.andi"(%arg1, %7) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %10 = "arith.andi"(%arg1, %9) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %11 = "arith.ceildivsi"(%3, %3) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %12 = "arith.muli"(%5, %3) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %13 = "arith.divui"(%12, %3) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %14 = "arith.divsi"(%6, %7) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %15 = "arith.muli"(%3, %5) <{overflowFlags = #arith.overflow<nuw>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %16 = "arith.divui"(%15, %5) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %17 = "x.g"(%3, %10) : (vector<4xi8>, vector<4xi8>) -> vector<4xi1>
    %18 = "x.src"() : () -> vector<4xi8>
    "func.return"(%16, %18, %17) : (vector<4xi8>, vector<4xi8>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

