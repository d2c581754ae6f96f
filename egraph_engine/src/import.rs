//! Ir → e-graph, block by block. Pure ops of a block become e-nodes (their
//! results become e-classes); every other op stays in the IR, in its
//! order, as a *root* whose operands are e-classes to extract. Values that
//! are not results of pure ops of the block (block arguments, results of
//! roots, values from enclosing blocks) enter as opaque leaves. A pure
//! value of a block used inside a region of one of its roots is a
//! *capture* of that root (extracted before it); one used in another block
//! of the same region is an *export* (extracted at the end of the block).

use crate::analysis::{MlirAnalysis, MlirEGraph};
use crate::info::{Locs, NodeInfo};
use crate::lang::{Kids, MlirNode, OpNode, SharedTypes, TypeLists};
use crate::purity::Purity;
use crate::regions::RegionStore;
use egg::Id;
use fxhash::FxHashMap;
use patsat_greedy::OpInfoRegistry;
use patsat_ir::{BlockId, Context, Ir, OpId, Value};
use std::rc::Rc;

/// An op that stays in place, and the classes it needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Root {
    /// The op; `None` for the end of the block (exports).
    pub op: Option<OpId>,
    /// The class of each operand.
    pub operands: Vec<Id>,
    /// Pure values of the block used inside the op's regions (or, for the
    /// end of the block, in other blocks), with their classes.
    pub captures: Vec<(Value, Id)>,
}

/// One imported block: its roots in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockPlan {
    /// The block.
    pub block: BlockId,
    /// Its roots, in block order (an end-of-block root last, if any).
    pub roots: Vec<Root>,
}

/// The result of importing a module: the e-graph and where its classes go
/// back.
#[derive(Debug)]
pub struct EqsatGraph {
    /// The e-graph.
    pub egraph: MlirEGraph,
    /// Result-type lists (shared with the analysis).
    pub types: Rc<SharedTypes>,
    /// Region payloads.
    pub regions: RegionStore,
    /// The imported blocks, parents before children.
    pub blocks: Vec<BlockPlan>,
    /// The ops that became e-nodes, in import order.
    pub imported_ops: Vec<OpId>,
    /// Per op name, the number of ops that stayed in place because they are
    /// not known to be pure (sorted by name).
    pub impure_counts: Vec<(String, usize)>,
}

impl EqsatGraph {
    /// Every root class (operands and captures of all roots), in plan order.
    pub fn root_classes(&self) -> Vec<Id> {
        let mut out = Vec::new();
        for b in &self.blocks {
            for r in &b.roots {
                out.extend(r.operands.iter().map(|&c| self.egraph.find(c)));
                out.extend(r.captures.iter().map(|&(_, c)| self.egraph.find(c)));
            }
        }
        out
    }
}

/// Why a module cannot be imported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportError(pub String);

/// Builds the node of a pure op (its regions interned, its constant read
/// when the registry says it is `ConstantLike`).
#[allow(clippy::too_many_arguments)]
pub fn op_node(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    registry: &OpInfoRegistry,
    types: &mut TypeLists,
    regions: &mut RegionStore,
    children: Kids,
) -> OpNode {
    let tys: Vec<_> = ir.results(op).map(|r| ir.value_type(r)).collect();
    OpNode {
        name: ir.op_name(op),
        props: ir.props(op).into(),
        attrs: ir.attrs(op),
        types: types.intern(&tys),
        regions: (!ir.regions(op).is_empty())
            .then(|| regions.intern(ir, op))
            .into(),
        constant: registry.constant_value(ctx, ir, op).into(),
        children,
    }
}

struct Importer<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    purity: &'a Purity<'a>,
    registry: &'a OpInfoRegistry,
    g: EqsatGraph,
    impure: std::collections::BTreeMap<String, usize>,
}

/// Imports every block nested in `top` (the module op).
pub fn import(
    ctx: &Context,
    ir: &Ir,
    top: OpId,
    purity: &Purity<'_>,
    registry: &OpInfoRegistry,
) -> Result<EqsatGraph, ImportError> {
    let types = Rc::new(SharedTypes::default());
    let egraph = MlirEGraph::new(MlirAnalysis {
        types: Rc::clone(&types),
        conflicts: Vec::new(),
        index: Default::default(),
    });
    let mut im = Importer {
        ctx,
        ir,
        purity,
        registry,
        g: EqsatGraph {
            egraph,
            types,
            regions: RegionStore::default(),
            blocks: Vec::new(),
            imported_ops: Vec::new(),
            impure_counts: Vec::new(),
        },
        impure: Default::default(),
    };
    let mut pending: Vec<BlockId> = Vec::new();
    for &r in ir.regions(top).iter().rev() {
        pending.extend(ir.region_blocks(r).iter().rev());
    }
    while let Some(b) = pending.pop() {
        let inner = im.block(b)?;
        pending.extend(inner.into_iter().rev());
    }
    im.g.impure_counts = im.impure.into_iter().collect();
    im.g.egraph.rebuild();
    Ok(im.g)
}

