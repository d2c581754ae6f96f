//! DRR: the TableGen records deriving from `Pattern` (and `Pat`) lowered
//! to the PDL-shaped [`PatternSet`], as `mlir-tblgen -gen-rewriters`
//! reads them: patterns in record-name order (anonymous `def :` records
//! are `anonymous_N` and get the C++ names `GeneratedConvert<k>`), benefit
//! = number of ops in the source dag + `addBenefit`, and mlir-tblgen's
//! errors, at the pattern record, for the inputs it rejects (the first one
//! stops the run, as it does).
//!
//! * [`tree`] takes the records apart, [`pred`] renders constraint
//!   predicates as MLIR does, [`cpp`] turns C++ snippets into native
//!   names, [`symbols`] is DRR's symbol table.
//! * [`lower`] holds the state of one pattern; [`source`] lowers the
//!   source dag and additional constraints to matcher nodes, [`result`]
//!   the result and supplemental dags to rewriter nodes; [`compact`]
//!   drops unused type variables.
//! * [`summary`] lists the patterns and the natives each needs;
//!   [`catalogue`] counts the natives of many files and tells which come
//!   from LLVM's core ODS definitions.
//!
//! # Natives
//!
//! Every C++ snippet becomes a native constraint (source side) or native
//! rewrite (result side) named by the snippet's *normalized* text
//! ([`cpp::normalize`]), with placeholders kept: `$_self`, `$0`... Its
//! arguments, in order: `$_self` (when the snippet is a constraint's
//! condition or a source-side `NativeCodeCall`), then `$0`, `$1`, ... The
//! original text and the location of the record that holds it are kept in
//! [`NativeUse`]. Special cases:
//! * a type constraint's `$_self` is the operand's `!pdl.type`, an
//!   attribute constraint's the `!pdl.attribute`;
//! * a source-side `NativeCodeCall` is called with the *operand* whose
//!   defining op is its `$_self` (PDL constraints cannot return ops, so the
//!   native looks the op up, and fails when there is none) and returns its
//!   arguments (out-parameters: attributes for attribute constraints, else
//!   values);
//! * `ConstantAttr<A, "v">` is the constant builder of `A` (a rewrite, or
//!   a constraint `$_self == <builder>` in the source) with `$0` = the
//!   string `"v"`, so one native serves every constant of a kind; enum
//!   cases likewise with their integer value;
//! * a default-valued attribute of a matched op is read with the default
//!   built by the attribute's constant builder (a constraint returning an
//!   attribute);
//! * an op whose result types no trait, root or `returnType` gives, and
//!   that does not implement `InferTypeOpInterface`, is built with the
//!   types returned by the native rewrite `<namespace>::<Op>::build`
//!   (called with its operands and attributes), standing for the C++
//!   builder that deduces them; an op that declares `InferTypeOpInterface`
//!   is created without result types, and its type inference is listed as
//!   the implicit native `<namespace>::<Op>::inferReturnTypes`.
//!
//! DRR semantics PDL cannot state are DRR *intrinsics*, natives whose
//! names start with `drr.` and that every consumer provides (patsat's are
//! `patsat_translate::hooks::drr`; the other natives are resolved by
//! `patsat_translate::natives`):
//!
//! | name | kind | arguments → results | meaning |
//! |---|---|---|---|
//! | `drr.attr` | constraint | op, name → attr | the attribute or null; never fails |
//! | `drr.attr_or` | constraint | op, name, default → attr | the attribute or the default; never fails |
//! | `drr.type_of` | both | value (range) → type (range) | the value's type |
//! | `drr.attr_type` | both | attr → type | a typed attribute's type |
//! | `drr.first_type` | rewrite | values and ranges → type | the type of the first value (`SameOperandsAndResultType` with a variadic first operand) |
//! | `drr.operand_segment_sizes` | rewrite | one range per operand group → attr | `DenseI32ArrayAttr` of the group sizes |
//! | `drr.set_location` | rewrite | op, sources..., [name] → () | sets the op's location: one source's, fused ones (with the name as metadata), or a `NameLoc` |
//!
//! When an op is created, a null attribute argument is left out (DRR
//! adds attributes only when non-null).
//!
//! # Patterns
//!
//! One DRR pattern may become several PDL patterns ("variants", named
//! `Name`, `Name__1`, ...): an operand matched by a nested op with `N`
//! results may be any of them (one variant per result), and `either`
//! tries both operand orders (first the written order). An operand
//! matched by a nested op with variable-length results is any of them in
//! one pattern (`MatchOp::AnyResult`, which PDL has no form for; see
//! `docs/drr-extensions.md`).
//!
//! `either` commits, as the C++ mlir-tblgen generates does: its two
//! operands' sub-matches (the nested ops with everything inside them:
//! attributes, constraints on operands, nested `either`s) run in the
//! written order, and only when they fail in the swapped order; once one
//! order succeeded, every later failure (a later operand or op, an
//! additional constraint, the equality of operands bound to one name,
//! which mlir-tblgen checks after the whole dag) fails the pattern. A
//! variant that swaps an `either` therefore carries a [`Guard`]: it
//! matches only when the `either`'s *probe* — the op holding it matched
//! with just the `either`'s operands in the written order — does not
//! match. Probes are patterns of their own ([`DrrSet::probes`]), guarded
//! the same way for the `either`s inside them. PDL has no committed
//! choice: the PDL `--emit pdl` writes holds the variants only, so it
//! tries the swapped order after any failure (as MLIR's PDL interpreter
//! does with it).
//!
//! ```no_run
//! use patsat_frontend::drr;
//! let mut ctx = patsat_ir::Context::new();
//! let opts = drr::Options { include_dirs: vec!["include".into()], ..Default::default() };
//! let set = drr::load("Patterns.td".as_ref(), &opts, &mut ctx).map_err(|d| d[0].to_string()).unwrap();
//! print!("{}", drr::summary::summary(&set));
//! ```

