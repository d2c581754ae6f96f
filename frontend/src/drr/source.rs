//! The source half of a DRR pattern: the source dag becomes matcher nodes
//! in the order mlir-tblgen emits its checks (and raises its errors), and
//! the additional constraints become native constraints.
//!
//! * An op node is a `pdl.operation` with one operand entry per ODS
//!   operand (a `pdl.operand`, a `pdl.operands` range for an optional or
//!   variadic group, or the elements of a `variadic` match) and one result
//!   type entry per ODS result (`pdl.type`, `pdl.types` for a
//!   variable-length group), so it matches what the op's verifier allows.
//! * Every operand gets a type variable; the ones nothing uses are pruned
//!   at the end.
//! * Required attributes are entries of the op's attribute dictionary;
//!   optional attributes without a null check and default-valued ones are
//!   read with the `drr.attr`/`drr.attr_or` intrinsics, because DRR
//!   accepts them missing.
//! * Operands bound to one name reuse one PDL value (equality).
//! * A nested op defines one operand: its only result, or, for an op with
//!   several results, each result in turn (one PDL pattern per choice),
//!   or, for an op with variable-length results, any of them
//!   (`MatchOp::AnyResult`: the operand's defining op, as the C++
//!   mlir-tblgen generates checks it); `either` likewise tries both
//!   orders.

use super::lower::{Lowerer, R};
use super::symbols::Bound;
use super::tree::{Arg, Dag, Leaf, NodeKind, OpArg, OpInfo};
use super::{cpp, NativeKind};
use crate::pattern::{MatchOp, OperationNode, PdlType, ValueId};
use crate::tablegen::RecId;

/// An attribute read after its op is matched.
struct Late {
    arg: Arg,
    matcher: Option<RecId>,
    attr_name: String,
    default: Option<(String, String, Option<RecId>)>,
    arg_index: usize,
}

