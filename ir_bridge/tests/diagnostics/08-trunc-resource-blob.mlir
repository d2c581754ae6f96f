"x.op"() : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x01"
