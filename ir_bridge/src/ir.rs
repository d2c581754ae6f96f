//! The IR arena: operations, blocks, regions and values, with use-lists.
//!
//! Everything lives in vectors indexed by small ids. Ops in a block form a
//! doubly linked list (O(1) insert and erase); each value keeps a doubly
//! linked list of its uses threaded through the operand slots, with new uses
//! added at the front as MLIR does.

use crate::attrs::Attr;
use crate::context::OpName;
use crate::types::Type;

mod moves;

macro_rules! id_type {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);
        impl $name {
            /// The id as an index.
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}
id_type!(
    /// An operation.
    OpId
);
id_type!(
    /// A block.
    BlockId
);
id_type!(
    /// A region.
    RegionId
);
id_type!(
    /// An SSA value (an op result or a block argument).
    Value
);

/// One use of a value: operand `index` of `op`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Use {
    /// The using op.
    pub op: OpId,
    /// The operand index.
    pub index: u32,
}

#[derive(Clone, Debug)]
struct Operand {
    value: Value,
    prev: Option<Use>,
    next: Option<Use>,
}

/// What defines a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueDef {
    /// Result `index` of `op`.
    Result {
        /// The defining op.
        op: OpId,
        /// The result number.
        index: u32,
    },
    /// Argument `index` of `block`.
    Arg {
        /// The block.
        block: BlockId,
        /// The argument number.
        index: u32,
    },
    /// A forward reference being parsed (never seen after parsing succeeds).
    Placeholder,
}

#[derive(Clone, Debug)]
struct ValueData {
    ty: Type,
    def: ValueDef,
    loc: Attr,
    first_use: Option<Use>,
}

/// The data of an operation.
#[derive(Clone, Debug)]
struct OpData {
    name: OpName,
    operands: Vec<Operand>,
    first_result: u32,
    num_results: u32,
    attrs: Attr,
    props: Option<Attr>,
    /// Regions and successors, which most ops have none of: kept out of
    /// line so the arena's records stay small (the arena's size is what
    /// parsing and rewriting large payloads pay for).
    nested: Option<Box<Nested>>,
    loc: Attr,
    parent: Option<BlockId>,
    prev: Option<OpId>,
    next: Option<OpId>,
    erased: bool,
}

/// The regions and successors of an op that has any.
#[derive(Clone, Debug, Default)]
struct Nested {
    regions: Vec<RegionId>,
    successors: Vec<BlockId>,
}

#[derive(Clone, Debug, Default)]
struct BlockData {
    args: Vec<Value>,
    first: Option<OpId>,
    last: Option<OpId>,
    parent: Option<RegionId>,
}

#[derive(Clone, Debug, Default)]
struct RegionData {
    blocks: Vec<BlockId>,
    parent: Option<OpId>,
}

/// Everything needed to create an operation.
#[derive(Clone, Debug)]
pub struct OpSpec {
    /// Operation name.
    pub name: OpName,
    /// Operands (successor operands included, as in MLIR's generic form).
    pub operands: Vec<Value>,
    /// Result types.
    pub result_types: Vec<Type>,
    /// Discardable attribute dictionary.
    pub attrs: Attr,
    /// Inherent properties `<{...}>`, if any.
    pub props: Option<Attr>,
    /// Successor blocks.
    pub successors: Vec<BlockId>,
    /// Number of (empty) regions to create.
    pub num_regions: usize,
    /// Location.
    pub loc: Attr,
}

/// The IR: an arena of operations, blocks, regions and values.
#[derive(Clone, Debug, Default)]
pub struct Ir {
    ops: Vec<OpData>,
    blocks: Vec<BlockData>,
    regions: Vec<RegionData>,
    values: Vec<ValueData>,
    /// Ops erased since the last [`Ir::release_erased_slots`]: their ids
    /// still name erased ops.
    erased_pending: Vec<OpId>,
    /// Slots of erased ops that [`Ir::create_op`] may reuse.
    free_ops: Vec<OpId>,
}

