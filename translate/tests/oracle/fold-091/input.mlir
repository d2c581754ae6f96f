"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi16>, vector<4xi16>, vector<4xi1>) -> (vector<4xi16>, vector<4xi16>, vector<4xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xi16>, %arg1: vector<4xi16>, %arg2: vector<4xi1>):
    %0 = "arith.constant"() <{value = dense<[0, -1, -32767, 32767]> : vector<4xi16>}> : () -> vector<4xi16>
    %1 = "arith.xori"(%0, %0) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %2 = "arith.xori"(%1, %0) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %3 = "arith.bitcast"(%0) : (vector<4xi16>) -> vector<4xf16>
    "x.usef"(%3) : (vector<4xf16>) -> ()
    %4 = "arith.xori"(%0, %arg1) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %5 = "arith.xori"(%0, %4) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %6 = "arith.constant"() <{value = dense<-1> : vector<4xi16>}> : () -> vector<4xi16>
    %7 = "arith.constant"() <{value = dense<-1> : vector<4xi16>}> : () -> vector<4xi16>
    %8 = "arith.xori"(%1, %7) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %9 = "arith.ori"(%1, %8) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %10 = "arith.constant"() <{value = dense<[16, 1, 0, 1]> : vector<4xi16>}> : () -> vector<4xi16>
    "x.use"(%7) : (vector<4xi16>) -> ()
    %11 = "arith.maxsi"(%6, %0) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    "func.return"(%10, %11, %arg2) : (vector<4xi16>, vector<4xi16>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

