//! The table of live e-nodes: every canonical node of the clean e-graph
//! with its class, its stamp and its facts ([`NodeInfo`]), rebuilt after
//! every rebuild by [`NodeIndex::settle`].
//!
//! * Rewrites look the nodes they create up here: the table holds the
//!   live nodes only, where egg's hash-cons table also keeps every stale
//!   form a node had before its children merged, so it stays small and
//!   fast on e-graphs with many merges.
//! * A node's *stamp* is the iteration before whose search it first
//!   appeared in its class (0: at import); rules skip matches made only of
//!   nodes older than their last applied search (see [`crate::rewrite`]).
//!   Its *birth* is the iteration before whose search it first existed
//!   with these children, in any class: a node whose class merged into
//!   another is new to the users of its class (its stamp) but has no new
//!   matches as a root (its birth); a node whose children merged is a new
//!   node (the old form leaves the table).
//!   The runner also writes each class's stamps into its data, in node
//!   order, so matching reads them without hashing.
//! * Facts are noted as nodes are added (the node as added, maybe with
//!   children that later merge) and carried to the node's canonical form
//!   at each settle; facts of nodes that became equal are merged.

use crate::analysis::MlirEGraph;
use crate::info::{NodeInfo, NodeInfos};
use crate::lang::MlirNode;
use egg::{Id, Language};

/// A map keyed by e-nodes (rustc-hash's FxHash: e-nodes are mostly small
/// integers, which fxhash 0.2 leaves badly mixed in the low bits hashbrown
/// uses).
type NodeMap<V> = std::collections::HashMap<MlirNode, V, rustc_hash::FxBuildHasher>;

/// No facts.
const NO_FACTS: u32 = u32::MAX;

/// What the table knows about a live node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Its class.
    pub class: Id,
    /// The iteration before whose search it first appeared in the class.
    pub stamp: u32,
    /// The iteration before whose search it first existed (with these
    /// children), in any class.
    pub born: u32,
    facts: u32,
}

/// The table of live nodes and their facts.
#[derive(Debug, Default)]
pub struct NodeIndex {
    entries: NodeMap<Entry>,
    facts: Vec<NodeInfo>,
    /// The stamp of the last settle.
    epoch: u32,
    /// Facts noted since the last settle, by the node as added.
    fresh: indexmap::IndexMap<MlirNode, u32, rustc_hash::FxBuildHasher>,
}

impl NodeIndex {
    /// The stamp of the last settle: nodes new since then will get a
    /// higher one.
    pub fn epoch(&self) -> u32 {
        self.epoch
    }

    /// The entry of a canonical node of the clean e-graph.
    pub fn get(&self, node: &MlirNode) -> Option<&Entry> {
        self.entries.get(node)
    }

    /// The stored (canonical) node equal to `node`, with its entry.
    #[inline]
    pub fn get_key_value(&self, node: &MlirNode) -> Option<(&MlirNode, &Entry)> {
        self.entries.get_key_value(node)
    }

    /// The facts of an entry.
    pub fn facts(&self, e: &Entry) -> Option<&NodeInfo> {
        self.facts.get(e.facts as usize)
    }

    /// The facts of a canonical node of the clean e-graph.
    pub fn info(&self, node: &MlirNode) -> Option<&NodeInfo> {
        self.get(node).and_then(|e| self.facts(e))
    }

    /// Notes facts about a node just added (or produced again): merged
    /// into the node's facts at the next settle.
    pub fn note(&mut self, node: MlirNode, info: NodeInfo) {
        match self.fresh.get(&node) {
            Some(&f) => self.facts[f as usize].merge(&info),
            None => {
                self.facts.push(info);
                self.fresh.insert(node, self.facts.len() as u32 - 1);
            }
        }
    }

    /// Enters a node a rewrite just added to the e-graph (new there, in
    /// class `class`), with its facts; the next settle gives it its
    /// canonical form and class if they change.
    pub fn add_new(&mut self, node: MlirNode, class: Id, info: NodeInfo) {
        use std::collections::hash_map::Entry as Slot;
        let slot = self.entries.entry(node);
        if let Slot::Occupied(e) = &slot {
            let f = e.get().facts;
            if f != NO_FACTS {
                self.facts[f as usize].merge(&info);
                return;
            }
        }
        self.facts.push(info);
        let e = Entry {
            class,
            stamp: self.epoch + 1,
            born: self.epoch + 1,
            facts: self.facts.len() as u32 - 1,
        };
        match slot {
            Slot::Occupied(mut o) => *o.get_mut() = e,
            Slot::Vacant(v) => {
                v.insert(e);
            }
        }
    }

