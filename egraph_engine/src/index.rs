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
//!   The runner also writes each class's stamps into its data, in node
//!   order, so matching reads them without hashing.
//! * Facts are noted as nodes are added (the node as added, maybe with
//!   children that later merge) and carried to the node's canonical form
//!   at each settle; facts of nodes that became equal are merged.

use crate::analysis::MlirEGraph;
use crate::info::{NodeInfo, NodeInfos};
use crate::lang::MlirNode;
use egg::{Id, Language};
use fxhash::FxHashMap;

/// No facts.
const NO_FACTS: u32 = u32::MAX;

/// What the table knows about a live node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Its class.
    pub class: Id,
    /// The iteration before whose search it first appeared in the class.
    pub stamp: u32,
    facts: u32,
}

/// The table of live nodes and their facts.
#[derive(Debug, Default)]
pub struct NodeIndex {
    entries: FxHashMap<MlirNode, Entry>,
    facts: Vec<NodeInfo>,
    /// The stamp of the last settle.
    epoch: u32,
    /// Facts noted since the last settle, by the node as added.
    fresh: indexmap::IndexMap<MlirNode, u32, fxhash::FxBuildHasher>,
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

    /// Notes that a rewrite produced a node that already existed: only its
    /// benefit and first rule count (its locations stay those of the
    /// rewrite that created it), and nothing is noted when the node's
    /// facts already have them.
    pub fn note_again(&mut self, node: MlirNode, info: &NodeInfo) {
        let known = |f: &NodeInfo| f.benefit >= info.benefit && (f.rule.is_some() || f.imported);
        let covered = match self.fresh.get(&node) {
            Some(&f) => known(&self.facts[f as usize]),
            None => self.info(&node).is_some_and(known),
        };
        if !covered {
            let info = NodeInfo {
                locs: Default::default(),
                ..info.clone()
            };
            self.note(node, info);
        }
    }

    /// Rebuilds the table from the clean e-graph: nodes keep their stamp
    /// while they stay in the same class, nodes new there get `stamp`;
    /// facts follow their nodes to their canonical forms. Each class's
    /// stamps are written into its data.
    pub fn settle(egraph: &mut MlirEGraph, stamp: u32) {
        let mut ix = std::mem::take(&mut egraph.analysis.index);
        let old = std::mem::take(&mut ix.entries);
        let mut old_facts = std::mem::take(&mut ix.facts);
        // Facts by canonical node, merged.
        let mut carried: FxHashMap<MlirNode, u32> = FxHashMap::default();
        carried.reserve(old.len() + ix.fresh.len());
        let mut facts: Vec<NodeInfo> = Vec::with_capacity(old.len() + ix.fresh.len());
        let mut carry = |node: MlirNode, f: u32, old_facts: &mut Vec<NodeInfo>| {
            if f == NO_FACTS {
                return;
            }
            let node = node.map_children(|c| egraph.find(c));
            let info = std::mem::take(&mut old_facts[f as usize]);
            match carried.get(&node) {
                Some(&k) => facts[k as usize].merge(&info),
                None => {
                    carried.insert(node, facts.len() as u32);
                    facts.push(info);
                }
            }
        };
        // Old entries first (in a deterministic order: their classes'),
        // then fresh notes in the order they were made.
        let mut old_sorted: Vec<(&MlirNode, &Entry)> = old.iter().collect();
        old_sorted.sort_by(|a, b| (a.1.class, a.0).cmp(&(b.1.class, b.0)));
        for (n, e) in old_sorted {
            carry(n.clone(), e.facts, &mut old_facts);
        }
        for (n, f) in std::mem::take(&mut ix.fresh) {
            carry(n, f, &mut old_facts);
        }
        let mut entries = FxHashMap::default();
        entries.reserve(egraph.total_number_of_nodes());
        for c in egraph.classes_mut() {
            let id = c.id;
            let mut own = std::mem::take(&mut c.data.stamps);
            own.clear();
            for n in &c.nodes {
                let s = match old.get(n) {
                    Some(e) if e.class == id => e.stamp,
                    _ => stamp,
                };
                let f = carried.get(n).copied().unwrap_or(NO_FACTS);
                entries.insert(
                    n.clone(),
                    Entry {
                        class: id,
                        stamp: s,
                        facts: f,
                    },
                );
                own.push(s);
            }
            c.data.stamps = own;
        }
        ix.entries = entries;
        ix.facts = facts;
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
