//! Region-level clean-ups of the driver, as MLIR's `RegionUtils` does
//! them: erasing unreachable blocks (every iteration, before the worklist
//! pass) and `simplifyRegions` after it — unreachable blocks again, dead
//! code and dead block arguments over the region tree (`runRegionDCE`),
//! and at the `Aggressive` level merging identical blocks and dropping
//! block arguments that receive the same value from every predecessor.
//! Successor operands are only changed for branch ops whose layout is known
//! (`op_info::BranchOperands`); any other terminator keeps its successors'
//! arguments, as MLIR does without `BranchOpInterface`.

use crate::branch::{
    append_successor_operands, erase_successor_operand, forwarded, is_branch, predecessors,
    successor_operands,
};
use crate::op_info::OpInfoRegistry;
use crate::rewriter::{block_successors, post_order, Rewriter};
use fxhash::{FxHashMap, FxHashSet};
use patsat_ir::{BlockId, Context, Ir, OpId, RegionId, Value};

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

/// Whether `scope` or a region nested in it (through live ops) has two
/// blocks or more.
pub(crate) fn has_multi_block_region(ir: &Ir, scope: RegionId) -> bool {
    (0..ir.num_region_slots()).any(|i| {
        let r = RegionId(i as u32);
        ir.region_blocks(r).len() >= 2 && is_nested_in(ir, r, scope)
    })
}

/// Whether region `r` is `scope` or lies inside it through ops that are
/// live and still own the region on the way (an erased op's slot may have
/// been reused, so ownership is checked both ways).
fn is_nested_in(ir: &Ir, mut r: RegionId, scope: RegionId) -> bool {
    loop {
        if r == scope {
            return true;
        }
        let Some(op) = ir.region_op(r) else {
            return false;
        };
        if ir.is_erased(op) || !ir.regions(op).contains(&r) {
            return false;
        }
        match ir.op_region(op) {
            Some(parent) => r = parent,
            None => return false,
        }
    }
}

fn push_nested(ir: &Ir, b: BlockId, work: &mut Vec<RegionId>) {
    for op in ir.block_ops(b) {
        work.extend_from_slice(ir.regions(op));
    }
}

/// `simplifyRegions`: erase unreachable blocks, run region DCE, and with
/// `aggressive` merge identical blocks and drop redundant arguments.
/// Returns whether anything changed.
pub(crate) fn simplify_regions(
    rw: &mut Rewriter<'_>,
    region: RegionId,
    registry: &OpInfoRegistry,
    aggressive: bool,
) -> bool {
    // Unreachable blocks, identical blocks and redundant arguments all
    // need a region with two blocks or more; most payloads have none, and
    // the region arena answers without walking every op.
    let multi_block = has_multi_block_region(rw.ir, region);
    let mut changed = multi_block && erase_unreachable_blocks(rw, region);
    changed |= region_dce(rw, region, registry);
    if aggressive && multi_block {
        changed |= merge_identical_blocks(rw, region, registry);
        changed |= drop_redundant_arguments(rw, region, registry);
    }
    changed
}

// ---- runRegionDCE ----------------------------------------------------------

/// Liveness of ops and block arguments, as flags indexed by id.
struct Live {
    ops: Vec<bool>,
    values: Vec<bool>,
    changed: bool,
}

impl Live {
    fn new(ir: &Ir) -> Self {
        Live {
            ops: vec![false; ir.op_capacity()],
            values: vec![false; ir.num_values()],
            changed: false,
        }
    }
    fn op_live(&self, op: OpId) -> bool {
        self.ops[op.index()]
    }
    fn set_op(&mut self, op: OpId) {
        let f = &mut self.ops[op.index()];
        self.changed |= !*f;
        *f = true;
    }
    /// A live result makes its op live (results are not tracked apart,
    /// as in MLIR's `LiveMap`); block arguments are tracked one by one.
    fn set_value(&mut self, ir: &Ir, v: Value) {
        match ir.defining_op(v) {
            Some(op) => self.set_op(op),
            None => {
                let f = &mut self.values[v.index()];
                self.changed |= !*f;
                *f = true;
            }
        }
    }
    fn value_live(&self, ir: &Ir, v: Value) -> bool {
        match ir.defining_op(v) {
            Some(op) => self.op_live(op),
            None => self.values[v.index()],
        }
    }
}

