//! Semi-naive skipping loses no match: random programs (`common::program`)
//! saturated with rules that merge and grow classes (`common::RULES`, and
//! merges between different ops) reach the same e-graph (live nodes,
//! classes, class sizes) with skipping as without it, in both application
//! modes; and a root that was there at the rule's last pass still matches
//! through a defining op added to its operand's class since (which those
//! rule sets, rich in other ways to the same nodes, do not need).

mod common;

use common::{program, Setup, RULES};
use patsat_egraph::{ApplyMode, MlirEGraph, StopReason};
use patsat_translate::Hooks;

/// Rules where few matches are found twice: merges between different ops
/// (an add of a value with itself and a negation, a two-result op and its
/// swap) that other matches then see through the merged classes.
const MERGES: &str = r#"
Pattern Double {
  let d = op<x.add>(a: Value, a) -> (t: Type);
  replace d with op<x.neg>(a) -> (t);
}
Pattern NegNeg {
  let n = op<x.neg>(op<x.neg>(a: Value));
  replace n with a;
}
Pattern NegAdd {
  let n = op<x.add>(op<x.neg>(a: Value), b: Value) -> (t: Type);
  replace n with op<x.sum>(a, b) -> (t);
}
Pattern SumNeg {
  let s = op<x.sum>(op<x.neg>(a: Value)) -> (t: Type);
  replace s with op<x.neg>(a) -> (t);
}
Pattern Swap {
  let p = op<x.pair>(a: Value, b: Value) -> (t1: Type, t2: Type);
  rewrite p with {
    let q = op<x.pair>(b, a) -> (t2, t1);
    replace p with (q.1, q.0);
  };
}
"#;

/// The shape of a saturated e-graph: live nodes, classes, sorted class
/// sizes.
fn shape(g: &MlirEGraph) -> (usize, usize, Vec<usize>) {
    let mut sizes: Vec<usize> = g.classes().map(|c| c.nodes.len()).collect();
    sizes.sort_unstable();
    (g.total_number_of_nodes(), g.number_of_classes(), sizes)
}

/// Saturates program `seed` (with or without skipping); `None` if a limit
/// stopped it.
fn saturate(
    rules: &str,
    seed: u64,
    skip: bool,
    apply: ApplyMode,
) -> Option<(usize, usize, Vec<usize>)> {
    let mut s = Setup::new(seed, rules, "");
    if !skip {
        s.map_rules(|r| r.without_skipping());
    }
    let report = s.run(60, apply);
    (report.stop == StopReason::Saturated).then(|| shape(&s.graph.egraph))
}

/// Compares both ways on 60 programs; returns how many runs saturated.
fn compare(rules: &str) -> usize {
    let mut saturated = 0;
    for seed in 1..=60u64 {
        let seed = seed * 104_729;
        for apply in [ApplyMode::Eager, ApplyMode::Snapshot] {
            let all = saturate(rules, seed, false, apply);
            let skipped = saturate(rules, seed, true, apply);
            if let (Some(a), Some(b)) = (&all, &skipped) {
                assert_eq!(a, b, "seed {seed}, {apply:?}:\n{}", program(seed));
                saturated += 1;
            }
        }
    }
    saturated
}

#[test]
fn skipping_reaches_the_same_saturated_e_graphs() {
    // Most programs saturate under the limits: the comparison is not
    // vacuous.
    let n = compare(RULES);
    assert!(n >= 60, "only {n} runs saturated");
}

#[test]
fn skipping_sees_nodes_that_moved_into_a_class() {
    let n = compare(MERGES);
    assert!(n >= 100, "only {n} runs saturated");
}

/// `x.neg(x.f(a))` becomes `x.g(a)`, and `x.h(a)` is also `x.f(a)`: in the
/// first iteration `NegF` finds nothing and `H2F` puts an `x.f` into the
/// class of the `x.h`; in the second, `NegF`'s root (there at its last
/// pass) matches only through that new defining op.
const LATE_CHILD: &str = r#"
Pattern NegF {
  let f = op<x.f>(a: Value) -> (t: Type);
  let n = op<x.neg>(f.0) -> (t);
  replace n with op<x.g>(a) -> (t);
}
Pattern H2F {
  let h = op<x.h>(a: Value) -> (t: Type);
  replace h with op<x.f>(a) -> (t);
}
"#;

#[test]
fn an_old_root_matches_through_a_new_defining_op() {
    let input = "\"func.func\"() <{function_type = (i32) -> (), sym_name = \"f\"}> ({\n\
        ^bb0(%a: i32):\n  %h = \"x.h\"(%a) : (i32) -> i32\n  %n = \"x.neg\"(%h) : (i32) -> i32\n\
        \"x.use\"(%n) : (i32) -> ()\n  \"func.return\"() : () -> ()\n}) : () -> ()\n";
    for apply in [ApplyMode::Eager, ApplyMode::Snapshot] {
        let mut s = Setup::with_program(input.to_string(), LATE_CHILD, "", Hooks::new());
        let report = s.run(10, apply);
        assert_eq!(report.stop, StopReason::Saturated);
        // The leaf `%a`, the class {x.h(a), x.f(a)} and the class
        // {x.neg(..), x.g(a)}: five nodes in three classes (four nodes
        // if `NegF` never matched).
        let g = &s.graph.egraph;
        assert_eq!(
            (g.total_number_of_nodes(), g.number_of_classes()),
            (5, 3),
            "{apply:?}"
        );
    }
}
