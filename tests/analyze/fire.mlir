func.func @f(%a: i32) -> i32 {
  %z = "x.zero"() : () -> i32
  %0 = "x.add"(%a, %z) : (i32, i32) -> i32
  return %0 : i32
}
