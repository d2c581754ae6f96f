//! Resolution of the natives of a pattern set to hooks, in the order of
//! issue 5: for each native a pattern calls (a C++ snippet named by its
//! normalized text, see `patsat_frontend::drr`),
//!
//! 0. a hook registered under exactly that name (also the DRR intrinsics
//!    and any set the caller added);
//! 1. (a) a user hook registered under the name of the TableGen def that
//!    holds the snippet (`def IsPow2 : Constraint<CPred<...>>` → `IsPow2`);
//! 2. constants: arguments that are constant string attributes are the
//!    text mlir-tblgen substitutes for `$N` (a `ConstantAttr`'s value, an
//!    enum case, a default value), and are substituted into the snippet
//!    before the next steps;
//! 3. (b) the built-in table ([`builtin`]) keyed by the normalized
//!    expression with literals abstracted, covering LLVM 22's core ODS
//!    predicates and constant builders;
//! 4. (c) the evaluator ([`eval`]) of a C++ subset, the snippet parsed
//!    once here, evaluated at match/rewrite time, and (d) inside it, calls
//!    of functions it does not know go to user hooks registered under the
//!    function's name, with the arguments evaluated, else to the shipped
//!    project hook sets ([`projects`]: helpers, helper objects, named
//!    constants, out-of-line `<Op>::build`);
//! 5. (e) otherwise the native is unresolved: a load-time error per
//!    snippet with each place it is used and a Rust stub to register, or,
//!    with `skip_unresolved`, one warning per dropped pattern.
//!
//! The op types a rewrite needs inferred (`<ns>::<Op>::inferReturnTypes`,
//! implicit natives of ops declaring `InferTypeOpInterface`) are resolved
//! in [`infer`].

pub mod asm_format;
pub mod body;
pub mod build;
pub mod builtin;
pub mod calls;
pub mod classes;
pub mod dialect;
pub mod elements;
pub mod eval;
pub mod infer;
pub mod methods;
pub mod projects;
pub mod value;

use crate::hooks::{ConstraintFn, HookKind, Hooks, PdlValue, RewriteFn, Signature};
use crate::ops::OpDefs;
use classes::OpClasses;
use eval::{Env, Site};
use patsat_frontend::drr::cppexpr::{self, Expr, Placeholder};
use patsat_frontend::drr::cppstmt;
use patsat_frontend::drr::{cpp, DrrPattern, NativeKind};
use patsat_frontend::ods::OdsModel;
use patsat_frontend::pattern::verify::diag_at_loc;
use patsat_frontend::pattern::{
    MatchOp, Pattern, PatternSet, PdlType, RewriteOp, ValueDef, ValueId,
};
use patsat_ir::{Attr, AttrKind, Context, Diagnostic, Severity};
use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;
use value::{to_pdl, V};

/// A user function the evaluator may call (step (d)).
#[derive(Clone)]
pub enum UserFn {
    /// A constraint hook: `None` is `false`/`failure()`.
    Constraint(Rc<ConstraintFn>),
    /// A rewrite hook.
    Rewrite(Rc<RewriteFn>),
}

/// What the evaluator knows besides the snippet: op classes and user
/// functions.
#[derive(Clone, Default)]
pub struct Library {
    /// The op classes of the loaded ODS.
    pub classes: OpClasses,
    /// User hooks by name (step (d)).
    pub user: BTreeMap<String, UserFn>,
    /// The shipped project hook sets, scoped for the pattern file (step
    /// (d), after user hooks).
    pub projects: Vec<projects::Scoped>,
}

/// How each native of a set was resolved (for reports and tests).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum How {
    /// A hook registered under the native's name.
    Registered,
    /// (a) a user hook named after the def.
    Def,
    /// (b) the built-in table.
    Builtin,
    /// (c) the evaluator.
    Evaluated,
    /// (c) with calls of user functions (d).
    UserCall,
    /// (c) or a builder with a shipped project hook set (d).
    Project,
    /// Not resolved.
    Unresolved,
}

/// Options of [`resolve`].
#[derive(Clone, Debug)]
pub struct ResolveOptions {
    /// Drop the patterns that use an unresolved native (one warning per
    /// pattern) instead of failing.
    pub skip_unresolved: bool,
    /// Use the shipped project hook sets ([`projects`]); on by default.
    pub project_hooks: bool,
}

impl Default for ResolveOptions {
    fn default() -> Self {
        ResolveOptions {
            skip_unresolved: false,
            project_hooks: true,
        }
    }
}

