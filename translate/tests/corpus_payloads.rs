//! Corpus DRR files, unmodified, on small payloads (`corpus_payloads/`,
//! see its README): the patterns runnable without user hooks applied in
//! greedy mode give the result worked out in each case's `why.md`.

use patsat_ir::Context;
use patsat_translate::natives::ResolveOptions;
use patsat_translate::*;
use std::path::{Path, PathBuf};

mod support;

fn here() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus_payloads")
}

fn run(dir: &Path) -> Result<String, String> {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus");
    let spec = std::fs::read_to_string(dir.join("case.txt")).map_err(|e| e.to_string())?;
    let mut patterns = None;
    let mut includes = Vec::new();
    for line in spec.lines() {
        if let Some(p) = line.strip_prefix("patterns: ") {
            patterns = Some(corpus.join(p.trim()));
        } else if let Some(i) = line.strip_prefix("include: ") {
            includes.push(corpus.join(i.trim()));
        }
    }
    let patterns = patterns.ok_or("case.txt names no patterns")?;
    let mut ctx = Context::new();
    let opts = LoadOptions {
        include_dirs: includes,
        ..Default::default()
    };
    let loaded = load_patterns(&mut ctx, &patterns, &opts).map_err(|d| d[0].to_string())?;
    let resolve = ResolveOptions {
        skip_unresolved: true,
        ..Default::default()
    };
    let prepared =
        prepare(&mut ctx, vec![loaded], Hooks::new(), &resolve).map_err(|d| d[0].to_string())?;
    let (_, m) = support::apply_greedy(&mut ctx, prepared, &dir.join("input.mlir"))?;
    Ok(patsat_ir::print_module(&ctx, &m, &Default::default()))
}

#[test]
fn corpus_files_on_payloads() {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(here())
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    let regen = std::env::var_os("PATSAT_REGEN").is_some();
    let mut failures = Vec::new();
    for d in &dirs {
        let name = d.file_name().unwrap().to_string_lossy().into_owned();
        match run(d) {
            Ok(got) if regen => std::fs::write(d.join("expected.mlir"), got).unwrap(),
            Ok(got) => {
                let want = std::fs::read_to_string(d.join("expected.mlir")).unwrap_or_default();
                if got != want {
                    failures.push(format!(
                        "{}: differs\n--- expected\n{}--- got\n{}",
                        name, want, got
                    ));
                }
            }
            Err(e) => failures.push(format!("{}: {}", name, e)),
        }
    }
    assert!(!dirs.is_empty());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
