//! `--report DIR`: `DIR/index.html`, one self-contained page (inline CSS,
//! inline SVG, no script, no external resource): what was run, the four
//! plots, the cell table with each failed cell's diagnostics, the
//! per-pattern counts, and the greedy vs eqsat differential.

use super::table::{cell_row, diff_row, CELL_COLUMNS, DIFF_COLUMNS};
use super::{common_dir, hits, plots};
use crate::bench::record::{BenchDoc, Status};

/// Escapes text for HTML.
pub fn escape(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            _ => o.push(c),
        }
    }
    o
}

const STYLE: &str = "body{font-family:sans-serif;margin:24px;color:#222;max-width:1400px}\
h1{font-size:22px}h2{font-size:18px;margin-top:28px;border-bottom:1px solid #ccc}\
table{border-collapse:collapse;font-size:13px}td,th{border:1px solid #ddd;padding:3px 6px;text-align:left}\
th{background:#f3f3f3}td.n{text-align:right;font-variant-numeric:tabular-nums}\
tr.failed td{background:#fde8e8}code,pre{font-size:12px;background:#f6f6f6}\
pre{padding:6px;white-space:pre-wrap;margin:2px 0}.plot{margin:10px 0}\
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(900px,1fr));gap:8px}";

fn table(titles: &[&str], rows: Vec<(Vec<String>, bool)>) -> String {
    let mut s = String::from("<table><tr>");
    for t in titles {
        s += &format!("<th>{}</th>", escape(t));
    }
    s += "</tr>\n";
    for (r, failed) in rows {
        s += if failed {
            "<tr class=\"failed\">"
        } else {
            "<tr>"
        };
        for c in r {
            let numeric = c
                .chars()
                .next()
                .is_some_and(|c| c.is_ascii_digit() || c == '-');
            s += &format!(
                "<td{}>{}</td>",
                if numeric { " class=\"n\"" } else { "" },
                escape(&c)
            );
        }
        s += "</tr>\n";
    }
    s + "</table>\n"
}

fn plot(svg: Result<String, String>) -> String {
    match svg {
        Ok(svg) => format!("<div class=\"plot\">{}</div>\n", svg),
        Err(why) => format!("<p><em>No plot: {}.</em></p>\n", escape(&why)),
    }
}

/// The page.
pub fn page(doc: &BenchDoc, command: &str) -> String {
    let m = &doc.matrix;
    let prefix = common_dir(&m.payloads);
    let mut s = format!(
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>patsat bench</title><style>{}</style></head><body>\n",
        STYLE
    );
    s += "<h1>patsat bench</h1>\n";
    s += &format!("<p>Command: <code>{}</code></p>\n", escape(command));
    let failed = doc.cells.iter().filter(|c| c.status != Status::Ok).count();
    s += &format!(
        "<p>{} cells{} ({} failed); {} timed runs per cell after {} warm-up; times are whole <code>patsat apply</code> processes.</p>\n",
        doc.cells.len(),
        if doc.cells.len() == m.cells {
            String::new()
        } else {
            format!(" of {}", m.cells)
        },
        failed,
        m.repeat,
        m.warmup
    );
    s += "<ul>\n";
    for set in &m.sets {
        s += &format!(
            "<li>set <b>{}</b>: {}</li>\n",
            escape(&set.name),
            escape(&set.files.join(", "))
        );
    }
    s += &format!(
        "<li>{} payloads{}</li>\n",
        m.payloads.len(),
        if prefix.is_empty() {
            String::new()
        } else {
            format!(" in <code>{}</code>", escape(&prefix))
        }
    );
    for v in &m.variants {
        s += &format!(
            "<li>mode {} variant <code>{}</code></li>\n",
            escape(&v.mode),
            escape(&v.name)
        );
    }
    if !m.common_args.is_empty() {
        s += &format!(
            "<li>every cell: <code>{}</code></li>\n",
            escape(&m.common_args.join(" "))
        );
    }
    s += "</ul>\n<h2>Plots</h2>\n<div class=\"grid\">\n";
    s += &plot(plots::time_per_cell(doc));
    s += &plot(plots::cost_vs_time(doc));
    s += &plot(plots::pattern_hits(doc));
    s += &plot(plots::egraph_growth(doc));
    s += "</div>\n<h2>Cells</h2>\n";
    let rows = doc
        .cells
        .iter()
        .map(|c| (cell_row(c, &prefix), c.status != Status::Ok))
        .collect();
    s += &table(CELL_COLUMNS, rows);
    if failed > 0 {
        s += "<h2>Failures</h2>\n";
        for c in doc.cells.iter().filter(|c| c.status != Status::Ok) {
            s += &format!(
                "<p>#{} {} / {} / {} {}: {}</p><pre>{}</pre>\n",
                c.index,
                escape(&c.set),
                escape(c.payload.strip_prefix(&prefix).unwrap_or(&c.payload)),
                escape(&c.mode),
                escape(&c.variant),
                c.status.as_str(),
                escape(c.error.as_deref().unwrap_or(""))
            );
        }
    }
    s += "<h2>Rewrites per pattern</h2>\n";
    let rows = doc
        .cells
        .iter()
        .map(|c| {
            (
                vec![
                    c.index.to_string(),
                    hits(&c.rewrites),
                    hits(&c.extracted_rules),
                ],
                c.status != Status::Ok,
            )
        })
        .collect();
    s += &table(
        &["#", "rewrites (non-zero)", "eqsat: output ops per rule"],
        rows,
    );
    if !doc.differential.is_empty() {
        s += "<h2>Greedy vs eqsat</h2>\n<p>delta = greedy cost − eqsat cost: positive where eqsat found cheaper IR.</p>\n";
        let rows = doc
            .differential
            .iter()
            .map(|d| (diff_row(d, &prefix), d.winner == "unknown"))
            .collect();
        s += &table(DIFF_COLUMNS, rows);
    }
    s += "</body></html>\n";
    s
}

/// Writes `DIR/index.html`.
pub fn write(dir: &str, doc: &BenchDoc, command: &str) -> Result<(), String> {
    std::fs::create_dir_all(dir)
        .map_err(|e| format!("error: could not create report directory {}: {}", dir, e))?;
    let path = std::path::Path::new(dir).join("index.html");
    std::fs::write(&path, page(doc, command))
        .map_err(|e| format!("error: could not write {}: {}", path.display(), e))
}
