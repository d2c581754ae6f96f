func.func @f(%a: i32, %b: i32, %c: i32) {
  %0 = "dt.concat"(%a, %b) {axis = 0 : i32} : (i32, i32) -> i32
  "dt.print"(%0) : (i32) -> ()
  %1 = "dt.concat"(%a, %b, %c) {axis = 5 : i32} : (i32, i32, i32) -> i32
  "dt.print"(%1) : (i32) -> ()
  return
}
