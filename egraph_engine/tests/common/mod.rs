//! Shared by the e-graph tests: random programs of `x.*` ops (nested
//! adds, negations, a two-result op, constants with an attribute, a
//! variadic op), rules that merge and grow their classes, and a run that
//! imports a program and saturates it.

// (Each test binary uses its own part.)
#![allow(dead_code)]

use patsat_egraph::{
    import, run, ApplyMode, EqsatGraph, Limits, MlirEGraph, PatternRule, Purity, RuleEnv,
    RunConfig, RunReport, Scheduler,
};
use patsat_frontend::pdll::DefaultBenefit;
use patsat_ir::{parse_source, Context, SourceFile};
use patsat_translate::{compile, load_pdll, CompiledPattern, Hooks, LoadOptions, OpDefs};
use std::rc::Rc;
use std::time::Duration;

/// Rules that merge and grow classes: commutativity, associativity both
/// ways, double negation, a swap of the two-result op.
pub const RULES: &str = r#"
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
Pattern AssocRight {
  let ab = op<x.add>(a: Value, b: Value) -> (t: Type);
  let abc = op<x.add>(ab.0, c: Value) -> (t);
  rewrite abc with {
    let bc = op<x.add>(b, c) -> (t);
    replace abc with op<x.add>(a, bc.0) -> (t);
  };
}
Pattern AssocLeft {
  let bc = op<x.add>(b: Value, c: Value) -> (t: Type);
  let abc = op<x.add>(a: Value, bc.0) -> (t);
  rewrite abc with {
    let ab = op<x.add>(a, b) -> (t);
    replace abc with op<x.add>(ab.0, c) -> (t);
  };
}
"#;

/// Program `seed` imported (every `x.*` op pure), with the rules of
/// `rules` and of `extra` (not run) sharing one environment.
pub struct Setup {
    /// The e-graph.
    pub graph: EqsatGraph,
    /// The rules.
    pub rules: Vec<PatternRule<'static>>,
    /// The other patterns, as rules.
    pub extra: Vec<PatternRule<'static>>,
    /// The program's text.
    pub input: String,
    /// What the rules share.
    pub env: Rc<RuleEnv<'static>>,
}

impl Setup {
    /// Replaces each rule by `f` of it (a variant: without skipping, quick
    /// rewrites, prefetch, ...).
    pub fn map_rules(&mut self, f: impl FnMut(PatternRule<'static>) -> PatternRule<'static>) {
        self.rules = std::mem::take(&mut self.rules).into_iter().map(f).collect();
    }

    /// Imports program `seed` with `rules` and `extra`.
    pub fn new(seed: u64, rules: &str, extra: &str) -> Setup {
        Setup::with_hooks(seed, rules, extra, Hooks::new())
    }

    /// [`Setup::new`] with native hooks.
    pub fn with_hooks(seed: u64, rules: &str, extra: &str, hooks: Hooks) -> Setup {
        Setup::with_program(program(seed), rules, extra, hooks)
    }

    /// Imports `input` (a function of `x.*` ops) with `rules` and `extra`.
    pub fn with_program(input: String, rules: &str, extra: &str, hooks: Hooks) -> Setup {
        let mut ctx = Context::new();
        let module = parse_source(
            &mut ctx,
            &SourceFile::new("in.mlir", input.as_bytes().to_vec()),
        )
        .unwrap_or_else(|e| panic!("{e:?}\n{input}"));
        let rules = load(&mut ctx, "rules.pdll", rules, &hooks);
        let extra = load(&mut ctx, "extra.pdll", extra, &hooks);
        let ops = OpDefs::builtin(&mut ctx);
        let registry = Box::leak(Box::new(patsat_greedy::dialects::upstream_registry()));
        let mut purity = Purity::new(registry);
        purity.declare("x.*").unwrap();
        let graph = import(&ctx, &module.ir, module.top, &purity, registry).unwrap();
        let env = RuleEnv::new(ctx, hooks, ops, purity);
        let as_rules = |ps: Vec<CompiledPattern>, env: &Rc<RuleEnv<'static>>| {
            ps.into_iter()
                .filter_map(|p| PatternRule::new(p, env))
                .collect()
        };
        Setup {
            graph,
            rules: as_rules(rules, &env),
            extra: as_rules(extra, &env),
            input,
            env,
        }
    }

