"x.op"() : () -> complex<index>
