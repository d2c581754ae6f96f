//! The e-graph as the match and rewrite programs see it.
//!
//! [`EView`] implements translate's [`MatchView`] over a clean e-graph:
//! a value is an e-class, and the defining ops of a value are *every* op
//! e-node of its class (for a result of a multi-result op: every op node of
//! the tuple class), so the matcher backtracks over them. An op the match
//! touches gets a handle ([`OpId`]) naming a copy of its e-node.
//!
//! As a [`RewriteBuilder`] it does not change the e-graph (which the other
//! rules are still searching): it *records* what the rewrite does. A
//! created op that already exists is just its class; a new one becomes a
//! pending node (a value of it is a pending id, see [`crate::record`]);
//! `replace` records unions (one per result), `erase` does nothing (dead
//! pure ops are dropped by extraction). The recording is replayed by the
//! rule's applier.

use crate::analysis::MlirEGraph;
use crate::classes::Classes;
use crate::index::NodeKey;
use crate::lang::{Kids, MlirNode, OpNode, Opt32, RegionKey, SharedTypes, TypesId};
use crate::memo::{MemoArg, MemoKey, MemoNode, MemoOut, NativeMemo};
use crate::purity::Purity;
use crate::record::{pending_index, Recording};
use egg::{Id, Language};
use patsat_ir::{Attr, Context, OpId, OpName, Type, Value};
use patsat_translate::{HookId, MatchView, NewOp, PdlValue, RewriteBuilder};
use smallvec::SmallVec;
use std::borrow::Cow;
use std::cell::RefCell;

/// Where an op handle's node is (the e-graph does not change while the
/// handles live).
#[derive(Clone, Debug)]
pub enum NodeAt<'a> {
    /// A node of the class.
    Node(&'a MlirNode),
    /// Pending node `k` of the recording.
    Pending(u32),
    /// A copy (a parent found through `users`).
    Owned(Box<MlirNode>),
    /// The node of the e-graph a memoised native returned, by its key in
    /// the node index (see [`crate::memo`]).
    Keyed(NodeKey),
    /// The node of entry `k` of the memo of natives (see
    /// [`NativeMemo::node`]).
    Remembered(u32),
}

/// An op handle's target: the class it is in (maybe pending), its node,
/// and its number of results (asked often, and known without reading the
/// node, which may be far in memory).
#[derive(Clone, Debug)]
struct Handle<'a> {
    class: Id,
    results: u32,
    at: NodeAt<'a>,
}

/// The e-graph as a [`MatchView`] and recording [`RewriteBuilder`].
pub struct EView<'a> {
    /// The e-graph (clean: rebuilt).
    pub egraph: &'a MlirEGraph,
    /// Its classes by id.
    pub classes: &'a Classes<'a>,
    /// The context.
    pub ctx: &'a mut Context,
    /// Result-type lists.
    pub types: &'a SharedTypes,
    /// Which created ops may enter the e-graph.
    pub purity: &'a Purity<'a>,
    /// Where rewrites are recorded.
    pub rec: &'a mut Recording,
    /// While matching: defining ops whose stamp is at most this are
    /// skipped (their matches were applied before; see [`crate::rewrite`]).
    pub prune_upto: Option<u32>,
    none_ty: Type,
    handles: RefCell<Vec<Handle<'a>>>,
    /// Defining ops found per value (value, first handle, count).
    defs: RefCell<Vec<(u32, u32, u32)>>,
    /// Single-result nodes without operands that rewrites created and found
    /// in the e-graph, by everything but their (absent) children: rewrites create
    /// the same constants and inits over and over, and this key is cheaper
    /// to hash than a node. Valid while the view lives (the e-graph does
    /// not change).
    nullary: fxhash::FxHashMap<NullaryKey, (Id, &'a MlirNode)>,
    /// What [`EView::plain_nullary`] found in the e-graph, by type id
    /// (the last name asked with each type).
    plain: Vec<(OpName, Id, TypesId)>,
    /// What [`EView::create_like`] made of each result type (by type id,
    /// the last template asked with it): the node's facts but its
    /// children, and its compact key's signature.
    like: Vec<Like>,
    /// What memoisable natives returned (see [`crate::memo`]).
    pub memo: &'a mut NativeMemo,
    /// The unknown location (of nodes without one).
    unknown_loc: Attr,
    /// The key and arguments of the last
    /// [`RewriteBuilder::recall_native`].
    last_key: Option<(HookId, MemoKey)>,
    last_args: Vec<PdlValue>,
}

/// A created op (see [`EView::create_like`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Created<'a> {
    /// Its class (maybe pending).
    pub class: Id,
    /// The stored node, when it is in the e-graph.
    pub node: Option<&'a MlirNode>,
    /// Its compact key (see [`crate::NodeIndex::key_of`]), when it has one.
    pub key: Option<NodeKey>,
}

/// What ops like a template are made like (see [`EView::create_like`]):
/// name, properties, regions, result types, number of operands.
type LikeOf = (OpName, Opt32<Attr>, Opt32<RegionKey>, TypesId, usize);

