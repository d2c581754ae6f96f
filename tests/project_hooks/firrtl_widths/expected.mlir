"builtin.module"() ({
  "func.func"() <{function_type = (!firrtl.uint<4>, !firrtl.uint<3>, !firrtl.uint, !firrtl.sint<3>, !firrtl.uint<1>, !firrtl.uint<1>, !firrtl.uint<8>, !firrtl.uint<8>, !firrtl.const.uint<4>) -> (!firrtl.uint<4>, !firrtl.uint<3>, !firrtl.uint, !firrtl.sint<5>, !firrtl.sint<3>, !firrtl.uint<5>, !firrtl.uint<8>, !firrtl.const.uint<4>, !firrtl.uint<8>), sym_name = "g"}> ({
  ^bb0(%arg0: !firrtl.uint<4>, %arg1: !firrtl.uint<3>, %arg2: !firrtl.uint, %arg3: !firrtl.sint<3>, %arg4: !firrtl.uint<1>, %arg5: !firrtl.uint<1>, %arg6: !firrtl.uint<8>, %arg7: !firrtl.uint<8>, %arg8: !firrtl.const.uint<4>):
    %0 = "firrtl.constant"() <{value = 15 : ui4}> : () -> !firrtl.uint<4>
    %1 = "firrtl.constant"() <{value = 0 : ui3}> : () -> !firrtl.uint<3>
    %2 = "firrtl.and"(%arg2, %arg2) : (!firrtl.uint, !firrtl.uint) -> !firrtl.uint
    %3 = "firrtl.pad"(%arg0) <{amount = 5 : i32}> : (!firrtl.uint<4>) -> !firrtl.uint<5>
    %4 = "firrtl.asSInt"(%3) {name = "cv"} : (!firrtl.uint<5>) -> !firrtl.sint<5>
    %5 = "firrtl.neg"(%arg0) {name = "neg"} : (!firrtl.uint<4>) -> !firrtl.sint<5>
    %6 = "firrtl.pad"(%5) <{amount = 5 : i32}> : (!firrtl.sint<5>) -> !firrtl.sint<5>
    %7 = "firrtl.asUInt"(%6) : (!firrtl.sint<5>) -> !firrtl.uint<5>
    %8 = "firrtl.or"(%arg4, %arg5) : (!firrtl.uint<1>, !firrtl.uint<1>) -> !firrtl.uint<1>
    %9 = "firrtl.mux"(%8, %arg6, %arg7) {name = "sel"} : (!firrtl.uint<1>, !firrtl.uint<8>, !firrtl.uint<8>) -> !firrtl.uint<8>
    %10 = "firrtl.asUInt"(%arg8) : (!firrtl.const.uint<4>) -> !firrtl.const.uint<4>
    %11 = "firrtl.pad"(%arg4) <{amount = 2 : i32}> : (!firrtl.uint<1>) -> !firrtl.uint<2>
    %12 = "firrtl.int.mux4cell"(%11, %arg6, %arg7, %arg6, %arg7) : (!firrtl.uint<2>, !firrtl.uint<8>, !firrtl.uint<8>, !firrtl.uint<8>, !firrtl.uint<8>) -> !firrtl.uint<8>
    "func.return"(%0, %1, %2, %4, %arg3, %7, %9, %10, %12) : (!firrtl.uint<4>, !firrtl.uint<3>, !firrtl.uint, !firrtl.sint<5>, !firrtl.sint<3>, !firrtl.uint<5>, !firrtl.uint<8>, !firrtl.const.uint<4>, !firrtl.uint<8>) -> ()
  }) : () -> ()
}) : () -> ()

