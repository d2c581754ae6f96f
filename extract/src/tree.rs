//! Tree-cost extraction (bottom-up): every class gets the node minimizing
//! its cost plus its children's. Optimal for tree cost; the usual baseline
//! for DAG cost, and the start of the DAG extractor.
//!
//! With no negative cost, classes are settled cheapest first, as in
//! Dijkstra's algorithm generalized to sums (Knuth's "grammar problem"): a
//! node is evaluated once, when the last of its child classes settles, and
//! a class settles when it is the cheapest unsettled one. Every chosen
//! node's children settle before its class, so the choice is acyclic even
//! through zero-cost cycles, and the settling order ([`TreeExtraction::rank`])
//! is a topological order of it. With negative costs a worklist over parent
//! links runs to a fixpoint (a class's cost only decreases; each class
//! improves a bounded number of times) and cycles it leaves are repaired
//! by [`make_acyclic`].

use crate::graph::{Choice, ClassIdx, ExtractGraph, NodeIdx, Parents};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};

/// A tree-optimal choice.
#[derive(Clone, Debug)]
pub struct TreeExtraction {
    /// One node per class (`None`: no finite term).
    pub choice: Choice,
    /// Each class's tree cost (`f64::INFINITY`: no finite term).
    pub cost: Vec<f64>,
    /// A topological rank of the chosen nodes over all classes: each
    /// chosen node's children rank below its class (`u32::MAX` for classes
    /// without a choice).
    pub rank: Vec<u32>,
}

/// The tree-optimal choice and each class's tree cost (`f64::INFINITY` for
/// classes no finite term reaches).
pub fn tree_extract(g: &ExtractGraph) -> (Choice, Vec<f64>) {
    let t = bottom_up_tree(g);
    (t.choice, t.cost)
}

/// The tree-optimal choice with its topological rank.
pub fn bottom_up_tree(g: &ExtractGraph) -> TreeExtraction {
    bottom_up_tree_with(g, &g.parents())
}

/// [`bottom_up_tree`] with the parent links already computed.
pub fn bottom_up_tree_with(g: &ExtractGraph, parents: &Parents) -> TreeExtraction {
    if g.node_cost.iter().all(|&c| c >= 0.0) {
        settle_cheapest_first(g, parents, |_| true)
    } else {
        let mut t = fixpoint(g, parents);
        // `make_acyclic` leaves no cycle.
        t.rank = g
            .choice_rank(&t.choice)
            .unwrap_or_else(|| vec![u32::MAX; g.num_classes()]);
        t
    }
}

/// Knuth's generalization of Dijkstra's algorithm over the nodes without
/// children that `admit` accepts and the nodes all of whose children
/// settle (negative costs count as 0). Non-negative floats order as their
/// bit patterns, so the queue holds integers.
pub fn settle_cheapest_first(
    g: &ExtractGraph,
    parents: &Parents,
    admit: impl Fn(NodeIdx) -> bool,
) -> TreeExtraction {
    let nc = g.num_classes();
    // Per node: children (occurrences) whose class has not settled yet.
    let mut waiting: Vec<u32> = g.child_start.windows(2).map(|w| w[1] - w[0]).collect();
    let mut cost = vec![f64::INFINITY; nc];
    let mut choice: Choice = vec![None; nc];
    let mut rank = vec![u32::MAX; nc];
    let mut settled = 0u32;
    let mut queue: BinaryHeap<Reverse<(u64, ClassIdx)>> = BinaryHeap::new();
    let offer = |n: NodeIdx,
                 total: f64,
                 cost: &mut Vec<f64>,
                 choice: &mut Choice,
                 queue: &mut BinaryHeap<Reverse<(u64, ClassIdx)>>| {
        let c = g.node_class[n as usize];
        if total < cost[c as usize] {
            cost[c as usize] = total;
            choice[c as usize] = Some(n);
            // `+ 0.0` turns -0.0 into 0.0 (their bits differ).
            queue.push(Reverse(((total + 0.0).to_bits(), c)));
        }
    };
    for n in 0..g.num_nodes() as NodeIdx {
        if waiting[n as usize] == 0 && admit(n) {
            let own = g.node_cost[n as usize].max(0.0);
            offer(n, own, &mut cost, &mut choice, &mut queue);
        }
    }
    while let Some(Reverse((bits, c))) = queue.pop() {
        if rank[c as usize] != u32::MAX || bits != (cost[c as usize] + 0.0).to_bits() {
            continue;
        }
        rank[c as usize] = settled;
        settled += 1;
        for &p in parents.of(c) {
            waiting[p as usize] -= 1;
            if waiting[p as usize] != 0 || rank[g.node_class[p as usize] as usize] != u32::MAX {
                continue;
            }
            let total = g.node_cost[p as usize].max(0.0)
                + g.node_children(p)
                    .iter()
                    .map(|&d| cost[d as usize])
                    .sum::<f64>();
            offer(p, total, &mut cost, &mut choice, &mut queue);
        }
    }
    TreeExtraction { choice, cost, rank }
}

