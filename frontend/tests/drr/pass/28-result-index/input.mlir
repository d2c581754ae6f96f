func.func @f(%a: i32, %b: i32) -> i32 {
  %0:2 = "dt.divrem"(%a, %b) : (i32, i32) -> (i32, i32)
  %n = "dt.neg"(%0#0) : (i32) -> i32
  "dt.print"(%n) : (i32) -> ()
  %1 = "dt.neg"(%a) : (i32) -> i32
  %2:2 = "dt.divrem"(%1, %b) : (i32, i32) -> (i32, i32)
  %3 = "dt.mul"(%2#0, %2#1) : (i32, i32) -> i32
  return %3 : i32
}
