//! `patsat bench`: comparative benchmarking of pattern sets.
//!
//! A run is a matrix of cells — pattern set × payload × mode × variant
//! ([`matrix`]) — each of which is one `patsat apply` command run as a
//! child process of the current executable ([`cell`]): a warm-up, then
//! timed runs measured as whole processes with their peak memory
//! ([`measure`]), the driver's `--stats=json` read back ([`stats`]), and
//! the output IR parsed, verified and costed ([`ir_facts`]). The records
//! ([`record`], schema in `docs/bench-schema.md`) feed every report
//! ([`report`]), the greedy vs eqsat differential ([`diff`]), and
//! [`merge`] of shards run elsewhere.
//!
//! Cells run one at a time by default so timings are not disturbed;
//! `jobs > 1` runs them on a rayon pool for throughput. Either way the
//! records come out in matrix order.

pub mod cell;
pub mod diff;
pub mod ir_facts;
pub mod matrix;
pub mod measure;
pub mod merge;
pub mod record;
pub mod report;
pub mod stats;

use cell::Runner;
use matrix::{cells, in_shard};
use rayon::prelude::*;
use record::{BenchDoc, CellRecord, MatrixInfo, ShardInfo, SCHEMA};

/// Runs the cells of `matrix` that belong to `shard`, `jobs` at a time,
/// calling `progress` after each cell.
pub fn run(
    matrix: MatrixInfo,
    shard: Option<ShardInfo>,
    runner: &Runner,
    jobs: usize,
    progress: &(dyn Fn(&CellRecord) + Sync),
) -> Result<BenchDoc, String> {
    let todo: Vec<matrix::Cell> = cells(&matrix)
        .into_iter()
        .filter(|c| in_shard(c.index, shard))
        .collect();
    let run_one = |c: &matrix::Cell| {
        let r = runner.run(&matrix, c);
        progress(&r);
        r
    };
    let records: Vec<CellRecord> = if jobs <= 1 {
        todo.iter().map(run_one).collect()
    } else {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(jobs)
            .build()
            .map_err(|e| format!("error: could not start {} jobs: {}", jobs, e))?;
        pool.install(|| todo.par_iter().map(run_one).collect())
    };
    Ok(BenchDoc {
        schema: SCHEMA.to_string(),
        differential: diff::differential(&matrix, &records),
        matrix,
        shard,
        cells: records,
    })
}
