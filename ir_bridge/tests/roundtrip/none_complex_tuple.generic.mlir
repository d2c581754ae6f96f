"builtin.module"() ({
  "func.func"() <{function_type = (none, complex<f32>, complex<i16>, tuple<>, tuple<i32, tuple<f32, none>>) -> (), sym_name = "nct"}> ({
  ^bb0(%arg0: none, %arg1: complex<f32>, %arg2: complex<i16>, %arg3: tuple<>, %arg4: tuple<i32, tuple<f32, none>>):
    %0 = "x.op"(%arg0, %arg1, %arg2, %arg3, %arg4) : (none, complex<f32>, complex<i16>, tuple<>, tuple<i32, tuple<f32, none>>) -> tuple<complex<f64>>
    "x.t"() {t1 = none, t2 = complex<bf16>, t3 = tuple<i1, i2>} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

