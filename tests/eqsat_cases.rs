//! Eqsat mode on the cases of `tests/eqsat_cases/`: each folder holds
//! `patterns.pdll` (whose comments derive the expected results),
//! `input.mlir`, and per run `RUN.flags` (`COSTS` stands for `RUN.costs`),
//! `RUN.expected` (stdout of `patsat apply --mode eqsat`) and optionally
//! `RUN.stats` (lines that must appear in the `--stats` output). Every
//! output must also parse and verify. The expected outputs were checked to
//! parse with `mlir-opt --allow-unregistered-dialect`.

use std::path::Path;
use std::process::Command;

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
            let stdout = String::from_utf8_lossy(&out.stdout);
            let stderr = String::from_utf8_lossy(&out.stderr);
            if !out.status.success() {
                failures.push(format!("{name}: exit {:?}: {stderr}", out.status.code()));
                continue;
            }
            let expected = std::fs::read_to_string(case.join(format!("{run}.expected"))).unwrap();
            if stdout != expected {
                failures.push(format!("{name}: output differs:\n{stdout}"));
            }
            if let Ok(stats) = std::fs::read_to_string(case.join(format!("{run}.stats"))) {
                for line in stats.lines() {
                    if !stderr.contains(line) {
                        failures.push(format!("{name}: stats lack `{line}`:\n{stderr}"));
                    }
                }
            }
            let mut ctx = patsat_ir::Context::new();
            let src = patsat_ir::SourceFile::new("out.mlir", stdout.as_bytes().to_vec());
            match patsat_ir::parse_source(&mut ctx, &src) {
                Ok(m) => {
                    if let Err(d) = patsat_ir::verify(&ctx, &m, &src) {
                        failures.push(format!("{name}: output does not verify: {d:?}"));
                    }
                }
                Err(d) => failures.push(format!("{name}: output does not parse: {d:?}")),
            }
        }
    }
    assert!(runs >= 9, "eqsat cases are missing");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
