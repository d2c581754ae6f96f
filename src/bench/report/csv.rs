//! `--csv`: one row per cell with raw values (seconds, KiB, costs as
//! numbers, empty when absent), RFC 4180 quoting; per-pattern counts as
//! `name=n` words in one column; a failed cell's diagnostics on one line,
//! their lines joined by ` | ` (one physical line per cell).

use super::hits;
use crate::bench::record::BenchDoc;

/// Column titles.
pub const COLUMNS: &[&str] = &[
    "index",
    "set",
    "payload",
    "mode",
    "variant",
    "status",
    "runs",
    "time_median_s",
    "time_min_s",
    "time_max_s",
    "cpu_median_s",
    "peak_rss_kib",
    "ops_before",
    "ops_after",
    "cost_before",
    "cost_after",
    "iterations",
    "converged",
    "stop_reason",
    "e_nodes",
    "e_classes",
    "rewrites",
    "extracted_rules",
    "error",
];

fn quote(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

fn opt<T: ToString>(v: Option<T>) -> String {
    v.map(|v| v.to_string()).unwrap_or_default()
}

/// The CSV text.
pub fn csv(doc: &BenchDoc) -> String {
    let mut out = COLUMNS.join(",") + "\n";
    for c in &doc.cells {
        let t = c.time_s.as_ref();
        let row = [
            c.index.to_string(),
            c.set.clone(),
            c.payload.clone(),
            c.mode.clone(),
            c.variant.clone(),
            c.status.as_str().to_string(),
            t.map(|t| t.samples.len()).unwrap_or(0).to_string(),
            opt(t.map(|t| t.median)),
            opt(t.map(|t| t.min)),
            opt(t.map(|t| t.max)),
            opt(c.cpu_s.as_ref().map(|t| t.median)),
            opt(c.peak_rss_kib),
            opt(c.ops_before),
            opt(c.ops_after),
            opt(c.cost_before),
            opt(c.cost_after),
            opt(c.iterations),
            opt(c.converged),
            opt(c.stop_reason.clone()),
            opt(c.egraph.as_ref().map(|g| g.e_nodes)),
            opt(c.egraph.as_ref().map(|g| g.e_classes)),
            hits(&c.rewrites),
            hits(&c.extracted_rules),
            c.error
                .as_deref()
                .unwrap_or_default()
                .lines()
                .collect::<Vec<_>>()
                .join(" | "),
        ];
        out += &row.iter().map(|s| quote(s)).collect::<Vec<_>>().join(",");
        out.push('\n');
    }
    out
}
