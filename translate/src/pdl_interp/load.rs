//! A parsed `pdl_interp` module (`@matcher` and `module @rewriters`, as
//! the PDL-to-`pdl_interp` lowering makes them and MLIR's bytecode tests
//! write them) to a [`Program`]: values become registers, blocks (nested
//! `foreach` bodies included) are numbered, natives are resolved by name.
//! Every problem is a diagnostic at the op's location: an op the
//! interpreter does not know, an unregistered native, a call that does not
//! fit the native's declared kinds, a `record_match` naming no rewriter or
//! passing it the wrong number of values.

use super::program::*;
use crate::hooks::{HookId, HookKind, Hooks};
use crate::ops::OpDefs;
use patsat_frontend::pattern::verify::diag_at_loc;
use patsat_frontend::pattern::PdlType;
use patsat_ir::printer::type_to_string;
use patsat_ir::{Attr, AttrKind, BlockId, Context, Diagnostic, Ir, OpId, Type, Value};
use std::collections::HashMap;

type R<T> = Result<T, Diagnostic>;

/// Loads the `pdl_interp` functions of `module` (a `builtin.module`, e.g.
/// `@patterns` of MLIR's bytecode tests): `pdl_interp.func @matcher` and
/// the functions of its `module @rewriters`.
/// Native calls are checked against `hooks`; created registered ops get
/// their inherent attributes (and defaults) from `ops`.
pub fn load(
    ctx: &mut Context,
    ir: &Ir,
    module: OpId,
    hooks: &Hooks,
    ops: &OpDefs,
) -> Result<Program, Vec<Diagnostic>> {
    let mut matcher = None;
    let mut rewriter_ops = Vec::new();
    for op in body_ops(ir, module) {
        let name = ctx.op_name_str(ir.op_name(op));
        let sym = string_attr(ctx, ir, op, "sym_name");
        match (name, sym.as_deref()) {
            ("pdl_interp.func", Some("matcher")) => matcher = Some(op),
            ("builtin.module", Some("rewriters")) => {
                rewriter_ops.extend(
                    body_ops(ir, op)
                        .filter(|&f| ctx.op_name_str(ir.op_name(f)) == "pdl_interp.func"),
                );
            }
            _ => {}
        }
    }
    let Some(matcher) = matcher else {
        let loc = Some(ir.op_loc(module));
        return Err(vec![diag_at_loc(
            ctx,
            loc,
            "the PDL interpreter module has no `pdl_interp.func @matcher`",
        )]);
    };
    let names: Vec<String> = rewriter_ops
        .iter()
        .map(|&f| string_attr(ctx, ir, f, "sym_name").unwrap_or_default())
        .collect();
    let mut errors = Vec::new();
    let mut program = Program::default();
    for &f in &rewriter_ops {
        let mut l = FuncLoader::new(ctx, ir, hooks, ops, &names, false);
        match l.func(f) {
            Ok(func) => program.rewriters.push(func),
            Err(d) => errors.push(d),
        }
    }
    let mut l = FuncLoader::new(ctx, ir, hooks, ops, &names, true);
    let matcher = l.func(matcher);
    let record_ops = std::mem::take(&mut l.record_ops);
    program.patterns = std::mem::take(&mut l.patterns);
    match matcher {
        Ok(func) => program.matcher = func,
        Err(d) => errors.push(d),
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    for (p, &(op, inputs)) in program.patterns.iter().zip(&record_ops) {
        let want = program.rewriters[p.rewriter].args.len();
        if want != inputs {
            let msg = format!(
                "'pdl_interp.record_match' op passes {} values to rewriter @{}, which takes {}",
                inputs, p.name, want
            );
            errors.push(diag_at_loc(ctx, Some(ir.op_loc(op)), msg));
        }
    }
    if errors.is_empty() {
        Ok(program)
    } else {
        Err(errors)
    }
}

/// The ops of the single block of `op`'s first region.
fn body_ops(ir: &Ir, op: OpId) -> impl Iterator<Item = OpId> + '_ {
    let block = ir
        .regions(op)
        .first()
        .and_then(|&r| ir.region_blocks(r).first().copied());
    block.into_iter().flat_map(move |b| ir.block_ops(b))
}