impl Ir {
    /// An empty arena.
    pub fn new() -> Self {
        Self::default()
    }

    // ---- values -------------------------------------------------------

    fn new_value(&mut self, ty: Type, def: ValueDef, loc: Attr) -> Value {
        let v = Value(self.values.len() as u32);
        self.values.push(ValueData {
            ty,
            def,
            loc,
            first_use: None,
        });
        v
    }
    /// A placeholder value for a forward reference (parser use).
    pub fn new_placeholder(&mut self, ty: Type, loc: Attr) -> Value {
        self.new_value(ty, ValueDef::Placeholder, loc)
    }
    /// The type of a value.
    pub fn value_type(&self, v: Value) -> Type {
        self.values[v.index()].ty
    }
    /// Changes the type of a value.
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.values[v.index()].ty = ty;
    }
    /// What defines a value.
    pub fn value_def(&self, v: Value) -> ValueDef {
        self.values[v.index()].def
    }
    /// The location of a value (block arguments carry one).
    pub fn value_loc(&self, v: Value) -> Attr {
        self.values[v.index()].loc
    }
    /// The op defining `v`, if it is an op result.
    pub fn defining_op(&self, v: Value) -> Option<OpId> {
        match self.values[v.index()].def {
            ValueDef::Result { op, .. } => Some(op),
            _ => None,
        }
    }
    /// The block that owns `v`: its defining op's block or its block.
    pub fn value_block(&self, v: Value) -> Option<BlockId> {
        match self.values[v.index()].def {
            ValueDef::Result { op, .. } => self.ops[op.index()].parent,
            ValueDef::Arg { block, .. } => Some(block),
            ValueDef::Placeholder => None,
        }
    }
    /// The uses of a value, most recent first (MLIR's use-list order).
    pub fn uses(&self, v: Value) -> UseIter<'_> {
        UseIter {
            ir: self,
            next: self.values[v.index()].first_use,
        }
    }
    /// Whether `v` has any use.
    pub fn has_uses(&self, v: Value) -> bool {
        self.values[v.index()].first_use.is_some()
    }
    /// Number of uses of `v`.
    pub fn num_uses(&self, v: Value) -> usize {
        self.uses(v).count()
    }

    fn operand_mut(&mut self, u: Use) -> &mut Operand {
        &mut self.ops[u.op.index()].operands[u.index as usize]
    }

    fn link_use(&mut self, u: Use) {
        let v = self.ops[u.op.index()].operands[u.index as usize].value;
        let head = self.values[v.index()].first_use;
        {
            let o = self.operand_mut(u);
            o.prev = None;
            o.next = head;
        }
        if let Some(h) = head {
            self.operand_mut(h).prev = Some(u);
        }
        self.values[v.index()].first_use = Some(u);
    }

    fn unlink_use(&mut self, u: Use) {
        let (v, prev, next) = {
            let o = &self.ops[u.op.index()].operands[u.index as usize];
            (o.value, o.prev, o.next)
        };
        match prev {
            Some(p) => self.operand_mut(p).next = next,
            None => self.values[v.index()].first_use = next,
        }
        if let Some(n) = next {
            self.operand_mut(n).prev = prev;
        }
    }

    /// Replaces every use of `from` by `to`. Uses are moved in use-list order
    /// and each is added at the front of `to`'s list, as MLIR's
    /// `replaceAllUsesWith` does.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        while let Some(u) = self.values[from.index()].first_use {
            self.unlink_use(u);
            self.operand_mut(u).value = to;
            self.link_use(u);
        }
    }

    // ---- operations ---------------------------------------------------

    /// Creates a detached operation with fresh results and empty regions
    /// (in the slot of an erased op once [`Ir::release_erased_slots`] has
    /// freed some).
    pub fn create_op(&mut self, spec: OpSpec) -> OpId {
        let id = match self.free_ops.pop() {
            Some(id) => id,
            None => {
                let id = OpId(self.ops.len() as u32);
                self.ops.push(OpData {
                    name: spec.name,
                    operands: Vec::new(),
                    first_result: 0,
                    // No result count matches: fresh values are made.
                    num_results: u32::MAX,
                    attrs: spec.attrs,
                    props: None,
                    nested: None,
                    loc: spec.loc,
                    parent: None,
                    prev: None,
                    next: None,
                    erased: true,
                });
                id
            }
        };
        self.fill_slot(id, spec)
    }

    /// Builds `spec` in a vacant slot (new, or of an erased op), reusing
    /// its result values when the result count matches and its vectors'
    /// storage (a greedy run erases and creates ops at the same rate: reuse
    /// keeps the arena from growing, and touching fresh memory was its
    /// main cost).
    fn fill_slot(&mut self, id: OpId, spec: OpSpec) -> OpId {
        let old = &mut self.ops[id.index()];
        debug_assert!(old.erased && old.parent.is_none());
        let n = spec.result_types.len() as u32;
        let mut operands = std::mem::take(&mut old.operands);
        let mut nested = old.nested.take();
        let first_result = if old.num_results == n {
            let first = old.first_result;
            for (i, ty) in spec.result_types.iter().enumerate() {
                let v = &mut self.values[first as usize + i];
                debug_assert!(v.first_use.is_none(), "reused result still used");
                v.ty = *ty;
                v.loc = spec.loc;
            }
            first
        } else {
            let first = self.values.len() as u32;
            for (i, ty) in spec.result_types.iter().enumerate() {
                self.new_value(
                    *ty,
                    ValueDef::Result {
                        op: id,
                        index: i as u32,
                    },
                    spec.loc,
                );
            }
            first
        };
        operands.clear();
        operands.extend(spec.operands.into_iter().map(|value| Operand {
            value,
            prev: None,
            next: None,
        }));
        if spec.successors.is_empty() && spec.num_regions == 0 {
            nested = None;
        } else {
            let n = nested.get_or_insert_with(Default::default);
            n.regions.clear();
            n.successors.clear();
            n.successors.extend(spec.successors);
        }
        let n_operands = operands.len();
        self.ops[id.index()] = OpData {
            name: spec.name,
            operands,
            first_result,
            num_results: n,
            attrs: spec.attrs,
            props: spec.props,
            nested,
            loc: spec.loc,
            parent: None,
            prev: None,
            next: None,
            erased: false,
        };
        for i in 0..n_operands {
            self.link_use(Use {
                op: id,
                index: i as u32,
            });
        }
        for _ in 0..spec.num_regions {
            let r = RegionId(self.regions.len() as u32);
            self.regions.push(RegionData {
                blocks: Vec::new(),
                parent: Some(id),
            });
            self.nested_mut(id).regions.push(r);
        }
        id
    }

    /// Lets [`Ir::create_op`] reuse the slots of every op erased so far.
    /// Until this call an erased op's id keeps naming that erased op
    /// ([`Ir::is_erased`] says so); after it, the id may name a new op.
    /// Call it only where no id of an erased op is held (the greedy driver
    /// calls it between pattern applications, once its worklist and
    /// tables have forgotten the erased ops).
    pub fn release_erased_slots(&mut self) {
        self.free_ops.append(&mut self.erased_pending);
    }

    /// The name of an op.
    pub fn op_name(&self, op: OpId) -> OpName {
        self.ops[op.index()].name
    }
    /// The number of operands of an op.
    pub fn num_operands(&self, op: OpId) -> usize {
        self.ops[op.index()].operands.len()
    }
    /// Operand `i` of an op.
    pub fn operand(&self, op: OpId, i: usize) -> Value {
        self.ops[op.index()].operands[i].value
    }
    /// The operands of an op.
    pub fn operands(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> + '_ {
        self.ops[op.index()].operands.iter().map(|o| o.value)
    }
    /// Sets operand `i` of an op to `v` (the new use goes to the front).
    pub fn set_operand(&mut self, op: OpId, i: usize, v: Value) {
        let u = Use {
            op,
            index: i as u32,
        };
        self.unlink_use(u);
        self.operand_mut(u).value = v;
        self.link_use(u);
    }
    /// Removes operand `i` of an op. As in MLIR, the operands after it
    /// shift down and each of their uses moves to the front of its value's
    /// use-list (in operand order); earlier operands keep their place.
    pub fn erase_operand(&mut self, op: OpId, i: usize) {
        let n = self.ops[op.index()].operands.len();
        for j in i..n {
            self.unlink_use(Use {
                op,
                index: j as u32,
            });
        }
        self.ops[op.index()].operands.remove(i);
        for j in i..n - 1 {
            self.link_use(Use {
                op,
                index: j as u32,
            });
        }
    }
    /// Inserts `v` as operand `i` of an op (later operands shift up and
    /// their uses move to the front of their use-lists, as in MLIR).
    pub fn insert_operand(&mut self, op: OpId, i: usize, v: Value) {
        let n = self.ops[op.index()].operands.len();
        for j in i..n {
            self.unlink_use(Use {
                op,
                index: j as u32,
            });
        }
        self.ops[op.index()].operands.insert(
            i,
            Operand {
                value: v,
                prev: None,
                next: None,
            },
        );
        for j in i..=n {
            self.link_use(Use {
                op,
                index: j as u32,
            });
        }
    }
    /// Replaces successor `i` of an op.
    pub fn set_successor(&mut self, op: OpId, i: usize, block: BlockId) {
        self.nested_mut(op).successors[i] = block;
    }
    /// The number of results of an op.
    pub fn num_results(&self, op: OpId) -> usize {
        self.ops[op.index()].num_results as usize
    }
    /// Result `i` of an op.
    pub fn result(&self, op: OpId, i: usize) -> Value {
        debug_assert!(i < self.num_results(op));
        Value(self.ops[op.index()].first_result + i as u32)
    }
    /// The results of an op.
    pub fn results(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> {
        let d = &self.ops[op.index()];
        (d.first_result..d.first_result + d.num_results).map(Value)
    }
    /// The discardable attribute dictionary of an op.
    pub fn attrs(&self, op: OpId) -> Attr {
        self.ops[op.index()].attrs
    }
    /// Replaces the discardable attribute dictionary of an op.
    pub fn set_attrs(&mut self, op: OpId, dict: Attr) {
        self.ops[op.index()].attrs = dict;
    }
    /// The properties dictionary of an op, if any.
    pub fn props(&self, op: OpId) -> Option<Attr> {
        self.ops[op.index()].props
    }
    /// Replaces the properties of an op.
    pub fn set_props(&mut self, op: OpId, props: Option<Attr>) {
        self.ops[op.index()].props = props;
    }
    /// The regions of an op.
    pub fn regions(&self, op: OpId) -> &[RegionId] {
        self.ops[op.index()]
            .nested
            .as_ref()
            .map_or(&[], |n| &n.regions)
    }
    /// The successors of an op.
    pub fn successors(&self, op: OpId) -> &[BlockId] {
        self.ops[op.index()]
            .nested
            .as_ref()
            .map_or(&[], |n| &n.successors)
    }
    fn nested_mut(&mut self, op: OpId) -> &mut Nested {
        self.ops[op.index()]
            .nested
            .get_or_insert_with(Default::default)
    }
    /// The location of an op.
    pub fn op_loc(&self, op: OpId) -> Attr {
        self.ops[op.index()].loc
    }
    /// Sets the location of an op.
    pub fn set_op_loc(&mut self, op: OpId, loc: Attr) {
        self.ops[op.index()].loc = loc;
    }
    /// The block containing an op.
    pub fn op_block(&self, op: OpId) -> Option<BlockId> {
        self.ops[op.index()].parent
    }
    /// The op after `op` in its block.
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op.index()].next
    }
    /// The op before `op` in its block.
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op.index()].prev
    }
    /// The op that owns the region containing `op`'s block.
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let b = self.ops[op.index()].parent?;
        let r = self.blocks[b.index()].parent?;
        self.regions[r.index()].parent
    }
    /// Whether `op` was erased.
    pub fn is_erased(&self, op: OpId) -> bool {
        self.ops[op.index()].erased
    }
    /// Number of value slots ever allocated.
    pub fn num_values(&self) -> usize {
        self.values.len()
    }
    /// Number of region slots ever allocated (regions of erased ops
    /// included); `RegionId(i)` for `i` below it names a region.
    pub fn num_region_slots(&self) -> usize {
        self.regions.len()
    }
    /// Number of block slots ever allocated.
    pub fn num_blocks(&self) -> usize {
        self.blocks.len()
    }
    /// Number of op slots ever allocated (erased included).
    pub fn op_capacity(&self) -> usize {
        self.ops.len()
    }

    fn link_op(&mut self, op: OpId, block: BlockId, prev: Option<OpId>, next: Option<OpId>) {
        debug_assert!(self.ops[op.index()].parent.is_none());
        {
            let d = &mut self.ops[op.index()];
            d.parent = Some(block);
            d.prev = prev;
            d.next = next;
        }
        match prev {
            Some(p) => self.ops[p.index()].next = Some(op),
            None => self.blocks[block.index()].first = Some(op),
        }
        match next {
            Some(n) => self.ops[n.index()].prev = Some(op),
            None => self.blocks[block.index()].last = Some(op),
        }
    }

    /// Appends a detached op to the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        let last = self.blocks[block.index()].last;
        self.link_op(op, block, last, None);
    }
    /// Prepends a detached op to the start of `block`.
    pub fn prepend_op(&mut self, block: BlockId, op: OpId) {
        let first = self.blocks[block.index()].first;
        self.link_op(op, block, None, first);
    }
    /// Inserts a detached op right before `anchor`.
    pub fn insert_before(&mut self, anchor: OpId, op: OpId) {
        let block = self.ops[anchor.index()].parent.expect("anchor is detached");
        let prev = self.ops[anchor.index()].prev;
        self.link_op(op, block, prev, Some(anchor));
    }
    /// Inserts a detached op right after `anchor`.
    pub fn insert_after(&mut self, anchor: OpId, op: OpId) {
        let block = self.ops[anchor.index()].parent.expect("anchor is detached");
        let next = self.ops[anchor.index()].next;
        self.link_op(op, block, Some(anchor), next);
    }
    /// Unlinks an op from its block (it keeps operands, results and regions).
    pub fn detach_op(&mut self, op: OpId) {
        let Some(block) = self.ops[op.index()].parent else {
            return;
        };
        let (prev, next) = (self.ops[op.index()].prev, self.ops[op.index()].next);
        match prev {
            Some(p) => self.ops[p.index()].next = next,
            None => self.blocks[block.index()].first = next,
        }
        match next {
            Some(n) => self.ops[n.index()].prev = prev,
            None => self.blocks[block.index()].last = prev,
        }
        let d = &mut self.ops[op.index()];
        d.parent = None;
        d.prev = None;
        d.next = None;
    }
    /// Moves `op` right before `anchor`.
    pub fn move_before(&mut self, op: OpId, anchor: OpId) {
        self.detach_op(op);
        self.insert_before(anchor, op);
    }
    /// Moves `op` right after `anchor`.
    pub fn move_after(&mut self, op: OpId, anchor: OpId) {
        self.detach_op(op);
        self.insert_after(anchor, op);
    }

    /// Erases an op and everything nested in it: detaches it and drops all
    /// its operand uses. Its results must be unused outside of it.
    pub fn erase_op(&mut self, op: OpId) {
        self.detach_op(op);
        // Drop uses of everything nested first, post-order.
        let mut all = Vec::new();
        self.walk_post(op, &mut |o| all.push(o));
        for &o in &all {
            for i in 0..self.ops[o.index()].operands.len() {
                self.unlink_use(Use {
                    op: o,
                    index: i as u32,
                });
            }
            self.ops[o.index()].operands.clear();
        }
        for &o in &all {
            debug_assert!(
                self.results(o).all(|r| !self.has_uses(r)),
                "erasing an op whose results are still used"
            );
            self.ops[o.index()].erased = true;
        }
        self.erased_pending.extend(all);
    }

    /// Makes every use of `v` use a fresh placeholder value of the same
    /// type instead (MLIR's `dropAllUses`, for values whose users are about
    /// to be erased too: unreachable blocks).
    pub fn drop_all_uses(&mut self, v: Value) {
        if self.has_uses(v) {
            let p = self.new_placeholder(self.value_type(v), self.value_loc(v));
            self.replace_all_uses_with(v, p);
        }
    }

    /// Erases a block: every op in it (last first) and the block itself,
    /// which leaves its region. Values defined in it must be unused outside
    /// of it (see [`Ir::drop_all_uses`]).
    pub fn erase_block(&mut self, block: BlockId) {
        while let Some(op) = self.blocks[block.index()].last {
            self.erase_op(op);
        }
        if let Some(r) = self.blocks[block.index()].parent.take() {
            self.regions[r.index()].blocks.retain(|&b| b != block);
        }
    }

    /// The region containing an op, if the op is in a block of a region.
    pub fn op_region(&self, op: OpId) -> Option<RegionId> {
        self.blocks[self.ops[op.index()].parent?.index()].parent
    }

    /// The op ending a block, if the block is not empty.
    pub fn terminator(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block.index()].last
    }

    // ---- blocks and regions ------------------------------------------

    /// Creates a block at the end of `region`.
    pub fn append_block(&mut self, region: RegionId) -> BlockId {
        let b = self.new_block();
        self.regions[region.index()].blocks.push(b);
        self.blocks[b.index()].parent = Some(region);
        b
    }
    /// Creates a detached block.
    pub fn new_block(&mut self) -> BlockId {
        let b = BlockId(self.blocks.len() as u32);
        self.blocks.push(BlockData::default());
        b
    }
    /// Appends a detached block to `region`.
    pub fn push_block(&mut self, region: RegionId, block: BlockId) {
        self.regions[region.index()].blocks.push(block);
        self.blocks[block.index()].parent = Some(region);
    }
    /// Creates a detached region (see [`Ir::attach_region`]).
    pub fn new_region(&mut self) -> RegionId {
        let r = RegionId(self.regions.len() as u32);
        self.regions.push(RegionData::default());
        r
    }
    /// Appends a detached region to an op's regions.
    pub fn attach_region(&mut self, op: OpId, region: RegionId) {
        self.regions[region.index()].parent = Some(op);
        self.nested_mut(op).regions.push(region);
    }
    /// Sets the location of a value (block arguments).
    pub fn set_value_loc(&mut self, v: Value, loc: Attr) {
        self.values[v.index()].loc = loc;
    }
    /// Adds an argument to a block.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: Attr) -> Value {
        let index = self.blocks[block.index()].args.len() as u32;
        let v = self.new_value(ty, ValueDef::Arg { block, index }, loc);
        self.blocks[block.index()].args.push(v);
        v
    }
    /// Removes argument `index` of a block (it must be unused); later
    /// arguments move down one position.
    pub fn erase_block_arg(&mut self, block: BlockId, index: usize) {
        debug_assert!(!self.has_uses(self.blocks[block.index()].args[index]));
        self.blocks[block.index()].args.remove(index);
        for (i, &v) in self.blocks[block.index()]
            .args
            .iter()
            .enumerate()
            .skip(index)
        {
            self.values[v.index()].def = ValueDef::Arg {
                block,
                index: i as u32,
            };
        }
    }
    /// The arguments of a block.
    pub fn block_args(&self, block: BlockId) -> &[Value] {
        &self.blocks[block.index()].args
    }
    /// The region containing a block.
    pub fn block_region(&self, block: BlockId) -> Option<RegionId> {
        self.blocks[block.index()].parent
    }
    /// The first op of a block.
    pub fn first_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block.index()].first
    }
    /// The last op of a block.
    pub fn last_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block.index()].last
    }
    /// The ops of a block, in order.
    pub fn block_ops(&self, block: BlockId) -> OpIter<'_> {
        OpIter {
            ir: self,
            next: self.blocks[block.index()].first,
        }
    }
    /// The blocks of a region, in order.
    pub fn region_blocks(&self, region: RegionId) -> &[BlockId] {
        &self.regions[region.index()].blocks
    }
    /// The op owning a region.
    pub fn region_op(&self, region: RegionId) -> Option<OpId> {
        self.regions[region.index()].parent
    }

    // ---- walks --------------------------------------------------------

    /// Visits `op` and everything nested in it, parents before children.
    pub fn walk_pre(&self, op: OpId, f: &mut impl FnMut(OpId)) {
        f(op);
        for &r in self.regions(op) {
            for &b in &self.regions[r.index()].blocks {
                let mut cur = self.blocks[b.index()].first;
                while let Some(o) = cur {
                    cur = self.ops[o.index()].next;
                    self.walk_pre(o, f);
                }
            }
        }
    }
    /// Visits everything nested in `op` and then `op`, children first.
    pub fn walk_post(&self, op: OpId, f: &mut impl FnMut(OpId)) {
        for &r in self.regions(op) {
            for &b in &self.regions[r.index()].blocks {
                let mut cur = self.blocks[b.index()].first;
                while let Some(o) = cur {
                    cur = self.ops[o.index()].next;
                    self.walk_post(o, f);
                }
            }
        }
        f(op);
    }

    /// Whether `ancestor` is `op` or contains it.
    pub fn is_ancestor(&self, ancestor: OpId, mut op: OpId) -> bool {
        loop {
            if op == ancestor {
                return true;
            }
            match self.parent_op(op) {
                Some(p) => op = p,
                None => return false,
            }
        }
    }
}

