//! The interpreter of match and rewrite programs.
//!
//! A [`Machine`] holds the register file and the storage for ranges; it is
//! reused from one match to the next, so matching allocates nothing once
//! warm. Matching is a depth-first search: a check that fails returns to
//! the most recent choice point ([`MatchInstr::GetDefiningOp`] with more
//! than one defining op, [`MatchInstr::ForEachUser`]), which takes its
//! next alternative; the first complete run is the match, as the first
//! match recorded by MLIR's matcher is the one the greedy driver applies.

use crate::hooks::{Hooks, PdlValue};
use crate::ops::OpDefs;
use crate::program::{CompiledPattern, MatchInstr, Reg, ResultTypes, RewriteInstr};
use crate::view::{AsDynView, MatchView, NewOp, RewriteBuilder};
use patsat_frontend::pattern::Counted;
use patsat_ir::{Attr, AttrKind, BlockId, OpId, RegionId, Type, Value};

/// The content of a register (ranges live in the machine's range storage).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slot {
    Null,
    Op(OpId),
    Value(Value),
    Type(Type),
    Attr(Attr),
    Values(u32),
    Types(u32),
    Region(RegionId),
    Block(BlockId),
}

/// Where a choice point gets its alternatives.
#[derive(Clone, Debug)]
enum Alternatives {
    /// The defining ops of a value (`MatchView::defining_op(v, k)`).
    Defs(Value),
    /// A list of users.
    Users(Vec<OpId>),
}

#[derive(Clone, Debug)]
struct Choice {
    pc: usize,
    dst: Reg,
    alts: Alternatives,
    next: usize,
    values_used: usize,
    types_used: usize,
}

/// Registers, range storage and choice points of one program run.
#[derive(Debug, Default)]
pub struct Machine {
    regs: Vec<Slot>,
    values: Ranges<Value>,
    types: Ranges<Type>,
    choices: Vec<Choice>,
    /// A match was found and [`Machine::next_match`] has not resumed yet.
    matched: bool,
    /// Operand and type lists of the rewrite being run, kept to be reused.
    scratch_values: Vec<Value>,
    scratch_types: Vec<Type>,
    /// Arguments and results of the native rewrite being called, kept to
    /// be reused.
    scratch_args: Vec<PdlValue>,
    scratch_out: Vec<PdlValue>,
}

/// The value or type ranges of one program run, by index: lists kept from
/// one run to the next, so that a warm run allocates nothing. A choice
/// point remembers [`Ranges::used`] and backtracking
/// [`Ranges::reset`]s to it.
#[derive(Debug)]
pub struct Ranges<T> {
    lists: Vec<Vec<T>>,
    used: usize,
}

impl<T> Default for Ranges<T> {
    fn default() -> Self {
        Ranges {
            lists: Vec::new(),
            used: 0,
        }
    }
}

impl<T> Ranges<T> {
    /// Forgets every range (their storage stays).
    pub fn clear(&mut self) {
        self.used = 0;
    }
    /// A new empty range.
    pub fn alloc(&mut self) -> u32 {
        if self.used == self.lists.len() {
            self.lists.push(Vec::new());
        }
        self.lists[self.used].clear();
        self.used += 1;
        self.used as u32 - 1
    }
    /// A new range holding `v`.
    pub fn put(&mut self, v: Vec<T>) -> u32 {
        let i = self.alloc();
        self.lists[i as usize] = v;
        i
    }
    /// How many ranges are in use.
    pub fn used(&self) -> usize {
        self.used
    }
    /// Forgets the ranges made after `used` were in use.
    pub fn reset(&mut self, used: usize) {
        self.used = used;
    }
}

impl<T> std::ops::Index<u32> for Ranges<T> {
    type Output = Vec<T>;
    fn index(&self, i: u32) -> &Vec<T> {
        &self.lists[i as usize]
    }
}

impl<T> std::ops::IndexMut<u32> for Ranges<T> {
    fn index_mut(&mut self, i: u32) -> &mut Vec<T> {
        &mut self.lists[i as usize]
    }
}

/// Which segment attribute describes operand or result groups.
#[derive(Clone, Copy)]
enum Side {
    Operands,
    Results,
}

