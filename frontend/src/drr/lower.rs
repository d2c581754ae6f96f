//! The state of lowering one DRR pattern record to PDL-shaped patterns,
//! and what the source and result halves share: fatal errors at the
//! record's location (mlir-tblgen stops at the first), native nodes with
//! their catalogue entries, the DRR intrinsics, types of values, symbol
//! collection (MLIR's `collectBoundSymbols`, with its errors, run before
//! any matching as mlir-tblgen does) and the choices that expand one DRR
//! pattern into several PDL patterns (`either` orders, the result of a
//! multi-result op an operand is).

use super::cpp;
use super::symbols::{value_pack, Bound, Info, Kind, Symbols};
use super::tree::{Dag, Leaf, NodeKind, OpArg, OpInfo, Records};
use super::{NativeKind, NativeUse, SrcLoc};
use crate::pattern::{MatchOp, Pattern, PdlType, RewriteOp, ValueDef, ValueId};
use crate::source::SourceMap;
use crate::tablegen::{span_of, RecId};
use patsat_ir::{Attr, AttrKind, Context, Diagnostic, LocKind, Severity};
use std::collections::HashMap;

/// A fatal error (boxed: it is large and rare).
pub type R<T> = Result<T, Box<Diagnostic>>;

/// The variant being built: one pick per choice point, in the order the
/// lowering meets them; `arities` records how many options each has.
#[derive(Clone, Debug, Default)]
pub struct Choices {
    /// The option taken at each choice point (missing = 0).
    pub picks: Vec<usize>,
    /// The number of options of each choice point met so far.
    pub arities: Vec<usize>,
    pos: usize,
}

impl Choices {
    /// Starts a variant with the given picks.
    pub fn with_picks(picks: Vec<usize>) -> Self {
        Choices {
            picks,
            ..Default::default()
        }
    }
    fn choose(&mut self, arity: usize) -> usize {
        let i = self.pos;
        self.pos += 1;
        if i >= self.arities.len() {
            self.arities.push(arity);
        }
        self.picks
            .get(i)
            .copied()
            .unwrap_or(0)
            .min(arity.saturating_sub(1))
    }
}

/// An `either` met while lowering a variant: its site (the `either`'s
/// number in the source dag, pre-order), whether the variant swapped its
/// operands, and the op node holding it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EitherSite {
    /// The site number.
    pub site: usize,
    /// The variant takes the swapped order.
    pub swapped: bool,
    /// The `!pdl.operation` of the op whose operands the `either` groups
    /// (set once that op's node exists).
    pub parent: Option<ValueId>,
}

/// The trailing `location`/`returnType` directives of a dag.
#[derive(Clone, Debug, Default)]
pub struct Tail {
    /// The `location` directive.
    pub location: Option<Dag>,
    /// The `returnType` directive.
    pub return_type: Option<Dag>,
    /// patsat's region directives (`takeRegion`, or `matchRegion` and
    /// `numRegions` misplaced in a result), in order.
    pub regions: Vec<Dag>,
    /// How many trailing directives there are.
    pub count: usize,
}

