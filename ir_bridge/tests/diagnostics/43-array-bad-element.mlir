"x.op"() {v = array<i32: 1, x>} : () -> ()