/// What [`EView::create_like`] keeps of the ops [`LikeOf`] it made: their
/// attributes, constant, and the compact key of one (the signature; the
/// children are each op's own).
#[derive(Clone, Copy, Debug)]
struct Like {
    of: LikeOf,
    attrs: Attr,
    constant: Opt32<Attr>,
    key: Option<NodeKey>,
}

impl Like {
    /// An empty place (of no op: no name has this number).
    const NONE: Like = Like {
        of: (
            OpName(u32::MAX),
            Opt32::NONE,
            Opt32::NONE,
            TypesId(u32::MAX),
            0,
        ),
        attrs: Attr(u32::MAX),
        constant: Opt32::NONE,
        key: None,
    };
}

/// A node without operands, but for its children (see `EView::nullary`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct NullaryKey {
    name: OpName,
    types: crate::lang::TypesId,
    attrs: Attr,
    props: Opt32<Attr>,
    regions: Opt32<RegionKey>,
    constant: Opt32<Attr>,
}

impl<'a> EView<'a> {
    /// A view over `egraph` recording into `rec`.
    pub fn new(
        classes: &'a Classes<'a>,
        ctx: &'a mut Context,
        types: &'a SharedTypes,
        purity: &'a Purity<'a>,
        rec: &'a mut Recording,
        memo: &'a mut NativeMemo,
    ) -> Self {
        let none_ty = ctx.ty(patsat_ir::TypeKind::None);
        let unknown_loc = ctx.unknown_loc();
        EView {
            egraph: classes.egraph,
            classes,
            ctx,
            types,
            purity,
            none_ty,
            rec,
            prune_upto: None,
            unknown_loc,
            handles: RefCell::new(Vec::new()),
            defs: RefCell::new(Vec::new()),
            nullary: Default::default(),
            plain: Default::default(),
            like: Default::default(),
            memo,
            last_key: None,
            last_args: Vec::new(),
        }
    }

    /// The `none` type.
    pub fn none_type(&self) -> Type {
        self.none_ty
    }

    /// Forgets what memoisable natives returned that names recorded nodes
    /// (call when a match is rolled back).
    pub fn forget_natives(&mut self) {
        self.memo.forget_pending();
    }

    /// Ends the search: what memoisable natives returned that names
    /// recorded nodes is returned, to be resolved when the recording is
    /// applied (see [`NativeMemo::end_search`]).
    pub fn end_search(self) -> crate::memo::Parked {
        self.memo.end_search()
    }

    /// Remembers that the memoisable native call keyed `key` returned
    /// `results` (handles of this view); nothing when a result cannot be
    /// remembered (an op known only as a copy).
    pub(crate) fn remember_keyed(&mut self, key: MemoKey, results: &[PdlValue]) {
        let mut list: SmallVec<[MemoOut; 1]> = SmallVec::new();
        let mut pending = false;
        {
            let h = self.handles.borrow();
            let index = &self.egraph.analysis.index;
            for r in results {
                list.push(match r {
                    PdlValue::Op(op) => {
                        let handle = &h[op.index()];
                        let node = match &handle.at {
                            NodeAt::Node(n) => match index.key_of(n) {
                                Some(k) => MemoNode::Keyed(k),
                                None => return,
                            },
                            NodeAt::Keyed(k) => MemoNode::Keyed(*k),
                            NodeAt::Remembered(e) => self.memo.node(*e),
                            NodeAt::Pending(k) => MemoNode::Pending(*k),
                            NodeAt::Owned(_) => return,
                        };
                        pending |= matches!(node, MemoNode::Pending(_))
                            || pending_index(handle.class).is_some();
                        MemoOut::Op {
                            class: handle.class,
                            results: handle.results,
                            node,
                        }
                    }
                    v => {
                        pending |=
                            matches!(v, PdlValue::Value(x) if pending_index(class(*x)).is_some());
                        MemoOut::Other(v.clone())
                    }
                });
            }
        }
        self.memo.insert(key, &list, pending);
    }

    /// What the memo of natives answers for `key`, not remembered itself,
    /// from a call whose arguments the unions of the search's closed
    /// matches merge with `key`'s (see [`NativeMemo::recall_merged`]).
    pub(crate) fn recall_merged(&mut self, key: &MemoKey) -> Option<crate::memo::Found> {
        (self.memo).recall_merged(key, self.rec.closed_unions())
    }

    /// Remembers that the memoisable native call keyed `key` returned one
    /// single-result op, `op` (see [`EView::create_like`]).
    pub(crate) fn remember_op(&mut self, key: MemoKey, op: Created<'_>) {
        let Created {
            class,
            node,
            key: node_key,
        } = op;
        let node = match node {
            Some(_) => match node_key {
                Some(k) => MemoNode::Keyed(k),
                None => return,
            },
            None => match pending_index(class) {
                Some(k) => MemoNode::Pending(k as u32),
                None => return,
            },
        };
        let pending = pending_index(class).is_some();
        let out = MemoOut::Op {
            class,
            results: 1,
            node,
        };
        self.memo.insert(key, std::slice::from_ref(&out), pending);
    }

