//! The direct matches of root classes, and a search pass over every root
//! class on two threads.
//!
//! [`ClassMatches`] enumerates the direct matches of one root class, root
//! node by root node, skipping what semi-naive matching skips (see
//! [`crate::rewrite`]). A search pass of a rule with a direct program and
//! a quick rewrite may run on two threads: the search's own thread takes
//! root classes from the front of the list and handles them as a
//! one-threaded search does, and a helper thread takes them from the back
//! ([`Claims`]) and only *probes* their matches (see [`crate::batch`]):
//! the memo's base table and the e-graph do not change during a search,
//! so it reads them while the search's thread records. Where the two
//! meet, the search's thread takes the helper's results in class order: a
//! hit's unions are recorded as they would have been, any other match
//! (kept as its registers) is rewritten then, the usual way. So the
//! recording is the one of a one-threaded search, whatever the meeting
//! point: `tests/semi_naive.rs` and `tests/native_memo.rs` compare
//! saturated e-graphs with one and two threads.

use crate::batch::{Batch, Unions, BATCH, MAX_UNIONS};
use crate::classes::Classes;
use crate::direct::{DirectEnv, DirectProgram, DirectRun, Slot};
use crate::lang::MlirNode;
use crate::memo::MemoRead;
use crate::quick::QuickRewrite;
use egg::Id;
use patsat_ir::{Context, OpName, Type};
use std::sync::Mutex;

/// What [`ClassMatches`] needs to know about the rule.
#[derive(Clone, Copy)]
pub struct RootRule<'r> {
    /// The direct program.
    pub prog: &'r DirectProgram,
    /// The root's op name.
    pub root: OpName,
    /// The epoch of the last applied search, when matches made of older
    /// nodes may be skipped.
    pub last: Option<u32>,
    /// Whether a match depends on the root node alone.
    pub root_only: bool,
    /// Whether root nodes are skipped by birth (a pass over every class)
    /// rather than by stamp (see [`crate::index`]).
    pub by_birth: bool,
}

/// The direct matches of one root class.
pub struct ClassMatches<'r, 'g> {
    rule: RootRule<'r>,
    classes: &'r Classes<'g>,
    eclass: Id,
    nodes: &'g [MlirNode],
    since: &'g [u32],
    next: usize,
    /// The skipping of the current root node's matches.
    prune: Option<u32>,
    /// Whether a root node is being matched.
    started: bool,
}

impl<'r, 'g> ClassMatches<'r, 'g> {
    /// The matches of root class `eclass` (canonical).
    pub fn new(rule: RootRule<'r>, classes: &'r Classes<'g>, eclass: Id) -> Self {
        let class = classes.get(eclass);
        let since = if rule.by_birth {
            &class.data.born
        } else {
            &class.data.stamps
        };
        ClassMatches {
            rule,
            classes,
            eclass,
            nodes: &class.nodes,
            since,
            next: 0,
            prune: None,
            started: false,
        }
    }

    /// Starts the next root node that may have matches; `false` when none
    /// is left.
    fn next_root(&mut self, run: &mut DirectRun<'g>) -> bool {
        let r = &self.rule;
        while self.next < self.nodes.len() {
            let i = self.next;
            self.next += 1;
            let node = &self.nodes[i];
            if !matches!(node, MlirNode::Op(o) if o.name == r.root) {
                continue;
            }
            // Semi-naive: a root node that was there at the last applied
            // search only has new matches through new defining ops.
            let prune = r
                .last
                .filter(|&l| self.since.get(i).is_some_and(|&s| s <= l));
            if prune.is_some() && r.root_only {
                continue;
            }
            if prune.is_some_and(|l| r.prog.nothing_new(self.classes, node, l)) {
                continue;
            }
            run.start(r.prog, self.eclass, node);
            self.prune = prune;
            return true;
        }
        false
    }

    /// Finds the next match into `run` (`ctx`: `None` when the program
    /// reads no context, see [`DirectProgram::reads_context`]); `false`
    /// when there is none left.
    pub fn next(&mut self, run: &mut DirectRun<'g>, ctx: Option<&Context>, none_ty: Type) -> bool {
        loop {
            if self.started {
                let mut denv = DirectEnv {
                    classes: self.classes,
                    ctx,
                    none_ty,
                    upto: self.prune,
                };
                if run.next_match(self.rule.prog, &mut denv) {
                    return true;
                }
            }
            self.started = self.next_root(run);
            if !self.started {
                return false;
            }
        }
    }
}

