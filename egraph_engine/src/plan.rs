//! Plans: the [`Hits`] form of a quick rewrite compiled against a direct
//! program with a tail (see [`crate::direct`]), so that a root node's
//! matches that are all remembered cost the keys, the probes and a
//! comparison each.
//!
//! A root node's matches differ only in the op the program's one choice
//! point chooses and its operands (the tail); every other register keeps
//! its value. So each place of each call's key, and each side of each
//! replacement, is one of: a register the matches share (read once per
//! root node, [`Plan::root`]), the chosen op (its memo number, or its
//! class), an operand of it, or the class found for an earlier call. A
//! match writes what varies into a row of ids where the shared ones are
//! already ([`Row`]), and each key place is one entry of the row: the keys
//! are made without a branch per place, the probes follow, the
//! replacement's classes are compared ([`Plan::hit`]). A candidate's ids
//! are made once per candidate list ([`Plan::first_at`]: a class is the
//! operand class of many roots), and the results of the calls after the
//! first are kept by key for the next matches (`RootPlan::recent`: they
//! repeat across a root class's matches).
//!
//! What the [`Hits`] form would not take (a register of another kind, an
//! op not of one result, a result that is not one op) is left to
//! [`QuickRewrite::run`], and so is a chosen op whose signature the memo
//! has not numbered yet (the hits form numbers it); a call not remembered
//! goes on in [`Plan::finish`] (the natives' direct forms run, as the
//! quick rewrite would run them), or in `QuickRewrite::run_missed` with
//! what was found: the same probes in
//! the same order, the same recording. The next matches' first keys are
//! made and their memo entries prefetched while the current one is
//! probed (a probe of a memo larger than the caches is mostly a wait for
//! memory).

use crate::direct::{DirectProgram, DirectRun, Single};
use crate::info::NodeInfo;
use crate::lang::{MlirNode, OpNode};
use crate::memo::{MemoArg, MemoKey, NativeMemo, MEMO_ARGS};
use crate::natives::Direct;
use crate::quick::{
    abandon, call_missed, close_match, recall_class, run_missed_direct, same_class, Hits,
    QuickRewrite, Src, Val, MAX_HIT_CALLS,
};
use crate::view::{op_sig, EView};
use egg::Id;
use patsat_translate::Reg;
use smallvec::SmallVec;
use std::cell::Cell;
use std::rc::Rc;

/// The ids of one match (see the module comment), by position: what
/// each position holds is laid out per plan ([`Layout`]).
const ROW: usize = 16;
type Row = [u32; ROW];

/// The most operands of the chosen op a plan reads.
const MAX_OPERANDS: usize = 4;

/// What a position of a [`Row`] holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pos {
    /// Zero (the places of a key past its arguments).
    Zero,
    /// Place `j` of call `k`, shared by the matches.
    Fixed(usize, usize),
    /// Side `s` (0: the op replaced, 1: the value) of replacement `n`,
    /// shared by the matches.
    Side(usize, usize),
    /// The chosen op's memo number.
    Number,
    /// The chosen op's class.
    Class,
    /// Operand `i` of the chosen op.
    Operand(u32),
    /// The class found for call `k`.
    Found(usize),
    /// A place for an operand of the chosen op (see [`Layout::operand`]).
    Slot(u32),
}

/// The positions of a plan's [`Row`], given in order of first use (after
/// those of [`Pos::Zero`] and a chosen op's ids, [`CHOSEN`]).
struct Layout(Vec<Pos>);

/// Where a [`Row`] holds a chosen op's ids: its number, class and
/// operands, in the order of [`CandIds`] (so that they are written in
/// one copy).
const CHOSEN: usize = 1;

impl Layout {
    fn new() -> Self {
        let mut v = vec![Pos::Zero, Pos::Number, Pos::Class];
        v.extend((0..MAX_OPERANDS as u32).map(Pos::Slot));
        Layout(v)
    }

    /// The position of operand `i` of the chosen op, given the next of
    /// the [`Pos::Slot`]s when it has none yet; `None` when they are
    /// taken.
    fn operand(&mut self, i: u32) -> Option<u8> {
        if let Some(k) = self.0.iter().position(|&x| x == Pos::Operand(i)) {
            return Some(k as u8);
        }
        let k = self.0.iter().position(|x| matches!(x, Pos::Slot(_)))?;
        self.0[k] = Pos::Operand(i);
        Some(k as u8)
    }

