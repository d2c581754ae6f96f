func.func @f(%a: i32) {
  %0 = "dt.neg"(%a) : (i32) -> i32
  %1 = "dt.neg"(%0) : (i32) -> i32
  "dt.print"(%1) : (i32) -> ()
  return
}