/// What [`check`] found a snippet calls besides the evaluator's own.
#[derive(Default)]
struct Seen {
    /// User hooks.
    user: bool,
    /// Shipped project helpers.
    project: bool,
}

/// A pattern set whose natives all resolve: the set (patterns using
/// unresolved natives dropped with `skip_unresolved`), the hooks to
/// compile it against, the op definitions, and what happened.
pub struct Resolved {
    /// The patterns (native names after constant substitution).
    pub set: PatternSet,
    /// The hooks (the user's, plus one per resolved native).
    pub hooks: Hooks,
    /// How each native was resolved, by kind and name.
    pub how: BTreeMap<(HookKind, String), How>,
    /// Warnings (dropped patterns).
    pub warnings: Vec<Diagnostic>,
    /// For each pattern kept, its index in the input set.
    pub kept: Vec<usize>,
    /// For each pattern of the input set (kept or dropped), its natives
    /// in order of use and how each resolved.
    pub records: Vec<Vec<NativeRecord>>,
}

/// One native use of a pattern and how it resolved (for `patsat
/// analyze` and reports).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NativeRecord {
    /// Constraint or rewrite.
    pub kind: HookKind,
    /// The name as the pattern writes it.
    pub written: String,
    /// The name it resolved under (after constant text substitution).
    pub name: String,
    /// How it resolved.
    pub how: How,
    /// An implicit native (result type inference of a created op), not
    /// written in the pattern.
    pub implicit: bool,
}

impl std::fmt::Debug for Resolved {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Resolved")
            .field("how", &self.how)
            .field("kept", &self.kept)
            .finish()
    }
}

/// A native call in a pattern: where it is and what it takes.
struct Call {
    kind: HookKind,
    name: String,
    args: Vec<ValueId>,
    results: Vec<PdlType>,
    loc: Option<Attr>,
    /// The node: matcher (`true`) or rewriter index.
    node: (bool, usize),
}

fn calls_of(p: &Pattern) -> Vec<Call> {
    let mut out = Vec::new();
    for (i, n) in p.matcher.iter().enumerate() {
        if let MatchOp::NativeConstraint { name, args, .. } = &n.op {
            out.push(Call {
                kind: HookKind::Constraint,
                name: name.clone(),
                args: args.clone(),
                results: n.results.iter().map(|&r| p.ty(r)).collect(),
                loc: n.loc,
                node: (true, i),
            });
        }
    }
    for (i, n) in p.rewriter.body.iter().enumerate() {
        if let RewriteOp::NativeRewrite { name, args } = &n.op {
            out.push(Call {
                kind: HookKind::Rewrite,
                name: name.clone(),
                args: args.clone(),
                results: n.results.iter().map(|&r| p.ty(r)).collect(),
                loc: n.loc,
                node: (false, i),
            });
        }
    }
    out
}

