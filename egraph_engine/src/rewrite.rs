//! Compiled patterns as egg rewrites, and which patterns can be ones.
//!
//! A [`PatternRule`] is an egg [`Searcher`] and [`Applier`] running the
//! pattern's translate programs (the same ones greedy mode runs): the
//! searcher runs the match program at every op e-node of the root's name
//! over an [`EView`], enumerating every match (every alternative e-node of
//! every class it visits); native constraints run inside that search, so
//! a constraint that fails is a rewrite that does not apply (egg's
//! conditional appliers). For each match the rewrite program runs at once
//! against the recording builder; each recorded match is one egg
//! substitution, and the applier replays it (adds its nodes, unions its
//! replacements). Rewrites whose nodes and unions all exist record nothing.
//!
//! [`partition`] decides where each pattern runs: in the e-graph, or in
//! the greedy phase after extraction (rooted at an op that stays in the
//! IR, matching or creating one, or calling a native declared invalid on
//! an e-graph).

use crate::analysis::{MlirAnalysis, MlirEGraph};
use crate::classes::Classes;
use crate::direct::{Binding, DirectEnv, DirectProgram, DirectRun};
use crate::info::NodeInfo;
use crate::lang::{Discriminant, MlirNode, Opt32};
use crate::plan::{Plan, Planned, RootPlan, AHEAD};
use crate::purity::Purity;
use crate::quick::{MatchAt, QuickRewrite, QuickScratch};
use crate::record::Recording;
use crate::roots::{ClassMatches, RootRule};
use crate::view::EView;
use egg::{Applier, Id, PatternAst, SearchMatches, Searcher, Subst, Symbol, Var};
use patsat_ir::{Context, OpName};
use patsat_translate::{
    CompiledPattern, Hooks, Machine, MatchInstr, OpDefs, PdlValue, RewriteInstr,
};
use std::cell::RefCell;
use std::rc::Rc;

/// What the rules of one run share: the context, hooks, op definitions,
/// the purity oracle and one matching machine.
pub struct RuleEnv<'a> {
    /// The context (natives may intern into it while matching).
    pub ctx: RefCell<Context>,
    /// Native hooks.
    pub hooks: Hooks,
    /// Registered op definitions (type inference of created ops).
    pub ops: OpDefs,
    /// Which ops may be e-nodes.
    pub purity: Purity<'a>,
    machine: RefCell<Machine>,
    /// What memoisable natives returned (see [`crate::memo`]).
    memo: RefCell<crate::memo::NativeMemo>,
}

impl<'a> RuleEnv<'a> {
    /// An environment owning `ctx` until [`RuleEnv::into_ctx`].
    pub fn new(ctx: Context, hooks: Hooks, ops: OpDefs, purity: Purity<'a>) -> Rc<Self> {
        Rc::new(RuleEnv {
            ctx: RefCell::new(ctx),
            hooks,
            ops,
            purity,
            machine: RefCell::new(Machine::new()),
            memo: Default::default(),
        })
    }

    /// How many calls of memoisable natives had their results remembered
    /// (each ran the native).
    pub fn natives_remembered(&self) -> u64 {
        self.memo.borrow().remembered()
    }

    /// Turns off answering a call from an earlier one of the search whose
    /// arguments its recorded unions merge
    /// ([`NativeMemo::recall_merged`](crate::memo::NativeMemo::recall_merged);
    /// for comparing: the same e-graphs, more native runs).
    pub fn without_merged_recall(&self) {
        self.memo.borrow_mut().set_merged_recall(false);
    }
}

/// What a search skips (see [`PatternRule::search_all`]).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Skip {
    /// Nothing (egg's searchers, which may drop matches).
    Nothing,
    /// Matches applied by the last applied search of the root's class.
    PerClass,
    /// Matches applied by the last applied pass over every root class.
    Pass,
}

/// The variable whose binding is the index of a recorded match.
fn match_var() -> Var {
    Var::from_u32(0)
}

