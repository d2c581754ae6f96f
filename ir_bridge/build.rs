//! Turns every example file into one test: corpus generic files and our
//! round-trip files (parse + print must be byte-identical) and malformed
//! inputs (the first diagnostic must match). The generated file is included
//! by `tests/conformance.rs`.

use std::fmt::Write;
use std::path::{Path, PathBuf};

/// Appends the files under `dir` (recursively, sorted by name; links
/// followed) whose path ends in `suffix`.
fn collect(dir: &Path, suffix: &str, out: &mut Vec<PathBuf>) {
    let walk = walkdir::WalkDir::new(dir)
        .follow_links(true)
        .sort_by_file_name();
    out.extend(
        (walk.into_iter().flatten())
            .filter(|e| !e.file_type().is_dir() && e.path().to_string_lossy().ends_with(suffix))
            .map(walkdir::DirEntry::into_path),
    );
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

/// Appends one `#[test]` per file under `dir` ending in `suffix`, calling
/// `check` with the file's path.
fn emit(code: &mut String, dir: &Path, suffix: &str, prefix: &str, check: &str) {
    let mut files = Vec::new();
    collect(dir, suffix, &mut files);
    for f in &files {
        let _ = writeln!(
            code,
            "#[test] fn {}() {{ {}({:?}); }}",
            ident(prefix, dir, f),
            check,
            f.display().to_string()
        );
    }
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
    emit(
        &mut code,
        &corpus,
        ".generic.mlir",
        "corpus_",
        "check_corpus_round_trip",
    );
    emit(
        &mut code,
        &roundtrip,
        ".generic.mlir",
        "roundtrip_",
        "check_own_round_trip",
    );
    emit(
        &mut code,
        &diagnostics,
        ".mlir",
        "diag_",
        "check_diagnostic",
    );
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("conformance_tests.rs");
    std::fs::write(out, code).unwrap();
}
