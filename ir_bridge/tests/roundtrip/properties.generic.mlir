"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "props"}> ({
    "x.p"() <{aa = 2.000000e+00 : f64, mm = "s", nested = {a = 2 : i64, b = 1 : i64}, unitp, zz = 1 : i64}> {a = 4 : i64, z = 3 : i64} : () -> ()
    "x.empty"() <{}> : () -> ()
    %0 = "x.r"() <{k = [1, 2]}> ({
      "x.y"() : () -> ()
    }) {d = 1 : i8} : () -> i32
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "x.t"(%0)[^bb2] <{p = 1 : i32}> {q} : (i32) -> ()
  ^bb2:  // pred: ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