/// The constant string attribute a value is, if any.
fn const_text(ctx: &Context, p: &Pattern, v: ValueId) -> Option<String> {
    let value = match p.values[v.index()].def {
        ValueDef::Match(m, _) => match &p.matcher[m.index()].op {
            MatchOp::Attribute { value: Some(a), .. } => *a,
            _ => return None,
        },
        ValueDef::Rewrite(r, _) => match &p.rewriter.body[r.index()].op {
            RewriteOp::Attribute { value } => *value,
            _ => return None,
        },
    };
    match ctx.attr_kind(value) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// The native name after substituting constant text arguments.
fn substituted(ctx: &Context, p: &Pattern, name: &str, args: &[ValueId]) -> String {
    let has_self = cpp::uses_placeholder(name, "_self");
    let shift = usize::from(has_self);
    let any = (0..args.len().saturating_sub(shift)).any(|k| {
        cpp::uses_placeholder(name, &k.to_string()) && const_text(ctx, p, args[k + shift]).is_some()
    });
    if !any {
        return name.to_string();
    }
    cpp::substitute(name, |k| {
        args.get(k + shift).and_then(|&a| const_text(ctx, p, a))
    })
}

/// The places a native is used: pattern index, location of the use.
pub type Uses = Vec<(usize, Option<Attr>)>;

/// Unresolved natives by kind and name: why, and where they are used.
type Unresolved = BTreeMap<(HookKind, String), (String, Uses)>;

/// What resolving one (kind, name) gave.
enum Outcome {
    Done(How),
    Unresolved(String),
}

/// Whether an expression can be evaluated: every function and method it
/// calls is known (or a user function), every name bound. Returns the
/// first thing that is not, and whether user functions are called.
fn check(e: &Expr, lib: &Library, scope: &mut Vec<String>, seen: &mut Seen) -> Result<(), String> {
    match e {
        Expr::Name(parts, targs) => {
            if parts.len() == 1 && targs.is_empty() && scope.contains(&parts[0]) {
                return Ok(());
            }
            let last = parts.last().map(String::as_str).unwrap_or("");
            if matches!(last, "max" | "min") && parts.iter().any(|p| p == "numeric_limits")
                || matches!(last, "kDynamic" | "kDynamicSize")
                || (parts.len() == 1 && eval::math_constant(last).is_some())
                || lib.classes.dialect.enum_case(parts).is_some()
            {
                return Ok(());
            }
            if lib.project_constant(&parts.join("::")).is_some() {
                seen.project = true;
                return Ok(());
            }
            Err(format!("unknown name `{}`", parts.join("::")))
        }
        Expr::Call(callee, args) => {
            for a in args {
                check(a, lib, scope, seen)?;
            }
            match &**callee {
                Expr::Name(parts, targs) => {
                    let full = parts.join("::");
                    let last = parts.last().map(String::as_str).unwrap_or("");
                    let class = if parts.len() >= 2 {
                        parts[parts.len() - 2].as_str()
                    } else {
                        ""
                    };
                    if parts.len() == 1 && calls::CASTS.contains(&last) {
                        for t in targs {
                            known_class(t, lib)?;
                        }
                    }
                    let dialect = &lib.classes.dialect;
                    let owner = parts[..parts.len().saturating_sub(1)].join("::");
                    let unqualified =
                        parts.len() == 1 || (parts.len() == 2 && parts[0] == "detail");
                    let known = unqualified
                        && (calls::KNOWN_FUNCTIONS.contains(&last)
                            || calls::CASTS.contains(&last)
                            || calls::BIT_ENUM_FUNCTIONS.contains(&last))
                        || (last == "get" && methods::KNOWN_CONSTRUCTORS.contains(&class))
                        || (last == "get" && calls::float_class(class).is_some())
                        || (last == "get" && parts.len() >= 2 && dialect.knows_class(&owner))
                        || dialect.enum_fn(last).is_some()
                        || (args.is_empty()
                            && (calls::is_builtin_class(last)
                                || matches!(last, "Value" | "Operation")
                                || dialect.knows_class(&full)));
                    if known {
                        if last == "get" && parts.len() >= 2 {
                            if let Some(d) = dialect.resolve_def(&owner) {
                                dialect.buildable(d)?;
                            }
                        }
                        return Ok(());
                    }
                    if last == "create"
                        && parts.len() >= 2
                        && lib
                            .classes
                            .class(&parts[..parts.len() - 1].join("::"))
                            .is_some()
                    {
                        return Ok(());
                    }
                    if lib.user_fn(&full).is_some() {
                        seen.user = true;
                        return Ok(());
                    }
                    if lib.project_function(&full).is_some() {
                        seen.project = true;
                        return Ok(());
                    }
                    Err(format!("unknown function `{}`", full))
                }
                Expr::Member(recv, name, targs, _) => {
                    check(recv, lib, scope, seen)?;
                    if name == "getDefiningOp" || name == "create" {
                        for t in targs {
                            known_class(t, lib)?;
                        }
                    }
                    if methods::KNOWN_METHODS.contains(&name.as_str())
                        || lib.classes.has_accessor(name)
                    {
                        Ok(())
                    } else if lib.has_project_method(name) {
                        seen.project = true;
                        Ok(())
                    } else {
                        Err(format!("unknown member function `{}`", name))
                    }
                }
                other => check(other, lib, scope, seen),
            }
        }
        Expr::Member(recv, name, _, _) if lib.has_project_method(name) => {
            seen.project = true;
            check(recv, lib, scope, seen)
        }
        Expr::Member(_, name, _, _) => Err(format!("member `{}` without a call", name)),
        Expr::Lambda(params, body) => {
            let n = scope.len();
            scope.extend(params.iter().cloned());
            let r = check(body, lib, scope, seen);
            scope.truncate(n);
            r
        }
        Expr::Index(a, b) | Expr::Binary(_, a, b) => {
            check(a, lib, scope, seen)?;
            check(b, lib, scope, seen)
        }
        Expr::Cast(t, a) if t.starts_with(char::is_uppercase) => {
            known_class(t, lib)?;
            check(a, lib, scope, seen)
        }
        Expr::Unary(_, a) | Expr::Cast(_, a) => check(a, lib, scope, seen),
        Expr::Cond(a, b, c) => {
            check(a, lib, scope, seen)?;
            check(b, lib, scope, seen)?;
            check(c, lib, scope, seen)
        }
        Expr::List(xs) => xs.iter().try_for_each(|x| check(x, lib, scope, seen)),
        _ => Ok(()),
    }
}

/// A class a cast or `getDefiningOp<T>` names must be known: a builtin
/// type or attribute class, a value class, or an ODS op class.
fn known_class(t: &str, lib: &Library) -> Result<(), String> {
    let base = t.rsplit("::").next().unwrap_or(t);
    if calls::is_builtin_class(base)
        || matches!(base, "Value" | "BlockArgument" | "OpResult" | "Operation")
        || lib.classes.resolve(t).is_some()
        || lib.classes.dialect.knows_class(t)
    {
        Ok(())
    } else {
        Err(format!("unknown class `{}`", t))
    }
}

/// Whether a snippet looks at use lists (`hasOneUse`, `use_empty`,
/// `getUsers`, ...), which an e-graph does not have: such natives run in
/// eqsat mode's greedy phase.
fn uses_use_lists(e: &Expr) -> bool {
    let mut found = false;
    e.visit(&mut |x| {
        if let Expr::Member(_, m, _, _) = x {
            found |= matches!(
                m.as_str(),
                "hasOneUse" | "use_empty" | "getUsers" | "hasNUses" | "hasNUsesOrMore"
            );
        }
    });
    found
}

/// Registers the evaluator for a parsed snippet under `name`.
fn register_eval(
    hooks: &mut Hooks,
    kind: HookKind,
    name: &str,
    expr: Expr,
    results: usize,
    lib: &Rc<Library>,
) {
    let has_self = expr.uses(&Placeholder::SelfValue);
    let source_call = kind == HookKind::Constraint && results > 0 && has_self;
    let expr = Rc::new(expr);
    let lib = Rc::clone(lib);
    match kind {
        HookKind::Constraint => {
            hooks.register_constraint(name, Signature::any(), move |view, args| {
                let mut env = Env {
                    site: Site::Match(view),
                    args,
                    has_self,
                    source_call,
                    outs: Vec::new(),
                    locals: Vec::new(),
                    lib: &lib,
                };
                let v = env.eval(&expr).ok()?;
                if source_call {
                    if !v.truthy() {
                        return None;
                    }
                    let outs = std::mem::take(&mut env.outs);
                    let view = env.view();
                    let mut r = Vec::with_capacity(results);
                    for i in 0..results {
                        r.push(to_pdl(view, outs.get(i).cloned().flatten()?).ok()?);
                    }
                    return Some(r);
                }
                if results == 0 {
                    return v.truthy().then(Vec::new);
                }
                let view = env.view();
                Some(vec![to_pdl(view, v).ok()?])
            })
        }
        HookKind::Rewrite => hooks.register_rewrite(name, Signature::any(), move |b, args| {
            let mut env = Env {
                site: Site::Rewrite(b),
                args,
                has_self,
                source_call: false,
                outs: Vec::new(),
                locals: Vec::new(),
                lib: &lib,
            };
            let v = env.eval(&expr).map_err(|e| e.0)?;
            let view = env.view();
            match results {
                0 => Ok(vec![]),
                1 => Ok(vec![to_pdl(view, v).map_err(|e| e.0)?]),
                n => {
                    let xs = match v {
                        V::List(xs) if xs.len() == n => xs,
                        _ => return Err(format!("expected {} results", n)),
                    };
                    xs.into_iter()
                        .map(|x| to_pdl(view, x).map_err(|e| e.0))
                        .collect()
                }
            }
        }),
    }
}

/// Where a pattern set comes from, for [`resolve`].
#[derive(Clone, Copy)]
pub struct Origin<'a> {
    /// The DRR patterns the set came from, if any (for def names and for
    /// dropping whole DRR patterns).
    pub drr: Option<&'a [DrrPattern]>,
    /// The ODS ops loaded with them, added to the op definitions.
    pub ods: Option<&'a OdsModel>,
    /// The op classes snippets may name (of every file loaded together).
    pub classes: &'a OpClasses,
}