impl Importer<'_> {
    fn leaf(&mut self, v: Value) -> Id {
        let ty = self.ir.value_type(v);
        self.g.egraph.add(MlirNode::Leaf { value: v.0, ty })
    }

    fn class_of(&mut self, local: &FxHashMap<Value, Id>, v: Value) -> Id {
        match local.get(&v) {
            Some(&c) => c,
            None => self.leaf(v),
        }
    }

    /// Imports one block; returns the blocks nested in its roots, in order.
    fn block(&mut self, b: BlockId) -> Result<Vec<BlockId>, ImportError> {
        let (ctx, ir) = (self.ctx, self.ir);
        let mut local: FxHashMap<Value, Id> = FxHashMap::default();
        let mut roots = Vec::new();
        let mut inner = Vec::new();
        let mut seen_ops: fxhash::FxHashSet<OpId> = Default::default();
        for op in ir.block_ops(b) {
            seen_ops.insert(op);
            for v in ir.operands(op) {
                if let Some(d) = ir.defining_op(v) {
                    if ir.op_block(d) == Some(b) && !seen_ops.contains(&d) {
                        return Err(ImportError(format!(
                            "a value of `{}` is used before its definition (graph regions are not supported by eqsat mode)",
                            ctx.op_name_str(ir.op_name(d))
                        )));
                    }
                }
            }
            if self.purity.is_pure_op(ctx, ir, op) {
                let children: Kids = ir
                    .operands(op)
                    .collect::<Vec<_>>()
                    .into_iter()
                    .map(|v| self.class_of(&local, v))
                    .collect();
                let node = {
                    let mut types = self.g.types.borrow_mut();
                    op_node(
                        ctx,
                        ir,
                        op,
                        self.registry,
                        &mut types,
                        &mut self.g.regions,
                        children,
                    )
                };
                let node = MlirNode::Op(node);
                let id = self.g.egraph.add(node.clone());
                self.g.egraph.analysis.index.note(
                    node,
                    NodeInfo {
                        locs: Locs::from(&[ir.op_loc(op)][..]),
                        imported: true,
                        ..Default::default()
                    },
                );
                let n = ir.num_results(op);
                if n == 1 {
                    local.insert(ir.result(op, 0), id);
                } else {
                    for i in 0..n {
                        let p = MlirNode::Result {
                            index: i as u32,
                            tuple: [id],
                        };
                        let pid = self.g.egraph.add(p);
                        local.insert(ir.result(op, i), pid);
                    }
                }
                self.g.imported_ops.push(op);
                continue;
            }
            *self
                .impure
                .entry(ctx.op_name_str(ir.op_name(op)).to_string())
                .or_insert(0) += 1;
            let operands: Vec<Value> = ir.operands(op).collect();
            let operands = operands
                .into_iter()
                .map(|v| self.class_of(&local, v))
                .collect();
            let mut captures: Vec<(Value, Id)> = Vec::new();
            ir.walk_pre(op, &mut |nested| {
                if nested == op {
                    return;
                }
                for v in ir.operands(nested) {
                    if let Some(&c) = local.get(&v) {
                        if !captures.iter().any(|e| e.0 == v) {
                            captures.push((v, c));
                        }
                    }
                }
            });
            for &r in ir.regions(op) {
                inner.extend(ir.region_blocks(r).iter().copied());
            }
            roots.push(Root {
                op: Some(op),
                operands,
                captures,
            });
        }
        // Exports: pure values used by ops that are neither in this block
        // nor nested in one of its ops.
        let mut exports: Vec<(Value, Id)> = Vec::new();
        let mut values: Vec<(&Value, &Id)> = local.iter().collect();
        values.sort();
        for (&v, &c) in values {
            let escapes = ir.uses(v).any(|u| {
                let mut o = u.op;
                loop {
                    if ir.op_block(o) == Some(b) {
                        return false;
                    }
                    match ir.parent_op(o) {
                        Some(p) => o = p,
                        None => return true,
                    }
                }
            });
            if escapes {
                exports.push((v, c));
            }
        }
        let last_is_root = match (ir.last_op(b), roots.last()) {
            (Some(l), Some(r)) => r.op == Some(l),
            _ => false,
        };
        if !exports.is_empty() && last_is_root {
            roots.last_mut().unwrap().captures.extend(exports);
        } else if !exports.is_empty() {
            roots.push(Root {
                op: None,
                operands: Vec::new(),
                captures: exports,
            });
        }
        self.g.blocks.push(BlockPlan { block: b, roots });
        Ok(inner)
    }
}