pub mod catalogue;
pub mod compact;
pub mod cpp;
pub mod cppexpr;
pub mod cppstmt;
pub mod lower;
pub mod pred;
pub mod regions;
pub mod result;
pub mod source;
pub mod summary;
pub mod symbols;
pub mod tree;

use crate::ods::OdsModel;
use crate::pattern::verify::verify_pattern;
use crate::pattern::{Pattern, PatternSet, PdlType, ValueId};
use crate::source::SourceMap;
use crate::tablegen::{self, Keeper, RecId, V};
use lower::{Choices, Lowerer, R};
use patsat_ir::{Context, Diagnostic};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use tree::{Dag, NodeKind, Records};

/// How to read DRR files.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// `-I` directories, in order.
    pub include_dirs: Vec<PathBuf>,
    /// `-D` macros.
    pub macros: Vec<String>,
}

/// A file position.
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SrcLoc {
    /// File name as given.
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
}

/// Whether a native is a constraint or a rewrite.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum NativeKind {
    /// `pdl.apply_native_constraint` (may return values).
    Constraint,
    /// `pdl.apply_native_rewrite`.
    Rewrite,
}

impl NativeKind {
    /// `constraint` or `rewrite`.
    pub fn as_str(self) -> &'static str {
        match self {
            NativeKind::Constraint => "constraint",
            NativeKind::Rewrite => "rewrite",
        }
    }
}

/// One native a pattern uses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NativeUse {
    /// The name of the native node (normalized snippet, or a `drr.`
    /// intrinsic).
    pub name: String,
    /// Constraint or rewrite.
    pub kind: NativeKind,
    /// The snippet as written.
    pub text: String,
    /// The record that holds it, when it is a named def.
    pub def: Option<String>,
    /// Where the snippet is (its record, else the pattern).
    pub loc: SrcLoc,
    /// A DRR intrinsic.
    pub intrinsic: bool,
    /// PDL types of the arguments.
    pub args: Vec<PdlType>,
    /// PDL types of the results.
    pub results: Vec<PdlType>,
    /// The normalized leaf conditions when the native is a constraint's
    /// predicate (its `CPred`s), else just the name.
    pub leaves: Vec<String>,
    /// Needed without a node of its own: the result type inference of an
    /// op that declares `InferTypeOpInterface` and is created without
    /// result types (named `<namespace>::<Op>::inferReturnTypes`).
    pub implicit: bool,
}

