//! The eqsat examples of `examples/eqsat/`: each pattern set is applied to
//! its payload by `patsat apply` in greedy and in eqsat mode, and the cost
//! of both outputs (one per op that eqsat treats as pure, each distinct op
//! once, as `patsat_extract::module_cost` counts) is checked against the
//! cost worked out by hand in the pattern file's comments: eqsat must be
//! strictly cheaper. The eqsat output must also equal the committed
//! `NAME.eqsat.mlir` (what the comments derive), and so must the eqsat
//! output of the same patterns in PDL form (`NAME.pdl.mlir`, written by the
//! real `mlir-pdll -x=mlir`; `examples/eqsat/regen_pdl.sh`).

use patsat_egraph::Purity;
use patsat_extract::{module_cost, OpCostTable};
use patsat_ir::{parse_source, Context, SourceFile};
use std::path::Path;
use std::process::Command;

/// (example, greedy cost, eqsat cost). The cost counts the ops the roots
/// (here `func.return`) need, each distinct op once. Greedy costs, from the
/// comments: `strength`: `x.two`, `x.mul`, `x.one`, `x.shr` = 4;
/// `distribute`: `k * p`, `k * q` (the greedy output has two identical
/// copies, one e-node once imported), their `x.add` and the `x.sub` = 4
/// (the old `x.add` stays in the greedy output, dead, and is not counted).
/// Eqsat: `a` itself (0) and `k * p` (1).
const CASES: &[(&str, f64, f64)] = &[("strength", 4.0, 0.0), ("distribute", 4.0, 1.0)];

fn apply(mode: &str, name: &str) -> String {
    apply_file(mode, name, "pdll")
}

/// Applies `examples/eqsat/NAME.EXT` to `NAME.mlir`.
fn apply_file(mode: &str, name: &str, ext: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/eqsat");
    let out = Command::new(env!("CARGO_BIN_EXE_patsat"))
        .args(["apply", "--mode", mode, "--pure", "x.*", "--patterns"])
        .arg(root.join(format!("{name}.{ext}")))
        .arg(root.join(format!("{name}.mlir")))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{name} ({mode}): {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn cost(text: &str) -> f64 {
    let mut ctx = Context::new();
    let m = parse_source(
        &mut ctx,
        &SourceFile::new("out.mlir", text.as_bytes().to_vec()),
    )
    .unwrap();
    let registry = patsat_greedy::dialects::upstream_registry();
    let mut purity = Purity::new(&registry);
    purity.declare("x.*").unwrap();
    module_cost(&ctx, &m, &purity, &registry, &OpCostTable::default()).unwrap()
}

#[test]
fn eqsat_beats_greedy_on_the_examples() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/eqsat");
    for &(name, greedy_cost, eqsat_cost) in CASES {
        let g = apply("greedy", name);
        let e = apply("eqsat", name);
        assert_eq!(cost(&g), greedy_cost, "{name}: greedy cost\n{g}");
        assert_eq!(cost(&e), eqsat_cost, "{name}: eqsat cost\n{e}");
        assert!(eqsat_cost < greedy_cost);
        let expected = std::fs::read_to_string(root.join(format!("{name}.eqsat.mlir"))).unwrap();
        assert_eq!(e, expected, "{name}: eqsat output");
        let from_pdl = apply_file("eqsat", name, "pdl.mlir");
        assert_eq!(from_pdl, expected, "{name}: eqsat output from the PDL form");
    }
}
