"builtin.module"() ({
  "func.func"() <{function_type = (vector<2xindex>, vector<2xindex>, vector<2xi1>) -> (vector<2xindex>, vector<2xindex>, vector<2xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<2xindex>, %arg1: vector<2xindex>, %arg2: vector<2xi1>):
    %0 = "arith.constant"() <{value = dense<-1> : vector<2xindex>}> : () -> vector<2xindex>
    %1 = "arith.xori"(%arg0, %0) : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %2 = "arith.ori"(%arg0, %1) : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    "x.use"(%0) : (vector<2xindex>) -> ()
    %3 = "arith.constant"() <{value = dense<[65, 0]> : vector<2xindex>}> : () -> vector<2xindex>
    %4 = "arith.xori"(%3, %3) : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %5 = "arith.constant"() <{value = dense<[-1, 1]> : vector<2xindex>}> : () -> vector<2xindex>
    %6 = "arith.index_cast"(%0) : (vector<2xindex>) -> vector<2xi32>
    %7 = "arith.index_castui"(%6) : (vector<2xi32>) -> vector<2xindex>
    %8 = "arith.xori"(%5, %3) : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %9 = "arith.xori"(%8, %3) : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %10 = "arith.constant"() <{value = dense<-1> : vector<2xindex>}> : () -> vector<2xindex>
    %11 = "arith.xori"(%3, %10) : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %12 = "arith.andi"(%3, %11) : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %13 = "arith.cmpi"(%10, %3) <{predicate = 5 : i64}> : (vector<2xindex>, vector<2xindex>) -> vector<2xi1>
    %14 = "arith.select"(%13, %3, %10) : (vector<2xi1>, vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %15 = "arith.constant"() <{value = dense<-1> : vector<2xindex>}> : () -> vector<2xindex>
    %16 = "arith.xori"(%5, %15) : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %17 = "arith.ori"(%16, %5) : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %18 = "arith.ori"(%17, %16) : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %19 = "arith.andi"(%7, %0) : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %20 = "arith.maxui"(%4, %1) : (vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    "func.return"(%19, %20, %13) : (vector<2xindex>, vector<2xindex>, vector<2xi1>) -> ()
  }) : () -> ()
}) : () -> ()

