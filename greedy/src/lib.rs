//! The greedy driver: MLIR's `applyPatternsGreedily` semantics over
//! `patsat-ir`.
//!
//! Nothing is implemented yet: the foundation issue only creates the crate.