/// Resolves the natives of `set` (see the module comment). `hooks` are
/// the user's (and any other set the caller wants, e.g. MLIR's test
/// natives); the op definitions of `origin`'s ODS are added to `ops`.
/// Natives that do not resolve are errors (or dropped patterns) only for
/// DRR sets; in other sets they are left to [`crate::compile`], which
/// reports hooks that are not registered.
pub fn resolve(
    ctx: &mut Context,
    set: &PatternSet,
    mut hooks: Hooks,
    origin: Origin<'_>,
    ops: &mut OpDefs,
    opts: &ResolveOptions,
) -> Result<Resolved, Vec<Diagnostic>> {
    let Origin { drr, ods, classes } = origin;
    crate::hooks::drr::register(&mut hooks);
    let mut lib = Library {
        classes: classes.clone(),
        projects: if opts.project_hooks {
            projects::scoped_for(set)
        } else {
            Vec::new()
        },
        ..Default::default()
    };
    for kind in [HookKind::Constraint, HookKind::Rewrite] {
        let names: Vec<String> = hooks.names(kind).map(String::from).collect();
        for n in names {
            let id = hooks.lookup(kind, &n).expect("listed");
            let f = match kind {
                HookKind::Constraint => UserFn::Constraint(hooks.constraint_fn(id)),
                HookKind::Rewrite => UserFn::Rewrite(hooks.rewrite_fn(id)),
            };
            lib.user.entry(n).or_insert(f);
        }
    }
    let lib = Rc::new(lib);
    // The DRR pattern (group) of each PDL pattern.
    let mut group_of = vec![None; set.patterns.len()];
    if let Some(d) = drr {
        for (g, p) in d.iter().enumerate() {
            for &v in &p.variants {
                if v < group_of.len() {
                    group_of[v] = Some(g);
                }
            }
        }
    }
    let mut out = set.clone();
    let mut how: BTreeMap<(HookKind, String), How> = BTreeMap::new();
    let mut unresolved: Unresolved = BTreeMap::new();
    let mut outcomes: BTreeMap<(HookKind, String), Option<String>> = BTreeMap::new();
    let mut records: Vec<Vec<NativeRecord>> = vec![Vec::new(); set.patterns.len()];
    for (pi, p) in set.patterns.iter().enumerate() {
        for c in calls_of(p) {
            let mut record = |name: &str, h: How| {
                records[pi].push(NativeRecord {
                    kind: c.kind,
                    written: c.name.clone(),
                    name: name.to_string(),
                    how: h,
                    implicit: false,
                })
            };
            // 0. Registered under its name.
            if hooks.lookup(c.kind, &c.name).is_some() {
                let h = *how
                    .entry((c.kind, c.name.clone()))
                    .or_insert(How::Registered);
                record(&c.name, h);
                continue;
            }
            // (a) A user hook named after the def.
            let def = drr
                .zip(group_of[pi])
                .and_then(|(d, g)| {
                    let want = match c.kind {
                        HookKind::Constraint => NativeKind::Constraint,
                        HookKind::Rewrite => NativeKind::Rewrite,
                    };
                    d[g].natives
                        .iter()
                        .find(|n| n.name == c.name && n.kind == want)
                })
                .and_then(|n| n.def.clone());
            if let Some(id) = def.as_deref().and_then(|d| hooks.lookup(c.kind, d)) {
                hooks.alias(&c.name, id);
                how.insert((c.kind, c.name.clone()), How::Def);
                record(&c.name, How::Def);
                continue;
            }
            // Constant text substituted.
            let name = substituted(ctx, p, &c.name, &c.args);
            if name != c.name {
                rename(&mut out.patterns[pi], c.node, &name);
            }
            let key = (c.kind, name.clone());
            let outcome = match outcomes.get(&key) {
                Some(o) => o.clone(),
                None => {
                    let o = match resolve_one(&mut hooks, c.kind, &name, c.results.len(), &lib) {
                        Outcome::Done(h) => {
                            how.insert(key.clone(), h);
                            None
                        }
                        Outcome::Unresolved(why) => Some(why),
                    };
                    outcomes.insert(key.clone(), o.clone());
                    o
                }
            };
            record(&name, how.get(&key).copied().unwrap_or(How::Unresolved));
            if let Some(why) = outcome {
                how.insert(key.clone(), How::Unresolved);
                let e = unresolved.entry(key).or_insert_with(|| (why, Vec::new()));
                e.1.push((pi, c.loc));
                let _ = &c.results;
            }
        }
    }
    // Implicit natives: result type inference of created ops.
    let implicit = infer::resolve_inference(ctx, set, drr, ods, &hooks, &lib, ops);
    for (name, uses) in implicit {
        how.insert((HookKind::Rewrite, name.clone()), How::Unresolved);
        for &(pi, _) in &uses {
            let r = &mut records[pi];
            if !r.iter().any(|x| x.implicit && x.name == name) {
                r.push(NativeRecord {
                    kind: HookKind::Rewrite,
                    written: name.clone(),
                    name: name.clone(),
                    how: How::Unresolved,
                    implicit: true,
                });
            }
        }
        let e = unresolved
            .entry((HookKind::Rewrite, name))
            .or_insert_with(|| {
                (
                    "the op's result types are computed by its C++ type inference".to_string(),
                    Vec::new(),
                )
            });
        e.1.extend(uses);
    }
    if drr.is_none() {
        unresolved.clear();
    }
    let bad_patterns: BTreeSet<usize> = unresolved
        .values()
        .flat_map(|(_, uses)| uses.iter().map(|u| u.0))
        .collect();
    if !bad_patterns.is_empty() && !opts.skip_unresolved {
        return Err(unresolved_errors(ctx, set, drr, &group_of, &unresolved));
    }
    // Drop every pattern of a DRR pattern that has a bad variant.
    let mut drop: BTreeSet<usize> = BTreeSet::new();
    let mut warnings = Vec::new();
    let mut warned: BTreeSet<Option<usize>> = BTreeSet::new();
    for &pi in &bad_patterns {
        let g = group_of[pi];
        let members: Vec<usize> = match (g, drr) {
            (Some(g), Some(d)) => d[g].variants.clone(),
            _ => vec![pi],
        };
        drop.extend(members);
        if g.is_none() || warned.insert(g) {
            let natives: Vec<String> = unresolved
                .iter()
                .filter(|(_, (_, uses))| {
                    uses.iter()
                        .any(|u| group_of[u.0] == g && (g.is_some() || u.0 == pi))
                })
                .map(|((k, n), _)| format!("{} `{}`", kind_str(*k), n))
                .collect();
            let (name, loc) = pattern_name_loc(set, drr, g, pi);
            warnings.push(diag_at_loc(
                ctx,
                loc,
                format!(
                    "pattern `{}` dropped: unresolved native {}",
                    name,
                    natives.join(", ")
                ),
            ));
            if let Some(w) = warnings.last_mut() {
                w.severity = Severity::Warning;
            }
        }
    }
    let kept: Vec<usize> = (0..set.patterns.len())
        .filter(|i| !drop.contains(i))
        .collect();
    let mut patterns = std::mem::take(&mut out.patterns);
    let set = PatternSet {
        patterns: kept
            .iter()
            .map(|&i| std::mem::take(&mut patterns[i]))
            .collect(),
    };
    Ok(Resolved {
        set,
        hooks,
        how,
        warnings,
        kept,
        records,
    })
}