/// Lowers one pattern record.
pub struct Lowerer<'a, 'c> {
    /// Record queries.
    pub r: &'a Records<'a>,
    /// Attributes and types.
    pub ctx: &'c mut Context,
    /// The source files (for locations).
    pub sm: &'a SourceMap,
    /// The pattern record.
    pub rec: RecId,
    /// The pattern being built.
    pub p: Pattern,
    /// Bound symbols.
    pub syms: Symbols<'a>,
    /// The natives used, in order.
    pub natives: Vec<NativeUse>,
    /// The variant being built.
    pub choices: Choices,
    /// The matched ops in MLIR's `tblgen_ops` order (root first).
    pub matched_ops: Vec<ValueId>,
    /// The root op and its definition.
    pub root: Option<(ValueId, OpInfo<'a>)>,
    /// The type (or type range) of each result group of the root.
    pub root_types: Vec<ValueId>,
    /// Known types of values (`!pdl.type` or `!pdl.range<type>`).
    pub types: HashMap<ValueId, ValueId>,
    /// Cached result values of ops: (op, group) -> value.
    pub results: HashMap<(ValueId, usize), ValueId>,
    /// The type of each result group of matched and created ops, when
    /// known.
    pub op_types: HashMap<ValueId, Vec<Option<ValueId>>>,
    /// Counter for generated symbol names (MLIR's `nextValueId`).
    pub next_id: usize,
    /// The `either`s met, in order.
    pub eithers: Vec<EitherSite>,
    /// The site number of the next `either` met.
    pub next_site: usize,
    /// Lowering an `either` probe (see [`super::Guard`]): operands bound to
    /// one name are not unified, because mlir-tblgen compares them only
    /// after the whole source dag matched.
    pub probe: bool,
    /// Matched regions moved by `takeRegion` or `inlineRegion`.
    pub taken: Vec<ValueId>,
    /// Terminators `inlineRegion` moved, erased after the root.
    pub erase_after: Vec<ValueId>,
    locs: HashMap<u64, Attr>,
}

impl<'a, 'c> Lowerer<'a, 'c> {
    /// A lowerer for pattern record `rec`.
    pub fn new(r: &'a Records<'a>, ctx: &'c mut Context, sm: &'a SourceMap, rec: RecId) -> Self {
        let mut l = Lowerer {
            r,
            ctx,
            sm,
            rec,
            p: Pattern::default(),
            syms: Symbols::default(),
            natives: Vec::new(),
            choices: Choices::default(),
            matched_ops: Vec::new(),
            root: None,
            root_types: Vec::new(),
            types: HashMap::new(),
            results: HashMap::new(),
            op_types: HashMap::new(),
            next_id: 0,
            eithers: Vec::new(),
            next_site: 0,
            probe: false,
            taken: Vec::new(),
            erase_after: Vec::new(),
            locs: HashMap::new(),
        };
        let at = l.r.loc(rec);
        l.p.loc = Some(l.loc_attr(at));
        l
    }

    // ------------------------------------------------------------ errors

    /// A diagnostic at the pattern's locations (the first, then notes for
    /// the multiclass instantiations).
    pub fn diag(&self, msg: impl Into<String>) -> Box<Diagnostic> {
        let locs = &self.r.k.rec(self.rec).locs;
        let mut d = self.diag_at(locs.first().copied(), Severity::Error, msg.into());
        for &l in locs.iter().skip(1) {
            d.notes.push(self.diag_at(
                Some(l),
                Severity::Note,
                "instantiated from multiclass".into(),
            ));
        }
        Box::new(d)
    }

    fn diag_at(&self, at: Option<u64>, sev: Severity, msg: String) -> Diagnostic {
        match at {
            Some(at) if ((at >> 32) as usize) < self.sm.len() => {
                self.sm.diag(sev, span_of(at), msg)
            }
            _ => Diagnostic::bare(sev, "", msg),
        }
    }

    /// Stops with an error at the pattern.
    pub fn fatal<T>(&self, msg: impl Into<String>) -> R<T> {
        Err(self.diag(msg))
    }

    /// Stops with an error that has no location (LLVM's
    /// `PrintFatalError(msg)` without a record).
    pub fn fatal_bare<T>(&self, msg: impl Into<String>) -> R<T> {
        Err(Box::new(Diagnostic::bare(Severity::Error, "", msg)))
    }

    // ------------------------------------------------------------ locations

    /// The location attribute of a TableGen position.
    pub fn loc_attr(&mut self, at: u64) -> Attr {
        if let Some(&a) = self.locs.get(&at) {
            return a;
        }
        let span = span_of(at);
        let a = if (span.file.0 as usize) < self.sm.len() {
            let f = self.sm.file(span.file);
            let (line, col) = f.line_col(span.start as usize);
            let file = self.ctx.string_attr(&f.name);
            self.ctx.attr(AttrKind::Location(LocKind::File {
                file,
                line,
                col,
                end: None,
            }))
        } else {
            self.ctx.unknown_loc()
        };
        self.locs.insert(at, a);
        a
    }

