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
//! pending node (a value of it is a pending id, with [`PENDING`] set);
//! `replace` records unions (one per result), `erase` does nothing (dead
//! pure ops are dropped by extraction). The recording is replayed by the
//! rule's applier.

use crate::analysis::MlirEGraph;
use crate::info::NodeInfo;
use crate::lang::{MlirNode, OpNode, TypeLists};
use crate::purity::Purity;
use egg::{Id, Language};
use fxhash::FxHashMap;
use patsat_ir::{Attr, Context, OpId, OpName, Type, Value};
use patsat_translate::{MatchView, NewOp, RewriteBuilder};
use smallvec::SmallVec;
use std::cell::RefCell;

/// The bit marking a pending (recorded, not yet added) node's id.
pub const PENDING: u32 = 1 << 31;

fn pending_index(id: Id) -> Option<usize> {
    let raw = usize::from(id) as u32;
    (raw & PENDING != 0).then_some((raw & !PENDING) as usize)
}

fn pending_id(k: usize) -> Id {
    Id::from((k as u32 | PENDING) as usize)
}

/// What the rewrites of one rule did during one search: nodes to add
/// (children may be pending ids of earlier nodes), unions to make, and
/// the facts of the new nodes.
#[derive(Debug, Default)]
pub struct Recording {
    /// Nodes to add, in order.
    pub nodes: Vec<(MlirNode, NodeInfo)>,
    /// Unions to make (either side may be pending).
    pub unions: Vec<(Id, Id)>,
    /// Where each recorded match starts in `nodes` and `unions` (matches
    /// that found everything already in place record nothing).
    pub segments: Vec<(u32, u32)>,
    /// Matches found.
    pub matches: usize,
    /// Errors of rewrites (their recordings were dropped).
    pub errors: Vec<String>,
}

impl Recording {
    /// Clears everything.
    pub fn clear(&mut self) {
        self.nodes.clear();
        self.unions.clear();
        self.segments.clear();
        self.matches = 0;
        self.errors.clear();
    }

    /// A mark to roll a failed rewrite back to.
    pub fn mark(&self) -> (usize, usize) {
        (self.nodes.len(), self.unions.len())
    }

    /// Drops what was recorded since `mark`.
    pub fn rollback(&mut self, mark: (usize, usize)) {
        self.nodes.truncate(mark.0);
        self.unions.truncate(mark.1);
    }

    /// Closes the match begun at `mark`: a segment if it recorded anything.
    pub fn close(&mut self, mark: (usize, usize)) {
        if self.nodes.len() > mark.0 || self.unions.len() > mark.1 {
            self.segments.push((mark.0 as u32, mark.1 as u32));
        }
    }

    /// Adds the nodes of segment `k` and makes its unions (pending ids of a
    /// segment name nodes of the same segment); returns the classes that
    /// merged.
    pub fn replay(&self, k: usize, egraph: &mut MlirEGraph) -> Vec<Id> {
        let (n0, u0) = self.segments[k];
        let (n1, u1) = match self.segments.get(k + 1) {
            Some(&(n, u)) => (n as usize, u as usize),
            None => (self.nodes.len(), self.unions.len()),
        };
        let mut ids: Vec<Id> = Vec::with_capacity(n1 - n0 as usize);
        let resolve = |ids: &[Id], id: Id| match pending_index(id) {
            Some(j) => ids[j - n0 as usize],
            None => id,
        };
        for (node, info) in &self.nodes[n0 as usize..n1] {
            let n = node.clone().map_children(|c| resolve(&ids, c));
            let id = egraph.add(n.clone());
            egraph.analysis.infos.note(n, info.clone());
            ids.push(id);
        }
        let mut merged = Vec::new();
        for &(a, b) in &self.unions[u0 as usize..u1] {
            let (a, b) = (resolve(&ids, a), resolve(&ids, b));
            if egraph.union(a, b) {
                merged.push(egraph.find(a));
            }
        }
        merged
    }
}

