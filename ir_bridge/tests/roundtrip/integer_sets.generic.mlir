#set = affine_set<(d0, d1) : (d0 >= 0, d1 - 10 >= 0)>
#set1 = affine_set<(d0)[s0] : (d0 - s0 == 0, -d0 + 100 >= 0)>
#set2 = affine_set<(d0) : (d0 mod 2 == 0)>
#set3 = affine_set<() : (0 == 0)>
#set4 = affine_set<(d0) : (1 == 0)>
#set5 = affine_set<(d0)[s0, s1] : (d0 * 2 - s0 >= 0, -(d0 floordiv 3) + s1 >= 0)>
"builtin.module"() ({
  "x.s"() {a = #set, b = #set1, c = #set2, d = #set3, e = #set4, f = #set, g = #set5} : () -> ()
}) : () -> ()

