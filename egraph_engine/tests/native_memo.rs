//! Memoised native rewrites (`Hooks::mark_memoisable`) and quick rewrites
//! (`patsat_egraph::quick`: rewrite programs of memoised natives run
//! straight over a direct match) change nothing but the number of calls:
//! random programs (`common::program`) saturated with rules whose new ops
//! come from native rewrites reach the same e-graph (the same nodes in the
//! same classes, with the same locations, benefits and rules) whether the
//! natives are memoised or not, and with or without quick rewrites; the memoised natives are called fewer times (the
//! memo is used: the comparison is not vacuous).

mod common;

use common::{program, shape, Setup};
use patsat_egraph::{ApplyMode, StopReason};
use patsat_frontend::pattern::PdlType::{Operation, Type, Value};
use patsat_translate::{Hooks, NewOp, PdlValue, Signature};
use std::cell::Cell;
use std::rc::Rc;

/// Commutativity, associativity both ways and a swap of the two-result
/// op, their new ops built by natives: `AddOf(t, a, b, ty)` is an op named
/// like template `t` of `a` and `b`, of type `ty`;
/// `PairOf(a, b)` an `x.pair` of `a` and `b` typed by them.
const RULES: &str = r#"
Rewrite AddOf(t: Op, a: Value, b: Value, ty: Type) -> Op;
Rewrite PairOf(a: Value, b: Value) -> Op;
Pattern Comm {
  let add = op<x.add>(a: Value, b: Value) -> (t: Type);
  replace add with AddOf(add, b, a, t);
}
Pattern AssocRight {
  let ab = op<x.add>(a: Value, b: Value) -> (t: Type);
  let abc = op<x.add>(ab.0, c: Value) -> (t);
  rewrite abc with {
    let bc = AddOf(ab, b, c, t);
    replace abc with AddOf(abc, a, bc.0, t);
  };
}
Pattern AssocLeft {
  let bc = op<x.add>(b: Value, c: Value) -> (t: Type);
  let abc = op<x.add>(a: Value, bc.0) -> (t);
  rewrite abc with {
    let ab = AddOf(bc, a, b, t);
    replace abc with AddOf(abc, ab.0, c, t);
  };
}
Pattern Swap {
  let p = op<x.pair>(a: Value, b: Value);
  rewrite p with {
    let q = PairOf(b, a);
    replace p with (q.1, q.0);
  };
}
"#;

/// Registers `AddOf` (or, when `same`, `AddSame`: the same, failing on
/// operands of different types), counting its calls in `calls`.
fn register_add(h: &mut Hooks, calls: &Rc<Cell<usize>>, same: bool) {
    let c = Rc::clone(calls);
    h.register_rewrite(
        if same { "AddSame" } else { "AddOf" },
        Signature::new(&[Operation, Value, Value, Type], &[Operation]),
        move |b, args| {
            c.set(c.get() + 1);
            let (Some(t), Some(x), Some(y), Some(ty)) = (
                args[0].as_op(),
                args[1].as_value(),
                args[2].as_value(),
                args[3].as_type(),
            ) else {
                return Err("bad arguments".into());
            };
            if same && b.value_type(x) != b.value_type(y) {
                return Err("operands of different types".into());
            }
            let op = b.create_op(NewOp {
                name: b.op_name(t),
                operands: &[x, y],
                props: &[],
                attrs: &[],
                result_types: &[ty],
                loc: b.ctx().unknown_loc(),
            });
            Ok(vec![PdlValue::Op(op)])
        },
    );
}

/// The natives, counting their calls, memoised or not.
fn hooks(calls: &Rc<Cell<usize>>, memo: bool) -> Hooks {
    let mut h = Hooks::new();
    register_add(&mut h, calls, false);
    register_add(&mut h, calls, true);
    let c = Rc::clone(calls);
    h.register_rewrite(
        "PairOf",
        Signature::new(&[Value, Value], &[Operation]),
        move |b, args| {
            c.set(c.get() + 1);
            let (Some(x), Some(y)) = (args[0].as_value(), args[1].as_value()) else {
                return Err("bad arguments".into());
            };
            let tys = [b.value_type(x), b.value_type(y)];
            let name = b.ctx_mut().op_name("x.pair");
            let op = b.create_op(NewOp {
                name,
                operands: &[x, y],
                props: &[],
                attrs: &[],
                result_types: &tys,
                loc: b.ctx().unknown_loc(),
            });
            Ok(vec![PdlValue::Op(op)])
        },
    );
    if memo {
        assert!(h.mark_memoisable("AddOf") && h.mark_memoisable("PairOf"));
        assert!(h.mark_memoisable("AddSame"));
    }
    h
}