    /// The file, line and column of a position.
    pub fn src_loc(&self, at: u64) -> SrcLoc {
        let span = span_of(at);
        if (span.file.0 as usize) >= self.sm.len() {
            return SrcLoc::default();
        }
        let f = self.sm.file(span.file);
        let (line, col) = f.line_col(span.start as usize);
        SrcLoc {
            file: f.name.clone(),
            line,
            col,
        }
    }

    fn here(&self) -> u64 {
        self.r.loc(self.rec)
    }

    // ------------------------------------------------------------ choices

    /// Takes the next choice point with `arity` options.
    pub fn choose(&mut self, arity: usize) -> usize {
        self.choices.choose(arity)
    }

    // ------------------------------------------------------------ nodes

    /// Appends a matcher node.
    pub fn m(&mut self, op: MatchOp, types: &[PdlType]) -> Vec<ValueId> {
        let loc = self.p.loc;
        self.p.add_match(op, types, loc)
    }

    /// Appends a matcher node with one result of a known type.
    pub fn m1(&mut self, op: MatchOp) -> ValueId {
        let loc = self.p.loc;
        self.p.add_match1(op, loc)
    }

    /// Appends a rewriter node.
    pub fn w(&mut self, op: RewriteOp, types: &[PdlType]) -> Vec<ValueId> {
        let loc = self.p.loc;
        self.p.add_rewrite(op, types, loc)
    }

    /// Appends a rewriter node with one result of a known type.
    pub fn w1(&mut self, op: RewriteOp) -> ValueId {
        let loc = self.p.loc;
        self.p.add_rewrite1(op, loc)
    }

    /// A constant string attribute: a matcher `pdl.attribute = "s"` or a
    /// rewriter one.
    pub fn const_str(&mut self, s: &str, in_rewrite: bool) -> ValueId {
        let value = self.ctx.string_attr(s);
        if in_rewrite {
            self.w1(RewriteOp::Attribute { value })
        } else {
            self.m1(MatchOp::Attribute {
                ty: None,
                value: Some(value),
            })
        }
    }

    /// Whether a value was defined by the rewriter.
    pub fn is_rewrite_value(&self, v: ValueId) -> bool {
        matches!(self.p.values[v.index()].def, ValueDef::Rewrite(..))
    }

    // ------------------------------------------------------------ natives

    /// Records a use of a native and appends its node: a constraint in the
    /// matcher or a rewrite in the rewriter. `def` is the record that
    /// holds the snippet (for its location), `text` the snippet.
    pub fn native(
        &mut self,
        kind: NativeKind,
        text: &str,
        def: Option<RecId>,
        mut args: Vec<ValueId>,
        results: &[PdlType],
    ) -> Vec<ValueId> {
        let text = if kind == NativeKind::Rewrite {
            self.bind_named_locals(text, &mut args)
        } else {
            text.to_string()
        };
        let name = cpp::normalize(&text);
        self.call(kind, name, text, def, args, results, false)
    }

    /// A rewrite snippet may name a bound operand or attribute of the
    /// source pattern directly (`NativeCodeCall<"x[0]">`): mlir-tblgen
    /// pastes the text into code where each such symbol is a local of that
    /// name (an operand range, an attribute). Such names (not called, not
    /// members, not qualified; snippets with lambdas left alone) become
    /// extra arguments: `ValueRange{$K}` for operands, `$K` for attributes.
    fn bind_named_locals(&mut self, text: &str, args: &mut Vec<ValueId>) -> String {
        if text.contains("](") {
            return text.to_string();
        }
        let toks = cpp::tokenize(text);
        let shift = usize::from(cpp::uses_placeholder(text, "_self"));
        let mut out: Vec<String> = Vec::with_capacity(toks.len());
        let mut any = false;
        for (i, t) in toks.iter().enumerate() {
            let prev = i.checked_sub(1).map(|j| toks[j].text());
            let next = toks.get(i + 1).map(|t| t.text());
            let free =
                !matches!(prev, Some("." | "->" | "::")) && !matches!(next, Some("(" | "::" | "<"));
            if let (cpp::Tok::Word(w), true) = (t, free) {
                let bound = self
                    .syms
                    .find(w)
                    .filter(|i| matches!(i.kind, Kind::Operand | Kind::Attr) && i.bound.is_some())
                    .map(|i| i.kind);
                if let Some(kind) = bound {
                    if let Ok(vals) = self.symbol_values(w) {
                        if let [v] = vals.as_slice() {
                            let k = args.len().saturating_sub(shift);
                            args.push(*v);
                            out.push(match kind {
                                Kind::Operand => format!("ValueRange{{${}}}", k),
                                _ => format!("${}", k),
                            });
                            any = true;
                            continue;
                        }
                    }
                }
            }
            out.push(t.text().to_string());
        }
        if any {
            out.join(" ")
        } else {
            text.to_string()
        }
    }