/// One pattern as an egg rewrite.
pub struct PatternRule<'a> {
    /// The pattern's display name (`#N` for unnamed pattern `N`).
    pub name: String,
    /// The compiled pattern.
    pub pattern: CompiledPattern,
    root: OpName,
    env: Rc<RuleEnv<'a>>,
    rec: RefCell<Recording>,
    /// Whether matches depend only on the root node and one defining op (one
    /// `GetDefiningOp`, no users, no native constraint): then a match of a
    /// root node and a defining op that were both in their classes at the
    /// rule's last applied search of the root's class was applied then, and
    /// is skipped (semi-naive matching).
    prunable: bool,
    /// Whether the match program has no choice point: a match depends on
    /// the root node alone.
    root_only: bool,
    /// Per root class: the epoch ([`crate::NodeIndex::epoch`]) of the
    /// rule's last search of it whose matches were all applied.
    searched: RefCell<fxhash::FxHashMap<Id, u32>>,
    /// Classes searched since the last [`PatternRule::apply_recorded`], with
    /// the epoch of their search.
    uncommitted: RefCell<Vec<(Id, u32)>>,
    /// The epoch of the rule's last search of every root class
    /// ([`PatternRule::search_all`]) whose matches were all applied, and of
    /// the one not applied yet.
    pass: std::cell::Cell<Option<u32>>,
    pending_pass: std::cell::Cell<Option<u32>>,
    /// The match program compiled for direct matching, when it can be
    /// (see [`crate::direct`]).
    direct: Option<DirectProgram>,
    /// The rewrite program for the quick path, when it allows it (see
    /// [`crate::quick`]).
    quick: Option<QuickRewrite>,
    /// The quick rewrite's plan over a root node's matches (see
    /// [`crate::plan`]).
    plan: Option<Plan>,
    /// What memoisable natives returned during the searches since the last
    /// [`PatternRule::clear`] that names recorded nodes (see
    /// [`crate::memo::Parked`]).
    parked: RefCell<Vec<crate::memo::Parked>>,
    /// Whether the quick rewrite may be applied straight (see
    /// [`crate::straight`]).
    straight: bool,
    /// Whether searches keep matches for straight application (snapshot
    /// mode's searches, see [`PatternRule::set_snapshot`]).
    snapshot: std::cell::Cell<bool>,
    /// Whether snapshot mode's searches visit root classes by id (the
    /// order of eager mode) instead of egg's (see
    /// [`PatternRule::in_id_order`]).
    id_order: bool,
    /// The room of the last search's root plan for recent results (see
    /// [`RootPlan::with_room`]), for the next search's.
    recent_room: RefCell<crate::plan::RecentRoom>,
}

impl<'a> PatternRule<'a> {
    /// A rule for `pattern`, whose root must be a named op.
    pub fn new(pattern: CompiledPattern, env: &Rc<RuleEnv<'a>>) -> Option<Self> {
        let root = env.ctx.borrow_mut().op_name(pattern.root.as_deref()?);
        let defs = (pattern.matcher.iter())
            .filter(|i| matches!(i, MatchInstr::GetDefiningOp { .. }))
            .count();
        let other = pattern.matcher.iter().any(|i| {
            matches!(
                i,
                MatchInstr::ForEachUser { .. } | MatchInstr::Constraint { .. }
            )
        });
        let direct = DirectProgram::compile(&pattern);
        let quick = QuickRewrite::compile(&pattern, &env.hooks);
        let straight = quick.as_ref().is_some_and(QuickRewrite::is_straight);
        let plan = match (&quick, &direct) {
            (Some(q), Some(d)) => Plan::new(q, d),
            _ => None,
        };
        Some(PatternRule {
            direct,
            quick,
            plan,
            prunable: defs <= 1 && !other,
            root_only: defs == 0 && !other,
            searched: Default::default(),
            uncommitted: Default::default(),
            pass: Default::default(),
            pending_pass: Default::default(),
            name: display_name(&pattern),
            pattern,
            root,
            env: Rc::clone(env),
            rec: RefCell::new(Recording::default()),
            parked: Default::default(),
            straight,
            snapshot: Default::default(),
            id_order: false,
            recent_room: Default::default(),
        })
    }

    /// The rule without direct matching: every search runs the match
    /// program on translate's machine (the general path).
    pub fn general_only(mut self) -> Self {
        self.direct = None;
        self.plan = None;
        self
    }

    /// The rule without quick rewrites: every match runs the rewrite
    /// program on the machine (for checking that the quick path records
    /// the same).
    pub fn without_quick(mut self) -> Self {
        self.quick = None;
        self.plan = None;
        self
    }

    /// The rule without its plan (see [`crate::plan`]): every match is
    /// rewritten by the quick rewrite, which keys its calls itself (for
    /// checking that the plan's keys, probes and recording are the same).
    pub fn without_prefetch(mut self) -> Self {
        self.plan = None;
        self
    }

