"x.op"() {s = "abc
def"} : () -> ()
