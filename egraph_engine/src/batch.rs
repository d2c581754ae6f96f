//! Quick rewrites probed in batches.
//!
//! Near saturation almost every match of a quick rewrite (see
//! [`crate::quick`]) is answered by the memo of natives, and its cost is
//! the memo probes: each is a cache miss once the memo outgrows the
//! caches, and a match's probes depend on each other (the second call's
//! arguments are the first one's results). So a search keeps the matches
//! it finds (their registers, [`DirectRun::snapshot`]) and probes them
//! [`BATCH`] at a time, step by step across the batch: for each call,
//! every match's key is computed and its slot prefetched before the first
//! is read, so the misses overlap.
//!
//! The probe is read-only and looks at the memo's base table (what
//! earlier searches remembered, unchanged during a search) and, on the
//! search's own thread, at what the current search remembered so far: a
//! match whose every call is found is a *hit*, and what it records
//! (unions, when the classes differ) is known. Any other match (a call not
//! remembered, a multi-result op, anything unusual) is a *miss*. The
//! search then takes the batch's matches in order: a hit's unions are
//! recorded as [`QuickRewrite::run`] would record them; a miss goes the
//! usual way (the quick rewrite with the whole memo, which may run the
//! native, or the general path). Natives that run for a miss only add
//! entries (a hit stays a hit); when a match is rolled back and the
//! search's entries are dropped ([`NativeMemo::drops`]), the batch's
//! remaining hits go the usual way too. So the recording is the same, in
//! the same order, as without batches.

use crate::analysis::MlirEGraph;
use crate::classes::Classes;
use crate::direct::{DirectProgram, DirectRun, Slot};
use crate::memo::{MemoArg, MemoKey, MemoRead, NativeMemo};
use crate::quick::{find, QuickRewrite, Step, Val};
use crate::record::pending_index;
use egg::Id;
use patsat_translate::Reg;
use smallvec::SmallVec;

/// Matches probed together.
pub const BATCH: usize = 64;

/// The most unions a hit records (more: a miss).
pub const MAX_UNIONS: usize = 2;

/// The unions of a hit: the first `.1` of `.0`.
pub type Unions = ([(Id, Id); MAX_UNIONS], u8);

/// Matches of one rule kept for probing.
#[derive(Default)]
pub struct Batch<'g> {
    /// The registers of each match, `stride` each.
    regs: Vec<Slot<'g>>,
    stride: usize,
    len: usize,
    /// Per match, `slots` each: the quick rewrite's slots.
    vals: Vec<Val<'g>>,
    /// Per match: whether it is still a hit.
    live: Vec<bool>,
    /// Per match: its unions when it was known to be a hit when kept (see
    /// [`Batch::push_hit`]).
    known: Vec<Option<Unions>>,
    /// Per match: the key of the current call and its hash.
    keys: Vec<(MemoKey, u64)>,
    /// Per match: the unions it records.
    unions: Vec<([(Id, Id); MAX_UNIONS], u8)>,
}

impl<'g> Batch<'g> {
    /// The number of matches kept.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether no match is kept.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Keeps the match `run` holds (see [`DirectRun::snapshot`]);
    /// `false` when it cannot be kept.
    pub fn push(&mut self, prog: &DirectProgram, run: &DirectRun<'g>) -> bool {
        self.stride = prog.exports().len();
        let kept = run.snapshot(prog, &mut self.regs);
        if kept {
            self.len += 1;
            self.known.push(None);
        }
        kept
    }

