//! Translation of a `PatternSet` into match and rewrite programs, the native
//! hook registry and the built-in hook library.
//!
//! Nothing is implemented yet: the foundation issue only creates the crate.
