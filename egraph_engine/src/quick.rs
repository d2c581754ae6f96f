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
use crate::lang::{Kids, MlirNode, OpNode, Opt32};
use crate::memo::{MemoArg, MemoKey, MemoOut, NativeMemo, MEMO_ARGS};
use crate::natives::Direct;
use crate::record::{pending_index, Mark};
use crate::view::{value, EView, NodeAt};
use egg::Id;
use patsat_ir::{Attr, OpName, Type};
use patsat_translate::{
    CompiledPattern, Hooks, MatchView, PdlValue, Reg, ResultTypes, RewriteInstr,
};
use smallvec::SmallVec;
use std::rc::Rc;

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
        /// The native's form straight on the view, when it has one (see
        /// [`crate::natives::Direct`]).
        direct: Option<Rc<Direct>>,
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
    /// For an op of one result without properties or attributes: the
    /// result type last created, its interned list (in the list interner
    /// at that address) and whether the op may enter the e-graph.
    last: std::cell::Cell<Option<(usize, Type, crate::lang::TypesId, bool)>>,
    /// For the same ops: the node index ([`crate::NodeIndex::ident`]) and
    /// type list of the last one created with operands (at most three),
    /// and the number that index gave its signature.
    sig: std::cell::Cell<Option<(u64, crate::lang::TypesId, u32)>>,
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
    /// The program as remembered calls only, when it can be (see
    /// [`Hits`]).
    hits: Option<Hits>,
}

/// Where a step of [`Hits`] reads an operand.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Src {
    /// A register of the match.
    Reg(Reg),
    /// The value of the single result of call `k`.
    Value(u8),
    /// Nothing (the places of a call's arguments past the last).
    None,
}

/// A quick rewrite made only of memoised native calls whose single result
/// is used as a value, and of replacements of matched ops by such values
/// or matched values, run as if every call is remembered
/// ([`QuickRewrite::run_hits`]): near saturation almost every match is, and
/// then it records only unions. Any call not remembered (or anything the
/// general run would not take) and the match is run by
/// [`QuickRewrite::run`]'s general steps from the start: nothing was
/// recorded yet (see also [`crate::plan`]).
#[derive(Clone, Debug)]
pub(crate) struct Hits {
    pub(crate) calls: Vec<HitCall>,
    /// The matched op replaced, and the value replacing it.
    pub(crate) replaces: Vec<(Reg, Src)>,
    /// Whether every call's native has a direct form (see
    /// [`QuickRewrite::finish_hits`]).
    direct: bool,
}

/// A native call of [`Hits`]: its key without the arguments read from
/// the match (those of other calls' values set), where its arguments
/// come from (every place of the key: the runs are unrolled).
#[derive(Clone, Debug)]
pub(crate) struct HitCall {
    pub(crate) key: MemoKey,
    pub(crate) args: [Src; MEMO_ARGS],
    /// The number of arguments.
    pub(crate) nargs: u8,
    /// The native's direct form, when it has one.
    pub(crate) direct: Option<Rc<Direct>>,
}

/// The most calls [`Hits`] takes.
pub(crate) const MAX_HIT_CALLS: usize = 8;

