// translate/01-order-bottom-up-vs-top-down
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.f", "x.g"](^bb2, ^bb6) -> ^bb1
  ^bb1:  // 6 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operation_name of %1 is "x.g" -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %2 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %2, %0 : !pdl.range<value> -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.f_saw_g"]), loc([%arg0, %1]), root("x.f") -> ^bb1
  ^bb6:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.h"]), loc([%arg0]), root("x.g") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.f_saw_g"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.h"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "x.g"() : () -> i32
    %1 = "x.f"(%0) : (i32) -> i32
    "x.use"(%1) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/03-benefit-order
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "x.op" -> ^bb2, ^bb1
  ^bb1:  // 5 preds: ^bb0, ^bb3, ^bb4, ^bb5, ^bb6
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb7, ^bb3
  ^bb3:  // 5 preds: ^bb2, ^bb7, ^bb9, ^bb10, ^bb11
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_operation_name of %1 is "x.const" -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %2 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %2, %0 : !pdl.range<value> -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(3), generatedOps(["x.high"]), loc([%arg0, %1]), root("x.op") -> ^bb1
  ^bb7:  // pred: ^bb2
    %3 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb8, ^bb3
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%3, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.low"]), loc([%arg0]), root("x.op") -> ^bb9
  ^bb9:  // pred: ^bb8
    %4 = pdl_interp.get_attribute "kind" of %arg0
    pdl_interp.is_not_null %4 : !pdl.attribute -> ^bb10, ^bb3
  ^bb10:  // pred: ^bb9
    pdl_interp.check_attribute %4 is "special" -> ^bb11, ^bb3
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%3, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.mid"]), loc([%arg0]), root("x.op") -> ^bb3
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.high"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.mid"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.low"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32) -> (i32, i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "x.const"() : () -> i32
    %1 = "x.op"(%arg0) : (i32) -> i32
    %2 = "x.op"(%arg0) {kind = "special"} : (i32) -> i32
    %3 = "x.op"(%0) {kind = "special"} : (i32) -> i32
    %4 = "x.op"(%0) : (i32) -> i32
    "func.return"(%1, %2, %3, %4) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/04-pdl-ties-ab-constrained
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "x.t" -> ^bb2, ^bb1
  ^bb1:  // 5 preds: ^bb0, ^bb2, ^bb3, ^bb5, ^bb6
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.from_b"]), loc([%arg0]), root("x.t") -> ^bb5
  ^bb5:  // pred: ^bb4
    %0 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %0 : !pdl.attribute -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.from_a"]), loc([%arg0]), root("x.t") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.from_a"  -> (%1 : !pdl.range<type>)
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.from_b"  -> (%1 : !pdl.range<type>)
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "x.t"() {k = 1 : i32} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/04-pdl-ties-ab
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "x.t" -> ^bb2, ^bb1
  ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb5
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.from_b"]), loc([%arg0]), root("x.t") -> ^bb5
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.from_a"]), loc([%arg0]), root("x.t") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.from_a"  -> (%1 : !pdl.range<type>)
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.from_b"  -> (%1 : !pdl.range<type>)
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "x.t"() {k = 1 : i32} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/04-pdl-ties-ba-constrained
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "x.t" -> ^bb2, ^bb1
  ^bb1:  // 5 preds: ^bb0, ^bb2, ^bb3, ^bb5, ^bb6
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.from_b"]), loc([%arg0]), root("x.t") -> ^bb5
  ^bb5:  // pred: ^bb4
    %0 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %0 : !pdl.attribute -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.from_a"]), loc([%arg0]), root("x.t") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.from_a"  -> (%1 : !pdl.range<type>)
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.from_b"  -> (%1 : !pdl.range<type>)
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "x.t"() {k = 1 : i32} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/04-pdl-ties-ba
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "x.t" -> ^bb2, ^bb1
  ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb5
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.from_a"]), loc([%arg0]), root("x.t") -> ^bb5
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.from_b"]), loc([%arg0]), root("x.t") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.from_b"  -> (%1 : !pdl.range<type>)
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.from_a"  -> (%1 : !pdl.range<type>)
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "x.t"() {k = 1 : i32} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/04-pdl-ties-three
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "x.t" -> ^bb2, ^bb1
  ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb6
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.from_p3"]), loc([%arg0]), root("x.t") -> ^bb5
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.from_p2"]), loc([%arg0]), root("x.t") -> ^bb6
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.from_p1"]), loc([%arg0]), root("x.t") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.from_p1"  -> (%1 : !pdl.range<type>)
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.from_p2"  -> (%1 : !pdl.range<type>)
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.from_p3"  -> (%1 : !pdl.range<type>)
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "x.t"() {k = 1 : i32} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/05-pdll-default-benefit
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "x.b"](^bb2, ^bb3) -> ^bb1
  ^bb1:  // 3 preds: ^bb0, ^bb2, ^bb4
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.from_default"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb3:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.b_from_one"]), loc([%arg0]), root("x.b") -> ^bb4
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.b_from_default"]), loc([%arg0]), root("x.b") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.from_default"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b_from_default"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b_from_one"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "x.a"() : () -> ()
    "x.b"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/06-replace-result-types
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "x.b", "x.c"](^bb2, ^bb5, ^bb8) -> ^bb1
  ^bb1:  // 12 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.a_new"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb5:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%1, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.b_side"]), loc([%arg0]), root("x.b") -> ^bb1
  ^bb8:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %3 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %4 = pdl_interp.get_value_type of %3 : !pdl.type
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%2, %4, %arg0 : !pdl.value, !pdl.type, !pdl.operation) : benefit(0), generatedOps(["x.c_new", "x.c_side"]), loc([%arg0]), root("x.c") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.a_new"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_operation "x.b_side"(%arg0 : !pdl.value) 
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "x.c_new"(%arg0 : !pdl.value)  -> (%arg1 : !pdl.type)
      %1 = pdl_interp.create_type f32
      %2 = pdl_interp.create_operation "x.c_side"(%arg0 : !pdl.value)  -> (%1 : !pdl.type)
      %3 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32) -> (i32, i64, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0:2 = "x.a"(%arg0) : (i32) -> (i32, i64)
    %1 = "x.b"(%arg0) : (i32) -> i32
    %2 = "x.c"(%arg0) : (i32) -> i32
    "func.return"(%0#0, %0#1, %1, %2) : (i32, i64, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/09-region-simplification
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "never.matches" -> ^bb2, ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb2
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(0), loc([%arg0]), root("never.matches") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    "cf.cond_br"(%arg0, %arg1, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    "x.side"(%0) : (i32) -> ()
    "func.return"(%0) : (i32) -> ()
  ^bb2(%1: i32):  // pred: ^bb0
    "x.side"(%1) : (i32) -> ()
    "func.return"(%1) : (i32) -> ()
  ^bb3:  // no predecessors
    %2 = "x.op"() : () -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/15-any-op-root
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb2, ^bb1
  ^bb1:  // 6 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %2 = pdl_interp.get_attribute "marker" of %arg0
    pdl_interp.is_not_null %2 : !pdl.attribute -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_attribute %2 is unit -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.pair"]), loc([%arg0]) -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.pair"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> {marker} : (i32, i32) -> i32
    %1 = "x.other"(%arg0, %arg1) {marker} : (i32, i32) -> i32
    %2 = "x.other"(%arg0, %arg1) : (i32, i32) -> i32
    "func.return"(%0, %1, %2) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/16-created-op-dialects
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "x.add" -> ^bb2, ^bb1
  ^bb1:  // 5 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.addi"]), loc([%arg0]), root("x.add") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "x.add"(%arg0, %arg0) : (i32, i32) -> i32
    %1 = "x.add"(%arg0, %arg0) : (i32, i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/18-pdl-natives
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["test.op", "x.rw", "test.success_op"](^bb2, ^bb6, ^bb10) -> ^bb1
  ^bb1:  // 13 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.apply_constraint "single_entity_constraint"(%arg0 : !pdl.operation) -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("test.op") -> ^bb1
  ^bb6:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0, %0 : !pdl.operation, !pdl.value) : benefit(1), loc([%arg0]), root("x.rw") -> ^bb1
  ^bb10:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %1 = pdl_interp.apply_constraint "op_constr_return_attr"(%arg0 : !pdl.operation) : !pdl.attribute -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%1, %arg0 : !pdl.attribute, !pdl.operation) : benefit(1), generatedOps(["x.made"]), loc([%arg0]), root("test.success_op") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.apply_rewrite "creator"(%arg0 : !pdl.operation) : !pdl.operation
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation, %arg1: !pdl.value) {
      pdl_interp.apply_rewrite "rewriter"(%arg0, %arg1 : !pdl.operation, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.attribute, %arg1: !pdl.operation) {
      %0 = pdl_interp.apply_rewrite "type_creator" : !pdl.type
      %1 = pdl_interp.create_operation "x.made" {"label" = %arg0}  -> (%0 : !pdl.type)
      pdl_interp.erase %arg1
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    "test.op"() : () -> ()
    "x.rw"(%arg0) : (i32) -> ()
    "test.success_op"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/20-convergence-flags-clean
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "never.matches" -> ^bb2, ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb2
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(0), loc([%arg0]), root("never.matches") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "x.t"() {k = 1 : i32} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/20-convergence-flags
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "never.matches" -> ^bb2, ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb2
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(0), loc([%arg0]), root("never.matches") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i1) -> (i32, i32, i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i1):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %4 = "arith.addi"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %6 = "arith.muli"(%5, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "x.add"(%2, %3) : (i32, i32) -> i32
    %8 = "scf.if"(%arg1) ({
      %9 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %10 = "arith.addi"(%arg0, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%10) : (i32) -> ()
    }, {
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%1, %4, %6, %7, %8) : (i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-000
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["arith.muli", "arith.addi", "x.use", "x.bin"](^bb2, ^bb10, ^bb14, ^bb20) -> ^bb1
  ^bb1:  // 23 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %1 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    %2 = pdl_interp.get_defining_op of %1 : !pdl.range<value>
    pdl_interp.is_not_null %2 : !pdl.operation -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_operation_name of %2 is "arith.constant" -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %3 = pdl_interp.get_attribute "value" of %2
    pdl_interp.is_not_null %3 : !pdl.attribute -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.check_attribute %3 is 1 : i32 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %4 = pdl_interp.get_results of %2 : !pdl.range<value>
    pdl_interp.are_equal %4, %1 : !pdl.range<value> -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(2), loc([%arg0, %2]), root("arith.muli") -> ^bb1
  ^bb10:  // pred: ^bb0
    %5 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %6 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %5, %6 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%5, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["arith.constant", "arith.muli"]), loc([%arg0]), root("arith.addi") -> ^bb1
  ^bb14:  // pred: ^bb0
    %7 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %8 = pdl_interp.get_defining_op of %7 : !pdl.range<value>
    pdl_interp.is_not_null %8 : !pdl.operation -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.check_operation_name of %8 is "arith.constant" -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    %9 = pdl_interp.get_attribute "value" of %8
    pdl_interp.is_not_null %9 : !pdl.attribute -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    pdl_interp.check_attribute %9 is 1 : i32 -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    %10 = pdl_interp.get_results of %8 : !pdl.range<value>
    pdl_interp.are_equal %10, %7 : !pdl.range<value> -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(3), generatedOps(["x.used_const1"]), loc([%8]), root("x.use") -> ^bb1
  ^bb20:  // pred: ^bb0
    %11 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %11 : !pdl.value -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    %12 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %12 : !pdl.value -> ^bb23, ^bb1
  ^bb23:  // pred: ^bb22
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%11, %12, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.subi"]), loc([%arg0]), root("x.bin") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 2 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.muli"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.used_const1"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.subi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.addi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "arith.subi"(%arg1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%4, %5) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-001
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["arith.muli", "x.use", "arith.subi"](^bb2, ^bb10, ^bb18) -> ^bb1
  ^bb1:  // 21 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %1 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    %2 = pdl_interp.get_defining_op of %1 : !pdl.range<value>
    pdl_interp.is_not_null %2 : !pdl.operation -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_operation_name of %2 is "arith.constant" -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %3 = pdl_interp.get_attribute "value" of %2
    pdl_interp.is_not_null %3 : !pdl.attribute -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.check_attribute %3 is 1 : i32 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %4 = pdl_interp.get_results of %2 : !pdl.range<value>
    pdl_interp.are_equal %4, %1 : !pdl.range<value> -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), loc([%arg0, %2]), root("arith.muli") -> ^bb1
  ^bb10:  // pred: ^bb0
    %5 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %6 = pdl_interp.get_defining_op of %5 : !pdl.range<value>
    pdl_interp.is_not_null %6 : !pdl.operation -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.check_operation_name of %6 is "arith.constant" -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %7 = pdl_interp.get_attribute "value" of %6
    pdl_interp.is_not_null %7 : !pdl.attribute -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.switch_attribute %7 to [0 : i32, 2 : i32](^bb14, ^bb16) -> ^bb1
  ^bb14:  // pred: ^bb13
    %8 = pdl_interp.get_results of %6 : !pdl.range<value>
    pdl_interp.are_equal %8, %5 : !pdl.range<value> -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.used_const0"]), loc([%6]), root("x.use") -> ^bb1
  ^bb16:  // pred: ^bb13
    %9 = pdl_interp.get_results of %6 : !pdl.range<value>
    pdl_interp.are_equal %9, %5 : !pdl.range<value> -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(2), generatedOps(["x.used_const2"]), loc([%6]), root("x.use") -> ^bb1
  ^bb18:  // pred: ^bb0
    %10 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %10 : !pdl.value -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    %11 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %10, %11 : !pdl.value -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(2), generatedOps(["arith.constant"]), loc([%arg0]), root("arith.subi") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.used_const0"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.used_const2"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%2 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%0) : (i32) -> ()
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3 = "scf.if"(%arg2) ({
      %9 = "arith.subi"(%arg1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %10 = "x.bin"(%arg0, %9) : (i32, i32) -> i32
      "scf.yield"(%arg0) : (i32) -> ()
    }, {
      %8 = "x.b"(%0) : (i32) -> i32
      "x.use"(%2) : (i32) -> ()
      "scf.yield"(%1) : (i32) -> ()
    }) : (i1) -> i32
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "arith.subi"(%3, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7 = "arith.muli"(%5, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6, %7) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-002
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "arith.addi"](^bb2, ^bb5) -> ^bb1
  ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.b"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb5:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %1, %2 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%1, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["arith.constant", "arith.muli"]), loc([%arg0]), root("arith.addi") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 2 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.muli"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "x.bin"(%arg1, %arg0) : (i32, i32) -> i32
    %2 = "arith.subi"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.subi"(%2, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "x.bin"(%0, %3) : (i32, i32) -> i32
    %5 = "x.bin"(%arg1, %arg1) : (i32, i32) -> i32
    %6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7 = "arith.addi"(%1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6, %7) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-003
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "x.use", "x.bin"](^bb2, ^bb5, ^bb11) -> ^bb1
  ^bb1:  // 14 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["arith.constant", "arith.subi"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb5:  // pred: ^bb0
    %1 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %2 = pdl_interp.get_defining_op of %1 : !pdl.range<value>
    pdl_interp.is_not_null %2 : !pdl.operation -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.check_operation_name of %2 is "arith.constant" -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %3 = pdl_interp.get_attribute "value" of %2
    pdl_interp.is_not_null %3 : !pdl.attribute -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.check_attribute %3 is 1 : i32 -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %4 = pdl_interp.get_results of %2 : !pdl.range<value>
    pdl_interp.are_equal %4, %1 : !pdl.range<value> -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(3), generatedOps(["x.used_const1"]), loc([%2]), root("x.use") -> ^bb1
  ^bb11:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %5 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %6 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%5, %6, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(2), generatedOps(["arith.subi"]), loc([%arg0]), root("x.bin") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 1 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.subi"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.used_const1"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.subi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "x.bin"(%arg0, %arg1) : (i32, i32) -> i32
    %1 = "x.bin"(%arg0, %arg0) : (i32, i32) -> i32
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "x.use"(%arg1) : (i32) -> ()
    %3 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6 = "scf.if"(%arg2) ({
      %10 = "x.a"(%arg1) : (i32) -> i32
      "scf.yield"(%1) : (i32) -> ()
    }, {
      %8 = "x.bin"(%0, %2) : (i32, i32) -> i32
      %9 = "x.b"(%5) : (i32) -> i32
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    %7 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "x.use"(%5) : (i32) -> ()
    "x.use"(%2) : (i32) -> ()
    "func.return"(%6, %7) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-004
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.use", "x.bin"](^bb2, ^bb8) -> ^bb1
  ^bb1:  // 11 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operation_name of %1 is "arith.constant" -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %2 = pdl_interp.get_attribute "value" of %1
    pdl_interp.is_not_null %2 : !pdl.attribute -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_attribute %2 is 1 : i32 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %3 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %3, %0 : !pdl.range<value> -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.used_const1"]), loc([%arg0, %1]), root("x.use") -> ^bb1
  ^bb8:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %4 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %5 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%4, %5, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.addi"]), loc([%arg0]), root("x.bin") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.used_const1"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "scf.if"(%arg2) ({
      %13 = "arith.subi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %14 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1) : (i32) -> ()
    }, {
      %11 = "arith.addi"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %12 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "scf.yield"(%0) : (i32) -> ()
    }) : (i1) -> i32
    "x.use"(%0) : (i32) -> ()
    %3 = "arith.muli"(%2, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%3) : (i32) -> ()
    %4 = "x.b"(%arg0) : (i32) -> i32
    %5 = "arith.addi"(%arg1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.subi"(%1, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %8 = "x.a"(%arg1) : (i32) -> i32
    %9 = "x.bin"(%1, %5) : (i32, i32) -> i32
    %10 = "arith.subi"(%8, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%9, %10) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-005
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["arith.muli", "x.use"](^bb13, ^bb17) -> ^bb1
  ^bb1:  // 11 preds: ^bb0, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22
    %0 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb3, ^bb2
  ^bb2:  // 9 preds: ^bb1, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb12
    pdl_interp.finalize
  ^bb3:  // pred: ^bb1
    pdl_interp.check_operation_name of %arg0 is "arith.muli" -> ^bb4, ^bb2
  ^bb4:  // pred: ^bb3
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb5, ^bb2
  ^bb5:  // pred: ^bb4
    pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb6, ^bb2
  ^bb6:  // pred: ^bb5
    pdl_interp.check_operation_name of %1 is "arith.constant" -> ^bb7, ^bb2
  ^bb7:  // pred: ^bb6
    %3 = pdl_interp.get_attribute "value" of %1
    pdl_interp.is_not_null %3 : !pdl.attribute -> ^bb8, ^bb2
  ^bb8:  // pred: ^bb7
    pdl_interp.check_attribute %3 is 1 : i32 -> ^bb9, ^bb2
  ^bb9:  // pred: ^bb8
    %4 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %4, %0 : !pdl.range<value> -> ^bb10, ^bb2
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(3), loc([%1, %arg0]), root("arith.muli") -> ^bb11
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(3), loc([%1, %arg0]), root("arith.muli") -> ^bb12
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(0), loc([%1, %arg0]), root("arith.muli") -> ^bb2
  ^bb13:  // pred: ^bb0
    %5 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %6 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%6, %5, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.mul"]), loc([%arg0]), root("arith.muli") -> ^bb1
  ^bb17:  // pred: ^bb0
    %7 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %8 = pdl_interp.get_defining_op of %7 : !pdl.range<value>
    pdl_interp.is_not_null %8 : !pdl.operation -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    pdl_interp.check_operation_name of %8 is "arith.constant" -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    %9 = pdl_interp.get_attribute "value" of %8
    pdl_interp.is_not_null %9 : !pdl.attribute -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    pdl_interp.check_attribute %9 is 0 : i32 -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    %10 = pdl_interp.get_results of %8 : !pdl.range<value>
    pdl_interp.are_equal %10, %7 : !pdl.range<value> -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.used_const0"]), loc([%8]), root("x.use") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.mul"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.used_const0"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "x.bin"(%arg0, %arg0) : (i32, i32) -> i32
    %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3 = "arith.subi"(%2, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "x.b"(%2) : (i32) -> i32
    "func.return"(%3, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-006
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.use", "arith.muli"](^bb2, ^bb8) -> ^bb1
  ^bb1:  // 15 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operation_name of %1 is "arith.constant" -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %2 = pdl_interp.get_attribute "value" of %1
    pdl_interp.is_not_null %2 : !pdl.attribute -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_attribute %2 is 1 : i32 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %3 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %3, %0 : !pdl.range<value> -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(2), generatedOps(["x.used_const1"]), loc([%arg0, %1]), root("x.use") -> ^bb1
  ^bb8:  // pred: ^bb0
    %4 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    %5 = pdl_interp.get_defining_op of %4 : !pdl.range<value>
    pdl_interp.is_not_null %5 : !pdl.operation -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %6 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.check_operation_name of %5 is "arith.constant" -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %7 = pdl_interp.get_attribute "value" of %5
    pdl_interp.is_not_null %7 : !pdl.attribute -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.check_attribute %7 is 1 : i32 -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %8 = pdl_interp.get_results of %5 : !pdl.range<value>
    pdl_interp.are_equal %8, %4 : !pdl.range<value> -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%6, %arg0 : !pdl.value, !pdl.operation) : benefit(3), loc([%arg0, %5]), root("arith.muli") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.used_const1"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.addi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3 = "x.b"(%arg0) : (i32) -> i32
    %4 = "scf.if"(%arg2) ({
      %14 = "arith.addi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%14) : (i32) -> ()
    }, {
      "scf.yield"(%2) : (i32) -> ()
    }) : (i1) -> i32
    "x.use"(%2) : (i32) -> ()
    %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "x.use"(%3) : (i32) -> ()
    %6 = "scf.if"(%arg2) ({
      %11 = "scf.if"(%arg2) ({
        %13 = "arith.subi"(%5, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%13) : (i32) -> ()
      }, {
        "scf.yield"(%1) : (i32) -> ()
      }) : (i1) -> i32
      "x.use"(%0) : (i32) -> ()
      %12 = "x.bin"(%arg1, %4) : (i32, i32) -> i32
      "scf.yield"(%5) : (i32) -> ()
    }, {
      %10 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%4) : (i32) -> ()
    }) : (i1) -> i32
    %7 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %8 = "arith.addi"(%0, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %9 = "arith.subi"(%0, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%8, %9) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-007
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "arith.muli"](^bb13, ^bb16) -> ^bb1
  ^bb1:  // 12 preds: ^bb0, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb3, ^bb2
  ^bb2:  // 11 preds: ^bb1, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12
    pdl_interp.finalize
  ^bb3:  // pred: ^bb1
    pdl_interp.check_operation_name of %arg0 is "x.use" -> ^bb4, ^bb2
  ^bb4:  // pred: ^bb3
    pdl_interp.check_operation_name of %1 is "arith.constant" -> ^bb5, ^bb2
  ^bb5:  // pred: ^bb4
    %2 = pdl_interp.get_attribute "value" of %1
    pdl_interp.is_not_null %2 : !pdl.attribute -> ^bb6, ^bb2
  ^bb6:  // pred: ^bb5
    pdl_interp.switch_attribute %2 to [2 : i32, 0 : i32, 3 : i32](^bb7, ^bb9, ^bb11) -> ^bb2
  ^bb7:  // pred: ^bb6
    %3 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %3, %0 : !pdl.range<value> -> ^bb8, ^bb2
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(2), generatedOps(["x.used_const2"]), loc([%1, %arg0]), root("x.use") -> ^bb2
  ^bb9:  // pred: ^bb6
    %4 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %4, %0 : !pdl.range<value> -> ^bb10, ^bb2
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.used_const0"]), loc([%1, %arg0]), root("x.use") -> ^bb2
  ^bb11:  // pred: ^bb6
    %5 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %5, %0 : !pdl.range<value> -> ^bb12, ^bb2
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(3), generatedOps(["x.used_const3"]), loc([%1, %arg0]), root("x.use") -> ^bb2
  ^bb13:  // pred: ^bb0
    %6 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%6, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.b"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb16:  // pred: ^bb0
    %7 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %8 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    %9 = pdl_interp.get_defining_op of %8 : !pdl.range<value>
    pdl_interp.is_not_null %9 : !pdl.operation -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.check_operation_name of %9 is "arith.constant" -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    %10 = pdl_interp.get_attribute "value" of %9
    pdl_interp.is_not_null %10 : !pdl.attribute -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    pdl_interp.check_attribute %10 is 1 : i32 -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    %11 = pdl_interp.get_results of %9 : !pdl.range<value>
    pdl_interp.are_equal %11, %8 : !pdl.range<value> -> ^bb23, ^bb1
  ^bb23:  // pred: ^bb22
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%7, %arg0 : !pdl.value, !pdl.operation) : benefit(2), loc([%9, %arg0]), root("arith.muli") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.used_const2"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.used_const0"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.used_const3"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "x.bin"(%arg1, %arg1) : (i32, i32) -> i32
    %1 = "scf.if"(%arg2) ({
      %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%arg0) : (i32) -> ()
    }, {
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    %2 = "arith.addi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.subi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.muli"(%2, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-008
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "x.a" -> ^bb2, ^bb1
  ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb5
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.constant", "arith.addi"]), loc([%arg0]), root("x.a") -> ^bb5
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.constant", "arith.addi"]), loc([%arg0]), root("x.a") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 3 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.addi"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 2 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.addi"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.addi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%arg0) : (i32) -> ()
    %1 = "x.b"(%arg1) : (i32) -> i32
    %2 = "arith.addi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.subi"(%3, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "scf.if"(%arg2) ({
      %22 = "arith.subi"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%0) : (i32) -> ()
    }, {
      %21 = "x.a"(%0) : (i32) -> i32
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (i1) -> i32
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7 = "scf.if"(%arg2) ({
      %19 = "arith.muli"(%5, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "x.use"(%arg1) : (i32) -> ()
      %20 = "x.bin"(%5, %6) : (i32, i32) -> i32
      "scf.yield"(%4) : (i32) -> ()
    }, {
      %17 = "arith.muli"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %18 = "x.a"(%0) : (i32) -> i32
      "scf.yield"(%4) : (i32) -> ()
    }) : (i1) -> i32
    %8 = "x.a"(%0) : (i32) -> i32
    %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %10 = "arith.subi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %11 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %12 = "scf.if"(%arg2) ({
      %14 = "arith.muli"(%1, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %15 = "arith.addi"(%5, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %16 = "arith.subi"(%14, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6) : (i32) -> ()
    }, {
      %13 = "x.b"(%1) : (i32) -> i32
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%11, %12) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-009
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["arith.muli", "x.a", "x.bin"](^bb2, ^bb13, ^bb16) -> ^bb1
  ^bb1:  // 12 preds: ^bb0, ^bb2, ^bb4, ^bb5, ^bb6, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %1 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    %2 = pdl_interp.get_defining_op of %1 : !pdl.range<value>
    pdl_interp.is_not_null %2 : !pdl.operation -> ^bb7, ^bb4
  ^bb4:  // 7 preds: ^bb3, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %3 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%3, %0, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.mul"]), loc([%arg0]), root("arith.muli") -> ^bb1
  ^bb7:  // pred: ^bb3
    pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb8, ^bb4
  ^bb8:  // pred: ^bb7
    pdl_interp.check_operation_name of %2 is "arith.constant" -> ^bb9, ^bb4
  ^bb9:  // pred: ^bb8
    %4 = pdl_interp.get_attribute "value" of %2
    pdl_interp.is_not_null %4 : !pdl.attribute -> ^bb10, ^bb4
  ^bb10:  // pred: ^bb9
    pdl_interp.check_attribute %4 is 1 : i32 -> ^bb11, ^bb4
  ^bb11:  // pred: ^bb10
    %5 = pdl_interp.get_results of %2 : !pdl.range<value>
    pdl_interp.are_equal %5, %1 : !pdl.range<value> -> ^bb12, ^bb4
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), loc([%2, %arg0]), root("arith.muli") -> ^bb4
  ^bb13:  // pred: ^bb0
    %6 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%6, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["arith.constant", "arith.muli"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb16:  // pred: ^bb0
    %7 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    %8 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %8 : !pdl.value -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%7, %8, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.addi"]), loc([%arg0]), root("x.bin") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.mul"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 1 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.muli"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "x.bin"(%arg0, %arg1) : (i32, i32) -> i32
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "arith.muli"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "scf.if"(%arg2) ({
      %18 = "x.bin"(%0, %1) : (i32, i32) -> i32
      "scf.yield"(%arg1) : (i32) -> ()
    }, {
      %17 = "arith.addi"(%2, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%17) : (i32) -> ()
    }) : (i1) -> i32
    %4 = "scf.if"(%arg2) ({
      %13 = "scf.if"(%arg2) ({
        %14 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %15 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %16 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        "scf.yield"(%3) : (i32) -> ()
      }, {
        "scf.yield"(%1) : (i32) -> ()
      }) : (i1) -> i32
      "scf.yield"(%13) : (i32) -> ()
    }, {
      %10 = "scf.if"(%arg2) ({
        %12 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        "scf.yield"(%1) : (i32) -> ()
      }, {
        %11 = "arith.constant"() <{value = 3 : i32}> : () -> i32
        "scf.yield"(%11) : (i32) -> ()
      }) : (i1) -> i32
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (i1) -> i32
    %5 = "scf.if"(%arg2) ({
      %8 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "x.use"(%2) : (i32) -> ()
      %9 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      "scf.yield"(%1) : (i32) -> ()
    }, {
      %7 = "arith.addi"(%3, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "x.use"(%7) : (i32) -> ()
      "scf.yield"(%4) : (i32) -> ()
    }) : (i1) -> i32
    %6 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%5, %6) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-010
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["arith.subi", "x.use"](^bb2, ^bb6) -> ^bb1
  ^bb1:  // 11 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %0, %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(0), generatedOps(["arith.constant"]), loc([%arg0]), root("arith.subi") -> ^bb1
  ^bb6:  // pred: ^bb0
    %2 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %3 = pdl_interp.get_defining_op of %2 : !pdl.range<value>
    pdl_interp.is_not_null %3 : !pdl.operation -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.check_operation_name of %3 is "arith.constant" -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %4 = pdl_interp.get_attribute "value" of %3
    pdl_interp.is_not_null %4 : !pdl.attribute -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.check_attribute %4 is 1 : i32 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %5 = pdl_interp.get_results of %3 : !pdl.range<value>
    pdl_interp.are_equal %5, %2 : !pdl.range<value> -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.used_const1"]), loc([%3]), root("x.use") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%2 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.used_const1"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    "x.use"(%arg0) : (i32) -> ()
    "x.use"(%arg1) : (i32) -> ()
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "x.use"(%arg1) : (i32) -> ()
    %1 = "scf.if"(%arg2) ({
      "x.use"(%arg1) : (i32) -> ()
      "x.use"(%arg0) : (i32) -> ()
      "scf.yield"(%0) : (i32) -> ()
    }, {
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%0, %1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-011
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "arith.muli"](^bb2, ^bb5) -> ^bb1
  ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["arith.constant", "arith.subi"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb5:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.mul"]), loc([%arg0]), root("arith.muli") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 3 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.subi"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.mul"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "scf.if"(%arg2) ({
      %7 = "x.a"(%0) : (i32) -> i32
      %8 = "scf.if"(%arg2) ({
        %9 = "arith.constant"() <{value = 2 : i32}> : () -> i32
        %10 = "arith.subi"(%7, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%arg0) : (i32) -> ()
      }, {
        "scf.yield"(%arg0) : (i32) -> ()
      }) : (i1) -> i32
      "scf.yield"(%7) : (i32) -> ()
    }, {
      "x.use"(%arg1) : (i32) -> ()
      %6 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%0) : (i32) -> ()
    }) : (i1) -> i32
    %2 = "x.bin"(%0, %arg0) : (i32, i32) -> i32
    %3 = "x.a"(%0) : (i32) -> i32
    %4 = "x.b"(%arg0) : (i32) -> i32
    %5 = "arith.muli"(%arg0, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%4, %5) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-012
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["arith.addi", "x.b", "x.a"](^bb2, ^bb7, ^bb10) -> ^bb1
  ^bb1:  // 11 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %0, %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["arith.constant", "arith.muli"]), loc([%arg0]), root("arith.addi") -> ^bb6
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["arith.constant", "arith.muli"]), loc([%arg0]), root("arith.addi") -> ^bb1
  ^bb7:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.constant", "arith.addi"]), loc([%arg0]), root("x.b") -> ^bb1
  ^bb10:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %3 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%3, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.constant", "arith.subi"]), loc([%arg0]), root("x.a") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 2 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.muli"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 2 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.muli"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.addi"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 2 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.subi"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "x.a"(%arg1) : (i32) -> i32
    %1 = "x.bin"(%arg0, %0) : (i32, i32) -> i32
    %2 = "x.bin"(%arg1, %arg0) : (i32, i32) -> i32
    %3 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "x.use"(%2) : (i32) -> ()
    %4 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6 = "arith.subi"(%4, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "arith.subi"(%2, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8 = "x.bin"(%1, %2) : (i32, i32) -> i32
    "x.use"(%6) : (i32) -> ()
    %9 = "x.bin"(%arg1, %0) : (i32, i32) -> i32
    %10 = "arith.addi"(%1, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%9, %10) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-013
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "arith.muli", "arith.subi"](^bb2, ^bb5, ^bb9) -> ^bb1
  ^bb1:  // 12 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.b"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb5:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.mul"]), loc([%arg0]), root("arith.muli") -> ^bb1
  ^bb9:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %3 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %4 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %3, %4 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(0), generatedOps(["arith.constant"]), loc([%arg0]), root("arith.subi") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.mul"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%2 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "scf.if"(%arg2) ({
      %12 = "x.a"(%arg1) : (i32) -> i32
      "scf.yield"(%arg1) : (i32) -> ()
    }, {
      %10 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %11 = "x.bin"(%10, %10) : (i32, i32) -> i32
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    %1 = "x.bin"(%arg1, %arg1) : (i32, i32) -> i32
    %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3 = "arith.muli"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "scf.if"(%arg2) ({
      %8 = "arith.addi"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %9 = "x.bin"(%1, %3) : (i32, i32) -> i32
      "x.use"(%8) : (i32) -> ()
      "scf.yield"(%2) : (i32) -> ()
    }, {
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    %5 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "x.use"(%5) : (i32) -> ()
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7 = "x.bin"(%6, %5) : (i32, i32) -> i32
    "x.use"(%1) : (i32) -> ()
    "func.return"(%6, %7) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-014
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["arith.muli", "x.a", "x.bin"](^bb2, ^bb10, ^bb13) -> ^bb1
  ^bb1:  // 16 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %1 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    %2 = pdl_interp.get_defining_op of %1 : !pdl.range<value>
    pdl_interp.is_not_null %2 : !pdl.operation -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_operation_name of %2 is "arith.constant" -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %3 = pdl_interp.get_attribute "value" of %2
    pdl_interp.is_not_null %3 : !pdl.attribute -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.check_attribute %3 is 1 : i32 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %4 = pdl_interp.get_results of %2 : !pdl.range<value>
    pdl_interp.are_equal %4, %1 : !pdl.range<value> -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(3), loc([%arg0, %2]), root("arith.muli") -> ^bb1
  ^bb10:  // pred: ^bb0
    %5 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%5, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.b"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb13:  // pred: ^bb0
    %6 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %7 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%6, %7, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.muli"]), loc([%arg0]), root("x.bin") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.muli"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3 = "scf.if"(%arg2) ({
      %5 = "arith.subi"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %7 = "scf.if"(%arg2) ({
        "x.use"(%0) : (i32) -> ()
        %10 = "x.a"(%1) : (i32) -> i32
        "scf.yield"(%1) : (i32) -> ()
      }, {
        %8 = "arith.addi"(%1, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %9 = "arith.addi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%8) : (i32) -> ()
      }) : (i1) -> i32
      "scf.yield"(%6) : (i32) -> ()
    }, {
      "scf.yield"(%0) : (i32) -> ()
    }) : (i1) -> i32
    %4 = "arith.muli"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-015
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.use", "arith.subi"](^bb2, ^bb8) -> ^bb1
  ^bb1:  // 11 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operation_name of %1 is "arith.constant" -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %2 = pdl_interp.get_attribute "value" of %1
    pdl_interp.is_not_null %2 : !pdl.attribute -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_attribute %2 is 3 : i32 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %3 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %3, %0 : !pdl.range<value> -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(2), generatedOps(["x.used_const3"]), loc([%arg0, %1]), root("x.use") -> ^bb1
  ^bb8:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %4 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %5 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %4, %5 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(0), generatedOps(["arith.constant"]), loc([%arg0]), root("arith.subi") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.used_const3"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%2 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "x.use"(%arg0) : (i32) -> ()
    %1 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.subi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%2) : (i32) -> ()
    %3 = "arith.addi"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "x.bin"(%arg0, %arg1) : (i32, i32) -> i32
    %6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7 = "x.bin"(%arg0, %arg0) : (i32, i32) -> i32
    %8 = "arith.subi"(%5, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %10 = "arith.subi"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%9, %10) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-016
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "arith.muli", "x.bin", "x.use"](^bb2, ^bb6, ^bb12, ^bb16) -> ^bb1
  ^bb1:  // 18 preds: ^bb0, ^bb2, ^bb3, ^bb5, ^bb6, ^bb7, ^bb8, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.b"]), loc([%arg0]), root("x.a") -> ^bb5
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.b"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb6:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %2 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%2, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.mul"]), loc([%arg0]), root("arith.muli") -> ^bb10
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%2, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.mul"]), loc([%arg0]), root("arith.muli") -> ^bb11
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%2, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.mul"]), loc([%arg0]), root("arith.muli") -> ^bb1
  ^bb12:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %3 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %4 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%3, %4, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.addi"]), loc([%arg0]), root("x.bin") -> ^bb1
  ^bb16:  // pred: ^bb0
    %5 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %6 = pdl_interp.get_defining_op of %5 : !pdl.range<value>
    pdl_interp.is_not_null %6 : !pdl.operation -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    pdl_interp.check_operation_name of %6 is "arith.constant" -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    %7 = pdl_interp.get_attribute "value" of %6
    pdl_interp.is_not_null %7 : !pdl.attribute -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.check_attribute %7 is 1 : i32 -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    %8 = pdl_interp.get_results of %6 : !pdl.range<value>
    pdl_interp.are_equal %8, %5 : !pdl.range<value> -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_5(%arg0 : !pdl.operation) : benefit(2), generatedOps(["x.used_const1"]), loc([%6]), root("x.use") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.mul"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.mul"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.mul"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_5(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.used_const1"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.subi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "x.b"(%0) : (i32) -> i32
    "x.use"(%arg0) : (i32) -> ()
    %2 = "x.bin"(%arg1, %1) : (i32, i32) -> i32
    %3 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6 = "arith.addi"(%arg1, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "x.b"(%3) : (i32) -> i32
    %8 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %9 = "x.b"(%2) : (i32) -> i32
    %10 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%9, %10) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-017
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "x.b"](^bb2, ^bb5) -> ^bb1
  ^bb1:  // 7 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.b"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb5:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%1, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["arith.constant", "arith.subi"]), loc([%arg0]), root("x.b") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 1 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.subi"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "x.b"(%0) : (i32) -> i32
    %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %4 = "x.bin"(%arg1, %arg1) : (i32, i32) -> i32
    %5 = "x.bin"(%arg0, %3) : (i32, i32) -> i32
    %6 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%5, %6) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-018
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["arith.muli", "arith.addi", "arith.subi", "x.a"](^bb2, ^bb10, ^bb14, ^bb18) -> ^bb1
  ^bb1:  // 20 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %1 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    %2 = pdl_interp.get_defining_op of %1 : !pdl.range<value>
    pdl_interp.is_not_null %2 : !pdl.operation -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_operation_name of %2 is "arith.constant" -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %3 = pdl_interp.get_attribute "value" of %2
    pdl_interp.is_not_null %3 : !pdl.attribute -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.check_attribute %3 is 1 : i32 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %4 = pdl_interp.get_results of %2 : !pdl.range<value>
    pdl_interp.are_equal %4, %1 : !pdl.range<value> -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(2), loc([%arg0, %2]), root("arith.muli") -> ^bb1
  ^bb10:  // pred: ^bb0
    %5 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %6 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %5, %6 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%5, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["arith.constant", "arith.muli"]), loc([%arg0]), root("arith.addi") -> ^bb1
  ^bb14:  // pred: ^bb0
    %7 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    %8 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %7, %8 : !pdl.value -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(0), generatedOps(["arith.constant"]), loc([%arg0]), root("arith.subi") -> ^bb1
  ^bb18:  // pred: ^bb0
    %9 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %9 : !pdl.value -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%9, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.b"]), loc([%arg0]), root("x.a") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 2 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.muli"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%2 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.subi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "scf.if"(%arg2) ({
      %7 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %8 = "arith.subi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %9 = "arith.muli"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7) : (i32) -> ()
    }, {
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (i1) -> i32
    %2 = "arith.addi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.subi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.addi"(%2, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.muli"(%4, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%arg0) : (i32) -> ()
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%5, %6) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-019
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.use", "arith.addi", "arith.subi", "arith.muli", "x.bin"](^bb2, ^bb8, ^bb12, ^bb16, ^bb24) -> ^bb1
  ^bb1:  // 27 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26, ^bb27
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operation_name of %1 is "arith.constant" -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %2 = pdl_interp.get_attribute "value" of %1
    pdl_interp.is_not_null %2 : !pdl.attribute -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_attribute %2 is 1 : i32 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %3 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %3, %0 : !pdl.range<value> -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.used_const1"]), loc([%arg0, %1]), root("x.use") -> ^bb1
  ^bb8:  // pred: ^bb0
    %4 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %5 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %4, %5 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%4, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.constant", "arith.muli"]), loc([%arg0]), root("arith.addi") -> ^bb1
  ^bb12:  // pred: ^bb0
    %6 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %7 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %6, %7 : !pdl.value -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(0), generatedOps(["arith.constant"]), loc([%arg0]), root("arith.subi") -> ^bb1
  ^bb16:  // pred: ^bb0
    %8 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %8 : !pdl.value -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %9 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    %10 = pdl_interp.get_defining_op of %9 : !pdl.range<value>
    pdl_interp.is_not_null %10 : !pdl.operation -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.check_operation_name of %10 is "arith.constant" -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    %11 = pdl_interp.get_attribute "value" of %10
    pdl_interp.is_not_null %11 : !pdl.attribute -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    pdl_interp.check_attribute %11 is 1 : i32 -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    %12 = pdl_interp.get_results of %10 : !pdl.range<value>
    pdl_interp.are_equal %12, %9 : !pdl.range<value> -> ^bb23, ^bb1
  ^bb23:  // pred: ^bb22
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%8, %arg0 : !pdl.value, !pdl.operation) : benefit(2), loc([%10, %arg0]), root("arith.muli") -> ^bb1
  ^bb24:  // pred: ^bb0
    %13 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %13 : !pdl.value -> ^bb25, ^bb1
  ^bb25:  // pred: ^bb24
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb26, ^bb1
  ^bb26:  // pred: ^bb25
    %14 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %14 : !pdl.value -> ^bb27, ^bb1
  ^bb27:  // pred: ^bb26
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%13, %14, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.addi"]), loc([%arg0]), root("x.bin") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.used_const1"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 2 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.muli"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%2 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "x.b"(%arg0) : (i32) -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.addi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "x.b"(%0) : (i32) -> i32
    %4 = "arith.muli"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-020
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "arith.addi", "x.b", "x.bin"](^bb2, ^bb5, ^bb10, ^bb13) -> ^bb1
  ^bb1:  // 15 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.b"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb5:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %1, %2 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%1, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.constant", "arith.muli"]), loc([%arg0]), root("arith.addi") -> ^bb9
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%1, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["arith.constant", "arith.muli"]), loc([%arg0]), root("arith.addi") -> ^bb1
  ^bb10:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %3 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%3, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["arith.constant", "arith.subi"]), loc([%arg0]), root("x.b") -> ^bb1
  ^bb13:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %4 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %5 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%4, %5, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(1), generatedOps(["arith.subi"]), loc([%arg0]), root("x.bin") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 2 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.muli"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 2 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.muli"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 2 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.subi"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.subi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1 = "arith.subi"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.addi"(%1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "x.bin"(%arg0, %arg0) : (i32, i32) -> i32
    %4 = "x.bin"(%2, %0) : (i32, i32) -> i32
    "x.use"(%4) : (i32) -> ()
    %5 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "scf.if"(%arg2) ({
      %12 = "x.bin"(%arg1, %3) : (i32, i32) -> i32
      "scf.yield"(%12) : (i32) -> ()
    }, {
      "scf.yield"(%0) : (i32) -> ()
    }) : (i1) -> i32
    %7 = "x.b"(%0) : (i32) -> i32
    %8 = "scf.if"(%arg2) ({
      %11 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "scf.yield"(%4) : (i32) -> ()
    }, {
      %10 = "arith.subi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5) : (i32) -> ()
    }) : (i1) -> i32
    %9 = "x.a"(%7) : (i32) -> i32
    "func.return"(%8, %9) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-021
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["arith.muli", "arith.subi"](^bb2, ^bb10) -> ^bb1
  ^bb1:  // 13 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %1 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    %2 = pdl_interp.get_defining_op of %1 : !pdl.range<value>
    pdl_interp.is_not_null %2 : !pdl.operation -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_operation_name of %2 is "arith.constant" -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %3 = pdl_interp.get_attribute "value" of %2
    pdl_interp.is_not_null %3 : !pdl.attribute -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.check_attribute %3 is 1 : i32 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %4 = pdl_interp.get_results of %2 : !pdl.range<value>
    pdl_interp.are_equal %4, %1 : !pdl.range<value> -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), loc([%arg0, %2]), root("arith.muli") -> ^bb1
  ^bb10:  // pred: ^bb0
    %5 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %6 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %5, %6 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(2), generatedOps(["arith.constant"]), loc([%arg0]), root("arith.subi") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%2 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.addi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "x.bin"(%arg1, %arg0) : (i32, i32) -> i32
    %2 = "arith.addi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "scf.if"(%arg2) ({
      %11 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %12 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      "x.use"(%2) : (i32) -> ()
      "scf.yield"(%12) : (i32) -> ()
    }, {
      %9 = "arith.muli"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %10 = "arith.subi"(%1, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%0) : (i32) -> ()
    }) : (i1) -> i32
    "x.use"(%2) : (i32) -> ()
    "x.use"(%arg1) : (i32) -> ()
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "x.use"(%1) : (i32) -> ()
    %5 = "arith.subi"(%4, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%0) : (i32) -> ()
    "x.use"(%4) : (i32) -> ()
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7 = "arith.subi"(%4, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%7, %8) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-022
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.bin", "x.use", "arith.muli", "arith.addi", "arith.subi", "x.a", "x.b"](^bb2, ^bb6, ^bb12, ^bb16, ^bb20, ^bb24, ^bb27) -> ^bb1
  ^bb1:  // 29 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26, ^bb27, ^bb28, ^bb29
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.addi"]), loc([%arg0]), root("x.bin") -> ^bb1
  ^bb6:  // pred: ^bb0
    %2 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %3 = pdl_interp.get_defining_op of %2 : !pdl.range<value>
    pdl_interp.is_not_null %3 : !pdl.operation -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.check_operation_name of %3 is "arith.constant" -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %4 = pdl_interp.get_attribute "value" of %3
    pdl_interp.is_not_null %4 : !pdl.attribute -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.check_attribute %4 is 0 : i32 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %5 = pdl_interp.get_results of %3 : !pdl.range<value>
    pdl_interp.are_equal %5, %2 : !pdl.range<value> -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(3), generatedOps(["x.used_const0"]), loc([%3]), root("x.use") -> ^bb1
  ^bb12:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %6 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %7 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%7, %6, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.mul"]), loc([%arg0]), root("arith.muli") -> ^bb1
  ^bb16:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %8 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %8 : !pdl.value -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    %9 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %8, %9 : !pdl.value -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%8, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["arith.constant", "arith.muli"]), loc([%arg0]), root("arith.addi") -> ^bb1
  ^bb20:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    %10 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %10 : !pdl.value -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    %11 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %10, %11 : !pdl.value -> ^bb23, ^bb1
  ^bb23:  // pred: ^bb22
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%arg0 : !pdl.operation) : benefit(0), generatedOps(["arith.constant"]), loc([%arg0]), root("arith.subi") -> ^bb1
  ^bb24:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb25, ^bb1
  ^bb25:  // pred: ^bb24
    %12 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %12 : !pdl.value -> ^bb26, ^bb1
  ^bb26:  // pred: ^bb25
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%12, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.constant", "arith.subi"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb27:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb28, ^bb1
  ^bb28:  // pred: ^bb27
    %13 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %13 : !pdl.value -> ^bb29, ^bb1
  ^bb29:  // pred: ^bb28
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_5(%13, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.constant", "arith.subi"]), loc([%arg0]), root("x.b") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.used_const0"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.mul"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 2 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.muli"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%2 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.subi"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_5(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 2 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.subi"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.muli"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.muli"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "x.b"(%arg0) : (i32) -> i32
    %3 = "arith.addi"(%1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.subi"(%arg0, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "scf.if"(%arg2) ({
      %9 = "x.b"(%arg1) : (i32) -> i32
      "scf.yield"(%2) : (i32) -> ()
    }, {
      %7 = "x.bin"(%3, %2) : (i32, i32) -> i32
      %8 = "x.bin"(%3, %0) : (i32, i32) -> i32
      "scf.yield"(%3) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%5, %6) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-023
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["arith.subi", "x.b", "x.use", "arith.muli"](^bb2, ^bb6, ^bb9, ^bb15) -> ^bb1
  ^bb1:  // 18 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb17, ^bb18, ^bb19
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %0, %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(0), generatedOps(["arith.constant"]), loc([%arg0]), root("arith.subi") -> ^bb1
  ^bb6:  // pred: ^bb0
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["arith.constant", "arith.muli"]), loc([%arg0]), root("x.b") -> ^bb1
  ^bb9:  // pred: ^bb0
    %3 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %4 = pdl_interp.get_defining_op of %3 : !pdl.range<value>
    pdl_interp.is_not_null %4 : !pdl.operation -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.check_operation_name of %4 is "arith.constant" -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %5 = pdl_interp.get_attribute "value" of %4
    pdl_interp.is_not_null %5 : !pdl.attribute -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.check_attribute %5 is 1 : i32 -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %6 = pdl_interp.get_results of %4 : !pdl.range<value>
    pdl_interp.are_equal %6, %3 : !pdl.range<value> -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.used_const1"]), loc([%4]), root("x.use") -> ^bb1
  ^bb15:  // pred: ^bb0
    %7 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    %8 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    %9 = pdl_interp.get_defining_op of %8 : !pdl.range<value>
    pdl_interp.is_not_null %9 : !pdl.operation -> ^bb20, ^bb17
  ^bb17:  // 7 preds: ^bb16, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    %10 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %10 : !pdl.value -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%10, %7, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.mul"]), loc([%arg0]), root("arith.muli") -> ^bb1
  ^bb20:  // pred: ^bb16
    pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb21, ^bb17
  ^bb21:  // pred: ^bb20
    pdl_interp.check_operation_name of %9 is "arith.constant" -> ^bb22, ^bb17
  ^bb22:  // pred: ^bb21
    %11 = pdl_interp.get_attribute "value" of %9
    pdl_interp.is_not_null %11 : !pdl.attribute -> ^bb23, ^bb17
  ^bb23:  // pred: ^bb22
    pdl_interp.check_attribute %11 is 1 : i32 -> ^bb24, ^bb17
  ^bb24:  // pred: ^bb23
    %12 = pdl_interp.get_results of %9 : !pdl.range<value>
    pdl_interp.are_equal %12, %8 : !pdl.range<value> -> ^bb25, ^bb17
  ^bb25:  // pred: ^bb24
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%7, %arg0 : !pdl.value, !pdl.operation) : benefit(1), loc([%9, %arg0]), root("arith.muli") -> ^bb17
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%2 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 2 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.muli"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.used_const1"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.mul"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.subi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3 = "arith.addi"(%2, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "scf.if"(%arg2) ({
      %5 = "x.bin"(%2, %0) : (i32, i32) -> i32
      "scf.yield"(%2) : (i32) -> ()
    }, {
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%3, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-024
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["arith.muli", "arith.subi", "arith.addi", "x.b", "x.use"](^bb2, ^bb10, ^bb14, ^bb18, ^bb21) -> ^bb1
  ^bb1:  // 26 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %1 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    %2 = pdl_interp.get_defining_op of %1 : !pdl.range<value>
    pdl_interp.is_not_null %2 : !pdl.operation -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_operation_name of %2 is "arith.constant" -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %3 = pdl_interp.get_attribute "value" of %2
    pdl_interp.is_not_null %3 : !pdl.attribute -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.check_attribute %3 is 1 : i32 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %4 = pdl_interp.get_results of %2 : !pdl.range<value>
    pdl_interp.are_equal %4, %1 : !pdl.range<value> -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), loc([%arg0, %2]), root("arith.muli") -> ^bb1
  ^bb10:  // pred: ^bb0
    %5 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %6 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %5, %6 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(0), generatedOps(["arith.constant"]), loc([%arg0]), root("arith.subi") -> ^bb1
  ^bb14:  // pred: ^bb0
    %7 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    %8 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %7, %8 : !pdl.value -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%7, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.constant", "arith.muli"]), loc([%arg0]), root("arith.addi") -> ^bb1
  ^bb18:  // pred: ^bb0
    %9 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %9 : !pdl.value -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%9, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["arith.constant", "arith.addi"]), loc([%arg0]), root("x.b") -> ^bb1
  ^bb21:  // pred: ^bb0
    %10 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %11 = pdl_interp.get_defining_op of %10 : !pdl.range<value>
    pdl_interp.is_not_null %11 : !pdl.operation -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    pdl_interp.check_operation_name of %11 is "arith.constant" -> ^bb23, ^bb1
  ^bb23:  // pred: ^bb22
    %12 = pdl_interp.get_attribute "value" of %11
    pdl_interp.is_not_null %12 : !pdl.attribute -> ^bb24, ^bb1
  ^bb24:  // pred: ^bb23
    pdl_interp.check_attribute %12 is 3 : i32 -> ^bb25, ^bb1
  ^bb25:  // pred: ^bb24
    %13 = pdl_interp.get_results of %11 : !pdl.range<value>
    pdl_interp.are_equal %13, %10 : !pdl.range<value> -> ^bb26, ^bb1
  ^bb26:  // pred: ^bb25
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%arg0 : !pdl.operation) : benefit(3), generatedOps(["x.used_const3"]), loc([%11]), root("x.use") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%2 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 2 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.muli"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.addi"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.used_const3"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "scf.if"(%arg2) ({
      %13 = "x.bin"(%arg0, %arg0) : (i32, i32) -> i32
      "scf.yield"(%arg1) : (i32) -> ()
    }, {
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (i1) -> i32
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "arith.subi"(%arg1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "scf.if"(%arg2) ({
      %8 = "x.bin"(%2, %arg1) : (i32, i32) -> i32
      %9 = "scf.if"(%arg2) ({
        %11 = "arith.constant"() <{value = 2 : i32}> : () -> i32
        %12 = "arith.constant"() <{value = 3 : i32}> : () -> i32
        "scf.yield"(%12) : (i32) -> ()
      }, {
        "scf.yield"(%1) : (i32) -> ()
      }) : (i1) -> i32
      %10 = "x.bin"(%9, %arg1) : (i32, i32) -> i32
      "scf.yield"(%9) : (i32) -> ()
    }, {
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    %5 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %6 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "x.b"(%arg0) : (i32) -> i32
    "func.return"(%6, %7) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-025
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["arith.muli", "x.a", "x.use", "arith.subi", "x.bin"](^bb2, ^bb6, ^bb11, ^bb17, ^bb21) -> ^bb1
  ^bb1:  // 22 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%1, %0, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.mul"]), loc([%arg0]), root("arith.muli") -> ^bb1
  ^bb6:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.b"]), loc([%arg0]), root("x.a") -> ^bb9
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.constant", "arith.muli"]), loc([%arg0]), root("x.a") -> ^bb10
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.constant", "arith.addi"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb11:  // pred: ^bb0
    %3 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %4 = pdl_interp.get_defining_op of %3 : !pdl.range<value>
    pdl_interp.is_not_null %4 : !pdl.operation -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.check_operation_name of %4 is "arith.constant" -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %5 = pdl_interp.get_attribute "value" of %4
    pdl_interp.is_not_null %5 : !pdl.attribute -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.check_attribute %5 is 2 : i32 -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %6 = pdl_interp.get_results of %4 : !pdl.range<value>
    pdl_interp.are_equal %6, %3 : !pdl.range<value> -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.used_const2"]), loc([%4]), root("x.use") -> ^bb1
  ^bb17:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    %7 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    %8 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %7, %8 : !pdl.value -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%arg0 : !pdl.operation) : benefit(2), generatedOps(["arith.constant"]), loc([%arg0]), root("arith.subi") -> ^bb1
  ^bb21:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    %9 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %9 : !pdl.value -> ^bb23, ^bb1
  ^bb23:  // pred: ^bb22
    %10 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %10 : !pdl.value -> ^bb24, ^bb1
  ^bb24:  // pred: ^bb23
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_5(%9, %10, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(2), generatedOps(["arith.muli"]), loc([%arg0]), root("x.bin") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.mul"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.addi"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 1 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.muli"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.used_const2"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%2 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_5(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.muli"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.subi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "x.a"(%arg0) : (i32) -> i32
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "arith.muli"(%3, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %8 = "x.a"(%6) : (i32) -> i32
    "func.return"(%7, %8) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-026
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["arith.muli", "arith.subi", "x.bin", "x.a", "x.use"](^bb2, ^bb6, ^bb11, ^bb15, ^bb18) -> ^bb1
  ^bb1:  // 22 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb24
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%1, %0, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.mul"]), loc([%arg0]), root("arith.muli") -> ^bb1
  ^bb6:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %3 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %2, %3 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(1), generatedOps(["arith.constant"]), loc([%arg0]), root("arith.subi") -> ^bb10
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(0), generatedOps(["arith.constant"]), loc([%arg0]), root("arith.subi") -> ^bb1
  ^bb11:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %4 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %5 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%4, %5, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.muli"]), loc([%arg0]), root("x.bin") -> ^bb1
  ^bb15:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    %6 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%6, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["arith.constant", "arith.addi"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb18:  // pred: ^bb0
    %7 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %8 = pdl_interp.get_defining_op of %7 : !pdl.range<value>
    pdl_interp.is_not_null %8 : !pdl.operation -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.check_operation_name of %8 is "arith.constant" -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    %9 = pdl_interp.get_attribute "value" of %8
    pdl_interp.is_not_null %9 : !pdl.attribute -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    pdl_interp.check_attribute %9 is 0 : i32 -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    %10 = pdl_interp.get_results of %8 : !pdl.range<value>
    pdl_interp.are_equal %10, %7 : !pdl.range<value> -> ^bb23, ^bb1
  ^bb23:  // pred: ^bb22
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_5(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.used_const0"]), loc([%8]), root("x.use") -> ^bb24
  ^bb24:  // pred: ^bb23
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%arg0 : !pdl.operation) : benefit(2), generatedOps(["x.used_const0"]), loc([%8]), root("x.use") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.mul"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%2 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%2 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.muli"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 1 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.addi"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.used_const0"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_5(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.used_const0"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "x.b"(%arg1) : (i32) -> i32
    %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3 = "scf.if"(%arg2) ({
      %15 = "x.b"(%arg0) : (i32) -> i32
      "scf.yield"(%2) : (i32) -> ()
    }, {
      %13 = "arith.muli"(%arg0, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %14 = "arith.addi"(%1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2) : (i32) -> ()
    }) : (i1) -> i32
    %4 = "arith.subi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "x.b"(%arg0) : (i32) -> i32
    "x.use"(%0) : (i32) -> ()
    "x.use"(%3) : (i32) -> ()
    %6 = "scf.if"(%arg2) ({
      %12 = "arith.subi"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "x.use"(%0) : (i32) -> ()
      "scf.yield"(%arg1) : (i32) -> ()
    }, {
      %8 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %9 = "scf.if"(%arg2) ({
        %11 = "x.b"(%arg1) : (i32) -> i32
        "scf.yield"(%4) : (i32) -> ()
      }, {
        %10 = "arith.constant"() <{value = 3 : i32}> : () -> i32
        "scf.yield"(%arg0) : (i32) -> ()
      }) : (i1) -> i32
      "scf.yield"(%3) : (i32) -> ()
    }) : (i1) -> i32
    %7 = "arith.subi"(%2, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6, %7) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-027
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["arith.muli", "x.use"](^bb2, ^bb13) -> ^bb1
  ^bb1:  // 15 preds: ^bb0, ^bb2, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb11, ^bb4
  ^bb4:  // 3 preds: ^bb3, ^bb11, ^bb12
    %1 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    %2 = pdl_interp.get_defining_op of %1 : !pdl.range<value>
    pdl_interp.is_not_null %2 : !pdl.operation -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.check_operation_name of %2 is "arith.constant" -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %3 = pdl_interp.get_attribute "value" of %2
    pdl_interp.is_not_null %3 : !pdl.attribute -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.check_attribute %3 is 1 : i32 -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %4 = pdl_interp.get_results of %2 : !pdl.range<value>
    pdl_interp.are_equal %4, %1 : !pdl.range<value> -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(3), loc([%arg0, %2]), root("arith.muli") -> ^bb1
  ^bb11:  // pred: ^bb3
    %5 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb12, ^bb4
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%5, %0, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.mul"]), loc([%arg0]), root("arith.muli") -> ^bb4
  ^bb13:  // pred: ^bb0
    %6 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %7 = pdl_interp.get_defining_op of %6 : !pdl.range<value>
    pdl_interp.is_not_null %7 : !pdl.operation -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.check_operation_name of %7 is "arith.constant" -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %8 = pdl_interp.get_attribute "value" of %7
    pdl_interp.is_not_null %8 : !pdl.attribute -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.check_attribute %8 is 1 : i32 -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %9 = pdl_interp.get_results of %7 : !pdl.range<value>
    pdl_interp.are_equal %9, %6 : !pdl.range<value> -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(3), generatedOps(["x.used_const1"]), loc([%7]), root("x.use") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.mul"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.used_const1"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "scf.if"(%arg2) ({
      %13 = "x.a"(%arg1) : (i32) -> i32
      "x.use"(%13) : (i32) -> ()
      %14 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%13) : (i32) -> ()
    }, {
      %12 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    %1 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "x.b"(%arg1) : (i32) -> i32
    %3 = "arith.subi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6 = "x.bin"(%0, %0) : (i32, i32) -> i32
    %7 = "arith.muli"(%2, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %9 = "arith.addi"(%4, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %10 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %11 = "x.bin"(%10, %4) : (i32, i32) -> i32
    "func.return"(%10, %11) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-028
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "arith.muli", "arith.subi", "arith.addi"](^bb2, ^bb5, ^bb18, ^bb22) -> ^bb1
  ^bb1:  // 20 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["arith.constant", "arith.subi"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb5:  // pred: ^bb0
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb14, ^bb7
  ^bb7:  // 3 preds: ^bb6, ^bb14, ^bb17
    %2 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    %3 = pdl_interp.get_defining_op of %2 : !pdl.range<value>
    pdl_interp.is_not_null %3 : !pdl.operation -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.check_operation_name of %3 is "arith.constant" -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %4 = pdl_interp.get_attribute "value" of %3
    pdl_interp.is_not_null %4 : !pdl.attribute -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.check_attribute %4 is 1 : i32 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %5 = pdl_interp.get_results of %3 : !pdl.range<value>
    pdl_interp.are_equal %5, %2 : !pdl.range<value> -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%1, %arg0 : !pdl.value, !pdl.operation) : benefit(0), loc([%3, %arg0]), root("arith.muli") -> ^bb1
  ^bb14:  // pred: ^bb6
    %6 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb15, ^bb7
  ^bb15:  // pred: ^bb14
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%6, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.mul"]), loc([%arg0]), root("arith.muli") -> ^bb16
  ^bb16:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%6, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.mul"]), loc([%arg0]), root("arith.muli") -> ^bb17
  ^bb17:  // pred: ^bb16
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%6, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.mul"]), loc([%arg0]), root("arith.muli") -> ^bb7
  ^bb18:  // pred: ^bb0
    %7 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    %8 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %7, %8 : !pdl.value -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%arg0 : !pdl.operation) : benefit(3), generatedOps(["arith.constant"]), loc([%arg0]), root("arith.subi") -> ^bb1
  ^bb22:  // pred: ^bb0
    %9 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %9 : !pdl.value -> ^bb23, ^bb1
  ^bb23:  // pred: ^bb22
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb24, ^bb1
  ^bb24:  // pred: ^bb23
    %10 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %9, %10 : !pdl.value -> ^bb25, ^bb1
  ^bb25:  // pred: ^bb24
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_5(%9, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["arith.constant", "arith.muli"]), loc([%arg0]), root("arith.addi") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 1 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.subi"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.mul"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.mul"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.mul"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%2 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_5(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 2 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.muli"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.subi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%arg0) : (i32) -> ()
    %1 = "x.bin"(%0, %0) : (i32, i32) -> i32
    %2 = "arith.muli"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "x.bin"(%1, %arg0) : (i32, i32) -> i32
    %4 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %5 = "scf.if"(%arg2) ({
      %7 = "arith.muli"(%4, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3) : (i32) -> ()
    }, {
      "scf.yield"(%4) : (i32) -> ()
    }) : (i1) -> i32
    "x.use"(%1) : (i32) -> ()
    "x.use"(%arg0) : (i32) -> ()
    %6 = "x.b"(%4) : (i32) -> i32
    "x.use"(%1) : (i32) -> ()
    "func.return"(%5, %6) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-029
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["arith.addi", "x.bin", "arith.muli", "x.use"](^bb2, ^bb7, ^bb11, ^bb15) -> ^bb1
  ^bb1:  // 19 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %0, %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["arith.constant", "arith.muli"]), loc([%arg0]), root("arith.addi") -> ^bb6
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["arith.constant", "arith.muli"]), loc([%arg0]), root("arith.addi") -> ^bb1
  ^bb7:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %3 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%2, %3, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(1), generatedOps(["arith.subi"]), loc([%arg0]), root("x.bin") -> ^bb1
  ^bb11:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %4 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %5 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%5, %4, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.mul"]), loc([%arg0]), root("arith.muli") -> ^bb1
  ^bb15:  // pred: ^bb0
    %6 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %7 = pdl_interp.get_defining_op of %6 : !pdl.range<value>
    pdl_interp.is_not_null %7 : !pdl.operation -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.check_operation_name of %7 is "arith.constant" -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %8 = pdl_interp.get_attribute "value" of %7
    pdl_interp.is_not_null %8 : !pdl.attribute -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    pdl_interp.check_attribute %8 is 0 : i32 -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    %9 = pdl_interp.get_results of %7 : !pdl.range<value>
    pdl_interp.are_equal %9, %6 : !pdl.range<value> -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%arg0 : !pdl.operation) : benefit(3), generatedOps(["x.used_const0"]), loc([%7]), root("x.use") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 2 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.muli"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 2 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.muli"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.subi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.mul"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.used_const0"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.muli"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "x.bin"(%arg1, %arg0) : (i32, i32) -> i32
    %2 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%2) : (i32) -> ()
    %3 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%0) : (i32) -> ()
    %4 = "scf.if"(%arg2) ({
      %8 = "arith.subi"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %9 = "arith.muli"(%1, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %10 = "arith.subi"(%0, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%arg0) : (i32) -> ()
    }, {
      %6 = "arith.subi"(%arg1, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7 = "arith.subi"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6) : (i32) -> ()
    }) : (i1) -> i32
    %5 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%4, %5) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-030
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.bin", "x.use", "arith.subi", "x.a", "arith.muli"](^bb2, ^bb6, ^bb12, ^bb16, ^bb19) -> ^bb1
  ^bb1:  // 26 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.addi"]), loc([%arg0]), root("x.bin") -> ^bb1
  ^bb6:  // pred: ^bb0
    %2 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %3 = pdl_interp.get_defining_op of %2 : !pdl.range<value>
    pdl_interp.is_not_null %3 : !pdl.operation -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.check_operation_name of %3 is "arith.constant" -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %4 = pdl_interp.get_attribute "value" of %3
    pdl_interp.is_not_null %4 : !pdl.attribute -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.check_attribute %4 is 0 : i32 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %5 = pdl_interp.get_results of %3 : !pdl.range<value>
    pdl_interp.are_equal %5, %2 : !pdl.range<value> -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(3), generatedOps(["x.used_const0"]), loc([%3]), root("x.use") -> ^bb1
  ^bb12:  // pred: ^bb0
    %6 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %7 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %6, %7 : !pdl.value -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(0), generatedOps(["arith.constant"]), loc([%arg0]), root("arith.subi") -> ^bb1
  ^bb16:  // pred: ^bb0
    %8 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %8 : !pdl.value -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%8, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["arith.constant", "arith.addi"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb19:  // pred: ^bb0
    %9 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %9 : !pdl.value -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    %10 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    %11 = pdl_interp.get_defining_op of %10 : !pdl.range<value>
    pdl_interp.is_not_null %11 : !pdl.operation -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    pdl_interp.check_operation_name of %11 is "arith.constant" -> ^bb23, ^bb1
  ^bb23:  // pred: ^bb22
    %12 = pdl_interp.get_attribute "value" of %11
    pdl_interp.is_not_null %12 : !pdl.attribute -> ^bb24, ^bb1
  ^bb24:  // pred: ^bb23
    pdl_interp.check_attribute %12 is 1 : i32 -> ^bb25, ^bb1
  ^bb25:  // pred: ^bb24
    %13 = pdl_interp.get_results of %11 : !pdl.range<value>
    pdl_interp.are_equal %13, %10 : !pdl.range<value> -> ^bb26, ^bb1
  ^bb26:  // pred: ^bb25
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%9, %arg0 : !pdl.value, !pdl.operation) : benefit(2), loc([%11, %arg0]), root("arith.muli") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.used_const0"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%2 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 1 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.addi"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.subi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "scf.if"(%arg2) ({
      %9 = "arith.addi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %10 = "arith.muli"(%arg0, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %11 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "scf.yield"(%0) : (i32) -> ()
    }, {
      %8 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (i1) -> i32
    "x.use"(%1) : (i32) -> ()
    %2 = "arith.muli"(%1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%arg1) : (i32) -> ()
    %3 = "scf.if"(%arg2) ({
      %6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %7 = "x.b"(%6) : (i32) -> i32
      "x.use"(%6) : (i32) -> ()
      "scf.yield"(%0) : (i32) -> ()
    }, {
      %5 = "x.b"(%1) : (i32) -> i32
      "scf.yield"(%5) : (i32) -> ()
    }) : (i1) -> i32
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%3, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-031
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.bin", "x.use", "arith.muli", "arith.addi", "x.a", "x.b"](^bb2, ^bb6, ^bb12, ^bb23, ^bb27, ^bb30) -> ^bb1
  ^bb1:  // 25 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb14, ^bb15, ^bb16, ^bb23, ^bb24, ^bb25, ^bb26, ^bb27, ^bb28, ^bb29, ^bb30, ^bb31, ^bb32
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.muli"]), loc([%arg0]), root("x.bin") -> ^bb1
  ^bb6:  // pred: ^bb0
    %2 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %3 = pdl_interp.get_defining_op of %2 : !pdl.range<value>
    pdl_interp.is_not_null %3 : !pdl.operation -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.check_operation_name of %3 is "arith.constant" -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %4 = pdl_interp.get_attribute "value" of %3
    pdl_interp.is_not_null %4 : !pdl.attribute -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.check_attribute %4 is 3 : i32 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %5 = pdl_interp.get_results of %3 : !pdl.range<value>
    pdl_interp.are_equal %5, %2 : !pdl.range<value> -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.used_const3"]), loc([%3]), root("x.use") -> ^bb1
  ^bb12:  // pred: ^bb0
    %6 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %7 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    %8 = pdl_interp.get_defining_op of %7 : !pdl.range<value>
    pdl_interp.is_not_null %8 : !pdl.operation -> ^bb17, ^bb14
  ^bb14:  // 7 preds: ^bb13, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %9 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %9 : !pdl.value -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%9, %6, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.mul"]), loc([%arg0]), root("arith.muli") -> ^bb1
  ^bb17:  // pred: ^bb13
    pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb18, ^bb14
  ^bb18:  // pred: ^bb17
    pdl_interp.check_operation_name of %8 is "arith.constant" -> ^bb19, ^bb14
  ^bb19:  // pred: ^bb18
    %10 = pdl_interp.get_attribute "value" of %8
    pdl_interp.is_not_null %10 : !pdl.attribute -> ^bb20, ^bb14
  ^bb20:  // pred: ^bb19
    pdl_interp.check_attribute %10 is 1 : i32 -> ^bb21, ^bb14
  ^bb21:  // pred: ^bb20
    %11 = pdl_interp.get_results of %8 : !pdl.range<value>
    pdl_interp.are_equal %11, %7 : !pdl.range<value> -> ^bb22, ^bb14
  ^bb22:  // pred: ^bb21
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%6, %arg0 : !pdl.value, !pdl.operation) : benefit(0), loc([%8, %arg0]), root("arith.muli") -> ^bb14
  ^bb23:  // pred: ^bb0
    %12 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %12 : !pdl.value -> ^bb24, ^bb1
  ^bb24:  // pred: ^bb23
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb25, ^bb1
  ^bb25:  // pred: ^bb24
    %13 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %12, %13 : !pdl.value -> ^bb26, ^bb1
  ^bb26:  // pred: ^bb25
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%12, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["arith.constant", "arith.muli"]), loc([%arg0]), root("arith.addi") -> ^bb1
  ^bb27:  // pred: ^bb0
    %14 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %14 : !pdl.value -> ^bb28, ^bb1
  ^bb28:  // pred: ^bb27
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb29, ^bb1
  ^bb29:  // pred: ^bb28
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%14, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.b"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb30:  // pred: ^bb0
    %15 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %15 : !pdl.value -> ^bb31, ^bb1
  ^bb31:  // pred: ^bb30
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb32, ^bb1
  ^bb32:  // pred: ^bb31
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_5(%15, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["arith.constant", "arith.subi"]), loc([%arg0]), root("x.b") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.muli"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.used_const3"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.mul"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 2 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.muli"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_5(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 3 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.subi"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1 = "arith.subi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "x.b"(%0) : (i32) -> i32
    %3 = "arith.muli"(%1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "x.a"(%0) : (i32) -> i32
    %5 = "arith.addi"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7 = "x.bin"(%6, %4) : (i32, i32) -> i32
    %8 = "scf.if"(%arg2) ({
      %18 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %19 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %20 = "arith.subi"(%7, %18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%arg0) : (i32) -> ()
    }, {
      %13 = "scf.if"(%arg2) ({
        %15 = "x.bin"(%7, %0) : (i32, i32) -> i32
        %16 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %17 = "arith.constant"() <{value = 3 : i32}> : () -> i32
        "scf.yield"(%15) : (i32) -> ()
      }, {
        "scf.yield"(%arg1) : (i32) -> ()
      }) : (i1) -> i32
      %14 = "arith.addi"(%4, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%13) : (i32) -> ()
    }) : (i1) -> i32
    %9 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %10 = "arith.subi"(%6, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %11 = "arith.subi"(%0, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %12 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%11, %12) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-032
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.bin", "arith.muli", "x.a", "arith.addi"](^bb2, ^bb6, ^bb11, ^bb15) -> ^bb1
  ^bb1:  // 16 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb10, ^bb11, ^bb12, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(2), generatedOps(["arith.addi"]), loc([%arg0]), root("x.bin") -> ^bb1
  ^bb6:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %3 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%3, %2, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.mul"]), loc([%arg0]), root("arith.muli") -> ^bb10
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%3, %2, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.mul"]), loc([%arg0]), root("arith.muli") -> ^bb1
  ^bb11:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %4 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%4, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.b"]), loc([%arg0]), root("x.a") -> ^bb14
  ^bb14:  // pred: ^bb13
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%4, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.b"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb15:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    %5 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %6 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %5, %6 : !pdl.value -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%5, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["arith.constant", "arith.muli"]), loc([%arg0]), root("arith.addi") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.mul"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.mul"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 2 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.muli"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3 = "arith.addi"(%arg1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %5 = "arith.subi"(%3, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.addi"(%3, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%5, %6) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-033
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "x.bin", "arith.muli"](^bb2, ^bb7, ^bb13) -> ^bb1
  ^bb1:  // 16 preds: ^bb0, ^bb2, ^bb3, ^bb6, ^bb7, ^bb8, ^bb9, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.b"]), loc([%arg0]), root("x.a") -> ^bb5
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["arith.constant", "arith.muli"]), loc([%arg0]), root("x.a") -> ^bb6
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.b"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb7:  // pred: ^bb0
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %2 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%1, %2, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(1), generatedOps(["arith.muli"]), loc([%arg0]), root("x.bin") -> ^bb11
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%1, %2, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(3), generatedOps(["arith.subi"]), loc([%arg0]), root("x.bin") -> ^bb12
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%1, %2, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.addi"]), loc([%arg0]), root("x.bin") -> ^bb1
  ^bb13:  // pred: ^bb0
    %3 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %4 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    %5 = pdl_interp.get_defining_op of %4 : !pdl.range<value>
    pdl_interp.is_not_null %5 : !pdl.operation -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.check_operation_name of %5 is "arith.constant" -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %6 = pdl_interp.get_attribute "value" of %5
    pdl_interp.is_not_null %6 : !pdl.attribute -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    pdl_interp.check_attribute %6 is 1 : i32 -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    %7 = pdl_interp.get_results of %5 : !pdl.range<value>
    pdl_interp.are_equal %7, %4 : !pdl.range<value> -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_5(%3, %arg0 : !pdl.value, !pdl.operation) : benefit(0), loc([%5, %arg0]), root("arith.muli") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 3 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.muli"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.subi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.muli"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_5(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "x.bin"(%arg1, %arg1) : (i32, i32) -> i32
    %2 = "x.b"(%0) : (i32) -> i32
    %3 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "arith.muli"(%1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "x.bin"(%4, %4) : (i32, i32) -> i32
    %7 = "arith.subi"(%2, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8 = "x.b"(%2) : (i32) -> i32
    %9 = "x.bin"(%0, %7) : (i32, i32) -> i32
    %10 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %11 = "arith.muli"(%0, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %12 = "scf.if"(%arg2) ({
      "x.use"(%3) : (i32) -> ()
      %16 = "scf.if"(%arg2) ({
        "scf.yield"(%6) : (i32) -> ()
      }, {
        %18 = "x.bin"(%1, %10) : (i32, i32) -> i32
        "scf.yield"(%10) : (i32) -> ()
      }) : (i1) -> i32
      %17 = "arith.subi"(%7, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%10) : (i32) -> ()
    }, {
      %15 = "arith.subi"(%7, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (i1) -> i32
    %13 = "x.bin"(%5, %6) : (i32, i32) -> i32
    %14 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%13, %14) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-034
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.b", "arith.subi", "arith.muli"](^bb2, ^bb6, ^bb11) -> ^bb1
  ^bb1:  // 16 preds: ^bb0, ^bb2, ^bb3, ^bb5, ^bb6, ^bb7, ^bb8, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["arith.constant", "arith.muli"]), loc([%arg0]), root("x.b") -> ^bb5
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["arith.constant", "arith.muli"]), loc([%arg0]), root("x.b") -> ^bb1
  ^bb6:  // pred: ^bb0
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %2 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %1, %2 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(0), generatedOps(["arith.constant"]), loc([%arg0]), root("arith.subi") -> ^bb10
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(0), generatedOps(["arith.constant"]), loc([%arg0]), root("arith.subi") -> ^bb1
  ^bb11:  // pred: ^bb0
    %3 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %4 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    %5 = pdl_interp.get_defining_op of %4 : !pdl.range<value>
    pdl_interp.is_not_null %5 : !pdl.operation -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.check_operation_name of %5 is "arith.constant" -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %6 = pdl_interp.get_attribute "value" of %5
    pdl_interp.is_not_null %6 : !pdl.attribute -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.check_attribute %6 is 1 : i32 -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %7 = pdl_interp.get_results of %5 : !pdl.range<value>
    pdl_interp.are_equal %7, %4 : !pdl.range<value> -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%3, %arg0 : !pdl.value, !pdl.operation) : benefit(0), loc([%5, %arg0]), root("arith.muli") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 3 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.muli"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 3 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.muli"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%2 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%2 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "x.a"(%arg1) : (i32) -> i32
    "x.use"(%arg0) : (i32) -> ()
    %1 = "arith.subi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "x.b"(%arg0) : (i32) -> i32
    %3 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4 = "arith.muli"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.subi"(%4, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "x.bin"(%arg1, %5) : (i32, i32) -> i32
    %7 = "arith.subi"(%arg0, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8 = "arith.addi"(%4, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %10 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%9, %10) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-035
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["arith.muli", "x.a"](^bb2, ^bb6) -> ^bb1
  ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%1, %0, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.mul"]), loc([%arg0]), root("arith.muli") -> ^bb1
  ^bb6:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["arith.constant", "arith.muli"]), loc([%arg0]), root("x.a") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.mul"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.muli"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "x.bin"(%arg0, %arg1) : (i32, i32) -> i32
    %1 = "arith.subi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "x.a"(%2) : (i32) -> i32
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "arith.muli"(%3, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%arg0) : (i32) -> ()
    %6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7 = "x.a"(%1) : (i32) -> i32
    %8 = "arith.muli"(%7, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %9 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %10 = "x.b"(%2) : (i32) -> i32
    %11 = "x.bin"(%arg1, %3) : (i32, i32) -> i32
    "func.return"(%10, %11) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-036
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "x.bin", "arith.muli"](^bb2, ^bb5, ^bb9) -> ^bb1
  ^bb1:  // 16 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.b"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb5:  // pred: ^bb0
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%1, %2, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(2), generatedOps(["arith.addi"]), loc([%arg0]), root("x.bin") -> ^bb1
  ^bb9:  // pred: ^bb0
    %3 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %4 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    %5 = pdl_interp.get_defining_op of %4 : !pdl.range<value>
    pdl_interp.is_not_null %5 : !pdl.operation -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.check_operation_name of %5 is "arith.constant" -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %6 = pdl_interp.get_attribute "value" of %5
    pdl_interp.is_not_null %6 : !pdl.attribute -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.check_attribute %6 is 1 : i32 -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %7 = pdl_interp.get_results of %5 : !pdl.range<value>
    pdl_interp.are_equal %7, %4 : !pdl.range<value> -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%3, %arg0 : !pdl.value, !pdl.operation) : benefit(0), loc([%5, %arg0]), root("arith.muli") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "x.a"(%arg1) : (i32) -> i32
    %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "x.use"(%0) : (i32) -> ()
    %3 = "x.a"(%1) : (i32) -> i32
    %4 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %5 = "arith.subi"(%arg1, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "x.use"(%6) : (i32) -> ()
    %7 = "arith.subi"(%0, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8 = "x.bin"(%4, %1) : (i32, i32) -> i32
    %9 = "arith.addi"(%2, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %10 = "arith.subi"(%0, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%arg1) : (i32) -> ()
    "func.return"(%9, %10) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-037
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["arith.addi", "arith.subi", "x.b", "arith.muli"](^bb2, ^bb6, ^bb11, ^bb14) -> ^bb1
  ^bb1:  // 16 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %0, %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.constant", "arith.muli"]), loc([%arg0]), root("arith.addi") -> ^bb1
  ^bb6:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %3 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %2, %3 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(0), generatedOps(["arith.constant"]), loc([%arg0]), root("arith.subi") -> ^bb10
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(3), generatedOps(["arith.constant"]), loc([%arg0]), root("arith.subi") -> ^bb1
  ^bb11:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %4 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%4, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.constant", "arith.subi"]), loc([%arg0]), root("x.b") -> ^bb1
  ^bb14:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %5 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    %6 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%6, %5, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.mul"]), loc([%arg0]), root("arith.muli") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 2 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.muli"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%2 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%2 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 1 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.subi"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.mul"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "x.bin"(%arg0, %arg0) : (i32, i32) -> i32
    %1 = "arith.addi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%0) : (i32) -> ()
    %2 = "scf.if"(%arg2) ({
      "x.use"(%arg0) : (i32) -> ()
      "scf.yield"(%0) : (i32) -> ()
    }, {
      "scf.yield"(%0) : (i32) -> ()
    }) : (i1) -> i32
    %3 = "x.bin"(%arg0, %1) : (i32, i32) -> i32
    %4 = "arith.subi"(%2, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.addi"(%2, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%6, %7) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-038
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["arith.muli", "arith.subi"](^bb2, ^bb13) -> ^bb1
  ^bb1:  // 9 preds: ^bb0, ^bb2, ^bb4, ^bb5, ^bb6, ^bb13, ^bb14, ^bb15, ^bb17
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %1 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    %2 = pdl_interp.get_defining_op of %1 : !pdl.range<value>
    pdl_interp.is_not_null %2 : !pdl.operation -> ^bb7, ^bb4
  ^bb4:  // 7 preds: ^bb3, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %3 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%3, %0, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.mul"]), loc([%arg0]), root("arith.muli") -> ^bb1
  ^bb7:  // pred: ^bb3
    pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb8, ^bb4
  ^bb8:  // pred: ^bb7
    pdl_interp.check_operation_name of %2 is "arith.constant" -> ^bb9, ^bb4
  ^bb9:  // pred: ^bb8
    %4 = pdl_interp.get_attribute "value" of %2
    pdl_interp.is_not_null %4 : !pdl.attribute -> ^bb10, ^bb4
  ^bb10:  // pred: ^bb9
    pdl_interp.check_attribute %4 is 1 : i32 -> ^bb11, ^bb4
  ^bb11:  // pred: ^bb10
    %5 = pdl_interp.get_results of %2 : !pdl.range<value>
    pdl_interp.are_equal %5, %1 : !pdl.range<value> -> ^bb12, ^bb4
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), loc([%2, %arg0]), root("arith.muli") -> ^bb4
  ^bb13:  // pred: ^bb0
    %6 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %7 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %6, %7 : !pdl.value -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(0), generatedOps(["arith.constant"]), loc([%arg0]), root("arith.subi") -> ^bb17
  ^bb17:  // pred: ^bb16
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(3), generatedOps(["arith.constant"]), loc([%arg0]), root("arith.subi") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.mul"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%2 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%2 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.muli"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "x.use"(%arg1) : (i32) -> ()
    %2 = "arith.addi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %4 = "x.a"(%0) : (i32) -> i32
    %5 = "scf.if"(%arg2) ({
      %12 = "scf.if"(%arg2) ({
        %15 = "arith.constant"() <{value = 2 : i32}> : () -> i32
        "scf.yield"(%1) : (i32) -> ()
      }, {
        %14 = "x.bin"(%2, %4) : (i32, i32) -> i32
        "scf.yield"(%arg0) : (i32) -> ()
      }) : (i1) -> i32
      %13 = "arith.addi"(%12, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%13) : (i32) -> ()
    }, {
      "scf.yield"(%2) : (i32) -> ()
    }) : (i1) -> i32
    %6 = "scf.if"(%arg2) ({
      %11 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%arg1) : (i32) -> ()
    }, {
      "scf.yield"(%0) : (i32) -> ()
    }) : (i1) -> i32
    %7 = "arith.addi"(%2, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8 = "scf.if"(%arg2) ({
      %10 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "scf.yield"(%1) : (i32) -> ()
    }, {
      %9 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      "scf.yield"(%6) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%7, %8) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/arith-039
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.use", "x.b"](^bb2, ^bb8) -> ^bb1
  ^bb1:  // 10 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operation_name of %1 is "arith.constant" -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %2 = pdl_interp.get_attribute "value" of %1
    pdl_interp.is_not_null %2 : !pdl.attribute -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_attribute %2 is 0 : i32 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %3 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %3, %0 : !pdl.range<value> -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.used_const0"]), loc([%arg0, %1]), root("x.use") -> ^bb1
  ^bb8:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %4 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%4, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.constant", "arith.muli"]), loc([%arg0]), root("x.b") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.used_const0"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 3 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.muli"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "x.bin"(%arg0, %0) : (i32, i32) -> i32
    %2 = "arith.addi"(%arg1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "x.bin"(%arg1, %arg0) : (i32, i32) -> i32
    %4 = "x.bin"(%3, %1) : (i32, i32) -> i32
    %5 = "scf.if"(%arg2) ({
      %17 = "x.bin"(%arg0, %4) : (i32, i32) -> i32
      "scf.yield"(%3) : (i32) -> ()
    }, {
      %16 = "x.bin"(%arg1, %4) : (i32, i32) -> i32
      "scf.yield"(%3) : (i32) -> ()
    }) : (i1) -> i32
    %6 = "x.bin"(%3, %4) : (i32, i32) -> i32
    %7 = "scf.if"(%arg2) ({
      %15 = "x.a"(%3) : (i32) -> i32
      "scf.yield"(%1) : (i32) -> ()
    }, {
      %14 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    %8 = "scf.if"(%arg2) ({
      %13 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      "scf.yield"(%4) : (i32) -> ()
    }, {
      "scf.yield"(%6) : (i32) -> ()
    }) : (i1) -> i32
    %9 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %10 = "arith.subi"(%4, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %11 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %12 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%11, %12) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/ex-pdl-07-raw-pdl-natives
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["test.op", "x.rw", "test.success_op"](^bb2, ^bb6, ^bb10) -> ^bb1
  ^bb1:  // 13 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.apply_constraint "single_entity_constraint"(%arg0 : !pdl.operation) -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("test.op") -> ^bb1
  ^bb6:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0, %0 : !pdl.operation, !pdl.value) : benefit(1), loc([%arg0]), root("x.rw") -> ^bb1
  ^bb10:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 0 -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.check_result_count of %arg0 is 0 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %1 = pdl_interp.apply_constraint "op_constr_return_attr"(%arg0 : !pdl.operation) : !pdl.attribute -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%1, %arg0 : !pdl.attribute, !pdl.operation) : benefit(1), generatedOps(["x.made"]), loc([%arg0]), root("test.success_op") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.apply_rewrite "creator"(%arg0 : !pdl.operation) : !pdl.operation
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation, %arg1: !pdl.value) {
      pdl_interp.apply_rewrite "rewriter"(%arg0, %arg1 : !pdl.operation, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.attribute, %arg1: !pdl.operation) {
      %0 = pdl_interp.apply_rewrite "type_creator" : !pdl.type
      %1 = pdl_interp.create_operation "x.made" {"label" = %arg0}  -> (%0 : !pdl.type)
      pdl_interp.erase %arg1
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    "test.op"() : () -> ()
    "x.rw"(%arg0) : (i32) -> ()
    "test.success_op"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/pdl-01-benefits
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "x.mul" -> ^bb2, ^bb1
  ^bb1:  // 7 preds: ^bb0, ^bb2, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb9, ^bb4
  ^bb4:  // 3 preds: ^bb3, ^bb10, ^bb11
    %1 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    %2 = pdl_interp.get_defining_op of %1 : !pdl.range<value>
    pdl_interp.is_not_null %2 : !pdl.operation -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.check_operation_name of %2 is "x.const" -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %3 = pdl_interp.get_results of %2 : !pdl.range<value>
    pdl_interp.are_equal %3, %1 : !pdl.range<value> -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%2, %0, %arg0 : !pdl.operation, !pdl.value, !pdl.operation) : benefit(5), generatedOps(["x.mul_const"]), loc([%arg0, %2]), root("x.mul") -> ^bb1
  ^bb9:  // pred: ^bb3
    %4 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb12, ^bb10
  ^bb10:  // 2 preds: ^bb9, ^bb12
    %5 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %0, %5 : !pdl.value -> ^bb11, ^bb4
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(10), generatedOps(["x.square"]), loc([%arg0]), root("x.mul") -> ^bb4
  ^bb12:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%0, %4, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.mul_generic"]), loc([%arg0]), root("x.mul") -> ^bb10
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "x.mul_const"(%arg1, %0 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.square"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.mul_generic"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.const"() {value = 3 : i32} : () -> i32
    %1 = "x.mul"(%arg0, %arg1) : (i32, i32) -> i32
    %2 = "x.mul"(%arg0, %0) : (i32, i32) -> i32
    %3 = "x.mul"(%arg0, %arg0) : (i32, i32) -> i32
    %4 = "x.mul"(%0, %0) : (i32, i32) -> i32
    "func.return"(%1, %2, %3, %4) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/pdl-02-erase
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.drop", "x.nop"](^bb2, ^bb5) -> ^bb1
  ^bb1:  // 7 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(0), loc([%arg0]), root("x.drop") -> ^bb1
  ^bb5:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%1, %arg0 : !pdl.value, !pdl.operation) : benefit(0), loc([%arg0]), root("x.nop") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "x.nop"(%arg0) : (i32) -> i32
    "x.drop"(%0) : (i32) -> ()
    %1 = "x.nop"(%0) : (i32) -> i32
    "x.drop"(%1) : (i32) -> ()
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/pdl-03-replace-with-values
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.pair", "x.split"](^bb2, ^bb9) -> ^bb1
  ^bb1:  // 14 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_result_count of %arg0 is 2 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %1 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %2 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %3 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%3, %0, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), loc([%arg0]), root("x.pair") -> ^bb1
  ^bb9:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.check_result_count of %arg0 is 2 -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %4 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %5 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %6 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %7 = pdl_interp.get_value_type of %5 : !pdl.type
    %8 = pdl_interp.get_value_type of %6 : !pdl.type
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%4, %7, %8, %arg0 : !pdl.value, !pdl.type, !pdl.type, !pdl.operation) : benefit(0), generatedOps(["x.lo", "x.hi"]), loc([%arg0]), root("x.split") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.type, %arg2: !pdl.type, %arg3: !pdl.operation) {
      %0 = pdl_interp.create_operation "x.lo"(%arg0 : !pdl.value)  -> (%arg1 : !pdl.type)
      %1 = pdl_interp.create_operation "x.hi"(%arg0 : !pdl.value)  -> (%arg2 : !pdl.type)
      %2 = pdl_interp.get_results of %0 : !pdl.range<value>
      %3 = pdl_interp.get_results of %1 : !pdl.range<value>
      pdl_interp.replace %arg3 with (%2, %3 : !pdl.range<value>, !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i16, i16), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0:2 = "x.pair"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
    %1:2 = "x.split"(%arg0) : (i32) -> (i16, i16)
    "func.return"(%0#0, %0#1, %1#0, %1#1) : (i32, i32, i16, i16) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/pdl-04-attrs-types
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.cast", "x.const"](^bb2, ^bb11) -> ^bb1
  ^bb1:  // 13 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb7, ^bb8, ^bb9, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %2 = pdl_interp.get_value_type of %1 : !pdl.type
    %3 = pdl_interp.get_value_type of %0 : !pdl.type
    pdl_interp.are_equal %2, %3 : !pdl.type -> ^bb10, ^bb7
  ^bb7:  // 2 preds: ^bb6, ^bb10
    %4 = pdl_interp.get_attribute "rounding" of %arg0
    pdl_interp.is_not_null %4 : !pdl.attribute -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %5 = pdl_interp.get_value_type of %0 : !pdl.type
    pdl_interp.check_type %5 is f32 -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%1, %4, %arg0 : !pdl.value, !pdl.attribute, !pdl.operation) : benefit(0), generatedOps(["x.to_float"]), loc([%arg0]), root("x.cast") -> ^bb1
  ^bb10:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%1, %arg0 : !pdl.value, !pdl.operation) : benefit(0), loc([%arg0]), root("x.cast") -> ^bb7
  ^bb11:  // pred: ^bb0
    pdl_interp.check_result_count of %arg0 is 1 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %6 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %7 = pdl_interp.get_attribute "value" of %arg0
    pdl_interp.is_not_null %7 : !pdl.attribute -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.check_attribute %7 is 0 : i32 -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %8 = pdl_interp.get_value_type of %6 : !pdl.type
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%8, %arg0 : !pdl.type, !pdl.operation) : benefit(0), generatedOps(["x.zero"]), loc([%arg0]), root("x.const") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.attribute, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_attribute "fast"
      %1 = pdl_interp.create_type f32
      %2 = pdl_interp.create_operation "x.to_float"(%arg0 : !pdl.value) {"mode" = %0, "rounding" = %arg1}  -> (%1 : !pdl.type)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.type, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_operation "x.zero"  -> (%arg0 : !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32) -> (i32, f32, f64, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "x.cast"(%arg0) : (i32) -> i32
    %1 = "x.cast"(%arg0) {rounding = "nearest"} : (i32) -> f32
    %2 = "x.cast"(%arg0) {rounding = "nearest"} : (i32) -> f64
    %3 = "x.const"() {value = 0 : i32} : () -> i32
    %4 = "x.const"() {value = 1 : i32} : () -> i32
    "func.return"(%0, %1, %2, %3, %4) : (i32, f32, f64, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/pdl-05-any-op
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb2, ^bb1
  ^bb1:  // 5 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %1 = pdl_interp.get_attribute "fwd" of %arg0
    pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_attribute %1 is unit -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), loc([%arg0]) -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32) -> (i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "x.id"(%arg0) {fwd} : (i32) -> i32
    %1 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> {fwd} : (i32, i32) -> i32
    %2 = "y.other"(%0) {fwd} : (i32) -> i32
    "func.return"(%0, %1, %2) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/pdl-06-chain-iterations
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb2, ^bb1
  ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %2 = pdl_interp.get_operands of %1 : !pdl.range<value>
    %3 = pdl_interp.get_defining_op of %2 : !pdl.range<value>
    pdl_interp.is_not_null %3 : !pdl.operation -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operation_name of %arg0 is "x.a" -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_operation_name of %1 is "x.b" -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %4 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %4, %0 : !pdl.range<value> -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.check_operation_name of %3 is "x.c" -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %5 = pdl_interp.get_results of %3 : !pdl.range<value>
    pdl_interp.are_equal %5, %2 : !pdl.range<value> -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.c"]), loc([%1, %3, %arg0]), root("x.a") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = () -> i32, sym_name = "f"}> ({
    %0 = "x.c"() : () -> i32
    %1 = "x.b"(%0) : (i32) -> i32
    %2 = "x.a"(%1) : (i32) -> i32
    %3 = "x.b"(%2) : (i32) -> i32
    %4 = "x.a"(%3) : (i32) -> i32
    %5 = "x.b"(%4) : (i32) -> i32
    %6 = "x.a"(%5) : (i32) -> i32
    "func.return"(%6) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/pdl-08-pdll-natives
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "test.op" -> ^bb2, ^bb1
  ^bb1:  // 3 preds: ^bb0, ^bb2, ^bb3
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.apply_constraint "single_entity_constraint"(%arg0 : !pdl.operation) -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(0), loc([%arg0]), root("test.op") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.apply_rewrite "creator"(%arg0 : !pdl.operation) : !pdl.operation
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "test.op"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-000
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb11, ^bb1
  ^bb1:  // 5 preds: ^bb0, ^bb11, ^bb12, ^bb13, ^bb14
    pdl_interp.switch_operation_name of %arg0 to ["x.sink", "x.a"](^bb3, ^bb7) -> ^bb2
  ^bb2:  // 9 preds: ^bb1, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10
    pdl_interp.finalize
  ^bb3:  // pred: ^bb1
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb4, ^bb2
  ^bb4:  // pred: ^bb3
    pdl_interp.check_operation_name of %1 is "x.a" -> ^bb5, ^bb2
  ^bb5:  // pred: ^bb4
    %2 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %2, %0 : !pdl.range<value> -> ^bb6, ^bb2
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(2), loc([%arg0, %1]), root("x.sink") -> ^bb2
  ^bb7:  // pred: ^bb1
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb8, ^bb2
  ^bb8:  // pred: ^bb7
    %3 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb9, ^bb2
  ^bb9:  // pred: ^bb8
    %4 = pdl_interp.get_value_type of %3 : !pdl.type
    pdl_interp.check_type %4 is i64 -> ^bb10, ^bb2
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%3, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.e"]), loc([%arg0]), root("x.a") -> ^bb2
  ^bb11:  // pred: ^bb0
    %5 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %6 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %6 : !pdl.attribute -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.check_attribute %6 is unit -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%5, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.c"]), loc([%arg0]) -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "x.region"() ({
      %7 = "x.p"(%arg0, %arg0) : (i32, i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %0 = "x.d"(%arg0) : (i32) -> i32
    %1:2 = "x.m"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
    "x.sink"(%1#1) : (i32) -> ()
    %2 = "x.c"(%0) {k = 0 : i32} : (i32) -> i32
    %3 = "x.d"(%2) : (i32) -> i32
    %4 = "x.b"(%0) : (i32) -> i32
    %5 = "x.wide"() : () -> i64
    %6 = "x.a"(%5) : (i64) -> i64
    "func.return"(%3, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-001
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.m", "x.b", "x.c", "x.sink"](^bb2, ^bb11, ^bb14, ^bb20) -> ^bb1
  ^bb1:  // 22 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_result_count of %arg0 is 2 -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %2 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %3 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %4 = pdl_interp.get_value_type of %2 : !pdl.type
    %5 = pdl_interp.get_value_type of %3 : !pdl.type
    pdl_interp.are_equal %4, %5 : !pdl.type -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%1, %0, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(2), loc([%arg0]), root("x.m") -> ^bb10
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%1, %0, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), loc([%arg0]), root("x.m") -> ^bb1
  ^bb11:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %6 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %7 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %8 = pdl_interp.extract 0 of %7 : !pdl.value
    %9 = pdl_interp.get_users of %8 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %9 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "x.sink" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      %17 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
      pdl_interp.are_equal %17, %7 : !pdl.range<value> -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%6, %arg0, %arg1 : !pdl.value, !pdl.operation, !pdl.operation) : benefit(2), generatedOps(["x.d"]), loc([%arg0, %arg1]), root("x.b") -> ^bb1
    } -> ^bb1
  ^bb14:  // pred: ^bb0
    %10 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %11 = pdl_interp.get_defining_op of %10 : !pdl.range<value>
    pdl_interp.is_not_null %11 : !pdl.operation -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.check_operation_name of %11 is "x.d" -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    %12 = pdl_interp.get_results of %11 : !pdl.range<value>
    pdl_interp.are_equal %12, %10 : !pdl.range<value> -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    pdl_interp.check_operand_count of %11 is 1 -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    %13 = pdl_interp.get_operand 0 of %11
    pdl_interp.is_not_null %13 : !pdl.value -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%13, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.a"]), loc([%11]), root("x.c") -> ^bb1
  ^bb20:  // pred: ^bb0
    %14 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %15 = pdl_interp.get_defining_op of %14 : !pdl.range<value>
    pdl_interp.is_not_null %15 : !pdl.operation -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    pdl_interp.check_operation_name of %15 is "x.c" -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    %16 = pdl_interp.get_results of %15 : !pdl.range<value>
    pdl_interp.are_equal %16, %14 : !pdl.range<value> -> ^bb23, ^bb1
  ^bb23:  // pred: ^bb22
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%arg0 : !pdl.operation) : benefit(0), loc([%15]), root("x.sink") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.erase %arg2
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.a"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0:2 = "x.m"(%arg0, %arg0) : (i32, i32) -> (i32, i32)
    %1 = "x.e"(%0#1) : (i32) -> i32
    %2:2 = "x.m"(%0#0, %1) : (i32, i32) -> (i32, i32)
    %3 = "x.q"(%0#0, %2#0) : (i32, i32) -> i32
    %4 = "x.d"(%0#0) : (i32) -> i32
    %5:2 = "x.m"(%4, %0#1) : (i32, i32) -> (i32, i32)
    "func.return"(%5#0, %5#1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-002
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb4, ^bb1
  ^bb1:  // 5 preds: ^bb0, ^bb4, ^bb6, ^bb8, ^bb9
    pdl_interp.check_operation_name of %arg0 is "x.k" -> ^bb3, ^bb2
  ^bb2:  // 2 preds: ^bb1, ^bb3
    pdl_interp.finalize
  ^bb3:  // pred: ^bb1
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.l"]), loc([%arg0]), root("x.k") -> ^bb2
  ^bb4:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %1 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb10, ^bb6
  ^bb6:  // 3 preds: ^bb5, ^bb10, ^bb11
    pdl_interp.check_operation_name of %arg0 is "x.a" -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.e"]), loc([%arg0]), root("x.a") -> ^bb8
  ^bb8:  // pred: ^bb7
    %2 = pdl_interp.get_value_type of %0 : !pdl.type
    pdl_interp.check_type %2 is i32 -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.c"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb10:  // pred: ^bb5
    pdl_interp.check_attribute %1 is unit -> ^bb11, ^bb6
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.d"]), loc([]) -> ^bb6
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.l"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.c"(%arg1) {k = 2 : i32} : (i32) -> i32
    %1 = "x.b"(%0) {k = 2 : i32} : (i32) -> i32
    %2 = "x.r"(%0, %1) : (i32, i32) -> i32
    "x.sink"(%1) : (i32) -> ()
    %3 = "x.a"(%arg1) : (i32) -> i32
    %4 = "x.p"(%0, %3) : (i32, i32) -> i32
    %5 = "x.e"(%arg1) : (i32) -> i32
    %6 = "x.d"(%5) {k = 2 : i32} : (i32) -> i32
    "func.return"(%5, %6) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-003
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.p", "x.c", "x.m", "x.a"](^bb2, ^bb9, ^bb13, ^bb21) -> ^bb1
  ^bb1:  // 20 preds: ^bb0, ^bb2, ^bb3, ^bb5, ^bb6, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %0, %1 : !pdl.value -> ^bb7, ^bb5
  ^bb5:  // 2 preds: ^bb4, ^bb8
    %2 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%2, %0, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.r"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb7:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.a"]), loc([%arg0]), root("x.p") -> ^bb8
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.b"]), loc([%arg0]), root("x.p") -> ^bb5
  ^bb9:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %3 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %4 = pdl_interp.get_value_type of %3 : !pdl.type
    pdl_interp.check_type %4 is i32 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%3, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.d"]), loc([%arg0]), root("x.c") -> ^bb1
  ^bb13:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %5 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %6 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.check_result_count of %arg0 is 2 -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %7 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    %8 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %8 : !pdl.value -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    %9 = pdl_interp.get_value_type of %7 : !pdl.type
    %10 = pdl_interp.get_value_type of %8 : !pdl.type
    pdl_interp.are_equal %9, %10 : !pdl.type -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%6, %5, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), loc([%arg0]), root("x.m") -> ^bb1
  ^bb21:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    %11 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %11 : !pdl.value -> ^bb23, ^bb1
  ^bb23:  // pred: ^bb22
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%11, %arg0 : !pdl.value, !pdl.operation) : benefit(3), loc([%arg0]), root("x.a") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.r"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.a"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.b"(%arg0) : (i32) -> i32
    "x.sink"(%arg0) : (i32) -> ()
    %1 = "x.l"() : () -> i32
    %2:2 = "x.m"(%1, %arg0) : (i32, i32) -> (i32, i32)
    %3 = "x.r"(%1, %0) {mark} : (i32, i32) -> i32
    %4 = "x.c"(%arg1) : (i32) -> i32
    %5 = "x.q"(%1, %2#0) : (i32, i32) -> i32
    %6 = "x.l"() : () -> i32
    %7:2 = "x.m"(%4, %5) : (i32, i32) -> (i32, i32)
    %8 = "x.wide"() : () -> i64
    %9 = "x.a"(%8) : (i64) -> i64
    "func.return"(%7#0, %7#1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-004
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.b", "x.c"](^bb7, ^bb10) -> ^bb1
  ^bb1:  // 10 preds: ^bb0, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb2
  ^bb2:  // 5 preds: ^bb1, ^bb3, ^bb4, ^bb5, ^bb6
    pdl_interp.finalize
  ^bb3:  // pred: ^bb1
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb2
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb5, ^bb2
  ^bb5:  // pred: ^bb4
    pdl_interp.check_attribute %1 is unit -> ^bb6, ^bb2
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.e"]), loc([%arg0]) -> ^bb2
  ^bb7:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(0), loc([%arg0]), root("x.b") -> ^bb1
  ^bb10:  // pred: ^bb0
    %3 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %4 = pdl_interp.get_defining_op of %3 : !pdl.range<value>
    pdl_interp.is_not_null %4 : !pdl.operation -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.check_operation_name of %4 is "x.a" -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.check_operand_count of %4 is 1 -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %5 = pdl_interp.get_operand 0 of %4
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %6 = pdl_interp.get_results of %4 : !pdl.range<value>
    pdl_interp.are_equal %6, %3 : !pdl.range<value> -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%5, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.d"]), loc([%4]), root("x.c") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.k"() : () -> i32
    %1 = "x.c"(%arg1) {k = 2 : i32} : (i32) -> i32
    %2 = "x.e"(%0) : (i32) -> i32
    %3 = "x.q"(%2, %2) : (i32, i32) -> i32
    "x.sink"(%0) : (i32) -> ()
    %4 = "x.wide"() : () -> i64
    %5 = "x.a"(%4) : (i64) -> i64
    "func.return"(%2, %3) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-005
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operand_count of %arg0 to dense<[1, 2]> : vector<2xi32>(^bb2, ^bb6) -> ^bb1
  ^bb1:  // 9 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %1 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_attribute %1 is unit -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.d"]), loc([%arg0]) -> ^bb1
  ^bb6:  // pred: ^bb0
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.check_operation_name of %arg0 is "x.p" -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %3 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %2, %3 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.d"]), loc([%arg0]), root("x.p") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.b"(%arg1) {k = 0 : i32} : (i32) -> i32
    %1:2 = "x.m"(%arg1, %0) : (i32, i32) -> (i32, i32)
    %2 = "x.r"(%1#0, %0) : (i32, i32) -> i32
    %3 = "x.p"(%arg0, %arg0) : (i32, i32) -> i32
    %4 = "x.r"(%1#1, %0) : (i32, i32) -> i32
    %5 = "x.q"(%arg1, %arg1) : (i32, i32) -> i32
    "x.region"() ({
      %12 = "x.c"(%5) {k = 2 : i32} : (i32) -> i32
      "x.sink"(%2) : (i32) -> ()
      %13 = "x.p"(%5, %1#0) : (i32, i32) -> i32
      %14 = "x.c"(%4) {mark} : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %6 = "x.e"(%3) : (i32) -> i32
    %7 = "x.p"(%2, %0) : (i32, i32) -> i32
    "x.region"() ({
      %9 = "x.c"(%6) {k = 2 : i32} : (i32) -> i32
      %10 = "x.b"(%1#1) {k = 0 : i32} : (i32) -> i32
      %11:2 = "x.m"(%arg1, %9) : (i32, i32) -> (i32, i32)
      "x.yield"() : () -> ()
    }) : () -> ()
    %8 = "x.a"(%2) : (i32) -> i32
    "func.return"(%7, %8) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-006
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.p", "x.a", "x.b", "x.q", "x.m"](^bb2, ^bb6, ^bb10, ^bb13, ^bb17) -> ^bb1
  ^bb1:  // 23 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(1), generatedOps(["arith.addi"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb6:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(0), loc([%arg0]), root("x.a") -> ^bb9
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(1), loc([%arg0]), root("x.a") -> ^bb1
  ^bb10:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %3 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%3, %arg0 : !pdl.value, !pdl.operation) : benefit(1), loc([%arg0]), root("x.b") -> ^bb1
  ^bb13:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %4 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %5 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%5, %4, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.r"]), loc([%arg0]), root("x.q") -> ^bb1
  ^bb17:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    %6 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    %7 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    pdl_interp.check_result_count of %arg0 is 2 -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    %8 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %8 : !pdl.value -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    %9 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %9 : !pdl.value -> ^bb23, ^bb1
  ^bb23:  // pred: ^bb22
    %10 = pdl_interp.get_value_type of %8 : !pdl.type
    %11 = pdl_interp.get_value_type of %9 : !pdl.type
    pdl_interp.are_equal %10, %11 : !pdl.type -> ^bb24, ^bb1
  ^bb24:  // pred: ^bb23
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%7, %6, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(2), loc([%arg0]), root("x.m") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.r"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.c"(%arg1) : (i32) -> i32
    "x.region"() ({
      %8 = "x.c"(%arg0) : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %1 = "x.q"(%arg1, %0) : (i32, i32) -> i32
    "x.region"() ({
      %7 = "x.d"(%1) {k = 2 : i32} : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %2 = "x.b"(%arg1) : (i32) -> i32
    %3 = "x.l"() : () -> i32
    %4:2 = "x.m"(%2, %3) : (i32, i32) -> (i32, i32)
    %5 = "x.r"(%1, %arg0) : (i32, i32) -> i32
    %6:2 = "x.m"(%3, %0) : (i32, i32) -> (i32, i32)
    "func.return"(%6#0, %6#1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-007
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operand_count of %arg0 to dense<[1, 2]> : vector<2xi32>(^bb2, ^bb9) -> ^bb1
  ^bb1:  // 9 preds: ^bb0, ^bb2, ^bb4, ^bb5, ^bb6, ^bb9, ^bb10, ^bb11, ^bb12
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.switch_operation_name of %arg0 to ["x.c", "x.b"](^bb7, ^bb8) -> ^bb4
  ^bb4:  // 3 preds: ^bb3, ^bb7, ^bb8
    %1 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_attribute %1 is unit -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.d"]), loc([%arg0]) -> ^bb1
  ^bb7:  // pred: ^bb3
    %2 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %3 = pdl_interp.extract 0 of %2 : !pdl.value
    %4 = pdl_interp.get_users of %3 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %4 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "x.sink" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      %10 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
      pdl_interp.are_equal %10, %2 : !pdl.range<value> -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %arg0, %arg1 : !pdl.value, !pdl.operation, !pdl.operation) : benefit(1), generatedOps(["x.e"]), loc([%arg0, %arg1]), root("x.c") -> ^bb1
    } -> ^bb4
  ^bb8:  // pred: ^bb3
    %5 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %6 = pdl_interp.extract 0 of %5 : !pdl.value
    %7 = pdl_interp.get_users of %6 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %7 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "x.sink" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      %10 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
      pdl_interp.are_equal %10, %5 : !pdl.range<value> -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%0, %arg0, %arg1 : !pdl.value, !pdl.operation, !pdl.operation) : benefit(1), generatedOps(["x.d"]), loc([%arg0, %arg1]), root("x.b") -> ^bb1
    } -> ^bb4
  ^bb9:  // pred: ^bb0
    %8 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %8 : !pdl.value -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.check_operation_name of %arg0 is "x.q" -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %9 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %9 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%9, %8, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.r"]), loc([%arg0]), root("x.q") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.erase %arg2
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.erase %arg2
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.r"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.c"(%arg0) : (i32) -> i32
    %1 = "x.e"(%0) : (i32) -> i32
    %2 = "x.d"(%1) : (i32) -> i32
    %3 = "x.l"() : () -> i32
    %4 = "x.c"(%1) : (i32) -> i32
    %5 = "x.a"(%arg0) : (i32) -> i32
    %6 = "x.q"(%1, %4) : (i32, i32) -> i32
    %7 = "x.b"(%arg0) : (i32) -> i32
    "x.region"() ({
      %10 = "x.p"(%0, %2) : (i32, i32) -> i32
      %11 = "x.c"(%10) : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    "x.sink"(%0) : (i32) -> ()
    %8:2 = "x.m"(%3, %5) : (i32, i32) -> (i32, i32)
    %9 = "x.k"() : () -> i32
    "func.return"(%8#1, %9) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-008
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operand_count of %arg0 to dense<[2, 1]> : vector<2xi32>(^bb2, ^bb12) -> ^bb1
  ^bb1:  // 15 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.switch_operation_name of %arg0 to ["x.p", "x.m"](^bb4, ^bb6) -> ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%1, %0, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.r"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb6:  // pred: ^bb3
    %2 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.check_result_count of %arg0 is 2 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %3 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %4 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %5 = pdl_interp.get_value_type of %3 : !pdl.type
    %6 = pdl_interp.get_value_type of %4 : !pdl.type
    pdl_interp.are_equal %5, %6 : !pdl.type -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %0, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(1), loc([%arg0]), root("x.m") -> ^bb1
  ^bb12:  // pred: ^bb0
    %7 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %8 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %8 : !pdl.attribute -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.check_attribute %8 is unit -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%7, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.d"]), loc([]) -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.r"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.d"(%arg1) : (i32) -> i32
    %1 = "x.r"(%0, %0) : (i32, i32) -> i32
    %2 = "x.l"() : () -> i32
    %3 = "x.e"(%2) {k = 1 : i32} : (i32) -> i32
    %4 = "x.wide"() : () -> i64
    %5 = "x.a"(%4) : (i64) -> i64
    "func.return"(%2, %3) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-009
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.b", "x.m", "x.k", "x.c"](^bb7, ^bb11, ^bb19, ^bb21) -> ^bb1
  ^bb1:  // 19 preds: ^bb0, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb2
  ^bb2:  // 5 preds: ^bb1, ^bb3, ^bb4, ^bb5, ^bb6
    pdl_interp.finalize
  ^bb3:  // pred: ^bb1
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb2
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb5, ^bb2
  ^bb5:  // pred: ^bb4
    pdl_interp.check_attribute %1 is unit -> ^bb6, ^bb2
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.d"]), loc([%arg0]) -> ^bb2
  ^bb7:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %3 = pdl_interp.get_value_type of %2 : !pdl.type
    pdl_interp.check_type %3 is i64 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.d"]), loc([%arg0]), root("x.b") -> ^bb1
  ^bb11:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %4 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.check_result_count of %arg0 is 2 -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %5 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %6 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    %7 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %8 = pdl_interp.get_value_type of %6 : !pdl.type
    %9 = pdl_interp.get_value_type of %7 : !pdl.type
    pdl_interp.are_equal %8, %9 : !pdl.type -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%5, %4, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), loc([%arg0]), root("x.m") -> ^bb1
  ^bb19:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%arg0 : !pdl.operation) : benefit(2), generatedOps(["x.l"]), loc([]), root("x.k") -> ^bb20
  ^bb20:  // pred: ^bb19
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.l"]), loc([]), root("x.k") -> ^bb1
  ^bb21:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    %10 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %10 : !pdl.value -> ^bb23, ^bb1
  ^bb23:  // pred: ^bb22
    %11 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %11 : !pdl.attribute -> ^bb24, ^bb1
  ^bb24:  // pred: ^bb23
    pdl_interp.check_attribute %11 is 1 : i32 -> ^bb25, ^bb1
  ^bb25:  // pred: ^bb24
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%10, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.d"]), loc([%arg0]), root("x.c") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.l"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.l"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 1 : i32
      %1 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value) {"k" = %0}  -> (%2 : !pdl.range<type>)
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "x.sink"(%arg0) : (i32) -> ()
    %0 = "x.r"(%arg0, %arg1) {mark} : (i32, i32) -> i32
    %1 = "x.d"(%arg0) {k = 2 : i32} : (i32) -> i32
    %2 = "x.d"(%0) : (i32) -> i32
    %3 = "x.e"(%arg0) {k = 1 : i32} : (i32) -> i32
    %4:2 = "x.m"(%3, %0) : (i32, i32) -> (i32, i32)
    "func.return"(%4#0, %4#1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-010
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.p", "x.b"](^bb2, ^bb6) -> ^bb1
  ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb9
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%1, %0, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.r"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb6:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %3 = pdl_interp.get_value_type of %2 : !pdl.type
    pdl_interp.check_type %3 is i64 -> ^bb10, ^bb9
  ^bb9:  // 2 preds: ^bb8, ^bb10
    %4 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %5 = pdl_interp.extract 0 of %4 : !pdl.value
    %6 = pdl_interp.get_users of %5 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %6 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "x.sink" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      %7 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
      pdl_interp.are_equal %7, %4 : !pdl.range<value> -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %arg0, %arg1 : !pdl.value, !pdl.operation, !pdl.operation) : benefit(0), generatedOps(["x.c"]), loc([%arg0, %arg1]), root("x.b") -> ^bb1
    } -> ^bb1
  ^bb10:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.d"]), loc([%arg0]), root("x.b") -> ^bb9
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.r"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.erase %arg2
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.l"() : () -> i32
    %1 = "x.k"() : () -> i32
    %2 = "x.p"(%arg0, %arg1) : (i32, i32) -> i32
    "x.region"() ({
      "x.region"() ({
        %13 = "x.q"(%2, %arg1) : (i32, i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %10 = "x.d"(%arg1) : (i32) -> i32
      %11 = "x.b"(%arg0) : (i32) -> i32
      %12 = "x.d"(%arg1) : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %3 = "x.a"(%arg1) {mark} : (i32) -> i32
    %4 = "x.d"(%2) : (i32) -> i32
    "x.sink"(%0) : (i32) -> ()
    %5 = "x.p"(%2, %3) : (i32, i32) -> i32
    %6 = "x.d"(%0) {k = 1 : i32} : (i32) -> i32
    %7 = "x.b"(%4) : (i32) -> i32
    %8 = "x.d"(%7) : (i32) -> i32
    %9 = "x.b"(%arg0) {mark} : (i32) -> i32
    "x.sink"(%3) : (i32) -> ()
    "func.return"(%8, %9) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-011
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "x.k", "x.e"](^bb2, ^bb6, ^bb7) -> ^bb1
  ^bb1:  // 12 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_value_type of %0 : !pdl.type
    pdl_interp.check_type %1 is i32 -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.b"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb6:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(3), generatedOps(["x.l"]), loc([]), root("x.k") -> ^bb1
  ^bb7:  // pred: ^bb0
    %2 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %3 = pdl_interp.get_defining_op of %2 : !pdl.range<value>
    pdl_interp.is_not_null %3 : !pdl.operation -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.check_operation_name of %3 is "x.b" -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.check_operand_count of %3 is 1 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %4 = pdl_interp.get_operand 0 of %3
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %5 = pdl_interp.get_results of %3 : !pdl.range<value>
    pdl_interp.are_equal %5, %2 : !pdl.range<value> -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%4, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.a"]), loc([%3]), root("x.e") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.l"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.a"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.d"(%arg0) {k = 0 : i32} : (i32) -> i32
    %1 = "x.r"(%arg0, %0) : (i32, i32) -> i32
    %2 = "x.r"(%0, %0) : (i32, i32) -> i32
    %3 = "x.b"(%1) {k = 2 : i32} : (i32) -> i32
    "x.region"() ({
      %9 = "x.r"(%1, %2) : (i32, i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %4:2 = "x.m"(%1, %3) : (i32, i32) -> (i32, i32)
    %5 = "x.c"(%arg1) : (i32) -> i32
    %6 = "x.p"(%arg1, %0) {mark} : (i32, i32) -> i32
    %7 = "x.wide"() : () -> i64
    %8 = "x.a"(%7) : (i64) -> i64
    "func.return"(%5, %6) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-012
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.k", "x.d"](^bb2, ^bb3) -> ^bb1
  ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.l"]), loc([%arg0]), root("x.k") -> ^bb1
  ^bb3:  // pred: ^bb0
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_operation_name of %1 is "x.b" -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_operand_count of %1 is 1 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %2 = pdl_interp.get_operand 0 of %1
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %3 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %3, %0 : !pdl.range<value> -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.d"]), loc([%arg0, %1]), root("x.d") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.l"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.e"(%arg0) {k = 1 : i32} : (i32) -> i32
    %1 = "x.p"(%arg1, %arg0) : (i32, i32) -> i32
    %2 = "x.r"(%arg1, %0) : (i32, i32) -> i32
    %3 = "x.c"(%arg1) {k = 0 : i32} : (i32) -> i32
    %4 = "x.q"(%2, %1) : (i32, i32) -> i32
    "x.region"() ({
      %10 = "x.b"(%2) : (i32) -> i32
      "x.region"() ({
        %13 = "x.r"(%0, %1) : (i32, i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %11:2 = "x.m"(%3, %arg1) : (i32, i32) -> (i32, i32)
      %12 = "x.l"() : () -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %5 = "x.e"(%3) {k = 1 : i32} : (i32) -> i32
    %6:2 = "x.m"(%3, %4) : (i32, i32) -> (i32, i32)
    %7 = "x.q"(%3, %2) : (i32, i32) -> i32
    %8:2 = "x.m"(%6#0, %arg0) : (i32, i32) -> (i32, i32)
    %9:2 = "x.m"(%arg1, %0) : (i32, i32) -> (i32, i32)
    "func.return"(%9#0, %9#1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-013
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "x.d" -> ^bb17, ^bb1
  ^bb1:  // 7 preds: ^bb0, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22
    pdl_interp.switch_operand_count of %arg0 to dense<[2, 1]> : vector<2xi32>(^bb3, ^bb9) -> ^bb2
  ^bb2:  // 12 preds: ^bb1, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb11, ^bb12, ^bb13, ^bb14
    pdl_interp.finalize
  ^bb3:  // pred: ^bb1
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb2
  ^bb4:  // pred: ^bb3
    pdl_interp.switch_operation_name of %arg0 to ["x.q", "x.p"](^bb5, ^bb7) -> ^bb2
  ^bb5:  // pred: ^bb4
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb6, ^bb2
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.addi"]), loc([%arg0]), root("x.q") -> ^bb2
  ^bb7:  // pred: ^bb4
    %2 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb8, ^bb2
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %2, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(2), generatedOps(["arith.addi"]), loc([%arg0]), root("x.p") -> ^bb2
  ^bb9:  // pred: ^bb1
    %3 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb10, ^bb2
  ^bb10:  // pred: ^bb9
    %4 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %4 : !pdl.attribute -> ^bb15, ^bb11
  ^bb11:  // 3 preds: ^bb10, ^bb15, ^bb16
    pdl_interp.switch_operation_name of %arg0 to ["x.c", "x.b"](^bb12, ^bb14) -> ^bb2
  ^bb12:  // pred: ^bb11
    %5 = pdl_interp.get_value_type of %3 : !pdl.type
    pdl_interp.check_type %5 is i32 -> ^bb13, ^bb2
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%3, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.d"]), loc([%arg0]), root("x.c") -> ^bb2
  ^bb14:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%3, %arg0 : !pdl.value, !pdl.operation) : benefit(1), loc([%arg0]), root("x.b") -> ^bb2
  ^bb15:  // pred: ^bb10
    pdl_interp.check_attribute %4 is unit -> ^bb16, ^bb11
  ^bb16:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%3, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.c"]), loc([]) -> ^bb11
  ^bb17:  // pred: ^bb0
    %6 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %7 = pdl_interp.get_defining_op of %6 : !pdl.range<value>
    pdl_interp.is_not_null %7 : !pdl.operation -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    pdl_interp.check_operation_name of %7 is "x.a" -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.check_operand_count of %7 is 1 -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    %8 = pdl_interp.get_operand 0 of %7
    pdl_interp.is_not_null %8 : !pdl.value -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    %9 = pdl_interp.get_results of %7 : !pdl.range<value>
    pdl_interp.are_equal %9, %6 : !pdl.range<value> -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%8, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.e"]), loc([%arg0, %7]), root("x.d") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.c"(%arg0) {k = 2 : i32} : (i32) -> i32
    %1 = "x.b"(%arg1) : (i32) -> i32
    %2 = "x.e"(%0) : (i32) -> i32
    %3 = "x.b"(%arg1) : (i32) -> i32
    %4 = "x.l"() : () -> i32
    "func.return"(%3, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-014
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operand_count of %arg0 to dense<[1, 2]> : vector<2xi32>(^bb7, ^bb14) -> ^bb1
  ^bb1:  // 13 preds: ^bb0, ^bb7, ^bb9, ^bb10, ^bb11, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21
    pdl_interp.check_operation_name of %arg0 is "x.sink" -> ^bb3, ^bb2
  ^bb2:  // 5 preds: ^bb1, ^bb3, ^bb4, ^bb5, ^bb6
    pdl_interp.finalize
  ^bb3:  // pred: ^bb1
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb4, ^bb2
  ^bb4:  // pred: ^bb3
    pdl_interp.check_operation_name of %1 is "x.b" -> ^bb5, ^bb2
  ^bb5:  // pred: ^bb4
    %2 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %2, %0 : !pdl.range<value> -> ^bb6, ^bb2
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(0), loc([%arg0, %1]), root("x.sink") -> ^bb2
  ^bb7:  // pred: ^bb0
    %3 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.switch_operation_name of %arg0 to ["x.c", "x.d"](^bb12, ^bb13) -> ^bb9
  ^bb9:  // 3 preds: ^bb8, ^bb12, ^bb13
    %4 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %4 : !pdl.attribute -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.check_attribute %4 is unit -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%3, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.e"]), loc([%arg0]) -> ^bb1
  ^bb12:  // pred: ^bb8
    %5 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %6 = pdl_interp.extract 0 of %5 : !pdl.value
    %7 = pdl_interp.get_users of %6 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %7 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "x.sink" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      %17 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
      pdl_interp.are_equal %17, %5 : !pdl.range<value> -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%3, %arg0, %arg1 : !pdl.value, !pdl.operation, !pdl.operation) : benefit(0), generatedOps(["x.d"]), loc([%arg0, %arg1]), root("x.c") -> ^bb1
    } -> ^bb9
  ^bb13:  // pred: ^bb8
    %8 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %9 = pdl_interp.extract 0 of %8 : !pdl.value
    %10 = pdl_interp.get_users of %9 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %10 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "x.sink" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      %17 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
      pdl_interp.are_equal %17, %8 : !pdl.range<value> -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%3, %arg0, %arg1 : !pdl.value, !pdl.operation, !pdl.operation) : benefit(3), generatedOps(["x.e"]), loc([%arg0, %arg1]), root("x.d") -> ^bb1
    } -> ^bb9
  ^bb14:  // pred: ^bb0
    %11 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %11 : !pdl.value -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.check_operation_name of %arg0 is "x.m" -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.check_result_count of %arg0 is 2 -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %12 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %12 : !pdl.value -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    %13 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %13 : !pdl.value -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    %14 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %14 : !pdl.value -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    %15 = pdl_interp.get_value_type of %13 : !pdl.type
    %16 = pdl_interp.get_value_type of %14 : !pdl.type
    pdl_interp.are_equal %15, %16 : !pdl.type -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%12, %11, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), loc([%arg0]), root("x.m") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.erase %arg2
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.erase %arg2
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.l"() : () -> i32
    "x.region"() ({
      "x.sink"(%arg1) : (i32) -> ()
      %9 = "x.e"(%arg0) {mark} : (i32) -> i32
      %10 = "x.r"(%arg0, %9) : (i32, i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    "x.region"() ({
      %8 = "x.q"(%arg1, %arg1) : (i32, i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %1 = "x.a"(%arg1) : (i32) -> i32
    %2 = "x.q"(%0, %0) : (i32, i32) -> i32
    "x.sink"(%0) : (i32) -> ()
    %3 = "x.l"() : () -> i32
    %4 = "x.d"(%arg0) : (i32) -> i32
    %5 = "x.c"(%4) {mark} : (i32) -> i32
    %6 = "x.q"(%2, %2) : (i32, i32) -> i32
    %7 = "x.q"(%3, %5) : (i32, i32) -> i32
    "x.sink"(%4) : (i32) -> ()
    "func.return"(%6, %7) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-015
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.p", "x.a"](^bb2, ^bb6) -> ^bb1
  ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb9
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %0, %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.a"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb6:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.d"]), loc([%arg0]), root("x.a") -> ^bb9
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(2), loc([%arg0]), root("x.a") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.a"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.l"() : () -> i32
    %1 = "x.a"(%0) : (i32) -> i32
    %2 = "x.c"(%arg0) : (i32) -> i32
    %3 = "x.a"(%1) {mark} : (i32) -> i32
    %4 = "x.r"(%2, %1) : (i32, i32) -> i32
    %5 = "x.e"(%1) {mark} : (i32) -> i32
    "x.region"() ({
      %12 = "x.e"(%2) {k = 2 : i32} : (i32) -> i32
      "x.sink"(%12) : (i32) -> ()
      "x.yield"() : () -> ()
    }) : () -> ()
    %6 = "x.e"(%arg0) : (i32) -> i32
    %7 = "x.r"(%2, %arg0) : (i32, i32) -> i32
    "x.sink"(%2) : (i32) -> ()
    %8 = "x.b"(%1) : (i32) -> i32
    %9 = "x.k"() : () -> i32
    %10 = "x.wide"() : () -> i64
    %11 = "x.a"(%10) : (i64) -> i64
    "func.return"(%8, %9) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-016
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.k", "x.p", "x.sink", "x.b", "x.d"](^bb2, ^bb3, ^bb7, ^bb11, ^bb15) -> ^bb1
  ^bb1:  // 18 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(3), generatedOps(["x.l"]), loc([%arg0]), root("x.k") -> ^bb1
  ^bb3:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%1, %0, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.q"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb7:  // pred: ^bb0
    %2 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %3 = pdl_interp.get_defining_op of %2 : !pdl.range<value>
    pdl_interp.is_not_null %3 : !pdl.operation -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.check_operation_name of %3 is "x.d" -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %4 = pdl_interp.get_results of %3 : !pdl.range<value>
    pdl_interp.are_equal %4, %2 : !pdl.range<value> -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(1), loc([%3]), root("x.sink") -> ^bb1
  ^bb11:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %5 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%5, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.c"]), loc([%arg0]), root("x.b") -> ^bb14
  ^bb14:  // pred: ^bb13
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%5, %arg0 : !pdl.value, !pdl.operation) : benefit(3), loc([%arg0]), root("x.b") -> ^bb1
  ^bb15:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    %6 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %7 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %7 : !pdl.attribute -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    pdl_interp.check_attribute %7 is 0 : i32 -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%6, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.e"]), loc([%arg0]), root("x.d") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.l"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.q"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value) {"k" = %0}  -> (%2 : !pdl.range<type>)
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.a"(%arg0) : (i32) -> i32
    "x.region"() ({
      %7 = "x.b"(%0) : (i32) -> i32
      %8 = "x.q"(%0, %arg0) : (i32, i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %1 = "x.r"(%arg0, %arg0) : (i32, i32) -> i32
    %2 = "x.r"(%0, %0) : (i32, i32) -> i32
    %3:2 = "x.m"(%1, %arg0) : (i32, i32) -> (i32, i32)
    %4 = "x.c"(%3#1) {mark} : (i32) -> i32
    %5 = "x.e"(%arg1) {mark} : (i32) -> i32
    %6 = "x.q"(%1, %2) : (i32, i32) -> i32
    "func.return"(%5, %6) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-017
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "x.e", "x.sink", "x.k", "x.b"](^bb2, ^bb7, ^bb13, ^bb17, ^bb18) -> ^bb1
  ^bb1:  // 20 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_attribute %1 is 2 : i32 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.c"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb7:  // pred: ^bb0
    %2 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %3 = pdl_interp.get_defining_op of %2 : !pdl.range<value>
    pdl_interp.is_not_null %3 : !pdl.operation -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.check_operation_name of %3 is "x.e" -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %4 = pdl_interp.get_results of %3 : !pdl.range<value>
    pdl_interp.are_equal %4, %2 : !pdl.range<value> -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.check_operand_count of %3 is 1 -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %5 = pdl_interp.get_operand 0 of %3
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%5, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.e"]), loc([%3]), root("x.e") -> ^bb1
  ^bb13:  // pred: ^bb0
    %6 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %7 = pdl_interp.get_defining_op of %6 : !pdl.range<value>
    pdl_interp.is_not_null %7 : !pdl.operation -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.check_operation_name of %7 is "x.d" -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %8 = pdl_interp.get_results of %7 : !pdl.range<value>
    pdl_interp.are_equal %8, %6 : !pdl.range<value> -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(3), loc([%7]), root("x.sink") -> ^bb1
  ^bb17:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.l"]), loc([]), root("x.k") -> ^bb1
  ^bb18:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    %9 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %9 : !pdl.value -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%9, %arg0 : !pdl.value, !pdl.operation) : benefit(0), loc([%arg0]), root("x.b") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 1 : i32
      %1 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value) {"k" = %0}  -> (%2 : !pdl.range<type>)
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.l"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0:2 = "x.m"(%arg1, %arg1) : (i32, i32) -> (i32, i32)
    "x.sink"(%arg1) : (i32) -> ()
    %1 = "x.k"() : () -> i32
    %2 = "x.p"(%1, %0#0) : (i32, i32) -> i32
    %3:2 = "x.m"(%2, %1) : (i32, i32) -> (i32, i32)
    %4 = "x.e"(%0#0) : (i32) -> i32
    %5 = "x.e"(%2) {k = 0 : i32} : (i32) -> i32
    %6 = "x.q"(%0#0, %0#0) : (i32, i32) -> i32
    "func.return"(%5, %6) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-018
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operand_count of %arg0 to dense<[1, 2]> : vector<2xi32>(^bb2, ^bb6) -> ^bb1
  ^bb1:  // 13 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %1 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_attribute %1 is unit -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.e"]), loc([%arg0]) -> ^bb1
  ^bb6:  // pred: ^bb0
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.check_operation_name of %arg0 is "x.m" -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.check_result_count of %arg0 is 2 -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %3 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %4 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %5 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %6 = pdl_interp.get_value_type of %4 : !pdl.type
    %7 = pdl_interp.get_value_type of %5 : !pdl.type
    pdl_interp.are_equal %6, %7 : !pdl.type -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%3, %2, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), loc([%arg0]), root("x.m") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.d"(%arg1) : (i32) -> i32
    %1 = "x.l"() : () -> i32
    "x.region"() ({
      %11 = "x.a"(%arg0) {mark} : (i32) -> i32
      %12 = "x.a"(%0) : (i32) -> i32
      %13:2 = "x.m"(%0, %11) : (i32, i32) -> (i32, i32)
      %14 = "x.q"(%1, %1) : (i32, i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %2 = "x.p"(%arg0, %arg0) : (i32, i32) -> i32
    %3 = "x.q"(%0, %0) : (i32, i32) -> i32
    %4 = "x.e"(%0) : (i32) -> i32
    %5 = "x.q"(%4, %3) : (i32, i32) -> i32
    "x.region"() ({
      %9 = "x.c"(%0) : (i32) -> i32
      %10:2 = "x.m"(%5, %3) : (i32, i32) -> (i32, i32)
      "x.yield"() : () -> ()
    }) : () -> ()
    %6 = "x.e"(%0) {k = 0 : i32} : (i32) -> i32
    %7 = "x.k"() : () -> i32
    %8 = "x.b"(%1) : (i32) -> i32
    "func.return"(%7, %8) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-019
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb12, ^bb1
  ^bb1:  // 7 preds: ^bb0, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb8, ^bb2
  ^bb2:  // 5 preds: ^bb1, ^bb8, ^bb9, ^bb10, ^bb11
    pdl_interp.check_operation_name of %arg0 is "x.a" -> ^bb4, ^bb3
  ^bb3:  // 5 preds: ^bb2, ^bb4, ^bb5, ^bb6, ^bb7
    pdl_interp.finalize
  ^bb4:  // pred: ^bb2
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb5, ^bb3
  ^bb5:  // pred: ^bb4
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb6, ^bb3
  ^bb6:  // pred: ^bb5
    %3 = pdl_interp.get_value_type of %2 : !pdl.type
    pdl_interp.check_type %3 is i32 -> ^bb7, ^bb3
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.e"]), loc([%arg0]), root("x.a") -> ^bb3
  ^bb8:  // pred: ^bb1
    %4 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb9, ^bb2
  ^bb9:  // pred: ^bb8
    %5 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %5 : !pdl.attribute -> ^bb10, ^bb2
  ^bb10:  // pred: ^bb9
    pdl_interp.check_attribute %5 is unit -> ^bb11, ^bb2
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%4, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.c"]), loc([%arg0]) -> ^bb2
  ^bb12:  // pred: ^bb0
    pdl_interp.check_operation_name of %arg0 is "x.sink" -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.switch_operation_name of %1 to ["x.d", "x.c"](^bb14, ^bb16) -> ^bb1
  ^bb14:  // pred: ^bb13
    %6 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %6, %0 : !pdl.range<value> -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(0), loc([%1, %arg0]), root("x.sink") -> ^bb1
  ^bb16:  // pred: ^bb13
    %7 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %7, %0 : !pdl.range<value> -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(2), loc([%1, %arg0]), root("x.sink") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.c"(%arg0) {k = 1 : i32} : (i32) -> i32
    %1:2 = "x.m"(%0, %arg1) : (i32, i32) -> (i32, i32)
    %2 = "x.e"(%arg1) : (i32) -> i32
    %3 = "x.c"(%1#1) {mark} : (i32) -> i32
    %4:2 = "x.m"(%arg1, %arg1) : (i32, i32) -> (i32, i32)
    %5 = "x.k"() : () -> i32
    %6:2 = "x.m"(%1#0, %3) : (i32, i32) -> (i32, i32)
    %7 = "x.a"(%6#1) : (i32) -> i32
    %8:2 = "x.m"(%6#1, %5) : (i32, i32) -> (i32, i32)
    %9:2 = "x.m"(%arg1, %1#0) : (i32, i32) -> (i32, i32)
    %10 = "x.l"() : () -> i32
    %11 = "x.e"(%10) : (i32) -> i32
    %12 = "x.wide"() : () -> i64
    %13 = "x.a"(%12) : (i64) -> i64
    "func.return"(%10, %11) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-020
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.q", "x.b", "x.p", "x.c"](^bb2, ^bb6, ^bb9, ^bb13) -> ^bb1
  ^bb1:  // 18 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %0, %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.a"]), loc([%arg0]), root("x.q") -> ^bb1
  ^bb6:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %3 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %4 = pdl_interp.extract 0 of %3 : !pdl.value
    %5 = pdl_interp.get_users of %4 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %5 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb5
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "x.sink" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      %10 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
      pdl_interp.are_equal %10, %3 : !pdl.range<value> -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%2, %arg0, %arg1 : !pdl.value, !pdl.operation, !pdl.operation) : benefit(2), generatedOps(["x.d"]), loc([%arg0, %arg1]), root("x.b") -> ^bb5
    ^bb5:  // pred: ^bb4
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %arg0, %arg1 : !pdl.value, !pdl.operation, !pdl.operation) : benefit(2), generatedOps(["x.e"]), loc([%arg0, %arg1]), root("x.b") -> ^bb1
    } -> ^bb1
  ^bb9:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %6 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %7 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%6, %7, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(3), generatedOps(["arith.addi"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb13:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %8 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %8 : !pdl.value -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %9 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %9 : !pdl.attribute -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.switch_attribute %9 to [2 : i32, 1 : i32](^bb17, ^bb18) -> ^bb1
  ^bb17:  // pred: ^bb16
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%8, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.e"]), loc([%arg0]), root("x.c") -> ^bb1
  ^bb18:  // pred: ^bb16
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%8, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.e"]), loc([%arg0]), root("x.c") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.a"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.erase %arg2
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.erase %arg2
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 1 : i32
      %1 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value) {"k" = %0}  -> (%2 : !pdl.range<type>)
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 1 : i32
      %1 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value) {"k" = %0}  -> (%2 : !pdl.range<type>)
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "x.sink"(%arg0) : (i32) -> ()
    %0 = "x.b"(%arg0) : (i32) -> i32
    "x.region"() ({
      %12:2 = "x.m"(%arg1, %0) : (i32, i32) -> (i32, i32)
      %13 = "x.e"(%arg1) {k = 1 : i32} : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %1 = "x.a"(%0) {mark} : (i32) -> i32
    %2 = "x.l"() : () -> i32
    %3 = "x.k"() : () -> i32
    "x.region"() ({
      %10:2 = "x.m"(%2, %arg0) : (i32, i32) -> (i32, i32)
      %11 = "x.d"(%10#0) {k = 0 : i32} : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %4 = "x.r"(%arg1, %arg1) : (i32, i32) -> i32
    %5 = "x.c"(%2) : (i32) -> i32
    %6 = "x.p"(%5, %arg0) : (i32, i32) -> i32
    "x.region"() ({
      "x.region"() ({
        "x.sink"(%2) : (i32) -> ()
        %9 = "x.a"(%0) : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      "x.yield"() : () -> ()
    }) : () -> ()
    %7 = "x.a"(%1) : (i32) -> i32
    %8 = "x.e"(%1) {mark} : (i32) -> i32
    "func.return"(%7, %8) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-021
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "x.q", "x.m"](^bb2, ^bb5, ^bb9) -> ^bb1
  ^bb1:  // 16 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %2 = pdl_interp.extract 0 of %1 : !pdl.value
    %3 = pdl_interp.get_users of %2 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %3 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "x.sink" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      %12 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
      pdl_interp.are_equal %12, %1 : !pdl.range<value> -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0, %arg1 : !pdl.value, !pdl.operation, !pdl.operation) : benefit(3), generatedOps(["x.c"]), loc([%arg0, %arg1]), root("x.a") -> ^bb1
    } -> ^bb1
  ^bb5:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %4 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %5 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%4, %5, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.addi"]), loc([%arg0]), root("x.q") -> ^bb1
  ^bb9:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %6 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %7 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.check_result_count of %arg0 is 2 -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %8 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %8 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %9 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %9 : !pdl.value -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %10 = pdl_interp.get_value_type of %8 : !pdl.type
    %11 = pdl_interp.get_value_type of %9 : !pdl.type
    pdl_interp.are_equal %10, %11 : !pdl.type -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%7, %6, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(3), loc([%arg0]), root("x.m") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.erase %arg2
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0:2 = "x.m"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
    %1 = "x.r"(%0#1, %0#1) : (i32, i32) -> i32
    %2 = "x.b"(%arg0) {k = 0 : i32} : (i32) -> i32
    "x.sink"(%arg1) : (i32) -> ()
    %3 = "x.l"() : () -> i32
    %4 = "x.a"(%0#1) {mark} : (i32) -> i32
    "x.sink"(%0#1) : (i32) -> ()
    %5 = "x.e"(%3) : (i32) -> i32
    %6:2 = "x.m"(%2, %0#1) : (i32, i32) -> (i32, i32)
    %7 = "x.c"(%arg1) : (i32) -> i32
    %8 = "x.p"(%4, %arg0) : (i32, i32) -> i32
    %9 = "x.b"(%4) : (i32) -> i32
    %10 = "x.wide"() : () -> i64
    %11 = "x.a"(%10) : (i64) -> i64
    "func.return"(%8, %9) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-022
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.c", "x.sink", "x.q", "x.e", "x.a"](^bb2, ^bb6, ^bb10, ^bb14, ^bb20) -> ^bb1
  ^bb1:  // 24 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb23, ^bb24, ^bb25
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_value_type of %0 : !pdl.type
    pdl_interp.check_type %1 is i64 -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.d"]), loc([%arg0]), root("x.c") -> ^bb1
  ^bb6:  // pred: ^bb0
    %2 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %3 = pdl_interp.get_defining_op of %2 : !pdl.range<value>
    pdl_interp.is_not_null %3 : !pdl.operation -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.check_operation_name of %3 is "x.d" -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %4 = pdl_interp.get_results of %3 : !pdl.range<value>
    pdl_interp.are_equal %4, %2 : !pdl.range<value> -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(0), loc([%3]), root("x.sink") -> ^bb1
  ^bb10:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %5 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %6 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%6, %5, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.r"]), loc([%arg0]), root("x.q") -> ^bb1
  ^bb14:  // pred: ^bb0
    %7 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %8 = pdl_interp.get_defining_op of %7 : !pdl.range<value>
    pdl_interp.is_not_null %8 : !pdl.operation -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.check_operation_name of %8 is "x.e" -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    %9 = pdl_interp.get_results of %8 : !pdl.range<value>
    pdl_interp.are_equal %9, %7 : !pdl.range<value> -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    pdl_interp.check_operand_count of %8 is 1 -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    %10 = pdl_interp.get_operand 0 of %8
    pdl_interp.is_not_null %10 : !pdl.value -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%10, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.a"]), loc([%8]), root("x.e") -> ^bb1
  ^bb20:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    %11 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %11 : !pdl.value -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%11, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.e"]), loc([%arg0]), root("x.a") -> ^bb23
  ^bb23:  // pred: ^bb22
    %12 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %12 : !pdl.attribute -> ^bb24, ^bb1
  ^bb24:  // pred: ^bb23
    pdl_interp.check_attribute %12 is 2 : i32 -> ^bb25, ^bb1
  ^bb25:  // pred: ^bb24
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%11, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.e"]), loc([%arg0]), root("x.a") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.r"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.a"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value) {"k" = %0}  -> (%2 : !pdl.range<type>)
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.e"(%arg0) : (i32) -> i32
    %1 = "x.c"(%0) {mark} : (i32) -> i32
    %2 = "x.e"(%1) {k = 1 : i32} : (i32) -> i32
    %3 = "x.q"(%0, %2) : (i32, i32) -> i32
    %4 = "x.b"(%1) : (i32) -> i32
    %5:2 = "x.m"(%0, %2) : (i32, i32) -> (i32, i32)
    "x.region"() ({
      %10 = "x.b"(%4) : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %6 = "x.b"(%1) {k = 2 : i32} : (i32) -> i32
    %7 = "x.a"(%5#1) {mark} : (i32) -> i32
    %8 = "x.p"(%5#1, %arg1) : (i32, i32) -> i32
    %9 = "x.q"(%5#1, %0) {mark} : (i32, i32) -> i32
    "func.return"(%8, %9) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-023
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "x.p", "x.b", "x.sink"](^bb2, ^bb6, ^bb10, ^bb13) -> ^bb1
  ^bb1:  // 16 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_value_type of %0 : !pdl.type
    pdl_interp.check_type %1 is i32 -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.e"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb6:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %3 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %2, %3 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.a"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb10:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %4 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %5 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %6 = pdl_interp.extract 0 of %5 : !pdl.value
    %7 = pdl_interp.get_users of %6 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %7 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "x.sink" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      %11 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
      pdl_interp.are_equal %11, %5 : !pdl.range<value> -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%4, %arg0, %arg1 : !pdl.value, !pdl.operation, !pdl.operation) : benefit(1), generatedOps(["x.d"]), loc([%arg0, %arg1]), root("x.b") -> ^bb1
    } -> ^bb1
  ^bb13:  // pred: ^bb0
    %8 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %9 = pdl_interp.get_defining_op of %8 : !pdl.range<value>
    pdl_interp.is_not_null %9 : !pdl.operation -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.check_operation_name of %9 is "x.c" -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %10 = pdl_interp.get_results of %9 : !pdl.range<value>
    pdl_interp.are_equal %10, %8 : !pdl.range<value> -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(1), loc([%9]), root("x.sink") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.a"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.erase %arg2
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "x.sink"(%arg0) : (i32) -> ()
    %0 = "x.c"(%arg0) {mark} : (i32) -> i32
    %1 = "x.e"(%0) {mark} : (i32) -> i32
    %2 = "x.b"(%0) : (i32) -> i32
    "func.return"(%1, %2) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-024
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb9, ^bb1
  ^bb1:  // 5 preds: ^bb0, ^bb9, ^bb10, ^bb11, ^bb13
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb3, ^bb2
  ^bb2:  // 7 preds: ^bb1, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
    pdl_interp.finalize
  ^bb3:  // pred: ^bb1
    pdl_interp.check_operation_name of %arg0 is "x.c" -> ^bb4, ^bb2
  ^bb4:  // pred: ^bb3
    pdl_interp.check_operation_name of %1 is "x.a" -> ^bb5, ^bb2
  ^bb5:  // pred: ^bb4
    pdl_interp.check_operand_count of %1 is 1 -> ^bb6, ^bb2
  ^bb6:  // pred: ^bb5
    %2 = pdl_interp.get_operand 0 of %1
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb7, ^bb2
  ^bb7:  // pred: ^bb6
    %3 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %3, %0 : !pdl.range<value> -> ^bb8, ^bb2
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.d"]), loc([%1, %arg0]), root("x.c") -> ^bb2
  ^bb9:  // pred: ^bb0
    %4 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %5 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %5 : !pdl.attribute -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.check_attribute %5 is unit -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%4, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.c"]), loc([%arg0]) -> ^bb13
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%4, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.c"]), loc([%arg0]) -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0:2 = "x.m"(%arg1, %arg1) : (i32, i32) -> (i32, i32)
    "x.region"() ({
      "x.region"() ({
        %8 = "x.c"(%0#1) : (i32) -> i32
        %9:2 = "x.m"(%0#0, %0#0) : (i32, i32) -> (i32, i32)
        %10 = "x.p"(%8, %9#1) {mark} : (i32, i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      "x.sink"(%0#1) : (i32) -> ()
      %6 = "x.p"(%0#1, %arg1) : (i32, i32) -> i32
      %7 = "x.r"(%arg1, %0#1) : (i32, i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %1 = "x.a"(%arg0) : (i32) -> i32
    %2 = "x.r"(%arg0, %0#0) : (i32, i32) -> i32
    %3 = "x.q"(%0#0, %1) : (i32, i32) -> i32
    %4 = "x.b"(%2) : (i32) -> i32
    %5 = "x.b"(%3) : (i32) -> i32
    "func.return"(%4, %5) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-025
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.c", "x.d", "x.p", "x.a", "x.sink"](^bb2, ^bb7, ^bb11, ^bb16, ^bb19) -> ^bb1
  ^bb1:  // 20 preds: ^bb0, ^bb2, ^bb3, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %2 = pdl_interp.extract 0 of %1 : !pdl.value
    %3 = pdl_interp.get_users of %2 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %3 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "x.sink" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      %16 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
      pdl_interp.are_equal %16, %1 : !pdl.range<value> -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %arg0, %arg1 : !pdl.value, !pdl.operation, !pdl.operation) : benefit(0), generatedOps(["x.e"]), loc([%arg0, %arg1]), root("x.c") -> ^bb1
    } -> ^bb5
  ^bb5:  // pred: ^bb4
    %4 = pdl_interp.get_value_type of %0 : !pdl.type
    pdl_interp.check_type %4 is i64 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.d"]), loc([%arg0]), root("x.c") -> ^bb1
  ^bb7:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %5 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %6 = pdl_interp.get_value_type of %5 : !pdl.type
    pdl_interp.check_type %6 is i64 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%5, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.e"]), loc([%arg0]), root("x.d") -> ^bb1
  ^bb11:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %7 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %8 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %7, %8 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%7, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.b"]), loc([%arg0]), root("x.p") -> ^bb15
  ^bb15:  // pred: ^bb14
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%7, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.a"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb16:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %9 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %9 : !pdl.value -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    %10 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %11 = pdl_interp.extract 0 of %10 : !pdl.value
    %12 = pdl_interp.get_users of %11 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %12 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "x.sink" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      %16 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
      pdl_interp.are_equal %16, %10 : !pdl.range<value> -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%9, %arg0, %arg1 : !pdl.value, !pdl.operation, !pdl.operation) : benefit(1), generatedOps(["x.c"]), loc([%arg0, %arg1]), root("x.a") -> ^bb1
    } -> ^bb1
  ^bb19:  // pred: ^bb0
    %13 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %14 = pdl_interp.get_defining_op of %13 : !pdl.range<value>
    pdl_interp.is_not_null %14 : !pdl.operation -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    pdl_interp.check_operation_name of %14 is "x.b" -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    %15 = pdl_interp.get_results of %14 : !pdl.range<value>
    pdl_interp.are_equal %15, %13 : !pdl.range<value> -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_5(%arg0 : !pdl.operation) : benefit(2), loc([%14]), root("x.sink") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.erase %arg2
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.a"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.value, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.erase %arg2
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_5(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.q"(%arg0, %arg1) : (i32, i32) -> i32
    "x.sink"(%arg0) : (i32) -> ()
    %1:2 = "x.m"(%arg0, %0) : (i32, i32) -> (i32, i32)
    %2 = "x.q"(%0, %arg1) {mark} : (i32, i32) -> i32
    "x.region"() ({
      %12 = "x.c"(%arg0) : (i32) -> i32
      %13 = "x.a"(%2) : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %3 = "x.a"(%0) {k = 0 : i32} : (i32) -> i32
    %4 = "x.e"(%0) {k = 0 : i32} : (i32) -> i32
    %5 = "x.r"(%1#1, %1#0) : (i32, i32) -> i32
    %6 = "x.k"() : () -> i32
    %7 = "x.e"(%2) {mark} : (i32) -> i32
    %8 = "x.k"() : () -> i32
    %9 = "x.e"(%0) {mark} : (i32) -> i32
    %10 = "x.wide"() : () -> i64
    %11 = "x.a"(%10) : (i64) -> i64
    "func.return"(%8, %9) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-026
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "x.p"](^bb2, ^bb5) -> ^bb1
  ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.b"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb5:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %1, %2 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%1, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.c"]), loc([%arg0]), root("x.p") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.b"(%arg0) {mark} : (i32) -> i32
    %1 = "x.a"(%arg1) {k = 2 : i32} : (i32) -> i32
    %2 = "x.r"(%1, %arg1) : (i32, i32) -> i32
    %3 = "x.p"(%0, %0) : (i32, i32) -> i32
    "x.region"() ({
      %12 = "x.k"() : () -> i32
      %13 = "x.k"() : () -> i32
      "x.sink"(%3) : (i32) -> ()
      %14 = "x.e"(%12) : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %4 = "x.r"(%0, %0) : (i32, i32) -> i32
    %5 = "x.q"(%1, %0) : (i32, i32) -> i32
    %6 = "x.l"() : () -> i32
    %7:2 = "x.m"(%arg0, %3) : (i32, i32) -> (i32, i32)
    %8 = "x.c"(%6) {mark} : (i32) -> i32
    %9 = "x.b"(%0) : (i32) -> i32
    %10 = "x.wide"() : () -> i64
    %11 = "x.a"(%10) : (i64) -> i64
    "func.return"(%8, %9) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-027
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.b", "x.c", "x.k"](^bb2, ^bb7, ^bb10) -> ^bb1
  ^bb1:  // 10 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_attribute %1 is 0 : i32 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.c"]), loc([%arg0]), root("x.b") -> ^bb1
  ^bb7:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(3), loc([%arg0]), root("x.c") -> ^bb1
  ^bb10:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.l"]), loc([]), root("x.k") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 1 : i32
      %1 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value) {"k" = %0}  -> (%2 : !pdl.range<type>)
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.l"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.c"(%arg1) : (i32) -> i32
    %1:2 = "x.m"(%0, %0) : (i32, i32) -> (i32, i32)
    %2 = "x.q"(%arg0, %arg1) : (i32, i32) -> i32
    %3 = "x.c"(%arg1) : (i32) -> i32
    %4 = "x.wide"() : () -> i64
    %5 = "x.a"(%4) : (i64) -> i64
    "func.return"(%2, %3) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-028
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "x.q", "x.sink", "x.p"](^bb2, ^bb7, ^bb11, ^bb15) -> ^bb1
  ^bb1:  // 17 preds: ^bb0, ^bb2, ^bb3, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb18, ^bb19
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), loc([%arg0]), root("x.a") -> ^bb5
  ^bb5:  // pred: ^bb4
    %1 = pdl_interp.get_value_type of %0 : !pdl.type
    pdl_interp.check_type %1 is i32 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.c"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb7:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %3 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %2, %3 : !pdl.value -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.b"]), loc([%arg0]), root("x.q") -> ^bb1
  ^bb11:  // pred: ^bb0
    %4 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %5 = pdl_interp.get_defining_op of %4 : !pdl.range<value>
    pdl_interp.is_not_null %5 : !pdl.operation -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.check_operation_name of %5 is "x.d" -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %6 = pdl_interp.get_results of %5 : !pdl.range<value>
    pdl_interp.are_equal %6, %4 : !pdl.range<value> -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(3), loc([%5]), root("x.sink") -> ^bb1
  ^bb15:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    %7 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %8 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %7, %8 : !pdl.value -> ^bb20, ^bb18
  ^bb18:  // 2 preds: ^bb17, ^bb20
    %9 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %9 : !pdl.value -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%7, %9, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.addi"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb20:  // pred: ^bb17
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%7, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.a"]), loc([%arg0]), root("x.p") -> ^bb18
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.a"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.p"(%arg0, %arg1) {mark} : (i32, i32) -> i32
    %1 = "x.b"(%0) {k = 2 : i32} : (i32) -> i32
    %2 = "x.p"(%arg0, %arg1) : (i32, i32) -> i32
    "x.sink"(%2) : (i32) -> ()
    %3 = "x.a"(%0) : (i32) -> i32
    %4 = "x.d"(%2) {k = 1 : i32} : (i32) -> i32
    %5 = "x.r"(%0, %4) : (i32, i32) -> i32
    "x.sink"(%3) : (i32) -> ()
    %6 = "x.k"() : () -> i32
    %7 = "x.p"(%3, %arg0) : (i32, i32) -> i32
    %8 = "x.p"(%3, %2) : (i32, i32) -> i32
    %9 = "x.wide"() : () -> i64
    %10 = "x.a"(%9) : (i64) -> i64
    "func.return"(%7, %8) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-029
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb2, ^bb1
  ^bb1:  // 5 preds: ^bb0, ^bb2, ^bb4, ^bb5, ^bb7
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.switch_operation_name of %arg0 to ["x.b", "x.a"](^bb8, ^bb11) -> ^bb4
  ^bb4:  // 6 preds: ^bb3, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13
    %1 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_attribute %1 is unit -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.e"]), loc([%arg0]) -> ^bb7
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.e"]), loc([%arg0]) -> ^bb1
  ^bb8:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.c"]), loc([%arg0]), root("x.b") -> ^bb9
  ^bb9:  // pred: ^bb8
    %2 = pdl_interp.get_value_type of %0 : !pdl.type
    pdl_interp.check_type %2 is i64 -> ^bb10, ^bb4
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.e"]), loc([%arg0]), root("x.b") -> ^bb4
  ^bb11:  // pred: ^bb3
    %3 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %3 : !pdl.attribute -> ^bb12, ^bb4
  ^bb12:  // pred: ^bb11
    pdl_interp.check_attribute %3 is 2 : i32 -> ^bb13, ^bb4
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.c"]), loc([%arg0]), root("x.a") -> ^bb4
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 2 : i32
      %1 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value) {"k" = %0}  -> (%2 : !pdl.range<type>)
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.b"(%arg1) {mark} : (i32) -> i32
    "x.region"() ({
      %5 = "x.r"(%arg0, %0) : (i32, i32) -> i32
      %6 = "x.k"() : () -> i32
      %7 = "x.l"() : () -> i32
      %8 = "x.e"(%7) {mark} : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %1 = "x.q"(%arg1, %arg0) : (i32, i32) -> i32
    %2:2 = "x.m"(%0, %arg0) : (i32, i32) -> (i32, i32)
    "x.sink"(%0) : (i32) -> ()
    %3 = "x.b"(%2#0) {k = 0 : i32} : (i32) -> i32
    %4 = "x.p"(%2#0, %1) : (i32, i32) -> i32
    "func.return"(%3, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-030
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.k", "x.b", "x.m"](^bb7, ^bb8, ^bb14) -> ^bb1
  ^bb1:  // 16 preds: ^bb0, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb22
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb2
  ^bb2:  // 5 preds: ^bb1, ^bb3, ^bb4, ^bb5, ^bb6
    pdl_interp.finalize
  ^bb3:  // pred: ^bb1
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb2
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb5, ^bb2
  ^bb5:  // pred: ^bb4
    pdl_interp.check_attribute %1 is unit -> ^bb6, ^bb2
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.c"]), loc([%arg0]) -> ^bb2
  ^bb7:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.l"]), loc([%arg0]), root("x.k") -> ^bb1
  ^bb8:  // pred: ^bb0
    %2 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %3 = pdl_interp.get_defining_op of %2 : !pdl.range<value>
    pdl_interp.is_not_null %3 : !pdl.operation -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.check_operation_name of %3 is "x.b" -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.check_operand_count of %3 is 1 -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %4 = pdl_interp.get_operand 0 of %3
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %5 = pdl_interp.get_results of %3 : !pdl.range<value>
    pdl_interp.are_equal %5, %2 : !pdl.range<value> -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%4, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.e"]), loc([%arg0, %3]), root("x.b") -> ^bb1
  ^bb14:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %6 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.check_result_count of %arg0 is 2 -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %7 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    %8 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %8 : !pdl.value -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    %9 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %9 : !pdl.value -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    %10 = pdl_interp.get_value_type of %8 : !pdl.type
    %11 = pdl_interp.get_value_type of %9 : !pdl.type
    pdl_interp.are_equal %10, %11 : !pdl.type -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%7, %6, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(3), loc([%arg0]), root("x.m") -> ^bb22
  ^bb22:  // pred: ^bb21
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%7, %6, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(1), loc([%arg0]), root("x.m") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.l"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.d"(%arg0) : (i32) -> i32
    "x.region"() ({
      "x.sink"(%0) : (i32) -> ()
      "x.sink"(%arg1) : (i32) -> ()
      %10 = "x.a"(%arg1) {mark} : (i32) -> i32
      %11 = "x.d"(%arg0) : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    "x.region"() ({
      "x.region"() ({
        "x.sink"(%arg1) : (i32) -> ()
        %8 = "x.q"(%arg0, %0) : (i32, i32) -> i32
        %9 = "x.e"(%arg1) {mark} : (i32) -> i32
        "x.sink"(%0) : (i32) -> ()
        "x.yield"() : () -> ()
      }) : () -> ()
      "x.sink"(%arg1) : (i32) -> ()
      "x.yield"() : () -> ()
    }) : () -> ()
    %1 = "x.d"(%arg1) {k = 1 : i32} : (i32) -> i32
    "x.sink"(%0) : (i32) -> ()
    %2:2 = "x.m"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
    %3 = "x.l"() : () -> i32
    "x.region"() ({
      %4:2 = "x.m"(%arg1, %0) : (i32, i32) -> (i32, i32)
      %5 = "x.c"(%1) : (i32) -> i32
      %6 = "x.d"(%arg1) : (i32) -> i32
      %7 = "x.k"() : () -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    "x.sink"(%arg1) : (i32) -> ()
    "func.return"(%2#1, %3) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-031
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.d", "x.b", "x.sink"](^bb2, ^bb7, ^bb10) -> ^bb1
  ^bb1:  // 11 preds: ^bb0, ^bb2, ^bb3, ^bb5, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_value_type of %0 : !pdl.type
    pdl_interp.check_type %1 is i64 -> ^bb6, ^bb5
  ^bb5:  // 2 preds: ^bb4, ^bb6
    %2 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %3 = pdl_interp.extract 0 of %2 : !pdl.value
    %4 = pdl_interp.get_users of %3 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %4 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "x.sink" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      %9 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
      pdl_interp.are_equal %9, %2 : !pdl.range<value> -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0, %arg1 : !pdl.value, !pdl.operation, !pdl.operation) : benefit(1), generatedOps(["x.e"]), loc([%arg0, %arg1]), root("x.d") -> ^bb1
    } -> ^bb1
  ^bb6:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.e"]), loc([%arg0]), root("x.d") -> ^bb5
  ^bb7:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %5 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%5, %arg0 : !pdl.value, !pdl.operation) : benefit(0), loc([%arg0]), root("x.b") -> ^bb1
  ^bb10:  // pred: ^bb0
    %6 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %7 = pdl_interp.get_defining_op of %6 : !pdl.range<value>
    pdl_interp.is_not_null %7 : !pdl.operation -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.check_operation_name of %7 is "x.a" -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %8 = pdl_interp.get_results of %7 : !pdl.range<value>
    pdl_interp.are_equal %8, %6 : !pdl.range<value> -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(0), loc([%7]), root("x.sink") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.erase %arg2
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "x.sink"(%arg1) : (i32) -> ()
    "x.region"() ({
      %8:2 = "x.m"(%arg1, %arg1) : (i32, i32) -> (i32, i32)
      "x.sink"(%8#1) : (i32) -> ()
      %9:2 = "x.m"(%arg1, %arg1) : (i32, i32) -> (i32, i32)
      "x.yield"() : () -> ()
    }) : () -> ()
    %0 = "x.e"(%arg0) {k = 2 : i32} : (i32) -> i32
    %1 = "x.r"(%arg0, %arg1) : (i32, i32) -> i32
    %2 = "x.c"(%1) : (i32) -> i32
    %3 = "x.c"(%1) : (i32) -> i32
    %4 = "x.a"(%0) : (i32) -> i32
    "x.region"() ({
      %6 = "x.a"(%arg1) : (i32) -> i32
      %7 = "x.p"(%4, %arg0) : (i32, i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %5 = "x.d"(%4) {mark} : (i32) -> i32
    "func.return"(%4, %5) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-032
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb2, ^bb1
  ^bb1:  // 5 preds: ^bb0, ^bb2, ^bb4, ^bb5, ^bb6
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.switch_operation_name of %arg0 to ["x.c", "x.b"](^bb7, ^bb9) -> ^bb4
  ^bb4:  // 4 preds: ^bb3, ^bb7, ^bb8, ^bb9
    %1 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_attribute %1 is unit -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.d"]), loc([%arg0]) -> ^bb1
  ^bb7:  // pred: ^bb3
    %2 = pdl_interp.get_value_type of %0 : !pdl.type
    pdl_interp.check_type %2 is i32 -> ^bb8, ^bb4
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.e"]), loc([%arg0]), root("x.c") -> ^bb4
  ^bb9:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(3), loc([%arg0]), root("x.b") -> ^bb4
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.r"(%arg0, %arg0) : (i32, i32) -> i32
    %1 = "x.b"(%arg0) {k = 1 : i32} : (i32) -> i32
    %2 = "x.b"(%arg1) : (i32) -> i32
    %3 = "x.c"(%0) : (i32) -> i32
    %4 = "x.d"(%arg1) : (i32) -> i32
    %5 = "x.b"(%3) : (i32) -> i32
    %6 = "x.p"(%2, %1) {mark} : (i32, i32) -> i32
    %7 = "x.a"(%5) : (i32) -> i32
    "x.region"() ({
      %10 = "x.p"(%4, %3) : (i32, i32) -> i32
      %11 = "x.l"() : () -> i32
      %12 = "x.l"() : () -> i32
      %13:2 = "x.m"(%1, %1) : (i32, i32) -> (i32, i32)
      "x.yield"() : () -> ()
    }) : () -> ()
    %8 = "x.b"(%4) {k = 0 : i32} : (i32) -> i32
    "x.sink"(%7) : (i32) -> ()
    "x.sink"(%7) : (i32) -> ()
    %9 = "x.a"(%4) {mark} : (i32) -> i32
    "func.return"(%8, %9) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-033
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.p", "x.m", "x.a"](^bb2, ^bb6, ^bb14) -> ^bb1
  ^bb1:  // 18 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %0, %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.c"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb6:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.check_result_count of %arg0 is 2 -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %3 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %4 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %5 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %6 = pdl_interp.get_value_type of %4 : !pdl.type
    %7 = pdl_interp.get_value_type of %5 : !pdl.type
    pdl_interp.are_equal %6, %7 : !pdl.type -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%3, %2, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(2), loc([%arg0]), root("x.m") -> ^bb1
  ^bb14:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %8 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %8 : !pdl.value -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    %9 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %9 : !pdl.attribute -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    pdl_interp.check_attribute %9 is 0 : i32 -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%8, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.b"]), loc([%arg0]), root("x.a") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 1 : i32
      %1 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value) {"k" = %0}  -> (%2 : !pdl.range<type>)
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.c"(%arg0) {mark} : (i32) -> i32
    "x.region"() ({
      %5 = "x.d"(%arg0) : (i32) -> i32
      %6:2 = "x.m"(%5, %5) : (i32, i32) -> (i32, i32)
      %7 = "x.e"(%0) : (i32) -> i32
      "x.sink"(%arg0) : (i32) -> ()
      "x.yield"() : () -> ()
    }) : () -> ()
    %1 = "x.b"(%arg1) : (i32) -> i32
    %2 = "x.a"(%arg1) : (i32) -> i32
    %3 = "x.e"(%arg1) {k = 2 : i32} : (i32) -> i32
    %4 = "x.c"(%1) {mark} : (i32) -> i32
    "func.return"(%3, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-034
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operand_count of %arg0 to dense<[1, 2]> : vector<2xi32>(^bb2, ^bb11) -> ^bb1
  ^bb1:  // 12 preds: ^bb0, ^bb2, ^bb4, ^bb5, ^bb6, ^bb7, ^bb11, ^bb12, ^bb13, ^bb16, ^bb17, ^bb18
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %1 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb8, ^bb4
  ^bb4:  // 3 preds: ^bb3, ^bb8, ^bb10
    pdl_interp.check_operation_name of %arg0 is "x.c" -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %2 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %2 : !pdl.attribute -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.check_attribute %2 is 2 : i32 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.e"]), loc([%arg0]), root("x.c") -> ^bb1
  ^bb8:  // pred: ^bb3
    pdl_interp.check_attribute %1 is unit -> ^bb9, ^bb4
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.c"]), loc([]) -> ^bb10
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.d"]), loc([]) -> ^bb4
  ^bb11:  // pred: ^bb0
    %3 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.switch_operation_name of %arg0 to ["x.p", "x.q"](^bb13, ^bb17) -> ^bb1
  ^bb13:  // pred: ^bb12
    %4 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%4, %3, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.q"]), loc([%arg0]), root("x.p") -> ^bb15
  ^bb15:  // pred: ^bb14
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%3, %4, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(2), generatedOps(["arith.addi"]), loc([%arg0]), root("x.p") -> ^bb16
  ^bb16:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%4, %3, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.r"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb17:  // pred: ^bb12
    %5 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_5(%5, %3, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.r"]), loc([%arg0]), root("x.q") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value) {"k" = %0}  -> (%2 : !pdl.range<type>)
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.r"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.q"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_5(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.r"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.d"(%arg1) : (i32) -> i32
    %1:2 = "x.m"(%arg1, %arg0) : (i32, i32) -> (i32, i32)
    %2 = "x.e"(%arg0) {k = 1 : i32} : (i32) -> i32
    "x.sink"(%0) : (i32) -> ()
    %3 = "x.c"(%arg0) : (i32) -> i32
    "x.region"() ({
      %8 = "x.a"(%2) : (i32) -> i32
      "x.region"() ({
        %11 = "x.e"(%arg0) : (i32) -> i32
        %12 = "x.b"(%arg1) {k = 0 : i32} : (i32) -> i32
        %13:2 = "x.m"(%11, %1#1) : (i32, i32) -> (i32, i32)
        %14 = "x.b"(%1#0) : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %9 = "x.e"(%3) : (i32) -> i32
      %10 = "x.r"(%0, %1#1) : (i32, i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %4 = "x.a"(%arg0) : (i32) -> i32
    %5 = "x.l"() : () -> i32
    "x.sink"(%3) : (i32) -> ()
    %6 = "x.k"() : () -> i32
    %7 = "x.b"(%3) {mark} : (i32) -> i32
    "func.return"(%6, %7) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-035
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.m", "x.c", "x.a", "x.sink"](^bb2, ^bb10, ^bb15, ^bb18) -> ^bb1
  ^bb1:  // 21 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_result_count of %arg0 is 2 -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %2 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %3 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %4 = pdl_interp.get_value_type of %2 : !pdl.type
    %5 = pdl_interp.get_value_type of %3 : !pdl.type
    pdl_interp.are_equal %4, %5 : !pdl.type -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%1, %0, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), loc([%arg0]), root("x.m") -> ^bb1
  ^bb10:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %6 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %7 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %7 : !pdl.attribute -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.check_attribute %7 is 1 : i32 -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%6, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.d"]), loc([%arg0]), root("x.c") -> ^bb1
  ^bb15:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    %8 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %8 : !pdl.value -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %9 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %10 = pdl_interp.extract 0 of %9 : !pdl.value
    %11 = pdl_interp.get_users of %10 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %11 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "x.sink" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      %15 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
      pdl_interp.are_equal %15, %9 : !pdl.range<value> -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%8, %arg0, %arg1 : !pdl.value, !pdl.operation, !pdl.operation) : benefit(3), generatedOps(["x.d"]), loc([%arg0, %arg1]), root("x.a") -> ^bb1
    } -> ^bb1
  ^bb18:  // pred: ^bb0
    %12 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %13 = pdl_interp.get_defining_op of %12 : !pdl.range<value>
    pdl_interp.is_not_null %13 : !pdl.operation -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.check_operation_name of %13 is "x.c" -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    %14 = pdl_interp.get_results of %13 : !pdl.range<value>
    pdl_interp.are_equal %14, %12 : !pdl.range<value> -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(1), loc([%13]), root("x.sink") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value) {"k" = %0}  -> (%2 : !pdl.range<type>)
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.erase %arg2
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.d"(%arg0) : (i32) -> i32
    %1 = "x.d"(%0) : (i32) -> i32
    "x.region"() ({
      %8 = "x.e"(%1) : (i32) -> i32
      "x.region"() ({
        %14 = "x.d"(%8) : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      "x.region"() ({
        %10 = "x.l"() : () -> i32
        %11 = "x.d"(%arg1) {mark} : (i32) -> i32
        %12 = "x.c"(%arg0) : (i32) -> i32
        %13 = "x.e"(%arg1) {k = 2 : i32} : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %9 = "x.p"(%8, %8) : (i32, i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %2 = "x.e"(%0) : (i32) -> i32
    "x.sink"(%0) : (i32) -> ()
    %3 = "x.c"(%1) {k = 0 : i32} : (i32) -> i32
    %4 = "x.d"(%2) {mark} : (i32) -> i32
    %5 = "x.l"() : () -> i32
    %6 = "x.e"(%arg1) {k = 0 : i32} : (i32) -> i32
    %7 = "x.a"(%arg0) {mark} : (i32) -> i32
    "func.return"(%6, %7) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-036
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.c", "x.m"](^bb2, ^bb5) -> ^bb1
  ^bb1:  // 12 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.e"]), loc([%arg0]), root("x.c") -> ^bb1
  ^bb5:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.check_result_count of %arg0 is 2 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %2 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %3 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %4 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %5 = pdl_interp.get_value_type of %3 : !pdl.type
    %6 = pdl_interp.get_value_type of %4 : !pdl.type
    pdl_interp.are_equal %5, %6 : !pdl.type -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(2), loc([%arg0]), root("x.m") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0:2 = "x.m"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
    "x.region"() ({
      %10 = "x.b"(%0#0) : (i32) -> i32
      %11 = "x.r"(%arg0, %0#1) : (i32, i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %1 = "x.b"(%arg0) : (i32) -> i32
    %2 = "x.q"(%arg1, %arg1) : (i32, i32) -> i32
    %3:2 = "x.m"(%1, %arg0) : (i32, i32) -> (i32, i32)
    %4 = "x.q"(%0#1, %0#0) {mark} : (i32, i32) -> i32
    %5 = "x.d"(%1) : (i32) -> i32
    %6 = "x.c"(%3#1) : (i32) -> i32
    %7 = "x.p"(%arg1, %arg1) : (i32, i32) -> i32
    %8 = "x.wide"() : () -> i64
    %9 = "x.a"(%8) : (i64) -> i64
    "func.return"(%6, %7) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-037
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.b", "x.p", "x.a"](^bb2, ^bb5, ^bb11) -> ^bb1
  ^bb1:  // 13 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb8, ^bb9, ^bb11, ^bb12, ^bb14, ^bb15, ^bb16
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.d"]), loc([%arg0]), root("x.b") -> ^bb1
  ^bb5:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %1, %2 : !pdl.value -> ^bb10, ^bb8
  ^bb8:  // 2 preds: ^bb7, ^bb10
    %3 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%3, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.q"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb10:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%1, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.b"]), loc([%arg0]), root("x.p") -> ^bb8
  ^bb11:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %4 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%4, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.d"]), loc([%arg0]), root("x.a") -> ^bb14
  ^bb14:  // pred: ^bb13
    %5 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %5 : !pdl.attribute -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.check_attribute %5 is 0 : i32 -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%4, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.c"]), loc([%arg0]), root("x.a") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.q"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value) {"k" = %0}  -> (%2 : !pdl.range<type>)
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.e"(%arg0) : (i32) -> i32
    "x.sink"(%0) : (i32) -> ()
    %1 = "x.e"(%0) {k = 1 : i32} : (i32) -> i32
    %2 = "x.b"(%0) {k = 0 : i32} : (i32) -> i32
    "x.region"() ({
      %5:2 = "x.m"(%2, %0) : (i32, i32) -> (i32, i32)
      "x.yield"() : () -> ()
    }) : () -> ()
    %3 = "x.d"(%2) {k = 1 : i32} : (i32) -> i32
    %4 = "x.l"() : () -> i32
    "func.return"(%3, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-038
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.e", "x.b", "x.d", "x.q"](^bb2, ^bb8, ^bb11, ^bb14) -> ^bb1
  ^bb1:  // 17 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operation_name of %1 is "x.a" -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_operand_count of %1 is 1 -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %2 = pdl_interp.get_operand 0 of %1
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %3 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %3, %0 : !pdl.range<value> -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.e"]), loc([%arg0, %1]), root("x.e") -> ^bb1
  ^bb8:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %4 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%4, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.e"]), loc([%arg0]), root("x.b") -> ^bb1
  ^bb11:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %5 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%5, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.e"]), loc([%arg0]), root("x.d") -> ^bb1
  ^bb14:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %6 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    %7 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%6, %7, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.addi"]), loc([%arg0]), root("x.q") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.r"(%arg0, %arg0) : (i32, i32) -> i32
    %1 = "x.l"() : () -> i32
    %2:2 = "x.m"(%arg0, %0) : (i32, i32) -> (i32, i32)
    %3 = "x.e"(%arg1) : (i32) -> i32
    %4 = "x.a"(%3) {mark} : (i32) -> i32
    %5 = "x.l"() : () -> i32
    %6 = "x.b"(%arg0) : (i32) -> i32
    "x.region"() ({
      "x.sink"(%0) : (i32) -> ()
      %10 = "x.e"(%arg1) : (i32) -> i32
      %11 = "x.k"() : () -> i32
      %12 = "x.b"(%5) : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %7 = "x.q"(%6, %1) : (i32, i32) -> i32
    "x.sink"(%2#0) : (i32) -> ()
    %8 = "x.l"() : () -> i32
    %9 = "x.k"() : () -> i32
    "func.return"(%8, %9) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-039
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.k", "x.sink"](^bb7, ^bb8) -> ^bb1
  ^bb1:  // 6 preds: ^bb0, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb2
  ^bb2:  // 5 preds: ^bb1, ^bb3, ^bb4, ^bb5, ^bb6
    pdl_interp.finalize
  ^bb3:  // pred: ^bb1
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb2
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb5, ^bb2
  ^bb5:  // pred: ^bb4
    pdl_interp.check_attribute %1 is unit -> ^bb6, ^bb2
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.d"]), loc([%arg0]) -> ^bb2
  ^bb7:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(3), generatedOps(["x.l"]), loc([%arg0]), root("x.k") -> ^bb1
  ^bb8:  // pred: ^bb0
    %2 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %3 = pdl_interp.get_defining_op of %2 : !pdl.range<value>
    pdl_interp.is_not_null %3 : !pdl.operation -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.check_operation_name of %3 is "x.a" -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %4 = pdl_interp.get_results of %3 : !pdl.range<value>
    pdl_interp.are_equal %4, %2 : !pdl.range<value> -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(1), loc([%arg0, %3]), root("x.sink") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.l"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "x.region"() ({
      %9 = "x.e"(%arg1) {k = 2 : i32} : (i32) -> i32
      %10 = "x.d"(%9) {mark} : (i32) -> i32
      %11 = "x.p"(%9, %9) {mark} : (i32, i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %0 = "x.c"(%arg0) : (i32) -> i32
    %1 = "x.r"(%arg0, %arg0) : (i32, i32) -> i32
    %2 = "x.l"() : () -> i32
    "x.sink"(%arg0) : (i32) -> ()
    "x.region"() ({
      "x.region"() ({
        %8 = "x.a"(%arg1) {k = 0 : i32} : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %5:2 = "x.m"(%1, %2) : (i32, i32) -> (i32, i32)
      %6 = "x.p"(%1, %5#1) : (i32, i32) -> i32
      %7 = "x.c"(%arg0) : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %3 = "x.d"(%arg1) : (i32) -> i32
    %4 = "x.a"(%arg0) : (i32) -> i32
    "func.return"(%3, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-040
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.b", "x.q", "x.m"](^bb2, ^bb5, ^bb9) -> ^bb1
  ^bb1:  // 16 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.c"]), loc([%arg0]), root("x.b") -> ^bb1
  ^bb5:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %1, %2 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%1, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.d"]), loc([%arg0]), root("x.q") -> ^bb1
  ^bb9:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %3 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.check_result_count of %arg0 is 2 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %4 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %5 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %6 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %7 = pdl_interp.get_value_type of %5 : !pdl.type
    %8 = pdl_interp.get_value_type of %6 : !pdl.type
    pdl_interp.are_equal %7, %8 : !pdl.type -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%4, %3, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(2), loc([%arg0]), root("x.m") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "x.sink"(%arg1) : (i32) -> ()
    %0 = "x.d"(%arg0) {k = 2 : i32} : (i32) -> i32
    %1 = "x.q"(%0, %arg1) : (i32, i32) -> i32
    %2 = "x.r"(%1, %1) : (i32, i32) -> i32
    %3 = "x.p"(%0, %2) : (i32, i32) -> i32
    "func.return"(%2, %3) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-041
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.c", "x.p", "x.sink", "x.a"](^bb2, ^bb5, ^bb9, ^bb13) -> ^bb1
  ^bb1:  // 15 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.d"]), loc([%arg0]), root("x.c") -> ^bb1
  ^bb5:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%1, %2, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(3), generatedOps(["arith.addi"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb9:  // pred: ^bb0
    %3 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %4 = pdl_interp.get_defining_op of %3 : !pdl.range<value>
    pdl_interp.is_not_null %4 : !pdl.operation -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.check_operation_name of %4 is "x.b" -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %5 = pdl_interp.get_results of %4 : !pdl.range<value>
    pdl_interp.are_equal %5, %3 : !pdl.range<value> -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(0), loc([%4]), root("x.sink") -> ^bb1
  ^bb13:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %6 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%6, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.e"]), loc([%arg0]), root("x.a") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.c"(%arg0) {k = 1 : i32} : (i32) -> i32
    %1 = "x.r"(%arg1, %arg0) : (i32, i32) -> i32
    %2 = "x.q"(%1, %0) {mark} : (i32, i32) -> i32
    "x.sink"(%2) : (i32) -> ()
    "func.return"(%1, %2) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-042
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operand_count of %arg0 to dense<[1, 2]> : vector<2xi32>(^bb7, ^bb16) -> ^bb1
  ^bb1:  // 9 preds: ^bb0, ^bb7, ^bb9, ^bb10, ^bb11, ^bb16, ^bb17, ^bb18, ^bb19
    pdl_interp.check_operation_name of %arg0 is "x.sink" -> ^bb3, ^bb2
  ^bb2:  // 5 preds: ^bb1, ^bb3, ^bb4, ^bb5, ^bb6
    pdl_interp.finalize
  ^bb3:  // pred: ^bb1
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb4, ^bb2
  ^bb4:  // pred: ^bb3
    pdl_interp.check_operation_name of %1 is "x.b" -> ^bb5, ^bb2
  ^bb5:  // pred: ^bb4
    %2 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %2, %0 : !pdl.range<value> -> ^bb6, ^bb2
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(0), loc([%arg0, %1]), root("x.sink") -> ^bb2
  ^bb7:  // pred: ^bb0
    %3 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.switch_operation_name of %arg0 to ["x.c", "x.d", "x.a"](^bb12, ^bb14, ^bb15) -> ^bb9
  ^bb9:  // 4 preds: ^bb8, ^bb13, ^bb14, ^bb15
    %4 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %4 : !pdl.attribute -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.check_attribute %4 is unit -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%3, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.b"]), loc([%arg0]) -> ^bb1
  ^bb12:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%3, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.d"]), loc([%arg0]), root("x.c") -> ^bb13
  ^bb13:  // pred: ^bb12
    %5 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %6 = pdl_interp.extract 0 of %5 : !pdl.value
    %7 = pdl_interp.get_users of %6 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %7 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "x.sink" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      %13 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
      pdl_interp.are_equal %13, %5 : !pdl.range<value> -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%3, %arg0, %arg1 : !pdl.value, !pdl.operation, !pdl.operation) : benefit(2), generatedOps(["x.e"]), loc([%arg0, %arg1]), root("x.c") -> ^bb1
    } -> ^bb9
  ^bb14:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%3, %arg0 : !pdl.value, !pdl.operation) : benefit(0), loc([%arg0]), root("x.d") -> ^bb9
  ^bb15:  // pred: ^bb8
    %8 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %9 = pdl_interp.extract 0 of %8 : !pdl.value
    %10 = pdl_interp.get_users of %9 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %10 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "x.sink" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      %13 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
      pdl_interp.are_equal %13, %8 : !pdl.range<value> -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%3, %arg0, %arg1 : !pdl.value, !pdl.operation, !pdl.operation) : benefit(0), generatedOps(["x.e"]), loc([%arg0, %arg1]), root("x.a") -> ^bb1
    } -> ^bb9
  ^bb16:  // pred: ^bb0
    %11 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %11 : !pdl.value -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    pdl_interp.check_operation_name of %arg0 is "x.q" -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    %12 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %11, %12 : !pdl.value -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_5(%11, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.b"]), loc([%arg0]), root("x.q") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.erase %arg2
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.value, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.erase %arg2
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_5(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "x.region"() ({
      "x.sink"(%arg1) : (i32) -> ()
      %8 = "x.e"(%arg1) : (i32) -> i32
      %9 = "x.a"(%arg0) {k = 0 : i32} : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    "x.sink"(%arg1) : (i32) -> ()
    %0:2 = "x.m"(%arg1, %arg1) : (i32, i32) -> (i32, i32)
    %1:2 = "x.m"(%0#1, %arg0) : (i32, i32) -> (i32, i32)
    %2 = "x.l"() : () -> i32
    %3 = "x.a"(%1#1) : (i32) -> i32
    "x.region"() ({
      %7 = "x.k"() : () -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %4 = "x.q"(%arg0, %3) : (i32, i32) -> i32
    %5 = "x.e"(%2) : (i32) -> i32
    %6 = "x.e"(%arg1) : (i32) -> i32
    "func.return"(%5, %6) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-043
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.d", "x.b"](^bb2, ^bb5) -> ^bb1
  ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.e"]), loc([%arg0]), root("x.d") -> ^bb1
  ^bb5:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_value_type of %1 : !pdl.type
    pdl_interp.check_type %2 is i32 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%1, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.c"]), loc([%arg0]), root("x.b") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "x.sink"(%arg1) : (i32) -> ()
    "x.region"() ({
      %14 = "x.d"(%arg0) : (i32) -> i32
      %15 = "x.p"(%arg1, %arg1) : (i32, i32) -> i32
      %16:2 = "x.m"(%arg1, %arg0) : (i32, i32) -> (i32, i32)
      "x.yield"() : () -> ()
    }) : () -> ()
    "x.region"() ({
      %11 = "x.q"(%arg1, %arg0) : (i32, i32) -> i32
      %12 = "x.p"(%11, %arg1) : (i32, i32) -> i32
      %13 = "x.c"(%arg0) : (i32) -> i32
      "x.sink"(%arg1) : (i32) -> ()
      "x.yield"() : () -> ()
    }) : () -> ()
    "x.sink"(%arg0) : (i32) -> ()
    %0 = "x.a"(%arg0) {k = 0 : i32} : (i32) -> i32
    %1 = "x.e"(%arg1) {mark} : (i32) -> i32
    %2 = "x.c"(%arg1) {k = 1 : i32} : (i32) -> i32
    %3 = "x.e"(%arg1) : (i32) -> i32
    %4 = "x.r"(%1, %2) : (i32, i32) -> i32
    "x.region"() ({
      %9 = "x.r"(%4, %arg0) : (i32, i32) -> i32
      %10 = "x.a"(%9) : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %5 = "x.a"(%0) {mark} : (i32) -> i32
    %6:2 = "x.m"(%2, %2) : (i32, i32) -> (i32, i32)
    "x.sink"(%4) : (i32) -> ()
    %7 = "x.wide"() : () -> i64
    %8 = "x.a"(%7) : (i64) -> i64
    "func.return"(%6#0, %6#1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-044
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.k", "x.c", "x.q"](^bb7, ^bb8, ^bb14) -> ^bb1
  ^bb1:  // 12 preds: ^bb0, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb2
  ^bb2:  // 5 preds: ^bb1, ^bb3, ^bb4, ^bb5, ^bb6
    pdl_interp.finalize
  ^bb3:  // pred: ^bb1
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb2
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb5, ^bb2
  ^bb5:  // pred: ^bb4
    pdl_interp.check_attribute %1 is unit -> ^bb6, ^bb2
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.e"]), loc([%arg0]) -> ^bb2
  ^bb7:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.l"]), loc([%arg0]), root("x.k") -> ^bb1
  ^bb8:  // pred: ^bb0
    %2 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %3 = pdl_interp.get_defining_op of %2 : !pdl.range<value>
    pdl_interp.is_not_null %3 : !pdl.operation -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.check_operation_name of %3 is "x.b" -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.check_operand_count of %3 is 1 -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %4 = pdl_interp.get_operand 0 of %3
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %5 = pdl_interp.get_results of %3 : !pdl.range<value>
    pdl_interp.are_equal %5, %2 : !pdl.range<value> -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%4, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.c"]), loc([%arg0, %3]), root("x.c") -> ^bb1
  ^bb14:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %6 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    %7 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %6, %7 : !pdl.value -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%6, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.b"]), loc([%arg0]), root("x.q") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.l"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "x.region"() ({
      %8 = "x.c"(%arg1) {k = 1 : i32} : (i32) -> i32
      %9 = "x.b"(%arg1) {k = 2 : i32} : (i32) -> i32
      %10 = "x.p"(%9, %arg1) : (i32, i32) -> i32
      "x.sink"(%arg0) : (i32) -> ()
      "x.yield"() : () -> ()
    }) : () -> ()
    %0:2 = "x.m"(%arg1, %arg0) : (i32, i32) -> (i32, i32)
    %1 = "x.a"(%0#1) {mark} : (i32) -> i32
    %2:2 = "x.m"(%arg1, %arg1) : (i32, i32) -> (i32, i32)
    %3 = "x.c"(%0#0) : (i32) -> i32
    %4 = "x.r"(%0#0, %arg0) : (i32, i32) -> i32
    "x.sink"(%4) : (i32) -> ()
    %5 = "x.c"(%1) {k = 0 : i32} : (i32) -> i32
    %6 = "x.a"(%2#0) : (i32) -> i32
    %7 = "x.a"(%2#0) : (i32) -> i32
    "func.return"(%6, %7) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-045
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operand_count of %arg0 to dense<[1, 2]> : vector<2xi32>(^bb2, ^bb8) -> ^bb1
  ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb4, ^bb5, ^bb8, ^bb9, ^bb10, ^bb12
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %1 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb6, ^bb4
  ^bb4:  // 3 preds: ^bb3, ^bb6, ^bb7
    pdl_interp.check_operation_name of %arg0 is "x.a" -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %2 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %3 = pdl_interp.extract 0 of %2 : !pdl.value
    %4 = pdl_interp.get_users of %3 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %4 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "x.sink" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      %7 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
      pdl_interp.are_equal %7, %2 : !pdl.range<value> -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0, %arg1 : !pdl.value, !pdl.operation, !pdl.operation) : benefit(0), generatedOps(["x.e"]), loc([%arg0, %arg1]), root("x.a") -> ^bb1
    } -> ^bb1
  ^bb6:  // pred: ^bb3
    pdl_interp.check_attribute %1 is unit -> ^bb7, ^bb4
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.d"]), loc([]) -> ^bb4
  ^bb8:  // pred: ^bb0
    %5 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.check_operation_name of %arg0 is "x.q" -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %6 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%5, %6, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(3), generatedOps(["arith.addi"]), loc([%arg0]), root("x.q") -> ^bb12
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%5, %6, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(2), generatedOps(["arith.addi"]), loc([%arg0]), root("x.q") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.erase %arg2
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.a"(%arg0) : (i32) -> i32
    "x.sink"(%0) : (i32) -> ()
    %1 = "x.l"() : () -> i32
    %2 = "x.d"(%arg1) : (i32) -> i32
    "x.sink"(%arg1) : (i32) -> ()
    %3 = "x.r"(%arg0, %0) : (i32, i32) -> i32
    %4 = "x.c"(%1) : (i32) -> i32
    %5 = "x.d"(%0) : (i32) -> i32
    %6 = "x.c"(%2) : (i32) -> i32
    "x.sink"(%2) : (i32) -> ()
    %7 = "x.p"(%2, %2) : (i32, i32) -> i32
    %8 = "x.p"(%2, %4) : (i32, i32) -> i32
    "x.sink"(%8) : (i32) -> ()
    "func.return"(%7, %8) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-046
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.b", "x.m", "x.a"](^bb2, ^bb6, ^bb15) -> ^bb1
  ^bb1:  // 15 preds: ^bb0, ^bb2, ^bb3, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb14, ^bb15, ^bb16, ^bb17
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), loc([%arg0]), root("x.b") -> ^bb5
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.e"]), loc([%arg0]), root("x.b") -> ^bb1
  ^bb6:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.check_result_count of %arg0 is 2 -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %2 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %3 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %4 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %5 = pdl_interp.get_value_type of %3 : !pdl.type
    %6 = pdl_interp.get_value_type of %4 : !pdl.type
    pdl_interp.are_equal %5, %6 : !pdl.type -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%2, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(2), loc([%arg0]), root("x.m") -> ^bb14
  ^bb14:  // pred: ^bb13
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%2, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(1), loc([%arg0]), root("x.m") -> ^bb1
  ^bb15:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    %7 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%7, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.b"]), loc([%arg0]), root("x.a") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.d"(%arg1) {mark} : (i32) -> i32
    %1 = "x.k"() : () -> i32
    %2 = "x.l"() : () -> i32
    %3 = "x.k"() : () -> i32
    %4 = "x.c"(%2) : (i32) -> i32
    %5 = "x.e"(%4) {mark} : (i32) -> i32
    %6 = "x.k"() : () -> i32
    %7 = "x.e"(%5) : (i32) -> i32
    %8 = "x.d"(%arg0) : (i32) -> i32
    %9 = "x.p"(%2, %arg1) : (i32, i32) -> i32
    %10 = "x.q"(%9, %4) : (i32, i32) -> i32
    %11 = "x.p"(%5, %0) : (i32, i32) -> i32
    %12:2 = "x.m"(%1, %0) : (i32, i32) -> (i32, i32)
    %13 = "x.wide"() : () -> i64
    %14 = "x.a"(%13) : (i64) -> i64
    "func.return"(%12#0, %12#1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-047
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb2, ^bb1
  ^bb1:  // 6 preds: ^bb0, ^bb2, ^bb4, ^bb5, ^bb6, ^bb7
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %1 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb8, ^bb4
  ^bb4:  // 3 preds: ^bb3, ^bb8, ^bb9
    pdl_interp.check_operation_name of %arg0 is "x.b" -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %2 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %2 : !pdl.attribute -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.check_attribute %2 is 0 : i32 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.c"]), loc([%arg0]), root("x.b") -> ^bb1
  ^bb8:  // pred: ^bb3
    pdl_interp.check_attribute %1 is unit -> ^bb9, ^bb4
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.c"]), loc([]) -> ^bb4
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value) {"k" = %0}  -> (%2 : !pdl.range<type>)
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.k"() : () -> i32
    %1 = "x.d"(%0) : (i32) -> i32
    %2 = "x.k"() : () -> i32
    %3 = "x.d"(%arg1) : (i32) -> i32
    %4 = "x.e"(%3) : (i32) -> i32
    %5 = "x.p"(%2, %2) : (i32, i32) -> i32
    %6 = "x.k"() : () -> i32
    %7 = "x.r"(%2, %0) : (i32, i32) -> i32
    %8 = "x.q"(%7, %2) : (i32, i32) -> i32
    %9 = "x.b"(%1) {mark} : (i32) -> i32
    %10 = "x.p"(%9, %3) : (i32, i32) -> i32
    %11 = "x.e"(%8) {k = 1 : i32} : (i32) -> i32
    %12 = "x.q"(%arg0, %10) {mark} : (i32, i32) -> i32
    %13 = "x.wide"() : () -> i64
    %14 = "x.a"(%13) : (i64) -> i64
    "func.return"(%11, %12) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-048
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb7, ^bb1
  ^bb1:  // 5 preds: ^bb0, ^bb7, ^bb9, ^bb10, ^bb11
    pdl_interp.check_operation_name of %arg0 is "x.sink" -> ^bb3, ^bb2
  ^bb2:  // 5 preds: ^bb1, ^bb3, ^bb4, ^bb5, ^bb6
    pdl_interp.finalize
  ^bb3:  // pred: ^bb1
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb4, ^bb2
  ^bb4:  // pred: ^bb3
    pdl_interp.check_operation_name of %1 is "x.a" -> ^bb5, ^bb2
  ^bb5:  // pred: ^bb4
    %2 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %2, %0 : !pdl.range<value> -> ^bb6, ^bb2
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%arg0, %1]), root("x.sink") -> ^bb2
  ^bb7:  // pred: ^bb0
    %3 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.switch_operation_name of %arg0 to ["x.b", "x.a"](^bb12, ^bb15) -> ^bb9
  ^bb9:  // 5 preds: ^bb8, ^bb12, ^bb13, ^bb14, ^bb15
    %4 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %4 : !pdl.attribute -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.check_attribute %4 is unit -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%3, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.e"]), loc([%arg0]) -> ^bb1
  ^bb12:  // pred: ^bb8
    %5 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %5 : !pdl.attribute -> ^bb13, ^bb9
  ^bb13:  // pred: ^bb12
    pdl_interp.check_attribute %5 is 1 : i32 -> ^bb14, ^bb9
  ^bb14:  // pred: ^bb13
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%3, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.c"]), loc([%arg0]), root("x.b") -> ^bb9
  ^bb15:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%3, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.c"]), loc([%arg0]), root("x.a") -> ^bb9
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 1 : i32
      %1 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value) {"k" = %0}  -> (%2 : !pdl.range<type>)
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "x.sink"(%arg1) : (i32) -> ()
    %0 = "x.l"() : () -> i32
    %1 = "x.r"(%0, %arg1) : (i32, i32) -> i32
    %2 = "x.l"() : () -> i32
    %3 = "x.p"(%arg0, %arg1) : (i32, i32) -> i32
    %4 = "x.r"(%1, %3) : (i32, i32) -> i32
    %5 = "x.k"() : () -> i32
    %6 = "x.k"() : () -> i32
    %7 = "x.b"(%0) : (i32) -> i32
    %8 = "x.b"(%3) : (i32) -> i32
    %9:2 = "x.m"(%5, %0) : (i32, i32) -> (i32, i32)
    %10 = "x.l"() : () -> i32
    "x.region"() ({
      %11 = "x.e"(%arg1) {k = 0 : i32} : (i32) -> i32
      %12 = "x.r"(%arg0, %arg0) : (i32, i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    "func.return"(%9#1, %10) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-049
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "x.k" -> ^bb17, ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb17
    pdl_interp.switch_operand_count of %arg0 to dense<[1, 2]> : vector<2xi32>(^bb3, ^bb7) -> ^bb2
  ^bb2:  // 15 preds: ^bb1, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16
    pdl_interp.finalize
  ^bb3:  // pred: ^bb1
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb2
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb5, ^bb2
  ^bb5:  // pred: ^bb4
    pdl_interp.check_attribute %1 is unit -> ^bb6, ^bb2
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.c"]), loc([%arg0]) -> ^bb2
  ^bb7:  // pred: ^bb1
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb8, ^bb2
  ^bb8:  // pred: ^bb7
    pdl_interp.switch_operation_name of %arg0 to ["x.p", "x.m"](^bb9, ^bb11) -> ^bb2
  ^bb9:  // pred: ^bb8
    %3 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb10, ^bb2
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %3, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.addi"]), loc([%arg0]), root("x.p") -> ^bb2
  ^bb11:  // pred: ^bb8
    %4 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb12, ^bb2
  ^bb12:  // pred: ^bb11
    pdl_interp.check_result_count of %arg0 is 2 -> ^bb13, ^bb2
  ^bb13:  // pred: ^bb12
    %5 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb14, ^bb2
  ^bb14:  // pred: ^bb13
    %6 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb15, ^bb2
  ^bb15:  // pred: ^bb14
    %7 = pdl_interp.get_value_type of %5 : !pdl.type
    %8 = pdl_interp.get_value_type of %6 : !pdl.type
    pdl_interp.are_equal %7, %8 : !pdl.type -> ^bb16, ^bb2
  ^bb16:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%4, %2, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(2), loc([%arg0]), root("x.m") -> ^bb2
  ^bb17:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.l"]), loc([%arg0]), root("x.k") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.l"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.b"(%arg0) {k = 0 : i32} : (i32) -> i32
    %1:2 = "x.m"(%arg1, %arg0) : (i32, i32) -> (i32, i32)
    "x.region"() ({
      %6 = "x.c"(%1#1) : (i32) -> i32
      "x.sink"(%1#0) : (i32) -> ()
      %7:2 = "x.m"(%1#1, %6) : (i32, i32) -> (i32, i32)
      "x.yield"() : () -> ()
    }) : () -> ()
    %2:2 = "x.m"(%arg1, %arg1) : (i32, i32) -> (i32, i32)
    %3:2 = "x.m"(%1#1, %arg0) : (i32, i32) -> (i32, i32)
    %4 = "x.l"() : () -> i32
    %5 = "x.p"(%3#0, %3#1) : (i32, i32) -> i32
    "func.return"(%4, %5) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-050
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operand_count of %arg0 to dense<[2, 1]> : vector<2xi32>(^bb2, ^bb6) -> ^bb1
  ^bb1:  // 9 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operation_name of %arg0 is "x.p" -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.addi"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb6:  // pred: ^bb0
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %3 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %3 : !pdl.attribute -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.check_attribute %3 is unit -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.c"]), loc([]) -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "x.sink"(%arg1) : (i32) -> ()
    "x.region"() ({
      %11 = "x.e"(%arg0) {k = 0 : i32} : (i32) -> i32
      %12 = "x.d"(%arg1) : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    "x.sink"(%arg0) : (i32) -> ()
    %0 = "x.k"() : () -> i32
    %1 = "x.c"(%arg1) : (i32) -> i32
    %2 = "x.d"(%arg0) : (i32) -> i32
    %3 = "x.e"(%arg0) {k = 1 : i32} : (i32) -> i32
    %4:2 = "x.m"(%1, %1) : (i32, i32) -> (i32, i32)
    %5 = "x.r"(%4#0, %arg0) : (i32, i32) -> i32
    "x.region"() ({
      %8 = "x.k"() : () -> i32
      %9:2 = "x.m"(%arg0, %5) : (i32, i32) -> (i32, i32)
      %10 = "x.b"(%0) : (i32) -> i32
      "x.sink"(%9#1) : (i32) -> ()
      "x.yield"() : () -> ()
    }) : () -> ()
    %6 = "x.d"(%4#0) {k = 1 : i32} : (i32) -> i32
    %7 = "x.e"(%4#1) {k = 2 : i32} : (i32) -> i32
    "func.return"(%6, %7) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-051
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.p", "x.m", "x.sink"](^bb2, ^bb9, ^bb17) -> ^bb1
  ^bb1:  // 17 preds: ^bb0, ^bb2, ^bb3, ^bb5, ^bb7, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %0, %1 : !pdl.value -> ^bb8, ^bb5
  ^bb5:  // 2 preds: ^bb4, ^bb8
    %2 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %2, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.addi"]), loc([%arg0]), root("x.p") -> ^bb7
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %2, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.addi"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb8:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.b"]), loc([%arg0]), root("x.p") -> ^bb5
  ^bb9:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %3 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %4 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.check_result_count of %arg0 is 2 -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %5 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %6 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %7 = pdl_interp.get_value_type of %5 : !pdl.type
    %8 = pdl_interp.get_value_type of %6 : !pdl.type
    pdl_interp.are_equal %7, %8 : !pdl.type -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%4, %3, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(1), loc([%arg0]), root("x.m") -> ^bb1
  ^bb17:  // pred: ^bb0
    %9 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %10 = pdl_interp.get_defining_op of %9 : !pdl.range<value>
    pdl_interp.is_not_null %10 : !pdl.operation -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    pdl_interp.check_operation_name of %10 is "x.a" -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    %11 = pdl_interp.get_results of %10 : !pdl.range<value>
    pdl_interp.are_equal %11, %9 : !pdl.range<value> -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%arg0 : !pdl.operation) : benefit(3), loc([%10]), root("x.sink") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.b"(%arg1) : (i32) -> i32
    "x.sink"(%0) : (i32) -> ()
    %1 = "x.d"(%arg1) : (i32) -> i32
    %2 = "x.p"(%0, %arg1) : (i32, i32) -> i32
    %3 = "x.r"(%arg0, %arg0) : (i32, i32) -> i32
    %4 = "x.l"() : () -> i32
    %5 = "x.c"(%arg1) : (i32) -> i32
    %6 = "x.q"(%1, %arg0) {mark} : (i32, i32) -> i32
    %7 = "x.b"(%arg0) : (i32) -> i32
    %8 = "x.r"(%6, %2) : (i32, i32) -> i32
    %9 = "x.a"(%5) {k = 1 : i32} : (i32) -> i32
    %10 = "x.d"(%1) {k = 2 : i32} : (i32) -> i32
    %11 = "x.wide"() : () -> i64
    %12 = "x.a"(%11) : (i64) -> i64
    "func.return"(%9, %10) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-052
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operand_count of %arg0 to dense<[2, 1]> : vector<2xi32>(^bb9, ^bb14) -> ^bb1
  ^bb1:  // 9 preds: ^bb0, ^bb9, ^bb10, ^bb11, ^bb13, ^bb14, ^bb16, ^bb17, ^bb18
    pdl_interp.check_operation_name of %arg0 is "x.d" -> ^bb3, ^bb2
  ^bb2:  // 7 preds: ^bb1, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
    pdl_interp.finalize
  ^bb3:  // pred: ^bb1
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb4, ^bb2
  ^bb4:  // pred: ^bb3
    pdl_interp.check_operation_name of %1 is "x.d" -> ^bb5, ^bb2
  ^bb5:  // pred: ^bb4
    pdl_interp.check_operand_count of %1 is 1 -> ^bb6, ^bb2
  ^bb6:  // pred: ^bb5
    %2 = pdl_interp.get_operand 0 of %1
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb7, ^bb2
  ^bb7:  // pred: ^bb6
    %3 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %3, %0 : !pdl.range<value> -> ^bb8, ^bb2
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.c"]), loc([%arg0, %1]), root("x.d") -> ^bb2
  ^bb9:  // pred: ^bb0
    %4 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.check_operation_name of %arg0 is "x.p" -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %5 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%5, %4, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.r"]), loc([%arg0]), root("x.p") -> ^bb13
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%5, %4, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.q"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb14:  // pred: ^bb0
    %6 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.check_operation_name of %arg0 is "x.b" -> ^bb19, ^bb16
  ^bb16:  // 4 preds: ^bb15, ^bb20, ^bb21, ^bb22
    %7 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %7 : !pdl.attribute -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    pdl_interp.check_attribute %7 is unit -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%6, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.b"]), loc([]) -> ^bb1
  ^bb19:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%6, %arg0 : !pdl.value, !pdl.operation) : benefit(3), loc([%arg0]), root("x.b") -> ^bb20
  ^bb20:  // pred: ^bb19
    %8 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %8 : !pdl.attribute -> ^bb21, ^bb16
  ^bb21:  // pred: ^bb20
    pdl_interp.check_attribute %8 is 0 : i32 -> ^bb22, ^bb16
  ^bb22:  // pred: ^bb21
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%6, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.e"]), loc([%arg0]), root("x.b") -> ^bb16
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.q"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.r"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 1 : i32
      %1 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value) {"k" = %0}  -> (%2 : !pdl.range<type>)
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.q"(%arg1, %arg0) : (i32, i32) -> i32
    %1 = "x.c"(%arg0) {k = 0 : i32} : (i32) -> i32
    %2 = "x.e"(%arg1) {mark} : (i32) -> i32
    %3 = "x.d"(%1) : (i32) -> i32
    %4 = "x.e"(%arg1) : (i32) -> i32
    %5 = "x.b"(%arg0) {k = 1 : i32} : (i32) -> i32
    %6 = "x.e"(%5) {k = 1 : i32} : (i32) -> i32
    %7 = "x.d"(%0) : (i32) -> i32
    %8 = "x.e"(%5) {k = 0 : i32} : (i32) -> i32
    "x.region"() ({
      "x.sink"(%4) : (i32) -> ()
      "x.yield"() : () -> ()
    }) : () -> ()
    %9 = "x.a"(%4) {k = 2 : i32} : (i32) -> i32
    "func.return"(%8, %9) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-053
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.m", "x.c", "x.p", "x.a"](^bb2, ^bb10, ^bb16, ^bb20) -> ^bb1
  ^bb1:  // 21 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_result_count of %arg0 is 2 -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %2 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %3 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %4 = pdl_interp.get_value_type of %2 : !pdl.type
    %5 = pdl_interp.get_value_type of %3 : !pdl.type
    pdl_interp.are_equal %4, %5 : !pdl.type -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%1, %0, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(3), loc([%arg0]), root("x.m") -> ^bb1
  ^bb10:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %6 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%6, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.d"]), loc([%arg0]), root("x.c") -> ^bb13
  ^bb13:  // pred: ^bb12
    %7 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %7 : !pdl.attribute -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.check_attribute %7 is 1 : i32 -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%6, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.d"]), loc([%arg0]), root("x.c") -> ^bb1
  ^bb16:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %8 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %8 : !pdl.value -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    %9 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %8, %9 : !pdl.value -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%8, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.a"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb20:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    %10 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %10 : !pdl.value -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%10, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.c"]), loc([%arg0]), root("x.a") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 1 : i32
      %1 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value) {"k" = %0}  -> (%2 : !pdl.range<type>)
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.a"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.d"(%arg1) {mark} : (i32) -> i32
    %1:2 = "x.m"(%arg1, %0) : (i32, i32) -> (i32, i32)
    %2 = "x.k"() : () -> i32
    "x.region"() ({
      %13 = "x.e"(%2) {mark} : (i32) -> i32
      %14 = "x.r"(%1#1, %arg1) {mark} : (i32, i32) -> i32
      %15 = "x.b"(%13) {k = 0 : i32} : (i32) -> i32
      %16:2 = "x.m"(%13, %0) : (i32, i32) -> (i32, i32)
      "x.yield"() : () -> ()
    }) : () -> ()
    %3 = "x.a"(%arg0) {k = 2 : i32} : (i32) -> i32
    %4 = "x.e"(%0) {mark} : (i32) -> i32
    %5 = "x.c"(%arg1) : (i32) -> i32
    %6 = "x.q"(%2, %arg0) : (i32, i32) -> i32
    "x.sink"(%arg0) : (i32) -> ()
    %7 = "x.q"(%1#1, %3) : (i32, i32) -> i32
    %8 = "x.l"() : () -> i32
    %9 = "x.r"(%arg1, %6) : (i32, i32) -> i32
    %10 = "x.a"(%7) : (i32) -> i32
    %11 = "x.wide"() : () -> i64
    %12 = "x.a"(%11) : (i64) -> i64
    "func.return"(%9, %10) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-054
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb2, ^bb1
  ^bb1:  // 5 preds: ^bb0, ^bb2, ^bb4, ^bb5, ^bb6
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.switch_operation_name of %arg0 to ["x.c", "x.a"](^bb7, ^bb10) -> ^bb4
  ^bb4:  // 5 preds: ^bb3, ^bb7, ^bb8, ^bb9, ^bb10
    %1 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_attribute %1 is unit -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.d"]), loc([%arg0]) -> ^bb1
  ^bb7:  // pred: ^bb3
    %2 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %2 : !pdl.attribute -> ^bb8, ^bb4
  ^bb8:  // pred: ^bb7
    pdl_interp.check_attribute %2 is 2 : i32 -> ^bb9, ^bb4
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.e"]), loc([%arg0]), root("x.c") -> ^bb4
  ^bb10:  // pred: ^bb3
    %3 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %4 = pdl_interp.extract 0 of %3 : !pdl.value
    %5 = pdl_interp.get_users of %4 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %5 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "x.sink" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      %6 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
      pdl_interp.are_equal %6, %3 : !pdl.range<value> -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%0, %arg0, %arg1 : !pdl.value, !pdl.operation, !pdl.operation) : benefit(0), generatedOps(["x.c"]), loc([%arg0, %arg1]), root("x.a") -> ^bb1
    } -> ^bb4
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 2 : i32
      %1 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value) {"k" = %0}  -> (%2 : !pdl.range<type>)
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.erase %arg2
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.q"(%arg0, %arg1) : (i32, i32) -> i32
    "x.sink"(%arg0) : (i32) -> ()
    %1 = "x.d"(%arg1) {k = 1 : i32} : (i32) -> i32
    %2 = "x.e"(%arg0) : (i32) -> i32
    %3 = "x.d"(%arg1) : (i32) -> i32
    %4 = "x.l"() : () -> i32
    %5 = "x.r"(%arg1, %4) {mark} : (i32, i32) -> i32
    "func.return"(%4, %5) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-055
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.q", "x.c", "x.e"](^bb2, ^bb9, ^bb13) -> ^bb1
  ^bb1:  // 15 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%1, %0, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.r"]), loc([%arg0]), root("x.q") -> ^bb6
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%0, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(1), generatedOps(["arith.addi"]), loc([%arg0]), root("x.q") -> ^bb7
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%1, %0, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.r"]), loc([%arg0]), root("x.q") -> ^bb8
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.addi"]), loc([%arg0]), root("x.q") -> ^bb1
  ^bb9:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %3 = pdl_interp.get_value_type of %2 : !pdl.type
    pdl_interp.check_type %3 is i32 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.d"]), loc([%arg0]), root("x.c") -> ^bb1
  ^bb13:  // pred: ^bb0
    %4 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %5 = pdl_interp.get_defining_op of %4 : !pdl.range<value>
    pdl_interp.is_not_null %5 : !pdl.operation -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.check_operation_name of %5 is "x.b" -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.check_operand_count of %5 is 1 -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    %6 = pdl_interp.get_operand 0 of %5
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %7 = pdl_interp.get_results of %5 : !pdl.range<value>
    pdl_interp.are_equal %7, %4 : !pdl.range<value> -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%6, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.e"]), loc([%5]), root("x.e") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.r"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.r"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.b"(%arg0) {k = 2 : i32} : (i32) -> i32
    %1 = "x.k"() : () -> i32
    %2 = "x.l"() : () -> i32
    %3 = "x.b"(%1) {k = 0 : i32} : (i32) -> i32
    %4 = "x.c"(%0) : (i32) -> i32
    %5 = "x.a"(%3) : (i32) -> i32
    %6 = "x.r"(%4, %arg0) : (i32, i32) -> i32
    %7 = "x.a"(%5) : (i32) -> i32
    %8 = "x.k"() : () -> i32
    "func.return"(%7, %8) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-056
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "x.m", "x.c"](^bb2, ^bb5, ^bb14) -> ^bb1
  ^bb1:  // 15 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb13, ^bb14, ^bb15, ^bb16
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.d"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb5:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.check_result_count of %arg0 is 2 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %2 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %3 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %4 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %5 = pdl_interp.get_value_type of %3 : !pdl.type
    %6 = pdl_interp.get_value_type of %4 : !pdl.type
    pdl_interp.are_equal %5, %6 : !pdl.type -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%2, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(1), loc([%arg0]), root("x.m") -> ^bb13
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), loc([%arg0]), root("x.m") -> ^bb1
  ^bb14:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %7 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%7, %arg0 : !pdl.value, !pdl.operation) : benefit(0), loc([%arg0]), root("x.c") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.p"(%arg1, %arg0) : (i32, i32) -> i32
    "x.region"() ({
      %4 = "x.l"() : () -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %1 = "x.e"(%arg0) : (i32) -> i32
    %2 = "x.e"(%arg0) : (i32) -> i32
    "x.sink"(%arg1) : (i32) -> ()
    %3 = "x.r"(%arg0, %1) : (i32, i32) -> i32
    "func.return"(%2, %3) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-057
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.sink", "x.c", "x.a"](^bb2, ^bb6, ^bb10) -> ^bb1
  ^bb1:  // 12 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operation_name of %1 is "x.c" -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %2 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %2, %0 : !pdl.range<value> -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(2), loc([%arg0, %1]), root("x.sink") -> ^bb1
  ^bb6:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %3 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %4 = pdl_interp.get_value_type of %3 : !pdl.type
    pdl_interp.check_type %4 is i64 -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%3, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.e"]), loc([%arg0]), root("x.c") -> ^bb1
  ^bb10:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %5 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%5, %arg0 : !pdl.value, !pdl.operation) : benefit(1), loc([%arg0]), root("x.a") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "x.region"() ({
      %9 = "x.b"(%arg0) : (i32) -> i32
      %10 = "x.p"(%arg0, %9) : (i32, i32) -> i32
      %11:2 = "x.m"(%arg0, %10) : (i32, i32) -> (i32, i32)
      "x.yield"() : () -> ()
    }) : () -> ()
    "x.region"() ({
      %5:2 = "x.m"(%arg1, %arg1) : (i32, i32) -> (i32, i32)
      %6 = "x.r"(%5#1, %arg1) : (i32, i32) -> i32
      %7 = "x.a"(%arg1) {k = 0 : i32} : (i32) -> i32
      %8 = "x.b"(%arg1) : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %0 = "x.d"(%arg1) : (i32) -> i32
    %1:2 = "x.m"(%0, %0) : (i32, i32) -> (i32, i32)
    %2 = "x.l"() : () -> i32
    %3 = "x.wide"() : () -> i64
    %4 = "x.a"(%3) : (i64) -> i64
    "func.return"(%1#1, %2) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-058
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.b", "x.a", "x.k", "x.p", "x.e"](^bb2, ^bb5, ^bb8, ^bb9, ^bb13) -> ^bb1
  ^bb1:  // 18 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.e"]), loc([%arg0]), root("x.b") -> ^bb1
  ^bb5:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%1, %arg0 : !pdl.value, !pdl.operation) : benefit(2), loc([%arg0]), root("x.a") -> ^bb1
  ^bb8:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.l"]), loc([]), root("x.k") -> ^bb1
  ^bb9:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %3 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%2, %3, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(3), generatedOps(["arith.addi"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb13:  // pred: ^bb0
    %4 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %5 = pdl_interp.get_defining_op of %4 : !pdl.range<value>
    pdl_interp.is_not_null %5 : !pdl.operation -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.check_operation_name of %5 is "x.c" -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.check_operand_count of %5 is 1 -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    %6 = pdl_interp.get_operand 0 of %5
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %7 = pdl_interp.get_results of %5 : !pdl.range<value>
    pdl_interp.are_equal %7, %4 : !pdl.range<value> -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%6, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.a"]), loc([%5]), root("x.e") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.l"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.a"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.l"() : () -> i32
    %1 = "x.r"(%arg1, %arg0) : (i32, i32) -> i32
    %2 = "x.d"(%0) {k = 0 : i32} : (i32) -> i32
    %3:2 = "x.m"(%arg0, %arg0) : (i32, i32) -> (i32, i32)
    %4 = "x.b"(%3#0) : (i32) -> i32
    %5 = "x.b"(%4) {k = 2 : i32} : (i32) -> i32
    %6:2 = "x.m"(%arg0, %3#0) : (i32, i32) -> (i32, i32)
    "func.return"(%6#0, %6#1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-059
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.p", "x.c", "x.q", "x.sink", "x.k"](^bb2, ^bb7, ^bb16, ^bb20, ^bb24) -> ^bb1
  ^bb1:  // 20 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb6, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%1, %0, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.r"]), loc([%arg0]), root("x.p") -> ^bb6
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%1, %0, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.q"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb7:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb14, ^bb8
  ^bb8:  // 3 preds: ^bb7, ^bb14, ^bb15
    %2 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %3 = pdl_interp.get_defining_op of %2 : !pdl.range<value>
    pdl_interp.is_not_null %3 : !pdl.operation -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.check_operation_name of %3 is "x.a" -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %4 = pdl_interp.get_results of %3 : !pdl.range<value>
    pdl_interp.are_equal %4, %2 : !pdl.range<value> -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.check_operand_count of %3 is 1 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %5 = pdl_interp.get_operand 0 of %3
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%5, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.a"]), loc([%3]), root("x.c") -> ^bb1
  ^bb14:  // pred: ^bb7
    %6 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb15, ^bb8
  ^bb15:  // pred: ^bb14
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%6, %arg0 : !pdl.value, !pdl.operation) : benefit(0), loc([%arg0]), root("x.c") -> ^bb8
  ^bb16:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %7 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    %8 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %8 : !pdl.value -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%8, %7, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.r"]), loc([%arg0]), root("x.q") -> ^bb1
  ^bb20:  // pred: ^bb0
    %9 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %10 = pdl_interp.get_defining_op of %9 : !pdl.range<value>
    pdl_interp.is_not_null %10 : !pdl.operation -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    pdl_interp.check_operation_name of %10 is "x.a" -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    %11 = pdl_interp.get_results of %10 : !pdl.range<value>
    pdl_interp.are_equal %11, %9 : !pdl.range<value> -> ^bb23, ^bb1
  ^bb23:  // pred: ^bb22
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%arg0 : !pdl.operation) : benefit(0), loc([%10]), root("x.sink") -> ^bb1
  ^bb24:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_5(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.l"]), loc([]), root("x.k") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.q"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.r"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.a"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.r"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_5(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.l"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.c"(%arg0) : (i32) -> i32
    %1 = "x.r"(%arg0, %arg0) : (i32, i32) -> i32
    %2 = "x.a"(%arg0) : (i32) -> i32
    %3 = "x.r"(%1, %1) : (i32, i32) -> i32
    %4 = "x.d"(%arg1) : (i32) -> i32
    %5:2 = "x.m"(%3, %4) : (i32, i32) -> (i32, i32)
    %6:2 = "x.m"(%1, %0) : (i32, i32) -> (i32, i32)
    %7 = "x.k"() : () -> i32
    "func.return"(%6#1, %7) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-060
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.p", "x.q"](^bb2, ^bb6) -> ^bb1
  ^bb1:  // 9 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %0, %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.a"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb6:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %3 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %2, %3 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.c"]), loc([%arg0]), root("x.q") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.a"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "x.region"() ({
      %11 = "x.p"(%arg0, %arg1) : (i32, i32) -> i32
      %12:2 = "x.m"(%11, %arg0) : (i32, i32) -> (i32, i32)
      %13 = "x.k"() : () -> i32
      %14 = "x.p"(%arg0, %13) : (i32, i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %0 = "x.d"(%arg1) {k = 1 : i32} : (i32) -> i32
    %1 = "x.a"(%0) : (i32) -> i32
    %2 = "x.q"(%arg1, %arg0) : (i32, i32) -> i32
    %3 = "x.r"(%arg1, %2) : (i32, i32) -> i32
    "x.sink"(%1) : (i32) -> ()
    %4 = "x.b"(%arg1) {mark} : (i32) -> i32
    %5 = "x.b"(%1) : (i32) -> i32
    "x.region"() ({
      %8 = "x.a"(%3) : (i32) -> i32
      %9 = "x.r"(%3, %3) : (i32, i32) -> i32
      %10 = "x.p"(%arg1, %4) : (i32, i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %6 = "x.p"(%5, %2) {mark} : (i32, i32) -> i32
    %7 = "x.r"(%4, %5) : (i32, i32) -> i32
    "func.return"(%6, %7) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-061
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operand_count of %arg0 to dense<[2, 1]> : vector<2xi32>(^bb2, ^bb12) -> ^bb1
  ^bb1:  // 15 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.switch_operation_name of %arg0 to ["x.m", "x.q"](^bb4, ^bb10) -> ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_result_count of %arg0 is 2 -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %2 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %3 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %4 = pdl_interp.get_value_type of %2 : !pdl.type
    %5 = pdl_interp.get_value_type of %3 : !pdl.type
    pdl_interp.are_equal %4, %5 : !pdl.type -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%1, %0, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), loc([%arg0]), root("x.m") -> ^bb1
  ^bb10:  // pred: ^bb3
    %6 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %0, %6 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.b"]), loc([]), root("x.q") -> ^bb1
  ^bb12:  // pred: ^bb0
    %7 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %8 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %8 : !pdl.attribute -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.check_attribute %8 is unit -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%7, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.e"]), loc([]) -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.r"(%arg0, %arg1) : (i32, i32) -> i32
    %1 = "x.b"(%arg1) {mark} : (i32) -> i32
    %2 = "x.d"(%arg0) : (i32) -> i32
    %3 = "x.k"() : () -> i32
    %4 = "x.q"(%1, %arg0) : (i32, i32) -> i32
    %5 = "x.l"() : () -> i32
    %6 = "x.c"(%3) : (i32) -> i32
    "func.return"(%5, %6) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-062
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "x.b", "x.m", "x.q", "x.sink", "x.p"](^bb2, ^bb5, ^bb8, ^bb16, ^bb20, ^bb24) -> ^bb1
  ^bb1:  // 27 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26, ^bb27
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.c"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb5:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %3 = pdl_interp.extract 0 of %2 : !pdl.value
    %4 = pdl_interp.get_users of %3 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %4 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "x.sink" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      %18 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
      pdl_interp.are_equal %18, %2 : !pdl.range<value> -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%1, %arg0, %arg1 : !pdl.value, !pdl.operation, !pdl.operation) : benefit(2), generatedOps(["x.e"]), loc([%arg0, %arg1]), root("x.b") -> ^bb1
    } -> ^bb1
  ^bb8:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %5 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %6 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.check_result_count of %arg0 is 2 -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %7 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %8 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %8 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %9 = pdl_interp.get_value_type of %7 : !pdl.type
    %10 = pdl_interp.get_value_type of %8 : !pdl.type
    pdl_interp.are_equal %9, %10 : !pdl.type -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%6, %5, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), loc([%arg0]), root("x.m") -> ^bb1
  ^bb16:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %11 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %11 : !pdl.value -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    %12 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %12 : !pdl.value -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%11, %12, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(2), generatedOps(["arith.addi"]), loc([%arg0]), root("x.q") -> ^bb1
  ^bb20:  // pred: ^bb0
    %13 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %14 = pdl_interp.get_defining_op of %13 : !pdl.range<value>
    pdl_interp.is_not_null %14 : !pdl.operation -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    pdl_interp.check_operation_name of %14 is "x.a" -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    %15 = pdl_interp.get_results of %14 : !pdl.range<value>
    pdl_interp.are_equal %15, %13 : !pdl.range<value> -> ^bb23, ^bb1
  ^bb23:  // pred: ^bb22
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%arg0 : !pdl.operation) : benefit(3), loc([%14]), root("x.sink") -> ^bb1
  ^bb24:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb25, ^bb1
  ^bb25:  // pred: ^bb24
    %16 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %16 : !pdl.value -> ^bb26, ^bb1
  ^bb26:  // pred: ^bb25
    %17 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %16, %17 : !pdl.value -> ^bb27, ^bb1
  ^bb27:  // pred: ^bb26
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%16, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.c"]), loc([%arg0]), root("x.p") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.erase %arg2
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.d"(%arg1) {mark} : (i32) -> i32
    %1 = "x.r"(%arg1, %arg1) : (i32, i32) -> i32
    %2 = "x.l"() : () -> i32
    "x.sink"(%1) : (i32) -> ()
    %3 = "x.q"(%2, %1) : (i32, i32) -> i32
    %4 = "x.d"(%2) {k = 2 : i32} : (i32) -> i32
    "func.return"(%3, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-063
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.p", "x.b", "x.k", "x.a"](^bb2, ^bb6, ^bb9, ^bb12) -> ^bb1
  ^bb1:  // 12 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb11, ^bb12, ^bb13, ^bb14
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(2), generatedOps(["arith.addi"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb6:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(2), loc([%arg0]), root("x.b") -> ^bb1
  ^bb9:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%arg0 : !pdl.operation) : benefit(2), generatedOps(["x.l"]), loc([]), root("x.k") -> ^bb10
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(2), generatedOps(["x.l"]), loc([]), root("x.k") -> ^bb11
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(3), generatedOps(["x.l"]), loc([]), root("x.k") -> ^bb1
  ^bb12:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %3 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %4 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %5 = pdl_interp.extract 0 of %4 : !pdl.value
    %6 = pdl_interp.get_users of %5 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %6 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "x.sink" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      %7 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
      pdl_interp.are_equal %7, %4 : !pdl.range<value> -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%3, %arg0, %arg1 : !pdl.value, !pdl.operation, !pdl.operation) : benefit(2), generatedOps(["x.d"]), loc([%arg0, %arg1]), root("x.a") -> ^bb1
    } -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.l"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.l"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.l"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.value, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.erase %arg2
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0:2 = "x.m"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
    %1 = "x.b"(%0#0) {mark} : (i32) -> i32
    %2 = "x.d"(%1) : (i32) -> i32
    %3 = "x.d"(%arg1) : (i32) -> i32
    %4 = "x.l"() : () -> i32
    %5 = "x.q"(%1, %arg0) : (i32, i32) -> i32
    %6 = "x.a"(%1) : (i32) -> i32
    %7 = "x.c"(%4) : (i32) -> i32
    %8 = "x.r"(%1, %arg1) : (i32, i32) -> i32
    %9 = "x.c"(%6) {k = 2 : i32} : (i32) -> i32
    %10 = "x.p"(%1, %2) : (i32, i32) -> i32
    "func.return"(%9, %10) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-064
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "x.b", "x.p", "x.k"](^bb2, ^bb7, ^bb10, ^bb14) -> ^bb1
  ^bb1:  // 14 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_attribute %1 is 1 : i32 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.d"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb7:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.e"]), loc([%arg0]), root("x.b") -> ^bb1
  ^bb10:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %3 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %4 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %3, %4 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%3, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.b"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb14:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.l"]), loc([]), root("x.k") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 1 : i32
      %1 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value) {"k" = %0}  -> (%2 : !pdl.range<type>)
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.l"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "x.sink"(%arg1) : (i32) -> ()
    "x.sink"(%arg1) : (i32) -> ()
    %0 = "x.l"() : () -> i32
    %1 = "x.b"(%arg0) {mark} : (i32) -> i32
    %2 = "x.l"() : () -> i32
    %3 = "x.p"(%arg1, %arg0) : (i32, i32) -> i32
    "x.sink"(%1) : (i32) -> ()
    "x.sink"(%0) : (i32) -> ()
    "func.return"(%2, %3) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-065
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.p", "x.a", "x.k", "x.d", "x.m"](^bb2, ^bb6, ^bb10, ^bb11, ^bb17) -> ^bb1
  ^bb1:  // 23 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%1, %0, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.q"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb6:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(0), loc([%arg0]), root("x.a") -> ^bb9
  ^bb9:  // pred: ^bb8
    %3 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %4 = pdl_interp.extract 0 of %3 : !pdl.value
    %5 = pdl_interp.get_users of %4 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %5 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "x.sink" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      %16 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
      pdl_interp.are_equal %16, %3 : !pdl.range<value> -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %arg0, %arg1 : !pdl.value, !pdl.operation, !pdl.operation) : benefit(0), generatedOps(["x.d"]), loc([%arg0, %arg1]), root("x.a") -> ^bb1
    } -> ^bb1
  ^bb10:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.l"]), loc([]), root("x.k") -> ^bb1
  ^bb11:  // pred: ^bb0
    %6 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %7 = pdl_interp.get_defining_op of %6 : !pdl.range<value>
    pdl_interp.is_not_null %7 : !pdl.operation -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.check_operation_name of %7 is "x.d" -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.check_operand_count of %7 is 1 -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %8 = pdl_interp.get_operand 0 of %7
    pdl_interp.is_not_null %8 : !pdl.value -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %9 = pdl_interp.get_results of %7 : !pdl.range<value>
    pdl_interp.are_equal %9, %6 : !pdl.range<value> -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%8, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.e"]), loc([%7]), root("x.d") -> ^bb1
  ^bb17:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    %10 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %10 : !pdl.value -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    %11 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %11 : !pdl.value -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    pdl_interp.check_result_count of %arg0 is 2 -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    %12 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %12 : !pdl.value -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    %13 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %13 : !pdl.value -> ^bb23, ^bb1
  ^bb23:  // pred: ^bb22
    %14 = pdl_interp.get_value_type of %12 : !pdl.type
    %15 = pdl_interp.get_value_type of %13 : !pdl.type
    pdl_interp.are_equal %14, %15 : !pdl.type -> ^bb24, ^bb1
  ^bb24:  // pred: ^bb23
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%11, %10, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(3), loc([%arg0]), root("x.m") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.q"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.erase %arg2
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.l"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.c"(%arg0) {k = 0 : i32} : (i32) -> i32
    %1 = "x.b"(%arg1) {mark} : (i32) -> i32
    %2 = "x.p"(%arg1, %1) : (i32, i32) -> i32
    %3 = "x.d"(%1) : (i32) -> i32
    %4 = "x.a"(%1) {k = 2 : i32} : (i32) -> i32
    %5 = "x.p"(%0, %2) : (i32, i32) -> i32
    "x.region"() ({
      %8:2 = "x.m"(%0, %0) : (i32, i32) -> (i32, i32)
      "x.region"() ({
        %9 = "x.a"(%8#0) : (i32) -> i32
        "x.sink"(%3) : (i32) -> ()
        "x.yield"() : () -> ()
      }) : () -> ()
      "x.yield"() : () -> ()
    }) : () -> ()
    "x.sink"(%4) : (i32) -> ()
    %6:2 = "x.m"(%arg0, %4) : (i32, i32) -> (i32, i32)
    %7 = "x.d"(%arg0) : (i32) -> i32
    "func.return"(%6#1, %7) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-066
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operand_count of %arg0 to dense<[2, 1]> : vector<2xi32>(^bb4, ^bb8) -> ^bb1
  ^bb1:  // 11 preds: ^bb0, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb10, ^bb11, ^bb13, ^bb14, ^bb15
    pdl_interp.check_operation_name of %arg0 is "x.k" -> ^bb3, ^bb2
  ^bb2:  // 2 preds: ^bb1, ^bb3
    pdl_interp.finalize
  ^bb3:  // pred: ^bb1
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(3), generatedOps(["x.l"]), loc([%arg0]), root("x.k") -> ^bb2
  ^bb4:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_operation_name of %arg0 is "x.p" -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.addi"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb8:  // pred: ^bb0
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %3 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %3 : !pdl.attribute -> ^bb16, ^bb10
  ^bb10:  // 3 preds: ^bb9, ^bb16, ^bb17
    pdl_interp.switch_operation_name of %arg0 to ["x.d", "x.b"](^bb11, ^bb12) -> ^bb1
  ^bb11:  // pred: ^bb10
    %4 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %5 = pdl_interp.extract 0 of %4 : !pdl.value
    %6 = pdl_interp.get_users of %5 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %6 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "x.sink" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      %8 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
      pdl_interp.are_equal %8, %4 : !pdl.range<value> -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%2, %arg0, %arg1 : !pdl.value, !pdl.operation, !pdl.operation) : benefit(1), generatedOps(["x.e"]), loc([%arg0, %arg1]), root("x.d") -> ^bb1
    } -> ^bb1
  ^bb12:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.c"]), loc([%arg0]), root("x.b") -> ^bb13
  ^bb13:  // pred: ^bb12
    %7 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %7 : !pdl.attribute -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.check_attribute %7 is 0 : i32 -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.d"]), loc([%arg0]), root("x.b") -> ^bb1
  ^bb16:  // pred: ^bb9
    pdl_interp.check_attribute %3 is unit -> ^bb17, ^bb10
  ^bb17:  // pred: ^bb16
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.e"]), loc([]) -> ^bb10
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.l"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.erase %arg2
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 1 : i32
      %1 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value) {"k" = %0}  -> (%2 : !pdl.range<type>)
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.c"(%arg1) : (i32) -> i32
    %1 = "x.b"(%0) {k = 2 : i32} : (i32) -> i32
    "x.sink"(%0) : (i32) -> ()
    %2 = "x.a"(%arg1) {mark} : (i32) -> i32
    %3 = "x.c"(%2) {k = 0 : i32} : (i32) -> i32
    "func.return"(%2, %3) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-067
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.c", "x.sink", "x.a", "x.k", "x.p"](^bb2, ^bb6, ^bb10, ^bb15, ^bb16) -> ^bb1
  ^bb1:  // 19 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_value_type of %0 : !pdl.type
    pdl_interp.check_type %1 is i32 -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.e"]), loc([%arg0]), root("x.c") -> ^bb1
  ^bb6:  // pred: ^bb0
    %2 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %3 = pdl_interp.get_defining_op of %2 : !pdl.range<value>
    pdl_interp.is_not_null %3 : !pdl.operation -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.check_operation_name of %3 is "x.b" -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %4 = pdl_interp.get_results of %3 : !pdl.range<value>
    pdl_interp.are_equal %4, %2 : !pdl.range<value> -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(3), loc([%3]), root("x.sink") -> ^bb1
  ^bb10:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %5 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %6 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %6 : !pdl.attribute -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.check_attribute %6 is 1 : i32 -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%5, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.c"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb15:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.l"]), loc([]), root("x.k") -> ^bb1
  ^bb16:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %7 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    %8 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %7, %8 : !pdl.value -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%7, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.a"]), loc([%arg0]), root("x.p") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value) {"k" = %0}  -> (%2 : !pdl.range<type>)
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.l"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.a"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.a"(%arg1) : (i32) -> i32
    %1 = "x.d"(%arg1) : (i32) -> i32
    "x.region"() ({
      %8:2 = "x.m"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
      %9 = "x.d"(%0) : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %2 = "x.c"(%1) : (i32) -> i32
    %3 = "x.p"(%arg0, %arg0) : (i32, i32) -> i32
    %4:2 = "x.m"(%arg1, %arg0) : (i32, i32) -> (i32, i32)
    %5 = "x.p"(%arg0, %arg0) {mark} : (i32, i32) -> i32
    %6 = "x.wide"() : () -> i64
    %7 = "x.a"(%6) : (i64) -> i64
    "func.return"(%4#1, %5) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-068
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.c", "x.p", "x.d", "x.b"](^bb2, ^bb19, ^bb23, ^bb28) -> ^bb1
  ^bb1:  // 27 preds: ^bb0, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26, ^bb27, ^bb28, ^bb29, ^bb30
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb17, ^bb3
  ^bb3:  // 3 preds: ^bb2, ^bb17, ^bb18
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.switch_operation_name of %1 to ["x.e", "x.a", "x.c"](^bb5, ^bb9, ^bb13) -> ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_operand_count of %1 is 1 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %2 = pdl_interp.get_operand 0 of %1
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %3 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %3, %0 : !pdl.range<value> -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.c"]), loc([%arg0, %1]), root("x.c") -> ^bb1
  ^bb9:  // pred: ^bb4
    pdl_interp.check_operand_count of %1 is 1 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %4 = pdl_interp.get_operand 0 of %1
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %5 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %5, %0 : !pdl.range<value> -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%4, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.b"]), loc([%arg0, %1]), root("x.c") -> ^bb1
  ^bb13:  // pred: ^bb4
    pdl_interp.check_operand_count of %1 is 1 -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %6 = pdl_interp.get_operand 0 of %1
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %7 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %7, %0 : !pdl.range<value> -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%6, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.e"]), loc([%arg0, %1]), root("x.c") -> ^bb1
  ^bb17:  // pred: ^bb2
    %8 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %8 : !pdl.value -> ^bb18, ^bb3
  ^bb18:  // pred: ^bb17
    %9 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %10 = pdl_interp.extract 0 of %9 : !pdl.value
    %11 = pdl_interp.get_users of %10 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %11 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "x.sink" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      %20 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
      pdl_interp.are_equal %20, %9 : !pdl.range<value> -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%8, %arg0, %arg1 : !pdl.value, !pdl.operation, !pdl.operation) : benefit(3), generatedOps(["x.d"]), loc([%arg0, %arg1]), root("x.c") -> ^bb1
    } -> ^bb3
  ^bb19:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    %12 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %12 : !pdl.value -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    %13 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %12, %13 : !pdl.value -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%12, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.a"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb23:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb24, ^bb1
  ^bb24:  // pred: ^bb23
    %14 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %14 : !pdl.value -> ^bb25, ^bb1
  ^bb25:  // pred: ^bb24
    %15 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %15 : !pdl.attribute -> ^bb26, ^bb1
  ^bb26:  // pred: ^bb25
    pdl_interp.check_attribute %15 is 2 : i32 -> ^bb27, ^bb1
  ^bb27:  // pred: ^bb26
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%14, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.e"]), loc([%arg0]), root("x.d") -> ^bb1
  ^bb28:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb29, ^bb1
  ^bb29:  // pred: ^bb28
    %16 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %16 : !pdl.value -> ^bb30, ^bb1
  ^bb30:  // pred: ^bb29
    %17 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %18 = pdl_interp.extract 0 of %17 : !pdl.value
    %19 = pdl_interp.get_users of %18 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %19 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "x.sink" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      %20 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
      pdl_interp.are_equal %20, %17 : !pdl.range<value> -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter_5(%16, %arg0, %arg1 : !pdl.value, !pdl.operation, !pdl.operation) : benefit(2), generatedOps(["x.d"]), loc([%arg0, %arg1]), root("x.b") -> ^bb1
    } -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.erase %arg2
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.a"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 2 : i32
      %1 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value) {"k" = %0}  -> (%2 : !pdl.range<type>)
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_5(%arg0: !pdl.value, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.erase %arg2
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "x.region"() ({
      %11 = "x.k"() : () -> i32
      %12 = "x.c"(%arg1) : (i32) -> i32
      %13 = "x.e"(%11) : (i32) -> i32
      %14 = "x.r"(%arg1, %13) {mark} : (i32, i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %0 = "x.l"() : () -> i32
    %1 = "x.p"(%0, %arg0) : (i32, i32) -> i32
    %2 = "x.q"(%0, %arg0) {mark} : (i32, i32) -> i32
    "x.sink"(%arg1) : (i32) -> ()
    "x.sink"(%1) : (i32) -> ()
    %3:2 = "x.m"(%arg1, %0) : (i32, i32) -> (i32, i32)
    %4 = "x.r"(%arg1, %0) : (i32, i32) -> i32
    %5 = "x.p"(%3#0, %3#0) : (i32, i32) -> i32
    %6 = "x.d"(%5) {k = 0 : i32} : (i32) -> i32
    %7 = "x.d"(%6) {k = 0 : i32} : (i32) -> i32
    %8:2 = "x.m"(%3#1, %6) : (i32, i32) -> (i32, i32)
    %9 = "x.wide"() : () -> i64
    %10 = "x.a"(%9) : (i64) -> i64
    "func.return"(%8#0, %8#1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-069
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operand_count of %arg0 to dense<[2, 1]> : vector<2xi32>(^bb2, ^bb12) -> ^bb1
  ^bb1:  // 15 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb14, ^bb15, ^bb16
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.switch_operation_name of %arg0 to ["x.m", "x.q"](^bb4, ^bb10) -> ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_result_count of %arg0 is 2 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %2 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %3 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %4 = pdl_interp.get_value_type of %2 : !pdl.type
    %5 = pdl_interp.get_value_type of %3 : !pdl.type
    pdl_interp.are_equal %4, %5 : !pdl.type -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%1, %0, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), loc([%arg0]), root("x.m") -> ^bb1
  ^bb10:  // pred: ^bb3
    %6 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %6, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(1), generatedOps(["arith.addi"]), loc([]), root("x.q") -> ^bb1
  ^bb12:  // pred: ^bb0
    %7 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.switch_operation_name of %arg0 to ["x.d", "x.a", "x.c"](^bb17, ^bb18, ^bb21) -> ^bb14
  ^bb14:  // 7 preds: ^bb13, ^bb17, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23
    %8 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %8 : !pdl.attribute -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.check_attribute %8 is unit -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%7, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.d"]), loc([]) -> ^bb1
  ^bb17:  // pred: ^bb13
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%7, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.e"]), loc([%arg0]), root("x.d") -> ^bb14
  ^bb18:  // pred: ^bb13
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%7, %arg0 : !pdl.value, !pdl.operation) : benefit(0), loc([%arg0]), root("x.a") -> ^bb19
  ^bb19:  // pred: ^bb18
    %9 = pdl_interp.get_value_type of %7 : !pdl.type
    pdl_interp.check_type %9 is i32 -> ^bb20, ^bb14
  ^bb20:  // pred: ^bb19
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%7, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.d"]), loc([%arg0]), root("x.a") -> ^bb14
  ^bb21:  // pred: ^bb13
    %10 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %10 : !pdl.attribute -> ^bb22, ^bb14
  ^bb22:  // pred: ^bb21
    pdl_interp.check_attribute %10 is 0 : i32 -> ^bb23, ^bb14
  ^bb23:  // pred: ^bb22
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_5(%7, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.e"]), loc([%arg0]), root("x.c") -> ^bb14
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_5(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 1 : i32
      %1 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value) {"k" = %0}  -> (%2 : !pdl.range<type>)
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.e"(%arg0) : (i32) -> i32
    %1 = "x.k"() : () -> i32
    %2:2 = "x.m"(%0, %0) : (i32, i32) -> (i32, i32)
    %3 = "x.r"(%2#1, %1) : (i32, i32) -> i32
    %4 = "x.q"(%arg0, %arg1) : (i32, i32) -> i32
    "x.sink"(%0) : (i32) -> ()
    %5 = "x.r"(%2#1, %arg1) : (i32, i32) -> i32
    %6 = "x.l"() : () -> i32
    %7 = "x.p"(%4, %4) : (i32, i32) -> i32
    %8 = "x.r"(%arg0, %5) : (i32, i32) -> i32
    %9 = "x.c"(%4) : (i32) -> i32
    %10:2 = "x.m"(%9, %arg0) : (i32, i32) -> (i32, i32)
    %11 = "x.b"(%2#0) {mark} : (i32) -> i32
    "func.return"(%10#1, %11) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-070
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "x.m", "x.sink", "x.b", "x.q"](^bb2, ^bb7, ^bb15, ^bb19, ^bb22) -> ^bb1
  ^bb1:  // 25 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_attribute %1 is 1 : i32 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.b"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb7:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.check_result_count of %arg0 is 2 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %3 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %4 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %5 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %6 = pdl_interp.get_value_type of %4 : !pdl.type
    %7 = pdl_interp.get_value_type of %5 : !pdl.type
    pdl_interp.are_equal %6, %7 : !pdl.type -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%3, %2, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(3), loc([%arg0]), root("x.m") -> ^bb1
  ^bb15:  // pred: ^bb0
    %8 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %9 = pdl_interp.get_defining_op of %8 : !pdl.range<value>
    pdl_interp.is_not_null %9 : !pdl.operation -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.check_operation_name of %9 is "x.a" -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %10 = pdl_interp.get_results of %9 : !pdl.range<value>
    pdl_interp.are_equal %10, %8 : !pdl.range<value> -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(0), loc([%9]), root("x.sink") -> ^bb1
  ^bb19:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    %11 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %11 : !pdl.value -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    %12 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %13 = pdl_interp.extract 0 of %12 : !pdl.value
    %14 = pdl_interp.get_users of %13 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %14 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "x.sink" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      %17 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
      pdl_interp.are_equal %17, %12 : !pdl.range<value> -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%11, %arg0, %arg1 : !pdl.value, !pdl.operation, !pdl.operation) : benefit(1), generatedOps(["x.d"]), loc([%arg0, %arg1]), root("x.b") -> ^bb1
    } -> ^bb1
  ^bb22:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb23, ^bb1
  ^bb23:  // pred: ^bb22
    %15 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %15 : !pdl.value -> ^bb24, ^bb1
  ^bb24:  // pred: ^bb23
    %16 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %15, %16 : !pdl.value -> ^bb25, ^bb1
  ^bb25:  // pred: ^bb24
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%15, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.a"]), loc([%arg0]), root("x.q") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 2 : i32
      %1 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value) {"k" = %0}  -> (%2 : !pdl.range<type>)
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.erase %arg2
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.a"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

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
    %0 = "x.e"(%arg0) {mark} : (i32) -> i32
    %1:2 = "x.m"(%0, %0) : (i32, i32) -> (i32, i32)
    %2 = "x.p"(%arg1, %1#1) : (i32, i32) -> i32
    %3 = "x.a"(%arg0) : (i32) -> i32
    %4 = "x.c"(%3) : (i32) -> i32
    %5 = "x.e"(%1#0) : (i32) -> i32
    "func.return"(%4, %5) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-071
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operand_count of %arg0 to dense<[2, 1]> : vector<2xi32>(^bb4, ^bb14) -> ^bb1
  ^bb1:  // 14 preds: ^bb0, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb16, ^bb17
    pdl_interp.check_operation_name of %arg0 is "x.k" -> ^bb3, ^bb2
  ^bb2:  // 2 preds: ^bb1, ^bb3
    pdl_interp.finalize
  ^bb3:  // pred: ^bb1
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(3), generatedOps(["x.l"]), loc([%arg0]), root("x.k") -> ^bb2
  ^bb4:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.switch_operation_name of %arg0 to ["x.p", "x.m"](^bb6, ^bb8) -> ^bb1
  ^bb6:  // pred: ^bb5
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(1), generatedOps(["arith.addi"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb8:  // pred: ^bb5
    %2 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.check_result_count of %arg0 is 2 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %3 = pdl_interp.get_result 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %4 = pdl_interp.get_result 1 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %5 = pdl_interp.get_value_type of %3 : !pdl.type
    %6 = pdl_interp.get_value_type of %4 : !pdl.type
    pdl_interp.are_equal %5, %6 : !pdl.type -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%2, %0, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(2), loc([%arg0]), root("x.m") -> ^bb1
  ^bb14:  // pred: ^bb0
    %7 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %8 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %8 : !pdl.attribute -> ^bb18, ^bb16
  ^bb16:  // 3 preds: ^bb15, ^bb18, ^bb19
    pdl_interp.check_operation_name of %arg0 is "x.c" -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%7, %arg0 : !pdl.value, !pdl.operation) : benefit(2), loc([%arg0]), root("x.c") -> ^bb1
  ^bb18:  // pred: ^bb15
    pdl_interp.check_attribute %8 is unit -> ^bb19, ^bb16
  ^bb19:  // pred: ^bb18
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%7, %arg0 : !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.d"]), loc([]) -> ^bb16
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.l"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      pdl_interp.replace %arg2 with (%arg0, %arg1 : !pdl.value, !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.r"(%arg0, %arg1) : (i32, i32) -> i32
    "x.region"() ({
      %8 = "x.b"(%0) : (i32) -> i32
      "x.sink"(%0) : (i32) -> ()
      %9 = "x.k"() : () -> i32
      %10 = "x.b"(%0) : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %1 = "x.k"() : () -> i32
    %2 = "x.a"(%0) : (i32) -> i32
    %3 = "x.b"(%2) : (i32) -> i32
    %4 = "x.a"(%3) : (i32) -> i32
    %5 = "x.q"(%1, %0) : (i32, i32) -> i32
    %6 = "x.wide"() : () -> i64
    %7 = "x.a"(%6) : (i64) -> i64
    "func.return"(%4, %5) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-072
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "x.b", "x.p"](^bb2, ^bb5, ^bb10) -> ^bb1
  ^bb1:  // 13 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(2), loc([%arg0]), root("x.a") -> ^bb1
  ^bb5:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %2 : !pdl.attribute -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.check_attribute %2 is 2 : i32 -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%1, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.d"]), loc([%arg0]), root("x.b") -> ^bb1
  ^bb10:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %3 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %4 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %3, %4 : !pdl.value -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%3, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.d"]), loc([%arg0]), root("x.p") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 2 : i32
      %1 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value) {"k" = %0}  -> (%2 : !pdl.range<type>)
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.b"(%arg1) {mark} : (i32) -> i32
    "x.region"() ({
      %12 = "x.e"(%0) : (i32) -> i32
      %13 = "x.d"(%12) {mark} : (i32) -> i32
      %14 = "x.c"(%arg0) {k = 1 : i32} : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %1 = "x.b"(%arg1) : (i32) -> i32
    %2 = "x.d"(%0) : (i32) -> i32
    %3 = "x.c"(%1) : (i32) -> i32
    %4 = "x.d"(%0) : (i32) -> i32
    %5 = "x.b"(%2) {k = 0 : i32} : (i32) -> i32
    %6 = "x.d"(%5) : (i32) -> i32
    %7 = "x.b"(%1) {k = 0 : i32} : (i32) -> i32
    %8 = "x.l"() : () -> i32
    %9 = "x.r"(%arg1, %4) : (i32, i32) -> i32
    %10 = "x.r"(%3, %3) : (i32, i32) -> i32
    %11 = "x.k"() : () -> i32
    "func.return"(%10, %11) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-073
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.q", "x.c"](^bb2, ^bb6) -> ^bb1
  ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%1, %0, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.r"]), loc([%arg0]), root("x.q") -> ^bb1
  ^bb6:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.d"]), loc([%arg0]), root("x.c") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.r"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.c"(%arg1) : (i32) -> i32
    %1:2 = "x.m"(%0, %arg1) : (i32, i32) -> (i32, i32)
    "x.region"() ({
      %5 = "x.l"() : () -> i32
      %6 = "x.r"(%0, %0) : (i32, i32) -> i32
      %7 = "x.l"() : () -> i32
      %8 = "x.e"(%arg1) : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %2 = "x.b"(%1#1) {mark} : (i32) -> i32
    "x.sink"(%1#0) : (i32) -> ()
    %3 = "x.p"(%1#0, %0) : (i32, i32) -> i32
    %4 = "x.p"(%arg1, %1#0) : (i32, i32) -> i32
    "func.return"(%3, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-074
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.k", "x.e", "x.q", "x.b", "x.d", "x.a"](^bb7, ^bb8, ^bb14, ^bb18, ^bb21, ^bb24) -> ^bb1
  ^bb1:  // 21 preds: ^bb0, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21, ^bb22, ^bb23, ^bb24, ^bb25, ^bb26
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb2
  ^bb2:  // 5 preds: ^bb1, ^bb3, ^bb4, ^bb5, ^bb6
    pdl_interp.finalize
  ^bb3:  // pred: ^bb1
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb2
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb5, ^bb2
  ^bb5:  // pred: ^bb4
    pdl_interp.check_attribute %1 is unit -> ^bb6, ^bb2
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.c"]), loc([%arg0]) -> ^bb2
  ^bb7:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(2), generatedOps(["x.l"]), loc([%arg0]), root("x.k") -> ^bb1
  ^bb8:  // pred: ^bb0
    %2 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %3 = pdl_interp.get_defining_op of %2 : !pdl.range<value>
    pdl_interp.is_not_null %3 : !pdl.operation -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.check_operation_name of %3 is "x.a" -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.check_operand_count of %3 is 1 -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %4 = pdl_interp.get_operand 0 of %3
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %5 = pdl_interp.get_results of %3 : !pdl.range<value>
    pdl_interp.are_equal %5, %2 : !pdl.range<value> -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%4, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.b"]), loc([%arg0, %3]), root("x.e") -> ^bb1
  ^bb14:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %6 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    %7 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%6, %7, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.addi"]), loc([%arg0]), root("x.q") -> ^bb1
  ^bb18:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    %8 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %8 : !pdl.value -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%8, %arg0 : !pdl.value, !pdl.operation) : benefit(2), loc([%arg0]), root("x.b") -> ^bb1
  ^bb21:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb22, ^bb1
  ^bb22:  // pred: ^bb21
    %9 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %9 : !pdl.value -> ^bb23, ^bb1
  ^bb23:  // pred: ^bb22
    %10 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %11 = pdl_interp.extract 0 of %10 : !pdl.value
    %12 = pdl_interp.get_users of %11 : !pdl.value
    pdl_interp.foreach %arg1 : !pdl.operation in %12 {
      pdl_interp.is_not_null %arg1 : !pdl.operation -> ^bb2, ^bb1
    ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
      pdl_interp.continue
    ^bb2:  // pred: ^bb0
      pdl_interp.check_operation_name of %arg1 is "x.sink" -> ^bb3, ^bb1
    ^bb3:  // pred: ^bb2
      %14 = pdl_interp.get_operands of %arg1 : !pdl.range<value>
      pdl_interp.are_equal %14, %10 : !pdl.range<value> -> ^bb4, ^bb1
    ^bb4:  // pred: ^bb3
      pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%9, %arg0, %arg1 : !pdl.value, !pdl.operation, !pdl.operation) : benefit(0), generatedOps(["x.e"]), loc([%arg0, %arg1]), root("x.d") -> ^bb1
    } -> ^bb1
  ^bb24:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb25, ^bb1
  ^bb25:  // pred: ^bb24
    %13 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %13 : !pdl.value -> ^bb26, ^bb1
  ^bb26:  // pred: ^bb25
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_5(%13, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.b"]), loc([%arg0]), root("x.a") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.l"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.value, %arg1: !pdl.operation, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.erase %arg2
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_5(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.a"(%arg0) : (i32) -> i32
    %1 = "x.p"(%arg0, %arg1) : (i32, i32) -> i32
    %2 = "x.c"(%arg1) : (i32) -> i32
    %3:2 = "x.m"(%arg1, %arg0) : (i32, i32) -> (i32, i32)
    %4 = "x.e"(%3#0) : (i32) -> i32
    "func.return"(%3#1, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-075
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.b", "x.c"](^bb2, ^bb5) -> ^bb1
  ^bb1:  // 7 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(2), loc([%arg0]), root("x.b") -> ^bb1
  ^bb5:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%1, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.d"]), loc([%arg0]), root("x.c") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0:2 = "x.m"(%arg0, %arg0) : (i32, i32) -> (i32, i32)
    %1 = "x.d"(%arg1) {mark} : (i32) -> i32
    %2 = "x.q"(%1, %0#1) : (i32, i32) -> i32
    "x.sink"(%arg0) : (i32) -> ()
    "x.sink"(%2) : (i32) -> ()
    "x.sink"(%arg1) : (i32) -> ()
    %3 = "x.d"(%2) : (i32) -> i32
    %4 = "x.k"() : () -> i32
    "x.region"() ({
      %9 = "x.b"(%2) : (i32) -> i32
      "x.sink"(%1) : (i32) -> ()
      %10 = "x.a"(%0#0) : (i32) -> i32
      %11 = "x.a"(%10) : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %5 = "x.a"(%4) {k = 1 : i32} : (i32) -> i32
    %6 = "x.k"() : () -> i32
    %7 = "x.k"() : () -> i32
    %8 = "x.b"(%0#1) {mark} : (i32) -> i32
    "func.return"(%7, %8) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-076
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.q", "x.c", "x.b", "x.p", "x.a"](^bb2, ^bb6, ^bb9, ^bb12, ^bb16) -> ^bb1
  ^bb1:  // 19 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(1), generatedOps(["arith.addi"]), loc([%arg0]), root("x.q") -> ^bb1
  ^bb6:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(1), loc([%arg0]), root("x.c") -> ^bb1
  ^bb9:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %3 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%3, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.c"]), loc([%arg0]), root("x.b") -> ^bb1
  ^bb12:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %4 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %5 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%4, %5, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["arith.addi"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb16:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %6 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %6 : !pdl.value -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    %7 = pdl_interp.get_value_type of %6 : !pdl.type
    pdl_interp.check_type %7 is i64 -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%6, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.c"]), loc([%arg0]), root("x.a") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.k"() : () -> i32
    %1 = "x.d"(%arg0) : (i32) -> i32
    "x.sink"(%arg1) : (i32) -> ()
    "x.region"() ({
      %11:2 = "x.m"(%1, %arg0) : (i32, i32) -> (i32, i32)
      %12 = "x.p"(%11#0, %1) : (i32, i32) -> i32
      %13 = "x.e"(%arg1) : (i32) -> i32
      %14 = "x.a"(%0) : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %2 = "x.a"(%1) : (i32) -> i32
    "x.region"() ({
      %8 = "x.r"(%0, %2) : (i32, i32) -> i32
      %9 = "x.r"(%arg0, %arg1) : (i32, i32) -> i32
      "x.sink"(%9) : (i32) -> ()
      %10 = "x.r"(%0, %8) : (i32, i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %3 = "x.a"(%2) : (i32) -> i32
    %4 = "x.c"(%arg1) : (i32) -> i32
    %5 = "x.e"(%arg1) : (i32) -> i32
    %6 = "x.wide"() : () -> i64
    %7 = "x.a"(%6) : (i64) -> i64
    "func.return"(%4, %5) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-077
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operand_count of %arg0 to dense<[2, 1]> : vector<2xi32>(^bb2, ^bb6) -> ^bb1
  ^bb1:  // 9 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb8, ^bb9, ^bb10
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operation_name of %arg0 is "x.p" -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%1, %0, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.r"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb6:  // pred: ^bb0
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    pdl_interp.check_operation_name of %arg0 is "x.c" -> ^bb11, ^bb8
  ^bb8:  // 2 preds: ^bb7, ^bb12
    %3 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %3 : !pdl.attribute -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.check_attribute %3 is unit -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.b"]), loc([]) -> ^bb1
  ^bb11:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.d"]), loc([%arg0]), root("x.c") -> ^bb12
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(2), loc([%arg0]), root("x.c") -> ^bb8
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.r"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      pdl_interp.replace %arg1 with (%arg0 : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.d"(%arg0) {k = 0 : i32} : (i32) -> i32
    %1 = "x.q"(%0, %0) : (i32, i32) -> i32
    %2 = "x.k"() : () -> i32
    %3 = "x.q"(%arg0, %1) : (i32, i32) -> i32
    %4 = "x.k"() : () -> i32
    %5 = "x.l"() : () -> i32
    %6 = "x.wide"() : () -> i64
    %7 = "x.a"(%6) : (i64) -> i64
    "func.return"(%4, %5) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-078
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb2, ^bb1
  ^bb1:  // 5 preds: ^bb0, ^bb2, ^bb4, ^bb5, ^bb6
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.switch_operation_name of %arg0 to ["x.c", "x.b"](^bb7, ^bb9) -> ^bb4
  ^bb4:  // 6 preds: ^bb3, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11
    %1 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.check_attribute %1 is unit -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.e"]), loc([%arg0]) -> ^bb1
  ^bb7:  // pred: ^bb3
    %2 = pdl_interp.get_value_type of %0 : !pdl.type
    pdl_interp.check_type %2 is i64 -> ^bb8, ^bb4
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.d"]), loc([%arg0]), root("x.c") -> ^bb4
  ^bb9:  // pred: ^bb3
    %3 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %3 : !pdl.attribute -> ^bb10, ^bb4
  ^bb10:  // pred: ^bb9
    pdl_interp.check_attribute %3 is 0 : i32 -> ^bb11, ^bb4
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.d"]), loc([%arg0]), root("x.b") -> ^bb4
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 1 : i32
      %1 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value) {"k" = %0}  -> (%2 : !pdl.range<type>)
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.r"(%arg0, %arg1) : (i32, i32) -> i32
    %1 = "x.b"(%arg0) {k = 1 : i32} : (i32) -> i32
    %2 = "x.b"(%arg1) {k = 1 : i32} : (i32) -> i32
    %3 = "x.d"(%2) {mark} : (i32) -> i32
    %4 = "x.d"(%3) {k = 0 : i32} : (i32) -> i32
    %5 = "x.a"(%0) : (i32) -> i32
    %6:2 = "x.m"(%1, %arg0) : (i32, i32) -> (i32, i32)
    %7 = "x.e"(%6#0) : (i32) -> i32
    %8 = "x.l"() : () -> i32
    "func.return"(%7, %8) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/random-079
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.k", "x.b", "x.p", "x.sink", "x.d"](^bb2, ^bb3, ^bb9, ^bb13, ^bb17) -> ^bb1
  ^bb1:  // 21 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18, ^bb19, ^bb20, ^bb21
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(3), generatedOps(["x.l"]), loc([%arg0]), root("x.k") -> ^bb1
  ^bb3:  // pred: ^bb0
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_operation_name of %1 is "x.b" -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %2 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %2, %0 : !pdl.range<value> -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.check_operand_count of %1 is 1 -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %3 = pdl_interp.get_operand 0 of %1
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%3, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.d"]), loc([%arg0, %1]), root("x.b") -> ^bb1
  ^bb9:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %4 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %5 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%4, %5, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(2), generatedOps(["arith.addi"]), loc([%arg0]), root("x.p") -> ^bb1
  ^bb13:  // pred: ^bb0
    %6 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %7 = pdl_interp.get_defining_op of %6 : !pdl.range<value>
    pdl_interp.is_not_null %7 : !pdl.operation -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    pdl_interp.check_operation_name of %7 is "x.a" -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %8 = pdl_interp.get_results of %7 : !pdl.range<value>
    pdl_interp.are_equal %8, %6 : !pdl.range<value> -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(3), loc([%7]), root("x.sink") -> ^bb1
  ^bb17:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb18, ^bb1
  ^bb18:  // pred: ^bb17
    %9 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %9 : !pdl.value -> ^bb19, ^bb1
  ^bb19:  // pred: ^bb18
    %10 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %10 : !pdl.attribute -> ^bb20, ^bb1
  ^bb20:  // pred: ^bb19
    pdl_interp.check_attribute %10 is 0 : i32 -> ^bb21, ^bb1
  ^bb21:  // pred: ^bb20
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%9, %arg0 : !pdl.value, !pdl.operation) : benefit(0), generatedOps(["x.e"]), loc([%arg0]), root("x.d") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.l"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 0 : i32
      %1 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %2 = pdl_interp.get_value_type of %1 : !pdl.range<type>
      %3 = pdl_interp.create_operation "x.e"(%arg0 : !pdl.value) {"k" = %0}  -> (%2 : !pdl.range<type>)
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.p"(%arg1, %arg0) : (i32, i32) -> i32
    %1 = "x.p"(%arg1, %0) : (i32, i32) -> i32
    %2 = "x.r"(%arg1, %arg0) : (i32, i32) -> i32
    %3 = "x.e"(%arg0) {mark} : (i32) -> i32
    "x.region"() ({
      %12 = "x.a"(%1) : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %4 = "x.e"(%1) : (i32) -> i32
    "x.sink"(%2) : (i32) -> ()
    %5 = "x.c"(%arg0) {mark} : (i32) -> i32
    %6 = "x.b"(%4) {mark} : (i32) -> i32
    %7 = "x.e"(%5) : (i32) -> i32
    %8 = "x.c"(%5) : (i32) -> i32
    "x.region"() ({
      "x.region"() ({
        %10:2 = "x.m"(%2, %arg1) : (i32, i32) -> (i32, i32)
        %11 = "x.p"(%7, %arg1) : (i32, i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      "x.yield"() : () -> ()
    }) : () -> ()
    %9:2 = "x.m"(%5, %7) : (i32, i32) -> (i32, i32)
    "func.return"(%9#0, %9#1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/registered-ops
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["arith.constant", "x.scale", "x.cmp", "x.inc"](^bb2, ^bb5, ^bb9, ^bb13) -> ^bb1
  ^bb1:  // 15 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_attribute "value" of %arg0
    pdl_interp.is_not_null %0 : !pdl.attribute -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_attribute %0 is 0 : i32 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(2), generatedOps(["x.zero"]), loc([%arg0]), root("arith.constant") -> ^bb1
  ^bb5:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %2 = pdl_interp.get_attribute "factor" of %arg0
    pdl_interp.is_not_null %2 : !pdl.attribute -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %1, %arg0 : !pdl.attribute, !pdl.value, !pdl.operation) : benefit(1), generatedOps(["arith.constant", "arith.muli"]), loc([%arg0]), root("x.scale") -> ^bb1
  ^bb9:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %3 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %3 : !pdl.value -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    %4 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%3, %4, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(1), generatedOps(["arith.cmpi"]), loc([%arg0]), root("x.cmp") -> ^bb1
  ^bb13:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %5 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%5, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["arith.constant", "arith.addi"]), loc([%arg0]), root("x.inc") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.create_type i32
      %1 = pdl_interp.create_operation "x.zero"  -> (%0 : !pdl.type)
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%2 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.attribute, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "arith.constant" {"value" = %arg0}  -> <inferred>
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      %2 = pdl_interp.create_operation "arith.muli"(%arg1, %1 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_attribute 2 : i64
      %1 = pdl_interp.create_operation "arith.cmpi"(%arg0, %arg1 : !pdl.value, !pdl.value) {"predicate" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%2 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.create_attribute 1 : i32
      %1 = pdl_interp.create_operation "arith.constant" {"value" = %0}  -> <inferred>
      %2 = pdl_interp.get_results of %1 : !pdl.range<value>
      %3 = pdl_interp.create_operation "arith.addi"(%arg0, %2 : !pdl.value, !pdl.range<value>)  -> <inferred>
      %4 = pdl_interp.get_results of %3 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%4 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32) -> (i32, i32, i32, i1, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %2 = "x.scale"(%arg0) {factor = 3 : i32} : (i32) -> i32
    %3 = "x.scale"(%1) {factor = 2 : i32} : (i32) -> i32
    %4 = "x.cmp"(%arg0, %0) : (i32, i32) -> i1
    %5 = "x.inc"(%1) : (i32) -> i32
    %6 = "x.inc"(%arg0) : (i32) -> i32
    "func.return"(%0, %2, %3, %4, %5, %6) : (i32, i32, i32, i1, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/ties-any-op
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "x.t" -> ^bb9, ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb9
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb2
  ^bb2:  // 4 preds: ^bb1, ^bb3, ^bb5, ^bb6
    pdl_interp.finalize
  ^bb3:  // pred: ^bb1
    %0 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb2
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_attribute "mark" of %arg0
    pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb7, ^bb5
  ^bb5:  // 3 preds: ^bb4, ^bb7, ^bb8
    pdl_interp.check_operation_name of %arg0 is "x.s" -> ^bb6, ^bb2
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.from_named2"]), loc([%arg0]), root("x.s") -> ^bb2
  ^bb7:  // pred: ^bb4
    pdl_interp.check_attribute %1 is unit -> ^bb8, ^bb5
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["x.from_any"]), loc([]) -> ^bb5
  ^bb9:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.from_named"]), loc([%arg0]), root("x.t") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.from_named2"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.from_any"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.from_named"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    "x.t"(%arg0) {mark} : (i32) -> ()
    "x.t"() : () -> ()
    "x.s"(%arg0) {mark} : (i32) -> ()
    "x.r"(%arg0) {mark} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/ties-constrained
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.t", "x.u", "x.v"](^bb2, ^bb6, ^bb10) -> ^bb1
  ^bb1:  // 10 preds: ^bb0, ^bb3, ^bb4, ^bb5, ^bb7, ^bb8, ^bb9, ^bb10, ^bb12, ^bb13
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.from_b"]), loc([%arg0]), root("x.t") -> ^bb3
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %0 : !pdl.attribute -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_attribute %0 is 1 : i32 -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.from_a"]), loc([%arg0]), root("x.t") -> ^bb1
  ^bb6:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.from_d"]), loc([%arg0]), root("x.u") -> ^bb7
  ^bb7:  // pred: ^bb6
    %1 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %1 : !pdl.attribute -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.check_attribute %1 is 1 : i32 -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.from_c"]), loc([%arg0]), root("x.u") -> ^bb1
  ^bb10:  // pred: ^bb0
    %2 = pdl_interp.get_attribute "k" of %arg0
    pdl_interp.is_not_null %2 : !pdl.attribute -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.check_attribute %2 is 1 : i32 -> ^bb14, ^bb12
  ^bb12:  // 2 preds: ^bb11, ^bb14
    %3 = pdl_interp.get_attribute_type of %2
    pdl_interp.check_type %3 is i32 -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.from_f"]), loc([%arg0]), root("x.v") -> ^bb1
  ^bb14:  // pred: ^bb11
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.from_e"]), loc([%arg0]), root("x.v") -> ^bb12
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.from_a"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.from_b"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.from_c"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.from_d"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.from_f"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.from_e"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "x.t"() {k = 1 : i32} : () -> ()
    "x.t"() : () -> ()
    "x.u"() {k = 1 : i32} : () -> ()
    "x.v"() {k = 1 : i32} : () -> ()
    "x.v"() {k = 2 : i32} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/ties-identical
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.t", "x.u"](^bb2, ^bb5) -> ^bb1
  ^bb1:  // 3 preds: ^bb0, ^bb4, ^bb6
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.from_p3"]), loc([%arg0]), root("x.t") -> ^bb3
  ^bb3:  // pred: ^bb2
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.from_p2"]), loc([%arg0]), root("x.t") -> ^bb4
  ^bb4:  // pred: ^bb3
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.from_p1"]), loc([%arg0]), root("x.t") -> ^bb1
  ^bb5:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.from_u1"]), loc([%arg0]), root("x.u") -> ^bb6
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.from_u2"]), loc([%arg0]), root("x.u") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.from_p1"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.from_p2"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.from_p3"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.from_u2"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.from_u1"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "x.t"() : () -> ()
    "x.u"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/ties-structure
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.t", "x.w"](^bb2, ^bb12) -> ^bb1
  ^bb1:  // 9 preds: ^bb0, ^bb4, ^bb5, ^bb7, ^bb8, ^bb12, ^bb13, ^bb15, ^bb16
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(2), generatedOps(["x.any"]), loc([]), root("x.t") -> ^bb3
  ^bb3:  // pred: ^bb2
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb9, ^bb4
  ^bb4:  // 4 preds: ^bb3, ^bb9, ^bb10, ^bb11
    pdl_interp.check_operand_count of %arg0 is 1 -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %2 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.one"]), loc([%arg0]), root("x.t") -> ^bb7
  ^bb7:  // pred: ^bb6
    %3 = pdl_interp.get_value_type of %2 : !pdl.type
    pdl_interp.check_type %3 is i32 -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%2, %arg0 : !pdl.value, !pdl.operation) : benefit(2), generatedOps(["x.typed"]), loc([%arg0]), root("x.t") -> ^bb1
  ^bb9:  // pred: ^bb3
    pdl_interp.check_operation_name of %1 is "x.c" -> ^bb10, ^bb4
  ^bb10:  // pred: ^bb9
    %4 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %4, %0 : !pdl.range<value> -> ^bb11, ^bb4
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(2), generatedOps(["x.nested"]), loc([%1]), root("x.t") -> ^bb4
  ^bb12:  // pred: ^bb0
    pdl_interp.check_operand_count of %arg0 is 2 -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    %5 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %5 : !pdl.value -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %6 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.are_equal %5, %6 : !pdl.value -> ^bb17, ^bb15
  ^bb15:  // 2 preds: ^bb14, ^bb17
    %7 = pdl_interp.get_operand 1 of %arg0
    pdl_interp.is_not_null %7 : !pdl.value -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.two"]), loc([%arg0]), root("x.w") -> ^bb1
  ^bb17:  // pred: ^bb14
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%arg0 : !pdl.operation) : benefit(1), generatedOps(["x.same"]), loc([%arg0]), root("x.w") -> ^bb15
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.typed"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.one"(%arg0 : !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.nested"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.any"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.two"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.same"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i64) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i64):
    %0 = "x.c"() : () -> i32
    "x.t"(%0) : (i32) -> ()
    "x.t"(%arg0) : (i32) -> ()
    "x.t"(%arg1) : (i64) -> ()
    "x.t"(%arg0, %arg0) : (i32, i32) -> ()
    "x.w"(%arg0, %arg0) : (i32, i32) -> ()
    "x.w"(%arg0, %0) : (i32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// translate/variadic-groups
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.mid", "x.tail", "x.two", "x.res", "x.typed"](^bb2, ^bb7, ^bb11, ^bb14, ^bb18) -> ^bb1
  ^bb1:  // 18 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15, ^bb16, ^bb17, ^bb18
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %0 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    pdl_interp.is_not_null %0 : !pdl.range<value> -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operand_count of %arg0 is at_least 2 -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %1 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %1 : !pdl.value -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %2 = pdl_interp.get_operands 2 of %arg0 : !pdl.value
    pdl_interp.is_not_null %2 : !pdl.value -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%2, %1, %arg0 : !pdl.value, !pdl.value, !pdl.operation) : benefit(3), generatedOps(["x.mid_done"]), loc([%arg0]), root("x.mid") -> ^bb1
  ^bb7:  // pred: ^bb0
    %3 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    pdl_interp.is_not_null %3 : !pdl.range<value> -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    %4 = pdl_interp.get_operand 0 of %arg0
    pdl_interp.is_not_null %4 : !pdl.value -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%3, %arg0 : !pdl.range<value>, !pdl.operation) : benefit(2), generatedOps(["x.tail_done"]), loc([%arg0]), root("x.tail") -> ^bb1
  ^bb11:  // pred: ^bb0
    %5 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
    pdl_interp.is_not_null %5 : !pdl.range<value> -> ^bb12, ^bb1
  ^bb12:  // pred: ^bb11
    %6 = pdl_interp.get_operands 0 of %arg0 : !pdl.range<value>
    pdl_interp.is_not_null %6 : !pdl.range<value> -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%5, %6, %arg0 : !pdl.range<value>, !pdl.range<value>, !pdl.operation) : benefit(1), generatedOps(["x.two_done"]), loc([]), root("x.two") -> ^bb1
  ^bb14:  // pred: ^bb0
    pdl_interp.check_result_count of %arg0 is at_least 1 -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    %7 = pdl_interp.get_results 0 of %arg0 : !pdl.range<value>
    pdl_interp.is_not_null %7 : !pdl.range<value> -> ^bb16, ^bb1
  ^bb16:  // pred: ^bb15
    %8 = pdl_interp.get_results 1 of %arg0 : !pdl.value
    pdl_interp.is_not_null %8 : !pdl.value -> ^bb17, ^bb1
  ^bb17:  // pred: ^bb16
    %9 = pdl_interp.get_value_type of %7 : !pdl.range<type>
    %10 = pdl_interp.get_value_type of %8 : !pdl.type
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%9, %10, %arg0 : !pdl.range<type>, !pdl.type, !pdl.operation) : benefit(1), generatedOps(["x.res_done"]), loc([%arg0]), root("x.res") -> ^bb1
  ^bb18:  // pred: ^bb0
    %11 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %12 = pdl_interp.get_value_type of %11 : !pdl.range<type>
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%11, %12, %arg0 : !pdl.range<value>, !pdl.range<type>, !pdl.operation) : benefit(1), generatedOps(["x.typed_done"]), loc([]), root("x.typed") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.value, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.mid_done"(%arg0, %arg1 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.range<value>, %arg1: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg1 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.tail_done"(%arg0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg1 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.range<value>, %arg1: !pdl.range<value>, %arg2: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg2 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.two_done"(%arg0, %arg1 : !pdl.range<value>, !pdl.range<value>)  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.range<type>, %arg1: !pdl.type, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "x.res_done"  -> (%arg0, %arg1 : !pdl.range<type>, !pdl.type)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.range<value>, %arg1: !pdl.range<type>, %arg2: !pdl.operation) {
      %0 = pdl_interp.create_operation "x.typed_done"(%arg0, %arg0 : !pdl.range<value>, !pdl.range<value>)  -> (%arg1 : !pdl.range<type>)
      %1 = pdl_interp.get_results of %0 : !pdl.range<value>
      pdl_interp.replace %arg2 with (%1 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32, i64) -> (i32, i32, i32, i32, i32, i32, i64, i32, i32, i32, i64), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i64):
    %0 = "x.mid"(%arg0, %arg1) : (i32, i32) -> i32
    %1 = "x.mid"(%arg0, %arg1, %arg2) : (i32, i32, i64) -> i32
    %2 = "x.mid"(%arg0) : (i32) -> i32
    %3 = "x.tail"(%arg0, %arg1, %arg2) : (i32, i32, i64) -> i32
    %4 = "x.tail"(%arg0) : (i32) -> i32
    %5 = "x.two"(%arg0, %arg1) : (i32, i32) -> i32
    %6:3 = "x.res"() : () -> (i32, i64, i32)
    %7:2 = "x.typed"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
    %8:2 = "x.typed"(%arg0, %arg2) : (i32, i64) -> (i32, i32)
    "func.return"(%0, %1, %2, %3, %4, %5, %6#1, %7#0, %7#1, %8#0, %arg2) : (i32, i32, i32, i32, i32, i32, i64, i32, i32, i32, i64) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// greedy/02-visit-order-nested
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "x.b", "x.c", "x.d", "x.e", "x.f", "x.r1", "x.r2"](^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb12) -> ^bb1
  ^bb1:  // 15 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10, ^bb11, ^bb12, ^bb13, ^bb14, ^bb15
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.a_done"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb3:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.b_done"]), loc([%arg0]), root("x.b") -> ^bb1
  ^bb4:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.c_done"]), loc([%arg0]), root("x.c") -> ^bb1
  ^bb5:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_2(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.d_done"]), loc([%arg0]), root("x.d") -> ^bb1
  ^bb6:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_3(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.e_done"]), loc([%arg0]), root("x.e") -> ^bb1
  ^bb7:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_4(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.f_done"]), loc([%arg0]), root("x.f") -> ^bb1
  ^bb8:  // pred: ^bb0
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb9, ^bb1
  ^bb9:  // pred: ^bb8
    pdl_interp.check_operation_name of %1 is "x.mark1" -> ^bb10, ^bb1
  ^bb10:  // pred: ^bb9
    %2 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %2, %0 : !pdl.range<value> -> ^bb11, ^bb1
  ^bb11:  // pred: ^bb10
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_5(%1 : !pdl.operation) : benefit(0), generatedOps(["x.mark1_done"]), loc([%arg0, %1]), root("x.r1") -> ^bb1
  ^bb12:  // pred: ^bb0
    %3 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %4 = pdl_interp.get_defining_op of %3 : !pdl.range<value>
    pdl_interp.is_not_null %4 : !pdl.operation -> ^bb13, ^bb1
  ^bb13:  // pred: ^bb12
    pdl_interp.check_operation_name of %4 is "x.mark2" -> ^bb14, ^bb1
  ^bb14:  // pred: ^bb13
    %5 = pdl_interp.get_results of %4 : !pdl.range<value>
    pdl_interp.are_equal %5, %3 : !pdl.range<value> -> ^bb15, ^bb1
  ^bb15:  // pred: ^bb14
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_6(%4 : !pdl.operation) : benefit(0), generatedOps(["x.mark2_done"]), loc([%arg0, %4]), root("x.r2") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.a_done"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b_done"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c_done"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_2(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.d_done"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_3(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.e_done"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_4(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.f_done"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_5(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.mark1_done"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_6(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.mark2_done"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "x.a"() : () -> ()
    %0 = "x.mark1"() : () -> i32
    "x.r1"(%0) ({
      "x.b"() : () -> ()
      %1 = "x.mark2"() : () -> i32
      "x.r2"(%1) ({
        "x.c"() : () -> ()
        "x.d"() : () -> ()
      }) : (i32) -> ()
      "x.e"() : () -> ()
    }) : (i32) -> ()
    "x.f"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// greedy/07-trivially-dead
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "never.matches" -> ^bb2, ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb2
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(0), loc([%arg0]), root("never.matches") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = () -> i32, sym_name = "g", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32, memref<i32>) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: memref<i32>):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "x.unused"(%arg0) : (i32) -> i32
    %2 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.subi"(%2, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "memref.load"(%arg1) : (memref<i32>) -> i32
    %5 = "func.call"() <{callee = @g}> : () -> i32
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// greedy/08-folding-constants
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "never.matches" -> ^bb2, ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb2
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(0), loc([%arg0]), root("never.matches") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i1) -> (i32, i32, i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i1):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %4 = "arith.addi"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %6 = "arith.muli"(%5, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "x.add"(%2, %3) : (i32, i32) -> i32
    %8 = "scf.if"(%arg1) ({
      %9 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %10 = "arith.addi"(%arg0, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%10) : (i32) -> ()
    }, {
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%1, %4, %6, %7, %8) : (i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// greedy/09-region-simplification
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "never.matches" -> ^bb2, ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb2
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(0), loc([%arg0]), root("never.matches") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    "cf.cond_br"(%arg0, %arg1, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    "x.side"(%0) : (i32) -> ()
    "func.return"(%0) : (i32) -> ()
  ^bb2(%1: i32):  // pred: ^bb0
    "x.side"(%1) : (i32) -> ()
    "func.return"(%1) : (i32) -> ()
  ^bb3:  // no predecessors
    %2 = "x.op"() : () -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// greedy/10-max-iterations-chain
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb2, ^bb1
  ^bb1:  // 8 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    %2 = pdl_interp.get_operands of %1 : !pdl.range<value>
    %3 = pdl_interp.get_defining_op of %2 : !pdl.range<value>
    pdl_interp.is_not_null %3 : !pdl.operation -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operation_name of %arg0 is "x.a" -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    pdl_interp.check_operation_name of %1 is "x.b" -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    %4 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %4, %0 : !pdl.range<value> -> ^bb6, ^bb1
  ^bb6:  // pred: ^bb5
    pdl_interp.check_operation_name of %3 is "x.c" -> ^bb7, ^bb1
  ^bb7:  // pred: ^bb6
    %5 = pdl_interp.get_results of %3 : !pdl.range<value>
    pdl_interp.are_equal %5, %2 : !pdl.range<value> -> ^bb8, ^bb1
  ^bb8:  // pred: ^bb7
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.c"]), loc([%1, %3, %arg0]), root("x.a") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = () -> i32, sym_name = "f"}> ({
    %0 = "x.c"() : () -> i32
    %1 = "x.b"(%0) : (i32) -> i32
    %2 = "x.a"(%1) : (i32) -> i32
    %3 = "x.b"(%2) : (i32) -> i32
    %4 = "x.a"(%3) : (i32) -> i32
    %5 = "x.b"(%4) : (i32) -> i32
    %6 = "x.a"(%5) : (i32) -> i32
    %7 = "x.b"(%6) : (i32) -> i32
    %8 = "x.a"(%7) : (i32) -> i32
    %9 = "x.b"(%8) : (i32) -> i32
    %10 = "x.a"(%9) : (i32) -> i32
    %11 = "x.b"(%10) : (i32) -> i32
    %12 = "x.a"(%11) : (i32) -> i32
    %13 = "x.b"(%12) : (i32) -> i32
    %14 = "x.a"(%13) : (i32) -> i32
    %15 = "x.b"(%14) : (i32) -> i32
    %16 = "x.a"(%15) : (i32) -> i32
    %17 = "x.b"(%16) : (i32) -> i32
    %18 = "x.a"(%17) : (i32) -> i32
    %19 = "x.b"(%18) : (i32) -> i32
    %20 = "x.a"(%19) : (i32) -> i32
    %21 = "x.b"(%20) : (i32) -> i32
    %22 = "x.a"(%21) : (i32) -> i32
    %23 = "x.b"(%22) : (i32) -> i32
    %24 = "x.a"(%23) : (i32) -> i32
    "func.return"(%24) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// greedy/11-users-requeued
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb2, ^bb1
  ^bb1:  // 5 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operation_name of %arg0 is "x.u" -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operation_name of %1 is "x.ready" -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %2 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %2, %0 : !pdl.range<value> -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.ready"]), loc([%1, %arg0]), root("x.u") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.ready"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = () -> i32, sym_name = "f"}> ({
    %0 = "x.ready"() : () -> i32
    %1 = "x.u"(%0) : (i32) -> i32
    %2 = "x.u"(%1) : (i32) -> i32
    %3 = "x.u"(%2) : (i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// greedy/12-strictness
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "x.b"](^bb2, ^bb3) -> ^bb1
  ^bb1:  // 3 preds: ^bb0, ^bb2, ^bb3
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.b"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb3:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.c"]), loc([%arg0]), root("x.b") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "x.a"() : () -> ()
    "x.b"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// greedy/13-max-num-rewrites
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.switch_operation_name of %arg0 to ["x.a", "x.b"](^bb2, ^bb3) -> ^bb1
  ^bb1:  // 3 preds: ^bb0, ^bb2, ^bb3
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.b"]), loc([%arg0]), root("x.a") -> ^bb1
  ^bb3:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(0), generatedOps(["x.c"]), loc([%arg0]), root("x.b") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.b"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.c"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "x.a"() : () -> ()
    "x.a"() : () -> ()
    "x.a"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// greedy/14-unreachable-blocks
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    %0 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_defining_op of %0 : !pdl.range<value>
    pdl_interp.is_not_null %1 : !pdl.operation -> ^bb2, ^bb1
  ^bb1:  // 5 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.check_operation_name of %arg0 is "x.root" -> ^bb3, ^bb1
  ^bb3:  // pred: ^bb2
    pdl_interp.check_operation_name of %1 is "x.def" -> ^bb4, ^bb1
  ^bb4:  // pred: ^bb3
    %2 = pdl_interp.get_results of %1 : !pdl.range<value>
    pdl_interp.are_equal %2, %0 : !pdl.range<value> -> ^bb5, ^bb1
  ^bb5:  // pred: ^bb4
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%1 : !pdl.operation) : benefit(0), generatedOps(["x.def_seen"]), loc([%1, %arg0]), root("x.root") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
      %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
      %2 = pdl_interp.create_operation "x.def_seen"  -> (%1 : !pdl.range<type>)
      %3 = pdl_interp.get_results of %2 : !pdl.range<value>
      pdl_interp.replace %arg0 with (%3 : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "x.def"() : () -> i32
    "x.root"(%0) : (i32) -> ()
    "func.return"() : () -> ()
  ^bb1:  // no predecessors
    %1 = "x.def"() : () -> i32
    "x.root"(%0) : (i32) -> ()
    "x.root"(%1) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// greedy/17-constant-cse-not-a-change
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "never.matches" -> ^bb2, ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb2
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(0), loc([%arg0]), root("never.matches") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = () -> (i32, i32), sym_name = "f"}> ({
    %0 = "x.op"() : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%1, %2) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// greedy/20-convergence-flags
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "never.matches" -> ^bb2, ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb2
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(0), loc([%arg0]), root("never.matches") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i1) -> (i32, i32, i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i1):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %4 = "arith.addi"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %6 = "arith.muli"(%5, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "x.add"(%2, %3) : (i32, i32) -> i32
    %8 = "scf.if"(%arg1) ({
      %9 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %10 = "arith.addi"(%arg0, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%10) : (i32) -> ()
    }, {
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%1, %4, %6, %7, %8) : (i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
// -----
// greedy/21-constant-materialization-position
module {
  "arith.constant"() <{value = 0 : i64}> : () -> i64
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.check_operation_name of %arg0 is "never.matches" -> ^bb2, ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb2
    pdl_interp.finalize
  ^bb2:  // pred: ^bb0
    pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(0), loc([%arg0]), root("never.matches") -> ^bb1
  }
  module @rewriters {
    pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
      pdl_interp.erase %arg0
      pdl_interp.finalize
    }
  }
  %c0_i64 = arith.constant 0 : i64
}

"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "x.op"(%arg0) : (i32) -> i32
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3 = "x.op2"(%0) : (i32) -> i32
    %4 = "arith.addi"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

}
