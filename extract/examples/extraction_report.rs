//! Extraction quality and time on extraction-gym's e-graphs
//! (`../shared/corpus/egraphs/` by default): every extractor on every
//! file, the DAG cost and time per data set and overall, and the exact
//! extractor's optimum where it finishes within its budget.
//!
//! ```text
//! cargo run --release -p patsat-extract --example extraction_report -- \
//!     [DIR] [--exact-budget SECONDS] [--reps N]
//! ```
//!
//! Columns: `bottom-up` and `greedy-dag` (extraction-gym's `bottom-up` and
//! `faster-greedy-dag`, reimplemented in `patsat_extract::gym`), `tree`
//! (patsat's bottom-up tree extraction), `dag` (patsat's DAG extractor:
//! tree, then local search), `exact` (branch and bound from `dag`; `*` =
//! proven optimal). `cyclic` marks a choice with a cycle or a root
//! without a term (extraction-gym's extractors do not repair those).
//! Times are the median of `--reps` runs in a row (default 7; in a row,
//! so that no extractor pays for the memory another one freed); the
//! exact search runs once.

mod common;

use patsat_extract::dag::dag_extract;
use patsat_extract::exact::exact_extract;
use patsat_extract::gym::{bottom_up, faster_greedy_dag};
use patsat_extract::tree::tree_extract;
use patsat_extract::{Choice, ExtractGraph};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// An extractor.
type Extractor = fn(&ExtractGraph) -> Choice;

/// The heuristic extractors, in column order.
const EXTRACTORS: [(&str, Extractor); 4] = [
    ("bottom-up", bottom_up),
    ("greedy-dag", faster_greedy_dag),
    ("tree", |g| tree_extract(g).0),
    ("dag", dag_extract),
];
const K: usize = EXTRACTORS.len();

#[derive(Default, Clone, Copy)]
struct Totals {
    /// The heuristics' costs, then the exact one.
    cost: [f64; K + 1],
    time: [f64; K + 1],
    files: usize,
    exact_optimal: usize,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut dir = PathBuf::from("../shared/corpus/egraphs");
    let mut budget = Duration::from_secs(2);
    let mut reps = 7usize;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--exact-budget" => {
                budget = Duration::from_secs_f64(args[i + 1].parse().expect("seconds"));
                i += 2;
            }
            "--reps" => {
                reps = args[i + 1].parse::<usize>().expect("a count").max(1);
                i += 2;
            }
            _ => {
                dir = PathBuf::from(&args[i]);
                i += 1;
            }
        }
    }
    let list = common::json_files(&dir);
    let mut per_set: BTreeMap<String, Totals> = BTreeMap::new();
    let names: Vec<&str> = EXTRACTORS.iter().map(|e| e.0).collect();
    let cost_heads: Vec<&str> = names.iter().copied().chain(["exact"]).collect();
    let time_heads = ["t-bu", "t-gdag", "t-tree", "t-dag", "t-exact"];
    println!(
        "{:<44} {:>6}{} |{}",
        "file",
        "nodes",
        columns(&cost_heads, 11),
        columns(&time_heads, 8)
    );
    for f in &list {
        let text = std::fs::read_to_string(f).unwrap();
        let g = match ExtractGraph::from_serialized_json(&text) {
            Ok(g) => g,
            Err(e) => {
                println!("{}: error: {}", f.display(), e);
                continue;
            }
        };
        let set = common::data_set(f);
        let mut times: Vec<Vec<f64>> = vec![Vec::new(); K];
        let mut choices: Vec<Choice> = vec![Vec::new(); K];
        for (k, (_, run)) in EXTRACTORS.iter().enumerate() {
            for _ in 0..reps {
                let t = Instant::now();
                choices[k] = run(&g);
                times[k].push(t.elapsed().as_secs_f64());
            }
        }
        let t = Instant::now();
        let exact = exact_extract(&g, &choices[3], Instant::now() + budget);
        let t_exact = t.elapsed().as_secs_f64();
        let mut costs = [0.0; K + 1];
        let mut time = [0.0; K + 1];
        for k in 0..K {
            costs[k] = g.dag_cost(&choices[k]).unwrap_or(f64::NAN);
            times[k].sort_by(f64::total_cmp);
            time[k] = times[k][reps / 2];
        }
        costs[K] = exact.cost;
        time[K] = t_exact;
        let name = f.strip_prefix(&dir).unwrap_or(f).display().to_string();
        let name: String = name.chars().take(44).collect();
        println!(
            "{:<44} {:>6}{}{} |{}",
            name,
            g.num_nodes(),
            columns(&costs.map(cost_cell), 11),
            if exact.optimal { "*" } else { " " },
            columns(&time.map(|t| format!("{:.5}", t)), 8)
        );
        let e = per_set.entry(set).or_default();
        for k in 0..=K {
            e.cost[k] += costs[k];
            e.time[k] += time[k];
        }
        e.files += 1;
        e.exact_optimal += exact.optimal as usize;
    }
    println!();
    println!(
        "{:<15} {:>5}{} |{} |{}",
        "data set",
        "files",
        columns(&cost_heads, 11),
        columns(&time_heads, 8),
        columns(&["dag/bu", "dag/tr", "optimal"], 7)
    );
    let mut all = Totals::default();
    for (set, t) in &per_set {
        row(set, t);
        for k in 0..=K {
            all.cost[k] += t.cost[k];
            all.time[k] += t.time[k];
        }
        all.files += t.files;
        all.exact_optimal += t.exact_optimal;
    }
    row("overall", &all);
}

/// Cells right-aligned in `width` columns, each after a space.
fn columns<S: std::fmt::Display>(cells: &[S], width: usize) -> String {
    cells
        .iter()
        .map(|c| format!(" {:>width$}", c.to_string()))
        .collect()
}

/// A DAG cost, or `cyclic` for a choice that is not a valid extraction.
fn cost_cell(c: f64) -> String {
    if c.is_nan() {
        "cyclic".to_string()
    } else {
        format!("{:.3}", c)
    }
}

fn row(name: &str, t: &Totals) {
    println!(
        "{:<15} {:>5}{} |{} |{}",
        name,
        t.files,
        columns(&t.cost.map(cost_cell), 11),
        columns(&t.time.map(|x| format!("{:.5}", x)), 8),
        columns(
            &[
                format!("{:.2}", t.time[3] / t.time[0]),
                format!("{:.2}", t.time[3] / t.time[2]),
                format!("{}/{}", t.exact_optimal, t.files)
            ],
            7
        )
    );
}