    /// The position of `id`; `None` when the row is full.
    fn at(&mut self, id: Pos) -> Option<u8> {
        let k = match self.0.iter().position(|&x| x == id) {
            Some(k) => k,
            None => {
                self.0.push(id);
                self.0.len() - 1
            }
        };
        (k < ROW).then_some(k as u8)
    }
}

/// A call of a [`Plan`]: its key with the kind of every place the matches
/// do not share set, the position of each place's id in the [`Row`], the
/// places the matches share (place, register).
#[derive(Clone, Debug)]
struct PlanCall {
    key: MemoKey,
    at: [u8; MEMO_ARGS],
    fixed: SmallVec<[(u8, Reg); MEMO_ARGS]>,
    /// Its arguments, for running the native (see [`Plan::finish`]).
    args: SmallVec<[Arg; MEMO_ARGS]>,
    /// The native's direct form, when it has one.
    direct: Option<Rc<Direct>>,
}

/// An argument of a call of a [`Plan`] when its native runs.
#[derive(Clone, Copy, Debug)]
enum Arg {
    /// A register the matches share.
    Reg(Reg),
    /// The chosen op.
    Chosen,
    /// The value at this position of the [`Row`].
    At(u8),
}

/// The [`Hits`] form of a quick rewrite over the matches of a root node of
/// a direct program with a tail (see the module comment).
#[derive(Clone, Debug)]
pub struct Plan {
    calls: Vec<PlanCall>,
    /// Per replacement: where the replaced class and the value are in the
    /// [`Row`].
    replaces: Vec<(u8, u8)>,
    /// The shared sides of the replacements: position, register, whether
    /// it is the op replaced (else the value replacing it).
    fixed_sides: Vec<(u8, Reg, bool)>,
    /// The operands of the chosen op read and their positions.
    operands: SmallVec<[(u32, u8); MAX_OPERANDS]>,
    /// The position of the class found for each call.
    found_at: [u8; MAX_HIT_CALLS],
    /// The register of the chosen op.
    chosen: Reg,
    /// Whether a key reads the chosen op's memo number, or a replacement
    /// replaces it (then it must be an op of one result).
    reads_chosen: bool,
    /// The memo's number of the last chosen op's signature (most
    /// candidates share it; numbers never change).
    last: Cell<Option<([u32; 4], u32)>>,
}

/// How many matches ahead of the current one a root node's matches are
/// loaded and their first call's memo entry prefetched.
pub const AHEAD: usize = 4;

/// The number of rows of a [`RootPlan`] (a power of two above
/// [`AHEAD`]).
const ROWS: usize = 8;

/// A [`Plan`] at one root node: the calls' keys with the kind of every
/// place set, the ids of its matches in a ring of rows (the current
/// match's and those of the next ones, see [`AHEAD`]), each with the ids
/// the matches share.
#[derive(Default)]
pub struct RootPlan {
    keys: [MemoKey; MAX_HIT_CALLS],
    rows: [Row; ROWS],
    /// Recent results of calls after the first, by the low bits of their
    /// keys' hashes (see [`Plan::hit`]): key, class, the memo's
    /// [`NativeMemo::forgets`] then.
    recent: RecentRoom,
    /// Per row: the first call's key and hash, when the match is usual
    /// (see [`Plan::first`]).
    firsts: [(MemoKey, u64); ROWS],
    usual: [bool; ROWS],
    /// The ids of the candidates the search's direct run lists, by
    /// position in its pool (see [`Plan::first_at`]), for the pool of
    /// generation `generation`.
    cands: Vec<CandIds>,
    generation: u32,
}

/// What [`Plan::first`] writes of a chosen op: whether it is usual
/// ([`UNKNOWN`] when not found yet), its number, class and operands.
type CandIds = [u32; 3 + MAX_OPERANDS];

/// The states of a [`CandIds`].
const UNKNOWN: u32 = 0;
const USUAL: u32 = 1;
const UNUSUAL: u32 = 2;

/// The number of places of [`RootPlan::recent`].
const RECENT: usize = 4096;

/// The list of a [`RootPlan`]'s recent results (see `RootPlan::recent`).
pub type RecentRoom = Vec<(MemoKey, u32, u32)>;

impl RootPlan {
    /// A root plan whose recent results are kept in `room` (emptied: what
    /// it held is of another search, the e-graph rebuilt since).
    pub fn with_room(mut room: RecentRoom) -> Self {
        room.clear();
        RootPlan {
            recent: room,
            ..Default::default()
        }
    }

