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
//!   children that later merge, by the e-node egg made or found and the
//!   recording's compact key) and carried to the node's canonical form
//!   at each settle; facts of nodes that became equal are merged, in a
//!   fixed order (the node's own, those of nodes added, of renamed nodes,
//!   of nodes produced again).
//! * The table is compact: a node of at most three children is keyed by
//!   the number of its *signature* (everything but its children, interned
//!   once) and its children, 16 bytes, and its entry is 20 bytes. Probing a
//!   table of large keys (an e-node is 40 bytes) is several times slower
//!   on e-graphs larger than the caches: rewrites probe it for every node
//!   they create. The stored node is its class's (the entry knows its
//!   position there).
//! * Settling is incremental: only the classes egg reported new or merged
//!   ([`MlirAnalysis::modify`](crate::MlirAnalysis)) and those holding a
//!   node whose children merged are visited, in the order of their ids;
//!   the others keep their nodes, in the same order (egg's rebuild sorts
//!   each class's nodes, and an unchanged list sorts the same).

use crate::analysis::{MlirEGraph, PerNode, NO_LOC};
use crate::info::{NodeInfo, NodeInfos};
use crate::lang::{Kids, MlirNode, OpNode};
use egg::{Id, Language};
use patsat_ir::Type;

/// A map with rustc-hash's FxHash (e-nodes are mostly small integers,
/// which fxhash 0.2 leaves badly mixed in the low bits hashbrown uses).
type Map<K, V> = std::collections::HashMap<K, V, rustc_hash::FxBuildHasher>;

/// No facts.
const NO_FACTS: u32 = u32::MAX;

/// How many classes ahead of the one visited a settle starts loading a
/// class's nodes and stripes.
const SETTLE_AHEAD: usize = 2;

/// Children of the nodes keyed compactly; nodes with more are keyed by
/// themselves.
const NARROW: usize = 3;

/// No child (in the unused places of a key).
const NO_KID: u32 = u32::MAX;

/// A node's signature: everything but its children (an op without its
/// children, and how many it has).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Sig {
    Op(OpNode, u32),
    Result(u32),
    Leaf(u32, Type),
}

impl Sig {
    fn of(node: &MlirNode) -> Sig {
        match node {
            MlirNode::Op(o) => Sig::Op(
                OpNode {
                    name: o.name,
                    props: o.props,
                    attrs: o.attrs,
                    types: o.types,
                    regions: o.regions,
                    constant: o.constant,
                    children: Default::default(),
                },
                o.children.len() as u32,
            ),
            MlirNode::Result { index, .. } => Sig::Result(*index),
            MlirNode::Leaf { value, ty } => Sig::Leaf(*value, *ty),
        }
    }

    /// Whether this is the signature of `node`.
    #[inline]
    fn is_of(&self, node: &MlirNode) -> bool {
        match (self, node) {
            (Sig::Op(s, n), MlirNode::Op(o)) => {
                s.name == o.name
                    && s.attrs == o.attrs
                    && s.types == o.types
                    && s.props == o.props
                    && s.regions == o.regions
                    && s.constant == o.constant
                    && *n as usize == o.children.len()
            }
            (Sig::Result(i), MlirNode::Result { index, .. }) => i == index,
            (Sig::Leaf(v, t), MlirNode::Leaf { value, ty }) => v == value && t == ty,
            _ => false,
        }
    }
}

/// Gives entry `e` the noted facts `f` (of `facts`): its own when it has
/// none, else merged into those it has (and taken from `f`).
#[inline(always)]
fn take_facts(facts: &mut [NodeInfo], e: &mut Entry, f: u32) {
    if e.facts == NO_FACTS {
        e.facts = f;
    } else {
        let info = std::mem::take(&mut facts[f as usize]);
        facts[e.facts as usize].merge(&info);
    }
}

/// Merges facts `m` into those of entry `e` (which takes them when it has
/// none), keeping its first location (see [`relocate`]).
fn merge_into(
    facts: &mut Vec<NodeInfo>,
    relocated: &mut Vec<(Id, u32, u32)>,
    e: &mut Entry,
    m: NodeInfo,
) {
    if e.facts == NO_FACTS {
        e.facts = facts.len() as u32;
        facts.push(m);
    } else {
        facts[e.facts as usize].merge(&m);
    }
    relocate(relocated, facts, e);
}

