//! Compiles a `Pattern` into its match and rewrite programs, once.
//!
//! The match program follows the predicates MLIR's PDL lowering
//! (`PredicateTree.cpp`) derives from a pattern, so the two accept the same
//! ops: the tree below the rewrite root is walked downward (operands to
//! their defining ops), other roots are reached upward through the users
//! of an already matched value, and what the tree does not cover
//! (constants, native constraints, `pdl.result` values not used as
//! operands) is checked afterwards in pattern order. The rewrite program
//! follows MLIR's rewriter lowering (`PDLToPDLInterp.cpp`), including how
//! created ops get their result types.

use crate::hooks::{HookId, HookKind, Hooks};
use crate::ops::OpDefs;
use crate::order::{Answer, PosId, Position, Predicate, Predicates, Question, TypeLit};
use crate::program::{CompiledPattern, MatchInstr, Reg, ResultTypes, RewriteInstr};
use patsat_frontend::pattern::verify::diag_at_loc;
use patsat_frontend::pattern::{
    MatchOp, OperationNode, Pattern, PdlType, Replacement, RewriteOp, ValueDef, ValueId,
};
use patsat_ir::{Context, Diagnostic};
use std::collections::VecDeque;

type R<T> = Result<T, Box<Diagnostic>>;

/// A compiled pattern, its predicates and the first register reading each
/// position.
pub(crate) type PatternOutput = (CompiledPattern, Vec<Predicate>, Vec<(PosId, Reg)>);

/// Compiles one pattern (`index` is its position in its set). Its
/// predicates, as MLIR's PDL lowering derives them, are interned in
/// `preds` and returned beside it (for [`crate::order`]), with the first
/// register reading each position.
pub(crate) fn compile_pattern(
    ctx: &mut Context,
    p: &Pattern,
    index: usize,
    hooks: &Hooks,
    ops: &OpDefs,
    preds: &mut Predicates,
) -> Result<PatternOutput, Diagnostic> {
    let mut c = Compiler {
        ctx,
        p,
        hooks,
        ops,
        matcher: Vec::new(),
        rewriter: Vec::new(),
        nregs: 0,
        bound: vec![None; p.values.len()],
        preds,
        reg_pos: Vec::new(),
        list: Vec::new(),
        foreach_id: 0,
        constraint_result_types: Vec::new(),
    };
    let compiled = c.run(index).map_err(|d| *d)?;
    let mut regs: Vec<(PosId, Reg)> = Vec::new();
    for (r, &pos) in c.reg_pos.iter().enumerate() {
        if !regs.iter().any(|e| e.0 == pos) {
            regs.push((pos, Reg(r as u32)));
        }
    }
    Ok((compiled, c.list, regs))
}

/// How a position was reached, which decides the checks made on it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pos {
    /// An attribute of an op.
    Attr,
    /// An op reached downward (the defining op of an operand).
    Op,
    /// A type or type range.
    Type,
    /// A single operand (before any range in the operand list).
    Operand,
    /// An operand group; `None` for all operands.
    Group(Option<u32>),
}

struct Compiler<'a> {
    ctx: &'a mut Context,
    p: &'a Pattern,
    hooks: &'a Hooks,
    ops: &'a OpDefs,
    matcher: Vec<MatchInstr>,
    rewriter: Vec<RewriteInstr>,
    nregs: u32,
    /// The register holding each PDL value, once bound.
    bound: Vec<Option<Reg>>,
    /// The set's interned positions and questions.
    preds: &'a mut Predicates,
    /// The position each match register reads.
    reg_pos: Vec<PosId>,
    /// The pattern's predicates, in MLIR's order.
    list: Vec<Predicate>,
    /// Numbers the upward traversals (MLIR's `ForEach` ids).
    foreach_id: u32,
    /// The PDL types of the results of the constraint being emitted.
    constraint_result_types: Vec<PdlType>,
}

