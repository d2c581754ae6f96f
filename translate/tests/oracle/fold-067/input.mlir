"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi16>, vector<4xi16>, vector<4xi1>) -> (vector<4xi16>, vector<4xi16>, vector<4xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xi16>, %arg1: vector<4xi16>, %arg2: vector<4xi1>):
    %0 = "arith.cmpi"(%arg1, %arg1) <{predicate = 3 : i64}> : (vector<4xi16>, vector<4xi16>) -> vector<4xi1>
    %1 = "arith.select"(%0, %arg0, %arg1) : (vector<4xi1>, vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %2 = "arith.index_cast"(%arg0) : (vector<4xi16>) -> vector<4xindex>
    %3 = "arith.index_castui"(%2) : (vector<4xindex>) -> vector<4xi16>
    "x.use"(%arg1) : (vector<4xi16>) -> ()
    %4 = "arith.constant"() <{value = dense<-1> : vector<4xi16>}> : () -> vector<4xi16>
    %5 = "arith.xori"(%arg1, %4) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %6 = "arith.andi"(%arg1, %5) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %7 = "arith.constant"() <{value = dense<[-1, 15, -1, -32768]> : vector<4xi16>}> : () -> vector<4xi16>
    %8 = "arith.xori"(%7, %7) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %9 = "arith.constant"() <{value = dense<-1> : vector<4xi16>}> : () -> vector<4xi16>
    %10 = "arith.remsi"(%arg1, %9) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %11 = "arith.constant"() <{value = dense<[32767, 17, 0, 3]> : vector<4xi16>}> : () -> vector<4xi16>
    %12 = "arith.constant"() <{value = dense<-1> : vector<4xi16>}> : () -> vector<4xi16>
    %13 = "arith.xori"(%arg0, %12) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %14 = "arith.ori"(%13, %arg0) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    "func.return"(%13, %14, %0) : (vector<4xi16>, vector<4xi16>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

