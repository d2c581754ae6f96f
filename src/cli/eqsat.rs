//! `patsat apply --mode eqsat`: the patterns as e-graph rewrites,
//! saturated over the input, the cheapest program extracted back into IR,
//! then the patterns that cannot be e-graph rewrites applied greedily.
//! Flags for limits, scheduler, extractor, cost model, purity, statistics
//! and e-graph dumps.

use clap::{Arg, ArgAction, ArgMatches};
use patsat_egraph::{ApplyMode, Limits, Placement, Purity, RunConfig, Scheduler};
use patsat_extract::{run_eqsat, EqsatOptions, EqsatOutcome, ExtractorKind, OpCostTable};
use patsat_ir::{Context, Module};
use patsat_translate::Prepared;
use std::time::Duration;

/// A progress line on stderr while saturation runs, when stderr is a
/// terminal (nothing otherwise): iteration, e-nodes, e-classes, time.
struct Progress {
    bar: Option<indicatif::ProgressBar>,
    iterations: usize,
}

impl Progress {
    fn new() -> Self {
        use std::io::IsTerminal;
        let bar = std::io::stderr().is_terminal().then(|| {
            let bar = indicatif::ProgressBar::new_spinner();
            bar.set_message("eqsat: saturating");
            bar.enable_steady_tick(Duration::from_millis(100));
            bar
        });
        Progress { bar, iterations: 0 }
    }

    fn iteration(&mut self, it: &patsat_egraph::Iteration) {
        self.iterations += 1;
        if let Some(bar) = &self.bar {
            bar.set_message(format!(
                "eqsat: iteration {}: {} e-nodes, {} e-classes",
                self.iterations, it.nodes, it.classes
            ));
        }
    }

    fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

/// The eqsat flags of `patsat apply`.
pub fn args() -> Vec<Arg> {
    let value = |name: &'static str, v: &'static str, help: &'static str| {
        Arg::new(name).long(name).value_name(v).help(help)
    };
    vec![
        value(
            "extractor",
            "KIND",
            "eqsat: extractor (tree, dag, exact; default dag)",
        )
        .value_parser(["tree", "dag", "exact"]),
        value(
            "iter-limit",
            "N",
            "eqsat: at most N iterations (default 30)",
        ),
        value(
            "node-limit",
            "N",
            "eqsat: at most N e-nodes (default 100000)",
        ),
        value(
            "time-limit",
            "S",
            "eqsat: at most S seconds of saturation (default 10)",
        ),
        value(
            "memory-limit",
            "MB",
            "eqsat: stop when the process uses more than MB MiB",
        ),
        value(
            "scheduler",
            "KIND",
            "eqsat: rule scheduler (simple, backoff; default backoff)",
        )
        .value_parser(["simple", "backoff"]),
        value(
            "apply",
            "WHEN",
            "eqsat: apply each rule's matches after its search (eager, default) or all rules' once per iteration like egg (snapshot)",
        )
        .value_parser(["eager", "snapshot"]),
        value(
            "pure",
            "OP",
            "eqsat: treat OP (`dialect.op` or `dialect.*`) as pure",
        )
        .action(ArgAction::Append),
        value(
            "pure-file",
            "FILE",
            "eqsat: op-info file, one `dialect.op` or `dialect.*` per line",
        ),
        value(
            "cost-table",
            "FILE",
            "eqsat: op costs, one `dialect.op COST` per line (`* COST`: default)",
        ),
        value(
            "benefit-weight",
            "W",
            "eqsat: w in cost = base / (1 + w * benefit) (default 0.001)",
        ),
        value(
            "dump-egraph",
            "FORMAT",
            "eqsat: dump the saturated e-graph (dot, json)",
        )
        .value_parser(["dot", "json"]),
        value(
            "dump-egraph-file",
            "FILE",
            "eqsat: where --dump-egraph writes (default: stderr)",
        ),
        Arg::new("annotate-provenance")
            .long("annotate-provenance")
            .action(ArgAction::SetTrue)
            .help("eqsat: put the producing rule's name on each new op (`patsat.rule`)"),
    ]
}

/// The eqsat settings of the command line.
pub struct EqsatSettings {
    opts: EqsatOptions,
    pure: Vec<String>,
    pure_file: Option<String>,
    cost: OpCostTable,
    dump: Option<(String, String)>,
}

fn parse<T: std::str::FromStr>(m: &ArgMatches, name: &str) -> Result<Option<T>, String> {
    match m.get_one::<String>(name) {
        None => Ok(None),
        Some(v) => v
            .parse()
            .map(Some)
            .map_err(|_| format!("--{}: invalid value `{}`", name, v)),
    }
}