/// One DRR pattern record and what it became.
#[derive(Clone, Debug)]
pub struct DrrPattern {
    /// The TableGen record name (`anonymous_N` for `def :`).
    pub record: String,
    /// The name mlir-tblgen gives its C++ pattern (the record name, or
    /// `GeneratedConvert<k>` for anonymous records).
    pub name: String,
    /// The root op.
    pub root: String,
    /// The benefit.
    pub benefit: u16,
    /// Where the record is.
    pub loc: SrcLoc,
    /// Indices of its PDL patterns in [`DrrSet::set`].
    pub variants: Vec<usize>,
    /// The guards of each variant (in the order of `variants`).
    pub guards: Vec<Vec<Guard>>,
    /// For each `either` site (pre-order in the source dag), its probe's
    /// patterns: indices into [`DrrSet::probes`].
    pub probes: Vec<Vec<usize>>,
    /// The natives it uses (all variants), first use first.
    pub natives: Vec<NativeUse>,
}

/// The patterns of a DRR file.
#[derive(Clone, Debug, Default)]
pub struct DrrSet {
    /// The PDL-shaped patterns, in mlir-tblgen's order (variants of one
    /// DRR pattern together).
    pub set: PatternSet,
    /// The DRR patterns, in the same order.
    pub patterns: Vec<DrrPattern>,
    /// The probes of the `either`s (see [`Guard`]): patterns rooted at
    /// the op holding an `either`, without rewrites; not applied.
    pub probes: PatternSet,
    /// The guards of each probe pattern.
    pub probe_guards: Vec<Vec<Guard>>,
}

/// An `either` a pattern takes in the swapped order: the pattern matches
/// only when the `either`'s probe does not match at the op holding it
/// (mlir-tblgen's C++ tries the swapped order only when the written one
/// fails its own sub-match).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Guard {
    /// The `!pdl.operation` of the guarded pattern that holds the `either`.
    pub parent: ValueId,
    /// The `either` site: an index into [`DrrPattern::probes`].
    pub site: usize,
}

/// The most variants one DRR pattern may expand to.
pub const MAX_VARIANTS: usize = 256;

/// Reads a DRR file with its includes and lowers its patterns.
pub fn load(main: &Path, opts: &Options, ctx: &mut Context) -> Result<DrrSet, Vec<Diagnostic>> {
    let topts = tablegen::Options {
        include_dirs: opts.include_dirs.clone(),
        macros: opts.macros.clone(),
    };
    let loaded = tablegen::load(main, &topts)?;
    lower_records(&loaded.keeper, &loaded.sources, ctx).map_err(|d| vec![*d])
}

/// Lowers the `Pattern` records of evaluated TableGen.
pub fn lower_records(k: &Keeper, sm: &SourceMap, ctx: &mut Context) -> R<DrrSet> {
    let ods = OdsModel::from_records(k);
    let r = Records::new(k, &ods);
    let pats: Vec<(String, RecId)> = k
        .defs_sorted()
        .into_iter()
        .filter(|(_, rec)| k.is_a(*rec, "Pattern"))
        .collect();
    static_matchers(&r, ctx, sm, &pats)?;
    let mut out = DrrSet::default();
    let mut anon = 0;
    for (record, rec) in &pats {
        let name = if k.rec(*rec).anonymous {
            anon += 1;
            format!("GeneratedConvert{}", anon - 1)
        } else {
            record.clone()
        };
        let (mut info, variants, probes) = lower_pattern(&r, ctx, sm, *rec, record, &name)?;
        let first = out.set.patterns.len();
        for (p, g) in variants {
            out.set.patterns.push(p);
            info.guards.push(g);
        }
        info.variants = (first..out.set.patterns.len()).collect();
        for site in probes {
            let mut ids = Vec::new();
            for (p, g) in site {
                ids.push(out.probes.patterns.len());
                out.probes.patterns.push(p);
                out.probe_guards.push(g);
            }
            info.probes.push(ids);
        }
        out.patterns.push(info);
    }
    Ok(out)
}

