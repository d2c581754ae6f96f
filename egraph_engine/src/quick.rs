//! Quick rewrites: rewrite programs run straight over a direct match's
//! registers, without the machine, for programs made only of calls of
//! memoisable natives (see [`crate::memo`]), result projections of
//! single-result ops, replacements of a single-result op by one value, and
//! erasures.
//!
//! Each call's results are looked up in the memo of natives, with the
//! match's registers as arguments (keyed as the view keys them); each
//! replacement is the union of two classes, recorded as the view records
//! it (nothing when they are one class). When a call is not remembered (or
//! anything else is unusual: a multi-result op, a range) nothing is
//! recorded and the match goes the general way, where the native runs. So
//! the quick path records exactly what the general path would: near
//! saturation almost every call is remembered, and a match costs a few
//! table probes instead of a run of the rewrite program through the
//! machine. `tests/native_memo.rs` compares saturated e-graphs with and
//! without it.

use crate::analysis::MlirEGraph;
use crate::classes::Classes;
use crate::direct::{DirectRun, Single};
use crate::info::NodeInfo;
use crate::lang::MlirNode;
use crate::memo::{MemoArg, MemoKey, MemoOut, NativeMemo};
use crate::record::{pending_index, Recording};
use egg::Id;
use patsat_ir::{Attr, Type};
use patsat_translate::{CompiledPattern, Hooks, PdlValue, Reg, RewriteInstr};
use smallvec::SmallVec;

/// One step of a quick rewrite; operands are slots (see
/// [`QuickRewrite::loads`]).
#[derive(Clone, Debug)]
enum Step {
    /// A call of a memoisable native: its key without arguments, the
    /// slots of its arguments and results.
    Native {
        key: MemoKey,
        args: SmallVec<[u8; 4]>,
        results: SmallVec<[u8; 2]>,
    },
    /// `dst` = the result of the single-result op `op`.
    Result { op: u8, dst: u8 },
    /// The single-result op `op` replaced by the value `value`.
    Replace { op: u8, value: u8 },
}

/// Slots given to registers while compiling.
struct Slots {
    of: Vec<Option<u8>>,
    loads: Vec<(Reg, u8)>,
    next: u8,
}

impl Slots {
    /// The slot of a register read (loaded from the match when the
    /// program did not write it before).
    fn read(&mut self, r: Reg) -> Option<u8> {
        if let Some(s) = *self.of.get(r.index())? {
            return Some(s);
        }
        let s = self.write(r)?;
        self.loads.push((r, s));
        Some(s)
    }

    /// The slot of a register written (a register the program reads from
    /// the match first and then writes is not supported).
    fn write(&mut self, r: Reg) -> Option<u8> {
        if self.loads.iter().any(|&(l, _)| l == r) {
            return None;
        }
        let s = match *self.of.get(r.index())? {
            Some(s) => s,
            None => {
                let s = self.next;
                self.next = self.next.checked_add(1)?;
                self.of[r.index()] = Some(s);
                s
            }
        };
        Some(s)
    }
}

/// A rewrite program compiled for the quick path.
#[derive(Clone, Debug)]
pub struct QuickRewrite {
    /// The match registers the program reads, each loaded into a slot
    /// first.
    loads: Vec<(Reg, u8)>,
    steps: Vec<Step>,
    /// Number of slots.
    slots: usize,
}

/// What a slot holds during a quick rewrite.
#[derive(Clone, Copy, Debug)]
pub enum Val<'g> {
    /// Nothing.
    Null,
    /// An op: its class, its number of results, and its node when it is
    /// a matched one.
    Op {
        /// The class.
        class: Id,
        /// The number of results.
        results: u32,
        /// The node (matched ops only).
        node: Option<&'g MlirNode>,
    },
    /// A value (its class, or a pending id).
    Value(Id),
    /// A type.
    Type(Type),
    /// An attribute.
    Attr(Attr),
}

impl QuickRewrite {
    /// `p`'s rewrite program for the quick path, when it is made only of
    /// calls of memoisable natives, single result projections, single-value
    /// replacements and erasures.
    pub fn compile(p: &CompiledPattern, hooks: &Hooks) -> Option<Self> {
        let mut slots = Slots {
            of: vec![None; p.num_regs as usize],
            loads: Vec::new(),
            next: 0,
        };
        let mut steps = Vec::with_capacity(p.rewriter.len());
        for i in &p.rewriter {
            steps.push(match i {
                RewriteInstr::Native {
                    hook,
                    args,
                    results,
                } if hooks.is_memoisable(*hook) => {
                    let key = NativeMemo::key(*hook, args.len())?;
                    let args = (args.iter().map(|&r| slots.read(r))).collect::<Option<_>>()?;
                    let results =
                        (results.iter().map(|&r| slots.write(r))).collect::<Option<_>>()?;
                    Step::Native { key, args, results }
                }
                RewriteInstr::GetResult { op, index: 0, dst }
                | RewriteInstr::GetResults {
                    op,
                    group: None,
                    dst,
                    ..
                } => Step::Result {
                    op: slots.read(*op)?,
                    dst: slots.write(*dst)?,
                },
                RewriteInstr::Replace { op, values } if values.len() == 1 => Step::Replace {
                    op: slots.read(*op)?,
                    value: slots.read(values[0])?,
                },
                RewriteInstr::Erase { .. } => continue,
                _ => return None,
            });
        }
        Some(QuickRewrite {
            loads: slots.loads,
            steps,
            slots: slots.next as usize,
        })
    }