/// Iterates over the uses of a value.
pub struct UseIter<'a> {
    ir: &'a Ir,
    next: Option<Use>,
}

impl Iterator for UseIter<'_> {
    type Item = Use;
    fn next(&mut self) -> Option<Use> {
        let u = self.next?;
        self.next = self.ir.ops[u.op.index()].operands[u.index as usize].next;
        Some(u)
    }
}

/// Iterates over the ops of a block.
pub struct OpIter<'a> {
    ir: &'a Ir,
    next: Option<OpId>,
}

impl Iterator for OpIter<'_> {
    type Item = OpId;
    fn next(&mut self) -> Option<OpId> {
        let o = self.next?;
        self.next = self.ir.ops[o.index()].next;
        Some(o)
    }
}

/// Where a [`Builder`] inserts new ops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InsertPoint {
    /// Before this op.
    Before(OpId),
    /// After this op.
    After(OpId),
    /// At the end of this block.
    End(BlockId),
    /// At the start of this block.
    Start(BlockId),
}

/// Creates ops at an insertion point; after each insertion the point moves
/// past the new op so that consecutive ops come out in order.
pub struct Builder<'a> {
    /// The IR being built.
    pub ir: &'a mut Ir,
    /// The current insertion point.
    pub ip: InsertPoint,
}

impl<'a> Builder<'a> {
    /// A builder inserting at `ip`.
    pub fn new(ir: &'a mut Ir, ip: InsertPoint) -> Self {
        Builder { ir, ip }
    }
    /// Creates an op from `spec` and inserts it.
    pub fn create(&mut self, spec: OpSpec) -> OpId {
        let op = self.ir.create_op(spec);
        match self.ip {
            InsertPoint::Before(a) => self.ir.insert_before(a, op),
            InsertPoint::After(a) => {
                self.ir.insert_after(a, op);
                self.ip = InsertPoint::After(op);
            }
            InsertPoint::End(b) => self.ir.append_op(b, op),
            InsertPoint::Start(b) => {
                self.ir.prepend_op(b, op);
                self.ip = InsertPoint::After(op);
            }
        }
        op
    }
}

// The arena record's size is what large payloads pay for in memory and
// page faults; keep it from growing back unnoticed.
const _: () = assert!(std::mem::size_of::<OpData>() <= 88);
