//! The match program: the tree below the rewrite root walked downward
//! (operands to their defining ops), other roots reached upward through
//! users, then what the tree does not cover, in pattern order — the
//! predicates MLIR's `PredicateTree.cpp` derives, as instructions.

use super::{Compiler, OpIndex, Pos, Walk, R};
use crate::hooks::HookKind;
use crate::program::{MatchInstr, Reg};
use patsat_frontend::pattern::{MatchOp, ValueId};
use std::collections::VecDeque;

impl Compiler<'_> {
    // ---- the tree below the root -------------------------------------------

    /// Binds `v` to the position in `pos`, or checks it equals its earlier
    /// binding (for attributes, operands, operations and types, as MLIR).
    pub(super) fn visit_value(&mut self, v: ValueId, pos: Reg, kind: Pos) {
        if let Some(prev) = self.bound[v.index()] {
            if matches!(
                self.match_op(v),
                Some(
                    MatchOp::Attribute { .. }
                        | MatchOp::Operand { .. }
                        | MatchOp::Operands { .. }
                        | MatchOp::Operation(_)
                        | MatchOp::Type { .. }
                )
            ) {
                self.equal(prev, pos);
            }
            return;
        }
        self.bound[v.index()] = Some(pos);
        match kind {
            Pos::Attr => {
                self.emit(MatchInstr::IsNotNull { src: pos });
                if let Some(MatchOp::Attribute { ty, value }) = self.match_op(v).cloned() {
                    if let Some(t) = ty {
                        let tp = self.get(|dst| MatchInstr::GetAttrType { src: pos, dst });
                        self.visit_value(t, tp, Pos::Type);
                    } else if let Some(attr) = value {
                        self.emit(MatchInstr::CheckAttr { src: pos, attr });
                    }
                }
            }
            Pos::Op => self.visit_op(v, pos, false, true, None),
            Pos::Type => match self.match_op(v).cloned() {
                Some(MatchOp::Type { constant: Some(ty) }) => {
                    self.emit(MatchInstr::CheckType { src: pos, ty })
                }
                Some(MatchOp::Types {
                    constant: Some(tys),
                }) => self.emit(MatchInstr::CheckTypes { src: pos, tys }),
                _ => {}
            },
            Pos::Operand | Pos::Group(_) => self.visit_operand(v, pos, kind),
        }
    }

    pub(super) fn visit_operand(&mut self, v: ValueId, pos: Reg, kind: Pos) {
        let Some(node) = self.match_op(v).cloned() else {
            return;
        };
        match node {
            MatchOp::Operand { ty } | MatchOp::Operands { ty } => {
                let single = matches!(node, MatchOp::Operand { .. });
                if single || matches!(kind, Pos::Group(Some(g)) if g != 0) {
                    self.emit(MatchInstr::IsNotNull { src: pos });
                }
                if let Some(t) = ty {
                    let tp = self.get(|dst| MatchInstr::GetValueType { src: pos, dst });
                    self.visit_value(t, tp, Pos::Type);
                }
            }
            MatchOp::Result { parent, index } => {
                self.emit(MatchInstr::IsNotNull { src: pos });
                let d = self.defining_op(pos);
                let rp = self.get(|dst| MatchInstr::GetResult { op: d, index, dst });
                self.emit(MatchInstr::AreEqual { a: rp, b: pos });
                self.visit_value(parent, d, Pos::Op);
            }
            MatchOp::AnyResult { parent } => {
                // Whichever result: the defining op is the parent.
                self.emit(MatchInstr::IsNotNull { src: pos });
                let d = self.defining_op(pos);
                self.visit_value(parent, d, Pos::Op);
            }
            MatchOp::Results { parent, index } => {
                if index.is_some() {
                    self.emit(MatchInstr::IsNotNull { src: pos });
                }
                let d = self.defining_op(pos);
                let variadic = self.is_range(v);
                let rp = self.get(|dst| match index {
                    Some(group) => MatchInstr::GetResultGroup {
                        op: d,
                        group,
                        variadic,
                        dst,
                    },
                    None => MatchInstr::GetAllResults { op: d, dst },
                });
                self.emit(MatchInstr::AreEqual { a: rp, b: pos });
                self.visit_value(parent, d, Pos::Op);
            }
            _ => {}
        }
    }

    pub(super) fn defining_op(&mut self, pos: Reg) -> Reg {
        let d = self.get(|dst| MatchInstr::GetDefiningOp { src: pos, dst });
        self.emit(MatchInstr::IsNotNull { src: d });
        d
    }

    /// The checks of one `pdl.operation` at `pos`. `downward`: reached as
    /// the root or as a defining op (not upward through users), so a lone
    /// operand range is bound here. `ignore`: the operand already compared
    /// by an upward step.
    pub(super) fn visit_op(
        &mut self,
        v: ValueId,
        pos: Reg,
        root: bool,
        downward: bool,
        ignore: Option<u32>,
    ) {
        let Some(o) = self.operation(v).cloned() else {
            return;
        };
        if !root {
            self.emit(MatchInstr::IsNotNull { src: pos });
        }
        if let Some(name) = &o.name {
            let name = self.ctx.op_name(name);
            self.emit(MatchInstr::CheckOpName { op: pos, name });
        }
        let min_operands = o.operands.iter().filter(|&&x| !self.is_range(x)).count() as u32;
        if min_operands as usize != o.operands.len() {
            if min_operands > 0 {
                self.emit(MatchInstr::CheckOperandCount {
                    op: pos,
                    count: min_operands,
                    at_least: true,
                });
            }
        } else {
            self.emit(MatchInstr::CheckOperandCount {
                op: pos,
                count: min_operands,
                at_least: false,
            });
        }
        let min_results = o
            .result_types
            .iter()
            .filter(|&&x| !self.is_range(x))
            .count() as u32;
        if min_results as usize == o.result_types.len() {
            self.emit(MatchInstr::CheckResultCount {
                op: pos,
                count: min_results,
                at_least: false,
            });
        } else if min_results > 0 {
            self.emit(MatchInstr::CheckResultCount {
                op: pos,
                count: min_results,
                at_least: true,
            });
        }
        for (name, a) in &o.attributes {
            let ap = self.get(|dst| MatchInstr::GetAttr {
                op: pos,
                name: name.clone(),
                dst,
            });
            self.visit_value(*a, ap, Pos::Attr);
        }
        if o.operands.len() == 1 && self.is_range(o.operands[0]) {
            if downward {
                let gp = self.get(|dst| MatchInstr::GetAllOperands { op: pos, dst });
                self.visit_value(o.operands[0], gp, Pos::Group(None));
            }
        } else {
            let mut variable = false;
            for (i, &x) in o.operands.iter().enumerate() {
                let variadic = self.is_range(x);
                variable |= variadic;
                let i = i as u32;
                if ignore == Some(i) {
                    continue;
                }
                if variable {
                    let gp = self.get(|dst| MatchInstr::GetOperandGroup {
                        op: pos,
                        group: i,
                        variadic,
                        dst,
                    });
                    self.visit_value(x, gp, Pos::Group(Some(i)));
                } else {
                    let op = self.get(|dst| MatchInstr::GetOperand {
                        op: pos,
                        index: i,
                        dst,
                    });
                    self.visit_value(x, op, Pos::Operand);
                }
            }
        }
        if o.result_types.len() == 1 && self.is_range(o.result_types[0]) {
            let rp = self.get(|dst| MatchInstr::GetAllResults { op: pos, dst });
            let tp = self.get(|dst| MatchInstr::GetValueType { src: rp, dst });
            self.visit_value(o.result_types[0], tp, Pos::Type);
            return;
        }
        let mut variable = false;
        for (i, &t) in o.result_types.iter().enumerate() {
            let variadic = self.is_range(t);
            variable |= variadic;
            let i = i as u32;
            let rp = self.get(|dst| {
                if variable {
                    MatchInstr::GetResultGroup {
                        op: pos,
                        group: i,
                        variadic,
                        dst,
                    }
                } else {
                    MatchInstr::GetResult {
                        op: pos,
                        index: i,
                        dst,
                    }
                }
            });
            self.emit(MatchInstr::IsNotNull { src: rp });
            let tp = self.get(|dst| MatchInstr::GetValueType { src: rp, dst });
            self.visit_value(t, tp, Pos::Type);
        }
    }

    // ---- other roots, reached upward ---------------------------------------

    /// The matcher's operations whose results no other operation uses
    /// (the rewrite root always counts as one), in pattern order.
    pub(super) fn detect_roots(&self) -> Vec<ValueId> {
        let mut used = vec![false; self.p.values.len()];
        for n in &self.p.matcher {
            if let MatchOp::Operation(o) = &n.op {
                for &x in &o.operands {
                    if let Some(
                        MatchOp::Result { parent, .. }
                        | MatchOp::Results { parent, .. }
                        | MatchOp::AnyResult { parent },
                    ) = self.match_op(x)
                    {
                        used[parent.index()] = true;
                    }
                }
            }
        }
        if let Some(r) = self.p.rewriter.root {
            used[r.index()] = false;
        }
        self.p
            .matcher
            .iter()
            .filter(|n| matches!(n.op, MatchOp::Operation(_)))
            .map(|n| n.results[0])
            .filter(|v| !used[v.index()])
            .collect()
    }

    /// The values below `root` (operands, their defining ops, ...) in
    /// breadth-first order, each with the edge it was first reached by and
    /// its depth (an operand is one deeper than its op, a result as deep).
    pub(super) fn walk_down(&self, root: ValueId) -> Walk {
        let mut seen = vec![false; self.p.values.len()];
        let mut out = Vec::new();
        let mut queue: VecDeque<(ValueId, Option<OpIndex>, u32)> = VecDeque::new();
        queue.push_back((root, None, 0));
        while let Some((v, edge, depth)) = queue.pop_front() {
            if std::mem::replace(&mut seen[v.index()], true) {
                continue;
            }
            out.push((v, edge, depth));
            match self.match_op(v) {
                Some(MatchOp::Operation(o)) => {
                    if o.operands.len() == 1 && self.is_range(o.operands[0]) {
                        let e = OpIndex {
                            parent: v,
                            index: None,
                        };
                        queue.push_back((o.operands[0], Some(e), depth + 1));
                    } else {
                        for (i, &x) in o.operands.iter().enumerate() {
                            let e = OpIndex {
                                parent: v,
                                index: Some(i as u32),
                            };
                            queue.push_back((x, Some(e), depth + 1));
                        }
                    }
                }
                Some(MatchOp::Result { parent, index }) => {
                    let e = OpIndex {
                        parent: v,
                        index: Some(*index),
                    };
                    queue.push_back((*parent, Some(e), depth));
                }
                Some(MatchOp::Results { parent, index }) => {
                    let e = OpIndex {
                        parent: v,
                        index: *index,
                    };
                    queue.push_back((*parent, Some(e), depth));
                }
                Some(MatchOp::AnyResult { parent }) => {
                    let e = OpIndex {
                        parent: v,
                        index: None,
                    };
                    queue.push_back((*parent, Some(e), depth));
                }
                _ => {}
            }
        }
        out
    }

    /// Reaches the other roots in the order of the optimal branching
    /// (`order`, from [`RootGraph::order`]): from each target's connector,
    /// already matched, up through users to the target. The upward
    /// traversal's `ForEach` id is the edge's place in that order, as in
    /// MLIR.
    pub(super) fn connect_roots(
        &mut self,
        roots: &[ValueId],
        walks: &[Walk],
        order: &[(usize, Option<ValueId>)],
    ) -> R<()> {
        for (k, &(target, connector)) in order.iter().enumerate() {
            let target_value = roots[target];
            if self.bound[target_value.index()].is_some() {
                continue;
            }
            let Some(connector) = connector else {
                return self.err("an operation of the matcher is not connected to the root");
            };
            let walk = &walks[target];
            let parent_of = |v: ValueId| walk.iter().find(|e| e.0 == v).and_then(|e| e.1);
            let Some(mut pos) = self.bound[connector.index()] else {
                return self.err("a root's connector is not matched before it");
            };
            self.foreach_id = k as u32;
            let mut value = connector;
            while value != target_value {
                let Some(edge) = parent_of(value) else { break };
                if matches!(self.match_op(edge.parent), Some(MatchOp::AnyResult { .. })) {
                    // From an op up to its users through whichever result
                    // would need a choice over the results: not supported
                    // (DRR reaches such values from the root, downward).
                    return self.err(
                        "the users of an op are reached through `patsat.any_result` (any of its \
                         results), which is not supported: only a match from the root down \
                         may pass it",
                    );
                }
                self.visit_upward(edge, &mut pos);
                value = edge.parent;
            }
        }
        Ok(())
    }

    pub(super) fn visit_upward(&mut self, edge: OpIndex, pos: &mut Reg) {
        let value = edge.parent;
        match self.match_op(value).cloned() {
            Some(MatchOp::Operation(o)) => {
                let user = self.get(|dst| MatchInstr::ForEachUser { src: *pos, dst });
                let operand = match edge.index {
                    None => self.get(|dst| MatchInstr::GetAllOperands { op: user, dst }),
                    Some(i) => {
                        let group = o.operands[..=i as usize].iter().any(|&x| self.is_range(x));
                        if group {
                            let variadic = self.is_range(o.operands[i as usize]);
                            self.get(|dst| MatchInstr::GetOperandGroup {
                                op: user,
                                group: i,
                                variadic,
                                dst,
                            })
                        } else {
                            self.get(|dst| MatchInstr::GetOperand {
                                op: user,
                                index: i,
                                dst,
                            })
                        }
                    }
                };
                self.emit(MatchInstr::AreEqual {
                    a: operand,
                    b: *pos,
                });
                self.bound[value.index()] = Some(user);
                self.visit_op(value, user, false, false, edge.index);
                *pos = user;
            }
            Some(MatchOp::Result { .. }) => {
                let op = *pos;
                let index = edge.index.unwrap_or(0);
                *pos = self.get(|dst| MatchInstr::GetResult { op, index, dst });
                self.bound[value.index()].get_or_insert(*pos);
            }
            Some(MatchOp::Results { .. }) => {
                let op = *pos;
                let variadic = self.is_range(value);
                *pos = self.get(|dst| match edge.index {
                    Some(group) => MatchInstr::GetResultGroup {
                        op,
                        group,
                        variadic,
                        dst,
                    },
                    None => MatchInstr::GetAllResults { op, dst },
                });
                self.bound[value.index()].get_or_insert(*pos);
            }
            _ => {}
        }
    }

    // ---- what the tree does not cover --------------------------------------

    /// Binds `v` to the position in `r`, or requires it to equal `v`'s
    /// earlier binding (a region's value also used as an operand).
    fn bind_or_compare(&mut self, v: ValueId, r: Reg) {
        match self.bound[v.index()] {
            Some(prev) => self.equal(prev, r),
            None => self.bound[v.index()] = Some(r),
        }
    }

    pub(super) fn non_tree(&mut self) -> R<()> {
        let p = self.p;
        for n in &p.matcher {
            let v = n.results.first().copied();
            match &n.op {
                MatchOp::Attribute {
                    value: Some(attr), ..
                } => {
                    let v = v.expect("attribute defines a value");
                    if self.bound[v.index()].is_none() {
                        let attr = *attr;
                        let r = self.get(|dst| MatchInstr::LoadAttr { attr, dst });
                        self.bound[v.index()] = Some(r);
                    }
                }
                MatchOp::NativeConstraint {
                    name,
                    args,
                    negated,
                } => {
                    let hook = self.hook(HookKind::Constraint, name, args, &n.results)?;
                    let args = self.regs(args)?;
                    let results: Vec<Reg> = n.results.iter().map(|_| self.reg()).collect();
                    self.constraint_result_types = n.results.iter().map(|&r| p.ty(r)).collect();
                    self.emit(MatchInstr::Constraint {
                        hook,
                        args,
                        results: results.clone(),
                        negated: *negated,
                    });
                    for (&v, &r) in n.results.iter().zip(&results) {
                        match self.bound[v.index()] {
                            Some(prev) => self.equal(prev, r),
                            None => self.bound[v.index()] = Some(r),
                        }
                    }
                }
                MatchOp::Result { parent, index } => {
                    let v = v.expect("result defines a value");
                    if self.bound[v.index()].is_none() {
                        let op = self.regs(&[*parent])?[0];
                        let index = *index;
                        let r = self.get(|dst| MatchInstr::GetResult { op, index, dst });
                        self.emit(MatchInstr::IsNotNull { src: r });
                        self.bound[v.index()] = Some(r);
                    }
                }
                MatchOp::Results { parent, index } => {
                    let v = v.expect("results defines a value");
                    if self.bound[v.index()].is_none() {
                        let op = self.regs(&[*parent])?[0];
                        let variadic = self.is_range(v);
                        let r = self.get(|dst| match index {
                            Some(group) => MatchInstr::GetResultGroup {
                                op,
                                group: *group,
                                variadic,
                                dst,
                            },
                            None => MatchInstr::GetAllResults { op, dst },
                        });
                        if index.is_some() {
                            self.emit(MatchInstr::IsNotNull { src: r });
                        }
                        self.bound[v.index()] = Some(r);
                    }
                }
                MatchOp::Region { parent, index } => {
                    let op = self.regs(&[*parent])?[0];
                    let index = *index;
                    let r = self.get(|dst| MatchInstr::GetRegion { op, index, dst });
                    self.emit(MatchInstr::IsNotNull { src: r });
                    self.bind_or_compare(v.expect("region defines a value"), r);
                }
                MatchOp::EntryBlock { region } => {
                    let region = self.regs(&[*region])?[0];
                    let r = self.get(|dst| MatchInstr::GetEntryBlock { region, dst });
                    self.emit(MatchInstr::IsNotNull { src: r });
                    self.bind_or_compare(v.expect("entry block defines a value"), r);
                }
                MatchOp::BlockArgs { block, index } | MatchOp::Yielded { block, index } => {
                    let block = self.regs(&[*block])?[0];
                    let index = *index;
                    let args = matches!(n.op, MatchOp::BlockArgs { .. });
                    let r = self.get(|dst| match args {
                        true => MatchInstr::GetBlockArgs { block, index, dst },
                        false => MatchInstr::GetYielded { block, index, dst },
                    });
                    if index.is_some() || !args {
                        self.emit(MatchInstr::IsNotNull { src: r });
                    }
                    self.bind_or_compare(v.expect("block values define a value"), r);
                }
                MatchOp::Count { of, what, count } => {
                    let src = self.regs(&[*of])?[0];
                    self.emit(MatchInstr::CheckCount {
                        src,
                        what: *what,
                        count: *count,
                    });
                }
                MatchOp::Type { constant: Some(ty) } => {
                    let v = v.expect("type defines a value");
                    if self.bound[v.index()].is_none() {
                        let ty = *ty;
                        let r = self.get(|dst| MatchInstr::LoadType { ty, dst });
                        self.bound[v.index()] = Some(r);
                    }
                }
                MatchOp::Types {
                    constant: Some(tys),
                } => {
                    let v = v.expect("types defines a value");
                    if self.bound[v.index()].is_none() {
                        let tys = tys.clone();
                        let r = self.get(|dst| MatchInstr::LoadTypes { tys, dst });
                        self.bound[v.index()] = Some(r);
                    }
                }
                _ => {
                    if let Some(v) = v {
                        if self.bound[v.index()].is_none() {
                            return self.err(format!(
                                "`{}` is not connected to the root operation",
                                patsat_frontend::pattern::verify::match_op_name(&n.op)
                            ));
                        }
                    }
                }
            }
        }
        Ok(())
    }
}