    /// The room of its recent results, for another search's plan (see
    /// [`RootPlan::with_room`]: made anew each search, a list this large
    /// lands among the e-graph's and raises the peak memory).
    pub fn into_room(self) -> RecentRoom {
        self.recent
    }

    /// Keeps in place `at` of [`RootPlan::recent`] that `key` was found
    /// to be class `c`.
    #[inline]
    fn remember(&mut self, at: usize, key: MemoKey, c: u32, forgets: u32) {
        if self.recent.is_empty() {
            self.recent.resize(RECENT, (MemoKey::default(), 0, 0));
        }
        self.recent[at % RECENT] = (key, c, forgets);
    }
}

/// A chosen op of a root node's match: its class and node.
pub type Chosen<'g> = (Id, &'g OpNode);

/// What [`Plan::hit`] did.
pub enum Planned {
    /// The match is rewritten (its unions recorded).
    Done,
    /// Call `k` is not remembered (keyed as given; the classes found for
    /// the calls before it are in the `found` given), and whether no
    /// earlier call of the search answers it either (see
    /// [`crate::quick::recall_class`]; `false`: not asked, or something
    /// else than one op found): nothing recorded.
    Missed(usize, MemoKey, bool),
    /// Something the [`Hits`] form would not take, or handle as the
    /// general run does: nothing recorded.
    Unusual,
}

/// A number no op signature has (see [`Plan::first`]).
const UNNUMBERED: u32 = u32::MAX;

impl Plan {
    /// The plan of quick rewrite `q` over direct program `prog`, when
    /// there is one (`q` has a [`Hits`] form, `prog` a tail).
    pub fn new(q: &QuickRewrite, prog: &DirectProgram) -> Option<Plan> {
        let h: &Hits = q.hits()?;
        let chosen = prog.tail_choice()?;
        let source = |r: Reg| prog.tail_source(r);
        if h.calls.len() > MAX_HIT_CALLS {
            return None;
        }
        let mut layout = Layout::new();
        let mut operands: SmallVec<[(u32, u8); MAX_OPERANDS]> = SmallVec::new();
        let mut reads_chosen = false;
        let mut calls = Vec::with_capacity(h.calls.len());
        for (k, c) in h.calls.iter().enumerate() {
            let (mut key, mut fixed) = (c.key, SmallVec::new());
            let mut at = [0; MEMO_ARGS];
            let mut args = SmallVec::new();
            for (j, src) in c.args[..c.nargs as usize].iter().enumerate() {
                at[j] = match *src {
                    Src::Reg(r) => match source(r) {
                        None => {
                            fixed.push((j as u8, r));
                            args.push(Arg::Reg(r));
                            layout.at(Pos::Fixed(k, j))?
                        }
                        Some(None) => {
                            reads_chosen = true;
                            NativeMemo::op_arg(&mut key, j, 0);
                            args.push(Arg::Chosen);
                            layout.at(Pos::Number)?
                        }
                        Some(Some(i)) => {
                            NativeMemo::plain_arg(&mut key, j, MemoArg::Value(0));
                            let a = layout.operand(i)?;
                            if !operands.contains(&(i, a)) {
                                operands.push((i, a));
                            }
                            args.push(Arg::At(a));
                            a
                        }
                    },
                    // (Its kind is in the call's key.)
                    Src::Value(i) if (i as usize) < k => {
                        let a = layout.at(Pos::Found(i as usize))?;
                        args.push(Arg::At(a));
                        a
                    }
                    Src::Value(_) | Src::None => return None,
                };
            }
            let direct = c.direct.clone();
            calls.push(PlanCall {
                key,
                at,
                fixed,
                args,
                direct,
            });
        }
        let (mut replaces, mut fixed_sides) = (Vec::new(), Vec::new());
        for (n, &(r, src)) in h.replaces.iter().enumerate() {
            // (An operand register is a value, never an op to replace; a
            // chosen op never a value: the hits form takes neither.)
            let target = match source(r) {
                None => {
                    let a = layout.at(Pos::Side(n, 0))?;
                    fixed_sides.push((a, r, true));
                    a
                }
                Some(None) => {
                    reads_chosen = true;
                    layout.at(Pos::Class)?
                }
                Some(Some(_)) => return None,
            };
            let with = match src {
                Src::Reg(v) => match source(v) {
                    None => {
                        let a = layout.at(Pos::Side(n, 1))?;
                        fixed_sides.push((a, v, false));
                        a
                    }
                    Some(Some(i)) => {
                        let a = layout.operand(i)?;
                        if !operands.contains(&(i, a)) {
                            operands.push((i, a));
                        }
                        a
                    }
                    Some(None) => return None,
                },
                Src::Value(i) if (i as usize) < calls.len() => layout.at(Pos::Found(i as usize))?,
                Src::Value(_) | Src::None => return None,
            };
            replaces.push((target, with));
        }
        let mut found_at = [0; MAX_HIT_CALLS];
        for (k, f) in found_at.iter_mut().enumerate().take(calls.len()) {
            *f = layout.at(Pos::Found(k))?;
        }
        // (Operands by their place: `Plan::ids` writes them in order.)
        operands.sort_by_key(|o| o.1);
        Some(Plan {
            calls,
            replaces,
            fixed_sides,
            operands,
            found_at,
            chosen,
            reads_chosen,
            last: Cell::new(None),
        })
    }

