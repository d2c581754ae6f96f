func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = "dt.opt_operand"(%a, %b) : (i32, i32) -> i32
  %1 = "dt.neg"(%0) : (i32) -> i32
  %2 = "dt.opt_operand"(%1) : (i32) -> i32
  %3 = "dt.neg"(%2) : (i32) -> i32
  return %3 : i32
}
