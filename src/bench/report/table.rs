//! The cell table as display strings (shared by the terminal and the HTML
//! page), the terminal rendering with aligned columns, and the
//! differential table.

use super::{before_after, common_dir, first_error_line, hits, ms, num, short_payload};
use crate::bench::record::{BenchDoc, CellRecord, Status};

/// Column titles of [`cell_row`].
pub const CELL_COLUMNS: &[&str] = &[
    "#",
    "set",
    "payload",
    "mode",
    "variant",
    "status",
    "median ms",
    "min ms",
    "max ms",
    "cpu ms",
    "peak MiB",
    "ops",
    "cost",
    "iters",
    "stop",
    "e-nodes",
];

/// One cell as display strings (`prefix`: the common payload directory).
pub fn cell_row(c: &CellRecord, prefix: &str) -> Vec<String> {
    let t = |f: fn(&crate::bench::record::Timing) -> f64| {
        c.time_s.as_ref().map(|t| ms(f(t))).unwrap_or("-".into())
    };
    vec![
        c.index.to_string(),
        c.set.clone(),
        short_payload(c, prefix).to_string(),
        c.mode.clone(),
        c.variant.clone(),
        c.status.as_str().to_string(),
        t(|t| t.median),
        t(|t| t.min),
        t(|t| t.max),
        c.cpu_s.as_ref().map(|t| ms(t.median)).unwrap_or("-".into()),
        c.peak_rss_kib
            .map(|k| format!("{:.1}", k as f64 / 1024.0))
            .unwrap_or("-".into()),
        before_after(
            c.ops_before.map(|v| v as f64),
            c.ops_after.map(|v| v as f64),
        ),
        before_after(c.cost_before, c.cost_after),
        c.iterations.map(|v| v.to_string()).unwrap_or("-".into()),
        c.stop_reason.clone().unwrap_or("-".into()),
        c.egraph
            .as_ref()
            .map(|g| g.e_nodes.to_string())
            .unwrap_or("-".into()),
    ]
}

/// Column titles of [`diff_row`].
pub const DIFF_COLUMNS: &[&str] = &[
    "set",
    "payload",
    "eqsat variant",
    "greedy cost",
    "eqsat cost",
    "delta",
    "winner",
    "time ratio",
    "eqsat stop",
    "rules extracted",
];

/// One differential record as display strings.
pub fn diff_row(d: &crate::bench::record::DiffRecord, prefix: &str) -> Vec<String> {
    vec![
        d.set.clone(),
        d.payload
            .strip_prefix(prefix)
            .unwrap_or(&d.payload)
            .to_string(),
        d.eqsat_variant.clone(),
        num(d.greedy_cost),
        num(d.eqsat_cost),
        num(d.cost_delta),
        d.winner.clone(),
        d.time_ratio
            .map(|r| format!("{:.2}x", r))
            .unwrap_or("-".into()),
        d.eqsat_stop.clone().unwrap_or("-".into()),
        hits(&d.eqsat_rules),
    ]
}

/// Rows aligned in columns (numbers right-aligned), separated by two
/// spaces, under a title row.
fn render(titles: &[&str], rows: &[Vec<String>]) -> String {
    let width = |i: usize| {
        rows.iter()
            .map(|r| r[i].chars().count())
            .chain([titles[i].chars().count()])
            .max()
            .unwrap_or(0)
    };
    let widths: Vec<usize> = (0..titles.len()).map(width).collect();
    let numeric = |s: &str| {
        s.chars()
            .next()
            .is_some_and(|c| c.is_ascii_digit() || c == '-')
    };
    let line = |cells: Vec<&str>| {
        let mut s = String::new();
        for (i, c) in cells.iter().enumerate() {
            let pad = widths[i] - c.chars().count();
            if i > 0 {
                s.push_str("  ");
            }
            if numeric(c) && i != 1 && i != 2 {
                s.push_str(&" ".repeat(pad));
                s.push_str(c);
            } else {
                s.push_str(c);
                if i + 1 < cells.len() {
                    s.push_str(&" ".repeat(pad));
                }
            }
        }
        s.truncate(s.trim_end().len());
        s.push('\n');
        s
    };
    let mut out = line(titles.to_vec());
    for r in rows {
        out += &line(r.iter().map(String::as_str).collect());
    }
    out
}

/// The terminal report: the cell table, then the failures with their
/// first diagnostic line, then the differential.
pub fn terminal(doc: &BenchDoc) -> String {
    let prefix = common_dir(&doc.matrix.payloads);
    let rows: Vec<Vec<String>> = doc.cells.iter().map(|c| cell_row(c, &prefix)).collect();
    let mut out = String::new();
    if !prefix.is_empty() {
        out += &format!("payloads in {}\n", prefix);
    }
    out += &render(CELL_COLUMNS, &rows);
    let failed: Vec<&CellRecord> = doc
        .cells
        .iter()
        .filter(|c| c.status != Status::Ok)
        .collect();
    if !failed.is_empty() {
        out += "\nfailed cells:\n";
        for c in failed {
            out += &format!(
                "  #{} {}: {}\n",
                c.index,
                c.status.as_str(),
                first_error_line(c)
            );
        }
    }
    if !doc.differential.is_empty() {
        out += "\ngreedy vs eqsat (delta = greedy cost - eqsat cost):\n";
        let rows: Vec<Vec<String>> = doc
            .differential
            .iter()
            .map(|d| diff_row(d, &prefix))
            .collect();
        out += &render(DIFF_COLUMNS, &rows);
    }
    out
}