    /// Runs the rewrite of the match `run` holds, recording into `rec`
    /// (with `facts`) what the general path would; `false` when it cannot
    /// (nothing recorded then: run the general path). `vals` and `unions`
    /// are scratch space.
    #[allow(clippy::too_many_arguments)]
    pub fn run<'g>(
        &self,
        run: &DirectRun<'g>,
        memo: &mut NativeMemo,
        egraph: &MlirEGraph,
        classes: &Classes<'g>,
        rec: &mut Recording,
        facts: &NodeInfo,
        vals: &mut Vec<Val<'g>>,
        unions: &mut Vec<(Id, Id)>,
    ) -> bool {
        unions.clear();
        if vals.len() < self.slots {
            vals.resize(self.slots, Val::Null);
        }
        for &(r, slot) in &self.loads {
            vals[slot as usize] = match run.single(r) {
                Some(Single::Null) => Val::Null,
                // (An op node of a single-typed class with the class's
                // types has one result.)
                Some(Single::Op(class, n @ MlirNode::Op(o)))
                    if classes.single_typed(class, o.types) =>
                {
                    Val::Op {
                        class,
                        results: 1,
                        node: Some(n),
                    }
                }
                Some(Single::Value(v)) => Val::Value(v),
                Some(Single::Type(t)) => Val::Type(t),
                Some(Single::Attr(a)) => Val::Attr(a),
                _ => return false,
            };
        }
        let find = |c: Id| match pending_index(c) {
            Some(_) => c,
            None => egraph.find(c),
        };
        for s in &self.steps {
            match s {
                Step::Native { key, args, results } => {
                    let mut key = *key;
                    for (k, &a) in args.iter().enumerate() {
                        let arg = match vals[a as usize] {
                            Val::Null => MemoArg::Null,
                            Val::Attr(a) => MemoArg::Attr(a.0),
                            Val::Type(t) => MemoArg::Type(t.0),
                            Val::Value(v) => MemoArg::Value(usize::from(v) as u32),
                            Val::Op {
                                node: Some(MlirNode::Op(o)),
                                ..
                            } => MemoArg::Op(crate::view::op_sig(o)),
                            Val::Op { .. } => return false,
                        };
                        memo.arg(&mut key, k, arg);
                    }
                    // One op result (the common case) without going through
                    // the list of results.
                    if let [r] = results[..] {
                        match memo.one_op(&key) {
                            Some(Some((class, results))) => {
                                vals[r as usize] = Val::Op {
                                    class: find(class),
                                    results,
                                    node: None,
                                };
                                continue;
                            }
                            Some(None) => {}
                            None => return false,
                        }
                    }
                    let mut n = 0;
                    let mut ok = true;
                    let found = memo.get(&key, |out| {
                        let v = match out {
                            MemoOut::Op { class, results, .. } => Val::Op {
                                class: find(*class),
                                results: *results,
                                node: None,
                            },
                            MemoOut::Other(PdlValue::Value(v)) => {
                                Val::Value(find(Id::from(v.0 as usize)))
                            }
                            MemoOut::Other(PdlValue::Null) => Val::Null,
                            MemoOut::Other(PdlValue::Attr(a)) => Val::Attr(*a),
                            MemoOut::Other(PdlValue::Type(t)) => Val::Type(*t),
                            MemoOut::Other(_) => {
                                ok = false;
                                Val::Null
                            }
                        };
                        match results.get(n) {
                            Some(&r) => vals[r as usize] = v,
                            None => ok = false,
                        }
                        n += 1;
                    });
                    if !found || !ok || n != results.len() {
                        return false;
                    }
                }
                Step::Result { op, dst } => match vals[*op as usize] {
                    Val::Op {
                        class, results: 1, ..
                    } => vals[*dst as usize] = Val::Value(class),
                    _ => return false,
                },
                Step::Replace { op, value } => {
                    let (
                        Val::Op {
                            class, results: 1, ..
                        },
                        Val::Value(v),
                    ) = (vals[*op as usize], vals[*value as usize])
                    else {
                        return false;
                    };
                    // As the view's union: nothing when both are the same
                    // class.
                    let same = class == v
                        || (pending_index(class).is_none()
                            && pending_index(v).is_none()
                            && egraph.find(class) == egraph.find(v));
                    if !same {
                        unions.push((class, v));
                    }
                }
            }
        }
        rec.matches += 1;
        if !unions.is_empty() {
            let mark = rec.begin(facts);
            for &(a, b) in unions.iter() {
                rec.union(a, b);
            }
            rec.close(mark);
        }
        true
    }
}
