//! Quick rewrites that create ops (`patsat_egraph::quick`: rewrite programs
//! run straight over a direct match, without translate's machine) record
//! what the general path records: saturated with and without them, the
//! e-graphs are the same (every node by class, with its locations, benefit
//! and rule: `common::shape`), and so are the statistics of every iteration
//! and the errors. Checked on random programs (`common::program`) with
//! rules creating ops with constant and matched types, attributes,
//! constants and the replaced op's types; on random AC-style pattern sets
//! (proptest); and on the pattern sets of `examples/eqsat/` and
//! `tests/eqsat_cases/` on their inputs. The rules must have quick
//! rewrites and match (the comparison is not vacuous).

mod common;

use common::{program, shape, Gen, Setup, Shape, RULES};
use patsat_egraph::{
    import, run, ApplyMode, Iteration, Limits, PatternRule, Purity, RuleEnv, RunConfig, RunReport,
    Scheduler,
};
use patsat_frontend::pdll::DefaultBenefit;
use patsat_ir::{parse_source, Context, SourceFile};
use patsat_translate::natives::ResolveOptions;
use patsat_translate::{compile, load_patterns, prepare, Hooks, LoadOptions};
use proptest::prelude::*;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Rules creating ops every way quick rewrites support: constant and
/// matched types, attributes, a nullary op with an attribute, nested
/// creations, the replaced op's types.
const CREATING: &str = r#"
Pattern Tagged {
  let n = op<x.neg>(a: Value) -> (t: Type);
  replace n with op<x.add>(a, op<x.k> {v = attr<"3 : i32">} -> (type<"i32">)) {tag = attr<"1 : i32">} -> (t);
}
Pattern NegOfAdd {
  let add = op<x.add>(a: Value, b: Value);
  rewrite add with {
    let na = op<x.neg>(a) -> (type<"i32">);
    replace add with op<x.neg>(op<x.add>(na.0, b) -> (type<"i32">));
  };
}
Pattern Like {
  let add = op<x.add>(a: Value, a);
  replace add with op<x.neg>(a);
}
"#;

/// A run's result: the shape, the statistics of each iteration (matches,
/// merges, node and class counts) and the errors.
type Outcome = (Shape, Vec<String>, Vec<String>);

fn outcome(s: &Setup, report: &RunReport) -> Outcome {
    (
        shape(&s.graph.egraph),
        report.iterations.iter().map(stats).collect(),
        report.errors.clone(),
    )
}

fn stats(it: &Iteration) -> String {
    format!("{} {} {:?}", it.nodes, it.classes, it.rules)
}

/// The rules of `s` without quick rewrites.
fn general(s: &mut Setup) {
    s.map_rules(PatternRule::without_quick);
}

/// Saturates `input` with `rules`, with or without quick rewrites; also
/// the number of matches found.
fn saturate(
    input: &str,
    rules: &str,
    quick: bool,
    apply: ApplyMode,
    iters: usize,
) -> (Outcome, usize) {
    let mut s = Setup::with_program(input.to_string(), rules, "", Hooks::new());
    assert!(s.rules.iter().all(|r| r.is_quick()), "{rules}");
    // (Quick rewrites record what the general path records; straight
    // application is compared with recording in `tests/straight_apply.rs`.)
    s.map_rules(PatternRule::without_straight);
    if !quick {
        general(&mut s);
    }
    let report = s.run(iters, apply);
    let matches = report
        .iterations
        .iter()
        .flat_map(|i| &i.rules)
        .map(|r| r.matches)
        .sum();
    (outcome(&s, &report), matches)
}

/// Both ways, compared; the number of matches.
fn compare(input: &str, rules: &str, apply: ApplyMode, iters: usize) -> usize {
    let (quick, matches) = saturate(input, rules, true, apply, iters);
    let (plain, _) = saturate(input, rules, false, apply, iters);
    assert_eq!(quick.1, plain.1, "statistics, {apply:?}:\n{rules}\n{input}");
    assert_eq!(quick.2, plain.2, "errors, {apply:?}:\n{rules}\n{input}");
    assert_eq!(quick.0, plain.0, "e-graph, {apply:?}:\n{rules}\n{input}");
    matches
}

