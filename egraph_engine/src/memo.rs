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
//! name a class that is gone: it is never asked again, and is dropped
//! between searches ([`NativeMemo::prune`]).
//!
//! One table holds every entry. When a search ends, its entries whose
//! results are pending are taken out and *parked* ([`Parked`]): when the
//! search's recording is applied they are resolved to the nodes the replay
//! added ([`NativeMemo::resolve_parked`]), so the next search finds them
//! without running the native again; a recording that is not applied (a
//! banned rule's) drops them. An entry whose results are pending is also
//! dropped when one of its search's matches is rolled back
//! ([`NativeMemo::forget_pending`]).
//!
//! A call not remembered may still be answered within its search: when
//! the unions the search recorded before it merge its arguments with those
//! of an earlier call of the search that recorded new nodes, the replay
//! makes the node it would record equal to that call's (see
//! [`NativeMemo::recall_merged`] and [`crate::tentative`]).
//!
//! The table is open-addressing with 32-byte entries (a key and an inline
//! op result): probing a table that outgrows the caches costs a cache miss
//! per probe, so entries are small.

use crate::index::{hash_words, NodeKey};
use crate::record::{pending_index, Recording};
use crate::tentative::Tentative;
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
#[derive(Clone, Copy, Debug, Eq)]
pub struct MemoKey {
    shape: u32,
    args: [u32; MEMO_ARGS],
}

const _: () = assert!(MEMO_ARGS == 4, "MemoKey::eq compares four arguments");

impl PartialEq for MemoKey {
    /// Word by word, without a branch: a key made on the hit path is in
    /// registers, or was just stored word by word (derived, the words are
    /// compared two by two, loads that wait for both stores).
    #[inline(always)]
    fn eq(&self, o: &Self) -> bool {
        let (a, b) = (&self.args, &o.args);
        ((self.shape ^ o.shape) | (a[0] ^ b[0]) | (a[1] ^ b[1]) | (a[2] ^ b[2]) | (a[3] ^ b[3]))
            == 0
    }
}

/// The shape of no key (an empty slot of the table): hook indices are
/// below `0xFFFF`.
const EMPTY: u32 = u32::MAX;

/// The kind of a value argument in a key's shape.
const VALUE_KIND: u32 = 3;

impl MemoKey {
    /// The native rewrite called.
    pub fn hook(&self) -> HookId {
        HookId {
            kind: patsat_translate::HookKind::Rewrite,
            index: self.shape >> 16,
        }
    }

    /// The hash the table places the key by (its high bits pick the
    /// slot).
    #[inline]
    pub fn hash64(&self) -> u64 {
        const K: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut h = u64::from(self.shape).wrapping_mul(K);
        for &a in &self.args {
            h = (h.rotate_left(26) ^ u64::from(a)).wrapping_mul(K);
        }
        h
    }

    /// The id of argument `k`.
    #[inline]
    pub fn arg(&self, k: usize) -> u32 {
        self.args[k % MEMO_ARGS]
    }

    /// The places of the value arguments.
    fn value_args(&self) -> impl Iterator<Item = usize> {
        let (shape, n) = (self.shape, ((self.shape >> 12) & 7) as usize);
        (0..n.min(MEMO_ARGS)).filter(move |&k| (shape >> (3 * k)) & 7 == VALUE_KIND)
    }

    /// Whether an argument is a pending value (a node of the search's
    /// recording: meaningless after it).
    fn names_pending(&self) -> bool {
        (self.value_args()).any(|k| pending_index(Id::from(self.args[k] as usize)).is_some())
    }
}

