//! The predicates of a match program as MLIR's PDL lowering names them:
//! every instruction the compiler emits also records the position it reads
//! or the question it asks (interned in the set's [`Predicates`]), which
//! [`crate::order`] turns into MLIR's record order and fused locations.

use super::Compiler;
use crate::order::{Answer, PosId, Position, Question, TypeLit};
use crate::program::{MatchInstr, Reg};

impl Compiler<'_> {
    /// Emits a check (or a constraint) and records its predicate.
    pub(super) fn emit(&mut self, i: MatchInstr) {
        self.record(&i);
        self.matcher.push(i);
    }

    /// Emits a position instruction built by `f` around a fresh register
    /// and records the position it reads.
    pub(super) fn get(&mut self, f: impl FnOnce(Reg) -> MatchInstr) -> Reg {
        let dst = self.reg();
        let i = f(dst);
        self.record(&i);
        self.matcher.push(i);
        dst
    }

    pub(super) fn position(&mut self, p: Position) -> PosId {
        self.preds.pos(p)
    }

    pub(super) fn pos_of(&self, r: Reg) -> PosId {
        self.reg_pos[r.index()]
    }

    pub(super) fn set_pos(&mut self, r: Reg, p: Position) {
        let id = self.position(p);
        if self.reg_pos.len() <= r.index() {
            self.reg_pos.resize(r.index() + 1, 0);
        }
        self.reg_pos[r.index()] = id;
    }

    pub(super) fn pred(&mut self, at: Reg, q: Question, a: Answer) {
        let pos = self.pos_of(at);
        let q = self.preds.question(q);
        self.list.push((pos, q, a));
    }

    /// The position an instruction reads into its register, or the
    /// predicate it checks (MLIR's positions and questions).
    pub(super) fn record(&mut self, i: &MatchInstr) {
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
            I::GetRegion { op, index, dst } => {
                self.set_pos(*dst, Position::Region(self.pos_of(*op), *index))
            }
            I::GetEntryBlock { region, dst } => {
                self.set_pos(*dst, Position::EntryBlock(self.pos_of(*region)))
            }
            I::GetBlockArgs { block, index, dst } => {
                self.set_pos(*dst, Position::BlockArgs(self.pos_of(*block), *index))
            }
            I::GetYielded { block, index, dst } => {
                self.set_pos(*dst, Position::Yielded(self.pos_of(*block), *index))
            }
            I::CheckCount { src, what, count } => {
                self.pred(*src, Question::Count(*what), Answer::Unsigned(*count))
            }
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
    pub(super) fn equal(&mut self, first: Reg, second: Reg) {
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
}
