//! patsat's DRR region directives (`patsat/DrrExtensions.td`, cases in
//! `frontend/tests/drr/ext/`) applied by the greedy driver. MLIR's DRR has
//! no such directives, so no oracle can run these patterns: each case's
//! `expected.mlir` follows from the reasoning written in its
//! `input.mlir` and `patterns.td` (and `mlir-opt` parses it,
//! `check_mlir_opt.sh`). Every output must also pass patsat's verifier.

use patsat_ir::Context;
use patsat_translate::natives::ResolveOptions;
use patsat_translate::*;
use std::path::{Path, PathBuf};

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
    let registry = prepared.registry();
    let text = std::fs::read(dir.join("input.mlir")).unwrap();
    let src = patsat_ir::SourceFile::new("input.mlir", text);
    let mut m = patsat_ir::parse_source(&mut ctx, &src).map_err(|d| d[0].to_string())?;
    prepared.adopt_properties(&mut ctx, &mut m);
    let set = prepared.greedy(&mut ctx).map_err(|d| d[0].to_string())?;
    set.apply(&mut ctx, &mut m, &registry, &Default::default(), false)
        .map_err(|e| e.join("\n"))?;
    patsat_ir::verifier::verify(&ctx, &m, &src)
        .map_err(|d| format!("the output does not verify: {}", d[0]))?;
    Ok(patsat_ir::print_module(&ctx, &m, &Default::default()))
}

#[test]
fn region_patterns_give_the_reasoned_results() {
    let cases = cases();
    assert!(cases.len() >= 5, "only {} cases", cases.len());
    let mut failures = Vec::new();
    for d in &cases {
        let want = std::fs::read_to_string(d.join("expected.mlir")).unwrap();
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
}

/// Region patterns have no PDL form: every one of them says so, and none
/// of the plain DRR cases does.
#[test]
fn region_patterns_are_marked() {
    for d in cases() {
        let mut ctx = Context::new();
        let loaded = load_patterns(&mut ctx, &d.join("patterns.td"), &opts(&d)).unwrap();
        assert!(
            loaded
                .set
                .patterns
                .iter()
                .all(|p| p.no_pdl_form().is_some()),
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