fn kind_str(k: HookKind) -> &'static str {
    match k {
        HookKind::Constraint => "constraint",
        HookKind::Rewrite => "rewrite",
    }
}

fn pattern_name_loc(
    set: &PatternSet,
    drr: Option<&[DrrPattern]>,
    g: Option<usize>,
    pi: usize,
) -> (String, Option<Attr>) {
    let p = &set.patterns[pi];
    let name = match (g, drr) {
        (Some(g), Some(d)) => d[g].name.clone(),
        _ => p.name.clone().unwrap_or_else(|| format!("#{}", pi)),
    };
    (name, p.loc)
}

/// Renames the native node of a call.
fn rename(p: &mut Pattern, node: (bool, usize), name: &str) {
    match node {
        (true, i) => {
            if let MatchOp::NativeConstraint { name: n, .. } = &mut p.matcher[i].op {
                *n = name.to_string();
            }
        }
        (false, i) => {
            if let RewriteOp::NativeRewrite { name: n, .. } = &mut p.rewriter.body[i].op {
                *n = name.to_string();
            }
        }
    }
}

/// Whether the statements of a builder body can be run: every
/// expression passes [`check`] with the builder's parameters and the
/// body's locals in scope.
fn check_body(
    stmts: &[cppstmt::Stmt],
    lib: &Library,
    scope: &mut Vec<String>,
    user: &mut Seen,
) -> Result<(), String> {
    use cppstmt::Stmt;
    for s in stmts {
        match s {
            Stmt::Decl(_, name, init) => {
                if let Some(e) = init {
                    check(e, lib, scope, user)?;
                }
                scope.push(name.clone());
            }
            Stmt::Assign(_, e) | Stmt::Return(Some(e)) => check(e, lib, scope, user)?,
            Stmt::Return(None) => {}
            Stmt::If(c, then, other) => {
                check(c, lib, scope, user)?;
                for branch in [then, other] {
                    let n = scope.len();
                    let r = check_body(branch, lib, scope, user);
                    scope.truncate(n);
                    r?;
                }
            }
            Stmt::Expr(e) => match body::special(e) {
                Some(
                    body::Special::Build(args)
                    | body::Special::State(_, args)
                    | body::Special::Push(_, args)
                    | body::Special::Assert(args),
                ) => {
                    for a in args {
                        check(a, lib, scope, user)?;
                    }
                }
                None => check(e, lib, scope, user)?,
            },
        }
    }
    Ok(())
}

