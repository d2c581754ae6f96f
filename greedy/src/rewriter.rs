//! The pattern rewriter: every IR change a pattern, a folder or the driver
//! makes goes through it, so the listener (the driver's worklist) hears of
//! each insertion, modification, replacement and erasure in MLIR's order.

use patsat_ir::{BlockId, Context, InsertPoint, Ir, OpId, OpSpec, RegionId, Value};

/// Receives IR change notifications (MLIR's `RewriterBase::Listener`).
pub trait Listener {
    /// An op was created and inserted, or moved.
    fn op_inserted(&mut self, _ir: &Ir, _ctx: &Context, _op: OpId) {}
    /// An op was changed in place (operands, attributes, ...).
    fn op_modified(&mut self, _ir: &Ir, _ctx: &Context, _op: OpId) {}
    /// An op's results are about to be replaced by `with`.
    fn op_replaced(&mut self, _ir: &Ir, _ctx: &Context, _op: OpId, _with: &[Value]) {}
    /// An op is about to be erased (it still has its operands).
    fn op_erased(&mut self, _ir: &Ir, _ctx: &Context, _op: OpId) {}
    /// A block is about to be erased (its ops are already gone).
    fn block_erased(&mut self, _ir: &Ir, _ctx: &Context, _block: BlockId) {}
}

/// A listener that ignores everything.
#[derive(Debug, Default)]
pub struct NoListener;
impl Listener for NoListener {}

/// Changes the IR and reports every change to a listener.
pub struct Rewriter<'a> {
    /// The IR.
    pub ir: &'a mut Ir,
    /// Interned types, attributes and names.
    pub ctx: &'a mut Context,
    listener: &'a mut dyn Listener,
    ip: Option<InsertPoint>,
}

