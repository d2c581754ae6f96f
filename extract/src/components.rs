//! Tree extraction without negative costs, by strongly connected
//! components: a depth-first walk from the roots (Tarjan's algorithm)
//! finds the components of the classes it reaches, children's components
//! first. A class on no cycle is evaluated once, when its walk ends (its
//! children are all final by then). A member of a component with a cycle
//! takes its best node with what is known when its walk ends, keeping the
//! nodes that use members (and could beat their class: a node costing at
//! least its class by itself never will); when the walk of the
//! component's first class ends, sweeps over those nodes lower the
//! members' costs until nothing changes (after [`MAX_SWEEPS`] sweeps, a
//! worklist over them finishes the job). No parent links are needed.
//!
//! A class takes another node only when that is strictly cheaper, so the
//! chosen nodes never form a cycle: without negative costs a node costs at
//! least each of its children, so along a cycle of chosen nodes all
//! classes would cost the same; the one that reached that cost first did
//! so through another node (its cycle node still had a dearer child), and
//! could not have switched to its cycle node later without a strict
//! decrease. A component's members are then ranked by a walk over their
//! chosen nodes, children first.

use crate::graph::{Choice, ClassIdx, ExtractGraph, NodeIdx};
use crate::tree::TreeExtraction;
use std::collections::VecDeque;

/// Sweeps over a component's internal nodes after which a worklist
/// finishes it (the corpus e-graphs need at most 5).
pub const MAX_SWEEPS: usize = 8;

/// The preorder number of a class whose component is solved.
const DONE: u32 = u32::MAX;

/// The rank of a class whose ranking walk is under way.
const RANKING: u32 = u32::MAX - 1;

/// The tree-optimal choice (no negative cost) of the classes reachable
/// from the roots, with its rank, and those classes in the walk's
/// post-order (children before parents except along cycles).
pub fn components_bottom_up(
    g: &ExtractGraph,
    max_sweeps: usize,
) -> (TreeExtraction, Vec<ClassIdx>) {
    let nc = g.num_classes();
    let (class_start, class_nodes) = (&g.class_start, &g.class_nodes);
    let (child_start, children) = (&g.child_start, &g.children);
    let mut s = Solver {
        g,
        idx: vec![0; nc],
        cost: vec![f64::INFINITY; nc],
        choice: vec![None; nc],
        rank: vec![u32::MAX; nc],
        clock: 0,
        internal: Vec::new(),
        rstack: Vec::new(),
        max_sweeps,
    };
    let mut order: Vec<ClassIdx> = Vec::with_capacity(nc);
    // Classes whose walk ended but whose component is not complete yet
    // (Tarjan's stack, pushed in post-order), with where their nodes in
    // `Solver::internal` start.
    let mut open: Vec<(ClassIdx, usize)> = Vec::new();
    // Frames: class, position in `class_nodes`, position in `children`,
    // lowest preorder number reached.
    let mut stack: Vec<(ClassIdx, u32, u32, u32)> = Vec::new();
    let frame = |c: ClassIdx, low: u32| {
        let ni = class_start[c as usize];
        let ki = if ni < class_start[c as usize + 1] {
            child_start[class_nodes[ni as usize] as usize]
        } else {
            0
        };
        (c, ni, ki, low)
    };
    let mut next = 1u32;
    for &r in &g.roots {
        if s.idx[r as usize] != 0 {
            continue;
        }
        s.idx[r as usize] = next;
        stack.push(frame(r, next));
        next += 1;
        'walk: while let Some(&(c, mut ni, mut ki, mut low)) = stack.last() {
            let nend = class_start[c as usize + 1];
            while ni < nend {
                let kend = child_start[class_nodes[ni as usize] as usize + 1];
                while ki < kend {
                    let d = children[ki as usize];
                    ki += 1;
                    let id = s.idx[d as usize];
                    if id == 0 {
                        s.idx[d as usize] = next;
                        *stack.last_mut().expect("non-empty") = (c, ni, ki, low);
                        stack.push(frame(d, next));
                        next += 1;
                        continue 'walk;
                    }
                    // (`DONE` is above every preorder number.)
                    low = low.min(id);
                }
                ni += 1;
                if ni < nend {
                    ki = child_start[class_nodes[ni as usize] as usize];
                }
            }
            stack.pop();
            order.push(c);
            if let Some(p) = stack.last_mut() {
                p.3 = p.3.min(low);
            }
            let ic = s.idx[c as usize];
            if low == ic && open.last().is_none_or(|&(m, _)| s.idx[m as usize] < ic) {
                // On no cycle.
                if s.evaluate::<false>(c) {
                    s.rank[c as usize] = s.clock;
                    s.clock += 1;
                }
                s.idx[c as usize] = DONE;
                continue;
            }
            // In a component with a cycle: evaluated with what is known,
            // and solved when the walk of its first class ends.
            let mark = s.internal.len();
            s.evaluate::<true>(c);
            open.push((c, mark));
            if low == ic {
                // The component of `c`: the classes its walk reached that
                // are still open (on top of `open`, numbered after `c`),
                // and `c`.
                let mut start = open.len() - 1;
                while start > 0 && s.idx[open[start - 1].0 as usize] > ic {
                    start -= 1;
                }
                s.component(&open[start..], ic, next);
                open.truncate(start);
            }
        }
    }
    let tree = TreeExtraction {
        choice: s.choice,
        cost: s.cost,
        rank: s.rank,
    };
    (tree, order)
}

