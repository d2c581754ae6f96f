//! Rules that never fire on some payloads: the set is run on each payload
//! in each mode asked for, by the same cell runner as `patsat bench` (one
//! run per cell, no warm-up), and the per-pattern rewrite counts are
//! added up.

use crate::bench::cell::Runner;
use crate::bench::matrix;
use crate::bench::record::{CellRecord, MatrixInfo, SetInfo, Status};

/// What running the set on the payloads showed.
#[derive(Clone, Debug, PartialEq)]
pub struct Firing {
    /// Total rewrites per pattern name, per mode: `(mode, name, count)`,
    /// in mode order then set order.
    pub counts: Vec<(String, String, u64)>,
    /// Cells that failed, with their first diagnostic line.
    pub failed: Vec<String>,
}

/// Runs the set (its files, loaded in order) on the payloads.
pub fn firing(
    files: &[String],
    payloads: Vec<String>,
    modes: Vec<String>,
    common_args: Vec<String>,
    runner: &Runner,
) -> Result<Firing, String> {
    let mut m = MatrixInfo {
        sets: vec![SetInfo {
            name: "set".into(),
            files: files.to_vec(),
        }],
        payloads,
        variants: matrix::variants(&modes, &[]),
        modes,
        cells: 0,
        repeat: 1,
        warmup: 0,
        common_args,
    };
    m.cells = matrix::cells(&m).len();
    let doc = crate::bench::run(m, None, runner, 1, &|_: &CellRecord| {})?;
    let mut counts: Vec<(String, String, u64)> = Vec::new();
    let mut failed = Vec::new();
    for c in &doc.cells {
        if c.status != Status::Ok {
            failed.push(format!(
                "{} ({}): {}",
                c.payload,
                c.mode,
                crate::bench::report::first_error_line(c)
            ));
            continue;
        }
        for h in &c.rewrites {
            match counts
                .iter_mut()
                .find(|x| x.0 == c.mode && x.1 == h.pattern)
            {
                Some(x) => x.2 += h.count,
                None => counts.push((c.mode.clone(), h.pattern.clone(), h.count)),
            }
        }
    }
    Ok(Firing { counts, failed })
}
