//! Op facts and folders of upstream MLIR dialects, written from their ODS
//! definitions and fold hooks (LLVM 22). Only what is listed here is
//! known; every other op of these dialects is treated like an unknown op
//! (never dead, never folded) until ODS import supplies its traits.

pub mod arith;
pub mod cf;
pub mod memref;
pub mod scf;

use crate::op_info::OpInfoRegistry;

/// A registry with the core ops and every dialect module of this folder.
pub fn upstream_registry() -> OpInfoRegistry {
    let mut r = OpInfoRegistry::with_core_ops();
    arith::register(&mut r);
    cf::register(&mut r);
    memref::register(&mut r);
    scf::register(&mut r);
    r
}
