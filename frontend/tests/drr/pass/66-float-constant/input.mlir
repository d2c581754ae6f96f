func.func @f() {
  %0 = "dt.fconst"() {value = 2.0 : f32} : () -> f32
  "dt.sink"(%0) : (f32) -> ()
  return
}
