//! Direct matching: a rule's match program run straight over the classes of
//! a clean e-graph.
//!
//! The general path runs a match program on translate's `Machine` against
//! [`crate::EView`], through the `MatchView` trait (op handles, dynamic
//! calls, the defining ops of each value collected as handles). A
//! [`DirectProgram`] runs the same instructions over the e-graph itself, as
//! egg's e-matching machine does: an op register holds the e-node (its
//! class and a reference to it), a choice point enumerates the op nodes of
//! a class in place. What makes it cheaper than the general path:
//!
//! * the program is reordered once: an instruction runs right after the
//!   last choice point it depends on (through the registers it reads), so
//!   what concerns the root alone is not redone for every defining op of an
//!   operand. Choice points keep their order and instructions are pure, so
//!   the matches, and their order, are those of the general path;
//! * the op-name check of a defining op is made while enumerating the
//!   class (a node of another name could never complete the match);
//! * what nothing reads is not computed (a result type the pattern binds
//!   but never compares), and a check is made once;
//! * the candidates of an enumeration are listed once per run (see
//!   `Candidates`): a class is the operand class of many roots;
//! * a program whose last choice point is followed only by operand fetches
//!   (a `Tail`) takes a root's further matches straight from the
//!   candidates ([`crate::roots::ClassMatches::tail`]).
//!
//! Programs with native constraints or user enumeration
//! (`ForEachUser`) are not direct: they stay on the general path.
//! `tests/direct_matcher.rs` checks both paths find the same matches.

use crate::classes::{Class, Classes};
use crate::lang::{MlirNode, OpNode};
use crate::view::{fresh, value, EView, NodeAt};
use egg::Id;
use patsat_ir::{Attr, Context, OpName, Type, Value};
use patsat_translate::machine::{
    attr_type_in, count_ok, group_of, segment_attr, segment_range, Group, Ranges,
};
use patsat_translate::{CompiledPattern, Machine, MatchInstr, PdlValue, Reg, RewriteInstr};

/// One step of a direct program.
#[derive(Clone, Debug)]
enum Step {
    /// Any other instruction.
    Do(Box<MatchInstr>),
    /// Choice: each op node defining `src`, named `name` when the program
    /// checks it (no such node then fails, as the check of a null op
    /// would), and passing `filter` (checks of the node alone folded into
    /// the enumeration, see [`fuse_defs_checks`]).
    Defs {
        src: Reg,
        dst: Reg,
        name: Option<OpName>,
        filter: DefsFilter,
    },
    /// `GetOperand`, followed by `IsNotNull` of its register when
    /// `not_null`.
    Operand {
        op: Reg,
        index: u32,
        dst: Reg,
        not_null: bool,
    },
    /// `IsNotNull`.
    NotNull(Reg),
    /// `GetResult`.
    Result { op: Reg, index: u32, dst: Reg },
    /// `AreEqual`.
    Equal(Reg, Reg),
    /// `GetResult` of result 0 of an enumerated defining op whose result 0
    /// the program checks is the value enumerated (see
    /// [`result_aliases`]): that value.
    Copy { src: Reg, dst: Reg },
    /// `CheckOperandCount`.
    OperandCount { op: Reg, count: u32, at_least: bool },
}

/// Checks of an enumerated defining op made while enumerating (see
/// [`fuse_defs_checks`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
struct DefsFilter {
    /// Its result 0 is the value enumerated (`GetResult` + `AreEqual`).
    defines: bool,
    /// Its operand count (`CheckOperandCount`: count, at least).
    count: Option<(u32, bool)>,
    /// Its result count (`CheckResultCount`: count, at least).
    results: Option<(u32, bool)>,
}

/// A match program compiled for direct matching.
#[derive(Clone, Debug)]
pub struct DirectProgram {
    steps: Vec<Step>,
    num_regs: usize,
    root_reg: Reg,
    /// The root's op name, when the program checks it (the check is made
    /// before the steps).
    root_name: Option<OpName>,
    /// The matcher's registers the rewrite program (or the location of new
    /// nodes) reads.
    exports: Vec<Reg>,
    /// When the program's only choice point is a named enumeration of the
    /// ops defining operand `k` of the root: `k`.
    root_choice: Option<u32>,
    /// When the program has one choice point and only fetches operands of
    /// the op it chose after it: those steps (see [`Tail`]).
    tail: Option<Tail>,
}

/// The steps after a program's only choice point when they only fetch
/// operands of the op it chose that its operand count (checked while
/// enumerating) guarantees: the next match of a root is the next candidate
/// with its operands, without going through the steps.
#[derive(Clone, Debug)]
struct Tail {
    /// The register of the chosen op.
    dst: Reg,
    /// Operand index and register.
    operands: Vec<(u32, Reg)>,
}

/// What a register holds after a match, with ops as their e-node (for
/// comparing the matches of the two paths).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Binding {
    /// Nothing.
    Null,
    /// An op node of a class.
    Op(Id, MlirNode),
    /// A value (its class).
    Value(Id),
    /// A type.
    Type(Type),
    /// An attribute.
    Attr(Attr),
    /// A value range.
    Values(Vec<Id>),
    /// A type range.
    Types(Vec<Type>),
}

/// A register of a direct run holding one thing (see
/// [`DirectRun::single`]).
#[derive(Clone, Copy, Debug)]
pub enum Single<'g> {
    /// Nothing.
    Null,
    /// An op node of a class.
    Op(Id, &'g MlirNode),
    /// A value (its class).
    Value(Id),
    /// A type.
    Type(Type),
    /// An attribute.
    Attr(Attr),
}

/// A register of a direct run (ranges are indices into the run's range
/// storage).
#[derive(Clone, Copy, Debug)]
pub enum Slot<'g> {
    /// Nothing.
    Null,
    /// An op node of a class.
    Op(Id, &'g MlirNode),
    /// A value (its class).
    Value(Id),
    /// A type.
    Type(Type),
    /// An attribute.
    Attr(Attr),
    /// A value range.
    Values(u32),
    /// A type range.
    Types(u32),
}

impl<'g> Slot<'g> {
    /// The register when it holds one thing (or nothing); `None` for a
    /// range.
    #[inline]
    pub fn single(self) -> Option<Single<'g>> {
        Some(match self {
            Slot::Null => Single::Null,
            Slot::Op(c, n) => Single::Op(c, n),
            Slot::Value(v) => Single::Value(v),
            Slot::Type(t) => Single::Type(t),
            Slot::Attr(a) => Single::Attr(a),
            Slot::Values(_) | Slot::Types(_) => return None,
        })
    }
}

