"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi8>, vector<4xi8>, vector<4xi1>) -> (vector<4xi8>, vector<4xi8>, vector<4xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xi8>, %arg1: vector<4xi8>, %arg2: vector<4xi1>):
    "x.use"(%arg1) : (vector<4xi8>) -> ()
    %0 = "arith.constant"() <{value = dense<[0, -127, 7, 9]> : vector<4xi8>}> : () -> vector<4xi8>
    %1 = "arith.muli"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    "x.use"(%1) : (vector<4xi8>) -> ()
    %2 = "arith.constant"() <{value = dense<-1> : vector<4xi8>}> : () -> vector<4xi8>
    %3 = "arith.divsi"(%2, %2) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %4 = "arith.remui"(%0, %3) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %5 = "arith.select"(%arg2, %0, %0) : (vector<4xi1>, vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %6 = "arith.remsi"(%4, %4) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    "x.use"(%0) : (vector<4xi8>) -> ()
    %7 = "arith.divsi"(%0, %2) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    "x.use"(%3) : (vector<4xi8>) -> ()
    %8 = "arith.ceildivui"(%7, %7) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %9 = "arith.constant"() <{value = dense<[0, 1, -1, 3]> : vector<4xi8>}> : () -> vector<4xi8>
    %10 = "arith.addi"(%1, %6) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %11 = "arith.subi"(%10, %1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    "func.return"(%10, %11, %arg2) : (vector<4xi8>, vector<4xi8>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

