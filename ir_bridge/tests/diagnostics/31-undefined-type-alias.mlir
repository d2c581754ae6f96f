"x.op"() : () -> !undefined_alias
