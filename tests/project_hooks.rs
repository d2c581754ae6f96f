//! The shipped project hook sets end to end: each folder of
//! `tests/project_hooks/` runs `patsat apply --patterns <corpus file> -I
//! ... --skip-unresolved [flags] input.mlir` in greedy mode on a real
//! pattern file of the shared corpus (`../shared/corpus`), and the printed
//! IR must equal `expected.mlir`. `cmd` holds the pattern file (relative
//! to the corpus), then one include directory per line (relative to the
//! corpus), then lines starting with `--` as extra flags. Every expected
//! output is worked out by hand from the patterns and the C++ helpers
//! they call (the real onnx-mlir tools are not available here); the
//! reasoning is in `tests/project_hooks/README.md`. `PATSAT_REGEN=1`
//! rewrites the expected files (check them against the README first).

use std::path::Path;
use std::process::Command;

#[test]
fn project_hook_cases() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = root.join("tests/project_hooks");
    let corpus = root.join("../shared/corpus");
    let mut cases: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| {
            let p = e.unwrap().path();
            p.is_dir()
                .then(|| p.file_name().unwrap().to_string_lossy().into_owned())
        })
        .collect();
    cases.sort();
    assert!(cases.len() >= 7, "cases: {:?}", cases);
    let mut failures = Vec::new();
    for name in &cases {
        let case = dir.join(name);
        let spec = std::fs::read_to_string(case.join("cmd")).unwrap();
        let mut lines = spec.lines().map(str::trim).filter(|l| !l.is_empty());
        let patterns = corpus.join(lines.next().expect("a pattern file"));
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_patsat"));
        cmd.arg("apply").arg("--patterns").arg(&patterns);
        for l in lines {
            if l.starts_with("--") {
                cmd.arg(l);
            } else {
                cmd.arg("-I").arg(corpus.join(l));
            }
        }
        cmd.arg("--skip-unresolved").arg(case.join("input.mlir"));
        let out = cmd.output().unwrap();
        if !out.status.success() {
            failures.push(format!(
                "{name}: exit {:?}: {}",
                out.status.code(),
                String::from_utf8_lossy(&out.stderr)
            ));
            continue;
        }
        let got = String::from_utf8(out.stdout).unwrap();
        let path = case.join("expected.mlir");
        if std::env::var_os("PATSAT_REGEN").is_some() {
            std::fs::write(&path, &got).unwrap();
            continue;
        }
        let want = std::fs::read_to_string(&path).unwrap_or_default();
        if got != want {
            failures.push(format!("{name}:\n--- expected\n{want}--- got\n{got}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
