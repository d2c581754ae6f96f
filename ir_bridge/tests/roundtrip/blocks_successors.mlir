// Stresses: block labels ^bbN numbering, `// pred:` / `// N preds:` comments
// (ordering, duplicate edges from one cond_br), successors with operands,
// unreachable block (no predecessors), block arg lists, entry block header.
func.func @cfg(%c: i1, %v: i32) -> i32 {
  cf.cond_br %c, ^merge(%v : i32), ^other
^other:
  %0 = "x.o"() : () -> i32
  cf.cond_br %c, ^merge(%0 : i32), ^merge(%v : i32)
^dead:
  %1 = "x.d"() : () -> i32
  cf.br ^merge(%1 : i32)
^merge(%m: i32):
  cf.br ^exit(%m, %v : i32, i32)
^exit(%a: i32, %b: i32):
  return %a : i32
}
func.func @loop(%n: index) {
  cf.br ^head
^head:
  %x = "x.cond"() : () -> i1
  cf.cond_br %x, ^head, ^out
^out:
  return
}
