func.func @f(%a: i32, %b: i32) -> i32 {
  %0:2 = "dt.divrem"(%a, %b) : (i32, i32) -> (i32, i32)
  %1 = "dt.add"(%0#0, %b) : (i32, i32) -> i32
  %2 = "dt.add"(%0#1, %a) : (i32, i32) -> i32
  %3 = "dt.sub"(%1, %2) : (i32, i32) -> i32
  return %3 : i32
}
