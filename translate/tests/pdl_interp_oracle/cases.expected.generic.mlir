"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      %1 = "x.h"() : () -> i32
      %2 = "x.f_saw_g"() : () -> i32
      "x.use"(%2) : (i32) -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> (i32, i32, i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32):
      %1 = "x.const"() : () -> i32
      %2 = "x.low"(%arg0) : (i32) -> i32
      %3 = "x.mid"(%arg0) : (i32) -> i32
      %4 = "x.high"() : () -> i32
      %5 = "x.high"() : () -> i32
      "func.return"(%2, %3, %4, %5) : (i32, i32, i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      "x.from_b"() : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      "x.from_b"() : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      "x.from_b"() : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      "x.from_a"() : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      "x.from_p3"() : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      "x.from_default"() : () -> ()
      "x.b_from_one"() : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> (i32, i64, i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32):
      %1:2 = "x.a_new"(%arg0) : (i32) -> (i32, i64)
      "x.b_side"(%arg0) : (i32) -> ()
      %2 = "x.c_new"(%arg0) : (i32) -> i32
      %3 = "x.c_side"(%arg0) : (i32) -> f32
      "func.return"(%1#0, %1#1, %arg0, %2) : (i32, i64, i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "f"}> ({
    ^bb0(%arg0: i1, %arg1: i32):
      "cf.cond_br"(%arg0)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb0
      "x.side"(%arg1) : (i32) -> ()
      "func.return"(%arg1) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.pair"(%arg0, %arg1) : (i32, i32) -> i32
      %2 = "x.pair"(%arg0, %arg1) : (i32, i32) -> i32
      %3 = "x.other"(%arg0, %arg1) : (i32, i32) -> i32
      "func.return"(%1, %2, %3) : (i32, i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
    ^bb0(%arg0: i32):
      %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%1) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
    ^bb0(%arg0: i32):
      "test.success"() : () -> ()
      "test.success"(%arg0) : (i32) -> ()
      %1 = "x.made"() {label = "test.success"} : () -> f32
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      "x.t"() {k = 1 : i32} : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i1) -> (i32, i32, i32, i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i1):
      %1 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %3 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %4 = "arith.constant"() <{value = 5 : i32}> : () -> i32
      %5 = "arith.muli"(%arg0, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6 = "x.add"(%3, %2) : (i32, i32) -> i32
      %7 = "scf.if"(%arg1) ({
        %8 = "arith.addi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%8) : (i32) -> ()
      }, {
        "scf.yield"(%arg0) : (i32) -> ()
      }) : (i1) -> i32
      "func.return"(%arg0, %4, %5, %6, %7) : (i32, i32, i32, i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %3 = "arith.subi"(%arg1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%2, %3) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %2 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "x.use"(%2) : (i32) -> ()
      %4 = "scf.if"(%arg2) ({
        %6 = "arith.subi"(%arg1, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %7 = "x.bin"(%arg0, %6) : (i32, i32) -> i32
        "scf.yield"(%arg0) : (i32) -> ()
      }, {
        %5 = "x.b"(%2) : (i32) -> i32
        "x.used_const0"() : () -> ()
        "scf.yield"(%3) : (i32) -> ()
      }) : (i1) -> i32
      "func.return"(%1, %1) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %2 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3 = "x.bin"(%arg1, %arg0) : (i32, i32) -> i32
      %4 = "arith.subi"(%3, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5 = "arith.subi"(%4, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6 = "x.bin"(%2, %5) : (i32, i32) -> i32
      %7 = "x.bin"(%arg1, %arg1) : (i32, i32) -> i32
      %8 = "arith.addi"(%3, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%1, %8) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %3 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "x.use"(%arg1) : (i32) -> ()
      %4 = "scf.if"(%arg2) ({
        "scf.yield"(%3) : (i32) -> ()
      }, {
        %5 = "x.b"(%2) : (i32) -> i32
        "scf.yield"(%arg1) : (i32) -> ()
      }) : (i1) -> i32
      "x.used_const1"() : () -> ()
      "x.used_const1"() : () -> ()
      "func.return"(%4, %1) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %2 = "scf.if"(%arg2) ({
        "scf.yield"(%1) : (i32) -> ()
      }, {
        "scf.yield"(%1) : (i32) -> ()
      }) : (i1) -> i32
      "x.use"(%1) : (i32) -> ()
      %3 = "arith.muli"(%2, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "x.use"(%3) : (i32) -> ()
      %4 = "x.b"(%arg0) : (i32) -> i32
      %5 = "arith.addi"(%arg1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6 = "x.a"(%arg1) : (i32) -> i32
      %7 = "arith.addi"(%5, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8 = "arith.subi"(%6, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%7, %8) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %2 = "x.bin"(%arg0, %arg0) : (i32, i32) -> i32
      %3 = "arith.subi"(%1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4 = "x.b"(%1) : (i32) -> i32
      "func.return"(%3, %4) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %2 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3 = "x.b"(%arg0) : (i32) -> i32
      %4 = "scf.if"(%arg2) ({
        %8 = "arith.addi"(%2, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%8) : (i32) -> ()
      }, {
        "scf.yield"(%1) : (i32) -> ()
      }) : (i1) -> i32
      "x.use"(%1) : (i32) -> ()
      "x.use"(%3) : (i32) -> ()
      %5 = "scf.if"(%arg2) ({
        "x.use"(%2) : (i32) -> ()
        %7 = "x.bin"(%arg1, %4) : (i32, i32) -> i32
        "scf.yield"(%1) : (i32) -> ()
      }, {
        "scf.yield"(%4) : (i32) -> ()
      }) : (i1) -> i32
      %6 = "arith.addi"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%6, %2) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "x.bin"(%arg1, %arg1) : (i32, i32) -> i32
      %2 = "scf.if"(%arg2) ({
        "scf.yield"(%arg0) : (i32) -> ()
      }, {
        "scf.yield"(%arg1) : (i32) -> ()
      }) : (i1) -> i32
      %3 = "arith.addi"(%arg1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4 = "arith.subi"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5 = "arith.muli"(%3, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%4, %5) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %3 = "arith.addi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "x.use"(%arg0) : (i32) -> ()
      %4 = "x.b"(%arg1) : (i32) -> i32
      %5 = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6 = "arith.subi"(%5, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7 = "scf.if"(%arg2) ({
        "scf.yield"(%3) : (i32) -> ()
      }, {
        "scf.yield"(%arg0) : (i32) -> ()
      }) : (i1) -> i32
      %8 = "scf.if"(%arg2) ({
        "x.use"(%arg1) : (i32) -> ()
        %11 = "x.bin"(%7, %2) : (i32, i32) -> i32
        "scf.yield"(%6) : (i32) -> ()
      }, {
        "scf.yield"(%6) : (i32) -> ()
      }) : (i1) -> i32
      %9 = "scf.if"(%arg2) ({
        "scf.yield"(%2) : (i32) -> ()
      }, {
        %10 = "x.b"(%4) : (i32) -> i32
        "scf.yield"(%arg0) : (i32) -> ()
      }) : (i1) -> i32
      "func.return"(%1, %9) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %3 = "x.mul"(%arg0, %arg1) : (i32, i32) -> i32
      %4 = "scf.if"(%arg2) ({
        "scf.yield"(%arg1) : (i32) -> ()
      }, {
        %9 = "arith.addi"(%3, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%9) : (i32) -> ()
      }) : (i1) -> i32
      %5 = "scf.if"(%arg2) ({
        %8 = "scf.if"(%arg2) ({
          "scf.yield"(%4) : (i32) -> ()
        }, {
          "scf.yield"(%2) : (i32) -> ()
        }) : (i1) -> i32
        "scf.yield"(%8) : (i32) -> ()
      }, {
        "scf.yield"(%arg0) : (i32) -> ()
      }) : (i1) -> i32
      %6 = "scf.if"(%arg2) ({
        "x.use"(%3) : (i32) -> ()
        "scf.yield"(%2) : (i32) -> ()
      }, {
        %7 = "arith.addi"(%4, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "x.use"(%7) : (i32) -> ()
        "scf.yield"(%5) : (i32) -> ()
      }) : (i1) -> i32
      "func.return"(%6, %1) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "x.use"(%arg0) : (i32) -> ()
      "x.use"(%arg1) : (i32) -> ()
      "x.use"(%arg1) : (i32) -> ()
      %2 = "scf.if"(%arg2) ({
        "x.use"(%arg1) : (i32) -> ()
        "x.use"(%arg0) : (i32) -> ()
        "scf.yield"(%1) : (i32) -> ()
      }, {
        "scf.yield"(%arg1) : (i32) -> ()
      }) : (i1) -> i32
      "func.return"(%1, %2) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = -2 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %3 = "scf.if"(%arg2) ({
        "scf.yield"(%1) : (i32) -> ()
      }, {
        "x.use"(%arg1) : (i32) -> ()
        "scf.yield"(%2) : (i32) -> ()
      }) : (i1) -> i32
      %4 = "x.bin"(%2, %arg0) : (i32, i32) -> i32
      %5 = "x.b"(%arg0) : (i32) -> i32
      %6 = "x.mul"(%1, %arg0) : (i32, i32) -> i32
      "func.return"(%5, %6) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %3 = "arith.subi"(%arg1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4 = "x.bin"(%arg0, %3) : (i32, i32) -> i32
      %5 = "x.bin"(%arg1, %arg0) : (i32, i32) -> i32
      "x.use"(%5) : (i32) -> ()
      %6 = "arith.muli"(%3, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7 = "arith.subi"(%6, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8 = "x.bin"(%4, %5) : (i32, i32) -> i32
      "x.use"(%7) : (i32) -> ()
      %9 = "x.bin"(%arg1, %3) : (i32, i32) -> i32
      %10 = "arith.addi"(%4, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%9, %10) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %3 = "scf.if"(%arg2) ({
        %12 = "x.b"(%arg1) : (i32) -> i32
        "scf.yield"(%arg1) : (i32) -> ()
      }, {
        %10 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %11 = "x.bin"(%10, %10) : (i32, i32) -> i32
        "scf.yield"(%arg1) : (i32) -> ()
      }) : (i1) -> i32
      %4 = "x.bin"(%arg1, %arg1) : (i32, i32) -> i32
      %5 = "x.mul"(%arg1, %3) : (i32, i32) -> i32
      %6 = "scf.if"(%arg2) ({
        %8 = "arith.addi"(%3, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %9 = "x.bin"(%4, %5) : (i32, i32) -> i32
        "x.use"(%8) : (i32) -> ()
        "scf.yield"(%2) : (i32) -> ()
      }, {
        "scf.yield"(%arg1) : (i32) -> ()
      }) : (i1) -> i32
      "x.use"(%2) : (i32) -> ()
      %7 = "x.bin"(%1, %2) : (i32, i32) -> i32
      "x.use"(%4) : (i32) -> ()
      "func.return"(%1, %7) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %2 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3 = "scf.if"(%arg2) ({
        %4 = "scf.if"(%arg2) ({
          "x.use"(%2) : (i32) -> ()
          %5 = "x.b"(%1) : (i32) -> i32
          "scf.yield"(%1) : (i32) -> ()
        }, {
          "scf.yield"(%arg1) : (i32) -> ()
        }) : (i1) -> i32
        "scf.yield"(%1) : (i32) -> ()
      }, {
        "scf.yield"(%2) : (i32) -> ()
      }) : (i1) -> i32
      "func.return"(%3, %1) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "x.use"(%arg0) : (i32) -> ()
      %3 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4 = "arith.subi"(%2, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "x.use"(%4) : (i32) -> ()
      %5 = "x.bin"(%arg0, %arg1) : (i32, i32) -> i32
      %6 = "x.bin"(%arg0, %arg0) : (i32, i32) -> i32
      %7 = "arith.subi"(%3, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%1, %7) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %3 = "arith.subi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4 = "x.b"(%3) : (i32) -> i32
      "x.use"(%arg0) : (i32) -> ()
      %5 = "arith.addi"(%arg1, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6 = "x.b"(%2) : (i32) -> i32
      %7 = "x.b"(%5) : (i32) -> i32
      "func.return"(%7, %1) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %3 = "x.bin"(%arg1, %arg1) : (i32, i32) -> i32
      %4 = "x.bin"(%arg0, %2) : (i32, i32) -> i32
      "func.return"(%4, %1) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %3 = "arith.subi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4 = "arith.addi"(%arg1, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5 = "arith.muli"(%4, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6 = "arith.muli"(%5, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "x.use"(%arg0) : (i32) -> ()
      "func.return"(%6, %2) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "x.b"(%arg0) : (i32) -> i32
      %2 = "x.b"(%1) : (i32) -> i32
      %3 = "arith.muli"(%1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%2, %3) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = -2 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %3 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "x.use"(%3) : (i32) -> ()
      %4 = "arith.muli"(%arg0, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5 = "scf.if"(%arg2) ({
        "scf.yield"(%3) : (i32) -> ()
      }, {
        "scf.yield"(%4) : (i32) -> ()
      }) : (i1) -> i32
      "func.return"(%5, %1) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %3 = "arith.addi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4 = "x.bin"(%arg1, %arg0) : (i32, i32) -> i32
      %5 = "arith.addi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6 = "scf.if"(%arg2) ({
        "x.use"(%5) : (i32) -> ()
        "scf.yield"(%2) : (i32) -> ()
      }, {
        "scf.yield"(%3) : (i32) -> ()
      }) : (i1) -> i32
      "x.use"(%5) : (i32) -> ()
      "x.use"(%arg1) : (i32) -> ()
      "x.use"(%4) : (i32) -> ()
      "x.use"(%3) : (i32) -> ()
      "x.use"(%1) : (i32) -> ()
      %7 = "arith.subi"(%1, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%7, %2) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %2 = "x.mul"(%arg0, %arg1) : (i32, i32) -> i32
      %3 = "x.mul"(%arg0, %2) : (i32, i32) -> i32
      %4 = "arith.subi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5 = "arith.addi"(%3, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6 = "x.mul"(%3, %2) : (i32, i32) -> i32
      %7 = "arith.subi"(%arg0, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8 = "scf.if"(%arg2) ({
        "scf.yield"(%4) : (i32) -> ()
      }, {
        "scf.yield"(%5) : (i32) -> ()
      }) : (i1) -> i32
      "func.return"(%7, %8) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %3 = "scf.if"(%arg2) ({
        %4 = "x.bin"(%1, %2) : (i32, i32) -> i32
        "scf.yield"(%1) : (i32) -> ()
      }, {
        "scf.yield"(%arg1) : (i32) -> ()
      }) : (i1) -> i32
      "func.return"(%1, %3) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %3 = "scf.if"(%arg2) ({
        %9 = "x.bin"(%arg0, %arg0) : (i32, i32) -> i32
        "scf.yield"(%arg1) : (i32) -> ()
      }, {
        "scf.yield"(%arg0) : (i32) -> ()
      }) : (i1) -> i32
      %4 = "scf.if"(%arg2) ({
        %6 = "x.bin"(%2, %arg1) : (i32, i32) -> i32
        %7 = "scf.if"(%arg2) ({
          "scf.yield"(%1) : (i32) -> ()
        }, {
          "scf.yield"(%3) : (i32) -> ()
        }) : (i1) -> i32
        %8 = "x.bin"(%7, %arg1) : (i32, i32) -> i32
        "scf.yield"(%7) : (i32) -> ()
      }, {
        "scf.yield"(%arg1) : (i32) -> ()
      }) : (i1) -> i32
      %5 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%5, %arg0) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %2 = "x.b"(%arg0) : (i32) -> i32
      %3 = "x.b"(%1) : (i32) -> i32
      "func.return"(%1, %3) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %3 = "x.b"(%arg1) : (i32) -> i32
      %4 = "scf.if"(%arg2) ({
        %9 = "x.b"(%arg0) : (i32) -> i32
        "scf.yield"(%2) : (i32) -> ()
      }, {
        "scf.yield"(%2) : (i32) -> ()
      }) : (i1) -> i32
      %5 = "x.b"(%arg0) : (i32) -> i32
      "x.use"(%3) : (i32) -> ()
      "x.use"(%4) : (i32) -> ()
      %6 = "scf.if"(%arg2) ({
        "x.use"(%3) : (i32) -> ()
        "scf.yield"(%arg1) : (i32) -> ()
      }, {
        %7 = "scf.if"(%arg2) ({
          %8 = "x.b"(%arg1) : (i32) -> i32
          "scf.yield"(%1) : (i32) -> ()
        }, {
          "scf.yield"(%arg0) : (i32) -> ()
        }) : (i1) -> i32
        "scf.yield"(%4) : (i32) -> ()
      }) : (i1) -> i32
      "func.return"(%6, %2) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %3 = "scf.if"(%arg2) ({
        %7 = "x.a"(%arg1) : (i32) -> i32
        "x.use"(%7) : (i32) -> ()
        "scf.yield"(%7) : (i32) -> ()
      }, {
        "scf.yield"(%arg1) : (i32) -> ()
      }) : (i1) -> i32
      %4 = "x.b"(%arg1) : (i32) -> i32
      %5 = "x.bin"(%3, %3) : (i32, i32) -> i32
      %6 = "x.bin"(%1, %2) : (i32, i32) -> i32
      "func.return"(%1, %6) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "x.use"(%arg0) : (i32) -> ()
      %3 = "x.bin"(%2, %2) : (i32, i32) -> i32
      %4 = "x.bin"(%3, %arg0) : (i32, i32) -> i32
      %5 = "scf.if"(%arg2) ({
        "scf.yield"(%4) : (i32) -> ()
      }, {
        "scf.yield"(%1) : (i32) -> ()
      }) : (i1) -> i32
      "x.use"(%3) : (i32) -> ()
      "x.use"(%arg0) : (i32) -> ()
      %6 = "x.b"(%1) : (i32) -> i32
      "x.use"(%3) : (i32) -> ()
      "func.return"(%5, %6) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %2 = "x.mul"(%arg0, %arg1) : (i32, i32) -> i32
      %3 = "arith.subi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "x.use"(%4) : (i32) -> ()
      %5 = "arith.addi"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "x.use"(%2) : (i32) -> ()
      %6 = "scf.if"(%arg2) ({
        "scf.yield"(%arg0) : (i32) -> ()
      }, {
        %7 = "arith.subi"(%arg1, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%7) : (i32) -> ()
      }) : (i1) -> i32
      "func.return"(%6, %1) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %3 = "scf.if"(%arg2) ({
        "scf.yield"(%2) : (i32) -> ()
      }, {
        "scf.yield"(%arg0) : (i32) -> ()
      }) : (i1) -> i32
      "x.use"(%3) : (i32) -> ()
      "x.use"(%arg1) : (i32) -> ()
      %4 = "scf.if"(%arg2) ({
        %6 = "x.b"(%1) : (i32) -> i32
        "x.use"(%1) : (i32) -> ()
        "scf.yield"(%2) : (i32) -> ()
      }, {
        %5 = "x.b"(%3) : (i32) -> i32
        "scf.yield"(%5) : (i32) -> ()
      }) : (i1) -> i32
      "func.return"(%4, %1) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %3 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %4 = "scf.if"(%arg2) ({
        "scf.yield"(%arg0) : (i32) -> ()
      }, {
        %5 = "scf.if"(%arg2) ({
          %6 = "x.mul"(%3, %2) : (i32, i32) -> i32
          "scf.yield"(%6) : (i32) -> ()
        }, {
          "scf.yield"(%arg1) : (i32) -> ()
        }) : (i1) -> i32
        "scf.yield"(%5) : (i32) -> ()
      }) : (i1) -> i32
      "func.return"(%1, %3) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %3 = "arith.addi"(%arg1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%2, %3) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %3 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4 = "x.b"(%3) : (i32) -> i32
      %5 = "x.b"(%4) : (i32) -> i32
      %6 = "scf.if"(%arg2) ({
        "x.use"(%2) : (i32) -> ()
        "scf.yield"(%2) : (i32) -> ()
      }, {
        "scf.yield"(%arg0) : (i32) -> ()
      }) : (i1) -> i32
      "func.return"(%1, %2) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %3 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %4 = "x.a"(%arg1) : (i32) -> i32
      "x.use"(%arg0) : (i32) -> ()
      %5 = "arith.subi"(%4, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6 = "arith.muli"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7 = "arith.muli"(%5, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8 = "arith.subi"(%7, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %9 = "x.bin"(%arg1, %8) : (i32, i32) -> i32
      "func.return"(%3, %2) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %2 = "x.bin"(%arg0, %arg1) : (i32, i32) -> i32
      %3 = "arith.addi"(%arg0, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "x.use"(%arg0) : (i32) -> ()
      %4 = "x.b"(%3) : (i32) -> i32
      %5 = "x.bin"(%arg1, %1) : (i32, i32) -> i32
      "func.return"(%4, %5) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %3 = "x.b"(%arg1) : (i32) -> i32
      "x.use"(%3) : (i32) -> ()
      %4 = "x.b"(%2) : (i32) -> i32
      "x.use"(%1) : (i32) -> ()
      "x.use"(%arg1) : (i32) -> ()
      "func.return"(%3, %3) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %2 = "x.bin"(%arg0, %arg0) : (i32, i32) -> i32
      %3 = "arith.addi"(%2, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "x.use"(%2) : (i32) -> ()
      %4 = "scf.if"(%arg2) ({
        "x.use"(%arg0) : (i32) -> ()
        "scf.yield"(%2) : (i32) -> ()
      }, {
        "scf.yield"(%2) : (i32) -> ()
      }) : (i1) -> i32
      %5 = "x.bin"(%arg0, %3) : (i32, i32) -> i32
      %6 = "x.mul"(%3, %2) : (i32, i32) -> i32
      "func.return"(%6, %1) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %2 = "x.mul"(%arg0, %arg1) : (i32, i32) -> i32
      "x.use"(%arg1) : (i32) -> ()
      %3 = "arith.addi"(%arg1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4 = "x.a"(%2) : (i32) -> i32
      %5 = "scf.if"(%arg2) ({
        %9 = "scf.if"(%arg2) ({
          "scf.yield"(%1) : (i32) -> ()
        }, {
          %11 = "x.bin"(%3, %4) : (i32, i32) -> i32
          "scf.yield"(%arg0) : (i32) -> ()
        }) : (i1) -> i32
        %10 = "arith.addi"(%9, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%10) : (i32) -> ()
      }, {
        "scf.yield"(%3) : (i32) -> ()
      }) : (i1) -> i32
      %6 = "scf.if"(%arg2) ({
        "scf.yield"(%arg1) : (i32) -> ()
      }, {
        "scf.yield"(%2) : (i32) -> ()
      }) : (i1) -> i32
      %7 = "arith.addi"(%3, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8 = "scf.if"(%arg2) ({
        "scf.yield"(%1) : (i32) -> ()
      }, {
        "scf.yield"(%6) : (i32) -> ()
      }) : (i1) -> i32
      "func.return"(%7, %8) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %3 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4 = "x.bin"(%arg0, %3) : (i32, i32) -> i32
      %5 = "x.bin"(%arg1, %arg0) : (i32, i32) -> i32
      %6 = "x.bin"(%5, %4) : (i32, i32) -> i32
      %7 = "scf.if"(%arg2) ({
        %12 = "x.bin"(%arg0, %6) : (i32, i32) -> i32
        "scf.yield"(%5) : (i32) -> ()
      }, {
        %11 = "x.bin"(%arg1, %6) : (i32, i32) -> i32
        "scf.yield"(%5) : (i32) -> ()
      }) : (i1) -> i32
      %8 = "x.bin"(%5, %6) : (i32, i32) -> i32
      %9 = "scf.if"(%arg2) ({
        %10 = "x.a"(%5) : (i32) -> i32
        "scf.yield"(%4) : (i32) -> ()
      }, {
        "scf.yield"(%arg1) : (i32) -> ()
      }) : (i1) -> i32
      "func.return"(%1, %2) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
    ^bb0(%arg0: i32):
      "test.success"() : () -> ()
      "test.success"(%arg0) : (i32) -> ()
      %1 = "x.made"() {label = "test.success"} : () -> f32
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.const"() {value = 3 : i32} : () -> i32
      %2 = "x.mul_generic"(%arg0, %arg1) : (i32, i32) -> i32
      %3 = "x.mul_const"(%arg0, %1) : (i32, i32) -> i32
      %4 = "x.square"(%arg0) : (i32) -> i32
      %5 = "x.square"(%1) : (i32) -> i32
      "func.return"(%2, %3, %4, %5) : (i32, i32, i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
    ^bb0(%arg0: i32):
      "func.return"(%arg0) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32, i16, i16), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.lo"(%arg0) : (i32) -> i16
      %2 = "x.hi"(%arg0) : (i32) -> i16
      "func.return"(%arg1, %arg0, %1, %2) : (i32, i32, i16, i16) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> (i32, f32, f64, i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32):
      %1 = "x.to_float"(%arg0) {mode = "fast", rounding = "nearest"} : (i32) -> f32
      %2 = "x.cast"(%arg0) {rounding = "nearest"} : (i32) -> f64
      %3 = "x.zero"() : () -> i32
      %4 = "x.const"() {value = 1 : i32} : () -> i32
      "func.return"(%arg0, %1, %2, %3, %4) : (i32, f32, f64, i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> (i32, i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32):
      %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> {fwd} : (i32, i32) -> i32
      "func.return"(%arg0, %1, %arg0) : (i32, i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> i32, sym_name = "f"}> ({
      %1 = "x.c"() : () -> i32
      %2 = "x.b"(%1) : (i32) -> i32
      %3 = "x.c"() : () -> i32
      %4 = "x.b"(%3) : (i32) -> i32
      %5 = "x.c"() : () -> i32
      %6 = "x.b"(%5) : (i32) -> i32
      %7 = "x.c"() : () -> i32
      "func.return"(%7) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      "test.success"() : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      "x.region"() ({
        %8 = "x.p"(%arg0, %arg0) : (i32, i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %1 = "x.d"(%arg0) : (i32) -> i32
      %2:2 = "x.m"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
      "x.sink"(%2#1) : (i32) -> ()
      %3 = "x.c"(%1) {k = 0 : i32} : (i32) -> i32
      %4 = "x.d"(%3) : (i32) -> i32
      %5 = "x.b"(%1) : (i32) -> i32
      %6 = "x.wide"() : () -> i64
      %7 = "x.e"(%6) : (i64) -> i64
      "func.return"(%4, %5) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.e"(%arg0) : (i32) -> i32
      %2 = "x.q"(%arg0, %1) : (i32, i32) -> i32
      %3 = "x.d"(%arg0) : (i32) -> i32
      "func.return"(%arg0, %3) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.c"(%arg1) {k = 2 : i32} : (i32) -> i32
      %2 = "x.b"(%1) {k = 2 : i32} : (i32) -> i32
      %3 = "x.r"(%1, %2) : (i32, i32) -> i32
      "x.sink"(%2) : (i32) -> ()
      %4 = "x.c"(%arg1) : (i32) -> i32
      %5 = "x.p"(%1, %4) : (i32, i32) -> i32
      %6 = "x.e"(%arg1) : (i32) -> i32
      %7 = "x.d"(%6) {k = 2 : i32} : (i32) -> i32
      "func.return"(%6, %7) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.b"(%arg0) : (i32) -> i32
      "x.sink"(%arg0) : (i32) -> ()
      %2 = "x.l"() : () -> i32
      %3 = "x.r"(%2, %1) {mark} : (i32, i32) -> i32
      %4 = "x.d"(%arg1) : (i32) -> i32
      %5 = "x.q"(%2, %arg0) : (i32, i32) -> i32
      %6 = "x.l"() : () -> i32
      %7 = "x.wide"() : () -> i64
      "func.return"(%5, %4) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.k"() : () -> i32
      %2 = "x.c"(%arg1) {k = 2 : i32} : (i32) -> i32
      %3 = "x.e"(%1) : (i32) -> i32
      %4 = "x.q"(%3, %3) : (i32, i32) -> i32
      "x.sink"(%1) : (i32) -> ()
      %5 = "x.wide"() : () -> i64
      %6 = "x.a"(%5) : (i64) -> i64
      "func.return"(%3, %4) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.b"(%arg1) {k = 0 : i32} : (i32) -> i32
      %2:2 = "x.m"(%arg1, %1) : (i32, i32) -> (i32, i32)
      %3 = "x.r"(%2#0, %1) : (i32, i32) -> i32
      %4 = "x.d"(%arg0) : (i32) -> i32
      %5 = "x.r"(%2#1, %1) : (i32, i32) -> i32
      %6 = "x.q"(%arg1, %arg1) : (i32, i32) -> i32
      "x.region"() ({
        %13 = "x.c"(%6) {k = 2 : i32} : (i32) -> i32
        "x.sink"(%3) : (i32) -> ()
        %14 = "x.p"(%6, %2#0) : (i32, i32) -> i32
        %15 = "x.d"(%5) : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %7 = "x.e"(%4) : (i32) -> i32
      %8 = "x.p"(%3, %1) : (i32, i32) -> i32
      "x.region"() ({
        %10 = "x.c"(%7) {k = 2 : i32} : (i32) -> i32
        %11 = "x.b"(%2#1) {k = 0 : i32} : (i32) -> i32
        %12:2 = "x.m"(%arg1, %10) : (i32, i32) -> (i32, i32)
        "x.yield"() : () -> ()
      }) : () -> ()
      %9 = "x.a"(%3) : (i32) -> i32
      "func.return"(%8, %9) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.c"(%arg1) : (i32) -> i32
      "x.region"() ({
        %6 = "x.c"(%arg0) : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %2 = "x.r"(%1, %arg1) : (i32, i32) -> i32
      "x.region"() ({
        %5 = "x.d"(%2) {k = 2 : i32} : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %3 = "x.l"() : () -> i32
      %4 = "x.r"(%2, %arg0) : (i32, i32) -> i32
      "func.return"(%1, %3) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.e"(%arg0) : (i32) -> i32
      %2 = "x.e"(%1) : (i32) -> i32
      %3 = "x.d"(%2) : (i32) -> i32
      %4 = "x.l"() : () -> i32
      %5 = "x.c"(%2) : (i32) -> i32
      %6 = "x.a"(%arg0) : (i32) -> i32
      %7 = "x.r"(%5, %2) : (i32, i32) -> i32
      %8 = "x.b"(%arg0) : (i32) -> i32
      "x.region"() ({
        %11 = "x.p"(%1, %3) : (i32, i32) -> i32
        %12 = "x.c"(%11) : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %9:2 = "x.m"(%4, %6) : (i32, i32) -> (i32, i32)
      %10 = "x.k"() : () -> i32
      "func.return"(%9#1, %10) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.d"(%arg1) : (i32) -> i32
      %2 = "x.r"(%1, %1) : (i32, i32) -> i32
      %3 = "x.l"() : () -> i32
      %4 = "x.e"(%3) {k = 1 : i32} : (i32) -> i32
      %5 = "x.wide"() : () -> i64
      %6 = "x.a"(%5) : (i64) -> i64
      "func.return"(%3, %4) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      "x.sink"(%arg0) : (i32) -> ()
      %1 = "x.r"(%arg0, %arg1) {mark} : (i32, i32) -> i32
      %2 = "x.d"(%arg0) {k = 2 : i32} : (i32) -> i32
      %3 = "x.d"(%1) : (i32) -> i32
      %4 = "x.e"(%arg0) {k = 1 : i32} : (i32) -> i32
      "func.return"(%1, %4) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.l"() : () -> i32
      %2 = "x.k"() : () -> i32
      %3 = "x.r"(%arg1, %arg0) : (i32, i32) -> i32
      "x.region"() ({
        "x.region"() ({
          %14 = "x.q"(%3, %arg1) : (i32, i32) -> i32
          "x.yield"() : () -> ()
        }) : () -> ()
        %11 = "x.d"(%arg1) : (i32) -> i32
        %12 = "x.b"(%arg0) : (i32) -> i32
        %13 = "x.d"(%arg1) : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %4 = "x.a"(%arg1) {mark} : (i32) -> i32
      %5 = "x.d"(%3) : (i32) -> i32
      "x.sink"(%1) : (i32) -> ()
      %6 = "x.r"(%4, %3) : (i32, i32) -> i32
      %7 = "x.d"(%1) {k = 1 : i32} : (i32) -> i32
      %8 = "x.b"(%5) : (i32) -> i32
      %9 = "x.d"(%8) : (i32) -> i32
      %10 = "x.b"(%arg0) {mark} : (i32) -> i32
      "x.sink"(%4) : (i32) -> ()
      "func.return"(%9, %10) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.d"(%arg0) {k = 0 : i32} : (i32) -> i32
      %2 = "x.r"(%arg0, %1) : (i32, i32) -> i32
      %3 = "x.r"(%1, %1) : (i32, i32) -> i32
      %4 = "x.b"(%2) {k = 2 : i32} : (i32) -> i32
      "x.region"() ({
        %10 = "x.r"(%2, %3) : (i32, i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %5:2 = "x.m"(%2, %4) : (i32, i32) -> (i32, i32)
      %6 = "x.c"(%arg1) : (i32) -> i32
      %7 = "x.p"(%arg1, %1) {mark} : (i32, i32) -> i32
      %8 = "x.wide"() : () -> i64
      %9 = "x.a"(%8) : (i64) -> i64
      "func.return"(%6, %7) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.e"(%arg0) {k = 1 : i32} : (i32) -> i32
      %2 = "x.p"(%arg1, %arg0) : (i32, i32) -> i32
      %3 = "x.r"(%arg1, %1) : (i32, i32) -> i32
      %4 = "x.c"(%arg1) {k = 0 : i32} : (i32) -> i32
      %5 = "x.q"(%3, %2) : (i32, i32) -> i32
      "x.region"() ({
        %11 = "x.b"(%3) : (i32) -> i32
        "x.region"() ({
          %14 = "x.r"(%1, %2) : (i32, i32) -> i32
          "x.yield"() : () -> ()
        }) : () -> ()
        %12:2 = "x.m"(%4, %arg1) : (i32, i32) -> (i32, i32)
        %13 = "x.l"() : () -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %6 = "x.e"(%4) {k = 1 : i32} : (i32) -> i32
      %7:2 = "x.m"(%4, %5) : (i32, i32) -> (i32, i32)
      %8 = "x.q"(%4, %3) : (i32, i32) -> i32
      %9:2 = "x.m"(%7#0, %arg0) : (i32, i32) -> (i32, i32)
      %10:2 = "x.m"(%arg1, %1) : (i32, i32) -> (i32, i32)
      "func.return"(%10#0, %10#1) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.d"(%arg0) : (i32) -> i32
      %2 = "x.e"(%1) : (i32) -> i32
      %3 = "x.l"() : () -> i32
      "func.return"(%arg1, %3) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.l"() : () -> i32
      "x.region"() ({
        "x.sink"(%arg1) : (i32) -> ()
        %10 = "x.e"(%arg0) : (i32) -> i32
        %11 = "x.r"(%arg0, %10) : (i32, i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      "x.region"() ({
        %9 = "x.q"(%arg1, %arg1) : (i32, i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %2 = "x.a"(%arg1) : (i32) -> i32
      %3 = "x.q"(%1, %1) : (i32, i32) -> i32
      "x.sink"(%1) : (i32) -> ()
      %4 = "x.l"() : () -> i32
      %5 = "x.e"(%arg0) : (i32) -> i32
      %6 = "x.e"(%5) : (i32) -> i32
      %7 = "x.q"(%3, %3) : (i32, i32) -> i32
      %8 = "x.q"(%4, %6) : (i32, i32) -> i32
      "func.return"(%7, %8) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.l"() : () -> i32
      %2 = "x.c"(%arg0) : (i32) -> i32
      %3 = "x.r"(%2, %1) : (i32, i32) -> i32
      %4 = "x.e"(%1) {mark} : (i32) -> i32
      "x.region"() ({
        %10 = "x.e"(%2) {k = 2 : i32} : (i32) -> i32
        "x.sink"(%10) : (i32) -> ()
        "x.yield"() : () -> ()
      }) : () -> ()
      %5 = "x.e"(%arg0) : (i32) -> i32
      %6 = "x.r"(%2, %arg0) : (i32, i32) -> i32
      "x.sink"(%2) : (i32) -> ()
      %7 = "x.b"(%1) : (i32) -> i32
      %8 = "x.k"() : () -> i32
      %9 = "x.wide"() : () -> i64
      "func.return"(%7, %8) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.a"(%arg0) : (i32) -> i32
      "x.region"() ({
        %8 = "x.c"(%1) : (i32) -> i32
        %9 = "x.q"(%1, %arg0) : (i32, i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %2 = "x.r"(%arg0, %arg0) : (i32, i32) -> i32
      %3 = "x.r"(%1, %1) : (i32, i32) -> i32
      %4:2 = "x.m"(%2, %arg0) : (i32, i32) -> (i32, i32)
      %5 = "x.c"(%4#1) {mark} : (i32) -> i32
      %6 = "x.e"(%arg1) {mark} : (i32) -> i32
      %7 = "x.q"(%2, %3) : (i32, i32) -> i32
      "func.return"(%6, %7) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1:2 = "x.m"(%arg1, %arg1) : (i32, i32) -> (i32, i32)
      "x.sink"(%arg1) : (i32) -> ()
      %2 = "x.l"() : () -> i32
      %3 = "x.p"(%2, %1#0) : (i32, i32) -> i32
      %4:2 = "x.m"(%3, %2) : (i32, i32) -> (i32, i32)
      %5 = "x.e"(%1#0) : (i32) -> i32
      %6 = "x.e"(%3) {k = 0 : i32} : (i32) -> i32
      %7 = "x.q"(%1#0, %1#0) : (i32, i32) -> i32
      "func.return"(%6, %7) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.d"(%arg1) : (i32) -> i32
      %2 = "x.l"() : () -> i32
      "x.region"() ({
        %11 = "x.e"(%arg0) : (i32) -> i32
        %12 = "x.a"(%1) : (i32) -> i32
        %13 = "x.q"(%2, %2) : (i32, i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %3 = "x.p"(%arg0, %arg0) : (i32, i32) -> i32
      %4 = "x.q"(%1, %1) : (i32, i32) -> i32
      %5 = "x.e"(%1) : (i32) -> i32
      %6 = "x.q"(%5, %4) : (i32, i32) -> i32
      "x.region"() ({
        %10 = "x.c"(%1) : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %7 = "x.e"(%1) {k = 0 : i32} : (i32) -> i32
      %8 = "x.k"() : () -> i32
      %9 = "x.b"(%2) : (i32) -> i32
      "func.return"(%8, %9) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.c"(%arg0) {k = 1 : i32} : (i32) -> i32
      %2:2 = "x.m"(%1, %arg1) : (i32, i32) -> (i32, i32)
      %3 = "x.e"(%arg1) : (i32) -> i32
      %4 = "x.c"(%2#1) : (i32) -> i32
      %5:2 = "x.m"(%arg1, %arg1) : (i32, i32) -> (i32, i32)
      %6 = "x.k"() : () -> i32
      %7:2 = "x.m"(%2#0, %4) : (i32, i32) -> (i32, i32)
      %8 = "x.e"(%7#1) : (i32) -> i32
      %9:2 = "x.m"(%7#1, %6) : (i32, i32) -> (i32, i32)
      %10:2 = "x.m"(%arg1, %2#0) : (i32, i32) -> (i32, i32)
      %11 = "x.l"() : () -> i32
      %12 = "x.e"(%11) : (i32) -> i32
      %13 = "x.wide"() : () -> i64
      %14 = "x.a"(%13) : (i64) -> i64
      "func.return"(%11, %12) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      "x.sink"(%arg0) : (i32) -> ()
      %1 = "x.b"(%arg0) : (i32) -> i32
      "x.region"() ({
        %12:2 = "x.m"(%arg1, %1) : (i32, i32) -> (i32, i32)
        %13 = "x.e"(%arg1) {k = 1 : i32} : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %2 = "x.a"(%1) {mark} : (i32) -> i32
      %3 = "x.l"() : () -> i32
      %4 = "x.k"() : () -> i32
      "x.region"() ({
        %10:2 = "x.m"(%3, %arg0) : (i32, i32) -> (i32, i32)
        %11 = "x.d"(%10#0) {k = 0 : i32} : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %5 = "x.r"(%arg1, %arg1) : (i32, i32) -> i32
      %6 = "x.c"(%3) : (i32) -> i32
      "x.region"() ({
        "x.region"() ({
          "x.sink"(%3) : (i32) -> ()
          %9 = "x.a"(%1) : (i32) -> i32
          "x.yield"() : () -> ()
        }) : () -> ()
        "x.yield"() : () -> ()
      }) : () -> ()
      %7 = "x.a"(%2) : (i32) -> i32
      %8 = "x.e"(%2) {mark} : (i32) -> i32
      "func.return"(%7, %8) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.r"(%arg0, %arg0) : (i32, i32) -> i32
      %2 = "x.b"(%arg0) {k = 0 : i32} : (i32) -> i32
      "x.sink"(%arg1) : (i32) -> ()
      %3 = "x.l"() : () -> i32
      %4 = "x.a"(%arg0) {mark} : (i32) -> i32
      "x.sink"(%arg0) : (i32) -> ()
      %5 = "x.e"(%3) : (i32) -> i32
      %6 = "x.c"(%arg1) : (i32) -> i32
      %7 = "x.p"(%4, %arg0) : (i32, i32) -> i32
      %8 = "x.b"(%4) : (i32) -> i32
      %9 = "x.wide"() : () -> i64
      %10 = "x.a"(%9) : (i64) -> i64
      "func.return"(%7, %8) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.e"(%arg0) : (i32) -> i32
      %2 = "x.c"(%1) {mark} : (i32) -> i32
      %3 = "x.e"(%2) {k = 1 : i32} : (i32) -> i32
      %4 = "x.r"(%3, %1) : (i32, i32) -> i32
      %5 = "x.b"(%2) : (i32) -> i32
      %6:2 = "x.m"(%1, %3) : (i32, i32) -> (i32, i32)
      "x.region"() ({
        %11 = "x.b"(%5) : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %7 = "x.b"(%2) {k = 2 : i32} : (i32) -> i32
      %8 = "x.e"(%6#1) : (i32) -> i32
      %9 = "x.p"(%6#1, %arg1) : (i32, i32) -> i32
      %10 = "x.r"(%1, %6#1) : (i32, i32) -> i32
      "func.return"(%9, %10) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      "x.sink"(%arg0) : (i32) -> ()
      %1 = "x.c"(%arg0) {mark} : (i32) -> i32
      %2 = "x.e"(%1) {mark} : (i32) -> i32
      %3 = "x.b"(%1) : (i32) -> i32
      "func.return"(%2, %3) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1:2 = "x.m"(%arg1, %arg1) : (i32, i32) -> (i32, i32)
      "x.region"() ({
        "x.region"() ({
          %9 = "x.c"(%1#1) : (i32) -> i32
          %10:2 = "x.m"(%1#0, %1#0) : (i32, i32) -> (i32, i32)
          %11 = "x.p"(%9, %10#1) {mark} : (i32, i32) -> i32
          "x.yield"() : () -> ()
        }) : () -> ()
        "x.sink"(%1#1) : (i32) -> ()
        %7 = "x.p"(%1#1, %arg1) : (i32, i32) -> i32
        %8 = "x.r"(%arg1, %1#1) : (i32, i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %2 = "x.a"(%arg0) : (i32) -> i32
      %3 = "x.r"(%arg0, %1#0) : (i32, i32) -> i32
      %4 = "x.q"(%1#0, %2) : (i32, i32) -> i32
      %5 = "x.b"(%3) : (i32) -> i32
      %6 = "x.b"(%4) : (i32) -> i32
      "func.return"(%5, %6) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.q"(%arg0, %arg1) : (i32, i32) -> i32
      "x.sink"(%arg0) : (i32) -> ()
      %2:2 = "x.m"(%arg0, %1) : (i32, i32) -> (i32, i32)
      %3 = "x.q"(%1, %arg1) {mark} : (i32, i32) -> i32
      "x.region"() ({
        %13 = "x.c"(%arg0) : (i32) -> i32
        %14 = "x.a"(%3) : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %4 = "x.a"(%1) {k = 0 : i32} : (i32) -> i32
      %5 = "x.e"(%1) {k = 0 : i32} : (i32) -> i32
      %6 = "x.r"(%2#1, %2#0) : (i32, i32) -> i32
      %7 = "x.k"() : () -> i32
      %8 = "x.e"(%3) {mark} : (i32) -> i32
      %9 = "x.k"() : () -> i32
      %10 = "x.e"(%1) {mark} : (i32) -> i32
      %11 = "x.wide"() : () -> i64
      %12 = "x.a"(%11) : (i64) -> i64
      "func.return"(%9, %10) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.b"(%arg0) {mark} : (i32) -> i32
      %2 = "x.b"(%arg1) : (i32) -> i32
      %3 = "x.r"(%2, %arg1) : (i32, i32) -> i32
      %4 = "x.c"(%1) : (i32) -> i32
      "x.region"() ({
        %13 = "x.k"() : () -> i32
        %14 = "x.k"() : () -> i32
        "x.sink"(%4) : (i32) -> ()
        %15 = "x.e"(%13) : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %5 = "x.r"(%1, %1) : (i32, i32) -> i32
      %6 = "x.q"(%2, %1) : (i32, i32) -> i32
      %7 = "x.l"() : () -> i32
      %8:2 = "x.m"(%arg0, %4) : (i32, i32) -> (i32, i32)
      %9 = "x.c"(%7) {mark} : (i32) -> i32
      %10 = "x.b"(%1) : (i32) -> i32
      %11 = "x.wide"() : () -> i64
      %12 = "x.b"(%11) : (i64) -> i64
      "func.return"(%9, %10) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1:2 = "x.m"(%arg1, %arg1) : (i32, i32) -> (i32, i32)
      %2 = "x.q"(%arg0, %arg1) : (i32, i32) -> i32
      %3 = "x.wide"() : () -> i64
      %4 = "x.a"(%3) : (i64) -> i64
      "func.return"(%2, %arg1) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2 = "x.b"(%1) {k = 2 : i32} : (i32) -> i32
      %3 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "x.sink"(%3) : (i32) -> ()
      %4 = "x.d"(%3) {k = 1 : i32} : (i32) -> i32
      %5 = "x.r"(%1, %4) : (i32, i32) -> i32
      "x.sink"(%1) : (i32) -> ()
      %6 = "x.k"() : () -> i32
      %7 = "arith.addi"(%1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8 = "arith.addi"(%1, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %9 = "x.wide"() : () -> i64
      "func.return"(%7, %8) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.c"(%arg1) : (i32) -> i32
      "x.region"() ({
        %6 = "x.r"(%arg0, %1) : (i32, i32) -> i32
        %7 = "x.k"() : () -> i32
        %8 = "x.l"() : () -> i32
        %9 = "x.e"(%8) : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %2 = "x.q"(%arg1, %arg0) : (i32, i32) -> i32
      %3:2 = "x.m"(%1, %arg0) : (i32, i32) -> (i32, i32)
      "x.sink"(%1) : (i32) -> ()
      %4 = "x.c"(%3#0) : (i32) -> i32
      %5 = "x.p"(%3#0, %2) : (i32, i32) -> i32
      "func.return"(%4, %5) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.d"(%arg0) : (i32) -> i32
      "x.region"() ({
        "x.sink"(%1) : (i32) -> ()
        "x.sink"(%arg1) : (i32) -> ()
        %9 = "x.c"(%arg1) : (i32) -> i32
        %10 = "x.d"(%arg0) : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      "x.region"() ({
        "x.region"() ({
          "x.sink"(%arg1) : (i32) -> ()
          %7 = "x.q"(%arg0, %1) : (i32, i32) -> i32
          %8 = "x.c"(%arg1) : (i32) -> i32
          "x.sink"(%1) : (i32) -> ()
          "x.yield"() : () -> ()
        }) : () -> ()
        "x.sink"(%arg1) : (i32) -> ()
        "x.yield"() : () -> ()
      }) : () -> ()
      %2 = "x.d"(%arg1) {k = 1 : i32} : (i32) -> i32
      "x.sink"(%1) : (i32) -> ()
      %3 = "x.l"() : () -> i32
      "x.region"() ({
        %4 = "x.c"(%2) : (i32) -> i32
        %5 = "x.d"(%arg1) : (i32) -> i32
        %6 = "x.l"() : () -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      "x.sink"(%arg1) : (i32) -> ()
      "func.return"(%arg0, %3) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      "x.sink"(%arg1) : (i32) -> ()
      "x.region"() ({
        %9:2 = "x.m"(%arg1, %arg1) : (i32, i32) -> (i32, i32)
        "x.sink"(%9#1) : (i32) -> ()
        %10:2 = "x.m"(%arg1, %arg1) : (i32, i32) -> (i32, i32)
        "x.yield"() : () -> ()
      }) : () -> ()
      %1 = "x.e"(%arg0) {k = 2 : i32} : (i32) -> i32
      %2 = "x.r"(%arg0, %arg1) : (i32, i32) -> i32
      %3 = "x.c"(%2) : (i32) -> i32
      %4 = "x.c"(%2) : (i32) -> i32
      %5 = "x.a"(%1) : (i32) -> i32
      "x.region"() ({
        %7 = "x.a"(%arg1) : (i32) -> i32
        %8 = "x.p"(%5, %arg0) : (i32, i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %6 = "x.d"(%5) {mark} : (i32) -> i32
      "func.return"(%5, %6) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.r"(%arg0, %arg0) : (i32, i32) -> i32
      %2 = "x.e"(%1) : (i32) -> i32
      %3 = "x.d"(%arg1) : (i32) -> i32
      %4 = "x.p"(%arg1, %arg0) {mark} : (i32, i32) -> i32
      %5 = "x.a"(%2) : (i32) -> i32
      "x.region"() ({
        %7 = "x.p"(%3, %2) : (i32, i32) -> i32
        %8 = "x.l"() : () -> i32
        %9 = "x.l"() : () -> i32
        %10:2 = "x.m"(%arg0, %arg0) : (i32, i32) -> (i32, i32)
        "x.yield"() : () -> ()
      }) : () -> ()
      "x.sink"(%5) : (i32) -> ()
      "x.sink"(%5) : (i32) -> ()
      %6 = "x.d"(%3) : (i32) -> i32
      "func.return"(%3, %6) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.c"(%arg0) {mark} : (i32) -> i32
      "x.region"() ({
        %6 = "x.d"(%arg0) : (i32) -> i32
        %7 = "x.e"(%1) : (i32) -> i32
        "x.sink"(%arg0) : (i32) -> ()
        "x.yield"() : () -> ()
      }) : () -> ()
      %2 = "x.b"(%arg1) : (i32) -> i32
      %3 = "x.a"(%arg1) : (i32) -> i32
      %4 = "x.e"(%arg1) {k = 2 : i32} : (i32) -> i32
      %5 = "x.c"(%2) {mark} : (i32) -> i32
      "func.return"(%4, %5) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.d"(%arg1) : (i32) -> i32
      %2:2 = "x.m"(%arg1, %arg0) : (i32, i32) -> (i32, i32)
      %3 = "x.e"(%arg0) {k = 1 : i32} : (i32) -> i32
      "x.sink"(%1) : (i32) -> ()
      %4 = "x.c"(%arg0) : (i32) -> i32
      "x.region"() ({
        %9 = "x.a"(%3) : (i32) -> i32
        "x.region"() ({
          %12 = "x.e"(%arg0) : (i32) -> i32
          %13 = "x.b"(%arg1) {k = 0 : i32} : (i32) -> i32
          %14:2 = "x.m"(%12, %2#1) : (i32, i32) -> (i32, i32)
          %15 = "x.b"(%2#0) : (i32) -> i32
          "x.yield"() : () -> ()
        }) : () -> ()
        %10 = "x.e"(%4) : (i32) -> i32
        %11 = "x.r"(%1, %2#1) : (i32, i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %5 = "x.a"(%arg0) : (i32) -> i32
      %6 = "x.l"() : () -> i32
      "x.sink"(%4) : (i32) -> ()
      %7 = "x.k"() : () -> i32
      %8 = "x.c"(%4) : (i32) -> i32
      "func.return"(%7, %8) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.d"(%arg0) : (i32) -> i32
      %2 = "x.d"(%1) : (i32) -> i32
      "x.region"() ({
        %9 = "x.e"(%2) : (i32) -> i32
        "x.region"() ({
          %15 = "x.d"(%9) : (i32) -> i32
          "x.yield"() : () -> ()
        }) : () -> ()
        "x.region"() ({
          %11 = "x.l"() : () -> i32
          %12 = "x.d"(%arg1) {mark} : (i32) -> i32
          %13 = "x.c"(%arg0) : (i32) -> i32
          %14 = "x.e"(%arg1) {k = 2 : i32} : (i32) -> i32
          "x.yield"() : () -> ()
        }) : () -> ()
        %10 = "x.p"(%9, %9) : (i32, i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %3 = "x.e"(%1) : (i32) -> i32
      "x.sink"(%1) : (i32) -> ()
      %4 = "x.c"(%2) {k = 0 : i32} : (i32) -> i32
      %5 = "x.d"(%3) {mark} : (i32) -> i32
      %6 = "x.l"() : () -> i32
      %7 = "x.e"(%arg1) {k = 0 : i32} : (i32) -> i32
      %8 = "x.a"(%arg0) {mark} : (i32) -> i32
      "func.return"(%7, %8) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      "x.region"() ({
        %9 = "x.b"(%arg1) : (i32) -> i32
        %10 = "x.r"(%arg0, %arg0) : (i32, i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %1 = "x.b"(%arg0) : (i32) -> i32
      %2 = "x.q"(%arg1, %arg1) : (i32, i32) -> i32
      %3 = "x.q"(%arg0, %arg1) {mark} : (i32, i32) -> i32
      %4 = "x.d"(%1) : (i32) -> i32
      %5 = "x.e"(%1) : (i32) -> i32
      %6 = "x.p"(%arg1, %arg1) : (i32, i32) -> i32
      %7 = "x.wide"() : () -> i64
      %8 = "x.a"(%7) : (i64) -> i64
      "func.return"(%5, %6) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.e"(%arg0) : (i32) -> i32
      "x.sink"(%1) : (i32) -> ()
      %2 = "x.e"(%1) {k = 1 : i32} : (i32) -> i32
      %3 = "x.d"(%1) : (i32) -> i32
      "x.region"() ({
        %6:2 = "x.m"(%3, %1) : (i32, i32) -> (i32, i32)
        "x.yield"() : () -> ()
      }) : () -> ()
      %4 = "x.d"(%3) {k = 1 : i32} : (i32) -> i32
      %5 = "x.l"() : () -> i32
      "func.return"(%4, %5) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.r"(%arg0, %arg0) : (i32, i32) -> i32
      %2 = "x.l"() : () -> i32
      %3:2 = "x.m"(%arg0, %1) : (i32, i32) -> (i32, i32)
      %4 = "x.e"(%arg1) : (i32) -> i32
      %5 = "x.a"(%4) {mark} : (i32) -> i32
      %6 = "x.l"() : () -> i32
      %7 = "x.e"(%arg0) : (i32) -> i32
      "x.region"() ({
        "x.sink"(%1) : (i32) -> ()
        %10 = "x.e"(%arg1) : (i32) -> i32
        %11 = "x.k"() : () -> i32
        %12 = "x.e"(%6) : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      "x.sink"(%3#0) : (i32) -> ()
      %8 = "x.l"() : () -> i32
      %9 = "x.k"() : () -> i32
      "func.return"(%8, %9) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      "x.region"() ({
        %10 = "x.e"(%arg1) {k = 2 : i32} : (i32) -> i32
        %11 = "x.d"(%10) : (i32) -> i32
        %12 = "x.p"(%10, %10) {mark} : (i32, i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %1 = "x.c"(%arg0) : (i32) -> i32
      %2 = "x.r"(%arg0, %arg0) : (i32, i32) -> i32
      %3 = "x.l"() : () -> i32
      "x.sink"(%arg0) : (i32) -> ()
      "x.region"() ({
        "x.region"() ({
          %9 = "x.a"(%arg1) {k = 0 : i32} : (i32) -> i32
          "x.yield"() : () -> ()
        }) : () -> ()
        %6:2 = "x.m"(%2, %3) : (i32, i32) -> (i32, i32)
        %7 = "x.p"(%2, %6#1) : (i32, i32) -> i32
        %8 = "x.c"(%arg0) : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %4 = "x.d"(%arg1) : (i32) -> i32
      %5 = "x.a"(%arg0) : (i32) -> i32
      "func.return"(%4, %5) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      "x.sink"(%arg1) : (i32) -> ()
      %1 = "x.d"(%arg0) {k = 2 : i32} : (i32) -> i32
      %2 = "x.q"(%1, %arg1) : (i32, i32) -> i32
      %3 = "x.r"(%2, %2) : (i32, i32) -> i32
      %4 = "x.p"(%1, %3) : (i32, i32) -> i32
      "func.return"(%3, %4) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.d"(%arg0) : (i32) -> i32
      %2 = "x.r"(%arg1, %arg0) : (i32, i32) -> i32
      %3 = "x.q"(%2, %1) {mark} : (i32, i32) -> i32
      "x.sink"(%3) : (i32) -> ()
      "func.return"(%2, %3) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      "x.region"() ({
        "x.sink"(%arg1) : (i32) -> ()
        %9 = "x.e"(%arg1) : (i32) -> i32
        %10 = "x.a"(%arg0) {k = 0 : i32} : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      "x.sink"(%arg1) : (i32) -> ()
      %1:2 = "x.m"(%arg1, %arg1) : (i32, i32) -> (i32, i32)
      %2:2 = "x.m"(%1#1, %arg0) : (i32, i32) -> (i32, i32)
      %3 = "x.l"() : () -> i32
      %4 = "x.a"(%2#1) : (i32) -> i32
      "x.region"() ({
        %8 = "x.k"() : () -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %5 = "x.q"(%arg0, %4) : (i32, i32) -> i32
      %6 = "x.e"(%3) : (i32) -> i32
      %7 = "x.e"(%arg1) : (i32) -> i32
      "func.return"(%6, %7) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      "x.sink"(%arg1) : (i32) -> ()
      "x.region"() ({
        %15 = "x.e"(%arg0) : (i32) -> i32
        %16 = "x.p"(%arg1, %arg1) : (i32, i32) -> i32
        %17:2 = "x.m"(%arg1, %arg0) : (i32, i32) -> (i32, i32)
        "x.yield"() : () -> ()
      }) : () -> ()
      "x.region"() ({
        %12 = "x.q"(%arg1, %arg0) : (i32, i32) -> i32
        %13 = "x.p"(%12, %arg1) : (i32, i32) -> i32
        %14 = "x.c"(%arg0) : (i32) -> i32
        "x.sink"(%arg1) : (i32) -> ()
        "x.yield"() : () -> ()
      }) : () -> ()
      "x.sink"(%arg0) : (i32) -> ()
      %1 = "x.a"(%arg0) {k = 0 : i32} : (i32) -> i32
      %2 = "x.e"(%arg1) {mark} : (i32) -> i32
      %3 = "x.c"(%arg1) {k = 1 : i32} : (i32) -> i32
      %4 = "x.e"(%arg1) : (i32) -> i32
      %5 = "x.r"(%2, %3) : (i32, i32) -> i32
      "x.region"() ({
        %10 = "x.r"(%5, %arg0) : (i32, i32) -> i32
        %11 = "x.a"(%10) : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %6 = "x.a"(%1) {mark} : (i32) -> i32
      %7:2 = "x.m"(%3, %3) : (i32, i32) -> (i32, i32)
      "x.sink"(%5) : (i32) -> ()
      %8 = "x.wide"() : () -> i64
      %9 = "x.a"(%8) : (i64) -> i64
      "func.return"(%7#0, %7#1) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      "x.region"() ({
        %9 = "x.c"(%arg1) {k = 1 : i32} : (i32) -> i32
        %10 = "x.b"(%arg1) {k = 2 : i32} : (i32) -> i32
        %11 = "x.p"(%10, %arg1) : (i32, i32) -> i32
        "x.sink"(%arg0) : (i32) -> ()
        "x.yield"() : () -> ()
      }) : () -> ()
      %1:2 = "x.m"(%arg1, %arg0) : (i32, i32) -> (i32, i32)
      %2 = "x.e"(%1#1) : (i32) -> i32
      %3:2 = "x.m"(%arg1, %arg1) : (i32, i32) -> (i32, i32)
      %4 = "x.c"(%1#0) : (i32) -> i32
      %5 = "x.r"(%1#0, %arg0) : (i32, i32) -> i32
      "x.sink"(%5) : (i32) -> ()
      %6 = "x.c"(%2) {k = 0 : i32} : (i32) -> i32
      %7 = "x.a"(%3#0) : (i32) -> i32
      %8 = "x.a"(%3#0) : (i32) -> i32
      "func.return"(%7, %8) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.e"(%arg0) : (i32) -> i32
      %2 = "x.l"() : () -> i32
      %3 = "x.d"(%arg1) : (i32) -> i32
      "x.sink"(%arg1) : (i32) -> ()
      %4 = "x.r"(%arg0, %1) : (i32, i32) -> i32
      %5 = "x.c"(%2) : (i32) -> i32
      %6 = "x.d"(%1) : (i32) -> i32
      %7 = "x.c"(%3) : (i32) -> i32
      "x.sink"(%3) : (i32) -> ()
      %8 = "x.p"(%3, %3) : (i32, i32) -> i32
      %9 = "x.p"(%3, %5) : (i32, i32) -> i32
      "x.sink"(%9) : (i32) -> ()
      "func.return"(%8, %9) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.d"(%arg1) {mark} : (i32) -> i32
      %2 = "x.k"() : () -> i32
      %3 = "x.l"() : () -> i32
      %4 = "x.k"() : () -> i32
      %5 = "x.c"(%3) : (i32) -> i32
      %6 = "x.e"(%5) {mark} : (i32) -> i32
      %7 = "x.k"() : () -> i32
      %8 = "x.e"(%6) : (i32) -> i32
      %9 = "x.d"(%arg0) : (i32) -> i32
      %10 = "x.p"(%3, %arg1) : (i32, i32) -> i32
      %11 = "x.q"(%10, %5) : (i32, i32) -> i32
      %12 = "x.p"(%6, %1) : (i32, i32) -> i32
      %13 = "x.wide"() : () -> i64
      "func.return"(%1, %2) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.k"() : () -> i32
      %2 = "x.d"(%1) : (i32) -> i32
      %3 = "x.k"() : () -> i32
      %4 = "x.d"(%arg1) : (i32) -> i32
      %5 = "x.e"(%4) : (i32) -> i32
      %6 = "x.p"(%3, %3) : (i32, i32) -> i32
      %7 = "x.k"() : () -> i32
      %8 = "x.r"(%3, %1) : (i32, i32) -> i32
      %9 = "x.q"(%8, %3) : (i32, i32) -> i32
      %10 = "x.c"(%2) : (i32) -> i32
      %11 = "x.p"(%10, %4) : (i32, i32) -> i32
      %12 = "x.e"(%9) {k = 1 : i32} : (i32) -> i32
      %13 = "x.q"(%arg0, %11) {mark} : (i32, i32) -> i32
      %14 = "x.wide"() : () -> i64
      %15 = "x.a"(%14) : (i64) -> i64
      "func.return"(%12, %13) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      "x.sink"(%arg1) : (i32) -> ()
      %1 = "x.l"() : () -> i32
      %2 = "x.r"(%1, %arg1) : (i32, i32) -> i32
      %3 = "x.l"() : () -> i32
      %4 = "x.p"(%arg0, %arg1) : (i32, i32) -> i32
      %5 = "x.r"(%2, %4) : (i32, i32) -> i32
      %6 = "x.k"() : () -> i32
      %7 = "x.k"() : () -> i32
      %8 = "x.b"(%1) : (i32) -> i32
      %9 = "x.b"(%4) : (i32) -> i32
      %10:2 = "x.m"(%6, %1) : (i32, i32) -> (i32, i32)
      %11 = "x.l"() : () -> i32
      "x.region"() ({
        %12 = "x.e"(%arg1) {k = 0 : i32} : (i32) -> i32
        %13 = "x.r"(%arg0, %arg0) : (i32, i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      "func.return"(%10#1, %11) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.b"(%arg0) {k = 0 : i32} : (i32) -> i32
      "x.region"() ({
        %4 = "x.c"(%arg1) : (i32) -> i32
        "x.sink"(%arg0) : (i32) -> ()
        "x.yield"() : () -> ()
      }) : () -> ()
      %2 = "x.l"() : () -> i32
      %3 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%2, %3) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      "x.sink"(%arg1) : (i32) -> ()
      "x.region"() ({
        %12 = "x.e"(%arg0) {k = 0 : i32} : (i32) -> i32
        %13 = "x.d"(%arg1) : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      "x.sink"(%arg0) : (i32) -> ()
      %1 = "x.k"() : () -> i32
      %2 = "x.c"(%arg1) : (i32) -> i32
      %3 = "x.d"(%arg0) : (i32) -> i32
      %4 = "x.e"(%arg0) {k = 1 : i32} : (i32) -> i32
      %5:2 = "x.m"(%2, %2) : (i32, i32) -> (i32, i32)
      %6 = "x.r"(%5#0, %arg0) : (i32, i32) -> i32
      "x.region"() ({
        %9 = "x.k"() : () -> i32
        %10:2 = "x.m"(%arg0, %6) : (i32, i32) -> (i32, i32)
        %11 = "x.b"(%1) : (i32) -> i32
        "x.sink"(%10#1) : (i32) -> ()
        "x.yield"() : () -> ()
      }) : () -> ()
      %7 = "x.d"(%5#0) {k = 1 : i32} : (i32) -> i32
      %8 = "x.e"(%5#1) {k = 2 : i32} : (i32) -> i32
      "func.return"(%7, %8) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.b"(%arg1) : (i32) -> i32
      "x.sink"(%1) : (i32) -> ()
      %2 = "x.d"(%arg1) : (i32) -> i32
      %3 = "arith.addi"(%1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4 = "x.r"(%arg0, %arg0) : (i32, i32) -> i32
      %5 = "x.l"() : () -> i32
      %6 = "x.c"(%arg1) : (i32) -> i32
      %7 = "x.q"(%2, %arg0) {mark} : (i32, i32) -> i32
      %8 = "x.b"(%arg0) : (i32) -> i32
      %9 = "x.r"(%7, %3) : (i32, i32) -> i32
      %10 = "x.a"(%6) {k = 1 : i32} : (i32) -> i32
      %11 = "x.d"(%2) {k = 2 : i32} : (i32) -> i32
      %12 = "x.wide"() : () -> i64
      %13 = "x.a"(%12) : (i64) -> i64
      "func.return"(%10, %11) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.q"(%arg1, %arg0) : (i32, i32) -> i32
      %2 = "x.c"(%arg0) {k = 0 : i32} : (i32) -> i32
      %3 = "x.d"(%2) : (i32) -> i32
      %4 = "x.e"(%arg1) : (i32) -> i32
      %5 = "x.e"(%arg0) {k = 1 : i32} : (i32) -> i32
      %6 = "x.d"(%1) : (i32) -> i32
      %7 = "x.e"(%arg0) {k = 0 : i32} : (i32) -> i32
      "x.region"() ({
        "x.sink"(%4) : (i32) -> ()
        "x.yield"() : () -> ()
      }) : () -> ()
      %8 = "x.a"(%4) {k = 2 : i32} : (i32) -> i32
      "func.return"(%7, %8) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.d"(%arg1) {mark} : (i32) -> i32
      %2 = "x.k"() : () -> i32
      "x.region"() ({
        %13 = "x.e"(%2) {mark} : (i32) -> i32
        %14 = "x.r"(%arg1, %arg1) {mark} : (i32, i32) -> i32
        %15 = "x.b"(%13) {k = 0 : i32} : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %3 = "x.d"(%arg0) : (i32) -> i32
      %4 = "x.e"(%1) {mark} : (i32) -> i32
      %5 = "x.d"(%arg1) : (i32) -> i32
      %6 = "x.q"(%2, %arg0) : (i32, i32) -> i32
      "x.sink"(%arg0) : (i32) -> ()
      %7 = "x.q"(%arg1, %3) : (i32, i32) -> i32
      %8 = "x.l"() : () -> i32
      %9 = "x.r"(%arg1, %6) : (i32, i32) -> i32
      %10 = "x.d"(%7) : (i32) -> i32
      %11 = "x.wide"() : () -> i64
      %12 = "x.d"(%11) : (i64) -> i64
      "func.return"(%9, %10) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.q"(%arg0, %arg1) : (i32, i32) -> i32
      "x.sink"(%arg0) : (i32) -> ()
      %2 = "x.d"(%arg1) {k = 1 : i32} : (i32) -> i32
      %3 = "x.e"(%arg0) : (i32) -> i32
      %4 = "x.d"(%arg1) : (i32) -> i32
      %5 = "x.l"() : () -> i32
      %6 = "x.r"(%arg1, %5) {mark} : (i32, i32) -> i32
      "func.return"(%5, %6) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.b"(%arg0) {k = 2 : i32} : (i32) -> i32
      %2 = "x.k"() : () -> i32
      %3 = "x.l"() : () -> i32
      %4 = "x.b"(%2) {k = 0 : i32} : (i32) -> i32
      %5 = "x.d"(%1) : (i32) -> i32
      %6 = "x.a"(%4) : (i32) -> i32
      %7 = "x.r"(%5, %arg0) : (i32, i32) -> i32
      %8 = "x.a"(%6) : (i32) -> i32
      %9 = "x.k"() : () -> i32
      "func.return"(%8, %9) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.p"(%arg1, %arg0) : (i32, i32) -> i32
      "x.region"() ({
        %5 = "x.l"() : () -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %2 = "x.e"(%arg0) : (i32) -> i32
      %3 = "x.e"(%arg0) : (i32) -> i32
      "x.sink"(%arg1) : (i32) -> ()
      %4 = "x.r"(%arg0, %2) : (i32, i32) -> i32
      "func.return"(%3, %4) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      "x.region"() ({
        %8 = "x.b"(%arg0) : (i32) -> i32
        %9 = "x.p"(%arg0, %8) : (i32, i32) -> i32
        %10:2 = "x.m"(%arg0, %9) : (i32, i32) -> (i32, i32)
        "x.yield"() : () -> ()
      }) : () -> ()
      "x.region"() ({
        %5:2 = "x.m"(%arg1, %arg1) : (i32, i32) -> (i32, i32)
        %6 = "x.r"(%5#1, %arg1) : (i32, i32) -> i32
        %7 = "x.b"(%arg1) : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %1 = "x.d"(%arg1) : (i32) -> i32
      %2:2 = "x.m"(%1, %1) : (i32, i32) -> (i32, i32)
      %3 = "x.l"() : () -> i32
      %4 = "x.wide"() : () -> i64
      "func.return"(%2#1, %3) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.l"() : () -> i32
      %2 = "x.r"(%arg1, %arg0) : (i32, i32) -> i32
      %3 = "x.d"(%1) {k = 0 : i32} : (i32) -> i32
      %4:2 = "x.m"(%arg0, %arg0) : (i32, i32) -> (i32, i32)
      %5 = "x.e"(%4#0) : (i32) -> i32
      %6 = "x.e"(%5) : (i32) -> i32
      %7:2 = "x.m"(%arg0, %4#0) : (i32, i32) -> (i32, i32)
      "func.return"(%7#0, %7#1) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.r"(%arg0, %arg0) : (i32, i32) -> i32
      %2 = "x.a"(%arg0) : (i32) -> i32
      %3 = "x.r"(%1, %1) : (i32, i32) -> i32
      %4 = "x.d"(%arg1) : (i32) -> i32
      %5:2 = "x.m"(%3, %4) : (i32, i32) -> (i32, i32)
      %6:2 = "x.m"(%1, %arg0) : (i32, i32) -> (i32, i32)
      %7 = "x.l"() : () -> i32
      "func.return"(%6#1, %7) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      "x.region"() ({
        %12 = "x.p"(%arg0, %arg1) : (i32, i32) -> i32
        %13:2 = "x.m"(%12, %arg0) : (i32, i32) -> (i32, i32)
        %14 = "x.k"() : () -> i32
        %15 = "x.p"(%arg0, %14) : (i32, i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %1 = "x.d"(%arg1) {k = 1 : i32} : (i32) -> i32
      %2 = "x.a"(%1) : (i32) -> i32
      %3 = "x.q"(%arg1, %arg0) : (i32, i32) -> i32
      %4 = "x.r"(%arg1, %3) : (i32, i32) -> i32
      "x.sink"(%2) : (i32) -> ()
      %5 = "x.b"(%arg1) {mark} : (i32) -> i32
      %6 = "x.b"(%2) : (i32) -> i32
      "x.region"() ({
        %9 = "x.a"(%4) : (i32) -> i32
        %10 = "x.r"(%4, %4) : (i32, i32) -> i32
        %11 = "x.p"(%arg1, %5) : (i32, i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %7 = "x.p"(%6, %3) {mark} : (i32, i32) -> i32
      %8 = "x.r"(%5, %6) : (i32, i32) -> i32
      "func.return"(%7, %8) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.r"(%arg0, %arg1) : (i32, i32) -> i32
      %2 = "x.e"(%arg1) : (i32) -> i32
      %3 = "x.d"(%arg0) : (i32) -> i32
      %4 = "x.k"() : () -> i32
      %5 = "x.q"(%2, %arg0) : (i32, i32) -> i32
      %6 = "x.l"() : () -> i32
      %7 = "x.c"(%4) : (i32) -> i32
      "func.return"(%6, %7) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.d"(%arg1) {mark} : (i32) -> i32
      %2 = "x.r"(%arg1, %arg1) : (i32, i32) -> i32
      %3 = "x.l"() : () -> i32
      "x.sink"(%2) : (i32) -> ()
      %4 = "arith.addi"(%3, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5 = "x.d"(%3) {k = 2 : i32} : (i32) -> i32
      "func.return"(%4, %5) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1:2 = "x.m"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
      %2 = "x.d"(%1#0) : (i32) -> i32
      %3 = "x.d"(%arg1) : (i32) -> i32
      %4 = "x.l"() : () -> i32
      %5 = "x.q"(%1#0, %arg0) : (i32, i32) -> i32
      %6 = "x.a"(%1#0) : (i32) -> i32
      %7 = "x.c"(%4) : (i32) -> i32
      %8 = "x.r"(%1#0, %arg1) : (i32, i32) -> i32
      %9 = "x.c"(%6) {k = 2 : i32} : (i32) -> i32
      %10 = "arith.addi"(%1#0, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%9, %10) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      "x.sink"(%arg1) : (i32) -> ()
      "x.sink"(%arg1) : (i32) -> ()
      %1 = "x.l"() : () -> i32
      %2 = "x.e"(%arg0) : (i32) -> i32
      %3 = "x.l"() : () -> i32
      %4 = "x.p"(%arg1, %arg0) : (i32, i32) -> i32
      "x.sink"(%2) : (i32) -> ()
      "x.sink"(%1) : (i32) -> ()
      "func.return"(%3, %4) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.c"(%arg0) {k = 0 : i32} : (i32) -> i32
      %2 = "x.b"(%arg1) {mark} : (i32) -> i32
      %3 = "x.q"(%2, %arg1) : (i32, i32) -> i32
      %4 = "x.d"(%2) : (i32) -> i32
      %5 = "x.q"(%3, %1) : (i32, i32) -> i32
      "x.region"() ({
        "x.region"() ({
          "x.sink"(%4) : (i32) -> ()
          "x.yield"() : () -> ()
        }) : () -> ()
        "x.yield"() : () -> ()
      }) : () -> ()
      "x.sink"(%2) : (i32) -> ()
      %6 = "x.d"(%arg0) : (i32) -> i32
      "func.return"(%arg0, %6) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.c"(%arg1) : (i32) -> i32
      %2 = "x.c"(%1) : (i32) -> i32
      "x.sink"(%1) : (i32) -> ()
      %3 = "x.e"(%arg1) : (i32) -> i32
      %4 = "x.c"(%3) {k = 0 : i32} : (i32) -> i32
      "func.return"(%3, %4) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.a"(%arg1) : (i32) -> i32
      %2 = "x.d"(%arg1) : (i32) -> i32
      "x.region"() ({
        %9:2 = "x.m"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
        %10 = "x.d"(%1) : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %3 = "x.e"(%2) : (i32) -> i32
      %4 = "x.a"(%arg0) : (i32) -> i32
      %5:2 = "x.m"(%arg1, %arg0) : (i32, i32) -> (i32, i32)
      %6 = "x.a"(%arg0) : (i32) -> i32
      %7 = "x.wide"() : () -> i64
      %8 = "x.a"(%7) : (i64) -> i64
      "func.return"(%5#1, %6) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      "x.region"() ({
        %12 = "x.k"() : () -> i32
        %13 = "x.c"(%arg1) : (i32) -> i32
        %14 = "x.e"(%12) : (i32) -> i32
        %15 = "x.r"(%arg1, %14) {mark} : (i32, i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %1 = "x.l"() : () -> i32
      %2 = "x.p"(%1, %arg0) : (i32, i32) -> i32
      %3 = "x.q"(%1, %arg0) {mark} : (i32, i32) -> i32
      "x.sink"(%arg1) : (i32) -> ()
      "x.sink"(%2) : (i32) -> ()
      %4:2 = "x.m"(%arg1, %1) : (i32, i32) -> (i32, i32)
      %5 = "x.r"(%arg1, %1) : (i32, i32) -> i32
      %6 = "x.a"(%4#0) : (i32) -> i32
      %7 = "x.d"(%6) {k = 0 : i32} : (i32) -> i32
      %8 = "x.d"(%7) {k = 0 : i32} : (i32) -> i32
      %9:2 = "x.m"(%4#1, %7) : (i32, i32) -> (i32, i32)
      %10 = "x.wide"() : () -> i64
      %11 = "x.a"(%10) : (i64) -> i64
      "func.return"(%9#0, %9#1) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.e"(%arg0) : (i32) -> i32
      %2 = "x.k"() : () -> i32
      %3 = "x.r"(%1, %2) : (i32, i32) -> i32
      %4 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "x.sink"(%1) : (i32) -> ()
      %5 = "x.r"(%1, %arg1) : (i32, i32) -> i32
      %6 = "x.l"() : () -> i32
      %7 = "x.p"(%4, %4) : (i32, i32) -> i32
      %8 = "x.r"(%arg0, %5) : (i32, i32) -> i32
      %9 = "x.c"(%4) : (i32) -> i32
      %10 = "x.e"(%1) : (i32) -> i32
      "func.return"(%9, %10) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      "x.region"() ({
        %6 = "x.d"(%arg1) {k = 0 : i32} : (i32) -> i32
        "x.region"() ({
          %9 = "x.a"(%arg0) : (i32) -> i32
          "x.yield"() : () -> ()
        }) : () -> ()
        %7 = "x.a"(%arg1) {mark} : (i32) -> i32
        %8 = "x.a"(%7) {k = 0 : i32} : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      "x.sink"(%arg1) : (i32) -> ()
      %1 = "x.e"(%arg0) {mark} : (i32) -> i32
      %2 = "x.p"(%arg1, %1) : (i32, i32) -> i32
      %3 = "x.a"(%arg0) : (i32) -> i32
      %4 = "x.c"(%3) : (i32) -> i32
      %5 = "x.e"(%1) : (i32) -> i32
      "func.return"(%4, %5) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.r"(%arg0, %arg1) : (i32, i32) -> i32
      "x.region"() ({
        %9 = "x.b"(%1) : (i32) -> i32
        "x.sink"(%1) : (i32) -> ()
        %10 = "x.l"() : () -> i32
        %11 = "x.b"(%1) : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %2 = "x.l"() : () -> i32
      %3 = "x.a"(%1) : (i32) -> i32
      %4 = "x.b"(%3) : (i32) -> i32
      %5 = "x.a"(%4) : (i32) -> i32
      %6 = "x.q"(%2, %1) : (i32, i32) -> i32
      %7 = "x.wide"() : () -> i64
      %8 = "x.a"(%7) : (i64) -> i64
      "func.return"(%5, %6) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.b"(%arg1) {mark} : (i32) -> i32
      "x.region"() ({
        %13 = "x.e"(%1) : (i32) -> i32
        %14 = "x.d"(%13) {mark} : (i32) -> i32
        %15 = "x.c"(%arg0) {k = 1 : i32} : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %2 = "x.b"(%arg1) : (i32) -> i32
      %3 = "x.d"(%1) : (i32) -> i32
      %4 = "x.c"(%2) : (i32) -> i32
      %5 = "x.d"(%1) : (i32) -> i32
      %6 = "x.b"(%3) {k = 0 : i32} : (i32) -> i32
      %7 = "x.d"(%6) : (i32) -> i32
      %8 = "x.b"(%2) {k = 0 : i32} : (i32) -> i32
      %9 = "x.l"() : () -> i32
      %10 = "x.r"(%arg1, %5) : (i32, i32) -> i32
      %11 = "x.r"(%4, %4) : (i32, i32) -> i32
      %12 = "x.k"() : () -> i32
      "func.return"(%11, %12) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.d"(%arg1) : (i32) -> i32
      %2:2 = "x.m"(%1, %arg1) : (i32, i32) -> (i32, i32)
      "x.region"() ({
        %6 = "x.l"() : () -> i32
        %7 = "x.r"(%1, %1) : (i32, i32) -> i32
        %8 = "x.l"() : () -> i32
        %9 = "x.e"(%arg1) : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %3 = "x.b"(%2#1) {mark} : (i32) -> i32
      "x.sink"(%2#0) : (i32) -> ()
      %4 = "x.p"(%2#0, %1) : (i32, i32) -> i32
      %5 = "x.p"(%arg1, %2#0) : (i32, i32) -> i32
      "func.return"(%4, %5) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.p"(%arg0, %arg1) : (i32, i32) -> i32
      %2 = "x.c"(%arg1) : (i32) -> i32
      %3:2 = "x.m"(%arg1, %arg0) : (i32, i32) -> (i32, i32)
      %4 = "x.e"(%3#0) : (i32) -> i32
      "func.return"(%3#1, %4) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1:2 = "x.m"(%arg0, %arg0) : (i32, i32) -> (i32, i32)
      %2 = "x.d"(%arg1) {mark} : (i32) -> i32
      %3 = "x.q"(%2, %1#1) : (i32, i32) -> i32
      "x.sink"(%arg0) : (i32) -> ()
      "x.sink"(%3) : (i32) -> ()
      "x.sink"(%arg1) : (i32) -> ()
      %4 = "x.d"(%3) : (i32) -> i32
      %5 = "x.k"() : () -> i32
      "x.region"() ({
        "x.sink"(%2) : (i32) -> ()
        %9 = "x.a"(%1#0) : (i32) -> i32
        %10 = "x.a"(%9) : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %6 = "x.a"(%5) {k = 1 : i32} : (i32) -> i32
      %7 = "x.k"() : () -> i32
      %8 = "x.k"() : () -> i32
      "func.return"(%8, %1#1) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.k"() : () -> i32
      %2 = "x.d"(%arg0) : (i32) -> i32
      "x.sink"(%arg1) : (i32) -> ()
      "x.region"() ({
        %10:2 = "x.m"(%2, %arg0) : (i32, i32) -> (i32, i32)
        %11 = "x.e"(%arg1) : (i32) -> i32
        %12 = "x.a"(%1) : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %3 = "x.a"(%2) : (i32) -> i32
      "x.region"() ({
        %7 = "x.r"(%1, %3) : (i32, i32) -> i32
        %8 = "x.r"(%arg0, %arg1) : (i32, i32) -> i32
        "x.sink"(%8) : (i32) -> ()
        %9 = "x.r"(%1, %7) : (i32, i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %4 = "x.a"(%3) : (i32) -> i32
      %5 = "x.e"(%arg1) : (i32) -> i32
      %6 = "x.wide"() : () -> i64
      "func.return"(%arg1, %5) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.d"(%arg0) {k = 0 : i32} : (i32) -> i32
      %2 = "x.q"(%1, %1) : (i32, i32) -> i32
      %3 = "x.k"() : () -> i32
      %4 = "x.q"(%arg0, %2) : (i32, i32) -> i32
      %5 = "x.k"() : () -> i32
      %6 = "x.l"() : () -> i32
      %7 = "x.wide"() : () -> i64
      %8 = "x.a"(%7) : (i64) -> i64
      "func.return"(%5, %6) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "x.r"(%arg0, %arg1) : (i32, i32) -> i32
      %2 = "x.b"(%arg0) {k = 1 : i32} : (i32) -> i32
      %3 = "x.b"(%arg1) {k = 1 : i32} : (i32) -> i32
      %4 = "x.e"(%3) : (i32) -> i32
      %5 = "x.d"(%4) {k = 0 : i32} : (i32) -> i32
      %6 = "x.a"(%1) : (i32) -> i32
      %7:2 = "x.m"(%2, %arg0) : (i32, i32) -> (i32, i32)
      %8 = "x.e"(%7#0) : (i32) -> i32
      %9 = "x.l"() : () -> i32
      "func.return"(%8, %9) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %1 = "arith.addi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2 = "arith.addi"(%arg1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3 = "x.r"(%arg1, %arg0) : (i32, i32) -> i32
      %4 = "x.e"(%arg0) {mark} : (i32) -> i32
      "x.region"() ({
        %12 = "x.a"(%2) : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %5 = "x.e"(%2) : (i32) -> i32
      "x.sink"(%3) : (i32) -> ()
      %6 = "x.c"(%arg0) {mark} : (i32) -> i32
      %7 = "x.b"(%5) {mark} : (i32) -> i32
      %8 = "x.e"(%6) : (i32) -> i32
      %9 = "x.c"(%6) : (i32) -> i32
      "x.region"() ({
        "x.region"() ({
          %11:2 = "x.m"(%3, %arg1) : (i32, i32) -> (i32, i32)
          "x.yield"() : () -> ()
        }) : () -> ()
        "x.yield"() : () -> ()
      }) : () -> ()
      %10:2 = "x.m"(%6, %8) : (i32, i32) -> (i32, i32)
      "func.return"(%10#0, %10#1) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> (i32, i32, i32, i1, i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32):
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 8 : i32}> : () -> i32
      %3 = "arith.constant"() <{value = 14 : i32}> : () -> i32
      %4 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %5 = "x.zero"() : () -> i32
      %6 = "arith.muli"(%arg0, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7 = "arith.cmpi"(%arg0, %5) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %8 = "arith.addi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%5, %6, %3, %7, %2, %8) : (i32, i32, i32, i1, i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
    ^bb0(%arg0: i32):
      "x.from_named"() : () -> ()
      "x.from_named"() : () -> ()
      "x.from_any"(%arg0) : (i32) -> ()
      "x.from_any"(%arg0) : (i32) -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      "x.from_b"() : () -> ()
      "x.from_b"() : () -> ()
      "x.from_d"() : () -> ()
      "x.from_e"() : () -> ()
      "x.from_f"() : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      "x.from_p3"() : () -> ()
      "x.from_u1"() : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i64) -> (), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i64):
      %1 = "x.c"() : () -> i32
      "x.any"() : () -> ()
      "x.any"() : () -> ()
      "x.any"() : () -> ()
      "x.any"() : () -> ()
      "x.same"() : () -> ()
      "x.two"() : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i32, i64) -> (i32, i32, i32, i32, i32, i32, i64, i32, i32, i32, i64), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i64):
      %1 = "x.mid"(%arg0, %arg1) : (i32, i32) -> i32
      %2 = "x.mid_done"(%arg2, %arg0) : (i64, i32) -> i32
      %3 = "x.mid"(%arg0) : (i32) -> i32
      %4 = "x.tail_done"(%arg1, %arg2) : (i32, i64) -> i32
      %5 = "x.tail_done"() : () -> i32
      %6 = "x.two_done"(%arg1, %arg0, %arg1) : (i32, i32, i32) -> i32
      %7:3 = "x.res"() : () -> (i32, i64, i32)
      %8:2 = "x.typed_done"(%arg0, %arg1, %arg0, %arg1) : (i32, i32, i32, i32) -> (i32, i32)
      %9:2 = "x.typed_done"(%arg0, %arg2, %arg0, %arg2) : (i32, i64, i32, i64) -> (i32, i64)
      "func.return"(%1, %2, %3, %4, %5, %6, %7#1, %8#0, %8#1, %9#0, %arg2) : (i32, i32, i32, i32, i32, i32, i64, i32, i32, i32, i64) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      "x.a_done"() : () -> ()
      %1 = "x.mark1_done"() : () -> i32
      "x.r1"(%1) ({
        "x.b_done"() : () -> ()
        %2 = "x.mark2_done"() : () -> i32
        "x.r2"(%2) ({
          "x.c_done"() : () -> ()
          "x.d_done"() : () -> ()
        }) : (i32) -> ()
        "x.e_done"() : () -> ()
      }) : (i32) -> ()
      "x.f_done"() : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> i32, sym_name = "g", sym_visibility = "private"}> ({
    }) : () -> ()
    "func.func"() <{function_type = (i32, memref<i32>) -> i32, sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: memref<i32>):
      %1 = "x.unused"(%arg0) : (i32) -> i32
      %2 = "func.call"() <{callee = @g}> : () -> i32
      "func.return"(%arg0) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i1) -> (i32, i32, i32, i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i1):
      %1 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %3 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %4 = "arith.constant"() <{value = 5 : i32}> : () -> i32
      %5 = "arith.muli"(%arg0, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6 = "x.add"(%3, %2) : (i32, i32) -> i32
      %7 = "scf.if"(%arg1) ({
        %8 = "arith.addi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%8) : (i32) -> ()
      }, {
        "scf.yield"(%arg0) : (i32) -> ()
      }) : (i1) -> i32
      "func.return"(%arg0, %4, %5, %6, %7) : (i32, i32, i32, i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "f"}> ({
    ^bb0(%arg0: i1, %arg1: i32):
      "cf.cond_br"(%arg0)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb0
      "x.side"(%arg1) : (i32) -> ()
      "func.return"(%arg1) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> i32, sym_name = "f"}> ({
      %1 = "x.c"() : () -> i32
      %2 = "x.b"(%1) : (i32) -> i32
      %3 = "x.c"() : () -> i32
      %4 = "x.b"(%3) : (i32) -> i32
      %5 = "x.c"() : () -> i32
      %6 = "x.b"(%5) : (i32) -> i32
      %7 = "x.c"() : () -> i32
      %8 = "x.b"(%7) : (i32) -> i32
      %9 = "x.c"() : () -> i32
      %10 = "x.b"(%9) : (i32) -> i32
      %11 = "x.c"() : () -> i32
      %12 = "x.b"(%11) : (i32) -> i32
      %13 = "x.c"() : () -> i32
      %14 = "x.b"(%13) : (i32) -> i32
      %15 = "x.c"() : () -> i32
      %16 = "x.b"(%15) : (i32) -> i32
      %17 = "x.c"() : () -> i32
      %18 = "x.b"(%17) : (i32) -> i32
      %19 = "x.c"() : () -> i32
      %20 = "x.b"(%19) : (i32) -> i32
      %21 = "x.c"() : () -> i32
      %22 = "x.b"(%21) : (i32) -> i32
      %23 = "x.a"(%22) : (i32) -> i32
      %24 = "x.b"(%23) : (i32) -> i32
      %25 = "x.a"(%24) : (i32) -> i32
      "func.return"(%25) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> i32, sym_name = "f"}> ({
      %1 = "x.ready"() : () -> i32
      %2 = "x.ready"() : () -> i32
      %3 = "x.ready"() : () -> i32
      %4 = "x.ready"() : () -> i32
      "func.return"(%4) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      "x.c"() : () -> ()
      "x.c"() : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      "x.c"() : () -> ()
      "x.c"() : () -> ()
      "x.c"() : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      %1 = "x.def_seen"() : () -> i32
      "x.root"(%1) : (i32) -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = () -> (i32, i32), sym_name = "f"}> ({
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %2 = "x.op"() : () -> i32
      "func.return"(%1, %1) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32, i1) -> (i32, i32, i32, i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32, %arg1: i1):
      %1 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %3 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %4 = "arith.constant"() <{value = 5 : i32}> : () -> i32
      %5 = "arith.muli"(%arg0, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6 = "x.add"(%3, %2) : (i32, i32) -> i32
      %7 = "scf.if"(%arg1) ({
        %8 = "arith.addi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%8) : (i32) -> ()
      }, {
        "scf.yield"(%arg0) : (i32) -> ()
      }) : (i1) -> i32
      "func.return"(%arg0, %4, %5, %6, %7) : (i32, i32, i32, i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "f"}> ({
    ^bb0(%arg0: i32):
      %1 = "arith.constant"() <{value = 5 : i32}> : () -> i32
      %2 = "x.op"(%arg0) : (i32) -> i32
      %3 = "x.op2"(%2) : (i32) -> i32
      "func.return"(%3, %1) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

