//! What a match program may ask of the IR it runs on ([`MatchView`]), and
//! what a rewrite program may do to it ([`RewriteBuilder`]).
//!
//! Both traits speak in `patsat_ir` handles: an [`OpId`] names an
//! operation and a [`Value`] a value. For the IR they are the IR's own
//! ids; the e-graph maps its e-nodes and e-classes into the same id spaces.
//! The one place where the two differ is [`MatchView::defining_op`]: the IR
//! answers with at most one defining op per value, the e-graph with every
//! e-node of the class, so the match interpreter backtracks over the
//! alternatives.

use patsat_ir::{Attr, BlockId, Context, Ir, OpId, OpName, RegionId, Type, Value};

/// Read access to the payload, as the match programs see it.
pub trait MatchView {
    /// The context interning names, types and attributes.
    fn ctx(&self) -> &Context;
    /// The same, mutable (natives may intern new attributes and types).
    fn ctx_mut(&mut self) -> &mut Context;
    /// The op's name.
    fn op_name(&self, op: OpId) -> OpName;
    /// Number of operands.
    fn num_operands(&self, op: OpId) -> usize;
    /// Operand `i` (`i < num_operands`).
    fn operand(&self, op: OpId, i: usize) -> Value;
    /// Number of results.
    fn num_results(&self, op: OpId) -> usize;
    /// Result `i` (`i < num_results`).
    fn result(&self, op: OpId, i: usize) -> Value;
    /// The type of a value.
    fn value_type(&self, v: Value) -> Type;
    /// The attribute `name` of an op (inherent first, then discardable, as
    /// MLIR's `Operation::getAttr`), if present.
    fn attr(&self, op: OpId, name: &str) -> Option<Attr>;
    /// The `k`-th op defining `v` (0-based), or `None` when there are no
    /// more. The IR has at most one (none for block arguments).
    fn defining_op(&self, v: Value, k: usize) -> Option<OpId>;
    /// The ops using `v`, one entry per use, in use-list order (most
    /// recent use first, as MLIR iterates `getUsers()`).
    fn users(&self, v: Value) -> Vec<OpId>;
    /// The op's location (a location attribute).
    fn op_loc(&self, op: OpId) -> Attr;
    /// A value's location: its defining op's, or a block argument's own
    /// (MLIR's `Value::getLoc`).
    fn value_loc(&self, v: Value) -> Attr {
        match self.defining_op(v, 0) {
            Some(op) => self.op_loc(op),
            None => self.ctx().unknown_loc(),
        }
    }
    /// Whether `op` was erased (a rewrite that goes on using an op it
    /// erased is an error, not a use of a dead op).
    fn is_erased(&self, _op: OpId) -> bool {
        false
    }
    /// Whether two handles name the same op (the e-graph view may hand out
    /// several handles for one e-node, reached through different values).
    fn same_op(&self, a: OpId, b: OpId) -> bool {
        a == b
    }
    /// Number of regions of an op (none where the payload holds no
    /// regions, as in the e-graph).
    fn num_regions(&self, _op: OpId) -> usize {
        0
    }
    /// Region `i` of an op (`i < num_regions`).
    fn region(&self, _op: OpId, _i: usize) -> Option<RegionId> {
        None
    }
    /// The blocks of a region, in order.
    fn region_blocks(&self, _region: RegionId) -> Vec<BlockId> {
        Vec::new()
    }
    /// The arguments of a block.
    fn block_args(&self, _block: BlockId) -> Vec<Value> {
        Vec::new()
    }
    /// The last op of a block (its terminator), if it has ops.
    fn terminator(&self, _block: BlockId) -> Option<OpId> {
        None
    }
    /// The op's discardable attributes (a dictionary attribute, MLIR's
    /// `getDiscardableAttrDictionary`); `None` for views that do not keep
    /// them apart.
    fn discardable_attrs(&self, _op: OpId) -> Option<Attr> {
        None
    }
}

