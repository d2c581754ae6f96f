"x.op"() : () -> vector<2xtensor<2xf32>>
