"x.op"() {v = dense<1> : i32} : () -> ()
