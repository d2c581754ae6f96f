"builtin.module"() ({
  "func.func"() <{function_type = (vector<2xi16>, vector<2xi16>, vector<2xi1>) -> (vector<2xi16>, vector<2xi16>, vector<2xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<2xi16>, %arg1: vector<2xi16>, %arg2: vector<2xi1>):
    %0 = "x.f"(%arg1) : (vector<2xi16>) -> vector<2xi16>
    %1 = "arith.divsi"(%arg1, %arg0) : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %2 = "arith.constant"() <{value = dense<-1> : vector<2xi16>}> : () -> vector<2xi16>
    %3 = "arith.xori"(%0, %2) : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %4 = "arith.andi"(%0, %3) : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %5 = "arith.constant"() <{value = dense<0> : vector<2xi16>}> : () -> vector<2xi16>
    %6 = "x.src"() : () -> vector<2xi16>
    %7 = "arith.constant"() <{value = dense<-1> : vector<2xi16>}> : () -> vector<2xi16>
    %8 = "arith.cmpi"(%7, %7) <{predicate = 0 : i64}> : (vector<2xi16>, vector<2xi16>) -> vector<2xi1>
    %9 = "arith.extui"(%6) : (vector<2xi16>) -> vector<2xi32>
    %10 = "arith.extui"(%9) : (vector<2xi32>) -> vector<2xi64>
    %11 = "arith.trunci"(%10) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi64>) -> vector<2xi16>
    %12 = "arith.constant"() <{value = dense<0> : vector<2xi16>}> : () -> vector<2xi16>
    %13 = "x.g"(%2, %2) : (vector<2xi16>, vector<2xi16>) -> vector<2xi1>
    %14 = "arith.select"(%arg2, %7, %7) : (vector<2xi1>, vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    "func.return"(%12, %14, %13) : (vector<2xi16>, vector<2xi16>, vector<2xi1>) -> ()
  }) : () -> ()
}) : () -> ()