fn is_terminator(reg: &OpInfoRegistry, ctx: &Context, ir: &Ir, op: OpId) -> bool {
    reg.info(ctx.op_name_str(ir.op_name(op)))
        .is_some_and(|i| i.terminator)
}

/// The block argument a branch operand is forwarded to, if any.
fn successor_arg(
    reg: &OpInfoRegistry,
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    operand: usize,
) -> Option<Value> {
    for (s, &succ) in ir.successors(op).iter().enumerate() {
        let r = successor_operands(reg, ctx, ir, op, s)?;
        if r.contains(&operand) {
            return ir.block_args(succ).get(operand - r.start).copied();
        }
    }
    None
}

fn process_value(reg: &OpInfoRegistry, ctx: &Context, ir: &Ir, v: Value, live: &mut Live) {
    let proved = ir.uses(v).any(|u| {
        let owner = u.op;
        if is_terminator(reg, ctx, ir, owner) && is_branch(reg, ctx, ir, owner) {
            if let Some(arg) = successor_arg(reg, ctx, ir, owner, u.index as usize) {
                // A forwarded operand is only as live as the argument.
                if !live.value_live(ir, arg) {
                    return false;
                }
            }
        }
        live.op_live(owner)
    });
    if proved {
        live.set_value(ir, v);
    }
}

fn propagate_region(
    reg: &OpInfoRegistry,
    ctx: &Context,
    ir: &Ir,
    region: RegionId,
    live: &mut Live,
) {
    let Some(&entry) = ir.region_blocks(region).first() else {
        return;
    };
    for b in post_order(ir, entry) {
        let mut cur = ir.last_op(b);
        while let Some(op) = cur {
            propagate_op(reg, ctx, ir, op, live);
            cur = ir.prev_op(op);
        }
        if b == entry {
            continue;
        }
        for &a in ir.block_args(b) {
            if !live.value_live(ir, a) {
                process_value(reg, ctx, ir, a, live);
            }
        }
    }
}

fn propagate_op(reg: &OpInfoRegistry, ctx: &Context, ir: &Ir, op: OpId, live: &mut Live) {
    for &r in ir.regions(op) {
        propagate_region(reg, ctx, ir, r, live);
    }
    if is_terminator(reg, ctx, ir, op) {
        live.set_op(op);
        if !is_branch(reg, ctx, ir, op) {
            for &s in ir.successors(op) {
                for &a in ir.block_args(s) {
                    live.set_value(ir, a);
                }
            }
        }
        return;
    }
    if live.op_live(op) {
        return;
    }
    if !reg.would_be_trivially_dead(ctx, ir, op) {
        live.set_op(op);
        return;
    }
    for r in ir.results(op) {
        process_value(reg, ctx, ir, r, live);
    }
}

fn region_dce(rw: &mut Rewriter<'_>, region: RegionId, reg: &OpInfoRegistry) -> bool {
    let mut live = Live::new(rw.ir);
    loop {
        live.changed = false;
        propagate_region(reg, rw.ctx, rw.ir, region, &mut live);
        if !live.changed {
            break;
        }
    }
    delete_deadness(rw, reg, &[region], &live)
}

fn delete_deadness(
    rw: &mut Rewriter<'_>,
    reg: &OpInfoRegistry,
    regions: &[RegionId],
    live: &Live,
) -> bool {
    let mut erased = false;
    for &region in regions {
        let Some(&entry) = rw.ir.region_blocks(region).first() else {
            continue;
        };
        let single = rw.ir.region_blocks(region).len() == 1;
        for b in post_order(rw.ir, entry) {
            if !single {
                if let Some(t) = rw.ir.terminator(b) {
                    erase_dead_successor_operands(rw, reg, t, live);
                }
            }
            let mut cur = rw.ir.last_op(b);
            while let Some(op) = cur {
                cur = rw.ir.prev_op(op);
                if !live.op_live(op) {
                    erased = true;
                    for r in rw.ir.results(op).collect::<Vec<_>>() {
                        rw.ir.drop_all_uses(r);
                    }
                    rw.erase_op(op);
                } else {
                    let nested = rw.ir.regions(op).to_vec();
                    erased |= delete_deadness(rw, reg, &nested, live);
                }
            }
        }
        // Dead arguments of non-entry blocks go (no notification, as in MLIR).
        let later: Vec<BlockId> = rw
            .ir
            .region_blocks(region)
            .iter()
            .skip(1)
            .copied()
            .collect();
        for b in later {
            for k in (0..rw.ir.block_args(b).len()).rev() {
                let a = rw.ir.block_args(b)[k];
                if !live.value_live(rw.ir, a) && !rw.ir.has_uses(a) {
                    rw.ir.erase_block_arg(b, k);
                }
            }
        }
    }
    erased
}