    /// Notes that a rewrite produced a node that already existed: only its
    /// benefit and first rule count (its locations stay those of the
    /// rewrite that created it), and nothing is noted when the node's
    /// facts already have them.
    pub fn note_again(&mut self, node: MlirNode, info: &NodeInfo) {
        let known = |f: &NodeInfo| f.benefit >= info.benefit && (f.rule.is_some() || f.imported);
        let again = NodeInfo {
            locs: Default::default(),
            ..info.clone()
        };
        if let Some(&f) = self.fresh.get(&node) {
            if !known(&self.facts[f as usize]) {
                self.facts[f as usize].merge(&again);
            }
            return;
        }
        match self.entries.get(&node).map(|e| e.facts) {
            Some(f) if f != NO_FACTS => {
                if !known(&self.facts[f as usize]) {
                    self.facts[f as usize].merge(&again);
                }
            }
            _ => self.note(node, again),
        }
    }

    /// Rebuilds the table from the clean e-graph: nodes keep their stamp
    /// while they stay in the same class, nodes new there get `stamp`;
    /// facts follow their nodes to their canonical forms (merged when
    /// nodes became equal). Each class's stamps are written into its data.
    /// The maps are iterated in their own order, which is deterministic
    /// (filled in class order, hashed without seeds or addresses).
    pub fn settle(egraph: &mut MlirEGraph, stamp: u32) {
        let mut ix = std::mem::take(&mut egraph.analysis.index);
        // Facts whose node has another canonical form now: renamed nodes
        // (a child merged), whose entries go, and nodes noted since the
        // last settle.
        let mut moved: NodeMap<NodeInfo> = NodeMap::default();
        let mut carry = |node: &MlirNode, f: u32, facts: &[NodeInfo]| {
            if f == NO_FACTS {
                return;
            }
            let node = node.clone().map_children(|c| egraph.find(c));
            match moved.get_mut(&node) {
                Some(i) => i.merge(&facts[f as usize]),
                None => {
                    moved.insert(node, facts[f as usize].clone());
                }
            }
        };
        let renamed: Vec<MlirNode> = (ix.entries.keys())
            .filter(|n| n.children().iter().any(|&c| egraph.find(c) != c))
            .cloned()
            .collect();
        for n in renamed {
            if let Some(e) = ix.entries.remove(&n) {
                carry(&n, e.facts, &ix.facts);
            }
        }
        for (n, f) in std::mem::take(&mut ix.fresh) {
            carry(&n, f, &ix.facts);
        }
        // Every node of every class: kept (with its stamp while its class
        // is the same), or new.
        for c in egraph.classes_mut() {
            let id = c.id;
            let mut own = std::mem::take(&mut c.data.stamps);
            let mut born = std::mem::take(&mut c.data.born);
            own.clear();
            born.clear();
            for n in &c.nodes {
                let (s, b) = match ix.entries.get_mut(n) {
                    Some(e) => {
                        if e.class != id {
                            e.class = id;
                            e.stamp = stamp;
                        }
                        (e.stamp, e.born)
                    }
                    None => {
                        let e = Entry {
                            class: id,
                            stamp,
                            born: stamp,
                            facts: NO_FACTS,
                        };
                        ix.entries.insert(n.clone(), e);
                        (stamp, stamp)
                    }
                };
                own.push(s);
                born.push(b);
            }
            c.data.newest = own.iter().copied().max().unwrap_or(0);
            c.data.stamps = own;
            c.data.born = born;
        }
        for (n, m) in moved {
            if let Some(e) = ix.entries.get_mut(&n) {
                if e.facts == NO_FACTS {
                    ix.facts.push(m);
                    e.facts = ix.facts.len() as u32 - 1;
                } else {
                    ix.facts[e.facts as usize].merge(&m);
                }
            }
        }
        // Facts of nodes gone to another form stay behind: drop them when
        // they outnumber the live ones.
        if ix.facts.len() > 2 * ix.entries.len() + 1024 {
            let mut facts = Vec::with_capacity(ix.entries.len());
            for e in ix.entries.values_mut() {
                if e.facts != NO_FACTS {
                    facts.push(std::mem::take(&mut ix.facts[e.facts as usize]));
                    e.facts = facts.len() as u32 - 1;
                }
            }
            ix.facts = facts;
        }
        ix.epoch = stamp;
        egraph.analysis.index = ix;
    }

    /// The facts of every live node, keyed by the node (for extraction).
    pub fn infos(&self) -> NodeInfos {
        let mut out = NodeInfos::default();
        let mut all: Vec<(&MlirNode, &Entry)> = self.entries.iter().collect();
        all.sort_by(|a, b| (a.1.class, a.0).cmp(&(b.1.class, b.0)));
        for (n, e) in all {
            if let Some(i) = self.facts(e) {
                out.note(n.clone(), i.clone());
            }
        }
        out
    }

    /// Number of live nodes.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the table is empty.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}
