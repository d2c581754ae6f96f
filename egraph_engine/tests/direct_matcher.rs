//! The direct matcher (`patsat_egraph::direct`) finds the same matches, in
//! the same order, with the same bindings, as the general path (translate's
//! machine over the e-graph view), on random e-graphs: random programs
//! (`common::program`) imported and saturated a few iterations with
//! `common::RULES` (which merge and grow classes), then searched with
//! probe patterns covering nested
//! defining ops (also with the operands of the defining op read by the
//! rewrite), repeated variables, two choice points, result projections
//! of one op reached twice, result 0 of a two-result op (the checks the
//! direct program folds into the enumeration), the result types of a
//! defining op compared with the root's (read from the value enumerated,
//! before the enumeration), attribute and type checks, value ranges.

mod common;

use common::{load, program, shape, Setup, Shape, RULES};
use patsat_egraph::direct::DirectProgram;
use patsat_egraph::{ApplyMode, Classes, PatternRule};
use patsat_ir::Context;
use patsat_translate::Hooks;
use proptest::prelude::*;

/// Patterns whose matches are compared (their rewrites do not run).
const PROBES: &str = r#"
Pattern Nested {
  let ab = op<x.add>(a: Value, b: Value);
  let root = op<x.add>(ab.0, c: Value) -> (t: Type);
  erase root;
}
Pattern NestedOperands {
  let ab = op<x.add>(a: Value, b: Value);
  let root = op<x.add>(ab.0, c: Value);
  replace root with op<x.add>(b, a);
}
Pattern TypedNested {
  let ab = op<x.add>(a: Value, b: Value) -> (t: Type);
  let root = op<x.add>(ab.0, c: Value) -> (t);
  replace root with op<x.add>(b, a);
}
Pattern TypedProjection {
  let p = op<x.pair>(a: Value, b: Value) -> (t: Type, u: Type);
  let root = op<x.add>(c: Value, p.1) -> (u);
  replace root with op<x.add>(b, a);
}
Pattern OneResultPair {
  let p = op<x.pair>(a: Value, b: Value) -> (t: Type);
  let root = op<x.neg>(p.0);
  erase root;
}
Pattern Twice {
  let root = op<x.add>(x: Value, x);
  erase root;
}
Pattern TwoChoices {
  let root = op<x.add>(op<x.neg>(a: Value), op<x.neg>(b: Value));
  erase root;
}
Pattern Deep {
  let root = op<x.neg>(op<x.add>(op<x.neg>(a: Value), b: Value));
  erase root;
}
Pattern Projections {
  let p = op<x.pair>(a: Value, b: Value);
  let root = op<x.add>(p.1, p.0);
  erase root;
}
Pattern Projection {
  let p = op<x.pair>(a: Value, b: Value) -> (t1: Type, t2: Type);
  let root = op<x.neg>(p.1);
  erase root;
}
Pattern ProjectionFirst {
  let p = op<x.pair>(a: Value, b: Value);
  let root = op<x.add>(p.0, c: Value);
  erase root;
}
Pattern Constant {
  let k = op<x.k> {v = attr<"3 : i32">};
  let root = op<x.add>(k.0, b: Value);
  erase root;
}
Pattern ConstantAttr {
  let k = op<x.k> {v = v: Attr} -> (t: Type);
  let root = op<x.add>(a: Value, k.0) -> (t);
  erase root;
}
Pattern Typed {
  let t = type<"i64">;
  let root = op<x.add>(a: Value<t>, b: Value);
  erase root;
}
Pattern Ranges {
  let root = op<x.sum>(first: Value, rest: ValueRange) -> (ts: TypeRange);
  erase root;
}
Pattern RangeDef {
  let root = op<x.sum>(op<x.add>(a: Value, b: Value), rest: ValueRange);
  erase root;
}
Pattern AnyOperands {
  let root = op<x.neg>(vs: ValueRange) -> (t: Type);
  erase root;
}
"#;

/// Saturates a random program a few iterations, then compares the two
/// paths on every root class of every probe; returns the number of
/// matches compared.
fn check(seed: u64, iterations: usize) -> usize {
    let mut s = Setup::new(seed, RULES, PROBES);
    s.run(iterations, ApplyMode::Eager);
    let classes = Classes::new(&s.graph.egraph);
    let mut compared = 0;
    for p in &s.extra {
        assert!(p.is_direct(), "{} is not direct", p.name);
        for c in p.root_classes(&s.graph.egraph) {
            let direct = p.matches_in(&classes, c, true).unwrap();
            let general = p.matches_in(&classes, c, false).unwrap();
            assert_eq!(
                direct, general,
                "seed {seed}: {} at class {c}:\n{}",
                p.name, s.input
            );
            compared += direct.len();
        }
    }
    compared
}