/// Where an op handle's node is (the e-graph does not change while the
/// handles live).
#[derive(Clone, Debug)]
pub enum NodeAt {
    /// Node `i` of the class.
    Class(u32),
    /// Pending node `k` of the recording.
    Pending(u32),
    /// A copy (a parent found through `users`).
    Owned(MlirNode),
}

/// An op handle's target: the class it is in (maybe pending) and its node.
#[derive(Clone, Debug)]
struct Handle {
    class: Id,
    at: NodeAt,
}

/// The e-graph as a [`MatchView`] and recording [`RewriteBuilder`].
pub struct EView<'a> {
    /// The e-graph (clean: rebuilt).
    pub egraph: &'a MlirEGraph,
    /// The context.
    pub ctx: &'a mut Context,
    /// Result-type lists.
    pub types: &'a RefCell<TypeLists>,
    /// Which created ops may enter the e-graph.
    pub purity: &'a Purity<'a>,
    /// Where rewrites are recorded.
    pub rec: &'a mut Recording,
    /// Facts given to nodes created by the current rewrite.
    pub new_info: NodeInfo,
    /// Whether [`MatchView::op_loc`] looks locations up (only when the
    /// fused location of new nodes is computed; natives get `unknown`,
    /// which the recording replaces anyway).
    pub want_locs: bool,
    /// While matching: defining ops whose stamp is at most this are
    /// skipped (their matches were applied before; see [`crate::rewrite`]).
    pub prune_upto: Option<u32>,
    none_ty: Type,
    handles: RefCell<Vec<Handle>>,
    defs: RefCell<FxHashMap<u32, (u32, u32)>>,
}

impl<'a> EView<'a> {
    /// A view over `egraph` recording into `rec`.
    pub fn new(
        egraph: &'a MlirEGraph,
        ctx: &'a mut Context,
        types: &'a RefCell<TypeLists>,
        purity: &'a Purity<'a>,
        rec: &'a mut Recording,
    ) -> Self {
        let none_ty = ctx.ty(patsat_ir::TypeKind::None);
        EView {
            egraph,
            ctx,
            types,
            purity,
            none_ty,
            rec,
            new_info: NodeInfo::default(),
            prune_upto: None,
            want_locs: false,
            handles: RefCell::new(Vec::new()),
            defs: RefCell::new(FxHashMap::default()),
        }
    }

    /// Forgets the handles of the previous root (call before each root).
    pub fn reset(&mut self) {
        self.handles.get_mut().clear();
        self.defs.get_mut().clear();
    }

    /// A handle for an op node of `class`.
    pub fn handle(&self, class: Id, at: NodeAt) -> OpId {
        let mut h = self.handles.borrow_mut();
        h.push(Handle { class, at });
        OpId(h.len() as u32 - 1)
    }

    fn node_at<'n>(&'n self, class: Id, at: &'n NodeAt) -> &'n MlirNode {
        match at {
            NodeAt::Class(i) => &self.egraph[class].nodes[*i as usize],
            NodeAt::Pending(k) => &self.rec.nodes[*k as usize].0,
            NodeAt::Owned(n) => n,
        }
    }

    fn with_op<R>(&self, op: OpId, f: impl FnOnce(&Handle, &OpNode) -> R) -> R {
        let h = self.handles.borrow();
        let handle = &h[op.index()];
        match self.node_at(handle.class, &handle.at) {
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
            Some(k) => {
                let node = self.rec.nodes[k].0.clone();
                self.node_types(&node)
            }
            None => {
                let lists = self.types.borrow();
                lists
                    .get(self.egraph[c].data.types)
                    .iter()
                    .copied()
                    .collect()
            }
        }
    }

