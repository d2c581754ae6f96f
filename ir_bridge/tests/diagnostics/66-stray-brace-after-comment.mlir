"x.op"() : () -> () // trailing

// another

}
