//! The e-graph engine: the egg `Language` for MLIR ops, Ir -> e-graph import,
//! rewrites as egg searchers/appliers, runner, limits, scheduling, statistics
//! and explanations.
//!
//! Nothing is implemented yet: the foundation issue only creates the crate.
