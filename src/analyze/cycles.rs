//! The rewrite graph between op kinds: an edge `A -> B` labelled `P` when
//! pattern `P`, rooted at an `A` op, creates a `B` op. A cycle means rules
//! can (re)create what they or others rewrite — they may undo each other,
//! a termination risk for greedy mode. The cycles are the strongly
//! connected components (petgraph's Tarjan) with more than one kind or a
//! self-loop. Ops made by native rewrites are not known and not followed;
//! the patterns that use such natives are listed beside the cycles.

use patsat_frontend::pattern::{PatternSet, RewriteOp};
use petgraph::graph::{DiGraph, NodeIndex};

/// One cycle: the op kinds in it and the pattern edges between them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cycle {
    /// The op kinds, in order of first appearance in the set.
    pub kinds: Vec<String>,
    /// `(from kind, to kind, pattern index)` of each edge in the cycle, in
    /// pattern order.
    pub edges: Vec<(String, String, usize)>,
}

/// The root op kind of a pattern (`*` when its root op has no name).
pub fn root_kind(p: &patsat_frontend::pattern::Pattern) -> Option<String> {
    let op = super::shape::op_shape(p, p.rewriter.root?)?;
    Some(op.name.unwrap_or_else(|| "*".into()))
}

/// The cycles of the set's rewrite graph, in order of their first kind.
pub fn cycles(set: &PatternSet) -> Vec<Cycle> {
    let mut g: DiGraph<String, usize> = DiGraph::new();
    let node = |g: &mut DiGraph<String, usize>, k: &str| -> NodeIndex {
        match g.node_indices().find(|&n| g[n] == k) {
            Some(n) => n,
            None => g.add_node(k.to_string()),
        }
    };
    for (i, p) in set.patterns.iter().enumerate() {
        let Some(root) = root_kind(p) else { continue };
        let from = node(&mut g, &root);
        for n in &p.rewriter.body {
            if let RewriteOp::Operation(o) = &n.op {
                if let Some(name) = &o.name {
                    let to = node(&mut g, name);
                    if !g.edges_connecting(from, to).any(|e| *e.weight() == i) {
                        g.add_edge(from, to, i);
                    }
                }
            }
        }
    }
    let mut out = Vec::new();
    for mut scc in petgraph::algo::tarjan_scc(&g) {
        let self_loop = scc.len() == 1 && g.contains_edge(scc[0], scc[0]);
        if scc.len() < 2 && !self_loop {
            continue;
        }
        scc.sort();
        let mut edges: Vec<(String, String, usize)> = g
            .edge_indices()
            .filter_map(|e| {
                let (a, b) = g.edge_endpoints(e)?;
                (scc.contains(&a) && scc.contains(&b)).then(|| (g[a].clone(), g[b].clone(), g[e]))
            })
            .collect();
        edges.sort_by_key(|e| e.2);
        out.push((
            scc[0],
            Cycle {
                kinds: scc.iter().map(|&n| g[n].clone()).collect(),
                edges,
            },
        ));
    }
    out.sort_by_key(|c| c.0);
    out.into_iter().map(|c| c.1).collect()
}

/// The patterns whose rewrites call native rewrites (ops they create
/// are not in the graph).
pub fn native_rewriters(set: &PatternSet) -> Vec<usize> {
    set.patterns
        .iter()
        .enumerate()
        .filter(|(_, p)| {
            p.rewriter.external.is_some()
                || p.rewriter
                    .body
                    .iter()
                    .any(|n| matches!(n.op, RewriteOp::NativeRewrite { .. }))
        })
        .map(|(i, _)| i)
        .collect()
}
