func.func @f(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %s:3 = "dt.split"(%a) : (i32) -> (i32, i32, i32)
  %0 = "dt.sub"(%s#1, %b) : (i32, i32) -> i32
  %h:3 = "dt.headtail"(%b) : (i32) -> (i32, i32, i32)
  %1 = "dt.mul"(%h#0, %a) : (i32, i32) -> i32
  %2 = "dt.mul"(%h#2, %a) : (i32, i32) -> i32
  %3 = "dt.add"(%h#1, %a) : (i32, i32) -> i32
  %g = "dt.headtail"(%a) : (i32) -> i32
  %4 = "dt.add"(%g, %b) : (i32, i32) -> i32
  %5 = "dt.sub"(%h#1, %h#0) : (i32, i32) -> i32
  %6 = "dt.sub"(%h#2, %h#1) : (i32, i32) -> i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
}
