func.func @f(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %s:2 = "dt.split"(%a) : (i32) -> (i32, i32)
  %0 = "dt.neg"(%s#0) : (i32) -> i32
  %1 = "dt.neg"(%s#1) : (i32) -> i32
  %one = "dt.split"(%b) : (i32) -> i32
  %2 = "dt.neg"(%one) : (i32) -> i32
  %h:3 = "dt.headtail"(%b) : (i32) -> (i32, i32, i32)
  %3 = "dt.neg"(%h#0) : (i32) -> i32
  %4 = "dt.neg"(%h#2) : (i32) -> i32
  %5 = "dt.neg"(%a) : (i32) -> i32
  %t:3 = "dt.split"(%5) : (i32) -> (i32, i32, i32)
  %6 = "dt.sub"(%t#2, %b) : (i32, i32) -> i32
  %7 = "dt.sub"(%s#1, %b) : (i32, i32) -> i32
  return %0, %1, %2, %3, %4, %6, %7, %t#0 : i32, i32, i32, i32, i32, i32, i32, i32
}
