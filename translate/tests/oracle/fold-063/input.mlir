"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xindex>, vector<4xindex>, vector<4xi1>) -> (vector<4xindex>, vector<4xindex>, vector<4xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xindex>, %arg1: vector<4xindex>, %arg2: vector<4xi1>):
    %0 = "arith.constant"() <{value = dense<1> : vector<4xindex>}> : () -> vector<4xindex>
    %1 = "arith.constant"() <{value = dense<9223372036854775807> : vector<4xindex>}> : () -> vector<4xindex>
    %2 = "arith.divui"(%arg0, %1) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %3 = "x.src"() : () -> vector<4xindex>
    %4 = "arith.constant"() <{value = dense<2> : vector<4xindex>}> : () -> vector<4xindex>
    %5 = "x.g"(%1, %4) : (vector<4xindex>, vector<4xindex>) -> vector<4xi1>
    %6 = "arith.subi"(%arg1, %2) <{overflowFlags = #arith.overflow<none>}> : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %7 = "arith.addi"(%6, %2) <{overflowFlags = #arith.overflow<none>}> : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %8 = "arith.muli"(%0, %4) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %9 = "arith.divsi"(%8, %0) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %10 = "arith.index_cast"(%3) : (vector<4xindex>) -> vector<4xi32>
    %11 = "arith.index_castui"(%10) : (vector<4xi32>) -> vector<4xindex>
    %12 = "arith.remsi"(%8, %2) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %13 = "arith.andi"(%4, %7) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %14 = "arith.andi"(%13, %7) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %15 = "arith.constant"() <{value = dense<64> : vector<4xindex>}> : () -> vector<4xindex>
    %16 = "x.src"() : () -> vector<4xindex>
    %17 = "arith.muli"(%4, %11) <{overflowFlags = #arith.overflow<none>}> : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %18 = "arith.divui"(%17, %11) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %19 = "arith.constant"() <{value = dense<-1> : vector<4xindex>}> : () -> vector<4xindex>
    %20 = "arith.ceildivsi"(%15, %6) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %21 = "arith.subi"(%15, %0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %22 = "arith.addi"(%0, %21) <{overflowFlags = #arith.overflow<none>}> : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    "func.return"(%21, %22, %5) : (vector<4xindex>, vector<4xindex>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

