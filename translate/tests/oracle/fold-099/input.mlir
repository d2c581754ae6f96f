"builtin.module"() ({
  "func.func"() <{function_type = (vector<2xi64>, vector<2xi64>, vector<2xi1>) -> (vector<2xi64>, vector<2xi64>, vector<2xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<2xi64>, %arg1: vector<2xi64>, %arg2: vector<2xi1>):
    %0 = "arith.constant"() <{value = dense<[64, 1]> : vector<2xi64>}> : () -> vector<2xi64>
    %1 = "arith.shli"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    "x.use"(%arg1) : (vector<2xi64>) -> ()
    %2 = "arith.constant"() <{value = dense<-1> : vector<2xi64>}> : () -> vector<2xi64>
    %3 = "arith.xori"(%arg0, %2) : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    %4 = "arith.ori"(%3, %arg0) : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    "x.use"(%4) : (vector<2xi64>) -> ()
    %5 = "arith.cmpi"(%0, %2) <{predicate = 3 : i64}> : (vector<2xi64>, vector<2xi64>) -> vector<2xi1>
    %6 = "arith.cmpi"(%arg0, %arg0) <{predicate = 0 : i64}> : (vector<2xi64>, vector<2xi64>) -> vector<2xi1>
    %7 = "arith.select"(%6, %arg0, %arg0) : (vector<2xi1>, vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    %8 = "arith.muli"(%4, %7) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    %9 = "arith.divsi"(%8, %4) : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    %10 = "arith.constant"() <{value = dense<-1> : vector<2xi64>}> : () -> vector<2xi64>
    %11 = "arith.xori"(%1, %10) : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    %12 = "arith.ori"(%11, %1) : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    "func.return"(%11, %12, %6) : (vector<2xi64>, vector<2xi64>, vector<2xi1>) -> ()
  }) : () -> ()
}) : () -> ()

