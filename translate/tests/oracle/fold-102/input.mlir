"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1, i1) -> (i1, i1, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: i1):
    "x.use"(%arg1) : (i1) -> ()
    %0 = "arith.constant"() <{value = false}> : () -> i1
    %1 = "arith.constant"() <{value = false}> : () -> i1
    %2 = "arith.ceildivsi"(%0, %1) : (i1, i1) -> i1
    "x.use"(%0) : (i1) -> ()
    "x.use"(%1) : (i1) -> ()
    %3 = "arith.constant"() <{value = false}> : () -> i1
    %4 = "arith.index_cast"(%3) : (i1) -> index
    %5 = "arith.index_cast"(%4) : (index) -> i1
    %6 = "arith.constant"() <{value = false}> : () -> i1
    %7 = "arith.constant"() <{value = true}> : () -> i1
    %8 = "arith.xori"(%arg0, %7) : (i1, i1) -> i1
    %9 = "arith.ori"(%8, %arg0) : (i1, i1) -> i1
    %10 = "arith.constant"() <{value = true}> : () -> i1
    %11 = "arith.constant"() <{value = false}> : () -> i1
    %12 = "arith.floordivsi"(%10, %11) : (i1, i1) -> i1
    %13 = "arith.remsi"(%3, %10) : (i1, i1) -> i1
    %14:2 = "arith.mulsi_extended"(%3, %3) : (i1, i1) -> (i1, i1)
    %15 = "arith.constant"() <{value = true}> : () -> i1
    %16 = "arith.constant"() <{value = true}> : () -> i1
    %17 = "arith.shrsi"(%15, %16) : (i1, i1) -> i1
    %18 = "arith.constant"() <{value = true}> : () -> i1
    %19 = "arith.constant"() <{value = true}> : () -> i1
    %20 = "arith.ceildivui"(%18, %19) : (i1, i1) -> i1
    %21 = "arith.andi"(%0, %15) : (i1, i1) -> i1
    %22 = "arith.andi"(%0, %21) : (i1, i1) -> i1
    %23 = "arith.constant"() <{value = false}> : () -> i1
    %24 = "arith.constant"() <{value = true}> : () -> i1
    %25 = "arith.index_cast"(%24) : (i1) -> index
    %26 = "arith.index_cast"(%25) : (index) -> i1
    "func.return"(%24, %26, %26) : (i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

