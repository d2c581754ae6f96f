//! Successor operands of branch ops (`BranchOpInterface`): which operands
//! a terminator forwards to each successor's block arguments, and erasing
//! or appending them (with `operandSegmentSizes` kept in step).

use crate::op_info::{BranchOperands, OpInfoRegistry};
use patsat_ir::{AttrKind, BlockId, Context, Ir, OpId, Value};
use std::ops::Range;

/// How `op` forwards operands, if it is a known branch op.
fn kind(reg: &OpInfoRegistry, ctx: &Context, ir: &Ir, op: OpId) -> Option<BranchOperands> {
    reg.info(ctx.op_name_str(ir.op_name(op)))?.branch
}

/// The `operandSegmentSizes` property of an op.
fn segments(ctx: &Context, ir: &Ir, op: OpId) -> Option<Vec<usize>> {
    ctx.segment_sizes(ctx.dict_get(ir.props(op)?, "operandSegmentSizes")?)
}

fn set_segments(ctx: &mut Context, ir: &mut Ir, op: OpId, sizes: Vec<usize>) {
    let values = sizes.into_iter().map(|s| s as u128).collect();
    let Some(props) = ir.props(op) else { return };
    let AttrKind::Dictionary(entries) = ctx.attr_kind(props).clone() else {
        return;
    };
    let i32_ty = ctx.int_type(32);
    let arr = ctx.attr(AttrKind::DenseArray {
        elem: i32_ty,
        values,
    });
    let entries = entries
        .into_iter()
        .map(|(k, v)| {
            if k == "operandSegmentSizes" {
                (k, arr)
            } else {
                (k, v)
            }
        })
        .collect();
    if let Ok(d) = ctx.dict_attr(entries) {
        ir.set_props(op, Some(d));
    }
}

/// Whether `op`'s successor operands are known (and can be changed).
pub(crate) fn is_branch(reg: &OpInfoRegistry, ctx: &Context, ir: &Ir, op: OpId) -> bool {
    kind(reg, ctx, ir, op).is_some()
}

/// The operands `op` forwards to successor `succ`.
pub(crate) fn successor_operands(
    reg: &OpInfoRegistry,
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    succ: usize,
) -> Option<Range<usize>> {
    match kind(reg, ctx, ir, op)? {
        BranchOperands::All => (succ == 0).then(|| 0..ir.num_operands(op)),
        BranchOperands::Segments { first } => {
            let (start, len) = patsat_ir::segment_group(&segments(ctx, ir, op)?, first + succ)?;
            Some(start..start + len)
        }
    }
}

/// The values `op` forwards to successor `succ`.
pub(crate) fn forwarded(
    reg: &OpInfoRegistry,
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    succ: usize,
) -> Option<Vec<Value>> {
    let r = successor_operands(reg, ctx, ir, op, succ)?;
    Some(r.map(|i| ir.operand(op, i)).collect())
}

/// Erases the `k`-th operand forwarded to successor `succ`.
pub(crate) fn erase_successor_operand(
    reg: &OpInfoRegistry,
    ctx: &mut Context,
    ir: &mut Ir,
    op: OpId,
    succ: usize,
    k: usize,
) {
    let Some(r) = successor_operands(reg, ctx, ir, op, succ) else {
        return;
    };
    ir.erase_operand(op, r.start + k);
    if let Some(BranchOperands::Segments { first }) = kind(reg, ctx, ir, op) {
        if let Some(mut seg) = segments(ctx, ir, op) {
            seg[first + succ] -= 1;
            set_segments(ctx, ir, op, seg);
        }
    }
}

/// Appends `values` to the operands forwarded to successor `succ`.
pub(crate) fn append_successor_operands(
    reg: &OpInfoRegistry,
    ctx: &mut Context,
    ir: &mut Ir,
    op: OpId,
    succ: usize,
    values: &[Value],
) {
    let Some(r) = successor_operands(reg, ctx, ir, op, succ) else {
        return;
    };
    for (k, &v) in values.iter().enumerate() {
        ir.insert_operand(op, r.end + k, v);
    }
    if let Some(BranchOperands::Segments { first }) = kind(reg, ctx, ir, op) {
        if let Some(mut seg) = segments(ctx, ir, op) {
            seg[first + succ] += values.len();
            set_segments(ctx, ir, op, seg);
        }
    }
}

/// The predecessors of `block` in its region: (terminator, successor
/// index), one entry per successor slot naming the block.
pub(crate) fn predecessors(ir: &Ir, block: BlockId) -> Vec<(OpId, usize)> {
    let Some(region) = ir.block_region(block) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for &b in ir.region_blocks(region) {
        if let Some(t) = ir.terminator(b) {
            for (i, &s) in ir.successors(t).iter().enumerate() {
                if s == block {
                    out.push((t, i));
                }
            }
        }
    }
    out
}