fn erase_dead_successor_operands(
    rw: &mut Rewriter<'_>,
    reg: &OpInfoRegistry,
    t: OpId,
    live: &Live,
) {
    if !is_branch(reg, rw.ctx, rw.ir, t) {
        return;
    }
    let succs = rw.ir.successors(t).to_vec();
    for (s, &succ) in succs.iter().enumerate().rev() {
        let Some(r) = successor_operands(reg, rw.ctx, rw.ir, t, s) else {
            continue;
        };
        for k in (0..r.len()).rev() {
            let arg = rw.ir.block_args(succ).get(k).copied();
            if arg.is_some_and(|a| !live.value_live(rw.ir, a)) {
                erase_successor_operand(reg, rw.ctx, rw.ir, t, s, k);
            }
        }
    }
}

// ---- dropRedundantArguments --------------------------------------------

fn nested_regions(ir: &Ir, region: RegionId) -> Vec<RegionId> {
    let mut out = Vec::new();
    for &b in ir.region_blocks(region) {
        for op in ir.block_ops(b) {
            out.extend_from_slice(ir.regions(op));
        }
    }
    out
}

fn drop_redundant_arguments(rw: &mut Rewriter<'_>, region: RegionId, reg: &OpInfoRegistry) -> bool {
    let mut changed = false;
    let mut work = vec![region];
    while let Some(r) = work.pop() {
        for b in rw.ir.region_blocks(r).to_vec() {
            changed |= drop_block_redundant_arguments(rw, b, reg);
        }
        work.extend(nested_regions(rw.ir, r));
    }
    changed
}

fn drop_block_redundant_arguments(
    rw: &mut Rewriter<'_>,
    block: BlockId,
    reg: &OpInfoRegistry,
) -> bool {
    let preds = predecessors(rw.ir, block);
    let mut to_erase = Vec::new();
    for k in 0..rw.ir.block_args(block).len() {
        let mut same = true;
        let mut common: Option<Value> = None;
        for &(t, s) in &preds {
            let Some(ops) = forwarded(reg, rw.ctx, rw.ir, t, s) else {
                same = false;
                break;
            };
            let Some(&v) = ops.get(k) else {
                same = false;
                break;
            };
            match common {
                None => common = Some(v),
                Some(c) if c != v => {
                    same = false;
                    break;
                }
                Some(_) => {}
            }
        }
        if let (Some(c), true) = (common, same) {
            let arg = rw.ir.block_args(block)[k];
            if c == arg {
                continue;
            }
            to_erase.push(k);
            rw.replace_all_uses_with(arg, c);
        }
    }
    for &k in to_erase.iter().rev() {
        for &(t, s) in &preds {
            erase_successor_operand(reg, rw.ctx, rw.ir, t, s, k);
        }
        rw.ir.erase_block_arg(block, k);
    }
    !to_erase.is_empty()
}

// ---- mergeIdenticalBlocks ----------------------------------------------

fn merge_identical_blocks(rw: &mut Rewriter<'_>, region: RegionId, reg: &OpInfoRegistry) -> bool {
    let mut changed = false;
    let mut work = vec![region];
    while let Some(r) = work.pop() {
        if merge_in_region(rw, r, reg) {
            work.push(r);
            changed = true;
        }
        work.extend(nested_regions(rw.ir, r));
    }
    changed
}