/// The creating rules of `common::RULES` (`Swap`, which replaces a
/// two-result op, is not a quick rewrite) and [`CREATING`].
fn creating_rules() -> String {
    let start = RULES.find("Pattern AssocRight").unwrap();
    let comm_end = RULES.find("Pattern NegNeg").unwrap();
    format!("{}{}{}", &RULES[..comm_end], &RULES[start..], CREATING)
}

#[test]
fn random_programs_reach_the_same_e_graphs_with_quick_creation() {
    let rules = creating_rules();
    let mut matched = 0;
    for seed in 1..=30u64 {
        let input = program(seed * 7919);
        for apply in [ApplyMode::Eager, ApplyMode::Snapshot] {
            matched += usize::from(compare(&input, &rules, apply, 8) > 0);
        }
    }
    assert!(matched >= 50, "only {matched} runs matched");
}

/// A rule creating an op that may not enter the e-graph (`y.sink` is not
/// pure; rules made without placement) in every way quick creation takes
/// apart (a slot's type, the replaced op's type): the quick path leaves the
/// match to the general path, which reports it and records nothing.
const IMPURE: &str = r#"
Pattern SinkTyped {
  let n = op<x.neg>(a: Value) -> (t: Type);
  replace n with op<y.sink>(a) -> (t);
}
Pattern SinkLike {
  let add = op<x.add>(a: Value, b: Value);
  replace add with op<y.sink>(b, a);
}
"#;

#[test]
fn impure_creations_are_reported_as_on_the_general_path() {
    let mut reported = 0;
    for seed in 1..=10u64 {
        let input = program(seed * 7919);
        for apply in [ApplyMode::Eager, ApplyMode::Snapshot] {
            compare(&input, IMPURE, apply, 3);
            let (outcome, _) = saturate(&input, IMPURE, true, apply, 3);
            reported += usize::from(outcome.2.iter().any(|e| e.contains("y.sink")));
        }
    }
    assert!(
        reported >= 10,
        "only {reported} runs reported the impure op"
    );
}

/// A random AC-style pattern set over `x.add` and `x.neg`: each pattern
/// matches a tree of depth at most two over variables (some repeated) and
/// replaces its root with a random tree over them, whose ops are typed like
/// the root (or take the root's types), some with an attribute, some
/// constants.
fn pattern_set(seed: u64) -> String {
    let mut g = Gen(seed | 1);
    let mut out = String::new();
    for k in 0..1 + g.below(3) {
        let mut vars: Vec<&str> = Vec::new();
        let lhs = lhs(&mut g, 0, &mut vars);
        let typed = g.below(4) != 0;
        let rhs = rhs(&mut g, 0, &vars, typed);
        out += &format!(
            "Pattern P{k} {{\n  let root = {lhs} -> (t: Type);\n  replace root with {rhs};\n}}\n"
        );
    }
    out
}

fn lhs(g: &mut Gen, depth: usize, vars: &mut Vec<&'static str>) -> String {
    let operand = |g: &mut Gen, vars: &mut Vec<&'static str>| {
        if depth < 1 && g.below(3) == 0 {
            return lhs(g, depth + 1, vars);
        }
        let names = ["a", "b", "c", "d"];
        if !vars.is_empty() && g.below(4) == 0 {
            return vars[g.below(vars.len())].to_string();
        }
        let v = names[vars.len().min(3)];
        if vars.contains(&v) {
            return v.to_string();
        }
        vars.push(v);
        format!("{v}: Value")
    };
    if g.below(3) == 0 {
        format!("op<x.neg>({})", operand(g, vars))
    } else {
        let a = operand(g, vars);
        let b = operand(g, vars);
        format!("op<x.add>({a}, {b})")
    }
}