    /// Makes `root` the plan at the root node of the match `run` holds,
    /// when the places its matches share are as the [`Hits`] form takes
    /// them; `false` when one is not (then every match of the root node
    /// goes the usual way, which handles it), or is an op the memo has not
    /// numbered yet (the usual way numbers it: numbers are given in the
    /// order the usual way asks).
    pub fn root(&self, run: &DirectRun<'_>, view: &EView<'_>, root: &mut RootPlan) -> bool {
        self.root_in(run, view, root).is_some()
    }

    fn root_in(&self, run: &DirectRun<'_>, view: &EView<'_>, root: &mut RootPlan) -> Option<()> {
        let classes = view.classes;
        for (key, c) in root.keys.iter_mut().zip(&self.calls) {
            *key = c.key;
            for &(j, r) in &c.fixed {
                let j = j as usize;
                // (As `quick::hit_arg` keys it.)
                match run.register(r)? {
                    Single::Null => NativeMemo::plain_arg(key, j, MemoArg::Null),
                    Single::Value(v) => {
                        NativeMemo::plain_arg(key, j, MemoArg::Value(usize::from(v) as u32))
                    }
                    Single::Type(t) => NativeMemo::plain_arg(key, j, MemoArg::Type(t.0)),
                    Single::Attr(a) => NativeMemo::plain_arg(key, j, MemoArg::Attr(a.0)),
                    Single::Op(class, MlirNode::Op(o)) if classes.single_typed(class, o.types) => {
                        let n = self.number(o, view);
                        if n == UNNUMBERED {
                            return None;
                        }
                        NativeMemo::op_arg(key, j, n);
                    }
                    Single::Op(..) => return None,
                }
                let (a, id) = (c.at[j] as usize % ROW, key.arg(j));
                for row in &mut root.rows {
                    row[a] = id;
                }
            }
        }
        for &(a, r, op) in &self.fixed_sides {
            let id = match (run.register(r)?, op) {
                (Single::Op(class, MlirNode::Op(o)), true)
                    if classes.single_typed(class, o.types) =>
                {
                    class
                }
                (Single::Value(v), false) => v,
                _ => return None,
            };
            for row in &mut root.rows {
                row[a as usize % ROW] = usize::from(id) as u32;
            }
        }
        Some(())
    }