impl std::hash::Hash for Sig {
    /// (Its fields as words, two by two: the derived hash writes each
    /// field and discriminant apart, and signatures are hashed whenever
    /// the last one found is not the one asked for.)
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        match self {
            Sig::Op(o, n) => hash_words(
                state,
                &[
                    o.name.0,
                    o.props.raw(),
                    o.attrs.0,
                    o.types.0,
                    o.regions.raw(),
                    o.constant.raw(),
                    *n,
                ],
            ),
            Sig::Result(i) => hash_words(state, &[u32::MAX - 1, *i]),
            Sig::Leaf(v, t) => hash_words(state, &[u32::MAX - 2, *v, t.0]),
        }
    }
}

/// A node of at most three children, as the index keys it: its
/// signature's number and its children.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct NodeKey {
    sig: u32,
    kids: [u32; NARROW],
}

/// The places of a key for at most [`NARROW`] children `kids` mapped by
/// `map` ([`NO_KID`] past the last). (Place by place: a loop over the
/// children becomes a call of `memcpy` for a few bytes.)
#[inline(always)]
fn kid_words(kids: &[Id], map: impl Fn(Id) -> Id) -> [u32; NARROW] {
    let at = |i: usize| kids.get(i).map_or(NO_KID, |&c| usize::from(map(c)) as u32);
    [at(0), at(1), at(2)]
}

/// Hashes small integers two by two (the derived hash of an array of
/// `u32`s hashes its bytes, which FxHash mixes worse and more slowly).
#[inline]
pub(crate) fn hash_words<H: std::hash::Hasher>(state: &mut H, words: &[u32]) {
    let mut pairs = words.chunks_exact(2);
    for p in &mut pairs {
        state.write_u64((u64::from(p[0]) << 32) | u64::from(p[1]));
    }
    if let [last] = pairs.remainder() {
        state.write_u32(*last);
    }
}

impl std::hash::Hash for NodeKey {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        let [a, b, c] = self.kids;
        hash_words(state, &[self.sig, a, b, c]);
    }
}

impl NodeKey {
    /// The key of a node of at most three children `kids` whose signature
    /// a table numbered `sig` ([`NodeIndex::sig_of`]).
    #[inline]
    pub(crate) fn new(sig: u32, kids: &[Id]) -> NodeKey {
        debug_assert!(kids.len() <= NARROW);
        NodeKey {
            sig,
            kids: kid_words(kids, |c| c),
        }
    }

    fn kids(&self) -> impl Iterator<Item = Id> + '_ {
        (self.kids.iter())
            .take_while(|&&k| k != NO_KID)
            .map(|&k| Id::from(k as usize))
    }

    /// The key of the node of this key's signature with children `kids`
    /// (as many as this key's node has).
    pub(crate) fn with_kids(&self, kids: &[Id]) -> NodeKey {
        NodeKey::new(self.sig, kids)
    }

    /// This key with its children mapped by `map`.
    pub(crate) fn mapped(&self, map: impl Fn(Id) -> Id) -> NodeKey {
        let mut k = *self;
        for x in k.kids.iter_mut().take_while(|x| **x != NO_KID) {
            *x = usize::from(map(Id::from(*x as usize))) as u32;
        }
        k
    }
}

/// Facts noted about a node since the last settle (see
/// [`NodeIndex::add_new`] and [`NodeIndex::note_again`]): the e-node egg
/// added it as, its compact key as given to egg when it has one, the facts.
#[derive(Clone, Copy, Debug)]
struct Noted {
    node: Id,
    key: Option<NodeKey>,
    facts: u32,
}

/// Where a node's entry is: under a compact key, or under the node.
enum Slot {
    Narrow(NodeKey),
    Wide,
}

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
    /// Its position among its class's nodes (after the last settle).
    pos: u32,
    /// The first location of its facts ([`NO_LOC`] when none).
    loc: u32,
}

/// The table of live nodes and their facts.
#[derive(Debug, Default)]
pub struct NodeIndex {
    /// Signatures, numbered.
    sigs: Map<Sig, u32>,
    sig_list: Vec<Sig>,
    /// Nodes of at most [`NARROW`] children.
    entries: Map<NodeKey, Entry>,
    /// The others.
    wide: Map<MlirNode, Entry>,
    facts: Vec<NodeInfo>,
    /// The stamp of the last settle.
    epoch: u32,
    /// Facts noted since the last settle, by the node as added.
    fresh: indexmap::IndexMap<MlirNode, u32, rustc_hash::FxBuildHasher>,
    /// Classes egg created or merged into since the last settle.
    dirty: Vec<Id>,
    /// The classes a settle visits, one bit per id (kept cleared between
    /// settles).
    marks: Vec<u64>,
    /// Facts of nodes added since the last settle, by the class egg made
    /// for each (see [`NodeIndex::add_new`]).
    born_facts: Vec<Noted>,
    /// Facts of nodes produced again since the last settle that were not
    /// in the table, by the e-node egg found (see
    /// [`NodeIndex::note_again`]), in order.
    agains: Vec<Noted>,
    /// Whether the table was settled at least once.
    settled: bool,
    /// The signature numbers found last, by name and types (see
    /// [`SigCache`]).
    sig_cache: SigCache,
    /// Entries whose first location changed after the settle wrote their
    /// class's stripes (class, position, location; see [`relocate`]).
    relocated: Vec<(Id, u32, u32)>,
    /// This table's identity (see [`NodeIndex::ident`]).
    ident: Ident,
    /// Whether egg merged two classes since the last settle (see
    /// [`NodeIndex::note_merge`]): else no node was renamed.
    merged: bool,
}

