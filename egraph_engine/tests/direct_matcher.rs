//! The direct matcher (`patsat_egraph::direct`) finds the same matches, in
//! the same order, with the same bindings, as the general path (translate's
//! machine over the e-graph view), on random e-graphs: random programs of
//! `x.*` ops (nested adds, negations, a two-result op, constants with an
//! attribute, a variadic op) imported and saturated a few iterations with
//! rules that merge classes (commutativity, double negation, a swap of the
//! two-result op), then searched with probe patterns covering nested
//! defining ops, repeated variables, two choice points, result projections
//! of one op reached twice, attribute and type checks, value ranges.

use patsat_egraph::{
    import, run, ApplyMode, Classes, Limits, PatternRule, Purity, RuleEnv, RunConfig, Scheduler,
};
use patsat_frontend::pdll::DefaultBenefit;
use patsat_ir::{parse_source, Context, SourceFile};
use patsat_translate::{compile, load_pdll, CompiledPattern, Hooks, LoadOptions, OpDefs};
use proptest::prelude::*;
use std::time::Duration;

/// Rules that merge classes.
const MERGE: &str = r#"
Pattern Comm {
  let add = op<x.add>(a: Value, b: Value) -> (t: Type);
  replace add with op<x.add>(b, a) -> (t);
}
Pattern NegNeg {
  let n = op<x.neg>(op<x.neg>(a: Value));
  replace n with a;
}
Pattern Swap {
  let p = op<x.pair>(a: Value, b: Value) -> (t1: Type, t2: Type);
  rewrite p with {
    let q = op<x.pair>(b, a) -> (t2, t1);
    replace p with (q.1, q.0);
  };
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

/// Patterns whose matches are compared (their rewrites do not run).
const PROBES: &str = r#"
Pattern Nested {
  let ab = op<x.add>(a: Value, b: Value);
  let root = op<x.add>(ab.0, c: Value) -> (t: Type);
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

/// A small deterministic generator (xorshift).
struct Gen(u64);

impl Gen {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A random function of `x.*` ops over four arguments.
fn program(seed: u64) -> String {
    let mut g = Gen(seed | 1);
    let tys = ["i32", "i32", "i32", "i64"];
    let mut vals: Vec<(String, &str)> = (0..4).map(|i| (format!("%a{i}"), tys[i])).collect();
    let mut body = String::new();
    let n = 6 + g.below(14);
    for k in 0..n {
        let pick =
            |g: &mut Gen, vals: &Vec<(String, &'static str)>| vals[g.below(vals.len())].clone();
        match g.below(6) {
            0 | 1 => {
                let (a, t) = pick(&mut g, &vals);
                let (b, u) = pick(&mut g, &vals);
                let (b, u) = if g.below(4) == 0 {
                    (a.clone(), t)
                } else {
                    (b, u)
                };
                body += &format!("  %v{k} = \"x.add\"({a}, {b}) : ({t}, {u}) -> {t}\n");
                vals.push((format!("%v{k}"), t));
            }
            2 => {
                let (a, t) = pick(&mut g, &vals);
                body += &format!("  %v{k} = \"x.neg\"({a}) : ({t}) -> {t}\n");
                vals.push((format!("%v{k}"), t));
            }
            3 => {
                let (a, t) = pick(&mut g, &vals);
                let (b, u) = pick(&mut g, &vals);
                body += &format!("  %v{k}:2 = \"x.pair\"({a}, {b}) : ({t}, {u}) -> ({t}, {u})\n");
                vals.push((format!("%v{k}#0"), t));
                vals.push((format!("%v{k}#1"), u));
            }
            4 => {
                let c = 2 + g.below(3);
                body += &format!("  %v{k} = \"x.k\"() {{v = {c} : i32}} : () -> i32\n");
                vals.push((format!("%v{k}"), "i32"));
            }
            _ => {
                let m = 1 + g.below(3);
                let ops: Vec<_> = (0..m).map(|_| pick(&mut g, &vals)).collect();
                let names: Vec<_> = ops.iter().map(|o| o.0.clone()).collect();
                let ts: Vec<_> = ops.iter().map(|o| o.1).collect();
                body += &format!(
                    "  %v{k} = \"x.sum\"({}) : ({}) -> i32\n",
                    names.join(", "),
                    ts.join(", ")
                );
                vals.push((format!("%v{k}"), "i32"));
            }
        }
    }
    let uses: Vec<_> = vals[4..].iter().map(|v| v.0.clone()).collect();
    let uses_ty: Vec<_> = vals[4..].iter().map(|v| v.1).collect();
    format!(
        "\"func.func\"() <{{function_type = (i32, i32, i32, i64) -> (), sym_name = \"f\"}}> ({{\n\
         ^bb0(%a0: i32, %a1: i32, %a2: i32, %a3: i64):\n{body}  \"x.use\"({}) : ({}) -> ()\n  \"func.return\"() : () -> ()\n}}) : () -> ()\n",
        uses.join(", "),
        uses_ty.join(", ")
    )
}

fn load(ctx: &mut Context, name: &str, src: &str, hooks: &Hooks) -> Vec<CompiledPattern> {
    let opts = LoadOptions {
        include_dirs: vec![],
        benefit: DefaultBenefit::MatchedOps,
        ..Default::default()
    };
    let set = load_pdll(ctx, name, None, src.as_bytes().to_vec(), &opts)
        .unwrap_or_else(|e| panic!("{name}: {e:?}"))
        .set;
    let ops = OpDefs::builtin(ctx);
    compile(ctx, &set, hooks, &ops).unwrap().patterns
}

/// Saturates a random program a few iterations, then compares the two
/// paths on every root class of every probe; returns the number of
/// matches compared.
fn check(seed: u64, iterations: usize) -> usize {
    let mut ctx = Context::new();
    let input = program(seed);
    let module = parse_source(
        &mut ctx,
        &SourceFile::new("in.mlir", input.as_bytes().to_vec()),
    )
    .unwrap_or_else(|e| panic!("{e:?}\n{input}"));
    let hooks = Hooks::new();
    let merge = load(&mut ctx, "merge.pdll", MERGE, &hooks);
    let probes = load(&mut ctx, "probes.pdll", PROBES, &hooks);
    let ops = OpDefs::builtin(&mut ctx);
    let registry = patsat_greedy::dialects::upstream_registry();
    let mut purity = Purity::new(&registry);
    purity.declare("x.*").unwrap();
    let mut g = import(&ctx, &module.ir, module.top, &purity, &registry).unwrap();
    let env = RuleEnv::new(ctx, hooks, ops, purity);
    let rules: Vec<PatternRule> = (merge.into_iter())
        .filter_map(|p| PatternRule::new(p, &env))
        .collect();
    let config = RunConfig {
        limits: Limits {
            iterations,
            nodes: 3000,
            time: Duration::from_secs(60),
            memory: None,
        },
        scheduler: Scheduler::Simple,
        apply: ApplyMode::Eager,
    };
    run(&mut g.egraph, &rules, &config, &mut |_| {});
    let probes: Vec<PatternRule> = (probes.into_iter())
        .filter_map(|p| PatternRule::new(p, &env))
        .collect();
    let classes = Classes::new(&g.egraph);
    let mut compared = 0;
    for p in &probes {
        assert!(p.is_direct(), "{} is not direct", p.name);
        for c in p.root_classes(&g.egraph) {
            let direct = p.matches_in(&classes, c, true).unwrap();
            let general = p.matches_in(&classes, c, false).unwrap();
            assert_eq!(
                direct, general,
                "seed {seed}: {} at class {c}:\n{input}",
                p.name
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
    assert!(patsat_egraph::direct::DirectProgram::compile(&ps[0]).is_none());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn direct_and_general_paths_agree(seed in any::<u64>(), iterations in 1usize..5) {
        check(seed, iterations);
    }
}
