//! What the rewrites of one rule did during one search, and its replay.
//!
//! Rewrites run while the other rules still search the e-graph, so they do
//! not change it: they record nodes to add (a node's children may be
//! *pending ids*, with [`PENDING`] set, naming earlier recorded nodes) and
//! unions to make. Each match that recorded something is a *segment*; the
//! rule's applier replays segments one by one. A node recorded twice in
//! one search is kept once (the second match names the first one's pending
//! id), so a node many matches derive is added once.
//!
//! Facts ([`NodeInfo`]: locations, benefit, rule) are kept per match, not
//! per node: every node a match records shares them.

use crate::analysis::MlirEGraph;
use crate::info::NodeInfo;
use crate::lang::MlirNode;
use egg::{Id, Language};
use indexmap::IndexSet;

/// The bit marking a pending (recorded, not yet added) node's id.
pub const PENDING: u32 = 1 << 31;

/// The recorded node a pending id names.
pub fn pending_index(id: Id) -> Option<usize> {
    let raw = usize::from(id) as u32;
    (raw & PENDING != 0).then_some((raw & !PENDING) as usize)
}

/// The pending id of recorded node `k`.
pub fn pending_id(k: usize) -> Id {
    Id::from((k as u32 | PENDING) as usize)
}

/// Where a match began, to roll it back or close it.
#[derive(Clone, Copy, Debug)]
pub struct Mark {
    nodes: usize,
    unions: usize,
    facts: usize,
}

/// One rule's recording of one search.
#[derive(Debug, Default)]
pub struct Recording {
    /// Nodes to add, in order, each once.
    nodes: IndexSet<MlirNode, fxhash::FxBuildHasher>,
    /// Per node: its facts (an index into `facts`).
    node_facts: Vec<u32>,
    /// The facts of the matches that recorded nodes.
    facts: Vec<NodeInfo>,
    /// Unions to make (either side may be pending).
    unions: Vec<(Id, Id)>,
    /// Where each segment starts in `nodes` and `unions`.
    segments: Vec<(u32, u32)>,
    /// Matches found.
    pub matches: usize,
    /// Errors of rewrites (their recordings were dropped).
    pub errors: Vec<String>,
    /// The e-graph class of each pending node once replayed.
    resolved: Vec<Option<Id>>,
    /// The facts given to nodes of the current match.
    current: NodeInfo,
    /// Whether the current match has its facts in `facts` yet.
    current_slot: Option<u32>,
}

impl Recording {
    /// Clears everything.
    pub fn clear(&mut self) {
        self.clear_applied();
        self.matches = 0;
        self.errors.clear();
    }

    /// Begins a match whose new nodes get `facts`; returns the mark to
    /// roll it back to or close it at.
    pub fn begin(&mut self, facts: &NodeInfo) -> Mark {
        // (Matches of one rule share their facts: no copy unless they
        // differ.)
        if self.current != *facts {
            self.current.clone_from(facts);
        }
        self.current_slot = None;
        Mark {
            nodes: self.nodes.len(),
            unions: self.unions.len(),
            facts: self.facts.len(),
        }
    }

    /// Drops what was recorded since `mark`.
    pub fn rollback(&mut self, mark: Mark) {
        self.nodes.truncate(mark.nodes);
        self.node_facts.truncate(mark.nodes);
        self.facts.truncate(mark.facts);
        self.unions.truncate(mark.unions);
        self.current_slot = None;
    }

    /// Whether the match begun at `mark` recorded new nodes.
    pub fn added_nodes(&self, mark: Mark) -> bool {
        self.nodes.len() > mark.nodes
    }

    /// Sets the locations of the nodes the current match recorded.
    pub fn set_locs(&mut self, locs: crate::info::Locs) {
        if let Some(s) = self.current_slot {
            self.facts[s as usize].locs = locs;
        }
    }

    /// Closes the match begun at `mark`: a segment if it recorded anything.
    pub fn close(&mut self, mark: Mark) {
        if self.nodes.len() > mark.nodes || self.unions.len() > mark.unions {
            self.segments.push((mark.nodes as u32, mark.unions as u32));
        }
    }

    /// Clears what replaying needs (nodes, unions, facts), keeping the
    /// count of matches and the errors.
    pub fn clear_applied(&mut self) {
        self.nodes.clear();
        self.node_facts.clear();
        self.facts.clear();
        self.unions.clear();
        self.segments.clear();
        self.resolved.clear();
        self.current_slot = None;
    }

