"x.op"()