impl Side {
    fn count<V: MatchView + ?Sized>(self, view: &V, op: OpId) -> usize {
        match self {
            Side::Operands => view.num_operands(op),
            Side::Results => view.num_results(op),
        }
    }
    fn get<V: MatchView + ?Sized>(self, view: &V, op: OpId, i: usize) -> Value {
        match self {
            Side::Operands => view.operand(op, i),
            Side::Results => view.result(op, i),
        }
    }
}

impl Machine {
    /// A machine with empty storage.
    pub fn new() -> Self {
        Self::default()
    }

    fn set(&mut self, r: Reg, s: Slot) {
        self.regs[r.index()] = s;
    }

    fn get(&self, r: Reg) -> Slot {
        self.regs[r.index()]
    }

    fn op(&self, r: Reg) -> Option<OpId> {
        match self.get(r) {
            Slot::Op(o) => Some(o),
            _ => None,
        }
    }

    /// Prepares the registers for [`Machine::run_rewrite`] after a match
    /// found by another matcher of the same program (eqsat's direct
    /// matcher): [`Machine::bind`] and its kin must then set every register
    /// the rewrite reads before writing it (the others keep what the
    /// previous rewrite left).
    pub fn start_rewrite(&mut self, p: &CompiledPattern) {
        let n = p.num_regs as usize;
        if self.regs.len() != n {
            self.regs.clear();
            self.regs.resize(n, Slot::Null);
        }
        self.values.clear();
        self.types.clear();
        self.choices.clear();
        self.matched = false;
    }

    /// Sets a register for the rewrite (see [`Machine::start_rewrite`]).
    pub fn bind(&mut self, r: Reg, v: PdlValue) {
        self.import(r, v);
    }

    /// Sets a register to an op (see [`Machine::start_rewrite`]).
    pub fn bind_op(&mut self, r: Reg, op: OpId) {
        self.set(r, Slot::Op(op));
    }

    /// Sets a register to a value (see [`Machine::start_rewrite`]).
    pub fn bind_value(&mut self, r: Reg, v: Value) {
        self.set(r, Slot::Value(v));
    }

    /// Sets a register to a value range (copied into reused storage).
    pub fn bind_values(&mut self, r: Reg, vs: &[Value]) {
        let i = self.values.alloc();
        self.values[i].extend_from_slice(vs);
        self.set(r, Slot::Values(i));
    }

    /// Sets a register to a type range (copied into reused storage).
    pub fn bind_types(&mut self, r: Reg, ts: &[Type]) {
        let i = self.types.alloc();
        self.types[i].extend_from_slice(ts);
        self.set(r, Slot::Types(i));
    }

    /// The content of a register, as a hook would see it.
    pub fn register(&self, r: Reg) -> PdlValue {
        self.export(r)
    }

    /// The op a register holds after a match, if it holds one.
    pub fn op_at(&self, r: Reg) -> Option<OpId> {
        self.op(r)
    }

    /// Runs the match program of `p` with `root` as its root op; true when
    /// it matches (the registers then hold the bindings for the rewrite).
    pub fn run_match<V: MatchView + AsDynView + ?Sized>(
        &mut self,
        p: &CompiledPattern,
        view: &mut V,
        hooks: &Hooks,
        root: OpId,
    ) -> bool {
        self.start_match(p, root);
        self.next_match(p, view, hooks)
    }

    /// Prepares a run of the match program of `p` at `root`; the matches
    /// are then found one by one by [`Machine::next_match`].
    pub fn start_match(&mut self, p: &CompiledPattern, root: OpId) {
        self.regs.clear();
        self.regs.resize(p.num_regs as usize, Slot::Null);
        self.values.clear();
        self.types.clear();
        self.choices.clear();
        self.matched = false;
        self.set(p.root_reg, Slot::Op(root));
    }