/// A number no other node index of the process has: what a signature
/// number found in one table is kept under (see [`NodeIndex::ident`]).
#[derive(Debug)]
struct Ident(u64);

impl Default for Ident {
    fn default() -> Self {
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        Ident(NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed))
    }
}

/// The first location in `facts` (an entry's facts), [`NO_LOC`] for none.
#[inline]
fn first_loc_of(facts: &[NodeInfo], f: u32) -> u32 {
    match facts.get(f as usize).and_then(|i| i.locs.first()) {
        Some(l) => l.0,
        None => NO_LOC,
    }
}

/// Notes the first location of entry `e`, whose facts changed, in the
/// entry and, when it changed, in `relocated` (for its class's stripes,
/// [`crate::ClassData::first_locs`], written at the end of the settle).
#[inline]
fn relocate(relocated: &mut Vec<(Id, u32, u32)>, facts: &[NodeInfo], e: &mut Entry) {
    let now = first_loc_of(facts, e.facts);
    if now != e.loc {
        e.loc = now;
        relocated.push((e.class, e.pos, now));
    }
}

/// The signature number found last for each of [`SIG_PLACES`] places, a
/// node's place picked by its name and types: rewrites create ops of many
/// result types in turn (a matrix chain's products), each a signature of
/// its own.
#[derive(Debug)]
struct SigCache(Box<[std::sync::atomic::AtomicU32]>);

/// The number of places of a [`SigCache`].
const SIG_PLACES: usize = 1024;

impl Default for SigCache {
    fn default() -> Self {
        SigCache(
            (0..SIG_PLACES)
                .map(|_| std::sync::atomic::AtomicU32::new(u32::MAX))
                .collect(),
        )
    }
}

impl SigCache {
    /// The place of `node`'s signature.
    #[inline]
    fn place(&self, node: &MlirNode) -> &std::sync::atomic::AtomicU32 {
        let h = match node {
            MlirNode::Op(o) => o.name.0.wrapping_mul(0x9E37_79B9) ^ o.types.0,
            _ => 0,
        };
        &self.0[h as usize % SIG_PLACES]
    }
}

impl NodeIndex {
    /// The stamp of the last settle: nodes new since then will get a
    /// higher one.
    pub fn epoch(&self) -> u32 {
        self.epoch
    }

    /// A number no other node index of the process has. Signature numbers
    /// are never taken back or given again, so the number a table gave a
    /// signature ([`NodeIndex::sig_of`]) may be kept under it (rewrites
    /// create nodes of one signature over and over).
    pub fn ident(&self) -> u64 {
        self.ident.0
    }

    /// The number of `node`'s signature, when the table knows it and the
    /// node has at most three children (then its compact key is
    /// [`NodeKey::new`] of it and the node's children).
    pub fn sig_of(&self, node: &MlirNode) -> Option<u32> {
        match self.slot(node)? {
            Slot::Narrow(k) => Some(k.sig),
            Slot::Wide => None,
        }
    }

    /// Notes that egg merged two classes (see
    /// [`MlirAnalysis::merge`](crate::MlirAnalysis)): the next settle looks
    /// for nodes whose children merged. (Without a merge since the last
    /// settle every child of an entry is still canonical.)
    pub fn note_merge(&mut self) {
        self.merged = true;
    }

    /// Notes that egg made class `id` or merged another into it (see
    /// [`MlirAnalysis::modify`](crate::MlirAnalysis)): the next settle
    /// visits it.
    pub fn touch(&mut self, id: Id) {
        self.dirty.push(id);
    }

    /// The key of `node`, if its signature is known.
    #[inline]
    fn slot(&self, node: &MlirNode) -> Option<Slot> {
        self.slot_mapped(node, |c| c)
    }

