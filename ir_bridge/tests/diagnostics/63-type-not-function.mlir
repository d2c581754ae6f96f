"x.op"() : i32