impl Default for MemoKey {
    /// No key (what no call is keyed as).
    fn default() -> Self {
        MemoKey {
            shape: EMPTY,
            args: [0; MEMO_ARGS],
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

/// Where a key's results are, in 12 bytes: one op result inline (the
/// common case: a hit reads nothing else) — its class, its number of
/// results, its node `nodes[node]` — or, when `node` is `LIST`, a list
/// `out[class..class + results]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Found {
    class: u32,
    results: u32,
    node: u32,
}

/// The `node` of a [`Found`] naming a list.
const LIST: u32 = u32::MAX;

impl Found {
    /// The op result when the results are one op: its class (maybe merged
    /// since) and number of results.
    #[inline]
    pub fn one_op(&self) -> Option<(Id, u32)> {
        (self.node != LIST).then_some((Id::from(self.class as usize), self.results))
    }
}

/// An entry of the table.
#[derive(Clone, Copy, Debug)]
#[repr(C, align(32))]
struct Slot {
    key: MemoKey,
    found: Found,
}

const VACANT: Slot = Slot {
    key: MemoKey {
        shape: EMPTY,
        args: [0; MEMO_ARGS],
    },
    found: Found {
        class: 0,
        results: 0,
        node: 0,
    },
};

/// The table: open addressing, linear probing, a power-of-two number
/// of slots at most seven eighths full (entries and removed ones), and
/// beside the slots one byte per slot (0 when empty, [`GONE`] when
/// removed, else seven bits of the key's hash, as hashbrown's control
/// bytes): a probe scans the bytes (a cache line covers 64 slots) and
/// reads only the slots whose byte matches, so a miss reads no slot and a
/// hit about one.
#[derive(Clone, Debug, Default)]
struct Table {
    slots: Vec<Slot>,
    tags: Vec<u8>,
    /// `64 - log2(slots.len())`: the slot of a hash is its high bits.
    shift: u32,
    /// Slots taken: entries, removed ones and parked ones.
    len: usize,
    /// Removed entries' slots.
    gone: usize,
    /// Parked entries' slots (see [`Table::park`]).
    parked: usize,
    /// Times the table was refilled (slots of entries change only then).
    generation: u32,
    /// Entries put so far (an entry parked when this was the same has
    /// no twin since).
    puts: u64,
}

/// The byte of a hash in [`Table::tags`] (never 0).
#[inline]
fn tag(h: u64) -> u8 {
    (h as u8 & 0x7f) | 0x80
}

/// The byte of a removed entry (probes go past it; an insertion may take
/// it, and it is dropped when the table is rebuilt).
const GONE: u8 = 1;

/// The byte of a parked entry (see [`Table::park`]): probes go past it,
/// insertions do not take it, and it is dropped when the table is
/// rebuilt.
const PARKED: u8 = 2;

/// Whether a byte of [`Table::tags`] is an entry's.
#[inline]
fn live(t: u8) -> bool {
    t & 0x80 != 0
}

impl Table {
    #[inline]
    fn home(&self, h: u64) -> usize {
        (h >> self.shift) as usize
    }

    /// The number of entries.
    fn entries(&self) -> usize {
        self.len - self.gone - self.parked
    }

    #[inline]
    fn get(&self, key: &MemoKey, h: u64) -> Option<Found> {
        self.position_of(*key, h).map(|i| self.slots[i].found)
    }

    /// The slot of `key` with hash `h` (the key by value: kept in
    /// registers where it is made, the hit path makes and probes
    /// millions).
    #[inline(always)]
    fn position_of(&self, key: MemoKey, h: u64) -> Option<usize> {
        if self.slots.is_empty() {
            return None;
        }
        let (mask, t) = (self.slots.len() - 1, tag(h));
        let mut i = self.home(h);
        loop {
            let g = self.tags[i];
            if g == t && self.slots[i].key == key {
                return Some(i);
            }
            if g == 0 {
                return None;
            }
            i = (i + 1) & mask;
        }
    }

    /// Makes room for `more` entries: when the slots taken would pass
    /// seven eighths, the table is rebuilt without its removed entries,
    /// at the same size when that leaves it at most half as full
    /// (removals and re-insertions of parked entries then do not make it
    /// grow), else at the size the entries need.
    fn reserve(&mut self, more: usize) {
        if (self.len + more) * 8 <= self.slots.len() * 7 {
            return;
        }
        let need = self.entries() + more;
        let mut cap = (need * 8 / 7 + 1).next_power_of_two().max(16);
        if cap <= self.slots.len() {
            cap = if need * 16 <= self.slots.len() * 7 {
                self.slots.len()
            } else {
                2 * self.slots.len()
            };
        }
        self.rebuild(cap, |_| true);
    }

    /// Rebuilds the table with `cap` slots and the entries `keep` accepts
    /// (it is given each entry's key, which it may change; of entries
    /// whose keys end up equal the first is kept); returns the number of
    /// entries dropped.
    fn rebuild(&mut self, cap: usize, keep: impl FnMut(&mut MemoKey) -> bool) -> usize {
        let kept = self.kept(keep);
        self.refill(cap, kept)
    }

    /// The entries `keep` accepts, with their keys as it leaves them.
    fn kept(&self, mut keep: impl FnMut(&mut MemoKey) -> bool) -> Vec<Slot> {
        (self.slots.iter().zip(&self.tags))
            .filter(|(_, t)| live(**t))
            .filter_map(|(s, _)| {
                let mut s = *s;
                keep(&mut s.key).then_some(s)
            })
            .collect()
    }

    /// Makes the table `cap` slots holding `kept` (the first of equal
    /// keys); returns the number of entries dropped.
    fn refill(&mut self, cap: usize, kept: Vec<Slot>) -> usize {
        let entries = self.entries();
        if cap == self.slots.len() {
            self.tags.fill(0);
        } else {
            self.slots = huge_vec(cap, VACANT);
            self.tags = huge_vec(cap, 0);
            self.shift = 64 - cap.trailing_zeros();
        }
        (self.len, self.gone, self.parked) = (0, 0, 0);
        self.generation = self.generation.wrapping_add(1);
        for s in &kept {
            let h = s.key.hash64();
            if self.get(&s.key, h).is_none() {
                self.put(s.key, h, s.found);
            }
        }
        entries - self.entries()
    }

    /// Keeps only the entries `keep` accepts (see [`Table::rebuild`]),
    /// shrinking the table to at least twice the size they need.
    fn retain(&mut self, keep: impl FnMut(&mut MemoKey) -> bool) -> usize {
        if self.slots.is_empty() {
            return 0;
        }
        let kept = self.kept(keep);
        let cap = (kept.len() * 8 / 3 + 1).next_power_of_two().max(16);
        self.refill(cap.min(self.slots.len()), kept)
    }

    /// Adds `key`, which must be absent, with room reserved (in the first
    /// slot of its probe that is empty or removed); returns its slot.
    fn put(&mut self, key: MemoKey, h: u64, found: Found) -> usize {
        let mask = self.slots.len() - 1;
        let mut i = self.home(h);
        while self.tags[i] != 0 && self.tags[i] != GONE {
            i = (i + 1) & mask;
        }
        if self.tags[i] == GONE {
            self.gone -= 1;
        } else {
            self.len += 1;
        }
        self.slots[i] = Slot { key, found };
        self.tags[i] = tag(h);
        self.puts += 1;
        i
    }

    fn insert(&mut self, key: MemoKey, found: Found) {
        self.reserve(1);
        let h = key.hash64();
        if self.get(&key, h).is_none() {
            self.put(key, h, found);
        }
    }

    /// Adds `key`, which must be absent; returns its slot.
    fn insert_new(&mut self, key: MemoKey, found: Found) -> usize {
        self.reserve(1);
        let h = key.hash64();
        debug_assert!(self.get(&key, h).is_none());
        self.put(key, h, found)
    }

    /// [`Table::park`] of the entry in slot `at` (known to be there).
    fn park_at(&mut self, at: usize) {
        debug_assert!(live(self.tags[at]));
        self.tags[at] = PARKED;
        self.parked += 1;
    }

    /// Parks `key`'s entry, found at slot `at` when that slot holds it
    /// (else looked up): it stays in its slot, unseen by lookups, until
    /// [`Table::unpark`] (unless the table is refilled meanwhile, which
    /// drops it). Returns its slot and results.
    fn park(&mut self, key: &MemoKey, at: usize) -> Option<(usize, Found)> {
        let i = match self.slots.get(at) {
            Some(s) if live(self.tags[at]) && s.key == *key => at,
            _ => self.position_of(*key, key.hash64())?,
        };
        self.tags[i] = PARKED;
        self.parked += 1;
        Some((i, self.slots[i].found))
    }

    /// Ends the parking of `key` at slot `at` (see [`Table::park`]), which
    /// the table holds still when it was not refilled since generation
    /// `generation`: with results `found` (unless `twin` and the key has
    /// an entry again), or dropped (`found` `None`). Otherwise `key` is
    /// inserted with `found` as [`Table::insert`] does. Returns whether
    /// the entry is in the table.
    fn unpark(
        &mut self,
        key: &MemoKey,
        at: usize,
        generation: u32,
        twin: bool,
        found: Option<Found>,
    ) -> bool {
        let here = generation == self.generation && self.tags.get(at) == Some(&PARKED);
        if !here {
            let Some(f) = found else {
                return false;
            };
            self.insert(*key, f);
            return true;
        }
        debug_assert!(self.slots[at].key == *key);
        self.parked -= 1;
        let h = key.hash64();
        match found {
            Some(f) if !(twin && self.get(key, h).is_some()) => {
                self.slots[at].found = f;
                self.tags[at] = tag(h);
                self.puts += 1;
                true
            }
            _ => {
                self.tags[at] = GONE;
                self.gone += 1;
                false
            }
        }
    }

    /// Removes `key`'s entry (its slot stays taken until it is reused or
    /// the table is rebuilt).
    fn remove(&mut self, key: &MemoKey) -> Option<Found> {
        if self.slots.is_empty() {
            return None;
        }
        let h = key.hash64();
        let (mask, t) = (self.slots.len() - 1, tag(h));
        let mut i = self.home(h);
        loop {
            let g = self.tags[i];
            if g == t && self.slots[i].key == *key {
                self.tags[i] = GONE;
                self.gone += 1;
                return Some(self.slots[i].found);
            }
            if g == 0 {
                return None;
            }
            i = (i + 1) & mask;
        }
    }

    /// Starts loading the tag and the slot a probe for hash `h` reads
    /// first.
    #[inline]
    fn prefetch(&self, h: u64) {
        let i = self.home(h);
        if let (Some(t), Some(s)) = (self.tags.get(i), self.slots.get(i)) {
            prefetch(t);
            prefetch(s);
        }
    }

    /// The entries, with their slots.
    fn entries_mut(&mut self) -> impl Iterator<Item = &mut Slot> {
        (self.slots.iter_mut().zip(&self.tags))
            .filter(|(_, t)| live(**t))
            .map(|(s, _)| s)
    }
}

/// Starts loading the cache line of `x`.
#[inline]
pub(crate) fn prefetch<T>(x: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch is a hint (it never faults, whatever the address),
    // and SSE is part of the x86_64 baseline.
    unsafe {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        _mm_prefetch::<_MM_HINT_T0>((x as *const T).cast::<i8>());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = x;
}

/// A vector of `n` copies of `x` whose memory the kernel is asked to back
/// with transparent huge pages when it is large (probes of a table of
/// several MiB land on random pages: with 4 KiB pages most also miss the
/// TLB).
fn huge_vec<T: Clone>(n: usize, x: T) -> Vec<T> {
    let mut v: Vec<T> = Vec::with_capacity(n);
    #[cfg(target_os = "linux")]
    {
        const HUGE: usize = 2 << 20;
        let bytes = n * std::mem::size_of::<T>();
        if bytes >= 2 * HUGE {
            let start = v.as_ptr() as usize;
            let (lo, hi) = (start.next_multiple_of(HUGE), (start + bytes) / HUGE * HUGE);
            if hi > lo {
                // SAFETY: the range lies inside the vector's allocation
                // (not touched yet), and MADV_HUGEPAGE only changes how
                // the kernel backs it.
                unsafe {
                    libc::madvise(lo as *mut libc::c_void, hi - lo, libc::MADV_HUGEPAGE);
                }
            }
        }
    }
    v.resize(n, x);
    v
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

/// Entries of a search whose results are pending, kept until its
/// recording is applied (see the module comment).
#[derive(Debug, Default)]
pub struct Parked {
    /// The entries' keys, results and slots.
    entries: Vec<(MemoKey, Found, u32)>,
    /// The table's generation and number of entries put when they were
    /// parked (see [`Table::unpark`]).
    generation: u32,
    puts: u64,
}

/// What memoisable natives returned.
#[derive(Debug, Default)]
pub struct NativeMemo {
    /// The entries.
    table: Table,
    /// The nodes of inline op results.
    nodes: Vec<MemoNode>,
    out: Vec<MemoOut>,
    /// Op arguments by what natives may read of them, numbered.
    ops: Map<OpSig, u32>,
    /// The last one asked (calls repeat the same template).
    last_op: Option<(OpSig, u32)>,
    /// Keys of the current search's entries whose results are pending,
    /// their slots and results when inserted, and the table's generation
    /// then (while it is the same, the entry is in that slot with those
    /// results: only a refill moves entries, only `forget_pending`
    /// removes pending ones, and a lookup keeps a pending class).
    pending: Vec<(MemoKey, u32, Found, u32)>,
    /// The list of the last parked entries returned, kept for the next
    /// search's (see [`NativeMemo::end_search`]): a list that large
    /// allocated anew each search is memory the kernel clears each time.
    spare: Vec<(MemoKey, Found, u32)>,
    /// Entries whose results are gone (their space in `nodes` and `out`
    /// is reclaimed when they outnumber the live ones).
    dead: usize,
    /// Parked lists not returned yet.
    outstanding: usize,
    /// Times entries were forgotten (see [`NativeMemo::forgets`]).
    forgets: u32,
    /// The table's size (entries and removed ones) after the last
    /// [`NativeMemo::prune`].
    pruned_len: usize,
    /// Results remembered so far (one per native run).
    remembered: u64,
    /// The classes the current search's recorded unions merge, the
    /// results of the search's calls by the roots of their arguments, and
    /// the last call not found so (its key and roots; see
    /// [`NativeMemo::recall_merged`]).
    merging: Tentative,
    merged: Map<MemoKey, Found>,
    missed: Option<(MemoKey, MemoKey)>,
    /// Whether [`NativeMemo::recall_merged`] is turned off.
    no_merged_recall: bool,
}

impl NativeMemo {
    /// How many times entries were forgotten
    /// ([`NativeMemo::forget_pending`]): while it stays the same, what a
    /// key was found to be is what it is (entries are only added, and a
    /// class only replaced by its canonical one).
    #[inline]
    pub fn forgets(&self) -> u32 {
        self.forgets
    }

    /// How many native calls had their results remembered so far.
    pub fn remembered(&self) -> u64 {
        self.remembered
    }

    /// The key of a call of `hook` with `len` arguments, to be given with
    /// [`NativeMemo::arg`]; `None` when it cannot be keyed (too many).
    #[inline]
    pub fn key(hook: HookId, len: usize) -> Option<MemoKey> {
        (len <= MEMO_ARGS && hook.index < 0xFFFF).then_some(MemoKey {
            shape: hook.index << 16 | (len as u32) << 12,
            args: [0; MEMO_ARGS],
        })
    }

    /// Sets argument `k` of a key (an op argument is numbered if new).
    #[inline]
    pub fn arg(&mut self, key: &mut MemoKey, k: usize, a: MemoArg) {
        match a {
            MemoArg::Op(sig) => Self::op_arg(key, k, self.op_number(sig)),
            a => Self::plain_arg(key, k, a),
        }
    }

    /// Sets argument `k` of a key to anything but an op (an op argument
    /// must be given by its number, [`NativeMemo::op_arg`]: here it gets a
    /// number no op has, and the key is never found).
    #[inline]
    pub fn plain_arg(key: &mut MemoKey, k: usize, a: MemoArg) {
        let (kind, id) = match a {
            MemoArg::Null => (0, 0),
            MemoArg::Attr(x) => (1, x),
            MemoArg::Type(x) => (2, x),
            MemoArg::Value(x) => (VALUE_KIND, x),
            MemoArg::Op(_) => (4, u32::MAX),
        };
        key.shape |= kind << (3 * k);
        key.args[k] = id;
    }

    /// Sets the id of argument `k` of a key whose kind is set (see
    /// [`NativeMemo::plain_arg`]).
    #[inline(always)]
    pub fn set_arg(key: &mut MemoKey, k: usize, id: u32) {
        key.args[k % MEMO_ARGS] = id;
    }

    /// Sets argument `k` of a key to an op by its number (see
    /// [`NativeMemo::op_number`]).
    #[inline]
    pub fn op_arg(key: &mut MemoKey, k: usize, number: u32) {
        key.shape |= 4 << (3 * k);
        key.args[k] = number;
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

    /// The number of an op argument when it has one (see
    /// [`NativeMemo::op_number`]).
    #[inline]
    pub fn known_op_number(&self, sig: [u32; 4]) -> Option<u32> {
        match self.last_op {
            Some((s, n)) if s.0 == sig => Some(n),
            _ => self.ops.get(&OpSig(sig)).copied(),
        }
    }

    /// Starts loading what a lookup of `key` reads first (see
    /// [`crate::quick`]: the next match's first call is prefetched while
    /// the current one is rewritten).
    #[inline]
    pub fn prefetch(&self, key: &MemoKey) {
        self.table.prefetch(key.hash64());
    }

    /// [`NativeMemo::prefetch`] of the key whose hash
    /// ([`MemoKey::hash64`]) is `h`.
    #[inline]
    pub fn prefetch_hashed(&self, h: u64) {
        self.table.prefetch(h);
    }

    #[inline]
    fn find(&self, key: &MemoKey) -> Option<Found> {
        self.table.get(key, key.hash64())
    }

    /// The results remembered for `key` when they are one op: its class,
    /// maybe merged since (or pending), and its number of results.
    /// `None` when nothing is remembered, `Some(None)` when the results are
    /// something else.
    #[inline]
    pub fn one_op(&self, key: &MemoKey) -> Option<Option<(Id, u32)>> {
        self.find(key).map(|f| f.one_op())
    }

    /// What is remembered for `key` (read with [`Found::one_op`] or
    /// [`NativeMemo::each_out`]), an op result's class as `find` gives it
    /// (and kept so: later lookups find it in one step).
    #[inline]
    pub fn lookup(&mut self, key: &MemoKey, find: impl FnOnce(Id) -> Id) -> Option<Found> {
        self.lookup_hashed(*key, key.hash64(), find)
    }

    /// [`NativeMemo::lookup`] of `key` whose hash ([`MemoKey::hash64`]) is
    /// `h`.
    #[inline(always)]
    pub fn lookup_hashed(
        &mut self,
        key: MemoKey,
        h: u64,
        find: impl FnOnce(Id) -> Id,
    ) -> Option<Found> {
        let i = self.table.position_of(key, h)?;
        let f = &mut self.table.slots[i].found;
        if f.node != LIST {
            // (Written only when it changed: a line written back costs
            // more than one only read.)
            let c = usize::from(find(Id::from(f.class as usize))) as u32;
            if c != f.class {
                f.class = c;
            }
        }
        Some(*f)
    }

    /// The results remembered for `key`, passed to `each` in order.
    #[inline]
    pub fn get(&self, key: &MemoKey, each: impl FnMut(&MemoOut)) -> bool {
        let Some(f) = self.find(key) else {
            return false;
        };
        self.each_out(f, each);
        true
    }

    /// The results of an entry ([`NativeMemo::lookup`]), passed to `each`
    /// in order.
    #[inline]
    pub fn each_out(&self, f: Found, mut each: impl FnMut(&MemoOut)) {
        match f.one_op() {
            Some((class, results)) => each(&MemoOut::Op {
                class,
                results,
                node: MemoNode::Entry(f.node),
            }),
            None => self.out[f.class as usize..(f.class + f.results) as usize]
                .iter()
                .for_each(each),
        }
    }

    /// The node of an inline entry (see [`MemoNode::Entry`]).
    pub fn node(&self, k: u32) -> MemoNode {
        self.nodes[k as usize]
    }

    /// Stores results, for an entry.
    fn store(&mut self, results: &[MemoOut]) -> Found {
        match results {
            [MemoOut::Op {
                class,
                results,
                node,
            }] => {
                self.nodes.push(*node);
                Found {
                    class: usize::from(*class) as u32,
                    results: *results,
                    node: self.nodes.len() as u32 - 1,
                }
            }
            _ => {
                let start = self.out.len() as u32;
                self.out.extend_from_slice(results);
                Found {
                    class: start,
                    results: results.len() as u32,
                    node: LIST,
                }
            }
        }
    }

    /// Remembers the results of `key` (which nothing is remembered for);
    /// `pending` when they name recorded nodes.
    pub fn insert(&mut self, key: MemoKey, results: &[MemoOut], pending: bool) {
        self.remembered += 1;
        let found = self.store(results);
        let at = self.table.insert_new(key, found);
        if let Some((k, roots)) = self.missed.take() {
            if k == key && pending && roots != key {
                self.merged.insert(roots, found);
            }
        }
        if pending {
            let generation = self.table.generation;
            self.pending.push((key, at as u32, found, generation));
        }
    }

    /// Turns [`NativeMemo::recall_merged`] on (the default) or off.
    pub fn set_merged_recall(&mut self, on: bool) {
        self.no_merged_recall = !on;
    }

    /// What an earlier call of the search whose arguments differ from
    /// `key`'s only by classes that the unions of its closed matches so
    /// far (`unions`, in order) merge returned, when there is one and it
    /// made new nodes: once those unions are made, the nodes the native
    /// would make for `key` are the ones it made then (see
    /// [`crate::tentative`]), so the call is answered without running the
    /// native, and nothing is recorded for it. Call only when `key` itself
    /// is not remembered, before running the native: when this finds
    /// nothing, the results next remembered for `key`
    /// ([`NativeMemo::insert`]) are kept for such later calls when they are
    /// pending.
    ///
    /// Only nodes the search recorded are found so: they have the facts of
    /// the rule the call's match belongs to, which a node made again would
    /// add (results found in the e-graph may have another rule's). The
    /// saturated e-graph is the same; the replay's unions count differently
    /// (one joining the matched class with the node the native would have
    /// made anew now finds the earlier node's class, maybe one with it
    /// already), and when egg's hash-consing would not have found the new
    /// node as the earlier one (its union-find chose another root
    /// meanwhile) the rebuild that merged the two no longer joins their
    /// facts (see `tests/native_memo.rs`).
    ///
    /// The calls are kept by their keys with every value argument replaced
    /// by the root of its set (when that is not the key itself, which the
    /// table holds): a call is found when its arguments' roots then are
    /// those of the earlier call's when it ran (roots change only when
    /// sets join, so an entry found is always right; one whose roots
    /// changed is not found, and the native runs, as it would without
    /// this).
    pub fn recall_merged(&mut self, key: &MemoKey, unions: &[(Id, Id)]) -> Option<Found> {
        self.missed = None;
        if unions.is_empty() || self.no_merged_recall {
            return None;
        }
        self.merging.take_in(unions);
        let (mut roots, mut joined) = (*key, false);
        for k in key.value_args() {
            if let Some(r) = self.merging.root(key.args[k]) {
                roots.args[k] = r;
                joined = true;
            }
        }
        if !joined {
            // (No union names an argument: no earlier call's roots are
            // these.)
            return None;
        }
        if let Some(&f) = self.merged.get(&roots) {
            return Some(f);
        }
        if roots == *key {
            // (Its results are kept by `key` itself.)
            return None;
        }
        // An earlier call whose arguments were the roots is kept by its
        // own key (when its results are nodes the search recorded).
        if let Some(f) = self.table.get(&roots, roots.hash64()) {
            if f.one_op().is_some_and(|(c, _)| pending_index(c).is_some()) {
                return Some(f);
            }
        }
        self.missed = Some((*key, roots));
        None
    }

    /// Whether the unions of the search's closed matches so far
    /// (`unions`, in order) join `a` and `b` (classes or pending ids):
    /// then a union of the two, recorded after them, changes nothing when
    /// it is replayed (see [`crate::tentative`]), and the search need not
    /// record it. (`false` when [`NativeMemo::set_merged_recall`] turned
    /// the sets off.)
    #[inline]
    pub fn joined(&mut self, unions: &[(Id, Id)], a: Id, b: Id) -> bool {
        if unions.is_empty() || self.no_merged_recall {
            return false;
        }
        self.merging.take_in(unions);
        let raw = |x: Id| usize::from(x) as u32;
        self.merging.joined(raw(a), raw(b))
    }

    /// Drops the entries whose results are pending (the search that
    /// recorded them rolled one of its matches back).
    pub fn forget_pending(&mut self) {
        self.forgets = self.forgets.wrapping_add(1);
        // (Entries of the search by their roots too: they may be pending.)
        self.merged.clear();
        for (k, ..) in std::mem::take(&mut self.pending) {
            if self.table.remove(&k).is_some() {
                self.dead += 1;
            }
        }
    }

    /// Ends a search: takes out the entries it remembered whose results
    /// are pending and returns them (see
    /// [`NativeMemo::resolve_parked`]; no handle of the search may be used
    /// after this).
    pub fn end_search(&mut self) -> Parked {
        self.merging.clear();
        self.merged.clear();
        self.missed = None;
        let mut parked = std::mem::take(&mut self.spare);
        parked.clear();
        parked.reserve(self.pending.len());
        for (k, at, f, generation) in self.pending.drain(..) {
            if generation == self.table.generation {
                // (In its slot still, unread: see `pending`.)
                self.table.park_at(at as usize);
                parked.push((k, f, at));
            } else if let Some((i, f)) = self.table.park(&k, at as usize) {
                parked.push((k, f, i as u32));
            }
        }
        if !parked.is_empty() {
            self.outstanding += 1;
        }
        self.compact();
        Parked {
            entries: parked,
            generation: self.table.generation,
            puts: self.table.puts,
        }
    }

    /// Drops parked entries (their recording is not applied).
    pub fn drop_parked(&mut self, parked: Parked) {
        for &(key, _, at) in &parked.entries {
            self.table
                .unpark(&key, at as usize, parked.generation, false, None);
        }
        self.dead += parked.entries.len();
        self.returned(parked);
    }

    /// Notes that parked entries came back (space is reclaimed only when
    /// none are out: they name it).
    fn returned(&mut self, parked: Parked) {
        if !parked.entries.is_empty() {
            self.outstanding -= 1;
        }
        if parked.entries.capacity() > self.spare.capacity() {
            self.spare = parked.entries;
        }
        self.compact();
    }

    /// Enters parked entries into the table with their results
    /// resolved to what the replay of `rec` (just applied, not cleared yet)
    /// added; entries whose key names a pending value, or whose results
    /// cannot be resolved, are dropped.
    pub fn resolve_parked(&mut self, parked: Parked, rec: &Recording) {
        // (An entry of the same key may have been put since they were
        // parked: then the first one in the table stays.)
        let twin = self.table.puts != parked.puts;
        for &(key, f, at) in &parked.entries {
            let f = self.resolved(&key, f, rec);
            let at = at as usize;
            if !self.table.unpark(&key, at, parked.generation, twin, f) {
                self.dead += 1;
            }
        }
        self.returned(parked);
    }

    /// A parked entry's results, resolved (see
    /// [`NativeMemo::resolve_parked`]).
    fn resolved(&mut self, key: &MemoKey, f: Found, rec: &Recording) -> Option<Found> {
        if key.names_pending() {
            return None;
        }
        let class = |c: Id| match pending_index(c) {
            Some(_) => rec.replayed(c),
            None => Some(c),
        };
        let node = |n: MemoNode, this: &Self| match n {
            MemoNode::Pending(k) => rec.replayed_key(k as usize).map(MemoNode::Keyed),
            MemoNode::Entry(e) => Some(this.nodes[e as usize]),
            n => Some(n),
        };
        match f.one_op() {
            Some((c, _)) => {
                let n = node(self.nodes[f.node as usize], self)?;
                let c = class(c)?;
                self.nodes[f.node as usize] = n;
                Some(Found {
                    class: usize::from(c) as u32,
                    ..f
                })
            }
            None => {
                let (s, e) = (f.class as usize, (f.class + f.results) as usize);
                let mut list = Vec::with_capacity(e - s);
                for o in &self.out[s..e] {
                    list.push(match o {
                        MemoOut::Op {
                            class: c,
                            results,
                            node: n,
                        } => MemoOut::Op {
                            class: class(*c)?,
                            results: *results,
                            node: node(*n, self)?,
                        },
                        MemoOut::Other(PdlValue::Value(v)) => MemoOut::Other(PdlValue::Value(
                            crate::view::value(class(Id::from(v.0 as usize))?),
                        )),
                        o => o.clone(),
                    });
                }
                self.out[s..e].clone_from_slice(&list);
                Some(f)
            }
        }
    }

    /// Between searches (the e-graph rebuilt), drops the entries whose key
    /// names a class that has merged into another (calls are keyed by
    /// canonical classes: no call is keyed by it again) or a pending value
    /// (meaningless after its search), and the slots of removed entries —
    /// when the table has doubled since it was last pruned (so the
    /// scans cost a constant per entry added). What any call finds is
    /// unchanged.
    pub fn prune(&mut self, egraph: &crate::MlirEGraph) {
        if self.table.entries() < (2 * self.pruned_len).max(1 << 12) {
            return;
        }
        debug_assert!(self.pending.is_empty());
        let gone = self.table.retain(|key| {
            let n = ((key.shape >> 12) & 7) as usize;
            (0..n.min(MEMO_ARGS)).all(|k| {
                if (key.shape >> (3 * k)) & 7 != VALUE_KIND {
                    return true;
                }
                let c = Id::from(key.args[k] as usize);
                if pending_index(c).is_some() {
                    return false;
                }
                key.args[k] = usize::from(egraph.find(c)) as u32;
                true
            })
        });
        self.dead += gone;
        self.pruned_len = self.table.entries();
        self.compact();
    }

    /// Reclaims the space of dead entries when they outnumber the live
    /// ones.
    fn compact(&mut self) {
        if self.outstanding > 0 || self.dead <= self.table.entries() + 1024 {
            return;
        }
        let (mut nodes, mut out) = (Vec::new(), Vec::new());
        for s in self.table.entries_mut() {
            let f = &mut s.found;
            if f.node == LIST {
                let st = f.class as usize;
                f.class = out.len() as u32;
                out.extend_from_slice(&self.out[st..st + f.results as usize]);
            } else {
                nodes.push(self.nodes[f.node as usize]);
                f.node = nodes.len() as u32 - 1;
            }
        }
        (self.nodes, self.out) = (nodes, out);
        self.dead = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::BTreeMap;

    /// A step on the table.
    #[derive(Clone, Debug)]
    enum Step {
        Insert(u32),
        Remove(u32),
        /// Keep the keys whose argument is not a multiple of the number.
        Retain(u32),
        Reserve(usize),
        /// Park the key's entry (from a wrong slot when the flag is set).
        Park(u32, bool),
        /// End the parking of the key, keeping its entry or not.
        Unpark(u32, bool),
    }

    fn key(a: u32) -> MemoKey {
        let mut k = NativeMemo::key(
            HookId {
                kind: patsat_translate::HookKind::Rewrite,
                index: 0,
            },
            1,
        )
        .unwrap();
        NativeMemo::plain_arg(&mut k, 0, MemoArg::Value(a));
        k
    }

    /// Keys are equal exactly when their shapes and every argument are.
    #[test]
    fn keys_equal_word_by_word() {
        let k = MemoKey {
            shape: 7,
            args: [1, 2, 3, 4],
        };
        let same = k;
        assert_eq!(k, same);
        let mut other = k;
        other.shape = 8;
        assert_ne!(k, other);
        for j in 0..MEMO_ARGS {
            let mut other = k;
            other.args[j] ^= 1 << j;
            assert_ne!(k, other, "argument {j}");
        }
    }

    fn step() -> impl Strategy<Value = Step> {
        prop_oneof![
            8 => (0..600u32).prop_map(Step::Insert),
            4 => (0..600u32).prop_map(Step::Remove),
            1 => (2..5u32).prop_map(Step::Retain),
            1 => (0..300usize).prop_map(Step::Reserve),
            3 => (0..40u32, any::<bool>()).prop_map(|(a, w)| Step::Park(a, w)),
            3 => (0..40u32, any::<bool>()).prop_map(|(a, k)| Step::Unpark(a, k)),
            3 => (0..40u32).prop_map(Step::Insert),
        ]
    }

    proptest! {
        /// The table (tombstones taken again by insertions, rebuilt at
        /// the same size or grown, pruned and shrunk, entries parked out
        /// of sight and back, or dropped) holds what a map holds after the
        /// same steps, and stays at most 7/8 taken.
        #[test]
        fn table_is_a_map(steps in prop::collection::vec(step(), 1..800)) {
            let (mut t, mut m) = (Table::default(), BTreeMap::new());
            // Parked entries: results, slot, generation, entries put then.
            let mut parked: BTreeMap<u32, (Found, usize, u32, u64)> = BTreeMap::new();
            for (i, s) in steps.into_iter().enumerate() {
                let found = Found { class: i as u32, results: 1, node: 0 };
                match s {
                    Step::Insert(a) => {
                        t.insert(key(a), found);
                        m.entry(a).or_insert(found);
                    }
                    Step::Remove(a) => {
                        prop_assert_eq!(t.remove(&key(a)), m.remove(&a));
                    }
                    Step::Retain(d) => {
                        let gone = t.retain(|k| k.args[0] % d != 0);
                        let before = m.len();
                        m.retain(|a, _| a % d != 0);
                        prop_assert_eq!(gone, before - m.len());
                    }
                    Step::Reserve(n) => t.reserve(n),
                    Step::Park(a, wrong) => {
                        let guess = if wrong { 0 } else { t.position_of(key(a), key(a).hash64()).unwrap_or(0) };
                        let p = t.park(&key(a), guess);
                        prop_assert_eq!(p.map(|p| p.1), m.get(&a).copied());
                        if let Some((at, f)) = p {
                            m.remove(&a);
                            parked.insert(a, (f, at, t.generation, t.puts));
                        }
                    }
                    Step::Unpark(a, keep) => {
                        if let Some((f, at, generation, puts)) = parked.remove(&a) {
                            let found = keep.then_some(Found { results: 2, ..f });
                            let twin = t.puts != puts;
                            let kept = t.unpark(&key(a), at, generation, twin, found);
                            if let Some(f) = found {
                                m.entry(a).or_insert(f);
                            }
                            prop_assert!(kept || found.is_none() || m[&a] != found.unwrap());
                            let h = key(a).hash64();
                            prop_assert_eq!(t.get(&key(a), h), m.get(&a).copied());
                        }
                    }
                }
                // (Slots taken, removed and parked, as counted.)
                let count = |f: fn(u8) -> bool| t.tags.iter().filter(|&&g| f(g)).count();
                prop_assert_eq!(t.len, count(|g| g != 0));
                prop_assert_eq!(t.gone, count(|g| g == GONE));
                prop_assert_eq!(t.parked, count(|g| g == PARKED));
                prop_assert_eq!(t.entries(), m.len());
                prop_assert!(t.len * 8 <= t.slots.len() * 7 || t.slots.is_empty());
            }
            for a in 0..600 {
                prop_assert_eq!(t.get(&key(a), key(a).hash64()), m.get(&a).copied());
            }
        }
    }
}