    /// The rule without straight application: snapshot mode's searches
    /// record its matches as eager mode's do (for checking that straight
    /// application makes the same e-graph).
    pub fn without_straight(mut self) -> Self {
        self.straight = false;
        self
    }

    /// The rule with snapshot mode's searches visiting root classes by id,
    /// as eager mode's do, instead of in egg's order (for checking that
    /// the order makes the same e-graph up to the classes' ids).
    pub fn in_id_order(mut self) -> Self {
        self.id_order = true;
        self
    }

    /// Whether the next searches are snapshot mode's (every rule searches
    /// before any applies): then root classes are searched in egg's order
    /// (unless [`PatternRule::in_id_order`]) and matches of a quick rewrite
    /// without natives are kept for straight application (see
    /// [`crate::straight`]).
    pub fn set_snapshot(&self, snapshot: bool) {
        self.snapshot.set(snapshot);
    }

    /// Whether searches rewrite a root node's matches by a plan (see
    /// [`crate::plan`]), which keys each match's calls and prefetches the
    /// next match's first.
    pub fn prefetches(&self) -> bool {
        self.plan.is_some()
    }

    /// The rule without semi-naive skipping: every search enumerates every
    /// match (for checking that skipping loses none).
    pub fn without_skipping(mut self) -> Self {
        self.prunable = false;
        self.root_only = false;
        self
    }

    /// Whether snapshot mode applies the rule's matches straight (see
    /// [`crate::straight`]).
    pub fn is_straight(&self) -> bool {
        self.straight
    }

    /// Whether matches are rewritten by a quick rewrite (see
    /// [`crate::quick`]).
    pub fn is_quick(&self) -> bool {
        self.quick.is_some()
    }

    /// Whether searches match directly (see [`crate::direct`]).
    pub fn is_direct(&self) -> bool {
        self.direct.is_some()
    }

    /// The classes holding an op of the rule's root name, in id order.
    pub fn root_classes(&self, egraph: &MlirEGraph) -> Vec<Id> {
        let mut v: Vec<Id> = (egraph.classes_for_op(&Discriminant::Op(self.root)))
            .map(|s| s.collect())
            .unwrap_or_default();
        v.sort_unstable();
        v
    }

    /// Searches one root class into the recording (semi-naive: matches
    /// applied by an earlier search of the class are skipped); stops once
    /// `limit` matches were found since the last [`PatternRule::clear`].
    pub fn search_root_class(&self, classes: &Classes<'_>, eclass: Id, limit: usize) {
        self.search_classes(classes, &[eclass], Skip::PerClass, limit);
    }

    /// Searches every root class (in id order; in snapshot mode in egg's
    /// order, see [`PatternRule::set_snapshot`]) into the recording, until
    /// `limit` matches were found since the last [`PatternRule::clear`].
    /// Semi-naive over whole passes: once a pass was applied, a match of a
    /// root node and a defining op that both existed then (the root with
    /// the same children, in any class; the defining op in its class) was
    /// applied by it, and is skipped.
    pub fn search_all(&self, classes: &Classes<'_>, limit: usize) {
        let roots = match self.snapshot.get() && !self.id_order {
            // (Snapshot mode: in egg's order, that of its table of classes
            // by op (hashed without a seed: deterministic), as egg's runner
            // applies them. Its hash-cons then finds more of the nodes the
            // matches make before the rebuild: on the AC workload 10.5 M of
            // 44 M instructions of rebuild fewer than in id order.)
            true => (classes.egraph.classes_for_op(&Discriminant::Op(self.root)))
                .map(|s| s.collect())
                .unwrap_or_default(),
            false => self.root_classes(classes.egraph),
        };
        self.env.memo.borrow_mut().prune(classes.egraph);
        self.pending_pass
            .set(Some(classes.egraph.analysis.index.epoch()));
        self.search_classes(classes, &roots, Skip::Pass, limit);
    }

    /// A root class to search and the epoch of its last applied search
    /// (when matches may be skipped), noted as searched now.
    fn root_search(&self, classes: &Classes<'_>, eclass: Id) -> (Id, Option<u32>) {
        let egraph = classes.egraph;
        let eclass = egraph.find(eclass);
        let last = self.searched.borrow().get(&eclass).copied();
        self.uncommitted
            .borrow_mut()
            .push((eclass, egraph.analysis.index.epoch()));
        (eclass, last.filter(|_| self.prunable))
    }

