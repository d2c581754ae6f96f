//! The interpreter of a loaded `pdl_interp` [`Program`], with the
//! behaviour of MLIR's PDL bytecode executor (`mlir/lib/Rewrite/ByteCode.cpp`):
//! the matcher runs once per root op and records every match
//! ([`run_matcher`]); a match's rewriter then runs through the driver's
//! rewriter ([`run_rewriter`]).
//!
//! Facts of the bytecode kept here: a missing operand, result, attribute,
//! defining op or range element is a null value (and `is_not_null` tests
//! for it), while an empty range is not null; `get_users` of a null value
//! is an empty range; users are listed once per use; `get_operands N` /
//! `get_results N` read the op's segment sizes when the op has the
//! `AttrSized*Segments` trait, else take everything from index N on, and
//! a single-value form is null unless the group has exactly one value; a
//! negated constraint jumps to its first successor when the native fails;
//! a `record_match` with the impossible benefit (65535) records nothing;
//! created ops get the match's location (the fused locations of the
//! matched ops) and no attribute whose value is null.

use super::program::*;
use super::traits::SegmentTraits;
use crate::adapter::fused_loc;
use crate::hooks::{Hooks, PdlValue};
use crate::ops::OpDefs;
use crate::view::{MatchView, NewOp, RewriteBuilder};
use patsat_ir::{Attr, OpId, Type, Value};

/// How many instructions one run may execute: a `pdl_interp` function
/// whose branches loop forever is an error, not a hang.
const MAX_STEPS: u64 = 1 << 26;

/// A register's content.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Slot {
    /// Nothing (a null attribute, op, type or value, or an unset register).
    Null,
    /// An attribute.
    Attr(Attr),
    /// An op.
    Op(OpId),
    /// A type.
    Type(Type),
    /// A value.
    Value(Value),
    /// A type range.
    Types(Vec<Type>),
    /// A value range.
    Values(Vec<Value>),
    /// An op range.
    Ops(Vec<OpId>),
}

/// One recorded match: a pattern and the values its rewriter gets.
#[derive(Clone, Debug)]
pub struct Match {
    /// The pattern (index in [`Program::patterns`]).
    pub pattern: usize,
    /// Its benefit.
    pub benefit: u16,
    /// The rewriter's arguments.
    pub values: Vec<Slot>,
    /// The location of ops the rewrite creates.
    pub loc: Attr,
}

/// What the interpreter needs besides the IR.
#[derive(Clone, Copy, Debug)]
pub struct Env<'a> {
    /// The program.
    pub program: &'a Program,
    /// The natives.
    pub hooks: &'a Hooks,
    /// Registered ops (type inference of created ops).
    pub ops: &'a OpDefs,
    /// Which ops have attribute-sized operand or result segments.
    pub traits: &'a SegmentTraits,
}

/// Runs the matcher with `root` as its argument; returns the matches in
/// the order they were recorded.
pub fn run_matcher(
    env: Env<'_>,
    view: &mut dyn MatchView,
    root: OpId,
) -> Result<Vec<Match>, String> {
    let func = &env.program.matcher;
    let mut ex = Exec::new(env, func, Access::Read(view));
    let arg = *func.args.first().ok_or("the matcher takes no root op")?;
    ex.regs[arg as usize] = Slot::Op(root);
    ex.run(0)?;
    Ok(ex.matches)
}

/// Runs the rewriter of match `m` through `b`, whose insertion point is
/// before the root. An error (a failing native rewrite, a value of the
/// wrong kind, failed type inference) stops it where it is.
pub fn run_rewriter(env: Env<'_>, b: &mut dyn RewriteBuilder, m: &Match) -> Result<(), String> {
    let p = &env.program.patterns[m.pattern];
    let func = &env.program.rewriters[p.rewriter];
    let mut ex = Exec::new(env, func, Access::Write(b));
    ex.loc = Some(m.loc);
    for (&r, v) in func.args.iter().zip(&m.values) {
        ex.regs[r as usize] = v.clone();
    }
    ex.run(0).map(|_| ())
}

