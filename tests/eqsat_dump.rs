//! `patsat apply --mode eqsat --dump-egraph=json|dot`: the JSON dump of the
//! saturated e-graph loads back through the egraph-serialize reader
//! (`ExtractGraph::from_serialized_json`, the format extraction-gym reads)
//! as the same extraction problem: the exact extractor finds on it the
//! optimum the run reported (with `--extractor exact`, proven optimal, so
//! the two agree whatever the numbering of classes), every class and every
//! child edge is there, and the DOT dump draws one cluster per class and
//! one edge per child.

use patsat_extract::{extract, ExtractGraph, ExtractorKind};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// (name, patterns, input, extra flags).
const CASES: &[(&str, &str, &str, &[&str])] = &[
    (
        "distribute",
        "examples/eqsat/distribute.pdll",
        "examples/eqsat/distribute.mlir",
        &["--pure", "x.*"],
    ),
    (
        "multi_result",
        "tests/eqsat_cases/multi_result/patterns.pdll",
        "tests/eqsat_cases/multi_result/input.mlir",
        &[
            "--pure", "x.divrem", "--pure", "x.div", "--pure", "x.rem", "--pure", "x.add",
        ],
    ),
];

fn dump(name: &str, patterns: &str, input: &str, flags: &[&str], format: &str) -> (String, String) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    // Tests run in parallel in one process: one file per dump.
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let file: PathBuf = std::env::temp_dir().join(format!(
        "patsat-dump-{}-{}-{}.{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed),
        name,
        format
    ));
    let out = Command::new(env!("CARGO_BIN_EXE_patsat"))
        .args([
            "apply",
            "--mode",
            "eqsat",
            "--extractor",
            "exact",
            "--stats=json",
        ])
        .args(flags)
        .args(["--dump-egraph", format, "--dump-egraph-file"])
        .arg(&file)
        .arg("--patterns")
        .arg(root.join(patterns))
        .arg(root.join(input))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{name}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::remove_file(&file).ok();
    (text, String::from_utf8_lossy(&out.stderr).into_owned())
}

/// A number field of the `--stats=json` object.
fn stat(stats: &str, key: &str) -> f64 {
    let v: serde_json::Value = serde_json::from_str(stats.lines().next().unwrap()).unwrap();
    let mut cur = &v;
    for k in key.split('.') {
        cur = &cur[k];
    }
    cur.as_f64()
        .unwrap_or_else(|| panic!("no `{key}` in {stats}"))
}

#[test]
fn json_dump_loads_back_as_the_same_problem() {
    for &(name, patterns, input, flags) in CASES {
        let (json, stats) = dump(name, patterns, input, flags, "json");
        let g = ExtractGraph::from_serialized_json(&json)
            .unwrap_or_else(|e| panic!("{name}: the dump does not load: {e}"));
        assert_eq!(
            g.num_classes() as f64,
            stat(&stats, "e_classes"),
            "{name}: classes"
        );
        assert!(!g.roots.is_empty(), "{name}: no roots");
        let v: serde_json::Value = serde_json::from_str(stats.lines().next().unwrap()).unwrap();
        assert_eq!(
            v["extraction"]["optimal"].as_bool(),
            Some(true),
            "{name}: not optimal"
        );
        let x = extract(&g, ExtractorKind::Exact, Duration::from_secs(10));
        assert!(x.optimal, "{name}: the reloaded problem is not solved");
        assert!(
            (x.dag_cost - stat(&stats, "extraction.cost")).abs() < 1e-9,
            "{name}: optimum {} on the reloaded dump, {} in the run",
            x.dag_cost,
            stat(&stats, "extraction.cost")
        );
    }
}

#[test]
fn dot_dump_draws_every_class_and_edge() {
    for &(name, patterns, input, flags) in CASES {
        let (json, _) = dump(name, patterns, input, flags, "json");
        let g = ExtractGraph::from_serialized_json(&json).unwrap();
        let (dot, _) = dump(name, patterns, input, flags, "dot");
        assert!(dot.starts_with("digraph egraph {"), "{name}: {dot}");
        assert!(dot.trim_end().ends_with('}'), "{name}: {dot}");
        assert_eq!(
            dot.matches("subgraph cluster_").count(),
            g.num_classes(),
            "{name}: clusters"
        );
        assert_eq!(
            dot.matches(" -> ").count(),
            g.children.len(),
            "{name}: edges"
        );
        assert_eq!(
            dot.matches("[label=").count(),
            g.num_nodes(),
            "{name}: nodes"
        );
    }
}