    /// The key of the call of `hook` with `args` (see
    /// [`NativeMemo::key`]): ops by their name, attributes, properties and
    /// regions.
    fn memo_key(&mut self, hook: HookId, args: &[PdlValue]) -> Option<MemoKey> {
        let mut key = NativeMemo::key(hook, args.len())?;
        for (k, a) in args.iter().enumerate() {
            let arg = match a {
                PdlValue::Null => MemoArg::Null,
                PdlValue::Attr(x) => MemoArg::Attr(x.0),
                PdlValue::Type(t) => MemoArg::Type(t.0),
                PdlValue::Value(v) => MemoArg::Value(v.0),
                PdlValue::Op(op) => MemoArg::Op(self.with_op(*op, |_, o| op_sig(o))),
                PdlValue::TypeRange(_) | PdlValue::ValueRange(_) => return None,
            };
            self.memo.arg(&mut key, k, arg);
        }
        Some(key)
    }

    /// The class, number of results and (when it is a node of the
    /// e-graph) node of an op handle.
    pub fn handle_target(&self, op: OpId) -> (Id, u32, Option<&'a MlirNode>) {
        let h = &self.handles.borrow()[op.index()];
        let node = match h.at {
            NodeAt::Node(n) => Some(n),
            _ => None,
        };
        (h.class, h.results, node)
    }

    /// Gives the nodes the match begun at `mark` recorded (if any) the
    /// locations of the matched ops `ops` (fused when, and if, a node is
    /// extracted).
    pub fn note_locs(&mut self, mark: crate::record::Mark, ops: impl Iterator<Item = OpId>) {
        if !self.rec.added_nodes(mark) {
            return;
        }
        let mut raw = crate::info::Locs::new();
        for o in ops {
            let l = {
                let h = self.handles.borrow();
                self.loc_at(&h[o.index()])
            };
            if !raw.contains(&l) {
                raw.push(l);
            }
        }
        self.rec.set_locs(raw);
    }

    /// [`EView::note_locs`] of matched e-graph nodes, each with its
    /// class.
    pub(crate) fn note_node_locs<'n>(
        &mut self,
        mark: crate::record::Mark,
        nodes: impl Iterator<Item = (Id, &'n MlirNode)>,
    ) {
        if !self.rec.added_nodes(mark) {
            return;
        }
        let mut raw = crate::info::Locs::new();
        for (c, n) in nodes {
            let l = self.node_loc(c, n);
            if !raw.contains(&l) {
                raw.push(l);
            }
        }
        self.rec.set_locs(raw);
    }

    /// The location of the op a handle names: its node's first location in
    /// the node index (unknown for a node not in the e-graph).
    fn loc_at(&self, h: &Handle<'a>) -> Attr {
        match &h.at {
            NodeAt::Node(n) => self.node_loc(h.class, n),
            at => self.index_loc(&self.node_at(at)),
        }
    }

    /// The location of node `n` of the e-graph, a node of class `class`:
    /// read by its position in the class (see
    /// [`ClassData::first_locs`](crate::ClassData::first_locs)), without a
    /// probe of the node index.
    #[inline]
    pub(crate) fn node_loc(&self, class: Id, n: &MlirNode) -> Attr {
        let c = self.classes.get_canonical(self.egraph.find(class));
        let (nodes, data) = (&c.nodes, &c.data);
        let at = (n as *const MlirNode as usize).wrapping_sub(nodes.as_ptr() as usize)
            / std::mem::size_of::<MlirNode>();
        match nodes.get(at).filter(|&m| std::ptr::eq(m, n)) {
            Some(_) => match data.first_locs().get(at) {
                Some(&crate::analysis::NO_LOC) => self.unknown_loc,
                Some(&l) => Attr(l),
                None => self.index_loc(n),
            },
            // (Not a node of the class: by the node itself.)
            None => self.index_loc(n),
        }
    }

    fn index_loc(&self, n: &MlirNode) -> Attr {
        match (self.egraph.analysis.index.info(n)).and_then(|i| i.locs.first()) {
            Some(&l) => l,
            None => self.unknown_loc,
        }
    }

    /// Forgets the handles of the previous root (call before each root).
    pub fn reset(&mut self) {
        self.handles.get_mut().clear();
        self.defs.get_mut().clear();
    }

    /// A handle for an op node of `class`.
    #[inline]
    pub fn handle(&self, class: Id, at: NodeAt<'a>) -> OpId {
        let handle = self.make_handle(class, at);
        let mut h = self.handles.borrow_mut();
        h.push(handle);
        OpId(h.len() as u32 - 1)
    }

