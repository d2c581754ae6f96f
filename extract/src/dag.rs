//! DAG-aware greedy extraction. Every class keeps the cheapest *cost set*
//! found so far: the set of classes (with the cost of their chosen node)
//! its best term needs, counted once each, so shared subterms are paid
//! once. A node's set is the union of its children's sets plus itself; a
//! node whose children's sets already contain its own class would close a
//! cycle and is skipped. Sets are sorted vectors merged linearly; a
//! worklist of nodes revisits the parents of every improved class (the
//! approach of extraction-gym's `faster-greedy-dag`, written afresh).
//!
//! The greedy result is then improved by local search
//! ([`improve`]): one class at a time switches to another node when that
//! lowers the DAG cost of the whole extraction (reference-counted, so the
//! classes a switch frees or newly needs are counted exactly).

use crate::graph::{Choice, ClassIdx, ExtractGraph, NodeIdx};
use crate::tree::{make_acyclic, tree_extract};
use std::collections::VecDeque;

#[derive(Clone, Debug)]
struct CostSet {
    total: f64,
    /// (class, cost of its chosen node), sorted by class.
    members: Vec<(ClassIdx, f64)>,
}

fn merge(sets: &[&CostSet], out: &mut Vec<(ClassIdx, f64)>) {
    out.clear();
    match sets {
        [] => {}
        [one] => out.extend_from_slice(&one.members),
        [a, b] => {
            let (x, y) = (&a.members, &b.members);
            let (mut i, mut j) = (0, 0);
            while i < x.len() && j < y.len() {
                match x[i].0.cmp(&y[j].0) {
                    std::cmp::Ordering::Less => {
                        out.push(x[i]);
                        i += 1;
                    }
                    std::cmp::Ordering::Greater => {
                        out.push(y[j]);
                        j += 1;
                    }
                    std::cmp::Ordering::Equal => {
                        out.push(x[i]);
                        i += 1;
                        j += 1;
                    }
                }
            }
            out.extend_from_slice(&x[i..]);
            out.extend_from_slice(&y[j..]);
        }
        many => {
            for s in many {
                out.extend_from_slice(&s.members);
            }
            out.sort_unstable_by_key(|e| e.0);
            out.dedup_by_key(|e| e.0);
        }
    }
}

/// The greedy DAG choice (without local search).
pub fn greedy_dag(g: &ExtractGraph) -> Choice {
    let nc = g.num_classes();
    let mut sets: Vec<Option<CostSet>> = vec![None; nc];
    let mut choice: Choice = vec![None; nc];
    let mut first = vec![u32::MAX; nc];
    let mut clock = 0;
    let (pstart, parents) = g.parents();
    let mut queue: VecDeque<NodeIdx> = VecDeque::new();
    let mut queued = vec![false; g.num_nodes()];
    let mut buf: Vec<(ClassIdx, f64)> = Vec::new();
    // Each node may be reprocessed a bounded number of times (negative
    // costs could otherwise improve forever).
    let mut visits = vec![0u16; g.num_nodes()];
    // Components of the class graph, children first: a node's children
    // outside its component are settled when it is first processed, so
    // the worklist only revisits nodes within cycles.
    let sccs = g.class_sccs();
    let mut comp = vec![0u32; nc];
    for (k, scc) in sccs.iter().enumerate() {
        for &c in scc {
            comp[c as usize] = k as u32;
        }
    }
    for (k, scc) in sccs.iter().enumerate() {
        for &c in scc {
            for &n in g.nodes_of(c) {
                queued[n as usize] = true;
                queue.push_back(n);
            }
        }
        while let Some(n) = queue.pop_front() {
            queued[n as usize] = false;
            visits[n as usize] = visits[n as usize].saturating_add(1);
            if visits[n as usize] > 64 {
                continue;
            }
            let c = g.node_class[n as usize];
            let mut child_sets: Vec<&CostSet> = Vec::with_capacity(4);
            let mut ready = true;
            for &d in g.node_children(n) {
                match &sets[d as usize] {
                    Some(s) => child_sets.push(s),
                    None => {
                        ready = false;
                        break;
                    }
                }
            }
            if !ready {
                continue;
            }
            merge(&child_sets, &mut buf);
            if buf.binary_search_by_key(&c, |e| e.0).is_ok() {
                continue;
            }
            let own = g.node_cost[n as usize];
            let total = own + buf.iter().map(|e| e.1).sum::<f64>();
            let better = match &sets[c as usize] {
                None => true,
                Some(s) => total < s.total,
            };
            if !better {
                continue;
            }
            let pos = buf.partition_point(|e| e.0 < c);
            let mut members = Vec::with_capacity(buf.len() + 1);
            members.extend_from_slice(&buf[..pos]);
            members.push((c, own));
            members.extend_from_slice(&buf[pos..]);
            sets[c as usize] = Some(CostSet { total, members });
            choice[c as usize] = Some(n);
            if first[c as usize] == u32::MAX {
                first[c as usize] = clock;
                clock += 1;
            }
            for &p in &parents[pstart[c as usize] as usize..pstart[c as usize + 1] as usize] {
                let same = comp[g.node_class[p as usize] as usize] == k as u32;
                if same && !queued[p as usize] {
                    queued[p as usize] = true;
                    queue.push_back(p);
                }
            }
        }
    }
    make_acyclic(g, &mut choice, &first);
    choice
}

