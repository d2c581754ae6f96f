"x.op"() {m = affine_map<(d0) -> (d1)>} : () -> ()
