//! The results of a benchmark run as data: one [`CellRecord`] per cell of
//! the matrix, inside a [`BenchDoc`] that also describes the matrix. This
//! is what `--json` writes and `patsat bench merge` reads back; every
//! other report (table, CSV, HTML, differential) is computed from it. The
//! schema is documented field by field in `docs/bench-schema.md`.

use serde::{Deserialize, Serialize};

/// The value of [`BenchDoc::schema`]; bumped on incompatible changes.
pub const SCHEMA: &str = "patsat-bench/1";

/// A whole benchmark result (or one shard of it).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BenchDoc {
    /// Always [`SCHEMA`].
    pub schema: String,
    /// The full matrix the cells belong to.
    pub matrix: MatrixInfo,
    /// Which slice of the matrix this document holds (`None`: all of it,
    /// or a merge of shards).
    pub shard: Option<ShardInfo>,
    /// The cells, by increasing [`CellRecord::index`].
    pub cells: Vec<CellRecord>,
    /// Greedy vs eqsat per set and payload (computed from `cells`).
    pub differential: Vec<DiffRecord>,
}

/// The full cell matrix: sets × payloads × modes × variants.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatrixInfo {
    /// The pattern sets, in order.
    pub sets: Vec<SetInfo>,
    /// The payload files, in order.
    pub payloads: Vec<String>,
    /// The modes (`greedy`, `eqsat`), in order.
    pub modes: Vec<String>,
    /// The variants of each mode, in order.
    pub variants: Vec<VariantInfo>,
    /// Number of cells of the full matrix.
    pub cells: usize,
    /// Timed runs per cell.
    pub repeat: u32,
    /// Untimed warm-up runs per cell.
    pub warmup: u32,
    /// Arguments given to every cell's `patsat apply`.
    pub common_args: Vec<String>,
}

/// A named pattern set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetInfo {
    /// The set's name.
    pub name: String,
    /// Its pattern files, loaded in this order.
    pub files: Vec<String>,
}

/// One variant: extra `patsat apply` flags for the cells of one mode.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VariantInfo {
    /// The mode it belongs to.
    pub mode: String,
    /// Its name (`default`, or its flags as `name=value` words).
    pub name: String,
    /// The flags, as `(flag without dashes, value)`.
    pub flags: Vec<(String, String)>,
}

/// Shard `index` of `count` (1-based, as `--shard I/N`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShardInfo {
    /// 1..=count.
    pub index: usize,
    /// Number of shards.
    pub count: usize,
}

/// How a cell ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// Every run succeeded and the output verifies.
    Ok,
    /// A run exited with an error or a signal.
    RunFailed,
    /// A run was killed at the cell time-out.
    Timeout,
    /// The runs succeeded but the output does not parse or verify.
    InvalidOutput,
}

impl Status {
    /// The spelling used in every report.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Ok => "ok",
            Status::RunFailed => "run-failed",
            Status::Timeout => "timeout",
            Status::InvalidOutput => "invalid-output",
        }
    }
}

/// Times of the timed runs, in seconds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Timing {
    /// Median (mean of the two middle samples for an even count).
    pub median: f64,
    /// Fastest run.
    pub min: f64,
    /// Slowest run.
    pub max: f64,
    /// Every timed run, in run order.
    pub samples: Vec<f64>,
}

impl Timing {
    /// The summary of some samples (`None` if there are none).
    pub fn of(samples: Vec<f64>) -> Option<Timing> {
        if samples.is_empty() {
            return None;
        }
        let mut s = samples.clone();
        s.sort_by(f64::total_cmp);
        let n = s.len();
        let median = if n % 2 == 1 {
            s[n / 2]
        } else {
            (s[n / 2 - 1] + s[n / 2]) / 2.0
        };
        Some(Timing {
            median,
            min: s[0],
            max: s[n - 1],
            samples,
        })
    }
}

/// A count per pattern (or rule), in the set's order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hits {
    /// Pattern name.
    pub pattern: String,
    /// The count.
    pub count: u64,
}

/// E-graph size of an eqsat cell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EGraphInfo {
    /// E-nodes when saturation stopped.
    pub e_nodes: u64,
    /// E-classes when saturation stopped.
    pub e_classes: u64,
    /// `[e-nodes, e-classes]` after each iteration.
    pub growth: Vec<[u64; 2]>,
}

/// One cell: a pattern set applied to a payload in one mode and variant.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CellRecord {
    /// Position in the full matrix (the order of every report).
    pub index: usize,
    /// Set name.
    pub set: String,
    /// Payload file.
    pub payload: String,
    /// `greedy` or `eqsat`.
    pub mode: String,
    /// Variant name.
    pub variant: String,
    /// How the cell ended.
    pub status: Status,
    /// The diagnostics of a failed run or of the output's verification.
    pub error: Option<String>,
    /// The `patsat apply` command each run executed (`patsat` for the
    /// executable, `OUT` for the output file).
    pub command: Vec<String>,
    /// Wall time of the timed runs (whole process: spawn to exit).
    pub time_s: Option<Timing>,
    /// CPU time (user + system) of the timed runs: less disturbed than
    /// wall time by other load on the machine.
    pub cpu_s: Option<Timing>,
    /// Highest peak resident set size of any run, in KiB.
    pub peak_rss_kib: Option<u64>,
    /// Operations in the payload (the top-level module not counted).
    pub ops_before: Option<u64>,
    /// Operations in the output.
    pub ops_after: Option<u64>,
    /// Cost of the payload under the cell's cost model.
    pub cost_before: Option<f64>,
    /// Cost of the output under the cell's cost model.
    pub cost_after: Option<f64>,
    /// Iterations of the driver (greedy) or of saturation (eqsat).
    pub iterations: Option<u64>,
    /// Greedy: converged; eqsat: saturated.
    pub converged: Option<bool>,
    /// Why the run stopped (`converged`, `iteration limit`, `saturated`,
    /// `e-node limit (...)`, ...).
    pub stop_reason: Option<String>,
    /// Eqsat: the e-graph's size.
    pub egraph: Option<EGraphInfo>,
    /// Successful rewrites per pattern (eqsat: unions that changed the
    /// e-graph, plus the greedy phase's rewrites).
    pub rewrites: Vec<Hits>,
    /// Eqsat: ops of the output created by each rule's rewrites.
    pub extracted_rules: Vec<Hits>,
}

/// Greedy vs eqsat on one set, payload and eqsat variant.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DiffRecord {
    /// Set name.
    pub set: String,
    /// Payload file.
    pub payload: String,
    /// The greedy cell's variant.
    pub greedy_variant: String,
    /// The eqsat cell's variant.
    pub eqsat_variant: String,
    /// Greedy output cost.
    pub greedy_cost: Option<f64>,
    /// Eqsat output cost.
    pub eqsat_cost: Option<f64>,
    /// `greedy_cost - eqsat_cost`: positive when eqsat found cheaper IR.
    pub cost_delta: Option<f64>,
    /// `eqsat`, `greedy`, `tie`, or `unknown` (a cell failed).
    pub winner: String,
    /// Eqsat median time over greedy median time.
    pub time_ratio: Option<f64>,
    /// The rules whose rewrites produced ops of the eqsat output.
    pub eqsat_rules: Vec<Hits>,
    /// Why eqsat stopped (a limit explains a greedy win).
    pub eqsat_stop: Option<String>,
}