    /// The facts of the nodes the rule's rewrites make (their locations
    /// set per match).
    fn facts(&self) -> NodeInfo {
        let p = &self.pattern;
        NodeInfo {
            locs: Default::default(),
            benefit: p.benefit,
            rule: Opt32::some(p.index as u32),
            imported: false,
        }
    }

    /// Matches found since the last [`PatternRule::clear`].
    pub fn matches(&self) -> usize {
        self.rec.borrow().matches
    }

    /// The errors of the rewrites since the last call.
    pub fn take_errors(&self) -> Vec<String> {
        std::mem::take(&mut self.rec.borrow_mut().errors)
    }

    /// Applies everything recorded (adds the nodes, makes the unions) and
    /// remembers that the classes searched so far had all their matches
    /// applied; returns the number of unions that merged two classes.
    pub fn apply_recorded(&self, egraph: &mut MlirEGraph) -> usize {
        let mut rec = self.rec.borrow_mut();
        let mut merged = rec.replay_all(egraph);
        if !rec.straight.is_empty() {
            merged += rec.straight.apply(egraph, &self.facts());
        }
        {
            let mut memo = self.env.memo.borrow_mut();
            for p in self.parked.borrow_mut().drain(..) {
                memo.resolve_parked(p, &rec);
            }
        }
        rec.clear_applied();
        let mut searched = self.searched.borrow_mut();
        for (c, e) in self.uncommitted.borrow_mut().drain(..) {
            searched.insert(c, e);
        }
        if let Some(e) = self.pending_pass.take() {
            self.pass.set(Some(e));
        }
        merged
    }

    /// Drops what was recorded and not applied (a banned rule's matches).
    pub fn discard(&self) {
        self.drop_parked();
        self.rec.borrow_mut().clear_applied();
        self.uncommitted.borrow_mut().clear();
        self.pending_pass.set(None);
    }

    /// Drops what memoisable natives returned that names recorded nodes.
    fn drop_parked(&self) {
        let mut memo = self.env.memo.borrow_mut();
        for p in self.parked.borrow_mut().drain(..) {
            memo.drop_parked(p);
        }
    }

    /// Starts a search: forgets the previous recording.
    pub fn clear(&self) {
        self.drop_parked();
        self.rec.borrow_mut().clear();
        self.uncommitted.borrow_mut().clear();
        self.pending_pass.set(None);
    }

    /// Searches root classes, recording into the rule's recording (with
    /// `semi_naive`, skipping the matches applied by the last applied
    /// search of each class, and noting the search); stops once `limit`
    /// matches were found in total.
    fn search_classes(&self, classes: &Classes<'_>, roots: &[Id], skip: Skip, limit: usize) {
        let egraph = classes.egraph;
        let env = &*self.env;
        let mut ctx = env.ctx.borrow_mut();
        let mut rec = self.rec.borrow_mut();
        let mut m = env.machine.borrow_mut();
        let types = &*egraph.analysis.types;
        let mut memo = env.memo.borrow_mut();
        let mut view = EView::new(classes, &mut ctx, types, &env.purity, &mut rec, &mut memo);
        let p = &self.pattern;
        let facts = self.facts();
        let mut st = DirectState {
            root: RootPlan::with_room(self.recent_room.take()),
            ..Default::default()
        };
        for (n, &eclass) in roots.iter().enumerate() {
            if view.rec.matches >= limit {
                break;
            }
            // (Classes are far apart in memory: each one's header, then
            // its nodes, loaded a few classes ahead.)
            if let Some(&c) = roots.get(n + CLASSES_AHEAD) {
                classes.prefetch(c);
            }
            if let Some(&c) = roots.get(n + CLASSES_AHEAD / 2) {
                classes.prefetch_nodes(c);
            }
            let (eclass, last) = match skip {
                Skip::PerClass => self.root_search(classes, eclass),
                Skip::Pass => (eclass, self.pass.get().filter(|_| self.prunable)),
                Skip::Nothing => (egraph.find(eclass), None),
            };
            if let Some(prog) = &self.direct {
                let rule = RootRule {
                    prog,
                    root: self.root,
                    last,
                    root_only: self.root_only,
                    by_birth: skip == Skip::Pass,
                };
                self.direct_class(
                    rule, classes, eclass, limit, &mut st, &mut view, &mut m, &facts,
                );
                continue;
            }
            let class = classes.get(eclass);
            let nodes = &class.nodes;
            let roots = (0..nodes.len())
                .filter(|&i| matches!(&nodes[i], MlirNode::Op(o) if o.name == self.root));
            for i in roots {
                // Semi-naive: a root node that was there at the last
                // applied search only has new matches through new defining
                // ops.
                let since = match skip {
                    Skip::Pass => class.data.born(),
                    _ => class.data.stamps(),
                };
                let prune = last.filter(|&l| since.get(i).is_some_and(|&s| s <= l));
                if prune.is_some() && self.root_only {
                    continue;
                }
                view.reset();
                let root = view.handle(eclass, crate::view::NodeAt::Node(&nodes[i]));
                m.start_match(p, root);
                loop {
                    view.prune_upto = prune;
                    let found = view.rec.matches < limit && m.next_match(p, &mut view, &env.hooks);
                    view.prune_upto = None;
                    if !found {
                        break;
                    }
                    self.rewrite_match(&mut m, &mut view, &facts);
                }
            }
        }
        let parked = view.end_search();
        self.parked.borrow_mut().push(parked);
        self.recent_room.replace(st.root.into_room());
    }