/// Scratch space of quick rewrites, reused from one match to the next.
#[derive(Default)]
pub struct QuickScratch<'g> {
    vals: Vec<Val<'g>>,
    pub(crate) unions: Vec<(Id, Id)>,
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
    pub(crate) fn load(classes: &Classes<'_>, s: Option<Single<'g>>) -> Option<Self> {
        Some(match s? {
            Single::Null => Val::Null,
            // (An op node of a single-typed class with the class's types
            // has one result.)
            Single::Op(class, n) if loaded_op(classes, s).is_some() => Val::Op {
                class,
                results: 1,
                node: Some(n),
            },
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
                        direct: (hooks.extension(*hook))
                            .and_then(|e| Rc::clone(e).downcast::<Direct>().ok()),
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
                        last: Default::default(),
                        sig: Default::default(),
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
        let hits = hits(&steps, &slots.loads);
        Some(QuickRewrite {
            loads: slots.loads,
            steps,
            slots: slots.next as usize,
            hits,
        })
    }

    /// The program as remembered calls only, when it can be (see
    /// [`crate::plan`]).
    pub(crate) fn hits(&self) -> Option<&Hits> {
        self.hits.as_ref()
    }

    /// Runs the rewrite of the match `run` holds, recording into the
    /// view (with `facts`) what the general path would; a call not
    /// remembered runs the native on the view (as the machine would, the
    /// nodes it records getting the locations of the ops in `loc_ops`).
    /// `false` when it cannot (nothing recorded then: run the general
    /// path).
    #[inline]
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
        let m = MatchAt {
            run,
            hooks,
            loc_ops,
            facts,
        };
        if let Some(h) = &self.hits {
            let mut found = [Id::from(0usize); MAX_HIT_CALLS];
            let mut key = MemoKey::default();
            match self.run_hits(h, run, view, &mut scratch.unions, &mut found, &mut key) {
                Hit::Done => return true,
                Hit::Missed(k) => return self.run_missed((k, key), &mut found, m, view, scratch),
                Hit::Unusual => {}
            }
        }
        let known = Known {
            found: &[],
            missed: false,
        };
        self.run_steps(m, view, scratch, known)
    }

    /// [`QuickRewrite::run`] of the match `m` whose calls of the [`Hits`]
    /// form before call `k` were found remembered (their classes in
    /// `found`) and call `k`, keyed `key`, was not (see [`crate::plan`],
    /// which probes them itself).
    /// (When every native has a direct form:
    /// [`QuickRewrite::finish_hits`], else the general steps with what was
    /// found.)
    #[inline(never)]
    pub(crate) fn run_missed<'g, 'v>(
        &self,
        (k, key): (usize, MemoKey),
        found: &mut [Id; MAX_HIT_CALLS],
        m: MatchAt<'_, 'g>,
        view: &mut EView<'v>,
        scratch: &mut QuickScratch<'v>,
    ) -> bool
    where
        'g: 'v,
    {
        let Some(h) = &self.hits else {
            return self.run(m.run, view, m.hooks, m.loc_ops, m.facts, scratch);
        };
        if h.direct {
            let unions = &mut scratch.unions;
            if let Some(done) = self.finish_hits(h, k, key, m, view, unions, found) {
                return done;
            }
        }
        let known = Known {
            found: &found[..k],
            missed: true,
        };
        self.run_steps(m, view, scratch, known)
    }

    /// Goes on with a match of [`Hits`] whose call `from` (keyed `key`) is
    /// not remembered, when every call's native has a direct form: records
    /// what [`QuickRewrite::run_steps`] would (the natives run on the view
    /// for calls not remembered, the unions, the locations of new nodes),
    /// with the classes of the calls before `from` in `found`. `None` when
    /// a register is unusual (nothing recorded: run the general steps),
    /// else whether the match was rewritten (`false`: abandoned as the
    /// general steps abandon it, run it on the machine).
    #[allow(clippy::too_many_arguments)]
    #[inline(never)]
    fn finish_hits<'g, 'v>(
        &self,
        h: &Hits,
        from: usize,
        mut key: MemoKey,
        m: MatchAt<'_, 'g>,
        view: &mut EView<'v>,
        unions: &mut Vec<(Id, Id)>,
        found: &mut [Id; MAX_HIT_CALLS],
    ) -> Option<bool>
    where
        'g: 'v,
    {
        let (run, classes, egraph) = (m.run, view.classes, view.egraph);
        // (The general steps load every register before any native runs:
        // an unusual one leaves the match to them with nothing done.)
        let op_reg = |r: Reg| loaded_op(classes, run.single(r)).is_some();
        let usual = |src: &Src| match *src {
            Src::Reg(r) => match run.single(r) {
                Some(Single::Op(..)) => op_reg(r),
                Some(_) => true,
                None => false,
            },
            _ => true,
        };
        let calls_usual = (h.calls[from..].iter()).all(|c| c.args.iter().all(usual));
        if !calls_usual || !h.replaces.iter().all(|(r, src)| op_reg(*r) && usual(src)) {
            return None;
        }
        let mark = view.rec.begin(m.facts);
        for (k, c) in h.calls.iter().enumerate().skip(from) {
            if k > from {
                key = match hit_key(c, found, run, classes, view.memo) {
                    Some(k) => k,
                    None => return Some(abandon(view, Some(mark))),
                };
                if let Some(f) = view.memo.lookup(&key, |c| find(egraph, c)) {
                    match f.one_op() {
                        Some((class, 1)) => found[k % MAX_HIT_CALLS] = class,
                        _ => return Some(abandon(view, Some(mark))),
                    }
                    continue;
                }
            }
            // Not remembered: the native runs.
            let mut argv = [Val::Null; MEMO_ARGS];
            for (x, src) in argv.iter_mut().zip(&c.args[..c.nargs as usize]) {
                *x = match *src {
                    Src::Value(i) => Val::Value(found[i as usize % MAX_HIT_CALLS]),
                    Src::Reg(r) => match Val::load(classes, run.single(r)) {
                        Some(v) => v,
                        None => return Some(abandon(view, Some(mark))),
                    },
                    Src::None => Val::Null,
                };
            }
            let Some(made) = call_missed(view, c.direct.as_deref(), key, &argv[..c.nargs as usize])
            else {
                return Some(abandon(view, Some(mark)));
            };
            found[k % MAX_HIT_CALLS] = made;
        }
        unions.clear();
        for &(r, src) in &h.replaces {
            let Some((class, _)) = loaded_op(classes, run.single(r)) else {
                return Some(abandon(view, Some(mark)));
            };
            let v = match src {
                Src::Value(i) => found[i as usize % MAX_HIT_CALLS],
                Src::Reg(r) => match run.single(r) {
                    Some(Single::Value(v)) => v,
                    _ => return Some(abandon(view, Some(mark))),
                },
                Src::None => return Some(abandon(view, Some(mark))),
            };
            if !same_class(egraph, class, v) {
                unions.push((class, v));
            }
        }
        let nodes = (m.loc_ops.iter()).filter_map(|&r| match run.single(r) {
            Some(Single::Op(c, n)) => Some((c, n)),
            _ => None,
        });
        close_match(view, mark, unions, nodes);
        Some(true)
    }

    /// [`QuickRewrite::run`]'s general steps, with what
    /// [`QuickRewrite::run_hits`] learnt (see [`Known`]).
    #[inline(never)]
    fn run_steps<'g, 'v>(
        &self,
        m: MatchAt<'_, 'g>,
        view: &mut EView<'v>,
        scratch: &mut QuickScratch<'v>,
        known: Known<'_>,
    ) -> bool
    where
        'g: 'v,
    {
        let MatchAt {
            run,
            hooks,
            loc_ops,
            facts,
        } = m;
        let QuickScratch {
            vals, unions, out, ..
        } = scratch;
        unions.clear();
        if !self.load(run, view.classes, vals) {
            return false;
        }
        // Where the match began recording, once a native ran.
        let mut mark = None;
        // Native calls so far.
        let mut calls = 0;
        for s in &self.steps {
            match s {
                Step::Native {
                    key,
                    args,
                    nargs,
                    results,
                    value: fold,
                    direct,
                } => {
                    calls += 1;
                    if let Some(&class) = known.found.get(calls - 1) {
                        // (Found by `run_hits`: one op of one result,
                        // whose value the call writes.)
                        vals[results[0] as usize] = Val::Op {
                            class,
                            results: 1,
                            node: None,
                        };
                        if let Some(d) = fold {
                            vals[*d as usize] = Val::Value(class);
                        }
                        continue;
                    }
                    let args = &args[..*nargs as usize];
                    let mut key = *key;
                    for (k, &a) in args.iter().enumerate() {
                        let Some(arg) = vals[a as usize].memo_arg() else {
                            return abandon(view, mark);
                        };
                        view.memo.arg(&mut key, k, arg);
                    }
                    let egraph = view.egraph;
                    // (The call after those known was probed: absent.)
                    let absent = known.missed && calls - 1 == known.found.len();
                    let f = match absent {
                        true => None,
                        false => view.memo.lookup(&key, |c| find(egraph, c)),
                    };
                    let f = f.or_else(|| view.recall_merged(&key));
                    if let Some(f) = f {
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
                    if let (Some(d), [r]) = (direct, &results[..]) {
                        let errors = view.rec.errors.len();
                        let mut argv = [Val::Null; MEMO_ARGS];
                        for (x, &a) in argv.iter_mut().zip(args) {
                            *x = vals[a as usize];
                        }
                        let Some(made) = d.call(view, &argv[..args.len()]) else {
                            return abandon(view, mark);
                        };
                        if view.rec.errors.len() > errors {
                            view.rec.errors.truncate(errors);
                            return abandon(view, mark);
                        }
                        view.remember_op(key, made);
                        vals[*r as usize] = Val::Op {
                            class: made.class,
                            results: 1,
                            node: None,
                        };
                        if !result_value(vals, results, *fold) {
                            return abandon(view, mark);
                        }
                        continue;
                    }
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
                Step::Replace { op, value } => match replacement(view, vals, *op, *value) {
                    Some(u) => unions.extend(u),
                    None => return abandon(view, mark),
                },
                Step::Create(c) => {
                    let m = *mark.get_or_insert_with(|| view.rec.begin(facts));
                    match create(c, view, vals) {
                        Some(v) => vals[c.dst as usize] = v,
                        None => return abandon(view, Some(m)),
                    }
                }
                Step::Result { .. }
                | Step::Attr { .. }
                | Step::Type { .. }
                | Step::TypeOf { .. } => {
                    if !move_step(s, view, vals, true) {
                        return abandon(view, mark);
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
            Some(Single::Op(c, n)) => Some((c, n)),
            _ => None,
        });
        view.note_node_locs(mark, nodes);
        view.rec.close(mark);
        true
    }
}

impl QuickRewrite {
    /// Loads the registers the program reads from the match `run` holds
    /// into their slots; `false` when one is unusual (see [`Val::load`]).
    #[inline(always)]
    fn load<'g>(
        &self,
        run: &DirectRun<'g>,
        classes: &Classes<'_>,
        vals: &mut Vec<Val<'g>>,
    ) -> bool {
        if vals.len() < self.slots {
            vals.resize(self.slots, Val::Null);
        }
        for &(r, slot) in &self.loads {
            let Some(v) = Val::load(classes, run.single(r)) else {
                return false;
            };
            vals[slot as usize] = v;
        }
        true
    }

    /// Whether the program calls no native and creates only plain ops (no
    /// properties or attributes, one result): its matches may be applied
    /// straight (see [`crate::straight`]).
    pub fn is_straight(&self) -> bool {
        self.steps.iter().all(|s| match s {
            Step::Native { .. } => false,
            Step::Create(c) => {
                let one_type = match &c.types {
                    Types::Slots(slots) => slots.len() == 1,
                    Types::Like(_) => true,
                };
                c.props.is_empty() && c.attrs.is_empty() && one_type
            }
            _ => true,
        })
    }

    /// Keeps the match `run` holds for straight application (see
    /// [`crate::straight`]): its creations (each of one to three operands)
    /// and unions, with the locations of the ops in `loc_ops` when it
    /// creates nodes. `false` when it cannot (a slot of another kind, an
    /// op that may not enter the e-graph, the type of a created value):
    /// nothing kept, rewrite it the usual way.
    pub fn defer<'g, 'v>(
        &self,
        run: &DirectRun<'g>,
        view: &mut EView<'v>,
        loc_ops: &[Reg],
        scratch: &mut QuickScratch<'v>,
    ) -> bool
    where
        'g: 'v,
    {
        let vals = &mut scratch.vals;
        if !self.load(run, view.classes, vals) {
            return false;
        }
        let mark = view.rec.straight.begin();
        let pending = |v: &Val<'_>| matches!(v, Val::Op { class, .. } | Val::Value(class) if pending_index(*class).is_some());
        for s in &self.steps {
            let ok = match s {
                Step::Create(c) => {
                    let mut children: SmallVec<[Id; 3]> = SmallVec::new();
                    for &o in &c.operands {
                        if let Val::Value(v) = vals[o as usize] {
                            children.push(v);
                        }
                    }
                    let like_made =
                        matches!(&c.types, Types::Like(s) if pending(&vals[*s as usize]));
                    // (One to three operands, each a value; the node made
                    // only when its signature's number is not kept.)
                    let narrow = (1..=3).contains(&children.len());
                    let made = (narrow && children.len() == c.operands.len() && !like_made)
                        .then(|| plain_type(c, view, vals))
                        .flatten()
                        .and_then(|ty| plain_types(c, view, ty))
                        .and_then(|types| {
                            plain_sig(c, view, types, || plain_op(c, view, types, &children))
                        });
                    match made {
                        Some(sig) => {
                            let class = view.rec.straight.create(&children, sig);
                            vals[c.dst as usize] = Val::Op {
                                class,
                                results: 1,
                                node: None,
                            };
                            true
                        }
                        None => false,
                    }
                }
                Step::Replace { op, value } => match replacement(view, vals, *op, *value) {
                    Some(u) => {
                        if let Some((a, b)) = u {
                            view.rec.straight.union(a, b);
                        }
                        true
                    }
                    None => false,
                },
                // (A value's type only of a value the view knows: pending
                // ids name the straight creations.)
                Step::Result { .. }
                | Step::Attr { .. }
                | Step::Type { .. }
                | Step::TypeOf { .. } => move_step(s, view, vals, false),
                Step::Native { .. } => false,
            };
            if !ok {
                view.rec.straight.rollback(mark);
                return false;
            }
        }
        view.rec.matches += 1;
        if view.rec.straight.created(mark) {
            let start = view.rec.straight.locs_start();
            for &r in loc_ops {
                if let Some(Single::Op(c, n)) = run.single(r) {
                    let l = view.node_loc(c, n);
                    view.rec.straight.add_loc(start, l);
                }
            }
        }
        view.rec.straight.close(mark);
        true
    }
}

/// A match as [`QuickRewrite::run`] is given it: the direct run holding
/// it, the natives, the matched ops whose locations new nodes get, the
/// facts of new nodes.
#[derive(Clone, Copy)]
pub(crate) struct MatchAt<'a, 'g> {
    pub(crate) run: &'a DirectRun<'g>,
    pub(crate) hooks: &'a Hooks,
    pub(crate) loc_ops: &'a [Reg],
    pub(crate) facts: &'a NodeInfo,
}

/// What [`QuickRewrite::run_hits`] learnt before it stopped, handed to
/// the general steps: the classes of the first calls (found remembered),
/// and whether the call after them was probed and is not remembered.
#[derive(Clone, Copy)]
struct Known<'a> {
    found: &'a [Id],
    missed: bool,
}

/// What [`QuickRewrite::run_hits`] did.
enum Hit {
    /// The match is rewritten.
    Done,
    /// Call `k` is not remembered (the ones before are, their classes
    /// written out); nothing recorded.
    Missed(usize),
    /// Something the hits form does not take; nothing recorded.
    Unusual,
}

impl QuickRewrite {
    /// Runs the match `run` holds as [`Hits`] (every call remembered):
    /// records what [`QuickRewrite::run`] records then (unions, in one
    /// segment). When a call is not remembered, the classes of the calls
    /// before it are left in `found` (what [`QuickRewrite::run`]'s own
    /// probes would find), its key in `missed`, and nothing is recorded.
    #[inline]
    fn run_hits<'g, 'v>(
        &self,
        h: &Hits,
        run: &DirectRun<'g>,
        view: &mut EView<'v>,
        unions: &mut Vec<(Id, Id)>,
        found: &mut [Id; MAX_HIT_CALLS],
        missed: &mut MemoKey,
    ) -> Hit
    where
        'g: 'v,
    {
        let classes = view.classes;
        let egraph = view.egraph;
        for (k, c) in h.calls.iter().enumerate() {
            let Some(key) = hit_key(c, found, run, classes, view.memo) else {
                return Hit::Unusual;
            };
            match view.memo.lookup(&key, |c| find(egraph, c)) {
                Some(f) => match f.one_op() {
                    Some((class, 1)) => found[k % MAX_HIT_CALLS] = class,
                    _ => return Hit::Unusual,
                },
                None => {
                    *missed = key;
                    return Hit::Missed(k);
                }
            }
        }
        unions.clear();
        for &(r, src) in &h.replaces {
            let class = match run.single(r) {
                Some(Single::Op(class, MlirNode::Op(o)))
                    if classes.single_typed(class, o.types) =>
                {
                    class
                }
                _ => return Hit::Unusual,
            };
            let v = match src {
                Src::Value(i) => found[i as usize % MAX_HIT_CALLS],
                Src::Reg(r) => match run.single(r) {
                    Some(Single::Value(v)) => v,
                    _ => return Hit::Unusual,
                },
                Src::None => return Hit::Unusual,
            };
            // (Both canonical: a matched class, a matched value of the
            // clean e-graph, or a class found remembered, kept canonical
            // by the lookup; or a pending id. One class only if equal.)
            debug_assert!(find(egraph, class) == class && find(egraph, v) == v);
            if class != v {
                unions.push((class, v));
            }
        }
        view.rec.matches += 1;
        if !unions.is_empty() {
            view.rec.unions_only(unions);
        }
        Hit::Done
    }
}

/// The key of call `c` of [`Hits`] (with the classes of the calls before
/// it in `found`); `None` when an argument is unusual.
#[inline(always)]
fn hit_key(
    c: &HitCall,
    found: &[Id; MAX_HIT_CALLS],
    run: &DirectRun<'_>,
    classes: &Classes<'_>,
    memo: &mut NativeMemo,
) -> Option<MemoKey> {
    let mut key = c.key;
    // (One place at a time, each a constant: straight code.)
    let set = hit_arg::<0>(c.args[0], &mut key, found, run, classes, memo)
        && hit_arg::<1>(c.args[1], &mut key, found, run, classes, memo)
        && hit_arg::<2>(c.args[2], &mut key, found, run, classes, memo)
        && hit_arg::<3>(c.args[3], &mut key, found, run, classes, memo);
    set.then_some(key)
}

/// Sets place `J` of the key of a call of [`Hits`] to its argument `src`
/// (see [`QuickRewrite::run_hits`]); `false` when the argument is
/// unusual.
#[inline(always)]
fn hit_arg<const J: usize>(
    src: Src,
    key: &mut MemoKey,
    found: &[Id; MAX_HIT_CALLS],
    run: &DirectRun<'_>,
    classes: &Classes<'_>,
    memo: &mut NativeMemo,
) -> bool {
    let id = match src {
        Src::None => return true,
        Src::Value(i) => found[i as usize % MAX_HIT_CALLS],
        Src::Reg(r) => match run.single(r) {
            Some(Single::Value(v)) => {
                NativeMemo::plain_arg(key, J, MemoArg::Value(0));
                v
            }
            Some(Single::Op(class, MlirNode::Op(o))) if classes.single_typed(class, o.types) => {
                let n = memo.op_number(crate::view::op_sig(o));
                NativeMemo::op_arg(key, J, n);
                return true;
            }
            Some(s) => {
                let a = match s {
                    Single::Null => MemoArg::Null,
                    Single::Type(t) => MemoArg::Type(t.0),
                    Single::Attr(a) => MemoArg::Attr(a.0),
                    Single::Value(_) | Single::Op(..) => return false,
                };
                NativeMemo::plain_arg(key, J, a);
                return true;
            }
            None => return false,
        },
    };
    NativeMemo::set_arg(key, J, usize::from(id) as u32);
    true
}

/// An op register as the general run loads it (one result: its class's
/// types): its class and node.
#[inline(always)]
fn loaded_op<'g>(classes: &Classes<'_>, s: Option<Single<'g>>) -> Option<(Id, &'g OpNode)> {
    match s {
        Some(Single::Op(class, MlirNode::Op(o))) if classes.single_typed(class, o.types) => {
            Some((class, o))
        }
        _ => None,
    }
}

/// The [`Hits`] form of quick-rewrite `steps` (slots loaded from
/// registers as `loads` says), when they have one.
fn hits(steps: &[Step], loads: &[(Reg, u8)]) -> Option<Hits> {
    let reg = |slot: u8| loads.iter().find(|l| l.1 == slot).map(|l| l.0);
    // Per value slot: the call writing it.
    let mut value_of: Vec<(u8, u8)> = Vec::new();
    let (mut calls, mut replaces) = (Vec::new(), Vec::new());
    let src = |slot: u8, value_of: &[(u8, u8)]| match reg(slot) {
        Some(r) => Some(Src::Reg(r)),
        None => (value_of.iter())
            .find(|v| v.0 == slot)
            .map(|v| Src::Value(v.1)),
    };
    for s in steps {
        match s {
            Step::Native {
                key,
                args,
                nargs,
                results,
                value: Some(d),
                direct,
            } if results.len() == 1 && calls.len() < MAX_HIT_CALLS => {
                // (The op itself must not be read: hits know its value only.)
                let op = results[0];
                if steps.iter().any(|t| reads(t, op)) {
                    return None;
                }
                let mut a = [Src::None; MEMO_ARGS];
                let mut key = *key;
                for (j, (x, &slot)) in a.iter_mut().zip(&args[..*nargs as usize]).enumerate() {
                    *x = src(slot, &value_of)?;
                    if let Src::Value(_) = x {
                        // (Its kind now; the value at each match.)
                        NativeMemo::plain_arg(&mut key, j, MemoArg::Value(0));
                    }
                }
                value_of.push((*d, calls.len() as u8));
                calls.push(HitCall {
                    key,
                    args: a,
                    nargs: *nargs,
                    direct: direct.clone(),
                });
            }
            Step::Replace { op, value } => {
                replaces.push((reg(*op)?, src(*value, &value_of)?));
            }
            _ => return None,
        }
    }
    let direct = calls.iter().all(|c| c.direct.is_some());
    Some(Hits {
        calls,
        replaces,
        direct,
    })
}

/// Whether step `s` reads slot `slot`.
fn reads(s: &Step, slot: u8) -> bool {
    match s {
        Step::Native { args, nargs, .. } => args[..*nargs as usize].contains(&slot),
        Step::Result { op, .. } => *op == slot,
        Step::Replace { op, value } => *op == slot || *value == slot,
        Step::Create(c) => {
            c.operands.contains(&slot)
                || (c.props.iter().chain(&c.attrs)).any(|(_, s)| *s == slot)
                || match &c.types {
                    Types::Slots(ts) => ts.contains(&slot),
                    Types::Like(s) => *s == slot,
                }
        }
        Step::TypeOf { src, .. } => *src == slot,
        Step::Attr { .. } | Step::Type { .. } => false,
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
    let one_type = match &c.types {
        Types::Slots(slots) => slots.len() == 1,
        Types::Like(_) => true,
    };
    if c.props.is_empty() && c.attrs.is_empty() && one_type {
        return create_plain(c, view, vals, children);
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
    let (props, kids) = (props.into(), Kids::from(&children[..]));
    let (node, ok) = view.op_node(c.name, props, attrs, Opt32::NONE, &tys, kids);
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

/// Runs `s`, a step that only moves values between slots (a result
/// projection, a constant attribute or type, a value's type); `false` when
/// its slots are of another kind, or when the type asked is of a pending
/// value and `pending_types` does not allow those.
#[inline(always)]
fn move_step<'v>(s: &Step, view: &EView<'v>, vals: &mut [Val<'v>], pending_types: bool) -> bool {
    let (dst, v) = match *s {
        Step::Result { op, dst } => match vals[op as usize] {
            Val::Op {
                class, results: 1, ..
            } => (dst, Val::Value(class)),
            _ => return false,
        },
        Step::Attr { attr, dst } => (dst, Val::Attr(attr)),
        Step::Type { ty, dst } => (dst, Val::Type(ty)),
        Step::TypeOf { src, dst } => match vals[src as usize] {
            Val::Value(v) if pending_types || pending_index(v).is_none() => {
                (dst, Val::Type(MatchView::value_type(view, value(v))))
            }
            Val::Null => (dst, Val::Null),
            _ => return false,
        },
        _ => return false,
    };
    vals[dst as usize] = v;
    true
}

/// What a single-value replacement of the op in slot `op` by the value in
/// slot `value` unions (nothing when they are one class already); `None`
/// when the slots are of another kind.
#[inline(always)]
fn replacement(view: &EView<'_>, vals: &[Val<'_>], op: u8, value: u8) -> Option<Option<(Id, Id)>> {
    match (vals[op as usize], vals[value as usize]) {
        (
            Val::Op {
                class, results: 1, ..
            },
            Val::Value(v),
        ) => Some((!same_class(view.egraph, class, v)).then_some((class, v))),
        _ => None,
    }
}

/// [`create`] of an op without properties or attributes of one result
/// type (a slot's, or the type of a single-result op's value), its type
/// list and purity kept from the last creation of the same type.
#[inline]
fn create_plain<'v>(
    c: &Create,
    view: &mut EView<'v>,
    vals: &[Val<'v>],
    children: SmallVec<[Id; 3]>,
) -> Option<Val<'v>> {
    let ty = plain_type(c, view, vals)?;
    let (node, sig) = plain_node(c, view, ty, children)?;
    let (class, node) = match sig {
        Some(sig) => {
            let made = view.create_node_sig(node, sig);
            (made.class, made.node)
        }
        None => view.create_node(node, 1),
    };
    Some(Val::Op {
        class,
        results: 1,
        node,
    })
}

/// The result type of the plain creation `c` (see [`create_plain`]) from
/// the slots `vals`; `None` when a slot is of another kind.
#[inline]
fn plain_type<'v>(c: &Create, view: &EView<'v>, vals: &[Val<'v>]) -> Option<Type> {
    match &c.types {
        Types::Slots(slots) => match vals[slots[0] as usize] {
            Val::Type(t) => Some(t),
            _ => None,
        },
        Types::Like(s) => match vals[*s as usize] {
            Val::Op {
                class, results: 1, ..
            } => Some(MatchView::value_type(view, value(class))),
            _ => None,
        },
    }
}

/// The type list of the plain creation `c` (see [`create_plain`]) of
/// result type `ty`; `None` when the op may not enter the e-graph.
#[inline]
fn plain_types(c: &Create, view: &EView<'_>, ty: Type) -> Option<crate::lang::TypesId> {
    let lists = view.types as *const crate::lang::SharedTypes as usize;
    let (types, ok) = match c.last.get() {
        Some((l, t, types, ok)) if l == lists && t == ty => (types, ok),
        _ => {
            let types = view.types.borrow_mut().intern(&[ty]);
            // (As `EView::op_node` makes it: no properties or attributes,
            // so no constant.)
            let (pure, _) = view.purity.name_facts(view.ctx, c.name);
            c.last.set(Some((lists, ty, types, pure)));
            (types, pure)
        }
    };
    ok.then_some(types)
}

/// The node of the plain creation `c` with type list `types` and
/// operands `children`.
#[inline]
fn plain_op(
    c: &Create,
    view: &EView<'_>,
    types: crate::lang::TypesId,
    children: &[Id],
) -> MlirNode {
    MlirNode::Op(OpNode {
        name: c.name,
        props: Opt32::NONE,
        attrs: view.ctx.empty_dict(),
        types,
        regions: Opt32::NONE,
        constant: Opt32::NONE,
        children: Kids::from(children),
    })
}

/// The number the node index gives the signature of `node`, a plain
/// creation `c` with type list `types` and one to three operands: kept
/// from the last creation with the same index and type list, without
/// looking the signature up.
#[inline]
fn plain_sig(
    c: &Create,
    view: &EView<'_>,
    types: crate::lang::TypesId,
    node: impl FnOnce() -> MlirNode,
) -> Option<u32> {
    let index = &view.egraph.analysis.index;
    match c.sig.get() {
        Some((ident, t, sig)) if ident == index.ident() && t == types => Some(sig),
        _ => index.sig_of(&node()).inspect(|&sig| {
            c.sig.set(Some((index.ident(), types, sig)));
        }),
    }
}

/// The node of the plain creation `c` (see [`create_plain`]) of result
/// type `ty` with operands `children`, and the number the node index gives
/// its signature when it has operands (at most three); `None` when the op
/// may not enter the e-graph.
#[inline]
fn plain_node(
    c: &Create,
    view: &mut EView<'_>,
    ty: Type,
    children: SmallVec<[Id; 3]>,
) -> Option<(MlirNode, Option<u32>)> {
    let types = plain_types(c, view, ty)?;
    let narrow = (1..=3).contains(&children.len());
    let node = plain_op(c, view, types, &children);
    let sig = narrow
        .then(|| plain_sig(c, view, types, || node.clone()))
        .flatten();
    Some((node, sig))
}

/// Runs the direct form `direct` of a call not remembered (keyed `key`)
/// with `args` and remembers what it made, unless an earlier call answers
/// it once the search's unions so far are made
/// ([`EView::recall_merged`]); the class made or found, or `None` when
/// there is no direct form or it declined or reported an error (the error
/// dropped: the caller abandons the match to the general path, which runs
/// the native and reports it).
pub(crate) fn call_missed<'v>(
    view: &mut EView<'v>,
    direct: Option<&Direct>,
    key: MemoKey,
    args: &[Val<'v>],
) -> Option<Id> {
    match recall_class(view, &key) {
        Ok(class) => Some(class),
        Err(true) => None,
        Err(false) => run_missed_direct(view, direct, key, args),
    }
}

/// The class an earlier call of the search answers for the call keyed
/// `key`, not remembered ([`EView::recall_merged`]), when it is one op of
/// one result (as a remembered call is taken by the [`Hits`] form); `Err`
/// with whether something else was found (then [`call_missed`] declines
/// it, and the match goes the general way). Nothing found: the native runs
/// next ([`run_missed_direct`], which must follow this with no other
/// memo call between: the memo keeps what this did not find).
#[cold]
#[inline(never)]
pub(crate) fn recall_class(view: &mut EView<'_>, key: &MemoKey) -> Result<Id, bool> {
    match view.recall_merged(key) {
        Some(f) => match f.one_op() {
            Some((class, 1)) => Ok(class),
            _ => Err(true),
        },
        None => Err(false),
    }
}

/// [`call_missed`] after [`recall_class`] found nothing for `key`: the
/// direct form runs and what it made is remembered.
pub(crate) fn run_missed_direct<'v>(
    view: &mut EView<'v>,
    direct: Option<&Direct>,
    key: MemoKey,
    args: &[Val<'v>],
) -> Option<Id> {
    let errors = view.rec.errors.len();
    let made = direct?.call(view, args)?;
    if view.rec.errors.len() > errors {
        view.rec.errors.truncate(errors);
        return None;
    }
    view.remember_op(key, made);
    Some(made.class)
}

/// Ends a quick rewrite's match: counts it, records its `unions`, notes
/// the locations of the matched `nodes` (each with its class) on what it
/// added, closes its segment (begun at `mark`).
pub(crate) fn close_match<'n>(
    view: &mut EView<'_>,
    mark: Mark,
    unions: &[(Id, Id)],
    nodes: impl Iterator<Item = (Id, &'n MlirNode)>,
) {
    view.rec.matches += 1;
    for &(a, b) in unions {
        view.rec.union(a, b);
    }
    view.note_node_locs(mark, nodes);
    view.rec.close(mark);
}

/// Drops what a quick rewrite recorded (natives it ran) and hands the match
/// to the general path.
pub(crate) fn abandon(view: &mut EView<'_>, mark: Option<Mark>) -> bool {
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

/// Whether a replacement of class `a` by `b` is nothing (as the view's
/// union: the same class).
#[inline]
pub(crate) fn same_class(egraph: &MlirEGraph, a: Id, b: Id) -> bool {
    a == b
        || (pending_index(a).is_none()
            && pending_index(b).is_none()
            && egraph.find(a) == egraph.find(b))
}

/// The class of `c` now (pending ids stay).
#[inline]
pub(crate) fn find(egraph: &MlirEGraph, c: Id) -> Id {
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
