//! Extraction quality and time on extraction-gym's e-graphs
//! (`../shared/corpus/egraphs/` by default): every extractor on every
//! file, the DAG cost and time per data set and overall, and the exact
//! extractor's optimum where it finishes within its budget.
//!
//! ```text
//! cargo run --release --example extraction_report -- [DIR] [--exact-budget SECONDS]
//! ```
//!
//! Columns: `tree` (bottom-up tree-cost extraction), `greedy-dag` (the
//! cost-set greedy pass alone, as extraction-gym's faster-greedy-dag
//! works), `dag` (patsat's DAG extractor: greedy, then local search, best
//! of that and tree), `exact` (branch and bound from `dag`; `*` = proven
//! optimal).

use patsat_extract::dag::greedy_dag;
use patsat_extract::exact::exact_extract;
use patsat_extract::tree::tree_extract;
use patsat_extract::{dag::dag_extract, ExtractGraph};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {}", dir.display(), e))
        .flatten()
        .map(|e| e.path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            files(&p, out);
        } else if p.extension().is_some_and(|e| e == "json") {
            out.push(p);
        }
    }
}

#[derive(Default, Clone, Copy)]
struct Totals {
    cost: [f64; 4],
    time: [f64; 4],
    files: usize,
    exact_optimal: usize,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut dir = PathBuf::from("../shared/corpus/egraphs");
    let mut budget = Duration::from_secs(2);
    let mut i = 0;
    while i < args.len() {
        if args[i] == "--exact-budget" {
            budget = Duration::from_secs_f64(args[i + 1].parse().expect("seconds"));
            i += 2;
        } else {
            dir = PathBuf::from(&args[i]);
            i += 1;
        }
    }
    let mut list = Vec::new();
    files(&dir, &mut list);
    let mut per_set: BTreeMap<String, Totals> = BTreeMap::new();
    println!(
        "{:<58} {:>7} {:>14} {:>14} {:>14} {:>15} | {:>8} {:>8} {:>8} {:>8}",
        "file",
        "nodes",
        "tree",
        "greedy-dag",
        "dag",
        "exact",
        "t-tree",
        "t-greedy",
        "t-dag",
        "t-exact"
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
        let set = f
            .parent()
            .and_then(|p| p.file_name())
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let t = Instant::now();
        let tree = tree_extract(&g).0;
        let t_tree = t.elapsed().as_secs_f64();
        let t = Instant::now();
        let greedy = greedy_dag(&g);
        let t_greedy = t.elapsed().as_secs_f64();
        let t = Instant::now();
        let dag = dag_extract(&g);
        let t_dag = t.elapsed().as_secs_f64();
        let t = Instant::now();
        let exact = exact_extract(&g, &dag, Instant::now() + budget);
        let t_exact = t.elapsed().as_secs_f64();
        let costs = [
            g.dag_cost(&tree).unwrap_or(f64::NAN),
            g.dag_cost(&greedy).unwrap_or(f64::NAN),
            g.dag_cost(&dag).unwrap_or(f64::NAN),
            exact.cost,
        ];
        let name = f.strip_prefix(&dir).unwrap_or(f).display().to_string();
        println!(
            "{:<58} {:>7} {:>14.3} {:>14.3} {:>14.3} {:>14.3}{} | {:>8.4} {:>8.4} {:>8.4} {:>8.4}",
            name,
            g.num_nodes(),
            costs[0],
            costs[1],
            costs[2],
            costs[3],
            if exact.optimal { "*" } else { " " },
            t_tree,
            t_greedy,
            t_dag,
            t_exact
        );
        let e = per_set.entry(set).or_default();
        let times = [t_tree, t_greedy, t_dag, t_exact];
        for k in 0..4 {
            e.cost[k] += costs[k];
            e.time[k] += times[k];
        }
        e.files += 1;
        e.exact_optimal += exact.optimal as usize;
    }
    println!();
    println!(
        "{:<16} {:>5} {:>16} {:>16} {:>16} {:>16} | {:>8} {:>8} {:>8} {:>8} {:>7}",
        "data set",
        "files",
        "tree",
        "greedy-dag",
        "dag",
        "exact",
        "t-tree",
        "t-greedy",
        "t-dag",
        "t-exact",
        "optimal"
    );
    let mut all = Totals::default();
    for (set, t) in &per_set {
        row(set, t);
        for k in 0..4 {
            all.cost[k] += t.cost[k];
            all.time[k] += t.time[k];
        }
        all.files += t.files;
        all.exact_optimal += t.exact_optimal;
    }
    row("overall", &all);
}

fn row(name: &str, t: &Totals) {
    println!(
        "{:<16} {:>5} {:>16.3} {:>16.3} {:>16.3} {:>16.3} | {:>8.4} {:>8.4} {:>8.4} {:>8.4} {:>3}/{:<3}",
        name,
        t.files,
        t.cost[0],
        t.cost[1],
        t.cost[2],
        t.cost[3],
        t.time[0],
        t.time[1],
        t.time[2],
        t.time[3],
        t.exact_optimal,
        t.files
    );
}
