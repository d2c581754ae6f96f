#distinct = distinct[0]<42 : i32>
#distinct1 = distinct[1]<"s">
#distinct2 = distinct[2]<#x.foo>
#distinct3 = distinct[3]<{k = 1 : i64}>
"builtin.module"() ({
  "x.d"() {a = #distinct, b = #distinct1, c = #distinct, d = #distinct2, e = [distinct[4]<>, #distinct1], f = #distinct3} : () -> ()
}) : () -> ()

