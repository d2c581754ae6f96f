//! The e-graph engine of eqsat mode: MLIR IR in an egg e-graph, patterns as
//! egg rewrites, saturation.
//!
//! * [`lang`]: the e-node ([`MlirNode`]: one pure op, a result projection
//!   of a multi-result op, or an opaque leaf);
//! * [`compact`]: the e-node's compact parts (optional ids, children);
//! * [`analysis`]: class types and constants;
//! * [`classes`]: the classes of a clean e-graph by id;
//! * [`purity`]: which ops may become e-nodes (never guessed);
//! * [`regions`]: closed regions as interned payloads;
//! * [`import`]: Ir → e-graph, block by block, with the roots that stay
//!   in place;
//! * [`view`]: the e-graph as translate's match view and a recording
//!   rewrite builder;
//! * [`record`]: what a rule's rewrites recorded during a search, and
//!   its replay;
//! * [`memo`]: what memoisable native rewrites returned, across searches;
//! * [`tentative`]: the classes a search's recorded unions will merge;
//! * [`rewrite`]: compiled patterns as egg `Searcher`/`Applier`s, and
//!   which patterns run in the e-graph;
//! * [`direct`]: match programs run straight over the e-graph's classes
//!   (the fast path of rewrites without native constraints);
//! * [`roots`]: the direct matches of one root class, with semi-naive
//!   skipping;
//! * [`quick`]: rewrite programs made of memoised natives and op
//!   creations run straight over a direct match;
//! * [`straight`]: snapshot mode's matches of quick rewrites without
//!   natives, kept by the search and applied straight into egg;
//! * [`plan`]: a root node's remembered matches as straight code (the
//!   quick rewrites' hits form against a direct program's tail);
//! * [`runner`]: the saturation loop with limits, schedulers and
//!   statistics;
//! * [`index`]: the live e-nodes with their classes, stamps and facts;
//! * [`info`]: locations, benefits and provenance of e-nodes;
//! * [`natives`]: native rewrites building region-carrying ops
//!   (`MatmulLike`).
//!
//! Extraction back to IR is the `patsat-extract` crate.

#![warn(missing_docs)]

pub mod analysis;
pub mod classes;
pub mod compact;
pub mod direct;
pub mod import;
pub mod index;
pub mod info;
pub mod lang;
pub mod memo;
pub mod natives;
pub mod plan;
pub mod purity;
pub mod quick;
pub mod record;
pub mod regions;
pub mod rewrite;
pub mod roots;
pub mod runner;
pub mod straight;
pub mod tentative;
pub mod view;

pub use analysis::{ClassData, MlirAnalysis, MlirEGraph};
pub use classes::Classes;
pub use import::{import, BlockPlan, EqsatGraph, ImportError, Root};
pub use index::NodeIndex;
pub use info::{NodeInfo, NodeInfos};
pub use lang::{Kids, MlirNode, OpNode, Opt32, RegionKey, SharedTypes, TypeLists, TypesId};
pub use purity::{Purity, PuritySource};
pub use record::{Recording, PENDING};
pub use regions::RegionStore;
pub use rewrite::{display_name, placement, PatternRule, Placement, RuleEnv};
pub use runner::{
    run, ApplyMode, Iteration, Limits, RuleStats, RunConfig, RunReport, Scheduler, StopReason,
};
pub use view::EView;