    /// The op nodes defining a class (directly, or through a projection).
    fn defining_nodes(&self, c: Id, out: &mut Vec<(Id, NodeAt)>) {
        if let Some(k) = pending_index(c) {
            match &self.rec.nodes[k].0 {
                MlirNode::Op(_) => out.push((c, NodeAt::Pending(k as u32))),
                MlirNode::Result { tuple, .. } => match pending_index(tuple[0]) {
                    Some(t) => out.push((tuple[0], NodeAt::Pending(t as u32))),
                    None => self.tuple_nodes(tuple[0], out),
                },
                MlirNode::Leaf { .. } => {}
            }
            return;
        }
        for (i, n) in self.egraph[c].nodes.iter().enumerate() {
            match n {
                MlirNode::Op(_) => out.push((c, NodeAt::Class(i as u32))),
                MlirNode::Result { tuple, .. } => self.tuple_nodes(tuple[0], out),
                MlirNode::Leaf { .. } => {}
            }
        }
    }

    fn tuple_nodes(&self, t: Id, out: &mut Vec<(Id, NodeAt)>) {
        let t = self.egraph.find(t);
        for (i, n) in self.egraph[t].nodes.iter().enumerate() {
            if let MlirNode::Op(_) = n {
                out.push((t, NodeAt::Class(i as u32)));
            }
        }
    }

    /// Records a node (or finds it in the e-graph); returns its class.
    fn add(&mut self, node: MlirNode) -> Id {
        let any_pending = node.children().iter().any(|&c| pending_index(c).is_some());
        if !any_pending {
            let mut probe = node.clone();
            if let Some(id) = self.egraph.lookup(&mut probe) {
                return id;
            }
        }
        self.rec.nodes.push((node, self.new_info.clone()));
        pending_id(self.rec.nodes.len() - 1)
    }

    fn union(&mut self, a: Id, b: Id) {
        let same = pending_index(a).is_none()
            && pending_index(b).is_none()
            && self.egraph.find(a) == self.egraph.find(b);
        if !same && a != b {
            self.rec.unions.push((a, b));
        }
    }

    fn dict(&mut self, entries: &[(String, Attr)]) -> Attr {
        if entries.is_empty() {
            return self.ctx.empty_dict();
        }
        let mut v: Vec<(String, Attr)> = Vec::with_capacity(entries.len());
        for (n, a) in entries {
            match v.iter_mut().find(|e| &e.0 == n) {
                Some(e) => e.1 = *a,
                None => v.push((n.clone(), *a)),
            }
        }
        self.ctx
            .dict_attr(v)
            .unwrap_or_else(|_| self.ctx.empty_dict())
    }

    fn create(
        &mut self,
        op: NewOp<'_>,
        regions: Option<crate::lang::RegionKey>,
        template_props: Option<Attr>,
    ) -> OpId {
        let (pure, constant_like) = self.purity.name_facts(self.ctx, op.name);
        if !pure || op.result_types.is_empty() {
            self.rec.errors.push(format!(
                "the rewrite creates `{}`, which is not a pure op with results: it cannot enter the e-graph",
                self.ctx.op_name_str(op.name)
            ));
        }
        let props = match template_props {
            Some(p) if op.props.is_empty() => Some(p),
            _ => (!op.props.is_empty()).then(|| self.dict(op.props)),
        };
        let attrs = self.dict(op.attrs);
        let constant = constant_like
            .then(|| {
                props
                    .and_then(|p| self.ctx.dict_get(p, "value"))
                    .or_else(|| self.ctx.dict_get(attrs, "value"))
            })
            .flatten();
        let types = self.types.borrow_mut().intern(op.result_types);
        let children = op.operands.iter().map(|v| Id::from(v.0 as usize)).collect();
        let node = MlirNode::Op(OpNode {
            name: op.name,
            props,
            attrs,
            types,
            regions,
            constant,
            children,
        });
        let class = self.add(node.clone());
        let at = match pending_index(class) {
            Some(k) => NodeAt::Pending(k as u32),
            None => NodeAt::Owned(node),
        };
        let h = self.handle(class, at);
        if op.result_types.len() > 1 {
            for i in 0..op.result_types.len() {
                self.add(MlirNode::Result {
                    index: i as u32,
                    tuple: [class],
                });
            }
        }
        h
    }

