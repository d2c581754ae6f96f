"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xindex>, vector<4xindex>, vector<4xi1>) -> (vector<4xindex>, vector<4xindex>, vector<4xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xindex>, %arg1: vector<4xindex>, %arg2: vector<4xi1>):
    %0 = "arith.index_castui"(%arg1) : (vector<4xindex>) -> vector<4xi32>
    %1 = "arith.index_cast"(%0) : (vector<4xi32>) -> vector<4xindex>
    %2 = "arith.index_castui"(%arg0) : (vector<4xindex>) -> vector<4xi32>
    %3 = "arith.index_cast"(%2) : (vector<4xi32>) -> vector<4xindex>
    %4 = "arith.constant"() <{value = dense<1> : vector<4xindex>}> : () -> vector<4xindex>
    %5 = "arith.ori"(%1, %arg1) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %6 = "arith.addi"(%4, %4) <{overflowFlags = #arith.overflow<none>}> : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %7 = "arith.subi"(%6, %4) <{overflowFlags = #arith.overflow<none>}> : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    "x.use"(%4) : (vector<4xindex>) -> ()
    %8 = "arith.constant"() <{value = dense<9223372036854775807> : vector<4xindex>}> : () -> vector<4xindex>
    %9 = "arith.muli"(%arg0, %8) <{overflowFlags = #arith.overflow<none>}> : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %10 = "arith.index_castui"(%9) : (vector<4xindex>) -> vector<4xi64>
    %11 = "arith.index_castui"(%10) : (vector<4xi64>) -> vector<4xindex>
    %12 = "arith.muli"(%11, %4) <{overflowFlags = #arith.overflow<nsw>}> : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %13 = "arith.divui"(%12, %4) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %14 = "arith.constant"() <{value = dense<[-1, -8, 7, 0]> : vector<4xindex>}> : () -> vector<4xindex>
    %15 = "arith.constant"() <{value = dense<[0, 65, 9223372036854775807, 1]> : vector<4xindex>}> : () -> vector<4xindex>
    %16 = "arith.remsi"(%14, %15) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %17 = "arith.constant"() <{value = dense<[9223372036854775807, 3, -9223372036854775808, 214905664153399440]> : vector<4xindex>}> : () -> vector<4xindex>
    %18 = "arith.index_cast"(%4) : (vector<4xindex>) -> vector<4xi64>
    %19 = "arith.index_cast"(%18) : (vector<4xi64>) -> vector<4xindex>
    %20 = "arith.select"(%arg2, %14, %15) : (vector<4xi1>, vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %21 = "arith.constant"() <{value = dense<-9223372036854775808> : vector<4xindex>}> : () -> vector<4xindex>
    %22 = "arith.constant"() <{value = dense<[2, 3, 64, -7271139921410333408]> : vector<4xindex>}> : () -> vector<4xindex>
    %23 = "arith.floordivsi"(%21, %22) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %24 = "arith.constant"() <{value = dense<[0, 63, 1, 64]> : vector<4xindex>}> : () -> vector<4xindex>
    %25 = "arith.constant"() <{value = dense<64> : vector<4xindex>}> : () -> vector<4xindex>
    %26 = "arith.shrui"(%24, %25) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %27 = "arith.select"(%arg2, %25, %22) : (vector<4xi1>, vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %28 = "arith.muli"(%15, %22) <{overflowFlags = #arith.overflow<none>}> : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %29:2 = "arith.addui_extended"(%7, %16) : (vector<4xindex>, vector<4xindex>) -> (vector<4xindex>, vector<4xi1>)
    %30 = "arith.muli"(%22, %17) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %31 = "arith.divsi"(%30, %22) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %32 = "arith.floordivsi"(%23, %30) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %33 = "arith.constant"() <{value = dense<-1> : vector<4xindex>}> : () -> vector<4xindex>
    %34 = "arith.constant"() <{value = dense<-4> : vector<4xindex>}> : () -> vector<4xindex>
    %35 = "arith.ceildivui"(%33, %34) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    "func.return"(%34, %35, %29#1) : (vector<4xindex>, vector<4xindex>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