    /// Keeps a match by its registers as [`DirectRun::snapshot`] kept them.
    pub fn push_regs(&mut self, prog: &DirectProgram, regs: &[Slot<'g>]) {
        self.stride = prog.exports().len();
        self.regs.extend_from_slice(regs);
        self.len += 1;
        self.known.push(None);
    }

    /// Keeps a match known to be a hit recording `unions` (probed by a
    /// helper thread against the base table, which does not change during
    /// a search).
    pub fn push_hit(&mut self, prog: &DirectProgram, unions: Unions) {
        self.stride = prog.exports().len();
        (self.regs).extend(std::iter::repeat_n(Slot::Null, self.stride));
        self.len += 1;
        self.known.push(Some(unions));
    }

    /// The registers of match `i`.
    pub fn regs(&self, i: usize) -> &[Slot<'g>] {
        &self.regs[i * self.stride..(i + 1) * self.stride]
    }

    /// Forgets the matches.
    pub fn clear(&mut self) {
        self.regs.clear();
        self.known.clear();
        self.len = 0;
    }

    /// After [`Batch::probe`]: the unions match `i` records when it is a
    /// hit, and whether it was known to be one when kept (a hit found by
    /// the probe may have read entries of the current search, see the
    /// module comment).
    pub fn hit(&self, i: usize) -> Option<(&[(Id, Id)], bool)> {
        if let Some((u, n)) = &self.known[i] {
            return Some((&u[..*n as usize], true));
        }
        self.live[i].then(|| {
            let (u, n) = &self.unions[i];
            (&u[..*n as usize], false)
        })
    }

    /// Probes every match kept with quick rewrite `q` against the base of
    /// `memo` (see the module comment).
    pub fn probe(
        &mut self,
        prog: &DirectProgram,
        q: &QuickRewrite,
        memo: MemoRead<'_>,
        egraph: &MlirEGraph,
        classes: &Classes<'g>,
    ) {
        let (n, w) = (self.len, q.slots);
        // Where each register the quick rewrite loads is kept.
        let at = |r: Reg| prog.exports().iter().position(|&e| e == r);
        let Some(loads) = (q.loads.iter())
            .map(|&(r, slot)| Some((at(r)?, slot)))
            .collect::<Option<SmallVec<[(usize, u8); 8]>>>()
        else {
            self.live.clear();
            self.live.resize(n, false);
            return;
        };
        self.vals.clear();
        self.vals.resize(n * w, Val::Null);
        self.live.clear();
        self.live.extend(self.known.iter().map(Option::is_none));
        self.keys.clear();
        self.keys.resize(n, (MemoKey::default(), 0));
        self.unions.clear();
        self.unions
            .resize(n, ([(Id::from(0usize), Id::from(0usize)); MAX_UNIONS], 0));
        for i in 0..n {
            if !self.live[i] {
                continue;
            }
            let regs = &self.regs[i * self.stride..(i + 1) * self.stride];
            let vals = &mut self.vals[i * w..(i + 1) * w];
            for &(r, slot) in &loads {
                match Val::load(classes, regs[r].single()) {
                    Some(v) => vals[slot as usize] = v,
                    None => {
                        self.live[i] = false;
                        break;
                    }
                }
            }
        }
        for s in &q.steps {
            match s {
                Step::Native {
                    key,
                    args,
                    nargs,
                    results,
                } => {
                    let [r] = results[..] else {
                        self.live.fill(false);
                        return;
                    };
                    let args = &args[..*nargs as usize];
                    // Every key first, its slot prefetched...
                    for i in 0..n {
                        if !self.live[i] {
                            continue;
                        }
                        let vals = &self.vals[i * w..(i + 1) * w];
                        let mut k = *key;
                        let mut ok = true;
                        for (j, &a) in args.iter().enumerate() {
                            match vals[a as usize].memo_arg() {
                                Some(MemoArg::Op(sig)) => match memo.known_op(sig) {
                                    Some(num) => NativeMemo::op_arg(&mut k, j, num),
                                    None => ok = false,
                                },
                                Some(arg) => NativeMemo::plain_arg(&mut k, j, arg),
                                None => ok = false,
                            }
                        }
                        if !ok {
                            self.live[i] = false;
                            continue;
                        }
                        let h = k.hash64();
                        memo.prefetch(h);
                        self.keys[i] = (k, h);
                    }
                    // ...then every probe.
                    for i in 0..n {
                        if !self.live[i] {
                            continue;
                        }
                        let (k, h) = &self.keys[i];
                        match memo.get(k, *h).and_then(|f| f.one_op()) {
                            Some((class, results)) => {
                                self.vals[i * w + r as usize] = Val::Op {
                                    class: find(egraph, class),
                                    results,
                                    node: None,
                                }
                            }
                            None => self.live[i] = false,
                        }
                    }
                }
                Step::Result { op, dst } => {
                    for i in 0..n {
                        if !self.live[i] {
                            continue;
                        }
                        let vals = &mut self.vals[i * w..(i + 1) * w];
                        match vals[*op as usize] {
                            Val::Op {
                                class, results: 1, ..
                            } => vals[*dst as usize] = Val::Value(class),
                            _ => self.live[i] = false,
                        }
                    }
                }
                Step::Replace { op, value } => {
                    for i in 0..n {
                        if !self.live[i] {
                            continue;
                        }
                        let vals = &self.vals[i * w..(i + 1) * w];
                        let (
                            Val::Op {
                                class, results: 1, ..
                            },
                            Val::Value(v),
                        ) = (vals[*op as usize], vals[*value as usize])
                        else {
                            self.live[i] = false;
                            continue;
                        };
                        // (As the view's union: nothing when both are the
                        // same class.)
                        let same = class == v
                            || (pending_index(class).is_none()
                                && pending_index(v).is_none()
                                && egraph.find(class) == egraph.find(v));
                        if !same {
                            let (u, k) = &mut self.unions[i];
                            match u.get_mut(*k as usize) {
                                Some(slot) => {
                                    *slot = (class, v);
                                    *k += 1;
                                }
                                None => self.live[i] = false,
                            }
                        }
                    }
                }
                // (Not batched: see `QuickRewrite::batchable`.)
                Step::Create(_) | Step::Attr { .. } | Step::Type { .. } | Step::TypeOf { .. } => {
                    self.live.fill(false);
                    return;
                }
            }
        }
    }
}