/// Which root classes (by position in the pass's list) each thread takes:
/// the search's thread from the front, the helper from the back, until
/// they meet (or, split in halves, each its half).
pub struct Claims {
    /// The next from the front, one past the next from the back.
    next: Mutex<(usize, usize)>,
    /// Where the front stops.
    mid: usize,
}

impl Claims {
    /// Claims over `n` root classes (split in halves, or as the threads
    /// go).
    pub fn new(n: usize, halves: bool) -> Self {
        Claims {
            next: Mutex::new((0, n)),
            mid: if halves { n / 2 } else { n },
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, (usize, usize)> {
        self.next.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The next root class from the front, if the helper has not taken it.
    pub fn front(&self) -> Option<usize> {
        let mut c = self.lock();
        (c.0 < c.1 && c.0 < self.mid).then(|| {
            c.0 += 1;
            c.0 - 1
        })
    }

    /// The next root class from the back, if the search's thread has not
    /// taken it.
    pub fn back(&self) -> Option<usize> {
        let mut c = self.lock();
        (c.1 > c.0).then(|| {
            c.1 -= 1;
            c.1
        })
    }

    /// Ends the claims: the helper takes no more (the search stops).
    pub fn stop(&self) {
        let mut c = self.lock();
        c.1 = c.0;
    }

    /// Where the two met (once the helper is done): the helper took the
    /// classes from here on.
    pub fn meeting(&self) -> usize {
        let c = self.lock();
        c.0.max(c.1)
    }
}

/// A match the helper probed.
#[derive(Clone, Copy)]
pub enum Probed {
    /// A hit, with the unions it records.
    Hit(Unions),
    /// Any other match: its registers, from this offset of
    /// [`HelperOut::regs`].
    Other(u32),
}

/// What the helper found.
#[derive(Default)]
pub struct HelperOut<'g> {
    /// Per root class it took (by position): its matches, as a range of
    /// `items`, or `None` when the class is to be searched again by the
    /// search's thread (a match held value ranges).
    pub roots: Vec<Option<(u32, u32)>>,
    /// The matches.
    pub items: Vec<Probed>,
    /// The registers of the matches that are not hits.
    pub regs: Vec<Slot<'g>>,
}

impl<'g> HelperOut<'g> {
    /// The registers of a match kept at `at`.
    pub fn regs_at(&self, at: u32, stride: usize) -> &[Slot<'g>] {
        &self.regs[at as usize..at as usize + stride]
    }
}

/// The helper thread of a pass: takes root classes from the back of
/// `roots` and probes their matches against `memo`.
pub fn helper<'g>(
    rule: RootRule<'_>,
    quick: &QuickRewrite,
    classes: &Classes<'g>,
    roots: &[Id],
    memo: MemoRead<'_>,
    claims: &Claims,
    none_ty: Type,
) -> HelperOut<'g> {
    let mut out = HelperOut {
        roots: vec![None; roots.len()],
        ..Default::default()
    };
    let mut run = DirectRun::default();
    let mut batch = Batch::default();
    let drain = |batch: &mut Batch<'g>, out: &mut HelperOut<'g>| {
        if batch.is_empty() {
            return;
        }
        batch.probe(rule.prog, quick, memo, classes.egraph, classes);
        for i in 0..batch.len() {
            out.items.push(match batch.hit(i) {
                Some((us, _)) => {
                    let mut u = [(Id::from(0usize), Id::from(0usize)); MAX_UNIONS];
                    u[..us.len()].copy_from_slice(us);
                    Probed::Hit((u, us.len() as u8))
                }
                None => {
                    let at = out.regs.len() as u32;
                    out.regs.extend_from_slice(batch.regs(i));
                    Probed::Other(at)
                }
            });
        }
        batch.clear();
    };
    while let Some(k) = claims.back() {
        let (start, regs) = (out.items.len() as u32, out.regs.len());
        let mut it = ClassMatches::new(rule, classes, roots[k]);
        let mut whole = true;
        while it.next(&mut run, None, none_ty) {
            if !batch.push(rule.prog, &run) {
                whole = false;
                break;
            }
            if batch.len() == BATCH {
                drain(&mut batch, &mut out);
            }
        }
        if !whole {
            batch.clear();
            out.items.truncate(start as usize);
            out.regs.truncate(regs);
            continue;
        }
        drain(&mut batch, &mut out);
        out.roots[k] = Some((start, out.items.len() as u32));
    }
    out
}