    /// The chosen op's node of the match `run` holds (its root node's
    /// first), with its class.
    pub fn first_node<'g>(&self, run: &DirectRun<'g>) -> Option<(Id, &'g MlirNode)> {
        match run.register(self.chosen)? {
            Single::Op(class, n) => Some((class, n)),
            _ => None,
        }
    }

    /// The chosen op of the match `run` holds (its root node's first).
    pub fn first_chosen<'g>(&self, run: &DirectRun<'g>) -> Option<Chosen<'g>> {
        match run.register(self.chosen)? {
            Single::Op(class, MlirNode::Op(o)) => Some((class, o)),
            _ => None,
        }
    }

    /// The memo's number of the signature of op `o`, when it has one.
    #[inline]
    fn number(&self, o: &OpNode, view: &EView<'_>) -> u32 {
        let sig = op_sig(o);
        match self.last.get() {
            Some((s, n)) if s == sig => n,
            _ => self.new_number(sig, view),
        }
    }

    /// (Apart and cold: the last signature almost always answers.)
    #[cold]
    #[inline(never)]
    fn new_number(&self, sig: [u32; 4], view: &EView<'_>) -> u32 {
        match view.memo.known_op_number(sig) {
            Some(n) => {
                self.last.set(Some((sig, n)));
                n
            }
            None => UNNUMBERED,
        }
    }

    /// The ids of op `o` of class `class` as a chosen op ([`CandIds`]);
    /// [`UNKNOWN`] when its signature is not numbered yet (then the usual
    /// way numbers it). Reads only. (Apart: made once per candidate.)
    #[inline(never)]
    fn ids(&self, (class, o): Chosen<'_>, view: &EView<'_>) -> CandIds {
        let mut ids = [USUAL, 0, usize::from(class) as u32, 0, 0, 0, 0];
        if self.reads_chosen {
            if !view.classes.single_typed(class, o.types) {
                return [UNUSUAL; 3 + MAX_OPERANDS];
            }
            let n = self.number(o, view);
            if n == UNNUMBERED {
                return [UNKNOWN; 3 + MAX_OPERANDS];
            }
            ids[1] = n;
        }
        for (id, &(i, _)) in ids[3..].iter_mut().zip(&self.operands) {
            *id = usize::from(o.children[i as usize]) as u32;
        }
        ids
    }

    /// Writes `ids` into row `r` of `root` with the first call's key and
    /// hash; `false` when they are not usual.
    #[inline(always)]
    fn write(&self, root: &mut RootPlan, r: usize, ids: &CandIds) -> bool {
        let usual = ids[0] == USUAL;
        root.usual[r % ROWS] = usual;
        if !usual {
            return false;
        }
        let row = &mut root.rows[r % ROWS];
        row[CHOSEN..CHOSEN + ids.len() - 1].copy_from_slice(&ids[1..]);
        root.firsts[r % ROWS] = self.first_key(root, r);
        true
    }

    /// The ids of the candidate at position `k` of the pool of `run`, made
    /// and kept (see [`Plan::first_at`]).
    #[cold]
    #[inline(never)]
    fn new_ids(
        &self,
        root: &mut RootPlan,
        run: &DirectRun<'_>,
        k: usize,
        view: &EView<'_>,
    ) -> CandIds {
        if root.generation != run.pool_generation() {
            root.cands.clear();
            root.generation = run.pool_generation();
        }
        if root.cands.len() < run.pool_len() {
            root.cands
                .resize(run.pool_len(), [UNKNOWN; 3 + MAX_OPERANDS]);
        }
        let ids = self.ids(run.tail_op(k), view);
        root.cands[k] = ids;
        ids
    }

    /// Writes into row `r` of `root` the ids of the match choosing
    /// `chosen` (the first of a root node's); then its first call's key
    /// and hash (when there is a call); `None` when the match is unusual
    /// (its chosen op not of one result, or not numbered yet). Reads only.
    #[inline(always)]
    pub fn first(
        &self,
        root: &mut RootPlan,
        r: usize,
        chosen: Chosen<'_>,
        view: &EView<'_>,
    ) -> bool {
        let ids = self.ids(chosen, view);
        self.write(root, r, &ids)
    }

    /// [`Plan::first`] of the candidate at position `k` of the pool of
    /// `run` (the ids of each candidate made once per pool: a class is
    /// the operand class of many roots).
    #[inline(always)]
    pub fn first_at(
        &self,
        root: &mut RootPlan,
        r: usize,
        run: &DirectRun<'_>,
        k: usize,
        view: &EView<'_>,
    ) -> bool {
        let ids = match root.cands.get(k) {
            Some(ids) if ids[0] != UNKNOWN && root.generation == run.pool_generation() => *ids,
            _ => self.new_ids(root, run, k, view),
        };
        self.write(root, r, &ids)
    }

    /// The hash of the first call's key of the usual match whose ids row
    /// `r` of `root` holds (see [`Plan::first`]).
    #[inline(always)]
    pub fn first_hash(&self, root: &RootPlan, r: usize) -> u64 {
        root.firsts[r % ROWS].1
    }

    /// The first call's key and hash of the match whose ids row `r` of
    /// `root` holds.
    #[inline(always)]
    fn first_key(&self, root: &RootPlan, r: usize) -> (MemoKey, u64) {
        if self.calls.is_empty() {
            // (A plan of replacements only: no key.)
            return (MemoKey::default(), 0);
        }
        let key = self.key(root, r, 0);
        (key, key.hash64())
    }

    /// The key of call `k` from row `r` of `root` (see [`Plan::first`]).
    #[inline(always)]
    pub fn key(&self, root: &RootPlan, r: usize, k: usize) -> MemoKey {
        let (c, row) = (&self.calls[k], &root.rows[r % ROWS]);
        let mut key = root.keys[k % MAX_HIT_CALLS];
        for j in 0..MEMO_ARGS {
            NativeMemo::set_arg(&mut key, j, row[c.at[j] as usize % ROW]);
        }
        key
    }

    /// Rewrites the match whose ids row `r` of `root` holds (see
    /// [`Plan::first`]) as [`QuickRewrite::run_hits`] would, leaving the
    /// classes found in `found` (when a call is not remembered) and the
    /// unions in `unions`.
    #[inline]
    pub fn hit(
        &self,
        root: &mut RootPlan,
        r: usize,
        view: &mut EView<'_>,
        found: &mut [Id; MAX_HIT_CALLS],
        unions: &mut Vec<(Id, Id)>,
    ) -> Planned {
        if !root.usual[r % ROWS] {
            return Planned::Unusual;
        }
        let first = root.firsts[r % ROWS];
        // (The first two calls apart, straight: most plans have two.)
        let n = self.calls.len();
        let mut looked = Ok(());
        if n > 0 {
            looked = self.call(root, r, 0, first, view, found);
        }
        if n > 1 && looked.is_ok() {
            let key = self.key(root, r, 1);
            looked = self.call(root, r, 1, (key, key.hash64()), view, found);
        }
        for k in 2..n {
            if looked.is_err() {
                break;
            }
            let key = self.key(root, r, k);
            looked = self.call(root, r, k, (key, key.hash64()), view, found);
        }
        if let Err(p) = looked {
            return p;
        }
        let egraph = view.egraph;
        unions.clear();
        let row = &root.rows[r % ROWS];
        for &(a, b) in &self.replaces {
            let (a, b) = (row[a as usize % ROW], row[b as usize % ROW]);
            // (Both canonical: a matched class, a matched value of the
            // clean e-graph, or a class found remembered, kept canonical
            // by the lookup; or a pending id. One class only if equal.)
            let (a, b) = (Id::from(a as usize), Id::from(b as usize));
            debug_assert!(crate::quick::find(egraph, a) == a && crate::quick::find(egraph, b) == b);
            // (A union that the search's earlier ones imply changes
            // nothing when replayed: most of them are.)
            if a != b && !view.memo.joined(view.rec.closed_unions(), a, b) {
                unions.push((a, b));
            }
        }
        view.rec.matches += 1;
        if !unions.is_empty() {
            view.rec.unions_only(unions);
        }
        Planned::Done
    }

    /// Goes on with the match whose ids row `r` of `root` holds, choosing
    /// `chosen` (its node, of class ...), whose call `k` (keyed `key`) is
    /// not remembered, as [`QuickRewrite::run_missed`] would when every
    /// native has a direct form (the natives run on the view for the
    /// calls not remembered, the unions, the locations of the nodes made
    /// from the ops in `loc_ops`): `None` when a native has none (nothing
    /// recorded: go the usual way), else whether the match was rewritten
    /// (`false`: abandoned as the quick rewrite abandons it, run it on the
    /// machine). The registers of `run` the matches share are read; the
    /// chosen op's and its operands' need not be the match's.
    #[allow(clippy::too_many_arguments)]
    #[inline(never)]
    pub fn finish<'g>(
        &self,
        root: &mut RootPlan,
        (r, k, mut key, recalled): (usize, usize, MemoKey, bool),
        chosen: (Id, &'g MlirNode),
        run: &DirectRun<'g>,
        view: &mut EView<'g>,
        (facts, loc_ops): (&NodeInfo, &[Reg]),
        unions: &mut Vec<(Id, Id)>,
    ) -> Option<bool> {
        if self.calls[k..].iter().any(|c| c.direct.is_none()) {
            return None;
        }
        let (classes, egraph) = (view.classes, view.egraph);
        let mark = view.rec.begin(facts);
        for (n, c) in self.calls.iter().enumerate().skip(k) {
            if n > k {
                key = self.key(root, r, n);
                if let Some(f) = view.memo.lookup(&key, |c| crate::quick::find(egraph, c)) {
                    let Some((class, 1)) = f.one_op() else {
                        return Some(abandon(view, Some(mark)));
                    };
                    let a = self.found_at[n % MAX_HIT_CALLS] as usize % ROW;
                    root.rows[r % ROWS][a] = usize::from(class) as u32;
                    continue;
                }
            }
            // Not remembered: the native runs.
            let row = &root.rows[r % ROWS];
            let mut argv = [Val::Null; MEMO_ARGS];
            for (x, a) in argv.iter_mut().zip(&c.args) {
                *x = match *a {
                    Arg::Reg(reg) => match Val::load(classes, run.register(reg)) {
                        Some(v) => v,
                        None => return Some(abandon(view, Some(mark))),
                    },
                    Arg::Chosen => Val::Op {
                        class: chosen.0,
                        results: 1,
                        node: Some(chosen.1),
                    },
                    Arg::At(a) => Val::Value(Id::from(row[a as usize % ROW] as usize)),
                };
            }
            let args = &argv[..c.args.len()];
            // (Call `k` was asked of the search's earlier calls by
            // `Plan::hit` when `recalled`: not again.)
            let made = match n == k && recalled {
                true => run_missed_direct(view, c.direct.as_deref(), key, args),
                false => call_missed(view, c.direct.as_deref(), key, args),
            };
            let Some(made) = made else {
                return Some(abandon(view, Some(mark)));
            };
            let a = self.found_at[n % MAX_HIT_CALLS] as usize % ROW;
            root.rows[r % ROWS][a] = usize::from(made) as u32;
        }
        unions.clear();
        let row = &root.rows[r % ROWS];
        for &(a, b) in &self.replaces {
            let (a, b) = (row[a as usize % ROW], row[b as usize % ROW]);
            let (a, b) = (Id::from(a as usize), Id::from(b as usize));
            if !same_class(egraph, a, b) {
                unions.push((a, b));
            }
        }
        let nodes = (loc_ops.iter()).filter_map(|&reg| match reg == self.chosen {
            true => Some(chosen),
            false => match run.register(reg) {
                Some(Single::Op(c, n)) => Some((c, n)),
                _ => None,
            },
        });
        close_match(view, mark, unions, nodes);
        Some(true)
    }

    /// Looks up call `k` (keyed `key` with hash `h`) of the match whose
    /// ids row `r` holds, writing its class into the row; what the match
    /// is when the call is not remembered (see [`Plan::hit`]).
    #[inline(always)]
    fn call(
        &self,
        root: &mut RootPlan,
        r: usize,
        k: usize,
        (key, h): (MemoKey, u64),
        view: &mut EView<'_>,
        found: &mut [Id; MAX_HIT_CALLS],
    ) -> Result<(), Planned> {
        let a = self.found_at[k % MAX_HIT_CALLS] as usize % ROW;
        // (The results of the later calls repeat: the calls after the
        // first of a root class's matches take the same few keys.)
        let recent = (h as usize) % RECENT;
        if k > 0 {
            if let Some(&(k2, c, f)) = root.recent.get(recent) {
                if k2 == key && f == view.memo.forgets() {
                    root.rows[r % ROWS][a] = c;
                    return Ok(());
                }
            }
        }
        let egraph = view.egraph;
        let find = |c| crate::quick::find(egraph, c);
        match view.memo.lookup_hashed(key, h, find) {
            Some(f) => match f.one_op() {
                Some((c, 1)) => {
                    let c = usize::from(c) as u32;
                    root.rows[r % ROWS][a] = c;
                    if k > 0 {
                        root.remember(recent, key, c, view.memo.forgets());
                    }
                    Ok(())
                }
                _ => Err(Planned::Unusual),
            },
            // (Not remembered: maybe answered by an earlier call of the
            // search, as `Plan::finish` would find it, with nothing
            // recorded for it.)
            None => match recall_class(view, &key) {
                Ok(c) => {
                    root.rows[r % ROWS][a] = usize::from(c) as u32;
                    Ok(())
                }
                Err(other) => {
                    let row = &root.rows[r % ROWS];
                    for (f, &a) in found.iter_mut().zip(&self.found_at[..k]) {
                        *f = Id::from(row[a as usize % ROW] as usize);
                    }
                    Err(Planned::Missed(k, key, !other))
                }
            },
        }
    }
}