impl PartialEq for Slot<'_> {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Slot::Null, Slot::Null) => true,
            (Slot::Op(c, n), Slot::Op(d, m)) => c == d && std::ptr::eq(*n, *m),
            (Slot::Value(a), Slot::Value(b)) => a == b,
            (Slot::Type(a), Slot::Type(b)) => a == b,
            (Slot::Attr(a), Slot::Attr(b)) => a == b,
            (Slot::Values(a), Slot::Values(b)) => a == b,
            (Slot::Types(a), Slot::Types(b)) => a == b,
            _ => false,
        }
    }
}

fn op_of(n: &MlirNode) -> &OpNode {
    match n {
        MlirNode::Op(o) => o,
        _ => unreachable!("op registers hold op nodes"),
    }
}

/// The registers an instruction reads, and the one it writes.
fn match_regs(i: &MatchInstr) -> (Vec<Reg>, Option<Reg>) {
    use MatchInstr::*;
    match i {
        GetOperand { op, dst, .. }
        | GetOperandGroup { op, dst, .. }
        | GetAllOperands { op, dst }
        | GetResult { op, dst, .. }
        | GetResultGroup { op, dst, .. }
        | GetAllResults { op, dst }
        | GetAttr { op, dst, .. } => (vec![*op], Some(*dst)),
        CheckOpName { op, .. } | CheckOperandCount { op, .. } | CheckResultCount { op, .. } => {
            (vec![*op], None)
        }
        GetValueType { src, dst }
        | GetAttrType { src, dst }
        | GetDefiningOp { src, dst }
        | ForEachUser { src, dst } => (vec![*src], Some(*dst)),
        IsNotNull { src }
        | CheckType { src, .. }
        | CheckTypes { src, .. }
        | CheckAttr { src, .. } => (vec![*src], None),
        AreEqual { a, b } => (vec![*a, *b], None),
        LoadAttr { dst, .. } | LoadType { dst, .. } | LoadTypes { dst, .. } => (vec![], Some(*dst)),
        Constraint { args, .. } => (args.clone(), None),
        // Region instructions never reach here: `compile` declines them.
        GetRegion { op, dst, .. } => (vec![*op], Some(*dst)),
        GetEntryBlock { region, dst } => (vec![*region], Some(*dst)),
        GetBlockArgs { block, dst, .. } | GetYielded { block, dst, .. } => {
            (vec![*block], Some(*dst))
        }
        CheckCount { src, .. } => (vec![*src], None),
    }
}

/// The registers a rewrite instruction reads.
fn rewrite_reads(i: &RewriteInstr, out: &mut Vec<Reg>) {
    use patsat_translate::ResultTypes;
    match i {
        RewriteInstr::CreateOp {
            operands,
            props,
            attrs,
            types,
            ..
        } => {
            out.extend(operands);
            out.extend(props.iter().chain(attrs).map(|(_, r)| *r));
            match types {
                ResultTypes::Explicit(rs) => out.extend(rs),
                ResultTypes::LikeOp(r) => out.push(*r),
                ResultTypes::Infer | ResultTypes::None => {}
            }
        }
        RewriteInstr::GetResult { op, .. } | RewriteInstr::GetResults { op, .. } => out.push(*op),
        RewriteInstr::GetValueType { src, .. } => out.push(*src),
        RewriteInstr::Range { elements, .. } => out.extend(elements),
        RewriteInstr::Replace { op, values } => {
            out.push(*op);
            out.extend(values);
        }
        RewriteInstr::Erase { op } => out.push(*op),
        RewriteInstr::Native { args, .. } => out.extend(args),
        RewriteInstr::InlineBlock {
            block,
            before,
            args,
            ..
        } => {
            out.push(*block);
            out.push(*before);
            out.extend(args);
        }
        RewriteInstr::LoadAttr { .. }
        | RewriteInstr::LoadType { .. }
        | RewriteInstr::LoadTypes { .. } => {}
    }
}

/// The registers a rewrite instruction writes.
fn rewrite_writes(i: &RewriteInstr) -> Vec<Reg> {
    match i {
        RewriteInstr::CreateOp { dst, .. }
        | RewriteInstr::GetResult { dst, .. }
        | RewriteInstr::GetResults { dst, .. }
        | RewriteInstr::GetValueType { dst, .. }
        | RewriteInstr::LoadAttr { dst, .. }
        | RewriteInstr::LoadType { dst, .. }
        | RewriteInstr::LoadTypes { dst, .. }
        | RewriteInstr::Range { dst, .. } => vec![*dst],
        RewriteInstr::Native { results, .. } => results.clone(),
        RewriteInstr::InlineBlock {
            values, terminator, ..
        } => vec![*values, *terminator],
        RewriteInstr::Replace { .. } | RewriteInstr::Erase { .. } => vec![],
    }
}

impl DirectProgram {
    /// The registers the rewrite program (or the location of new nodes)
    /// reads before writing them, which a match binds.
    pub fn exports(&self) -> &[Reg] {
        &self.exports
    }

    /// When the program has a [`Tail`]: where a register is set at each
    /// next match of a root — the chosen op (`Some(None)`), an operand of
    /// it (`Some(Some(index))`) — or `None` when it keeps its value.
    pub fn tail_source(&self, r: Reg) -> Option<Option<u32>> {
        let t = self.tail.as_ref()?;
        if r == t.dst {
            return Some(None);
        }
        t.operands
            .iter()
            .find(|o| o.1 == r)
            .map(|&(index, _)| Some(index))
    }

    /// When the program has a [`Tail`]: the register of the op its choice
    /// point chooses.
    pub fn tail_choice(&self) -> Option<Reg> {
        self.tail.as_ref().map(|t| t.dst)
    }

    /// Whether the program has a [`Tail`].
    pub fn has_tail(&self) -> bool {
        self.tail.is_some()
    }

    /// Whether matching reads the context (attributes, operand segments,
    /// attribute types): then it needs [`DirectEnv::ctx`].
    pub fn reads_context(&self) -> bool {
        self.steps.iter().any(|s| {
            matches!(
                s,
                Step::Do(i) if matches!(
                    **i,
                    MatchInstr::GetAttr { .. }
                        | MatchInstr::GetAttrType { .. }
                        | MatchInstr::GetOperandGroup { .. }
                        | MatchInstr::GetResultGroup { .. }
                )
            )
        })
    }

    /// Whether a root node cannot match when the ops defining its operands
    /// up to stamp `upto` are skipped: the program's only choice point
    /// enumerates, by name, the ops defining one operand of the root, and
    /// that operand's class has none newer (so the enumeration would find
    /// none and fail).
    pub fn nothing_new(&self, classes: &Classes<'_>, root: &MlirNode, upto: u32) -> bool {
        let (Some(k), MlirNode::Op(o)) = (self.root_choice, root) else {
            return false;
        };
        let Some(&c) = o.children.get(k as usize) else {
            return false;
        };
        let class = classes.get(c);
        class.data.newest <= upto && !class.data.projections
    }