/// The position of a value in a block's numbering (arguments, then each
/// op's results), as MLIR's `BlockEquivalenceData::getOrderOf`.
fn order_of(ir: &Ir, block: BlockId, v: Value) -> Option<usize> {
    if let Some(k) = ir.block_args(block).iter().position(|&a| a == v) {
        return Some(k);
    }
    let mut n = ir.block_args(block).len();
    for op in ir.block_ops(block) {
        if let Some(k) = ir.results(op).position(|r| r == v) {
            return Some(n + k);
        }
        n += ir.num_results(op);
    }
    None
}

fn value_block(ir: &Ir, v: Value) -> Option<BlockId> {
    ir.value_block(v)
}

/// `OperationEquivalence::isEquivalentTo` ignoring operand values and
/// locations: same name, attributes, properties, counts, operand and
/// result types.
fn ops_equivalent(ir: &Ir, a: OpId, b: OpId) -> bool {
    ir.op_name(a) == ir.op_name(b)
        && ir.attrs(a) == ir.attrs(b)
        && ir.props(a) == ir.props(b)
        && ir.regions(a).len() == ir.regions(b).len()
        && ir.successors(a).len() == ir.successors(b).len()
        && ir.num_operands(a) == ir.num_operands(b)
        && ir.num_results(a) == ir.num_results(b)
        && ir
            .operands(a)
            .zip(ir.operands(b))
            .all(|(x, y)| x == y || ir.value_type(x) == ir.value_type(y))
        && ir
            .results(a)
            .zip(ir.results(b))
            .all(|(x, y)| ir.value_type(x) == ir.value_type(y))
}

fn used_outside(ir: &Ir, op: OpId, block: BlockId) -> bool {
    ir.results(op)
        .any(|r| ir.uses(r).any(|u| ir.op_block(u.op) != Some(block)))
}

/// Whether `operand`, defined in another block, can be forwarded to
/// `block` from its predecessors.
fn valid_successor_arg(ir: &Ir, block: BlockId, operand: Value) -> bool {
    let Some(def_block) = value_block(ir, operand) else {
        return true;
    };
    if ir.defining_op(operand) != ir.terminator(def_block) || ir.defining_op(operand).is_none() {
        return true;
    }
    !predecessors(ir, block)
        .iter()
        .any(|&(t, _)| ir.op_block(t) == Some(def_block))
}

/// The operands (op index, operand index) that differ between the leader
/// and `other`, or `None` if they cannot be merged.
fn mismatches(ir: &Ir, leader: BlockId, other: BlockId) -> Option<Vec<(usize, usize)>> {
    let la: Vec<_> = ir
        .block_args(leader)
        .iter()
        .map(|&a| ir.value_type(a))
        .collect();
    let oa: Vec<_> = ir
        .block_args(other)
        .iter()
        .map(|&a| ir.value_type(a))
        .collect();
    if la != oa {
        return None;
    }
    let lops: Vec<OpId> = ir.block_ops(leader).collect();
    let oops: Vec<OpId> = ir.block_ops(other).collect();
    if lops.len() != oops.len() {
        return None;
    }
    let mut out = Vec::new();
    for (i, (&l, &o)) in lops.iter().zip(&oops).enumerate() {
        if !ops_equivalent(ir, l, o) {
            return None;
        }
        for k in 0..ir.num_operands(l) {
            let (lv, ov) = (ir.operand(l, k), ir.operand(o, k));
            if lv == ov {
                continue;
            }
            if ir.value_type(lv) != ir.value_type(ov) {
                return None;
            }
            let l_in = value_block(ir, lv) == Some(leader);
            let o_in = value_block(ir, ov) == Some(other);
            if l_in != o_in {
                return None;
            }
            if !l_in {
                if !valid_successor_arg(ir, leader, lv) || !valid_successor_arg(ir, other, ov) {
                    return None;
                }
                out.push((i, k));
                continue;
            }
            if order_of(ir, leader, lv) != order_of(ir, other, ov) {
                return None;
            }
        }
        if used_outside(ir, l, leader) || used_outside(ir, o, other) {
            return None;
        }
    }
    Some(out)
}

