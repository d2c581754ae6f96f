"builtin.module"() ({
  "func.func"() <{function_type = (!firrtl.uint<4>, !firrtl.sint<3>, !firrtl.uint<0>, !firrtl.uint<8>, !firrtl.uint<8>, !firrtl.alias<Byte, uint<8>>, !firrtl.uint, !firrtl.uint<6>) -> (!firrtl.uint<4>, !firrtl.uint<5>, !firrtl.sint<4>, !firrtl.uint<1>, !firrtl.uint<8>, !firrtl.uint<2>, !firrtl.uint<8>, !firrtl.uint<13>), sym_name = "f"}> ({
  ^bb0(%arg0: !firrtl.uint<4>, %arg1: !firrtl.sint<3>, %arg2: !firrtl.uint<0>, %arg3: !firrtl.uint<8>, %arg4: !firrtl.uint<8>, %arg5: !firrtl.alias<Byte, uint<8>>, %arg6: !firrtl.uint, %arg7: !firrtl.uint<6>):
    %0 = "firrtl.constant"() <{value = 0 : ui1}> : () -> !firrtl.uint<1>
    %1 = "firrtl.constant"() <{value = 0 : si4}> : () -> !firrtl.sint<4>
    %2 = "firrtl.constant"() <{value = 3 : ui2}> : () -> !firrtl.uint<2>
    %3 = "firrtl.not"(%arg0) : (!firrtl.uint<4>) -> !firrtl.uint<4>
    %4 = "firrtl.asUInt"(%arg0) {name = "nn"} : (!firrtl.uint<4>) -> !firrtl.uint<4>
    %5 = "firrtl.add"(%arg0, %2) {name = "sum"} : (!firrtl.uint<4>, !firrtl.uint<2>) -> !firrtl.uint<5>
    %6 = "firrtl.orr"(%3) : (!firrtl.uint<4>) -> !firrtl.uint<1>
    %7 = "firrtl.mux"(%0, %arg3, %arg4) {name = "m"} : (!firrtl.uint<1>, !firrtl.uint<8>, !firrtl.uint<8>) -> !firrtl.uint<8>
    %8 = "firrtl.bits"(%arg3) <{hi = 6 : i32, lo = 5 : i32}> : (!firrtl.uint<8>) -> !firrtl.uint<2>
    %9 = "firrtl.bits"(%arg3) <{hi = 7 : i32, lo = 0 : i32}> {name = "whole"} : (!firrtl.uint<8>) -> !firrtl.uint<8>
    %10 = "firrtl.shl"(%arg7) <{amount = 2 : i32}> {name = "sh"} : (!firrtl.uint<6>) -> !firrtl.uint<8>
    %11 = "firrtl.pad"(%10) <{amount = 13 : i32}> : (!firrtl.uint<8>) -> !firrtl.uint<13>
    "firrtl.matchingconnect"(%arg3, %arg5) : (!firrtl.uint<8>, !firrtl.alias<Byte, uint<8>>) -> ()
    "firrtl.connect"(%arg6, %arg3) : (!firrtl.uint, !firrtl.uint<8>) -> ()
    "func.return"(%4, %5, %1, %6, %7, %8, %9, %11) : (!firrtl.uint<4>, !firrtl.uint<5>, !firrtl.sint<4>, !firrtl.uint<1>, !firrtl.uint<8>, !firrtl.uint<2>, !firrtl.uint<8>, !firrtl.uint<13>) -> ()
  }) : () -> ()
}) : () -> ()

