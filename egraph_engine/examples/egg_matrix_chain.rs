//! A reference for the matrix-chain benchmark (`benches/matrix_chain.sh`):
//! egg itself saturating the same two associativity rules, written as
//! `egg::rewrite!`, over a language with one binary `mm` operator and a
//! symbol per matrix, on the left-deep chain of N + 1 matrices (what the
//! DialEgg inputs hold). No MLIR, no types, no extraction: the time egg's
//! own runner needs for the same e-graph.
//!
//! ```text
//! cargo run --release -p patsat-egraph --example egg_matrix_chain -- 80
//! ```

use egg::{define_language, rewrite, Id, RecExpr, Rewrite, Runner, SimpleScheduler, Symbol};
use std::time::{Duration, Instant};

define_language! {
    enum Chain {
        "mm" = Mm([Id; 2]),
        Matrix(Symbol),
    }
}

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .expect("usage: egg_matrix_chain N (multiplications)");
    let mut e = "m0".to_string();
    for i in 1..=n {
        e = format!("(mm {e} m{i})");
    }
    let expr: RecExpr<Chain> = e.parse().expect("a chain");
    let rules: Vec<Rewrite<Chain, ()>> = vec![
        rewrite!("assoc-right"; "(mm (mm ?a ?b) ?c)" => "(mm ?a (mm ?b ?c))"),
        rewrite!("assoc-left"; "(mm ?a (mm ?b ?c))" => "(mm (mm ?a ?b) ?c)"),
    ];
    let t = Instant::now();
    let runner = Runner::<Chain, ()>::default()
        .with_expr(&expr)
        .with_iter_limit(1000)
        .with_node_limit(usize::MAX)
        .with_time_limit(Duration::from_secs(3600))
        .with_scheduler(SimpleScheduler)
        .run(&rules);
    println!(
        "{} matrices: {:.3} s, stop {:?}, {} iterations, {} e-nodes, {} e-classes",
        n + 1,
        t.elapsed().as_secs_f64(),
        runner.stop_reason,
        runner.iterations.len(),
        runner.egraph.total_number_of_nodes(),
        runner.egraph.number_of_classes()
    );
}
