//! Eqsat mode's saturation on fixed workloads, and the overhead of
//! translated rewrites against the same rules written as `egg::rewrite!`:
//!
//! * `ac_chain/patsat` vs `ac_chain/egg`: commutativity and associativity
//!   of an addition chain of 8 leaves (`tests/eqsat_cases/ac_limits`' rules,
//!   written in PDLL for patsat, as egg patterns over `SymbolLang` for
//!   egg), 5 iterations with the simple scheduler and egg's application
//!   mode (`ApplyMode::Snapshot`) on both sides; the e-graphs reached are
//!   the same size (checked before timing). Only the saturation is timed,
//!   the same way on every side: set-up (parsing, compilation, import or
//!   the runner's construction) is batched outside the timing, and the
//!   saturated e-graph is dropped after it.
//! * `ac_chain/egg_mlir`: the same two rules written as egg patterns over
//!   patsat's own e-graph language ([`MlirNode`], the imported e-graph,
//!   the same analysis), run by egg's runner: what is left of the overhead
//!   once both sides use the same nodes is the translation's own (egg over
//!   `SymbolLang` also has smaller nodes to hash, compare and sort).
//! * `matrix_chain_10/patsat`: DialEgg's 10-matrix chain to saturation
//!   with the associativity patterns and the `MatmulLike` native.
//!
//! ```text
//! cargo bench --bench eqsat
//! ```

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use egg::{rewrite, Runner, SimpleScheduler, SymbolLang};
use patsat_egraph::{
    import, run, ApplyMode, Limits, MlirEGraph, PatternRule, Purity, RuleEnv, RunConfig, Scheduler,
};
use patsat_frontend::pdll::DefaultBenefit;
use patsat_greedy::OpInfoRegistry;
use patsat_ir::{parse_source, Context, SourceFile};
use patsat_translate::{compile, load_pdll, Hooks, LoadOptions, OpDefs};
use std::time::Duration;

#[path = "common/ac_workload.rs"]
mod ac_workload;
use ac_workload::{
    chain_mlir, egg_mlir_run, egg_mlir_runner, imported_chain, AC_PDLL, ITERS, LEAVES,
};

fn chain_egg(n: usize) -> egg::RecExpr<SymbolLang> {
    let mut e = "a0".to_string();
    for i in 1..n {
        e = format!("(+ {e} a{i})");
    }
    e.parse().unwrap()
}

/// One patsat workload ready to saturate: the imported e-graph, the
/// compiled rules and the run's configuration (everything but the
/// saturation, which is what the benchmarks time).
struct Prepared<'r> {
    egraph: MlirEGraph,
    rules: Vec<PatternRule<'r>>,
    config: RunConfig,
}

impl Prepared<'_> {
    /// Saturates; returns the e-graph's class count and the e-graph, so
    /// that dropping it is not timed (as for egg's runners below).
    fn run(mut self) -> (usize, Self) {
        run(&mut self.egraph, &self.rules, &self.config, &mut |_| {});
        (self.egraph.number_of_classes(), self)
    }
}

/// Parses, loads, compiles and imports one patsat workload.
fn prepare<'r>(
    registry: &'r OpInfoRegistry,
    input: &str,
    pdll: &str,
    pure: &[&str],
    hooks: Hooks,
    limits: &Limits,
    apply: ApplyMode,
) -> Prepared<'r> {
    let mut ctx = Context::new();
    let module = parse_source(
        &mut ctx,
        &SourceFile::new("in.mlir", input.as_bytes().to_vec()),
    )
    .unwrap();
    let opts = LoadOptions {
        include_dirs: vec![],
        benefit: DefaultBenefit::MatchedOps,
        ..Default::default()
    };
    let set = load_pdll(&mut ctx, "p.pdll", None, pdll.as_bytes().to_vec(), &opts)
        .unwrap()
        .set;
    let ops = OpDefs::builtin(&mut ctx);
    let compiled = compile(&mut ctx, &set, &hooks, &ops).unwrap();
    let mut purity = Purity::new(registry);
    for p in pure {
        purity.declare(p).unwrap();
    }
    let egraph = import(&ctx, &module.ir, module.top, &purity, registry)
        .unwrap()
        .egraph;
    let env = RuleEnv::new(ctx, hooks, ops, purity);
    let rules: Vec<PatternRule> = compiled
        .patterns
        .into_iter()
        .filter_map(|p| PatternRule::new(p, &env))
        .collect();
    let config = RunConfig {
        limits: limits.clone(),
        scheduler: Scheduler::Simple,
        apply,
    };
    Prepared {
        egraph,
        rules,
        config,
    }
}

