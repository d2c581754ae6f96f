//! Every extractor on extraction-gym's e-graphs in `../shared/corpus/egraphs`:
//! each result of patsat's extractors must be a valid extraction (a node of
//! the right class for every class the roots reach, no cycle); tree
//! extraction must reach the same tree cost as extraction-gym's
//! `bottom-up` (both are tree-optimal) wherever that one is acyclic; the
//! DAG extractor must be at least as good as tree extraction and as
//! extraction-gym's `bottom-up` and `faster-greedy-dag`; and the exact
//! extractor (on the small e-graphs, with a time budget) at least as good
//! as the DAG extractor. Times are reported by
//! `extract/examples/extraction_report.rs`, not checked here.

use patsat_extract::dag::dag_extract;
use patsat_extract::exact::exact_extract;
use patsat_extract::gym::{bottom_up, faster_greedy_dag};
use patsat_extract::tree::tree_extract;
use patsat_extract::{Choice, ExtractGraph};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

fn corpus() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/egraphs");
    let mut out = Vec::new();
    let mut stack = vec![dir.clone()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d)
            .unwrap_or_else(|e| panic!("the shared corpus is missing ({}): {}", d.display(), e))
            .flatten()
        {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "json") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// Checks a choice independently of `ExtractGraph::topo_order`; returns
/// its DAG cost.
fn check(g: &ExtractGraph, choice: &Choice, what: &str) -> f64 {
    let mut state = vec![0u8; g.num_classes()];
    let mut cost = 0.0;
    fn visit(
        g: &ExtractGraph,
        choice: &Choice,
        c: u32,
        state: &mut [u8],
        cost: &mut f64,
        what: &str,
    ) {
        match state[c as usize] {
            2 => return,
            1 => panic!("{what}: cycle through class {c}"),
            _ => {}
        }
        state[c as usize] = 1;
        let n = choice[c as usize].unwrap_or_else(|| panic!("{what}: class {c} has no node"));
        assert_eq!(g.node_class[n as usize], c, "{what}: node of another class");
        *cost += g.node_cost[n as usize];
        for &d in g.node_children(n) {
            visit(g, choice, d, state, cost, what);
        }
        state[c as usize] = 2;
    }
    for &r in &g.roots {
        visit(g, choice, r, &mut state, &mut cost, what);
    }
    cost
}

#[test]
fn extractors_on_extraction_gym_egraphs() {
    let files = corpus();
    assert_eq!(files.len(), 64, "the corpus has 64 e-graphs");
    for f in files {
        let name = f.display().to_string();
        let g = ExtractGraph::from_serialized_json(&std::fs::read_to_string(&f).unwrap())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(!g.roots.is_empty(), "{name}: no roots");
        let tree_choice = tree_extract(&g).0;
        let tree = check(&g, &tree_choice, &format!("{name} tree"));
        let bu_choice = bottom_up(&g);
        if let Ok(bu_tree) = g.tree_cost(&bu_choice) {
            let t = g.tree_cost(&tree_choice).unwrap();
            assert!(
                (bu_tree - t).abs() <= 1e-9 * t.abs().max(1.0),
                "{name}: tree cost {t}, bottom-up's {bu_tree}"
            );
        }
        let bu = g.dag_cost(&bu_choice).unwrap_or(f64::INFINITY);
        let greedy = g.dag_cost(&faster_greedy_dag(&g)).unwrap_or(f64::INFINITY);
        let dag_choice = dag_extract(&g);
        let dag = check(&g, &dag_choice, &format!("{name} dag"));
        assert!(dag <= tree + 1e-6, "{name}: dag {dag} > tree {tree}");
        assert!(dag <= bu + 1e-6, "{name}: dag {dag} > bottom-up {bu}");
        assert!(dag <= greedy + 1e-6, "{name}: dag {dag} > greedy {greedy}");
        if g.num_nodes() <= 2000 {
            let r = exact_extract(&g, &dag_choice, Instant::now() + Duration::from_millis(200));
            let exact = check(&g, &r.choice, &format!("{name} exact"));
            assert!((exact - r.cost).abs() < 1e-6, "{name}: exact cost");
            assert!(exact <= dag + 1e-6, "{name}: exact {exact} > dag {dag}");
        }
    }
}

/// The set-cover instance: elements u_1..u_5 (classes 4..8) each choose a
/// set S_0..S_3 (cost 1 each) containing them. u_1 is only in S_0 and u_5
/// only in S_3, and S_0 = {u_1, u_2, u_3}, S_3 = {u_4, u_5} cover all: the
/// optimum is 2. Tree extraction's choice for u_4 is not S_3 (all three
/// sets tie at cost 1 and S_1 comes first), so its DAG cost is 3.
#[test]
fn set_cover_needs_sharing() {
    let f = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/corpus/egraphs/set_covering/test.json");
    let g = ExtractGraph::from_serialized_json(&std::fs::read_to_string(f).unwrap()).unwrap();
    let tree = check(&g, &tree_extract(&g).0, "tree");
    assert_eq!(tree, 3.0);
    let dag = dag_extract(&g);
    let r = exact_extract(&g, &dag, Instant::now() + Duration::from_secs(5));
    assert!(r.optimal);
    assert_eq!(r.cost, 2.0);
    assert!(tree > r.cost);
}

/// `choice.json`: 17 classes each choose `g(x(i))` (cost 2, tree cost 2)
/// or `f(i, A, B)` (cost 1, plus 1 each for the leaves `A` and `B`: tree
/// cost 3); a `Cons` list (17 nodes) and `Nil` (1) hold them. Tree
/// extraction takes every `g(x(i))`: 17 * 2 + 18 = 52. Paying `A` and `B`
/// once lets all 17 use `f`: 17 + 2 + 18 = 37, the optimum the exact
/// extractor proves. No single switch gets there (the first `f` costs one
/// more than the `g(x(i))` it replaces); the DAG extractor's compound
/// move does.
#[test]
fn shared_leaves_need_a_compound_move() {
    let f = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/corpus/egraphs/dummy_examples/choice.json");
    let g = ExtractGraph::from_serialized_json(&std::fs::read_to_string(f).unwrap()).unwrap();
    assert_eq!(check(&g, &tree_extract(&g).0, "tree"), 52.0);
    let dag = dag_extract(&g);
    assert_eq!(check(&g, &dag, "dag"), 37.0);
    let r = exact_extract(&g, &dag, Instant::now() + Duration::from_secs(5));
    assert!(r.optimal);
    assert_eq!(r.cost, 37.0);
}
