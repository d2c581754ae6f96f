//! The result half of a DRR pattern: result dags become rewriter nodes in
//! mlir-tblgen's order (auxiliary patterns, replacement patterns,
//! supplemental patterns, then the replacement or erasure of the root),
//! with its errors.
//!
//! Result types of a created op follow the builder mlir-tblgen would call:
//! * `SameOperandsAndResultType` / `FirstAttrDerivedResultType` (and no
//!   `returnType`): every result has the type of the first operand / of
//!   the first attribute;
//! * an op that replaces root results at the top level: the root's result
//!   types, group by group from the result index it replaces;
//! * `returnType`: the types it lists (a symbol's type, a C++ string or a
//!   `NativeCodeCall`, both natives returning a type);
//! * otherwise (nested, auxiliary, partially used ops) MLIR calls a
//!   builder that deduces the types: no types when the op implements
//!   `InferTypeOpInterface` (the consumer infers them), else the native
//!   `<namespace>::<Op>::build` that must compute them.
//!
//! A nested op with several or variable-length results gives all of them
//! to a variadic operand (directly or as a `variadic` element; patsat's
//! extension, `docs/drr-extensions.md`) and is an error, naming the fix,
//! where one value is wanted.

use super::lower::{Lowerer, R};
use super::symbols::{value_pack, Bound, Info, Kind};
use super::tree::{Dag, Leaf, NodeKind, OpArg, OpInfo};
use super::{cpp, NativeKind};
use crate::pattern::{OperationNode, PdlType, Replacement, RewriteOp, ValueId};
use std::collections::HashMap;

/// Operand values per ODS operand group.
type Groups = Vec<Vec<ValueId>>;
/// Attribute arguments by name.
type Attrs = Vec<(String, ValueId)>;

/// What the user of a result dag's value expects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expect {
    /// An operand or a replacement value.
    Value,
    /// An attribute argument.
    Attr,
    /// A result type.
    Type,
    /// Anything (arguments of native calls, auxiliary patterns).
    Any,
}

/// The PDL type of a one-result native call's value: from its use, or,
/// where the use does not tell (an argument of another native call, an
/// auxiliary pattern), guessed from the callee's name: `...Attr...` gives
/// an attribute, `...Type` a type, anything else a value.
fn native_result_type(expect: Expect, expr: &str) -> PdlType {
    match expect {
        Expect::Value => PdlType::Value,
        Expect::Attr => PdlType::Attribute,
        Expect::Type => PdlType::Type,
        Expect::Any => {
            let name = cpp::normalize(expr);
            let callee = name
                .split('(')
                .next()
                .unwrap_or("")
                .rsplit(['.', ':', '>'])
                .next()
                .unwrap_or("");
            if callee.contains("Attr") {
                PdlType::Attribute
            } else if callee.ends_with("Type") || callee.ends_with("Types") {
                PdlType::Type
            } else {
                PdlType::Value
            }
        }
    }
}

