//! Loaded pattern files made ready to compile ([`prepare`]): their
//! natives resolved ([`crate::natives`]), the op definitions of their ODS
//! added to the built-in ones, and each DRR pattern's PDL variants grouped
//! into one native pattern for the greedy driver (as mlir-tblgen generates
//! one C++ pattern per DRR pattern).

use crate::adapter::NativeGroup;
use crate::hooks::{HookKind, Hooks};
use crate::load::Loaded;
use crate::natives::{self, How, ResolveOptions};
use crate::ops::OpDefs;
use patsat_frontend::ods::OdsModel;
use patsat_frontend::pattern::PatternSet;
use patsat_ir::{Context, Diagnostic};
use std::collections::BTreeMap;

/// Patterns ready to compile.
pub struct Prepared {
    /// All patterns, file after file.
    pub set: PatternSet,
    /// The hooks their natives resolved to.
    pub hooks: Hooks,
    /// Op definitions (built-in and from the files' ODS).
    pub ops: OpDefs,
    /// The DRR patterns, as groups of indices into [`Prepared::set`].
    pub groups: Vec<NativeGroup>,
    /// The probes of the groups' `either`s (never applied themselves).
    pub probes: PatternSet,
    /// Warnings (loader warnings, dropped patterns).
    pub warnings: Vec<Diagnostic>,
    /// How each native was resolved.
    pub how: BTreeMap<(HookKind, String), How>,
    /// For each pattern of the input files (file after file, dropped
    /// patterns included), its natives and how each resolved.
    pub records: Vec<Vec<natives::NativeRecord>>,
    /// The ODS ops of the DRR files (for the driver's op facts).
    pub ods: Vec<OdsModel>,
    /// The ODS ops of the `.td` files PDLL pattern files include. Eqsat
    /// mode takes their purity; greedy mode does not, because MLIR's
    /// driver knows only registered ops (a test dialect described in a
    /// `.td` stays unregistered there).
    pub include_ods: Vec<OdsModel>,
}

impl Prepared {
    /// The greedy driver's op facts: the upstream dialects, and the ODS
    /// ops of the DRR files (purity, traits).
    pub fn registry(&self) -> patsat_greedy::OpInfoRegistry {
        let mut r = patsat_greedy::dialects::upstream_registry();
        for m in &self.ods {
            patsat_greedy::ods_facts::add_ods_ops(&mut r, m);
        }
        r
    }

    /// [`Prepared::registry`] with the op facts of the `.td` files PDLL
    /// pattern files include (eqsat mode's purity).
    pub fn registry_with_includes(&self) -> patsat_greedy::OpInfoRegistry {
        let mut r = self.registry();
        for m in &self.include_ods {
            patsat_greedy::ods_facts::add_ods_ops(&mut r, m);
        }
        r
    }

    /// Moves the inherent attributes of the DRR files' ODS ops in
    /// `module` to their properties (see [`adopt_properties`]).
    pub fn adopt_properties(&self, ctx: &mut Context, module: &mut patsat_ir::Module) {
        adopt_properties(ctx, module, &self.ods)
    }

    /// The patterns compiled for the greedy driver (DRR patterns as
    /// native patterns).
    pub fn greedy(self, ctx: &mut Context) -> Result<crate::GreedySet, Vec<Diagnostic>> {
        crate::GreedySet::with_groups(
            ctx,
            &self.set,
            self.hooks,
            self.ops,
            &self.groups,
            &self.probes,
        )
    }
}

impl std::fmt::Debug for Prepared {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Prepared")
            .field("groups", &self.groups)
            .field("how", &self.how)
            .finish()
    }
}

