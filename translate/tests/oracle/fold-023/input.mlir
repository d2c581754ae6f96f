"builtin.module"() ({
  "func.func"() <{function_type = (vector<2xi32>, vector<2xi32>, vector<2xi1>) -> (vector<2xi32>, vector<2xi32>, vector<2xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<2xi32>, %arg1: vector<2xi32>, %arg2: vector<2xi1>):
    %0 = "arith.constant"() <{value = dense<[2147483647, -2147483647]> : vector<2xi32>}> : () -> vector<2xi32>
    %1 = "arith.constant"() <{value = dense<-1> : vector<2xi32>}> : () -> vector<2xi32>
    %2 = "arith.shrui"(%arg0, %1) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %3 = "arith.select"(%arg2, %1, %1) : (vector<2xi1>, vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %4 = "arith.constant"() <{value = dense<[-2147483647, 1]> : vector<2xi32>}> : () -> vector<2xi32>
    %5 = "arith.divui"(%4, %0) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "x.use"(%0) : (vector<2xi32>) -> ()
    %6 = "x.f"(%3) : (vector<2xi32>) -> vector<2xi32>
    "x.use"(%3) : (vector<2xi32>) -> ()
    %7 = "arith.constant"() <{value = dense<-1> : vector<2xi32>}> : () -> vector<2xi32>
    %8 = "arith.xori"(%arg0, %7) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %9 = "arith.andi"(%arg0, %8) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %10 = "arith.muli"(%0, %0) <{overflowFlags = #arith.overflow<nsw>}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %11 = "arith.divsi"(%10, %0) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "x.use"(%4) : (vector<2xi32>) -> ()
    %12 = "arith.remui"(%4, %arg0) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %13 = "arith.andi"(%8, %3) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %14 = "arith.andi"(%3, %13) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %15 = "arith.xori"(%9, %10) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %16 = "arith.xori"(%10, %15) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %17 = "arith.muli"(%12, %1) <{overflowFlags = #arith.overflow<nuw>}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %18 = "arith.divsi"(%17, %1) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %19 = "arith.muli"(%arg1, %4) <{overflowFlags = #arith.overflow<nsw>}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %20 = "arith.divui"(%19, %4) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "func.return"(%19, %20, %arg2) : (vector<2xi32>, vector<2xi32>, vector<2xi1>) -> ()
  }) : () -> ()
}) : () -> ()

