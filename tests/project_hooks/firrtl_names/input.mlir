"builtin.module"() ({
  "func.func"() <{function_type = (!firrtl.uint<4>, !firrtl.sint<3>, !firrtl.uint<0>, !firrtl.uint<8>, !firrtl.uint<8>, !firrtl.alias<Byte, uint<8>>, !firrtl.uint, !firrtl.uint<6>) -> (!firrtl.uint<4>, !firrtl.uint<5>, !firrtl.sint<4>, !firrtl.uint<1>, !firrtl.uint<8>, !firrtl.uint<2>, !firrtl.uint<8>, !firrtl.uint<13>), sym_name = "f"}> ({
  ^bb0(%x: !firrtl.uint<4>, %s: !firrtl.sint<3>, %z: !firrtl.uint<0>, %a: !firrtl.uint<8>, %b: !firrtl.uint<8>, %al: !firrtl.alias<Byte, uint<8>>, %u: !firrtl.uint, %w: !firrtl.uint<6>):
    %0 = "firrtl.not"(%x) : (!firrtl.uint<4>) -> !firrtl.uint<4>
    %1 = "firrtl.not"(%0) {name = "nn"} : (!firrtl.uint<4>) -> !firrtl.uint<4>
    %c3 = "firrtl.constant"() <{value = 3 : ui2}> : () -> !firrtl.uint<2>
    %2 = "firrtl.add"(%c3, %x) {name = "sum"} : (!firrtl.uint<2>, !firrtl.uint<4>) -> !firrtl.uint<5>
    %3 = "firrtl.sub"(%s, %s) : (!firrtl.sint<3>, !firrtl.sint<3>) -> !firrtl.sint<4>
    %4 = "firrtl.asSInt"(%0) : (!firrtl.uint<4>) -> !firrtl.sint<4>
    %5 = "firrtl.orr"(%4) : (!firrtl.sint<4>) -> !firrtl.uint<1>
    %6 = "firrtl.mux"(%z, %a, %b) {name = "m"} : (!firrtl.uint<0>, !firrtl.uint<8>, !firrtl.uint<8>) -> !firrtl.uint<8>
    %7 = "firrtl.bits"(%a) <{hi = 7 : i32, lo = 4 : i32}> : (!firrtl.uint<8>) -> !firrtl.uint<4>
    %8 = "firrtl.bits"(%7) <{hi = 2 : i32, lo = 1 : i32}> : (!firrtl.uint<4>) -> !firrtl.uint<2>
    %9 = "firrtl.bits"(%a) <{hi = 3 : i32, lo = 0 : i32}> : (!firrtl.uint<8>) -> !firrtl.uint<4>
    %10 = "firrtl.cat"(%7, %9) {name = "whole"} : (!firrtl.uint<4>, !firrtl.uint<4>) -> !firrtl.uint<8>
    %c2 = "firrtl.constant"() <{value = 2 : ui3}> : () -> !firrtl.uint<3>
    %11 = "firrtl.dshl"(%w, %c2) {name = "sh"} : (!firrtl.uint<6>, !firrtl.uint<3>) -> !firrtl.uint<13>
    "firrtl.connect"(%a, %al) : (!firrtl.uint<8>, !firrtl.alias<Byte, uint<8>>) -> ()
    "firrtl.connect"(%u, %a) : (!firrtl.uint, !firrtl.uint<8>) -> ()
    "func.return"(%1, %2, %3, %5, %6, %8, %10, %11) : (!firrtl.uint<4>, !firrtl.uint<5>, !firrtl.sint<4>, !firrtl.uint<1>, !firrtl.uint<8>, !firrtl.uint<2>, !firrtl.uint<8>, !firrtl.uint<13>) -> ()
  }) : () -> ()
}) : () -> ()