    /// A handle of an op node of `class` with `results` results.
    fn push_handle(&self, class: Id, results: usize, at: NodeAt<'a>) -> OpId {
        let mut h = self.handles.borrow_mut();
        h.push(Handle {
            class,
            results: results as u32,
            at,
        });
        OpId(h.len() as u32 - 1)
    }

    /// The handle of an op node of `class`.
    fn make_handle(&self, class: Id, at: NodeAt<'a>) -> Handle<'a> {
        let results = match &*self.node_at(&at) {
            MlirNode::Op(o) => self.types.borrow().len(o.types) as u32,
            _ => 0,
        };
        Handle { class, results, at }
    }

    /// The class and e-node of an op handle.
    pub fn handle_node(&self, op: OpId) -> (Id, MlirNode) {
        let h = self.handles.borrow();
        let handle = &h[op.index()];
        (handle.class, self.node_at(&handle.at).into_owned())
    }

    /// The node a handle's place names (a recorded node made again from
    /// its compact key when it has one: see [`Recording::node`]).
    fn node_at<'n>(&'n self, at: &'n NodeAt<'a>) -> Cow<'n, MlirNode> {
        match at {
            NodeAt::Node(n) => Cow::Borrowed(n),
            NodeAt::Keyed(k) => Cow::Borrowed(self.keyed_node(k)),
            NodeAt::Remembered(e) => match self.memo.node(*e) {
                MemoNode::Keyed(k) => Cow::Borrowed(self.keyed_node(&k)),
                MemoNode::Pending(k) => self.pending_node(k as usize),
                MemoNode::Entry(_) => unreachable!("entries hold nodes"),
            },
            NodeAt::Pending(k) => self.pending_node(*k as usize),
            NodeAt::Owned(n) => Cow::Borrowed(n),
        }
    }

    /// Recorded node `k`.
    fn pending_node(&self, k: usize) -> Cow<'_, MlirNode> {
        self.rec.node(k, &self.egraph.analysis.index)
    }

    /// The node of the e-graph a key names (see [`NodeAt::Keyed`]).
    fn keyed_node(&self, k: &NodeKey) -> &'a MlirNode {
        let index = &self.egraph.analysis.index;
        let (class, pos) =
            (index.place_of_key(self.egraph, k)).expect("a remembered node is in the e-graph");
        &self.classes.get(class).nodes[pos]
    }

    fn with_op<R>(&self, op: OpId, f: impl FnOnce(&Handle<'a>, &OpNode) -> R) -> R {
        let h = self.handles.borrow();
        let handle = &h[op.index()];
        match &*self.node_at(&handle.at) {
            MlirNode::Op(o) => f(handle, o),
            _ => unreachable!("handles name op nodes"),
        }
    }

    fn node_types(&self, node: &MlirNode) -> SmallVec<[Type; 2]> {
        let lists = self.types.borrow();
        match node {
            MlirNode::Op(o) => lists.get(o.types).iter().copied().collect(),
            MlirNode::Leaf { ty, .. } => smallvec::smallvec![*ty],
            MlirNode::Result { index, tuple } => {
                let t = self.class_types(tuple[0]);
                t.get(*index as usize).copied().into_iter().collect()
            }
        }
    }

    fn class_types(&self, c: Id) -> SmallVec<[Type; 2]> {
        match pending_index(c) {
            Some(k) => self.node_types(&self.pending_node(k)),
            None => {
                let lists = self.types.borrow();
                lists.get(self.classes.types(c)).iter().copied().collect()
            }
        }
    }

    /// The op nodes defining a class (directly, or through a projection);
    /// with `upto`, only those whose stamp is above it.
    fn defining_nodes(&self, c: Id, upto: Option<u32>, out: &mut Vec<Handle<'a>>) {
        if let Some(k) = pending_index(c) {
            match &*self.pending_node(k) {
                MlirNode::Op(_) => out.push(self.make_handle(c, NodeAt::Pending(k as u32))),
                MlirNode::Result { tuple, .. } => match pending_index(tuple[0]) {
                    Some(t) => out.push(self.make_handle(tuple[0], NodeAt::Pending(t as u32))),
                    None => self.tuple_nodes(tuple[0], upto, out),
                },
                MlirNode::Leaf { .. } => {}
            }
            return;
        }
        let class = self.classes.get(c);
        for (i, n) in class.nodes.iter().enumerate() {
            match n {
                MlirNode::Op(_) => {
                    if fresh(class.data.stamps(), i, upto) {
                        out.push(self.make_handle(c, NodeAt::Node(n)))
                    }
                }
                MlirNode::Result { tuple, .. } => self.tuple_nodes(tuple[0], upto, out),
                MlirNode::Leaf { .. } => {}
            }
        }
    }

    fn tuple_nodes(&self, t: Id, upto: Option<u32>, out: &mut Vec<Handle<'a>>) {
        let class = self.classes.get(t);
        let t = class.id;
        for (i, n) in class.nodes.iter().enumerate() {
            if matches!(n, MlirNode::Op(_)) && fresh(class.data.stamps(), i, upto) {
                out.push(self.make_handle(t, NodeAt::Node(n)));
            }
        }
    }

    /// The class of a node of the clean e-graph whose children are
    /// canonical (every value the view hands out is), with the stored
    /// node, from the index of live nodes.
    fn lookup(&self, node: &MlirNode) -> Option<(Id, &'a MlirNode)> {
        debug_assert!(node.children().iter().all(|&c| self.egraph.find(c) == c));
        let (class, pos) = self.egraph.analysis.index.place(node)?;
        let stored = self.classes.get(class).nodes.get(pos)?;
        debug_assert_eq!(stored, node);
        Some((class, stored))
    }

    /// Records a node (or finds it in the e-graph); returns its class, and
    /// the stored node when it already exists.
    fn add(&mut self, node: MlirNode) -> (Id, Option<&'a MlirNode>) {
        let c = self.add_keyed(node);
        (c.class, c.node)
    }

    /// [`EView::add`], with the node's compact key.
    fn add_keyed(&mut self, node: MlirNode) -> Created<'a> {
        let key = self.egraph.analysis.index.key_of(&node);
        self.add_with_key(node, key)
    }

    /// [`EView::add_keyed`] of a node whose compact key is known: `key`
    /// (what [`crate::NodeIndex::key_of`] gives).
    fn add_with_key(&mut self, node: MlirNode, key: Option<NodeKey>) -> Created<'a> {
        debug_assert_eq!(key, self.egraph.analysis.index.key_of(&node));
        let index = &self.egraph.analysis.index;
        let any_pending = node.children().iter().any(|&c| pending_index(c).is_some());
        if !any_pending {
            let place = match &key {
                Some(k) => index.place_of(k),
                None => index.place(&node),
            };
            if let Some((class, pos)) = place {
                let stored = &self.classes.get(class).nodes[pos];
                debug_assert_eq!(stored, &node);
                return Created {
                    class,
                    node: Some(stored),
                    key,
                };
            }
        }
        Created {
            class: self.rec.add(node, key),
            node: None,
            key,
        }
    }

    fn union(&mut self, a: Id, b: Id) {
        let same = pending_index(a).is_none()
            && pending_index(b).is_none()
            && self.egraph.find(a) == self.egraph.find(b);
        if !same && a != b {
            self.rec.union(a, b);
        }
    }

    /// The dictionary of `entries` (of several values of a name the last
    /// wins; the empty dictionary when there are none).
    pub(crate) fn dict<'s>(&mut self, entries: impl IntoIterator<Item = (&'s str, Attr)>) -> Attr {
        let mut v: Vec<(String, Attr)> = Vec::new();
        for (n, a) in entries {
            match v.iter_mut().find(|e| e.0 == n) {
                Some(e) => e.1 = a,
                None => v.push((n.to_string(), a)),
            }
        }
        if v.is_empty() {
            return self.ctx.empty_dict();
        }
        self.ctx
            .dict_attr(v)
            .unwrap_or_else(|_| self.ctx.empty_dict())
    }

    /// The e-node of a created op named `name` (its attribute
    /// dictionaries made already), and whether it may enter the e-graph
    /// (a pure op with results).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn op_node(
        &mut self,
        name: OpName,
        props: Opt32<Attr>,
        attrs: Attr,
        regions: Opt32<RegionKey>,
        result_types: &[Type],
        children: Kids,
    ) -> (MlirNode, bool) {
        let types = self.types.borrow_mut().intern(result_types);
        let results = result_types.len();
        self.op_node_typed(name, props, attrs, regions, (types, results), children)
    }

    /// [`EView::op_node`] with the result types interned: their list and
    /// their number.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn op_node_typed(
        &mut self,
        name: OpName,
        props: Opt32<Attr>,
        attrs: Attr,
        regions: Opt32<RegionKey>,
        (types, results): (crate::lang::TypesId, usize),
        children: Kids,
    ) -> (MlirNode, bool) {
        let (pure, constant_like) = self.purity.name_facts(self.ctx, name);
        let constant = constant_like
            .then(|| {
                (props.get())
                    .and_then(|p| self.ctx.dict_get(p, "value"))
                    .or_else(|| self.ctx.dict_get(attrs, "value"))
            })
            .flatten()
            .into();
        let node = MlirNode::Op(OpNode {
            name,
            props,
            attrs,
            types,
            regions,
            constant,
            children,
        });
        (node, pure && results > 0)
    }

    /// The op named `name` without operands, attributes, properties or
    /// regions, of the one result type `ty`, created (see
    /// [`EView::create_node`]): its class (maybe pending) and the
    /// interned list `[ty]`; `None` when it cannot enter the e-graph. What
    /// is found in the e-graph is kept for the rest of the search (natives
    /// create the same inits over and over).
    pub(crate) fn plain_nullary(&mut self, name: OpName, ty: Type) -> Option<(Id, TypesId)> {
        if let Some(&(n, class, types)) = self.plain.get(ty.0 as usize) {
            if n == name {
                return Some((class, types));
            }
        }
        let types = self.types.borrow_mut().intern(&[ty]);
        let attrs = self.ctx.empty_dict();
        let (node, ok) = self.op_node_typed(
            name,
            Opt32::NONE,
            attrs,
            Opt32::NONE,
            (types, 1),
            Kids::new(),
        );
        if !ok {
            return None;
        }
        let (class, existing) = self.create_node(node, 1);
        if existing.is_some() {
            let i = ty.0 as usize;
            if self.plain.len() <= i {
                self.plain.resize(i + 1, (OpName(u32::MAX), class, types));
            }
            self.plain[i] = (name, class, types);
        }
        Some((class, types))
    }

    fn create(
        &mut self,
        op: NewOp<'_>,
        regions: Option<crate::lang::RegionKey>,
        template_props: Option<Attr>,
    ) -> OpId {
        let props = match template_props {
            Some(p) if op.props.is_empty() => Some(p),
            _ => (!op.props.is_empty()).then(|| self.dict(named(op.props))),
        };
        let attrs = self.dict(named(op.attrs));
        let children = children_of(op.operands);
        let (props, regions) = (props.into(), regions.into());
        let (node, ok) = self.op_node(op.name, props, attrs, regions, op.result_types, children);
        if !ok {
            self.rec.errors.push(format!(
                "the rewrite creates `{}`, which is not a pure op with results: it cannot enter the e-graph",
                self.ctx.op_name_str(op.name)
            ));
        }
        let n = op.result_types.len();
        let (class, existing) = self.create_node(node, n);
        let at = match existing {
            Some(node) => NodeAt::Node(node),
            None => NodeAt::Pending(pending_index(class).expect("a recorded node") as u32),
        };
        self.push_handle(class, n, at)
    }

    /// Records the node of a created op with `results` results (or finds
    /// it in the e-graph): its class (maybe pending), and the stored node
    /// when it exists. A multi-result op's projections are recorded too.
    /// (Shared by the machine's creations and quick rewrites.)
    pub(crate) fn create_node(
        &mut self,
        node: MlirNode,
        results: usize,
    ) -> (Id, Option<&'a MlirNode>) {
        if results == 1 && !node.children().is_empty() {
            // (The common case, without the checks below.)
            return self.add(node);
        }
        let key = match &node {
            MlirNode::Op(o) if o.children.is_empty() && results == 1 => Some(NullaryKey {
                name: o.name,
                types: o.types,
                attrs: o.attrs,
                props: o.props,
                regions: o.regions,
                constant: o.constant,
            }),
            _ => None,
        };
        if let Some((class, node)) = key.and_then(|k| self.nullary.get(&k).copied()) {
            return (class, Some(node));
        }
        let (class, existing) = self.add(node);
        if let (Some(k), Some(node)) = (key, existing) {
            self.nullary.insert(k, (class, node));
        }
        if results > 1 {
            for i in 0..results {
                self.add(MlirNode::Result {
                    index: i as u32,
                    tuple: [class],
                });
            }
        }
        (class, existing)
    }

    /// The op like `t` (its name, properties and regions, no attributes)
    /// of the one result type `ty` (interned as `types`) with operands
    /// `kids`, created as [`EView::op_node_typed`] makes it and
    /// [`EView::create_node`] creates it (with its compact key); `None` when it
    /// may not enter the e-graph. What does not depend on the operands
    /// (the node's facts, its key's signature) is kept per result type for
    /// the rest of the search (natives create ops like one template of
    /// the same few types over and over).
    pub(crate) fn create_like(
        &mut self,
        t: &OpNode,
        (ty, types): (Type, TypesId),
        kids: Kids,
    ) -> Option<Created<'a>> {
        debug_assert!(!kids.is_empty());
        let of = (t.name, t.props, t.regions, types, kids.len());
        let like = match self.like.get(ty.0 as usize) {
            Some(l) if l.of == of => *l,
            _ => self.new_like(of, ty, &kids)?,
        };
        let node = MlirNode::Op(OpNode {
            name: t.name,
            props: t.props,
            attrs: like.attrs,
            types,
            regions: t.regions,
            constant: like.constant,
            children: kids,
        });
        let key = like.key.map(|k| k.with_kids(node.children()));
        debug_assert_eq!(key, self.egraph.analysis.index.key_of(&node));
        Some(self.add_with_key(node, key))
    }

    /// The [`Like`] of ops `of` of result type `ty`, made and kept;
    /// `None` when they may not enter the e-graph.
    #[cold]
    #[inline(never)]
    fn new_like(&mut self, of: LikeOf, ty: Type, kids: &[Id]) -> Option<Like> {
        let (name, props, regions, types, _) = of;
        let attrs = self.ctx.empty_dict();
        // (The signature is of the number of children, not of which.)
        let kids = Kids::from(kids);
        let (node, ok) = self.op_node_typed(name, props, attrs, regions, (types, 1), kids);
        if !ok {
            return None;
        }
        let MlirNode::Op(o) = &node else {
            return None;
        };
        let like = Like {
            of,
            attrs,
            constant: o.constant,
            key: self.egraph.analysis.index.key_of(&node),
        };
        let i = ty.0 as usize;
        if self.like.len() <= i {
            self.like.resize(i + 1, Like::NONE);
        }
        self.like[i] = like;
        Some(like)
    }

    /// [`EView::create_node`] of a single-result op with operands (at
    /// most three) whose signature the node index numbered `sig`
    /// ([`crate::NodeIndex::sig_of`]).
    pub(crate) fn create_node_sig(&mut self, node: MlirNode, sig: u32) -> Created<'a> {
        let key = NodeKey::new(sig, node.children());
        self.add_with_key(node, Some(key))
    }

    /// The class of result `i` of a tuple class (maybe pending).
    fn projection(&self, class: Id, i: usize) -> Option<Id> {
        if pending_index(class).is_some() {
            let want = MlirNode::Result {
                index: i as u32,
                tuple: [class],
            };
            let key = self.egraph.analysis.index.key_of(&want);
            return self.rec.find(&want, key);
        }
        self.lookup(&MlirNode::Result {
            index: i as u32,
            tuple: [class],
        })
        .map(|(c, _)| c)
    }
}

