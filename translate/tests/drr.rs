//! DRR patterns applied by patsat's greedy driver, compared byte for
//! byte with what MLIR's greedy driver gives with the C++ patterns
//! `mlir-tblgen -gen-rewriters` generates from the same file
//! (`drr-oracle`, committed as `oracle.mlir` beside each case of
//! `frontend/tests/drr/pass/` and `examples/`, printed in generic form;
//! see `frontend/tests/drr/regen.sh`).
//!
//! The C++ helpers the cases call (`common/natives.h`, the drr-oracle
//! examples' `natives.h`) are registered here as Rust hooks, by the
//! called function's name (resolution step (d)), by a def's name (step
//! (a)) or by the op's type inference name; everything else resolves
//! through the built-in table and the evaluator (`dt.wrap`'s custom
//! builder included: its ODS body is evaluated).

use patsat_ir::{AttrKind, Context};
use patsat_translate::natives::ResolveOptions;
use patsat_translate::*;
use std::path::{Path, PathBuf};

mod support;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn shared() -> PathBuf {
    root().join("../shared")
}

fn int_of(view: &dyn MatchView, v: &PdlValue) -> Option<i64> {
    match view.ctx().attr_kind(v.as_attr()?) {
        AttrKind::Integer { value, .. } => num_traits::ToPrimitive::to_i64(value),
        _ => None,
    }
}

fn i32_attr(b: &mut dyn RewriteBuilder, v: i64) -> PdlValue {
    let ctx = b.ctx_mut();
    let t = ctx.int_type(32);
    PdlValue::Attr(ctx.attr(AttrKind::Integer {
        value: v.into(),
        ty: t,
    }))
}

fn ints(b: &dyn MatchView, a: &[PdlValue]) -> Result<Vec<i64>, String> {
    a.iter()
        .map(|x| int_of(b, x).ok_or_else(|| "expected an integer attribute".to_string()))
        .collect()
}

/// The helpers of `common/natives.h` and of the drr-oracle examples, in
/// Rust, with the C++ behaviour. `pdl`: for the PDL `patsat drr` emits,
/// which names natives by their snippets only (no def names), the hook of
/// case 68 is registered under its snippet too.
fn user_hooks(pdl: bool) -> Hooks {
    let mut h = Hooks::test_set();
    h.register_constraint("isPowerOfTwoAttr", Signature::any(), |view, a| {
        let i = int_of(view, a.first()?)?;
        (i > 0 && (i & (i - 1)) == 0).then(Vec::new)
    });
    h.register_rewrite("log2Attr", Signature::any(), |b, a| {
        let i = ints(b, a)?[0];
        Ok(vec![i32_attr(b, 63 - i64::from(i.leading_zeros() as i32))])
    });
    h.register_rewrite("addAttrs", Signature::any(), |b, a| {
        let v = ints(b, a)?;
        Ok(vec![i32_attr(b, v[0] + v[1])])
    });
    h.register_rewrite("subAttrs", Signature::any(), |b, a| {
        let v = ints(b, a)?;
        Ok(vec![i32_attr(b, v[0] - v[1])])
    });
    h.register_rewrite("sumAttrs", Signature::any(), |b, a| {
        let v = ints(b, a)?;
        Ok(vec![i32_attr(b, v.iter().sum())])
    });
    h.register_rewrite("labelOf", Signature::any(), |b, a| {
        let s = match a.first() {
            Some(PdlValue::Null) | None => "none".to_string(),
            Some(x) => format!("a={}", int_of(b, x).ok_or("labelOf: not an integer")?),
        };
        Ok(vec![PdlValue::Attr(b.ctx_mut().string_attr(&s))])
    });
    h.register_constraint("matchConstValue", Signature::any(), |view, a| {
        let op = a.first()?.as_op()?;
        let n = view.op_name(op);
        if view.ctx().op_name_str(n) != "dt.const" {
            return None;
        }
        Some(vec![PdlValue::Attr(view.attr(op, "value")?)])
    });
    h.register_rewrite("swapPair", Signature::any(), |_, a| {
        Ok(vec![a[1].clone(), a[0].clone()])
    });
    h.register_rewrite("makeNeg", Signature::any(), |b, a| {
        let x = a
            .first()
            .and_then(PdlValue::as_value)
            .ok_or("makeNeg: expected a value")?;
        let ty = b.value_type(x);
        let name = b.ctx_mut().op_name("dt.neg");
        let loc = b.value_loc(x);
        let op = b.create_op(NewOp {
            name,
            operands: &[x],
            props: &[],
            attrs: &[],
            result_types: &[ty],
            loc,
        });
        Ok(vec![PdlValue::Value(b.result(op, 0))])
    });
    h.register_rewrite("touch", Signature::any(), |b, a| {
        let op = match a.first() {
            Some(PdlValue::Op(o)) => Some(*o),
            Some(PdlValue::Value(v)) => b.defining_op(*v, 0),
            _ => return Err("touch: expected an op or a value".into()),
        };
        if let Some(op) = op {
            let unit = b.ctx().unit_attr();
            b.set_attr(op, "touched", Some(unit))?;
        }
        Ok(vec![])
    });
    // Case 68's constraint, registered under its def's name (step (a)):
    // the value is defined by a dt.const below 10.
    h.register_constraint("IsSmall", Signature::any(), |view, a| {
        let v = a.first()?.as_value()?;
        let op = view.defining_op(v, 0)?;
        let n = view.op_name(op);
        if view.ctx().op_name_str(n) != "dt.const" {
            return None;
        }
        let c = view.attr(op, "value")?;
        (int_of(view, &PdlValue::Attr(c))? < 10).then(Vec::new)
    });
    if pdl {
        let id = h.lookup(HookKind::Constraint, "IsSmall").unwrap();
        h.alias("isSmallValue($0)", id);
    }
    // dt.infer's C++ inferReturnTypes: the first operand's type.
    h.register_constraint(
        "dt::InferOp::inferReturnTypes",
        Signature::any(),
        |view, a| match a.first()? {
            PdlValue::ValueRange(vs) => Some(vec![PdlValue::TypeRange(vec![
                view.value_type(*vs.first()?)
            ])]),
            _ => None,
        },
    );
    h
}

