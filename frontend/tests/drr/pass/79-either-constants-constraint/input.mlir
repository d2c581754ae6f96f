func.func @f() -> (i32, i32) {
  %c3 = "dt.const"() {value = 3 : i32} : () -> i32
  %c5 = "dt.const"() {value = 5 : i32} : () -> i32
  // Written order: a = 3, b = 5: 3 < 5 holds, k = %c5.
  %0 = "dt.add"(%c3, %c5) : (i32, i32) -> i32
  // Written order: a = 5, b = 3: fails; the swapped order is not tried.
  %1 = "dt.add"(%c5, %c3) : (i32, i32) -> i32
  return %0, %1 : i32, i32
}
