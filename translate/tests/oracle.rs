//! Differential tests against the real MLIR greedy driver, through the
//! whole pipeline: each case folder holds a payload (`input.mlir`), the
//! patterns (`patterns.pdll`, loaded by the PDLL frontend with
//! `mlir-pdll`'s default benefit 0 and compiled by this crate) and one
//! `RUN.flags` / `RUN.expected` pair per driver configuration. The
//! expected text is what LLVM 22's `applyPatternsGreedily` printed (first
//! line: its `converged`/`changed` flags) and `RUN.trace`, when present,
//! every listener notification it made; `regen.sh` made them with
//! `greedy-oracle`. `RUN.pdl-stats`, when present, is the statistics line
//! of `pdl-oracle --stats` (iterations and `apply-pattern` actions, i.e.
//! attempts of matched patterns), copied from the shared examples.

use patsat_frontend::pdll::DefaultBenefit;
use patsat_greedy::GreedyRewriteConfig;
use patsat_ir::Context;
use patsat_translate::*;
use std::path::Path;

fn run_case(dir: &str, case: &str, run: &str) {
    let dir = Path::new(dir).join(case);
    let input = std::fs::read(dir.join("input.mlir")).unwrap();
    let flags = std::fs::read_to_string(dir.join(format!("{run}.flags"))).unwrap();
    let expected = std::fs::read_to_string(dir.join(format!("{run}.expected"))).unwrap();
    let (stats, expected_ir) = expected.split_once('\n').unwrap();
    let mut ctx = Context::new();
    let opts = LoadOptions {
        include_dirs: vec![],
        benefit: DefaultBenefit::Zero,
        ..Default::default()
    };
    // `patterns.pdll`, or PDL in MLIR form in `patterns.mlir`.
    let pdll = dir.join("patterns.pdll");
    let pattern_file = if pdll.exists() {
        pdll
    } else {
        dir.join("patterns.mlir")
    };
    let loaded = load_patterns(&mut ctx, &pattern_file, &opts)
        .unwrap_or_else(|d| panic!("{case}: patterns: {}", d[0]));
    let ops = OpDefs::builtin(&mut ctx);
    let patterns = GreedySet::new(&mut ctx, &loaded.set, Hooks::test_set(), ops)
        .unwrap_or_else(|d| panic!("{case}: compile: {}", d[0]));
    let mut config = GreedyRewriteConfig::default();
    for f in flags.split_whitespace() {
        config.set_option(f).unwrap();
    }
    let src = patsat_ir::SourceFile::new("input.mlir", input);
    let mut m = patsat_ir::parse_source(&mut ctx, &src).unwrap();
    let registry = patsat_greedy::dialects::upstream_registry();
    let res = patterns
        .apply(&mut ctx, &mut m, &registry, &config, true)
        .unwrap_or_else(|e| panic!("{case}/{run}: rewrite errors: {e:?}"));
    patsat_ir::verify(&ctx, &m, &src).unwrap_or_else(|d| panic!("{}", d[0]));
    let out = patsat_ir::print_module(&ctx, &m, &Default::default());
    assert_eq!(out, expected_ir, "{case}/{run}: rewritten IR");
    let got = format!(
        "oracle: converged={} changed={}",
        res.converged as u8, res.changed as u8
    );
    assert_eq!(got, stats, "{case}/{run}: flags");
    if let Ok(line) = std::fs::read_to_string(dir.join(format!("{run}.pdl-stats"))) {
        let got = format!(
            "iterations={} pattern-actions={}",
            res.iterations,
            res.trace.len()
        );
        assert_eq!(got, line.trim(), "{case}/{run}: pdl-oracle statistics");
    }
    if let Ok(trace) = std::fs::read_to_string(dir.join(format!("{run}.trace"))) {
        let expected_log: Vec<&str> = trace.lines().collect();
        assert_eq!(res.log, expected_log, "{case}/{run}: listener log");
    }
}

include!(concat!(env!("OUT_DIR"), "/oracle_cases.rs"));
