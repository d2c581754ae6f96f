"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "f"}> ({
    %0 = "x.ready"() : () -> i32
    %1 = "x.u"(%0) : (i32) -> i32
    %2 = "x.u"(%1) : (i32) -> i32
    %3 = "x.u"(%2) : (i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

