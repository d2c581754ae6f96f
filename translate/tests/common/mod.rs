//! What the project hook set tests share: the shipped sets as a library,
//! a payload of one-result ops parsed into its result values, the
//! printing of an evaluation's result, and running lists of cases.

#![allow(dead_code)]

use patsat_translate::natives::projects::{shipped, Project, Scoped};
use patsat_translate::natives::{eval_snippet, Library};
use patsat_translate::{IrView, PdlValue};

/// The shipped sets, unqualified names in scope or not.
pub fn library(unqualified: bool) -> Library {
    Library {
        projects: shipped()
            .iter()
            .map(|&project| Scoped {
                project,
                unqualified,
            })
            .collect(),
        ..Default::default()
    }
}

/// A payload of top-level one-result ops and the values they define.
pub fn payload(ctx: &mut patsat_ir::Context, text: &[u8]) -> (patsat_ir::Module, Vec<PdlValue>) {
    let src = patsat_ir::SourceFile::new("in.mlir", text.to_vec());
    let m = patsat_ir::parse_source(ctx, &src).unwrap();
    let body = m.ir.regions(m.top)[0];
    let block = m.ir.region_blocks(body)[0];
    let v =
        m.ir.block_ops(block)
            .map(|o| PdlValue::Value(m.ir.result(o, 0)))
            .collect();
    (m, v)
}

/// An evaluation's result as the cases write it: `true`/`false` for a
/// C++ `bool` (an `i1` attribute), an attribute or type as MLIR prints
/// it, `null`, `value`, or `error: ...`.
pub fn show(view: &mut IrView<'_>, r: Result<PdlValue, String>) -> String {
    match r {
        Ok(PdlValue::Attr(a)) => {
            let ctx = &*view.ctx;
            match ctx.attr_kind(a) {
                patsat_ir::AttrKind::Integer { value, ty }
                    if matches!(
                        ctx.type_kind(*ty),
                        patsat_ir::TypeKind::Integer {
                            width: 1,
                            signedness: patsat_ir::Signedness::Signless
                        }
                    ) =>
                {
                    (value.to_string() != "0").to_string()
                }
                _ => patsat_ir::printer::attr_to_string(ctx, a),
            }
        }
        Ok(PdlValue::Type(t)) => patsat_ir::printer::type_to_string(view.ctx, t),
        Ok(PdlValue::Null) => "null".to_string(),
        Ok(PdlValue::Value(_)) => "value".to_string(),
        Ok(other) => format!("{:?}", other),
        Err(e) => format!("error: {}", e),
    }
}

/// Evaluates each snippet with its arguments and compares the shown
/// result; panics listing every mismatch.
pub fn check_cases(view: &mut IrView<'_>, lib: &Library, cases: &[(&str, Vec<&PdlValue>, &str)]) {
    let mut failures = Vec::new();
    for (snippet, args, want) in cases {
        let args: Vec<PdlValue> = args.iter().map(|&a| a.clone()).collect();
        let r = eval_snippet(view, snippet, &args, lib);
        let got = show(view, r);
        if got != *want {
            failures.push(format!("{}: got {}, want {}", snippet, got, want));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Each snippet must fail to evaluate (an error, not a panic).
pub fn check_errors(view: &mut IrView<'_>, lib: &Library, cases: &[(&str, Vec<&PdlValue>)]) {
    for (snippet, args) in cases {
        let args: Vec<PdlValue> = args.iter().map(|&a| a.clone()).collect();
        let r = eval_snippet(view, snippet, &args, lib);
        assert!(r.is_err(), "{} should fail, got {:?}", snippet, r);
    }
}

/// Calls a project's result type inference of `op` as DRR calls it
/// (operand types and attributes, both written as MLIR text) and prints
/// the result types, or `fails`.
pub fn infer(
    project: &Project,
    ctx: &mut patsat_ir::Context,
    op: &str,
    types: &[&str],
    attrs: &[(&str, String)],
) -> String {
    let f = project
        .inferences
        .iter()
        .find(|(n, _)| *n == op)
        .unwrap_or_else(|| panic!("no inference for {}", op))
        .1;
    let types: Vec<_> = types
        .iter()
        .map(|t| patsat_ir::parse_type_str(ctx, "t", t).unwrap())
        .collect();
    let attrs: Vec<_> = attrs
        .iter()
        .map(|(n, v)| {
            let a = patsat_ir::parse_attribute_str(ctx, "a", v).unwrap();
            (n.to_string(), a)
        })
        .collect();
    match f(ctx, &types, &attrs) {
        Some(rs) => rs
            .iter()
            .map(|&t| patsat_ir::printer::type_to_string(ctx, t))
            .collect::<Vec<_>>()
            .join(", "),
        None => "fails".to_string(),
    }
}