    /// Appends a DRR intrinsic (a native every consumer provides; see the
    /// `drr` module documentation).
    pub fn intrinsic(
        &mut self,
        kind: NativeKind,
        name: &str,
        args: Vec<ValueId>,
        results: &[PdlType],
    ) -> Vec<ValueId> {
        self.call(
            kind,
            name.to_string(),
            name.to_string(),
            None,
            args,
            results,
            true,
        )
    }

    #[allow(clippy::too_many_arguments)]
    fn call(
        &mut self,
        kind: NativeKind,
        name: String,
        text: String,
        def: Option<RecId>,
        args: Vec<ValueId>,
        results: &[PdlType],
        intrinsic: bool,
    ) -> Vec<ValueId> {
        let at = def.map_or(self.here(), |d| self.r.loc(d));
        let loc = self.loc_attr(at);
        let k = self.r.k;
        let leaves = match def.and_then(|d| k.def_field(d, "predicate")) {
            Some(p) if !intrinsic && text == super::pred::condition(k, p) => {
                super::pred::leaves(k, p)
                    .iter()
                    .map(|l| cpp::normalize(l))
                    .collect()
            }
            _ => vec![name.clone()],
        };
        let use_ = NativeUse {
            name: name.clone(),
            kind,
            text,
            def: def
                .filter(|d| !self.r.k.rec(*d).anonymous)
                .map(|d| self.r.name(d)),
            loc: self.src_loc(at),
            intrinsic,
            args: args.iter().map(|&a| self.p.ty(a)).collect(),
            results: results.to_vec(),
            leaves,
            implicit: false,
        };
        if !self.natives.contains(&use_) {
            self.natives.push(use_);
        }
        match kind {
            NativeKind::Constraint => self.p.add_match(
                MatchOp::NativeConstraint {
                    name,
                    args,
                    negated: false,
                },
                results,
                Some(loc),
            ),
            NativeKind::Rewrite => {
                self.p
                    .add_rewrite(RewriteOp::NativeRewrite { name, args }, results, Some(loc))
            }
        }
    }

    /// Records that creating `op` without result types needs its C++ type
    /// inference (an implicit native, without a node).
    pub fn implicit_inference(&mut self, op: &super::tree::OpInfo<'a>) {
        let name = cpp::normalize(&format!(
            "{}::{}::inferReturnTypes",
            op.op.cpp_namespace, op.cpp_class
        ));
        let at = self.r.loc(op.rec);
        let use_ = NativeUse {
            name: name.clone(),
            kind: NativeKind::Rewrite,
            text: name.clone(),
            def: Some(self.r.name(op.rec)),
            loc: self.src_loc(at),
            intrinsic: false,
            args: Vec::new(),
            results: vec![PdlType::TypeRange],
            leaves: vec![name],
            implicit: true,
        };
        if !self.natives.contains(&use_) {
            self.natives.push(use_);
        }
    }

    // ------------------------------------------------------------ types

    /// The `!pdl.type` (or `!pdl.range<type>` for a range) of a value: the
    /// type bound in the matcher or given when the value was created, else
    /// the intrinsic `drr.type_of`.
    pub fn type_of(&mut self, v: ValueId, in_rewrite: bool) -> ValueId {
        if let Some(&t) = self.types.get(&v) {
            if in_rewrite || !self.is_rewrite_value(t) {
                return t;
            }
        }
        let range = self.p.ty(v) == PdlType::ValueRange;
        let ty = if range {
            PdlType::TypeRange
        } else {
            PdlType::Type
        };
        let kind = if in_rewrite || self.is_rewrite_value(v) {
            NativeKind::Rewrite
        } else {
            NativeKind::Constraint
        };
        let name = if self.p.ty(v) == PdlType::Attribute {
            "drr.attr_type"
        } else {
            "drr.type_of"
        };
        let t = self.intrinsic(kind, name, vec![v], &[ty])[0];
        self.types.insert(v, t);
        t
    }