#[test]
fn direct_and_general_paths_agree_on_fixed_seeds() {
    let total: usize = (1..=40u64).map(|s| check(s * 7919, 3)).sum();
    // The probes match often enough for the comparison to mean something.
    assert!(total > 1000, "only {total} matches compared");
}

#[test]
fn constraints_and_users_stay_on_the_general_path() {
    let mut ctx = Context::new();
    let src = r#"
Constraint IsSame(a: Value, b: Value);
Pattern WithConstraint {
  let root = op<x.add>(a: Value, b: Value);
  IsSame(a, b);
  erase root;
}
"#;
    let mut hooks = Hooks::new();
    hooks.register_constraint("IsSame", patsat_translate::Signature::any(), |_, args| {
        (args[0] == args[1]).then(Vec::new)
    });
    let ps = load(&mut ctx, "c.pdll", src, &hooks);
    assert!(DirectProgram::compile(&ps[0]).is_none());
}

/// Associativity and commutativity binding no type after the choice
/// point: the direct programs have a tail (their further matches of a root
/// are taken straight from the candidates).
const TAILS: &str = r#"
Pattern Comm {
  let add = op<x.add>(a: Value, b: Value);
  replace add with op<x.add>(b, a);
}
Pattern AssocRight {
  let ab = op<x.add>(a: Value, b: Value);
  let abc = op<x.add>(ab.0, c: Value<t: Type>);
  rewrite abc with {
    let bc = op<x.add>(b, c) -> (t);
    replace abc with op<x.add>(a, bc.0);
  };
}
Pattern AssocLeft {
  let bc = op<x.add>(b: Value, c: Value);
  let abc = op<x.add>(a: Value<t: Type>, bc.0);
  rewrite abc with {
    let ab = op<x.add>(a, b) -> (t);
    replace abc with op<x.add>(ab.0, c);
  };
}
"#;

/// Saturates program `seed` with `rules` searched directly (`direct`) or
/// on the general path: the matches and applications of every rule in
/// every iteration, and the e-graph.
fn saturate(
    seed: u64,
    rules: &str,
    direct: bool,
    apply: ApplyMode,
) -> (Vec<Vec<(usize, usize)>>, Shape) {
    let mut s = Setup::new(seed, rules, "");
    // (Both recorded: straight application is compared with it in
    // `tests/straight_apply.rs`.)
    s.map_rules(PatternRule::without_straight);
    if !direct {
        s.map_rules(PatternRule::general_only);
    }
    let report = s.run(8, apply);
    let counts = (report.iterations.iter())
        .map(|it| it.rules.iter().map(|r| (r.matches, r.applied)).collect())
        .collect();
    (counts, shape(&s.graph.egraph))
}

/// Whole searches, as the runner makes them (one direct run over every
/// root class of a pass, reusing the candidates of an enumeration of a
/// class for every root whose operand is that class, semi-naive skipping
/// with and without stamps in the same pass), find in every iteration as
/// many matches as the general path and reach the same e-graph.
#[test]
fn direct_searches_find_what_general_searches_find() {
    let mut ctx = Context::new();
    let tails = load(&mut ctx, "tails.pdll", TAILS, &Hooks::new());
    let tail = |p| DirectProgram::compile(p).is_some_and(|d| d.has_tail());
    assert!(tails[1..].iter().all(tail), "no tails");
    for rules in [RULES, TAILS] {
        let mut total = 0;
        for seed in 1..=30u64 {
            let seed = seed * 6007;
            for apply in [ApplyMode::Eager, ApplyMode::Snapshot] {
                let direct = saturate(seed, rules, true, apply);
                let general = saturate(seed, rules, false, apply);
                assert_eq!(
                    direct,
                    general,
                    "seed {seed}, {apply:?}:\n{}",
                    program(seed)
                );
                total += direct.0.iter().flatten().map(|c| c.0).sum::<usize>();
            }
        }
        assert!(total > 4000, "only {total} matches");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn direct_and_general_paths_agree(seed in any::<u64>(), iterations in 1usize..5) {
        check(seed, iterations);
    }
}