/// The state of [`components_bottom_up`].
struct Solver<'a> {
    g: &'a ExtractGraph,
    /// Per class: 0 before the walk reaches it, then its preorder number
    /// until its component is solved ([`DONE`]).
    idx: Vec<u32>,
    cost: Vec<f64>,
    choice: Choice,
    rank: Vec<u32>,
    /// The next rank.
    clock: u32,
    /// The nodes of the component being solved that use its members.
    internal: Vec<NodeIdx>,
    /// The ranking walk's stack: class, next child.
    rstack: Vec<(ClassIdx, u32)>,
    max_sweeps: usize,
}

impl Solver<'_> {
    /// Gives class `c` (its walk just ended) its cheapest node with the
    /// children's current costs (nodes using `c` itself never are); with
    /// `COLLECT`, pushes to `internal` its other nodes with a child whose
    /// component is open (then the component of `c`) that could still
    /// beat it. Returns whether `c` got a node.
    fn evaluate<const COLLECT: bool>(&mut self, c: ClassIdx) -> bool {
        let g = self.g;
        let mut best = f64::INFINITY;
        let mut best_node = None;
        let first = self.internal.len();
        'nodes: for &n in g.nodes_of(c) {
            let mut total = g.node_cost[n as usize];
            let mut inside = false;
            for &d in g.node_children(n) {
                if d == c {
                    continue 'nodes;
                }
                if COLLECT {
                    inside |= self.idx[d as usize] != DONE;
                }
                total += self.cost[d as usize];
            }
            if inside {
                self.internal.push(n);
            }
            if total < best {
                best = total;
                best_node = Some(n);
            }
        }
        if best_node.is_some() {
            self.cost[c as usize] = best;
            self.choice[c as usize] = best_node;
        }
        if COLLECT {
            // Nodes costing at least the class by themselves never will
            // do better.
            let mut keep = first;
            for k in first..self.internal.len() {
                let n = self.internal[k];
                if g.node_cost[n as usize] < best {
                    self.internal[keep] = n;
                    keep += 1;
                }
            }
            self.internal.truncate(keep);
        }
        best_node.is_some()
    }

    /// Solves a component with a cycle: `members` (in post-order, each
    /// with where its nodes in `internal` start) have the preorder numbers
    /// `lo..hi` (not all of them) and were evaluated when their walks
    /// ended; sweeps over their internal nodes (the top of `internal`)
    /// lower their costs until nothing changes.
    fn component(&mut self, members: &[(ClassIdx, usize)], lo: u32, hi: u32) {
        let g = self.g;
        let from = members[0].1;
        let mut sweeps = 0;
        loop {
            if sweeps == self.max_sweeps {
                self.worklist(from, lo, hi);
                break;
            }
            sweeps += 1;
            let mut changed = false;
            // Nodes costing at least their class by themselves never will
            // do better: dropped.
            let mut keep = from;
            for k in from..self.internal.len() {
                let n = self.internal[k];
                changed |= relax(g, &mut self.cost, &mut self.choice, n).is_some();
                if g.node_cost[n as usize] < self.cost[g.node_class[n as usize] as usize] {
                    self.internal[keep] = n;
                    keep += 1;
                }
            }
            self.internal.truncate(keep);
            if !changed {
                break;
            }
        }
        self.internal.truncate(from);
        self.rank_members(members);
        for &(m, _) in members {
            self.idx[m as usize] = DONE;
        }
    }

    /// Label correcting over the component's internal nodes (from `from`
    /// in `internal`; members have the preorder numbers `lo..hi`): a
    /// member that improves queues the internal nodes using it.
    fn worklist(&mut self, from: usize, lo: u32, hi: u32) {
        let g = self.g;
        let width = (hi - lo) as usize;
        let internal = &self.internal[from..];
        // Per member (by preorder number): where its users end, then
        // (filled from the end) where they start.
        let mut start = vec![0u32; width + 1];
        for &n in internal {
            for &d in g.node_children(n) {
                let i = self.idx[d as usize];
                if i != DONE {
                    start[(i - lo) as usize] += 1;
                }
            }
        }
        let mut total = 0;
        for s in start.iter_mut() {
            total += *s;
            *s = total;
        }
        let mut users = vec![0u32; total as usize];
        for (k, &n) in internal.iter().enumerate() {
            for &d in g.node_children(n) {
                let i = self.idx[d as usize];
                if i != DONE {
                    let s = &mut start[(i - lo) as usize];
                    *s -= 1;
                    users[*s as usize] = k as u32;
                }
            }
        }
        let mut queued = vec![true; internal.len()];
        let mut queue: VecDeque<u32> = (0..internal.len() as u32).collect();
        while let Some(k) = queue.pop_front() {
            queued[k as usize] = false;
            let n = internal[k as usize];
            if let Some(c) = relax(g, &mut self.cost, &mut self.choice, n) {
                let i = (self.idx[c as usize] - lo) as usize;
                for &u in &users[start[i] as usize..start[i + 1] as usize] {
                    if !queued[u as usize] {
                        queued[u as usize] = true;
                        queue.push_back(u);
                    }
                }
            }
        }
    }

    /// Ranks the members with a choice, children first (the chosen nodes
    /// are acyclic: see the module documentation).
    fn rank_members(&mut self, members: &[(ClassIdx, usize)]) {
        let g = self.g;
        let mut stack = std::mem::take(&mut self.rstack);
        for &(m, _) in members {
            if self.rank[m as usize] != u32::MAX || self.choice[m as usize].is_none() {
                continue;
            }
            self.rank[m as usize] = RANKING;
            stack.push((m, 0));
            while let Some(top) = stack.last_mut() {
                let x = top.0;
                let n = self.choice[x as usize].expect("ranked classes have a choice");
                if let Some(&d) = g.node_children(n).get(top.1 as usize) {
                    top.1 += 1;
                    // A member with a finite cost has a choice.
                    if self.idx[d as usize] != DONE && self.rank[d as usize] == u32::MAX {
                        self.rank[d as usize] = RANKING;
                        stack.push((d, 0));
                    }
                } else {
                    self.rank[x as usize] = self.clock;
                    self.clock += 1;
                    stack.pop();
                }
            }
        }
        self.rstack = stack;
    }
}

/// Gives node `n`'s class `n` if that is cheaper with the children's
/// current costs; returns the class if so.
fn relax(g: &ExtractGraph, cost: &mut [f64], choice: &mut Choice, n: NodeIdx) -> Option<ClassIdx> {
    let c = g.node_class[n as usize];
    let limit = cost[c as usize];
    let mut total = g.node_cost[n as usize];
    for &d in g.node_children(n) {
        // (Partial sums only grow: no cost is negative.)
        if total >= limit {
            return None;
        }
        total += cost[d as usize];
    }
    (total < limit).then(|| {
        cost[c as usize] = total;
        choice[c as usize] = Some(n);
        c
    })
}
