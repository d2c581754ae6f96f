//! The direct matches of one root class.
//!
//! [`ClassMatches`] enumerates the direct matches (see [`crate::direct`])
//! of one root class, root node by root node, skipping what semi-naive
//! matching skips (see [`crate::rewrite`]). For a program with a tail, a
//! root node's first match comes from [`ClassMatches::next`] and its
//! further ones are taken by position ([`ClassMatches::tail`],
//! [`ClassMatches::take`]): the search loops over them without a return
//! through the state machine per match.

use crate::classes::Classes;
use crate::direct::{DirectEnv, DirectProgram, DirectRun};
use crate::lang::MlirNode;
use egg::Id;
use patsat_ir::{Context, OpName, Type};

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
            class.data.born()
        } else {
            class.data.stamps()
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

    /// The direct program.
    #[inline]
    pub fn prog(&self) -> &'r DirectProgram {
        self.rule.prog
    }

    /// After the first match of a root node by a program with a tail (see
    /// [`DirectProgram::has_tail`]): the positions of the candidates of
    /// the root node's further matches, each taken straight into `run` by
    /// [`ClassMatches::take`], in order, then [`ClassMatches::end_root`].
    /// Empty for a program without a tail (its next match comes from
    /// [`ClassMatches::next`]).
    #[inline]
    pub fn tail(&self, run: &DirectRun<'g>) -> std::ops::Range<usize> {
        run.tail_rest(self.rule.prog)
    }

    /// Makes the candidate at position `k` of [`ClassMatches::tail`] the
    /// match `run` holds.
    #[inline]
    pub fn take(&self, run: &mut DirectRun<'g>, k: usize) {
        run.take_tail(self.rule.prog, k);
    }

    /// After a root node's first match and what [`ClassMatches::tail`]
    /// gave: for a program with a tail, the next [`ClassMatches::next`]
    /// starts the next root node (without a tail: does nothing, the next
    /// match comes from backtracking).
    #[inline]
    pub fn end_root(&mut self, run: &mut DirectRun<'g>) {
        if self.rule.prog.has_tail() {
            run.end_tail();
            self.started = false;
        }
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