    /// Finds the next match of the run begun by [`Machine::start_match`]:
    /// the first call finds the first match (as [`Machine::run_match`]),
    /// each later call backtracks into the remaining alternatives, so that
    /// calling it until it returns false enumerates every match (what
    /// equality saturation needs). A rewrite may run between two calls (its
    /// registers are not the matcher's).
    pub fn next_match<V: MatchView + AsDynView + ?Sized>(
        &mut self,
        p: &CompiledPattern,
        view: &mut V,
        hooks: &Hooks,
    ) -> bool {
        let code = &p.matcher;
        let mut pc = 0;
        if std::mem::take(&mut self.matched) {
            match self.backtrack(&*view) {
                Some(next) => pc = next,
                None => return false,
            }
        }
        loop {
            if pc == code.len() {
                self.matched = true;
                return true;
            }
            if self.step(&code[pc], pc, view, hooks) {
                pc += 1;
                continue;
            }
            match self.backtrack(&*view) {
                Some(next) => pc = next,
                None => return false,
            }
        }
    }

    /// Resumes the most recent choice point with its next alternative;
    /// returns the pc to continue at, or `None` when none is left.
    fn backtrack<V: MatchView + ?Sized>(&mut self, view: &V) -> Option<usize> {
        while let Some(c) = self.choices.last_mut() {
            let k = c.next;
            c.next += 1;
            let alt = match &c.alts {
                Alternatives::Defs(v) => view.defining_op(*v, k),
                Alternatives::Users(us) => us.get(k).copied(),
            };
            match alt {
                Some(op) => {
                    let (pc, dst) = (c.pc, c.dst);
                    self.values.reset(c.values_used);
                    self.types.reset(c.types_used);
                    self.set(dst, Slot::Op(op));
                    return Some(pc + 1);
                }
                None => {
                    self.choices.pop();
                }
            }
        }
        None
    }

    /// The first value of a value or value range register.
    fn representative(&self, r: Reg) -> Option<Value> {
        match self.get(r) {
            Slot::Value(v) => Some(v),
            Slot::Values(i) => self.values[i].first().copied(),
            _ => None,
        }
    }

    fn equal(&self, a: Reg, b: Reg) -> bool {
        match (self.get(a), self.get(b)) {
            (Slot::Values(x), Slot::Values(y)) => self.values[x] == self.values[y],
            (Slot::Types(x), Slot::Types(y)) => self.types[x] == self.types[y],
            (x, y) => x == y,
        }
    }

    /// Segment `group` of an op's operands or results: the op's segment
    /// sizes if it is a registered op holding them, else everything from
    /// `group` on; `None` if the group does not exist.
    fn group<V: MatchView + ?Sized>(
        view: &V,
        op: OpId,
        side: Side,
        group: u32,
    ) -> Option<(usize, usize)> {
        let n = side.count(view, op);
        let seg = view.attr(op, segment_attr(matches!(side, Side::Results)));
        segment_range(view.ctx(), view.op_name(op), seg, n, group)
    }

    /// Stores a group of values: a range, or the single value (null unless
    /// the group has exactly one) when not `variadic`.
    fn store_group<V: MatchView + ?Sized>(
        &mut self,
        view: &V,
        op: OpId,
        side: Side,
        range: Option<(usize, usize)>,
        variadic: bool,
        dst: Reg,
    ) {
        let s = match group_of(&mut self.values, range, variadic, |i| side.get(view, op, i)) {
            Group::Null => Slot::Null,
            Group::One(v) => Slot::Value(v),
            Group::Range(i) => Slot::Values(i),
        };
        self.set(dst, s);
    }

    /// `dst` = operand or result `index` of the op in `op`, or null.
    fn get_one<V: MatchView + ?Sized>(
        &mut self,
        view: &V,
        op: Reg,
        side: Side,
        index: u32,
        dst: Reg,
    ) {
        let s = match self.op(op) {
            Some(o) => {
                let (n, i) = (side.count(view, o), index as usize);
                if i < n {
                    Slot::Value(side.get(view, o, i))
                } else {
                    Slot::Null
                }
            }
            None => Slot::Null,
        };
        self.set(dst, s);
    }

    /// `dst` = operand or result group `group` (all of them for `None`) of
    /// the op in `op`.
    fn get_group<V: MatchView + ?Sized>(
        &mut self,
        view: &V,
        op: Reg,
        side: Side,
        group: Option<u32>,
        variadic: bool,
        dst: Reg,
    ) {
        let Some(o) = self.op(op) else {
            self.set(dst, Slot::Null);
            return;
        };
        let range = match group {
            Some(g) => Self::group(view, o, side, g),
            None => Some((0, side.count(view, o))),
        };
        self.store_group(view, o, side, range, variadic, dst);
    }