/// A PDL file (`expected.pdl`: `.pdl`, loaded as PDL MLIR).
fn load_pdl_file(ctx: &mut Context, p: &Path) -> Result<Loaded, String> {
    let text = std::fs::read(p).map_err(|e| e.to_string())?;
    load::load_pdl(ctx, &p.display().to_string(), &text).map_err(|d| d[0].to_string())
}

/// One case: its pattern file, include directories, input and expected
/// output.
struct Case {
    name: String,
    td: PathBuf,
    includes: Vec<PathBuf>,
    input: PathBuf,
    oracle: PathBuf,
}

fn cases() -> Vec<Case> {
    let drr = root().join("frontend/tests/drr");
    let llvm = shared().join("corpus/include/llvm-22");
    let ex = shared().join("tools/oracle/examples/drr");
    let mut out = Vec::new();
    let dirs = |sub: &str| {
        let mut v: Vec<PathBuf> = std::fs::read_dir(drr.join(sub))
            .unwrap_or_else(|e| panic!("{}: {}", sub, e))
            .map(|e| e.unwrap().path())
            .filter(|p| p.join("oracle.mlir").exists())
            .collect();
        v.sort();
        v
    };
    for d in dirs("pass") {
        out.push(Case {
            name: format!("pass/{}", d.file_name().unwrap().to_string_lossy()),
            td: d.join("patterns.td"),
            includes: vec![drr.join("common"), d.clone(), llvm.clone()],
            input: d.join("input.mlir"),
            oracle: d.join("oracle.mlir"),
        });
    }
    for d in dirs("examples") {
        let n = d.file_name().unwrap().to_string_lossy().into_owned();
        out.push(Case {
            name: format!("examples/{}", n),
            td: d.join("wrapper.td"),
            includes: vec![ex.join("common"), ex.join(&n), llvm.clone()],
            input: d.join("input.mlir"),
            oracle: d.join("oracle.mlir"),
        });
    }
    out
}

/// Applies the case's patterns as `patsat apply --patterns` does: the DRR
/// file, or (`pdl`) the PDL `patsat drr` emits for it (`expected.pdl`)
/// with the file's ODS ops (`--ods`).
fn run(c: &Case, pdl: bool) -> Result<String, String> {
    let mut ctx = Context::new();
    let opts = LoadOptions {
        include_dirs: c.includes.clone(),
        ..Default::default()
    };
    let files = if pdl {
        let p = c.td.parent().unwrap().join("expected.pdl");
        vec![
            load_pdl_file(&mut ctx, &p)?,
            load_ods(&mut ctx, &c.td, &opts).map_err(|d| d[0].to_string())?,
        ]
    } else {
        vec![load_patterns(&mut ctx, &c.td, &opts).map_err(|d| d[0].to_string())?]
    };
    let prepared =
        prepare(&mut ctx, files, user_hooks(pdl), &ResolveOptions::default()).map_err(|d| {
            d.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join("\n")
        })?;
    let (_, m) = support::apply_greedy(&mut ctx, prepared, &c.input)?;
    Ok(patsat_ir::print_module(&ctx, &m, &Default::default()))
}