    /// The value of result group `group` of an op (matched or created).
    pub fn op_result(&mut self, op: ValueId, info: &OpInfo<'a>, group: usize) -> R<ValueId> {
        if let Some(&v) = self.results.get(&(op, group)) {
            return Ok(v);
        }
        let var_len = info.result_var_len(group);
        let created = self.is_rewrite_value(op);
        // A group reached through `pdl.results N` is read as MLIR's PDL
        // reads it (from result N on, or the segment sizes), which is
        // right for a variable-length group only when it is the last; a
        // single result before every variable-length group is result N
        // (what ODS's `getODSResults(N)` gives).
        let after_var_len = (0..group).any(|g| info.result_var_len(g));
        let last = group + 1 == info.num_results();
        if (after_var_len || (var_len && !last)) && !info.has_trait("AttrSizedResultSegments") {
            // MLIR's PDL reads such a group from result N on, ODS counts
            // the groups after a variable-length one from the end.
            return self.fatal(format!(
                "result group #{} of op '{}' is not supported: the op has a variable-length \
                 result group that is not its last and no `AttrSizedResultSegments`, and patsat \
                 reads result groups as MLIR's PDL does (group N from result N on)",
                group,
                info.name()
            ));
        }
        let v = if info.has_var_len_results() && (var_len || after_var_len) {
            let ty = if var_len {
                PdlType::ValueRange
            } else {
                PdlType::Value
            };
            let index = Some(group as u32);
            if created {
                self.w(RewriteOp::Results { parent: op, index }, &[ty])[0]
            } else {
                self.m(MatchOp::Results { parent: op, index }, &[ty])[0]
            }
        } else if created {
            self.w1(RewriteOp::Result {
                parent: op,
                index: group as u32,
            })
        } else {
            self.m1(MatchOp::Result {
                parent: op,
                index: group as u32,
            })
        };
        self.results.insert((op, group), v);
        if let Some(Some(t)) = self.op_types.get(&op).and_then(|ts| ts.get(group)) {
            self.types.insert(v, *t);
        }
        Ok(v)
    }

    // ------------------------------------------------------------ symbols

    /// The values a symbol stands for where one value per declared value
    /// is wanted (MLIR's `getValueAndRangeUse`): an op's result groups, a
    /// native call's values, an operand or attribute.
    pub fn symbol_values(&mut self, symbol: &str) -> R<Vec<ValueId>> {
        let (name, index) = value_pack(symbol);
        let Some(info) = self.syms.find(name).cloned() else {
            return self.fatal(format!("referencing unbound symbol '{}'", symbol));
        };
        let Some(bound) = info.bound.clone() else {
            return self.fatal(format!(
                "symbol '{}' is used before the value it stands for is built",
                symbol
            ));
        };
        match bound {
            Bound::Operand { value, elems, .. } => Ok(match value {
                Some(v) => vec![v],
                None => elems,
            }),
            Bound::Attr(a) => Ok(vec![a]),
            Bound::Region(_) => self.fatal(format!(
                "symbol '{}' is a region; only `takeRegion` and `inlineRegion` take it",
                symbol
            )),
            Bound::Values(vs) => match index {
                Some(i) if i < vs.len() => Ok(vec![vs[i]]),
                Some(i) => self.fatal(format!(
                    "symbol '{}' has {} values, index {} is out of range",
                    name,
                    vs.len(),
                    i
                )),
                None => Ok(vs),
            },
            Bound::Op { op, .. } => {
                let Some(oi) = info.op.clone() else {
                    return Ok(vec![op]);
                };
                match index {
                    Some(i) if i < oi.num_results() => Ok(vec![self.op_result(op, &oi, i)?]),
                    Some(i) => self.fatal(format!(
                        "symbol '{}' refers to result #{} of op '{}', which has {} results",
                        symbol,
                        i,
                        oi.name(),
                        oi.num_results()
                    )),
                    None if oi.num_results() == 0 => Ok(vec![op]),
                    None => (0..oi.num_results())
                        .map(|g| self.op_result(op, &oi, g))
                        .collect(),
                }
            }
        }
    }

