//! Translation of a `PatternSet` into match and rewrite programs, the
//! native hook registry and its built-in hook sets.
//!
//! * [`view`]: the traits programs run against ([`MatchView`],
//!   [`RewriteBuilder`]) and their implementations for the IR and the
//!   greedy driver's rewriter;
//! * [`program`]: the instructions;
//! * [`compile`](mod@compile): `Pattern` → [`CompiledPattern`], once per set;
//! * [`machine`]: the interpreter (backtracking matcher, rewriter);
//! * [`hooks`]: natives by name, and the `test` set of MLIR's
//!   `--test-pdl-bytecode-pass`;
//! * [`ops`]: inherent attributes and result type inference of registered
//!   ops created by rewrites;
//! * [`order`]: the order MLIR's PDL matcher records matches in (ties);
//! * [`adapter`]: compiled patterns as the greedy driver's patterns;
//! * [`load`]: pattern files to a `PatternSet`;
//! * [`natives`]: DRR natives (C++ snippets) resolved to hooks: user
//!   hooks, the built-in table, an evaluator of a C++ subset;
//! * [`prepare`]: loaded files made ready to compile (natives, op
//!   definitions from ODS, DRR patterns as native patterns);
//! * [`pdl_interp`]: an interpreter of `pdl_interp` programs (MLIR's PDL
//!   bytecode tests, `--test-pdl-bytecode-pass`).
//!
//! ```
//! use patsat_translate::*;
//! use patsat_frontend::pattern::{MatchOp, OperationNode, Pattern, PatternSet, PdlType, Replacement, RewriteOp};
//! use patsat_greedy::{apply_patterns_greedily_on_op, FrozenPatterns, GreedyRewriteConfig, OpInfoRegistry};
//! use patsat_ir::Context;
//!
//! // replace op<x.a> with op<x.b>, written as PDL nodes.
//! let mut p = Pattern::new(Some("AToB".into()), 1);
//! let operands = p.add_match1(MatchOp::Operands { ty: None }, None);
//! let types = p.add_match1(MatchOp::Types { constant: None }, None);
//! let a = p.add_match1(MatchOp::Operation(OperationNode {
//!     name: Some("x.a".into()), operands: vec![operands], attributes: vec![], result_types: vec![types],
//!     regions: vec![],
//! }), None);
//! p.rewriter.root = Some(a);
//! let b = p.add_rewrite1(RewriteOp::Operation(OperationNode {
//!     name: Some("x.b".into()), operands: vec![], attributes: vec![], result_types: vec![],
//!     regions: vec![],
//! }), None);
//! p.add_rewrite(RewriteOp::Replace { op: a, with: Replacement::Op(b) }, &[], None);
//! let set = PatternSet { patterns: vec![p] };
//!
//! let mut ctx = Context::new();
//! let src = patsat_ir::SourceFile::new("in.mlir", b"%0 = \"x.a\"() : () -> i32\n\"x.use\"(%0) : (i32) -> ()".to_vec());
//! let mut m = patsat_ir::parse_source(&mut ctx, &src).unwrap();
//! let ops = OpDefs::builtin(&mut ctx);
//! let compiled = compile(&mut ctx, &set, &Hooks::new(), &ops).unwrap();
//! let rt = Runtime::new(Hooks::new(), ops);
//! let frozen = FrozenPatterns::new(greedy_patterns(&compiled, &rt));
//! let res = apply_patterns_greedily_on_op(&mut m.ir, &mut ctx, m.top, &frozen,
//!     &OpInfoRegistry::with_core_ops(), &GreedyRewriteConfig::default(), false);
//! assert!(res.changed && res.converged);
//! let out = patsat_ir::print_module(&ctx, &m, &Default::default());
//! assert!(out.contains("%0 = \"x.b\"() : () -> i32"));
//! ```

#![warn(missing_docs)]

pub mod adapter;
pub mod compile;
pub mod hooks;
pub mod load;
pub mod machine;
pub mod natives;
pub mod ops;
pub mod order;
pub mod pdl_interp;
pub mod prepare;
pub mod program;
pub mod view;

pub use adapter::{fused_loc, greedy_patterns, GreedyPattern, GreedySet, NativeGroup, Runtime};
pub use hooks::{HookId, HookKind, Hooks, PdlValue, Signature};
pub use load::{load_drr, load_ods, load_patterns, load_pdll, DrrLoaded, LoadOptions, Loaded};
pub use machine::Machine;
pub use ops::{Infer, OpDef, OpDefs};
pub use prepare::{prepare, Prepared};
pub use program::{CompiledPattern, MatchInstr, Reg, ResultTypes, RewriteInstr};
pub use view::{IrView, MatchView, NewOp, RewriteBuilder};

use patsat_frontend::pattern::PatternSet;
use patsat_ir::{Context, Diagnostic};

/// A pattern set compiled once: one [`CompiledPattern`] per pattern, in the
/// set's order.
#[derive(Clone, Debug, Default)]
pub struct CompiledSet {
    /// The compiled patterns.
    pub patterns: Vec<CompiledPattern>,
    /// The pattern indices in the order MLIR's PDL matcher records their
    /// matches (which breaks ties between equal benefits, see [`order`]).
    pub record_order: Vec<usize>,
}

/// Compiles every pattern of `set` against `hooks` (natives) and `ops`
/// (registered op definitions). Returns every error found (an
/// unregistered native, a call that does not fit its signature, a pattern
/// shape the programs cannot express), one per failing pattern.
pub fn compile(
    ctx: &mut Context,
    set: &PatternSet,
    hooks: &Hooks,
    ops: &OpDefs,
) -> Result<CompiledSet, Vec<Diagnostic>> {
    let mut out = CompiledSet::default();
    let mut errors = Vec::new();
    let mut preds = order::Predicates::default();
    let mut lists = Vec::new();
    let mut regs = Vec::new();
    for (i, p) in set.patterns.iter().enumerate() {
        match compile::compile_pattern(ctx, p, i, hooks, ops, &mut preds) {
            Ok((c, list, r)) => {
                out.patterns.push(c);
                lists.push(list);
                regs.push(r);
            }
            Err(d) => errors.push(d),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let tree = order::record_order(&preds, &lists);
    for ((p, positions), regs) in out.patterns.iter_mut().zip(tree.loc_positions).zip(regs) {
        p.loc_ops = positions
            .iter()
            .filter_map(|pos| regs.iter().find(|e| e.0 == *pos).map(|e| e.1))
            .collect();
    }
    out.record_order = tree.order;
    Ok(out)
}
