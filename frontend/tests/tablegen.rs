//! TableGen conformance, one harness for three folders of examples whose
//! expected results were made by the real `mlir-tblgen` (LLVM 22):
//!
//! * `tablegen/pass/X.td`: `--print-records` output must equal
//!   `X.td.expected` byte for byte (one file per language feature and per
//!   bang operator);
//! * `tablegen/fail/X.td`: the first `error:` line must equal
//!   `X.td.expected`; where patsat words a message differently on purpose,
//!   `X.td.patsat` holds patsat's line (the position must still match) and
//!   the reason;
//! * `tablegen/corpus_expected.tsv`: every TableGen entry point of the
//!   shared corpus, by size and SHA-256 of the mlir-tblgen dump or by its
//!   first error line.
//!
//! `tablegen/regen_tests.sh` and `tablegen/regen_corpus.py` remake the
//! expectations; `regen_corpus.py --diff ENTRY` shows a difference.

use patsat_frontend::tablegen::{load, Options};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

fn dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/tablegen")
        .join(name)
}

fn td_files(d: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(d)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "td"))
        .collect();
    v.sort();
    v
}

/// Loads `path` with `incs`; the output, or the first error line with the
/// `strip` prefix removed from file names.
fn run(path: &Path, incs: Vec<PathBuf>, strip: &str) -> Result<String, String> {
    let opts = Options {
        include_dirs: incs,
        ..Default::default()
    };
    match load(path, &opts) {
        Ok(l) => Ok(l.keeper.print_records()),
        Err(d) => {
            let first = d
                .iter()
                .find(|d| d.severity == patsat_ir::Severity::Error)
                .map(|d| d.headline())
                .unwrap_or_default();
            Err(first.replacen(strip, "", 1))
        }
    }
}

fn position(line: &str) -> &str {
    line.split(": error:").next().unwrap_or("")
}

#[test]
fn pass_files() {
    let d = dir("pass");
    let mut failures = Vec::new();
    let files = td_files(&d);
    for f in &files {
        let expected = std::fs::read_to_string(format!("{}.expected", f.display())).unwrap();
        match run(f, vec![d.clone()], "") {
            Ok(out) if out == expected => {}
            Ok(_) => failures.push(format!("{}: output differs", f.display())),
            Err(e) => failures.push(format!("{}: {}", f.display(), e)),
        }
    }
    println!(
        "pass files: {} / {}",
        files.len() - failures.len(),
        files.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn fail_files() {
    let d = dir("fail");
    let prefix = format!("{}/", d.display());
    let mut failures = Vec::new();
    let files = td_files(&d);
    for f in &files {
        let read_first = |ext: &str| {
            std::fs::read_to_string(format!("{}.{}", f.display(), ext))
                .ok()
                .map(|s| s.lines().next().unwrap_or("").to_string())
        };
        let expected = read_first("expected").unwrap();
        let got = match run(f, vec![d.clone()], &prefix) {
            Ok(_) => {
                failures.push(format!("{}: accepted", f.display()));
                continue;
            }
            Err(e) => e,
        };
        let ok = match read_first("patsat") {
            Some(ours) => got == ours && position(&got) == position(&expected),
            None => got == expected,
        };
        if !ok {
            failures.push(format!(
                "{}:\n  expected {}\n  got      {}",
                f.display(),
                expected,
                got
            ));
        }
    }
    println!(
        "fail files: {} / {}",
        files.len() - failures.len(),
        files.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn corpus_print_records() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus");
    assert!(
        corpus.is_dir(),
        "shared corpus missing at {}",
        corpus.display()
    );
    let prefix = format!("{}/", corpus.display());
    let table = std::fs::read_to_string(dir("corpus_expected.tsv")).unwrap();
    let mut total = 0;
    let mut failures = Vec::new();
    for line in table.lines().filter(|l| !l.starts_with('#')) {
        let cols: Vec<&str> = line.split('\t').collect();
        let [entry, incs, rc, size, sha, err] = cols[..] else {
            panic!("bad row: {}", line);
        };
        total += 1;
        let incs = incs
            .split(';')
            .filter(|s| !s.is_empty())
            .map(|i| corpus.join(i))
            .collect();
        let got = run(&corpus.join(entry), incs, &prefix);
        let ok = match (&got, rc) {
            (Ok(out), "0") => {
                out.len().to_string() == size && format!("{:x}", Sha256::digest(out)) == sha
            }
            (Err(e), "1") => e == err,
            _ => false,
        };
        if !ok {
            let why = match got {
                Ok(out) => format!("output of {} bytes differs", out.len()),
                Err(e) => e,
            };
            failures.push(format!(
                "{}: {} (expected {})",
                entry,
                why,
                if rc == "0" { size } else { err }
            ));
        }
    }
    println!(
        "corpus entry points identical: {} / {}",
        total - failures.len(),
        total
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