    /// Compiles the match program of `p`, or `None` when it has a native
    /// constraint, enumerates users, looks into regions (or writes a
    /// register twice, or never writes one the rewrite reads).
    pub fn compile(p: &CompiledPattern) -> Option<Self> {
        let n = p.num_regs as usize;
        // Level of each register: 0 for the root and what depends on
        // nothing else, k for what depends on the k-th choice point.
        let mut level: Vec<Option<usize>> = vec![None; n];
        *level.get_mut(p.root_reg.index())? = Some(0);
        let mut choices = 0;
        let mut placed: Vec<(usize, usize)> = Vec::new(); // (level, instruction)
        let alias = result_aliases(&p.matcher);
        // (An alias reads the value it copies, not the op.)
        let regs = |k: usize| match alias[k] {
            Some(v) => (vec![v], match_regs(&p.matcher[k]).1),
            None => match_regs(&p.matcher[k]),
        };
        for (k, i) in p.matcher.iter().enumerate() {
            if matches!(
                i,
                MatchInstr::Constraint { .. }
                    | MatchInstr::ForEachUser { .. }
                    | MatchInstr::GetRegion { .. }
                    | MatchInstr::GetEntryBlock { .. }
                    | MatchInstr::GetBlockArgs { .. }
                    | MatchInstr::GetYielded { .. }
                    | MatchInstr::CheckCount { .. }
            ) {
                return None;
            }
            let (reads, writes) = regs(k);
            let mut l = 0;
            for r in reads {
                l = l.max(level.get(r.index()).copied().flatten()?);
            }
            if let MatchInstr::GetDefiningOp { .. } = i {
                choices += 1;
                l = choices;
            }
            if let Some(d) = writes {
                let slot = level.get_mut(d.index())?;
                if slot.is_some() {
                    return None;
                }
                *slot = Some(l);
            }
            placed.push((l, k));
        }
        // Stable by level: choice k opens level k, after every instruction
        // of lower levels.
        placed.sort_by_key(|&(l, k)| (l, k));
        // What the rewrite reads before writing it (the matcher's
        // registers, or null), and the matched ops' locations: a match
        // binds all of them, so that the machine's registers need no
        // clearing between matches.
        let mut exports = p.loc_ops.clone();
        let mut written = vec![false; n];
        let mut reads = Vec::new();
        for i in &p.rewriter {
            reads.clear();
            rewrite_reads(i, &mut reads);
            exports.extend(reads.iter().filter(|r| !written[r.index()]));
            for r in rewrite_writes(i) {
                *written.get_mut(r.index())? = true;
            }
        }
        exports.sort();
        exports.dedup();
        // Dead code: a position instruction whose register nothing reads
        // (no check, no later instruction, not the rewrite) is dropped; a
        // check made before (same instruction, so the same registers) is
        // dropped.
        let mut live = vec![false; n];
        for r in &exports {
            live[r.index()] = true;
        }
        let mut kept: Vec<usize> = Vec::new();
        for &(_, k) in placed.iter().rev() {
            let i = &p.matcher[k];
            let (reads, writes) = regs(k);
            let choice = matches!(i, MatchInstr::GetDefiningOp { .. });
            if let Some(d) = writes.filter(|_| !choice) {
                if !live[d.index()] {
                    continue;
                }
            }
            for r in reads {
                live[r.index()] = true;
            }
            kept.push(k);
        }
        kept.reverse();
        let mut seen: Vec<&MatchInstr> = Vec::new();
        kept.retain(|&k| {
            let i = &p.matcher[k];
            if match_regs(i).1.is_some() {
                return true;
            }
            if seen.contains(&i) {
                return false;
            }
            seen.push(i);
            true
        });
        // The op-name check of a defining op is made while enumerating.
        let named = |dst: Reg| {
            kept.iter().find_map(|&k| match &p.matcher[k] {
                MatchInstr::CheckOpName { op, name } if *op == dst => Some(*name),
                _ => None,
            })
        };
        let mut steps = Vec::with_capacity(kept.len());
        let mut j = 0;
        while j < kept.len() {
            let i = &p.matcher[kept[j]];
            let next = kept.get(j + 1).map(|&k| &p.matcher[k]);
            let copy = alias[kept[j]];
            j += 1;
            steps.push(match i {
                MatchInstr::GetResult { dst, .. } if copy.is_some() => Step::Copy {
                    src: copy?,
                    dst: *dst,
                },
                MatchInstr::GetDefiningOp { src, dst } => Step::Defs {
                    src: *src,
                    dst: *dst,
                    name: named(*dst),
                    filter: DefsFilter::default(),
                },
                MatchInstr::CheckOpName { op, .. }
                    if kept.iter().any(|&k| {
                        matches!(&p.matcher[k], MatchInstr::GetDefiningOp { dst, .. } if dst == op)
                    }) =>
                {
                    continue
                }
                MatchInstr::GetOperand { op, index, dst } => {
                    let not_null = next == Some(&MatchInstr::IsNotNull { src: *dst });
                    if not_null {
                        j += 1;
                    }
                    Step::Operand {
                        op: *op,
                        index: *index,
                        dst: *dst,
                        not_null,
                    }
                }
                // A named enumeration fails when it finds no op: what it
                // found is never null.
                MatchInstr::IsNotNull { src }
                    if steps.iter().any(
                        |s| matches!(s, Step::Defs { dst, name: Some(_), .. } if dst == src),
                    ) =>
                {
                    continue
                }
                MatchInstr::IsNotNull { src } => Step::NotNull(*src),
                MatchInstr::GetResult { op, index, dst } => Step::Result {
                    op: *op,
                    index: *index,
                    dst: *dst,
                },
                MatchInstr::AreEqual { a, b } => Step::Equal(*a, *b),
                MatchInstr::CheckOperandCount {
                    op,
                    count,
                    at_least,
                } => Step::OperandCount {
                    op: *op,
                    count: *count,
                    at_least: *at_least,
                },
                i => Step::Do(Box::new(i.clone())),
            });
        }
        drop_implied_operands(&mut steps, &exports);
        fuse_defs_checks(&mut steps, &exports);
        // The root's name checked first, apart from the steps.
        let root_name = steps.iter().find_map(|s| match s {
            Step::Do(i) => match **i {
                MatchInstr::CheckOpName { op, name } if op == p.root_reg => Some(name),
                _ => None,
            },
            _ => None,
        });
        steps.retain(|s| {
            !matches!(s, Step::Do(i)
                if matches!(**i, MatchInstr::CheckOpName { op, name } if op == p.root_reg && Some(name) == root_name))
        });
        let root_choice = root_choice(&steps, p.root_reg);
        let tail = tail(&steps);
        // Every match writes every register the rewrite reads (so a run's
        // registers need no clearing from one root to the next); a
        // program where one is never written (null at every match: none
        // that translate makes) stays on the general path.
        let written = |r: Reg| r == p.root_reg || steps.iter().any(|s| step_writes(s) == Some(r));
        if !exports.iter().all(|&r| written(r)) {
            return None;
        }
        Some(DirectProgram {
            steps,
            num_regs: n,
            root_reg: p.root_reg,
            root_name,
            exports,
            root_choice,
            tail,
        })
    }
}