/// The DAG nodes of source patterns that mlir-tblgen turns into shared
/// static matchers (those referenced more than once), checked in its
/// order, at the first pattern that uses each: their errors come first.
fn static_matchers(
    r: &Records,
    ctx: &mut Context,
    sm: &SourceMap,
    pats: &[(String, RecId)],
) -> R<()> {
    fn dfs(
        r: &Records,
        v: V,
        rec: RecId,
        refs: &mut HashMap<V, usize>,
        topo: &mut Vec<(V, RecId)>,
    ) {
        let n = refs.entry(v).or_insert(0);
        *n += 1;
        if *n != 1 {
            return;
        }
        if let Some(d) = r.dag(v) {
            for a in &d.args {
                if r.dag(a.v).is_some() {
                    dfs(r, a.v, rec, refs, topo);
                }
            }
        }
        topo.push((v, rec));
    }
    let mut refs = HashMap::new();
    let mut topo = Vec::new();
    for (_, rec) in pats {
        if let Some(v) = r.k.field_of(*rec, "sourcePattern") {
            if r.dag(v).is_some() {
                dfs(r, v, *rec, &mut refs, &mut topo);
            }
        }
    }
    for (v, rec) in topo {
        if refs[&v] <= 1 {
            continue;
        }
        let Some(d) = r.dag(v) else { continue };
        match r.kind(&d) {
            NodeKind::Either | NodeKind::Variadic => continue,
            k if k.is_patsat() => continue,
            kind => {
                let mut l = Lowerer::new(r, ctx, sm, rec);
                l.collect(&d, true)?;
                match kind {
                    NodeKind::Op => {
                        l.match_op(&d, 1)?;
                    }
                    NodeKind::Native => {
                        l.match_nested(&d, 1)?;
                    }
                    _ => return l.fatal("encountered non-op, non-NativeCodeCall match."),
                }
            }
        }
    }
    Ok(())
}

/// Number of ops in a source dag (directives and native calls excluded).
fn num_ops(r: &Records, d: &Dag) -> i64 {
    let own = i64::from(r.kind(d) == NodeKind::Op);
    own + d
        .args
        .iter()
        .filter_map(|a| r.dag(a.v))
        .map(|c| num_ops(r, &c))
        .sum::<i64>()
}

fn dags(l: &Lowerer, field: &str) -> R<Vec<Dag>> {
    let mut out = Vec::new();
    for v in l.r.k.list_field(l.rec, field).unwrap_or_default() {
        match l.r.dag(v) {
            Some(d) => out.push(d),
            None => return l.fatal(format!("every element of `{}` must be a dag", field)),
        }
    }
    Ok(out)
}

/// What one variant of a pattern (or of a probe) produced.
struct Variant {
    pattern: Pattern,
    natives: Vec<NativeUse>,
    arities: Vec<usize>,
    root: String,
    benefit: u16,
    guards: Vec<Guard>,
    /// Number of `either` sites met (numbered from 0 in a pattern).
    sites: usize,
}

/// The guards of the `either`s a lowered variant swapped, its values
/// renumbered by `map`.
fn guards_of(l: &Lowerer, map: &[Option<ValueId>]) -> Vec<Guard> {
    l.eithers
        .iter()
        .filter(|e| e.swapped)
        .filter_map(|e| {
            let parent = map.get(e.parent?.index()).copied().flatten()?;
            Some(Guard {
                parent,
                site: e.site,
            })
        })
        .collect()
}