    // ------------------------------------------------------------ directives

    /// The trailing `location`/`returnType` directives of a dag.
    pub fn trailing(&self, d: &Dag) -> R<Tail> {
        let mut tail = Tail::default();
        for a in d.args.iter().rev() {
            let Some(child) = self.r.dag(a.v) else { break };
            match self.r.kind(&child) {
                NodeKind::Location => {
                    if tail.location.is_some() {
                        return self.fatal("`location` directive can only be specified once");
                    }
                    tail.location = Some(child);
                }
                NodeKind::ReturnType => {
                    if tail.return_type.is_some() {
                        return self.fatal("`returnType` directive can only be specified once");
                    }
                    tail.return_type = Some(child);
                }
                k if k.is_region_directive() => tail.regions.insert(0, child),
                _ => break,
            }
            tail.count += 1;
        }
        Ok(tail)
    }

    /// Checks a `location` directive and returns its sources (symbols'
    /// values or ops) and optional name.
    pub fn location(&mut self, d: &Dag) -> R<(Vec<ValueId>, Option<String>)> {
        if d.args.is_empty() {
            return self.fatal_bare("At least one argument to location directive required");
        }
        if !d.name.is_empty() {
            return self.fatal("cannot bind symbol to location");
        }
        let mut srcs = Vec::new();
        let mut name = None;
        for a in &d.args {
            if let Leaf::Str(s) = self.r.leaf(a.v) {
                if name.is_some() && d.args.len() > 1 {
                    return self.fatal_bare("Only one string attribute may be specified");
                }
                name = Some(s);
                continue;
            }
            srcs.extend(self.symbol_values(&a.name)?);
        }
        Ok((srcs, name))
    }

    // ------------------------------------------------------------ collection

    /// Collects the symbols a dag binds (MLIR's `collectBoundSymbols`),
    /// with its errors.
    pub fn collect(&mut self, d: &Dag, src: bool) -> R<()> {
        let kind = self.r.kind(d);
        if kind == NodeKind::Native {
            if !d.name.is_empty() {
                if !src {
                    let n = self.r.native(d.operator.unwrap_or(self.rec)).1.max(0) as usize;
                    let kind = if n > 1 {
                        Kind::Multiple(n)
                    } else {
                        Kind::Value
                    };
                    let info = self.info(kind, None, 0, None);
                    let ok = self.syms.bind(&d.name, info);
                    self.verify_bind(ok, &d.name)?;
                } else {
                    return self.fatal(format!(
                        "binding symbol '{}' to NativecodeCall in MatchPattern is not supported",
                        d.name
                    ));
                }
            }
            for a in &d.args {
                if let Some(child) = self.r.dag(a.v) {
                    self.collect(&child, src)?;
                    continue;
                }
                if !src || a.name.is_empty() || a.name == "_" {
                    continue;
                }
                let attr = match self.r.leaf(a.v) {
                    Leaf::Unset => false,
                    Leaf::Def(c) => {
                        self.r.k.is_a(c, "AttrConstraint")
                            || self.r.k.is_a(c, "EnumCase")
                            || self.r.k.is_a(c, "ConstantAttr")
                    }
                    _ => false,
                };
                let kind = if attr { Kind::Attr } else { Kind::Value };
                let info = self.info(kind, None, 0, None);
                let ok = self.syms.bind(&a.name, info);
                self.verify_bind(ok, &a.name)?;
            }
            return Ok(());
        }
        if kind == NodeKind::Op {
            let Some(op) = self.r.op_of(d) else {
                return self.not_an_op(d);
            };
            let mut directives = 0;
            let mut either = 0;
            for a in d.args.iter().rev() {
                if let Some(c) = self.r.dag(a.v) {
                    match self.r.kind(&c) {
                        NodeKind::Location | NodeKind::ReturnType => directives += 1,
                        NodeKind::Either => either += 1,
                        k if k.is_region_directive() => {
                            directives += 1;
                            self.collect_region_symbols(&c, src)?;
                        }
                        _ => {}
                    }
                }
            }
            let n = d.args.len();
            if op.num_args() + directives != n + either {
                return self.fatal(format!(
                    "op '{}' argument number mismatch: {} in pattern vs. {} in definition",
                    op.name(),
                    n + either,
                    op.num_args()
                ));
            }
            if !d.name.is_empty() {
                let info = self.info(Kind::Result, Some(op.clone()), 0, None);
                let ok = self.syms.bind(&d.name, info);
                self.verify_bind(ok, &d.name)?;
            }
            let mut arg_index = 0;
            for a in &d.args {
                if let Some(child) = self.r.dag(a.v) {
                    match self.r.kind(&child) {
                        NodeKind::Either => {
                            for (i, e) in child.args.iter().enumerate() {
                                if let Some(sub) = self.r.dag(e.v) {
                                    self.collect(&sub, src)?;
                                } else if !e.name.is_empty() && e.name != "_" {
                                    self.bind_arg(d, &e.name, &op, arg_index + i, None)?;
                                }
                            }
                            arg_index += 1;
                        }
                        NodeKind::Variadic => {
                            if !child.name.is_empty() {
                                self.bind_arg(d, &child.name, &op, arg_index, None)?;
                            }
                            for (i, e) in child.args.iter().enumerate() {
                                if let Some(sub) = self.r.dag(e.v) {
                                    self.collect(&sub, src)?;
                                } else if !e.name.is_empty() && e.name != "_" {
                                    self.bind_arg(d, &e.name, &op, arg_index, Some(i))?;
                                }
                            }
                        }
                        k if k.is_region_directive() => {}
                        _ => self.collect(&child, src)?,
                    }
                } else if src && !a.name.is_empty() && a.name != "_" {
                    self.bind_arg(d, &a.name, &op, arg_index, None)?;
                }
                arg_index += 1;
            }
            return Ok(());
        }
        if !d.name.is_empty() {
            return self.fatal(format!(
                "binding symbol '{}' to non-operation/native code call unsupported right now",
                d.name
            ));
        }
        Ok(())
    }

