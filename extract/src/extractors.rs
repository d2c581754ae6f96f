//! The extractors by name, as the command line picks them.

use crate::dag::dag_extract;
use crate::exact::exact_extract;
use crate::graph::{Choice, ExtractGraph};
use crate::tree::tree_extract;
use std::time::{Duration, Instant};

/// Which extractor to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExtractorKind {
    /// Tree cost, bottom-up.
    Tree,
    /// DAG-aware greedy with local search.
    Dag,
    /// Exact branch and bound (falls back to the DAG result when its time
    /// budget runs out).
    Exact,
}

impl std::str::FromStr for ExtractorKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "tree" => Ok(ExtractorKind::Tree),
            "dag" => Ok(ExtractorKind::Dag),
            "exact" => Ok(ExtractorKind::Exact),
            _ => Err(format!("unknown extractor `{}` (tree, dag, exact)", s)),
        }
    }
}

/// An extraction and how it was found.
#[derive(Clone, Debug)]
pub struct Extraction {
    /// The extractor that ran.
    pub kind: ExtractorKind,
    /// One node per class.
    pub choice: Choice,
    /// Its DAG cost.
    pub dag_cost: f64,
    /// Whether it is known optimal (the exact search finished).
    pub optimal: bool,
    /// Time spent.
    pub time: Duration,
}

/// Runs an extractor; `exact_budget` bounds the exact search.
pub fn extract(g: &ExtractGraph, kind: ExtractorKind, exact_budget: Duration) -> Extraction {
    let t = Instant::now();
    let (choice, optimal) = match kind {
        ExtractorKind::Tree => (tree_extract(g).0, false),
        ExtractorKind::Dag => (dag_extract(g), false),
        ExtractorKind::Exact => {
            let upper = dag_extract(g);
            let r = exact_extract(g, &upper, Instant::now() + exact_budget);
            (r.choice, r.optimal)
        }
    };
    let dag_cost = g.dag_cost(&choice).unwrap_or(f64::INFINITY);
    Extraction {
        kind,
        choice,
        dag_cost,
        optimal,
        time: t.elapsed(),
    }
}