/// An edge of the downward walk from a root: `value` is an operand (or
/// result group) of `parent` at `index`.
#[derive(Clone, Copy)]
struct OpIndex {
    parent: ValueId,
    index: Option<u32>,
}

impl Compiler<'_> {
    fn err<T>(&self, msg: impl Into<String>) -> R<T> {
        let what = match &self.p.name {
            Some(n) => format!("pattern `{}`: ", n),
            None => "pattern: ".to_string(),
        };
        Err(Box::new(diag_at_loc(
            self.ctx,
            self.p.loc,
            format!("{}{}", what, msg.into()),
        )))
    }

    fn reg(&mut self) -> Reg {
        self.nregs += 1;
        Reg(self.nregs - 1)
    }

    /// Emits a check (or a constraint) and records its predicate.
    fn emit(&mut self, i: MatchInstr) {
        self.record(&i);
        self.matcher.push(i);
    }

    /// Emits a position instruction built by `f` around a fresh register
    /// and records the position it reads.
    fn get(&mut self, f: impl FnOnce(Reg) -> MatchInstr) -> Reg {
        let dst = self.reg();
        let i = f(dst);
        self.record(&i);
        self.matcher.push(i);
        dst
    }

    fn position(&mut self, p: Position) -> PosId {
        self.preds.pos(p)
    }

    fn pos_of(&self, r: Reg) -> PosId {
        self.reg_pos[r.index()]
    }

    fn set_pos(&mut self, r: Reg, p: Position) {
        let id = self.position(p);
        if self.reg_pos.len() <= r.index() {
            self.reg_pos.resize(r.index() + 1, 0);
        }
        self.reg_pos[r.index()] = id;
    }

    fn pred(&mut self, at: Reg, q: Question, a: Answer) {
        let pos = self.pos_of(at);
        let q = self.preds.question(q);
        self.list.push((pos, q, a));
    }

    /// The position an instruction reads into its register, or the
    /// predicate it checks (MLIR's positions and questions).
    fn record(&mut self, i: &MatchInstr) {
        use MatchInstr as I;
        match i {
            I::GetOperand { op, index, dst } => {
                self.set_pos(*dst, Position::Operand(self.pos_of(*op), *index))
            }
            I::GetOperandGroup {
                op,
                group,
                variadic,
                dst,
            } => self.set_pos(
                *dst,
                Position::OperandGroup(self.pos_of(*op), Some(*group), *variadic),
            ),
            I::GetAllOperands { op, dst } => {
                self.set_pos(*dst, Position::OperandGroup(self.pos_of(*op), None, true))
            }
            I::GetResult { op, index, dst } => {
                self.set_pos(*dst, Position::Result(self.pos_of(*op), *index))
            }
            I::GetResultGroup {
                op,
                group,
                variadic,
                dst,
            } => self.set_pos(
                *dst,
                Position::ResultGroup(self.pos_of(*op), Some(*group), *variadic),
            ),
            I::GetAllResults { op, dst } => {
                self.set_pos(*dst, Position::ResultGroup(self.pos_of(*op), None, true))
            }
            I::GetValueType { src, dst } | I::GetAttrType { src, dst } => {
                self.set_pos(*dst, Position::Type(self.pos_of(*src)))
            }
            I::GetAttr { op, name, dst } => {
                self.set_pos(*dst, Position::Attr(self.pos_of(*op), name.clone()))
            }
            I::GetDefiningOp { src, dst } => {
                let parent = self.pos_of(*src);
                let depth = self.preds.depth(parent) + 1;
                self.set_pos(
                    *dst,
                    Position::Op {
                        parent: Some(parent),
                        depth,
                    },
                )
            }
            I::ForEachUser { src, dst } => {
                let users = self.position(Position::Users(self.pos_of(*src), true));
                let each = self.position(Position::ForEach(users, self.foreach_id));
                let depth = self.preds.depth(each) + 1;
                self.set_pos(
                    *dst,
                    Position::Op {
                        parent: Some(each),
                        depth,
                    },
                )
            }
            I::LoadAttr { attr, dst } => self.set_pos(*dst, Position::AttrLiteral(*attr)),
            I::LoadType { ty, dst } => self.set_pos(*dst, Position::TypeLiteral(TypeLit::One(*ty))),
            I::LoadTypes { tys, dst } => {
                self.set_pos(*dst, Position::TypeLiteral(TypeLit::Many(tys.clone())))
            }
            I::IsNotNull { src } => self.pred(*src, Question::IsNotNull, Answer::True),
            I::CheckOpName { op, name } => {
                let n = self.ctx.op_name_str(*name).to_string();
                self.pred(*op, Question::OpName, Answer::OpName(n))
            }
            I::CheckOperandCount {
                op,
                count,
                at_least,
            } => {
                let q = if *at_least {
                    Question::OperandCountAtLeast
                } else {
                    Question::OperandCount
                };
                self.pred(*op, q, Answer::Unsigned(*count))
            }
            I::CheckResultCount {
                op,
                count,
                at_least,
            } => {
                let q = if *at_least {
                    Question::ResultCountAtLeast
                } else {
                    Question::ResultCount
                };
                self.pred(*op, q, Answer::Unsigned(*count))
            }
            I::AreEqual { a, b } => {
                let other = self.pos_of(*b);
                self.pred(*a, Question::EqualTo(other), Answer::True)
            }
            I::CheckType { src, ty } => {
                self.pred(*src, Question::Type, Answer::Type(TypeLit::One(*ty)))
            }
            I::CheckTypes { src, tys } => self.pred(
                *src,
                Question::Type,
                Answer::Type(TypeLit::Many(tys.clone())),
            ),
            I::CheckAttr { src, attr } => self.pred(*src, Question::Attr, Answer::Attr(*attr)),
            I::Constraint {
                hook,
                args,
                results,
                negated,
            } => {
                let positions: Vec<PosId> = args.iter().map(|&r| self.pos_of(r)).collect();
                // At the deepest argument (the first of the deepest).
                let mut at = args.first().copied();
                for &r in args {
                    if at.is_some_and(|a| {
                        self.preds.depth(self.pos_of(r)) > self.preds.depth(self.pos_of(a))
                    }) {
                        at = Some(r);
                    }
                }
                let result_types = self.constraint_result_types.clone();
                let q = self.preds.question(Question::Constraint {
                    name: self.hooks.name(*hook).to_string(),
                    args: positions,
                    results: result_types,
                    negated: *negated,
                });
                for (k, &r) in results.iter().enumerate() {
                    self.set_pos(r, Position::ConstraintResult(q, k as u32));
                }
                let pos = match at {
                    Some(a) => self.pos_of(a),
                    None => self.position(Position::Op {
                        parent: None,
                        depth: 0,
                    }),
                };
                self.list.push((pos, q, Answer::True));
            }
        }
    }

    /// An equality check between a new position and an earlier one, placed
    /// at the deeper of the two as MLIR does (`first` on a tie).
    fn equal(&mut self, first: Reg, second: Reg) {
        let (d1, d2) = (
            self.preds.depth(self.pos_of(first)),
            self.preds.depth(self.pos_of(second)),
        );
        if d2 > d1 {
            self.emit(MatchInstr::AreEqual {
                a: second,
                b: first,
            });
        } else {
            self.emit(MatchInstr::AreEqual {
                a: first,
                b: second,
            });
        }
    }

    fn match_op(&self, v: ValueId) -> Option<&MatchOp> {
        match self.p.values[v.index()].def {
            ValueDef::Match(m, _) => Some(&self.p.matcher[m.index()].op),
            ValueDef::Rewrite(..) => None,
        }
    }

    fn operation(&self, v: ValueId) -> Option<&OperationNode> {
        match self.match_op(v) {
            Some(MatchOp::Operation(o)) => Some(o),
            _ => None,
        }
    }

    fn is_range(&self, v: ValueId) -> bool {
        matches!(self.p.ty(v), PdlType::ValueRange | PdlType::TypeRange)
    }

    fn run(&mut self, index: usize) -> R<CompiledPattern> {
        let roots = self.detect_roots();
        let root = match (self.p.rewriter.root, roots.as_slice()) {
            (Some(r), _) => r,
            (None, [r]) => *r,
            (None, []) => return self.err("the matcher has no operation"),
            (None, _) => {
                return self.err(
                    "several candidate roots and no rewrite root: choosing the best root is not supported",
                )
            }
        };
        let Some(root_node) = self.operation(root).cloned() else {
            return self.err("the rewrite root is not an operation of the matcher");
        };
        let root_reg = self.reg();
        self.set_pos(
            root_reg,
            Position::Op {
                parent: None,
                depth: 0,
            },
        );
        self.bound[root.index()] = Some(root_reg);
        self.visit_op(root, root_reg, true, true, None);
        self.connect_roots(&roots)?;
        self.non_tree()?;
        self.compile_rewriter()?;
        Ok(CompiledPattern {
            name: self.p.name.clone().unwrap_or_default(),
            index,
            benefit: self.p.benefit,
            root: root_node.name,
            root_reg,
            loc_ops: Vec::new(),
            matcher: std::mem::take(&mut self.matcher),
            rewriter: std::mem::take(&mut self.rewriter),
            num_regs: self.nregs,
            loc: self.p.loc,
        })
    }

    // ---- the tree below the root -------------------------------------------

    /// Binds `v` to the position in `pos`, or checks it equals its earlier
    /// binding (for attributes, operands, operations and types, as MLIR).
    fn visit_value(&mut self, v: ValueId, pos: Reg, kind: Pos) {
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

    fn visit_operand(&mut self, v: ValueId, pos: Reg, kind: Pos) {
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

    fn defining_op(&mut self, pos: Reg) -> Reg {
        let d = self.get(|dst| MatchInstr::GetDefiningOp { src: pos, dst });
        self.emit(MatchInstr::IsNotNull { src: d });
        d
    }

    /// The checks of one `pdl.operation` at `pos`. `downward`: reached as
    /// the root or as a defining op (not upward through users), so a lone
    /// operand range is bound here. `ignore`: the operand already compared
    /// by an upward step.
    fn visit_op(&mut self, v: ValueId, pos: Reg, root: bool, downward: bool, ignore: Option<u32>) {
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
    fn detect_roots(&self) -> Vec<ValueId> {
        let mut used = vec![false; self.p.values.len()];
        for n in &self.p.matcher {
            if let MatchOp::Operation(o) = &n.op {
                for &x in &o.operands {
                    if let Some(MatchOp::Result { parent, .. } | MatchOp::Results { parent, .. }) =
                        self.match_op(x)
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
    /// breadth-first order, each with the edge it was first reached by.
    fn walk_down(&self, root: ValueId) -> Vec<(ValueId, Option<OpIndex>)> {
        let mut seen = vec![false; self.p.values.len()];
        let mut out = Vec::new();
        let mut queue: VecDeque<(ValueId, Option<OpIndex>)> = VecDeque::new();
        queue.push_back((root, None));
        while let Some((v, edge)) = queue.pop_front() {
            if std::mem::replace(&mut seen[v.index()], true) {
                continue;
            }
            out.push((v, edge));
            match self.match_op(v) {
                Some(MatchOp::Operation(o)) => {
                    if o.operands.len() == 1 && self.is_range(o.operands[0]) {
                        let e = OpIndex {
                            parent: v,
                            index: None,
                        };
                        queue.push_back((o.operands[0], Some(e)));
                    } else {
                        for (i, &x) in o.operands.iter().enumerate() {
                            let e = OpIndex {
                                parent: v,
                                index: Some(i as u32),
                            };
                            queue.push_back((x, Some(e)));
                        }
                    }
                }
                Some(MatchOp::Result { parent, index }) => {
                    let e = OpIndex {
                        parent: v,
                        index: Some(*index),
                    };
                    queue.push_back((*parent, Some(e)));
                }
                Some(MatchOp::Results { parent, index }) => {
                    let e = OpIndex {
                        parent: v,
                        index: *index,
                    };
                    queue.push_back((*parent, Some(e)));
                }
                _ => {}
            }
        }
        out
    }

    /// Reaches every other root from the part already matched: from the
    /// nearest matched value below it (the connector), up through users.
    fn connect_roots(&mut self, roots: &[ValueId]) -> R<()> {
        loop {
            let mut progress = false;
            let mut pending = false;
            for &target in roots {
                if self.bound[target.index()].is_some() {
                    continue;
                }
                pending = true;
                let walk = self.walk_down(target);
                let Some(connector) = walk
                    .iter()
                    .map(|e| e.0)
                    .find(|v| self.bound[v.index()].is_some())
                else {
                    continue;
                };
                let parent_of = |v: ValueId| walk.iter().find(|e| e.0 == v).and_then(|e| e.1);
                self.foreach_id += 1;
                let mut pos = self.bound[connector.index()].expect("connector is bound");
                let mut value = connector;
                while value != target {
                    let Some(edge) = parent_of(value) else { break };
                    self.visit_upward(edge, &mut pos);
                    value = edge.parent;
                }
                progress = true;
            }
            if !pending {
                return Ok(());
            }
            if !progress {
                return self.err("an operation of the matcher is not connected to the root");
            }
        }
    }

    fn visit_upward(&mut self, edge: OpIndex, pos: &mut Reg) {
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

    fn non_tree(&mut self) -> R<()> {
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

    /// The registers of bound values.
    fn regs(&self, vals: &[ValueId]) -> R<Vec<Reg>> {
        vals.iter()
            .map(|v| match self.bound[v.index()] {
                Some(r) => Ok(r),
                None => self.err("a value is used before it is bound"),
            })
            .collect()
    }

    /// Resolves a native by name and checks the call against its signature.
    fn hook(&self, kind: HookKind, name: &str, args: &[ValueId], results: &[ValueId]) -> R<HookId> {
        let what = match kind {
            HookKind::Constraint => "constraint",
            HookKind::Rewrite => "rewrite",
        };
        let Some(id) = self.hooks.lookup(kind, name) else {
            return self.err(format!(
                "native {} `{}` is not registered (register it with Hooks::register_{})",
                what, name, what
            ));
        };
        let sig = self.hooks.signature(id);
        let kinds = |vs: &[ValueId]| vs.iter().map(|&v| self.p.ty(v)).collect::<Vec<_>>();
        if let Some(want) = &sig.args {
            let got = kinds(args);
            if *want != got {
                return self.err(format!(
                    "native {} `{}` takes ({}) but is called with ({})",
                    what,
                    name,
                    type_list(want),
                    type_list(&got)
                ));
            }
        }
        if let Some(want) = &sig.results {
            let got = kinds(results);
            if *want != got {
                return self.err(format!(
                    "native {} `{}` returns ({}) but the pattern expects ({})",
                    what,
                    name,
                    type_list(want),
                    type_list(&got)
                ));
            }
        }
        Ok(id)
    }

    // ---- the rewriter ------------------------------------------------------

    fn rw(&mut self, i: RewriteInstr) {
        self.rewriter.push(i);
    }

    fn compile_rewriter(&mut self) -> R<()> {
        if let Some((name, extra)) = &self.p.rewriter.external {
            let mut args: Vec<ValueId> = self.p.rewriter.root.into_iter().collect();
            args.extend(extra.iter().copied());
            let hook = self.hook(HookKind::Rewrite, name, &args, &[])?;
            let args = self.regs(&args)?;
            self.rw(RewriteInstr::Native {
                hook,
                args,
                results: vec![],
            });
            return Ok(());
        }
        let p = self.p;
        for (k, n) in p.rewriter.body.iter().enumerate() {
            match &n.op {
                RewriteOp::Operation(o) => self.create_op(k, o, n.results[0])?,
                RewriteOp::Replace { op, with } => {
                    let target = self.regs(&[*op])?[0];
                    let values = match with {
                        Replacement::Op(r) => {
                            let replaced_has_types = match self.node_of(*op) {
                                Some(o) => !o.result_types.is_empty(),
                                None => true,
                            };
                            if replaced_has_types {
                                let src = self.regs(&[*r])?[0];
                                let dst = self.reg();
                                self.rw(RewriteInstr::GetResults {
                                    op: src,
                                    group: None,
                                    variadic: true,
                                    dst,
                                });
                                vec![dst]
                            } else {
                                vec![]
                            }
                        }
                        Replacement::Values(vs) => self.regs(vs)?,
                    };
                    if values.is_empty() {
                        self.rw(RewriteInstr::Erase { op: target });
                    } else {
                        self.rw(RewriteInstr::Replace { op: target, values });
                    }
                }
                RewriteOp::Erase { op } => {
                    let op = self.regs(&[*op])?[0];
                    self.rw(RewriteInstr::Erase { op });
                }
                RewriteOp::NativeRewrite { name, args } => {
                    let hook = self.hook(HookKind::Rewrite, name, args, &n.results)?;
                    let args = self.regs(args)?;
                    let results: Vec<Reg> = n.results.iter().map(|_| self.reg()).collect();
                    for (&v, &r) in n.results.iter().zip(&results) {
                        self.bound[v.index()] = Some(r);
                    }
                    self.rw(RewriteInstr::Native {
                        hook,
                        args,
                        results,
                    });
                }
                RewriteOp::Attribute { value } => {
                    let dst = self.bind_new(n.results[0]);
                    self.rw(RewriteInstr::LoadAttr { attr: *value, dst });
                }
                RewriteOp::Type { constant } => {
                    if let Some(ty) = constant {
                        let dst = self.bind_new(n.results[0]);
                        self.rw(RewriteInstr::LoadType { ty: *ty, dst });
                    }
                }
                RewriteOp::Types { constant } => {
                    if let Some(tys) = constant {
                        let dst = self.bind_new(n.results[0]);
                        self.rw(RewriteInstr::LoadTypes {
                            tys: tys.clone(),
                            dst,
                        });
                    }
                }
                RewriteOp::Result { parent, index } => {
                    let op = self.regs(&[*parent])?[0];
                    let dst = self.bind_new(n.results[0]);
                    self.rw(RewriteInstr::GetResult {
                        op,
                        index: *index,
                        dst,
                    });
                }
                RewriteOp::Results { parent, index } => {
                    let op = self.regs(&[*parent])?[0];
                    let variadic = self.is_range(n.results[0]);
                    let dst = self.bind_new(n.results[0]);
                    self.rw(RewriteInstr::GetResults {
                        op,
                        group: *index,
                        variadic,
                        dst,
                    });
                }
                RewriteOp::Range { elements } => {
                    let elements = self.regs(elements)?;
                    let types = self.p.ty(n.results[0]) == PdlType::TypeRange;
                    let dst = self.bind_new(n.results[0]);
                    self.rw(RewriteInstr::Range {
                        elements,
                        types,
                        dst,
                    });
                }
            }
        }
        Ok(())
    }

    fn bind_new(&mut self, v: ValueId) -> Reg {
        let r = self.reg();
        self.bound[v.index()] = Some(r);
        r
    }

    /// The `pdl.operation` node (matcher or rewriter) defining `v`.
    fn node_of(&self, v: ValueId) -> Option<&OperationNode> {
        match self.p.values[v.index()].def {
            ValueDef::Match(m, _) => match &self.p.matcher[m.index()].op {
                MatchOp::Operation(o) => Some(o),
                _ => None,
            },
            ValueDef::Rewrite(r, _) => match &self.p.rewriter.body[r.index()].op {
                RewriteOp::Operation(o) => Some(o),
                _ => None,
            },
        }
    }

    /// Rewriter node `k` creates an op (result value `v`).
    fn create_op(&mut self, k: usize, o: &OperationNode, v: ValueId) -> R<()> {
        let Some(name) = &o.name else {
            return self.err("an operation created by a rewrite needs a name");
        };
        let operands = self.regs(&o.operands)?;
        let mut props = Vec::new();
        let mut attrs = Vec::new();
        for (n, a) in &o.attributes {
            let r = self.regs(&[*a])?[0];
            if self.ops.is_inherent(name, n) {
                props.push((n.clone(), r));
            } else {
                attrs.push((n.clone(), r));
            }
        }
        if let Some(def) = self.ops.get(name).cloned() {
            for (n, default) in def.inherent {
                if let Some(attr) = default {
                    if !props.iter().any(|p| p.0 == n) {
                        let dst = self.reg();
                        self.rw(RewriteInstr::LoadAttr { attr, dst });
                        props.push((n, dst));
                    }
                }
            }
        }
        let explicit: Option<Vec<Reg>> = o
            .result_types
            .iter()
            .map(|t| self.bound[t.index()])
            .collect();
        let types = match explicit {
            Some(regs) if !o.result_types.is_empty() => ResultTypes::Explicit(regs),
            _ if self.ops.has_type_inference(name) => ResultTypes::Infer,
            _ => match self.replaced_by(k, v) {
                Some(r) => ResultTypes::LikeOp(r),
                None if o.result_types.is_empty() => ResultTypes::None,
                None => {
                    return self.err(format!(
                        "unable to infer the result types of `{}` created by the rewrite",
                        name
                    ))
                }
            },
        };
        let name = self.ctx.op_name(name);
        let dst = self.bind_new(v);
        self.rw(RewriteInstr::CreateOp {
            name,
            operands,
            props,
            attrs,
            types,
            dst,
        });
        // Type values not known before are the created op's result types.
        if o.result_types.len() == 1 && self.is_range(o.result_types[0]) {
            let t = o.result_types[0];
            if self.bound[t.index()].is_none() {
                let rs = self.reg();
                self.rw(RewriteInstr::GetResults {
                    op: dst,
                    group: None,
                    variadic: true,
                    dst: rs,
                });
                let tr = self.bind_new(t);
                self.rw(RewriteInstr::GetValueType { src: rs, dst: tr });
            }
            return Ok(());
        }
        let mut variable = false;
        for (i, &t) in o.result_types.iter().enumerate() {
            if self.bound[t.index()].is_some() {
                continue;
            }
            let variadic = self.is_range(t);
            variable |= variadic;
            let rv = self.reg();
            if variable {
                self.rw(RewriteInstr::GetResults {
                    op: dst,
                    group: Some(i as u32),
                    variadic,
                    dst: rv,
                });
            } else {
                self.rw(RewriteInstr::GetResult {
                    op: dst,
                    index: i as u32,
                    dst: rv,
                });
            }
            let tr = self.bind_new(t);
            self.rw(RewriteInstr::GetValueType { src: rv, dst: tr });
        }
        Ok(())
    }

    /// The register of an op that rewriter node `k` (defining `v`)
    /// replaces, if it is matched or created before `k` (MLIR looks at the
    /// uses of the created op, most recent first).
    fn replaced_by(&self, k: usize, v: ValueId) -> Option<Reg> {
        self.p.rewriter.body.iter().rev().find_map(|n| match &n.op {
            RewriteOp::Replace {
                op,
                with: Replacement::Op(r),
            } if *r == v => {
                let before = match self.p.values[op.index()].def {
                    ValueDef::Match(..) => true,
                    ValueDef::Rewrite(j, _) => j.index() < k,
                };
                if before {
                    self.bound[op.index()]
                } else {
                    None
                }
            }
            _ => None,
        })
    }
}

fn type_list(t: &[PdlType]) -> String {
    t.iter()
        .map(|t| t.mlir_name())
        .collect::<Vec<_>>()
        .join(", ")
}