enum Access<'v> {
    Read(&'v mut dyn MatchView),
    Write(&'v mut dyn RewriteBuilder),
}

/// How a block or loop body ended.
enum Flow {
    Finalize,
    Continue,
}

/// What one instruction does to control.
enum Step {
    Next,
    Jump(Blk),
    Finalize,
    Continue,
}

struct Exec<'a, 'v> {
    env: Env<'a>,
    func: &'a Func,
    regs: Vec<Slot>,
    access: Access<'v>,
    matches: Vec<Match>,
    loc: Option<Attr>,
    steps: u64,
}

fn jump(cond: bool, yes: Blk, no: Blk) -> Step {
    Step::Jump(if cond { yes } else { no })
}

impl<'a, 'v> Exec<'a, 'v> {
    fn new(env: Env<'a>, func: &'a Func, access: Access<'v>) -> Self {
        Exec {
            env,
            func,
            regs: vec![Slot::Null; func.num_regs as usize],
            access,
            matches: Vec::new(),
            loc: None,
            steps: 0,
        }
    }

    fn view(&mut self) -> &mut dyn MatchView {
        match &mut self.access {
            Access::Read(v) => &mut **v,
            Access::Write(b) => &mut **b,
        }
    }

    fn builder(&mut self, what: &str) -> Result<&mut dyn RewriteBuilder, String> {
        match &mut self.access {
            Access::Write(b) => Ok(&mut **b),
            Access::Read(_) => Err(format!("`{}` outside of a rewriter", what)),
        }
    }

    fn get(&self, r: Reg) -> &Slot {
        &self.regs[r as usize]
    }

    fn set(&mut self, r: Reg, s: Slot) {
        self.regs[r as usize] = s;
    }

    fn op(&mut self, r: Reg) -> Result<OpId, String> {
        match self.get(r).clone() {
            Slot::Op(o) if self.view().is_erased(o) => Err("use of an erased op".to_string()),
            Slot::Op(o) => Ok(o),
            s => Err(format!("expected an op, found {:?}", s)),
        }
    }

    /// Runs from block `blk` until `finalize` or `continue`.
    fn run(&mut self, mut blk: Blk) -> Result<Flow, String> {
        let func = self.func;
        loop {
            let block = func
                .blocks
                .get(blk as usize)
                .ok_or("jump to a missing block")?;
            let mut next = None;
            for i in block {
                self.steps += 1;
                if self.steps > MAX_STEPS {
                    return Err(format!(
                        "`@{}` ran more than {} steps",
                        func.name, MAX_STEPS
                    ));
                }
                match self.step(i)? {
                    Step::Next => {}
                    Step::Jump(b) => {
                        next = Some(b);
                        break;
                    }
                    Step::Finalize => return Ok(Flow::Finalize),
                    Step::Continue => return Ok(Flow::Continue),
                }
            }
            blk = next.ok_or_else(|| format!("a block of `@{}` has no terminator", func.name))?;
        }
    }

    fn export(&self, r: Reg) -> Result<PdlValue, String> {
        Ok(match self.get(r).clone() {
            Slot::Null => PdlValue::Null,
            Slot::Attr(a) => PdlValue::Attr(a),
            Slot::Op(o) => PdlValue::Op(o),
            Slot::Type(t) => PdlValue::Type(t),
            Slot::Value(v) => PdlValue::Value(v),
            Slot::Types(t) => PdlValue::TypeRange(t),
            Slot::Values(v) => PdlValue::ValueRange(v),
            Slot::Ops(_) => return Err("an op range cannot be passed to a native".into()),
        })
    }

    fn import(v: PdlValue) -> Slot {
        match v {
            PdlValue::Null => Slot::Null,
            PdlValue::Attr(a) => Slot::Attr(a),
            PdlValue::Op(o) => Slot::Op(o),
            PdlValue::Type(t) => Slot::Type(t),
            PdlValue::Value(v) => Slot::Value(v),
            PdlValue::TypeRange(t) => Slot::Types(t),
            PdlValue::ValueRange(v) => Slot::Values(v),
        }
    }

    fn store_results(
        &mut self,
        name: &str,
        regs: &[Reg],
        out: Vec<PdlValue>,
    ) -> Result<(), String> {
        if out.len() != regs.len() {
            return Err(format!(
                "native `{}` returned {} values, {} expected",
                name,
                out.len(),
                regs.len()
            ));
        }
        for (&r, v) in regs.iter().zip(out) {
            self.set(r, Self::import(v));
        }
        Ok(())
    }

    fn args(&self, regs: &[Reg]) -> Result<Vec<PdlValue>, String> {
        regs.iter().map(|&r| self.export(r)).collect()
    }

    /// Values and value ranges, flattened.
    fn values(&self, regs: &[Reg]) -> Result<Vec<Value>, String> {
        let mut out = Vec::new();
        for &r in regs {
            match self.get(r) {
                Slot::Value(v) => out.push(*v),
                Slot::Values(vs) => out.extend_from_slice(vs),
                s => return Err(format!("expected a value, found {:?}", s)),
            }
        }
        Ok(out)
    }

    /// Types and type ranges, flattened.
    fn types(&self, regs: &[Reg]) -> Result<Vec<Type>, String> {
        let mut out = Vec::new();
        for &r in regs {
            match self.get(r) {
                Slot::Type(t) => out.push(*t),
                Slot::Types(ts) => out.extend_from_slice(ts),
                s => return Err(format!("expected a type, found {:?}", s)),
            }
        }
        Ok(out)
    }

    /// The attributes among `list` that are set.
    fn named_attrs(&self, list: &[(String, Reg)]) -> Result<Vec<(String, Attr)>, String> {
        let mut out = Vec::new();
        for (n, r) in list {
            match self.get(*r) {
                Slot::Attr(a) => out.push((n.clone(), *a)),
                Slot::Null => {}
                s => return Err(format!("expected an attribute, found {:?}", s)),
            }
        }
        Ok(out)
    }

    fn step(&mut self, i: &Instr) -> Result<Step, String> {
        Ok(match i {
            Instr::ApplyConstraint {
                hook,
                args,
                negated,
                results,
                yes,
                no,
            } => {
                let args = self.args(args)?;
                let hooks = self.env.hooks;
                let out = hooks.call_constraint(*hook, self.view(), &args);
                let ok = out.is_some();
                if let Some(out) = out {
                    self.store_results(hooks.name(*hook), results, out)?;
                }
                jump(ok != *negated, *yes, *no)
            }
            Instr::ApplyRewrite {
                hook,
                args,
                results,
            } => {
                let args = self.args(args)?;
                let hooks = self.env.hooks;
                let out = hooks
                    .call_rewrite(*hook, self.builder("apply_rewrite")?, &args)
                    .map_err(|e| format!("native rewrite `{}` failed: {}", hooks.name(*hook), e))?;
                self.store_results(hooks.name(*hook), results, out)?;
                Step::Next
            }
            Instr::AreEqual { lhs, rhs, yes, no } => {
                jump(self.get(*lhs) == self.get(*rhs), *yes, *no)
            }
            Instr::Branch(b) => Step::Jump(*b),
            Instr::CheckCount {
                op,
                side,
                count,
                at_least,
                yes,
                no,
            } => {
                let o = self.op(*op)?;
                let n = count_of(self.view(), o, *side);
                let ok = if *at_least {
                    n >= *count as usize
                } else {
                    n == *count as usize
                };
                jump(ok, *yes, *no)
            }
            Instr::CheckName { op, name, yes, no } => {
                let o = self.op(*op)?;
                jump(self.view().op_name(o) == *name, *yes, *no)
            }
            Instr::CheckTypes {
                types,
                expected,
                yes,
                no,
            } => jump(
                matches!(self.get(*types), Slot::Types(t) if t == expected),
                *yes,
                *no,
            ),
            Instr::Continue => Step::Continue,
            Instr::Constant { value, dst } => {
                let s = match value {
                    Constant::Attr(a) => Slot::Attr(*a),
                    Constant::Type(t) => Slot::Type(*t),
                    Constant::Types(t) => Slot::Types(t.clone()),
                };
                self.set(*dst, s);
                Step::Next
            }
            Instr::CreateOperation {
                name,
                operands,
                props,
                attrs,
                types,
                dst,
            } => {
                let operands = self.values(operands)?;
                let props = self.named_attrs(props)?;
                let attrs = self.named_attrs(attrs)?;
                let result_types = match types {
                    ResultTypes::Given(regs) => self.types(regs)?,
                    ResultTypes::Inferred => self.infer(*name, &operands, &props, &attrs)?,
                };
                let loc = match self.loc {
                    Some(l) => l,
                    None => self.view().ctx_mut().unknown_loc(),
                };
                let op = self.builder("create_operation")?.create_op(NewOp {
                    name: *name,
                    operands: &operands,
                    props: &props,
                    attrs: &attrs,
                    result_types: &result_types,
                    loc,
                });
                self.set(*dst, Slot::Op(op));
                Step::Next
            }
            Instr::CreateRange {
                elements,
                types,
                dst,
            } => {
                let s = if *types {
                    Slot::Types(self.types(elements)?)
                } else {
                    Slot::Values(self.values(elements)?)
                };
                self.set(*dst, s);
                Step::Next
            }
            Instr::Erase(op) => {
                let o = self.op(*op)?;
                self.builder("erase")?.erase_op(o);
                Step::Next
            }
            Instr::Extract { range, index, dst } => {
                let i = *index as usize;
                let s = match self.get(*range) {
                    Slot::Types(t) => t.get(i).map_or(Slot::Null, |&t| Slot::Type(t)),
                    Slot::Values(v) => v.get(i).map_or(Slot::Null, |&v| Slot::Value(v)),
                    Slot::Ops(o) => o.get(i).map_or(Slot::Null, |&o| Slot::Op(o)),
                    _ => Slot::Null,
                };
                self.set(*dst, s);
                Step::Next
            }
            Instr::Finalize => Step::Finalize,
            Instr::ForEach {
                range,
                arg,
                body,
                next,
            } => {
                let ops = match self.get(*range) {
                    Slot::Ops(o) => o.clone(),
                    s => {
                        return Err(format!(
                            "`foreach` over {:?}: only op ranges are supported",
                            s
                        ))
                    }
                };
                for o in ops {
                    self.set(*arg, Slot::Op(o));
                    if let Flow::Finalize = self.run(*body)? {
                        return Ok(Step::Finalize);
                    }
                }
                Step::Jump(*next)
            }
            Instr::GetAttribute { op, name, dst } => {
                let o = self.op(*op)?;
                let s = self.view().attr(o, name).map_or(Slot::Null, Slot::Attr);
                self.set(*dst, s);
                Step::Next
            }
            Instr::GetAttributeType { attr, dst } => {
                let s = match self.get(*attr).clone() {
                    Slot::Attr(a) => crate::machine::attr_type(self.view().ctx_mut(), a)
                        .map_or(Slot::Null, Slot::Type),
                    _ => Slot::Null,
                };
                self.set(*dst, s);
                Step::Next
            }
            Instr::GetDefiningOp { value, dst } => {
                let v = match self.get(*value) {
                    Slot::Value(v) => Some(*v),
                    Slot::Values(vs) => vs.first().copied(),
                    _ => None,
                };
                let s = v
                    .and_then(|v| self.view().defining_op(v, 0))
                    .map_or(Slot::Null, Slot::Op);
                self.set(*dst, s);
                Step::Next
            }
            Instr::GetOne {
                op,
                side,
                index,
                dst,
            } => {
                let o = self.op(*op)?;
                let view = self.view();
                let i = *index as usize;
                let s = if i < count_of(view, o, *side) {
                    Slot::Value(match side {
                        Side::Operands => view.operand(o, i),
                        Side::Results => view.result(o, i),
                    })
                } else {
                    Slot::Null
                };
                self.set(*dst, s);
                Step::Next
            }
            Instr::GetGroup {
                op,
                side,
                index,
                range,
                dst,
            } => {
                let o = self.op(*op)?;
                let traits = self.env.traits;
                let s = group(self.view(), traits, o, *side, *index, *range);
                self.set(*dst, s);
                Step::Next
            }
            Instr::GetUsers { value, dst } => {
                let values = match self.get(*value) {
                    Slot::Value(v) => vec![*v],
                    Slot::Values(vs) => vs.clone(),
                    _ => vec![],
                };
                let view = self.view();
                let users = values.iter().flat_map(|&v| view.users(v)).collect();
                self.set(*dst, Slot::Ops(users));
                Step::Next
            }
            Instr::GetValueType { value, dst } => {
                let s = match self.get(*value).clone() {
                    Slot::Value(v) => Slot::Type(self.view().value_type(v)),
                    Slot::Values(vs) => {
                        let view = self.view();
                        Slot::Types(vs.iter().map(|&v| view.value_type(v)).collect())
                    }
                    _ => Slot::Null,
                };
                self.set(*dst, s);
                Step::Next
            }
            Instr::IsNotNull { value, yes, no } => jump(*self.get(*value) != Slot::Null, *yes, *no),
            Instr::RecordMatch {
                pattern,
                inputs,
                matched,
                dest,
            } => {
                let benefit = self.env.program.patterns[*pattern].benefit;
                if benefit != patsat_greedy::pattern::IMPOSSIBLE_BENEFIT {
                    let mut locs = Vec::with_capacity(matched.len());
                    for &r in matched {
                        let o = self.op(r)?;
                        locs.push(self.view().op_loc(o));
                    }
                    let loc = fused_loc(self.view().ctx_mut(), &locs);
                    let values = inputs.iter().map(|&r| self.get(r).clone()).collect();
                    self.matches.push(Match {
                        pattern: *pattern,
                        benefit,
                        values,
                        loc,
                    });
                }
                Step::Jump(*dest)
            }
            Instr::Replace { op, values } => {
                let o = self.op(*op)?;
                let vals = self.values(values)?;
                self.builder("replace")?.replace_op(o, &vals);
                Step::Next
            }
            Instr::Switch {
                value,
                cases,
                default,
                dests,
            } => {
                let k = self.case_index(*value, cases)?;
                Step::Jump(k.and_then(|k| dests.get(k).copied()).unwrap_or(*default))
            }
        })
    }

    /// The first case equal to the value switched on.
    fn case_index(&mut self, value: Reg, cases: &Cases) -> Result<Option<usize>, String> {
        let s = self.get(value).clone();
        Ok(match (cases, &s) {
            (Cases::Attributes(c), Slot::Attr(a)) => c.iter().position(|x| x == a),
            (Cases::Types(c), Slot::Type(t)) => c.iter().position(|x| x == t),
            (Cases::TypeLists(c), Slot::Types(t)) => c.iter().position(|x| x == t),
            (Cases::Counts(side, c), Slot::Op(o)) => {
                let n = count_of(self.view(), *o, *side);
                c.iter().position(|&x| x as usize == n)
            }
            (Cases::Names(c), Slot::Op(o)) => {
                let n = self.view().op_name(*o);
                c.iter().position(|&x| x == n)
            }
            (Cases::Counts(..) | Cases::Names(_), _) => {
                return Err(format!("expected an op, found {:?}", s))
            }
            _ => None,
        })
    }

    /// Result types of a created op with `-> <inferred>`.
    fn infer(
        &mut self,
        name: patsat_ir::OpName,
        operands: &[Value],
        props: &[(String, Attr)],
        attrs: &[(String, Attr)],
    ) -> Result<Vec<Type>, String> {
        let ops = self.env.ops;
        let view = self.view();
        let name = view.ctx().op_name_str(name).to_string();
        let all: Vec<(String, Attr)> = props.iter().chain(attrs).cloned().collect();
        ops.infer_result_types(view, &name, operands, &all)
    }
}

fn count_of(view: &dyn MatchView, op: OpId, side: Side) -> usize {
    match side {
        Side::Operands => view.num_operands(op),
        Side::Results => view.num_results(op),
    }
}

/// `get_operands` / `get_results`: group `index` (all when `None`), as a
/// range or as a single value.
fn group(
    view: &dyn MatchView,
    traits: &SegmentTraits,
    op: OpId,
    side: Side,
    index: Option<u32>,
    range: bool,
) -> Slot {
    let n = count_of(view, op, side);
    let (start, len) = match index {
        None => (0, n),
        Some(i) => {
            let i = i as usize;
            let name = view.ctx().op_name_str(view.op_name(op));
            if traits.has_sized_segments(name, side) {
                let attr = match side {
                    Side::Operands => "operandSegmentSizes",
                    Side::Results => "resultSegmentSizes",
                };
                let group = view
                    .attr(op, attr)
                    .and_then(|a| view.ctx().segment_sizes(a))
                    .and_then(|s| patsat_ir::segment_group(&s, i));
                let Some((start, len)) = group else {
                    return Slot::Null;
                };
                if start + len > n {
                    return Slot::Null;
                }
                (start, len)
            } else if n >= i {
                (i, n - i)
            } else {
                return Slot::Null;
            }
        }
    };
    let get = |k: usize| match side {
        Side::Operands => view.operand(op, k),
        Side::Results => view.result(op, k),
    };
    if range {
        Slot::Values((start..start + len).map(get).collect())
    } else if len == 1 {
        Slot::Value(get(start))
    } else {
        Slot::Null
    }
}
