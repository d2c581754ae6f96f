//! Greedy mode with compiled patterns (`benches/greedy_gen`: 50 PDLL
//! patterns that rewrite every op of the payload once):
//!
//! * `compile_50_patterns`: PDLL file to frozen greedy patterns (parse,
//!   sema, lowering, match/rewrite programs, record order);
//! * `apply_10k_ops` / `apply_100k_ops`: the greedy driver on a parsed
//!   payload (parsing excluded), until it converges.
//!
//! ```text
//! cargo bench --bench greedy_apply
//! ```
//!
//! The whole-process comparison with `mlir-opt --test-pdl-bytecode-pass` is
//! `benches/compare_greedy_mlir_opt.sh`.

mod greedy_gen;

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use patsat_frontend::pdll::DefaultBenefit;
use patsat_greedy::GreedyRewriteConfig;
use patsat_ir::{parse_source, Context, SourceFile};
use patsat_translate::{load_patterns, GreedySet, Hooks, LoadOptions, OpDefs};
use std::time::Duration;

fn patterns_file() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("patsat-greedy-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join("patterns.pdll");
    std::fs::write(&p, greedy_gen::patterns()).unwrap();
    p
}

fn greedy_set(ctx: &mut Context, file: &std::path::Path) -> GreedySet {
    let opts = LoadOptions {
        include_dirs: vec![],
        benefit: DefaultBenefit::Zero,
        ..Default::default()
    };
    let set = load_patterns(ctx, file, &opts).unwrap().set;
    let ops = OpDefs::builtin(ctx);
    GreedySet::new(ctx, &set, Hooks::test_set(), ops).unwrap()
}

fn bench(c: &mut Criterion) {
    let file = patterns_file();
    let mut g = c.benchmark_group("greedy");
    g.sample_size(10)
        .measurement_time(Duration::from_secs(5))
        .warm_up_time(Duration::from_secs(1));
    g.bench_function("compile_50_patterns", |b| {
        b.iter(|| {
            let mut ctx = Context::new();
            greedy_set(&mut ctx, &file).names.len()
        })
    });
    let registry = patsat_greedy::dialects::upstream_registry();
    let config = GreedyRewriteConfig::default();
    for ops in [10_000usize, 100_000] {
        let text = greedy_gen::payload(ops, 1);
        g.throughput(Throughput::Elements(ops as u64));
        g.bench_function(format!("apply_{}k_ops", ops / 1000), |b| {
            b.iter_batched(
                || {
                    let mut ctx = Context::new();
                    let patterns = greedy_set(&mut ctx, &file);
                    let src = SourceFile::new("payload.mlir", text.as_bytes().to_vec());
                    let m = parse_source(&mut ctx, &src).unwrap();
                    (ctx, m, patterns)
                },
                |(mut ctx, mut m, patterns)| {
                    let res = patterns
                        .apply(&mut ctx, &mut m, &registry, &config, false)
                        .unwrap();
                    assert!(res.converged);
                    (ctx, m, patterns)
                },
                BatchSize::LargeInput,
            )
        });
    }
    g.finish();
    let _ = std::fs::remove_dir_all(file.parent().unwrap());
}

criterion_group!(benches, bench);
criterion_main!(benches);
