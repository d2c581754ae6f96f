//! `patsat apply --patterns P.pdll --benefit-compat mlir-pdll [driver flags]`
//! as a whole process, on every oracle run of `translate/tests/oracle` and
//! `greedy/tests/oracle`: stdout must be the IR LLVM 22's greedy driver
//! printed (`RUN.expected` without its first line) and `--stats` must
//! report the same `converged`/`changed` flags.

use std::path::Path;
use std::process::Command;

fn runs(dir: &Path) -> Vec<(std::path::PathBuf, String)> {
    let mut out = Vec::new();
    for case in std::fs::read_dir(dir).unwrap().flatten() {
        for f in std::fs::read_dir(case.path())
            .into_iter()
            .flatten()
            .flatten()
        {
            let p = f.path();
            if p.extension().is_some_and(|e| e == "flags") && !p.with_extension("ignore").exists() {
                let run = p.file_stem().unwrap().to_string_lossy().into_owned();
                out.push((case.path(), run));
            }
        }
    }
    out.sort();
    out
}

#[test]
fn apply_greedy_matches_oracle() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut all = runs(&root.join("translate/tests/oracle"));
    all.extend(runs(&root.join("greedy/tests/oracle")));
    assert!(all.len() >= 40, "oracle cases are missing");
    let mut failures = Vec::new();
    for (case, run) in &all {
        let flags = std::fs::read_to_string(case.join(format!("{run}.flags"))).unwrap();
        let expected = std::fs::read_to_string(case.join(format!("{run}.expected"))).unwrap();
        let (stats, ir) = expected.split_once('\n').unwrap();
        let pdll = case.join("patterns.pdll");
        let patterns = if pdll.exists() {
            pdll
        } else {
            case.join("patterns.mlir")
        };
        let out = Command::new(env!("CARGO_BIN_EXE_patsat"))
            .arg("apply")
            .arg("--patterns")
            .arg(patterns)
            .args(["--benefit-compat", "mlir-pdll", "--stats"])
            .args(flags.split_whitespace())
            .arg(case.join("input.mlir"))
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        let flags_line = stats.trim_start_matches("oracle: ");
        let name = format!("{}/{}", case.file_name().unwrap().to_string_lossy(), run);
        if !out.status.success() {
            failures.push(format!("{name}: exit {:?}: {stderr}", out.status.code()));
        } else if stdout != ir {
            failures.push(format!("{name}: output differs:\n{stdout}"));
        } else if !stderr.contains(&format!("patsat: {flags_line} ")) {
            failures.push(format!("{name}: stats differ: {stderr}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn apply_reports_unregistered_native() {
    let dir = std::env::temp_dir().join(format!("patsat-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pat = dir.join("p.pdll");
    std::fs::write(
        &pat,
        "Constraint NotThere(op: Op);\nPattern P { let r = op<x.a>; NotThere(r); erase r; }\n",
    )
    .unwrap();
    let input = dir.join("in.mlir");
    std::fs::write(&input, "\"x.a\"() : () -> ()\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_patsat"))
        .arg("apply")
        .arg("--patterns")
        .arg(&pat)
        .arg(&input)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr.contains(
            "p.pdll:2:1: error: pattern `P`: native constraint `NotThere` is not registered"
        ),
        "{stderr}"
    );
    assert!(out.stdout.is_empty());
}

/// The README's example: the shipped patterns on the shipped payload give
/// what MLIR's greedy driver gives (`pairs.expected.mlir` was printed by
/// `pdl-oracle examples/patterns/pairs.pdll examples/payloads/pairs.mlir
/// --generic`, i.e. `mlir-opt --test-pdl-bytecode-pass`, LLVM 22).
#[test]
fn readme_example_matches_mlir() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new(env!("CARGO_BIN_EXE_patsat"))
        .current_dir(root)
        .args([
            "apply",
            "--patterns",
            "examples/patterns/pairs.pdll",
            "examples/payloads/pairs.mlir",
        ])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let expected =
        std::fs::read_to_string(root.join("examples/payloads/pairs.expected.mlir")).unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), expected);
}

