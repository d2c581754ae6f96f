//! Where extracted terms may be placed. The rebuild emits, in each block,
//! the classes each root needs right before that root (*position* `i` for
//! the block's `i`-th root); a term may only be placed there if every leaf
//! value in it is available at that position:
//!
//! * a block argument of the block: everywhere in it;
//! * a result of the block's `j`-th root: from position `j + 1` on;
//! * a value defined outside the block that one of the block's ops used
//!   in the input (it dominated that use, so it dominates the whole
//!   block; a pure value of an enclosing block is replaced by its new
//!   value before its users, see [`crate::rebuild`]): everywhere in it;
//! * anything else (a value of a later root, of another block the input
//!   did not use here, of a block nested deeper, or of a pure op of this
//!   block, which the rebuild erases): nowhere.
//!
//! The extraction's one node per class is preferred; where its term uses
//! a leaf not yet available, the class falls back to its cheapest term
//! (counted as a tree) among those placeable there, found by settling
//! classes cheapest first over the nodes placeable there (Knuth's
//! generalization of Dijkstra's algorithm, as in [`crate::tree`]).

use crate::graph::{ClassIdx, NodeIdx};
use crate::mlir::MlirProblem;
use crate::tree::settle_cheapest_first;
use fxhash::{FxHashMap, FxHashSet};
use patsat_egraph::{BlockPlan, MlirNode};
use patsat_ir::{Ir, OpId, Value, ValueDef};

/// A position no term reaches.
pub const NEVER: u32 = u32::MAX;

/// Availability of leaves and classes in one block being rebuilt.
pub struct BlockAvail<'a> {
    p: &'a MlirProblem,
    block: patsat_ir::BlockId,
    /// Root ops of the block, by position.
    root_pos: FxHashMap<OpId, u32>,
    /// Values from outside the block that its ops used in the input.
    outside: FxHashSet<Value>,
    /// Per class met so far: the position from which its extracted term is
    /// placeable (a map: a block meets few of the e-graph's classes).
    extracted: FxHashMap<ClassIdx, u32>,
    /// Per position that needed one: each class's cheapest term placeable
    /// there (its node; `None`: no term is).
    fallbacks: FxHashMap<u32, Vec<Option<NodeIdx>>>,
}

impl<'a> BlockAvail<'a> {
    /// The availability in `plan`'s block, read from the IR before the
    /// rebuild changes the block.
    pub fn new(p: &'a MlirProblem, ir: &Ir, plan: &BlockPlan) -> BlockAvail<'a> {
        let block = plan.block;
        let root_pos = plan
            .roots
            .iter()
            .enumerate()
            .filter_map(|(i, r)| r.op.map(|o| (o, i as u32)))
            .collect();
        let mut outside = FxHashSet::default();
        for op in ir.block_ops(block) {
            for v in ir.operands(op) {
                if ir.value_block(v) != Some(block) {
                    outside.insert(v);
                }
            }
        }
        BlockAvail {
            p,
            block,
            root_pos,
            outside,
            extracted: FxHashMap::default(),
            fallbacks: FxHashMap::default(),
        }
    }

    /// The position from which the value of a leaf is available.
    pub fn leaf(&self, ir: &Ir, v: Value) -> u32 {
        if self.outside.contains(&v) {
            return 0;
        }
        if ir.value_block(v) != Some(self.block) {
            return NEVER;
        }
        match ir.value_def(v) {
            ValueDef::Arg { .. } => 0,
            ValueDef::Result { op, .. } => self.root_pos.get(&op).map_or(NEVER, |&j| j + 1),
            ValueDef::Placeholder => NEVER,
        }
    }

    /// The position from which node `n` is placeable given its children's
    /// positions (`child(d)`).
    fn node_from(&self, ir: &Ir, n: NodeIdx, child: impl Fn(ClassIdx) -> u32) -> u32 {
        match &self.p.nodes[n as usize] {
            MlirNode::Leaf { value, .. } => self.leaf(ir, Value(*value)),
            _ => self
                .p
                .graph
                .node_children(n)
                .iter()
                .map(|&d| child(d))
                .max()
                .unwrap_or(0),
        }
    }

    /// The position from which the extraction's term of class `c` (the
    /// chosen nodes all the way down) is placeable.
    pub fn extracted(&mut self, ir: &Ir, choice: &crate::Choice, c: ClassIdx) -> u32 {
        let g = &self.p.graph;
        let mut stack = vec![(c, false)];
        while let Some((d, expanded)) = stack.pop() {
            if self.extracted.contains_key(&d) {
                continue;
            }
            let Some(n) = choice[d as usize] else {
                self.extracted.insert(d, NEVER);
                continue;
            };
            if expanded {
                let done = &self.extracted;
                let from = self.node_from(ir, n, |e| done.get(&e).copied().unwrap_or(NEVER));
                self.extracted.insert(d, from);
            } else {
                stack.push((d, true));
                for &e in g.node_children(n) {
                    if !self.extracted.contains_key(&e) {
                        stack.push((e, false));
                    }
                }
            }
        }
        self.extracted[&c]
    }

    /// The node of class `c`'s cheapest term placeable at position `pos`
    /// (`None`: no term is). Its children have such terms too, and settled
    /// before `c`, so following these nodes never cycles.
    pub fn fallback(&mut self, ir: &Ir, c: ClassIdx, pos: u32) -> Option<NodeIdx> {
        if !self.fallbacks.contains_key(&pos) {
            let nodes = self.settle(ir, pos);
            self.fallbacks.insert(pos, nodes);
        }
        self.fallbacks[&pos][c as usize]
    }

    /// Settles every class cheapest first (tree cost, negative costs as
    /// 0) over the nodes placeable at `pos`.
    fn settle(&self, ir: &Ir, pos: u32) -> Vec<Option<NodeIdx>> {
        let g = &self.p.graph;
        settle_cheapest_first(g, &g.parents(), |n| self.node_from(ir, n, |_| 0) <= pos).choice
    }
}
