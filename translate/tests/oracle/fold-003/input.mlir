"builtin.module"() ({
  "func.func"() <{function_type = (vector<2xindex>, vector<2xindex>, vector<2xi1>) -> (vector<2xindex>, vector<2xindex>, vector<2xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<2xindex>, %arg1: vector<2xindex>, %arg2: vector<2xi1>):
    %0 = "x.g"(%arg1, %arg1) : (vector<2xindex>, vector<2xindex>) -> vector<2xi1>
    "x.use"(%arg0) : (vector<2xindex>) -> ()
    "x.use"(%arg0) : (vector<2xindex>) -> ()
    "x.use"(%arg0) : (vector<2xindex>) -> ()
    %1 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %2 = "arith.divui"(%1, %arg1) : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %3 = "arith.cmpi"(%arg0, %1) <{predicate = 0 : i64}> : (vector<2xindex>, vector<2xindex>) -> vector<2xi1>
    %4 = "arith.select"(%3, %arg0, %1) : (vector<2xi1>, vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %5 = "x.g"(%arg1, %2) : (vector<2xindex>, vector<2xindex>) -> vector<2xi1>
    %6 = "arith.addi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %7 = "arith.constant"() <{value = dense<5694501411793580296> : vector<2xindex>}> : () -> vector<2xindex>
    %8 = "arith.shrsi"(%arg1, %7) : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %9 = "arith.maxui"(%7, %8) : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    "func.return"(%8, %9, %5) : (vector<2xindex>, vector<2xindex>, vector<2xi1>) -> ()
  }) : () -> ()
}) : () -> ()