/// `translate/tests/debuginfo/CASE`: ops created by rewrites carry the
/// fused location of the matched ops, in MLIR's order; `expected.mlir` is
/// mlir-opt's output with `--mlir-print-debuginfo` (`regen.sh`).
#[test]
fn apply_debuginfo_matches_mlir_opt() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("translate/tests/debuginfo");
    let mut cases: Vec<_> = std::fs::read_dir(&root)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    cases.sort();
    assert!(cases.len() >= 2, "debuginfo cases are missing");
    for case in cases {
        let expected = std::fs::read_to_string(case.join("expected.mlir")).unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_patsat"))
            .arg("apply")
            .arg("--patterns")
            .arg(case.join("patterns.pdll"))
            .args(["--benefit-compat", "mlir-pdll", "--mlir-print-debuginfo"])
            .arg(case.join("input.mlir"))
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            expected,
            "{}",
            case.display()
        );
    }
}

/// `patsat apply --patterns FILE.td`: the drr-oracle examples give what
/// MLIR's greedy driver gives with the C++ mlir-tblgen generates (the
/// generic-form `oracle.mlir` of `frontend/tests/drr/examples/`), and the
/// PDL `patsat drr` emits, applied with the file's ODS (`--ods`), gives
/// the same (or, for ties, what MLIR's PDL interpreter gives, see
/// `frontend/tests/drr/pdl_ties.sh`). Example 02 calls C++ helpers: without hooks it is an error
/// naming each snippet; with `--skip-unresolved` its patterns are dropped
/// with a warning each and the rest runs. Eqsat mode runs DRR too.
#[test]
fn apply_drr_files() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let shared = root.join("../shared");
    let ex = shared.join("tools/oracle/examples/drr");
    let llvm = shared.join("corpus/include/llvm-22");
    let run = |case: &str, extra: &[&str], patterns: &Path| {
        let d = root.join("frontend/tests/drr/examples").join(case);
        Command::new(env!("CARGO_BIN_EXE_patsat"))
            .arg("apply")
            .arg("--patterns")
            .arg(patterns)
            .args(["-I", ex.join("common").to_str().unwrap()])
            .args(["-I", ex.join(case).to_str().unwrap()])
            .args(["-I", llvm.to_str().unwrap()])
            .args(extra)
            .arg(d.join("input.mlir"))
            .output()
            .unwrap()
    };
    for case in ["01-simple", "03-multi-result", "04-either", "05-benefit"] {
        let d = root.join("frontend/tests/drr/examples").join(case);
        let want = std::fs::read_to_string(d.join("oracle.mlir")).unwrap();
        let out = run(case, &[], &d.join("wrapper.td"));
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            want,
            "{case}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        // The emitted PDL with the ODS ops.
        let pdl =
            std::env::temp_dir().join(format!("patsat-drr-{}-{}.mlir", std::process::id(), case));
        let emitted = Command::new(env!("CARGO_BIN_EXE_patsat"))
            .args([
                "drr",
                "-I",
                ex.join("common").to_str().unwrap(),
                "-I",
                ex.join(case).to_str().unwrap(),
            ])
            .args(["-I", llvm.to_str().unwrap()])
            .arg(d.join("wrapper.td"))
            .output()
            .unwrap();
        std::fs::write(&pdl, &emitted.stdout).unwrap();
        let td = d.join("wrapper.td");
        let out = run(case, &["--ods", td.to_str().unwrap()], &pdl);
        let _ = std::fs::remove_file(&pdl);
        // Where MLIR's PDL matcher breaks ties differently, its result.
        let tie = d.join("pdl-inlined.oracle.mlir");
        let want_pdl = if tie.exists() {
            std::fs::read_to_string(tie).unwrap()
        } else {
            want.clone()
        };
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            want_pdl,
            "{case} via PDL: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let out = run(case, &["--mode", "eqsat"], &d.join("wrapper.td"));
        assert_eq!(
            out.status.code(),
            Some(0),
            "{case} eqsat: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let d = root.join("frontend/tests/drr/examples/02-nested-native");
    let out = run("02-nested-native", &[], &d.join("wrapper.td"));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(out.stdout.is_empty());
    assert!(
        stderr.contains("error: unresolved native constraint `isPowerOfTwoAttr($_self)`"),
        "{stderr}"
    );
    assert!(
        stderr.contains("hooks.register_rewrite(\"addAttrs\""),
        "{stderr}"
    );
    let out = run(
        "02-nested-native",
        &["--skip-unresolved"],
        &d.join("wrapper.td"),
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert_eq!(stderr.matches("warning: pattern `").count(), 2, "{stderr}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("builtin.module"));
}

/// Folder, pattern file and input of the DRR extension case `name`.
fn ext_case(name: &str) -> (std::path::PathBuf, String, String) {
    let d = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("frontend/tests/drr/ext")
        .join(name);
    let td = d.join("patterns.td").display().to_string();
    let input = d.join("input.mlir").display().to_string();
    (d, td, input)
}

/// Runs patsat with the include directories of the DRR extension cases.
fn ext_patsat(args: &[&str]) -> std::process::Output {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    Command::new(env!("CARGO_BIN_EXE_patsat"))
        .args(args)
        .arg("-I")
        .arg(root.join("frontend/tests/drr/ext/common"))
        .arg("-I")
        .arg(root.join("../shared/corpus/include/llvm-22"))
        .output()
        .unwrap()
}

/// One DRR extension case on the command line: `patsat apply` prints
/// `want` (a file of the case), eqsat mode's `--stats` hold `placement`
/// (where a pattern runs), `patsat drr --emit pdl` refuses the patterns,
/// one error line per pattern, ending as `refusals` say, and `--emit
/// summary` works.
fn check_ext_case(name: &str, want: &str, placement: &str, refusals: &[&str]) {
    let (d, td, input) = ext_case(name);
    let (td, input) = (td.as_str(), input.as_str());
    let out = ext_patsat(&["apply", "--patterns", td, input]);
    let want = std::fs::read_to_string(d.join(want)).unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), want);
    let out = ext_patsat(&[
        "apply",
        "--mode",
        "eqsat",
        "--stats",
        "--patterns",
        td,
        input,
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(stderr.contains(placement), "{stderr}");
    let out = ext_patsat(&["drr", td]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let lines: Vec<&str> = stderr.lines().filter(|l| l.contains(": error: ")).collect();
    assert_eq!(lines.len(), refusals.len(), "{stderr}");
    for (l, r) in lines.iter().zip(refusals) {
        assert!(l.ends_with(r), "{stderr}");
    }
    let out = ext_patsat(&["drr", "--emit", "summary", td]);
    assert_eq!(out.status.code(), Some(0));
}

/// patsat's DRR region directives on the command line: the case's
/// reasoned output; eqsat mode runs the patterns in its greedy phase and
/// says why; PDL has no regions (one error per pattern, in record-name
/// order).
#[test]
fn drr_region_directives() {
    check_ext_case(
        "02-if-constant-inline",
        "expected.mlir",
        "patsat: pattern IfTrue: greedy phase (it looks into or moves regions (patsat's DRR \
         region directives), which the e-graph does not hold)",
        &[
            "patterns.td:9:5: error: pattern `IfFalse` looks into or moves regions, which PDL \
             cannot express",
            "patterns.td:7:5: error: pattern `IfTrue` looks into or moves regions, which PDL \
             cannot express",
        ],
    );
}

/// Nested source ops with variadic results on the command line (ext case
/// 07): drr-oracle's output; eqsat mode runs the patterns in the e-graph;
/// PDL names results by index only (one error per pattern, in record-name
/// order).
#[test]
fn drr_any_result() {
    check_ext_case(
        "07-any-result",
        "oracle.mlir",
        "patsat: pattern NegOfSplit: e-graph\n",
        &[
            "patterns.td:7:5: error: pattern `AddOfTail` matches an operand as any result of an \
             op with variadic results, which PDL cannot express",
            "patterns.td:6:5: error: pattern `NegOfSplit` matches an operand as any result of an \
             op with variadic results, which PDL cannot express",
        ],
    );
}
