//! E-graph → IR. The IR keeps every op that stayed in place (roots), in
//! its order; the imported pure ops are replaced by the extracted terms:
//! for each block, each root's operand and capture classes are emitted
//! right before the root (an end-of-block root appends), children first,
//! each class once per block (shared subterms are emitted once, and a
//! value emitted for an earlier root dominates the later ones). Where the
//! extracted term of a class uses a leaf value not available before the
//! root (a later root's result, another block's value), the class takes
//! the term available earliest instead ([`crate::avail`]), counted in
//! [`RebuildStats::fallbacks`]. Captured and exported values replace their
//! old values everywhere (inside the regions and blocks that used them);
//! then the old pure ops are erased.
//! New ops get the fused location of the ops their e-node stands for and,
//! with `annotate`, a `patsat.rule` attribute naming the rule that
//! produced them.

use crate::avail::BlockAvail;
use crate::clone::clone_regions;
use crate::graph::Choice;
use crate::mlir::MlirProblem;
use egg::Id;
use fxhash::FxHashMap;
use patsat_egraph::{EqsatGraph, MlirNode};
use patsat_ir::{BlockId, Context, Ir, OpId, OpSpec, Value};

/// What a rebuild did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RebuildStats {
    /// Ops created.
    pub created: usize,
    /// Old pure ops erased.
    pub erased: usize,
    /// Classes whose extracted term was not placeable where the rebuild
    /// needed it and that took the earliest available term instead.
    pub fallbacks: usize,
}

struct Rebuilder<'a> {
    ir: &'a mut Ir,
    ctx: &'a mut Context,
    g: &'a EqsatGraph,
    p: &'a MlirProblem,
    choice: &'a Choice,
    rule_names: Option<&'a [String]>,
    memo: FxHashMap<Id, Value>,
    tuples: FxHashMap<Id, OpId>,
    stats: RebuildStats,
}

/// Rebuilds the IR from the extraction `choice` of `p` (built from `g`).
/// `rule_names[i]` names pattern `i` for `--annotate-provenance`.
pub fn rebuild(
    ir: &mut Ir,
    ctx: &mut Context,
    g: &EqsatGraph,
    p: &MlirProblem,
    choice: &Choice,
    rule_names: Option<&[String]>,
) -> Result<RebuildStats, String> {
    let mut r = Rebuilder {
        ir,
        ctx,
        g,
        p,
        choice,
        rule_names,
        memo: FxHashMap::default(),
        tuples: FxHashMap::default(),
        stats: RebuildStats::default(),
    };
    let mut replaced: Vec<(Value, Value)> = Vec::new();
    for plan in &g.blocks {
        r.memo.clear();
        r.tuples.clear();
        let mut avail = BlockAvail::new(p, r.ir, plan);
        for (pos, root) in plan.roots.iter().enumerate() {
            let at = Place {
                block: plan.block,
                anchor: root.op,
                pos: pos as u32,
            };
            for (i, &c) in root.operands.iter().enumerate() {
                let v = r.emit(c, &at, &mut avail)?;
                let op = at.anchor.expect("operands belong to an op");
                if r.ir.operand(op, i) != v {
                    r.ir.set_operand(op, i, v);
                }
            }
            for &(old, c) in &root.captures {
                let v = r.emit(c, &at, &mut avail)?;
                if v != old {
                    replaced.push((old, v));
                }
            }
        }
    }
    for (old, new) in replaced {
        r.ir.replace_all_uses_with(old, new);
    }
    for &op in g.imported_ops.iter().rev() {
        if r.ir.results(op).any(|v| r.ir.has_uses(v)) {
            return Err(format!(
                "internal error: an imported `{}` is still used after extraction",
                r.ctx.op_name_str(r.ir.op_name(op))
            ));
        }
        r.ir.erase_op(op);
        r.stats.erased += 1;
    }
    Ok(r.stats)
}

/// Where the rebuild is emitting: before `anchor` (at the end of `block`
/// if `None`), the `pos`-th root of the block.
struct Place {
    block: BlockId,
    anchor: Option<OpId>,
    pos: u32,
}

