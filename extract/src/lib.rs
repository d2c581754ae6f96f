//! Extraction: cost models (op cost table and pattern benefits), extractors
//! (tree, DAG-aware, optimal for small graphs) and the e-graph -> Ir rebuild.
//!
//! Nothing is implemented yet: the foundation issue only creates the crate.