impl<'a> Lowerer<'a, '_> {
    /// Checks that every op node of the result dags names an op (MLIR
    /// looks them all up before emitting a pattern).
    pub fn check_result_ops(&self, d: &Dag) -> R<()> {
        if self.r.kind(d) == NodeKind::Op && self.r.op_of(d).is_none() {
            return self.not_an_op(d);
        }
        for a in &d.args {
            if let Some(c) = self.r.dag(a.v) {
                self.check_result_ops(&c)?;
            }
        }
        Ok(())
    }

    /// Lowers the result and supplemental patterns and the replacement or
    /// erasure of the root.
    pub fn lower_results(&mut self, results: &[Dag], supplemental: &[Dag]) -> R<()> {
        let Some((root, root_op)) = self.root.clone() else {
            return self.fatal("internal: no root op");
        };
        let expected = root_op.num_results() as i64;
        for d in results {
            self.collect(d, false)?;
        }
        let n = results.len();
        let mut offsets = vec![expected; n + 1];
        let mut repl_start: i64 = if expected == 0 { n as i64 } else { -1 };
        for i in (0..n).rev() {
            let nv = self.node_value_count(&results[i]) as i64;
            offsets[i] = offsets[i + 1] - nv;
            if offsets[i] == 0 {
                if repl_start == -1 {
                    repl_start = i as i64;
                }
            } else if offsets[i] < 0 && offsets[i + 1] > 0 {
                return self.fatal(format!(
                    "cannot use the same multi-result op '{}' to generate both auxiliary values \
                     and values to be used for replacing the matched op",
                    results[i].name
                ));
            }
        }
        if offsets[0] > 0 {
            return self.fatal("not enough values generated to replace the matched op");
        }
        let repl_start = repl_start.max(0) as usize;
        for (i, d) in results.iter().enumerate().take(repl_start) {
            self.result_pattern(d, offsets[i], 0, Expect::Any)?;
        }
        if expected == 0 {
            self.supplemental(supplemental)?;
            self.w(RewriteOp::Erase { op: root }, &[]);
            self.erase_inlined_terminators();
            return Ok(());
        }
        let mut values = Vec::new();
        for (i, d) in results.iter().enumerate().skip(repl_start) {
            let sym = self.result_pattern(d, offsets[i], 0, Expect::Value)?;
            values.extend(self.symbol_values(&sym)?);
        }
        self.supplemental(supplemental)?;
        for &v in &values {
            if !matches!(self.p.ty(v), PdlType::Value | PdlType::ValueRange) {
                return self.fatal(format!(
                    "the root op is replaced with a {}, which is not a value",
                    self.p.ty(v).mlir_name()
                ));
            }
        }
        self.w(
            RewriteOp::Replace {
                op: root,
                with: Replacement::Values(values),
            },
            &[],
        );
        self.erase_inlined_terminators();
        Ok(())
    }

    /// Erases the terminators `inlineRegion` moved before the root, once
    /// the root is replaced (MLIR's `replaceOpWithRegion` order).
    fn erase_inlined_terminators(&mut self) {
        for t in std::mem::take(&mut self.erase_after) {
            self.w(RewriteOp::Erase { op: t }, &[]);
        }
    }

    fn supplemental(&mut self, pats: &[Dag]) -> R<()> {
        let n = pats.len() as i64;
        for (i, d) in pats.iter().enumerate() {
            self.result_pattern(d, i as i64 - n, 0, Expect::Any)?;
        }
        Ok(())
    }

    /// How many declared values a result dag produces (MLIR's
    /// `getNodeValueCount`).
    fn node_value_count(&self, d: &Dag) -> usize {
        match self.r.kind(d) {
            NodeKind::Op if !d.name.is_empty() => self.syms.static_value_count(&d.name),
            NodeKind::Op => self.r.op_of(d).map_or(0, |o| o.num_results()),
            NodeKind::Native => self.r.native(d.operator.unwrap_or(self.rec)).1.max(0) as usize,
            _ => 1,
        }
    }

    /// Lowers one result dag; returns the symbol standing for its values
    /// (MLIR's `handleResultPattern`).
    pub fn result_pattern(&mut self, d: &Dag, index: i64, depth: usize, e: Expect) -> R<String> {
        match self.r.kind(d) {
            NodeKind::Location => {
                self.fatal("location directive can only be used with op creation")
            }
            NodeKind::Native => self.rewrite_native(d, depth, e),
            NodeKind::ReplaceWithValue => {
                if d.args.len() != 1 {
                    return self.fatal("replaceWithValue directive must take exactly one argument");
                }
                if !d.name.is_empty() {
                    return self.fatal("cannot bind symbol to replaceWithValue");
                }
                Ok(d.args[0].name.clone())
            }
            NodeKind::Variadic => self.build_variadic(d, depth),
            NodeKind::Op => self.create_op(d, index, depth),
            NodeKind::InlineRegion => self.inline_region(d, depth),
            NodeKind::Either
            | NodeKind::ReturnType
            | NodeKind::MatchRegion
            | NodeKind::NumRegions
            | NodeKind::NumBlocks
            | NodeKind::EntryArgs
            | NodeKind::Yielded
            | NodeKind::TakeRegion => self.fatal(format!(
                "`{}` cannot be used as a result pattern",
                d.operator.map(|r| self.r.name(r)).unwrap_or_default()
            )),
        }
    }

    /// Binds a generated symbol to values.
    pub(super) fn bind_auto(
        &mut self,
        prefix: &str,
        kind: Kind,
        op: Option<OpInfo<'a>>,
        b: Bound,
    ) -> String {
        let name = format!("{}{}", prefix, self.next_id);
        self.next_id += 1;
        self.syms.bind(
            &name,
            Info {
                kind,
                op,
                arg_index: 0,
                key: None,
                bound: Some(b),
            },
        );
        name
    }

    /// Sets the values of a symbol bound in a result pattern.
    fn set_bound(&mut self, symbol: &str, b: Bound) {
        if let Some(info) = self.syms.find_mut(symbol) {
            info.bound = Some(b);
        }
    }

    fn build_variadic(&mut self, d: &Dag, depth: usize) -> R<String> {
        let mut elems = Vec::new();
        for (i, a) in d.args.iter().enumerate() {
            if let Some(c) = self.r.dag(a.v) {
                let s = self.result_pattern(&c, i as i64, depth + 1, Expect::Value)?;
                elems.extend(self.symbol_values(&s)?);
            } else {
                elems.extend(self.op_argument(a.v, &a.name, Expect::Value)?);
            }
        }
        let range = self.w(RewriteOp::Range { elements: elems }, &[PdlType::ValueRange])[0];
        Ok(self.bind_auto(
            "tblgen_variadic_values_",
            Kind::Value,
            None,
            Bound::Values(vec![range]),
        ))
    }

    /// A `NativeCodeCall` in a result pattern: a native rewrite whose
    /// arguments are the dag's arguments, in order.
    fn rewrite_native(&mut self, d: &Dag, depth: usize, e: Expect) -> R<String> {
        let tail = self.trailing(d)?;
        if tail.return_type.is_some() {
            return self.fatal("`NativeCodeCall` cannot have return type specifier");
        }
        if let Some(l) = &tail.location {
            self.location(l)?;
        }
        let n = d.args.len() - tail.count;
        let mut args = Vec::new();
        for (i, a) in d.args.iter().take(n).enumerate() {
            if let Some(c) = self.r.dag(a.v) {
                let s = self.result_pattern(&c, i as i64, depth + 1, Expect::Any)?;
                args.extend(self.symbol_values(&s)?);
            } else {
                args.extend(self.op_argument(a.v, &a.name, Expect::Any)?);
            }
        }
        let rec = d.operator.unwrap_or(self.rec);
        let (expr, returns) = self.r.native(rec);
        let results: Vec<PdlType> = match returns {
            r if r <= 0 => Vec::new(),
            1 => vec![native_result_type(e, &expr)],
            r => vec![PdlType::Value; r as usize],
        };
        if args.is_empty() && results.is_empty() {
            return self.fatal(format!(
                "native call '{}' has neither arguments nor results; PDL cannot call it",
                expr
            ));
        }
        let outs = self.native(NativeKind::Rewrite, &expr, Some(rec), args, &results);
        if !d.name.is_empty() {
            self.set_bound(value_pack(&d.name).0, Bound::Values(outs));
            return Ok(d.name.clone());
        }
        let kind = if outs.len() > 1 {
            Kind::Multiple(outs.len())
        } else {
            Kind::Value
        };
        Ok(self.bind_auto("nativeVar_", kind, None, Bound::Values(outs)))
    }

    /// The values of a leaf argument of a result dag (MLIR's
    /// `handleOpArgument`).
    pub(super) fn op_argument(
        &mut self,
        v: crate::tablegen::V,
        name: &str,
        e: Expect,
    ) -> R<Vec<ValueId>> {
        let k = self.r.k;
        let leaf = self.r.leaf(v);
        if let Leaf::Str(_) = leaf {
            return self.fatal("raw string not supported as argument");
        }
        if let Leaf::Def(c) = leaf {
            if k.is_a(c, "ConstantAttr") {
                let attr = k.def_field(c, "attr");
                let value = k.str_field(c, "value").unwrap_or_default();
                return self.constant_attr(attr, &value);
            }
            if k.is_a(c, "EnumCase") {
                let value = k.int_field(c, "value").unwrap_or(0).to_string();
                return self.constant_attr(Some(c), &value);
            }
        }
        let vals = self.symbol_values(name)?;
        match leaf {
            Leaf::Unset => Ok(vals),
            Leaf::Def(c) if k.is_a(c, "TypeConstraint") => Ok(vals),
            Leaf::Def(c) if k.is_a(c, "NativeCodeCall") => {
                let (expr, _) = self.r.native(c);
                let ty = native_result_type(e, &expr);
                Ok(self.native(NativeKind::Rewrite, &expr, Some(c), vals, &[ty]))
            }
            _ => self.fatal("unhandled case when rewriting op"),
        }
    }

    /// A constant attribute: the attribute's constant builder, called
    /// with the constant's text.
    fn constant_attr(
        &mut self,
        attr: Option<crate::tablegen::RecId>,
        value: &str,
    ) -> R<Vec<ValueId>> {
        let k = self.r.k;
        let builder = attr
            .and_then(|a| k.str_field(a, "constBuilderCall"))
            .unwrap_or_default();
        if builder.is_empty() {
            let name = attr
                .map(|a| {
                    if k.rec(a).anonymous {
                        k.def_field(a, "baseAttr")
                            .map(|b| self.r.name(b))
                            .unwrap_or_else(|| self.r.name(a))
                    } else {
                        self.r.name(a)
                    }
                })
                .unwrap_or_default();
            return self.fatal(format!(
                "Attribute {} does not have the 'constBuilderCall' field",
                name
            ));
        }
        let s = self.const_str(value, true);
        Ok(self.native(
            NativeKind::Rewrite,
            &builder,
            attr,
            vec![s],
            &[PdlType::Attribute],
        ))
    }

    /// Creates the op of a result dag (MLIR's `handleOpCreation`).
    fn create_op(&mut self, d: &Dag, index: i64, depth: usize) -> R<String> {
        let Some(op) = self.r.op_of(d) else {
            return self.not_an_op(d);
        };
        let tail = self.trailing(d)?;
        let loc = match &tail.location {
            Some(l) => Some(self.location(l)?),
            None => None,
        };
        let in_pattern = d.args.len() - tail.count;
        if op.num_args() != in_pattern {
            return self.fatal(format!(
                "resultant op '{}' argument number mismatch: {} in pattern vs. {} in definition",
                op.name(),
                in_pattern,
                op.num_args()
            ));
        }
        let mut children: HashMap<usize, String> = HashMap::new();
        for i in 0..in_pattern {
            self.check_variadic_arg(d, &op, i)?;
            if let Some(c) = self.r.dag(d.args[i].v) {
                let e = match op.args[i] {
                    OpArg::Operand(_) => Expect::Value,
                    _ => Expect::Attr,
                };
                let s = self.result_pattern(&c, i as i64, depth + 1, e)?;
                children.insert(i, s);
            }
        }
        let (pack, result_sym) = if d.name.is_empty() {
            let s = format!("tblgen_{}_{}", op.cpp_class, self.next_id);
            self.next_id += 1;
            (s.clone(), s)
        } else {
            (value_pack(&d.name).0.to_string(), d.name.clone())
        };
        let same = op.has_trait("SameOperandsAndResultType");
        let first_attr = op.has_trait("FirstAttrDerivedResultType");
        let partial = pack != result_sym;
        let rt = tail.return_type.clone();
        let (groups, attrs, types): (Groups, Attrs, Vec<Option<ValueId>>);
        if rt.is_none() && (same || first_attr) {
            let (g, a) = self.op_args(d, &op, &children, true)?;
            let t = if same {
                let all: Vec<ValueId> = g.iter().flatten().copied().collect();
                match all.first() {
                    Some(&v) if self.p.ty(v) == PdlType::Value => Some(self.type_of(v, true)),
                    Some(_) => Some(
                        self.intrinsic(
                            NativeKind::Rewrite,
                            "drr.first_type",
                            all,
                            &[PdlType::Type],
                        )[0],
                    ),
                    None => {
                        return self.fatal(format!(
                            "op '{}' (SameOperandsAndResultType) is created without operands; \
                             its result type cannot be deduced",
                            op.name()
                        ))
                    }
                }
            } else {
                match a.first() {
                    Some(&(_, v)) => Some(self.type_of(v, true)),
                    None => {
                        return self.fatal(format!(
                            "op '{}' (FirstAttrDerivedResultType) is created without attributes; \
                             its result type cannot be deduced",
                            op.name()
                        ))
                    }
                }
            };
            types = vec![t; op.num_results()];
            groups = g;
            attrs = a;
        } else if rt.is_none() && (partial || depth > 0 || index < 0) {
            let (g, a) = self.op_args(d, &op, &children, false)?;
            types = if op.num_results() == 0 {
                Vec::new()
            } else if op.declares_type_inference() {
                self.implicit_inference(&op);
                vec![None; op.num_results()]
            } else if let Some(ts) = self.ods_result_types(&op, &g, &a) {
                ts.into_iter().map(Some).collect()
            } else {
                let mut args: Vec<ValueId> = g.iter().flatten().copied().collect();
                args.extend(a.iter().map(|x| x.1));
                let text = format!("{}::{}::build", op.op.cpp_namespace, op.cpp_class);
                let r = self.native(
                    NativeKind::Rewrite,
                    &text,
                    Some(op.rec),
                    args,
                    &[PdlType::TypeRange],
                )[0];
                let mut t = vec![None; op.num_results()];
                t[0] = Some(r);
                t
            };
            groups = g;
            attrs = a;
        } else {
            if depth == 0 && index >= 0 && rt.is_some() {
                return self.fatal(
                    "Cannot specify explicit return types in an op whose return values replace \
                     the source pattern's root op",
                );
            }
            let (g, a) = self.op_args(d, &op, &children, true)?;
            groups = g;
            attrs = a;
            types = match &rt {
                Some(rt) => {
                    let mut ts = Vec::new();
                    for i in 0..rt.args.len() {
                        ts.extend(
                            self.return_type_arg(rt, i, depth + 1)?
                                .into_iter()
                                .map(Some),
                        );
                    }
                    ts
                }
                None => {
                    let mut ts = Vec::new();
                    for i in 0..op.num_results() {
                        let g = index as usize + i;
                        match self.root_types.get(g) {
                            Some(&t) => ts.push(Some(t)),
                            None => {
                                return self.fatal(format!(
                                    "op '{}' replaces root results from #{} on, but the root \
                                     has only {} result groups",
                                    op.name(),
                                    index,
                                    self.root_types.len()
                                ))
                            }
                        }
                    }
                    ts
                }
            };
        }
        let mut attrs = attrs;
        if op.has_trait("AttrSizedOperandSegments")
            && !attrs.iter().any(|a| a.0 == "operandSegmentSizes")
        {
            let mut ranges = Vec::new();
            for g in &groups {
                let r = match g.as_slice() {
                    [r] if self.p.ty(*r) == PdlType::ValueRange => *r,
                    _ => self.w(
                        RewriteOp::Range {
                            elements: g.clone(),
                        },
                        &[PdlType::ValueRange],
                    )[0],
                };
                ranges.push(r);
            }
            let a = self.intrinsic(
                NativeKind::Rewrite,
                "drr.operand_segment_sizes",
                ranges,
                &[PdlType::Attribute],
            )[0];
            attrs.push(("operandSegmentSizes".to_string(), a));
        }
        let regions = self.taken_regions(&op, &tail.regions)?;
        let node = OperationNode {
            name: Some(op.name().to_string()),
            operands: groups.concat(),
            attributes: attrs,
            result_types: types.iter().flatten().copied().collect(),
            regions,
        };
        let opv = self.w1(RewriteOp::Operation(node));
        // A group's type is known when each group got its own type (a
        // single type for a fixed-length group).
        let per_group = types.len() == op.num_results()
            && types.iter().enumerate().all(|(g, t)| {
                t.is_some_and(|t| (self.p.ty(t) == PdlType::TypeRange) == op.result_var_len(g))
            });
        let group_types: Vec<Option<ValueId>> = if per_group {
            types.clone()
        } else {
            vec![None; op.num_results()]
        };
        self.op_types.insert(opv, group_types.clone());
        if let Some((srcs, name)) = loc {
            let mut args = vec![opv];
            args.extend(srcs);
            if let Some(n) = name {
                args.push(self.const_str(&n, true));
            }
            self.intrinsic(NativeKind::Rewrite, "drr.set_location", args, &[]);
        }
        let b = Bound::Op {
            op: opv,
            created: true,
            types: group_types,
        };
        if d.name.is_empty() {
            self.syms.bind(
                &result_sym,
                Info {
                    kind: Kind::Result,
                    op: Some(op.clone()),
                    arg_index: 0,
                    key: None,
                    bound: Some(b),
                },
            );
        } else {
            self.set_bound(&pack, b);
        }
        Ok(result_sym)
    }

    /// The result types ODS derives for an op it gives
    /// `InferTypeOpInterface` to (MLIR's `populateTypeInferenceInfo`):
    /// with `SameOperandsAndResultType` the type of the first
    /// fixed-length operand; else, per result, its buildable type (the
    /// constraint's `builderCall`, a native), the type of an operand or
    /// attribute in its `AllTypesMatch` group, or the `TypesMatchWith`
    /// transform of one. `None` when a result has none of these.
    fn ods_result_types(
        &mut self,
        op: &OpInfo<'a>,
        groups: &Groups,
        attrs: &Attrs,
    ) -> Option<Vec<ValueId>> {
        let k = self.r.k;
        k.def_by_name("InferTypeOpInterface")?;
        if op.has_var_len_results() {
            return None;
        }
        if op.has_trait("SameOperandsAndResultType") {
            let j = (0..op.op.operands.len()).find(|&j| !op.operand_var_len(j))?;
            let v = *groups.get(j)?.first()?;
            let t = self.type_of(v, true);
            return Some(vec![t; op.num_results()]);
        }
        let (all_match, with) = op.type_relations(k);
        let mut out = Vec::new();
        for (i, res) in op.op.results.iter().enumerate() {
            let builder = op
                .result_recs
                .get(i)
                .copied()
                .flatten()
                .and_then(|r| k.str_field(r, "builderCall"))
                .filter(|b| !b.is_empty());
            if let Some(b) = builder {
                out.push(self.native(NativeKind::Rewrite, &b, None, vec![], &[PdlType::Type])[0]);
                continue;
            }
            let source = |this: &mut Self, name: &str| -> Option<ValueId> {
                if let Some(j) = op.operand_named(name).filter(|&j| !op.operand_var_len(j)) {
                    let v = *groups.get(j)?.first()?;
                    return Some(this.type_of(v, true));
                }
                if op.attr_named(name).is_some() {
                    let v = attrs.iter().find(|a| a.0 == name)?.1;
                    return Some(this.type_of(v, true));
                }
                None
            };
            let mut found = None;
            for g in all_match.iter().filter(|g| g.contains(&res.name)) {
                for n in g {
                    if found.is_none() {
                        found = source(self, n);
                    }
                }
            }
            if found.is_none() {
                for (lhs, rhs, transform) in &with {
                    if found.is_none() && rhs == &res.name {
                        if let Some(t) = source(self, lhs) {
                            found = Some(
                                self.native(
                                    NativeKind::Rewrite,
                                    transform,
                                    None,
                                    vec![t],
                                    &[PdlType::Type],
                                )[0],
                            );
                        }
                    }
                }
            }
            out.push(found?);
        }
        Some(out)
    }

    /// MLIR's check that a variadic operand gets a variadic argument.
    fn check_variadic_arg(&self, d: &Dag, op: &OpInfo<'a>, i: usize) -> R<()> {
        let Some(OpArg::Operand(j)) = op.args.get(i) else {
            return Ok(());
        };
        if !op.operand_variadic(*j) {
            return Ok(());
        }
        let Some(mut child) = self.r.dag(d.args[i].v) else {
            return Ok(());
        };
        while self.r.kind(&child) == NodeKind::ReplaceWithValue {
            match child.args.first().and_then(|a| self.r.dag(a.v)) {
                Some(c) => child = c,
                None => return Ok(()),
            }
        }
        let k = self.r.kind(&child);
        // patsat's extension: an op with several (or variable-length)
        // results gives all of them (mlir-tblgen rejects it, as below).
        let many = k == NodeKind::Op && self.r.op_of(&child).is_some_and(|c| gives_many(&c));
        if k != NodeKind::Native && k != NodeKind::Variadic && !many {
            return self.fatal(format!(
                "op expects variadic operand `{}`, while provided is non-variadic",
                op.arg_name(i)
            ));
        }
        Ok(())
    }

    /// An op given to operand `i` that is not variadic, as a nested dag or
    /// as a symbol bound to it without `__N`, must give exactly one
    /// value: an op with several or variable-length results is an error
    /// naming the fix (mlir-tblgen writes C++ that does not compile
    /// there).
    fn one_value_for(&self, d: &Dag, op: &OpInfo<'a>, i: usize, j: usize) -> R<()> {
        let a = &d.args[i];
        // The op, and the symbol naming it (None: a nested dag).
        let (c, symbol) = if let Some(child) = self.r.dag(a.v) {
            match self.r.op_of(&child) {
                Some(c) if self.r.kind(&child) == NodeKind::Op => (c, None),
                _ => return Ok(()),
            }
        } else {
            let bound_op = match self.syms.find(&a.name) {
                Some(info) if matches!(info.bound, Some(Bound::Op { .. })) => info.op.clone(),
                _ => None,
            };
            match bound_op {
                Some(c) if value_pack(&a.name).1.is_none() => (c, Some(a.name.as_str())),
                _ => return Ok(()),
            }
        };
        if !gives_many(&c) {
            return Ok(());
        }
        let what = if c.has_var_len_results() {
            "variable-length results".to_string()
        } else {
            format!("{} results", c.num_results())
        };
        let fixed_group = (0..c.num_results()).any(|g| !c.result_var_len(g));
        let (given, fix) = match symbol {
            None => (
                format!("nested op '{}' has", c.name()),
                if fixed_group {
                    "create it in an earlier result pattern, `(Op:$name ...)`, and give \
                     `$name__N` (one result group), or give all its results to a variadic operand"
                        .to_string()
                } else {
                    "give its results to a variadic operand".to_string()
                },
            ),
            Some(name) => (
                format!("`${}` is op '{}', which has", name, c.name()),
                if fixed_group {
                    format!(
                        "give `${}__N` (one result group), or give all its results to a variadic \
                         operand",
                        name
                    )
                } else {
                    "give its results to a variadic operand".to_string()
                },
            ),
        };
        let takes = if op.operand_var_len(j) {
            "at most one"
        } else {
            "one"
        };
        self.fatal(format!(
            "operand `{}` of op '{}' takes {} value, but {} {}; {}",
            op.arg_name(i),
            op.name(),
            takes,
            given,
            what,
            fix
        ))
    }

    /// The value(s) of an operand argument that is a leaf: the symbol's
    /// values, or a native call applied to them.
    fn operand_leaf(&mut self, d: &Dag, i: usize, aggregate: bool) -> R<Vec<ValueId>> {
        let a = &d.args[i];
        let k = self.r.k;
        match self.r.leaf(a.v) {
            Leaf::Def(c) if aggregate && k.is_a(c, "ConstantAttr") => self.fatal(
                "attribute found where value was expected, if attempting to use constant value, \
                 construct a constant op with given attribute instead",
            ),
            Leaf::Def(c) if k.is_a(c, "NativeCodeCall") => {
                let vals = self.symbol_values(&a.name)?;
                let (expr, _) = self.r.native(c);
                Ok(self.native(NativeKind::Rewrite, &expr, Some(c), vals, &[PdlType::Value]))
            }
            _ => self.symbol_values(&a.name),
        }
    }

    fn operand_group(
        &mut self,
        d: &Dag,
        op: &OpInfo<'a>,
        i: usize,
        j: usize,
        children: &HashMap<usize, String>,
        aggregate: bool,
    ) -> R<Vec<ValueId>> {
        let vals = if op.operand_variadic(j) {
            let sym = children
                .get(&i)
                .cloned()
                .unwrap_or_else(|| d.args[i].name.clone());
            self.symbol_values(&sym)?
        } else if let Some(s) = children.get(&i).cloned() {
            self.one_value_for(d, op, i, j)?;
            self.symbol_values(&s)?
        } else {
            self.one_value_for(d, op, i, j)?;
            self.operand_leaf(d, i, aggregate)?
        };
        for &v in &vals {
            if !matches!(self.p.ty(v), PdlType::Value | PdlType::ValueRange) {
                return self.fatal(format!(
                    "operand `{}` of op '{}' is given a {}, not a value",
                    op.arg_name(i),
                    op.name(),
                    self.p.ty(v).mlir_name()
                ));
            }
        }
        Ok(vals)
    }

    fn attr_arg(
        &mut self,
        d: &Dag,
        op: &OpInfo<'a>,
        i: usize,
        children: &HashMap<usize, String>,
    ) -> R<Option<ValueId>> {
        let vals = if let Some(c) = self.r.dag(d.args[i].v) {
            if self.r.kind(&c) != NodeKind::Native {
                return self.fatal(
                    "only NativeCodeCall allowed in nested dag node for creating attribute",
                );
            }
            let s = children.get(&i).cloned().unwrap_or_default();
            self.symbol_values(&s)?
        } else {
            let a = d.args[i].clone();
            self.op_argument(a.v, &a.name, Expect::Attr)?
        };
        match vals.as_slice() {
            [] => Ok(None),
            [v] if self.p.ty(*v) == PdlType::Attribute => Ok(Some(*v)),
            _ => self.fatal(format!(
                "attribute `{}` of op '{}' is given {}, not an attribute",
                op.arg_name(i),
                op.name(),
                vals.iter()
                    .map(|v| self.p.ty(*v).mlir_name())
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
        }
    }

    /// The operand groups and attributes of an op to create, read in the
    /// order the builder MLIR picks reads them (which decides the first
    /// error): the aggregate builder in ODS order, the separate-parameter
    /// builder (`aggregate` false) operands first, then attributes.
    fn op_args(
        &mut self,
        d: &Dag,
        op: &OpInfo<'a>,
        children: &HashMap<usize, String>,
        aggregate: bool,
    ) -> R<(Groups, Attrs)> {
        let mut groups = vec![Vec::new(); op.op.operands.len()];
        let mut attrs = Vec::new();
        let passes: &[bool] = if aggregate { &[true] } else { &[false, true] };
        for &attr_pass in passes {
            for i in 0..op.num_args() {
                match op.args[i] {
                    OpArg::Operand(j) if aggregate || !attr_pass => {
                        groups[j] = self.operand_group(d, op, i, j, children, aggregate)?
                    }
                    OpArg::Operand(_) => {}
                    _ if aggregate || attr_pass => {
                        if let Some(v) = self.attr_arg(d, op, i, children)? {
                            attrs.push((op.arg_name(i), v));
                        }
                    }
                    _ => {}
                }
            }
        }
        Ok((groups, attrs))
    }

    /// One argument of a `returnType` directive: its type(s).
    fn return_type_arg(&mut self, rt: &Dag, i: usize, depth: usize) -> R<Vec<ValueId>> {
        let a = rt.args[i].clone();
        if let Some(c) = self.r.dag(a.v) {
            if self.r.kind(&c) != NodeKind::Native {
                return self.fatal("nested DAG in `returnType` must be a native code call");
            }
            let s = self.rewrite_native(&c, depth, Expect::Type)?;
            return self.symbol_values(&s);
        }
        if let Leaf::Str(s) = self.r.leaf(a.v) {
            return Ok(self.native(NativeKind::Rewrite, &s, None, vec![], &[PdlType::Type]));
        }
        let vals = self.op_argument(a.v, &a.name, Expect::Value)?;
        Ok(vals.into_iter().map(|v| self.type_of(v, true)).collect())
    }
}

/// Whether a created op gives more than one value, or a number not known
/// from its definition (several or variable-length result groups).
fn gives_many(op: &OpInfo<'_>) -> bool {
    op.num_results() > 1 || op.has_var_len_results()
}