/// Reads the eqsat flags.
pub fn settings(
    m: &ArgMatches,
    greedy: patsat_greedy::GreedyRewriteConfig,
) -> Result<EqsatSettings, String> {
    let mut limits = Limits::default();
    if let Some(n) = parse(m, "iter-limit")? {
        limits.iterations = n;
    }
    if let Some(n) = parse(m, "node-limit")? {
        limits.nodes = n;
    }
    if let Some(s) = parse::<f64>(m, "time-limit")? {
        if !(s.is_finite() && s >= 0.0) {
            return Err("--time-limit: expected a number of seconds".into());
        }
        limits.time = Duration::from_secs_f64(s);
    }
    if let Some(mb) = parse::<u64>(m, "memory-limit")? {
        limits.memory = Some(mb.saturating_mul(1 << 20));
    }
    let scheduler = match m.get_one::<String>("scheduler").map(String::as_str) {
        Some("simple") => Scheduler::Simple,
        _ => Scheduler::default(),
    };
    let apply = match m.get_one::<String>("apply").map(String::as_str) {
        Some("snapshot") => ApplyMode::Snapshot,
        _ => ApplyMode::Eager,
    };
    let extractor = match m.get_one::<String>("extractor") {
        Some(e) => e.parse::<ExtractorKind>()?,
        None => ExtractorKind::Dag,
    };
    let mut cost = match m.get_one::<String>("cost-table") {
        Some(f) => {
            let text = std::fs::read_to_string(f).map_err(|e| format!("{}: {}", f, e))?;
            OpCostTable::parse(&text).map_err(|e| format!("{}: {}", f, e))?
        }
        None => OpCostTable::default(),
    };
    if let Some(w) = parse::<f64>(m, "benefit-weight")? {
        if !(w.is_finite() && w >= 0.0) {
            return Err("--benefit-weight: expected a non-negative number".into());
        }
        cost.benefit_weight = w;
    }
    let dump = m.get_one::<String>("dump-egraph").map(|f| {
        (
            f.clone(),
            m.get_one::<String>("dump-egraph-file")
                .cloned()
                .unwrap_or_else(|| "-".into()),
        )
    });
    Ok(EqsatSettings {
        opts: EqsatOptions {
            run: RunConfig {
                limits,
                scheduler,
                apply,
            },
            extractor,
            annotate: m.get_flag("annotate-provenance"),
            greedy,
            ..Default::default()
        },
        pure: super::strings(m, "pure"),
        pure_file: m.get_one::<String>("pure-file").cloned(),
        cost,
        dump,
    })
}

/// Runs eqsat mode on one module; prints statistics (`stats`: `text` or
/// `json`) and dumps on stderr (or the dump file). The op facts (purity
/// first of all) are the upstream tables' and those of the ODS models
/// `ods` (the `.td` files the pattern files include).
pub fn apply(
    s: &EqsatSettings,
    ctx: &mut Context,
    module: &mut Module,
    prepared: Prepared,
    stats: Option<&str>,
) -> Result<(), Vec<String>> {
    let registry = prepared.registry_with_includes();
    prepared.adopt_properties(ctx, module);
    let mut purity = Purity::new(&registry);
    for p in &s.pure {
        purity.declare(p).map_err(|e| vec![e])?;
    }
    if let Some(f) = &s.pure_file {
        let text = std::fs::read_to_string(f).map_err(|e| vec![format!("{}: {}", f, e)])?;
        purity
            .declare_file(&text)
            .map_err(|e| vec![format!("{}: {}", f, e)])?;
    }
    let Prepared {
        set,
        mut hooks,
        ops,
        ..
    } = prepared;
    patsat_egraph::natives::register(&mut hooks);
    let mut progress = Progress::new();
    let out = run_eqsat(
        ctx,
        module,
        &set,
        hooks,
        ops,
        &registry,
        purity,
        &s.cost,
        &s.opts,
        &mut |it| progress.iteration(it),
    );
    progress.finish();
    let out = out?;
    if let Some((format, file)) = &s.dump {
        let text = match format.as_str() {
            "dot" => out.problem.graph.to_dot(),
            _ => out.problem.graph.to_serialized_json(),
        };
        let res = if file == "-" {
            eprint!("{}", text);
            Ok(())
        } else {
            std::fs::write(file, text)
        };
        res.map_err(|e| vec![format!("{}: {}", file, e)])?;
    }
    match stats {
        Some("json") => eprintln!("{}", stats_json(&out)),
        Some(_) => eprint!("{}", stats_text(&out)),
        None => {}
    }
    Ok(())
}

fn stop_json(out: &EqsatOutcome) -> String {
    json_str(&out.report.stop.to_string())
}

fn json_str(s: &str) -> String {
    serde_json::Value::String(s.to_string()).to_string()
}

