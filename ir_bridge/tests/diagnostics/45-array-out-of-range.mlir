"x.op"() {v = array<i8: 300>} : () -> ()