    fn value_type<V: MatchView + ?Sized>(&mut self, view: &V, src: Reg, dst: Reg) {
        let s = match self.get(src) {
            Slot::Value(v) => Slot::Type(view.value_type(v)),
            Slot::Values(i) => {
                let t = self.types.alloc();
                for k in 0..self.values[i].len() {
                    let ty = view.value_type(self.values[i][k]);
                    self.types[t].push(ty);
                }
                Slot::Types(t)
            }
            _ => Slot::Null,
        };
        self.set(dst, s);
    }

    /// Executes one match instruction; false when it fails.
    fn step<V: MatchView + AsDynView + ?Sized>(
        &mut self,
        i: &MatchInstr,
        pc: usize,
        view: &mut V,
        hooks: &Hooks,
    ) -> bool {
        match i {
            MatchInstr::GetOperand { op, index, dst } => {
                self.get_one(view, *op, Side::Operands, *index, *dst)
            }
            MatchInstr::GetOperandGroup {
                op,
                group,
                variadic,
                dst,
            } => self.get_group(view, *op, Side::Operands, Some(*group), *variadic, *dst),
            MatchInstr::GetAllOperands { op, dst } => {
                self.get_group(view, *op, Side::Operands, None, true, *dst)
            }
            MatchInstr::GetResult { op, index, dst } => {
                self.get_one(view, *op, Side::Results, *index, *dst)
            }
            MatchInstr::GetResultGroup {
                op,
                group,
                variadic,
                dst,
            } => self.get_group(view, *op, Side::Results, Some(*group), *variadic, *dst),
            MatchInstr::GetAllResults { op, dst } => {
                self.get_group(view, *op, Side::Results, None, true, *dst)
            }
            MatchInstr::GetValueType { src, dst } => self.value_type(view, *src, *dst),
            MatchInstr::GetAttr { op, name, dst } => {
                let s = match self.op(*op).and_then(|o| view.attr(o, name)) {
                    Some(a) => Slot::Attr(a),
                    None => Slot::Null,
                };
                self.set(*dst, s);
            }
            MatchInstr::GetAttrType { src, dst } => {
                let s = match self.get(*src) {
                    Slot::Attr(a) => match attr_type(view.ctx_mut(), a) {
                        Some(t) => Slot::Type(t),
                        None => Slot::Null,
                    },
                    _ => Slot::Null,
                };
                self.set(*dst, s);
            }
            MatchInstr::GetDefiningOp { src, dst } => {
                let Some(v) = self.representative(*src) else {
                    self.set(*dst, Slot::Null);
                    return true;
                };
                match view.defining_op(v, 0) {
                    None => self.set(*dst, Slot::Null),
                    Some(d) => {
                        self.set(*dst, Slot::Op(d));
                        if view.defining_op(v, 1).is_some() {
                            self.choices.push(Choice {
                                pc,
                                dst: *dst,
                                alts: Alternatives::Defs(v),
                                next: 1,
                                values_used: self.values.used(),
                                types_used: self.types.used(),
                            });
                        }
                    }
                }
            }
            MatchInstr::ForEachUser { src, dst } => {
                let Some(v) = self.representative(*src) else {
                    return false;
                };
                let users = view.users(v);
                let Some(&first) = users.first() else {
                    return false;
                };
                self.set(*dst, Slot::Op(first));
                if users.len() > 1 {
                    self.choices.push(Choice {
                        pc,
                        dst: *dst,
                        alts: Alternatives::Users(users),
                        next: 1,
                        values_used: self.values.used(),
                        types_used: self.types.used(),
                    });
                }
            }
            MatchInstr::LoadAttr { attr, dst } => self.set(*dst, Slot::Attr(*attr)),
            MatchInstr::LoadType { ty, dst } => self.set(*dst, Slot::Type(*ty)),
            MatchInstr::LoadTypes { tys, dst } => {
                let t = self.types.alloc();
                self.types[t].extend_from_slice(tys);
                self.set(*dst, Slot::Types(t));
            }
            MatchInstr::IsNotNull { src } => return self.get(*src) != Slot::Null,
            MatchInstr::CheckOpName { op, name } => {
                return self.op(*op).is_some_and(|o| view.op_name(o) == *name)
            }
            MatchInstr::CheckOperandCount {
                op,
                count,
                at_least,
            } => {
                let Some(o) = self.op(*op) else { return false };
                let n = view.num_operands(o);
                return count_ok(n, *count, *at_least);
            }
            MatchInstr::CheckResultCount {
                op,
                count,
                at_least,
            } => {
                let Some(o) = self.op(*op) else { return false };
                let n = view.num_results(o);
                return count_ok(n, *count, *at_least);
            }
            MatchInstr::AreEqual { a, b } => {
                return match (self.get(*a), self.get(*b)) {
                    (Slot::Op(x), Slot::Op(y)) => view.same_op(x, y),
                    _ => self.equal(*a, *b),
                }
            }
            MatchInstr::CheckType { src, ty } => return self.get(*src) == Slot::Type(*ty),
            MatchInstr::CheckTypes { src, tys } => {
                return matches!(self.get(*src), Slot::Types(t) if self.types[t] == *tys)
            }
            MatchInstr::CheckAttr { src, attr } => return self.get(*src) == Slot::Attr(*attr),
            MatchInstr::GetRegion { op, index, dst } => {
                let s = match self.op(*op) {
                    Some(o) if (*index as usize) < view.num_regions(o) => view
                        .region(o, *index as usize)
                        .map_or(Slot::Null, Slot::Region),
                    _ => Slot::Null,
                };
                self.set(*dst, s);
            }
            MatchInstr::GetEntryBlock { region, dst } => {
                let s = match self.get(*region) {
                    Slot::Region(r) => view
                        .region_blocks(r)
                        .first()
                        .map_or(Slot::Null, |&b| Slot::Block(b)),
                    _ => Slot::Null,
                };
                self.set(*dst, s);
            }
            MatchInstr::GetBlockArgs { block, index, dst } => {
                let vals = match self.get(*block) {
                    Slot::Block(b) => Some(view.block_args(b)),
                    _ => None,
                };
                self.store_values(vals, *index, *dst);
            }
            MatchInstr::GetYielded { block, index, dst } => {
                let vals = match self.get(*block) {
                    Slot::Block(b) => view.terminator(b).map(|t| {
                        (0..view.num_operands(t))
                            .map(|i| view.operand(t, i))
                            .collect()
                    }),
                    _ => None,
                };
                self.store_values(vals, *index, *dst);
            }
            MatchInstr::CheckCount { src, what, count } => {
                let n = match (self.get(*src), what) {
                    (Slot::Op(o), Counted::Regions) => view.num_regions(o),
                    (Slot::Region(r), Counted::Blocks) => view.region_blocks(r).len(),
                    (Slot::Block(b), Counted::Args) => view.block_args(b).len(),
                    (Slot::Block(b), Counted::Yielded) => {
                        view.terminator(b).map_or(0, |t| view.num_operands(t))
                    }
                    _ => return false,
                };
                return n == *count as usize;
            }
            MatchInstr::Constraint {
                hook,
                args,
                results,
                negated,
            } => {
                let args: Vec<PdlValue> = args.iter().map(|&r| self.export(r)).collect();
                let out = hooks.call_constraint(*hook, view.as_dyn(), &args);
                let ok = match out {
                    Some(vals) if vals.len() == results.len() => {
                        for (&r, v) in results.iter().zip(vals) {
                            self.import(r, v);
                        }
                        true
                    }
                    _ => false,
                };
                return ok != *negated;
            }
        }
        true
    }

