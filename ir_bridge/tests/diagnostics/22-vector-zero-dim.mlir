"x.op"() : () -> vector<0xf32>
