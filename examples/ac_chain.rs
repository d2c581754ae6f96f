//! The workload of `cargo bench --bench eqsat`'s `ac_chain` group, run once
//! (for instruction counts, e.g. under `valgrind --tool=cachegrind`):
//! commutativity and associativity of an addition chain of 8 leaves, 5
//! iterations, the simple scheduler and egg's application mode, by patsat
//! (`patsat`: the rules in PDLL, translated) or by egg's runner (`egg`: the
//! rules as `egg::rewrite!` over `SymbolLang`; `egg_mlir`: as egg patterns
//! over patsat's e-graph language). Prints the classes reached and the time
//! of the saturation alone (`repeat` runs, the median).
//!
//! ```text
//! cargo run --release --example ac_chain -- patsat|egg|egg_mlir [repeat]
//! ```

use egg::{rewrite, Runner, SimpleScheduler, SymbolLang};
use patsat_egraph::{
    import, run, ApplyMode, Limits, PatternRule, Purity, RuleEnv, RunConfig, Scheduler,
};
use patsat_frontend::pdll::DefaultBenefit;
use patsat_ir::{parse_source, Context, SourceFile};
use patsat_translate::{compile, load_pdll, Hooks, LoadOptions, OpDefs};
use std::time::{Duration, Instant};

#[path = "../benches/common/ac_workload.rs"]
mod ac_workload;
use ac_workload::{chain_mlir, egg_mlir_run, imported_chain, AC_PDLL, ITERS, LEAVES};

/// One patsat saturation: the classes reached and its time.
fn patsat_once(input: &str) -> (usize, Duration) {
    let mut ctx = Context::new();
    let file = SourceFile::new("in.mlir", input.as_bytes().to_vec());
    let module = parse_source(&mut ctx, &file).expect("the chain parses");
    let opts = LoadOptions {
        include_dirs: vec![],
        benefit: DefaultBenefit::MatchedOps,
        ..Default::default()
    };
    let set = load_pdll(&mut ctx, "p.pdll", None, AC_PDLL.as_bytes().to_vec(), &opts)
        .expect("the rules load")
        .set;
    let hooks = Hooks::new();
    let ops = OpDefs::builtin(&mut ctx);
    let compiled = compile(&mut ctx, &set, &hooks, &ops).expect("the rules compile");
    let registry = patsat_greedy::dialects::upstream_registry();
    let mut purity = Purity::new(&registry);
    purity.declare("x.add").expect("a name");
    let mut g = import(&ctx, &module.ir, module.top, &purity, &registry).expect("imports");
    let env = RuleEnv::new(ctx, hooks, ops, purity);
    let rules: Vec<PatternRule> = (compiled.patterns.into_iter())
        .filter_map(|p| PatternRule::new(p, &env))
        .collect();
    let config = RunConfig {
        limits: Limits {
            iterations: ITERS,
            nodes: usize::MAX,
            time: Duration::from_secs(600),
            memory: None,
        },
        scheduler: Scheduler::Simple,
        apply: ApplyMode::Snapshot,
    };
    let t = Instant::now();
    run(&mut g.egraph, &rules, &config, &mut |_| {});
    (g.egraph.number_of_classes(), t.elapsed())
}

/// One run of egg's runner: the classes reached and its time.
fn egg_once() -> (usize, Duration) {
    let mut e = "a0".to_string();
    for i in 1..LEAVES {
        e = format!("(+ {e} a{i})");
    }
    let expr: egg::RecExpr<SymbolLang> = e.parse().expect("a chain");
    let rules: Vec<egg::Rewrite<SymbolLang, ()>> = vec![
        rewrite!("comm"; "(+ ?a ?b)" => "(+ ?b ?a)"),
        rewrite!("assoc"; "(+ (+ ?a ?b) ?c)" => "(+ ?a (+ ?b ?c))"),
    ];
    let runner = Runner::<SymbolLang, ()>::default()
        .with_expr(&expr)
        .with_iter_limit(ITERS)
        .with_node_limit(usize::MAX)
        .with_time_limit(Duration::from_secs(600))
        .with_scheduler(SimpleScheduler);
    let t = Instant::now();
    let r = runner.run(&rules);
    (r.egraph.number_of_classes(), t.elapsed())
}

fn main() {
    let mut args = std::env::args().skip(1);
    let which = args.next().unwrap_or_default();
    let repeat: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let input = chain_mlir(LEAVES);
    let mut times = Vec::new();
    let mut classes = 0;
    for _ in 0..repeat.max(1) {
        let (c, t) = match which.as_str() {
            "patsat" => patsat_once(&input),
            "egg" => egg_once(),
            "egg_mlir" => {
                let g = imported_chain(&input);
                let t = Instant::now();
                (egg_mlir_run(g), t.elapsed())
            }
            _ => {
                eprintln!("usage: ac_chain patsat|egg|egg_mlir [repeat]");
                std::process::exit(2);
            }
        };
        classes = c;
        times.push(t);
    }
    times.sort();
    println!(
        "{which}: {classes} classes, saturation {:.3} ms (median of {})",
        times[times.len() / 2].as_secs_f64() * 1e3,
        times.len()
    );
}
