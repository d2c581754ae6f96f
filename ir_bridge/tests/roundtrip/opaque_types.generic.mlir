"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "opq"}> ({
    %0:6 = "x.op"() : () -> (!x.foo, !x.foo<i32>, !x.bar<[1, {a = (2)}], <<>>>, !x.s<"a>b\"c">, !x<"raw body">, !x.a.b.c<1 x 2>)
    "x.t"() {t = !x.foo<"}">, u = !y<"q">, v = tensor<4x!x.elt>} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

