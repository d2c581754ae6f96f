"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "g", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32, memref<i32>) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: memref<i32>):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "x.unused"(%arg0) : (i32) -> i32
    %2 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.subi"(%2, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "memref.load"(%arg1) : (memref<i32>) -> i32
    %5 = "func.call"() <{callee = @g}> : () -> i32
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