    /// `dst` = element `index` of `vals` (null when out of range), or all
    /// of them as a range; null without `vals`.
    fn store_values(&mut self, vals: Option<Vec<Value>>, index: Option<u32>, dst: Reg) {
        let s = match (vals, index) {
            (None, _) => Slot::Null,
            (Some(vs), Some(i)) => vs.get(i as usize).map_or(Slot::Null, |&v| Slot::Value(v)),
            (Some(vs), None) => Slot::Values(self.values.put(vs)),
        };
        self.set(dst, s);
    }

    /// A register's content as a hook argument (regions and blocks, which
    /// natives do not take, as null).
    fn export(&self, r: Reg) -> PdlValue {
        match self.get(r) {
            Slot::Null | Slot::Region(_) | Slot::Block(_) => PdlValue::Null,
            Slot::Op(o) => PdlValue::Op(o),
            Slot::Value(v) => PdlValue::Value(v),
            Slot::Type(t) => PdlValue::Type(t),
            Slot::Attr(a) => PdlValue::Attr(a),
            Slot::Values(i) => PdlValue::ValueRange(self.values[i].clone()),
            Slot::Types(i) => PdlValue::TypeRange(self.types[i].clone()),
        }
    }

    /// Stores a hook result in a register.
    fn import(&mut self, r: Reg, v: PdlValue) {
        let s = match v {
            PdlValue::Null => Slot::Null,
            PdlValue::Op(o) => Slot::Op(o),
            PdlValue::Value(x) => Slot::Value(x),
            PdlValue::Type(t) => Slot::Type(t),
            PdlValue::Attr(a) => Slot::Attr(a),
            PdlValue::ValueRange(vs) => {
                let i = self.values.put(vs);
                Slot::Values(i)
            }
            PdlValue::TypeRange(ts) => {
                let i = self.types.put(ts);
                Slot::Types(i)
            }
        };
        self.set(r, s);
    }

