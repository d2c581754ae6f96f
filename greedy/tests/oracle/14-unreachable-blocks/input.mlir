"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "x.def"() : () -> i32
    "x.root"(%0) : (i32) -> ()
    "func.return"() : () -> ()
  ^bb1:  // no predecessors
    %1 = "x.def"() : () -> i32
    "x.root"(%0) : (i32) -> ()
    "x.root"(%1) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

