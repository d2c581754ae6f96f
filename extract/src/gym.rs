//! extraction-gym's two reference extractors, reimplemented on
//! [`ExtractGraph`]'s flat arrays so that patsat's extractors can be
//! compared with them on cost and time in the same run
//! (`extract/examples/extraction_report.rs`). They follow the published
//! algorithms step for step, including their order of visits and their
//! tie-breaking (classes in file order, ids compared as strings through
//! [`ExtractGraph::class_rank`] and [`ExtractGraph::node_rank`]), and do
//! not repair what those algorithms leave (a choice they return may be
//! cyclic, or miss classes no finite term reaches).
//!
//! * [`bottom_up`]: `bottom-up` — sweep over every class and node,
//!   keeping a node when its tree cost is strictly below its class's,
//!   until a sweep changes nothing;
//! * [`faster_greedy_dag`]: `faster-greedy-dag` — a class's *cost set*
//!   maps every class its best term needs to the cost of that class's
//!   node (so a shared class is paid once); nodes are processed from a
//!   priority queue ordered by their own cost (then id), starting from the
//!   leaves; a node's set is the union of its children's sets (the largest
//!   one copied, the others inserted into it in id order, later values
//!   overwriting) plus its own class, rejected when that union already
//!   holds its class; a class improved re-queues every parent node whose
//!   children all have a set.

use crate::graph::{Choice, ClassIdx, ExtractGraph, NodeIdx};
use std::cmp::{Ordering, Reverse};
use std::collections::BinaryHeap;

/// The rank of class `c` in id order.
fn class_rank(g: &ExtractGraph, c: ClassIdx) -> u32 {
    g.class_rank.get(c as usize).copied().unwrap_or(c)
}

/// The rank of node `n` in id order.
fn node_rank(g: &ExtractGraph, n: NodeIdx) -> u32 {
    g.node_rank.get(n as usize).copied().unwrap_or(n)
}

/// extraction-gym's `bottom-up` (see the module documentation). Sweeps
/// stop after `num_classes + 2` rounds, which only a negative-cost cycle
/// can reach (where the published loop would not end).
pub fn bottom_up(g: &ExtractGraph) -> Choice {
    let nc = g.num_classes();
    let mut cost = vec![f64::INFINITY; nc];
    let mut choice: Choice = vec![None; nc];
    for _ in 0..nc + 2 {
        let mut changed = false;
        for c in 0..nc as ClassIdx {
            for &n in g.nodes_of(c) {
                let total = g.node_cost[n as usize]
                    + g.node_children(n)
                        .iter()
                        .map(|&d| cost[d as usize])
                        .sum::<f64>();
                if total < cost[c as usize] {
                    cost[c as usize] = total;
                    choice[c as usize] = Some(n);
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    choice
}

/// A cost set: (class, cost of its node) pairs, each class once.
struct CostSet {
    members: Vec<(ClassIdx, f64)>,
    total: f64,
    choice: NodeIdx,
}

/// A float ordered by `total_cmp` (the queue's key).
#[derive(Clone, Copy, PartialEq)]
struct Key(f64, u32);

impl Eq for Key {}
impl PartialOrd for Key {
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}
impl Ord for Key {
    fn cmp(&self, o: &Self) -> Ordering {
        self.0.total_cmp(&o.0).then(self.1.cmp(&o.1))
    }
}

/// extraction-gym's `faster-greedy-dag` (see the module documentation).
pub fn faster_greedy_dag(g: &ExtractGraph) -> Choice {
    let nc = g.num_classes();
    let nn = g.num_nodes();
    // Parents: one entry per child occurrence, as published.
    let mut pstart = vec![0u32; nc + 1];
    for &d in &g.children {
        pstart[d as usize + 1] += 1;
    }
    for i in 0..nc {
        pstart[i + 1] += pstart[i];
    }
    let mut fill = pstart.clone();
    let mut parents = vec![0 as NodeIdx; g.children.len()];
    for c in 0..nc as ClassIdx {
        for &n in g.nodes_of(c) {
            for &d in g.node_children(n) {
                parents[fill[d as usize] as usize] = n;
                fill[d as usize] += 1;
            }
        }
    }
    let mut sets: Vec<Option<CostSet>> = (0..nc).map(|_| None).collect();
    let mut queued = vec![false; nn];
    let mut queue: BinaryHeap<Reverse<(Key, NodeIdx)>> = BinaryHeap::new();
    let push = |queue: &mut BinaryHeap<_>, queued: &mut Vec<bool>, n: NodeIdx| {
        if !queued[n as usize] {
            queued[n as usize] = true;
            queue.push(Reverse((Key(g.node_cost[n as usize], node_rank(g, n)), n)));
        }
    };
    for c in 0..nc as ClassIdx {
        for &n in g.nodes_of(c) {
            if g.node_children(n).is_empty() {
                push(&mut queue, &mut queued, n);
            }
        }
    }
    // Scratch for unions: the value per class and when it was last set.
    let mut value = vec![0.0f64; nc];
    let mut stamp = vec![0u32; nc];
    let mut gen = 0u32;
    let mut kids: Vec<ClassIdx> = Vec::new();
    while let Some(Reverse((_, n))) = queue.pop() {
        queued[n as usize] = false;
        let c = g.node_class[n as usize];
        let prev = sets[c as usize].as_ref().map_or(f64::INFINITY, |s| s.total);
        let own = g.node_cost[n as usize];
        let set = if g.node_children(n).is_empty() {
            CostSet {
                members: vec![(c, own)],
                total: own,
                choice: n,
            }
        } else {
            kids.clear();
            kids.extend_from_slice(g.node_children(n));
            kids.sort_unstable_by_key(|&d| class_rank(g, d));
            kids.dedup();
            let set_of = |d: ClassIdx| sets[d as usize].as_ref().expect("children have sets");
            if kids.contains(&c) || (kids.len() == 1 && own + set_of(kids[0]).total > prev) {
                continue;
            }
            // The last of the largest sets in id order (`max_by_key`).
            let mut biggest = kids[0];
            for &d in &kids[1..] {
                if set_of(d).members.len() >= set_of(biggest).members.len() {
                    biggest = d;
                }
            }
            gen += 1;
            let mut members: Vec<(ClassIdx, f64)> = Vec::new();
            for &d in std::iter::once(&biggest).chain(kids.iter().filter(|&&d| d != biggest)) {
                for &(k, v) in &set_of(d).members {
                    if stamp[k as usize] != gen {
                        stamp[k as usize] = gen;
                        members.push((k, 0.0));
                    }
                    value[k as usize] = v;
                }
            }
            if stamp[c as usize] == gen {
                continue;
            }
            members.push((c, own));
            value[c as usize] = own;
            let mut total = 0.0;
            for m in &mut members {
                m.1 = value[m.0 as usize];
                total += m.1;
            }
            CostSet {
                members,
                total,
                choice: n,
            }
        };
        if set.total < prev {
            sets[c as usize] = Some(set);
            for &p in &parents[pstart[c as usize] as usize..pstart[c as usize + 1] as usize] {
                if g.node_children(p)
                    .iter()
                    .all(|&d| sets[d as usize].is_some())
                {
                    push(&mut queue, &mut queued, p);
                }
            }
        }
    }
    sets.into_iter().map(|s| s.map(|s| s.choice)).collect()
}
