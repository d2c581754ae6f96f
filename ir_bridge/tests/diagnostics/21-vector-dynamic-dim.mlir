"x.op"() : () -> vector<?xf32>
