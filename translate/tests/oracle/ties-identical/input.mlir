"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "x.t"() : () -> ()
    "x.u"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