    /// Appends the values of a value or value range register.
    fn flatten_values(&self, r: Reg, out: &mut Vec<Value>) -> Result<(), String> {
        match self.get(r) {
            Slot::Value(v) => out.push(v),
            Slot::Values(i) => out.extend_from_slice(&self.values[i]),
            s => return Err(format!("expected a value, found {:?}", s)),
        }
        Ok(())
    }

    /// Appends the types of a type or type range register.
    fn flatten_types(&self, r: Reg, out: &mut Vec<Type>) -> Result<(), String> {
        match self.get(r) {
            Slot::Type(t) => out.push(t),
            Slot::Types(i) => out.extend_from_slice(&self.types[i]),
            s => return Err(format!("expected a type, found {:?}", s)),
        }
        Ok(())
    }

    /// Runs the rewrite program of `p` after a successful
    /// [`run_match`](Self::run_match); new ops get location `loc`. An
    /// error (a failing native rewrite, failing type inference) stops it
    /// where it is, as the PDL bytecode does.
    pub fn run_rewrite<B: RewriteBuilder>(
        &mut self,
        p: &CompiledPattern,
        b: &mut B,
        hooks: &Hooks,
        ops: &OpDefs,
        loc: Attr,
    ) -> Result<(), String> {
        for i in &p.rewriter {
            match i {
                RewriteInstr::CreateOp {
                    name,
                    operands,
                    props,
                    attrs,
                    types,
                    regions,
                    dst,
                } => {
                    // Scratch lists reused from one rewrite to the next.
                    let mut vals = std::mem::take(&mut self.scratch_values);
                    vals.clear();
                    for &r in operands {
                        self.flatten_values(r, &mut vals)?;
                    }
                    // Null attributes are left out; of several values of a
                    // name (a default, then the given one) the last wins.
                    let named = |list: &[(String, Reg)]| -> Vec<(String, Attr)> {
                        let mut out: Vec<(String, Attr)> = Vec::with_capacity(list.len());
                        for (n, r) in list {
                            if let Slot::Attr(a) = self.get(*r) {
                                match out.iter_mut().find(|e| &e.0 == n) {
                                    Some(e) => e.1 = a,
                                    None => out.push((n.clone(), a)),
                                }
                            }
                        }
                        out
                    };
                    let props = named(props);
                    let attrs = named(attrs);
                    let mut tys = std::mem::take(&mut self.scratch_types);
                    tys.clear();
                    match types {
                        ResultTypes::Explicit(regs) => {
                            for &r in regs {
                                self.flatten_types(r, &mut tys)?;
                            }
                        }
                        ResultTypes::Infer => {
                            let name_str = b.ctx().op_name_str(*name).to_string();
                            let mut all = props.clone();
                            all.extend(attrs.iter().cloned());
                            tys = ops.infer_result_types(b, &name_str, &vals, &all)?;
                        }
                        ResultTypes::LikeOp(r) => {
                            let o = self.op(*r).ok_or("expected an op")?;
                            tys = (0..b.num_results(o))
                                .map(|i| b.value_type(b.result(o, i)))
                                .collect();
                        }
                        ResultTypes::None => {}
                    }
                    let op = b.create_op(NewOp {
                        name: *name,
                        operands: &vals,
                        props: &props,
                        attrs: &attrs,
                        result_types: &tys,
                        loc,
                    });
                    self.set(*dst, Slot::Op(op));
                    self.scratch_values = vals;
                    self.scratch_types = tys;
                    if !regions.is_empty() {
                        let srcs = regions
                            .iter()
                            .map(|r| match r.map(|r| self.get(r)) {
                                None => Ok(None),
                                Some(Slot::Region(x)) => Ok(Some(x)),
                                Some(s) => Err(format!("expected a region, found {:?}", s)),
                            })
                            .collect::<Result<Vec<_>, _>>()?;
                        b.add_regions(op, &srcs)?;
                    }
                }
                RewriteInstr::GetResult { op, index, dst } => {
                    self.get_one(b, *op, Side::Results, *index, *dst)
                }
                RewriteInstr::GetResults {
                    op,
                    group,
                    variadic,
                    dst,
                } => {
                    let variadic = *variadic || group.is_none();
                    self.get_group(b, *op, Side::Results, *group, variadic, *dst)
                }
                RewriteInstr::GetValueType { src, dst } => self.value_type(b, *src, *dst),
                RewriteInstr::LoadAttr { attr, dst } => self.set(*dst, Slot::Attr(*attr)),
                RewriteInstr::LoadType { ty, dst } => self.set(*dst, Slot::Type(*ty)),
                RewriteInstr::LoadTypes { tys, dst } => {
                    let t = self.types.alloc();
                    self.types[t].extend_from_slice(tys);
                    self.set(*dst, Slot::Types(t));
                }
                RewriteInstr::Range {
                    elements,
                    types,
                    dst,
                } => {
                    if *types {
                        let mut out = Vec::new();
                        for &r in elements {
                            self.flatten_types(r, &mut out)?;
                        }
                        self.import(*dst, PdlValue::TypeRange(out));
                    } else {
                        let mut out = Vec::new();
                        for &r in elements {
                            self.flatten_values(r, &mut out)?;
                        }
                        self.import(*dst, PdlValue::ValueRange(out));
                    }
                }
                RewriteInstr::Replace { op, values } => {
                    let o = self.op(*op).ok_or("expected an op to replace")?;
                    let mut vals = std::mem::take(&mut self.scratch_values);
                    vals.clear();
                    for &r in values {
                        self.flatten_values(r, &mut vals)?;
                    }
                    if vals.len() != b.num_results(o) {
                        return Err(format!(
                            "an op with {} results is replaced with {} values",
                            b.num_results(o),
                            vals.len()
                        ));
                    }
                    b.replace_op(o, &vals);
                    self.scratch_values = vals;
                }
                RewriteInstr::Erase { op } => {
                    let o = self.op(*op).ok_or("expected an op to erase")?;
                    b.erase_op(o);
                }
                RewriteInstr::Native {
                    hook,
                    args,
                    results,
                } => {
                    let mut list = std::mem::take(&mut self.scratch_args);
                    let mut out = std::mem::take(&mut self.scratch_out);
                    list.clear();
                    list.extend(args.iter().map(|&r| self.export(r)));
                    let memo = hooks.is_memoisable(*hook);
                    let res = if memo && b.recall_native(*hook, &list, &mut out) {
                        Ok(())
                    } else {
                        let res = hooks.call_rewrite_into(*hook, b, &list, &mut out);
                        if memo && res.is_ok() {
                            b.remember_native(*hook, &list, &out);
                        }
                        res
                    };
                    self.scratch_args = list;
                    res.map_err(|e| {
                        format!("native rewrite `{}` failed: {}", hooks.name(*hook), e)
                    })?;
                    if out.len() != results.len() {
                        return Err(format!(
                            "native rewrite `{}` returned {} values, the pattern expects {}",
                            hooks.name(*hook),
                            out.len(),
                            results.len()
                        ));
                    }
                    for (&r, v) in results.iter().zip(out.drain(..)) {
                        self.import(r, v);
                    }
                    self.scratch_out = out;
                }
                RewriteInstr::InlineBlock {
                    block,
                    before,
                    args,
                    values,
                    terminator,
                } => {
                    let Slot::Block(blk) = self.get(*block) else {
                        return Err("expected a block to inline".into());
                    };
                    let anchor = self.op(*before).ok_or("expected an op to inline before")?;
                    let term = b.terminator(blk).ok_or("the inlined block is empty")?;
                    let mut vals = Vec::new();
                    for &r in args {
                        self.flatten_values(r, &mut vals)?;
                    }
                    b.inline_block_before(blk, anchor, &vals)?;
                    // Read after the inlining: yielded block arguments are
                    // the given values now (MLIR's `replaceOpWithRegion`
                    // reads the terminator's operands afterwards too).
                    let yielded: Vec<Value> = (0..b.num_operands(term))
                        .map(|i| b.operand(term, i))
                        .collect();
                    self.set(*terminator, Slot::Op(term));
                    self.import(*values, PdlValue::ValueRange(yielded));
                }
            }
        }
        Ok(())
    }
}