    /// Searches one root class with the direct program; stops once
    /// `limit` matches were found.
    #[allow(clippy::too_many_arguments)]
    fn direct_class<'g>(
        &self,
        rule: RootRule<'_>,
        classes: &Classes<'g>,
        eclass: Id,
        limit: usize,
        st: &mut DirectState<'g>,
        view: &mut EView<'g>,
        m: &mut Machine,
        facts: &NodeInfo,
    ) {
        let none_ty = view.none_type();
        let ctx_needed = rule.prog.reads_context();
        view.reset();
        let mut it = ClassMatches::new(rule, classes, eclass);
        loop {
            let found = view.rec.matches < limit && {
                let ctx = ctx_needed.then_some(&*view.ctx);
                it.next(&mut st.run, ctx, none_ty)
            };
            if !found {
                break;
            }
            // The root node's matches: the first one found by the steps,
            // the next ones (of a program with a tail) straight from the
            // candidates.
            let rest = it.tail(&st.run);
            if let Some(plan) = &self.plan {
                if plan.root(&st.run, view, &mut st.root) {
                    self.planned(plan, &mut it, rest, limit, st, view, m, facts);
                    it.end_root(&mut st.run);
                    continue;
                }
            }
            let mut k = rest.start;
            loop {
                self.rewrite_direct(rule.prog, &st.run, view, m, facts, &mut st.scratch);
                if k == rest.end || view.rec.matches >= limit {
                    break;
                }
                it.take(&mut st.run, k);
                k += 1;
            }
            it.end_root(&mut st.run);
        }
    }

    /// Rewrites a root node's matches by the rule's plan at it (`st.root`):
    /// the one `st.run` holds, then those at positions `rest` of the tail,
    /// until `limit` matches were found. A match the plan leaves to the
    /// quick rewrite is taken into the run first.
    #[allow(clippy::too_many_arguments)]
    #[inline(never)]
    fn planned<'g>(
        &self,
        plan: &Plan,
        it: &mut ClassMatches<'_, 'g>,
        rest: std::ops::Range<usize>,
        limit: usize,
        st: &mut DirectState<'g>,
        view: &mut EView<'g>,
        m: &mut Machine,
        facts: &NodeInfo,
    ) {
        let prog = it.prog();
        let mut found = [Id::from(0usize); crate::quick::MAX_HIT_CALLS];
        let Some(chosen) = plan.first_chosen(&st.run) else {
            self.rewrite_direct(prog, &st.run, view, m, facts, &mut st.scratch);
            return;
        };
        // Match `i` is the candidate at position `rest.start + i - 1` of
        // the tail (the first: the one the run holds); its ids are in row
        // `i` of the root plan, loaded `AHEAD` matches before it with its
        // first call's key and hash (`None`: unusual), its memo entry
        // prefetched then.
        let n = 1 + rest.len();
        for i in 0..n.min(AHEAD) {
            let usual = match i {
                0 => plan.first(&mut st.root, 0, chosen, view),
                _ => plan.first_at(&mut st.root, i, &st.run, rest.start + i - 1, view),
            };
            if usual {
                view.memo.prefetch_hashed(plan.first_hash(&st.root, i));
            }
        }
        for i in 0..n {
            if i + AHEAD < n {
                let j = i + AHEAD;
                if plan.first_at(&mut st.root, j, &st.run, rest.start + j - 1, view) {
                    view.memo.prefetch_hashed(plan.first_hash(&st.root, j));
                }
            }
            let (root, unions) = (&mut st.root, &mut st.scratch.unions);
            let done = plan.hit(root, i, view, &mut found, unions);
            if !matches!(done, Planned::Done) {
                let k = (i > 0).then(|| rest.start + i - 1);
                let m = (&mut *m, facts);
                self.unplanned(plan, done, (i, k), (it, &mut found), st, view, m);
            }
            if view.rec.matches >= limit {
                break;
            }
        }
    }

    /// A planned match (`i`, its candidate at tail position `k`, the
    /// root node's first when `None`) that the plan did not rewrite
    /// (`done`): rewritten by [`Plan::finish`], the quick rewrite or the
    /// machine, taken into the run's registers when they need it.
    #[cold]
    #[inline(never)]
    #[allow(clippy::too_many_arguments)]
    fn unplanned<'g>(
        &self,
        plan: &Plan,
        done: Planned,
        (i, k): (usize, Option<usize>),
        (it, found): (
            &mut ClassMatches<'_, 'g>,
            &mut [Id; crate::quick::MAX_HIT_CALLS],
        ),
        st: &mut DirectState<'g>,
        view: &mut EView<'g>,
        (m, facts): (&mut Machine, &NodeInfo),
    ) {
        let (prog, p) = (it.prog(), &self.pattern);
        let take = |it: &mut ClassMatches<'_, 'g>, st: &mut DirectState<'g>| {
            if let Some(k) = k {
                it.take(&mut st.run, k);
            }
        };
        match done {
            Planned::Done => {}
            Planned::Missed(j, key, recalled) => {
                let node = match k {
                    None => plan.first_node(&st.run),
                    Some(k) => Some(st.run.tail_node(k)),
                };
                let (root, unions) = (&mut st.root, &mut st.scratch.unions);
                let done = node.and_then(|node| {
                    let at = (facts, &p.loc_ops[..]);
                    plan.finish(root, (i, j, key, recalled), node, &st.run, view, at, unions)
                });
                if done != Some(true) {
                    take(it, st);
                }
                let done = done.unwrap_or_else(|| {
                    let at = MatchAt {
                        run: &st.run,
                        hooks: &self.env.hooks,
                        loc_ops: &p.loc_ops,
                        facts,
                    };
                    let (q, scratch) = (self.quick.as_ref(), &mut st.scratch);
                    q.is_some_and(|q| q.run_missed((j, key), found, at, view, scratch))
                });
                if !done {
                    m.start_rewrite(p);
                    st.run.export(prog, m, view);
                    self.rewrite_match(m, view, facts);
                }
            }
            Planned::Unusual => {
                take(it, st);
                self.rewrite_direct(prog, &st.run, view, m, facts, &mut st.scratch);
            }
        }
    }

    /// Rewrites the direct match `run` holds: the quick way when the rule
    /// has a quick rewrite and it applies, else on the machine.
    fn rewrite_direct<'g>(
        &self,
        prog: &DirectProgram,
        run: &DirectRun<'g>,
        view: &mut EView<'g>,
        m: &mut Machine,
        facts: &NodeInfo,
        scratch: &mut QuickScratch<'g>,
    ) {
        let p = &self.pattern;
        if let Some(q) = &self.quick {
            if self.straight && self.snapshot.get() && q.defer(run, view, &p.loc_ops, scratch) {
                return;
            }
            if q.run(run, view, &self.env.hooks, &p.loc_ops, facts, scratch) {
                return;
            }
        }
        m.start_rewrite(p);
        run.export(prog, m, view);
        self.rewrite_match(m, view, facts);
    }

    /// Every match of root class `eclass`, as the registers its rewrite
    /// reads, found by direct matching (`direct`) or on the general path;
    /// `None` when the match program is not direct. Records nothing, skips
    /// nothing (for checking the two paths agree).
    pub fn matches_in(
        &self,
        classes: &Classes<'_>,
        eclass: Id,
        direct: bool,
    ) -> Option<Vec<Vec<Binding>>> {
        let prog = DirectProgram::compile(&self.pattern)?;
        let env = &*self.env;
        let mut ctx = env.ctx.borrow_mut();
        let mut rec = Recording::default();
        let mut m = Machine::new();
        let types = &*classes.egraph.analysis.types;
        let eclass = classes.egraph.find(eclass);
        let nodes = &classes.get(eclass).nodes;
        let none_ty = ctx.ty(patsat_ir::TypeKind::None);
        let mut memo = crate::memo::NativeMemo::default();
        let mut view = EView::new(classes, &mut ctx, types, &env.purity, &mut rec, &mut memo);
        let p = &self.pattern;
        let mut out = Vec::new();
        let mut run = DirectRun::default();
        for n in nodes
            .iter()
            .filter(|n| matches!(n, MlirNode::Op(o) if o.name == self.root))
        {
            view.reset();
            if direct {
                run.start(&prog, eclass, n);
                loop {
                    let mut denv = DirectEnv {
                        classes,
                        ctx: Some(&*view.ctx),
                        none_ty,
                        upto: None,
                    };
                    if !run.next_match(&prog, &mut denv) {
                        break;
                    }
                    out.push(run.bindings(&prog));
                }
                continue;
            }
            let root = view.handle(eclass, crate::view::NodeAt::Node(n));
            m.start_match(p, root);
            while m.next_match(p, &mut view, &env.hooks) {
                let b = (prog.exports().iter())
                    .map(|&r| match m.register(r) {
                        PdlValue::Null => Binding::Null,
                        PdlValue::Op(o) => {
                            let (c, n) = view.handle_node(o);
                            Binding::Op(c, n)
                        }
                        PdlValue::Value(v) => Binding::Value(Id::from(v.0 as usize)),
                        PdlValue::Type(t) => Binding::Type(t),
                        PdlValue::Attr(a) => Binding::Attr(a),
                        PdlValue::ValueRange(vs) => {
                            Binding::Values(vs.iter().map(|v| Id::from(v.0 as usize)).collect())
                        }
                        PdlValue::TypeRange(ts) => Binding::Types(ts),
                    })
                    .collect();
                out.push(b);
            }
        }
        Some(out)
    }

    /// Runs the rewrite program of a match the machine's registers hold,
    /// recording it as one segment (dropped if it fails).
    fn rewrite_match(&self, m: &mut Machine, view: &mut EView<'_>, facts: &NodeInfo) {
        let env = &*self.env;
        let p = &self.pattern;
        view.rec.matches += 1;
        let unknown = view.ctx.unknown_loc();
        let mark = view.rec.begin(facts);
        let errors = view.rec.errors.len();
        let res = m.run_rewrite(p, view, &env.hooks, &env.ops, unknown);
        if let Err(e) = res {
            let msg = format!("pattern `{}`: {}", self.name, e);
            view.rec.errors.push(msg);
        }
        if view.rec.errors.len() > errors {
            view.rec.rollback(mark);
            view.forget_natives();
            return;
        }
        view.note_locs(mark, p.loc_ops.iter().filter_map(|&r| m.op_at(r)));
        view.rec.close(mark);
    }
}