fn rhs(g: &mut Gen, depth: usize, vars: &[&str], typed: bool) -> String {
    let ty = if typed || depth > 0 { " -> (t)" } else { "" };
    let operand = |g: &mut Gen| {
        if depth < 2 && g.below(3) == 0 {
            rhs(g, depth + 1, vars, true)
        } else if g.below(6) == 0 {
            format!(
                "op<x.k> {{v = attr<\"{} : i32\">}} -> (type<\"i32\">)",
                2 + g.below(3)
            )
        } else {
            vars[g.below(vars.len())].to_string()
        }
    };
    let attr = if g.below(4) == 0 {
        " {tag = attr<\"1 : i32\">}"
    } else {
        ""
    };
    if g.below(3) == 0 {
        format!("op<x.neg>({}){attr}{ty}", operand(g))
    } else {
        let (a, b) = (operand(g), operand(g));
        format!("op<x.add>({a}, {b}){attr}{ty}")
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, .. ProptestConfig::default() })]
    #[test]
    fn random_pattern_sets_reach_the_same_e_graphs_with_quick_creation(
        rules in any::<u64>(),
        prog in any::<u64>(),
        snapshot in any::<bool>(),
    ) {
        let apply = if snapshot { ApplyMode::Snapshot } else { ApplyMode::Eager };
        compare(&program(prog), &pattern_set(rules), apply, 6);
    }
}

/// A pattern set of the examples or of the eqsat cases, with its input,
/// `--pure` declarations and include directories.
struct Entry {
    name: String,
    patterns: PathBuf,
    input: PathBuf,
    pure: Vec<String>,
    includes: Vec<PathBuf>,
}

/// The examples' and the eqsat cases' pattern sets.
fn corpus() -> Vec<Entry> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let ex = root.join("examples/eqsat");
    let example = |name: &str, input: PathBuf, pure: &[&str]| Entry {
        name: name.into(),
        patterns: ex.join(format!("{name}.pdll")),
        input,
        pure: pure.iter().map(|p| p.to_string()).collect(),
        includes: vec![],
    };
    let mm = root.join(
        "../shared/corpus/expected/mlir/wild/AzizZayed+DialEgg/test/nmm/10mm.mlir.generic.mlir",
    );
    let mut out = vec![
        example("strength", ex.join("strength.mlir"), &["x.*"]),
        example("distribute", ex.join("distribute.mlir"), &["x.*"]),
        example("matmul_assoc", mm, &["linalg.matmul", "tensor.empty"]),
    ];
    let cases = root.join("tests/eqsat_cases");
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(&cases)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    dirs.sort();
    for d in dirs {
        let flags = std::fs::read_to_string(d.join("run1.flags")).unwrap();
        let words: Vec<&str> = flags.split_whitespace().collect();
        let (mut pure, mut includes) = (Vec::new(), Vec::new());
        for w in words.windows(2) {
            match w[0] {
                "--pure" => pure.push(w[1].to_string()),
                "-I" => includes.push(root.join(w[1])),
                _ => {}
            }
        }
        out.push(Entry {
            name: d.file_name().unwrap().to_string_lossy().into_owned(),
            patterns: d.join("patterns.pdll"),
            input: d.join("input.mlir"),
            pure,
            includes,
        });
    }
    out
}

/// Saturates one corpus entry (at most 12 iterations, 20000 e-nodes),
/// with or without quick rewrites; also the number of quick rules.
fn saturate_file(e: &Entry, quick: bool, apply: ApplyMode) -> (Outcome, usize) {
    let (out, quick_rules, _) = saturate_file_counting(e, quick, apply, true);
    (out, quick_rules)
}

