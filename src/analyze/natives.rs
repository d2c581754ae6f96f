//! The natives each pattern needs — constraints, rewrites, an external
//! rewriter, the result type inference of ops DRR rewrites create — and
//! how each mode resolves them: the answer of translate's native resolver
//! for that pattern and native (registered hook, def hook, built-in table,
//! evaluator, ...), run as `patsat apply` runs it (greedy mode: the
//! built-in test set; eqsat mode: that plus the e-graph natives), so a
//! snippet renamed by constant text substitution is reported under the
//! name it resolved as.

use patsat_frontend::pattern::Pattern;
use patsat_translate::natives::{How, NativeRecord};
use patsat_translate::{HookKind, Hooks};

/// How one mode resolves a native.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Resolved (how).
    Resolved(How),
    /// Resolved, but not valid on an e-graph: runs in eqsat mode's greedy
    /// phase.
    GreedyPhase(How),
    /// Not resolved: the pattern cannot run in this mode.
    Unresolved,
}

impl Status {
    /// Whether the native resolved.
    pub fn resolved(self) -> bool {
        !matches!(self, Status::Unresolved)
    }
}

/// One native a pattern uses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NativeUse {
    /// `constraint` or `rewrite`.
    pub kind: &'static str,
    /// The name as the pattern writes it.
    pub name: String,
    /// The name it resolved under, when constant text substitution
    /// changed it.
    pub resolved_as: Option<String>,
    /// An implicit native (type inference of a created op).
    pub implicit: bool,
    /// Greedy mode's resolution.
    pub greedy: Status,
    /// Eqsat mode's resolution.
    pub eqsat: Status,
}

/// What one mode's resolver said: its hooks and, per pattern of the set
/// (when the files could be prepared), the natives and how they resolved.
pub struct ModeNatives {
    /// The hooks after resolution.
    pub hooks: Hooks,
    /// Per pattern, the resolver's records.
    pub records: Option<Vec<Vec<NativeRecord>>>,
}

/// The plain hook registries of greedy and eqsat mode
/// ([`crate::hooks`]), without resolver records.
pub fn registries() -> (ModeNatives, ModeNatives) {
    let plain = |hooks| ModeNatives {
        hooks,
        records: None,
    };
    (
        plain(crate::hooks::greedy_hooks()),
        plain(crate::hooks::eqsat_hooks()),
    )
}

fn kind_str(k: HookKind) -> &'static str {
    match k {
        HookKind::Constraint => "constraint",
        HookKind::Rewrite => "rewrite",
    }
}

/// A pattern's native uses from its own nodes (kind, written name), each
/// once, in order of use (constraints, external rewriter, rewrites).
fn written(p: &Pattern) -> Vec<(HookKind, String)> {
    use patsat_frontend::pattern::{MatchOp, RewriteOp};
    let mut uses: Vec<(HookKind, String)> = Vec::new();
    let mut push = |k: HookKind, n: &str| {
        if !uses.iter().any(|(k2, n2)| *k2 == k && n2 == n) {
            uses.push((k, n.to_string()));
        }
    };
    for n in &p.matcher {
        if let MatchOp::NativeConstraint { name, .. } = &n.op {
            push(HookKind::Constraint, name);
        }
    }
    if let Some((name, _)) = &p.rewriter.external {
        push(HookKind::Rewrite, name);
    }
    for n in &p.rewriter.body {
        if let RewriteOp::NativeRewrite { name, .. } = &n.op {
            push(HookKind::Rewrite, name);
        }
    }
    uses
}

/// One mode's status of a native of pattern `index`.
fn status(
    mode: &ModeNatives,
    index: usize,
    kind: HookKind,
    name: &str,
    implicit: bool,
) -> (Status, Option<String>) {
    let record = mode
        .records
        .as_ref()
        .and_then(|r| r.get(index))
        .and_then(|r| {
            r.iter()
                .find(|x| x.kind == kind && x.written == name && x.implicit == implicit)
        });
    let (how, resolved) = match record {
        Some(r) => (r.how, r.name.clone()),
        None if implicit => (How::Unresolved, name.to_string()),
        None => match mode.hooks.lookup(kind, name) {
            Some(_) => (How::Registered, name.to_string()),
            None => (How::Unresolved, name.to_string()),
        },
    };
    let st = match (how, mode.hooks.lookup(kind, &resolved)) {
        (How::Unresolved, _) => Status::Unresolved,
        (h, Some(id)) if mode.hooks.is_greedy_only(id) => Status::GreedyPhase(h),
        (h, _) => Status::Resolved(h),
    };
    (st, (resolved != name).then_some(resolved))
}

/// The natives of pattern `index` of the set, each once, in order of use,
/// with how each mode resolves them.
pub fn natives(
    p: &Pattern,
    index: usize,
    greedy: &ModeNatives,
    eqsat: &ModeNatives,
) -> Vec<NativeUse> {
    let mut uses: Vec<(HookKind, String, bool)> =
        written(p).into_iter().map(|(k, n)| (k, n, false)).collect();
    for mode in [greedy, eqsat] {
        for r in mode.records.iter().filter_map(|r| r.get(index)).flatten() {
            if r.implicit && !uses.iter().any(|u| u.2 && u.1 == r.name) {
                uses.push((r.kind, r.name.clone(), true));
            }
        }
    }
    uses.into_iter()
        .map(|(kind, name, implicit)| {
            let (g, g_as) = status(greedy, index, kind, &name, implicit);
            let (e, e_as) = status(eqsat, index, kind, &name, implicit);
            NativeUse {
                kind: kind_str(kind),
                resolved_as: g_as.or(e_as),
                name,
                implicit,
                greedy: g,
                eqsat: e,
            }
        })
        .collect()
}
