"builtin.module"() ({
  "func.func"() <{function_type = (!firrtl.uint<4>, !firrtl.uint<3>, !firrtl.uint, !firrtl.sint<3>, !firrtl.uint<1>, !firrtl.uint<1>, !firrtl.uint<8>, !firrtl.uint<8>, !firrtl.const.uint<4>) -> (!firrtl.uint<4>, !firrtl.uint<3>, !firrtl.uint, !firrtl.sint<5>, !firrtl.sint<3>, !firrtl.uint<5>, !firrtl.uint<8>, !firrtl.const.uint<4>, !firrtl.uint<8>), sym_name = "g"}> ({
  ^bb0(%x: !firrtl.uint<4>, %y: !firrtl.uint<3>, %u: !firrtl.uint, %s: !firrtl.sint<3>, %c: !firrtl.uint<1>, %c2: !firrtl.uint<1>, %t: !firrtl.uint<8>, %f: !firrtl.uint<8>, %k: !firrtl.const.uint<4>):
    %c15 = "firrtl.constant"() <{value = 15 : ui4}> : () -> !firrtl.uint<4>
    %0 = "firrtl.or"(%x, %c15) : (!firrtl.uint<4>, !firrtl.uint<4>) -> !firrtl.uint<4>
    %1 = "firrtl.xor"(%y, %y) : (!firrtl.uint<3>, !firrtl.uint<3>) -> !firrtl.uint<3>
    %2 = "firrtl.and"(%u, %u) : (!firrtl.uint, !firrtl.uint) -> !firrtl.uint
    %3 = "firrtl.cvt"(%x) {name = "cv"} : (!firrtl.uint<4>) -> !firrtl.sint<5>
    %4 = "firrtl.cvt"(%s) : (!firrtl.sint<3>) -> !firrtl.sint<3>
    %c0 = "firrtl.constant"() <{value = 0 : ui2}> : () -> !firrtl.uint<2>
    %5 = "firrtl.sub"(%c0, %x) {name = "neg"} : (!firrtl.uint<2>, !firrtl.uint<4>) -> !firrtl.uint<5>
    %6 = "firrtl.mux"(%c2, %t, %f) : (!firrtl.uint<1>, !firrtl.uint<8>, !firrtl.uint<8>) -> !firrtl.uint<8>
    %7 = "firrtl.mux"(%c, %t, %6) {name = "sel"} : (!firrtl.uint<1>, !firrtl.uint<8>, !firrtl.uint<8>) -> !firrtl.uint<8>
    %8 = "firrtl.and"(%k, %k) : (!firrtl.const.uint<4>, !firrtl.const.uint<4>) -> !firrtl.const.uint<4>
    %9 = "firrtl.int.mux4cell"(%c, %t, %f, %t, %f) : (!firrtl.uint<1>, !firrtl.uint<8>, !firrtl.uint<8>, !firrtl.uint<8>, !firrtl.uint<8>) -> !firrtl.uint<8>
    "func.return"(%0, %1, %2, %3, %4, %5, %7, %8, %9) : (!firrtl.uint<4>, !firrtl.uint<3>, !firrtl.uint, !firrtl.sint<5>, !firrtl.sint<3>, !firrtl.uint<5>, !firrtl.uint<8>, !firrtl.const.uint<4>, !firrtl.uint<8>) -> ()
  }) : () -> ()
}) : () -> ()
