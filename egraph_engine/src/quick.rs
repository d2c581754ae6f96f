//! Quick rewrites: rewrite programs run straight over a direct match's
//! registers, without the machine, for programs made only of calls of
//! memoisable natives (see [`crate::memo`]), creations of ops without
//! regions whose result types are given (constant or matched types, the
//! types of a value or of a single-result op), constant attributes and
//! types, result projections of single-result ops, replacements of a
//! single-result op by one value, and erasures.
//!
//! A creation builds the op's e-node from the slots and records it as the
//! view records the machine's creations ([`EView::create_node`]: found in
//! the node index when it exists, recorded once otherwise), with no
//! handle, no value list and no allocation per match.
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
use crate::memo::{MemoArg, MemoKey, MemoOut, NativeMemo, MEMO_ARGS};
use crate::record::{pending_index, Mark};
use crate::view::{value, EView, NodeAt};
use egg::Id;
use patsat_ir::{Attr, OpName, Type};
use patsat_translate::{
    CompiledPattern, Hooks, MatchView, PdlValue, Reg, ResultTypes, RewriteInstr,
};
use smallvec::SmallVec;

/// One step of a quick rewrite; operands are slots (see
/// [`QuickRewrite::loads`]).
#[derive(Clone, Debug)]
enum Step {
    /// A call of a memoisable native: its key without arguments, the
    /// slots of its arguments and results.
    Native {
        key: MemoKey,
        args: [u8; MEMO_ARGS],
        nargs: u8,
        results: SmallVec<[u8; 2]>,
        /// The slot of the value of its single result (a `Result` step
        /// folded in, see [`fold_results`]).
        value: Option<u8>,
    },
    /// `dst` = the result of the single-result op `op`.
    Result { op: u8, dst: u8 },
    /// The single-result op `op` replaced by the value `value`.
    Replace { op: u8, value: u8 },
    /// An op created (see [`Create`]).
    Create(Box<Create>),
    /// `dst` = a constant attribute.
    Attr { attr: Attr, dst: u8 },
    /// `dst` = a constant type.
    Type { ty: Type, dst: u8 },
    /// `dst` = the type of the value `src`.
    TypeOf { src: u8, dst: u8 },
}

/// An op creation of a quick rewrite: a constant name, operands, named
/// attributes and result types from slots.
#[derive(Clone, Debug)]
pub(crate) struct Create {
    name: OpName,
    operands: SmallVec<[u8; 4]>,
    props: Vec<(String, u8)>,
    attrs: Vec<(String, u8)>,
    types: Types,
    dst: u8,
}

/// Where a created op's result types come from.
#[derive(Clone, Debug)]
enum Types {
    /// These types, one per slot.
    Slots(SmallVec<[u8; 2]>),
    /// The result types of the op in this slot.
    Like(u8),
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

