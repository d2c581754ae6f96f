//! Greedy vs eqsat: for each set and payload, every eqsat cell is set
//! against the greedy cell costed the same way (same cost table), saying
//! which found the cheaper IR, by how much, at what time ratio, which rules
//! produced the ops of eqsat's output, and why eqsat stopped (a limit is
//! what lets greedy win).

use super::record::{CellRecord, DiffRecord, MatrixInfo, Status};

/// The cost table of a cell's variant ("" for the default table): cells
/// compare only under the same cost model.
fn cost_table<'a>(m: &'a MatrixInfo, c: &CellRecord) -> &'a str {
    m.variants
        .iter()
        .find(|v| v.mode == c.mode && v.name == c.variant)
        .and_then(|v| v.flags.iter().find(|f| f.0 == "cost-table"))
        .map(|f| f.1.as_str())
        .unwrap_or("")
}

/// Costs closer than this are a tie (they are sums of table entries).
const EPS: f64 = 1e-9;

/// The differential of some cells, in cell order (of the eqsat cells).
pub fn differential(m: &MatrixInfo, cells: &[CellRecord]) -> Vec<DiffRecord> {
    let mut out = Vec::new();
    for e in cells.iter().filter(|c| c.mode == "eqsat") {
        let Some(g) = cells.iter().find(|g| {
            g.mode == "greedy"
                && g.set == e.set
                && g.payload == e.payload
                && cost_table(m, g) == cost_table(m, e)
        }) else {
            continue;
        };
        let ok = |c: &CellRecord| {
            if c.status == Status::Ok {
                c.cost_after
            } else {
                None
            }
        };
        let (gc, ec) = (ok(g), ok(e));
        let delta = match (gc, ec) {
            (Some(a), Some(b)) => Some(a - b),
            _ => None,
        };
        let winner = match delta {
            None => "unknown",
            Some(d) if d > EPS => "eqsat",
            Some(d) if d < -EPS => "greedy",
            Some(_) => "tie",
        };
        let time_ratio = match (&g.time_s, &e.time_s) {
            (Some(a), Some(b)) if a.median > 0.0 && g.status == Status::Ok => {
                Some(b.median / a.median)
            }
            _ => None,
        };
        out.push(DiffRecord {
            set: e.set.clone(),
            payload: e.payload.clone(),
            greedy_variant: g.variant.clone(),
            eqsat_variant: e.variant.clone(),
            greedy_cost: gc,
            eqsat_cost: ec,
            cost_delta: delta,
            winner: winner.to_string(),
            time_ratio,
            eqsat_rules: e.extracted_rules.clone(),
            eqsat_stop: e.stop_reason.clone(),
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bench::record::{Hits, Timing, VariantInfo};

    /// A matrix with these variants (`cost-table=X` names give the flag).
    fn matrix(variants: &[(&str, &str)]) -> MatrixInfo {
        MatrixInfo {
            sets: vec![],
            payloads: vec![],
            modes: vec!["greedy".into(), "eqsat".into()],
            variants: variants
                .iter()
                .map(|(mode, name)| VariantInfo {
                    mode: mode.to_string(),
                    name: name.to_string(),
                    flags: name
                        .strip_prefix("cost-table=")
                        .map(|t| vec![("cost-table".to_string(), format!("dir/{t}.costs"))])
                        .unwrap_or_default(),
                })
                .collect(),
            cells: 0,
            repeat: 1,
            warmup: 0,
            common_args: vec![],
        }
    }

    fn cell(index: usize, mode: &str, variant: &str, cost: Option<f64>, t: f64) -> CellRecord {
        CellRecord {
            index,
            set: "s".into(),
            payload: "p.mlir".into(),
            mode: mode.into(),
            variant: variant.into(),
            status: if cost.is_some() {
                Status::Ok
            } else {
                Status::RunFailed
            },
            error: None,
            command: vec![],
            time_s: Timing::of(vec![t]),
            cpu_s: None,
            peak_rss_kib: None,
            ops_before: None,
            ops_after: None,
            cost_before: None,
            cost_after: cost,
            iterations: None,
            converged: None,
            stop_reason: Some("saturated".into()),
            egraph: None,
            rewrites: vec![],
            extracted_rules: vec![Hits {
                pattern: "R".into(),
                count: 1,
            }],
        }
    }

    #[test]
    fn winners_deltas_and_ratios() {
        let cells = vec![
            cell(0, "greedy", "default", Some(4.0), 0.1),
            cell(1, "eqsat", "extractor=tree", Some(1.0), 0.2),
            cell(2, "eqsat", "extractor=dag", Some(4.0), 0.1),
            cell(3, "eqsat", "iter-limit=1", Some(5.0), 0.1),
            cell(4, "eqsat", "iter-limit=2", None, 0.1),
        ];
        let m = matrix(&[
            ("greedy", "default"),
            ("eqsat", "extractor=tree"),
            ("eqsat", "extractor=dag"),
            ("eqsat", "iter-limit=1"),
            ("eqsat", "iter-limit=2"),
        ]);
        let d = differential(&m, &cells);
        let w: Vec<&str> = d.iter().map(|d| d.winner.as_str()).collect();
        assert_eq!(w, ["eqsat", "tie", "greedy", "unknown"]);
        assert_eq!(d[0].cost_delta, Some(3.0));
        assert_eq!(d[0].time_ratio, Some(2.0));
        assert_eq!(d[0].eqsat_rules[0].pattern, "R");
    }

    #[test]
    fn only_the_same_cost_table_is_compared() {
        let cells = vec![
            cell(0, "greedy", "cost-table=a", Some(4.0), 0.1),
            cell(1, "greedy", "cost-table=b", Some(8.0), 0.1),
            cell(2, "eqsat", "cost-table=b", Some(2.0), 0.1),
        ];
        let m = matrix(&[
            ("greedy", "cost-table=a"),
            ("greedy", "cost-table=b"),
            ("eqsat", "cost-table=b"),
        ]);
        let d = differential(&m, &cells);
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].greedy_variant, "cost-table=b");
        assert_eq!(d[0].cost_delta, Some(6.0));
    }
}