    /// Runs the rules with the simple scheduler, at most `iterations`
    /// iterations and 4000 e-nodes.
    pub fn run(&mut self, iterations: usize, apply: ApplyMode) -> RunReport {
        let config = RunConfig {
            limits: Limits {
                iterations,
                nodes: 4000,
                time: Duration::from_secs(60),
                memory: None,
            },
            scheduler: Scheduler::Simple,
            apply,
        };
        run(&mut self.graph.egraph, &self.rules, &config, &mut |_| {})
    }
}

/// An e-graph as the tests compare them: every node by class, with its
/// facts (locations, benefit, rule), sorted.
pub type Shape = Vec<(usize, String, String)>;

/// The [`Shape`] of an e-graph.
pub fn shape(g: &MlirEGraph) -> Shape {
    let infos = g.analysis.index.infos();
    let mut all: Shape = (g.classes())
        .flat_map(|c| {
            let infos = &infos;
            c.nodes.iter().map(move |n| {
                let id = usize::from(c.id);
                (id, format!("{n:?}"), format!("{:?}", infos.get(n)))
            })
        })
        .collect();
    all.sort();
    all
}

/// The [`Shape`] of an e-graph with its classes numbered without their
/// ids, and result types written out (natives intern the types they make
/// in the order they run): in rounds, each class whose nodes' children are
/// all numbered becomes numberable, named by its least node (children by
/// number) and numbered in the order of those names. Two e-graphs have the
/// same renamed shape when they are the same up to renaming of classes
/// (with the same facts per node).
pub fn renamed_shape(g: &MlirEGraph, ctx: &Context) -> Shape {
    use egg::Language;
    use std::collections::HashMap;
    let infos = g.analysis.index.infos();
    let lists = g.analysis.types.borrow();
    let mut number: HashMap<egg::Id, usize> = Default::default();
    let mut left: Vec<&egg::EClass<_, _>> = g.classes().collect();
    let named = |n: &patsat_egraph::MlirNode, number: &HashMap<egg::Id, usize>| {
        let mut kids = Vec::new();
        for &c in n.children() {
            kids.push(*number.get(&g.find(c))?);
        }
        Some(match n {
            patsat_egraph::MlirNode::Op(o) => {
                let tys: Vec<String> = (lists.get(o.types).iter())
                    .map(|&t| patsat_ir::printer::type_to_string(ctx, t))
                    .collect();
                let (name, props, attrs) = (o.name, o.props, o.attrs);
                let rest = (o.regions, o.constant);
                format!("{name:?} {props:?} {attrs:?} {tys:?} {rest:?} {kids:?}")
            }
            other => {
                let mut m = other.clone();
                for (c, k) in m.children_mut().iter_mut().zip(&kids) {
                    *c = egg::Id::from(*k);
                }
                format!("{m:?}")
            }
        })
    };
    while !left.is_empty() {
        let mut round: Vec<(String, egg::Id)> = (left.iter())
            .filter_map(|c| {
                let least = c.nodes.iter().filter_map(|n| named(n, &number)).min()?;
                Some((least, c.id))
            })
            .collect();
        assert!(!round.is_empty(), "classes without a term");
        round.sort();
        for (_, id) in round {
            let k = number.len();
            number.insert(id, k);
        }
        left.retain(|c| !number.contains_key(&c.id));
    }
    let mut all: Shape = (g.classes())
        .flat_map(|c| {
            let (infos, number, named) = (&infos, &number, &named);
            c.nodes.iter().map(move |n| {
                let name = named(n, number).expect("numbered");
                (number[&c.id], name, format!("{:?}", infos.get(n)))
            })
        })
        .collect();
    all.sort();
    all
}

/// A small deterministic generator (xorshift).
pub struct Gen(pub u64);

impl Gen {
    /// The next number.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    /// A number below `n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A random function of `x.*` ops over four arguments.
pub fn program(seed: u64) -> String {
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

/// The compiled patterns of a PDLL text.
pub fn load(ctx: &mut Context, name: &str, src: &str, hooks: &Hooks) -> Vec<CompiledPattern> {
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
