// Cases of patsat's own for the PDL interpreter, run like MLIR's
// pdl-bytecode.mlir (`mlir-opt -test-pdl-bytecode-pass -split-input-file`);
// the expected output is made by regen.sh.

// Equal benefits: the match recorded first at run time is applied, even
// though its record_match comes later in the matcher's text.
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.check_operation_name of %root is "x.a" -> ^second, ^end
  ^first:
    pdl_interp.record_match @rewriters::@to_b(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^end
  ^second:
    pdl_interp.record_match @rewriters::@to_c(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^first
  ^end:
    pdl_interp.finalize
  }
  module @rewriters {
    pdl_interp.func @to_b(%root : !pdl.operation) {
      %op = pdl_interp.create_operation "x.b"
      pdl_interp.erase %root
      pdl_interp.finalize
    }
    pdl_interp.func @to_c(%root : !pdl.operation) {
      %op = pdl_interp.create_operation "x.c"
      pdl_interp.erase %root
      pdl_interp.finalize
    }
  }
}
module @ir attributes { x.record_order } {
  "x.a"() : () -> ()
}

// -----

// A higher benefit recorded later wins. A root kind does not restrict a
// pattern: MLIR's applicator takes every match the matcher records (here
// @to_c, rooted at x.a, rewrites x.b).
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.switch_operation_name of %root to ["x.a", "x.b"](^a, ^b) -> ^end
  ^a:
    pdl_interp.record_match @rewriters::@rename(%root : !pdl.operation) : benefit(1), loc([%root]), root("x.a") -> ^a2
  ^a2:
    pdl_interp.record_match @rewriters::@to_b(%root : !pdl.operation) : benefit(3), loc([%root]) -> ^end
  ^b:
    pdl_interp.record_match @rewriters::@to_c(%root : !pdl.operation) : benefit(2), loc([%root]), root("x.a") -> ^b2
  ^b2:
    pdl_interp.record_match @rewriters::@to_d(%root : !pdl.operation) : benefit(1), loc([%root]), root("x.b") -> ^end
  ^end:
    pdl_interp.finalize
  }
  module @rewriters {
    pdl_interp.func @rename(%root : !pdl.operation) {
      %op = pdl_interp.create_operation "x.renamed"
      pdl_interp.erase %root
      pdl_interp.finalize
    }
    pdl_interp.func @to_b(%root : !pdl.operation) {
      %results = pdl_interp.get_results of %root : !pdl.range<value>
      %types = pdl_interp.get_value_type of %results : !pdl.range<type>
      %op = pdl_interp.create_operation "x.b" -> (%types : !pdl.range<type>)
      %new = pdl_interp.get_results of %op : !pdl.range<value>
      pdl_interp.replace %root with (%new : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @to_c(%root : !pdl.operation) {
      %results = pdl_interp.get_results of %root : !pdl.range<value>
      %types = pdl_interp.get_value_type of %results : !pdl.range<type>
      %op = pdl_interp.create_operation "x.c" -> (%types : !pdl.range<type>)
      %new = pdl_interp.get_results of %op : !pdl.range<value>
      pdl_interp.replace %root with (%new : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @to_d(%root : !pdl.operation) {
      %results = pdl_interp.get_results of %root : !pdl.range<value>
      %types = pdl_interp.get_value_type of %results : !pdl.range<type>
      %op = pdl_interp.create_operation "x.d" -> (%types : !pdl.range<type>)
      %new = pdl_interp.get_results of %op : !pdl.range<value>
      pdl_interp.replace %root with (%new : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
}
module @ir attributes { x.benefit_and_root } {
  %0 = "x.a"() : () -> i32
  "x.use"(%0) : (i32) -> ()
}

// -----

// Several matches of one pattern (one per user, in use-list order: the
// latest use first): the first recorded is applied. Operand groups of an op without sized
// segments: group N is everything from N on, and a single-value group
// must have exactly one value.
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.check_operation_name of %root is "x.def" -> ^users, ^end
  ^users:
    %val = pdl_interp.get_result 0 of %root
    %ops = pdl_interp.get_users of %val : !pdl.value
    pdl_interp.foreach %user : !pdl.operation in %ops {
      %rest = pdl_interp.get_operands 1 of %user : !pdl.range<value>
      %single = pdl_interp.get_operands 2 of %user : !pdl.value
      %none = pdl_interp.get_operands 9 of %user : !pdl.range<value>
      pdl_interp.is_not_null %none : !pdl.range<value> -> ^cont, ^check
    ^check:
      pdl_interp.is_not_null %single : !pdl.value -> ^record, ^cont
    ^record:
      pdl_interp.record_match @rewriters::@mark(%user, %rest, %single : !pdl.operation, !pdl.range<value>, !pdl.value) : benefit(1), loc([%root]) -> ^cont
    ^cont:
      pdl_interp.continue
    } -> ^end
  ^end:
    pdl_interp.finalize
  }
  module @rewriters {
    pdl_interp.func @mark(%user : !pdl.operation, %rest : !pdl.range<value>, %single : !pdl.value) {
      %a = pdl_interp.create_operation "x.rest"(%rest : !pdl.range<value>)
      %t = pdl_interp.create_attribute unit
      %b = pdl_interp.create_operation "x.single"(%single : !pdl.value) {"seen" = %t}
      pdl_interp.erase %user
      pdl_interp.finalize
    }
  }
}
module @ir attributes { x.foreach_order } {
  %1 = "x.other"() : () -> i32
  %0 = "x.def"() : () -> i32
  "x.user1"(%0, %0, %1, %1) : (i32, i32, i32, i32) -> ()
  "x.user2"(%0, %1, %1) : (i32, i32, i32) -> ()
  "x.user3"(%0, %1, %1) : (i32, i32, i32) -> ()
}

// -----

// Attribute and type checks: get_attribute_type of an integer and a string
// attribute, switch_types with a null-free range, check_types on results,
// a negated constraint with a create_types constant.
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    %attr = pdl_interp.get_attribute "v" of %root
    pdl_interp.is_not_null %attr : !pdl.attribute -> ^typed, ^end
  ^typed:
    %type = pdl_interp.get_attribute_type of %attr
    pdl_interp.switch_type %type to [i8, none](^small, ^str) -> ^end
  ^small:
    %results = pdl_interp.get_results of %root : !pdl.range<value>
    %types = pdl_interp.get_value_type of %results : !pdl.range<type>
    pdl_interp.check_types %types are [i8, i8] -> ^neg, ^end
  ^neg:
    pdl_interp.apply_constraint "single_entity_constraint"(%root : !pdl.operation) {isNegated = true} -> ^rec, ^end
  ^rec:
    pdl_interp.record_match @rewriters::@small(%root, %type : !pdl.operation, !pdl.type) : benefit(1), loc([%root]) -> ^end
  ^str:
    pdl_interp.record_match @rewriters::@str(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }
  module @rewriters {
    pdl_interp.func @small(%root : !pdl.operation, %type : !pdl.type) {
      %ty2 = pdl_interp.create_types [i16]
      %range = pdl_interp.create_range %type, %ty2 : !pdl.type, !pdl.range<type>
      %op = pdl_interp.create_operation "x.small_done" -> (%range : !pdl.range<type>)
      %new = pdl_interp.get_results of %op : !pdl.range<value>
      pdl_interp.replace %root with (%new : !pdl.range<value>)
      pdl_interp.finalize
    }
    pdl_interp.func @str(%root : !pdl.operation) {
      %a = pdl_interp.apply_rewrite "str_creator" : !pdl.attribute
      %op = pdl_interp.create_operation "x.str_done" {"s" = %a}
      pdl_interp.erase %root
      pdl_interp.finalize
    }
  }
}
module @ir attributes { x.attr_types } {
  %0:2 = "x.k"() {v = 3 : i8} : () -> (i8, i8)
  "x.use"(%0#0, %0#1) : (i8, i8) -> ()
  "x.s"() {v = "hello"} : () -> ()
  %1 = "x.k"() {v = 3 : i16} : () -> i16
}
