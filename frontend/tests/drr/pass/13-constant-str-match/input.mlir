func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = "dt.tag"(%a) {label = "dup"} : (i32) -> i32
  %1 = "dt.tag"(%0) {label = "keep"} : (i32) -> i32
  return %1 : i32
}
