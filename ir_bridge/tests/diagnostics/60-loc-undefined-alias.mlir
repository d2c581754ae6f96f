"x.op"() : () -> () loc(#undefined)