    /// The error for a dag whose operator is not an op definition: MLIR
    /// reads the record as an op and stops at its first missing field, at
    /// the record.
    pub fn not_an_op<T>(&self, d: &Dag) -> R<T> {
        match d.operator {
            Some(r) => {
                let at = self.r.loc(r);
                Err(Box::new(self.diag_at(
                    Some(at),
                    Severity::Error,
                    format!(
                        "Record `{}' does not have a field named `opDialect'!",
                        self.r.name(r)
                    ),
                )))
            }
            None => self.fatal("a dag operator must be an op, a NativeCodeCall or a DRR directive"),
        }
    }

    pub(super) fn info(
        &self,
        kind: Kind,
        op: Option<OpInfo<'a>>,
        arg_index: usize,
        key: Option<(crate::tablegen::V, usize, Option<usize>)>,
    ) -> Info<'a> {
        Info {
            kind,
            op,
            arg_index,
            key,
            bound: None,
        }
    }

    fn bind_arg(
        &mut self,
        d: &Dag,
        symbol: &str,
        op: &OpInfo<'a>,
        arg_index: usize,
        sub: Option<usize>,
    ) -> R<()> {
        if value_pack(symbol).0 != symbol {
            return self.fatal(format!(
                "symbol '{}' with trailing index cannot bind to op argument",
                symbol
            ));
        }
        let kind = match op.args.get(arg_index) {
            Some(OpArg::Attr(_)) => Kind::Attr,
            Some(OpArg::Prop(_)) => Kind::Prop,
            _ => Kind::Operand,
        };
        let info = self.info(
            kind,
            Some(op.clone()),
            arg_index,
            Some((d.v, arg_index, sub)),
        );
        let ok = self.syms.bind_arg(symbol, info);
        self.verify_bind(ok, symbol)
    }

    pub(super) fn verify_bind(&self, ok: bool, symbol: &str) -> R<()> {
        if ok {
            Ok(())
        } else {
            self.fatal(format!("symbol '{}' bound more than once", symbol))
        }
    }
}