/// What a memoisable native may read of an op argument (see
/// [`crate::memo::MemoArg::Op`]): its name, attributes, properties and
/// regions.
#[inline]
pub(crate) fn op_sig(o: &OpNode) -> [u32; 4] {
    let opt = |x: Option<u32>| x.unwrap_or(u32::MAX);
    [
        o.name.0,
        o.attrs.0,
        opt(o.props.get().map(|p| p.0)),
        opt(o.regions.get().map(|r| r.0)),
    ]
}

/// The entries of an attribute list as [`EView::dict`] takes them.
fn named(list: &[(String, Attr)]) -> impl Iterator<Item = (&str, Attr)> {
    list.iter().map(|(n, a)| (n.as_str(), *a))
}

/// The children of a node made of `values` (without `SmallVec`'s
/// general extension for the common short lists).
fn children_of(values: &[Value]) -> Kids {
    if values.len() > 3 {
        return values.iter().map(|&v| class(v)).collect();
    }
    let mut buf = [Id::from(0usize); 3];
    for (b, &v) in buf.iter_mut().zip(values) {
        *b = class(v);
    }
    Kids::from_buf_and_len(buf, values.len())
}

/// Whether node `i` of a class is newer than `upto` (always, without
/// `upto` or a stamp).
pub(crate) fn fresh(stamps: &[u32], i: usize, upto: Option<u32>) -> bool {
    match (upto, stamps.get(i)) {
        (Some(u), Some(&s)) => s > u,
        _ => true,
    }
}

