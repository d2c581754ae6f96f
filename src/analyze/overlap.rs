//! Pairs of patterns whose matchers may match the same root op (their
//! root shapes unify, see [`super::shape`]), and among them the benefit
//! ties: there, which one applies is decided by order alone.

use super::shape::{op_shape, show_op, unify_op};
use patsat_frontend::pattern::{MatchOp, PatternSet};
use patsat_ir::Context;

/// Two patterns that may match one op.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Overlap {
    /// The earlier pattern (index into the set).
    pub first: usize,
    /// The later pattern.
    pub second: usize,
    /// An op shape both match.
    pub witness: String,
    /// Their benefits are equal: order decides.
    pub tie: bool,
    /// Native constraints that must hold too (the overlap is
    /// conditional on them).
    pub natives: Vec<String>,
}

/// The native constraints of a pattern.
fn constraints(p: &patsat_frontend::pattern::Pattern) -> Vec<String> {
    p.matcher
        .iter()
        .filter_map(|n| match &n.op {
            MatchOp::NativeConstraint { name, .. } => Some(name.clone()),
            _ => None,
        })
        .collect()
}

/// Every overlapping pair, in set order (`first < second`).
pub fn overlaps(ctx: &Context, set: &PatternSet) -> Vec<Overlap> {
    let roots: Vec<_> = set
        .patterns
        .iter()
        .map(|p| p.rewriter.root.and_then(|r| op_shape(p, r)))
        .collect();
    let mut out = Vec::new();
    for i in 0..roots.len() {
        for j in i + 1..roots.len() {
            let (Some(a), Some(b)) = (&roots[i], &roots[j]) else {
                continue;
            };
            let Some(w) = unify_op(a, b) else {
                continue;
            };
            let (p, q) = (&set.patterns[i], &set.patterns[j]);
            let mut natives = constraints(p);
            for n in constraints(q) {
                if !natives.contains(&n) {
                    natives.push(n);
                }
            }
            out.push(Overlap {
                first: i,
                second: j,
                witness: show_op(ctx, &w),
                tie: p.benefit == q.benefit,
                natives,
            });
        }
    }
    out
}
