"builtin.module"() ({
  "func.func"() <{function_type = (vector<2xi1>, vector<2xi1>, vector<2xi1>) -> (vector<2xi1>, vector<2xi1>, vector<2xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<2xi1>, %arg1: vector<2xi1>, %arg2: vector<2xi1>):
    %0 = "arith.constant"() <{value = dense<true> : vector<2xi1>}> : () -> vector<2xi1>
    %1 = "arith.constant"() <{value = dense<true> : vector<2xi1>}> : () -> vector<2xi1>
    %2 = "arith.remui"(%0, %1) : (vector<2xi1>, vector<2xi1>) -> vector<2xi1>
    %3 = "arith.cmpi"(%arg1, %arg1) <{predicate = 5 : i64}> : (vector<2xi1>, vector<2xi1>) -> vector<2xi1>
    %4 = "arith.constant"() <{value = dense<false> : vector<2xi1>}> : () -> vector<2xi1>
    %5 = "arith.constant"() <{value = dense<true> : vector<2xi1>}> : () -> vector<2xi1>
    %6 = "arith.ceildivui"(%4, %5) : (vector<2xi1>, vector<2xi1>) -> vector<2xi1>
    %7 = "arith.andi"(%5, %3) : (vector<2xi1>, vector<2xi1>) -> vector<2xi1>
    %8 = "arith.constant"() <{value = dense<true> : vector<2xi1>}> : () -> vector<2xi1>
    %9 = "arith.constant"() <{value = dense<true> : vector<2xi1>}> : () -> vector<2xi1>
    %10 = "arith.divsi"(%8, %9) : (vector<2xi1>, vector<2xi1>) -> vector<2xi1>
    %11 = "arith.constant"() <{value = dense<true> : vector<2xi1>}> : () -> vector<2xi1>
    %12 = "arith.constant"() <{value = dense<true> : vector<2xi1>}> : () -> vector<2xi1>
    %13 = "arith.shrsi"(%11, %12) : (vector<2xi1>, vector<2xi1>) -> vector<2xi1>
    %14 = "arith.constant"() <{value = dense<false> : vector<2xi1>}> : () -> vector<2xi1>
    %15 = "arith.constant"() <{value = dense<true> : vector<2xi1>}> : () -> vector<2xi1>
    %16 = "arith.ceildivui"(%0, %15) : (vector<2xi1>, vector<2xi1>) -> vector<2xi1>
    %17 = "arith.constant"() <{value = dense<true> : vector<2xi1>}> : () -> vector<2xi1>
    %18 = "arith.xori"(%arg0, %17) : (vector<2xi1>, vector<2xi1>) -> vector<2xi1>
    %19 = "arith.cmpi"(%5, %1) <{predicate = 6 : i64}> : (vector<2xi1>, vector<2xi1>) -> vector<2xi1>
    %20:2 = "arith.mului_extended"(%1, %1) : (vector<2xi1>, vector<2xi1>) -> (vector<2xi1>, vector<2xi1>)
    %21 = "arith.muli"(%15, %7) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi1>, vector<2xi1>) -> vector<2xi1>
    %22 = "arith.constant"() <{value = dense<false> : vector<2xi1>}> : () -> vector<2xi1>
    %23 = "arith.index_cast"(%22) : (vector<2xi1>) -> vector<2xindex>
    %24 = "arith.index_cast"(%23) : (vector<2xindex>) -> vector<2xi1>
    "func.return"(%22, %24, %24) : (vector<2xi1>, vector<2xi1>, vector<2xi1>) -> ()
  }) : () -> ()
}) : () -> ()