/// The DAG extractor: greedy cost sets, then local search, and the better
/// of that and the tree extraction.
pub fn dag_extract(g: &ExtractGraph) -> Choice {
    let mut choice = greedy_dag(g);
    // Classes the greedy pass could not reach (cycles through every node)
    // fall back to the tree choice.
    let (tree, _) = tree_extract(g);
    for c in 0..g.num_classes() {
        if choice[c].is_none() {
            choice[c] = tree[c];
        }
    }
    if g.topo_order(&choice).is_err() {
        choice = tree.clone();
    }
    improve(g, &mut choice, 2);
    let mut t = tree;
    improve(g, &mut t, 2);
    match (g.dag_cost(&choice), g.dag_cost(&t)) {
        (Ok(a), Ok(b)) if b < a => t,
        _ => choice,
    }
}

/// Local search on a complete, acyclic choice: each reachable class (in
/// order) tries its other nodes; a switch is kept when the DAG cost of the
/// extraction drops and no cycle appears. At most `passes` rounds.
pub fn improve(g: &ExtractGraph, choice: &mut Choice, passes: usize) {
    let Ok(order) = g.topo_order(choice) else {
        return;
    };
    let nc = g.num_classes();
    let mut refs = vec![0u32; nc];
    for &r in &g.roots {
        refs[r as usize] += 1;
    }
    for &c in order.iter().rev() {
        if refs[c as usize] == 0 {
            continue;
        }
        let n = choice[c as usize].unwrap();
        for &d in g.node_children(n) {
            refs[d as usize] += 1;
        }
    }
    let original = choice.clone();
    let mut ls = LocalSearch {
        g,
        refs,
        changed: Vec::new(),
        budget: 50 * (g.num_nodes() + g.children.len()) + 10_000,
    };
    for _ in 0..passes {
        let mut improved = false;
        let Ok(order) = g.topo_order(choice) else {
            return;
        };
        for &c in order.iter().rev() {
            if ls.budget == 0 {
                break;
            }
            if ls.refs[c as usize] == 0 || g.nodes_of(c).len() < 2 {
                continue;
            }
            let cur = choice[c as usize].unwrap();
            for &alt in g.nodes_of(c) {
                if alt == cur || g.node_children(alt).contains(&c) {
                    continue;
                }
                let delta = ls.try_switch(choice, c, alt);
                match delta {
                    Some(d) if d < -1e-9 => {
                        improved = true;
                        break;
                    }
                    Some(_) => {
                        ls.undo(choice);
                    }
                    None => ls.undo(choice),
                }
            }
            ls.changed.clear();
        }
        if !improved || ls.budget == 0 {
            break;
        }
    }
    if g.topo_order(choice).is_err() {
        *choice = original;
    }
}

struct LocalSearch<'a> {
    g: &'a ExtractGraph,
    refs: Vec<u32>,
    /// Undo log.
    changed: Vec<Undo>,
    /// Steps left (classes visited); the search stops at 0.
    budget: usize,
}

enum Undo {
    Ref(ClassIdx, u32),
    Choice(ClassIdx, Option<NodeIdx>),
}

impl LocalSearch<'_> {
    fn set_ref(&mut self, c: ClassIdx, v: u32) {
        self.budget = self.budget.saturating_sub(1);
        self.changed.push(Undo::Ref(c, self.refs[c as usize]));
        self.refs[c as usize] = v;
    }

    /// Switches `c` to `alt`; returns the change of DAG cost, or `None`
    /// if the switch closes a cycle. The undo log records the changes.
    fn try_switch(&mut self, choice: &mut Choice, c: ClassIdx, alt: NodeIdx) -> Option<f64> {
        self.changed.clear();
        let g = self.g;
        let old = choice[c as usize].unwrap();
        self.changed.push(Undo::Choice(c, Some(old)));
        choice[c as usize] = Some(alt);
        let mut delta = g.node_cost[alt as usize] - g.node_cost[old as usize];
        // Add the new children first (so shared ones are not freed).
        let mut stack: Vec<ClassIdx> = g.node_children(alt).to_vec();
        while let Some(d) = stack.pop() {
            let r = self.refs[d as usize];
            self.set_ref(d, r + 1);
            if r == 0 {
                let n = choice[d as usize]?;
                delta += g.node_cost[n as usize];
                stack.extend_from_slice(g.node_children(n));
            }
        }
        let mut stack: Vec<ClassIdx> = g.node_children(old).to_vec();
        while let Some(d) = stack.pop() {
            let r = self.refs[d as usize];
            self.set_ref(d, r - 1);
            if r == 1 {
                let n = choice[d as usize].unwrap();
                delta -= g.node_cost[n as usize];
                stack.extend_from_slice(g.node_children(n));
            }
        }
        // A cycle through `c`: `c` reachable from `alt`'s children.
        if self.reaches(choice, g.node_children(alt), c) {
            return None;
        }
        Some(delta)
    }

    fn reaches(&mut self, choice: &Choice, from: &[ClassIdx], target: ClassIdx) -> bool {
        let g = self.g;
        let mut seen = fxhash::FxHashSet::default();
        let mut stack: Vec<ClassIdx> = from.to_vec();
        while let Some(d) = stack.pop() {
            if d == target {
                return true;
            }
            if !seen.insert(d) {
                continue;
            }
            self.budget = self.budget.saturating_sub(1);
            if let Some(n) = choice[d as usize] {
                stack.extend_from_slice(g.node_children(n));
            }
        }
        false
    }

    fn undo(&mut self, choice: &mut Choice) {
        while let Some(u) = self.changed.pop() {
            match u {
                Undo::Ref(c, v) => self.refs[c as usize] = v,
                Undo::Choice(c, n) => choice[c as usize] = n,
            }
        }
    }
}
