//! Rewrite patterns as the driver sees them, and the frozen pattern set
//! that orders them the way MLIR's `PatternApplicator` does.

use crate::rewriter::Rewriter;
use fxhash::FxHashMap;
use patsat_ir::{Context, Ir, OpId};

/// A benefit this high means "never matches": such patterns are dropped.
pub const IMPOSSIBLE_BENEFIT: u16 = u16::MAX;

/// Where a pattern comes from, which decides its rank on equal benefit:
/// op-specific native ≻ any-op native ≻ PDL.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PatternKind {
    /// A native pattern (C++ in MLIR; DRR-generated patterns are native).
    Native,
    /// A PDL pattern (PDL, PDLL): matched by the PDL matcher.
    Pdl,
}

/// One rewrite pattern.
pub trait RewritePattern {
    /// A name for traces and statistics (may be empty, as for PDL).
    fn name(&self) -> &str {
        ""
    }
    /// The root op name, or `None` for a pattern tried on every op.
    fn root(&self) -> Option<&str>;
    /// The benefit (higher is tried first).
    fn benefit(&self) -> u16;
    /// Native or PDL.
    fn kind(&self) -> PatternKind {
        PatternKind::Native
    }
    /// For PDL patterns: whether the match part holds at `op`, without
    /// changing anything. MLIR's PDL matcher runs before any pattern is
    /// applied to an op and only matching PDL patterns become candidates
    /// (and appear in traces). Native patterns keep the default. The
    /// context is mutable because native constraints may intern
    /// attributes and types, as MLIR's may.
    fn matches(&self, _op: OpId, _ir: &Ir, _ctx: &mut Context) -> bool {
        true
    }
    /// For PDL patterns: where the pattern's first match at `op` stands in
    /// the order the PDL matcher records matches (MLIR's bytecode records
    /// them while it runs, so the order can depend on the op), or `None`
    /// when it does not match. Equal benefits are tried in this order,
    /// then in the order patterns were added. The default gives every
    /// matching pattern position 0, so the order they were added decides.
    fn match_position(&self, op: OpId, ir: &Ir, ctx: &mut Context) -> Option<usize> {
        self.matches(op, ir, ctx).then_some(0)
    }
    /// Matches at `op` and, on success, rewrites through `rw` (whose
    /// insertion point is right before `op`) and returns true. A pattern
    /// that returns false must not have changed the IR.
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool;
}

/// Patterns grouped and ordered once, like MLIR's
/// `FrozenRewritePatternSet` + `PatternApplicator`: per root name and for
/// any op, each list stable-sorted by decreasing benefit.
pub struct FrozenPatterns {
    patterns: Vec<Box<dyn RewritePattern>>,
    native_by_root: FxHashMap<String, Vec<usize>>,
    native_any: Vec<usize>,
    pdl_by_root: FxHashMap<String, Vec<usize>>,
    pdl_any: Vec<usize>,
}

impl std::fmt::Debug for FrozenPatterns {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "FrozenPatterns({} patterns)", self.patterns.len())
    }
}

impl FrozenPatterns {
    /// Freezes patterns in the order they were added (which breaks
    /// benefit ties; for PDL patterns it stands for the matcher's record
    /// order).
    pub fn new(patterns: Vec<Box<dyn RewritePattern>>) -> Self {
        let mut f = FrozenPatterns {
            patterns,
            native_by_root: FxHashMap::default(),
            native_any: Vec::new(),
            pdl_by_root: FxHashMap::default(),
            pdl_any: Vec::new(),
        };
        for (i, p) in f.patterns.iter().enumerate() {
            if p.benefit() == IMPOSSIBLE_BENEFIT {
                continue;
            }
            let list = match (p.kind(), p.root()) {
                (PatternKind::Native, Some(r)) => {
                    f.native_by_root.entry(r.to_string()).or_default()
                }
                (PatternKind::Native, None) => &mut f.native_any,
                (PatternKind::Pdl, Some(r)) => f.pdl_by_root.entry(r.to_string()).or_default(),
                (PatternKind::Pdl, None) => &mut f.pdl_any,
            };
            list.push(i);
        }
        let pats = &f.patterns;
        let by_benefit =
            |l: &mut Vec<usize>| l.sort_by_key(|&i| std::cmp::Reverse(pats[i].benefit()));
        f.native_by_root.values_mut().for_each(by_benefit);
        by_benefit(&mut f.native_any);
        f.pdl_by_root.values_mut().for_each(by_benefit);
        by_benefit(&mut f.pdl_any);
        f
    }

    /// The pattern with this index.
    pub fn get(&self, i: usize) -> &dyn RewritePattern {
        &*self.patterns[i]
    }
    /// Number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }
    /// True when there is no pattern.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// The order in which patterns are tried on `op` (named `name`):
    /// op-specific native by default, an any-op native only if strictly
    /// better, a matching PDL pattern only if strictly better than that.
    pub fn candidates(&self, name: &str, op: OpId, ir: &Ir, ctx: &mut Context) -> Vec<usize> {
        let native = self.native_by_root.get(name).map_or(&[][..], |v| v);
        let any = &self.native_any[..];
        // PDL: patterns for this root and any-op PDL patterns, in record
        // order, then stable-sorted by benefit (the match list of MLIR).
        let mut pdl: Vec<usize> = self.pdl_by_root.get(name).map_or(Vec::new(), |v| v.clone());
        pdl.extend_from_slice(&self.pdl_any);
        // Matching ones, by match position, then by index (the order of
        // adding), then stable-sorted by benefit.
        let mut ranked: Vec<(usize, usize)> = pdl
            .iter()
            .filter_map(|&i| Some((self.patterns[i].match_position(op, ir, ctx)?, i)))
            .collect();
        ranked.sort_unstable();
        let mut pdl: Vec<usize> = ranked.into_iter().map(|(_, i)| i).collect();
        pdl.sort_by_key(|&i| std::cmp::Reverse(self.patterns[i].benefit()));
        let (mut a, mut b, mut c) = (0, 0, 0);
        let mut out = Vec::with_capacity(native.len() + any.len() + pdl.len());
        let benefit = |i: usize| self.patterns[i].benefit();
        loop {
            let mut pick: Option<(usize, u8)> = native.get(a).map(|&i| (i, 0));
            if let Some(&j) = any.get(b) {
                if pick.is_none_or(|(i, _)| benefit(j) > benefit(i)) {
                    pick = Some((j, 1));
                }
            }
            if let Some(&j) = pdl.get(c) {
                if pick.is_none_or(|(i, _)| benefit(j) > benefit(i)) {
                    pick = Some((j, 2));
                }
            }
            let Some((i, list)) = pick else { break };
            match list {
                0 => a += 1,
                1 => b += 1,
                _ => c += 1,
            }
            out.push(i);
        }
        out
    }
}
