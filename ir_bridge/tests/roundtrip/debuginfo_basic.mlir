// Stresses: --mlir-print-debuginfo with simple locations: unknown, file:line:col,
// file ranges (line/col forms), all of which get #loc aliases,
// where aliases are emitted (end of file), module location, func/return locs.
"x.a"() : () -> () loc(unknown)
"x.b"() : () -> () loc("a.mlir":1:2)
"x.c"() : () -> () loc("a.mlir":3:4 to 5:6)
"x.d"() : () -> () loc("a.mlir":7:8 to :9)
"x.e"() : () -> () loc("a.mlir":10)
"x.f"() : () -> () loc("a.mlir":1:2)
"x.g"() : () -> () loc("a.mlir":11:12 to 11:12)
"x.h"() : () -> () loc("we\"ird\n.mlir":1:1)
"x.i"() : () -> ()