    /// Number of segments.
    pub fn num_segments(&self) -> usize {
        self.segments.len()
    }

    /// Recorded node `k`.
    pub fn node(&self, k: usize) -> &MlirNode {
        &self.nodes[k]
    }

    /// The most recent recorded node equal to `want`'s position, searched by
    /// value.
    pub fn find(&self, node: &MlirNode) -> Option<Id> {
        self.nodes.get_index_of(node).map(pending_id)
    }

    /// Records `node` for the current match (or finds it recorded);
    /// returns its pending id.
    pub fn add(&mut self, node: MlirNode) -> Id {
        let (k, new) = self.nodes.insert_full(node);
        if new {
            let slot = match self.current_slot {
                Some(s) => s,
                None => {
                    self.facts.push(self.current.clone());
                    let s = self.facts.len() as u32 - 1;
                    self.current_slot = Some(s);
                    s
                }
            };
            self.node_facts.push(slot);
        }
        pending_id(k)
    }

    /// Records a union.
    pub fn union(&mut self, a: Id, b: Id) {
        self.unions.push((a, b));
    }

    /// The class of `id`: itself, or the class of the pending node it
    /// names (added to the e-graph on first use, with its children).
    fn resolve(&mut self, id: Id, egraph: &mut MlirEGraph) -> Id {
        let Some(k) = pending_index(id) else {
            return id;
        };
        if let Some(c) = self.resolved[k] {
            return c;
        }
        let mut node = self.nodes[k].clone();
        for c in node.children_mut() {
            *c = self.resolve(*c, egraph);
        }
        let before = egraph.total_size();
        let c = egraph.add(node.clone());
        let facts = &self.facts[self.node_facts[k] as usize];
        if egraph.total_size() > before {
            egraph.analysis.index.add_new(c, facts.clone());
        } else {
            // It exists: only the benefit counts (its locations are those
            // of the rewrite that created it).
            egraph.analysis.index.note_again(node, facts);
        }
        self.resolved[k] = Some(c);
        c
    }

    /// The class a pending id's node was added to by the last replay (before
    /// [`Recording::clear_applied`]).
    pub fn replayed(&self, id: Id) -> Option<Id> {
        *self.resolved.get(pending_index(id)?)?
    }

    /// Recorded node `k` with the classes the last replay gave its pending
    /// children, when it was replayed.
    pub fn replayed_node(&self, k: usize) -> Option<MlirNode> {
        self.resolved.get(k)?.as_ref()?;
        let mut node = self.nodes[k].clone();
        for c in node.children_mut() {
            if pending_index(*c).is_some() {
                *c = self.replayed(*c)?;
            }
        }
        Some(node)
    }

    /// Adds the nodes of segment `k` (and the earlier pending nodes they
    /// use) and makes its unions; returns the classes that merged.
    pub fn replay(&mut self, k: usize, egraph: &mut MlirEGraph) -> Vec<Id> {
        let mut merged = Vec::new();
        self.replay_into(k, egraph, &mut |egraph, a| merged.push(egraph.find(a)));
        merged
    }

    /// Replays every segment in order (as [`Recording::replay`] each);
    /// returns the number of unions that merged two classes.
    pub fn replay_all(&mut self, egraph: &mut MlirEGraph) -> usize {
        let mut merged = 0;
        for k in 0..self.segments.len() {
            self.replay_into(k, egraph, &mut |_, _| merged += 1);
        }
        merged
    }

    /// Replays segment `k`, calling `merged` with one side of each union
    /// that merged two classes.
    fn replay_into(
        &mut self,
        k: usize,
        egraph: &mut MlirEGraph,
        merged: &mut dyn FnMut(&MlirEGraph, Id),
    ) {
        let (n0, u0) = self.segments[k];
        let (n1, u1) = match self.segments.get(k + 1) {
            Some(&(n, u)) => (n as usize, u as usize),
            None => (self.nodes.len(), self.unions.len()),
        };
        if self.resolved.len() < self.nodes.len() {
            self.resolved.resize(self.nodes.len(), None);
        }
        for j in n0 as usize..n1 {
            self.resolve(pending_id(j), egraph);
        }
        for u in u0 as usize..u1 {
            let (a, b) = self.unions[u];
            let (a, b) = (self.resolve(a, egraph), self.resolve(b, egraph));
            if egraph.union(a, b) {
                merged(egraph, a);
            }
        }
    }
}
