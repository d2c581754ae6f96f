"builtin.module"() ({
  "func.func"() <{function_type = (i1, i7, i64, i128, si8, ui32, index) -> (), sym_name = "ints"}> ({
  ^bb0(%arg0: i1, %arg1: i7, %arg2: i64, %arg3: i128, %arg4: si8, %arg5: ui32, %arg6: index):
    %0:7 = "x.ints"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6) : (i1, i7, i64, i128, si8, ui32, index) -> (i1, i7, i64, i128, si8, ui32, index)
    "x.more"() {t = [i8, i16, i32, si1, si64, ui1, ui64, i1024, si16, ui128]} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