    /// The slots of named registers (attributes of a created op).
    fn read_named(&mut self, list: &[(String, Reg)]) -> Option<Vec<(String, u8)>> {
        (list.iter())
            .map(|(n, r)| Some((n.clone(), self.read(*r)?)))
            .collect()
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

/// Scratch space of quick rewrites, reused from one match to the next.
#[derive(Default)]
pub struct QuickScratch<'g> {
    vals: Vec<Val<'g>>,
    unions: Vec<(Id, Id)>,
    /// A native's results.
    out: Vec<PdlValue>,
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

impl<'g> Val<'g> {
    /// A register of a match as a slot holds it; `None` for anything
    /// unusual (a range, an op of several results: the general path).
    #[inline(always)]
    fn load(classes: &Classes<'_>, s: Option<Single<'g>>) -> Option<Self> {
        Some(match s? {
            Single::Null => Val::Null,
            // (An op node of a single-typed class with the class's types
            // has one result.)
            Single::Op(class, n @ MlirNode::Op(o)) if classes.single_typed(class, o.types) => {
                Val::Op {
                    class,
                    results: 1,
                    node: Some(n),
                }
            }
            Single::Value(v) => Val::Value(v),
            Single::Type(t) => Val::Type(t),
            Single::Attr(a) => Val::Attr(a),
            Single::Op(..) => return None,
        })
    }

    /// The slot as a native's argument is keyed in the memo; `None` for an
    /// op without its node.
    #[inline(always)]
    fn memo_arg(self) -> Option<MemoArg> {
        Some(match self {
            Val::Null => MemoArg::Null,
            Val::Attr(a) => MemoArg::Attr(a.0),
            Val::Type(t) => MemoArg::Type(t.0),
            Val::Value(v) => MemoArg::Value(usize::from(v) as u32),
            Val::Op {
                node: Some(MlirNode::Op(o)),
                ..
            } => MemoArg::Op(crate::view::op_sig(o)),
            Val::Op { .. } => return None,
        })
    }
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
                    let mut slot_args = [0; MEMO_ARGS];
                    for (s, &r) in slot_args.iter_mut().zip(args) {
                        *s = slots.read(r)?;
                    }
                    let results =
                        (results.iter().map(|&r| slots.write(r))).collect::<Option<_>>()?;
                    Step::Native {
                        key,
                        args: slot_args,
                        nargs: args.len() as u8,
                        results,
                        value: None,
                    }
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
                RewriteInstr::CreateOp {
                    name,
                    operands,
                    props,
                    attrs,
                    types,
                    regions,
                    dst,
                } if regions.is_empty() => {
                    let operands =
                        (operands.iter().map(|&r| slots.read(r))).collect::<Option<_>>()?;
                    let props = slots.read_named(props)?;
                    let attrs = slots.read_named(attrs)?;
                    let types = match types {
                        ResultTypes::Explicit(rs) => {
                            Types::Slots(rs.iter().map(|&r| slots.read(r)).collect::<Option<_>>()?)
                        }
                        ResultTypes::LikeOp(r) => Types::Like(slots.read(*r)?),
                        // (Inferred types need the op definitions; an op
                        // without results cannot enter the e-graph.)
                        ResultTypes::Infer | ResultTypes::None => return None,
                    };
                    Step::Create(Box::new(Create {
                        name: *name,
                        operands,
                        props,
                        attrs,
                        types,
                        dst: slots.write(*dst)?,
                    }))
                }
                RewriteInstr::LoadAttr { attr, dst } => Step::Attr {
                    attr: *attr,
                    dst: slots.write(*dst)?,
                },
                RewriteInstr::LoadType { ty, dst } => Step::Type {
                    ty: *ty,
                    dst: slots.write(*dst)?,
                },
                RewriteInstr::GetValueType { src, dst } => Step::TypeOf {
                    src: slots.read(*src)?,
                    dst: slots.write(*dst)?,
                },
                _ => return None,
            });
        }
        fold_results(&mut steps);
        Some(QuickRewrite {
            loads: slots.loads,
            steps,
            slots: slots.next as usize,
        })
    }

    /// Runs the rewrite of the match `run` holds, recording into the
    /// view (with `facts`) what the general path would; a call not
    /// remembered runs the native on the view (as the machine would, the
    /// nodes it records getting the locations of the ops in `loc_ops`).
    /// `false` when it cannot (nothing recorded then: run the general
    /// path).
    pub fn run<'g, 'v>(
        &self,
        run: &DirectRun<'g>,
        view: &mut EView<'v>,
        hooks: &Hooks,
        loc_ops: &[Reg],
        facts: &NodeInfo,
        scratch: &mut QuickScratch<'v>,
    ) -> bool
    where
        'g: 'v,
    {
        let QuickScratch { vals, unions, out } = scratch;
        unions.clear();
        if vals.len() < self.slots {
            vals.resize(self.slots, Val::Null);
        }
        let classes = view.classes;
        for &(r, slot) in &self.loads {
            let Some(v) = Val::load(classes, run.single(r)) else {
                return false;
            };
            vals[slot as usize] = v;
        }
        // Where the match began recording, once a native ran.
        let mut mark = None;
        for s in &self.steps {
            match s {
                Step::Native {
                    key,
                    args,
                    nargs,
                    results,
                    value: fold,
                } => {
                    let args = &args[..*nargs as usize];
                    let mut key = *key;
                    for (k, &a) in args.iter().enumerate() {
                        let Some(arg) = vals[a as usize].memo_arg() else {
                            return abandon(view, mark);
                        };
                        view.memo.arg(&mut key, k, arg);
                    }
                    let egraph = view.egraph;
                    if let Some(f) = view.memo.lookup(&key, |c| find(egraph, c)) {
                        // One op result (the common case) without going
                        // through the list of results.
                        if let (Some((class, n)), [r]) = (f.one_op(), &results[..]) {
                            vals[*r as usize] = Val::Op {
                                class,
                                results: n,
                                node: None,
                            };
                            if let Some(d) = fold {
                                if n != 1 {
                                    return abandon(view, mark);
                                }
                                vals[*d as usize] = Val::Value(class);
                            }
                            continue;
                        }
                        let (mut n, mut ok) = (0, true);
                        view.memo.each_out(f, |o| {
                            let v = match o {
                                MemoOut::Op { class, results, .. } => Val::Op {
                                    class: find(view.egraph, *class),
                                    results: *results,
                                    node: None,
                                },
                                MemoOut::Other(v) => other(view.egraph, v).unwrap_or_else(|| {
                                    ok = false;
                                    Val::Null
                                }),
                            };
                            match results.get(n) {
                                Some(&r) => vals[r as usize] = v,
                                None => ok = false,
                            }
                            n += 1;
                        });
                        if !ok || n != results.len() || !result_value(vals, results, *fold) {
                            return abandon(view, mark);
                        }
                        continue;
                    }
                    // Not remembered: the native runs.
                    let hook = key.hook();
                    let m = *mark.get_or_insert_with(|| view.rec.begin(facts));
                    let mut list: SmallVec<[PdlValue; 4]> = SmallVec::new();
                    for &a in args {
                        list.push(match vals[a as usize] {
                            Val::Null => PdlValue::Null,
                            Val::Attr(a) => PdlValue::Attr(a),
                            Val::Type(t) => PdlValue::Type(t),
                            Val::Value(v) => PdlValue::Value(value(v)),
                            Val::Op {
                                class,
                                node: Some(n),
                                ..
                            } => PdlValue::Op(view.handle(class, NodeAt::Node(n))),
                            Val::Op { .. } => return abandon(view, mark),
                        });
                    }
                    let errors = view.rec.errors.len();
                    out.clear();
                    let res = hooks.call_rewrite_into(hook, view, &list, out);
                    if res.is_err() || view.rec.errors.len() > errors || out.len() != results.len()
                    {
                        // (The general path reports it.)
                        view.rec.errors.truncate(errors);
                        let _ = m;
                        return abandon(view, mark);
                    }
                    view.remember_keyed(key, out);
                    for (v, &r) in out.iter().zip(results.iter()) {
                        vals[r as usize] = match v {
                            PdlValue::Op(op) => {
                                let (class, results, _) = view.handle_target(*op);
                                Val::Op {
                                    class,
                                    results,
                                    node: None,
                                }
                            }
                            v => match other(view.egraph, v) {
                                Some(x) => x,
                                None => return abandon(view, mark),
                            },
                        };
                    }
                    if !result_value(vals, results, *fold) {
                        return abandon(view, mark);
                    }
                }
                Step::Result { op, dst } => match vals[*op as usize] {
                    Val::Op {
                        class, results: 1, ..
                    } => vals[*dst as usize] = Val::Value(class),
                    _ => return abandon(view, mark),
                },
                Step::Replace { op, value } => {
                    let (
                        Val::Op {
                            class, results: 1, ..
                        },
                        Val::Value(v),
                    ) = (vals[*op as usize], vals[*value as usize])
                    else {
                        return abandon(view, mark);
                    };
                    // As the view's union: nothing when both are the same
                    // class.
                    let same = class == v
                        || (pending_index(class).is_none()
                            && pending_index(v).is_none()
                            && view.egraph.find(class) == view.egraph.find(v));
                    if !same {
                        unions.push((class, v));
                    }
                }
                Step::Create(c) => {
                    let m = *mark.get_or_insert_with(|| view.rec.begin(facts));
                    match create(c, view, vals) {
                        Some(v) => vals[c.dst as usize] = v,
                        None => return abandon(view, Some(m)),
                    }
                }
                Step::Attr { attr, dst } => vals[*dst as usize] = Val::Attr(*attr),
                Step::Type { ty, dst } => vals[*dst as usize] = Val::Type(*ty),
                Step::TypeOf { src, dst } => {
                    vals[*dst as usize] = match vals[*src as usize] {
                        Val::Value(v) => Val::Type(MatchView::value_type(&*view, value(v))),
                        Val::Null => Val::Null,
                        _ => return abandon(view, mark),
                    }
                }
            }
        }
        view.rec.matches += 1;
        if mark.is_none() && unions.is_empty() {
            return true;
        }
        let mark = *mark.get_or_insert_with(|| view.rec.begin(facts));
        for &(a, b) in unions.iter() {
            view.rec.union(a, b);
        }
        let nodes = (loc_ops.iter()).filter_map(|&r| match run.single(r) {
            Some(Single::Op(_, n)) => Some(n),
            _ => None,
        });
        view.note_node_locs(mark, nodes);
        view.rec.close(mark);
        true
    }
}