/// [`saturate_file`], also counting the memoised natives that ran; with
/// `merged`, calls are answered by earlier ones whose arguments the
/// search's unions merge (`RuleEnv::without_merged_recall` when not).
fn saturate_file_counting(
    e: &Entry,
    quick: bool,
    apply: ApplyMode,
    merged: bool,
) -> (Outcome, usize, u64) {
    let (out, quick_rules, natives, _) =
        saturate_file_mapped(e, quick, apply, merged, PatternRule::without_straight);
    (out, quick_rules, natives)
}

/// [`saturate_file_counting`] with the rules mapped by `map` first; also
/// the e-graph up to class ids (`common::renamed_shape`, without facts).
fn saturate_file_mapped(
    e: &Entry,
    quick: bool,
    apply: ApplyMode,
    merged: bool,
    map: fn(PatternRule<'static>) -> PatternRule<'static>,
) -> (Outcome, usize, u64, Vec<(usize, String)>) {
    let mut ctx = Context::new();
    let text = std::fs::read(&e.input).unwrap();
    let mut module = parse_source(&mut ctx, &SourceFile::new("in.mlir", text)).unwrap();
    let opts = LoadOptions {
        include_dirs: e.includes.clone(),
        benefit: DefaultBenefit::MatchedOps,
        ..Default::default()
    };
    let loaded = load_patterns(&mut ctx, &e.patterns, &opts).unwrap();
    let prepared = prepare(
        &mut ctx,
        vec![loaded],
        Hooks::test_set(),
        &ResolveOptions::default(),
    )
    .unwrap();
    let registry = Box::leak(Box::new(prepared.registry_with_includes()));
    prepared.adopt_properties(&mut ctx, &mut module);
    let mut purity = Purity::new(registry);
    for p in &e.pure {
        purity.declare(p).unwrap();
    }
    let mut hooks = prepared.hooks;
    patsat_egraph::natives::register(&mut hooks);
    let compiled = compile(&mut ctx, &prepared.set, &hooks, &prepared.ops).unwrap();
    let kept: Vec<_> = (compiled.patterns.into_iter())
        .filter(|p| {
            patsat_egraph::placement(p, &ctx, &hooks, &purity) == patsat_egraph::Placement::EGraph
        })
        .collect();
    let graph = import(&ctx, &module.ir, module.top, &purity, registry).unwrap();
    let env = RuleEnv::new(ctx, hooks, prepared.ops, purity);
    if !merged {
        env.without_merged_recall();
    }
    let mut s = Setup {
        graph,
        rules: Vec::new(),
        extra: Vec::new(),
        input: String::new(),
        env: env.clone(),
    };
    let rules: Vec<PatternRule> = kept
        .into_iter()
        .filter_map(|p| PatternRule::new(p, &env))
        .collect();
    let quick_rules = rules.iter().filter(|r| r.is_quick()).count();
    s.rules = rules;
    s.map_rules(map);
    if !quick {
        general(&mut s);
    }
    let config = RunConfig {
        limits: Limits {
            iterations: 12,
            nodes: 20_000,
            time: Duration::from_secs(600),
            memory: None,
        },
        scheduler: Scheduler::Simple,
        apply,
    };
    let report = run(&mut s.graph.egraph, &s.rules, &config, &mut |_| {});
    let out = outcome(&s, &report);
    let natives = env.natives_remembered();
    let renamed = (common::renamed_shape(&s.graph.egraph, &env.ctx.borrow()).into_iter())
        .map(|(c, n, _)| (c, n))
        .collect();
    drop(s);
    drop(env);
    (out, quick_rules, natives, renamed)
}

/// Quick rewrites run memoised natives (`MatmulLike` on the matrix chain,
/// through its direct form) exactly as often as the general path: a call
/// after one that was not remembered is still looked up.
#[test]
fn quick_rewrites_run_natives_as_often_as_the_general_path() {
    let mut ran = 0;
    for e in corpus() {
        for apply in [ApplyMode::Eager, ApplyMode::Snapshot] {
            let (_, _, quick) = saturate_file_counting(&e, true, apply, true);
            let (_, _, plain) = saturate_file_counting(&e, false, apply, true);
            assert_eq!(quick, plain, "{}, {apply:?}: natives run", e.name);
            ran += usize::from(quick > 0);
        }
    }
    assert!(ran >= 2, "natives ran in only {ran} saturations");
}

/// A memoised native's call whose arguments the search's unions so far
/// merge with an earlier call's is answered by it
/// (`NativeMemo::recall_merged`): on the examples and cases, with and
/// without that, the same e-graphs (with every node's facts), statistics
/// and errors; on the matrix chain the natives run less often.
#[test]
fn calls_merged_by_the_searchs_unions_keep_the_e_graphs() {
    let mut fewer = 0;
    for e in corpus() {
        for apply in [ApplyMode::Eager, ApplyMode::Snapshot] {
            let (with, _, with_calls) = saturate_file_counting(&e, true, apply, true);
            let (without, _, without_calls) = saturate_file_counting(&e, true, apply, false);
            let name = &e.name;
            assert_eq!(with.1, without.1, "{name}, {apply:?}: statistics");
            assert_eq!(with.2, without.2, "{name}, {apply:?}: errors");
            assert_eq!(with.0, without.0, "{name}, {apply:?}: e-graph");
            assert!(with_calls <= without_calls, "{name}, {apply:?}");
            if e.name == "matmul_assoc" {
                assert!(with_calls < without_calls, "{apply:?}: {with_calls} calls");
                fewer += 1;
            }
        }
    }
    assert_eq!(fewer, 2);
}

#[test]
fn examples_and_cases_reach_the_same_e_graphs_with_quick_creation() {
    let mut quick_rules = 0;
    let mut entries = 0;
    for e in corpus() {
        let name = &e.name;
        for apply in [ApplyMode::Eager, ApplyMode::Snapshot] {
            let (quick, n) = saturate_file(&e, true, apply);
            let (plain, _) = saturate_file(&e, false, apply);
            assert_eq!(quick.1, plain.1, "{name}, {apply:?}: statistics");
            assert_eq!(quick.2, plain.2, "{name}, {apply:?}: errors");
            assert_eq!(quick.0, plain.0, "{name}, {apply:?}: e-graph");
            quick_rules += n;
        }
        entries += 1;
    }
    assert!(entries >= 11, "examples or cases are missing");
    assert!(quick_rules >= 20, "only {quick_rules} quick rules");
}

/// Snapshot mode's straight application (root classes in egg's order)
/// reaches on the examples and cases the e-graphs the recorded path in id
/// order reaches, up to class ids: the same e-nodes and e-classes after
/// every iteration, the same nodes per class, the same errors (see
/// `tests/straight_apply.rs` for what may differ).
#[test]
fn examples_and_cases_reach_the_same_e_graphs_with_straight_application() {
    let mut straight = 0;
    for e in corpus() {
        let name = &e.name;
        let apply = ApplyMode::Snapshot;
        let (new, _, _, new_nodes) = saturate_file_mapped(&e, true, apply, true, |r| r);
        let old_way = |r: PatternRule<'static>| r.in_id_order().without_straight();
        let (old, _, _, old_nodes) = saturate_file_mapped(&e, true, apply, true, old_way);
        let counts = |o: &Outcome| -> Vec<String> {
            (o.1.iter())
                .map(|l| l.split(" [").next().unwrap_or("").to_string())
                .collect()
        };
        assert_eq!(counts(&new), counts(&old), "{name}: e-nodes and e-classes");
        assert_eq!(new.2, old.2, "{name}: errors");
        assert_eq!(new_nodes, old_nodes, "{name}: e-graph");
        straight += usize::from(new.0 != old.0);
    }
    // (The ids or facts differ somewhere: the comparison is not vacuous.)
    assert!(
        straight >= 2,
        "straight application changed only {straight} runs"
    );
}
