//! Running one cell: the `patsat apply` command it stands for, run as a
//! child process of the current executable (warm-ups, then the timed
//! runs), its statistics, and the facts of its payload and output. A cell
//! whose run fails, times out, or whose output does not verify becomes a
//! record saying so, with the diagnostics.

use super::ir_facts::{ir_facts, is_split, load_cost_table, CostSpec};
use super::matrix::Cell;
use super::measure::{run_measured, Exit};
use super::record::{CellRecord, MatrixInfo, Status, Timing};
use super::stats::parse_stats;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How cells are run.
#[derive(Clone, Debug)]
pub struct Runner {
    /// The `patsat` executable each cell runs.
    pub exe: PathBuf,
    /// Where runs write their output and standard error.
    pub scratch: PathBuf,
    /// Each run is killed after this long.
    pub timeout: Option<Duration>,
    /// How costs are computed.
    pub cost: CostSpec,
}

/// The placeholder for the output file in recorded commands.
const OUT: &str = "OUT";

/// Most lines of a failed run's standard error kept in its record.
const MAX_ERROR_LINES: usize = 40;

/// The `patsat apply` arguments of a cell (after the executable), with
/// `out` as the output file.
pub fn apply_args(m: &MatrixInfo, cell: &Cell, split: bool, out: &str) -> Vec<String> {
    let variant = &m.variants[cell.variant];
    let mut a: Vec<String> = vec!["apply".into(), "--mode".into(), variant.mode.clone()];
    for f in &m.sets[cell.set].files {
        a.push("--patterns".into());
        a.push(f.clone());
    }
    a.extend(m.common_args.iter().cloned());
    for (k, v) in &variant.flags {
        a.push(format!("--{}", k));
        a.push(v.clone());
    }
    if variant.mode == "eqsat" {
        a.push("--annotate-provenance".into());
    }
    if split {
        a.push("--split-input-file".into());
    }
    a.extend([
        "--stats=json".to_string(),
        "-o".into(),
        out.to_string(),
        m.payloads[cell.payload].clone(),
    ]);
    a
}

/// The last lines of a run's standard error, for its record.
fn error_text(stderr: &str, exit: Exit) -> String {
    let lines: Vec<&str> = stderr
        .lines()
        .filter(|l| !l.trim_start().starts_with('{'))
        .collect();
    let mut s = lines[lines.len().saturating_sub(MAX_ERROR_LINES)..].join("\n");
    let why = match exit {
        Exit::Code(c) => format!("patsat apply exited with status {}", c),
        Exit::Signal(n) => format!("patsat apply was killed by signal {}", n),
        Exit::TimedOut => "patsat apply was killed at the time-out".to_string(),
    };
    if !s.is_empty() {
        s.push('\n');
    }
    s + &why
}

impl Runner {
    /// Runs one cell and records it.
    pub fn run(&self, m: &MatrixInfo, cell: &Cell) -> CellRecord {
        let variant = &m.variants[cell.variant];
        let payload = &m.payloads[cell.payload];
        let text = std::fs::read(payload).unwrap_or_default();
        let split = is_split(&text);
        let mut rec = CellRecord {
            index: cell.index,
            set: m.sets[cell.set].name.clone(),
            payload: payload.clone(),
            mode: variant.mode.clone(),
            variant: variant.name.clone(),
            status: Status::Ok,
            error: None,
            command: std::iter::once("patsat".to_string())
                .chain(apply_args(m, cell, split, OUT))
                .collect(),
            time_s: None,
            cpu_s: None,
            peak_rss_kib: None,
            ops_before: None,
            ops_after: None,
            cost_before: None,
            cost_after: None,
            iterations: None,
            converged: None,
            stop_reason: None,
            egraph: None,
            rewrites: Vec::new(),
            extracted_rules: Vec::new(),
        };
        let table_path = variant
            .flags
            .iter()
            .find(|(k, _)| k == "cost-table")
            .map(|(_, v)| v.as_str());
        let table = load_cost_table(table_path);
        if let Ok(table) = &table {
            if let Ok(f) = ir_facts(payload, &text, split, &self.cost, table) {
                rec.ops_before = Some(f.ops);
                rec.cost_before = f.cost;
            }
        }
        let out = self.scratch.join(format!("cell-{}.mlir", cell.index));
        let err = self.scratch.join(format!("cell-{}.stderr", cell.index));
        let argv: Vec<OsString> = std::iter::once(self.exe.clone().into_os_string())
            .chain(
                apply_args(m, cell, split, &out.to_string_lossy())
                    .into_iter()
                    .map(OsString::from),
            )
            .collect();
        let (mut samples, mut cpu) = (Vec::new(), Vec::new());
        for i in 0..m.warmup + m.repeat {
            let r = match run_measured(&argv, &err, self.timeout) {
                Ok(r) => r,
                Err(e) => {
                    rec.status = Status::RunFailed;
                    rec.error = Some(format!(
                        "error: could not run {}: {}",
                        self.exe.display(),
                        e
                    ));
                    break;
                }
            };
            if i >= m.warmup {
                samples.push(r.wall.as_secs_f64());
                cpu.push(r.cpu.as_secs_f64());
                rec.peak_rss_kib = Some(rec.peak_rss_kib.unwrap_or(0).max(r.max_rss_kib));
            }
            if r.exit != Exit::Code(0) {
                rec.status = if r.exit == Exit::TimedOut {
                    Status::Timeout
                } else {
                    Status::RunFailed
                };
                let stderr = std::fs::read_to_string(&err).unwrap_or_default();
                rec.error = Some(error_text(&stderr, r.exit));
                break;
            }
        }
        rec.time_s = Timing::of(samples);
        rec.cpu_s = Timing::of(cpu);
        if rec.status == Status::Ok {
            self.read_results(&mut rec, &out, &err, split, table);
        }
        let _ = std::fs::remove_file(&out);
        let _ = std::fs::remove_file(&err);
        rec
    }

    /// Fills in what the last successful run printed and wrote.
    fn read_results(
        &self,
        rec: &mut CellRecord,
        out: &Path,
        err: &Path,
        split: bool,
        table: Result<patsat_extract::OpCostTable, String>,
    ) {
        let stderr = std::fs::read_to_string(err).unwrap_or_default();
        match parse_stats(&stderr) {
            Ok(s) => {
                rec.iterations = Some(s.iterations);
                rec.converged = Some(s.converged);
                rec.stop_reason = Some(s.stop_reason);
                rec.rewrites = s.rewrites;
                rec.egraph = s.egraph;
            }
            Err(e) => {
                rec.status = Status::RunFailed;
                rec.error = Some(format!("error: {}", e));
                return;
            }
        }
        let table = match table {
            Ok(t) => t,
            Err(e) => {
                rec.status = Status::InvalidOutput;
                rec.error = Some(e);
                return;
            }
        };
        let text = match std::fs::read(out) {
            Ok(t) => t,
            Err(e) => {
                rec.status = Status::InvalidOutput;
                rec.error = Some(format!("error: could not read the output: {}", e));
                return;
            }
        };
        // Diagnostics name the output by its place in the command.
        let name = format!("{}.{}.out.mlir", rec.payload, rec.mode);
        match ir_facts(&name, &text, split, &self.cost, &table) {
            Ok(f) => {
                rec.ops_after = Some(f.ops);
                rec.cost_after = f.cost;
                rec.extracted_rules = f.provenance;
            }
            Err(e) => {
                rec.status = Status::InvalidOutput;
                rec.error = Some(e);
            }
        }
    }
}
