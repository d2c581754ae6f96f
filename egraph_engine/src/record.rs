//! What the rewrites of one rule did during one search, and its replay.
//!
//! Rewrites run while the other rules still search the e-graph, so they do
//! not change it: they record nodes to add (a node's children may be
//! *pending ids*, with [`PENDING`] set, naming earlier recorded nodes) and
//! unions to make. Each match that recorded something is a *segment*; the
//! rule's applier replays segments one by one. A node recorded twice in
//! one search is kept once (the second match names the first one's pending
//! id), so a node many matches derive is added once; recorded nodes are
//! found by the node index's compact key ([`crate::index::NodeKey`], the
//! index does not change during a search), which the replay hands on to
//! the index with the node's facts.
//!
//! Facts ([`NodeInfo`]: locations, benefit, rule) are kept per match, not
//! per node: every node a match records shares them.
//!
//! A node with a compact key is kept as its key alone (20 bytes, where the
//! node takes 40 more): the key and the node index's signatures make the
//! node again when it is read or replayed.

use crate::analysis::MlirEGraph;
use crate::index::NodeKey;
use crate::info::NodeInfo;
use crate::lang::MlirNode;
use crate::NodeIndex;
use egg::{Id, Language};
use std::borrow::Cow;

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
    wide: usize,
    unions: usize,
    facts: usize,
}

/// A recorded node: its compact key (see [`Recording::add`]), or, when it
/// has none, its place in the list of such nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stored {
    Key(NodeKey),
    Wide(u32),
}

/// One rule's recording of one search.
#[derive(Debug, Default)]
pub struct Recording {
    /// Nodes to add, in order, each once.
    nodes: Vec<Stored>,
    /// The nodes without a compact key, in order.
    wide: Vec<MlirNode>,
    /// The nodes with a compact key, by it (their indices: the keys are in
    /// `nodes`; a table of keys would be five times larger, and it is
    /// probed at random for every node recorded).
    by_key: hashbrown::HashTable<u32>,
    /// The others, by themselves.
    by_node: Map<MlirNode, u32>,
    /// Per node: its facts (an index into `facts`).
    node_facts: Vec<u32>,
    /// The facts of the matches that recorded nodes.
    facts: Vec<NodeInfo>,
    /// Unions to make (either side may be pending).
    unions: Vec<(Id, Id)>,
    /// How many of them closed matches made (see
    /// [`Recording::closed_unions`]).
    closed: usize,
    /// Where each segment starts in `nodes` and `unions`.
    segments: Vec<(u32, u32)>,
    /// Matches found.
    pub matches: usize,
    /// Errors of rewrites (their recordings were dropped).
    pub errors: Vec<String>,
    /// The e-graph class of each pending node once replayed ([`UNRESOLVED`]
    /// before).
    resolved: Vec<u32>,
    /// The facts given to nodes of the current match.
    current: NodeInfo,
    /// Whether the current match has its facts in `facts` yet.
    current_slot: Option<u32>,
    /// The nodes and unions of the last two applied searches (see
    /// [`Recording::clear_applied`]).
    sizes: [(usize, usize); 2],
    /// The nodes with a compact key the replay gave egg, by their compact
    /// key with canonical children then, with the class egg returned (see
    /// [`Recording::add_recorded`]), when the replay keeps them
    /// ([`Recording::keep_given`]).
    given: Map<NodeKey, Id>,
    /// Whether this replay keeps `given`: when the last one of this rule
    /// found at least a quarter of its nodes in egg (most of them given
    /// before by itself). Otherwise the table costs more than the second
    /// adds it saves (the AC workload: 1 in 20).
    keep_given: bool,
    /// Nodes the current replay added, and how many egg found.
    adds: (usize, usize),
    /// Nodes the replays found in `given` since the recording was made.
    pub given_found: usize,
    /// The matches kept for straight application (see
    /// [`crate::straight`]), applied after the recorded ones.
    pub straight: crate::straight::Straight,
}

/// A map with rustc-hash's FxHash (see [`crate::index`]).
type Map<K, V> = std::collections::HashMap<K, V, rustc_hash::FxBuildHasher>;

/// The hash of a compact key in a recording's table.
#[inline]
fn key_hash(key: &NodeKey) -> u64 {
    use std::hash::BuildHasher;
    rustc_hash::FxBuildHasher.hash_one(key)
}

