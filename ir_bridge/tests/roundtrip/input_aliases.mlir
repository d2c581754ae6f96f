// Stresses: user attribute/type aliases in the input: whether names are kept
// (no: re-aliased by kind), unused aliases dropped, alias of alias, type
// aliases for types that never get aliases (inlined), aliased affine maps.
#my_map = affine_map<(d0, d1) -> (d1, d0)>
#unused = affine_map<(d0) -> (d0, d0)>
#str = "a string"
#dict = {a = 1, b = #my_map}
#set0 = affine_set<(d0) : (d0 >= 0)>
!my_tensor = tensor<4x4xf32>
!mref = memref<4x4xf32, #my_map>
!big = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>
!op = !x.opaque<"payload">
"x.a"() {m = #my_map, s = #str, d = #dict, t = !my_tensor, set = #set0} : () -> ()
%0 = "x.b"() : () -> !mref
%1 = "x.c"() : () -> !big
%2 = "x.d"() : () -> !op
