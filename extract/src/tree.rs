//! Tree-cost extraction (bottom-up): every class gets the node minimizing
//! its cost plus its children's, found by a worklist fixpoint over parent
//! links (a class's cost only ever decreases). Optimal for tree cost; the
//! usual baseline for DAG cost. Zero- or negative-cost cycles that the
//! fixpoint can leave are repaired by [`make_acyclic`].

use crate::graph::{Choice, ClassIdx, ExtractGraph, NodeIdx};
use std::collections::VecDeque;

/// The tree-optimal choice and each class's tree cost (`f64::INFINITY` for
/// classes no finite term reaches).
pub fn tree_extract(g: &ExtractGraph) -> (Choice, Vec<f64>) {
    let nc = g.num_classes();
    let mut st = TreeState {
        g,
        cost: vec![f64::INFINITY; nc],
        choice: vec![None; nc],
        first: vec![u32::MAX; nc],
        clock: 0,
        queue: VecDeque::new(),
        queued: vec![false; nc],
    };
    let (pstart, parents) = g.parents();
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
        for &p in &parents[pstart[c as usize] as usize..pstart[c as usize + 1] as usize] {
            st.consider(p);
        }
    }
    make_acyclic(g, &mut st.choice, &st.first);
    (st.choice, st.cost)
}

struct TreeState<'a> {
    g: &'a ExtractGraph,
    cost: Vec<f64>,
    choice: Choice,
    /// When each class first got a finite cost (for cycle repair).
    first: Vec<u32>,
    clock: u32,
    queue: VecDeque<ClassIdx>,
    queued: Vec<bool>,
}

impl TreeState<'_> {
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
/// class takes its cheapest node whose children all got their first finite
/// cost before the class did (such a node exists: the one that gave the
/// class its first cost), which orders every choice and so is acyclic.
pub fn make_acyclic(g: &ExtractGraph, choice: &mut Choice, first: &[u32]) {
    if g.topo_order(choice).is_ok() {
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
