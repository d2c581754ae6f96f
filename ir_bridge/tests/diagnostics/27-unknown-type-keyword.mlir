"x.op"() : () -> foo32
