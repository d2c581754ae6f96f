//! Eqsat mode on the DRR extension cases (`frontend/tests/drr/ext/NN-*/`;
//! greedy mode: `translate/tests/drr_ext.rs`). A case with `eqsat.flags`
//! runs `patsat apply --mode eqsat --stats --patterns patterns.td` (includes:
//! `ext/common` and LLVM 22's) with those flags (`COSTS` stands for the
//! case's `eqsat.costs`) and must print `eqsat.expected`, derived by the
//! reasoning in the case's `input.mlir`; every line of `eqsat.stats` must
//! appear in the statistics: where each pattern runs (`patsat: pattern
//! NAME: e-graph`, or `greedy phase (why)`) and how often it matched.
//! Every output must also parse and verify.

use std::path::Path;
use std::process::Command;

#[path = "support/eqsat_output.rs"]
mod eqsat_output;

#[test]
fn drr_extension_cases_in_eqsat_mode() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let ext = root.join("frontend/tests/drr/ext");
    let llvm = root.join("../shared/corpus/include/llvm-22");
    let mut cases: Vec<_> = std::fs::read_dir(&ext)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("eqsat.flags").exists())
        .collect();
    cases.sort();
    assert!(cases.len() >= 2, "only {} eqsat cases", cases.len());
    let mut failures = Vec::new();
    for case in &cases {
        let name = case.file_name().unwrap().to_string_lossy().into_owned();
        let flags = std::fs::read_to_string(case.join("eqsat.flags")).unwrap();
        let costs = case.join("eqsat.costs");
        let out = Command::new(env!("CARGO_BIN_EXE_patsat"))
            .args(["apply", "--mode", "eqsat", "--stats", "--patterns"])
            .arg(case.join("patterns.td"))
            .arg("-I")
            .arg(ext.join("common"))
            .arg("-I")
            .arg(&llvm)
            .args(flags.split_whitespace().map(|a| match a {
                "COSTS" => costs.display().to_string(),
                a => a.to_string(),
            }))
            .arg(case.join("input.mlir"))
            .output()
            .unwrap();
        eqsat_output::check(
            &name,
            &out,
            &case.join("eqsat.expected"),
            &case.join("eqsat.stats"),
            &mut failures,
        );
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
