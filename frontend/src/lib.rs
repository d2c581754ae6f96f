//! Pattern frontends: TableGen (`tablegen`), ODS op definitions (`ods`), DRR
//! (`drr`), PDLL (`pdll`), the PDL dialect import/export (`pdl`) and the
//! PDL-shaped `PatternSet` (`pattern`) that all of them produce. `source`
//! holds the files of a run and turns spans into diagnostics.

pub mod drr;
pub mod ods;
pub mod pattern;
pub mod pdl;
pub mod pdll;
pub mod source;
pub mod tablegen;
