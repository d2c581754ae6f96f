//! What memoisable native rewrites returned (see
//! [`Hooks::mark_memoisable`](patsat_translate::Hooks::mark_memoisable)),
//! kept from one search pass to the next.
//!
//! A memoisable native's results depend only on its arguments, and all it
//! does is create ops. So a call with the same arguments as an earlier one
//! gets the same nodes: during the search that made them, the nodes
//! recorded then (pending ids, valid in that search's recording only);
//! in any later search, the same nodes in the e-graph, where the rewrite
//! that recorded them put them (their class may have merged since: its
//! current id is found from the one remembered). Arguments are keyed by
//! their canonical class at the time of the call; after merges a key may
//! name a class that is gone, and is just never asked again.
//!
//! Entries whose results are pending are dropped when the search that
//! recorded them ends ([`NativeMemo::end_search`]) or when one of its
//! matches is rolled back: another search records into another recording,
//! and a banned rule's recording is never applied.

use crate::index::{hash_words, NodeKey};
use egg::Id;
use patsat_translate::{HookId, PdlValue};

/// A map with rustc-hash's FxHash.
type Map<K, V> = std::collections::HashMap<K, V, rustc_hash::FxBuildHasher>;

/// The most arguments a memoised native call may have.
pub const MEMO_ARGS: usize = 4;

/// The arguments of a memoisable native call: `shape` holds the hook, the
/// number of arguments and the kind of each (3 bits), `args` their ids.
/// Kept small and hashed word by word: probing a table of large entries
/// is several times slower once it outgrows the caches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemoKey {
    shape: u32,
    args: [u32; MEMO_ARGS],
}

impl MemoKey {
    /// The native rewrite called.
    pub fn hook(&self) -> HookId {
        HookId {
            kind: patsat_translate::HookKind::Rewrite,
            index: self.shape >> 16,
        }
    }
}

impl std::hash::Hash for MemoKey {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        let [a, b, c, d] = self.args;
        hash_words(state, &[self.shape, a, b, c, d]);
    }
}

/// An argument of a memoisable native call, as it is keyed.
#[derive(Clone, Copy, Debug)]
pub enum MemoArg {
    /// A null value.
    Null,
    /// An attribute.
    Attr(u32),
    /// A type.
    Type(u32),
    /// A value (its canonical class, or a pending id).
    Value(u32),
    /// An op: its name, attributes, properties and regions (`u32::MAX`
    /// for none).
    Op([u32; 4]),
}

/// Where a remembered op is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemoNode {
    /// Recorded node `k` of the search that remembered it.
    Pending(u32),
    /// A node of the e-graph, by its key in the node index (its children
    /// may have merged since).
    Keyed(NodeKey),
    /// The node of entry `k` of [`NativeMemo::node`] (read only when
    /// needed: it is far in memory).
    Entry(u32),
}

/// A remembered result.
#[derive(Clone, Debug)]
pub enum MemoOut {
    /// An op: its class (maybe merged since, or pending), its number of
    /// results, its node.
    Op {
        /// The class.
        class: Id,
        /// Its number of results.
        results: u32,
        /// The node.
        node: MemoNode,
    },
    /// Anything else (values are classes, maybe merged since, or pending).
    Other(PdlValue),
}

/// Where a key's results are: one op result inline (the common case: the
/// entry stays 32 bytes, and a hit reads nothing else), or a list in
/// `out`.
#[derive(Clone, Copy, Debug)]
enum Found {
    /// An op of `class` with `results` results, its node `nodes[node]`.
    Op { class: Id, results: u32, node: u32 },
    /// `out[start..start + len]`.
    List { start: u32, len: u32 },
}

/// An op argument as natives may read it: name, attributes, properties,
/// regions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct OpSig([u32; 4]);

impl std::hash::Hash for OpSig {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        hash_words(state, &self.0);
    }
}

/// What memoisable natives returned.
#[derive(Debug, Default)]
pub struct NativeMemo {
    table: Map<MemoKey, Found>,
    /// The nodes of inline op results.
    nodes: Vec<MemoNode>,
    out: Vec<MemoOut>,
    /// Op arguments by what natives may read of them, numbered.
    ops: Map<OpSig, u32>,
    /// The last one asked (calls repeat the same template).
    last_op: Option<(OpSig, u32)>,
    /// Keys whose results are pending.
    pending: Vec<MemoKey>,
    /// Entries whose results are gone (their space in `out` is reused
    /// when they outnumber the live ones).
    dead: usize,
}

