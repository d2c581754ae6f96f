//! The PDL dialect as text, the third way to load patterns and the form
//! they are written in: [`import`] reads `pdl.pattern` ops (custom form as
//! `mlir-pdll` prints it, or generic form) into a `PatternSet`; export is
//! `pattern::print`; [`compare`] is the structural equality used to check
//! both against `mlir-pdll`'s output.

pub mod compare;
pub mod import;
