//! Region-level clean-ups of the driver: erasing unreachable blocks (every
//! iteration, before the worklist pass) and `simplifyRegions` after it
//! (unreachable blocks again and dead-code elimination over the region
//! tree).
//!
//! Not yet done (the issue note lists them): removing dead block
//! arguments together with the matching branch operands, and the
//! `Aggressive` level's merging of identical blocks. Both need branch-op
//! knowledge (`BranchOpInterface`) that comes with ODS.

use crate::op_info::OpInfoRegistry;
use crate::rewriter::{post_order, Rewriter};
use fxhash::FxHashSet;
use patsat_ir::{BlockId, Ir, OpId, RegionId};

/// Erases the blocks of `region` and of every region nested in it that
/// cannot be reached from their region's entry block. Returns whether any
/// block was erased.
pub(crate) fn erase_unreachable_blocks(rw: &mut Rewriter<'_>, region: RegionId) -> bool {
    let mut changed = false;
    let mut work = vec![region];
    while let Some(r) = work.pop() {
        let blocks = rw.ir.region_blocks(r).to_vec();
        if blocks.is_empty() {
            continue;
        }
        if blocks.len() == 1 {
            push_nested(rw.ir, blocks[0], &mut work);
            continue;
        }
        let reachable: FxHashSet<BlockId> = post_order(rw.ir, blocks[0]).into_iter().collect();
        for b in blocks {
            if reachable.contains(&b) {
                push_nested(rw.ir, b, &mut work);
            } else {
                rw.erase_block(b);
                changed = true;
            }
        }
    }
    changed
}

fn push_nested(ir: &Ir, b: BlockId, work: &mut Vec<RegionId>) {
    for op in ir.block_ops(b) {
        work.extend_from_slice(ir.regions(op));
    }
}

/// `simplifyRegions`: erase unreachable blocks, then dead ops over the
/// whole region tree (an op is live if it could have effects, or a live op
/// uses one of its results). Returns whether anything changed.
pub(crate) fn simplify_regions(
    rw: &mut Rewriter<'_>,
    region: RegionId,
    registry: &OpInfoRegistry,
    _aggressive: bool,
) -> bool {
    let mut changed = erase_unreachable_blocks(rw, region);
    changed |= region_dce(rw, region, registry);
    changed
}

/// Dead-code elimination with liveness propagated to a fixpoint, so dead
/// cycles through regions go too; erases dead ops users first.
fn region_dce(rw: &mut Rewriter<'_>, region: RegionId, registry: &OpInfoRegistry) -> bool {
    let mut all = Vec::new();
    for &b in rw.ir.region_blocks(region) {
        for op in rw.ir.block_ops(b) {
            rw.ir.walk_pre(op, &mut |o| all.push(o));
        }
    }
    let mut live: FxHashSet<OpId> = FxHashSet::default();
    loop {
        let mut grew = false;
        for &op in all.iter().rev() {
            if live.contains(&op) {
                continue;
            }
            let is_live = !registry.would_be_trivially_dead(rw.ctx, rw.ir, op)
                || rw.ir.results(op).any(|r| {
                    rw.ir
                        .uses(r)
                        .any(|u| live.contains(&u.op) || !all.contains(&u.op))
                });
            if is_live {
                live.insert(op);
                grew = true;
            }
        }
        if !grew {
            break;
        }
    }
    // Ops nested in a dead op go with it; erase the outermost dead ops,
    // last first.
    let dead: Vec<OpId> = all
        .iter()
        .copied()
        .filter(|&o| !live.contains(&o) && rw.ir.parent_op(o).is_none_or(|p| live.contains(&p)))
        .collect();
    for &op in dead.iter().rev() {
        rw.erase_op(op);
    }
    !dead.is_empty()
}
