"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1, i1) -> (i1, i1, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: i1):
    %0 = "arith.ceildivsi"(%arg1, %arg0) : (i1, i1) -> i1
    %1 = "arith.constant"() <{value = true}> : () -> i1
    %2 = "arith.xori"(%0, %1) : (i1, i1) -> i1
    %3 = "arith.ori"(%0, %2) : (i1, i1) -> i1
    %4 = "arith.subi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    "x.use"(%arg1) : (i1) -> ()
    %5 = "arith.constant"() <{value = true}> : () -> i1
    %6 = "arith.maxsi"(%1, %5) : (i1, i1) -> i1
    %7 = "x.src"() : () -> i1
    %8 = "arith.ceildivui"(%1, %5) : (i1, i1) -> i1
    %9 = "arith.extui"(%arg0) : (i1) -> i32
    %10 = "arith.trunci"(%9) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i1
    %11 = "arith.index_castui"(%7) : (i1) -> index
    %12 = "arith.index_cast"(%11) : (index) -> i1
    %13 = "x.f"(%12) : (i1) -> i1
    %14 = "arith.ori"(%1, %5) : (i1, i1) -> i1
    %15 = "arith.shli"(%5, %1) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    "x.use"(%5) : (i1) -> ()
    %16 = "arith.constant"() <{value = true}> : () -> i1
    %17 = "arith.muli"(%arg1, %16) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %18 = "arith.constant"() <{value = false}> : () -> i1
    %19 = "x.g"(%10, %7) : (i1, i1) -> i1
    %20 = "arith.constant"() <{value = true}> : () -> i1
    %21 = "arith.addi"(%18, %2) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %22 = "arith.subi"(%21, %18) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %23 = "arith.divsi"(%18, %16) : (i1, i1) -> i1
    "func.return"(%22, %23, %23) : (i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

