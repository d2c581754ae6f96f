//! One test per `tests/oracle/CASE/RUN.flags` (see `tests/oracle.rs`).

use std::fmt::Write;
use std::path::Path;

fn main() {
    // Read at run time: a build script compiled in another checkout keeps
    // working on this one (env! would bake in the first path).
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest).join("tests/oracle");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut runs = Vec::new();
    if let Ok(cases) = std::fs::read_dir(&root) {
        for case in cases.flatten().filter(|e| e.path().is_dir()) {
            println!("cargo:rerun-if-changed={}", case.path().display());
            for f in std::fs::read_dir(case.path())
                .into_iter()
                .flatten()
                .flatten()
            {
                let p = f.path();
                if p.extension().is_some_and(|e| e == "flags") {
                    let case = case.file_name().to_string_lossy().into_owned();
                    let run = p.file_stem().unwrap().to_string_lossy().into_owned();
                    runs.push((case, run));
                }
            }
        }
    }
    runs.sort();
    let mut out = String::new();
    for (case, run) in runs {
        let ident: String = format!("{case}_{run}")
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        let _ = writeln!(
            out,
            "#[test] fn case_{ident}() {{ run_case({case:?}, {run:?}); }}"
        );
    }
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap()).join("oracle_cases.rs");
    std::fs::write(dest, out).unwrap();
}
