func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = "dt.opt_operand"(%a, %b) : (i32, i32) -> i32
  %1 = "dt.neg"(%0) : (i32) -> i32
  return %1 : i32
}
