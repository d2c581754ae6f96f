//! The DialEgg matrix-chain benchmark's correctness: `patsat apply --mode
//! eqsat` with `examples/eqsat/matmul_assoc.pdll` on the 2..20-matrix
//! chains of `../shared/corpus/mlir/wild/AzizZayed+DialEgg/test/nmm`
//! (generic forms in `expected/`) must extract the optimal association:
//! its cost (multiplications, `--stats=json`) equals the classic dynamic
//! program over the chain's dimensions, and for 10 and 20 matrices the
//! optimal costs DialEgg reports (1,102,400 and 1,051,092, from the issue).
//! The output must verify and compute the same product type. The same
//! patterns in PDL form (`matmul_assoc.pdl.mlir`, written by the real
//! `mlir-pdll -x=mlir`; the native rewrite resolved by name) find the same
//! optimum. Times are measured by `benches/matrix_chain.sh`.

use std::path::{Path, PathBuf};
use std::process::Command;

fn corpus(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!(
        "../shared/corpus/expected/mlir/wild/AzizZayed+DialEgg/test/nmm/{name}.mlir.generic.mlir"
    ))
}

/// The matrix dimensions of the chain: every `linalg.matmul` operand type
/// `tensor<AxBx...>` in order of the input's function arguments.
fn dims(text: &str) -> Vec<u64> {
    let sig = text
        .lines()
        .find(|l| l.contains("^bb0("))
        .expect("the function's block");
    let mut d = Vec::new();
    for part in sig.split("tensor<").skip(1) {
        let shape: Vec<u64> = part
            .split('x')
            .take(2)
            .map(|s| s.parse().unwrap())
            .collect();
        if d.is_empty() {
            d.push(shape[0]);
        }
        d.push(shape[1]);
    }
    d
}

/// The optimal number of multiplications (matrix-chain dynamic program).
fn optimum(d: &[u64]) -> u64 {
    let n = d.len() - 1;
    let mut m = vec![vec![0u64; n]; n];
    for len in 2..=n {
        for i in 0..=n - len {
            let j = i + len - 1;
            m[i][j] = (i..j)
                .map(|k| m[i][k] + m[k + 1][j] + d[i] * d[k + 1] * d[j + 1])
                .min()
                .unwrap();
        }
    }
    m[0][n - 1]
}

fn eqsat_cost(file: &Path, patterns: &str) -> (f64, String) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new(env!("CARGO_BIN_EXE_patsat"))
        .args([
            "apply",
            "--mode",
            "eqsat",
            "--stats=json",
            "--benefit-weight",
            "0",
        ])
        .args(["--pure", "linalg.matmul", "--pure", "tensor.empty"])
        .args([
            "--iter-limit",
            "100",
            "--node-limit",
            "10000000",
            "--time-limit",
            "60",
        ])
        .arg("--cost-table")
        .arg(root.join("examples/eqsat/matmul_flops.costs"))
        .arg("--patterns")
        .arg(root.join("examples/eqsat").join(patterns))
        .arg(file)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{}: {}", file.display(), stderr);
    let stats: serde_json::Value = serde_json::from_str(stderr.trim()).unwrap();
    assert_eq!(stats["stop"], "saturated", "{}", file.display());
    let cost = stats["extraction"]["cost"].as_f64().unwrap();
    (cost, String::from_utf8(out.stdout).unwrap())
}

#[test]
fn matrix_chains_reach_the_optimum() {
    for (name, dialegg) in [
        ("2mm", None),
        ("3mm", None),
        ("4mm", None),
        ("5mm", None),
        ("10mm", Some(1_102_400u64)),
        ("20mm", Some(1_051_092)),
    ] {
        let file = corpus(name);
        let text = std::fs::read_to_string(&file)
            .unwrap_or_else(|e| panic!("the shared corpus is missing ({}): {e}", file.display()));
        let best = optimum(&dims(&text));
        if let Some(d) = dialegg {
            assert_eq!(
                best, d,
                "{name}: the dynamic program disagrees with DialEgg"
            );
        }
        let (cost, out) = eqsat_cost(&file, "matmul_assoc.pdll");
        assert_eq!(cost, best as f64, "{name}: eqsat did not find the optimum");
        if name == "10mm" {
            let (pdl, _) = eqsat_cost(&file, "matmul_assoc.pdl.mlir");
            assert_eq!(
                pdl, best as f64,
                "{name}: the PDL form did not find the optimum"
            );
        }
        let mut ctx = patsat_ir::Context::new();
        let src = patsat_ir::SourceFile::new("out.mlir", out.into_bytes());
        let m = patsat_ir::parse_source(&mut ctx, &src).unwrap();
        patsat_ir::verify(&ctx, &m, &src).unwrap();
    }
}
