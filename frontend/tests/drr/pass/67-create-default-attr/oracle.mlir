"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "dt.def_attr"(%arg0) <{a = 3 : i32}> : (i32) -> i32
    %1 = "dt.def_attr"(%0) <{a = 7 : i32}> : (i32) -> i32
    %2 = "dt.def_attr"(%1) <{a = 7 : i32}> : (i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

