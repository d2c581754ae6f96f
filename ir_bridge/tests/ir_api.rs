//! The IR arena's API: use-lists in MLIR order, replace-all-uses, erase,
//! move, walks and the builder. Expected orders follow MLIR's rules written
//! next to each assertion.

use patsat_ir::{
    parse_source, print_module, Builder, Context, InsertPoint, Ir, OpSpec, PrintOptions,
    SourceFile, Use,
};

fn spec(ctx: &mut Context, name: &str, operands: Vec<patsat_ir::Value>, results: usize) -> OpSpec {
    let i32t = ctx.int_type(32);
    OpSpec {
        name: ctx.op_name(name),
        operands,
        result_types: vec![i32t; results],
        attrs: ctx.empty_dict(),
        props: None,
        successors: vec![],
        num_regions: 0,
        loc: ctx.unknown_loc(),
    }
}

/// An arena with one block holding `x.def` with one result.
fn block_with_def(
    ctx: &mut Context,
) -> (Ir, patsat_ir::BlockId, patsat_ir::OpId, patsat_ir::Value) {
    let mut ir = Ir::new();
    let r = ir.new_region();
    let b = ir.append_block(r);
    let s = spec(ctx, "x.def", vec![], 1);
    let def = ir.create_op(s);
    ir.append_op(b, def);
    let v = ir.result(def, 0);
    (ir, b, def, v)
}

#[test]
fn use_list_is_most_recent_first_and_rauw_moves_uses() {
    let mut ctx = Context::new();
    let (mut ir, b, def, v) = block_with_def(&mut ctx);
    let s = spec(&mut ctx, "x.use", vec![v, v], 0);
    let u1 = ir.create_op(s);
    ir.append_op(b, u1);
    let s = spec(&mut ctx, "x.use", vec![v], 0);
    let u2 = ir.create_op(s);
    ir.append_op(b, u2);
    // MLIR links each new use at the head of the list.
    let uses: Vec<Use> = ir.uses(v).collect();
    assert_eq!(
        uses,
        vec![
            Use { op: u2, index: 0 },
            Use { op: u1, index: 1 },
            Use { op: u1, index: 0 }
        ]
    );
    let s = spec(&mut ctx, "x.def2", vec![], 1);
    let def2 = ir.create_op(s);
    ir.insert_before(def, def2);
    let w = ir.result(def2, 0);
    ir.replace_all_uses_with(v, w);
    assert!(!ir.has_uses(v));
    assert_eq!(ir.num_uses(w), 3);
    // Uses are moved head first, each pushed to the front: order reverses.
    let uses: Vec<Use> = ir.uses(w).collect();
    assert_eq!(
        uses,
        vec![
            Use { op: u1, index: 0 },
            Use { op: u1, index: 1 },
            Use { op: u2, index: 0 }
        ]
    );
    assert_eq!(ir.operand(u1, 1), w);
    // Block order: def2, def, u1, u2.
    let order: Vec<_> = ir.block_ops(b).collect();
    assert_eq!(order, vec![def2, def, u1, u2]);
    // Erase the now unused def; move u2 before u1.
    ir.erase_op(def);
    assert!(ir.is_erased(def));
    ir.move_before(u2, u1);
    let order: Vec<_> = ir.block_ops(b).collect();
    assert_eq!(order, vec![def2, u2, u1]);
    // Erasing a user drops its uses.
    ir.erase_op(u1);
    assert_eq!(
        ir.uses(w).collect::<Vec<_>>(),
        vec![Use { op: u2, index: 0 }]
    );
    ir.set_operand(u2, 0, w);
    assert_eq!(ir.num_uses(w), 1);
}