    /// The key of `node` with its children mapped by `map`, if its
    /// signature is known.
    #[inline]
    fn slot_mapped(&self, node: &MlirNode, map: impl Fn(Id) -> Id) -> Option<Slot> {
        let kids = node.children();
        if kids.len() > NARROW {
            return Some(Slot::Wide);
        }
        // (The signature last found for the node's name and types is
        // compared with its fields before one is built.)
        let place = self.sig_cache.place(node);
        let last = place.load(std::sync::atomic::Ordering::Relaxed);
        let sig = match self.sig_list.get(last as usize) {
            Some(s) if s.is_of(node) => last,
            _ => {
                let n = self.sig_number(&Sig::of(node))?;
                place.store(n, std::sync::atomic::Ordering::Relaxed);
                n
            }
        };
        Some(Slot::Narrow(NodeKey {
            sig,
            kids: kid_words(kids, map),
        }))
    }

    /// The number of a signature, if it has one (its caller tries the one
    /// last found for the node's name and types first: [`SigCache`]).
    #[inline]
    fn sig_number(&self, s: &Sig) -> Option<u32> {
        self.sigs.get(s).copied()
    }

    /// The key of `node`, its signature numbered if new.
    fn slot_mut(&mut self, node: &MlirNode) -> Slot {
        if let Some(slot) = self.slot(node) {
            return slot;
        }
        let (kids, s) = (node.children(), Sig::of(node));
        let n = self.sig_list.len() as u32;
        self.sigs.insert(s.clone(), n);
        self.sig_list.push(s);
        Slot::Narrow(NodeKey::new(n, kids))
    }

    /// [`NodeIndex::slot_mut`], trying the signature numbered `last` first
    /// and leaving the node's there when it has one.
    #[inline]
    fn slot_reusing(&mut self, node: &MlirNode, last: &mut Option<u32>) -> Slot {
        let kids = node.children();
        if kids.len() <= NARROW {
            if let Some(s) = *last {
                if self.sig_list[s as usize].is_of(node) {
                    return Slot::Narrow(NodeKey::new(s, kids));
                }
            }
        }
        let slot = self.slot_mut(node);
        if let Slot::Narrow(k) = &slot {
            *last = Some(k.sig);
        }
        slot
    }

    /// The node a compact key stands for.
    #[inline]
    pub(crate) fn node_of(&self, key: &NodeKey) -> MlirNode {
        let ids = key.kids.map(|k| Id::from(k as usize));
        match &self.sig_list[key.sig as usize] {
            Sig::Op(o, n) => MlirNode::Op(OpNode {
                children: Kids::from_buf_and_len(ids, *n as usize),
                ..*o
            }),
            Sig::Result(index) => MlirNode::Result {
                index: *index,
                tuple: [ids[0]],
            },
            Sig::Leaf(value, ty) => MlirNode::Leaf {
                value: *value,
                ty: *ty,
            },
        }
    }

    /// The entry of a canonical node of the clean e-graph.
    #[inline]
    pub fn get(&self, node: &MlirNode) -> Option<&Entry> {
        match self.slot(node)? {
            Slot::Narrow(k) => self.entries.get(&k),
            Slot::Wide => self.wide.get(node),
        }
    }

    /// The class of a canonical node of the clean e-graph and its position
    /// among the class's nodes.
    #[inline]
    pub fn place(&self, node: &MlirNode) -> Option<(Id, usize)> {
        let e = self.get(node)?;
        Some((e.class, e.pos as usize))
    }

    /// The class and position of the node of the clean e-graph whose key
    /// is `key` (see [`NodeIndex::key_of`]).
    #[inline]
    pub fn place_of(&self, key: &NodeKey) -> Option<(Id, usize)> {
        let e = self.entries.get(key)?;
        Some((e.class, e.pos as usize))
    }

    /// The key of a node of the clean e-graph (`None` for a node of more
    /// than three children or of a signature the table does not know).
    pub fn key_of(&self, node: &MlirNode) -> Option<NodeKey> {
        match self.slot(node)? {
            Slot::Narrow(k) => Some(k),
            Slot::Wide => None,
        }
    }

