//! Tree-cost extraction (bottom-up): every class gets the node minimizing
//! its cost plus its children's. Optimal for tree cost; the usual baseline
//! for DAG cost, and the start of the DAG extractor.
//!
//! Only the classes reachable from the roots (through any of their nodes)
//! are extracted. With no negative cost ([`bottom_up_tree`]): by strongly
//! connected components, children's first ([`crate::components`]), which
//! also ranks the choice topologically ([`TreeExtraction::rank`]). With
//! negative costs a worklist over all classes runs to a fixpoint (a class's
//! cost only decreases; each class improves a bounded number of times) and
//! cycles it leaves are repaired by [`make_acyclic`].
//!
//! [`settle_cheapest_first`] (Knuth's generalization of Dijkstra's
//! algorithm) serves the rebuild's placement fallback, which admits only
//! some nodes.

use crate::components::{components_bottom_up, MAX_SWEEPS};
use crate::graph::{Choice, ClassIdx, ExtractGraph, NodeIdx, Parents};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};

/// A tree-optimal choice.
#[derive(Clone, Debug)]
pub struct TreeExtraction {
    /// One node per class (`None`: no finite term, or not reachable from
    /// the roots).
    pub choice: Choice,
    /// Each class's tree cost (`f64::INFINITY`: no finite term).
    pub cost: Vec<f64>,
    /// A topological rank of the chosen nodes over all classes: each
    /// chosen node's children rank below its class (`u32::MAX` for classes
    /// without a choice).
    pub rank: Vec<u32>,
}

/// A tree extraction with what the DAG extractor reuses from it.
#[derive(Clone, Debug)]
pub struct TreeWalk {
    /// The extraction.
    pub tree: TreeExtraction,
    /// The classes it considered (reachable from the roots through any
    /// node), children before parents except along cycles.
    pub order: Vec<ClassIdx>,
}

/// The tree-optimal choice and each class's tree cost (`f64::INFINITY` for
/// classes no finite term reaches).
pub fn tree_extract(g: &ExtractGraph) -> (Choice, Vec<f64>) {
    let t = bottom_up_tree(g).tree;
    (t.choice, t.cost)
}

/// The tree-optimal choice of the classes reachable from the roots, with
/// its topological rank and the classes in walk order.
pub fn bottom_up_tree(g: &ExtractGraph) -> TreeWalk {
    if g.node_cost.iter().all(|&c| c >= 0.0) {
        let (tree, order) = components_bottom_up(g, MAX_SWEEPS);
        TreeWalk { tree, order }
    } else {
        let parents = g.parents();
        let tree = fixpoint(g, &parents);
        // Ranks number the classes with a choice 0, 1, ...
        let ranked = tree.rank.iter().filter(|&&r| r != u32::MAX).count();
        let mut order = vec![0; ranked];
        for (c, &r) in tree.rank.iter().enumerate() {
            if r != u32::MAX {
                order[r as usize] = c as ClassIdx;
            }
        }
        TreeWalk { tree, order }
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
    let rank = make_acyclic(g, &mut st.choice, &st.first);
    TreeExtraction {
        choice: st.choice,
        cost: st.cost,
        rank,
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
/// orders every choice and so is acyclic. Returns a topological rank of
/// the choice ([`ExtractGraph::choice_rank`]).
pub fn make_acyclic(g: &ExtractGraph, choice: &mut Choice, first: &[u32]) -> Vec<u32> {
    if let Some(rank) = g.choice_rank(choice) {
        return rank;
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
    // The repaired choice has no cycle.
    g.choice_rank(choice)
        .unwrap_or_else(|| vec![u32::MAX; g.num_classes()])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::GraphBuilder;

    /// The classes reachable from the roots through any node.
    fn reachable(g: &ExtractGraph) -> Vec<bool> {
        let mut seen = vec![false; g.num_classes()];
        let mut stack = g.roots.clone();
        while let Some(c) = stack.pop() {
            if !std::mem::replace(&mut seen[c as usize], true) {
                for &n in g.nodes_of(c) {
                    stack.extend_from_slice(g.node_children(n));
                }
            }
        }
        seen
    }

    /// 500 random e-graphs of up to 40 classes without negative costs
    /// (cycles, self-loops, zero costs and ties; a xorshift sequence): the
    /// walk's choice (and the same with each component finished by the
    /// worklist after one sweep) covers exactly the reachable classes that have a
    /// finite term, each chosen node's children rank below its class, and
    /// its cost per class is the tree optimum (extraction-gym's
    /// `bottom-up` sweeps to a fixpoint of the same equations).
    #[test]
    fn walk_is_tree_optimal_and_ranked() {
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = |m: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % m
        };
        for round in 0..500 {
            let nc = 1 + next(40) as u32;
            let mut b = GraphBuilder::new(nc);
            for c in 0..nc {
                for _ in 0..next(4) {
                    let arity = next(4);
                    let children: Vec<u32> = (0..arity).map(|_| next(nc as u64) as u32).collect();
                    b.node(c, next(3) as f64 * 0.5, children, "");
                }
            }
            for _ in 0..1 + next(3) {
                b.root(next(nc as u64) as u32);
            }
            let g = b.finish();
            let walk = bottom_up_tree(&g);
            // With one sweep per component, the worklist finishes them.
            let (worklist, worklist_order) = components_bottom_up(&g, 1);
            assert_eq!(worklist_order, walk.order, "round {round}");
            let seen = reachable(&g);
            let bu = crate::gym::bottom_up(&g);
            for t in [&walk.tree, &worklist] {
                for c in 0..nc as usize {
                    if !seen[c] {
                        assert_eq!(
                            t.choice[c], None,
                            "round {round}: class {c} is not reachable"
                        );
                        continue;
                    }
                    // The optimum of the tree-cost equations.
                    let best = g
                        .nodes_of(c as ClassIdx)
                        .iter()
                        .map(|&n| {
                            g.node_cost[n as usize]
                                + g.node_children(n)
                                    .iter()
                                    .map(|&d| t.cost[d as usize])
                                    .sum::<f64>()
                        })
                        .fold(f64::INFINITY, f64::min);
                    assert_eq!(t.cost[c], best, "round {round}: class {c}: {g:?}");
                    assert_eq!(t.choice[c].is_some(), bu[c].is_some(), "round {round}");
                    if let Some(n) = t.choice[c] {
                        assert_eq!(g.node_class[n as usize], c as ClassIdx);
                        for &d in g.node_children(n) {
                            assert!(t.rank[d as usize] < t.rank[c], "round {round}: rank");
                        }
                    }
                }
            }
            assert!(walk.order.iter().all(|&c| seen[c as usize]));
            assert_eq!(walk.order.len(), seen.iter().filter(|&&s| s).count());
        }
    }
}
