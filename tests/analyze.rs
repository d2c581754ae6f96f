//! `patsat analyze` on the cases of `tests/analyze/`: each `NAME.pdll`
//! or DRR `NAME.td` (whose first comment says what the analysis must find, worked out by
//! hand from its matchers) is analysed — with `--payload NAME.mlir` when
//! that file exists — and the report must equal `NAME.expected`.
//! `PATSAT_REGEN=1` rewrites the expected files (check them against the
//! comments before committing).

use std::path::Path;
use std::process::Command;

#[test]
fn analyze_cases() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/analyze");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| {
            let p = e.unwrap().path();
            let ext = p.extension()?.to_str()?;
            matches!(ext, "pdll" | "td").then(|| {
                let stem = p.file_stem().unwrap().to_string_lossy();
                format!("{stem}.{ext}")
            })
        })
        .collect();
    names.sort();
    assert!(names.len() >= 4, "cases: {:?}", names);
    let mut failures = Vec::new();
    for file in &names {
        let (name, ext) = file.rsplit_once('.').unwrap();
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_patsat"));
        cmd.current_dir(&dir).args(["analyze", file]);
        if ext == "td" {
            // DRR cases use the DRR tests' dialect and LLVM 22's headers.
            cmd.args([
                "-I",
                "../../frontend/tests/drr/common",
                "-I",
                "../../../shared/corpus/include/llvm-22",
            ]);
        }
        if dir.join(format!("{name}.mlir")).exists() {
            cmd.args(["--payload", &format!("{name}.mlir")]);
        }
        let out = cmd.output().unwrap();
        assert!(
            out.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let got = String::from_utf8(out.stdout).unwrap();
        let expected_path = dir.join(format!("{name}.expected"));
        if std::env::var_os("PATSAT_REGEN").is_some() {
            std::fs::write(&expected_path, &got).unwrap();
            continue;
        }
        let want = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if got != want {
            failures.push(format!("{name}:\n--- expected\n{want}--- got\n{got}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A file that does not load is a diagnostic at its position, exit 1.
#[test]
fn analyze_reports_load_errors() {
    let dir = std::env::temp_dir().join(format!("patsat-analyze-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("bad.pdll");
    std::fs::write(&f, "Pattern {\n  let x = op<;\n}\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_patsat"))
        .arg("analyze")
        .arg(&f)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with(&format!("{}:2:", f.display())) && err.contains(": error: "),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