impl<'a> Lowerer<'a, '_> {
    /// Lowers the source pattern (rooted at an op) and the additional
    /// constraints of the pattern record; returns the root op.
    pub fn lower_source(&mut self, src: &Dag) -> R<ValueId> {
        let root = self.match_op(src, 0)?;
        self.matched_ops.insert(0, root);
        self.lower_constraints()?;
        Ok(root)
    }

    /// Matches a nested dag at `depth` (MLIR's `emitMatch`): an op or a
    /// native matcher; returns the operand value it defines.
    pub fn match_nested(&mut self, d: &Dag, depth: usize) -> R<ValueId> {
        match self.r.kind(d) {
            NodeKind::Op => {
                let Some(op) = self.r.op_of(d) else {
                    return self.not_an_op(d);
                };
                let nop = self.match_op(d, depth)?;
                if op.has_var_len_results() {
                    // Whichever result the operand is (as the C++
                    // mlir-tblgen generates: the operand's defining op).
                    return Ok(self.m1(MatchOp::AnyResult { parent: nop }));
                }
                let n = op.num_results();
                if n == 0 {
                    return Ok(self.m1(MatchOp::Result {
                        parent: nop,
                        index: 0,
                    }));
                }
                let idx = if n > 1 { self.choose(n) } else { 0 };
                self.op_result(nop, &op, idx)
            }
            NodeKind::Native => self.match_native(d, depth),
            _ => self.fatal("encountered non-op, non-NativeCodeCall match."),
        }
    }

    /// Matches an op node; returns its `!pdl.operation`.
    pub fn match_op(&mut self, d: &Dag, depth: usize) -> R<ValueId> {
        let Some(op) = self.r.op_of(d) else {
            return self.not_an_op(d);
        };
        let mut groups: Vec<Vec<ValueId>> = vec![Vec::new(); op.op.operands.len()];
        let mut attrs: Vec<(String, ValueId)> = Vec::new();
        let mut late: Vec<Late> = Vec::new();
        let mut eithers = Vec::new();
        let mut arg_index = 0;
        let (args, region_dirs) = self.split_region_directives(d);
        for a in args {
            let Some(oparg) = op.args.get(arg_index).cloned() else {
                return self.fatal(format!(
                    "op '{}' in a source pattern has more arguments than its definition \
                     (`location` and `returnType` are result-pattern directives)",
                    op.name()
                ));
            };
            if let Some(child) = self.r.dag(a.v) {
                let ck = self.r.kind(&child);
                if ck == NodeKind::Either {
                    let e = &child;
                    eithers.extend(self.match_either(
                        d,
                        &op,
                        e,
                        arg_index,
                        depth,
                        &mut groups,
                        false,
                    )?);
                    arg_index += 2;
                    continue;
                }
                let OpArg::Operand(j) = oparg else {
                    return self.fatal(format!(
                        "op '{}': argument `{}` is an attribute; a nested DAG can only match an \
                         operand",
                        op.name(),
                        op.arg_name(arg_index)
                    ));
                };
                if ck == NodeKind::Variadic {
                    if !op.operand_variadic(j) {
                        return self.fatal(format!(
                            "variadic DAG construct can't match op {}'s non-variadic operand #{}",
                            op.name(),
                            arg_index
                        ));
                    }
                    self.match_variadic(d, &op, &child, arg_index, j, depth, &mut groups)?;
                    arg_index += 1;
                    continue;
                }
                if op.operand_var_len(j) {
                    return self.fatal(format!(
                        "use nested DAG construct to match op {}'s variadic operand #{} \
                         unsupported now",
                        op.name(),
                        arg_index
                    ));
                }
                let v = self.match_nested(&child, depth + 1)?;
                groups[j].push(v);
                arg_index += 1;
                continue;
            }
            match oparg {
                OpArg::Operand(j) => {
                    let v = self.match_operand_leaf(d, &op, j, &a, arg_index, None)?;
                    groups[j].push(v);
                }
                OpArg::Attr(j) => {
                    self.match_attr_leaf(&op, j, &a, arg_index, &mut attrs, &mut late)?
                }
                OpArg::Prop(j) => self.match_prop_leaf(&op, j, &a, &mut attrs)?,
            }
            arg_index += 1;
        }
        let (opv, group_types) = self.op_node(&op, groups.concat(), attrs);
        for i in eithers {
            self.eithers[i].parent = Some(opv);
        }
        for l in late {
            self.read_late_attr(opv, &op, l)?;
        }
        self.match_regions(opv, &op, &region_dirs)?;
        if !d.name.is_empty() {
            if let Some(info) = self.syms.find_mut(&d.name) {
                info.bound = Some(Bound::Op {
                    op: opv,
                    created: false,
                    types: group_types,
                });
            }
        }
        if depth > 0 {
            self.matched_ops.push(opv);
        }
        Ok(opv)
    }

    /// The `pdl.operation` node of a matched op with these operands and
    /// attributes: one result type entry per ODS result group. Returns the
    /// op and the type of each result group.
    fn op_node(
        &mut self,
        op: &OpInfo<'a>,
        operands: Vec<ValueId>,
        attributes: Vec<(String, ValueId)>,
    ) -> (ValueId, Vec<Option<ValueId>>) {
        let mut result_types = Vec::new();
        let mut group_types = Vec::new();
        for g in 0..op.num_results() {
            let t = if op.result_var_len(g) {
                self.m1(MatchOp::Types { constant: None })
            } else {
                self.m1(MatchOp::Type { constant: None })
            };
            result_types.push(t);
            group_types.push(Some(t));
        }
        let node = OperationNode {
            name: Some(op.name().to_string()),
            operands,
            attributes,
            result_types,
            regions: Vec::new(),
        };
        let opv = self.m1(MatchOp::Operation(node));
        self.op_types.insert(opv, group_types.clone());
        (opv, group_types)
    }

    /// The probe of `either` site `e` (see [`super::Guard`]): the op `d`
    /// holding it, matched with only the `either`'s two operands (at
    /// `arg_index`) in the written order and their sub-matches, the other
    /// operands unconstrained. Returns the op, the probe's root.
    pub fn probe_either(&mut self, d: &Dag, e: &Dag, arg_index: usize, depth: usize) -> R<ValueId> {
        let Some(op) = self.r.op_of(d) else {
            return self.not_an_op(d);
        };
        let mut groups: Vec<Vec<ValueId>> = vec![Vec::new(); op.op.operands.len()];
        self.match_either(d, &op, e, arg_index, depth, &mut groups, true)?;
        for (j, g) in groups.iter_mut().enumerate() {
            if g.is_empty() {
                let any = if op.operand_var_len(j) {
                    MatchOp::Operands { ty: None }
                } else {
                    MatchOp::Operand { ty: None }
                };
                g.push(self.m1(any));
            }
        }
        let (opv, _) = self.op_node(&op, groups.concat(), Vec::new());
        Ok(opv)
    }

    /// Matches an operand given by a leaf; returns its value.
    fn match_operand_leaf(
        &mut self,
        d: &Dag,
        op: &OpInfo<'a>,
        j: usize,
        a: &Arg,
        arg_index: usize,
        sub: Option<usize>,
    ) -> R<ValueId> {
        let mut check = None;
        match self.r.leaf(a.v) {
            Leaf::Unset => {}
            Leaf::Def(c) if self.r.k.is_a(c, "TypeConstraint") => {
                if op.arg_recs.get(arg_index).copied().flatten() != Some(c) {
                    if op.operand_var_len(j) {
                        return self.fatal(format!(
                            "further constrain op {}'s variadic operand #{} unsupported now",
                            op.name(),
                            arg_index
                        ));
                    }
                    check = Some(c);
                }
            }
            _ => {
                return self.fatal(format!(
                    "the {}-th argument of op '{}' should be an operand",
                    arg_index + 1,
                    op.name()
                ))
            }
        }
        let named = !a.name.is_empty() && a.name != "_";
        let range = sub.is_none() && op.operand_var_len(j);
        let prev = if named && !self.probe {
            self.syms.all(&a.name).iter().find_map(|i| match &i.bound {
                Some(Bound::Operand {
                    value: Some(v), ty, ..
                }) => Some((*v, *ty)),
                _ => None,
            })
        } else {
            None
        };
        let (v, t) = match prev {
            Some((v, Some(t))) if (self.p.ty(v) == PdlType::ValueRange) == range => (v, t),
            Some(_) => {
                return self.fatal(format!(
                    "operand symbol '{}' is bound both to a single operand and to an operand \
                     group; patsat cannot compare them",
                    a.name
                ))
            }
            None => {
                let (t, v) = if range {
                    let t = self.m1(MatchOp::Types { constant: None });
                    (t, self.m1(MatchOp::Operands { ty: Some(t) }))
                } else {
                    let t = self.m1(MatchOp::Type { constant: None });
                    (t, self.m1(MatchOp::Operand { ty: Some(t) }))
                };
                self.types.insert(v, t);
                (v, t)
            }
        };
        if let Some(c) = check {
            let cond = self.r.condition(c);
            self.native(NativeKind::Constraint, &cond, Some(c), vec![t], &[]);
        }
        if named {
            if let Some(info) = self.syms.operand_mut(&a.name, (d.v, arg_index, sub)) {
                info.bound = Some(Bound::Operand {
                    value: Some(v),
                    elems: Vec::new(),
                    ty: Some(t),
                });
            }
        }
        Ok(v)
    }

    /// Matches an attribute given by a leaf: an entry of the op's
    /// attribute dictionary, or a read after the op is matched.
    fn match_attr_leaf(
        &mut self,
        op: &OpInfo<'a>,
        j: usize,
        a: &Arg,
        arg_index: usize,
        attrs: &mut Vec<(String, ValueId)>,
        late: &mut Vec<Late>,
    ) -> R<()> {
        let attr = &op.op.attributes[j];
        let matcher = match self.r.leaf(a.v) {
            Leaf::Unset => None,
            Leaf::Def(c) if self.r.k.is_a(c, "AttrConstraint") => Some(c),
            _ => {
                return self.fatal(format!(
                    "the {}-th argument of op '{}' should be an attribute",
                    arg_index + 1,
                    op.name()
                ))
            }
        };
        let named = !a.name.is_empty() && a.name != "_";
        if !named && matcher.is_none() {
            return Ok(());
        }
        let arg_rec = op.arg_recs.get(arg_index).copied().flatten();
        if let Some(default) = &attr.default {
            let builder = arg_rec
                .and_then(|r| self.r.k.str_field(r, "constBuilderCall"))
                .unwrap_or_default();
            late.push(Late {
                arg: a.clone(),
                matcher,
                attr_name: attr.name.clone(),
                default: Some((default.clone(), builder, arg_rec)),
                arg_index,
            });
            return Ok(());
        }
        let cond = matcher.map(|c| self.r.condition(c)).unwrap_or_default();
        let null_checked = cond.contains("$_self") && !cond.contains("!$_self");
        if attr.optional && !(matcher.is_some() && null_checked) {
            late.push(Late {
                arg: a.clone(),
                matcher,
                attr_name: attr.name.clone(),
                default: None,
                arg_index,
            });
            return Ok(());
        }
        let t = self.m1(MatchOp::Type { constant: None });
        let v = self.m1(MatchOp::Attribute {
            ty: Some(t),
            value: None,
        });
        self.types.insert(v, t);
        attrs.push((attr.name.clone(), v));
        self.attr_checked(op, a, matcher, v, arg_index)
    }

    /// A property argument: read as the inherent attribute of that name;
    /// a `PropConstraint` is checked on it.
    fn match_prop_leaf(
        &mut self,
        op: &OpInfo<'a>,
        j: usize,
        a: &Arg,
        attrs: &mut Vec<(String, ValueId)>,
    ) -> R<()> {
        let check = match self.r.leaf(a.v) {
            Leaf::Unset => None,
            Leaf::Def(c) if self.r.k.is_a(c, "PropConstraint") => Some(c),
            _ => {
                return self.fatal(format!(
                    "property `{}` of op '{}' can only be bound or constrained with a \
                     PropConstraint",
                    op.op.properties[j].name,
                    op.name()
                ))
            }
        };
        let named = !a.name.is_empty() && a.name != "_";
        if !named && check.is_none() {
            return Ok(());
        }
        let v = self.m1(MatchOp::Attribute {
            ty: None,
            value: None,
        });
        attrs.push((op.op.properties[j].name.clone(), v));
        if let Some(c) = check {
            let cond = self.r.condition(c);
            self.native(NativeKind::Constraint, &cond, Some(c), vec![v], &[]);
        }
        if named {
            if let Some(info) = self.syms.find_mut(&a.name) {
                info.bound = Some(Bound::Attr(v));
            }
        }
        Ok(())
    }

    fn read_late_attr(&mut self, opv: ValueId, op: &OpInfo<'a>, l: Late) -> R<()> {
        let name = self.const_str(&l.attr_name, false);
        let v = match &l.default {
            Some((default, builder, rec)) => {
                if builder.is_empty() {
                    return self.fatal(format!(
                        "attribute `{}` of op '{}' has a default value but its constraint has \
                         no constant builder (`constBuilderCall`)",
                        l.attr_name,
                        op.name()
                    ));
                }
                let dv = self.const_str(default, false);
                let d = self.native(
                    NativeKind::Constraint,
                    builder,
                    *rec,
                    vec![dv],
                    &[PdlType::Attribute],
                )[0];
                self.intrinsic(
                    NativeKind::Constraint,
                    "drr.attr_or",
                    vec![opv, name, d],
                    &[PdlType::Attribute],
                )[0]
            }
            None => self.intrinsic(
                NativeKind::Constraint,
                "drr.attr",
                vec![opv, name],
                &[PdlType::Attribute],
            )[0],
        };
        self.attr_checked(op, &l.arg, l.matcher, v, l.arg_index)
    }

    /// Checks an attribute's constraint (unless it is the op's own) and
    /// binds its name.
    fn attr_checked(
        &mut self,
        op: &OpInfo<'a>,
        a: &Arg,
        matcher: Option<RecId>,
        v: ValueId,
        arg_index: usize,
    ) -> R<()> {
        if let Some(c) = matcher {
            if op.arg_recs.get(arg_index).copied().flatten() != Some(c) {
                self.attr_constraint(c, v, false);
            }
        }
        if !a.name.is_empty() && a.name != "_" {
            if let Some(info) = self.syms.find_mut(&a.name) {
                info.bound = Some(Bound::Attr(v));
            }
        }
        Ok(())
    }

    /// The native constraint of an attribute constraint on `v`. A
    /// `ConstantAttr` is checked as `$_self == <constant builder>($0)` with
    /// the constant's text as `$0`, so one native covers every value.
    pub fn attr_constraint(&mut self, c: RecId, v: ValueId, in_rewrite: bool) {
        let k = self.r.k;
        if k.is_a(c, "ConstantAttr") {
            let builder = k
                .def_field(c, "attr")
                .and_then(|a| k.str_field(a, "constBuilderCall"))
                .unwrap_or_default();
            let value = k.str_field(c, "value").unwrap_or_default();
            let text = format!("$_self == {}", builder);
            let s = self.const_str(&value, in_rewrite);
            self.native(NativeKind::Constraint, &text, Some(c), vec![v, s], &[]);
            return;
        }
        let cond = self.r.condition(c);
        self.native(NativeKind::Constraint, &cond, Some(c), vec![v], &[]);
    }

    /// Matches the two operands an `either` groups, in the order the
    /// variant picks (the written order when `written`, for a probe);
    /// returns the index of its [`EitherSite`](super::lower::EitherSite)
    /// record (none for a probe's own `either`).
    #[allow(clippy::too_many_arguments)]
    fn match_either(
        &mut self,
        d: &Dag,
        op: &OpInfo<'a>,
        e: &Dag,
        arg_index: usize,
        depth: usize,
        groups: &mut [Vec<ValueId>],
        written: bool,
    ) -> R<Option<usize>> {
        if e.args.len() != 2 {
            return self.fatal("`either` only supports grouping two operands");
        }
        let (swap, record) = if written {
            (false, None)
        } else {
            let swap = self.choose(2) == 1;
            self.eithers.push(super::lower::EitherSite {
                site: self.next_site,
                swapped: swap,
                parent: None,
            });
            self.next_site += 1;
            (swap, Some(self.eithers.len() - 1))
        };
        let mut vals = [None, None];
        for (i, a) in e.args.iter().enumerate() {
            let ai = arg_index + i;
            let v = if let Some(child) = self.r.dag(a.v) {
                if self.r.kind(&child) == NodeKind::Either {
                    return self.fatal("either cannot be nested");
                }
                self.match_nested(&child, depth + 1)?
            } else if let Some(OpArg::Operand(j)) = op.args.get(ai) {
                self.match_operand_leaf(d, op, *j, a, ai, None)?
            } else {
                return self.fatal("either can only be applied on operand");
            };
            vals[i] = Some(v);
        }
        let slots: Vec<usize> = (0..2)
            .map(|i| match op.args.get(arg_index + i) {
                Some(OpArg::Operand(j)) => *j,
                _ => 0,
            })
            .collect();
        let (first, second) = if swap { (1, 0) } else { (0, 1) };
        if let (Some(a), Some(b)) = (vals[first], vals[second]) {
            groups[slots[0]].push(a);
            groups[slots[1]].push(b);
        }
        Ok(record)
    }

    #[allow(clippy::too_many_arguments)]
    fn match_variadic(
        &mut self,
        d: &Dag,
        op: &OpInfo<'a>,
        v: &Dag,
        arg_index: usize,
        j: usize,
        depth: usize,
        groups: &mut [Vec<ValueId>],
    ) -> R<()> {
        if op.num_var_len_operands() > 1 {
            return self.fatal(format!(
                "`variadic` on op '{}', which has several variable-length operand groups, is not \
                 supported",
                op.name()
            ));
        }
        let mut elems = Vec::new();
        for (i, a) in v.args.iter().enumerate() {
            let e = if let Some(child) = self.r.dag(a.v) {
                if self.r.kind(&child) != NodeKind::Op {
                    return self.fatal("variadic only accepts operation sub-dags");
                }
                self.match_nested(&child, depth + 1)?
            } else {
                self.match_operand_leaf(d, op, j, a, arg_index, Some(i))?
            };
            elems.push(e);
        }
        if !v.name.is_empty() {
            if let Some(info) = self.syms.operand_mut(&v.name, (d.v, arg_index, None)) {
                info.bound = Some(Bound::Operand {
                    value: None,
                    elems: elems.clone(),
                    ty: None,
                });
            }
        }
        groups[j] = elems;
        Ok(())
    }

    /// A `NativeCodeCall` in the source pattern: `$_self` is the op that
    /// defines the operand, its arguments are out-parameters. PDL
    /// constraints cannot return ops, so the native gets the operand and
    /// fails when it has no defining op.
    fn match_native(&mut self, d: &Dag, depth: usize) -> R<ValueId> {
        for a in &d.args {
            if let Some(c) = self.r.dag(a.v) {
                match self.r.kind(&c) {
                    NodeKind::Either => {
                        return self.fatal("NativeCodeCall cannot have `either` operands")
                    }
                    NodeKind::Variadic => {
                        return self.fatal("NativeCodeCall cannot have `variadic` operands")
                    }
                    _ => {}
                }
            }
        }
        let tail = self.trailing(d)?;
        if tail.return_type.is_some() {
            return self.fatal("`NativeCodeCall` cannot have return type specifier");
        }
        if let Some(l) = &tail.location {
            self.check_location_symbols(l)?;
        }
        let rec = d.operator.unwrap_or(self.rec);
        let (expr, _) = self.r.native(rec);
        if cpp::count(&expr, "$_self") != 1 {
            return self.fatal(
                "NativeCodeCall must have $_self as argument for passing the defining Operation",
            );
        }
        let n = d.args.len() - tail.count;
        for (i, a) in d.args.iter().take(n).enumerate() {
            if self.r.dag(a.v).is_some() {
                return self.fatal(format!(
                    "Matching nested tree in NativeCodecall not support for arg{}_{} as arg {}",
                    depth, i, i
                ));
            }
        }
        let t = self.m1(MatchOp::Type { constant: None });
        let v = self.m1(MatchOp::Operand { ty: Some(t) });
        self.types.insert(v, t);
        let k = self.r.k;
        let is_attr = |leaf: &Leaf| matches!(leaf, Leaf::Def(c) if k.is_a(*c, "AttrConstraint") || k.is_a(*c, "ConstantAttr"));
        let kinds: Vec<PdlType> = d.args[..n]
            .iter()
            .map(|a| {
                if is_attr(&self.r.leaf(a.v)) {
                    PdlType::Attribute
                } else {
                    PdlType::Value
                }
            })
            .collect();
        let outs = self.native(NativeKind::Constraint, &expr, Some(rec), vec![v], &kinds);
        for (i, a) in d.args[..n].iter().enumerate() {
            if a.name.is_empty() || a.name == "_" {
                continue;
            }
            let bound = if kinds[i] == PdlType::Attribute {
                Bound::Attr(outs[i])
            } else {
                Bound::Values(vec![outs[i]])
            };
            if let Some(info) = self.syms.find_mut(&a.name) {
                info.bound = Some(bound);
            }
        }
        for (i, a) in d.args[..n].iter().enumerate() {
            match self.r.leaf(a.v) {
                Leaf::Unset => {}
                Leaf::Def(c) if kinds[i] == PdlType::Attribute => {
                    self.attr_constraint(c, outs[i], false)
                }
                Leaf::Def(c) if k.is_a(c, "Constraint") => {
                    let ty = self.type_of(outs[i], false);
                    let cond = self.r.condition(c);
                    self.native(NativeKind::Constraint, &cond, Some(c), vec![ty], &[]);
                }
                _ => {
                    return self.fatal(format!(
                        "argument #{} of native matcher '{}' must be a symbol, optionally with a \
                         type or attribute constraint",
                        i, expr
                    ))
                }
            }
        }
        Ok(v)
    }

    fn check_location_symbols(&self, l: &Dag) -> R<()> {
        if l.args.is_empty() {
            return self.fatal_bare("At least one argument to location directive required");
        }
        if !l.name.is_empty() {
            return self.fatal("cannot bind symbol to location");
        }
        for a in &l.args {
            if matches!(self.r.leaf(a.v), Leaf::Str(_)) {
                continue;
            }
            if !self.syms.contains(&a.name) {
                return self.fatal(format!("referencing unbound symbol '{}'", a.name));
            }
        }
        Ok(())
    }

    /// The pattern's additional constraints (its third argument).
    fn lower_constraints(&mut self) -> R<()> {
        let k = self.r.k;
        let list = k.list_field(self.rec, "constraints").unwrap_or_default();
        let mut applied = Vec::new();
        for v in list {
            let Some(d) = self.r.dag(v) else {
                return self
                    .fatal("all elements in Pattern multi-entity constraints should be DAG nodes");
            };
            if d.args.iter().any(|a| a.name.is_empty()) {
                return self
                    .fatal("operands to additional constraints can only be symbol references");
            }
            applied.push(d);
        }
        for d in applied {
            let Some(c) = d.operator.filter(|c| k.is_a(*c, "Constraint")) else {
                return self.fatal("additional constraints must be Constraint records");
            };
            let cond = self.r.condition(c);
            let entities: Vec<String> = d.args.iter().map(|a| a.name.clone()).collect();
            if k.is_a(c, "TypeConstraint") {
                if entities.len() != 1 {
                    return self.fatal("type constraint requires exactly one argument");
                }
                let vals = self.symbol_values(&entities[0])?;
                let mut args = Vec::new();
                for v in vals {
                    if self.p.ty(v) == PdlType::Attribute {
                        return self.fatal(format!(
                            "type constraint on '{}', which is an attribute",
                            entities[0]
                        ));
                    }
                    args.push(self.type_of(v, false));
                }
                self.native(NativeKind::Constraint, &cond, Some(c), args, &[]);
            } else if k.is_a(c, "AttrConstraint") {
                return self.fatal("cannot use AttrConstraint in Pattern multi-entity constraints");
            } else {
                if entities.len() > 4 {
                    return self.fatal("only support up to 4-entity constraints now");
                }
                let mut ents = Vec::new();
                for e in &entities {
                    ents.extend(self.symbol_values(e)?);
                }
                let mut args = Vec::new();
                if !d.name.is_empty() {
                    args.extend(self.symbol_values(&d.name)?);
                }
                args.extend(ents);
                if args.is_empty() {
                    // PDL constraints need an argument: a constraint of
                    // nothing (a global condition) gets the root op.
                    args.extend(self.matched_ops.first().copied());
                }
                self.native(NativeKind::Constraint, &cond, Some(c), args, &[]);
            }
        }
        Ok(())
    }
}
