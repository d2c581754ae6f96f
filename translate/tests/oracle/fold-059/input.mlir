"builtin.module"() ({
  "func.func"() <{function_type = (vector<2xi16>, vector<2xi16>, vector<2xi1>) -> (vector<2xi16>, vector<2xi16>, vector<2xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<2xi16>, %arg1: vector<2xi16>, %arg2: vector<2xi1>):
    %0 = "arith.minui"(%arg1, %arg1) : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %2 = "arith.select"(%arg2, %1, %arg1) : (vector<2xi1>, vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    "x.use"(%0) : (vector<2xi16>) -> ()
    %3 = "arith.constant"() <{value = dense<-1> : vector<2xi16>}> : () -> vector<2xi16>
    %4 = "arith.xori"(%arg1, %3) : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %5 = "arith.andi"(%arg1, %4) : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %6 = "arith.subi"(%arg1, %3) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %7 = "arith.addi"(%3, %6) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %8 = "arith.bitcast"(%7) : (vector<2xi16>) -> vector<2xf16>
    %9 = "arith.bitcast"(%8) : (vector<2xf16>) -> vector<2xi16>
    %10 = "arith.muli"(%1, %1) <{overflowFlags = #arith.overflow<nuw>}> : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %11 = "arith.divsi"(%10, %1) : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %12 = "arith.muli"(%3, %7) <{overflowFlags = #arith.overflow<nsw>}> : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %13 = "arith.divsi"(%12, %3) : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %14 = "arith.constant"() <{value = dense<32767> : vector<2xi16>}> : () -> vector<2xi16>
    %15 = "arith.subi"(%0, %14) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %16 = "arith.xori"(%arg0, %7) : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %17 = "arith.remui"(%11, %arg1) : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %18 = "arith.constant"() <{value = dense<-32767> : vector<2xi16>}> : () -> vector<2xi16>
    %19 = "arith.ceildivui"(%0, %14) : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %20 = "arith.xori"(%16, %3) : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %21 = "arith.floordivsi"(%12, %3) : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %22 = "arith.minsi"(%18, %18) : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %23 = "arith.cmpi"(%17, %15) <{predicate = 0 : i64}> : (vector<2xi16>, vector<2xi16>) -> vector<2xi1>
    %24 = "arith.select"(%23, %17, %15) : (vector<2xi1>, vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %25 = "arith.constant"() <{value = dense<[16, -1]> : vector<2xi16>}> : () -> vector<2xi16>
    "func.return"(%24, %25, %23) : (vector<2xi16>, vector<2xi16>, vector<2xi1>) -> ()
  }) : () -> ()
}) : () -> ()

