// Stresses: fused locations (with/without metadata, nested, single element,
// containing unknown), name locations (with/without child), and how nested
// locations are aliased (#loc, #loc1, ... ordered by nesting depth).
"x.a"() : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2])
"x.b"() : () -> () loc(fused<"meta">["a.mlir":1:1, "c.mlir":3:3])
"x.c"() : () -> () loc(fused<{k = 1 : i32}>["a.mlir":1:1])
"x.d"() : () -> () loc(fused[fused["x":1:1, "y":2:2], "z":3:3])
"x.e"() : () -> () loc("myname")
"x.f"() : () -> () loc("named"("a.mlir":4:4))
"x.g"() : () -> () loc("outer"("inner"("q":1:1)))
"x.h"() : () -> () loc(fused["a.mlir":1:1, unknown])
"x.i"() : () -> () loc(fused[])
"x.j"() : () -> () loc(fused["only":1:1])
"x.k"() : () -> () loc("name with space")