/// Whether a custom builder's body can be run (see [`check_body`]).
fn runnable_builder(b: &patsat_frontend::ods::Builder, lib: &Library) -> bool {
    if b.body.trim().is_empty() {
        return false;
    }
    let Ok(stmts) = cppstmt::parse_block(&b.body) else {
        return false;
    };
    let mut scope: Vec<String> = b.params.iter().map(|p| p.1.clone()).collect();
    scope.push("odsBuilder".to_string());
    check_body(&stmts, lib, &mut scope, &mut Seen::default()).is_ok()
}

/// `<ns>::<Op>::build` (the result types of an op DRR creates without
/// type deduction): the op's custom builders evaluated (see [`build`]),
/// when one of them has a body the evaluator runs, or the op's builder
/// is a shipped project builder.
fn register_build(hooks: &mut Hooks, name: &str, lib: &Rc<Library>) -> Option<How> {
    let class = name
        .strip_suffix("::build")
        .and_then(|c| lib.classes.class(c))?;
    let how = if lib.project_builder(&class.name).is_some() {
        How::Project
    } else if class.builders.iter().any(|b| runnable_builder(b, lib)) {
        How::Evaluated
    } else {
        return None;
    };
    let class = class.clone();
    let lib = Rc::clone(lib);
    hooks.register_rewrite(name, Signature::any(), move |b, args| {
        let mut env = Env {
            site: Site::Rewrite(b),
            args,
            has_self: false,
            source_call: false,
            outs: Vec::new(),
            locals: Vec::new(),
            lib: &lib,
        };
        let vals = args.iter().map(value::from_pdl).collect();
        let built = env.ods_build(&class, vals).map_err(|e| e.0)?;
        // DRR creates the op with the pattern's operands and attributes
        // and takes only the result types from here: a builder that builds
        // other operands or adds attributes would make another op.
        let given: Vec<patsat_ir::Value> = args
            .iter()
            .flat_map(|a| match a {
                PdlValue::Value(v) => vec![*v],
                PdlValue::ValueRange(vs) => vs.clone(),
                _ => Vec::new(),
            })
            .collect();
        let attrs_given = |x: &Attr| args.iter().any(|a| a.as_attr() == Some(*x));
        if built.operands != given || !built.attrs.iter().all(|(_, x)| attrs_given(x)) {
            return Err(format!(
                "the builder of `{}` builds other operands or attributes than the pattern gives",
                class.name
            ));
        }
        Ok(vec![PdlValue::TypeRange(built.types)])
    });
    Some(how)
}