/// Empties `v`, with room for `n` elements (a new allocation when it has
/// less: growing the old one would copy it).
pub(crate) fn room<T>(v: &mut Vec<T>, n: usize) {
    v.clear();
    if v.capacity() < n {
        *v = Vec::with_capacity(n);
    }
}

/// Gives the node index the facts of a node just given egg, which
/// returned `e` (`new`: egg made its class), with compact key `key`
/// (`kept`: the node, when it has none), and returns its class: a new
/// class gets `new_facts()`; a node egg found is noted again with `facts`
/// (only its benefit and first rule count: its locations are those of the
/// rewrite that created it).
#[inline(always)]
pub(crate) fn note_given(
    egraph: &mut MlirEGraph,
    (e, new): (Id, bool),
    key: Option<NodeKey>,
    kept: Option<&MlirNode>,
    facts: &NodeInfo,
    new_facts: impl FnOnce() -> NodeInfo,
) -> Id {
    if new {
        // (A new class: its own root.)
        egraph.analysis.index.add_new(e, key, new_facts());
        e
    } else {
        let given = kept.unwrap_or(&REPLAYED);
        egraph.analysis.index.note_again(given, key, e, facts);
        egraph.find(e)
    }
}

/// A pending node not replayed yet.
const UNRESOLVED: u32 = u32::MAX;

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
            wide: self.wide.len(),
            unions: self.unions.len(),
            facts: self.facts.len(),
        }
    }

    /// Drops what was recorded since `mark`.
    pub fn rollback(&mut self, mark: Mark) {
        for k in mark.nodes..self.nodes.len() {
            match self.nodes[k] {
                Stored::Key(key) => {
                    let at = self.by_key.find_entry(key_hash(&key), |&i| i as usize == k);
                    if let Ok(at) = at {
                        at.remove();
                    }
                }
                Stored::Wide(w) => {
                    self.by_node.remove(&self.wide[w as usize]);
                }
            }
        }
        self.nodes.truncate(mark.nodes);
        self.wide.truncate(mark.wide);
        self.node_facts.truncate(mark.nodes);
        self.facts.truncate(mark.facts);
        self.unions.truncate(mark.unions);
        self.closed = self.closed.min(mark.unions);
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
        self.closed = self.unions.len();
    }

    /// The unions of the matches closed so far, in order (the replay makes
    /// them before it adds the nodes of any later match).
    pub fn closed_unions(&self) -> &[(Id, Id)] {
        &self.unions[..self.closed]
    }

    /// Clears what replaying needs (nodes, unions, facts), keeping the
    /// count of matches and the errors. The lists make room for as much as
    /// the last search recorded, times how much it grew over the one before
    /// (at most four times): while the e-graph grows each search records
    /// more, and growing them as it goes copies them at each doubling.
    /// (Not the table of keys: its entries land all over it, so room made
    /// there is memory used; 4x room raised the peak RSS at 80 matrices by
    /// 12 MiB for 2M fewer instructions on the AC workload.)
    pub fn clear_applied(&mut self) {
        let (nodes, unions) = (self.nodes.len(), self.unions.len());
        if nodes + unions > 0 {
            self.sizes = [self.sizes[1], (nodes, unions)];
        }
        self.nodes.clear();
        self.wide.clear();
        self.by_key.clear();
        self.by_node.clear();
        self.node_facts.clear();
        self.facts.clear();
        self.unions.clear();
        self.closed = 0;
        self.segments.clear();
        self.resolved.clear();
        self.given.clear();
        self.straight.clear();
        let (adds, found) = std::mem::take(&mut self.adds);
        if adds > 0 {
            self.keep_given = 4 * found >= adds;
        }
        self.current_slot = None;
        let [(n0, u0), (n1, u1)] = self.sizes;
        let grown = |before: usize, last: usize| last * last.div_ceil(before.max(1)).clamp(1, 4);
        let (nodes, unions) = (grown(n0, n1), grown(u0, u1));
        room(&mut self.nodes, nodes);
        room(&mut self.node_facts, nodes);
        room(&mut self.resolved, nodes);
        room(&mut self.unions, unions);
        room(&mut self.segments, unions);
    }

    /// Number of segments.
    pub fn num_segments(&self) -> usize {
        self.segments.len()
    }

    /// Recorded node `k` (made again from its compact key by `index`, the
    /// node index the recording's keys are of).
    pub fn node(&self, k: usize, index: &NodeIndex) -> Cow<'_, MlirNode> {
        match self.nodes[k] {
            Stored::Key(key) => Cow::Owned(index.node_of(&key)),
            Stored::Wide(w) => Cow::Borrowed(&self.wide[w as usize]),
        }
    }

    /// The pending id of the recorded node `node`, whose compact key
    /// ([`NodeIndex::key_of`](crate::NodeIndex::key_of)) is `key`.
    pub fn find(&self, node: &MlirNode, key: Option<NodeKey>) -> Option<Id> {
        let k = match key {
            Some(key) => {
                let nodes = &self.nodes;
                (self.by_key).find(key_hash(&key), |&i| nodes[i as usize] == Stored::Key(key))
            }
            None => self.by_node.get(node),
        };
        k.map(|&k| pending_id(k as usize))
    }

    /// Records `node` for the current match (or finds it recorded);
    /// returns its pending id. `key` is its compact key
    /// ([`NodeIndex::key_of`](crate::NodeIndex::key_of), the same for
    /// the whole search: the node index does not change meanwhile), by
    /// which it is found (hashing a whole node costs several times more);
    /// nodes without one are found by themselves.
    pub fn add(&mut self, node: MlirNode, key: Option<NodeKey>) -> Id {
        let next = self.nodes.len() as u32;
        let k = match key {
            Some(key) => {
                let (h, nodes) = (key_hash(&key), &self.nodes);
                match (self.by_key).find(h, |&i| nodes[i as usize] == Stored::Key(key)) {
                    Some(&k) => k,
                    None => {
                        let hash = |&i: &u32| match &nodes[i as usize] {
                            Stored::Key(key) => key_hash(key),
                            Stored::Wide(_) => 0,
                        };
                        self.by_key.insert_unique(h, next, hash);
                        next
                    }
                }
            }
            None => match self.by_node.get(&node) {
                Some(&k) => k,
                None => {
                    self.by_node.insert(node.clone(), next);
                    next
                }
            },
        };
        if k == next {
            let stored = match key {
                Some(key) => Stored::Key(key),
                None => {
                    self.wide.push(node);
                    Stored::Wide(self.wide.len() as u32 - 1)
                }
            };
            self.nodes.push(stored);
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
        pending_id(k as usize)
    }

    /// Records a union.
    pub fn union(&mut self, a: Id, b: Id) {
        self.unions.push((a, b));
    }

    /// Records a match that makes only the unions `unions` (at least
    /// one): what [`Recording::begin`], a [`Recording::union`] each and
    /// [`Recording::close`] record, without the match's facts (no node
    /// gets them).
    pub fn unions_only(&mut self, unions: &[(Id, Id)]) {
        debug_assert!(!unions.is_empty());
        (self.segments).push((self.nodes.len() as u32, self.unions.len() as u32));
        self.unions.extend_from_slice(unions);
        self.closed = self.unions.len();
        self.current_slot = None;
    }

    /// The class of `id`: itself, or the class of the pending node it
    /// names (added to the e-graph on first use, with its children).
    #[inline]
    fn resolve(&mut self, id: Id, egraph: &mut MlirEGraph) -> Id {
        let Some(k) = pending_index(id) else {
            return id;
        };
        match self.resolved[k] {
            UNRESOLVED => self.add_recorded(k, egraph),
            r => Id::from(r as usize),
        }
    }

    /// Adds recorded node `k` to the e-graph (after the pending nodes it
    /// uses), gives the node index its facts, and returns its class. The
    /// node moves into the e-graph; its key keeps its children as added
    /// (see [`Recording::replayed_key`]).
    fn add_recorded(&mut self, k: usize, egraph: &mut MlirEGraph) -> Id {
        let (mut node, key) = match self.nodes[k] {
            Stored::Key(key) => (egraph.analysis.index.node_of(&key), Some(key)),
            Stored::Wide(w) => (
                std::mem::replace(&mut self.wide[w as usize], REPLAYED),
                None,
            ),
        };
        // (Children are recorded before their parents: all resolved by a
        // replay in order; only egg's applier replays out of order.)
        for c in node.children_mut() {
            if let Some(j) = pending_index(*c) {
                *c = match self.resolved[j] {
                    UNRESOLVED => self.add_recorded(j, egraph),
                    r => Id::from(r as usize),
                };
            }
        }
        // (Its key then: the node index has not changed since the search.)
        let key = key.map(|key| key.with_kids(node.children()));
        if let Some(key) = key {
            self.nodes[k] = Stored::Key(key);
        }
        let facts = &self.facts[self.node_facts[k] as usize];
        let before = egraph.total_size();
        // (A node without a key is noted again by itself: kept.)
        let kept = key.is_none().then(|| node.clone());
        let e = match key {
            Some(key) if self.keep_given => {
                add_given(&mut self.given, &mut self.given_found, key, node, egraph)
            }
            _ => egraph.add_uncanonical(node),
        };
        let new = egraph.total_size() > before;
        self.adds.0 += 1;
        self.adds.1 += usize::from(!new);
        let c = note_given(egraph, (e, new), key, kept.as_ref(), facts, || {
            facts.clone()
        });
        self.resolved[k] = usize::from(c) as u32;
        c
    }

    /// The class a pending id's node was added to by the last replay (before
    /// [`Recording::clear_applied`]).
    pub fn replayed(&self, id: Id) -> Option<Id> {
        let r = *self.resolved.get(pending_index(id)?)?;
        (r != UNRESOLVED).then(|| Id::from(r as usize))
    }

    /// The compact key ([`NodeIndex::key_of`](crate::NodeIndex::key_of))
    /// of recorded node `k` as the last replay added it, when it was
    /// replayed and has one (the node index does not change between a
    /// search and its replay).
    pub fn replayed_key(&self, k: usize) -> Option<NodeKey> {
        if *self.resolved.get(k)? == UNRESOLVED {
            return None;
        }
        // (A replayed node's key has the classes the replay gave its
        // children.)
        match self.nodes[k] {
            Stored::Key(key) => Some(key),
            Stored::Wide(_) => None,
        }
    }

    /// Adds the nodes of segment `k` (and the earlier pending nodes they
    /// use) and makes its unions; returns the classes that merged.
    pub fn replay(&mut self, k: usize, egraph: &mut MlirEGraph) -> Vec<Id> {
        if self.resolved.len() < self.nodes.len() {
            self.resolved.resize(self.nodes.len(), UNRESOLVED);
        }
        let (nodes, unions) = self.segment(k);
        for j in nodes {
            self.resolve(pending_id(j), egraph);
        }
        let mut merged = Vec::new();
        for u in unions {
            let (a, b) = self.unions[u];
            let (a, b) = (self.resolve(a, egraph), self.resolve(b, egraph));
            if egraph.find(a) != egraph.find(b) && egraph.union(a, b) {
                merged.push(egraph.find(a));
            }
        }
        merged
    }

    /// The nodes and unions of segment `k`.
    fn segment(&self, k: usize) -> (std::ops::Range<usize>, std::ops::Range<usize>) {
        let (n0, u0) = self.segments[k];
        let (n1, u1) = match self.segments.get(k + 1) {
            Some(&(n, u)) => (n as usize, u as usize),
            None => (self.nodes.len(), self.unions.len()),
        };
        (n0 as usize..n1, u0 as usize..u1)
    }

    /// Replays every segment in order (as [`Recording::replay`] each);
    /// returns the number of unions that merged two classes.
    pub fn replay_all(&mut self, egraph: &mut MlirEGraph) -> usize {
        if self.resolved.len() < self.nodes.len() {
            self.resolved.resize(self.nodes.len(), UNRESOLVED);
        }
        egraph.analysis.index.reserve_added(self.nodes.len());
        let mut merged = 0;
        for k in 0..self.segments.len() {
            let (nodes, unions) = self.segment(k);
            // (In order, each node's pending children come before it:
            // resolved already.)
            for j in nodes {
                if self.resolved[j] == UNRESOLVED {
                    self.add_recorded(j, egraph);
                }
            }
            for u in unions {
                let (a, b) = self.unions[u];
                // (Most sides are classes; pending ones are nodes of this
                // segment or an earlier one, resolved already.)
                let (a, b) = (self.resolve(a, egraph), self.resolve(b, egraph));
                // (Most unions of a growing e-graph join classes already
                // one: egg's union would compress both paths for nothing.)
                if egraph.find(a) != egraph.find(b) && egraph.union(a, b) {
                    merged += 1;
                }
            }
        }
        merged
    }
}

