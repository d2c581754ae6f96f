"builtin.module"() ({
  "func.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "consts"}> ({
    %32 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %33 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %34 = "arith.cmpi"(%32, %33) <{predicate = 0 : i64}> : (i8, i8) -> i1
    %35 = "arith.cmpi"(%32, %33) <{predicate = 1 : i64}> : (i8, i8) -> i1
    %36 = "arith.cmpi"(%32, %33) <{predicate = 2 : i64}> : (i8, i8) -> i1
    %37 = "arith.cmpi"(%32, %33) <{predicate = 3 : i64}> : (i8, i8) -> i1
    %38 = "arith.cmpi"(%32, %33) <{predicate = 4 : i64}> : (i8, i8) -> i1
    %39 = "arith.cmpi"(%32, %33) <{predicate = 5 : i64}> : (i8, i8) -> i1
    %40 = "arith.cmpi"(%32, %33) <{predicate = 6 : i64}> : (i8, i8) -> i1
    %41 = "arith.cmpi"(%32, %33) <{predicate = 7 : i64}> : (i8, i8) -> i1
    %42 = "arith.cmpi"(%32, %33) <{predicate = 8 : i64}> : (i8, i8) -> i1
    %43 = "arith.cmpi"(%32, %33) <{predicate = 9 : i64}> : (i8, i8) -> i1
    "func.return"(%34, %35, %36, %37, %38, %39, %40, %41, %42, %43) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "same"}> ({
  ^bb0(%arg3: i32):
    %22 = "arith.cmpi"(%arg3, %arg3) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %23 = "arith.cmpi"(%arg3, %arg3) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %24 = "arith.cmpi"(%arg3, %arg3) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %25 = "arith.cmpi"(%arg3, %arg3) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %26 = "arith.cmpi"(%arg3, %arg3) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %27 = "arith.cmpi"(%arg3, %arg3) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %28 = "arith.cmpi"(%arg3, %arg3) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %29 = "arith.cmpi"(%arg3, %arg3) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %30 = "arith.cmpi"(%arg3, %arg3) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %31 = "arith.cmpi"(%arg3, %arg3) <{predicate = 9 : i64}> : (i32, i32) -> i1
    "func.return"(%22, %23, %24, %25, %26, %27, %28, %29, %30, %31) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "left"}> ({
  ^bb0(%arg2: index):
    %11 = "arith.constant"() <{value = 5 : index}> : () -> index
    %12 = "arith.cmpi"(%11, %arg2) <{predicate = 0 : i64}> : (index, index) -> i1
    %13 = "arith.cmpi"(%11, %arg2) <{predicate = 1 : i64}> : (index, index) -> i1
    %14 = "arith.cmpi"(%11, %arg2) <{predicate = 2 : i64}> : (index, index) -> i1
    %15 = "arith.cmpi"(%11, %arg2) <{predicate = 3 : i64}> : (index, index) -> i1
    %16 = "arith.cmpi"(%11, %arg2) <{predicate = 4 : i64}> : (index, index) -> i1
    %17 = "arith.cmpi"(%11, %arg2) <{predicate = 5 : i64}> : (index, index) -> i1
    %18 = "arith.cmpi"(%11, %arg2) <{predicate = 6 : i64}> : (index, index) -> i1
    %19 = "arith.cmpi"(%11, %arg2) <{predicate = 7 : i64}> : (index, index) -> i1
    %20 = "arith.cmpi"(%11, %arg2) <{predicate = 8 : i64}> : (index, index) -> i1
    %21 = "arith.cmpi"(%11, %arg2) <{predicate = 9 : i64}> : (index, index) -> i1
    "func.return"(%12, %13, %14, %15, %16, %17, %18, %19, %20, %21) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i8) -> (i1, i1, i1, i1, i1, i1), sym_name = "bool"}> ({
  ^bb0(%arg0: i1, %arg1: i8):
    %0 = "arith.constant"() <{value = false}> : () -> i1
    %1 = "arith.constant"() <{value = true}> : () -> i1
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3 = "arith.extui"(%arg0) : (i1) -> i32
    %4 = "arith.extsi"(%arg0) : (i1) -> i32
    %5 = "arith.cmpi"(%3, %2) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %6 = "arith.cmpi"(%4, %2) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %7 = "arith.cmpi"(%3, %2) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %8 = "arith.cmpi"(%arg0, %0) <{predicate = 1 : i64}> : (i1, i1) -> i1
    %9 = "arith.cmpi"(%arg0, %1) <{predicate = 0 : i64}> : (i1, i1) -> i1
    %10 = "arith.cmpi"(%arg0, %0) <{predicate = 0 : i64}> : (i1, i1) -> i1
    "func.return"(%5, %6, %7, %8, %9, %10) : (i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