/// Creates the op `c` describes from the slots `vals` (as the machine
/// would, through the view's [`EView::create_node`]); `None` when it
/// cannot (a slot of another kind than the machine accepts, an op that
/// cannot enter the e-graph: the general path reports it).
fn create<'v>(c: &Create, view: &mut EView<'v>, vals: &[Val<'v>]) -> Option<Val<'v>> {
    let mut children: SmallVec<[Id; 3]> = SmallVec::new();
    for &s in &c.operands {
        match vals[s as usize] {
            Val::Value(v) => children.push(v),
            _ => return None,
        }
    }
    let mut tys: SmallVec<[Type; 2]> = SmallVec::new();
    match &c.types {
        Types::Slots(slots) => {
            for &s in slots {
                match vals[s as usize] {
                    Val::Type(t) => tys.push(t),
                    _ => return None,
                }
            }
        }
        // (The machine reads the type of each result of the op.)
        Types::Like(s) => match vals[*s as usize] {
            Val::Op {
                class, results: 1, ..
            } => tys.push(MatchView::value_type(&*view, value(class))),
            _ => return None,
        },
    }
    // Null attributes are left out, as the machine leaves them out.
    fn named<'c>(list: &'c [(String, u8)], vals: &[Val<'_>]) -> SmallVec<[(&'c str, Attr); 4]> {
        (list.iter())
            .filter_map(|(n, s)| match vals[*s as usize] {
                Val::Attr(a) => Some((n.as_str(), a)),
                _ => None,
            })
            .collect()
    }
    let props = match &c.props[..] {
        [] => None,
        list => Some(named(list, vals))
            .filter(|p| !p.is_empty())
            .map(|p| view.dict(p)),
    };
    let attrs = match &c.attrs[..] {
        [] => view.ctx.empty_dict(),
        list => view.dict(named(list, vals)),
    };
    let (node, ok) = view.op_node(c.name, props, attrs, None, &tys, children);
    if !ok {
        return None;
    }
    let (class, node) = view.create_node(node, tys.len());
    Some(Val::Op {
        class,
        results: tys.len() as u32,
        node,
    })
}