#[test]
fn builder_inserts_in_order_and_walks_visit_nested_ops() {
    let mut ctx = Context::new();
    let src = SourceFile::new(
        "t.mlir",
        b"\"x.outer\"() ({\n  \"x.a\"() : () -> ()\n  \"x.inner\"() ({\n    \"x.b\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n".to_vec(),
    );
    let mut m = parse_source(&mut ctx, &src).unwrap();
    let mut pre = Vec::new();
    m.ir.walk_pre(m.top, &mut |o| {
        pre.push(ctx.op_name_str(m.ir.op_name(o)).to_string())
    });
    assert_eq!(pre, ["builtin.module", "x.outer", "x.a", "x.inner", "x.b"]);
    let mut post = Vec::new();
    m.ir.walk_post(m.top, &mut |o| {
        post.push(ctx.op_name_str(m.ir.op_name(o)).to_string())
    });
    assert_eq!(post, ["x.a", "x.b", "x.inner", "x.outer", "builtin.module"]);
    // Insert two ops after x.a: they must come out in creation order.
    let a =
        m.ir.block_ops(
            m.ir.region_blocks(
                m.ir.regions(
                    m.ir.block_ops(m.ir.region_blocks(m.ir.regions(m.top)[0])[0])
                        .next()
                        .unwrap(),
                )[0],
            )[0],
        )
        .next()
        .unwrap();
    assert_eq!(ctx.op_name_str(m.ir.op_name(a)), "x.a");
    let s1 = spec(&mut ctx, "x.new1", vec![], 1);
    let s2 = spec(&mut ctx, "x.new2", vec![], 0);
    let mut b = Builder::new(&mut m.ir, InsertPoint::After(a));
    let n1 = b.create(s1);
    let v = b.ir.result(n1, 0);
    let mut s2 = s2;
    s2.operands = vec![v];
    b.create(s2);
    let text = print_module(&ctx, &m, &PrintOptions::default());
    let expected = "\"builtin.module\"() ({\n  \"x.outer\"() ({\n    \"x.a\"() : () -> ()\n    %0 = \"x.new1\"() : () -> i32\n    \"x.new2\"(%0) : (i32) -> ()\n    \"x.inner\"() ({\n      \"x.b\"() : () -> ()\n    }) : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n";
    assert_eq!(text, expected);
    assert!(m.ir.is_ancestor(m.top, a));
}

#[test]
fn interning_makes_equal_types_and_attrs_identical() {
    let mut ctx = Context::new();
    let a = ctx.int_type(32);
    let b = ctx.int_type(32);
    let c = ctx.int_type(64);
    assert_eq!(a, b);
    assert_ne!(a, c);
    let s1 = ctx.string_attr("x");
    let s2 = ctx.string_attr("x");
    assert_eq!(s1, s2);
    let d1 = ctx
        .dict_attr(vec![("b".into(), s1), ("a".into(), s2)])
        .unwrap();
    let d2 = ctx
        .dict_attr(vec![("a".into(), s2), ("b".into(), s1)])
        .unwrap();
    assert_eq!(d1, d2, "dictionaries are sorted by name");
    assert!(ctx
        .dict_attr(vec![("a".into(), s1), ("a".into(), s2)])
        .is_err());
    assert_eq!(ctx.dict_get(d1, "b"), Some(s1));
}

/// mlir-opt accepts dense integers of any width; patsat stores dense
/// elements in 128 bits and must say so rather than truncate.
#[test]
fn dense_integers_wider_than_128_bits_are_an_error_not_truncated() {
    let text = b"\"x.a\"() {v = dense<[1, 2]> : tensor<2xi200>} : () -> ()\n";
    let err = patsat_ir::round_trip("w.mlir", text, &Default::default()).unwrap_err();
    assert_eq!(
        err[0].headline(),
        "w.mlir:1:21: error: dense elements of integers wider than 128 bits are not supported by patsat"
    );
}