/// The rules of `s` without quick rewrites.
fn general(s: &mut Setup) {
    s.map_rules(|r| r.without_quick());
}

/// Saturates program `seed` (natives memoised or not, quick rewrites or
/// not); the shape (`None` if a limit stopped it)
/// and the number of native calls.
fn saturate(
    seed: u64,
    memo: bool,
    quick: bool,
    apply: ApplyMode,
) -> (Option<common::Shape>, usize) {
    let calls = Rc::new(Cell::new(0));
    let mut s = Setup::with_hooks(seed, RULES, "", hooks(&calls, memo));
    if !quick {
        general(&mut s);
    }
    let report = s.run(60, apply);
    assert!(report.errors.is_empty(), "{:?}", report.errors);
    let shape = (report.stop == StopReason::Saturated).then(|| shape(&s.graph.egraph));
    (shape, calls.get())
}

#[test]
fn memoised_natives_reach_the_same_e_graphs_with_fewer_calls() {
    let (mut saturated, mut fewer) = (0, 0);
    for seed in 1..=40u64 {
        let seed = seed * 7919;
        for apply in [ApplyMode::Eager, ApplyMode::Snapshot] {
            let (plain, plain_calls) = saturate(seed, false, false, apply);
            let (memo, memo_calls) = saturate(seed, true, false, apply);
            let (quick, _) = saturate(seed, true, true, apply);
            assert!(memo_calls <= plain_calls, "seed {seed}");
            if let (Some(a), Some(b), Some(c)) = (&plain, &memo, &quick) {
                assert_eq!(a, b, "memo, seed {seed}, {apply:?}:\n{}", program(seed));
                assert_eq!(a, c, "quick, seed {seed}, {apply:?}:\n{}", program(seed));
                saturated += 1;
                fewer += usize::from(memo_calls < plain_calls);
            }
        }
    }
    assert!(saturated >= 40, "only {saturated} runs saturated");
    assert!(fewer >= 20, "the memo answered calls in only {fewer} runs");
}

/// Quick rewrites run a memoised native exactly when the general path
/// runs it (a call found remembered, or not, the same way): after a call
/// that is not remembered, the later calls of the same match are still
/// looked up.
#[test]
fn quick_rewrites_call_natives_as_often_as_the_general_path() {
    let mut compared = 0;
    for seed in 1..=40u64 {
        let seed = seed * 7919;
        for apply in [ApplyMode::Eager, ApplyMode::Snapshot] {
            let (memo, memo_calls) = saturate(seed, true, false, apply);
            let (quick, quick_calls) = saturate(seed, true, true, apply);
            if memo.is_some() && quick.is_some() {
                assert_eq!(
                    quick_calls,
                    memo_calls,
                    "seed {seed}, {apply:?}:\n{}",
                    program(seed)
                );
                compared += usize::from(memo_calls > 0);
            }
        }
    }
    assert!(
        compared >= 40,
        "natives ran in only {compared} saturated runs"
    );
}

/// A quick rewrite reading result 0 of a native's two-result op (which it
/// cannot: the projection is a class of its own) leaves the match to the
/// general path: with and without quick rewrites, the same e-graphs.
#[test]
fn result_of_a_two_result_native_goes_the_general_way() {
    const FIRST: &str = r#"
Pattern FirstOfPair {
  let p = op<x.pair>(a: Value, b: Value);
  let n = op<x.neg>(p.0);
  rewrite n with {
    let q = PairOf(a, b);
    replace n with (q.0);
  };
}
"#;
    let rules = format!("{RULES}{FIRST}");
    let mut matched = 0;
    for seed in 1..=30u64 {
        let seed = seed * 7907;
        for apply in [ApplyMode::Eager, ApplyMode::Snapshot] {
            let run = |quick: bool| {
                let calls = Rc::new(Cell::new(0));
                let mut s = Setup::with_hooks(seed, &rules, "", hooks(&calls, true));
                let first = (s.rules.iter())
                    .position(|r| r.name == "FirstOfPair")
                    .unwrap();
                assert!(s.rules[first].is_quick());
                if !quick {
                    general(&mut s);
                }
                let report = s.run(8, apply);
                let n: usize = (report.iterations.iter())
                    .map(|i| i.rules[first].matches)
                    .sum();
                (shape(&s.graph.egraph), report.errors, n)
            };
            let (quick, plain) = (run(true), run(false));
            assert_eq!(quick, plain, "seed {seed}, {apply:?}:\n{}", program(seed));
            matched += usize::from(quick.2 > 0);
        }
    }
    assert!(matched >= 10, "FirstOfPair matched in only {matched} runs");
}