/// A property (or else an attribute) of an op.
fn attr_of(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<Attr> {
    crate::view::ir_attr(ir, ctx, op, name)
}

fn string_attr(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<String> {
    match ctx.attr_kind(attr_of(ctx, ir, op, name)?) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

struct FuncLoader<'a> {
    ctx: &'a mut Context,
    ir: &'a Ir,
    hooks: &'a Hooks,
    ops: &'a OpDefs,
    rewriter_names: &'a [String],
    is_matcher: bool,
    regs: HashMap<Value, Reg>,
    kinds: Vec<Kind>,
    blocks: HashMap<BlockId, Blk>,
    block_order: Vec<BlockId>,
    patterns: Vec<PatternInfo>,
    /// Each `record_match` op and the number of values it passes.
    record_ops: Vec<(OpId, usize)>,
}

impl<'a> FuncLoader<'a> {
    fn new(
        ctx: &'a mut Context,
        ir: &'a Ir,
        hooks: &'a Hooks,
        ops: &'a OpDefs,
        names: &'a [String],
        is_matcher: bool,
    ) -> Self {
        FuncLoader {
            ctx,
            ir,
            hooks,
            ops,
            rewriter_names: names,
            is_matcher,
            regs: HashMap::new(),
            kinds: Vec::new(),
            blocks: HashMap::new(),
            block_order: Vec::new(),
            patterns: Vec::new(),
            record_ops: Vec::new(),
        }
    }

    fn err(&self, op: OpId, msg: impl std::fmt::Display) -> Diagnostic {
        let name = self.ctx.op_name_str(self.ir.op_name(op));
        diag_at_loc(
            self.ctx,
            Some(self.ir.op_loc(op)),
            format!("'{}' op {}", name, msg),
        )
    }

    /// Numbers the blocks and values nested in `op`, in order.
    fn number(&mut self, op: OpId) -> R<()> {
        for &r in self.ir.regions(op) {
            for &b in self.ir.region_blocks(r) {
                self.blocks.insert(b, self.block_order.len() as Blk);
                self.block_order.push(b);
                for &a in self.ir.block_args(b) {
                    self.define(op, a)?;
                }
                for o in self.ir.block_ops(b) {
                    for v in self.ir.results(o) {
                        self.define(o, v)?;
                    }
                    self.number(o)?;
                }
            }
        }
        Ok(())
    }

    fn define(&mut self, op: OpId, v: Value) -> R<()> {
        let t = type_to_string(self.ctx, self.ir.value_type(v));
        let kind = Kind::from_mlir_name(&t)
            .ok_or_else(|| self.err(op, format!("has a value of non-PDL type {}", t)))?;
        self.regs.insert(v, self.kinds.len() as Reg);
        self.kinds.push(kind);
        Ok(())
    }

    /// A new register holding a constant, outside the SSA values.
    fn scratch(&mut self, kind: Kind) -> Reg {
        self.kinds.push(kind);
        (self.kinds.len() - 1) as Reg
    }

    fn func(&mut self, f: OpId) -> R<Func> {
        let name = string_attr(self.ctx, self.ir, f, "sym_name").unwrap_or_default();
        self.number(f)?;
        let entry = *self
            .block_order
            .first()
            .ok_or_else(|| self.err(f, "has no body"))?;
        let args = self
            .ir
            .block_args(entry)
            .iter()
            .map(|a| self.regs[a])
            .collect();
        let mut blocks = Vec::with_capacity(self.block_order.len());
        for b in self.block_order.clone() {
            let mut instrs = Vec::new();
            for op in self.ir.block_ops(b) {
                self.instr(op, &mut instrs)?;
            }
            blocks.push(instrs);
        }
        Ok(Func {
            name,
            num_regs: self.kinds.len() as u32,
            kinds: std::mem::take(&mut self.kinds),
            args,
            blocks,
        })
    }

    fn reg(&self, v: Value) -> Reg {
        self.regs[&v]
    }

    fn operands(&self, op: OpId) -> Vec<Reg> {
        self.ir.operands(op).map(|v| self.reg(v)).collect()
    }

    fn result(&self, op: OpId) -> R<Reg> {
        if self.ir.num_results(op) != 1 {
            return Err(self.err(op, "expects one result"));
        }
        Ok(self.reg(self.ir.result(op, 0)))
    }

    fn succ(&self, op: OpId, i: usize) -> R<Blk> {
        let b = self
            .ir
            .successors(op)
            .get(i)
            .ok_or_else(|| self.err(op, "misses a successor"))?;
        Ok(self.blocks[b])
    }

    fn attr(&self, op: OpId, name: &str) -> R<Attr> {
        attr_of(self.ctx, self.ir, op, name)
            .ok_or_else(|| self.err(op, format!("has no `{}` attribute", name)))
    }

    fn string(&self, op: OpId, name: &str) -> R<String> {
        string_attr(self.ctx, self.ir, op, name)
            .ok_or_else(|| self.err(op, format!("expects a string `{}`", name)))
    }

    fn int(&self, op: OpId, name: &str) -> R<u32> {
        match self.ctx.attr_kind(self.attr(op, name)?) {
            AttrKind::Integer { value, .. } => u32::try_from(value)
                .map_err(|_| self.err(op, format!("has an out-of-range `{}`", name))),
            _ => Err(self.err(op, format!("expects an integer `{}`", name))),
        }
    }

    fn opt_int(&self, op: OpId, name: &str) -> R<Option<u32>> {
        match attr_of(self.ctx, self.ir, op, name) {
            None => Ok(None),
            Some(_) => self.int(op, name).map(Some),
        }
    }

    fn has(&self, op: OpId, name: &str) -> bool {
        attr_of(self.ctx, self.ir, op, name).is_some()
    }

    fn array(&self, op: OpId, name: &str) -> R<Vec<Attr>> {
        match self.ctx.attr_kind(self.attr(op, name)?) {
            AttrKind::Array(items) => Ok(items.clone()),
            _ => Err(self.err(op, format!("expects an array `{}`", name))),
        }
    }

    fn types_of(&self, op: OpId, items: &[Attr]) -> R<Vec<Type>> {
        items
            .iter()
            .map(|&a| match self.ctx.attr_kind(a) {
                AttrKind::Type(t) => Ok(*t),
                _ => Err(self.err(op, "expects an array of types")),
            })
            .collect()
    }

    fn type_attr(&self, op: OpId, name: &str) -> R<Type> {
        let a = self.attr(op, name)?;
        Ok(self.types_of(op, &[a])?[0])
    }

    /// `operandSegmentSizes` split of the operands.
    fn segments(&self, op: OpId, n: usize) -> R<Vec<Vec<Reg>>> {
        let sizes = self
            .ctx
            .segment_sizes(self.attr(op, "operandSegmentSizes")?)
            .unwrap_or_default();
        let regs = self.operands(op);
        match patsat_ir::split_segments(&regs, &sizes) {
            Some(groups) if sizes.len() == n => Ok(groups),
            _ => Err(self.err(
                op,
                "has operand segment sizes that do not match its operands",
            )),
        }
    }

    /// A native by kind and name, with the kinds of a call checked against
    /// its declaration.
    fn hook(&self, op: OpId, kind: HookKind, args: &[Reg], results: &[Reg]) -> R<HookId> {
        let name = self.string(op, "name")?;
        let what = match kind {
            HookKind::Constraint => "constraint",
            HookKind::Rewrite => "rewrite",
        };
        let id = self.hooks.lookup(kind, &name).ok_or_else(|| {
            self.err(
                op,
                format!("uses native {} `{}`, which is not registered", what, name),
            )
        })?;
        let sig = self.hooks.signature(id);
        let check = |decl: &Option<Vec<PdlType>>, regs: &[Reg], which: &str| -> R<()> {
            let Some(decl) = decl else { return Ok(()) };
            let got: Vec<Kind> = regs.iter().map(|&r| self.kinds[r as usize]).collect();
            let want: Vec<Kind> = decl.iter().map(|&t| Kind::Pdl(t)).collect();
            if got != want {
                let names = |k: &[Kind]| {
                    k.iter()
                        .map(|k| k.mlir_name())
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                return Err(self.err(
                    op,
                    format!(
                        "calls native {} `{}` with {} ({}), it declares ({})",
                        what,
                        name,
                        which,
                        names(&got),
                        names(&want)
                    ),
                ));
            }
            Ok(())
        };
        check(&sig.args, args, "arguments")?;
        check(&sig.results, results, "results")?;
        Ok(id)
    }

    fn instr(&mut self, op: OpId, out: &mut Vec<Instr>) -> R<()> {
        let full = self.ctx.op_name_str(self.ir.op_name(op)).to_string();
        let Some(name) = full.strip_prefix("pdl_interp.") else {
            return Err(self.err(op, "is not a pdl_interp op"));
        };
        let ops = self.operands(op);
        let res: Vec<Reg> = self.ir.results(op).map(|v| self.reg(v)).collect();
        let mutating = matches!(
            name,
            "apply_rewrite" | "create_operation" | "erase" | "replace"
        );
        if mutating && self.is_matcher {
            return Err(self.err(op, "changes the IR, which the matcher may not do"));
        }
        if matches!(name, "record_match" | "foreach") && !self.is_matcher {
            return Err(self.err(op, "may only be used in the matcher"));
        }
        self.check_successors(op, name)?;
        let side = |n: &str| {
            if n.contains("operand") {
                Side::Operands
            } else {
                Side::Results
            }
        };
        let i = match name {
            "apply_constraint" => Instr::ApplyConstraint {
                hook: self.hook(op, HookKind::Constraint, &ops, &res)?,
                negated: attr_of(self.ctx, self.ir, op, "isNegated").is_some_and(
                    |a| matches!(self.ctx.attr_kind(a), AttrKind::Integer { value, .. } if *value != 0.into()),
                ),
                args: ops,
                results: res,
                yes: self.succ(op, 0)?,
                no: self.succ(op, 1)?,
            },
            "apply_rewrite" => Instr::ApplyRewrite {
                hook: self.hook(op, HookKind::Rewrite, &ops, &res)?,
                args: ops,
                results: res,
            },
            "are_equal" => {
                let [lhs, rhs] = ops[..] else {
                    return Err(self.err(op, "expects two operands"));
                };
                Instr::AreEqual { lhs, rhs, yes: self.succ(op, 0)?, no: self.succ(op, 1)? }
            }
            "branch" => Instr::Branch(self.succ(op, 0)?),
            "check_attribute" | "check_type" => {
                let (value, kind) = if name == "check_type" {
                    (Constant::Type(self.type_attr(op, "type")?), Kind::Pdl(PdlType::Type))
                } else {
                    (Constant::Attr(self.attr(op, "constantValue")?), Kind::Pdl(PdlType::Attribute))
                };
                let dst = self.scratch(kind);
                out.push(Instr::Constant { value, dst });
                Instr::AreEqual { lhs: self.one(op, &ops)?, rhs: dst, yes: self.succ(op, 0)?, no: self.succ(op, 1)? }
            }
            "check_operand_count" | "check_result_count" => Instr::CheckCount {
                op: self.one(op, &ops)?,
                side: side(name),
                count: self.int(op, "count")?,
                at_least: self.has(op, "compareAtLeast"),
                yes: self.succ(op, 0)?,
                no: self.succ(op, 1)?,
            },
            "check_operation_name" => Instr::CheckName {
                op: self.one(op, &ops)?,
                name: { let n = self.string(op, "name")?; self.ctx.op_name(&n) },
                yes: self.succ(op, 0)?,
                no: self.succ(op, 1)?,
            },
            "check_types" => Instr::CheckTypes {
                types: self.one(op, &ops)?,
                expected: { let a = self.array(op, "types")?; self.types_of(op, &a)? },
                yes: self.succ(op, 0)?,
                no: self.succ(op, 1)?,
            },
            "continue" => Instr::Continue,
            "create_attribute" => Instr::Constant { value: Constant::Attr(self.attr(op, "value")?), dst: self.result(op)? },
            "create_type" => Instr::Constant { value: Constant::Type(self.type_attr(op, "value")?), dst: self.result(op)? },
            "create_types" => {
                let a = self.array(op, "value")?;
                Instr::Constant { value: Constant::Types(self.types_of(op, &a)?), dst: self.result(op)? }
            }
            "create_operation" => self.create_operation(op, out)?,
            "create_range" => {
                let dst = self.result(op)?;
                Instr::CreateRange { elements: ops, types: self.kinds[dst as usize] == Kind::Pdl(PdlType::TypeRange), dst }
            }
            "erase" => Instr::Erase(self.one(op, &ops)?),
            "extract" => Instr::Extract { range: self.one(op, &ops)?, index: self.int(op, "index")?, dst: self.result(op)? },
            "finalize" => Instr::Finalize,
            "foreach" => {
                let body_block = self.ir.regions(op).first().and_then(|&r| self.ir.region_blocks(r).first().copied());
                let body_block = body_block.ok_or_else(|| self.err(op, "has no body"))?;
                let [arg] = self.ir.block_args(body_block)[..] else {
                    return Err(self.err(op, "expects a body with one argument"));
                };
                Instr::ForEach { range: self.one(op, &ops)?, arg: self.reg(arg), body: self.blocks[&body_block], next: self.succ(op, 0)? }
            }
            "get_attribute" => Instr::GetAttribute { op: self.one(op, &ops)?, name: self.string(op, "name")?, dst: self.result(op)? },
            "get_attribute_type" => Instr::GetAttributeType { attr: self.one(op, &ops)?, dst: self.result(op)? },
            "get_defining_op" => Instr::GetDefiningOp { value: self.one(op, &ops)?, dst: self.result(op)? },
            "get_operand" | "get_result" => Instr::GetOne { op: self.one(op, &ops)?, side: side(name), index: self.int(op, "index")?, dst: self.result(op)? },
            "get_operands" | "get_results" => {
                let dst = self.result(op)?;
                Instr::GetGroup { op: self.one(op, &ops)?, side: side(name), index: self.opt_int(op, "index")?, range: self.kinds[dst as usize].is_range(), dst }
            }
            "get_users" => Instr::GetUsers { value: self.one(op, &ops)?, dst: self.result(op)? },
            "get_value_type" => Instr::GetValueType { value: self.one(op, &ops)?, dst: self.result(op)? },
            "is_not_null" => Instr::IsNotNull { value: self.one(op, &ops)?, yes: self.succ(op, 0)?, no: self.succ(op, 1)? },
            "record_match" => self.record_match(op)?,
            "replace" => {
                let Some((&target, values)) = ops.split_first() else {
                    return Err(self.err(op, "expects an op to replace"));
                };
                Instr::Replace { op: target, values: values.to_vec() }
            }
            "switch_attribute" | "switch_operand_count" | "switch_result_count" | "switch_operation_name" | "switch_type" | "switch_types" => {
                let cases = self.cases(op, name)?;
                let n = self.ir.successors(op).len();
                Instr::Switch {
                    value: self.one(op, &ops)?,
                    cases,
                    default: self.succ(op, 0)?,
                    dests: (1..n).map(|i| self.succ(op, i)).collect::<R<_>>()?,
                }
            }
            _ => return Err(self.err(op, "is not supported by patsat's PDL interpreter")),
        };
        out.push(i);
        Ok(())
    }

    /// The number of successors each op has (switches: one per case and
    /// the default).
    fn check_successors(&self, op: OpId, name: &str) -> R<()> {
        let want = match name {
            "apply_constraint"
            | "are_equal"
            | "check_attribute"
            | "check_operand_count"
            | "check_operation_name"
            | "check_result_count"
            | "check_type"
            | "check_types"
            | "is_not_null" => 2,
            "branch" | "foreach" | "record_match" => 1,
            n if n.starts_with("switch_") => {
                match attr_of(self.ctx, self.ir, op, "caseValues").map(|a| self.ctx.attr_kind(a)) {
                    Some(AttrKind::Array(items)) => items.len() + 1,
                    Some(AttrKind::DenseElements { values, .. }) => values.len() + 1,
                    _ => return Err(self.err(op, "expects case values")),
                }
            }
            _ => 0,
        };
        let got = self.ir.successors(op).len();
        if got != want {
            return Err(self.err(op, format!("expects {} successors, has {}", want, got)));
        }
        Ok(())
    }

    fn one(&self, op: OpId, ops: &[Reg]) -> R<Reg> {
        match ops {
            [r] => Ok(*r),
            _ => Err(self.err(op, "expects one operand")),
        }
    }

    fn cases(&mut self, op: OpId, name: &str) -> R<Cases> {
        let a = self.attr(op, "caseValues")?;
        Ok(match name {
            "switch_attribute" => Cases::Attributes(self.array(op, "caseValues")?),
            "switch_operand_count" | "switch_result_count" => {
                let side = if name.contains("operand") {
                    Side::Operands
                } else {
                    Side::Results
                };
                let counts = match self.ctx.attr_kind(a) {
                    AttrKind::DenseElements { values, .. } => {
                        values.iter().map(|&v| v as u32).collect()
                    }
                    _ => return Err(self.err(op, "expects dense integer case values")),
                };
                Cases::Counts(side, counts)
            }
            "switch_operation_name" => {
                let mut names = Vec::new();
                for item in self.array(op, "caseValues")? {
                    let AttrKind::String { value, .. } = self.ctx.attr_kind(item) else {
                        return Err(self.err(op, "expects string case values"));
                    };
                    let s = String::from_utf8_lossy(value).into_owned();
                    names.push(self.ctx.op_name(&s));
                }
                Cases::Names(names)
            }
            "switch_type" => {
                let items = self.array(op, "caseValues")?;
                Cases::Types(self.types_of(op, &items)?)
            }
            _ => {
                let mut lists = Vec::new();
                for item in self.array(op, "caseValues")? {
                    let AttrKind::Array(items) = self.ctx.attr_kind(item) else {
                        return Err(self.err(op, "expects arrays of types as case values"));
                    };
                    lists.push(self.types_of(op, items)?);
                }
                Cases::TypeLists(lists)
            }
        })
    }

    /// `create_operation`: attributes split into inherent and discardable
    /// ones, missing inherent attributes with a default loaded first.
    fn create_operation(&mut self, op: OpId, out: &mut Vec<Instr>) -> R<Instr> {
        let seg = self.segments(op, 3)?;
        let names = self.array(op, "inputAttributeNames")?;
        if names.len() != seg[1].len() {
            return Err(self.err(op, "expects as many attribute names as attribute values"));
        }
        let name = self.string(op, "name")?;
        let (mut props, mut attrs) = (Vec::new(), Vec::new());
        for (&n, &r) in names.iter().zip(&seg[1]) {
            let AttrKind::String { value, .. } = self.ctx.attr_kind(n) else {
                return Err(self.err(op, "expects string attribute names"));
            };
            let n = String::from_utf8_lossy(value).into_owned();
            if self.ops.is_inherent(&name, &n) {
                props.push((n, r));
            } else {
                attrs.push((n, r));
            }
        }
        let defaults: Vec<(String, Attr)> = self.ops.get(&name).map_or(vec![], |d| {
            d.inherent
                .iter()
                .filter_map(|(n, a)| Some((n.clone(), (*a)?)))
                .collect()
        });
        for (n, value) in defaults {
            if !props.iter().any(|p| p.0 == n) {
                let dst = self.scratch(Kind::Pdl(PdlType::Attribute));
                out.push(Instr::Constant {
                    value: Constant::Attr(value),
                    dst,
                });
                props.push((n, dst));
            }
        }
        let types = if self.has(op, "inferredResultTypes") {
            ResultTypes::Inferred
        } else {
            ResultTypes::Given(seg[2].clone())
        };
        Ok(Instr::CreateOperation {
            name: self.ctx.op_name(&name),
            operands: seg[0].clone(),
            props,
            attrs,
            types,
            dst: self.result(op)?,
        })
    }

    fn record_match(&mut self, op: OpId) -> R<Instr> {
        let seg = self.segments(op, 2)?;
        let target = match self.ctx.attr_kind(self.attr(op, "rewriter")?) {
            AttrKind::SymbolRef { root, nested } if root == "rewriters" && nested.len() == 1 => {
                nested[0].clone()
            }
            _ => return Err(self.err(op, "expects a rewriter `@rewriters::@name`")),
        };
        let rewriter = self
            .rewriter_names
            .iter()
            .position(|n| *n == target)
            .ok_or_else(|| {
                self.err(
                    op,
                    format!(
                        "names rewriter @rewriters::@{}, which does not exist",
                        target
                    ),
                )
            })?;
        let benefit = self.int(op, "benefit")?;
        let benefit =
            u16::try_from(benefit).map_err(|_| self.err(op, "has a benefit above 65535"))?;
        let root = string_attr(self.ctx, self.ir, op, "rootKind");
        self.patterns.push(PatternInfo {
            rewriter,
            benefit,
            root,
            name: target,
        });
        self.record_ops.push((op, seg[0].len()));
        Ok(Instr::RecordMatch {
            pattern: self.patterns.len() - 1,
            inputs: seg[0].clone(),
            matched: seg[1].clone(),
            dest: self.succ(op, 0)?,
        })
    }
}
