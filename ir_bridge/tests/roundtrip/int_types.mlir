// Stresses: every builtin integer type flavour (signless, signed, unsigned,
// odd widths, index) as operand/result/block-arg types and as type attributes.
func.func @ints(%a: i1, %b: i7, %c: i64, %d: i128, %e: si8, %f: ui32, %g: index) {
  %0:7 = "x.ints"(%a, %b, %c, %d, %e, %f, %g) : (i1, i7, i64, i128, si8, ui32, index) -> (i1, i7, i64, i128, si8, ui32, index)
  "x.more"() {t = [i8, i16, i32, si1, si64, ui1, ui64, i1024, si16, ui128]} : () -> ()
  return
}