/// The search rewrites a root node's matches by a plan (`plan::Plan`:
/// the quick rewrite's remembered calls keyed straight from the chosen op,
/// the next match's first call keyed and prefetched ahead) and hands a
/// match whose call is not remembered to the quick rewrite with what it
/// found: with and without that, the same e-graphs and native calls (a
/// key made differently would find another call's results, or miss and
/// call the native again).
#[test]
fn keys_made_by_the_search_are_the_quick_rewrites_own() {
    let calls = Rc::new(Cell::new(0));
    let s = Setup::with_hooks(1, RULES, "", hooks(&calls, true));
    let prefetching: Vec<&str> = (s.rules.iter())
        .filter(|r| r.prefetches())
        .map(|r| r.name.as_str())
        .collect();
    assert_eq!(prefetching, ["AssocRight", "AssocLeft"]);
    for seed in 1..=40u64 {
        let seed = seed * 7901;
        for apply in [ApplyMode::Eager, ApplyMode::Snapshot] {
            let run = |prefetch: bool| {
                let calls = Rc::new(Cell::new(0));
                let mut s = Setup::with_hooks(seed, RULES, "", hooks(&calls, true));
                if !prefetch {
                    s.map_rules(|r| r.without_prefetch());
                }
                let report = s.run(10, apply);
                (shape(&s.graph.egraph), report.errors, calls.get())
            };
            let (with, without) = (run(true), run(false));
            assert_eq!(with, without, "seed {seed}, {apply:?}:\n{}", program(seed));
        }
    }
}

/// Rules whose plans (`patsat_egraph::plan`) take every form: the chosen
/// op read by the second call only and replaced itself (`LateTemplate`),
/// replacements only, by an operand of the chosen op (`Project`), a
/// matched type shared by the root's matches (all of them); natives that
/// fail on operands of different types (`AssocSame`: the failed match's
/// search forgets what its natives returned, and what the plan found of
/// them since).
const PLANNED: &str = r#"
Rewrite AddSame(t: Op, a: Value, b: Value, ty: Type) -> Op;
Pattern AssocSame {
  let ab = op<x.add>(a: Value, b: Value) -> (t: Type);
  let abc = op<x.add>(ab.0, c: Value) -> (t);
  rewrite abc with {
    let bc = AddSame(ab, b, c, t);
    replace abc with AddSame(abc, a, bc.0, t);
  };
}
Pattern LateTemplate {
  let ab = op<x.add>(a: Value, b: Value) -> (t: Type);
  let abc = op<x.add>(ab.0, c: Value) -> (t);
  rewrite abc with {
    let x = AddOf(abc, c, a, t);
    replace ab with AddOf(ab, x.0, b, t);
  };
}
Pattern Project {
  let ab = op<x.add>(a: Value, b: Value) -> (t: Type);
  let n = op<x.neg>(ab.0) -> (t);
  replace n with b;
}
"#;

