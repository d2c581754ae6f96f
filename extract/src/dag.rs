//! DAG-aware extraction: the tree-optimal choice ([`crate::tree`]),
//! improved by local search on the DAG cost of the whole extraction.
//!
//! The search keeps, per class, how many chosen nodes (and roots) use it;
//! a class is in the extraction while that count is positive. A *switch*
//! of class `c` to another node counts the classes the new node needs
//! that were not in (their cost is added, and so on down their chosen
//! nodes) and the classes the old node alone kept in (their cost is
//! removed), so its change of DAG cost is exact; switches that lower the
//! cost are kept, the others undone from a log.
//!
//! A switch that does not pay by itself but brings classes in can still
//! pay as a *compound move*: other classes of the extraction that have a
//! node using the newly paid classes switch to it where that lowers the
//! cost, and the whole is kept if the sum is negative. (Sharing one class
//! among many users is what tree extraction misses: with `x = f(A, B)` or
//! `g(h(i))` for many `i`, the first `f` pays for `A` and `B`, the others
//! then save.) Compound moves are tried in the first pass, from switches
//! that bring in at most [`MAX_COMPOUND_ADDED`] classes and would pay if
//! those were free (otherwise the others' savings would pay for a move
//! started from one of them); later passes only look for single switches,
//! which the kept moves may have made pay.
//!
//! Most switches are not walked at all: without negative costs, a switch
//! adds at least the chosen nodes of its new node's children that are not
//! in the extraction, and frees at most the tree costs of the old node's
//! children that the new one does not have (a short walk tells exactly
//! when that does not decide). The
//! search also assumes (a heuristic) that what a switch brings in costs at
//! least [`FRESH_TREE_SHARE`] of its tree cost, and walks stop as soon as
//! a switch cannot pay.
//!
//! Cycles: every class has a rank, and each chosen node's children rank
//! below its class (the tree extraction's settling order to start with).
//! A switch to a node whose children all rank below the class cannot
//! close a cycle; otherwise a search from the class through chosen nodes
//! decides (skipping classes that rank too low to lead back), and once the
//! move is kept, ranks are raised along the users of the switched classes
//! until the order holds again (a walk over all chosen nodes, children
//! first, which needs no parent links; after those walks have cost about
//! what parent links cost to build, along the parent links).
//!
//! Parent links are built only where needed: for the follow-ups of
//! compound moves, among the nodes of the extraction's classes (rebuilt
//! after a kept move); a pass after the first finds the classes to visit
//! from marks on the classes a kept move changed.
//!
//! The search visits the classes of the extraction parents first (the
//! reverse of the tree extraction's walk order), for at most
//! [`MAX_PASSES`] passes; a pass after the first visits only the classes
//! whose uses a kept move changed and the classes with nodes using them.
//! It stops early when its step budget (proportional to the e-graph's
//! size; see [`ELEMENTS_PER_STEP`]) runs out.

use crate::graph::{Choice, ClassIdx, ExtractGraph, NodeIdx, Parents};
use crate::tree::bottom_up_tree;

/// Passes of local search over the extraction at most.
pub const MAX_PASSES: usize = 8;

/// A change of cost counted as an improvement (below float noise).
const EPS: f64 = 1e-9;

/// Steps of a release walk after which a follow-up candidate is given up
/// (see `Search::follow_ups`).
const RELEASE_STEPS: usize = 16;

/// Without negative costs, the search takes a step per this many nodes and
/// child edges of the e-graph, plus [`MIN_BUDGET`] (measured: the moves
/// that lower the cost of the corpus e-graphs come early, parents first;
/// their total stays the same with a sixteenth of a step per element as
/// with eight steps).
const ELEMENTS_PER_STEP: usize = 16;

/// See [`ELEMENTS_PER_STEP`].
const MIN_BUDGET: usize = 1000;

/// With negative costs (whose local search needs many small moves: the
/// maxsat e-graph's cost halves with a budget of a sixteenth), the search
/// takes this many steps per node and child edge, plus
/// [`MIN_BUDGET_NEGATIVE`].
const BUDGET_PER_ELEMENT: usize = 8;

/// See [`BUDGET_PER_ELEMENT`].
const MIN_BUDGET_NEGATIVE: usize = 10_000;

/// Steps of the walk that bounds what releasing a class's node frees
/// (beyond them the bound is unknown).
const FREED_BOUND_STEPS: usize = 32;

/// The share of their tree costs that the classes a switch brings in are
/// assumed to cost at least (a heuristic: sharing rarely saves more).
const FRESH_TREE_SHARE: f64 = 0.25;