/// The `either` with pre-order number `k` in the op dag `d` (counting
/// as the lowering meets them): the op dag holding it, the `either` and
/// its position among the op's ODS arguments.
fn find_site(r: &Records, d: &Dag, k: &mut usize) -> Option<(Dag, Dag, usize)> {
    let ops_in = |r: &Records, e: &Dag, k: &mut usize| {
        e.args
            .iter()
            .filter_map(|a| r.dag(a.v))
            .filter(|c| r.kind(c) == NodeKind::Op)
            .find_map(|c| find_site(r, &c, k))
    };
    let mut arg_index = 0;
    for a in &d.args {
        let Some(child) = r.dag(a.v) else {
            arg_index += 1;
            continue;
        };
        match r.kind(&child) {
            NodeKind::Either => {
                if *k == 0 {
                    return Some((d.clone(), child, arg_index));
                }
                *k -= 1;
                if let Some(x) = ops_in(r, &child, k) {
                    return Some(x);
                }
                arg_index += 2;
                continue;
            }
            NodeKind::Variadic => {
                if let Some(x) = ops_in(r, &child, k) {
                    return Some(x);
                }
            }
            NodeKind::Op => {
                if let Some(x) = find_site(r, &child, k) {
                    return Some(x);
                }
            }
            _ => {}
        }
        arg_index += 1;
    }
    None
}

/// The picks of variant `k` of a pattern whose choice points have these
/// arities (the first choice point varies fastest).
fn picks_of(mut k: usize, arities: &[usize]) -> Vec<usize> {
    let mut picks = Vec::new();
    for &a in arities {
        picks.push(k % a.max(1));
        k /= a.max(1);
    }
    picks
}

/// Lowers variant `picks` of the probe of `either` site `site`.
fn lower_probe(
    r: &Records,
    ctx: &mut Context,
    sm: &SourceMap,
    rec: RecId,
    name: &str,
    site: usize,
    picks: Vec<usize>,
) -> R<Variant> {
    let mut l = Lowerer::new(r, ctx, sm, rec);
    l.choices = Choices::with_picks(picks);
    l.probe = true;
    l.next_site = site + 1;
    let src = r.k.field_of(rec, "sourcePattern").and_then(|v| r.dag(v));
    let mut k = site;
    let Some((parent, e, arg_index)) = src.as_ref().and_then(|s| find_site(r, s, &mut k)) else {
        return l.fatal(format!(
            "internal error: no `either` number {} in the source pattern",
            site
        ));
    };
    if let Some(s) = &src {
        l.collect(s, true)?;
    }
    let root = l.probe_either(&parent, &e, arg_index, 1)?;
    l.p.rewriter.root = Some(root);
    l.p.rewriter.loc = l.p.loc;
    l.p.name = Some(name.to_string());
    let (pattern, map) = compact::prune_types_mapped(&l.p);
    let guards = guards_of(&l, &map);
    Ok(Variant {
        pattern,
        natives: std::mem::take(&mut l.natives),
        arities: l.choices.arities.clone(),
        root: String::new(),
        benefit: 0,
        guards,
        sites: l.next_site,
    })
}

fn lower_variant(
    r: &Records,
    ctx: &mut Context,
    sm: &SourceMap,
    rec: RecId,
    name: &str,
    picks: Vec<usize>,
) -> R<Variant> {
    let mut l = Lowerer::new(r, ctx, sm, rec);
    l.choices = Choices::with_picks(picks);
    let Some(src) = r.k.field_of(rec, "sourcePattern").and_then(|v| r.dag(v)) else {
        return l.fatal(format!(
            "Record `{}', field `sourcePattern' does not have a dag initializer!",
            r.name(rec)
        ));
    };
    if r.kind(&src) != NodeKind::Op {
        return l.fatal("the root of a source pattern must be an op");
    }
    let Some(root_op) = r.op_of(&src) else {
        return l.not_an_op(&src);
    };
    let results = dags(&l, "resultPatterns")?;
    for d in &results {
        l.check_result_ops(d)?;
    }
    let delta = r.k.dag_field(rec, "benefitDelta");
    let add = match delta.as_ref().map(|d| d.args.as_slice()) {
        Some([(v, _)]) => match r.k.get(*v) {
            tablegen::Init::Int(i) => Some(*i),
            _ => None,
        },
        _ => None,
    };
    let Some(add) = add else {
        return l.fatal("The 'addBenefit' takes and only takes one integer value");
    };
    let benefit = num_ops(r, &src) + add;
    if !(0..65535).contains(&benefit) {
        return l.fatal(format!(
            "benefit {} is outside the range of a pattern benefit (0 to 65534)",
            benefit
        ));
    }
    let benefit = benefit as u16;
    l.collect(&src, true)?;
    let root = l.lower_source(&src)?;
    l.root = Some((root, root_op.clone()));
    l.root_types = l
        .op_types
        .get(&root)
        .map(|ts| ts.iter().flatten().copied().collect())
        .unwrap_or_default();
    l.p.rewriter.root = Some(root);
    l.p.rewriter.loc = l.p.loc;
    let supplemental = dags(&l, "supplementalPatterns")?;
    l.lower_results(&results, &supplemental)?;
    l.p.name = Some(name.to_string());
    l.p.benefit = benefit;
    let (pattern, map) = compact::prune_types_mapped(&l.p);
    let guards = guards_of(&l, &map);
    if let Err(d) = verify_pattern(l.ctx, &pattern) {
        return l.fatal(format!(
            "internal error: the PDL of pattern '{}' does not verify: {}",
            name, d.message
        ));
    }
    Ok(Variant {
        pattern,
        natives: l.natives,
        arities: l.choices.arities,
        root: root_op.name().to_string(),
        benefit,
        guards,
        sites: l.next_site,
    })
}

