"x.op"() {v = bogus} : () -> ()
