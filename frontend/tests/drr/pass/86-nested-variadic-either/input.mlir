func.func @f(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32) {
  %s:2 = "dt.split"(%a) : (i32) -> (i32, i32)
  %h:2 = "dt.headtail"(%b) : (i32) -> (i32, i32)
  %0 = "dt.concat"(%s#1, %h#1) {axis = 0 : i32} : (i32, i32) -> i32
  %1 = "dt.concat"(%h#0, %s#0) {axis = 0 : i32} : (i32, i32) -> i32
  %2 = "dt.add"(%s#1, %b) : (i32, i32) -> i32
  %3 = "dt.add"(%b, %s#0) : (i32, i32) -> i32
  %4 = "dt.add"(%h#0, %b) : (i32, i32) -> i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}