/// What direct searches reuse from one match to the next: the run,
/// scratch space, the plan at the current root node.
#[derive(Default)]
struct DirectState<'g> {
    run: DirectRun<'g>,
    scratch: QuickScratch<'g>,
    root: RootPlan,
}

/// How many root classes ahead of the one searched a search starts
/// loading a class's header (and half as many its first nodes).
const CLASSES_AHEAD: usize = 4;

/// `name`, or `#N` for unnamed pattern `N`.
pub fn display_name(p: &CompiledPattern) -> String {
    if p.name.is_empty() {
        format!("#{}", p.index)
    } else {
        p.name.clone()
    }
}

impl PatternRule<'_> {
    /// The matches of one class as egg sees them (one substitution per
    /// recorded match). Used by egg's runners, which may drop matches (its
    /// backoff scheduler does): no semi-naive skipping.
    fn egg_matches(
        &self,
        classes: &Classes<'_>,
        eclass: Id,
        limit: usize,
    ) -> Option<SearchMatches<'_, MlirNode>> {
        let first = self.rec.borrow().num_segments();
        self.search_classes(classes, &[eclass], Skip::Nothing, limit);
        let last = self.rec.borrow().num_segments();
        let substs: Vec<Subst> = (first..last)
            .map(|k| {
                let mut s = Subst::with_capacity(1);
                s.insert(match_var(), Id::from(k));
                s
            })
            .collect();
        (!substs.is_empty()).then_some(SearchMatches {
            eclass,
            substs,
            ast: None,
        })
    }
}

