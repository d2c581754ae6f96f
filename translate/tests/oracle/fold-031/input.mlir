"builtin.module"() ({
  "func.func"() <{function_type = (vector<2xi32>, vector<2xi32>, vector<2xi1>) -> (vector<2xi32>, vector<2xi32>, vector<2xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<2xi32>, %arg1: vector<2xi32>, %arg2: vector<2xi1>):
    %0 = "arith.muli"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "x.use"(%arg1) : (vector<2xi32>) -> ()
    "x.use"(%0) : (vector<2xi32>) -> ()
    %1 = "arith.remsi"(%arg0, %arg1) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2 = "x.g"(%0, %0) : (vector<2xi32>, vector<2xi32>) -> vector<2xi1>
    "x.use"(%1) : (vector<2xi32>) -> ()
    %3 = "arith.constant"() <{value = dense<-2147483648> : vector<2xi32>}> : () -> vector<2xi32>
    %4 = "arith.cmpi"(%3, %3) <{predicate = 4 : i64}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi1>
    %5 = "arith.muli"(%3, %3) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %6 = "arith.divui"(%5, %3) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "x.use"(%3) : (vector<2xi32>) -> ()
    %7 = "arith.constant"() <{value = dense<-1> : vector<2xi32>}> : () -> vector<2xi32>
    %8 = "arith.xori"(%arg0, %7) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %9 = "arith.andi"(%8, %arg0) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "x.use"(%7) : (vector<2xi32>) -> ()
    %10 = "arith.constant"() <{value = dense<-1> : vector<2xi32>}> : () -> vector<2xi32>
    %11 = "arith.xori"(%8, %10) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %12 = "arith.andi"(%8, %11) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "x.use"(%10) : (vector<2xi32>) -> ()
    %13 = "arith.cmpi"(%7, %11) <{predicate = 6 : i64}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi1>
    "x.use"(%3) : (vector<2xi32>) -> ()
    "x.use"(%arg0) : (vector<2xi32>) -> ()
    %14 = "arith.constant"() <{value = dense<-2147483648> : vector<2xi32>}> : () -> vector<2xi32>
    "x.use"(%11) : (vector<2xi32>) -> ()
    %15 = "arith.addi"(%9, %11) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %16 = "arith.subi"(%15, %11) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "func.return"(%15, %16, %13) : (vector<2xi32>, vector<2xi32>, vector<2xi1>) -> ()
  }) : () -> ()
}) : () -> ()