/// When the only choice point of `steps` is a named enumeration of the
/// ops defining an operand of the root: that operand's index.
fn root_choice(steps: &[Step], root: Reg) -> Option<u32> {
    let mut defs = steps.iter().filter_map(|s| match s {
        Step::Defs {
            src, name: Some(_), ..
        } => Some(Some(*src)),
        Step::Defs { .. } => Some(None),
        _ => None,
    });
    let src = defs.next()??;
    if defs.next().is_some() {
        return None;
    }
    steps.iter().find_map(|s| match s {
        Step::Operand { op, index, dst, .. } if *op == root && *dst == src => Some(*index),
        _ => None,
    })
}

/// The [`Tail`] of `steps`, when they have one choice point followed only
/// by fetches of operands of the op it chooses that its operand count
/// guarantees.
fn tail(steps: &[Step]) -> Option<Tail> {
    let mut defs = steps.iter().enumerate().filter_map(|(k, s)| match s {
        Step::Defs { dst, filter, .. } => Some((k, *dst, filter.count)),
        _ => None,
    });
    let (k, dst, Some((count, _))) = defs.next()? else {
        return None;
    };
    if defs.next().is_some() {
        return None;
    }
    let operands = (steps[k + 1..].iter())
        .map(|s| match *s {
            Step::Operand {
                op, index, dst: r, ..
            } if op == dst && index < count => Some((index, r)),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()?;
    Some(Tail { dst, operands })
}

/// Drops the operand fetches whose register nothing reads and whose
/// null check an earlier operand count of the same op already made (an
/// e-node's operands are classes, never null).
fn drop_implied_operands(steps: &mut Vec<Step>, exports: &[Reg]) {
    let reads = step_reads;
    let mut k = 0;
    while k < steps.len() {
        let drop = match steps[k] {
            Step::Operand {
                op,
                index,
                dst,
                not_null: true,
            } => {
                let counted = steps[..k].iter().any(|s| {
                    matches!(s, Step::OperandCount { op: o, count, .. } if *o == op && index < *count)
                });
                let read = exports.contains(&dst) || steps[k + 1..].iter().any(|s| reads(s, dst));
                counted && !read
            }
            _ => false,
        };
        if drop {
            steps.remove(k);
        } else {
            k += 1;
        }
    }
}

/// The register step `s` writes.
fn step_writes(s: &Step) -> Option<Reg> {
    match s {
        Step::Do(i) => match_regs(i).1,
        Step::Defs { dst, .. }
        | Step::Operand { dst, .. }
        | Step::Result { dst, .. }
        | Step::Copy { dst, .. } => Some(*dst),
        Step::NotNull(_) | Step::Equal(..) | Step::OperandCount { .. } => None,
    }
}

/// Whether step `s` reads register `r`.
fn step_reads(s: &Step, r: Reg) -> bool {
    match s {
        Step::Do(i) => match_regs(i).0.contains(&r),
        Step::Defs { src, .. } => *src == r,
        Step::Operand { op, .. } | Step::Result { op, .. } | Step::OperandCount { op, .. } => {
            *op == r
        }
        Step::NotNull(x) => *x == r,
        Step::Equal(a, b) => *a == r || *b == r,
        Step::Copy { src, .. } => *src == r,
    }
}

/// Per instruction of a match program: for a `GetResult` of result 0 of
/// an op enumerated as the defining op of a single value (`GetDefiningOp`
/// of a `GetOperand`) whose result 0 the program also compares with that
/// value (`GetResult` and `AreEqual`, the usual form of `op.0` as an
/// operand): the value. Every match has them equal (the comparison
/// passes, and both read the same result), so what reads the result (its
/// type, a comparison of it) depends on the value alone and runs before
/// the enumeration, once per value instead of once per defining op. The
/// compared `GetResult` itself stays (it is the check).
fn result_aliases(m: &[MatchInstr]) -> Vec<Option<Reg>> {
    let mut alias = vec![None; m.len()];
    for i in m {
        let MatchInstr::GetDefiningOp { src: v, dst: op } = *i else {
            continue;
        };
        let single = m
            .iter()
            .any(|i| matches!(i, MatchInstr::GetOperand { dst, .. } if *dst == v));
        let result0 = |i: &MatchInstr| match *i {
            MatchInstr::GetResult {
                op: o,
                index: 0,
                dst,
            } if o == op => Some(dst),
            _ => None,
        };
        let compared = |r: Reg| {
            m.iter().any(|i| {
                matches!(*i, MatchInstr::AreEqual { a, b } if (a, b) == (r, v) || (a, b) == (v, r))
            })
        };
        let checked: Vec<Reg> = (m.iter().filter_map(result0))
            .filter(|&r| compared(r))
            .collect();
        if !single || checked.is_empty() {
            continue;
        }
        for (k, i) in m.iter().enumerate() {
            if result0(i).is_some_and(|r| !checked.contains(&r)) {
                alias[k] = Some(v);
            }
        }
    }
    alias
}

/// Folds into a named enumeration of defining ops the checks of the
/// enumerated op alone that follow it (before the next choice point):
/// that its result 0 is the value enumerated (`GetResult` into a register
/// only `AreEqual` with the value reads), its operand and result counts. A
/// candidate failing them would fail the steps; filtered while
/// enumerating, it is never tried: the same matches in the same order,
/// without a step per check and candidate. (Only named enumerations: one
/// that finds no op fails either way.)
fn fuse_defs_checks(steps: &mut Vec<Step>, exports: &[Reg]) {
    let mut i = 0;
    while i < steps.len() {
        let Step::Defs {
            src,
            dst,
            name: Some(_),
            ..
        } = steps[i]
        else {
            i += 1;
            continue;
        };
        let end = (i + 1..steps.len())
            .find(|&k| matches!(steps[k], Step::Defs { .. }))
            .unwrap_or(steps.len());
        let mut filter = DefsFilter::default();
        let mut gone: Vec<usize> = Vec::new();
        for k in i + 1..end {
            match steps[k] {
                Step::Result {
                    op,
                    index: 0,
                    dst: r,
                } if op == dst && !exports.contains(&r) => {
                    let readers: Vec<usize> = (0..steps.len())
                        .filter(|&j| j != k && step_reads(&steps[j], r))
                        .collect();
                    if let [j] = readers[..] {
                        let eq = matches!(steps[j], Step::Equal(a, b)
                            if (a == r && b == src) || (a == src && b == r));
                        if eq && j > k && j < end && !filter.defines {
                            filter.defines = true;
                            gone.extend([k, j]);
                        }
                    }
                }
                Step::OperandCount {
                    op,
                    count,
                    at_least,
                } if op == dst && filter.count.is_none() => {
                    filter.count = Some((count, at_least));
                    gone.push(k);
                }
                Step::Do(ref i) => {
                    if let MatchInstr::CheckResultCount {
                        op,
                        count,
                        at_least,
                    } = **i
                    {
                        if op == dst && filter.results.is_none() {
                            filter.results = Some((count, at_least));
                            gone.push(k);
                        }
                    }
                }
                _ => {}
            }
        }
        if let Step::Defs { filter: f, .. } = &mut steps[i] {
            *f = filter;
        }
        gone.sort_unstable();
        for k in gone.into_iter().rev() {
            steps.remove(k);
        }
        i += 1;
    }
}

/// A choice point of a direct run.
#[derive(Clone, Copy, Debug)]
struct Choice {
    pc: usize,
    dst: Reg,
    /// This choice's candidates (in [`Candidates::pool`]): `next..end`.
    next: usize,
    end: usize,
    values_used: usize,
    types_used: usize,
}

/// What a direct run reads besides its registers.
pub struct DirectEnv<'c, 'g> {
    /// The e-graph's classes.
    pub classes: &'c Classes<'g>,
    /// The context (attribute types may intern `none`).
    pub ctx: Option<&'c Context>,
    /// The `none` type (of a value without types).
    pub none_ty: Type,
    /// Defining ops whose stamp is at most this are skipped (semi-naive
    /// matching, as [`EView::prune_upto`]).
    pub upto: Option<u32>,
}

/// The state of a direct run: registers, range storage, choice points and
/// their candidates (reused from one root to the next).
#[derive(Default)]
pub struct DirectRun<'g> {
    regs: Vec<Slot<'g>>,
    values: Ranges<Id>,
    types: Ranges<Type>,
    choices: Vec<Choice>,
    cands: Candidates<'g>,
    matched: bool,
}

/// What an enumeration of defining ops depends on besides the e-graph:
/// the value, the op name and checks folded into it, and the stamp up to
/// which ops are skipped.
#[derive(Clone, Copy)]
struct DefsKey {
    value: Id,
    name: Option<OpName>,
    filter: DefsFilter,
    upto: Option<u32>,
}

/// A candidate of an enumeration: an op node and its class.
#[derive(Clone, Copy)]
struct Cand<'g> {
    class: Id,
    node: &'g MlirNode,
}

