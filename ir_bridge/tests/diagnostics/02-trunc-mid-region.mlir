func.func @f() {
  "x.op"() ({
    "x.inner"() : () -> ()
