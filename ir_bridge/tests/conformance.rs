//! Conformance tests generated from example files (see `build.rs`):
//!
//! * `corpus_*`: each generic-form file `mlir-opt` printed for the shared
//!   corpus parses and prints back byte-identically;
//! * `roundtrip_*`: the same for our own stress files in `tests/roundtrip/`
//!   (normalized by `mlir-opt`, see its `regen.sh`); `*debuginfo*` files
//!   are printed with locations;
//! * `diag_*`: each malformed input in `tests/diagnostics/` is rejected with
//!   the first error `line:col: error: message` that `mlir-opt` printed
//!   (recorded in `NAME.mlir.expected`). Where patsat reports a different
//!   message on purpose, `NAME.mlir.patsat` holds patsat's line with the
//!   reason on the following lines; the position must still match.

use patsat_ir::{round_trip, PrintOptions, RoundTripOptions};
use std::path::Path;

/// Parses and prints `path` under the file name `name`; the output must be
/// the file itself.
fn check_fixpoint(path: &str, name: &str, opts: RoundTripOptions) {
    let text = std::fs::read(path).unwrap();
    let out = round_trip(name, text.as_slice(), &opts).unwrap_or_else(|d| panic!("{}", d[0]));
    assert_eq!(
        out,
        String::from_utf8_lossy(&text),
        "round trip differs for {}",
        path
    );
}

fn check_corpus_round_trip(path: &str) {
    let text = std::fs::read(path).unwrap();
    let split = text.windows(9).any(|w| w == b"// -----\n");
    let opts = RoundTripOptions {
        split_input_file: split,
        ..Default::default()
    };
    check_fixpoint(path, path, opts);
}

fn check_own_round_trip(path: &str) {
    // Locations name the file as it was given to mlir-opt: the bare name.
    let name = Path::new(path)
        .file_name()
        .unwrap()
        .to_string_lossy()
        .to_string();
    let opts = RoundTripOptions {
        print: PrintOptions {
            debuginfo: name.contains("debuginfo"),
        },
        ..Default::default()
    };
    check_fixpoint(path, &name, opts);
}

fn check_diagnostic(path: &str) {
    let text = std::fs::read(path).unwrap();
    let expected = std::fs::read_to_string(format!("{}.expected", path)).unwrap();
    let expected = expected.lines().next().unwrap().to_string();
    let diags = match round_trip("input.mlir", text.as_slice(), &RoundTripOptions::default()) {
        Ok(out) => panic!("{} was accepted:\n{}", path, out),
        Err(d) => d,
    };
    let d = &diags[0];
    let got = format!("{}:{}: error: {}", d.line, d.col, d.message);
    let divergence = format!("{}.patsat", path);
    if let Ok(ours) = std::fs::read_to_string(&divergence) {
        let ours = ours.lines().next().unwrap().to_string();
        let pos = |s: &str| s.split(": error:").next().unwrap().to_string();
        assert_eq!(
            pos(&got),
            pos(&expected),
            "position differs from mlir-opt for {}",
            path
        );
        assert_eq!(
            got, ours,
            "diagnostic differs from the recorded divergence for {}",
            path
        );
    } else {
        assert_eq!(
            got, expected,
            "diagnostic differs from mlir-opt for {}",
            path
        );
    }
}

/// The corpus must be there: without it the `corpus_*` tests would silently
/// not exist.
#[test]
fn corpus_is_present() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/expected/mlir");
    assert!(
        dir.is_dir(),
        "the shared corpus is missing: {}",
        dir.display()
    );
}

include!(concat!(env!("OUT_DIR"), "/conformance_tests.rs"));
