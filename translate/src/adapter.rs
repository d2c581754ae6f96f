//! Compiled patterns as the greedy driver's patterns: each one is a
//! `patsat_greedy::RewritePattern` of kind PDL with its benefit, matched
//! before any rewrite of the visited op (as MLIR's PDL matcher runs), then
//! matched again and rewritten through the driver's `Rewriter`. A group of
//! patterns ([`NativeGroup`], one DRR pattern and its variants) is one
//! pattern of kind native instead, as the C++ mlir-tblgen generates: it is
//! tried in the order it was added (the record order of its file) among
//! patterns of equal benefit, and rewrites with its first variant that
//! matches and passes its guards (a variant that swaps an `either` needs
//! the `either`'s probe to fail where the written order was tried, see
//! `patsat_frontend::drr::Guard`).

use crate::hooks::Hooks;
use crate::machine::Machine;
use crate::ops::OpDefs;
use crate::program::{CompiledPattern, Reg};
use crate::view::{IrView, MatchView};
use crate::CompiledSet;
use patsat_frontend::drr::Guard;
use patsat_frontend::pattern::PatternSet;
use patsat_greedy::{
    apply_patterns_greedily, FrozenPatterns, GreedyResult, GreedyRewriteConfig, OpInfoRegistry,
    PatternKind, RewritePattern, Rewriter,
};
use patsat_ir::{Attr, AttrKind, Context, Diagnostic, Ir, LocKind, Module, OpId};
use std::cell::RefCell;
use std::rc::Rc;

/// What the patterns of one set share: the hooks and op definitions they
/// were compiled against, one machine, and the errors of failed rewrites.
#[derive(Debug)]
pub struct Runtime {
    /// The native hooks.
    pub hooks: Hooks,
    /// Op definitions (inherent attributes, type inference).
    pub ops: OpDefs,
    machine: RefCell<Machine>,
    errors: RefCell<Vec<String>>,
}

impl Runtime {
    /// A runtime over these hooks and op definitions.
    pub fn new(hooks: Hooks, ops: OpDefs) -> Rc<Self> {
        Rc::new(Runtime {
            hooks,
            ops,
            machine: RefCell::new(Machine::new()),
            errors: RefCell::new(Vec::new()),
        })
    }

    /// The errors of rewrites that failed half-way (a native rewrite
    /// returned an error, type inference failed), in order. MLIR aborts
    /// the process in these cases; the IR is left as the rewrite left it.
    pub fn take_errors(&self) -> Vec<String> {
        std::mem::take(&mut self.errors.borrow_mut())
    }
}

/// One compiled pattern, driven by the greedy driver.
#[derive(Debug)]
pub struct GreedyPattern {
    pattern: CompiledPattern,
    rt: Rc<Runtime>,
}

impl GreedyPattern {
    /// The compiled pattern.
    pub fn compiled(&self) -> &CompiledPattern {
        &self.pattern
    }
}

impl RewritePattern for GreedyPattern {
    /// PDL patterns have no debug name in MLIR (traces show an empty one).
    fn name(&self) -> &str {
        ""
    }
    fn root(&self) -> Option<&str> {
        self.pattern.root.as_deref()
    }
    fn benefit(&self) -> u16 {
        self.pattern.benefit
    }
    fn kind(&self) -> PatternKind {
        PatternKind::Pdl
    }
    fn matches(&self, op: OpId, ir: &Ir, ctx: &mut Context) -> bool {
        let mut view = IrView { ir, ctx };
        self.rt
            .machine
            .borrow_mut()
            .run_match(&self.pattern, &mut view, &self.rt.hooks, op)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let matched = {
            let mut m = self.rt.machine.borrow_mut();
            m.run_match(&self.pattern, rw, &self.rt.hooks, op)
        };
        if matched {
            rewrite_matched(&self.rt, &self.pattern, rw);
        }
        matched
    }
}

/// MLIR's `FusedLoc::get` without metadata: nested fused locations are
/// flattened, unknown ones dropped, duplicates removed (first kept); no
/// location left is `unknown`, one is itself.
pub fn fused_loc(ctx: &mut Context, locs: &[Attr]) -> Attr {
    let mut flat: Vec<Attr> = Vec::with_capacity(locs.len());
    for &l in locs {
        let parts = match ctx.attr_kind(l) {
            AttrKind::Location(LocKind::Fused {
                metadata: None,
                locs,
            }) => locs.clone(),
            AttrKind::Location(LocKind::Unknown) => vec![],
            _ => vec![l],
        };
        for p in parts {
            if !flat.contains(&p) {
                flat.push(p);
            }
        }
    }
    match flat.as_slice() {
        [] => ctx.unknown_loc(),
        [one] => *one,
        _ => ctx.attr(AttrKind::Location(LocKind::Fused {
            metadata: None,
            locs: flat,
        })),
    }
}

