"x.op"() : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: 42
    }
  }
#-}
