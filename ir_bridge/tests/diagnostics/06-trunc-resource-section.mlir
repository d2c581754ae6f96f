"x.op"() : () -> ()
{-#
  dialect_resources: {