/// Patterns of a set that form one native pattern (a DRR pattern's
/// variants), with the pattern's name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NativeGroup {
    /// The name (the C++ pattern's).
    pub name: String,
    /// Indices of the patterns, tried in this order.
    pub members: Vec<usize>,
    /// The guards of each member (by position in `members`; missing =
    /// none): the member matches only when none of their probes matches.
    pub guards: Vec<Vec<Guard>>,
    /// The probe of each `either` site: its patterns (indices into the
    /// probe set) with their own guards.
    pub probes: Vec<Vec<(usize, Vec<Guard>)>>,
}

/// A compiled pattern with its guards: (register of the op holding the
/// `either`, site).
#[derive(Debug)]
struct Guarded {
    pattern: CompiledPattern,
    guards: Vec<(Reg, usize)>,
}

impl Guarded {
    fn new(pattern: CompiledPattern, guards: &[Guard]) -> Result<Self, String> {
        let guards = guards
            .iter()
            .map(|g| {
                let r = pattern.value_regs.get(g.parent.index()).copied().flatten();
                r.map(|r| (r, g.site)).ok_or_else(|| {
                    format!(
                        "pattern `{}`: the op holding `either` site {} is not matched",
                        pattern.name, g.site
                    )
                })
            })
            .collect::<Result<_, _>>()?;
        Ok(Guarded { pattern, guards })
    }
}

/// A group of compiled patterns driven as one native pattern.
#[derive(Debug)]
pub struct GroupPattern {
    name: String,
    members: Vec<Guarded>,
    probes: Vec<Vec<Guarded>>,
    rt: Rc<Runtime>,
}

impl GroupPattern {
    /// Whether `g` matched by `m` passes its guards: no probe of a swapped
    /// `either` matches at the op holding it.
    fn guards_pass(&self, g: &Guarded, m: &Machine, view: &mut dyn MatchView) -> bool {
        let held: Vec<(OpId, usize)> = (g.guards.iter())
            .filter_map(|&(r, site)| Some((m.op_at(r)?, site)))
            .collect();
        !held
            .into_iter()
            .any(|(op, site)| self.probe(site, op, view))
    }

    /// Whether the probe of `either` site `site` matches at `op` (the
    /// written order's sub-match succeeds there).
    fn probe(&self, site: usize, op: OpId, view: &mut dyn MatchView) -> bool {
        let Some(variants) = self.probes.get(site) else {
            return false;
        };
        variants.iter().any(|g| {
            let mut m = Machine::new();
            m.run_match(&g.pattern, view, &self.rt.hooks, op) && self.guards_pass(g, &m, view)
        })
    }
}

impl RewritePattern for GroupPattern {
    fn name(&self) -> &str {
        &self.name
    }
    fn root(&self) -> Option<&str> {
        self.members.first().and_then(|g| g.pattern.root.as_deref())
    }
    fn benefit(&self) -> u16 {
        self.members.first().map_or(0, |g| g.pattern.benefit)
    }
    fn kind(&self) -> PatternKind {
        PatternKind::Native
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let pattern = {
            let mut m = self.rt.machine.borrow_mut();
            self.members.iter().find(|g| {
                m.run_match(&g.pattern, rw, &self.rt.hooks, op) && self.guards_pass(g, &m, rw)
            })
        };
        match pattern {
            Some(g) => {
                rewrite_matched(&self.rt, &g.pattern, rw);
                true
            }
            None => false,
        }
    }
}

/// Runs the rewrite of `p`, just matched by the runtime's machine; a
/// failure is recorded in the runtime's errors.
fn rewrite_matched(rt: &Runtime, p: &CompiledPattern, rw: &mut Rewriter<'_>) {
    let mut m = rt.machine.borrow_mut();
    let locs: Vec<Attr> = (p.loc_ops.iter())
        .filter_map(|&r| m.op_at(r))
        .map(|o| rw.ir.op_loc(o))
        .collect();
    let loc = fused_loc(rw.ctx, &locs);
    if let Err(e) = m.run_rewrite(p, rw, &rt.hooks, &rt.ops, loc) {
        let who = if p.name.is_empty() {
            format!("pattern #{}", p.index)
        } else {
            format!("pattern `{}`", p.name)
        };
        rt.errors.borrow_mut().push(format!("{}: {}", who, e));
    }
}

/// The patterns of a compiled set as greedy patterns, in the order MLIR's
/// PDL matcher records them (the greedy driver keeps that order among
/// equal benefits).
pub fn greedy_patterns(set: &CompiledSet, rt: &Rc<Runtime>) -> Vec<Box<dyn RewritePattern>> {
    set.record_order
        .iter()
        .map(|&i| {
            Box::new(GreedyPattern {
                pattern: set.patterns[i].clone(),
                rt: Rc::clone(rt),
            }) as Box<dyn RewritePattern>
        })
        .collect()
}

