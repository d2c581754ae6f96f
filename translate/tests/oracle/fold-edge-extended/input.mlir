"builtin.module"() ({
  "func.func"() <{function_type = (i8, i8) -> (i8, i1, i8, i1, i8, i8, i8, i8, i8, i8, i8, i8, i8, i1), sym_name = "ext"}> ({
  ^bb0(%arg0: i8, %arg1: i8):
    %4 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %5 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %6 = "arith.constant"() <{value = -56 : i8}> : () -> i8
    %7 = "arith.constant"() <{value = 100 : i8}> : () -> i8
    %8:2 = "arith.addui_extended"(%arg0, %4) : (i8, i8) -> (i8, i1)
    %9:2 = "arith.addui_extended"(%6, %7) : (i8, i8) -> (i8, i1)
    %10:2 = "arith.mulsi_extended"(%6, %7) : (i8, i8) -> (i8, i8)
    %11:2 = "arith.mului_extended"(%6, %7) : (i8, i8) -> (i8, i8)
    %12:2 = "arith.mulsi_extended"(%arg0, %4) : (i8, i8) -> (i8, i8)
    %13:2 = "arith.mului_extended"(%arg0, %5) : (i8, i8) -> (i8, i8)
    %14:2 = "arith.mulsi_extended"(%arg0, %5) : (i8, i8) -> (i8, i8)
    %15:2 = "arith.addui_extended"(%7, %arg1) : (i8, i8) -> (i8, i1)
    "func.return"(%8#0, %8#1, %9#0, %9#1, %10#0, %10#1, %11#0, %11#1, %12#0, %13#1, %14#0, %14#1, %15#0, %15#1) : (i8, i1, i8, i1, i8, i8, i8, i8, i8, i8, i8, i8, i8, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (vector<2xi16>, vector<2xi1>, vector<2xi16>, vector<2xi16>), sym_name = "vec"}> ({
    %0 = "arith.constant"() <{value = dense<[-1, 300]> : vector<2xi16>}> : () -> vector<2xi16>
    %1 = "arith.constant"() <{value = dense<[2, 300]> : vector<2xi16>}> : () -> vector<2xi16>
    %2:2 = "arith.addui_extended"(%0, %1) : (vector<2xi16>, vector<2xi16>) -> (vector<2xi16>, vector<2xi1>)
    %3:2 = "arith.mulsi_extended"(%0, %1) : (vector<2xi16>, vector<2xi16>) -> (vector<2xi16>, vector<2xi16>)
    "func.return"(%2#0, %2#1, %3#0, %3#1) : (vector<2xi16>, vector<2xi1>, vector<2xi16>, vector<2xi16>) -> ()
  }) : () -> ()
}) : () -> ()