/// Drops what a quick rewrite recorded (natives it ran) and hands the match
/// to the general path.
fn abandon(view: &mut EView<'_>, mark: Option<Mark>) -> bool {
    if let Some(m) = mark {
        view.rec.rollback(m);
        view.forget_natives();
    }
    false
}

/// Folds into a native call the `Result` step right after it that takes
/// the value of its single result: the call writes the value too (and
/// abandons, as the step would, when the op has several results).
fn fold_results(steps: &mut Vec<Step>) {
    let mut k = 0;
    while k + 1 < steps.len() {
        if let (Step::Native { results, value, .. }, Step::Result { op, dst }) = {
            let (a, b) = steps.split_at_mut(k + 1);
            (&mut a[k], &b[0])
        } {
            if results[..] == [*op] && value.is_none() {
                *value = Some(*dst);
                steps.remove(k + 1);
            }
        }
        k += 1;
    }
}

/// Writes the value of a native call's single result into slot `value`
/// (see [`fold_results`]); `false` when the result is not a single-result
/// op.
fn result_value(vals: &mut [Val<'_>], results: &[u8], value: Option<u8>) -> bool {
    let Some(d) = value else {
        return true;
    };
    match vals[results[0] as usize] {
        Val::Op {
            class, results: 1, ..
        } => {
            vals[d as usize] = Val::Value(class);
            true
        }
        _ => false,
    }
}

/// The class of `c` now (pending ids stay).
fn find(egraph: &MlirEGraph, c: Id) -> Id {
    match pending_index(c) {
        Some(_) => c,
        None => egraph.find(c),
    }
}

/// A remembered or returned value other than an op, as a slot holds it.
fn other<'g>(egraph: &MlirEGraph, v: &PdlValue) -> Option<Val<'g>> {
    Some(match v {
        PdlValue::Value(v) => Val::Value(find(egraph, Id::from(v.0 as usize))),
        PdlValue::Null => Val::Null,
        PdlValue::Attr(a) => Val::Attr(*a),
        PdlValue::Type(t) => Val::Type(*t),
        _ => return None,
    })
}
