//! Where the DAG extractor spends its time on extraction-gym's e-graphs
//! (`../shared/corpus/egraphs/` by default): per data set, the median (the
//! minimum with `--min`) over `--reps` runs, taken in turn, of
//! extraction-gym's bottom-up, parent links over the whole e-graph (for
//! reference), the tree phase (with the parent links it builds), the
//! local search and the whole DAG extractor, and the local search's
//! statistics (summed). `--loop N` instead runs the whole DAG extractor N
//! times in a row on every file (for `perf record`).
//!
//! ```text
//! cargo run --release -p patsat-extract --example dag_phases -- [DIR] [--reps N] [--min] [--loop N]
//! ```

mod common;

use patsat_extract::dag::{dag_extract, improve};
use patsat_extract::gym::bottom_up;
use patsat_extract::tree::bottom_up_tree;
use patsat_extract::ExtractGraph;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Instant;

/// Times of the `jobs`, run in turn `reps` times (so that a change of
/// load hits them alike): per job the median, or the minimum with `min`.
fn times(reps: usize, min: bool, jobs: &[&dyn Fn()]) -> Vec<f64> {
    let mut t: Vec<Vec<f64>> = vec![Vec::new(); jobs.len()];
    for _ in 0..reps {
        for (k, job) in jobs.iter().enumerate() {
            let s = Instant::now();
            job();
            t[k].push(s.elapsed().as_secs_f64());
        }
    }
    t.into_iter()
        .map(|mut v| {
            v.sort_by(f64::total_cmp);
            if min {
                v[0]
            } else {
                v[reps / 2]
            }
        })
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut dir = PathBuf::from("../shared/corpus/egraphs");
    let mut reps = 7usize;
    let mut looping = 0usize;
    let mut min = false;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--reps" => {
                reps = args[i + 1].parse::<usize>().expect("a count").max(1);
                i += 2;
            }
            "--min" => {
                min = true;
                i += 1;
            }
            "--loop" => {
                looping = args[i + 1].parse().expect("a count");
                i += 2;
            }
            _ => {
                dir = PathBuf::from(&args[i]);
                i += 1;
            }
        }
    }
    let list = common::json_files(&dir);
    let graphs: Vec<(String, ExtractGraph)> = list
        .iter()
        .map(|f| {
            let set = common::data_set(f);
            let g = ExtractGraph::from_serialized_json(&std::fs::read_to_string(f).unwrap())
                .unwrap_or_else(|e| panic!("{}: {}", f.display(), e));
            (set, g)
        })
        .collect();
    if looping > 0 {
        let mut sum = 0usize;
        // Each file `looping` times in a row, as the timings run it.
        for (_, g) in &graphs {
            for _ in 0..looping {
                sum += dag_extract(g).len();
            }
        }
        println!("{}", sum);
        return;
    }
    // Per set: the times, then the search's statistics.
    const TIMES: [&str; 5] = ["bu", "parents", "tree", "search", "dag"];
    const STATS: [&str; 11] = [
        "passes",
        "switches",
        "steps",
        "kept",
        "skipped",
        "f-skip",
        "follows",
        "s-bound",
        "s-eval",
        "s-release",
        "s-follow",
    ];
    let mut per_set: BTreeMap<String, ([f64; 5], [usize; 11])> = BTreeMap::new();
    for (set, g) in &graphs {
        let w = bottom_up_tree(g);
        let search = || {
            let mut c = w.tree.choice.clone();
            improve(
                g,
                &mut c,
                w.tree.rank.clone(),
                w.tree.cost.clone(),
                &w.order,
            )
        };
        let t = times(
            reps,
            min,
            &[
                &|| {
                    std::hint::black_box(bottom_up(g));
                },
                &|| {
                    std::hint::black_box(g.parents());
                },
                &|| {
                    std::hint::black_box(bottom_up_tree(g));
                },
                &|| {
                    std::hint::black_box(search());
                },
                &|| {
                    std::hint::black_box(dag_extract(g));
                },
            ],
        );
        let st = search();
        let e = per_set.entry(set.clone()).or_default();
        add(&mut e.0, [t[0], t[1], t[2], t[3], t[4]]);
        add(
            &mut e.1,
            [
                st.passes,
                st.switches,
                st.walk_steps,
                st.kept,
                st.skipped,
                st.follow_skipped,
                st.follow_ups,
                st.bound_steps,
                st.eval_steps,
                st.release_steps,
                st.follow_steps,
            ],
        );
    }
    let cells = |name: &str, t: &[String], s: &[String]| {
        let t: String = t.iter().map(|x| format!(" {:>9}", x)).collect();
        let s: String = s.iter().map(|x| format!(" {:>9}", x)).collect();
        println!("{:<15}{} |{}", name, t, s);
    };
    let strings = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    cells("data set", &strings(&TIMES), &strings(&STATS));
    let mut all = ([0.0; 5], [0usize; 11]);
    let row = |name: &str, t: &[f64; 5], s: &[usize; 11]| {
        let t: Vec<String> = t.iter().map(|x| format!("{:.5}", x)).collect();
        let s: Vec<String> = s.iter().map(|x| x.to_string()).collect();
        cells(name, &t, &s);
    };
    for (set, (t, s)) in &per_set {
        row(set, t, s);
        add(&mut all.0, *t);
        add(&mut all.1, *s);
    }
    row("overall", &all.0, &all.1);
}

/// Adds `b` to `a` element by element.
fn add<T: Copy + std::ops::AddAssign, const N: usize>(a: &mut [T; N], b: [T; N]) {
    for (x, y) in a.iter_mut().zip(b) {
        *x += y;
    }
}