impl<'g> Cand<'g> {
    fn new(class: Id, node: &'g MlirNode) -> Self {
        Cand { class, node }
    }

    /// Its operands.
    #[inline]
    fn operands(self) -> &'g [Id] {
        &op_of(self.node).children
    }
}

/// Where the candidate lists of one kind of enumeration are, by value and
/// skip stamp (see [`Candidates::list`]).
type Lists = rustc_hash::FxHashMap<u64, (u32, u32)>;

/// The candidates of the enumerations a run made, each computed once: the
/// e-graph cannot change while a run borrows its nodes, and a class is
/// the operand class of many roots (in a chain of associative ops, of
/// every root whose operand is the same subterm), so a later root's
/// enumeration of the same class takes the list made for the first.
#[derive(Default)]
struct Candidates<'g> {
    /// The e-graph they are of (its address): another one clears them.
    graph: usize,
    /// How many times they were cleared.
    generation: u32,
    /// Every list, one after the other.
    pool: Vec<Cand<'g>>,
    /// Where the list of each enumeration made is in `pool`: per op name
    /// and folded checks (one, for most programs), by value and stamp
    /// (see [`Candidates::list`]).
    lists: Vec<(Option<OpName>, DefsFilter, Lists)>,
}

impl<'g> DirectRun<'g> {
    /// Starts a run at root node `node` of class `class`. (The registers
    /// keep what the last root wrote: every match writes every register
    /// it reads and the rewrite reads, see [`DirectProgram::compile`].)
    pub fn start(&mut self, prog: &DirectProgram, class: Id, node: &'g MlirNode) {
        if self.regs.len() != prog.num_regs {
            self.regs.clear();
            self.regs.resize(prog.num_regs, Slot::Null);
        }
        self.values.clear();
        self.types.clear();
        self.choices.clear();
        self.matched = false;
        self.regs[prog.root_reg.index()] = Slot::Op(class, node);
    }

    /// Finds the next match (the first one on the first call), as
    /// `Machine::next_match` does.
    pub fn next_match(&mut self, prog: &DirectProgram, env: &mut DirectEnv<'_, 'g>) -> bool {
        if self.matched && prog.tail.is_some() {
            return self.next_in_tail(prog);
        }
        let mut pc = 0;
        if std::mem::take(&mut self.matched) {
            match self.backtrack() {
                Some(next) => pc = next,
                None => return false,
            }
        } else if let Some(name) = prog.root_name {
            let root = self.op(prog.root_reg);
            if root.is_none_or(|(_, n)| op_of(n).name != name) {
                return false;
            }
        }
        loop {
            if pc == prog.steps.len() {
                self.matched = true;
                return true;
            }
            if self.step(&prog.steps[pc], pc, env) {
                pc += 1;
                continue;
            }
            match self.backtrack() {
                Some(next) => pc = next,
                None => return false,
            }
        }
    }