/// Resolves one native name by the built-in table, then the evaluator.
fn resolve_one(
    hooks: &mut Hooks,
    kind: HookKind,
    name: &str,
    results: usize,
    lib: &Rc<Library>,
) -> Outcome {
    if hooks.lookup(kind, name).is_some() {
        return Outcome::Done(How::Registered);
    }
    if builtin::register(hooks, kind, name, results) {
        return Outcome::Done(How::Builtin);
    }
    if kind == HookKind::Rewrite {
        if let Some(how) = register_build(hooks, name, lib) {
            return Outcome::Done(how);
        }
    }
    let expr = match cppexpr::parse(name) {
        Ok(e) => e,
        Err(e) => return Outcome::Unresolved(format!("not in the C++ subset: {}", e)),
    };
    let mut seen = Seen::default();
    if let Err(why) = check(&expr, lib, &mut Vec::new(), &mut seen) {
        return Outcome::Unresolved(why);
    }
    let uses_users = uses_use_lists(&expr);
    register_eval(hooks, kind, name, expr, results, lib);
    if uses_users {
        hooks.mark_greedy_only(kind, name);
    }
    Outcome::Done(if seen.user {
        How::UserCall
    } else if seen.project {
        How::Project
    } else {
        How::Evaluated
    })
}

/// The error of each unresolved native: where it is used, why, and a
/// Rust stub registering it.
fn unresolved_errors(
    ctx: &mut Context,
    set: &PatternSet,
    drr: Option<&[DrrPattern]>,
    group_of: &[Option<usize>],
    unresolved: &Unresolved,
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for ((kind, name), (why, uses)) in unresolved {
        let first = uses.first().and_then(|u| u.1);
        let stub = stub(*kind, name);
        let mut d = diag_at_loc(
            ctx,
            first,
            format!(
                "unresolved native {} `{}`: {}; register it as a hook:\n{}",
                kind_str(*kind),
                name,
                why,
                stub
            ),
        );
        let mut seen = BTreeSet::new();
        for &(pi, loc) in uses {
            let g = group_of.get(pi).copied().flatten();
            let (pname, ploc) = pattern_name_loc(set, drr, g, pi);
            if !seen.insert(pname.clone()) {
                continue;
            }
            let mut n = diag_at_loc(ctx, ploc.or(loc), format!("used by pattern `{}`", pname));
            n.severity = Severity::Note;
            d.notes.push(n);
        }
        out.push(d);
    }
    out
}

