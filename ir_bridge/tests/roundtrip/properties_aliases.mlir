// Stresses: alias collection skips the properties <{...}> of UNREGISTERED ops
// (maps/long tuples print inline there) but covers registered-op properties
// (func.func function_type) and discardable attrs.
func.func private @d(memref<2xf32, affine_map<(d0) -> (d0 + 3)>>)
"x.p"() <{m = affine_map<(d0) -> (d0 + 1)>, t = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>}> {n = affine_map<(d0) -> (d0 + 2)>} : () -> ()