/// A pattern set ready for the greedy driver: compiled once, frozen in
/// MLIR's order, with the runtime its natives run in.
pub struct GreedySet {
    /// The patterns as the driver orders them.
    pub frozen: FrozenPatterns,
    /// Hooks, op definitions and rewrite errors.
    pub runtime: Rc<Runtime>,
    /// The name of each frozen pattern (`#N` for unnamed pattern `N`).
    pub names: Vec<String>,
}

impl std::fmt::Debug for GreedySet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GreedySet")
            .field("names", &self.names)
            .finish()
    }
}

impl GreedySet {
    /// Compiles `set` against `hooks` and `ops` (all errors are returned).
    pub fn new(
        ctx: &mut Context,
        set: &PatternSet,
        hooks: Hooks,
        ops: OpDefs,
    ) -> Result<Self, Vec<Diagnostic>> {
        Self::with_groups(ctx, set, hooks, ops, &[], &PatternSet::default())
    }

    /// Compiles `set` as [`GreedySet::new`] does; the patterns of each
    /// group become one native pattern (added in the order of `groups`,
    /// after the PDL patterns), whose guards run the groups' probes, the
    /// patterns of `probes`.
    pub fn with_groups(
        ctx: &mut Context,
        set: &PatternSet,
        hooks: Hooks,
        ops: OpDefs,
        groups: &[NativeGroup],
        probes: &PatternSet,
    ) -> Result<Self, Vec<Diagnostic>> {
        let compiled = crate::compile(ctx, set, &hooks, &ops)?;
        let probes = crate::compile(ctx, probes, &hooks, &ops)?;
        let guarded = |p: &CompiledPattern, guards: Option<&Vec<Guard>>| {
            Guarded::new(p.clone(), guards.map_or(&[][..], |g| g.as_slice()))
                .map_err(|e| vec![Diagnostic::bare(patsat_ir::Severity::Error, "", e)])
        };
        let runtime = Runtime::new(hooks, ops);
        let grouped: std::collections::BTreeSet<usize> = groups
            .iter()
            .flat_map(|g| g.members.iter().copied())
            .collect();
        let mut patterns: Vec<Box<dyn RewritePattern>> = Vec::new();
        let mut names = Vec::new();
        for &i in &compiled.record_order {
            if grouped.contains(&i) {
                continue;
            }
            patterns.push(Box::new(GreedyPattern {
                pattern: compiled.patterns[i].clone(),
                rt: Rc::clone(&runtime),
            }));
            names.push(match compiled.patterns[i].name.as_str() {
                "" => format!("#{}", i),
                n => n.to_string(),
            });
        }
        for g in groups {
            let mut members = Vec::new();
            for (k, &i) in g.members.iter().enumerate() {
                members.push(guarded(&compiled.patterns[i], g.guards.get(k))?);
            }
            let mut sites = Vec::new();
            for site in &g.probes {
                let mut variants = Vec::new();
                for (i, guards) in site {
                    variants.push(guarded(&probes.patterns[*i], Some(guards))?);
                }
                sites.push(variants);
            }
            patterns.push(Box::new(GroupPattern {
                name: g.name.clone(),
                members,
                probes: sites,
                rt: Rc::clone(&runtime),
            }));
            names.push(g.name.clone());
        }
        Ok(GreedySet {
            frozen: FrozenPatterns::new(patterns),
            runtime,
            names,
        })
    }

    /// Runs the greedy driver on the body region of `module`'s top-level
    /// op, as `mlir-opt --test-pdl-bytecode-pass` does. Returns the
    /// driver's result, or the errors of rewrites that failed half-way
    /// (the IR is then as they left it; MLIR aborts in that case).
    pub fn apply(
        &self,
        ctx: &mut Context,
        module: &mut Module,
        registry: &OpInfoRegistry,
        config: &GreedyRewriteConfig,
        trace: bool,
    ) -> Result<GreedyResult, Vec<String>> {
        let body = module.ir.regions(module.top)[0];
        self.apply_to_region(ctx, &mut module.ir, body, registry, config, trace)
    }

    /// Runs the greedy driver on one region (its parent op is not touched).
    pub fn apply_to_region(
        &self,
        ctx: &mut Context,
        ir: &mut patsat_ir::Ir,
        region: patsat_ir::RegionId,
        registry: &OpInfoRegistry,
        config: &GreedyRewriteConfig,
        trace: bool,
    ) -> Result<GreedyResult, Vec<String>> {
        let res = apply_patterns_greedily(ir, ctx, region, &self.frozen, registry, config, trace);
        let errors = self.runtime.take_errors();
        if errors.is_empty() {
            Ok(res)
        } else {
            Err(errors)
        }
    }
}
