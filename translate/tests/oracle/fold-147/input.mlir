"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi8>, vector<4xi8>, vector<4xi1>) -> (vector<4xi8>, vector<4xi8>, vector<4xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xi8>, %arg1: vector<4xi8>, %arg2: vector<4xi1>):
    %0 = "arith.constant"() <{value = dense<1> : vector<4xi8>}> : () -> vector<4xi8>
    %1 = "arith.constant"() <{value = dense<7> : vector<4xi8>}> : () -> vector<4xi8>
    %2 = "arith.shrui"(%0, %1) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %3 = "arith.muli"(%2, %arg1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %4 = "arith.constant"() <{value = dense<1> : vector<4xi8>}> : () -> vector<4xi8>
    %5 = "arith.constant"() <{value = dense<0> : vector<4xi8>}> : () -> vector<4xi8>
    %6 = "arith.ceildivui"(%4, %5) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %7 = "arith.xori"(%arg0, %5) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %8 = "arith.xori"(%7, %arg0) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %9 = "x.g"(%0, %3) : (vector<4xi8>, vector<4xi8>) -> vector<4xi1>
    %10 = "arith.constant"() <{value = dense<-128> : vector<4xi8>}> : () -> vector<4xi8>
    %11 = "arith.constant"() <{value = dense<-1> : vector<4xi8>}> : () -> vector<4xi8>
    %12 = "arith.shrsi"(%10, %11) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %13 = "arith.constant"() <{value = dense<[-1, 2, -1, 8]> : vector<4xi8>}> : () -> vector<4xi8>
    %14 = "arith.divui"(%6, %11) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %15 = "arith.constant"() <{value = dense<6> : vector<4xi8>}> : () -> vector<4xi8>
    %16 = "arith.index_cast"(%15) : (vector<4xi8>) -> vector<4xindex>
    %17 = "arith.index_cast"(%16) : (vector<4xindex>) -> vector<4xi8>
    %18 = "arith.cmpi"(%0, %17) <{predicate = 1 : i64}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi1>
    %19 = "arith.remsi"(%4, %10) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %20 = "arith.andi"(%5, %1) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %21 = "arith.constant"() <{value = dense<[-127, 58, -127, -1]> : vector<4xi8>}> : () -> vector<4xi8>
    %22 = "arith.index_castui"(%21) : (vector<4xi8>) -> vector<4xindex>
    %23 = "arith.index_castui"(%22) : (vector<4xindex>) -> vector<4xi8>
    %24:2 = "arith.mulsi_extended"(%19, %19) : (vector<4xi8>, vector<4xi8>) -> (vector<4xi8>, vector<4xi8>)
    %25 = "arith.constant"() <{value = dense<0> : vector<4xi8>}> : () -> vector<4xi8>
    %26 = "arith.index_castui"(%25) : (vector<4xi8>) -> vector<4xindex>
    %27 = "arith.index_cast"(%26) : (vector<4xindex>) -> vector<4xi8>
    %28 = "arith.xori"(%5, %5) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %29 = "arith.xori"(%5, %28) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    "func.return"(%28, %29, %18) : (vector<4xi8>, vector<4xi8>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