    /// Binds the registers the rewrite reads in `m` (op registers as
    /// handles of `view`).
    pub fn export<'v>(&self, prog: &DirectProgram, m: &mut Machine, view: &EView<'v>)
    where
        'g: 'v,
    {
        for &r in &prog.exports {
            match self.regs[r.index()] {
                Slot::Null => m.bind(r, PdlValue::Null),
                Slot::Op(c, n) => m.bind_op(r, view.handle(c, NodeAt::Node(n))),
                Slot::Value(v) => m.bind_value(r, value(v)),
                Slot::Type(t) => m.bind(r, PdlValue::Type(t)),
                Slot::Attr(a) => m.bind(r, PdlValue::Attr(a)),
                Slot::Values(i) => {
                    let vs: smallvec::SmallVec<[Value; 4]> =
                        self.values[i].iter().map(|&v| value(v)).collect();
                    m.bind_values(r, &vs);
                }
                Slot::Types(i) => m.bind_types(r, &self.types[i]),
            }
        }
    }

    /// Register `r` after a match, when it holds one op node, value, type
    /// or attribute (or nothing); `None` for a range.
    #[inline]
    pub fn single(&self, r: Reg) -> Option<Single<'g>> {
        self.regs[r.index()].single()
    }

    /// The registers the rewrite reads, after a match.
    pub fn bindings(&self, prog: &DirectProgram) -> Vec<Binding> {
        let one = |r: Reg| match self.regs[r.index()] {
            Slot::Null => Binding::Null,
            Slot::Op(c, n) => Binding::Op(c, n.clone()),
            Slot::Value(v) => Binding::Value(v),
            Slot::Type(t) => Binding::Type(t),
            Slot::Attr(a) => Binding::Attr(a),
            Slot::Values(i) => Binding::Values(self.values[i].clone()),
            Slot::Types(i) => Binding::Types(self.types[i].clone()),
        };
        prog.exports.iter().map(|&r| one(r)).collect()
    }

    /// After the first match of a root node by a program with a [`Tail`]:
    /// where the candidates of the root node's further matches are (their
    /// positions, for [`DirectRun::tail_op`] and [`DirectRun::take_tail`]);
    /// empty when it has none.
    #[inline]
    pub(crate) fn tail_rest(&self, prog: &DirectProgram) -> std::ops::Range<usize> {
        match self.choices.last() {
            Some(c) if self.matched && prog.tail.is_some() => c.next..c.end,
            _ => 0..0,
        }
    }

    /// The op node of the candidate at position `k` (see
    /// [`DirectRun::tail_rest`]), with its class.
    #[inline]
    pub(crate) fn tail_op(&self, k: usize) -> (Id, &'g OpNode) {
        let c = self.cands.pool[k];
        (c.class, op_of(c.node))
    }

    /// The node of the candidate at position `k` (see
    /// [`DirectRun::tail_op`]), with its class.
    #[inline]
    pub(crate) fn tail_node(&self, k: usize) -> (Id, &'g MlirNode) {
        let c = self.cands.pool[k];
        (c.class, c.node)
    }

    /// The number of candidates listed (positions of
    /// [`DirectRun::tail_op`] are below it), and how many times the list
    /// was cleared (positions of another generation name other
    /// candidates).
    #[inline]
    pub(crate) fn pool_len(&self) -> usize {
        self.cands.pool.len()
    }

    /// See [`DirectRun::pool_len`].
    #[inline]
    pub(crate) fn pool_generation(&self) -> u32 {
        self.cands.generation
    }

    /// Makes the candidate at position `k` of [`DirectRun::tail_rest`] the
    /// match: the chosen op and its operands (what backtracking and running
    /// the tail's steps would do). Positions must be taken in order.
    #[inline]
    pub(crate) fn take_tail(&mut self, prog: &DirectProgram, k: usize) {
        let (Some(t), Some(c)) = (&prog.tail, self.choices.last_mut()) else {
            return;
        };
        c.next = k + 1;
        let cand = self.cands.pool[k];
        self.regs[t.dst.index()] = Slot::Op(cand.class, cand.node);
        // (The candidates have the operand count: see `tail`.)
        let kids = cand.operands();
        for &(index, r) in &t.operands {
            self.regs[r.index()] = Slot::Value(kids[index as usize]);
        }
    }

    /// Ends the matches of a root node by a program with a [`Tail`] after
    /// [`DirectRun::take_tail`]: the next match starts a root.
    #[inline]
    pub(crate) fn end_tail(&mut self) {
        self.choices.clear();
        self.matched = false;
    }

    /// The single thing register `r` holds now (see [`Slot::single`]).
    #[inline]
    pub fn register(&self, r: Reg) -> Option<Single<'g>> {
        self.regs[r.index()].single()
    }

    /// The next match after one of a program with a [`Tail`]: the next
    /// candidate of the only choice point whose operands the tail finds
    /// (what backtracking and running the tail's steps would do).
    #[inline]
    pub(crate) fn next_in_tail(&mut self, prog: &DirectProgram) -> bool {
        let Some(t) = &prog.tail else {
            return false;
        };
        if !self.matched {
            return false;
        }
        let Some(c) = self.choices.last_mut() else {
            self.matched = false;
            return false;
        };
        if c.next < c.end {
            let cand = self.cands.pool[c.next];
            c.next += 1;
            self.regs[t.dst.index()] = Slot::Op(cand.class, cand.node);
            // (The candidates have the operand count: see `tail`.)
            let kids = cand.operands();
            for &(index, r) in &t.operands {
                self.regs[r.index()] = Slot::Value(kids[index as usize]);
            }
            return true;
        }
        self.choices.pop();
        self.matched = false;
        false
    }

    fn backtrack(&mut self) -> Option<usize> {
        while let Some(c) = self.choices.last_mut() {
            if c.next < c.end {
                let Cand { class, node, .. } = self.cands.pool[c.next];
                c.next += 1;
                let (pc, dst) = (c.pc, c.dst);
                self.values.reset(c.values_used);
                self.types.reset(c.types_used);
                self.regs[dst.index()] = Slot::Op(class, node);
                return Some(pc + 1);
            }
            self.choices.pop();
        }
        None
    }

    fn op(&self, r: Reg) -> Option<(Id, &'g MlirNode)> {
        match self.regs[r.index()] {
            Slot::Op(c, n) => Some((c, n)),
            _ => None,
        }
    }

    fn set(&mut self, r: Reg, s: Slot<'g>) {
        self.regs[r.index()] = s;
    }

    /// The number of results of an op node.
    fn num_results(env: &DirectEnv<'_, 'g>, o: &OpNode) -> usize {
        env.classes.egraph.analysis.types.borrow().len(o.types)
    }

    /// Result `i` of an op node of class `class` (as `EView::result`).
    fn result(env: &DirectEnv<'_, 'g>, class: Id, o: &OpNode, i: usize) -> Id {
        if Self::num_results(env, o) == 1 {
            return class;
        }
        let proj = MlirNode::Result {
            index: i as u32,
            tuple: [class],
        };
        match env.classes.egraph.analysis.index.get(&proj) {
            Some(e) => e.class,
            None => class,
        }
    }

    fn attr(env: &DirectEnv<'_, 'g>, o: &OpNode, name: &str) -> Option<Attr> {
        (o.props.get())
            .and_then(|p| env.ctx?.dict_get(p, name))
            .or_else(|| env.ctx?.dict_get(o.attrs, name))
    }

    /// Stores operands or results `start..start + len` (a range, or the
    /// single value unless `variadic`).
    #[allow(clippy::too_many_arguments)]
    fn store_group(
        &mut self,
        env: &DirectEnv<'_, 'g>,
        class: Id,
        o: &OpNode,
        results: bool,
        range: Option<(usize, usize)>,
        variadic: bool,
        dst: Reg,
    ) {
        let get = |i: usize| {
            if results {
                Self::result(env, class, o, i)
            } else {
                o.children[i]
            }
        };
        let s = match group_of(&mut self.values, range, variadic, get) {
            Group::Null => Slot::Null,
            Group::One(v) => Slot::Value(v),
            Group::Range(i) => Slot::Values(i),
        };
        self.set(dst, s);
    }

    fn group(
        &mut self,
        env: &DirectEnv<'_, 'g>,
        op: Reg,
        results: bool,
        group: Option<u32>,
        variadic: bool,
        dst: Reg,
    ) {
        let Some((class, n)) = self.op(op) else {
            self.set(dst, Slot::Null);
            return;
        };
        let o = op_of(n);
        let count = if results {
            Self::num_results(env, o)
        } else {
            o.children.len()
        };
        let range = match group {
            Some(g) => {
                let seg = Self::attr(env, o, segment_attr(results));
                env.ctx
                    .and_then(|ctx| segment_range(ctx, o.name, seg, count, g))
            }
            None => Some((0, count)),
        };
        self.store_group(env, class, o, results, range, variadic, dst);
    }

    fn one(&mut self, env: &DirectEnv<'_, 'g>, op: Reg, results: bool, index: u32, dst: Reg) {
        let s = match self.op(op) {
            Some((class, n)) => {
                let o = op_of(n);
                let i = index as usize;
                if results {
                    if i < Self::num_results(env, o) {
                        Slot::Value(Self::result(env, class, o, i))
                    } else {
                        Slot::Null
                    }
                } else {
                    o.children.get(i).map_or(Slot::Null, |&c| Slot::Value(c))
                }
            }
            None => Slot::Null,
        };
        self.set(dst, s);
    }

    fn equal(&self, a: Reg, b: Reg) -> bool {
        match (self.regs[a.index()], self.regs[b.index()]) {
            (Slot::Values(x), Slot::Values(y)) => self.values[x] == self.values[y],
            (Slot::Types(x), Slot::Types(y)) => self.types[x] == self.types[y],
            (x, y) => x == y,
        }
    }

    /// Pushes onto `out` the op nodes defining class `c` (through
    /// projections: the tuple's), newer than `upto`, named `name` if given,
    /// in the order of the class's nodes (as `EView` lists them).
    fn push_defs(
        out: &mut Vec<Cand<'g>>,
        env: &DirectEnv<'_, 'g>,
        c: Id,
        name: Option<OpName>,
        filter: DefsFilter,
    ) {
        let upto = env.upto;
        let stale = |class: &Class| upto.is_some_and(|u| class.data.newest <= u);
        // (As the steps `fuse_defs_checks` folded would check; `single`:
        // whether the op has one result, its class.)
        let passes = |id: Id, o: &OpNode, single: bool| {
            name.is_none_or(|x| x == o.name)
                && (filter.count)
                    .is_none_or(|(n, at_least)| count_ok(o.children.len(), n, at_least))
                && filter.results.is_none_or(|(n, at_least)| {
                    let results = if single { 1 } else { Self::num_results(env, o) };
                    count_ok(results, n, at_least)
                })
                && (!filter.defines
                    || if single {
                        id == c
                    } else {
                        Self::num_results(env, o) > 0 && Self::result(env, id, o, 0) == c
                    })
        };
        let push = |cands: &mut Vec<Cand<'g>>, class: &'g Class, i: usize, id: Id| {
            if let MlirNode::Op(o) = &class.nodes[i] {
                if fresh(class.data.stamps(), i, upto)
                    && passes(id, o, env.classes.single_typed(id, o.types))
                {
                    cands.push(Cand::new(id, &class.nodes[i]));
                }
            }
        };
        let class = env.classes.get(c);
        // (A class with only old nodes has no op node to take; a
        // projection's tuple class may have new ones.)
        let old = stale(class);
        if !class.data.projections {
            // Its op nodes only: the loop below, with what depends on the
            // class alone checked once.
            if old {
                return;
            }
            let single = (env.classes.num_types(c) == 1).then(|| env.classes.types(c));
            let stamps = class.data.stamps();
            for (i, n) in class.nodes.iter().enumerate() {
                let MlirNode::Op(o) = n else {
                    continue;
                };
                if fresh(stamps, i, upto) && passes(c, o, single == Some(o.types)) {
                    out.push(Cand::new(c, n));
                }
            }
            return;
        }
        for (i, n) in class.nodes.iter().enumerate() {
            match n {
                MlirNode::Op(_) if !old => push(out, class, i, c),
                MlirNode::Result { tuple, .. } => {
                    let t = env.classes.get(tuple[0]);
                    if !stale(t) {
                        for j in 0..t.nodes.len() {
                            push(out, t, j, t.id);
                        }
                    }
                }
                _ => {}
            }
        }
    }

    fn step(&mut self, s: &Step, pc: usize, env: &mut DirectEnv<'_, 'g>) -> bool {
        let i = match s {
            Step::Defs {
                src,
                dst,
                name,
                filter,
            } => {
                let v = match self.regs[src.index()] {
                    Slot::Value(v) => Some(v),
                    Slot::Values(i) => self.values[i].first().copied(),
                    _ => None,
                };
                let Some(v) = v else {
                    self.set(*dst, Slot::Null);
                    return name.is_none();
                };
                let key = DefsKey {
                    value: v,
                    name: *name,
                    filter: *filter,
                    upto: env.upto,
                };
                let (start, end) = self.cands.list(env, key);
                if start == end {
                    self.set(*dst, Slot::Null);
                    return name.is_none();
                }
                let Cand { class, node, .. } = self.cands.pool[start];
                self.set(*dst, Slot::Op(class, node));
                if end - start > 1 {
                    self.choices.push(Choice {
                        pc,
                        dst: *dst,
                        next: start + 1,
                        end,
                        values_used: self.values.used(),
                        types_used: self.types.used(),
                    });
                }
                return true;
            }
            Step::Operand {
                op,
                index,
                dst,
                not_null,
            } => {
                let s = match self.regs[op.index()] {
                    Slot::Op(_, n) => op_of(n)
                        .children
                        .get(*index as usize)
                        .map_or(Slot::Null, |&c| Slot::Value(c)),
                    _ => Slot::Null,
                };
                self.set(*dst, s);
                return !*not_null || s != Slot::Null;
            }
            Step::NotNull(r) => return self.regs[r.index()] != Slot::Null,
            Step::Result { op, index, dst } => {
                // A node of a value class (with the class's types) has one
                // result: the class.
                let s = match self.regs[op.index()] {
                    Slot::Op(c, MlirNode::Op(o)) if env.classes.single_typed(c, o.types) => {
                        if *index == 0 {
                            Slot::Value(c)
                        } else {
                            Slot::Null
                        }
                    }
                    _ => {
                        self.one(env, *op, true, *index, *dst);
                        return true;
                    }
                };
                self.set(*dst, s);
                return true;
            }
            Step::Equal(a, b) => return self.equal(*a, *b),
            Step::Copy { src, dst } => {
                self.regs[dst.index()] = self.regs[src.index()];
                return true;
            }
            Step::OperandCount {
                op,
                count,
                at_least,
            } => {
                return match self.regs[op.index()] {
                    Slot::Op(_, n) => count_ok(op_of(n).children.len(), *count, *at_least),
                    _ => false,
                }
            }
            Step::Do(i) => i,
        };
        match &**i {
            MatchInstr::GetOperand { op, index, dst } => self.one(env, *op, false, *index, *dst),
            MatchInstr::GetOperandGroup {
                op,
                group,
                variadic,
                dst,
            } => self.group(env, *op, false, Some(*group), *variadic, *dst),
            MatchInstr::GetAllOperands { op, dst } => self.group(env, *op, false, None, true, *dst),
            MatchInstr::GetResult { op, index, dst } => self.one(env, *op, true, *index, *dst),
            MatchInstr::GetResultGroup {
                op,
                group,
                variadic,
                dst,
            } => self.group(env, *op, true, Some(*group), *variadic, *dst),
            MatchInstr::GetAllResults { op, dst } => self.group(env, *op, true, None, true, *dst),
            MatchInstr::GetValueType { src, dst } => {
                let ty = |v: Id| env.classes.first_type(v).unwrap_or(env.none_ty);
                let s = match self.regs[src.index()] {
                    Slot::Value(v) => Slot::Type(ty(v)),
                    Slot::Values(i) => {
                        let t = self.types.alloc();
                        for k in 0..self.values[i].len() {
                            let x = ty(self.values[i][k]);
                            self.types[t].push(x);
                        }
                        Slot::Types(t)
                    }
                    _ => Slot::Null,
                };
                self.set(*dst, s);
            }
            MatchInstr::GetAttr { op, name, dst } => {
                let s = match self
                    .op(*op)
                    .and_then(|(_, n)| Self::attr(env, op_of(n), name))
                {
                    Some(a) => Slot::Attr(a),
                    None => Slot::Null,
                };
                self.set(*dst, s);
            }
            MatchInstr::GetAttrType { src, dst } => {
                let s = match self.regs[src.index()] {
                    Slot::Attr(a) => (env.ctx)
                        .and_then(|ctx| attr_type_in(ctx, a, env.none_ty))
                        .map_or(Slot::Null, Slot::Type),
                    _ => Slot::Null,
                };
                self.set(*dst, s);
            }
            MatchInstr::LoadAttr { attr, dst } => self.set(*dst, Slot::Attr(*attr)),
            MatchInstr::LoadType { ty, dst } => self.set(*dst, Slot::Type(*ty)),
            MatchInstr::LoadTypes { tys, dst } => {
                let t = self.types.alloc();
                self.types[t].extend_from_slice(tys);
                self.set(*dst, Slot::Types(t));
            }
            MatchInstr::IsNotNull { src } => return self.regs[src.index()] != Slot::Null,
            MatchInstr::CheckOpName { op, name } => {
                return self.op(*op).is_some_and(|(_, n)| op_of(n).name == *name)
            }
            MatchInstr::CheckOperandCount {
                op,
                count,
                at_least,
            } => {
                let Some((_, n)) = self.op(*op) else {
                    return false;
                };
                return count_ok(op_of(n).children.len(), *count, *at_least);
            }
            MatchInstr::CheckResultCount {
                op,
                count,
                at_least,
            } => {
                let Some((_, n)) = self.op(*op) else {
                    return false;
                };
                return count_ok(Self::num_results(env, op_of(n)), *count, *at_least);
            }
            MatchInstr::AreEqual { a, b } => return self.equal(*a, *b),
            MatchInstr::CheckType { src, ty } => return self.regs[src.index()] == Slot::Type(*ty),
            MatchInstr::CheckTypes { src, tys } => {
                return matches!(self.regs[src.index()], Slot::Types(t) if self.types[t] == *tys)
            }
            MatchInstr::CheckAttr { src, attr } => {
                return self.regs[src.index()] == Slot::Attr(*attr)
            }
            MatchInstr::GetDefiningOp { .. }
            | MatchInstr::ForEachUser { .. }
            | MatchInstr::Constraint { .. }
            | MatchInstr::GetRegion { .. }
            | MatchInstr::GetEntryBlock { .. }
            | MatchInstr::GetBlockArgs { .. }
            | MatchInstr::GetYielded { .. }
            | MatchInstr::CheckCount { .. } => unreachable!("not in direct programs"),
        }
        true
    }
}