/// A block merge cluster: the leader, the blocks merged into it, and the
/// operands (op index, operand index) that differ and become arguments.
type Cluster = (BlockId, Vec<BlockId>, Vec<(usize, usize)>);

fn merge_in_region(rw: &mut Rewriter<'_>, region: RegionId, reg: &OpInfoRegistry) -> bool {
    let blocks = rw.ir.region_blocks(region).to_vec();
    if blocks.len() < 2 {
        return false;
    }
    // Non-entry blocks grouped by successor list, groups in first-seen order.
    let mut groups: Vec<(Vec<BlockId>, Vec<BlockId>)> = Vec::new();
    let mut index: FxHashMap<Vec<BlockId>, usize> = FxHashMap::default();
    for &b in &blocks[1..] {
        let succs = block_successors(rw.ir, b);
        let i = *index.entry(succs.clone()).or_insert_with(|| {
            groups.push((succs, Vec::new()));
            groups.len() - 1
        });
        groups[i].1.push(b);
    }
    let mut merged = false;
    for (_, group) in groups {
        if group.len() < 2 {
            continue;
        }
        let mut clusters: Vec<Cluster> = Vec::new();
        for b in group {
            let ir = &*rw.ir;
            let has_region = ir.block_ops(b).any(|op| {
                ir.regions(op)
                    .iter()
                    .any(|&r| !ir.region_blocks(r).is_empty())
            });
            if has_region {
                continue;
            }
            let arg_used_outside = ir
                .block_args(b)
                .iter()
                .any(|&a| ir.uses(a).any(|u| ir.op_block(u.op) != Some(b)));
            if arg_used_outside {
                continue;
            }
            let mut added = false;
            for c in clusters.iter_mut() {
                if let Some(m) = mismatches(ir, c.0, b) {
                    for p in m {
                        if !c.2.contains(&p) {
                            c.2.push(p);
                        }
                    }
                    c.1.push(b);
                    added = true;
                    break;
                }
            }
            if !added {
                clusters.push((b, Vec::new(), Vec::new()));
            }
        }
        for (leader, to_merge, operands) in clusters {
            merged |= merge_cluster(rw, reg, leader, &to_merge, &operands);
        }
    }
    merged
}

fn can_update_preds(rw: &Rewriter<'_>, reg: &OpInfoRegistry, block: BlockId) -> bool {
    predecessors(rw.ir, block)
        .iter()
        .all(|&(t, s)| successor_operands(reg, rw.ctx, rw.ir, t, s).is_some())
}

fn merge_cluster(
    rw: &mut Rewriter<'_>,
    reg: &OpInfoRegistry,
    leader: BlockId,
    to_merge: &[BlockId],
    operands: &[(usize, usize)],
) -> bool {
    if to_merge.is_empty() {
        return false;
    }
    if !operands.is_empty() {
        if !can_update_preds(rw, reg, leader)
            || !to_merge.iter().all(|&b| can_update_preds(rw, reg, b))
        {
            return false;
        }
        let all: Vec<BlockId> = std::iter::once(leader)
            .chain(to_merge.iter().copied())
            .collect();
        let mut new_args: Vec<Vec<Value>> = vec![Vec::new(); all.len()];
        for &(op_i, k) in operands {
            for (ci, &b) in all.iter().enumerate() {
                let op = rw
                    .ir
                    .block_ops(b)
                    .nth(op_i)
                    .expect("equivalent blocks have the op");
                let v = rw.ir.operand(op, k);
                new_args[ci].push(v);
                if ci == 0 {
                    let loc = rw.ir.value_loc(v);
                    let arg = rw.ir.add_block_arg(leader, rw.ir.value_type(v), loc);
                    rw.ir.set_operand(op, k, arg);
                }
            }
        }
        for (ci, &b) in all.iter().enumerate() {
            for (t, s) in predecessors(rw.ir, b) {
                append_successor_operands(reg, rw.ctx, rw.ir, t, s, &new_args[ci]);
            }
        }
    }
    for &b in to_merge {
        for (t, s) in predecessors(rw.ir, b) {
            rw.ir.set_successor(t, s, leader);
        }
        rw.erase_block(b);
    }
    true
}
