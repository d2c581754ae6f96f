//! One test per `CASE/RUN.flags` of the oracle case folders (see
//! `tests/oracle.rs`): this crate's `tests/oracle/` and the greedy
//! driver's `../greedy/tests/oracle/`, whose patterns are loaded from their
//! real `.pdll` files here. A `RUN.ignore` file beside a run marks a known
//! gap: the test is generated `#[ignore]`d with the file's text as reason.

use std::fmt::Write;
use std::path::Path;

fn main() {
    // Read at run time: a build script compiled in another checkout keeps
    // working on this one (env! would bake in the first path).
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let manifest = Path::new(&manifest);
    let mut out = String::new();
    for (tag, dir) in [
        ("own", manifest.join("tests/oracle")),
        ("greedy", manifest.join("../greedy/tests/oracle")),
    ] {
        println!("cargo:rerun-if-changed={}", dir.display());
        let mut runs = Vec::new();
        for case in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            if !case.path().is_dir() {
                continue;
            }
            println!("cargo:rerun-if-changed={}", case.path().display());
            for f in std::fs::read_dir(case.path())
                .into_iter()
                .flatten()
                .flatten()
            {
                let p = f.path();
                if p.extension().is_some_and(|e| e == "flags") {
                    let c = case.file_name().to_string_lossy().into_owned();
                    let r = p.file_stem().unwrap().to_string_lossy().into_owned();
                    let ignore = std::fs::read_to_string(p.with_extension("ignore"))
                        .ok()
                        .map(|s| s.trim().to_string());
                    runs.push((c, r, ignore));
                }
            }
        }
        runs.sort();
        for (case, run, ignore) in runs {
            let ident: String = format!("{tag}_{case}_{run}")
                .chars()
                .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
                .collect();
            let d = dir.display().to_string();
            if let Some(reason) = ignore {
                let _ = writeln!(out, "#[ignore = {reason:?}]");
            }
            let _ = writeln!(
                out,
                "#[test] fn case_{ident}() {{ run_case({d:?}, {case:?}, {run:?}); }}"
            );
        }
    }
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap()).join("oracle_cases.rs");
    std::fs::write(dest, out).unwrap();
}
