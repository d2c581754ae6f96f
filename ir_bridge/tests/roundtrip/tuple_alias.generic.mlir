!tuple = tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>
!tuple1 = tuple<f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "tup"}> ({
    %0 = "x.long"() : () -> !tuple
    %1 = "x.long2"() : () -> !tuple1
    %2 = "x.exact16"() : () -> tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16>
    %3 = "x.again"() : () -> !tuple
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

