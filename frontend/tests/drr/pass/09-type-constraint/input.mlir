func.func @f(%a: i32, %f: f32) -> i32 {
  %0 = "dt.any"(%a) {a = 1 : i32} : (i32) -> i32
  %1 = "dt.any"(%f) {a = 1 : i32} : (f32) -> i32
  %2 = "dt.add"(%0, %1) : (i32, i32) -> i32
  return %2 : i32
}