#[test]
fn greedy_results_equal_the_generated_cpp() {
    let cases = cases();
    let mut failures = Vec::new();
    for c in &cases {
        let want = std::fs::read_to_string(&c.oracle).unwrap();
        match run(c, false) {
            Ok(got) if got == want => {}
            Ok(got) => failures.push(format!(
                "{}: differs\n--- drr-oracle\n{}--- patsat\n{}",
                c.name, want, got
            )),
            Err(e) => failures.push(format!("{}: {}", c.name, e)),
        }
    }
    println!(
        "{} of {} cases identical",
        cases.len() - failures.len(),
        cases.len()
    );
    assert!(cases.len() >= 79, "only {} cases", cases.len());
    assert!(
        failures.is_empty(),
        "{} of {} cases fail:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

/// The PDL `patsat drr --emit pdl` writes for each case, applied with the
/// same natives and ODS ops, gives what the DRR patterns give (the
/// drr-oracle output). Where MLIR itself runs the PDL differently from
/// the C++ patterns (ties of equal benefit: MLIR's PDL matcher breaks them
/// in another order than the native patterns' record order), the case has
/// `pdl-inlined.oracle.mlir`, what MLIR's PDL interpreter gives
/// (`pdl_ties.sh`), and patsat must give that instead. PDL cannot commit
/// to an `either` order: where that shows, the PDL run must give what
/// MLIR's PDL interpreter gives for the same PDL (`pdl.mlir`), or, for
/// cases with natives MLIR's PDL run cannot call, `pdl-either.mlir`
/// (derived by reasoning, see the tests' README).
#[test]
fn emitted_pdl_gives_the_same_results() {
    let cases = cases();
    let mut failures = Vec::new();
    let mut same = 0;
    let mut ties = 0;
    let mut either = Vec::new();
    let mut no_pdl = Vec::new();
    for c in &cases {
        // Cases without a PDL form (`// NO-PDL:`, see frontend/tests/drr.rs).
        if !c.td.with_file_name("expected.pdl").exists() {
            no_pdl.push(c.name.clone());
            continue;
        }
        let mut want = std::fs::read_to_string(&c.oracle).unwrap();
        let pdl_oracle = c.oracle.with_file_name("pdl-inlined.oracle.mlir");
        let mlir_pdl = std::fs::read_to_string(c.oracle.with_file_name("pdl.mlir")).ok();
        let reasoned = std::fs::read_to_string(c.oracle.with_file_name("pdl-either.mlir")).ok();
        if let Some(other) = mlir_pdl.filter(|p| *p != want).or(reasoned) {
            assert_ne!(other, want, "{}: the PDL run equals the DRR run", c.name);
            want = other;
            either.push(c.name.clone());
        } else if pdl_oracle.exists() {
            let mlir_pdl = std::fs::read_to_string(&pdl_oracle).unwrap();
            assert_ne!(
                mlir_pdl, want,
                "{}: MLIR's PDL run equals the DRR run",
                c.name
            );
            want = mlir_pdl;
            ties += 1;
        }
        match run(c, true) {
            Ok(got) if got == want => same += 1,
            Ok(got) => failures.push(format!(
                "{}: differs\n--- drr-oracle\n{}--- patsat (PDL)\n{}",
                c.name, want, got
            )),
            Err(e) => failures.push(format!("{}: {}", c.name, e)),
        }
    }
    println!(
        "{} cases identical through PDL ({} with MLIR's PDL tie order, {} where PDL retries an \
         `either`)",
        same,
        ties,
        either.len()
    );
    assert_eq!(ties, 2);
    assert_eq!(
        no_pdl,
        [83, 84, 86].map(|n| format!("pass/{}", case_dir(n))),
        "cases without a PDL form"
    );
    assert_eq!(
        either,
        [75, 76, 78, 79].map(|n| format!("pass/{}", case_dir(n))),
        "cases where the PDL form of `either` differs"
    );
    assert!(
        failures.is_empty(),
        "{} cases differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The folder name of pass case `n`.
fn case_dir(n: u32) -> String {
    let pass = root().join("frontend/tests/drr/pass");
    let prefix = format!("{:02}-", n);
    let mut names: Vec<String> = std::fs::read_dir(pass)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(&prefix))
        .collect();
    names.sort();
    names.pop().unwrap_or(prefix)
}

/// Without the hooks of its C++ helpers, a case's natives are unresolved:
/// one error per snippet naming it, where it is used and a stub to
/// register; with `skip_unresolved`, its patterns are dropped with one
/// warning each and the others run.
#[test]
fn unresolved_natives_are_reported_or_dropped() {
    let drr = root().join("frontend/tests/drr");
    let includes = vec![drr.join("common"), shared().join("corpus/include/llvm-22")];
    let opts = LoadOptions {
        include_dirs: includes,
        ..Default::default()
    };
    let mut ctx = Context::new();
    // A pass case's patterns resolved without user hooks.
    let mut resolve = |case: &str, skip_unresolved: bool| {
        let td = drr.join("pass").join(case).join("patterns.td");
        let loaded = load_patterns(&mut ctx, &td, &opts).unwrap();
        let n = loaded.drr.as_ref().unwrap().patterns.len();
        let o = ResolveOptions {
            skip_unresolved,
            ..Default::default()
        };
        (n, prepare(&mut ctx, vec![loaded], Hooks::new(), &o))
    };
    let errors = resolve("39-native-attr", false).1.unwrap_err();
    let text: Vec<String> = errors.iter().map(|d| d.to_string()).collect();
    assert_eq!(errors.len(), 2, "{:#?}", text);
    assert!(
        text[0].contains("patterns.td:8:5: error: unresolved native constraint `isPowerOfTwoAttr($_self)`: unknown function `isPowerOfTwoAttr`"),
        "{}",
        text[0]
    );
    assert!(
        text[0].contains("hooks.register_constraint(\"isPowerOfTwoAttr\""),
        "{}",
        text[0]
    );
    assert!(
        text[0].contains("note: used by pattern `MulPow2`"),
        "{}",
        text[0]
    );
    assert!(
        text[1].contains("unresolved native rewrite `log2Attr($_builder, $0)`"),
        "{}",
        text[1]
    );
    // An op's C++ type inference is a native too.
    let text = resolve("58-infer-type-op", false).1.unwrap_err()[0].to_string();
    assert!(
        text.contains("unresolved native rewrite `dt::InferOp::inferReturnTypes`")
            && text.contains("hooks.register_constraint(\"dt::InferOp::inferReturnTypes\""),
        "{}",
        text
    );
    // Skipped: the pattern is dropped with one warning; a file that needs
    // no user hooks keeps all its patterns.
    let (n, p) = resolve("55-record-order", true);
    assert_eq!(p.unwrap().groups.len(), n, "55 needs no user hooks");
    let p = resolve("39-native-attr", true).1.unwrap();
    assert!(p.groups.is_empty());
    assert_eq!(p.warnings.len(), 1);
    let w = p.warnings[0].to_string();
    assert!(w.contains("warning: pattern `MulPow2` dropped: unresolved native constraint `isPowerOfTwoAttr($_self)`, rewrite `log2Attr($_builder, $0)`"), "{}", w);
}

/// Natives that look at use lists run in eqsat mode's greedy phase (an
/// e-graph has no use lists); others do not.
#[test]
fn use_list_natives_are_greedy_only() {
    let drr = root().join("frontend/tests/drr");
    let d = drr.join("pass/71-evaluator-values");
    let opts = LoadOptions {
        include_dirs: vec![
            drr.join("common"),
            d.clone(),
            shared().join("corpus/include/llvm-22"),
        ],
        ..Default::default()
    };
    let mut ctx = Context::new();
    let loaded = load_patterns(&mut ctx, &d.join("patterns.td"), &opts).unwrap();
    let p = prepare(
        &mut ctx,
        vec![loaded],
        Hooks::new(),
        &ResolveOptions::default(),
    )
    .unwrap();
    let one = p
        .hooks
        .lookup(HookKind::Constraint, "$0.hasOneUse()")
        .unwrap();
    assert!(p.hooks.is_greedy_only(one));
    let other = p
        .hooks
        .lookup(
            HookKind::Constraint,
            "isa_and_nonnull<dt::ConstOp>($0.getDefiningOp())",
        )
        .unwrap();
    assert!(!p.hooks.is_greedy_only(other));
}
