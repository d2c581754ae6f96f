//! The AC workload shared by `benches/eqsat.rs` and `examples/ac_chain.rs`:
//! commutativity and associativity of an addition chain, in PDLL, and the
//! chain as MLIR; the same rules as egg patterns over patsat's own e-graph
//! language, run by egg's runner.

use egg::{Runner, SimpleScheduler};
use patsat_egraph::{import, MlirAnalysis, MlirNode, Purity};
use patsat_ir::{parse_source, Context, SourceFile};
use std::time::Duration;

/// Leaves of the chain.
pub const LEAVES: usize = 8;
/// Iterations of saturation.
pub const ITERS: usize = 5;

/// Commutativity and associativity of `x.add`.
pub const AC_PDLL: &str = r#"
Pattern Comm {
  let add = op<x.add>(a: Value, b: Value) -> (t: Type);
  replace add with op<x.add>(b, a) -> (t);
}
Pattern Assoc {
  let ab = op<x.add>(a: Value, b: Value) -> (t: Type);
  let abc = op<x.add>(ab.0, c: Value) -> (t);
  rewrite abc with {
    let bc = op<x.add>(b, c) -> (t);
    replace abc with op<x.add>(a, bc.0) -> (t);
  };
}
"#;

/// A function adding `n` arguments left to right with `x.add`.
pub fn chain_mlir(n: usize) -> String {
    let args: Vec<String> = (0..n).map(|i| format!("%a{i}: i32")).collect();
    let tys = vec!["i32"; n].join(", ");
    let mut s = format!(
        "\"func.func\"() <{{function_type = ({tys}) -> i32, sym_name = \"f\"}}> ({{\n^bb0({}):\n",
        args.join(", ")
    );
    let mut prev = "%a0".to_string();
    for i in 1..n {
        s += &format!("  %s{i} = \"x.add\"({prev}, %a{i}) : (i32, i32) -> i32\n");
        prev = format!("%s{i}");
    }
    s += &format!("  \"func.return\"({prev}) : (i32) -> ()\n}}) : () -> ()\n");
    s
}

/// The AC chain imported into patsat's e-graph, for egg's runner.
pub fn imported_chain(input: &str) -> patsat_egraph::MlirEGraph {
    let mut ctx = Context::new();
    let module = parse_source(
        &mut ctx,
        &SourceFile::new("in.mlir", input.as_bytes().to_vec()),
    )
    .unwrap();
    let registry = patsat_greedy::dialects::upstream_registry();
    let mut purity = Purity::new(&registry);
    purity.declare("x.add").unwrap();
    import(&ctx, &module.ir, module.top, &purity, &registry)
        .unwrap()
        .egraph
}

/// `Comm` and `Assoc` as egg patterns over [`MlirNode`]: the `x.add` nodes
/// of `egraph` (every one has the same name, attributes and type), with
/// pattern variables for children.
fn mlir_rules(egraph: &patsat_egraph::MlirEGraph) -> Vec<egg::Rewrite<MlirNode, MlirAnalysis>> {
    let add = (egraph.classes())
        .flat_map(|c| c.nodes.iter())
        .find_map(|n| n.as_op().filter(|o| o.children.len() == 2).cloned())
        .expect("an x.add node");
    let op = |ast: &mut egg::RecExpr<egg::ENodeOrVar<MlirNode>>, a: egg::Id, b: egg::Id| {
        let mut o = add.clone();
        o.children = [a, b].into_iter().collect();
        ast.add(egg::ENodeOrVar::ENode(MlirNode::Op(o)))
    };
    let var = |ast: &mut egg::RecExpr<egg::ENodeOrVar<MlirNode>>, v: &str| {
        ast.add(egg::ENodeOrVar::Var(v.parse().unwrap()))
    };
    let pattern = |build: &dyn Fn(&mut egg::RecExpr<egg::ENodeOrVar<MlirNode>>)| {
        let mut ast = egg::RecExpr::default();
        build(&mut ast);
        egg::Pattern::new(ast)
    };
    let comm_l = pattern(&|x| {
        let (a, b) = (var(x, "?a"), var(x, "?b"));
        op(x, a, b);
    });
    let comm_r = pattern(&|x| {
        let (a, b) = (var(x, "?a"), var(x, "?b"));
        op(x, b, a);
    });
    let assoc_l = pattern(&|x| {
        let (a, b, c) = (var(x, "?a"), var(x, "?b"), var(x, "?c"));
        let ab = op(x, a, b);
        op(x, ab, c);
    });
    let assoc_r = pattern(&|x| {
        let (a, b, c) = (var(x, "?a"), var(x, "?b"), var(x, "?c"));
        let bc = op(x, b, c);
        op(x, a, bc);
    });
    vec![
        egg::Rewrite::new("comm", comm_l, comm_r).unwrap(),
        egg::Rewrite::new("assoc", assoc_l, assoc_r).unwrap(),
    ]
}

/// egg's runner after running [`mlir_rules`] on the imported chain.
pub fn egg_mlir_runner(egraph: patsat_egraph::MlirEGraph) -> Runner<MlirNode, MlirAnalysis> {
    let rules = mlir_rules(&egraph);
    Runner::<MlirNode, MlirAnalysis>::default()
        .with_egraph(egraph)
        .with_iter_limit(ITERS)
        .with_node_limit(usize::MAX)
        .with_time_limit(Duration::from_secs(600))
        .with_scheduler(SimpleScheduler)
        .run(&rules)
}

/// egg's runner with [`mlir_rules`] on the imported chain; returns the
/// number of classes.
pub fn egg_mlir_run(egraph: patsat_egraph::MlirEGraph) -> usize {
    egg_mlir_runner(egraph).egraph.number_of_classes()
}
