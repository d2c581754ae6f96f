//! `patsat analyze`: static analytics of a pattern set.
//!
//! * [`overlap`]: patterns whose matchers may match one root op (their
//!   matcher [`shape`]s unify), and benefit ties among them, where order
//!   decides the result;
//! * [`cycles`]: cycles in the rewrite graph between op kinds (rules that
//!   can undo each other: a termination risk for greedy mode);
//! * [`natives`]: the natives each pattern needs and how each mode
//!   resolves them (or does not);
//! * [`firing`]: given payloads, the rules that never fire.
//!
//! [`report`] renders all of it as text, in set order.

pub mod cycles;
pub mod firing;
pub mod natives;
pub mod overlap;
pub mod shape;

use natives::Status;
use patsat_frontend::pattern::{verify::file_line_col, Pattern, PatternSet};
use patsat_ir::Context;
use patsat_translate::natives::How;

/// The static analysis of a set.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// Per pattern: display name, `file:line:col` (or empty), benefit,
    /// root kind.
    pub patterns: Vec<(String, String, u16, Option<String>)>,
    /// Overlapping pairs.
    pub overlaps: Vec<overlap::Overlap>,
    /// Rewrite-graph cycles.
    pub cycles: Vec<cycles::Cycle>,
    /// Patterns whose created ops are unknown (native rewrites).
    pub native_rewriters: Vec<usize>,
    /// Natives per pattern.
    pub natives: Vec<Vec<natives::NativeUse>>,
}

/// A pattern's display name: its symbol, or `#i` for an anonymous one.
pub fn pattern_name(p: &Pattern, i: usize) -> String {
    p.name.clone().unwrap_or_else(|| format!("#{}", i))
}

/// Analyses a set (loaded in `ctx`) against what the native resolver of
/// greedy and eqsat mode made of it (see [`natives::ModeNatives`]).
pub fn analyze(
    ctx: &Context,
    set: &PatternSet,
    greedy: &natives::ModeNatives,
    eqsat: &natives::ModeNatives,
) -> Analysis {
    Analysis {
        patterns: set
            .patterns
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let at = p
                    .loc
                    .and_then(|l| file_line_col(ctx, l))
                    .map(|(f, l, c)| format!("{}:{}:{}", f, l, c))
                    .unwrap_or_default();
                (pattern_name(p, i), at, p.benefit, cycles::root_kind(p))
            })
            .collect(),
        overlaps: overlap::overlaps(ctx, set),
        cycles: cycles::cycles(set),
        native_rewriters: cycles::native_rewriters(set),
        natives: set
            .patterns
            .iter()
            .enumerate()
            .map(|(i, p)| natives::natives(p, i, greedy, eqsat))
            .collect(),
    }
}

/// The analysis as text (and, if given, what the payload runs showed).
pub fn report(a: &Analysis, fire: Option<&firing::Firing>) -> String {
    let name = |i: usize| a.patterns[i].0.as_str();
    let mut s = format!("patterns: {}\n", a.patterns.len());
    for (n, at, benefit, root) in &a.patterns {
        s += &format!(
            "  {}  benefit {}  root {}{}\n",
            n,
            benefit,
            root.as_deref().unwrap_or("-"),
            if at.is_empty() {
                String::new()
            } else {
                format!("  ({})", at)
            }
        );
    }
    s += &format!("\noverlapping matchers: {}\n", a.overlaps.len());
    for o in &a.overlaps {
        s += &format!(
            "  {} and {} may both match {}{}\n",
            name(o.first),
            name(o.second),
            o.witness,
            if o.natives.is_empty() {
                String::new()
            } else {
                format!(" (if {} hold)", o.natives.join(", "))
            }
        );
    }
    let ties: Vec<_> = a.overlaps.iter().filter(|o| o.tie).collect();
    s += &format!("\nbenefit ties among them: {}\n", ties.len());
    for o in ties {
        s += &format!(
            "  {} and {}: both benefit {}; order decides which applies ({} comes first)\n",
            name(o.first),
            name(o.second),
            a.patterns[o.first].2,
            name(o.first)
        );
    }
    s += &format!("\nrewrite cycles between op kinds: {}\n", a.cycles.len());
    for c in &a.cycles {
        s += &format!("  {{{}}}:", c.kinds.join(", "));
        for (from, to, p) in &c.edges {
            s += &format!(" {}: {} -> {};", name(*p), from, to);
        }
        s.pop();
        s += "\n";
    }
    if !a.native_rewriters.is_empty() {
        let names: Vec<&str> = a.native_rewriters.iter().map(|&i| name(i)).collect();
        s += &format!(
            "  (not followed: ops created by the native rewrites of {})\n",
            names.join(", ")
        );
    }
    let using: Vec<usize> = (0..a.natives.len())
        .filter(|&i| !a.natives[i].is_empty())
        .collect();
    let unresolved: usize = a
        .natives
        .iter()
        .flatten()
        .filter(|u| !u.greedy.resolved() || !u.eqsat.resolved())
        .count();
    s += &format!(
        "\nnatives: {} patterns use natives, {} uses unresolved\n",
        using.len(),
        unresolved
    );
    for i in using {
        for u in &a.natives[i] {
            let status = match (u.greedy, u.eqsat) {
                (g, e) if g == e => status_text(g),
                (Status::Unresolved, e) => {
                    format!("UNRESOLVED in greedy mode; eqsat: {}", status_text(e))
                }
                (g, Status::Unresolved) => {
                    format!("UNRESOLVED in eqsat mode; greedy: {}", status_text(g))
                }
                (g, e) => format!("greedy: {}; eqsat: {}", status_text(g), status_text(e)),
            };
            let kind = if u.implicit {
                "implicit rewrite"
            } else {
                u.kind
            };
            let resolved = match &u.resolved_as {
                Some(n) => format!(" (as `{}`)", n),
                None => String::new(),
            };
            s += &format!(
                "  {}: {} `{}`{}: {}\n",
                name(i),
                kind,
                u.name,
                resolved,
                status
            );
        }
    }
    if let Some(f) = fire {
        let mut modes: Vec<&str> = Vec::new();
        for (m, _, _) in &f.counts {
            if !modes.contains(&m.as_str()) {
                modes.push(m);
            }
        }
        for m in modes {
            let never: Vec<&str> = f
                .counts
                .iter()
                .filter(|c| c.0 == m && c.2 == 0)
                .map(|c| c.1.as_str())
                .collect();
            s += &format!("\nnever fired ({}): {}\n", m, never.len());
            for n in never {
                s += &format!("  {}\n", n);
            }
        }
        if !f.failed.is_empty() {
            s += &format!("\npayload runs that failed: {}\n", f.failed.len());
            for e in &f.failed {
                s += &format!("  {}\n", e);
            }
        }
    }
    s
}

/// How a mode resolved a native, for the report.
fn status_text(s: Status) -> String {
    let how = |h: How| match h {
        How::Registered => "registered",
        How::Def => "user hook named after its def",
        How::Builtin => "built-in table",
        How::Evaluated => "evaluated",
        How::UserCall => "evaluated, calling user hooks",
        How::Project => "shipped project hook set",
        How::Unresolved => "UNRESOLVED",
    };
    match s {
        Status::Resolved(h) => how(h).to_string(),
        Status::GreedyPhase(h) => format!("{} (eqsat: greedy phase)", how(h)),
        Status::Unresolved => "UNRESOLVED".to_string(),
    }
}
