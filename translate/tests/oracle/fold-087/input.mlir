"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi16>, vector<4xi16>, vector<4xi1>) -> (vector<4xi16>, vector<4xi16>, vector<4xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xi16>, %arg1: vector<4xi16>, %arg2: vector<4xi1>):
    "x.use"(%arg1) : (vector<4xi16>) -> ()
    %0 = "arith.constant"() <{value = dense<1> : vector<4xi16>}> : () -> vector<4xi16>
    %1 = "arith.ori"(%0, %0) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %2 = "arith.xori"(%arg0, %arg1) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %3 = "arith.xori"(%2, %arg0) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %4 = "arith.addi"(%arg1, %1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %5 = "arith.subi"(%4, %arg1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %6 = "arith.xori"(%0, %0) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %7 = "arith.xori"(%6, %0) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %8 = "arith.constant"() <{value = dense<[15, 1, 1, -1]> : vector<4xi16>}> : () -> vector<4xi16>
    %9 = "arith.remui"(%4, %0) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %10 = "x.g"(%2, %8) : (vector<4xi16>, vector<4xi16>) -> vector<4xi1>
    %11 = "arith.constant"() <{value = dense<-1> : vector<4xi16>}> : () -> vector<4xi16>
    %12 = "arith.xori"(%3, %11) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %13 = "arith.ori"(%3, %12) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %14 = "arith.select"(%10, %0, %8) : (vector<4xi1>, vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %15 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<nuw>}> : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %16 = "arith.divsi"(%15, %arg0) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %17 = "x.g"(%14, %2) : (vector<4xi16>, vector<4xi16>) -> vector<4xi1>
    %18 = "x.src"() : () -> vector<4xi16>
    %19 = "arith.minui"(%9, %8) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %20 = "arith.subi"(%19, %6) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %21 = "arith.addi"(%6, %20) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %22 = "arith.constant"() <{value = dense<[1, -14054, 5, 15]> : vector<4xi16>}> : () -> vector<4xi16>
    %23 = "x.f"(%0) : (vector<4xi16>) -> vector<4xi16>
    %24 = "arith.constant"() <{value = dense<true> : vector<4xi1>}> : () -> vector<4xi1>
    %25 = "arith.cmpi"(%17, %24) <{predicate = 0 : i64}> : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %26 = "arith.muli"(%8, %22) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %27 = "arith.constant"() <{value = dense<[32767, -1, 4, 0]> : vector<4xi16>}> : () -> vector<4xi16>
    "func.return"(%26, %27, %25) : (vector<4xi16>, vector<4xi16>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

