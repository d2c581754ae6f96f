// Stresses: SSA value numbering across functions and nested regions in generic
// form (numbering is module-wide, not per-function), %argN naming of entry
// block args vs %N for non-entry block args, names in input are discarded.
func.func @first(%x: i32) -> i32 {
  %a = "x.a"(%x) : (i32) -> i32
  %b = "x.r"() ({
  ^bb0(%inner: i32):
    %c = "x.in"(%inner) : (i32) -> i32
    "x.yield"(%c) : (i32) -> ()
  }) : () -> i32
  return %b : i32
}
func.func @second(%y: i32, %z: f32) -> i32 {
  %p = "x.b"(%y) : (i32) -> i32
  cf.br ^next(%p : i32)
^next(%q: i32):
  %r = "x.c"(%q) : (i32) -> i32
  return %r : i32
}
%top = "x.top"() : () -> i32