/// Classes a switch may bring in and still start a compound move.
const MAX_COMPOUND_ADDED: usize = 2;

/// Parent nodes of the classes a compound move brought in that it looks
/// at for follow-ups at most (see [`MAX_FOLLOW_UP_SCAN`]).
const MAX_FOLLOW_UP_PARENTS: usize = 512;

/// Follow-up candidates (parent nodes in other classes of the extraction)
/// a compound move looks at (bounds included) at most.
const MAX_FOLLOW_UP_SCAN: usize = 128;

/// Follow-up switches a compound move tries at most.
const MAX_FOLLOW_UPS: usize = 32;

/// The DAG extractor: tree extraction, then local search.
pub fn dag_extract(g: &ExtractGraph) -> Choice {
    let t = bottom_up_tree(g);
    let mut choice = t.tree.choice;
    improve(g, &mut choice, t.tree.rank, t.tree.cost, &t.order);
    choice
}

/// What a local search did.
#[derive(Clone, Debug, Default)]
pub struct SearchStats {
    /// Passes over the extraction.
    pub passes: usize,
    /// Switches evaluated (compound follow-ups included).
    pub switches: usize,
    /// Follow-up switches evaluated.
    pub follow_ups: usize,
    /// Moves kept.
    pub kept: usize,
    /// Compound moves tried.
    pub compound: usize,
    /// Compound moves kept.
    pub compound_kept: usize,
    /// Follow-ups skipped by the cost bound.
    pub follow_skipped: usize,
    /// Compound-eligible evaluations.
    pub eligible: usize,
    /// Walk steps bounding what releases free.
    pub bound_steps: usize,
    /// Walk steps evaluating switches.
    pub eval_steps: usize,
    /// Walk steps of evaluations releasing old nodes.
    pub release_steps: usize,
    /// Walk steps of follow-ups.
    pub follow_steps: usize,
    /// Switches skipped by the cost bound, without a walk.
    pub skipped: usize,
    /// Switches rejected because they closed a cycle.
    pub cycles: usize,
    /// Use-count changes.
    pub walk_steps: usize,
    /// Whether the step budget ran out.
    pub out_of_budget: bool,
}

/// Local search from `choice` (acyclic over all classes, with `rank` a
/// topological rank of it, as [`ExtractGraph::choice_rank`] gives);
/// `order` lists the classes that may be in the extraction, children
/// before parents (mostly: the search visits them in reverse).
pub fn improve(
    g: &ExtractGraph,
    choice: &mut Choice,
    rank: Vec<u32>,
    tree_cost: Vec<f64>,
    order: &[ClassIdx],
) -> SearchStats {
    let nc = g.num_classes();
    let mut s = Search {
        g,
        order,
        slot: choice
            .iter()
            .zip(rank)
            .zip(tree_cost)
            .map(|((n, rank), bound)| Slot {
                refs: 0,
                mark: 0,
                choice: n.unwrap_or(NONE),
                rank,
                bound,
            })
            .collect(),
        log: Vec::new(),
        added: Vec::new(),
        stack: Vec::new(),
        scratch: Vec::new(),
        unordered: false,
        moved: vec![0; nc],
        epoch: 0,
        compound_ok: true,
        pass: 0,
        dirty: vec![0; nc],
        follow: Vec::new(),
        walk: Vec::new(),
        spent: 0,
        parents: None,
        ext_parents: None,
        monotone: g.node_cost.iter().all(|&c| c >= 0.0),
        budget: 0,
        stats: SearchStats::default(),
    };
    let size = g.num_nodes() + g.children.len();
    s.budget = if s.monotone {
        size / ELEMENTS_PER_STEP + MIN_BUDGET
    } else {
        size * BUDGET_PER_ELEMENT + MIN_BUDGET_NEGATIVE
    };
    if g.roots.iter().any(|&r| s.chosen(r as usize).is_none()) {
        // A root without a finite term: nothing to improve.
        return s.stats;
    }
    // The uses of the tree extraction (not logged).
    let mut stack: Vec<ClassIdx> = g.roots.clone();
    while let Some(d) = stack.pop() {
        s.budget = s.budget.saturating_sub(1);
        let slot = &mut s.slot[d as usize];
        slot.refs += 1;
        if slot.refs == 1 {
            stack.extend_from_slice(g.node_children(slot.choice));
        }
    }
    for pass in 0..MAX_PASSES {
        s.compound_ok = pass == 0;
        s.pass = pass as u32;
        s.stats.passes += 1;
        let mut improved = false;
        for &c in order.iter().rev() {
            if s.budget == 0 {
                break;
            }
            if s.slot[c as usize].refs > 0
                && g.nodes_of(c).len() > 1
                && (pass == 0 || s.revisit(c))
                && s.improve_class(c)
            {
                improved = true;
            }
        }
        if !improved || s.budget == 0 {
            break;
        }
    }
    s.stats.out_of_budget = s.budget == 0;
    for (c, slot) in choice.iter_mut().zip(&s.slot) {
        *c = (slot.choice != NONE).then_some(slot.choice);
    }
    s.stats
}