/// The value naming class `id`.
pub(crate) fn value(id: Id) -> Value {
    Value(usize::from(id) as u32)
}

fn class(v: Value) -> Id {
    Id::from(v.0 as usize)
}

impl MatchView for EView<'_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn ctx_mut(&mut self) -> &mut Context {
        self.ctx
    }
    fn op_name(&self, op: OpId) -> OpName {
        self.with_op(op, |_, o| o.name)
    }
    fn num_operands(&self, op: OpId) -> usize {
        self.with_op(op, |_, o| o.children.len())
    }
    fn operand(&self, op: OpId, i: usize) -> Value {
        self.with_op(op, |_, o| {
            let c = o.children[i];
            match pending_index(c) {
                Some(_) => value(c),
                None => value(self.egraph.find(c)),
            }
        })
    }
    fn num_results(&self, op: OpId) -> usize {
        self.handles.borrow()[op.index()].results as usize
    }
    fn result(&self, op: OpId, i: usize) -> Value {
        let (c, n) = {
            let h = &self.handles.borrow()[op.index()];
            (h.class, h.results)
        };
        if n == 1 {
            return value(c);
        }
        match self.projection(c, i) {
            Some(p) => value(p),
            None => value(c),
        }
    }
    fn value_type(&self, v: Value) -> Type {
        let c = class(v);
        if pending_index(c).is_none() {
            return self.classes.first_type(c).unwrap_or(self.none_ty);
        }
        let tys = self.class_types(c);
        tys.first().copied().unwrap_or(self.none_ty)
    }
    fn attr(&self, op: OpId, name: &str) -> Option<Attr> {
        let (props, attrs) = self.with_op(op, |_, o| (o.props, o.attrs));
        (props.get())
            .and_then(|p| self.ctx.dict_get(p, name))
            .or_else(|| self.ctx.dict_get(attrs, name))
    }
    fn discardable_attrs(&self, op: OpId) -> Option<Attr> {
        Some(self.with_op(op, |_, o| o.attrs))
    }
    fn defining_op(&self, v: Value, k: usize) -> Option<OpId> {
        let cached = (self.defs.borrow().iter())
            .find(|d| d.0 == v.0)
            .map(|d| (d.1, d.2));
        let (start, len) = match cached {
            Some(e) => e,
            None => {
                let mut h = self.handles.borrow_mut();
                let start = h.len() as u32;
                self.defining_nodes(class(v), self.prune_upto, &mut h);
                let len = h.len() as u32 - start;
                self.defs.borrow_mut().push((v.0, start, len));
                (start, len)
            }
        };
        (k < len as usize).then(|| OpId(start + k as u32))
    }
    fn users(&self, v: Value) -> Vec<OpId> {
        let c = class(v);
        if pending_index(c).is_some() {
            return Vec::new();
        }
        let mut seen: Vec<MlirNode> = Vec::new();
        let mut out = Vec::new();
        for p in self.egraph[c].parents() {
            let node = self
                .egraph
                .id_to_node(p)
                .clone()
                .map_children(|x| self.egraph.find(x));
            if !matches!(node, MlirNode::Op(_)) || seen.contains(&node) {
                continue;
            }
            seen.push(node.clone());
            out.push(self.handle(self.egraph.find(p), NodeAt::Owned(Box::new(node))));
        }
        out
    }
    fn same_op(&self, a: OpId, b: OpId) -> bool {
        if a == b {
            return true;
        }
        let h = self.handles.borrow();
        let (x, y) = (&h[a.index()], &h[b.index()]);
        x.class == y.class
            && match (&x.at, &y.at) {
                (NodeAt::Node(m), NodeAt::Node(n)) => std::ptr::eq(*m, *n) || m == n,
                (NodeAt::Pending(k), NodeAt::Pending(l)) => k == l,
                _ => self.node_at(&x.at) == self.node_at(&y.at),
            }
    }
    /// (Natives get the unknown location: the recording gives the nodes
    /// they create the matched ops' locations, see [`EView::note_locs`].)
    fn op_loc(&self, _op: OpId) -> Attr {
        self.ctx.unknown_loc()
    }
}

