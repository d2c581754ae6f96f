//! Unit tests of the PatternSet: building, printing, verifying.

use super::print::{print_pattern_set, PrintOptions};
use super::verify::verify_pattern;
use super::*;
use patsat_ir::{parse_attribute_str, Context};

/// The pattern `mlir-pdll -x=mlir` prints for
/// `Pattern AttrExpr => erase op<> { attr = attr<"10 : i64"> };`
/// (expected text: corpus `expected/.../CodeGen/MLIR/expr.pdll.mlir.out`,
/// first split, locations removed).
fn attr_expr(ctx: &mut Context) -> Pattern {
    let mut p = Pattern::new(Some("AttrExpr".into()), 0);
    let operands = p.add_match1(MatchOp::Operands { ty: None }, None);
    let ten = parse_attribute_str(ctx, "t", "10 : i64").unwrap();
    let attr = p.add_match1(
        MatchOp::Attribute {
            ty: None,
            value: Some(ten),
        },
        None,
    );
    let types = p.add_match1(MatchOp::Types { constant: None }, None);
    let op = p.add_match1(
        MatchOp::Operation(OperationNode {
            name: None,
            operands: vec![operands],
            attributes: vec![("attr".into(), attr)],
            result_types: vec![types],
            regions: vec![],
        }),
        None,
    );
    p.rewriter.root = Some(op);
    p.add_rewrite(RewriteOp::Erase { op }, &[], None);
    p
}

#[test]
fn prints_like_mlir_pdll() {
    let mut ctx = Context::new();
    let set = PatternSet {
        patterns: vec![attr_expr(&mut ctx)],
    };
    let text = print_pattern_set(&ctx, &set, PrintOptions::default());
    let expected = "module {
  pdl.pattern @AttrExpr : benefit(0) {
    %0 = operands
    %1 = attribute = 10 : i64
    %2 = types
    %3 = operation(%0 : !pdl.range<value>)  {\"attr\" = %1} -> (%2 : !pdl.range<type>)
    rewrite %3 {
      erase %3
    }
  }
}
";
    assert_eq!(text, expected);
}

#[test]
fn verifies_a_good_pattern() {
    let mut ctx = Context::new();
    let p = attr_expr(&mut ctx);
    assert!(verify_pattern(&ctx, &p).is_ok());
    assert_eq!(p.matched_op_count(), 1);
}

#[test]
fn unbound_matcher_value_is_an_error() {
    let ctx = Context::new();
    let mut q = Pattern::new(None, 0);
    q.add_match1(MatchOp::Operand { ty: None }, None);
    let op = q.add_match1(
        MatchOp::Operation(OperationNode {
            name: Some("a.b".into()),
            operands: vec![],
            attributes: vec![],
            result_types: vec![],
            regions: vec![],
        }),
        None,
    );
    q.rewriter.root = Some(op);
    q.add_rewrite(RewriteOp::Erase { op }, &[], None);
    let err = verify_pattern(&ctx, &q).unwrap_err();
    assert!(
        err.message
            .contains("'pdl.operand' op expected a bindable user"),
        "{}",
        err.message
    );
}

#[test]
fn multi_result_native_rewrite_prints_result_numbers() {
    let ctx = Context::new();
    let mut p = Pattern::new(None, 1);
    let op = p.add_match1(
        MatchOp::Operation(OperationNode {
            name: Some("a.b".into()),
            operands: vec![],
            attributes: vec![],
            result_types: vec![],
            regions: vec![],
        }),
        None,
    );
    p.rewriter.root = Some(op);
    let r = p.add_rewrite(
        RewriteOp::NativeRewrite {
            name: "Two".into(),
            args: vec![op],
        },
        &[PdlType::Value, PdlType::ValueRange],
        None,
    );
    p.add_rewrite(
        RewriteOp::Replace {
            op,
            with: Replacement::Values(vec![r[0], r[1]]),
        },
        &[],
        None,
    );
    let text = print_pattern_set(
        &ctx,
        &PatternSet { patterns: vec![p] },
        PrintOptions::default(),
    );
    assert!(text.contains("%1:2 = apply_native_rewrite \"Two\"(%0 : !pdl.operation) : !pdl.value, !pdl.range<value>"), "{}", text);
    assert!(
        text.contains("replace %0 with(%1#0, %1#1 : !pdl.value, !pdl.range<value>)"),
        "{}",
        text
    );
}

/// `a.user(<any result of a.def>)`, the user replaced by its operand: the
/// `patsat.any_result` node connects the two ops (a binding use of the
/// inner op), prints in patsat's form and leaves the pattern without a
/// PDL form.
#[test]
fn any_result_connects_and_has_no_pdl_form() {
    let ctx = Context::new();
    let mut p = Pattern::new(Some("AnyResult".into()), 2);
    let inner = p.add_match1(
        MatchOp::Operation(OperationNode {
            name: Some("a.def".into()),
            operands: vec![],
            attributes: vec![],
            result_types: vec![],
            regions: vec![],
        }),
        None,
    );
    let v = p.add_match1(MatchOp::AnyResult { parent: inner }, None);
    let outer = p.add_match1(
        MatchOp::Operation(OperationNode {
            name: Some("a.user".into()),
            operands: vec![v],
            attributes: vec![],
            result_types: vec![],
            regions: vec![],
        }),
        None,
    );
    p.rewriter.root = Some(outer);
    p.add_rewrite(
        RewriteOp::Replace {
            op: outer,
            with: Replacement::Values(vec![v]),
        },
        &[],
        None,
    );
    assert!(verify_pattern(&ctx, &p).is_ok());
    assert_eq!(
        p.no_pdl_form(),
        Some("matches an operand as any result of an op with variadic results")
    );
    let text = print_pattern_set(
        &ctx,
        &PatternSet { patterns: vec![p] },
        PrintOptions::default(),
    );
    assert!(text.contains("%1 = patsat.any_result of %0\n"), "{}", text);
    assert!(
        text.contains("%2 = operation \"a.user\"(%1 : !pdl.value)"),
        "{}",
        text
    );
}
