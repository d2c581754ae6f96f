"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi16>, vector<4xi16>, vector<4xi1>) -> (vector<4xi16>, vector<4xi16>, vector<4xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xi16>, %arg1: vector<4xi16>, %arg2: vector<4xi1>):
    %0 = "arith.xori"(%arg1, %arg0) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %1 = "arith.xori"(%arg1, %arg1) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %2 = "arith.constant"() <{value = dense<[-32767, -32768, 3, 15]> : vector<4xi16>}> : () -> vector<4xi16>
    "x.use"(%1) : (vector<4xi16>) -> ()
    %3 = "arith.constant"() <{value = dense<[2, 17, -32767, 3]> : vector<4xi16>}> : () -> vector<4xi16>
    %4 = "arith.constant"() <{value = dense<0> : vector<4xi16>}> : () -> vector<4xi16>
    %5 = "arith.addi"(%4, %4) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %6 = "arith.andi"(%3, %2) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %7 = "arith.muli"(%0, %5) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %8 = "arith.divui"(%7, %0) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %9 = "arith.andi"(%4, %7) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %10 = "arith.remui"(%1, %2) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %11 = "arith.constant"() <{value = dense<0> : vector<4xi16>}> : () -> vector<4xi16>
    %12 = "arith.shrui"(%arg1, %11) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %13 = "arith.constant"() <{value = dense<-1> : vector<4xi16>}> : () -> vector<4xi16>
    %14 = "arith.xori"(%9, %13) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %15 = "arith.andi"(%9, %14) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %16 = "arith.addi"(%13, %4) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %17 = "arith.subi"(%16, %13) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    "func.return"(%16, %17, %arg2) : (vector<4xi16>, vector<4xi16>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