impl RewriteBuilder for EView<'_> {
    fn create_op(&mut self, op: NewOp<'_>) -> OpId {
        self.create(op, None, None)
    }
    fn create_op_with_regions_of(&mut self, op: NewOp<'_>, template: OpId) -> Result<OpId, String> {
        let (regions, props) = self.with_op(template, |_, o| (o.regions.get(), o.props.get()));
        if regions.is_none() {
            return Err("the template op has no regions".to_string());
        }
        Ok(self.create(op, regions, props))
    }
    fn replace_op(&mut self, op: OpId, values: &[Value]) {
        let (c, n) = {
            let h = &self.handles.borrow()[op.index()];
            (h.class, h.results as usize)
        };
        if n == 1 {
            if let Some(&v) = values.first() {
                self.union(c, class(v));
            }
            return;
        }
        for (i, &v) in values.iter().enumerate().take(n) {
            if let Some(p) = self.projection(c, i) {
                self.union(p, class(v));
            }
        }
    }
    fn erase_op(&mut self, _op: OpId) {}
    fn recall_native(&mut self, hook: HookId, args: &[PdlValue], out: &mut Vec<PdlValue>) -> bool {
        let key = self.memo_key(hook, args);
        // (Kept for `remember_native`, which the machine calls next with
        // the same arguments when nothing is remembered.)
        self.last_key = key.map(|k| (hook, k));
        self.last_args.clear();
        self.last_args.extend_from_slice(args);
        let Some(key) = key else {
            return false;
        };
        out.clear();
        let Some(found) = (self.memo.lookup(&key, |c| c)).or_else(|| self.recall_merged(&key))
        else {
            return false;
        };
        let find = |c: Id| match pending_index(c) {
            Some(_) => c,
            None => self.egraph.find(c),
        };
        let mut h = self.handles.borrow_mut();
        self.memo.each_out(found, |r| {
            out.push(match r {
                MemoOut::Op {
                    class,
                    results,
                    node,
                } => {
                    h.push(Handle {
                        class: find(*class),
                        results: *results,
                        at: match *node {
                            MemoNode::Pending(k) => NodeAt::Pending(k),
                            MemoNode::Keyed(k) => NodeAt::Keyed(k),
                            MemoNode::Entry(e) => NodeAt::Remembered(e),
                        },
                    });
                    PdlValue::Op(OpId(h.len() as u32 - 1))
                }
                MemoOut::Other(PdlValue::Value(v)) => PdlValue::Value(value(find(class(*v)))),
                MemoOut::Other(v) => v.clone(),
            });
        });
        true
    }
    fn remember_native(&mut self, hook: HookId, args: &[PdlValue], results: &[PdlValue]) {
        let key = match self.last_key.take() {
            Some((h, k)) if h == hook && self.last_args == args => Some(k),
            _ => self.memo_key(hook, args),
        };
        if let Some(key) = key {
            self.remember_keyed(key, results);
        }
    }
}
