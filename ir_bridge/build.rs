//! Turns every example file into one test: corpus generic files and our
//! round-trip files (parse + print must be byte-identical) and malformed
//! inputs (the first diagnostic must match). The generated file is included
//! by `tests/conformance.rs`.

use std::fmt::Write;
use std::path::{Path, PathBuf};

fn collect(dir: &Path, suffix: &str, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = rd.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            collect(&p, suffix, out);
        } else if p.to_string_lossy().ends_with(suffix) {
            out.push(p);
        }
    }
}

fn ident(prefix: &str, base: &Path, p: &Path) -> String {
    let rel = p
        .strip_prefix(base)
        .unwrap_or(p)
        .to_string_lossy()
        .to_string();
    let mut s = String::from(prefix);
    for c in rel.chars() {
        s.push(if c.is_ascii_alphanumeric() {
            c.to_ascii_lowercase()
        } else {
            '_'
        });
    }
    s
}

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    let corpus = manifest.join("../../shared/corpus/expected/mlir");
    let roundtrip = manifest.join("tests/roundtrip");
    let diagnostics = manifest.join("tests/diagnostics");
    println!("cargo:rerun-if-changed={}", corpus.display());
    println!("cargo:rerun-if-changed={}", roundtrip.display());
    println!("cargo:rerun-if-changed={}", diagnostics.display());
    let mut code = String::new();
    let mut files = Vec::new();
    collect(&corpus, ".generic.mlir", &mut files);
    for f in &files {
        let _ = writeln!(
            code,
            "#[test] fn {}() {{ check_corpus_round_trip({:?}); }}",
            ident("corpus_", &corpus, f),
            f.display().to_string()
        );
    }
    let mut files = Vec::new();
    collect(&roundtrip, ".generic.mlir", &mut files);
    for f in &files {
        let _ = writeln!(
            code,
            "#[test] fn {}() {{ check_own_round_trip({:?}); }}",
            ident("roundtrip_", &roundtrip, f),
            f.display().to_string()
        );
    }
    let mut files = Vec::new();
    collect(&diagnostics, ".mlir", &mut files);
    for f in &files {
        let _ = writeln!(
            code,
            "#[test] fn {}() {{ check_diagnostic({:?}); }}",
            ident("diag_", &diagnostics, f),
            f.display().to_string()
        );
    }
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("conformance_tests.rs");
    std::fs::write(out, code).unwrap();
}
