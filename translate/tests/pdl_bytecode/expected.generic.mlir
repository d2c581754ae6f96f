"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.replaced_by_pattern"() : () -> ()
  }) {test.apply_constraint_1} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.failure_op"() {test_attr} : () -> ()
    "test.replaced_by_pattern"() : () -> ()
  }) {test.apply_constraint_2} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.replaced_by_pattern"() : () -> ()
    "test.op"() {test_attr} : () -> ()
  }) {test.apply_constraint_3} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.failure_op"() : () -> ()
    %0 = "test.replaced_by_pattern"() : () -> f32
  }) {test.apply_constraint_4} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.failure_op"() : () -> ()
    %0:2 = "test.replaced_by_pattern"() : () -> (f32, f32)
  }) {test.apply_constraint_5} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.op_input"() : () -> i32
    "test.success"(%0) : (i32) -> ()
  }) {test.apply_rewrite_1} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
  }) {test.apply_rewrite_2} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.producer"() : () -> i32
    %1 = "test.success"(%0) : (i32) -> i32
    "test.consumer"(%0) : (i32) -> ()
  }) {test.apply_rewrite_3} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.success"() {attr = "test.str"} : () -> f32
  }) {test.apply_rewrite_4} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
  }) {test.are_equal_1} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.not_equal"() : () -> i32
    "test.success"() : () -> ()
  }) {test.are_equal_2} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
  }) {test.branch_1} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
  }) {test.check_attribute_1} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.op"() : () -> i32
    "test.success"() : () -> ()
  }) {test.check_operand_count_1} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
  }) {test.check_operation_name_1} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.op"() : () -> i32
    "test.success"() : () -> ()
  }) {test.check_result_count_1} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
  }) {test.check_type_1} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0:2 = "test.op"() : () -> (i32, i64)
    "test.success"() : () -> ()
  }) {test.check_types_1} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 10 : i64}> : () -> i64
  "builtin.module"() <{sym_name = "ir"}> ({
    %1 = "arith.constant"() <{value = true}> : () -> i1
    "test.success"(%1) : (i1) -> ()
  }) {test.create_op_infer_results} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0:2 = "test.input"() : () -> (i32, i32)
    %1:3 = "test.success"(%0#0, %0#0, %0#1) : (i32, i32, i32) -> (i32, i32, i32)
  }) {test.create_range_1} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
  }) {test.create_type_1} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
    %0 = "test.op"() : () -> i32
    %1 = "test.op"(%0) : (i32) -> i32
  }) {test.extract_op} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.op"() : () -> i32
    "test.success"() : () -> ()
    %1 = "test.op"(%0) : (i32) -> i32
  }) {test.extract_type} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.op"() : () -> i32
    "test.success"() : () -> ()
    %1 = "test.op"(%0) : (i32) -> i32
  }) {test.extract_value} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
    "test.success"() : () -> ()
    "test.success"() : () -> ()
    "test.success"() : () -> ()
    %0 = "test.op"() : () -> i32
    %1 = "test.op"(%0) : (i32) -> i32
    %2 = "test.op"(%0) : (i32) -> i32
  }) {test.foreach} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
    "test.success"() : () -> ()
    %0 = "test.op"() : () -> i32
  }) {test.get_users_of_value} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
    "test.success"() : () -> ()
    %0:2 = "test.op"() : () -> (i32, i32)
  }) {test.get_all_users_of_range} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
    %0:2 = "test.op"() : () -> (i32, i32)
    %1 = "test.op"(%0#1) : (i32) -> i32
  }) {test.get_first_users_of_range} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.op"() : () -> i32
    %1 = "test.op"() : () -> i32
    "test.success"() : () -> ()
    "test.op"(%0, %0, %0, %0, %1) : (i32, i32, i32, i32, i32) -> ()
  }) {test.get_defining_op_1} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0:2 = "test.producer"() : () -> (i32, i32)
    "test.success"() : () -> ()
  }) {test.get_operands_1} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0:5 = "test.producer"() : () -> (i32, i32, i32, i32, i32)
    "test.success"() : () -> ()
    "test.success"(%0#0, %0#1, %0#2, %0#3) : (i32, i32, i32, i32) -> ()
    "test.success"(%0#4) : (i32) -> ()
    "test.success"(%0#4) : (i32) -> ()
  }) {test.get_operands_2} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
    %0:5 = "test.op"() : () -> (i32, i32, i32, i32, i64)
  }) {test.get_result_1} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
  }) {test.get_results_1} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
    %0:4 = "test.success"() : () -> (i32, i32, i32, i32)
    %1 = "test.success"() : () -> i32
    %2 = "test.success"() : () -> i32
    "test.consumer"(%0#0, %0#1, %0#2, %0#3, %1) : (i32, i32, i32, i32, i32) -> ()
  }) {test.get_results_2} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
  }) {test.record_match_1} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.producer"() : () -> i32
    %1:2 = "test.success"(%0) : (i32) -> (i64, i32)
    "test.consumer"(%1#0, %1#1) : (i64, i32) -> ()
  }) {test.record_match_2} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.op_input"() : () -> i32
    "test.op_consumer"(%0) : (i32) -> ()
  }) {test.replace_op_1} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
  }) {test.switch_attribute_1} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.op_input"() : () -> i32
    "test.success"() : () -> ()
  }) {test.switch_operand_1} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
  }) {test.switch_operation_name_1} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
  }) {test.switch_result_1} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
  }) {test.switch_type_1} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
  }) {test.switch_types_1} : () -> ()
}) : () -> ()

