"builtin.module"() ({
  "func.func"() <{function_type = (vector<2xi16>, vector<2xi16>, vector<2xi1>) -> (vector<2xi16>, vector<2xi16>, vector<2xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<2xi16>, %arg1: vector<2xi16>, %arg2: vector<2xi1>):
    %0 = "arith.index_castui"(%arg0) : (vector<2xi16>) -> vector<2xindex>
    %1 = "arith.index_cast"(%0) : (vector<2xindex>) -> vector<2xi16>
    %2 = "arith.constant"() <{value = dense<-1> : vector<2xi16>}> : () -> vector<2xi16>
    %3 = "arith.xori"(%1, %2) : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %4 = "arith.andi"(%3, %1) : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %5 = "arith.xori"(%arg0, %3) : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %6 = "arith.xori"(%5, %arg0) : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %7 = "arith.andi"(%1, %1) : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %8 = "arith.andi"(%7, %1) : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %9 = "arith.constant"() <{value = dense<17> : vector<2xi16>}> : () -> vector<2xi16>
    "x.use"(%1) : (vector<2xi16>) -> ()
    %10 = "arith.subi"(%2, %5) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %11 = "arith.addi"(%5, %10) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %12 = "arith.constant"() <{value = dense<-1> : vector<2xi16>}> : () -> vector<2xi16>
    %13 = "arith.maxui"(%10, %12) : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %14 = "arith.constant"() <{value = dense<-32768> : vector<2xi16>}> : () -> vector<2xi16>
    %15 = "arith.ceildivui"(%2, %14) : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %16 = "arith.select"(%arg2, %2, %2) : (vector<2xi1>, vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %17 = "arith.constant"() <{value = dense<[1, -1]> : vector<2xi16>}> : () -> vector<2xi16>
    "x.use"(%17) : (vector<2xi16>) -> ()
    "func.return"(%16, %17, %arg2) : (vector<2xi16>, vector<2xi16>, vector<2xi1>) -> ()
  }) : () -> ()
}) : () -> ()