/// Changes to the payload, as the rewrite programs make them. New ops are
/// created at the builder's insertion point (before the matched root).
pub trait RewriteBuilder: MatchView {
    /// Creates an op at the insertion point, with inherent attributes
    /// (`props`, printed as `<{...}>`; none for unregistered ops) and
    /// discardable ones (`attrs`).
    fn create_op(&mut self, op: NewOp<'_>) -> OpId;
    /// Replaces the results of `op` by `values` (paired in order) and
    /// erases it.
    fn replace_op(&mut self, op: OpId, values: &[Value]);
    /// Erases `op`.
    fn erase_op(&mut self, op: OpId);
    /// Creates an op as [`RewriteBuilder::create_op`] does, whose regions
    /// are copies of `template`'s (e.g. a new `linalg.matmul` with the body
    /// of a matched one); when `op.props` is empty, the template's
    /// properties are used too. Builders that cannot copy regions say so.
    fn create_op_with_regions_of(&mut self, op: NewOp<'_>, template: OpId) -> Result<OpId, String> {
        let _ = (op, template);
        Err("this builder cannot copy regions".to_string())
    }
    /// Sets (`Some`) or removes (`None`) an attribute of an op in place
    /// and notifies the driver, as `rewriter.modifyOpInPlace(op, [&] {
    /// op->setAttr(name, value); })` does: an inherent attribute of the op
    /// goes to its properties, any other to its discardable attributes.
    /// For natives written in Rust; builders that cannot change ops in
    /// place say so.
    fn set_attr(&mut self, op: OpId, name: &str, value: Option<Attr>) -> Result<(), String> {
        let _ = (op, name, value);
        Err("this builder cannot change ops in place".to_string())
    }
    /// Sets or removes an attribute as [`RewriteBuilder::set_attr`] does,
    /// but *without* notifying the driver, as a C++ helper calling
    /// `op->setAttr(name, value)` behind the rewriter's back does (the op
    /// is not revisited for that change).
    fn set_attr_unnotified(
        &mut self,
        op: OpId,
        name: &str,
        value: Option<Attr>,
    ) -> Result<(), String> {
        let _ = (op, name, value);
        Err("this builder cannot change ops in place".to_string())
    }
    /// Sets the location of an op the rewrite created (DRR's `location`
    /// directive). Builders that keep no locations ignore it.
    fn set_op_loc(&mut self, op: OpId, loc: Attr) {
        let _ = (op, loc);
    }
    /// Gives an op just created one new region per entry of `regions`,
    /// holding the blocks moved out of the given region (MLIR's builder
    /// adding regions, then `inlineRegionBefore(src, region, end)`) or
    /// empty. Builders without regions say so.
    fn add_regions(&mut self, op: OpId, regions: &[Option<RegionId>]) -> Result<(), String> {
        let _ = (op, regions);
        Err("this builder cannot move regions".to_string())
    }
    /// The results of an earlier call of the memoisable native rewrite
    /// `hook` (see [`crate::Hooks::mark_memoisable`]) with arguments equal
    /// to `args` (for ops: the same name, attributes, properties and
    /// regions), written into `out`; false when the builder remembers none
    /// (the machine then calls the hook, and
    /// [`RewriteBuilder::remember_native`]). Builders whose payload changes
    /// from one rewrite to the next remember nothing.
    fn recall_native(
        &mut self,
        hook: crate::HookId,
        args: &[crate::PdlValue],
        out: &mut Vec<crate::PdlValue>,
    ) -> bool {
        let _ = (hook, args, out);
        false
    }
    /// Notes the results of a call of a memoisable native rewrite, for
    /// [`RewriteBuilder::recall_native`].
    fn remember_native(
        &mut self,
        hook: crate::HookId,
        args: &[crate::PdlValue],
        results: &[crate::PdlValue],
    ) {
        let _ = (hook, args, results);
    }
    /// Inlines `block` right before `anchor` (MLIR's `inlineBlockBefore`):
    /// its arguments' uses become `args`, its ops move before `anchor`,
    /// the block is erased. Builders without regions say so.
    fn inline_block_before(
        &mut self,
        block: BlockId,
        anchor: OpId,
        args: &[Value],
    ) -> Result<(), String> {
        let _ = (block, anchor, args);
        Err("this builder cannot move blocks".to_string())
    }
}

/// An op to create.
#[derive(Clone, Copy, Debug)]
pub struct NewOp<'a> {
    /// Its name.
    pub name: OpName,
    /// Operands.
    pub operands: &'a [Value],
    /// Inherent attributes (properties), by name.
    pub props: &'a [(String, Attr)],
    /// Discardable attributes, by name.
    pub attrs: &'a [(String, Attr)],
    /// Result types.
    pub result_types: &'a [Type],
    /// Location.
    pub loc: Attr,
}