/// No node (in [`Slot::choice`]).
const NONE: NodeIdx = NodeIdx::MAX;

/// What the search keeps per class (together: a switch looks at all of it
/// for each child).
#[derive(Clone, Copy)]
struct Slot {
    /// Uses by roots and chosen nodes of classes in the extraction.
    refs: u32,
    /// The epoch of the last search that marked the class.
    mark: u32,
    /// The chosen node ([`NONE`]: none).
    choice: NodeIdx,
    /// Each chosen node's children rank below its class (for the choice
    /// before the move being tried).
    rank: u32,
    /// Without negative costs: at least the cost of the classes the chosen
    /// node needs (directly or not), itself included (the tree cost, kept
    /// up to date where it rises).
    bound: f64,
}

struct Search<'a> {
    g: &'a ExtractGraph,
    /// The classes that may be in the extraction.
    order: &'a [ClassIdx],
    slot: Vec<Slot>,
    /// Undo log of the move being tried.
    log: Vec<Undo>,
    /// Classes the switch being tried brought into the extraction.
    added: Vec<ClassIdx>,
    /// Scratch stack of the walks.
    stack: Vec<ClassIdx>,
    /// Scratch list of switched classes.
    scratch: Vec<ClassIdx>,
    /// Whether a switch of the move being tried went against the rank
    /// order (conservative: not reset when that switch is undone).
    unordered: bool,
    /// Per class, the epoch of the compound move that switched it.
    moved: Vec<u32>,
    epoch: u32,
    /// The pass under way.
    pass: u32,
    /// Per class: bit `p` set if pass `p` (after the first) is to visit
    /// the classes having a node that uses it, and the class itself.
    dirty: Vec<u16>,
    /// Candidates of follow-up switches.
    follow: Vec<NodeIdx>,
    /// The stack of [`Search::raise_all`]: class, next child.
    walk: Vec<(ClassIdx, u32)>,
    /// Classes [`Search::raise_all`] visited.
    spent: usize,
    /// Parent links among the nodes of `order`'s classes, built once
    /// [`Search::raise_all`] has cost about as much ([`Search::spent`]
    /// above the child links of the e-graph): then [`Search::raise_users`]
    /// takes over.
    parents: Option<Parents>,
    /// Parent links among the nodes of the extraction's classes, built
    /// when a compound move needs them after the extraction last changed
    /// (the extraction is mostly much smaller than the classes the walk
    /// reached).
    ext_parents: Option<Parents>,
    /// Whether moves may be compound (the first pass).
    compound_ok: bool,
    /// No negative cost: what a switch brings in only adds cost.
    monotone: bool,
    /// Steps left (use-count changes, cycle-search and re-ranking steps).
    budget: usize,
    stats: SearchStats,
}

#[derive(Clone, Copy)]
enum Undo {
    /// A use added (undone by removing it).
    Inc(ClassIdx),
    /// A use removed.
    Dec(ClassIdx),
    /// A class's choice changed from this node.
    Choice(ClassIdx, NodeIdx),
}