impl NativeMemo {
    /// The key of a call of `hook` with `len` arguments, to be given with
    /// [`NativeMemo::arg`]; `None` when it cannot be keyed (too many).
    #[inline]
    pub fn key(hook: HookId, len: usize) -> Option<MemoKey> {
        (len <= MEMO_ARGS && hook.index < 1 << 16).then_some(MemoKey {
            shape: hook.index << 16 | (len as u32) << 12,
            args: [0; MEMO_ARGS],
        })
    }

    /// Sets argument `k` of a key.
    #[inline]
    pub fn arg(&mut self, key: &mut MemoKey, k: usize, a: MemoArg) {
        let (kind, id) = match a {
            MemoArg::Null => (0, 0),
            MemoArg::Attr(x) => (1, x),
            MemoArg::Type(x) => (2, x),
            MemoArg::Value(x) => (3, x),
            MemoArg::Op(sig) => (4, self.op_number(sig)),
        };
        key.shape |= kind << (3 * k);
        key.args[k] = id;
    }

    /// The number of an op argument (its name, attributes, properties and
    /// regions).
    #[inline]
    pub fn op_number(&mut self, sig: [u32; 4]) -> u32 {
        match self.last_op {
            Some((s, n)) if s.0 == sig => n,
            _ => {
                let next = self.ops.len() as u32;
                let n = *self.ops.entry(OpSig(sig)).or_insert(next);
                self.last_op = Some((OpSig(sig), n));
                n
            }
        }
    }

    /// The results remembered for `key` when they are one op: its class,
    /// maybe merged since (or pending), and its number of results.
    /// `None` when nothing is remembered, `Some(None)` when the results are
    /// something else.
    #[inline]
    pub fn one_op(&self, key: &MemoKey) -> Option<Option<(Id, u32)>> {
        match self.table.get(key)? {
            &Found::Op { class, results, .. } => Some(Some((class, results))),
            Found::List { .. } => Some(None),
        }
    }

    /// The results remembered for `key`, passed to `each` in order.
    #[inline]
    pub fn get(&self, key: &MemoKey, mut each: impl FnMut(&MemoOut)) -> bool {
        match self.table.get(key) {
            None => false,
            Some(&Found::Op {
                class,
                results,
                node,
            }) => {
                each(&MemoOut::Op {
                    class,
                    results,
                    node: MemoNode::Entry(node),
                });
                true
            }
            Some(&Found::List { start, len }) => {
                self.out[start as usize..(start + len) as usize]
                    .iter()
                    .for_each(each);
                true
            }
        }
    }

    /// The node of an inline entry (see [`MemoNode::Entry`]).
    pub fn node(&self, k: u32) -> MemoNode {
        self.nodes[k as usize]
    }

    /// Remembers the results of `key`; `pending` when they name recorded
    /// nodes.
    pub fn insert(&mut self, key: MemoKey, results: &[MemoOut], pending: bool) {
        let found = match results {
            [MemoOut::Op {
                class,
                results,
                node,
            }] => {
                self.nodes.push(*node);
                Found::Op {
                    class: *class,
                    results: *results,
                    node: self.nodes.len() as u32 - 1,
                }
            }
            _ => {
                let start = self.out.len() as u32;
                self.out.extend_from_slice(results);
                Found::List {
                    start,
                    len: results.len() as u32,
                }
            }
        };
        if self.table.insert(key, found).is_some() {
            self.dead += 1;
        }
        if pending {
            self.pending.push(key);
        }
    }

    /// Drops the entries whose results are pending (the search that
    /// recorded them rolled one of its matches back).
    pub fn forget_pending(&mut self) {
        for k in std::mem::take(&mut self.pending) {
            if self.table.remove(&k).is_some() {
                self.dead += 1;
            }
        }
    }

    /// Drops the entries whose results are pending (the search that
    /// recorded them ended), and reclaims space (no handle of the search
    /// may be used after this).
    pub fn end_search(&mut self) {
        self.forget_pending();
        if self.dead > self.table.len() + 1024 {
            let (mut nodes, mut out) = (Vec::new(), Vec::new());
            for v in self.table.values_mut() {
                match v {
                    Found::Op { node, .. } => {
                        nodes.push(self.nodes[*node as usize]);
                        *node = nodes.len() as u32 - 1;
                    }
                    Found::List { start, len } => {
                        let s = *start as usize;
                        *start = out.len() as u32;
                        out.extend_from_slice(&self.out[s..s + *len as usize]);
                    }
                }
            }
            (self.nodes, self.out) = (nodes, out);
            self.dead = 0;
        }
    }
}