/// A dictionary of `entries`; on a duplicate name the last entry wins.
fn dict(ctx: &mut Context, entries: &[(String, Attr)]) -> Attr {
    if entries.is_empty() {
        return ctx.empty_dict();
    }
    let mut v: Vec<(String, Attr)> = Vec::with_capacity(entries.len());
    for (n, a) in entries {
        match v.iter_mut().find(|e| &e.0 == n) {
            Some(e) => e.1 = *a,
            None => v.push((n.clone(), *a)),
        }
    }
    ctx.dict_attr(v).unwrap_or_else(|_| ctx.empty_dict())
}

/// Looks up an attribute of an IR op: properties first, then the
/// discardable dictionary.
pub(crate) fn ir_attr(ir: &Ir, ctx: &Context, op: OpId, name: &str) -> Option<Attr> {
    if let Some(props) = ir.props(op) {
        if let Some(a) = ctx.dict_get(props, name) {
            return Some(a);
        }
    }
    ctx.dict_get(ir.attrs(op), name)
}

/// The IR, read-only (its context may grow), as a [`MatchView`].
pub struct IrView<'a> {
    /// The IR.
    pub ir: &'a Ir,
    /// Its context.
    pub ctx: &'a mut Context,
}

/// Implements [`MatchView`] for a type with `ir: &Ir`-like and
/// `ctx: &Context`-like fields.
macro_rules! ir_match_view {
    ($t:ty) => {
        impl MatchView for $t {
            fn ctx(&self) -> &Context {
                &*self.ctx
            }
            fn ctx_mut(&mut self) -> &mut Context {
                &mut *self.ctx
            }
            fn op_name(&self, op: OpId) -> OpName {
                self.ir.op_name(op)
            }
            fn num_operands(&self, op: OpId) -> usize {
                self.ir.num_operands(op)
            }
            fn operand(&self, op: OpId, i: usize) -> Value {
                self.ir.operand(op, i)
            }
            fn num_results(&self, op: OpId) -> usize {
                self.ir.num_results(op)
            }
            fn result(&self, op: OpId, i: usize) -> Value {
                self.ir.result(op, i)
            }
            fn value_type(&self, v: Value) -> Type {
                self.ir.value_type(v)
            }
            fn attr(&self, op: OpId, name: &str) -> Option<Attr> {
                ir_attr(&*self.ir, &*self.ctx, op, name)
            }
            fn defining_op(&self, v: Value, k: usize) -> Option<OpId> {
                if k == 0 {
                    self.ir.defining_op(v)
                } else {
                    None
                }
            }
            fn users(&self, v: Value) -> Vec<OpId> {
                self.ir.uses(v).map(|u| u.op).collect()
            }
            fn op_loc(&self, op: OpId) -> Attr {
                self.ir.op_loc(op)
            }
            fn value_loc(&self, v: Value) -> Attr {
                self.ir.value_loc(v)
            }
            fn is_erased(&self, op: OpId) -> bool {
                self.ir.is_erased(op)
            }
            fn num_regions(&self, op: OpId) -> usize {
                self.ir.regions(op).len()
            }
            fn region(&self, op: OpId, i: usize) -> Option<RegionId> {
                self.ir.regions(op).get(i).copied()
            }
            fn region_blocks(&self, region: RegionId) -> Vec<BlockId> {
                self.ir.region_blocks(region).to_vec()
            }
            fn block_args(&self, block: BlockId) -> Vec<Value> {
                self.ir.block_args(block).to_vec()
            }
            fn terminator(&self, block: BlockId) -> Option<OpId> {
                self.ir.terminator(block)
            }
            fn discardable_attrs(&self, op: OpId) -> Option<Attr> {
                Some(self.ir.attrs(op))
            }
        }
    };
}

