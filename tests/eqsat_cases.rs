//! Eqsat mode on the cases of `tests/eqsat_cases/`: each folder holds
//! `patterns.pdll` (whose comments derive the expected results),
//! `input.mlir`, and per run `RUN.flags` (`COSTS` stands for `RUN.costs`),
//! `RUN.expected` (stdout of `patsat apply --mode eqsat`) and optionally
//! `RUN.stats` (lines that must appear in the `--stats` output). Every
//! output must also parse and verify. The expected outputs were checked to
//! parse with `mlir-opt --allow-unregistered-dialect`.

use std::path::Path;
use std::process::Command;

#[path = "support/eqsat_output.rs"]
mod eqsat_output;

#[test]
fn eqsat_cases() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/eqsat_cases");
    let mut cases: Vec<_> = std::fs::read_dir(&root)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    cases.sort();
    let mut runs = 0;
    let mut failures = Vec::new();
    for case in cases {
        let mut flags_files: Vec<_> = std::fs::read_dir(&case)
            .unwrap()
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "flags"))
            .collect();
        flags_files.sort();
        for f in flags_files {
            runs += 1;
            let run = f.file_stem().unwrap().to_string_lossy().into_owned();
            let name = format!("{}/{}", case.file_name().unwrap().to_string_lossy(), run);
            let costs = case.join(format!("{run}.costs"));
            let flags = std::fs::read_to_string(&f).unwrap();
            let args: Vec<String> = flags
                .split_whitespace()
                .map(|a| {
                    if a == "COSTS" {
                        costs.display().to_string()
                    } else {
                        a.to_string()
                    }
                })
                .collect();
            let out = Command::new(env!("CARGO_BIN_EXE_patsat"))
                .args(["apply", "--mode", "eqsat", "--stats", "--patterns"])
                .arg(case.join("patterns.pdll"))
                .args(&args)
                .arg(case.join("input.mlir"))
                .output()
                .unwrap();
            eqsat_output::check(
                &name,
                &out,
                &case.join(format!("{run}.expected")),
                &case.join(format!("{run}.stats")),
                &mut failures,
            );
        }
    }
    assert!(runs >= 9, "eqsat cases are missing");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