    /// The class of result `i` of a tuple class (maybe pending).
    fn projection(&self, class: Id, i: usize) -> Option<Id> {
        if pending_index(class).is_some() {
            let want = MlirNode::Result {
                index: i as u32,
                tuple: [class],
            };
            return self
                .rec
                .nodes
                .iter()
                .rposition(|(n, _)| *n == want)
                .map(pending_id);
        }
        self.egraph.lookup(MlirNode::Result {
            index: i as u32,
            tuple: [class],
        })
    }
}

fn value(id: Id) -> Value {
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
        let t = self.with_op(op, |_, o| o.types);
        self.types.borrow().get(t).len()
    }
    fn result(&self, op: OpId, i: usize) -> Value {
        let (c, t) = self.with_op(op, |h, o| (h.class, o.types));
        let n = self.types.borrow().get(t).len();
        if n == 1 {
            return value(c);
        }
        match self.projection(c, i) {
            Some(p) => value(p),
            None => value(c),
        }
    }
    fn value_type(&self, v: Value) -> Type {
        let tys = self.class_types(class(v));
        tys.first().copied().unwrap_or(self.none_ty)
    }
    fn attr(&self, op: OpId, name: &str) -> Option<Attr> {
        let (props, attrs) = self.with_op(op, |_, o| (o.props, o.attrs));
        props
            .and_then(|p| self.ctx.dict_get(p, name))
            .or_else(|| self.ctx.dict_get(attrs, name))
    }
    fn defining_op(&self, v: Value, k: usize) -> Option<OpId> {
        let c = class(v);
        let cached = self.defs.borrow().get(&v.0).copied();
        let (start, len) = match cached {
            Some(e) => e,
            None => {
                let mut nodes = Vec::new();
                self.defining_nodes(c, &mut nodes);
                if let Some(upto) = self.prune_upto {
                    let stamps = &self.egraph.analysis.stamps;
                    nodes.retain(|(cl, at)| {
                        pending_index(*cl).is_some()
                            || stamps
                                .get(&crate::analysis::node_key(*cl, self.node_at(*cl, at)))
                                .is_none_or(|&s| s > upto)
                    });
                }
                let start = self.handles.borrow().len() as u32;
                for (cl, n) in nodes {
                    self.handle(cl, n);
                }
                let len = self.handles.borrow().len() as u32 - start;
                self.defs.borrow_mut().insert(v.0, (start, len));
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
            out.push(self.handle(self.egraph.find(p), NodeAt::Owned(node)));
        }
        out
    }
    fn op_loc(&self, op: OpId) -> Attr {
        if !self.want_locs {
            return self.ctx.unknown_loc();
        }
        let h = self.handles.borrow();
        let node = self.node_at(h[op.index()].class, &h[op.index()].at);
        match self
            .egraph
            .analysis
            .infos
            .get(node)
            .and_then(|i| i.locs.first())
        {
            Some(&l) => l,
            None => self.ctx.unknown_loc(),
        }
    }
}

impl RewriteBuilder for EView<'_> {
    fn create_op(&mut self, op: NewOp<'_>) -> OpId {
        self.create(op, None, None)
    }
    fn create_op_with_regions_of(&mut self, op: NewOp<'_>, template: OpId) -> Result<OpId, String> {
        let (regions, props) = self.with_op(template, |_, o| (o.regions, o.props));
        if regions.is_none() {
            return Err("the template op has no regions".to_string());
        }
        Ok(self.create(op, regions, props))
    }
    fn replace_op(&mut self, op: OpId, values: &[Value]) {
        let (c, t) = self.with_op(op, |h, o| (h.class, o.types));
        let n = self.types.borrow().get(t).len();
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
}
