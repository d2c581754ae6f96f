"builtin.module"() ({
  "func.func"() <{function_type = (vector<2xi16>, vector<2xi16>, vector<2xi1>) -> (vector<2xi16>, vector<2xi16>, vector<2xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<2xi16>, %arg1: vector<2xi16>, %arg2: vector<2xi1>):
    %0 = "arith.constant"() <{value = dense<2> : vector<2xi16>}> : () -> vector<2xi16>
    %1 = "arith.maxsi"(%0, %arg1) : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %2 = "x.g"(%0, %0) : (vector<2xi16>, vector<2xi16>) -> vector<2xi1>
    %3 = "arith.select"(%arg2, %0, %0) : (vector<2xi1>, vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %4 = "x.g"(%arg1, %arg0) : (vector<2xi16>, vector<2xi16>) -> vector<2xi1>
    %5 = "arith.constant"() <{value = dense<0> : vector<2xi16>}> : () -> vector<2xi16>
    %6 = "arith.minsi"(%5, %5) : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %7 = "arith.trunci"(%0) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi16>) -> vector<2xi8>
    %8 = "arith.extui"(%7) : (vector<2xi8>) -> vector<2xi16>
    %9 = "arith.cmpi"(%6, %0) <{predicate = 4 : i64}> : (vector<2xi16>, vector<2xi16>) -> vector<2xi1>
    %10 = "arith.muli"(%5, %0) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %11 = "arith.divui"(%10, %0) : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %12 = "arith.subi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %13 = "arith.subi"(%3, %3) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %14 = "arith.addi"(%13, %3) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    "x.use"(%arg0) : (vector<2xi16>) -> ()
    %15 = "arith.constant"() <{value = dense<1> : vector<2xi16>}> : () -> vector<2xi16>
    %16 = "arith.addi"(%8, %15) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    "x.use"(%arg0) : (vector<2xi16>) -> ()
    "func.return"(%15, %16, %9) : (vector<2xi16>, vector<2xi16>, vector<2xi1>) -> ()
  }) : () -> ()
}) : () -> ()

