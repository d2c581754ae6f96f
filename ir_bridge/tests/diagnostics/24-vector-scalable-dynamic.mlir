"x.op"() : () -> vector<[2]x[?]xf32>