impl Searcher<MlirNode, MlirAnalysis> for PatternRule<'_> {
    /// (Lays out the e-graph's classes first: prefer
    /// [`Searcher::search_with_limit`] for whole passes.)
    fn search_eclass_with_limit(
        &self,
        egraph: &MlirEGraph,
        eclass: Id,
        limit: usize,
    ) -> Option<SearchMatches<'_, MlirNode>> {
        self.egg_matches(&Classes::new(egraph), eclass, limit)
    }

    /// Searches the classes holding an op of the root's name (in the
    /// e-graph's deterministic order), after clearing the recording.
    fn search_with_limit(
        &self,
        egraph: &MlirEGraph,
        limit: usize,
    ) -> Vec<SearchMatches<'_, MlirNode>> {
        self.clear();
        let classes = Classes::new(egraph);
        let mut out = Vec::new();
        for c in self.root_classes(egraph) {
            if self.rec.borrow().matches >= limit {
                break;
            }
            if let Some(m) = self.egg_matches(&classes, c, limit) {
                out.push(m);
            }
        }
        out
    }

    fn vars(&self) -> Vec<Var> {
        vec![match_var()]
    }
}

impl Applier<MlirNode, MlirAnalysis> for PatternRule<'_> {
    /// Replays the recorded match the substitution names.
    fn apply_one(
        &self,
        egraph: &mut MlirEGraph,
        _eclass: Id,
        subst: &Subst,
        _searcher_ast: Option<&PatternAst<MlirNode>>,
        _rule_name: Symbol,
    ) -> Vec<Id> {
        match subst.get(match_var()) {
            Some(&k) => self.rec.borrow_mut().replay(usize::from(k), egraph),
            None => Vec::new(),
        }
    }
}

