"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi1>, vector<4xi1>, vector<4xi1>) -> (vector<4xi1>, vector<4xi1>, vector<4xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xi1>, %arg1: vector<4xi1>, %arg2: vector<4xi1>):
    %0 = "x.src"() : () -> vector<4xi1>
    "x.use"(%arg0) : (vector<4xi1>) -> ()
    "x.use"(%0) : (vector<4xi1>) -> ()
    %1 = "arith.andi"(%0, %0) : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %2 = "arith.andi"(%1, %0) : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %3 = "arith.xori"(%1, %arg0) : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %4 = "arith.xori"(%arg0, %3) : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    "x.use"(%3) : (vector<4xi1>) -> ()
    %5 = "arith.constant"() <{value = dense<false> : vector<4xi1>}> : () -> vector<4xi1>
    %6 = "arith.andi"(%5, %arg1) : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %7 = "arith.cmpi"(%5, %4) <{predicate = 0 : i64}> : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %8 = "arith.xori"(%0, %4) : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %9 = "arith.xori"(%8, %0) : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %10 = "arith.minui"(%5, %4) : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %11 = "arith.constant"() <{value = dense<true> : vector<4xi1>}> : () -> vector<4xi1>
    %12 = "arith.xori"(%arg0, %11) : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %13 = "arith.andi"(%arg0, %12) : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %14 = "x.src"() : () -> vector<4xi1>
    %15 = "arith.addi"(%14, %8) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %16 = "arith.subi"(%15, %8) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %17 = "arith.constant"() <{value = dense<true> : vector<4xi1>}> : () -> vector<4xi1>
    %18 = "arith.constant"() <{value = dense<true> : vector<4xi1>}> : () -> vector<4xi1>
    %19 = "arith.subi"(%16, %5) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %20 = "arith.addi"(%19, %5) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %21 = "arith.muli"(%12, %arg0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    "func.return"(%20, %21, %21) : (vector<4xi1>, vector<4xi1>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

