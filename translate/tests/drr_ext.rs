//! patsat's DRR extensions (cases in `frontend/tests/drr/ext/`) applied
//! by the greedy driver: the region directives (`patsat/DrrExtensions.td`),
//! which MLIR's DRR does not have, and nested ops with several or variadic
//! results. Each case's `expected.mlir` follows from the reasoning written
//! in its `input.mlir` and `patterns.td` (and `mlir-opt` parses it,
//! `check_mlir_opt.sh`); where a real MLIR tool can run the case
//! (`regen_tools.sh`), its output is beside it and must be the same bytes:
//! `oracle.mlir` (drr-oracle: the C++ `mlir-tblgen -gen-rewriters`
//! generates) and `pdl.mlir` (MLIR's PDL interpreter running the PDL
//! `patsat drr` emits). Every output must also pass patsat's verifier.
//! Eqsat mode on these cases: `tests/drr_ext_eqsat.rs`.

use patsat_ir::Context;
use patsat_translate::natives::ResolveOptions;
use patsat_translate::*;
use std::path::{Path, PathBuf};

mod support;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn ext() -> PathBuf {
    root().join("frontend/tests/drr/ext")
}

fn cases() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(ext())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("expected.mlir").exists())
        .collect();
    v.sort();
    v
}

fn opts(dir: &Path) -> LoadOptions {
    LoadOptions {
        include_dirs: vec![
            ext().join("common"),
            dir.to_path_buf(),
            root().join("../shared/corpus/include/llvm-22"),
        ],
        ..Default::default()
    }
}

/// Applies a case's patterns to its input as `patsat apply --patterns`
/// does; returns the printed module, verified.
fn run(dir: &Path) -> Result<String, String> {
    let mut ctx = Context::new();
    let loaded = load_patterns(&mut ctx, &dir.join("patterns.td"), &opts(dir))
        .map_err(|d| d[0].to_string())?;
    let prepared = prepare(
        &mut ctx,
        vec![loaded],
        Hooks::new(),
        &ResolveOptions::default(),
    )
    .map_err(|d| d[0].to_string())?;
    let (src, m) = support::apply_greedy(&mut ctx, prepared, &dir.join("input.mlir"))?;
    patsat_ir::verifier::verify(&ctx, &m, &src)
        .map_err(|d| format!("the output does not verify: {}", d[0]))?;
    Ok(patsat_ir::print_module(&ctx, &m, &Default::default()))
}

#[test]
fn extension_patterns_give_the_reasoned_results() {
    let cases = cases();
    assert!(cases.len() >= 7, "only {} cases", cases.len());
    let mut failures = Vec::new();
    let mut tools = [0, 0];
    for d in &cases {
        let want = std::fs::read_to_string(d.join("expected.mlir")).unwrap();
        for (k, tool) in ["oracle.mlir", "pdl.mlir"].iter().enumerate() {
            if let Ok(real) = std::fs::read_to_string(d.join(tool)) {
                tools[k] += 1;
                if real != want {
                    failures.push(format!(
                        "{}: expected.mlir differs from {}",
                        d.display(),
                        tool
                    ));
                }
            }
        }
        match run(d) {
            Ok(got) if got == want => {}
            Ok(got) => failures.push(format!(
                "{}: differs\n--- expected\n{}--- patsat\n{}",
                d.display(),
                want,
                got
            )),
            Err(e) => failures.push(format!("{}: {}", d.display(), e)),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(
        tools[0] >= 1 && tools[1] >= 1,
        "cases checked by drr-oracle / MLIR's PDL interpreter: {:?}",
        tools
    );
}

/// A case whose `patterns.td` says `// NO-PDL: why` (regions; any result
/// of an op with variadic results) has no PDL form: every one of its
/// patterns says so, and none of the other cases' or of a plain DRR
/// case's does.
#[test]
fn patterns_without_pdl_form_are_marked() {
    for d in cases() {
        let text = std::fs::read_to_string(d.join("patterns.td")).unwrap();
        let marked = text.lines().any(|l| l.starts_with("// NO-PDL: "));
        let mut ctx = Context::new();
        let loaded = load_patterns(&mut ctx, &d.join("patterns.td"), &opts(&d)).unwrap();
        assert!(
            (loaded.set.patterns.iter()).all(|p| p.no_pdl_form().is_some() == marked),
            "{}",
            d.display()
        );
    }
    let plain = root().join("frontend/tests/drr/pass/24-either");
    let mut o = opts(&plain);
    o.include_dirs
        .push(root().join("frontend/tests/drr/common"));
    let mut ctx = Context::new();
    let loaded = load_patterns(&mut ctx, &plain.join("patterns.td"), &o).unwrap();
    assert!(loaded
        .set
        .patterns
        .iter()
        .all(|p| p.no_pdl_form().is_none()));
}

/// `a.user(<any result of a.def>)`, rooted at `a.user` (as DRR roots
/// it) or at `a.def` (`root_is_user` false), the root erased: a
/// hand-built pattern.
fn any_result_pattern(root_is_user: bool) -> patsat_frontend::pattern::PatternSet {
    use patsat_frontend::pattern::*;
    let op = |name: &str, operands: Vec<ValueId>| {
        MatchOp::Operation(OperationNode {
            name: Some(name.into()),
            operands,
            attributes: vec![],
            result_types: vec![],
            regions: vec![],
        })
    };
    let mut p = Pattern::new(Some("AnyResult".into()), 2);
    let def = p.add_match1(op("a.def", vec![]), None);
    let v = p.add_match1(MatchOp::AnyResult { parent: def }, None);
    let user = p.add_match1(op("a.user", vec![v]), None);
    let root = if root_is_user { user } else { def };
    p.rewriter.root = Some(root);
    p.add_rewrite(RewriteOp::Erase { op: root }, &[], None);
    PatternSet { patterns: vec![p] }
}

/// Any result compiles to the operand's defining op with no result index
/// check (matched downward from the root); reaching the users of the op
/// through it (upward, from another root) is refused with an error.
#[test]
fn any_result_compiles_downward_only() {
    let mut ctx = Context::new();
    let set = any_result_pattern(true);
    let c = compile(&mut ctx, &set, &Hooks::new(), &OpDefs::new()).unwrap();
    let m = &c.patterns[0].matcher;
    assert!(m
        .iter()
        .any(|i| matches!(i, MatchInstr::GetDefiningOp { .. })));
    assert!(
        !m.iter().any(|i| matches!(i, MatchInstr::GetResult { .. })),
        "{m:?}"
    );
    let set = any_result_pattern(false);
    let e = compile(&mut ctx, &set, &Hooks::new(), &OpDefs::new()).unwrap_err();
    assert!(
        e[0].message.contains(
            "pattern `AnyResult`: the users of an op are reached through `patsat.any_result`"
        ),
        "{}",
        e[0]
    );
}
