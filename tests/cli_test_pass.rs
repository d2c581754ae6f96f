//! `patsat apply --test-pdl-bytecode-pass --split-input-file` as a whole
//! process on MLIR's `pdl-bytecode.mlir` (shared corpus) and on
//! `translate/tests/pdl_bytecode/extra.mlir`: stdout must be, byte for
//! byte, what `mlir-opt -test-pdl-bytecode-pass -split-input-file
//! --mlir-print-op-generic` printed (goldens made by
//! `translate/tests/pdl_bytecode/regen.sh`).

use std::path::Path;
use std::process::Command;

fn run(input: &Path, expected: &Path) {
    let out = Command::new(env!("CARGO_BIN_EXE_patsat"))
        .args(["apply", "--test-pdl-bytecode-pass", "--split-input-file"])
        .arg(input)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{}: {stderr}", input.display());
    let want = std::fs::read_to_string(expected).unwrap();
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        want,
        "{}",
        input.display()
    );
}

#[test]
fn pdl_bytecode_test_file() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let goldens = root.join("translate/tests/pdl_bytecode");
    run(
        &root.join("../shared/corpus/pdl/llvm/mlir/test/Rewrite/pdl-bytecode.mlir"),
        &goldens.join("expected.generic.mlir"),
    );
    run(
        &goldens.join("extra.mlir"),
        &goldens.join("extra.expected.generic.mlir"),
    );
}

#[test]
fn test_pass_reports_errors() {
    let dir = std::env::temp_dir().join(format!("patsat-test-pass-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("in.mlir");
    std::fs::write(
        &input,
        "module @patterns {\n  pdl_interp.func @matcher(%root : !pdl.operation) {\n    \
         pdl_interp.apply_constraint \"nope\"(%root : !pdl.operation) -> ^a, ^a\n  ^a:\n    \
         pdl_interp.finalize\n  }\n  module @rewriters {\n  }\n}\nmodule @ir {\n}\n",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_patsat"))
        .args(["apply", "--test-pdl-bytecode-pass"])
        .arg(&input)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr.starts_with(&format!(
            "{}:3:5: error: 'pdl_interp.apply_constraint' op uses native constraint `nope`",
            input.display()
        )),
        "{stderr}"
    );
    std::fs::remove_dir_all(&dir).ok();
}
