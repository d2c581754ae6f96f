"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xindex>, vector<4xindex>, vector<4xi1>) -> (vector<4xindex>, vector<4xindex>, vector<4xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xindex>, %arg1: vector<4xindex>, %arg2: vector<4xi1>):
    %0 = "arith.constant"() <{value = dense<false> : vector<4xi1>}> : () -> vector<4xi1>
    %1 = "arith.cmpi"(%arg2, %0) <{predicate = 1 : i64}> : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
    %2 = "arith.select"(%0, %arg1, %arg1) : (vector<4xi1>, vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %3 = "arith.xori"(%arg0, %arg1) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %4 = "arith.xori"(%3, %arg0) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %5 = "arith.cmpi"(%2, %4) <{predicate = 9 : i64}> : (vector<4xindex>, vector<4xindex>) -> vector<4xi1>
    %6 = "arith.constant"() <{value = dense<-7259936463421913580> : vector<4xindex>}> : () -> vector<4xindex>
    %7 = "arith.ori"(%6, %4) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %8 = "arith.select"(%0, %6, %6) : (vector<4xi1>, vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    "x.use"(%8) : (vector<4xindex>) -> ()
    %9 = "arith.constant"() <{value = dense<1> : vector<4xindex>}> : () -> vector<4xindex>
    %10 = "arith.andi"(%9, %9) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %11 = "arith.minui"(%6, %7) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %12 = "arith.constant"() <{value = dense<[64, -1, 3, 2]> : vector<4xindex>}> : () -> vector<4xindex>
    %13 = "arith.addi"(%9, %6) <{overflowFlags = #arith.overflow<none>}> : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %14 = "arith.ceildivsi"(%9, %4) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %15 = "arith.constant"() <{value = dense<-1> : vector<4xindex>}> : () -> vector<4xindex>
    %16 = "arith.xori"(%7, %15) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %17 = "arith.ori"(%16, %7) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %18 = "arith.constant"() <{value = dense<9223372036854775807> : vector<4xindex>}> : () -> vector<4xindex>
    %19 = "arith.floordivsi"(%16, %18) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %20 = "arith.index_castui"(%18) : (vector<4xindex>) -> vector<4xi8>
    %21 = "arith.index_castui"(%20) : (vector<4xi8>) -> vector<4xindex>
    %22 = "arith.divui"(%15, %6) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %23 = "arith.constant"() <{value = dense<64> : vector<4xindex>}> : () -> vector<4xindex>
    "func.return"(%22, %23, %5) : (vector<4xindex>, vector<4xindex>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

