//! Build-script part of the PDLL tests: one `#[test]` per example file,
//! written to `OUT_DIR/pdll_tests.rs` and included by `tests/pdll.rs`.
//!
//! * `corpus_*`: each `mlir-pdll -x=mlir` record of the shared corpus
//!   (`expected/pdll/**/*.pdll.mlir.json`);
//! * `ast_*`: each `mlir-pdll -x=ast` record of the corpus;
//! * `roundtrip_*`: each golden PDL output of the corpus (import, export);
//! * `pass_*` / `fail_*`: our examples in `tests/pdll/pass` and
//!   `tests/pdll/fail`.

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

fn tests(code: &mut String, dir: &Path, suffix: &str, prefix: &str, check: &str) {
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files = Vec::new();
    collect(dir, suffix, &mut files);
    for f in files {
        let rel = f.strip_prefix(dir).unwrap_or(&f).to_string_lossy();
        let name: String = rel
            .trim_end_matches(suffix)
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() {
                    c.to_ascii_lowercase()
                } else {
                    '_'
                }
            })
            .collect();
        let _ = writeln!(
            code,
            "#[test] fn {}{}() {{ {}({:?}); }}",
            prefix,
            name,
            check,
            f.display().to_string()
        );
    }
}

/// Writes the generated tests.
pub fn generate() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=tests/pdll/gen.rs");
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    let expected = manifest.join("../../shared/corpus/expected/pdll");
    let own = manifest.join("tests/pdll");
    let mut code = String::new();
    if !expected.is_dir() {
        let _ = writeln!(
            code,
            "#[test] fn corpus_missing() {{ panic!(\"the shared corpus is missing: {}\"); }}",
            expected.display()
        );
    }
    tests(
        &mut code,
        &expected,
        ".pdll.mlir.json",
        "corpus_",
        "check_corpus",
    );
    tests(&mut code, &expected, ".pdll.ast.json", "ast_", "check_ast");
    tests(
        &mut code,
        &expected,
        ".mlir.out",
        "roundtrip_",
        "check_round_trip",
    );
    tests(&mut code, &own.join("pass"), ".pdll", "pass_", "check_pass");
    tests(&mut code, &own.join("fail"), ".pdll", "fail_", "check_fail");
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("pdll_tests.rs");
    std::fs::write(out, code).unwrap();
}