/// A group of operands or results as a register holds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group<V> {
    /// No group (or, not variadic, not exactly one value).
    Null,
    /// The one value of a non-variadic group.
    One(V),
    /// A range in the run's [`Ranges`].
    Range(u32),
}

/// Values `start..start + len` of an op (`get(i)` is value `i`): a range
/// stored in `ranges` when `variadic`, else the single value (null unless
/// the group has exactly one); null without a group.
pub fn group_of<V>(
    ranges: &mut Ranges<V>,
    range: Option<(usize, usize)>,
    variadic: bool,
    get: impl Fn(usize) -> V,
) -> Group<V> {
    let Some((start, len)) = range else {
        return Group::Null;
    };
    if !variadic {
        return if len == 1 {
            Group::One(get(start))
        } else {
            Group::Null
        };
    }
    let idx = ranges.alloc();
    for i in start..start + len {
        let v = get(i);
        ranges[idx].push(v);
    }
    Group::Range(idx)
}

/// The attribute holding the segment sizes of an op's results (or
/// operands).
pub fn segment_attr(results: bool) -> &'static str {
    if results {
        "resultSegmentSizes"
    } else {
        "operandSegmentSizes"
    }
}

/// Segment `group` of the `n` operands (or results) of an op named `name`
/// whose segment-sizes attribute ([`segment_attr`]) is `seg`: the segment
/// if the op is registered and has the attribute, else everything from
/// `group` on; `None` if the group does not exist. (What
/// `pdl_interp.get_operands`/`get_results` with an index read.)
pub fn segment_range(
    ctx: &patsat_ir::Context,
    name: patsat_ir::OpName,
    seg: Option<Attr>,
    n: usize,
    group: u32,
) -> Option<(usize, usize)> {
    let g = group as usize;
    let registered = patsat_ir::registry::is_registered(ctx.op_name_str(name));
    if let Some(seg) = seg.filter(|_| registered) {
        let (start, len) = patsat_ir::segment_group(&ctx.segment_sizes(seg)?, g)?;
        return (start + len <= n).then_some((start, len));
    }
    (n >= g).then_some((g, n - g))
}

/// Whether `n` satisfies a count check.
pub fn count_ok(n: usize, count: u32, at_least: bool) -> bool {
    if at_least {
        n >= count as usize
    } else {
        n == count as usize
    }
}

/// The type of a typed attribute (MLIR's `TypedAttr`; a string without a
/// type has type `none`).
pub fn attr_type(ctx: &mut patsat_ir::Context, a: Attr) -> Option<Type> {
    if let AttrKind::String { ty: None, .. } = ctx.attr_kind(a) {
        return Some(ctx.ty(patsat_ir::TypeKind::None));
    }
    attr_type_in(ctx, a, Type(u32::MAX))
}

/// [`attr_type`] without interning: `none` is the `none` type.
pub fn attr_type_in(ctx: &patsat_ir::Context, a: Attr, none: Type) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
        AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseString { ty, .. }
        | AttrKind::DenseResource { ty, .. }
        | AttrKind::Sparse { ty, .. } => Some(*ty),
        AttrKind::DenseArray { .. } => None,
        AttrKind::String { ty: Some(t), .. } => Some(*t),
        AttrKind::String { ty: None, .. } => Some(none),
        _ => None,
    }
}