impl Search<'_> {
    /// Whether the pass under way (after the first) is to visit `c`: a
    /// kept move changed the uses of `c` or of a child of one of its nodes.
    fn revisit(&self, c: ClassIdx) -> bool {
        let bit = 1u16 << self.pass;
        let g = self.g;
        self.dirty[c as usize] & bit != 0
            || g.nodes_of(c).iter().any(|&n| {
                g.node_children(n)
                    .iter()
                    .any(|&d| self.dirty[d as usize] & bit != 0)
            })
    }

    /// The nodes of the extraction's classes using the classes `added`
    /// (once per occurrence; at most [`MAX_FOLLOW_UP_PARENTS`]), into
    /// `out`, per added class, from [`Search::ext_parents`] (built if
    /// missing).
    fn follow_candidates(&mut self, added: &[ClassIdx], out: &mut Vec<NodeIdx>) {
        let g = self.g;
        out.clear();
        let slot = &self.slot;
        let order = self.order;
        let parents = self.ext_parents.get_or_insert_with(|| {
            let nodes = order
                .iter()
                .filter(|&&c| slot[c as usize].refs > 0)
                .flat_map(|&c| g.nodes_of(c).iter().copied());
            Parents::of_nodes(g, nodes)
        });
        for &a in added {
            out.extend_from_slice(parents.of(a));
        }
        out.truncate(MAX_FOLLOW_UP_PARENTS);
    }

    /// The chosen node of class `c`.
    fn chosen(&self, c: usize) -> Option<NodeIdx> {
        let n = self.slot[c].choice;
        (n != NONE).then_some(n)
    }

    fn next_epoch(&mut self) -> u32 {
        self.epoch += 1;
        self.epoch
    }

    /// One more use of `c`; when it enters the extraction, of what its
    /// chosen node needs. Returns the cost that entered, or `None` (only
    /// without negative costs) once that exceeds `limit` and more than
    /// `added_cap` classes entered (stopped half-way: the caller undoes).
    fn inc(&mut self, c: ClassIdx, limit: f64, added_cap: usize) -> Option<f64> {
        let g = self.g;
        let mut cost = 0.0;
        let mut stack = std::mem::take(&mut self.stack);
        stack.push(c);
        while let Some(d) = stack.pop() {
            if self.monotone && cost > limit && self.added.len() > added_cap {
                stack.clear();
                self.stack = stack;
                return None;
            }
            self.budget = self.budget.saturating_sub(1);
            self.stats.walk_steps += 1;
            self.slot[d as usize].refs += 1;
            self.log.push(Undo::Inc(d));
            if self.slot[d as usize].refs == 1 {
                let n = self
                    .chosen(d as usize)
                    .expect("classes in use have a choice");
                cost += g.node_cost[n as usize];
                self.added.push(d);
                stack.extend_from_slice(g.node_children(n));
            }
        }
        self.stack = stack;
        Some(cost)
    }

    /// One use of `c` less; when it leaves the extraction, of what its
    /// chosen node needs. Returns the cost that left, or `None` when the
    /// walk would take more than `cap` steps (stopped half-way: the
    /// caller undoes).
    fn dec(&mut self, c: ClassIdx, cap: &mut usize) -> Option<f64> {
        let g = self.g;
        let mut cost = 0.0;
        let mut stack = std::mem::take(&mut self.stack);
        stack.push(c);
        while let Some(d) = stack.pop() {
            if *cap == 0 {
                stack.clear();
                self.stack = stack;
                return None;
            }
            *cap -= 1;
            self.budget = self.budget.saturating_sub(1);
            self.stats.walk_steps += 1;
            self.slot[d as usize].refs -= 1;
            self.log.push(Undo::Dec(d));
            if self.slot[d as usize].refs == 0 {
                let n = self
                    .chosen(d as usize)
                    .expect("classes in use have a choice");
                cost += g.node_cost[n as usize];
                stack.extend_from_slice(g.node_children(n));
            }
        }
        self.stack = stack;
        Some(cost)
    }

    fn undo_to(&mut self, mark: usize) {
        while self.log.len() > mark {
            match self.log.pop().unwrap() {
                Undo::Inc(d) => self.slot[d as usize].refs -= 1,
                Undo::Dec(d) => self.slot[d as usize].refs += 1,
                Undo::Choice(c, n) => self.slot[c as usize].choice = n,
            }
        }
    }

    /// Releases node `n` (no longer chosen): one use less of each of its
    /// children (logged). Returns the cost of the classes that left, or
    /// `None` if that takes more than `cap` steps (the caller undoes).
    fn release(&mut self, n: NodeIdx, mut cap: usize) -> Option<f64> {
        let g = self.g;
        let mut freed = 0.0;
        for &d in g.node_children(n) {
            freed += self.dec(d, &mut cap)?;
        }
        Some(freed)
    }

    /// Makes `alt` the chosen node of `c` (logged) and adds a use of each
    /// of its children. Returns the cost of the classes that entered, or
    /// `None` if `alt` needs `c` itself or a class without a term, if the
    /// switch closes a cycle, or (only without negative costs) once what
    /// entered exceeds `limit` and more than `added_cap` classes entered;
    /// the caller undoes.
    fn attach(&mut self, c: ClassIdx, alt: NodeIdx, limit: f64, added_cap: usize) -> Option<f64> {
        let g = self.g;
        let rc = self.slot[c as usize].rank;
        let mut unordered = false;
        for &d in g.node_children(alt) {
            if d == c || self.chosen(d as usize).is_none() {
                return None;
            }
            unordered |= self.slot[d as usize].rank >= rc;
        }
        self.stats.switches += 1;
        let old = self
            .chosen(c as usize)
            .expect("classes in use have a choice");
        self.log.push(Undo::Choice(c, old));
        self.slot[c as usize].choice = alt;
        // After a switch against the order, the ranks no longer vouch for
        // the rest of the move.
        self.unordered |= unordered;
        if self.unordered && self.closes_cycle(c) {
            self.stats.cycles += 1;
            return None;
        }
        let mut entered = 0.0;
        for &d in g.node_children(alt) {
            entered += self.inc(d, limit - entered, added_cap)?;
        }
        Some(entered)
    }

    /// The classes the move being tried switched, into `out`.
    fn switched(&self, out: &mut Vec<ClassIdx>) {
        out.clear();
        out.extend(self.log.iter().filter_map(|u| match *u {
            Undo::Choice(c, _) => Some(c),
            _ => None,
        }));
    }

    /// Whether `c`, just switched, is on a cycle of chosen nodes (the
    /// choice had none before). A class that did not switch in this move
    /// and ranks below every switched one reaches none of them (ranks only
    /// fall along its unchanged path), so it cannot lead back to `c` and
    /// the search skips it.
    fn closes_cycle(&mut self, c: ClassIdx) -> bool {
        let g = self.g;
        let mut switched = std::mem::take(&mut self.scratch);
        self.switched(&mut switched);
        let floor = switched
            .iter()
            .map(|&s| self.slot[s as usize].rank)
            .min()
            .unwrap_or(0);
        let seen = self.next_epoch();
        let mut stack = std::mem::take(&mut self.stack);
        stack.clear();
        stack.push(c);
        let mut found = false;
        while let Some(d) = stack.pop() {
            let n = self
                .chosen(d as usize)
                .expect("chosen nodes' children have a choice");
            for &e in g.node_children(n) {
                if e == c {
                    found = true;
                    break;
                }
                if self.slot[e as usize].mark != seen
                    && (self.slot[e as usize].rank >= floor || switched.contains(&e))
                {
                    self.slot[e as usize].mark = seen;
                    self.budget = self.budget.saturating_sub(1);
                    stack.push(e);
                }
            }
            if found || self.budget == 0 {
                // Out of budget: counted as a cycle (the switch is not
                // taken).
                found = true;
                break;
            }
        }
        stack.clear();
        self.stack = stack;
        self.scratch = switched;
        found
    }

    /// Tries the other nodes of `c` (in the extraction); keeps the first
    /// move that lowers the cost. Each other node is attached before the
    /// old one is released, so that what they share is not walked.
    fn improve_class(&mut self, c: ClassIdx) -> bool {
        let g = self.g;
        let old = self.chosen(c as usize).unwrap();
        self.log.clear();
        // Without negative costs: at most what releasing `old` frees (the
        // tree costs of its children; a walk, if short, tells exactly when
        // a switch needs it).
        let mut class_bound = if self.monotone {
            g.node_children(old)
                .iter()
                .map(|&d| self.slot[d as usize].bound)
                .sum()
        } else {
            f64::INFINITY
        };
        let mut walked = false;
        for &alt in g.nodes_of(c) {
            if alt == old || self.budget == 0 {
                continue;
            }
            let mut limit = f64::INFINITY;
            let mut added_cap = 0;
            if self.monotone {
                // The switch changes the cost by at least `base` minus
                // what the old node frees plus what enters, which is at
                // least the chosen nodes of the children not in the
                // extraction, and (heuristically) a share of their tree
                // costs; a compound move counts on the share only.
                let Some((fresh, least, tree)) = self.fresh_children(c, alt) else {
                    continue;
                };
                let mut freed_bound = class_bound.min(self.unshared_bound(old));
                let base = g.node_cost[alt as usize] - g.node_cost[old as usize];
                let share = FRESH_TREE_SHARE * tree;
                let few = self.compound_ok && (1..=MAX_COMPOUND_ADDED).contains(&fresh);
                // A compound move needs a switch that would pay if what it
                // brings in were free (others share that).
                let worth = |freed_bound: f64| -> Option<bool> {
                    let compound = few && base - freed_bound < -EPS;
                    let least = if compound { share } else { least.max(share) };
                    (base - freed_bound + least < -EPS).then_some(compound)
                };
                let Some(mut compound) = worth(freed_bound) else {
                    self.stats.skipped += 1;
                    continue;
                };
                if !walked {
                    walked = true;
                    let w0 = self.stats.walk_steps;
                    let freed = self.release(old, FREED_BOUND_STEPS);
                    self.stats.bound_steps += self.stats.walk_steps - w0;
                    self.undo_to(0);
                    if let Some(f) = freed {
                        class_bound = class_bound.min(f);
                    }
                    freed_bound = class_bound.min(self.unshared_bound(old));
                    let Some(again) = worth(freed_bound) else {
                        self.stats.skipped += 1;
                        continue;
                    };
                    compound = again;
                }
                if compound {
                    // Walked until it is too wide for a compound move
                    // and too expensive for a single one.
                    self.stats.eligible += 1;
                    added_cap = MAX_COMPOUND_ADDED;
                }
                limit = freed_bound - base;
            }
            self.added.clear();
            self.unordered = false;
            let w0 = self.stats.walk_steps;
            let delta = self.attach(c, alt, limit, added_cap).map(|entered| {
                let w1 = self.stats.walk_steps;
                let freed = self.release(old, usize::MAX).expect("no cap");
                self.stats.release_steps += self.stats.walk_steps - w1;
                let intrinsic = g.node_cost[alt as usize] - g.node_cost[old as usize] - freed;
                (intrinsic + entered, intrinsic)
            });
            self.stats.eval_steps += self.stats.walk_steps - w0;
            let Some((delta, intrinsic)) = delta else {
                self.undo_to(0);
                continue;
            };
            // Sharing moves bring in a few classes for others to reuse;
            // wider ones rarely pay for the follow-ups they cost.
            let compound = self.compound_ok
                && delta >= -EPS
                && self.added.len() <= MAX_COMPOUND_ADDED
                && intrinsic < -EPS;
            let total = if compound {
                self.stats.compound += 1;
                let w0 = self.stats.walk_steps;
                let f = self.follow_ups(c, delta);
                self.stats.follow_steps += self.stats.walk_steps - w0;
                delta + f
            } else {
                delta
            };
            if total < -EPS {
                self.keep();
                self.stats.compound_kept += compound as usize;
                return true;
            }
            self.undo_to(0);
        }
        false
    }

    /// The number of distinct children of `alt` (a node of `c`) not in
    /// the extraction and the cost of their chosen nodes; `None` if `alt`
    /// needs `c` itself or a class without a term.
    fn fresh_children(&mut self, c: ClassIdx, alt: NodeIdx) -> Option<(usize, f64, f64)> {
        let g = self.g;
        let seen = self.next_epoch();
        let mut fresh = 0;
        let mut least = 0.0;
        let mut tree = 0.0;
        for &d in g.node_children(alt) {
            let n = self.chosen(d as usize)?;
            if d == c {
                return None;
            }
            if self.slot[d as usize].mark != seen {
                self.slot[d as usize].mark = seen;
                if self.slot[d as usize].refs == 0 {
                    fresh += 1;
                    least += g.node_cost[n as usize];
                    tree += self.slot[d as usize].bound;
                }
            }
        }
        Some((fresh, least, tree))
    }

    /// At most what switching from `old` to the node last given to
    /// [`Search::fresh_children`] frees: the tree costs of the children of
    /// `old` that the new node does not have.
    fn unshared_bound(&self, old: NodeIdx) -> f64 {
        let seen = self.epoch;
        self.g
            .node_children(old)
            .iter()
            .filter(|&&d| self.slot[d as usize].mark != seen)
            .map(|&d| self.slot[d as usize].bound)
            .sum()
    }

    /// Switches other classes of the extraction to nodes using the
    /// classes the move brought in, where each pays, until the move pays;
    /// returns their total change. A candidate's old node is released
    /// first when that is cheap ([`RELEASE_STEPS`]): a node costing at
    /// least the old one plus what that freed cannot pay (without negative
    /// costs) and is not walked; its walk stops as soon as it cannot pay.
    fn follow_ups(&mut self, c: ClassIdx, delta: f64) -> f64 {
        let g = self.g;
        let epoch = self.next_epoch();
        self.moved[c as usize] = epoch;
        let added = std::mem::take(&mut self.added);
        let mut follow = std::mem::take(&mut self.follow);
        self.follow_candidates(&added, &mut follow);
        let mut total = 0.0;
        let mut tries = 0;
        let mut scanned = 0;
        for &p in &follow {
            let pc = g.node_class[p as usize];
            if self.slot[pc as usize].refs == 0
                || self.moved[pc as usize] == epoch
                || self.chosen(pc as usize) == Some(p)
            {
                continue;
            }
            scanned += 1;
            if scanned > MAX_FOLLOW_UP_SCAN {
                break;
            }
            let old = self
                .chosen(pc as usize)
                .expect("classes in use have a choice");
            if self.monotone {
                let Some((_, least, _)) = self.fresh_children(pc, p) else {
                    continue;
                };
                let freed = self.unshared_bound(old);
                if g.node_cost[p as usize] - g.node_cost[old as usize] - freed + least >= -EPS {
                    self.stats.follow_skipped += 1;
                    continue;
                }
            }
            tries += 1;
            if tries > MAX_FOLLOW_UPS || self.budget == 0 {
                break;
            }
            self.stats.follow_ups += 1;
            let mark = self.log.len();
            if let Some(freed) = self.release(old, RELEASE_STEPS) {
                let gap = g.node_cost[p as usize] - g.node_cost[old as usize] - freed;
                if !(self.monotone && gap >= -EPS) {
                    if let Some(entered) = self.attach(pc, p, -gap, 0) {
                        if gap + entered < -EPS {
                            self.moved[pc as usize] = epoch;
                            total += gap + entered;
                            if delta + total < -EPS {
                                break;
                            }
                            continue;
                        }
                    }
                }
            }
            self.undo_to(mark);
        }
        self.follow = follow;
        total
    }

    /// Keeps the move tried: if it raised the rank (see [`Slot::rank`])
    /// or the bound of a class it switched, those of its users follow
    /// ([`Search::raise_all`]).
    fn keep(&mut self) {
        self.stats.kept += 1;
        // The next pass revisits the classes whose uses changed and the
        // classes having nodes that use them.
        let bit = 1u16 << (self.pass + 1);
        for u in &self.log {
            let (Undo::Inc(d) | Undo::Dec(d) | Undo::Choice(d, _)) = *u;
            self.dirty[d as usize] |= bit;
        }
        self.ext_parents = None;
        let mut switched = std::mem::take(&mut self.scratch);
        self.switched(&mut switched);
        self.log.clear();
        let mut rose = false;
        for &c in &switched {
            let (need, tree) = self.need_and_tree(c);
            let slot = &mut self.slot[c as usize];
            if self.monotone {
                rose |= tree > slot.bound;
                slot.bound = tree;
            }
            rose |= need > slot.rank;
            slot.rank = slot.rank.max(need);
        }
        if rose {
            if self.parents.is_none() && self.spent > self.g.children.len() {
                let (g, order) = (self.g, self.order);
                let nodes = order.iter().flat_map(|&c| g.nodes_of(c).iter().copied());
                self.parents = Some(Parents::of_nodes(g, nodes));
            }
            if self.parents.is_some() {
                self.raise_users(&switched);
            } else {
                self.raise_all();
            }
        }
        self.scratch = switched;
    }

    /// [`Search::raise_all`] along the parent links, from the classes
    /// `switched`: users are raised as long as their rank or bound rises.
    fn raise_users(&mut self, switched: &[ClassIdx]) {
        let g = self.g;
        let Some(parents) = self.parents.take() else {
            return;
        };
        let mut stack = std::mem::take(&mut self.stack);
        stack.clear();
        stack.extend_from_slice(switched);
        while let Some(c) = stack.pop() {
            self.budget = self.budget.saturating_sub(1);
            for &p in parents.of(c) {
                let user = g.node_class[p as usize];
                if self.slot[user as usize].choice != p {
                    continue;
                }
                let (need, tree) = self.need_and_tree(user);
                let slot = &mut self.slot[user as usize];
                let mut rose = need > slot.rank;
                slot.rank = slot.rank.max(need);
                if self.monotone && tree > slot.bound {
                    slot.bound = tree;
                    rose = true;
                }
                if rose {
                    stack.push(user);
                }
            }
        }
        self.stack = stack;
        self.parents = Some(parents);
    }

    /// The least rank above the children of `c`'s chosen node, and the
    /// bound from theirs.
    fn need_and_tree(&self, c: ClassIdx) -> (u32, f64) {
        let g = self.g;
        let n = self.slot[c as usize].choice;
        let children = g.node_children(n);
        let need = children
            .iter()
            .map(|&d| self.slot[d as usize].rank + 1)
            .max()
            .unwrap_or(0);
        let tree = g.node_cost[n as usize]
            + children
                .iter()
                .map(|&d| self.slot[d as usize].bound)
                .sum::<f64>();
        (need, tree)
    }

    /// Restores the ranks and bounds of all classes with a choice, children
    /// first (a walk over the chosen nodes, which are acyclic): each class
    /// ranks above its chosen node's children (the least such ranks not
    /// below the old ones), and its bound rises to what its children's
    /// give. (No parent links needed: the chosen nodes are one per class.)
    fn raise_all(&mut self) {
        let g = self.g;
        let seen = self.next_epoch();
        let mut stack = std::mem::take(&mut self.walk);
        for &r in self.order {
            if self.slot[r as usize].choice == NONE || self.slot[r as usize].mark == seen {
                continue;
            }
            self.slot[r as usize].mark = seen;
            stack.push((r, 0));
            while let Some(top) = stack.last_mut() {
                let (c, k) = *top;
                let n = self.slot[c as usize].choice;
                if let Some(&d) = g.node_children(n).get(k as usize) {
                    top.1 += 1;
                    if self.slot[d as usize].mark != seen {
                        self.slot[d as usize].mark = seen;
                        stack.push((d, 0));
                    }
                    continue;
                }
                stack.pop();
                self.spent += 1;
                let (need, tree) = self.need_and_tree(c);
                let slot = &mut self.slot[c as usize];
                if need > slot.rank {
                    slot.rank = need;
                    self.budget = self.budget.saturating_sub(1);
                }
                if self.monotone && tree > slot.bound {
                    slot.bound = tree;
                }
            }
        }
        self.walk = stack;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exact::exact_extract;
    use crate::graph::GraphBuilder;
    use std::time::{Duration, Instant};

    fn optimum(g: &ExtractGraph) -> f64 {
        let r = exact_extract(g, &dag_extract(g), Instant::now() + Duration::from_secs(5));
        assert!(r.optimal);
        r.cost
    }

    /// The shape of a multi-result op: `divrem(a, b)` (1) is a tuple
    /// class read by two projections (0 each); each result also has a
    /// single-result node (0.999); `add` (1) uses both results. Tree
    /// extraction takes the single-result nodes: 1 + 2 * 0.999 = 2.998.
    /// Switching one result to its projection pays all of `divrem`
    /// (+0.001); the compound move lets the other result reuse it:
    /// 1 + 1 = 2.
    #[test]
    fn compound_move_shares_a_tuple() {
        let (a, b, t, r0, r1, s) = (0, 1, 2, 3, 4, 5);
        let mut gb = GraphBuilder::new(6);
        gb.node(a, 0.0, vec![], "a");
        gb.node(b, 0.0, vec![], "b");
        gb.node(t, 1.0, vec![a, b], "divrem");
        gb.node(r0, 0.999, vec![a, b], "div");
        gb.node(r0, 0.0, vec![t], "result 0");
        gb.node(r1, 0.999, vec![a, b], "rem");
        gb.node(r1, 0.0, vec![t], "result 1");
        gb.node(s, 1.0, vec![r0, r1], "add");
        gb.root(s);
        let g = gb.finish();
        let tree = crate::tree::tree_extract(&g).0;
        assert!((g.dag_cost(&tree).unwrap() - 2.998).abs() < 1e-9);
        let dag = dag_extract(&g);
        assert!((g.dag_cost(&dag).unwrap() - 2.0).abs() < 1e-9);
        assert!((optimum(&g) - 2.0).abs() < 1e-9);
    }

    /// `x` is a leaf (5) or `f(y)` (1), `y` a leaf (5) or `g(x)` (1), and
    /// the root uses both. Tree extraction takes both leaves: 1 + 5 + 5.
    /// Switching `x` to `f(y)` saves 4 (7); switching `y` to `g(x)` as
    /// well would save 4 more but close the cycle `x -> y -> x`, so the
    /// search must not take it.
    #[test]
    fn switches_never_close_a_cycle() {
        let (x, y, r) = (0, 1, 2);
        let mut gb = GraphBuilder::new(3);
        gb.node(x, 5.0, vec![], "X");
        gb.node(x, 1.0, vec![y], "f");
        gb.node(y, 5.0, vec![], "Y");
        gb.node(y, 1.0, vec![x], "g");
        gb.node(r, 1.0, vec![x, y], "root");
        gb.root(r);
        let g = gb.finish();
        let dag = dag_extract(&g);
        assert!(g.is_acyclic(&dag));
        assert_eq!(g.dag_cost(&dag).unwrap(), 7.0);
        assert_eq!(optimum(&g), 7.0);
    }

    /// With a negative cost the switch that brings in the most (negative)
    /// cost pays: `x` is `a` (1) or `p(n)` (1) with `n` costing -3.
    #[test]
    fn negative_costs() {
        let (x, n, r) = (0, 1, 2);
        let mut gb = GraphBuilder::new(3);
        gb.node(x, 1.0, vec![], "a");
        gb.node(x, 1.0, vec![n], "p");
        gb.node(n, -3.0, vec![], "n");
        gb.node(r, 1.0, vec![x], "root");
        gb.root(r);
        let g = gb.finish();
        let dag = dag_extract(&g);
        assert_eq!(g.dag_cost(&dag).unwrap(), -1.0);
        assert_eq!(optimum(&g), -1.0);
    }
}