/// Where a pattern runs, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Placement {
    /// As an e-graph rewrite.
    EGraph,
    /// In the greedy phase after extraction, for this reason.
    Greedy(String),
}

/// Decides where a compiled pattern runs.
pub fn placement(p: &CompiledPattern, ctx: &Context, hooks: &Hooks, purity: &Purity) -> Placement {
    let reads_regions = p.matcher.iter().any(|i| {
        matches!(
            i,
            MatchInstr::GetRegion { .. }
                | MatchInstr::GetEntryBlock { .. }
                | MatchInstr::GetBlockArgs { .. }
                | MatchInstr::GetYielded { .. }
                | MatchInstr::CheckCount { .. }
        )
    });
    let moves_regions = p.rewriter.iter().any(|i| match i {
        RewriteInstr::InlineBlock { .. } => true,
        RewriteInstr::CreateOp { regions, .. } => !regions.is_empty(),
        _ => false,
    });
    if reads_regions || moves_regions {
        return Placement::Greedy(
            "it looks into or moves regions (patsat's DRR region directives), which the e-graph \
             does not hold"
                .into(),
        );
    }
    let Some(root) = &p.root else {
        return Placement::Greedy("its root may be any op".into());
    };
    if !purity.is_pure_name(root) {
        return Placement::Greedy(format!("its root `{}` is not a pure op", root));
    }
    for i in &p.matcher {
        match i {
            MatchInstr::CheckOpName { name, .. } => {
                let n = ctx.op_name_str(*name);
                if !purity.is_pure_name(n) {
                    return Placement::Greedy(format!(
                        "it matches `{}`, which is not a pure op",
                        n
                    ));
                }
            }
            MatchInstr::Constraint { hook, .. } if hooks.is_greedy_only(*hook) => {
                return Placement::Greedy(format!(
                    "it calls `{}`, which is not valid on an e-graph",
                    hooks.name(*hook)
                ));
            }
            _ => {}
        }
    }
    for i in &p.rewriter {
        match i {
            RewriteInstr::CreateOp { name, .. } => {
                let n = ctx.op_name_str(*name);
                if !purity.is_pure_name(n) {
                    return Placement::Greedy(format!(
                        "it creates `{}`, which is not a pure op",
                        n
                    ));
                }
            }
            RewriteInstr::Native { hook, .. } if hooks.is_greedy_only(*hook) => {
                return Placement::Greedy(format!(
                    "it calls `{}`, which is not valid on an e-graph",
                    hooks.name(*hook)
                ));
            }
            _ => {}
        }
    }
    Placement::EGraph
}
