//! A loaded `pdl_interp` program as the greedy driver's patterns: one
//! PDL-kind pattern per `record_match` (MLIR's `PDLByteCodePattern`), with
//! its benefit, tried on every op. For a visited op the matcher runs with the op as
//! root and records its matches; a pattern is a candidate when it has one,
//! ordered among equal benefits by where its first match was recorded
//! (`RewritePattern::match_position`), as MLIR stable-sorts its match
//! list. Applying a pattern runs the matcher again (the IR has not changed
//! since) and the rewriter of the pattern's first match.

use super::exec::{run_matcher, run_rewriter, Env, Match};
use super::program::Program;
use super::traits::SegmentTraits;
use crate::hooks::Hooks;
use crate::ops::OpDefs;
use crate::view::{IrView, MatchView};
use patsat_greedy::{FrozenPatterns, PatternKind, RewritePattern, Rewriter};
use patsat_ir::{Context, Ir, OpId};
use std::cell::RefCell;
use std::rc::Rc;

/// A loaded program with what it runs against, shared by its patterns.
#[derive(Debug)]
pub struct InterpSet {
    /// The program.
    pub program: Program,
    /// The natives.
    pub hooks: Hooks,
    /// Registered op definitions (type inference, inherent attributes).
    pub ops: OpDefs,
    /// Ops with attribute-sized segments.
    pub traits: SegmentTraits,
    errors: RefCell<Vec<String>>,
}

impl InterpSet {
    /// Wraps a loaded program.
    pub fn new(program: Program, hooks: Hooks, ops: OpDefs, traits: SegmentTraits) -> Rc<Self> {
        Rc::new(InterpSet {
            program,
            hooks,
            ops,
            traits,
            errors: RefCell::new(Vec::new()),
        })
    }

    fn env(&self) -> Env<'_> {
        Env {
            program: &self.program,
            hooks: &self.hooks,
            ops: &self.ops,
            traits: &self.traits,
        }
    }

    /// The errors met while matching or rewriting (a failing native
    /// rewrite, a value of the wrong kind), in order. MLIR aborts the
    /// process on a failing native rewrite; the IR is left as the rewrite
    /// left it.
    pub fn take_errors(&self) -> Vec<String> {
        std::mem::take(&mut self.errors.borrow_mut())
    }

    fn error(&self, e: String) {
        let mut errors = self.errors.borrow_mut();
        if errors.last() != Some(&e) {
            errors.push(e);
        }
    }

    /// The matches at `op`, in record order (errors are kept, no match).
    fn matches_at(&self, view: &mut dyn MatchView, op: OpId) -> Vec<Match> {
        run_matcher(self.env(), view, op).unwrap_or_else(|e| {
            self.error(format!("@matcher: {}", e));
            Vec::new()
        })
    }

    /// One greedy pattern per `record_match`, in order.
    pub fn greedy_patterns(self: &Rc<Self>) -> Vec<Box<dyn RewritePattern>> {
        (0..self.program.patterns.len())
            .map(|index| {
                Box::new(InterpPattern {
                    set: Rc::clone(self),
                    index,
                }) as Box<dyn RewritePattern>
            })
            .collect()
    }

    /// The patterns, frozen for the driver.
    pub fn frozen(self: &Rc<Self>) -> FrozenPatterns {
        FrozenPatterns::new(self.greedy_patterns())
    }
}

/// One `record_match` of a program, driven by the greedy driver.
#[derive(Debug)]
pub struct InterpPattern {
    set: Rc<InterpSet>,
    index: usize,
}

impl RewritePattern for InterpPattern {
    /// PDL patterns have no debug name in MLIR.
    fn name(&self) -> &str {
        ""
    }
    /// None: MLIR's applicator takes every match the matcher records, a
    /// `root("...")` kind does not restrict it (checked with `mlir-opt`,
    /// `tests/pdl_bytecode/extra.mlir`).
    fn root(&self) -> Option<&str> {
        None
    }
    fn benefit(&self) -> u16 {
        self.set.program.patterns[self.index].benefit
    }
    fn kind(&self) -> PatternKind {
        PatternKind::Pdl
    }
    fn matches(&self, op: OpId, ir: &Ir, ctx: &mut Context) -> bool {
        self.match_position(op, ir, ctx).is_some()
    }
    fn match_position(&self, op: OpId, ir: &Ir, ctx: &mut Context) -> Option<usize> {
        let mut view = IrView { ir, ctx };
        let matches = self.set.matches_at(&mut view, op);
        matches.iter().position(|m| m.pattern == self.index)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let matches = self.set.matches_at(rw, op);
        let Some(m) = matches.into_iter().find(|m| m.pattern == self.index) else {
            return false;
        };
        if let Err(e) = run_rewriter(self.set.env(), rw, &m) {
            let name = &self.set.program.patterns[self.index].name;
            self.set.error(format!("@rewriters::@{}: {}", name, e));
        }
        true
    }
}