/// Resolves the natives of loaded files against `hooks` (the user's; the
/// DRR intrinsics are added) and collects op definitions and DRR groups.
pub fn prepare(
    ctx: &mut Context,
    files: Vec<Loaded>,
    hooks: Hooks,
    opts: &ResolveOptions,
) -> Result<Prepared, Vec<Diagnostic>> {
    let mut out = Prepared {
        set: PatternSet::default(),
        hooks,
        ops: OpDefs::builtin(ctx),
        groups: Vec::new(),
        probes: PatternSet::default(),
        warnings: Vec::new(),
        how: BTreeMap::new(),
        records: Vec::new(),
        ods: Vec::new(),
        include_ods: Vec::new(),
    };
    let mut errors = Vec::new();
    // Snippets of any file may name the op classes of every file.
    let mut classes = crate::natives::classes::OpClasses::default();
    for f in &files {
        if let Some(d) = &f.drr {
            classes.add(&d.ods);
        }
    }
    for f in files {
        out.warnings.extend(f.warnings);
        out.include_ods.extend(f.ods);
        let drr = f.drr.as_ref();
        let hooks = std::mem::take(&mut out.hooks);
        // The probes of `either`s are resolved with their patterns (one
        // set: their natives are renamed alike, and dropped with them).
        let n = f.set.patterns.len();
        let (set, patterns) = match drr {
            Some(d) if !d.probes.patterns.is_empty() => {
                let mut set = f.set.clone();
                set.patterns.extend(d.probes.patterns.iter().cloned());
                let mut patterns = d.patterns.clone();
                for p in &mut patterns {
                    let probes = p.probes.iter().flatten().map(|&i| n + i);
                    p.variants.extend(probes);
                }
                (std::borrow::Cow::Owned(set), Some(patterns))
            }
            _ => (std::borrow::Cow::Borrowed(&f.set), None),
        };
        let r = natives::resolve(
            ctx,
            &set,
            hooks,
            natives::Origin {
                drr: patterns
                    .as_deref()
                    .or_else(|| drr.map(|d| d.patterns.as_slice())),
                ods: drr.map(|d| &d.ods),
                classes: &classes,
            },
            &mut out.ops,
            opts,
        );
        let r = match r {
            Ok(r) => r,
            Err(d) => {
                errors.extend(d);
                out.records.extend(vec![Vec::new(); f.set.patterns.len()]);
                // Keep going to report every file's problems.
                let mut h = Hooks::new();
                crate::hooks::drr::register(&mut h);
                out.hooks = h;
                continue;
            }
        };
        out.hooks = r.hooks;
        out.warnings.extend(r.warnings);
        out.how.extend(r.how);
        out.records.extend(r.records.into_iter().take(n));
        let base = out.set.patterns.len();
        let probe_base = out.probes.patterns.len();
        // Indices of kept patterns (and probes) in the new sets.
        let mut new_index: BTreeMap<usize, usize> = BTreeMap::new();
        let mut new_probe: BTreeMap<usize, usize> = BTreeMap::new();
        for (p, &old) in r.set.patterns.into_iter().zip(&r.kept) {
            if old < n {
                new_index.insert(old, base + new_index.len());
                out.set.patterns.push(p);
            } else {
                new_probe.insert(old - n, probe_base + new_probe.len());
                out.probes.patterns.push(p);
            }
        }
        if let Some(d) = drr {
            for p in &d.patterns {
                let mut group = NativeGroup {
                    name: p.name.clone(),
                    ..Default::default()
                };
                for (v, guards) in p.variants.iter().zip(&p.guards) {
                    if let Some(&i) = new_index.get(v) {
                        group.members.push(i);
                        group.guards.push(guards.clone());
                    }
                }
                for site in &p.probes {
                    let kept = site.iter().filter_map(|&i| {
                        let g = d.probe_guards.get(i).cloned().unwrap_or_default();
                        Some((*new_probe.get(&i)?, g))
                    });
                    group.probes.push(kept.collect());
                }
                if !group.members.is_empty() {
                    out.groups.push(group);
                }
            }
        }
        if let Some(d) = f.drr {
            out.ods.push(d.ods);
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

/// Moves the inherent attributes of the ops of `ods` from the
/// discardable dictionary of `module`'s ops to their properties, as MLIR's
/// parser does for registered ops (`"dt.op"() {a = 1}` holds `a` as a
/// property when `a` is one of `dt.op`'s ODS arguments), and gives an op
/// without a default-valued attribute its default (MLIR's generated
/// `populateDefaultProperties`).
pub fn adopt_properties(ctx: &mut Context, module: &mut patsat_ir::Module, ods: &[OdsModel]) {
    if ods.is_empty() {
        return;
    }
    let lib = crate::natives::Library::default();
    let mut defaults: BTreeMap<String, Vec<(String, patsat_ir::Attr)>> = BTreeMap::new();
    let mut ops = Vec::new();
    module.ir.walk_pre(module.top, &mut |o| ops.push(o));
    for o in ops {
        let name = ctx.op_name_str(module.ir.op_name(o)).to_string();
        let Some(def) = ods.iter().find_map(|m| m.op(&name)) else {
            continue;
        };
        if !defaults.contains_key(&name) {
            let d = def
                .attributes
                .iter()
                .filter_map(|a| {
                    Some((
                        a.name.clone(),
                        crate::natives::infer::default_value(ctx, a, &lib)?,
                    ))
                })
                .collect();
            defaults.insert(name.clone(), d);
        }
        let inherent = crate::natives::infer::inherent_names(def);
        let entries = match ctx.attr_kind(module.ir.attrs(o)) {
            patsat_ir::AttrKind::Dictionary(e) => e.clone(),
            _ => Vec::new(),
        };
        let (moved, kept): (Vec<_>, Vec<_>) =
            entries.into_iter().partition(|e| inherent.contains(&e.0));
        let mut props = match module.ir.props(o).map(|p| ctx.attr_kind(p).clone()) {
            Some(patsat_ir::AttrKind::Dictionary(e)) => e,
            _ => Vec::new(),
        };
        let before = props.len();
        props.extend(moved.iter().cloned());
        for (n, d) in &defaults[&name] {
            if !props.iter().any(|p| &p.0 == n) {
                props.push((n.clone(), *d));
            }
        }
        if moved.is_empty() && props.len() == before {
            continue;
        }
        let (Ok(p), Ok(a)) = (ctx.dict_attr(props), ctx.dict_attr(kept)) else {
            continue;
        };
        module.ir.set_props(o, Some(p));
        module.ir.set_attrs(o, a);
    }
}
