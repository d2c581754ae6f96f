"builtin.module"() ({
  "x.o"() {a = #x.foo, b = #x.foo<1, 2>, c = #x.bar<[{a = (b)}], <"s>">>, d = #x<"raw">, e = #x.a.b<>, f = [#x.foo<i32>, #y.z<"q\"r">], g = {k = #x.k}, h = #x.sp<a  b   c>} : () -> ()
}) : () -> ()