ir_match_view!(IrView<'_>);
ir_match_view!(patsat_greedy::Rewriter<'_>);

impl RewriteBuilder for patsat_greedy::Rewriter<'_> {
    fn create_op(&mut self, op: NewOp<'_>) -> OpId {
        let attrs = dict(self.ctx, op.attrs);
        let props = (!op.props.is_empty()).then(|| dict(self.ctx, op.props));
        self.create(patsat_ir::OpSpec {
            name: op.name,
            operands: op.operands.to_vec(),
            result_types: op.result_types.to_vec(),
            attrs,
            props,
            successors: vec![],
            num_regions: 0,
            loc: op.loc,
        })
    }
    fn replace_op(&mut self, op: OpId, values: &[Value]) {
        patsat_greedy::Rewriter::replace_op(self, op, values)
    }
    fn erase_op(&mut self, op: OpId) {
        patsat_greedy::Rewriter::erase_op(self, op)
    }
    fn set_op_loc(&mut self, op: OpId, loc: Attr) {
        self.ir.set_op_loc(op, loc)
    }
    fn add_regions(&mut self, op: OpId, regions: &[Option<RegionId>]) -> Result<(), String> {
        for src in regions {
            let r = self.ir.new_region();
            self.ir.attach_region(op, r);
            if let Some(src) = src {
                self.move_region_blocks(*src, r);
            }
        }
        Ok(())
    }
    fn inline_block_before(
        &mut self,
        block: BlockId,
        anchor: OpId,
        args: &[Value],
    ) -> Result<(), String> {
        let n = self.ir.block_args(block).len();
        if n != args.len() {
            return Err(format!(
                "the inlined block has {} arguments but {} values are given for them",
                n,
                args.len()
            ));
        }
        let mut cur = Some(anchor);
        while let Some(o) = cur {
            match self.ir.op_block(o) {
                Some(b) if b == block => {
                    return Err("the op to inline before is inside the inlined block".into())
                }
                Some(_) => cur = self.ir.parent_op(o),
                None if o == anchor => {
                    return Err("the op to inline before is not in a block".into())
                }
                None => cur = None,
            }
        }
        patsat_greedy::Rewriter::inline_block_before(self, block, anchor, args);
        Ok(())
    }
    fn set_attr(&mut self, op: OpId, name: &str, value: Option<Attr>) -> Result<(), String> {
        let (in_props, dict) = updated_attrs(self.ir, self.ctx, op, name, value)?;
        self.modify_op_in_place(op, |ir| store_attrs(ir, op, in_props, dict));
        Ok(())
    }
    fn set_attr_unnotified(
        &mut self,
        op: OpId,
        name: &str,
        value: Option<Attr>,
    ) -> Result<(), String> {
        let (in_props, dict) = updated_attrs(self.ir, self.ctx, op, name, value)?;
        store_attrs(self.ir, op, in_props, dict);
        Ok(())
    }
}

/// Stores an op's new properties (`in_props`) or discardable attributes.
fn store_attrs(ir: &mut Ir, op: OpId, in_props: bool, dict: Attr) {
    if in_props {
        ir.set_props(op, Some(dict))
    } else {
        ir.set_attrs(op, dict)
    }
}

/// The dictionary `op->setAttr(name, value)` leaves: the properties when
/// `name` is one of them (`true`), else the discardable attributes.
fn updated_attrs(
    ir: &Ir,
    ctx: &mut Context,
    op: OpId,
    name: &str,
    value: Option<Attr>,
) -> Result<(bool, Attr), String> {
    let in_props = ir
        .props(op)
        .is_some_and(|p| ctx.dict_get(p, name).is_some());
    let old = if in_props {
        ir.props(op).unwrap_or_else(|| ctx.empty_dict())
    } else {
        ir.attrs(op)
    };
    let mut entries: Vec<(String, Attr)> = match ctx.attr_kind(old) {
        patsat_ir::AttrKind::Dictionary(e) => e.iter().filter(|e| e.0 != name).cloned().collect(),
        _ => Vec::new(),
    };
    if let Some(v) = value {
        entries.push((name.to_string(), v));
    }
    Ok((in_props, ctx.dict_attr(entries)?))
}

/// A view as a trait object: the matcher is generic over its view, and a
/// native hook takes `&mut dyn MatchView`, which a sized view and a view
/// that already is a trait object both give.
pub trait AsDynView {
    /// The view as a trait object.
    fn as_dyn(&mut self) -> &mut dyn MatchView;
}

impl<T: MatchView> AsDynView for T {
    fn as_dyn(&mut self) -> &mut dyn MatchView {
        self
    }
}

impl AsDynView for dyn MatchView + '_ {
    fn as_dyn(&mut self) -> &mut dyn MatchView {
        self
    }
}
