//! Pattern frontends: TableGen (`tablegen`), ODS op definitions (`ods`), DRR
//! (`drr`), PDLL (`pdll`), the PDL dialect import/export (`pdl`) and the
//! PDL-shaped `PatternSet` (`pattern`) that all of them produce.
//!
//! Nothing is implemented yet: the foundation issue only creates the crate.