/// Gives egg a recorded node with compact key `key` (its children as
/// added), unless it was given before in this replay with the same
/// canonical children: egg would find it (its hash-cons table keeps
/// the class it returned then until the next rebuild), copying and
/// hashing the whole node to find it. (Recorded nodes of different keys become
/// one when unions of the replay join their children: at 80 matrices
/// 234 k of the 384 k nodes replayed.)
#[inline(never)]
fn add_given(
    given: &mut Map<NodeKey, Id>,
    found: &mut usize,
    key: NodeKey,
    node: MlirNode,
    egraph: &mut MlirEGraph,
) -> Id {
    let canonical = key.mapped(|c| egraph.find(c));
    match given.get(&canonical) {
        Some(&e) => {
            *found += 1;
            e
        }
        None => {
            let e = egraph.add_uncanonical(node);
            given.insert(canonical, e);
            e
        }
    }
}

/// What a recorded node is once it moved into the e-graph (and what a
/// node found by its compact key is noted again as).
pub(crate) const REPLAYED: MlirNode = MlirNode::Leaf {
    value: u32::MAX,
    ty: patsat_ir::Type(u32::MAX),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::NodeIndex;
    use patsat_ir::Type;
    use proptest::prelude::*;

    /// A match: the nodes it records (each a kind and two picks among the
    /// leaves and the nodes recorded so far), and whether it is rolled
    /// back.
    type Match = (Vec<(u8, u8, u8)>, bool);

    fn one_match() -> impl Strategy<Value = Match> {
        (
            prop::collection::vec((0..3u8, any::<u8>(), any::<u8>()), 0..5),
            prop::bool::weighted(0.2),
        )
    }

    /// An op node of kind `k` (two ops of two operands and one of three;
    /// kind 2's signature is unknown to the index: it is found by itself).
    fn op(k: u8, kids: &[Id]) -> MlirNode {
        crate::index::tests::op(u32::from(k), kids)
    }

    /// The closed unions are those of the matches closed (or recorded
    /// as unions only), in order: not those of the match still open, nor
    /// those of one rolled back.
    #[test]
    fn closed_unions_are_those_of_closed_matches() {
        let id = |x: usize| Id::from(x);
        let mut rec = Recording::default();
        let m = rec.begin(&NodeInfo::default());
        rec.union(id(1), id(2));
        assert!(rec.closed_unions().is_empty());
        rec.close(m);
        rec.unions_only(&[(id(3), id(4))]);
        let m = rec.begin(&NodeInfo::default());
        rec.union(id(5), id(6));
        assert_eq!(rec.closed_unions(), [(id(1), id(2)), (id(3), id(4))]);
        rec.rollback(m);
        let m = rec.begin(&NodeInfo::default());
        rec.union(id(7), id(8));
        assert_eq!(rec.closed_unions().len(), 2);
        rec.close(m);
        assert_eq!(rec.closed_unions()[2], (id(7), id(8)));
        rec.clear();
        assert!(rec.closed_unions().is_empty());
    }

    /// A replay that keeps the nodes it gave egg by canonical key finds a
    /// recorded node whose children a union of the replay made those of
    /// one it gave before, as egg's hash-cons table would: the same
    /// classes and e-graph as a replay that asks egg.
    #[test]
    fn nodes_given_before_in_a_replay_are_found_as_egg_finds_them() {
        let replay = |keep_given: bool| {
            let mut g = crate::MlirEGraph::default();
            let l: Vec<Id> = (0..3)
                .map(|v| {
                    g.add(MlirNode::Leaf {
                        value: v,
                        ty: Type(0),
                    })
                })
                .collect();
            g.add(op(0, &[l[0], l[0]]));
            g.rebuild();
            NodeIndex::settle(&mut g, 0);
            let mut rec = Recording::default();
            // Three matches: a node over l0, a union making l1 one with
            // l0 (l0 the root: egg keeps the class of more parents), the
            // same node over l1.
            let mut ids = Vec::new();
            for m in 0..3 {
                let mark = rec.begin(&NodeInfo::default());
                match m {
                    1 => rec.union(l[0], l[1]),
                    _ => {
                        let n = op(0, &[l[m / 2], l[2]]);
                        let key = g.analysis.index.key_of(&n);
                        assert!(key.is_some());
                        ids.push(rec.add(n, key));
                    }
                }
                rec.close(mark);
            }
            assert_ne!(ids[0], ids[1]);
            rec.keep_given = keep_given;
            rec.replay_all(&mut g);
            let classes: Vec<Id> = ids.iter().map(|&i| rec.replayed(i).unwrap()).collect();
            let given = (rec.given.len(), rec.given_found);
            g.rebuild();
            let mut shape: Vec<(Id, Vec<MlirNode>)> =
                g.classes().map(|c| (c.id, c.nodes.clone())).collect();
            shape.sort();
            (classes, shape, given)
        };
        let (asked, kept) = (replay(false), replay(true));
        assert_eq!(asked.0, kept.0);
        assert_eq!(asked.0[0], asked.0[1], "egg finds the second node");
        assert_eq!(asked.1, kept.1);
        // (The second node found in the table: one node given egg.)
        assert_eq!((asked.2, kept.2), ((0, 0), (1, 1)));
    }

    proptest! {
        /// A recording finds a node recorded earlier in the search (by its
        /// compact key, or by itself when it has none), forgets what a
        /// rolled-back match recorded, and replays each node once, with the
        /// classes of its pending children: as a list searched by value.
        #[test]
        fn recording_is_a_list_of_distinct_nodes(
            matches in prop::collection::vec(one_match(), 1..20),
        ) {
            let mut g = crate::MlirEGraph::default();
            let leaves: Vec<Id> = (0..3)
                .map(|v| g.add(MlirNode::Leaf { value: v, ty: Type(0) }))
                .collect();
            // (Kinds 0 and 1 known to the index: a node of each in the
            // e-graph.)
            g.add(op(0, &[leaves[0], leaves[0]]));
            g.add(op(1, &[leaves[0], leaves[1], leaves[2]]));
            g.rebuild();
            NodeIndex::settle(&mut g, 0);
            let mut rec = Recording::default();
            let mut model: Vec<MlirNode> = Vec::new();
            for (adds, rolled_back) in &matches {
                let mark = rec.begin(&NodeInfo::default());
                let model_mark = model.len();
                for &(k, a, b) in adds {
                    let mut pool: Vec<Id> = leaves.clone();
                    pool.extend((0..model.len()).map(pending_id));
                    let pick = |x: u8| pool[x as usize % pool.len()];
                    let kids = match k {
                        1 => vec![pick(a), pick(b), pick(a.wrapping_add(b))],
                        _ => vec![pick(a), pick(b)],
                    };
                    let node = op(k, &kids);
                    let key = g.analysis.index.key_of(&node);
                    prop_assert_eq!(key.is_some(), k != 2);
                    let want = match model.iter().position(|n| *n == node) {
                        Some(i) => i,
                        None => {
                            model.push(node.clone());
                            model.len() - 1
                        }
                    };
                    prop_assert_eq!(rec.add(node.clone(), key), pending_id(want));
                    prop_assert_eq!(rec.find(&node, key), Some(pending_id(want)));
                }
                if *rolled_back {
                    rec.rollback(mark);
                    for n in model.drain(model_mark..) {
                        let key = g.analysis.index.key_of(&n);
                        prop_assert_eq!(rec.find(&n, key), None);
                    }
                } else {
                    rec.close(mark);
                }
            }
            prop_assert_eq!(rec.nodes.len(), model.len());
            // Read back as recorded (kept by key or by itself).
            for (k, n) in model.iter().enumerate() {
                prop_assert_eq!(&*rec.node(k, &g.analysis.index), n);
            }
            // Replayed: every node in the e-graph, its key the key of the
            // node as added.
            rec.replay_all(&mut g);
            for (k, n) in model.iter().enumerate() {
                let mut added = n.clone();
                for c in added.children_mut() {
                    if pending_index(*c).is_some() {
                        *c = rec.replayed(*c).expect("children replayed first");
                    }
                }
                let class = rec.replayed(pending_id(k)).expect("replayed");
                prop_assert_eq!(g.lookup(added.clone()), Some(g.find(class)));
                prop_assert_eq!(rec.replayed_key(k), g.analysis.index.key_of(&added));
            }
        }
    }
}
