//! An interpreter of the `pdl_interp` dialect, the form MLIR lowers PDL
//! to and runs as bytecode: a `@matcher` function that walks a decision
//! tree from a root op and records matches, and one rewriter function per
//! pattern. It runs MLIR's own PDL bytecode tests
//! (`mlir/test/Rewrite/pdl-bytecode.mlir`) as `--test-pdl-bytecode-pass`
//! does.
//!
//! * [`program`]: the loaded form (instructions over registers);
//! * [`load`](mod@load): `pdl_interp` ops (parsed by `patsat-ir`) to a program;
//! * [`exec`]: the matcher and rewriter interpreter;
//! * [`traits`]: ops with attribute-sized operand/result segments;
//! * [`pattern`]: the program's `record_match`es as greedy patterns;
//! * [`test_pass`]: MLIR's `--test-pdl-bytecode-pass`.

pub mod exec;
pub mod load;
pub mod pattern;
pub mod program;
pub mod test_pass;
pub mod traits;

pub use load::load;
pub use pattern::{InterpPattern, InterpSet};
pub use program::Program;
pub use test_pass::{run_test_pass, TestPassError};
pub use traits::SegmentTraits;