/// The worklist fixpoint (any costs), cycles repaired.
fn fixpoint(g: &ExtractGraph, parents: &Parents) -> TreeExtraction {
    let nc = g.num_classes();
    let mut st = FixpointState {
        g,
        cost: vec![f64::INFINITY; nc],
        choice: vec![None; nc],
        first: vec![u32::MAX; nc],
        clock: 0,
        queue: VecDeque::new(),
        queued: vec![false; nc],
    };
    for n in 0..g.num_nodes() as NodeIdx {
        if g.node_children(n).is_empty() {
            st.consider(n);
        }
    }
    // Bound the work on negative cycles: each class may improve at most
    // `nc + 1` times.
    let mut updates = vec![0u32; nc];
    while let Some(c) = st.queue.pop_front() {
        st.queued[c as usize] = false;
        updates[c as usize] += 1;
        if updates[c as usize] as usize > nc + 1 {
            continue;
        }
        for &p in parents.of(c) {
            st.consider(p);
        }
    }
    make_acyclic(g, &mut st.choice, &st.first);
    TreeExtraction {
        choice: st.choice,
        cost: st.cost,
        rank: Vec::new(),
    }
}

struct FixpointState<'a> {
    g: &'a ExtractGraph,
    cost: Vec<f64>,
    choice: Choice,
    /// When each class first got a finite cost (for cycle repair).
    first: Vec<u32>,
    clock: u32,
    queue: VecDeque<ClassIdx>,
    queued: Vec<bool>,
}

impl FixpointState<'_> {
    /// Takes node `n` for its class if that lowers the class's cost.
    fn consider(&mut self, n: NodeIdx) {
        let g = self.g;
        let c = g.node_class[n as usize];
        let mut total = g.node_cost[n as usize];
        for &d in g.node_children(n) {
            if d == c {
                return;
            }
            total += self.cost[d as usize];
        }
        if total < self.cost[c as usize] {
            self.cost[c as usize] = total;
            self.choice[c as usize] = Some(n);
            if self.first[c as usize] == u32::MAX {
                self.first[c as usize] = self.clock;
                self.clock += 1;
            }
            if !self.queued[c as usize] {
                self.queued[c as usize] = true;
                self.queue.push_back(c);
            }
        }
    }
}

/// Repairs cycles in a choice: when the chosen nodes form a cycle, every
/// class whose node is out of order takes its cheapest node (by own cost)
/// whose children all got their first finite cost before the class did
/// (such a node exists: the one that gave the class its first cost), which
/// orders every choice and so is acyclic.
pub fn make_acyclic(g: &ExtractGraph, choice: &mut Choice, first: &[u32]) {
    if g.is_acyclic(choice) {
        return;
    }
    for c in 0..g.num_classes() as ClassIdx {
        let Some(cur) = choice[c as usize] else {
            continue;
        };
        let fc = first[c as usize];
        let ok = |n: NodeIdx| g.node_children(n).iter().all(|&d| first[d as usize] < fc);
        if ok(cur) {
            continue;
        }
        choice[c as usize] = g
            .nodes_of(c)
            .iter()
            .copied()
            .filter(|&n| ok(n))
            .min_by(|&a, &b| g.node_cost[a as usize].total_cmp(&g.node_cost[b as usize]));
    }
}