impl Rebuilder<'_> {
    /// The node class `c` takes at `at`: the extraction's if its term is
    /// placeable there, else the one of its cheapest placeable term.
    fn node_at(&mut self, c: Id, at: &Place, avail: &mut BlockAvail<'_>) -> Result<u32, String> {
        let ci = self.p.index(c);
        if let Some(n) = self.choice[ci as usize] {
            if avail.extracted(self.ir, self.choice, ci) <= at.pos {
                return Ok(n);
            }
        }
        match avail.fallback(self.ir, ci, at.pos) {
            Some(n) => {
                self.stats.fallbacks += 1;
                Ok(n)
            }
            None => Err(format!(
                "no term of e-class {} can be placed where it is used (its values are not available there)",
                c
            )),
        }
    }

    /// The value of class `c` at `at`, emitting what is missing.
    fn emit(&mut self, c: Id, at: &Place, avail: &mut BlockAvail<'_>) -> Result<Value, String> {
        let (block, anchor) = (at.block, at.anchor);
        // Iterative post-order: (class, its node once chosen). A class is
        // in progress while its node is on the stack; meeting it again
        // there would be a cycle (the choice of nodes excludes them).
        let mut stack: Vec<(Id, Option<u32>)> = vec![(self.g.egraph.find(c), None)];
        let mut in_progress: fxhash::FxHashSet<Id> = Default::default();
        while let Some((c, chosen)) = stack.pop() {
            if self.memo.contains_key(&c) || self.tuples.contains_key(&c) {
                continue;
            }
            let Some(n) = chosen else {
                if !in_progress.insert(c) {
                    return Err(format!("e-class {} is on a cycle of chosen nodes", c));
                }
                let n = self.node_at(c, at, avail)?;
                stack.push((c, Some(n)));
                for &d in egg::Language::children(&self.p.nodes[n as usize]) {
                    let d = self.g.egraph.find(d);
                    if !self.memo.contains_key(&d) && !self.tuples.contains_key(&d) {
                        stack.push((d, None));
                    }
                }
                continue;
            };
            let node = self.p.nodes[n as usize].clone();
            match &node {
                MlirNode::Leaf { value, .. } => {
                    self.memo.insert(c, Value(*value));
                }
                MlirNode::Result { index, tuple } => {
                    let t = self.g.egraph.find(tuple[0]);
                    let op = *self
                        .tuples
                        .get(&t)
                        .ok_or("a result projection of a class that is not an op")?;
                    let v = self.ir.result(op, *index as usize);
                    self.memo.insert(c, v);
                }
                MlirNode::Op(o) => {
                    let mut operands = Vec::with_capacity(o.children.len());
                    for &d in &o.children {
                        let d = self.g.egraph.find(d);
                        let v = self
                            .memo
                            .get(&d)
                            .copied()
                            .ok_or("an operand is a tuple class")?;
                        operands.push(v);
                    }
                    let info = self.g.egraph.analysis.index.info(&node);
                    let locs: Vec<_> = info.map(|i| i.locs.to_vec()).unwrap_or_default();
                    let loc = patsat_translate::fused_loc(self.ctx, &locs);
                    let mut attrs = o.attrs;
                    if let (Some(names), Some(i)) = (self.rule_names, info) {
                        if let (Some(rule), false) = (i.rule.get(), i.imported) {
                            let name = names.get(rule as usize).cloned().unwrap_or_default();
                            let s = self.ctx.string_attr(&name);
                            let mut entries: Vec<(String, patsat_ir::Attr)> =
                                match self.ctx.attr_kind(attrs) {
                                    patsat_ir::AttrKind::Dictionary(e) => e.clone(),
                                    _ => Vec::new(),
                                };
                            entries.retain(|e| e.0 != "patsat.rule");
                            entries.push(("patsat.rule".to_string(), s));
                            attrs = self.ctx.dict_attr(entries).unwrap_or(attrs);
                        }
                    }
                    let result_types = self.g.types.borrow().get(o.types).to_vec();
                    let n = result_types.len();
                    let op = self.ir.create_op(OpSpec {
                        name: o.name,
                        operands,
                        result_types,
                        attrs,
                        props: o.props.get(),
                        successors: vec![],
                        num_regions: 0,
                        loc,
                    });
                    if let Some(k) = o.regions.get() {
                        clone_regions(self.ir, self.g.regions.source(k), op);
                    }
                    match anchor {
                        Some(a) => self.ir.insert_before(a, op),
                        None => self.ir.append_op(block, op),
                    }
                    self.stats.created += 1;
                    if n == 1 {
                        self.memo.insert(c, self.ir.result(op, 0));
                    } else {
                        self.tuples.insert(c, op);
                    }
                }
            }
        }
        let c = self.g.egraph.find(c);
        self.memo
            .get(&c)
            .copied()
            .ok_or_else(|| format!("e-class {} is not a value", c))
    }
}