fn ac_limits() -> Limits {
    Limits {
        iterations: ITERS,
        nodes: usize::MAX,
        time: Duration::from_secs(600),
        memory: None,
    }
}

fn egg_run() -> usize {
    let rules: Vec<egg::Rewrite<SymbolLang, ()>> = vec![
        rewrite!("comm"; "(+ ?a ?b)" => "(+ ?b ?a)"),
        rewrite!("assoc"; "(+ (+ ?a ?b) ?c)" => "(+ ?a (+ ?b ?c))"),
    ];
    let runner = Runner::<SymbolLang, ()>::default()
        .with_expr(&chain_egg(LEAVES))
        .with_iter_limit(ITERS)
        .with_node_limit(usize::MAX)
        .with_time_limit(Duration::from_secs(600))
        .with_scheduler(SimpleScheduler)
        .run(&rules);
    runner.egraph.number_of_classes()
}

fn bench(c: &mut Criterion) {
    let registry = patsat_greedy::dialects::upstream_registry();
    let input = chain_mlir(LEAVES);
    let ac = || {
        prepare(
            &registry,
            &input,
            AC_PDLL,
            &["x.add"],
            Hooks::new(),
            &ac_limits(),
            ApplyMode::Snapshot,
        )
    };
    // Same e-graph on both sides: classes of the chain's sub-sums (the
    // patsat e-graph also holds the leaves' classes, as egg's does).
    let ours = ac().run().0;
    let theirs = egg_run();
    assert_eq!(ours, theirs, "the two e-graphs differ");
    let same_lang = egg_mlir_run(imported_chain(&input));
    assert_eq!(ours, same_lang, "egg over MlirNode reaches another e-graph");

    // All three sides alike: set-up per run outside the timing (batched, as
    // criterion's `iter_batched` does), only the saturation timed, the
    // saturated e-graph dropped after the timing.
    let mut g = c.benchmark_group("ac_chain");
    g.sample_size(20);
    g.bench_function("patsat", |b| {
        b.iter_batched(ac, Prepared::run, BatchSize::SmallInput)
    });
    g.bench_function("egg", |b| {
        let rules: Vec<egg::Rewrite<SymbolLang, ()>> = vec![
            rewrite!("comm"; "(+ ?a ?b)" => "(+ ?b ?a)"),
            rewrite!("assoc"; "(+ (+ ?a ?b) ?c)" => "(+ ?a (+ ?b ?c))"),
        ];
        let expr = chain_egg(LEAVES);
        b.iter_batched(
            || {
                Runner::<SymbolLang, ()>::default()
                    .with_expr(&expr)
                    .with_iter_limit(ITERS)
                    .with_node_limit(usize::MAX)
                    .with_time_limit(Duration::from_secs(600))
                    .with_scheduler(SimpleScheduler)
            },
            |r| r.run(&rules),
            BatchSize::SmallInput,
        )
    });
    g.bench_function("egg_mlir", |b| {
        b.iter_batched(
            || imported_chain(&input),
            egg_mlir_runner,
            BatchSize::SmallInput,
        )
    });
    g.finish();

    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mm = std::fs::read_to_string(root.join(
        "../shared/corpus/expected/mlir/wild/AzizZayed+DialEgg/test/nmm/10mm.mlir.generic.mlir",
    ))
    .unwrap();
    let assoc = std::fs::read_to_string(root.join("examples/eqsat/matmul_assoc.pdll")).unwrap();
    let mut g = c.benchmark_group("matrix_chain_10");
    g.sample_size(20);
    g.bench_function("patsat", |b| {
        b.iter_batched(
            || {
                let mut hooks = Hooks::new();
                patsat_egraph::natives::register(&mut hooks);
                let limits = Limits {
                    iterations: 100,
                    ..ac_limits()
                };
                prepare(
                    &registry,
                    &mm,
                    &assoc,
                    &["linalg.matmul", "tensor.empty"],
                    hooks,
                    &limits,
                    ApplyMode::default(),
                )
            },
            Prepared::run,
            BatchSize::SmallInput,
        )
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