impl<'g> Candidates<'g> {
    /// Where the candidates of enumeration `key` are in the pool, made
    /// now if they are not there yet.
    #[inline]
    fn list(&mut self, env: &DirectEnv<'_, 'g>, key: DefsKey) -> (usize, usize) {
        let graph = std::ptr::from_ref(env.classes.egraph) as usize;
        if graph != self.graph {
            self.graph = graph;
            self.generation = self.generation.wrapping_add(1);
            self.pool.clear();
            self.lists.clear();
        }
        let k = match (self.lists.iter())
            .position(|(name, filter, _)| *name == key.name && *filter == key.filter)
        {
            Some(k) => k,
            None => {
                (self.lists).push((key.name, key.filter, Default::default()));
                self.lists.len() - 1
            }
        };
        // (The value, whether ops are skipped and up to which stamp.)
        let id = (usize::from(key.value) as u64) << 33
            | u64::from(key.upto.is_some()) << 32
            | u64::from(key.upto.unwrap_or(0));
        let pool = &mut self.pool;
        let &mut (start, end) = self.lists[k].2.entry(id).or_insert_with(|| {
            let start = pool.len();
            DirectRun::push_defs(pool, env, key.value, key.name, key.filter);
            (start as u32, pool.len() as u32)
        });
        (start as usize, end as usize)
    }
}