/// Number of variants of a pattern whose choice points have these
/// arities; an error above [`MAX_VARIANTS`].
fn count_variants(l: &Lowerer, arities: &[usize]) -> R<usize> {
    let total: usize = arities
        .iter()
        .try_fold(1usize, |acc, &a| acc.checked_mul(a.max(1)))
        .unwrap_or(usize::MAX);
    if total > MAX_VARIANTS {
        return l.fatal(format!(
            "pattern expands to {} PDL patterns (`either` orders and results of multi-result ops), \
             more than {}",
            total, MAX_VARIANTS
        ));
    }
    Ok(total)
}

/// A lowered pattern or probe with its guards.
type Guarded = (Pattern, Vec<Guard>);

/// Lowers one DRR pattern: its info, its variants and, per `either`
/// site, its probe's variants.
#[allow(clippy::type_complexity)]
fn lower_pattern(
    r: &Records,
    ctx: &mut Context,
    sm: &SourceMap,
    rec: RecId,
    record: &str,
    name: &str,
) -> R<(DrrPattern, Vec<Guarded>, Vec<Vec<Guarded>>)> {
    let first = lower_variant(r, ctx, sm, rec, name, Vec::new())?;
    let l = Lowerer::new(r, ctx, sm, rec);
    let loc = l.src_loc(r.loc(rec));
    let arities = first.arities.clone();
    let total = count_variants(&l, &arities)?;
    drop(l);
    let mut info = DrrPattern {
        record: record.to_string(),
        name: name.to_string(),
        root: first.root.clone(),
        benefit: first.benefit,
        loc,
        variants: Vec::new(),
        guards: Vec::new(),
        probes: Vec::new(),
        natives: first.natives.clone(),
    };
    let sites = first.sites;
    let add_natives = |info: &mut DrrPattern, natives: Vec<NativeUse>| {
        for n in natives {
            if !info.natives.contains(&n) {
                info.natives.push(n);
            }
        }
    };
    let mut patterns = vec![(first.pattern, first.guards)];
    for k in 1..total {
        let picks = picks_of(k, &arities);
        let v = lower_variant(r, ctx, sm, rec, &format!("{}__{}", name, k), picks)?;
        add_natives(&mut info, v.natives);
        patterns.push((v.pattern, v.guards));
    }
    let mut probes = Vec::new();
    for site in 0..sites {
        let probe_name = |k: usize| format!("{}__either{}__{}", name, site, k);
        let first = lower_probe(r, ctx, sm, rec, &probe_name(0), site, Vec::new())?;
        let arities = first.arities.clone();
        let total = count_variants(&Lowerer::new(r, ctx, sm, rec), &arities)?;
        add_natives(&mut info, first.natives);
        let mut variants = vec![(first.pattern, first.guards)];
        for k in 1..total {
            let picks = picks_of(k, &arities);
            let v = lower_probe(r, ctx, sm, rec, &probe_name(k), site, picks)?;
            add_natives(&mut info, v.natives);
            variants.push((v.pattern, v.guards));
        }
        probes.push(variants);
    }
    Ok((info, patterns, probes))
}
