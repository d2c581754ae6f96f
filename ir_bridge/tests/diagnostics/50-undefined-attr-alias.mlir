"x.op"() {a = #undefined_alias} : () -> ()
