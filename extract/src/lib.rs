//! Extraction: from a saturated e-graph back to IR.
//!
//! * [`graph`]: the extraction problem in flat arrays (from an MLIR
//!   e-graph, or from egraph-serialize JSON), tree and DAG cost, cycles;
//! * [`cost`]: the [`CostModel`] trait and the default op cost table with
//!   the benefit adjustment (formula documented there), per-op cost hooks;
//! * [`tree`] (with [`components`]), [`dag`], [`exact`]: the extractors
//!   ([`extractors`] picks one by name); [`gym`]: extraction-gym's reference extractors, to
//!   compare with;
//! * [`mlir`]: an MLIR e-graph as an extraction problem;
//! * [`rebuild`] (with [`clone`], and [`avail`] for where terms may be
//!   placed): the extraction written back into the IR;
//! * [`pipeline`]: eqsat mode end to end on a module.

#![warn(missing_docs)]

pub mod avail;
pub mod clone;
pub mod components;
pub mod cost;
pub mod dag;
pub mod exact;
pub mod extractors;
pub mod graph;
pub mod gym;
pub mod mlir;
pub mod pipeline;
pub mod rebuild;
mod serialized;
pub mod tree;

pub use cost::{matmul_flops, CostHook, CostModel, OpCostTable};
pub use extractors::{extract, Extraction, ExtractorKind};
pub use graph::{Choice, ExtractGraph, GraphBuilder};
pub use mlir::MlirProblem;
pub use pipeline::{module_cost, run_eqsat, EqsatOptions, EqsatOutcome};
pub use rebuild::{rebuild, RebuildStats};