/// Statistics as text, one fact per line.
pub fn stats_text(out: &EqsatOutcome) -> String {
    let mut s = String::new();
    let r = &out.report;
    s += &format!(
        "patsat: eqsat: stop={} iterations={} e-nodes={} e-classes={} time={:.6}s\n",
        r.stop,
        r.iterations.len(),
        out.graph.egraph.total_number_of_nodes(),
        out.graph.egraph.number_of_classes(),
        r.time.as_secs_f64()
    );
    for (name, place) in &out.placements {
        match place {
            Placement::EGraph => s += &format!("patsat: pattern {}: e-graph\n", name),
            Placement::Greedy(why) => {
                s += &format!("patsat: pattern {}: greedy phase ({})\n", name, why)
            }
        }
    }
    for (i, it) in r.iterations.iter().enumerate() {
        s += &format!(
            "patsat: iteration {}: e-nodes={} e-classes={} search={:.6}s apply={:.6}s rebuild={:.6}s\n",
            i,
            it.nodes,
            it.classes,
            it.search_time.as_secs_f64(),
            it.apply_time.as_secs_f64(),
            it.rebuild_time.as_secs_f64()
        );
        for (k, rs) in it.rules.iter().enumerate() {
            if rs.matches > 0 || rs.banned {
                s += &format!(
                    "patsat:   rule {}: matches={} applied={}{}\n",
                    out.rule_names[k],
                    rs.matches,
                    rs.applied,
                    if rs.banned { " banned" } else { "" }
                );
            }
        }
    }
    s += &format!(
        "patsat: extraction: extractor={:?} cost={} input-cost={} optimal={} time={:.6}s created={} erased={} fallbacks={}\n",
        out.extraction.kind,
        out.extraction.dag_cost,
        out.input_cost,
        out.extraction.optimal as u8,
        out.extraction.time.as_secs_f64(),
        out.rebuild.created,
        out.rebuild.erased,
        out.rebuild.fallbacks
    );
    for (name, n) in &out.impure_counts {
        s += &format!("patsat: kept in place: {} x{}\n", name, n);
    }
    if let Some((g, names)) = &out.greedy {
        s += &format!(
            "patsat: greedy phase: converged={} changed={} iterations={}\n",
            g.converged as u8, g.changed as u8, g.iterations
        );
        for (i, n) in g.rewrites_per_pattern.iter().enumerate() {
            s += &format!("patsat:   pattern {}: {} rewrites\n", names[i], n);
        }
    }
    s
}

/// Statistics as one JSON object.
pub fn stats_json(out: &EqsatOutcome) -> String {
    let r = &out.report;
    let placements: Vec<String> = out
        .placements
        .iter()
        .map(|(n, p)| {
            let (where_, why) = match p {
                Placement::EGraph => ("egraph", String::new()),
                Placement::Greedy(w) => ("greedy", w.clone()),
            };
            format!(
                "{{\"pattern\":{},\"runs_in\":\"{}\",\"why\":{}}}",
                json_str(n),
                where_,
                json_str(&why)
            )
        })
        .collect();
    let iterations: Vec<String> = r
        .iterations
        .iter()
        .map(|it| {
            let rules: Vec<String> = it
                .rules
                .iter()
                .enumerate()
                .map(|(k, rs)| {
                    format!(
                        "{{\"rule\":{},\"matches\":{},\"applied\":{},\"banned\":{}}}",
                        json_str(&out.rule_names[k]),
                        rs.matches,
                        rs.applied,
                        rs.banned
                    )
                })
                .collect();
            format!(
                "{{\"e_nodes\":{},\"e_classes\":{},\"search_s\":{},\"apply_s\":{},\"rebuild_s\":{},\"rules\":[{}]}}",
                it.nodes,
                it.classes,
                it.search_time.as_secs_f64(),
                it.apply_time.as_secs_f64(),
                it.rebuild_time.as_secs_f64(),
                rules.join(",")
            )
        })
        .collect();
    let greedy = match &out.greedy {
        None => "null".to_string(),
        Some((g, names)) => {
            let per: Vec<String> = g
                .rewrites_per_pattern
                .iter()
                .enumerate()
                .map(|(i, n)| format!("{{\"pattern\":{},\"rewrites\":{}}}", json_str(&names[i]), n))
                .collect();
            format!(
                "{{\"converged\":{},\"changed\":{},\"iterations\":{},\"patterns\":[{}]}}",
                g.converged,
                g.changed,
                g.iterations,
                per.join(",")
            )
        }
    };
    format!(
        "{{\"stop\":{},\"time_s\":{},\"e_nodes\":{},\"e_classes\":{},\"patterns\":[{}],\"iterations\":[{}],\"extraction\":{{\"extractor\":\"{:?}\",\"cost\":{},\"input_cost\":{},\"optimal\":{},\"time_s\":{},\"fallbacks\":{}}},\"greedy_phase\":{}}}",
        stop_json(out),
        r.time.as_secs_f64(),
        out.graph.egraph.total_number_of_nodes(),
        out.graph.egraph.number_of_classes(),
        placements.join(","),
        iterations.join(","),
        out.extraction.kind,
        json_num(out.extraction.dag_cost),
        json_num(out.input_cost),
        out.extraction.optimal,
        out.extraction.time.as_secs_f64(),
        out.rebuild.fallbacks,
        greedy
    )
}

fn json_num(x: f64) -> String {
    if x.is_finite() {
        format!("{}", x)
    } else {
        "null".into()
    }
}
