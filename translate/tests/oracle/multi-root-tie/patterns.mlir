// Two roots (x.a and x.b, both using the result of x.c) and no rewrite
// root: MLIR picks the root whose spanning arborescence is cheapest.
module {
  pdl.pattern @TwoRoots : benefit(1) {
    %t = type : i32
    %c = operation "x.c" -> (%t : !pdl.type)
    %v = result 0 of %c
    %a = operation "x.a"(%v : !pdl.value) -> (%t : !pdl.type)
    %b = operation "x.b"(%v : !pdl.value) -> (%t : !pdl.type)
    rewrite {
      %n = operation "x.merged"(%v : !pdl.value)
      erase %a
      erase %b
    }
  }
}