impl<'a> Rewriter<'a> {
    /// A rewriter reporting to `listener`, with no insertion point.
    pub fn new(ir: &'a mut Ir, ctx: &'a mut Context, listener: &'a mut dyn Listener) -> Self {
        Rewriter {
            ir,
            ctx,
            listener,
            ip: None,
        }
    }
    /// Where [`create`](Self::create) inserts.
    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.ip
    }
    /// Sets where [`create`](Self::create) inserts.
    pub fn set_insertion_point(&mut self, ip: InsertPoint) {
        self.ip = Some(ip);
    }
    /// Creates an op at the insertion point (detached if there is none)
    /// and reports it inserted.
    pub fn create(&mut self, spec: OpSpec) -> OpId {
        let op = self.ir.create_op(spec);
        match self.ip {
            Some(InsertPoint::Before(a)) => self.ir.insert_before(a, op),
            Some(InsertPoint::After(a)) => {
                self.ir.insert_after(a, op);
                self.ip = Some(InsertPoint::After(op));
            }
            Some(InsertPoint::End(b)) => self.ir.append_op(b, op),
            Some(InsertPoint::Start(b)) => {
                self.ir.prepend_op(b, op);
                self.ip = Some(InsertPoint::After(op));
            }
            None => return op,
        }
        self.listener.op_inserted(self.ir, self.ctx, op);
        op
    }
    /// Moves `op` right before `anchor` and reports it inserted.
    pub fn move_op_before(&mut self, op: OpId, anchor: OpId) {
        self.ir.move_before(op, anchor);
        self.listener.op_inserted(self.ir, self.ctx, op);
    }
    /// Runs `f` on the IR and reports `op` modified.
    pub fn modify_op_in_place(&mut self, op: OpId, f: impl FnOnce(&mut Ir)) {
        f(self.ir);
        self.listener.op_modified(self.ir, self.ctx, op);
    }
    /// Replaces every use of `from` by `to`, reporting each user modified
    /// (once per use, in use-list order, as MLIR does).
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        while let Some(u) = self.ir.uses(from).next() {
            self.ir.set_operand(u.op, u.index as usize, to);
            self.listener.op_modified(self.ir, self.ctx, u.op);
        }
    }
    /// Replaces the results of `op` by `values` (one per result) and
    /// erases it.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) {
        self.listener.op_replaced(self.ir, self.ctx, op, values);
        let results: Vec<Value> = self.ir.results(op).collect();
        for (r, v) in results.into_iter().zip(values) {
            self.replace_all_uses_with(r, *v);
        }
        self.erase_op(op);
    }
    /// Replaces `op` by the results of `new_op` and erases it.
    pub fn replace_op_with_op(&mut self, op: OpId, new_op: OpId) {
        let values: Vec<Value> = self.ir.results(new_op).collect();
        self.replace_op(op, &values);
    }
    /// Erases `op` and everything nested in it, reporting each op erased:
    /// regions last to first, blocks successors before predecessors, ops
    /// last to first in each block, the op itself last.
    pub fn erase_op(&mut self, op: OpId) {
        let regions: Vec<_> = self.ir.regions(op).to_vec();
        for r in regions.into_iter().rev() {
            while let Some(&first) = self.ir.region_blocks(r).first() {
                let order = post_order(self.ir, first);
                for &b in &order {
                    let ops: Vec<OpId> = self.ir.block_ops(b).collect();
                    for o in ops.into_iter().rev() {
                        self.erase_op(o);
                    }
                }
                for b in order {
                    self.erase_block(b);
                }
            }
        }
        self.listener.op_erased(self.ir, self.ctx, op);
        for r in self.ir.results(op).collect::<Vec<_>>() {
            self.ir.drop_all_uses(r);
        }
        self.ir.erase_op(op);
    }
    /// Moves the blocks of region `from` to the end of region `to` (MLIR's
    /// `inlineRegionBefore(from, to, to.end())`). Block moves are only
    /// forwarded by MLIR's driver, so nothing is reported.
    pub fn move_region_blocks(&mut self, from: RegionId, to: RegionId) {
        self.ir.move_region_blocks(from, to);
    }
    /// Inlines `block` right before `anchor` (MLIR's `inlineBlockBefore`):
    /// the uses of its arguments become `args` (each user reported
    /// modified), its ops move before `anchor` one by one, first to last
    /// (each reported inserted), and the empty block is erased.
    pub fn inline_block_before(&mut self, block: BlockId, anchor: OpId, args: &[Value]) {
        let params = self.ir.block_args(block).to_vec();
        for (p, a) in params.into_iter().zip(args) {
            self.replace_all_uses_with(p, *a);
        }
        while let Some(op) = self.ir.first_op(block) {
            self.move_op_before(op, anchor);
        }
        self.erase_block(block);
    }
    /// Erases a block: its ops (last first, each reported), then the block.
    pub fn erase_block(&mut self, block: BlockId) {
        for a in self.ir.block_args(block).to_vec() {
            self.ir.drop_all_uses(a);
        }
        while let Some(op) = self.ir.last_op(block) {
            self.erase_op(op);
        }
        self.listener.block_erased(self.ir, self.ctx, block);
        self.ir.erase_block(block);
    }
}

/// Blocks reachable from `entry` through successors, in post-order
/// (successors before predecessors).
pub(crate) fn post_order(ir: &Ir, entry: BlockId) -> Vec<BlockId> {
    let mut seen = fxhash::FxHashSet::default();
    let mut out = Vec::new();
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    seen.insert(entry);
    while let Some((b, i)) = stack.pop() {
        let succs = block_successors(ir, b);
        if i < succs.len() {
            stack.push((b, i + 1));
            let s = succs[i];
            if seen.insert(s) {
                stack.push((s, 0));
            }
        } else {
            out.push(b);
        }
    }
    out
}

/// The successors of a block (those of its last op).
pub(crate) fn block_successors(ir: &Ir, b: BlockId) -> Vec<BlockId> {
    ir.terminator(b)
        .map(|t| ir.successors(t).to_vec())
        .unwrap_or_default()
}
