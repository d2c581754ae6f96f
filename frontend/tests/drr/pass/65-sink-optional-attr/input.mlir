func.func @f(%a: i32) {
  %0 = "dt.neg"(%a) : (i32) -> i32
  "dt.sink"(%0) : (i32) -> ()
  return
}