/// Plans record what the quick rewrites record, and call the natives as
/// often: saturated (or stopped by the same limit) with and without them,
/// the same e-graphs, statistics of every iteration, errors and native
/// calls, on random programs with the rules of [`RULES`] and [`PLANNED`].
#[test]
fn plans_record_what_quick_rewrites_record() {
    let rules = format!("{RULES}{PLANNED}");
    let calls = Rc::new(Cell::new(0));
    let s = Setup::with_hooks(1, &rules, "", hooks(&calls, true));
    let planned: Vec<&str> = (s.rules.iter())
        .filter(|r| r.prefetches())
        .map(|r| r.name.as_str())
        .collect();
    assert_eq!(
        planned,
        [
            "AssocRight",
            "AssocLeft",
            "AssocSame",
            "LateTemplate",
            "Project"
        ]
    );
    // (The rules' statistics are in this order.)
    let names: Vec<&str> = s.rules.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names[4..], ["AssocSame", "LateTemplate", "Project"]);
    let (mut matched, mut called, mut failed) = (0, 0, 0);
    // (Enough programs that a failure comes between two matches finding
    // a native's result made in the same search.)
    for seed in 1..=300u64 {
        let seed = seed * 7877;
        for apply in [ApplyMode::Eager, ApplyMode::Snapshot] {
            let run = |plan: bool| {
                let calls = Rc::new(Cell::new(0));
                let mut s = Setup::with_hooks(seed, &rules, "", hooks(&calls, true));
                if !plan {
                    s.map_rules(|r| r.without_prefetch());
                }
                let report = s.run(8, apply);
                let stats: Vec<String> = (report.iterations.iter())
                    .map(|i| format!("{} {} {:?}", i.nodes, i.classes, i.rules))
                    .collect();
                let planned: usize = (report.iterations.iter())
                    .map(|i| i.rules[4..].iter().map(|r| r.matches).sum::<usize>())
                    .sum();
                let out = (shape(&s.graph.egraph), stats, report.errors, calls.get());
                (out, planned)
            };
            let ((with, planned), (without, _)) = (run(true), run(false));
            assert_eq!(with, without, "seed {seed}, {apply:?}:\n{}", program(seed));
            matched += usize::from(planned > 0);
            called += usize::from(with.3 > 0);
            failed += usize::from(!with.2.is_empty());
        }
    }
    assert!(
        matched >= 150,
        "the planned rules matched in only {matched} runs"
    );
    assert!(called >= 150, "natives ran in only {called} runs");
    assert!(failed >= 50, "natives failed in only {failed} runs");
}

/// A call whose arguments differ from an earlier call's of the same search
/// only by classes that the unions recorded before it merge is answered
/// by that call's results when they are nodes the search recorded
/// (`NativeMemo::recall_merged`: once the replay has made those unions,
/// the native's new node is the earlier one): with and without that, the
/// same e-graphs (the same nodes in the same classes), e-nodes, e-classes
/// and matches in every iteration, and errors, on the general path and
/// with quick rewrites; the natives run no more often with it, and less
/// often in some runs (so the comparison is not vacuous).
///
/// What may differ: the unions counted as applied (a union that merged
/// the node the native made anew with the matched class now finds the
/// earlier node's class, maybe one with it already), and the facts of a
/// node that the replay without it made twice, when egg's hash-consing
/// did not find the second as the first (its union-find had chosen
/// another root by then) and the rebuild merged the two with their
/// facts: the order of their locations, the first rule of nodes that
/// other rules made too (`tests/quick_rewrites.rs` checks that facts and
/// statistics stay exactly the same on the examples, the cases and the
/// matrix chain).
#[test]
fn calls_merged_by_the_searchs_unions_are_answered_by_earlier_ones() {
    let rules = format!("{RULES}{PLANNED}");
    let (mut fewer, mut compared) = (0, 0);
    for seed in 1..=150u64 {
        let seed = seed * 7873;
        for apply in [ApplyMode::Eager, ApplyMode::Snapshot] {
            let run = |merged: bool, quick: bool| {
                let calls = Rc::new(Cell::new(0));
                let mut s = Setup::with_hooks(seed, &rules, "", hooks(&calls, true));
                if !merged {
                    s.env.without_merged_recall();
                }
                if !quick {
                    general(&mut s);
                }
                let report = s.run(8, apply);
                let stats: Vec<String> = (report.iterations.iter())
                    .map(|i| {
                        let m: Vec<usize> = i.rules.iter().map(|r| r.matches).collect();
                        format!("{} {} {:?}", i.nodes, i.classes, m)
                    })
                    .collect();
                let nodes: Vec<(usize, String)> = (shape(&s.graph.egraph).into_iter())
                    .map(|(class, node, _)| (class, node))
                    .collect();
                ((nodes, stats, report.errors), calls.get())
            };
            for quick in [true, false] {
                let ((with, with_calls), (without, without_calls)) =
                    (run(true, quick), run(false, quick));
                let what = format!("seed {seed}, {apply:?}, quick {quick}");
                assert_eq!(with, without, "{what}:\n{}", program(seed));
                assert!(with_calls <= without_calls, "{what}");
                fewer += usize::from(with_calls < without_calls);
                compared += 1;
            }
        }
    }
    assert_eq!(compared, 600);
    assert!(
        fewer >= 150,
        "merged calls were answered in only {fewer} runs"
    );
}
