func.func @f(%a: i32) -> i32 {
  %0 = "dt.opt_attr"(%a) {a = 3 : i32} : (i32) -> i32
  %1 = "dt.opt_attr"(%0) : (i32) -> i32
  %2 = "dt.def_attr"(%1) : (i32) -> i32
  return %2 : i32
}