    /// The class and position of the node a key named, with its children
    /// as they are now (they may have merged since the key was taken).
    pub fn place_of_key(&self, egraph: &MlirEGraph, key: &NodeKey) -> Option<(Id, usize)> {
        let e = match self.entries.get(key) {
            Some(e) => e,
            None => {
                let mut k = *key;
                for x in k.kids.iter_mut().take_while(|x| **x != NO_KID) {
                    *x = usize::from(egraph.find(Id::from(*x as usize))) as u32;
                }
                self.entries.get(&k)?
            }
        };
        Some((e.class, e.pos as usize))
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

    /// Notes the facts of a node a rewrite just added to the e-graph (new
    /// there: egg made class `class` for it; `key` is its compact key, see
    /// [`NodeIndex::key_of`], as given to egg, when it has one); the next
    /// settle enters the node (egg remembers it as the node of `class`)
    /// with them, in its canonical form.
    #[inline]
    pub fn add_new(&mut self, class: Id, key: Option<NodeKey>, info: NodeInfo) {
        self.facts.push(info);
        self.born_facts.push(Noted {
            node: class,
            key,
            facts: self.facts.len() as u32 - 1,
        });
    }

    /// The facts a node added since the last settle as egg's class `class`
    /// was given (see [`NodeIndex::add_new`]): found by its number, egg
    /// numbering the classes it makes one after the other.
    fn born_facts_of(&self, class: Id) -> Option<&NodeInfo> {
        let first = usize::from(self.born_facts.first()?.node);
        let noted = self
            .born_facts
            .get(usize::from(class).checked_sub(first)?)?;
        (noted.node == class).then(|| &self.facts[noted.facts as usize])
    }

    /// Makes room for the facts of `n` more nodes added (see
    /// [`NodeIndex::add_new`]) before the next settle.
    pub fn reserve_added(&mut self, n: usize) {
        self.facts.reserve(n);
        self.born_facts.reserve(n);
    }

    /// Notes that a rewrite produced a node that already existed (`node`,
    /// with its children as the rewrite gave them, and its compact key
    /// when it has one; egg found it as the e-node `existing`): only its
    /// benefit and first rule count (its
    /// locations stay those of the rewrite that created it), and nothing
    /// is noted when the node's facts already have them. A node of the
    /// table with facts gets them at once; any other (a node added since
    /// the last settle, or given with children merged since) at the next
    /// settle, after the facts carried there.
    pub fn note_again(
        &mut self,
        node: &MlirNode,
        key: Option<NodeKey>,
        existing: Id,
        info: &NodeInfo,
    ) {
        let again = || NodeInfo {
            locs: Default::default(),
            ..info.clone()
        };
        let entry = match &key {
            Some(k) => self.entries.get(k),
            None => self.get(node),
        };
        match entry.map(|e| e.facts) {
            Some(f) if f != NO_FACTS => {
                let f = &mut self.facts[f as usize];
                let known = f.benefit >= info.benefit && (f.rule.is_some() || f.imported);
                if !known {
                    f.merge(&again());
                }
            }
            _ => {
                // (A node added since the last settle whose facts have them
                // already: the facts it is given first at the settle have
                // them, and merging them again would change nothing.)
                let born = self.born_facts_of(existing);
                if born.is_some_and(|b| b.benefit >= info.benefit && b.rule.is_some()) {
                    return;
                }
                self.facts.push(again());
                self.agains.push(Noted {
                    node: existing,
                    key,
                    facts: self.facts.len() as u32 - 1,
                });
            }
        }
    }

    /// Brings the table up to date with the clean e-graph: nodes keep
    /// their stamp while they stay in the same class, nodes new there get
    /// `stamp`; facts follow their nodes to their canonical forms (merged
    /// when nodes became equal). Each visited class's stamps are written
    /// into its data. Only classes that may have changed are visited (see
    /// the module comment; none when egg made or merged none and no facts
    /// were noted); everything is visited in a deterministic order (sorted,
    /// by class id, or in the order of maps filled deterministically and
    /// hashed without seeds or addresses).
    pub fn settle(egraph: &mut MlirEGraph, stamp: u32) {
        let ix = &mut egraph.analysis.index;
        // (Nothing changed since the last settle: no class made or merged,
        // so no node renamed, and no facts noted.)
        let idle = ix.dirty.is_empty() && ix.agains.is_empty() && ix.born_facts.is_empty();
        if ix.settled && idle && ix.fresh.is_empty() {
            ix.epoch = stamp;
            return;
        }
        let mut ix = std::mem::take(ix);
        // Entries of renamed nodes (a child merged) go; their facts, and
        // those noted since the last settle, move to the canonical forms.
        // (In the order of their keys, then of the wide nodes.)
        // (None when no class merged since: the entries' children were
        // canonical then.)
        let canonical = |c: Id| egraph.find(c) == c;
        let merged = std::mem::take(&mut ix.merged);
        let mut keys: Vec<NodeKey> = match merged {
            true => (ix.entries.keys())
                .filter(|k| !k.kids().all(canonical))
                .copied()
                .collect(),
            false => Vec::new(),
        };
        keys.sort_unstable();
        let mut renamed: Vec<(NodeKey, Entry)> = Vec::with_capacity(keys.len());
        for k in keys {
            if let Some(e) = ix.entries.remove(&k) {
                renamed.push((k, e));
            }
        }
        let mut wide: Vec<MlirNode> = match merged {
            true => (ix.wide.keys())
                .filter(|n| !n.children().iter().all(|&c| canonical(c)))
                .cloned()
                .collect(),
            false => Vec::new(),
        };
        wide.sort_unstable();
        let mut renamed_wide: Vec<(MlirNode, Entry)> = Vec::with_capacity(wide.len());
        for n in wide {
            if let Some(e) = ix.wide.remove(&n) {
                renamed_wide.push((n, e));
            }
        }
        let mut dirty = std::mem::take(&mut ix.dirty);
        dirty.extend(renamed.iter().map(|(_, e)| e.class));
        dirty.extend(renamed_wide.iter().map(|(_, e)| e.class));
        if !ix.settled {
            dirty.extend(egraph.classes().map(|c| c.id));
            ix.settled = true;
        }
        // (Narrow nodes by their keys, the others by themselves: a node is
        // one or the other, and merging is associative, so carrying the
        // narrow ones first changes no node's facts.)
        let find = |c: Id| egraph.find(c);
        let mut moved_keys: Map<NodeKey, NodeInfo> = Map::default();
        for (k, e) in &renamed {
            if e.facts != NO_FACTS {
                let info = &ix.facts[e.facts as usize];
                match moved_keys.entry(k.mapped(find)) {
                    std::collections::hash_map::Entry::Occupied(mut o) => o.get_mut().merge(info),
                    std::collections::hash_map::Entry::Vacant(v) => {
                        v.insert(info.clone());
                    }
                }
            }
        }
        let mut moved: Map<MlirNode, NodeInfo> = Map::default();
        let mut carry = |node: &MlirNode, f: u32, facts: &[NodeInfo]| {
            if f == NO_FACTS {
                return;
            }
            let node = node.clone().map_children(find);
            match moved.get_mut(&node) {
                Some(i) => i.merge(&facts[f as usize]),
                None => {
                    moved.insert(node, facts[f as usize].clone());
                }
            }
        };
        for (n, e) in &renamed_wide {
            carry(n, e.facts, &ix.facts);
        }
        for (n, f) in std::mem::take(&mut ix.fresh) {
            carry(&n, f, &ix.facts);
        }
        // The nodes of every class that may have changed, in the order of
        // their ids: kept (with their stamp while their class is the same),
        // or new.
        // (Room for every live node at once, rather than doubling as new
        // ones come.)
        let live = egraph.total_number_of_nodes();
        ix.entries
            .reserve(live.saturating_sub(ix.entries.len() + ix.wide.len()));
        // Facts of the nodes added since the last settle first (the
        // rewrite that created a node gives it its locations and rule),
        // those with a compact key now: their entries made as the visit of
        // their class below makes them (in the class egg made, which that
        // visit keeps), so that it writes their first locations. (Facts of
        // one node are all keyed or all not: merged in the same order.)
        let born = std::mem::take(&mut ix.born_facts);
        for &n in born.iter().filter(|n| n.key.is_some()) {
            ix.give_born(egraph, n, stamp);
        }
        let mut marks = std::mem::take(&mut ix.marks);
        let mut last_sig = None;
        for d in dirty.drain(..) {
            let d = usize::from(egraph.find(d));
            if d / 64 >= marks.len() {
                marks.resize(d / 64 + 1, 0);
            }
            marks[d / 64] |= 1 << (d % 64);
        }
        let ids = (marks.iter_mut().enumerate()).flat_map(|(w, bits)| {
            let mut b = std::mem::take(bits);
            std::iter::from_fn(move || {
                let i = b.trailing_zeros() as usize;
                b &= b.wrapping_sub(1);
                (i < 64).then_some(w * 64 + i)
            })
        });
        dirty.extend(ids.map(Id::from));
        for (at, &id) in dirty.iter().enumerate() {
            // (The nodes and stripes of a class a few ahead: each class's
            // are lists of their own, far apart.)
            if let Some(&next) = dirty.get(at + SETTLE_AHEAD) {
                crate::classes::prefetch_lists(&egraph[next]);
            }
            let c = &mut egraph[id];
            let n = c.nodes.len();
            // (The three stripes of each node, in place; room for twice as
            // many nodes: classes grow as they merge, and growing copies.)
            let mut per = std::mem::take(&mut c.data.per_node);
            if per.capacity() < 3 * n {
                per = PerNode::with_capacity(6 * n);
            }
            per.clear();
            per.resize(3 * n, 0);
            let mut newest = 0;
            for (pos, node) in c.nodes.iter().enumerate() {
                // (The signature of the node before is tried first: a
                // class's nodes are sorted, so nodes of one signature are
                // neighbours.)
                // (One key and one probe per node, whether it is kept or
                // new.)
                let fresh = Entry {
                    class: id,
                    stamp,
                    born: stamp,
                    facts: NO_FACTS,
                    pos: pos as u32,
                    loc: NO_LOC,
                };
                let e = match ix.slot_reusing(node, &mut last_sig) {
                    Slot::Narrow(k) => ix.entries.entry(k).or_insert(fresh),
                    Slot::Wide => match ix.wide.get_mut(node) {
                        Some(e) => e,
                        None => ix.wide.entry(node.clone()).or_insert(fresh),
                    },
                };
                if e.class != id {
                    e.class = id;
                    e.stamp = stamp;
                }
                e.pos = pos as u32;
                newest = newest.max(e.stamp);
                per[pos] = e.stamp;
                per[n + pos] = e.born;
                per[2 * n + pos] = e.loc;
            }
            c.data.newest = newest;
            c.data.projections = (c.nodes.iter()).any(|n| matches!(n, MlirNode::Result { .. }));
            c.data.per_node = per;
        }
        dirty.clear();
        ix.dirty = dirty;
        ix.marks = marks;
        // Facts of the nodes added since the last settle first (the
        // rewrite that created a node gives it its locations and rule),
        // then those carried over.
        // (The lists keep their room for the next settle.)
        let mut born = born;
        for &n in born.iter().filter(|n| n.key.is_none()) {
            ix.give(egraph, n);
        }
        born.clear();
        ix.born_facts = born;
        for (k, m) in moved_keys {
            if let Some(e) = ix.entries.get_mut(&k) {
                merge_into(&mut ix.facts, &mut ix.relocated, e, m);
            }
        }
        for (n, m) in moved {
            let e = match ix.slot(&n) {
                Some(Slot::Narrow(k)) => ix.entries.get_mut(&k),
                Some(Slot::Wide) => ix.wide.get_mut(&n),
                None => None,
            };
            if let Some(e) = e {
                merge_into(&mut ix.facts, &mut ix.relocated, e, m);
            }
        }
        // Then those of nodes produced again, in order, as if noted by the
        // node as given (egg found it as the node of `e`): after those
        // carried there (merging is associative: the same as carrying them
        // last).
        let mut agains = std::mem::take(&mut ix.agains);
        for &n in &agains {
            ix.give(egraph, n);
        }
        agains.clear();
        ix.agains = agains;
        // First locations that the facts given changed, into their classes'
        // stripes (in order: the last is the entry's).
        for (class, pos, loc) in ix.relocated.drain(..) {
            egraph[class].data.set_first_loc(pos as usize, loc);
        }
        // Facts of nodes gone to another form stay behind: drop them when
        // they outnumber the live ones.
        if ix.facts.len() > 2 * ix.len() + 1024 {
            let mut facts = Vec::with_capacity(ix.len());
            for e in ix.entries.values_mut().chain(ix.wide.values_mut()) {
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

    /// Gives the facts of a node added since the last settle, with a
    /// compact key, to its canonical form before the settle visits the
    /// classes (see [`NodeIndex::settle`]): its entry made in the class egg
    /// made for the node with stamp and birth `stamp` when it has none.
    fn give_born(&mut self, egraph: &MlirEGraph, noted: Noted, stamp: u32) {
        let Some(key) = noted.key else {
            return;
        };
        let find = |x| egraph.find(x);
        let entry = self.entries.entry(key.mapped(find)).or_insert(Entry {
            class: find(noted.node),
            stamp,
            born: stamp,
            facts: NO_FACTS,
            pos: 0,
            loc: NO_LOC,
        });
        take_facts(&mut self.facts, entry, noted.facts);
        // (Its class is visited after: no relocation.)
        entry.loc = first_loc_of(&self.facts, entry.facts);
    }

    /// Gives facts noted since the last settle to their node, in its
    /// canonical form: its own, or merged into those it has.
    fn give(&mut self, egraph: &MlirEGraph, noted: Noted) {
        let find = |x| egraph.find(x);
        let slot = match noted.key {
            Some(k) => Some(Slot::Narrow(k.mapped(find))),
            None => self.slot_mapped(egraph.id_to_node(noted.node), find),
        };
        // (The entry borrowed apart from the facts and locations.)
        let entry = match slot {
            Some(Slot::Narrow(k)) => self.entries.get_mut(&k),
            Some(Slot::Wide) => {
                let node = egraph.id_to_node(noted.node).clone().map_children(find);
                self.wide.get_mut(&node)
            }
            None => None,
        };
        let Some(entry) = entry else {
            return;
        };
        take_facts(&mut self.facts, entry, noted.facts);
        relocate(&mut self.relocated, &self.facts, entry);
    }

    /// The facts of every live node, keyed by the node (for extraction).
    pub fn infos(&self) -> NodeInfos {
        let mut out = NodeInfos::default();
        let mut all: Vec<(MlirNode, &Entry)> = (self.entries.iter())
            .map(|(k, e)| (self.node_of(k), e))
            .chain(self.wide.iter().map(|(n, e)| (n.clone(), e)))
            .collect();
        // (By class and position in it: positions are unique in a settled
        // table.)
        all.sort_unstable_by(|a, b| {
            (a.1.class, a.1.pos)
                .cmp(&(b.1.class, b.1.pos))
                .then_with(|| a.0.cmp(&b.0))
        });
        for (n, e) in all {
            if let Some(i) = self.facts(e) {
                out.note(n, i.clone());
            }
        }
        out
    }

    /// Number of live nodes.
    pub fn len(&self) -> usize {
        self.entries.len() + self.wide.len()
    }

    /// Whether the table is empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::lang::{Opt32, TypesId};
    use patsat_ir::{Attr, OpName};

    /// An op node named by number `name` (without properties, attributes
    /// or regions, of type list 0) with children `kids`.
    pub(crate) fn op(name: u32, kids: &[Id]) -> MlirNode {
        MlirNode::Op(OpNode {
            name: OpName(name),
            props: Opt32::NONE,
            attrs: Attr(0),
            types: TypesId(0),
            regions: Opt32::NONE,
            constant: Opt32::NONE,
            children: kids.iter().copied().collect(),
        })
    }

    fn facts(benefit: u16, rule: Option<u32>, loc: u32) -> NodeInfo {
        NodeInfo {
            locs: [Attr(loc)].into_iter().collect(),
            benefit,
            rule: rule.into(),
            imported: false,
        }
    }

    /// A node produced again after it was added since the last settle gets
    /// the benefit and first rule of each production, after the facts it
    /// was added with (its locations stay those), whether or not the facts
    /// it was added with have them already.
    #[test]
    fn nodes_produced_again_since_the_last_settle_keep_their_first_facts() {
        let mut g = crate::MlirEGraph::default();
        let a = g.add(MlirNode::Leaf {
            value: 0,
            ty: Type(0),
        });
        let b = g.add(MlirNode::Leaf {
            value: 1,
            ty: Type(0),
        });
        // (The signatures known to the index: a node of each.)
        for name in 0..3 {
            g.add(op(name, &[a, a]));
        }
        g.rebuild();
        NodeIndex::settle(&mut g, 0);
        // Per node: the facts it is added with, those it is produced again
        // with, and the facts it ends with.
        let cases = [
            // Known already: nothing changes.
            (
                facts(2, Some(1), 10),
                facts(1, Some(4), 11),
                facts(2, Some(1), 10),
            ),
            // A higher benefit.
            (
                facts(1, Some(1), 20),
                facts(3, Some(4), 21),
                facts(3, Some(1), 20),
            ),
            // A first rule.
            (
                facts(2, None, 30),
                facts(1, Some(4), 31),
                facts(2, Some(4), 30),
            ),
        ];
        let mut nodes = Vec::new();
        for (name, (first, _, _)) in (0..).zip(&cases) {
            let n = op(name, &[a, b]);
            let key = g.analysis.index.key_of(&n);
            assert!(key.is_some());
            let c = g.add_uncanonical(n.clone());
            g.analysis.index.add_new(c, key, first.clone());
            nodes.push((n, key, c));
        }
        for ((n, key, c), (_, again, _)) in nodes.iter().zip(&cases) {
            assert_eq!(g.add_uncanonical(n.clone()), *c);
            g.analysis.index.note_again(n, *key, *c, again);
        }
        g.rebuild();
        NodeIndex::settle(&mut g, 1);
        for ((n, _, _), (_, _, end)) in nodes.iter().zip(&cases) {
            assert_eq!(g.analysis.index.info(n), Some(end));
        }
    }
}
