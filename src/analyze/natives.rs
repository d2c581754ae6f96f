//! The natives each pattern needs — constraints, rewrites, an external
//! rewriter — and whether the hook registry of each mode resolves them
//! (the registries `patsat apply` uses: greedy mode the built-in test set,
//! eqsat mode that plus the e-graph natives).

use patsat_frontend::pattern::{MatchOp, Pattern, RewriteOp};
use patsat_translate::{HookKind, Hooks};

/// One native a pattern uses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NativeUse {
    /// `constraint` or `rewrite`.
    pub kind: &'static str,
    /// The registered name it is looked up by.
    pub name: String,
    /// Registered for greedy mode.
    pub greedy: bool,
    /// Registered for eqsat mode.
    pub eqsat: bool,
}

/// The hook registries of greedy and eqsat mode ([`crate::hooks`]).
pub fn registries() -> (Hooks, Hooks) {
    (crate::hooks::greedy_hooks(), crate::hooks::eqsat_hooks())
}

/// The natives of a pattern, each name once, in order of use.
pub fn natives(p: &Pattern, greedy: &Hooks, eqsat: &Hooks) -> Vec<NativeUse> {
    let mut uses: Vec<(HookKind, &str)> = Vec::new();
    for n in &p.matcher {
        if let MatchOp::NativeConstraint { name, .. } = &n.op {
            uses.push((HookKind::Constraint, name));
        }
    }
    if let Some((name, _)) = &p.rewriter.external {
        uses.push((HookKind::Rewrite, name));
    }
    for n in &p.rewriter.body {
        if let RewriteOp::NativeRewrite { name, .. } = &n.op {
            uses.push((HookKind::Rewrite, name));
        }
    }
    let mut out: Vec<NativeUse> = Vec::new();
    for (kind, name) in uses {
        let k = match kind {
            HookKind::Constraint => "constraint",
            HookKind::Rewrite => "rewrite",
        };
        if out.iter().any(|u| u.kind == k && u.name == name) {
            continue;
        }
        out.push(NativeUse {
            kind: k,
            name: name.to_string(),
            greedy: greedy.lookup(kind, name).is_some(),
            eqsat: eqsat.lookup(kind, name).is_some(),
        });
    }
    out
}
