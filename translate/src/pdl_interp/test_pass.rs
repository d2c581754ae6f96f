//! MLIR's `--test-pdl-bytecode-pass` (`mlir/test/lib/Rewrite/TestPDLByteCode.cpp`):
//! in a module holding `module @patterns` (a `pdl_interp` program) and
//! `module @ir`, the patterns module is taken out, its program gets the
//! test natives, and the greedy driver runs it on the body of `@ir` with
//! a default configuration. A module without both is left alone.

use super::load::load;
use super::pattern::InterpSet;
use super::traits::SegmentTraits;
use crate::hooks::Hooks;
use crate::ops::OpDefs;
use patsat_greedy::{apply_patterns_greedily, GreedyResult, GreedyRewriteConfig, OpInfoRegistry};
use patsat_ir::{AttrKind, Context, Diagnostic, Module, OpId};

/// The direct child `builtin.module` of the top op named `@name`.
fn child_module(ctx: &Context, module: &Module, name: &str) -> Option<OpId> {
    let ir = &module.ir;
    let body = ir.regions(module.top).first()?;
    let block = *ir.region_blocks(*body).first()?;
    ir.block_ops(block).find(|&op| {
        ctx.op_name_str(ir.op_name(op)) == "builtin.module"
            && crate::view::ir_attr(ir, ctx, op, "sym_name").is_some_and(|a| {
                matches!(ctx.attr_kind(a), AttrKind::String { value, .. } if &value[..] == name.as_bytes())
            })
    })
}

/// Why the test pass failed.
#[derive(Clone, Debug)]
pub enum TestPassError {
    /// The program did not load (diagnostics at its ops).
    Load(Vec<Diagnostic>),
    /// Matching or rewriting failed (a failing native rewrite, a value of
    /// the wrong kind); the IR is as the failing rewrite left it.
    Run(Vec<String>),
}

impl std::fmt::Display for TestPassError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TestPassError::Load(d) => {
                let text: Vec<String> = d.iter().map(|d| d.to_string()).collect();
                write!(f, "{}", text.join("\n"))
            }
            TestPassError::Run(e) => write!(f, "{}", e.join("\n")),
        }
    }
}

/// Runs the test pass on `module` with `config` (the pass itself uses the
/// default) and the op facts of `registry`. Returns the driver's result,
/// `None` when the module has no `@patterns` or no `@ir`, or every error.
pub fn run_test_pass(
    ctx: &mut Context,
    module: &mut Module,
    registry: &OpInfoRegistry,
    config: &GreedyRewriteConfig,
    trace: bool,
) -> Result<Option<GreedyResult>, TestPassError> {
    let (Some(patterns), Some(ir_module)) = (
        child_module(ctx, module, "patterns"),
        child_module(ctx, module, "ir"),
    ) else {
        return Ok(None);
    };
    module.ir.detach_op(patterns);
    let hooks = Hooks::test_set();
    let ops = OpDefs::builtin(ctx);
    let program = load(ctx, &module.ir, patterns, &hooks, &ops).map_err(TestPassError::Load)?;
    let set = InterpSet::new(program, hooks, ops, SegmentTraits::test_dialect());
    let frozen = set.frozen();
    let region = module.ir.regions(ir_module)[0];
    let res = apply_patterns_greedily(
        &mut module.ir,
        ctx,
        region,
        &frozen,
        registry,
        config,
        trace,
    );
    let errors = set.take_errors();
    if errors.is_empty() {
        Ok(Some(res))
    } else {
        Err(TestPassError::Run(errors))
    }
}
