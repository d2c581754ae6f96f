func.func @f(%a: i32, %f: f32) -> i32 {
  %0 = "dt.wrap"(%a) : (i32) -> i32
  %1 = "dt.wrap"(%f) : (f32) -> f32
  "dt.sink"(%1) : (f32) -> ()
  return %0 : i32
}
