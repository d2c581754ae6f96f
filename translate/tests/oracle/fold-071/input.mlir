"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xindex>, vector<4xindex>, vector<4xi1>) -> (vector<4xindex>, vector<4xindex>, vector<4xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xindex>, %arg1: vector<4xindex>, %arg2: vector<4xi1>):
    %0 = "x.src"() : () -> vector<4xindex>
    %1 = "x.src"() : () -> vector<4xindex>
    %2 = "x.src"() : () -> vector<4xindex>
    %3 = "arith.divui"(%2, %arg1) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %4 = "x.f"(%arg0) : (vector<4xindex>) -> vector<4xindex>
    %5 = "arith.divsi"(%3, %3) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %6 = "arith.constant"() <{value = dense<[63, 7, -1, 1]> : vector<4xindex>}> : () -> vector<4xindex>
    %7 = "arith.constant"() <{value = dense<false> : vector<4xi1>}> : () -> vector<4xi1>
    %8 = "arith.cmpi"(%arg2, %7) <{predicate = 1 : i64}> : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %9 = "arith.index_cast"(%4) : (vector<4xindex>) -> vector<4xi32>
    %10 = "arith.index_castui"(%9) : (vector<4xi32>) -> vector<4xindex>
    "func.return"(%6, %10, %8) : (vector<4xindex>, vector<4xindex>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

