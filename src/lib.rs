//! `patsat`: MLIR rewrite patterns (DRR, PDLL) applied by equality
//! saturation or by MLIR's greedy driver. This facade re-exports the
//! workspace crates; the `patsat` binary is the command line.

pub use patsat_egraph as egraph;
pub use patsat_extract as extract;
pub use patsat_frontend as frontend;
pub use patsat_greedy as greedy;
pub use patsat_ir as ir;
pub use patsat_translate as translate;

pub mod analyze;
pub mod bench;
pub mod cli;
pub mod hooks;