#[test]
fn standalone_attribute_and_type_literals() {
    let mut ctx = patsat_ir::Context::new();
    let a = patsat_ir::parse_attribute_str(&mut ctx, "lit", "10 : i32").unwrap();
    let b = patsat_ir::parse_attribute_str(&mut ctx, "lit", "10 : i32").unwrap();
    assert_eq!(a, b);
    assert_eq!(patsat_ir::printer::attr_to_string(&ctx, a), "10 : i32");
    let t = patsat_ir::parse_type_str(&mut ctx, "lit", "tensor<2x?xf32>").unwrap();
    assert_eq!(
        patsat_ir::printer::type_to_string(&ctx, t),
        "tensor<2x?xf32>"
    );
    let e = patsat_ir::parse_type_str(&mut ctx, "lit", "i32 x").unwrap_err();
    assert_eq!(e[0].col, 5);
    assert!(patsat_ir::parse_attribute_str(&mut ctx, "lit", "[1, ").is_err());
}

/// `--split-input-file` with a failing middle chunk: the other chunks and
/// every separator are still printed, as `mlir-opt` does (expected text and
/// error position produced by mlir-opt 22 on the same input).
#[test]
fn split_input_streams_good_chunks_and_reports_bad_ones() {
    let input =
        "\"x.a\"() : () -> ()\n// -----\n\"x.b\"( : () -> ()\n// -----\n\"x.c\"() : () -> ()\n";
    let opts = patsat_ir::RoundTripOptions {
        split_input_file: true,
        ..Default::default()
    };
    let mut out = Vec::new();
    let err = patsat_ir::round_trip_to("sp.mlir", input, &opts, &mut out).unwrap_err();
    let expected = "\"builtin.module\"() ({\n  \"x.a\"() : () -> ()\n}) : () -> ()\n\n// -----\n// -----\n\"builtin.module\"() ({\n  \"x.c\"() : () -> ()\n}) : () -> ()\n\n";
    assert_eq!(String::from_utf8(out).unwrap(), expected);
    let patsat_ir::RoundTripError::Diagnostics(d) = err else {
        panic!("expected diagnostics")
    };
    assert_eq!(d.len(), 1);
    assert_eq!(
        d[0].headline(),
        "sp.mlir:3:7: error: expected ')' to end operand list"
    );
}

#[test]
fn erased_slots_are_reused_only_after_release() {
    let mut ctx = Context::new();
    let (mut ir, b, _, v) = block_with_def(&mut ctx);
    let s = spec(&mut ctx, "x.use", vec![v], 2);
    let user = ir.create_op(s);
    ir.append_op(b, user);
    ir.erase_op(user);
    // Not released yet: the erased id still names the erased op and a new
    // op gets a fresh slot.
    let s = spec(&mut ctx, "x.fresh", vec![], 0);
    let fresh = ir.create_op(s);
    assert!(ir.is_erased(user));
    assert_ne!(fresh, user);
    ir.release_erased_slots();
    // Same result count: the slot and its result values are reused, with
    // the new types and a clean use-list; the operand is linked again.
    let mut s = spec(&mut ctx, "x.again", vec![v, v], 2);
    s.result_types[1] = ctx.int_type(8);
    let again = ir.create_op(s);
    assert_eq!(again, user);
    assert!(!ir.is_erased(again));
    assert_eq!(ctx.op_name_str(ir.op_name(again)), "x.again");
    assert_eq!(ir.num_operands(again), 2);
    assert_eq!(ir.num_uses(v), 2);
    assert_eq!(ir.defining_op(ir.result(again, 1)), Some(again));
    assert_eq!(ir.value_type(ir.result(again, 1)), ctx.int_type(8));
    assert_eq!(ir.op_block(again), None);
    // A different result count takes new value slots.
    ir.erase_op(again);
    ir.release_erased_slots();
    let s = spec(&mut ctx, "x.three", vec![], 3);
    let three = ir.create_op(s);
    assert_eq!(three, user);
    assert_eq!(ir.num_results(three), 3);
    assert!(ir.results(three).all(|r| ir.defining_op(r) == Some(three)));
    assert_eq!(ir.num_uses(v), 0);
}
