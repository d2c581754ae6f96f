"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  %m1 = "x.map"(%a) ({
  ^bb0(%x: i32):
    %y = "x.neg"(%x) : (i32) -> i32
    "x.yield"(%y) : (i32) -> ()
  }) : (i32) -> i32
  %m2 = "x.map"(%a) ({
  ^bb0(%x: i32):
    %y = "x.neg"(%x) : (i32) -> i32
    "x.yield"(%y) : (i32) -> ()
  }) : (i32) -> i32
  %k = "x.neg"(%a) : (i32) -> i32
  %c = "x.capture"() ({
    %n1 = "x.neg"(%k) : (i32) -> i32
    %n2 = "x.neg"(%n1) : (i32) -> i32
    "x.yield"(%n2) : (i32) -> ()
  }) : () -> i32
  "x.sink"(%m1, %m2, %c) : (i32, i32, i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()
