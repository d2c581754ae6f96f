//! The greedy driver: MLIR's `applyPatternsGreedily` (LLVM 22) over
//! `patsat-ir`, as specified in `semantics/greedy.md`.
//!
//! * [`config`]: every setting of `GreedyRewriteConfig`;
//! * [`op_info`]: what the driver knows of ops (dead-op erasure, constants,
//!   folders);
//! * [`rewriter`]: the rewriter every change goes through, and its
//!   listener;
//! * [`pattern`]: the pattern trait and MLIR's pattern ordering;
//! * [`driver`]: the iterations and the worklist.
//!
//! ```
//! use patsat_greedy::*;
//! use patsat_ir::{Context, OpId, OpSpec};
//!
//! /// `x.a` → `x.b`.
//! struct Rename;
//! impl RewritePattern for Rename {
//!     fn root(&self) -> Option<&str> { Some("x.a") }
//!     fn benefit(&self) -> u16 { 1 }
//!     fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
//!         let name = rw.ctx.op_name("x.b");
//!         let loc = rw.ir.op_loc(op);
//!         let new = rw.create(OpSpec {
//!             name, operands: vec![], result_types: vec![], attrs: rw.ctx.empty_dict(),
//!             props: None, successors: vec![], num_regions: 0, loc,
//!         });
//!         rw.replace_op_with_op(op, new);
//!         true
//!     }
//! }
//!
//! let mut ctx = Context::new();
//! let src = patsat_ir::SourceFile::new("in.mlir", b"\"x.a\"() : () -> ()".to_vec());
//! let mut m = patsat_ir::parse_source(&mut ctx, &src).unwrap();
//! let patterns = FrozenPatterns::new(vec![Box::new(Rename)]);
//! let res = apply_patterns_greedily_on_op(&mut m.ir, &mut ctx, m.top, &patterns,
//!     &OpInfoRegistry::with_core_ops(), &GreedyRewriteConfig::default(), false);
//! assert!(res.changed && res.converged);
//! let out = patsat_ir::print_module(&ctx, &m, &Default::default());
//! assert!(out.contains("\"x.b\"()"));
//! ```

pub(crate) mod branch;
pub mod config;
pub mod dialects;
pub mod driver;
pub mod ods_facts;
pub mod op_info;
pub mod pattern;
mod regions;
pub mod rewriter;
pub mod trait_folds;
mod worklist;

pub use config::{GreedyRewriteConfig, RegionSimplification, Strictness};
pub use driver::{
    apply_patterns_greedily, apply_patterns_greedily_on_op, GreedyResult, TraceEvent,
};
pub use op_info::{
    Effect, EffectKind, FoldInput, FoldResult, MemoryEffects, OpFoldResult, OpInfo, OpInfoRegistry,
};
pub use pattern::{FrozenPatterns, PatternKind, RewritePattern};
pub use rewriter::{Listener, NoListener, Rewriter};