/// A Rust stub registering a native: by the called function's name when
/// the snippet is one call of an unknown function (step (d)), else by the
/// snippet's name.
fn stub(kind: HookKind, name: &str) -> String {
    // An op's type inference: a constraint on the operands and attributes.
    if name.ends_with("::inferReturnTypes") {
        return format!(
            "    hooks.register_constraint({:?}, Signature::any(), |view, args| {{ \
             /* args: the operands (range), the attributes (dictionary) */ \
             Some(vec![PdlValue::TypeRange(vec![/* result types */])]) }});",
            name
        );
    }
    if name.ends_with("::build") {
        return format!(
            "    hooks.register_rewrite({:?}, Signature::any(), |rewriter, args| {{ \
             /* args: the operands, then the attributes */ \
             Ok(vec![PdlValue::TypeRange(vec![/* result types */])]) }});",
            name
        );
    }
    let (reg, args) = match kind {
        HookKind::Constraint => ("register_constraint", "view, args"),
        HookKind::Rewrite => ("register_rewrite", "rewriter, args"),
    };
    let callee = match cppexpr::parse(name) {
        Ok(Expr::Call(c, _)) => match *c {
            Expr::Name(parts, _) => Some(parts.join("::")),
            _ => None,
        },
        _ => None,
    };
    let target = callee.unwrap_or_else(|| name.to_string());
    let body = match kind {
        HookKind::Constraint => "Some(vec![]) /* holds; None fails */",
        HookKind::Rewrite => "Ok(vec![/* results */])",
    };
    format!(
        "    hooks.{}({:?}, Signature::any(), |{}| {{ {} }});",
        reg, target, args, body
    )
}

/// Evaluates a snippet once outside any pattern (for tests and for
/// default values): `args` as placeholders (`$_self` first when used).
pub fn eval_snippet(
    view: &mut dyn crate::view::MatchView,
    text: &str,
    args: &[PdlValue],
    lib: &Library,
) -> Result<PdlValue, String> {
    let e = cppexpr::parse(text).map_err(|e| e.0)?;
    let has_self = e.uses(&Placeholder::SelfValue);
    let mut env = Env {
        site: Site::Match(view),
        args,
        has_self,
        source_call: false,
        outs: Vec::new(),
        locals: Vec::new(),
        lib,
    };
    let v = env.eval(&e).map_err(|e| e.0)?;
    let view = env.view();
    to_pdl(view, v).map_err(|e| e.0)
}

/// How a native would resolve without user hooks (steps (b) and (c)):
/// for reports and tests. `results` is the number of PDL results of the
/// call; `ods` gives the op classes snippets may name.
pub fn how_resolved(
    kind: HookKind,
    name: &str,
    results: usize,
    ods: Option<&OdsModel>,
) -> Result<How, String> {
    let mut lib = Library::default();
    if let Some(m) = ods {
        lib.classes = OpClasses::from_ods(m);
    }
    let lib = Rc::new(lib);
    let mut hooks = Hooks::new();
    match resolve_one(&mut hooks, kind, name, results, &lib) {
        Outcome::Done(h) => Ok(h),
        Outcome::Unresolved(why) => Err(why),
    }
}
