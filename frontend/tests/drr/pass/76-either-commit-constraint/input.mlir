func.func @f(%a: i32, %b: i32) -> (i32, i32, i32) {
  %k = "dt.const"() {value = 4 : i32} : () -> i32
  %nk = "dt.neg"(%k) : (i32) -> i32
  %nb = "dt.neg"(%b) : (i32) -> i32
  // Written order: x = %a, y = %k: matches.
  %0 = "dt.add"(%a, %nk) : (i32, i32) -> i32
  // Written order: x = %nk, y = %b, which is no constant: fails; the
  // swapped order (y = %k) is not tried.
  %1 = "dt.add"(%nk, %nb) : (i32, i32) -> i32
  // Written order fails structurally (%a has no defining op); swapped:
  // y = %k, x = %a: matches.
  %2 = "dt.add"(%nk, %a) : (i32, i32) -> i32
  return %0, %1, %2 : i32, i32, i32
}
