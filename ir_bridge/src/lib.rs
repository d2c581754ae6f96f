//! `patsat-ir`: an MLIR-shaped IR and the MLIR text format.
//!
//! * [`context`] interns types, attributes (locations included) and op names;
//! * [`ir`] holds operations, blocks, regions and values with use-lists;
//! * [`parser`] reads MLIR text (generic op form, plus the custom forms of
//!   `builtin.module`, `func.func`, `func.return` and `func.call`);
//! * [`printer`] writes the generic form exactly as
//!   `mlir-opt --mlir-print-op-generic` does;
//! * [`verifier`] checks structure (dominance, operand types, successors);
//! * [`diag`] renders diagnostics as `file:line:col: error: message`.
//!
//! ```
//! use patsat_ir::{parse_source, print_module, Context, PrintOptions, SourceFile};
//! let mut ctx = Context::new();
//! let src = SourceFile::new("a.mlir", b"%0 = \"x.op\"() : () -> i32".to_vec());
//! let module = parse_source(&mut ctx, &src).unwrap();
//! let text = print_module(&ctx, &module, &PrintOptions::default());
//! assert!(text.contains("%0 = \"x.op\"() : () -> i32"));
//! ```
#![warn(missing_docs)]

pub mod attrs;
pub mod context;
pub mod diag;
pub mod driver;
mod file_locs;
pub mod float;
pub mod ir;
pub mod lexer;
pub mod parser;
pub mod printer;
pub mod registry;
pub mod types;
pub mod verifier;
mod verifier_func;

pub use attrs::{Attr, AttrKind, LocKind};
pub use context::{segment_group, split_segments, Context, OpName};
pub use diag::{Diagnostic, Severity, SourceFile};
pub use driver::{
    round_trip, round_trip_to, transform_chunks, ChunkTransform, RoundTripError, RoundTripOptions,
};
pub use ir::{BlockId, Builder, InsertPoint, Ir, OpId, OpSpec, RegionId, Use, Value, ValueDef};
pub use parser::{
    parse_attribute_str, parse_source, parse_type_str, split_input_file, Module, Resources,
};
pub use printer::{print_module, print_module_to, PrintOptions};
pub use types::{Signedness, Type, TypeKind};
pub use verifier::verify;
