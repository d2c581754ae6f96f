//! The evaluator: runs the statements of the syntax tree in source order,
//! doing what LLVM's `TGParser` does while it parses: scopes and name
//! lookup, classes and inheritance, defs, `defm`/multiclass expansion,
//! `foreach`/`if` loops, `let` stacks, `defvar`, `defset`, `deftype`,
//! assertions, and the typing and folding of every value.

use super::ast::*;
use super::fold::NO_LOC;
use super::intern::Sym;
use super::lexer::{Bang, LexError};
use super::model::*;
use super::resolve::{HasReference, MapResolver};
use fxhash::FxHashMap;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Value,
    Name,
}

#[derive(Clone)]
struct LetRecord {
    name: V,
    bits: Vec<u32>,
    value: V,
    loc: u64,
}

/// A record, loop, assertion or dump waiting in a loop or multiclass.
#[derive(Clone)]
enum Entry {
    Rec(RecId),
    Loop(Box<Loop>),
    Assert(u64, V, V),
    Dump(u64, V),
}

#[derive(Clone)]
struct Loop {
    loc: u64,
    iter: Option<V>,
    list: V,
    entries: Vec<Entry>,
}

struct MultiClass {
    rec: RecId,
    entries: Vec<Entry>,
}

#[derive(Clone, Copy)]
enum ScopeKind {
    Local,
    Record(RecId),
    Foreach(Option<V>),
    MultiClass(RecId),
}

struct Scope {
    vars: FxHashMap<Sym, V>,
    kind: ScopeKind,
}

struct Defset {
    loc: u64,
    elt_ty: Ty,
    elements: Vec<V>,
}

/// Evaluates TableGen statements into a [`Keeper`].
pub struct Evaluator {
    /// The records and values.
    pub k: Keeper,
    scopes: Vec<Scope>,
    let_stack: Vec<Vec<LetRecord>>,
    loops: Vec<Loop>,
    cur_mc: Option<Sym>,
    multiclasses: FxHashMap<Sym, MultiClass>,
    defsets: Vec<Defset>,
    aliases: FxHashMap<Sym, Ty>,
    /// Start positions of all tokens, sorted.
    pub tok_starts: Vec<u64>,
    /// `QualifyName` results of classes and multiclasses (their names do
    /// not change).
    qualified: FxHashMap<(RecId, V, u8), V>,
}

type Substs = Vec<(V, V)>;

/// The marker error handed to the parser to stop it after a fatal error.
fn stop() -> LexError {
    LexError {
        at: NO_LOC,
        message: String::new(),
        control: None,
    }
}

impl Evaluator {
    /// An evaluator filling `k`.
    pub fn new(k: Keeper) -> Self {
        Evaluator {
            k,
            scopes: vec![Scope {
                vars: FxHashMap::default(),
                kind: ScopeKind::Local,
            }],
            let_stack: Vec::new(),
            loops: Vec::new(),
            cur_mc: None,
            multiclasses: FxHashMap::default(),
            defsets: Vec::new(),
            aliases: FxHashMap::default(),
            tok_starts: Vec::new(),
            qualified: FxHashMap::default(),
        }
    }

    /// Evaluates one top-level statement (called by the parser).
    pub fn top(&mut self, s: Stmt) -> Result<(), LexError> {
        self.object(&s).map_err(|_| stop())
    }

    // ------------------------------------------------------------ helpers

    fn push_scope(&mut self, kind: ScopeKind) {
        self.scopes.push(Scope {
            vars: FxHashMap::default(),
            kind,
        });
    }
    fn pop_scope(&mut self) {
        self.scopes.pop();
    }
    fn s(&mut self, sym: Sym) -> V {
        self.k.sym_v(sym)
    }
    fn name_of(&self, sym: Sym) -> String {
        self.k.strs.get(sym).to_string()
    }
    fn err<T>(&mut self, at: u64, msg: impl Into<String>) -> Res<T> {
        self.k.fatal(at, msg)
    }
    /// The start of the first token at or after `p` (where LLVM's
    /// `TokError` points: the token after what was parsed).
    fn next_tok(&self, p: u64) -> u64 {
        let i = self.tok_starts.partition_point(|&t| t < p);
        self.tok_starts.get(i).copied().unwrap_or(p)
    }
    fn tok_err<T>(&mut self, after: u64, msg: impl Into<String>) -> Res<T> {
        let at = self.next_tok(after);
        self.k.fatal(at, msg)
    }
    fn mc_rec(&self) -> Option<RecId> {
        self.cur_mc.map(|m| self.multiclasses[&m].rec)
    }

    /// `Rec.name + scoper + name`, folded (LLVM's `QualifyName`).
    fn qualify(&mut self, rec: RecId, name: V, scoper: &str) -> Res<V> {
        let key = (rec, name, scoper.len() as u8);
        if let Some(&q) = self.qualified.get(&key) {
            return Ok(q);
        }
        let q = self.qualify_uncached(rec, name, scoper)?;
        self.qualified.insert(key, q);
        Ok(q)
    }

    fn qualify_uncached(&mut self, rec: RecId, name: V, scoper: &str) -> Res<V> {
        let rn = self.k.rec(rec).name;
        let sc = self.k.str_v(scoper, false);
        let a = self.str_concat(rn, sc);
        let b = self.str_concat(a, name);
        if matches!(self.k.get(b), Init::Bin(..)) {
            return self.k.fold_bin(b, Some(rec));
        }
        Ok(b)
    }

    /// `getStrConcat`: folds two strings, else a `!strconcat` node.
    fn str_concat(&mut self, a: V, b: V) -> V {
        if let (Init::Str(x, xc), Init::Str(y, yc)) = (self.k.get(a), self.k.get(b)) {
            let (x, y) = (self.k.strs.get(*x), self.k.strs.get(*y));
            let mut s = String::with_capacity(x.len() + y.len());
            s.push_str(x);
            s.push_str(y);
            let code = *xc || *yc;
            return self.k.str_v(&s, code);
        }
        let st = self.k.string_ty;
        self.k.mk(Init::Bin(BinOp::StrConcat, a, b, st))
    }

    fn list_concat(&mut self, a: V, b: V) -> V {
        if let (Init::List(x, et), Init::List(y, _)) = (self.k.get(a).clone(), self.k.get(b)) {
            let mut v = x.to_vec();
            v.extend(y.iter());
            return self.k.list_v(v, et);
        }
        let t = self.k.type_of(a).unwrap();
        self.k.mk(Init::Bin(BinOp::ListConcat, a, b, t))
    }

    fn implicit_name(&mut self, rec: RecId, mc: bool) -> Res<V> {
        let n = self.k.str_v("NAME", false);
        self.qualify(rec, n, if mc { "::" } else { ":" })
    }

    // ------------------------------------------------------------ types

    fn ty(&mut self, t: &TypeAst) -> Res<Ty> {
        Ok(match t {
            TypeAst::String | TypeAst::Code => self.k.string_ty,
            TypeAst::Bit => self.k.bit_ty,
            TypeAst::Int => self.k.int_ty,
            TypeAst::Dag => self.k.dag_ty,
            TypeAst::Bits(n) => self.k.bits_ty(*n as u32),
            TypeAst::List(e) => {
                let e = self.ty(e)?;
                self.k.list_ty(e)
            }
            TypeAst::Class(n, lo, _) => {
                if let Some(&t) = self.aliases.get(n) {
                    return Ok(t);
                }
                let c = self.class_id(*n, *lo)?;
                self.k.class_ty(c)
            }
        })
    }

    fn class_id(&mut self, n: Sym, lo: u64) -> Res<RecId> {
        if let Some(&c) = self.k.classes.get(&n) {
            return Ok(c);
        }
        let name = self.name_of(n);
        if self.multiclasses.contains_key(&n) {
            return self.err(
                lo,
                format!(
                    "Couldn't find class '{}'. Use 'defm' if you meant to use multiclass '{}'",
                    name, name
                ),
            );
        }
        self.err(lo, format!("Couldn't find class '{}'", name))
    }

    // ------------------------------------------------------------ objects

    fn objects(&mut self, list: &[Stmt]) -> Res<()> {
        for s in list {
            self.object(s)?;
        }
        Ok(())
    }

    fn object(&mut self, s: &Stmt) -> Res<()> {
        match s {
            Stmt::Class(n, lo, targs, body) => {
                if self.cur_mc.is_some() {
                    return self.err(*lo, "class is not allowed inside multiclass");
                }
                if !self.loops.is_empty() {
                    return self.err(*lo, "class is not allowed inside foreach loop");
                }
                self.class(*n, *lo, targs, body)
            }
            Stmt::Def(lo, name, body) => self.def(*lo, name.as_ref(), body),
            Stmt::Defm(lo, name, refs) => self.defm(*lo, name.as_ref(), refs),
            Stmt::Defset(t, tlo, n, nlo, objs) => {
                if self.cur_mc.is_some() {
                    return self.err(*tlo, "defset is not allowed inside multiclass");
                }
                self.defset(t, *tlo, *n, *nlo, objs)
            }
            Stmt::Deftype(n, lo, t) => {
                if self.k.classes.contains_key(n) || self.aliases.contains_key(n) {
                    let name = self.name_of(*n);
                    return self.err(*lo, format!("type of this name '{}' already exists", name));
                }
                let t = self.ty(t)?;
                self.aliases.insert(*n, t);
                Ok(())
            }
            Stmt::Defvar(n, lo, v) => self.defvar(*n, *lo, v, None),
            Stmt::Foreach(lo, var, vlo, it, body) => self.foreach(*lo, *var, *vlo, it, body),
            Stmt::If(lo, c, t, e) => self.if_(*lo, c, t, e.as_deref()),
            Stmt::Let(items, body) => self.top_let(items, body),
            Stmt::MultiClass(n, lo, targs, parents, body) => {
                if !self.loops.is_empty() {
                    return self.err(*lo, "multiclass is not allowed inside foreach loop");
                }
                self.multiclass(*n, *lo, targs, parents, body)
            }
            Stmt::Assert(c, m) => {
                let cond = self.value(c, None, None)?;
                let msg = self.value(m, None, None)?;
                self.add_entry(Entry::Assert(c.lo, cond, msg))
            }
            Stmt::Dump(m, after) => {
                let msg = self.value(m, None, None)?;
                self.add_entry(Entry::Dump(*after, msg))
            }
        }
    }

    fn class(&mut self, n: Sym, lo: u64, targs: &[Decl], body: &ObjBody) -> Res<()> {
        let cur = if let Some(&c) = self.k.classes.get(&n) {
            let r = self.k.rec(c);
            if !r.values.is_empty() || !r.supers.is_empty() || !r.targs.is_empty() {
                let name = self.name_of(n);
                return self.err(lo, format!("Class '{}' already defined", name));
            }
            self.k.rec_mut(c).locs = vec![lo];
            c
        } else {
            let name = self.s(n);
            let c = self.k.add_rec(Record::new(name, lo, false, true));
            self.k.classes.insert(n, c);
            c
        };
        self.push_scope(ScopeKind::Record(cur));
        for d in targs {
            let name = self.declaration(Some(cur), d, true)?;
            if self.k.rec(cur).is_targ(name) {
                return self.err(
                    d.ty_lo,
                    "template argument with the same name has already been defined",
                );
            }
            self.k.rec_mut(cur).targs.push(name);
        }
        self.object_body(cur, body)?;
        self.pop_scope();
        Ok(())
    }

    /// A field declaration or template argument; returns the field name.
    fn declaration(&mut self, cur: Option<RecId>, d: &Decl, targ: bool) -> Res<V> {
        let ty = self.ty(&d.ty)?;
        if self.k.strs.get(d.name) == "NAME" {
            return self.err(d.name_lo, "'NAME' is a reserved variable name");
        }
        if !targ && self.scopes.last().unwrap().vars.contains_key(&d.name) {
            return self.err(d.name_lo, "local variable of this name already exists");
        }
        let mut name = self.s(d.name);
        let (rec, kind) = if !targ {
            let kind = if d.field {
                FieldKind::NonconcreteOk
            } else {
                FieldKind::Normal
            };
            (cur.or(self.mc_rec()).unwrap(), kind)
        } else if let Some(c) = cur {
            name = self.qualify(c, name, ":")?;
            (c, FieldKind::TemplateArg)
        } else {
            let mc = self.mc_rec().unwrap();
            name = self.qualify(mc, name, "::")?;
            (mc, FieldKind::TemplateArg)
        };
        let rv = RecordVal {
            name,
            loc: d.name_lo,
            ty,
            kind,
            value: self.k.initial_value(ty),
            used: false,
        };
        self.add_value(rec, d.name_lo, rv)?;
        if let Some(v) = &d.value {
            let val = self.value(v, cur, Some(ty))?;
            self.set_value(rec, v.lo, name, &[], val, false)?;
        }
        Ok(name)
    }

    fn add_value(&mut self, rec: RecId, loc: u64, rv: RecordVal) -> Res<()> {
        if let Some(i) = self.k.rec(rec).field_index(rv.name) {
            if !self.k.set_field(rec, i, rv.value)? {
                let old = self.k.rec(rec).values[i].ty;
                let msg = format!(
                    "New definition of '{}' of type '{}' is incompatible with previous definition of type '{}'",
                    self.k.unquoted(rv.name),
                    self.k.ty_str(rv.ty),
                    self.k.ty_str(old)
                );
                return self.err(loc, msg);
            }
        } else {
            self.k.rec_mut(rec).values.push(rv);
        }
        Ok(())
    }

    /// LLVM's `SetValue`.
    fn set_value(
        &mut self,
        rec: RecId,
        loc: u64,
        name: V,
        bits: &[u32],
        v: V,
        allow_self: bool,
    ) -> Res<()> {
        let Some(i) = self.k.rec(rec).field_index(name) else {
            let n = self.k.unquoted(name);
            return self.err(loc, format!("Value '{}' unknown!", n));
        };
        if bits.is_empty() && !allow_self {
            if let Init::Var(vn, _) = *self.k.get(v) {
                if vn == name {
                    return self.err(loc, "Recursion / self-assignment forbidden");
                }
            }
        }
        let mut v = v;
        if !bits.is_empty() {
            let cur = self.k.rec(rec).values[i].value;
            let Init::Bits(cur_bits) = self.k.get(cur).clone() else {
                let n = self.k.unquoted(name);
                return self.err(loc, format!("Value '{}' is not a bits type", n));
            };
            let bt = self.k.bits_ty(bits.len() as u32);
            let Some(bi) = self.k.cast_to(v, bt)? else {
                return self.err(loc, "Initializer is not compatible with bit range");
            };
            let mut new: Vec<Option<V>> = vec![None; cur_bits.len()];
            for (j, &b) in bits.iter().enumerate() {
                if b as usize >= new.len() || new[b as usize].is_some() {
                    let n = self.k.unquoted(name);
                    return self.err(
                        loc,
                        format!("Cannot set bit #{} of value '{}' more than once", b, n),
                    );
                }
                new[b as usize] = Some(self.k.get_bit(bi, j as u32));
            }
            let new: Vec<V> = new
                .into_iter()
                .enumerate()
                .map(|(j, b)| b.unwrap_or(cur_bits[j]))
                .collect();
            v = self.k.mk(Init::Bits(new.into()));
        }
        if !self.k.set_field(rec, i, v)? {
            let f = &self.k.rec(rec).values[i];
            let fty = f.ty;
            let init_type = match self.k.get(v) {
                Init::Bits(b) => format!("' of type bit initializer with length {}", b.len()),
                _ => match self.k.type_of(v) {
                    Some(t) => format!("' of type '{}", self.k.ty_str(t)),
                    None => String::new(),
                },
            };
            let msg = format!(
                "Field '{}' of type '{}' is incompatible with value '{}{}'",
                self.k.unquoted(name),
                self.k.ty_str(fty),
                self.k.as_string(v),
                init_type
            );
            return self.err(loc, msg);
        }
        Ok(())
    }

    fn object_body(&mut self, cur: RecId, body: &ObjBody) -> Res<()> {
        self.push_scope(ScopeKind::Record(cur));
        for b in &body.bases {
            let (class, args) = self.subclass_ref(Some(cur), b, false)?;
            self.add_subclass(cur, class, &args, b.lo)?;
        }
        self.apply_let_stack(cur)?;
        for item in &body.items {
            self.body_item(cur, item)?;
        }
        if let Some(s) = body.stray_semi {
            self.k
                .error(s, "A class or def body should not end with a semicolon");
            self.k
                .note(NO_LOC, "Semicolon ignored; remove to eliminate this error");
        }
        self.pop_scope();
        Ok(())
    }

    fn body_item(&mut self, cur: RecId, item: &BodyItem) -> Res<()> {
        match item {
            BodyItem::Assert(c, m) => {
                let cond = self.value(c, Some(cur), None)?;
                let msg = self.value(m, Some(cur), None)?;
                self.k.rec_mut(cur).asserts.push(Assertion {
                    loc: c.lo,
                    cond,
                    msg,
                });
                Ok(())
            }
            BodyItem::Defvar(n, lo, v) => self.defvar(*n, *lo, v, Some(cur)),
            BodyItem::Dump(m, after) => {
                let msg = self.value(m, Some(cur), None)?;
                self.k.rec_mut(cur).dumps.push((*after, msg));
                Ok(())
            }
            BodyItem::Decl(d) => {
                self.declaration(Some(cur), d, false)?;
                Ok(())
            }
            BodyItem::Let(n, lo, bits, v) => {
                let mut bl = self.ranges(bits)?;
                bl.reverse();
                let name = self.s(*n);
                let Some(i) = self.k.rec(cur).field_index(name) else {
                    let n = self.name_of(*n);
                    return self.err(*lo, format!("Value '{}' unknown!", n));
                };
                let mut ty = self.k.rec(cur).values[i].ty;
                if !bl.is_empty() && matches!(self.k.tk(ty), TyKind::Bits(_)) {
                    ty = self.k.bits_ty(bl.len() as u32);
                }
                let val = self.value(v, Some(cur), Some(ty))?;
                self.set_value(cur, *lo, name, &bl, val, false)
            }
        }
    }

    /// Evaluates the arguments of a class (or multiclass) reference.
    fn subclass_ref(
        &mut self,
        cur: Option<RecId>,
        r: &ClassRef,
        defm: bool,
    ) -> Res<(RecId, Vec<V>)> {
        let class = if defm {
            match self.multiclasses.get(&r.name) {
                Some(m) => m.rec,
                None => {
                    let n = self.name_of(r.name);
                    return self.err(r.lo, format!("Couldn't find multiclass '{}'", n));
                }
            }
        } else {
            self.class_id(r.name, r.lo)?
        };
        let Some(args) = &r.args else {
            return Ok((class, Vec::new()));
        };
        let locs: Vec<u64> = args.iter().map(arg_lo).collect();
        let args = self.targ_values(cur, class, args, defm)?;
        let args = self.check_targ_values(args, class, &locs)?;
        Ok((class, args))
    }

    /// LLVM's `ParseTemplateArgValueList`: `Arg` values.
    fn targ_values(
        &mut self,
        cur: Option<RecId>,
        class: RecId,
        args: &[Arg],
        defm: bool,
    ) -> Res<Vec<V>> {
        let targs = self.k.rec(class).targs.clone();
        let mut out = Vec::with_capacity(args.len());
        let mut named = false;
        for (i, a) in args.iter().enumerate() {
            if i >= targs.len() {
                let lo = match a {
                    Arg::Pos(e) => e.lo,
                    Arg::Named(_, lo, _) => *lo,
                };
                return self.err(lo, format!("Too many template arguments: {}", i + 1));
            }
            match a {
                Arg::Pos(e) => {
                    if named {
                        return self.err(
                            e.lo,
                            "Positional argument should be put before named argument",
                        );
                    }
                    let idx = self.k.rec(class).field_index(targs[i]).unwrap();
                    let ty = self.k.rec(class).values[idx].ty;
                    let v = self.value(e, cur, Some(ty))?;
                    out.push(self.k.mk(Init::Arg(v, ArgKey::Pos(i as u32))));
                }
                Arg::Named(n, lo, e) => {
                    let nv = self.s(*n);
                    let q = self.qualify(class, nv, if defm { "::" } else { ":" })?;
                    let Some(idx) = self.k.rec(class).field_index(q) else {
                        let s = self.k.as_string(nv);
                        return self.err(*lo, format!("Argument {} doesn't exist", s));
                    };
                    let ty = self.k.rec(class).values[idx].ty;
                    let v = self.value(e, cur, Some(ty))?;
                    if v == self.k.unset {
                        return self.err(
                            e.lo,
                            "The value of named argument should be initialized, but we got '?'",
                        );
                    }
                    out.push(self.k.mk(Init::Arg(v, ArgKey::Named(q))));
                    named = true;
                }
            }
        }
        Ok(out)
    }

    fn arg_name(&self, class: RecId, a: V) -> (V, V) {
        let Init::Arg(val, key) = *self.k.get(a) else {
            unreachable!()
        };
        let name = match key {
            ArgKey::Pos(i) => self.k.rec(class).targs[i as usize],
            ArgKey::Named(n) => n,
        };
        (name, val)
    }

    /// LLVM's `CheckTemplateArgValues`: casts each argument to its type.
    fn check_targ_values(&mut self, args: Vec<V>, class: RecId, locs: &[u64]) -> Res<Vec<V>> {
        let mut out = Vec::with_capacity(args.len());
        for (a, &loc) in args.into_iter().zip(locs) {
            let (name, val) = self.arg_name(class, a);
            let Init::Arg(_, key) = *self.k.get(a) else {
                unreachable!()
            };
            let f = self.k.rec(class).field(name).unwrap();
            let ty = f.ty;
            if let Some(vt) = self.k.type_of(val) {
                match self.k.cast_to(val, ty)? {
                    Some(c) => out.push(self.k.mk(Init::Arg(c, key))),
                    None => {
                        let msg = format!(
                            "Value specified for template argument '{}' is of type {}; expected type {}: {}",
                            self.k.unquoted(name),
                            self.k.ty_str(vt),
                            self.k.ty_str(ty),
                            self.k.as_string(val)
                        );
                        return self.err(loc, msg);
                    }
                }
            } else {
                out.push(a);
            }
        }
        Ok(out)
    }

    /// LLVM's `resolveArguments`: (name, value) for every template
    /// argument, defaults included.
    fn resolve_arguments(&mut self, class: RecId, args: &[V], loc: u64) -> Res<Vec<(V, V)>> {
        let mut unsolved = self.k.rec(class).targs.clone();
        let mut out = Vec::new();
        for &a in args {
            let (name, val) = self.arg_name(class, a);
            let Some(p) = unsolved.iter().position(|x| *x == name) else {
                let n = self.k.unquoted(name);
                return self.err(
                    loc,
                    format!("We can only specify the template argument '{}' once", n),
                );
            };
            unsolved.remove(p);
            out.push((name, val));
        }
        for name in unsolved {
            let f = self.k.rec(class).field(name).unwrap();
            let (def, floc) = (f.value, f.loc);
            if !self.k.is_complete(def) {
                let n = self.k.unquoted(name);
                self.k.error(
                    loc,
                    format!("value not specified for template argument '{}'", n),
                );
                let cn = self.k.rec_name_str(class);
                self.k.note(floc, format!("declared in '{}'", cn));
                return Err(Fatal);
            }
            out.push((name, def));
        }
        Ok(out)
    }

    /// LLVM's `AddSubClass`.
    fn add_subclass(&mut self, cur: RecId, sc: RecId, args: &[V], loc: u64) -> Res<()> {
        let mut r = MapResolver::new(Some(cur));
        let fields: Vec<RecordVal> = self
            .k
            .rec(sc)
            .values
            .iter()
            .filter(|f| f.kind != FieldKind::TemplateArg)
            .cloned()
            .collect();
        for f in fields {
            self.add_value(cur, loc, f)?;
        }
        for (n, v) in self.resolve_arguments(sc, args, loc)? {
            r.set(n, v);
        }
        let (asserts, dumps) = {
            let s = self.k.rec(sc);
            (s.asserts.clone(), s.dumps.clone())
        };
        self.k.rec_mut(cur).asserts.extend(asserts);
        self.k.rec_mut(cur).dumps.extend(dumps);
        let name = if self.k.rec(cur).class {
            let q = self.implicit_name(cur, false)?;
            let st = self.k.string_ty;
            self.k.var_v(q, st)
        } else {
            self.k.rec(cur).name
        };
        let scn = self.implicit_name(sc, false)?;
        r.set(scn, name);
        self.k.resolve_record(cur, &mut r, None)?;
        let supers = self.k.rec(sc).supers.clone();
        for (s, l) in supers {
            if self.k.rec(cur).is_subclass_of(s) {
                let n = self.k.rec_name_str(s);
                return self.err(loc, format!("Already subclass of '{}'!\n", n));
            }
            self.k.rec_mut(cur).supers.push((s, l));
        }
        if self.k.rec(cur).is_subclass_of(sc) {
            let n = self.k.rec_name_str(sc);
            return self.err(loc, format!("Already subclass of '{}'!\n", n));
        }
        self.k.rec_mut(cur).supers.push((sc, loc));
        Ok(())
    }

    fn apply_let_stack(&mut self, rec: RecId) -> Res<()> {
        let lets: Vec<LetRecord> = self.let_stack.iter().flatten().cloned().collect();
        for l in lets {
            self.set_value(rec, l.loc, l.name, &l.bits, l.value, false)?;
        }
        Ok(())
    }

    fn apply_let_stack_entry(&mut self, e: &Entry) -> Res<()> {
        match e {
            Entry::Rec(r) => self.apply_let_stack(*r),
            Entry::Loop(l) => {
                for e in &l.entries {
                    self.apply_let_stack_entry(e)?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    fn add_subclass_entry(&mut self, e: &Entry, sc: RecId, args: &[V], loc: u64) -> Res<()> {
        match e {
            Entry::Rec(r) => self.add_subclass(*r, sc, args, loc),
            Entry::Loop(l) => {
                for e in &l.entries {
                    self.add_subclass_entry(e, sc, args, loc)?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// `def`: returns after adding the record where it belongs.
    fn def(&mut self, def_lo: u64, name: Option<&Expr>, body: &ObjBody) -> Res<()> {
        let name_loc = match name {
            Some(Expr {
                kind: ExprKind::Id(_),
                lo,
                ..
            }) => *lo,
            _ => def_lo,
        };
        let n = self.object_name(name)?;
        let rec = if n == self.k.unset {
            let an = self.k.new_anon_name();
            Record::new(an, def_lo, true, false)
        } else {
            let st = self.k.string_ty;
            if self.k.type_of(n) != Some(st) {
                let s = self.k.as_string(n);
                return self.err(name_loc, format!("Record name '{}' is not a string!", s));
            }
            Record::new(n, name_loc, false, false)
        };
        let cur = self.k.add_rec(rec);
        self.object_body(cur, body)?;
        self.add_entry(Entry::Rec(cur))
    }

    /// LLVM's `ParseObjectName`.
    fn object_name(&mut self, name: Option<&Expr>) -> Res<V> {
        let Some(e) = name else {
            return Ok(self.k.unset);
        };
        let cur = self.mc_rec();
        let st = self.k.string_ty;
        let mut n = self.value_mode(e, cur, Some(st), Mode::Name)?;
        if let Some(mc) = cur {
            let ns = self.implicit_name(mc, true)?;
            let mut r = HasReference::new(ns);
            self.k.resolve(n, &mut r)?;
            if !r.found {
                let var = self.k.var_v(ns, st);
                n = self.str_concat(var, n);
            }
        }
        Ok(n)
    }

    fn add_entry(&mut self, e: Entry) -> Res<()> {
        if let Some(l) = self.loops.last_mut() {
            l.entries.push(e);
            return Ok(());
        }
        if let Entry::Loop(l) = e {
            let fin = self.cur_mc.is_none();
            let mut dest = if fin { None } else { Some(Vec::new()) };
            let mut substs = Vec::new();
            self.resolve_loop(&l, &mut substs, fin, dest.as_mut(), None)?;
            if let Some(d) = dest {
                let mc = self.cur_mc.unwrap();
                self.multiclasses.get_mut(&mc).unwrap().entries.extend(d);
            }
            return Ok(());
        }
        if let Some(mc) = self.cur_mc {
            self.multiclasses.get_mut(&mc).unwrap().entries.push(e);
            return Ok(());
        }
        match e {
            Entry::Assert(loc, c, m) => self.k.check_assert(loc, c, m),
            Entry::Dump(loc, m) => {
                self.k.dump_message(loc, m);
                Ok(())
            }
            Entry::Rec(r) => self.add_def_one(r),
            Entry::Loop(_) => unreachable!(),
        }
    }

    fn map_resolver(&self, substs: &Substs, cur: Option<RecId>) -> MapResolver {
        let mut r = MapResolver::new(cur);
        for &(n, v) in substs {
            r.set(n, v);
        }
        r
    }

    fn resolve_loop(
        &mut self,
        l: &Loop,
        substs: &mut Substs,
        fin: bool,
        dest: Option<&mut Vec<Entry>>,
        loc: Option<u64>,
    ) -> Res<()> {
        let mut r = self.map_resolver(substs, None);
        let mut list = self.k.resolve(l.list, &mut r)?;
        if let Init::Tern(TernOp::If, lhs, mhs, rhs, t) = *self.k.get(list) {
            if fin {
                r.set_final(true);
                let nl = self.k.resolve(lhs, &mut r)?;
                if nl == lhs {
                    let s = self.k.as_string(nl);
                    return self.err(
                        l.loc,
                        format!(
                            "unable to resolve if condition '{}' at end of containing scope",
                            s
                        ),
                    );
                }
                let u = self.k.mk(Init::Tern(TernOp::If, nl, mhs, rhs, t));
                list = self.k.fold_tern(u, None)?;
            }
        }
        let Init::List(elems, _) = self.k.get(list).clone() else {
            if !fin {
                let dest = dest.unwrap();
                let mut nl = Loop {
                    loc: l.loc,
                    iter: l.iter,
                    list,
                    entries: Vec::new(),
                };
                self.resolve_entries(&l.entries, substs, fin, Some(&mut nl.entries), loc)?;
                dest.push(Entry::Loop(Box::new(nl)));
                return Ok(());
            }
            let s = self.k.as_string(list);
            return self.err(
                l.loc,
                format!("attempting to loop over '{}', expected a list", s),
            );
        };
        let mut dest = dest;
        for &e in elems.iter() {
            if let Some(it) = l.iter {
                let Init::Var(n, _) = *self.k.get(it) else {
                    unreachable!()
                };
                substs.push((n, e));
            }
            let res = self.resolve_entries(&l.entries, substs, fin, dest.as_deref_mut(), loc);
            if l.iter.is_some() {
                substs.pop();
            }
            res?;
        }
        Ok(())
    }

    fn resolve_entries(
        &mut self,
        src: &[Entry],
        substs: &mut Substs,
        fin: bool,
        mut dest: Option<&mut Vec<Entry>>,
        loc: Option<u64>,
    ) -> Res<()> {
        for e in src {
            match e {
                Entry::Loop(l) => self.resolve_loop(l, substs, fin, dest.as_deref_mut(), None)?,
                Entry::Assert(al, c, m) => {
                    let mut r = self.map_resolver(substs, None);
                    let c = self.k.resolve(*c, &mut r)?;
                    let m = self.k.resolve(*m, &mut r)?;
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Assert(*al, c, m)),
                        None => self.k.check_assert(*al, c, m)?,
                    }
                }
                Entry::Dump(dl, m) => {
                    let mut r = self.map_resolver(substs, None);
                    let m = self.k.resolve(*m, &mut r)?;
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Dump(*dl, m)),
                        None => self.k.dump_message(*dl, m),
                    }
                }
                Entry::Rec(r) => {
                    let mut copy = self.k.rec(*r).clone();
                    copy.def_init = None;
                    copy.def_ty = None;
                    if let Some(l) = loc {
                        copy.locs.push(l);
                    }
                    let id = self.k.add_rec(copy);
                    let mut mr = self.map_resolver(substs, Some(id));
                    self.k.resolve_record(id, &mut mr, None)?;
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Rec(id)),
                        None => self.add_def_one(id)?,
                    }
                }
            }
        }
        Ok(())
    }

    /// Resolves a def fully and adds it to the def table.
    fn add_def_one(&mut self, rec: RecId) -> Res<()> {
        let name_str = self.k.rec_name_str(rec);
        let mut new_name = None;
        if let Some(prev) = self.k.def_by_name(&name_str) {
            if !self.k.rec(rec).anonymous {
                let at = self.k.rec(rec).locs[0];
                self.k
                    .error(at, format!("def already exists: {}", name_str));
                let pl = self.k.rec(prev).locs[0];
                self.k.note(pl, "location of previous definition");
                return Err(Fatal);
            }
            new_name = Some(self.k.new_anon_name());
        }
        self.k.resolve_record_final(rec, new_name)?;
        self.check_concrete(rec);
        let name = self.k.rec(rec).name;
        if !matches!(self.k.get(name), Init::Str(..)) {
            let at = self.k.rec(rec).locs[0];
            let s = self.k.as_string(name);
            return self.err(
                at,
                format!("record name '{}' could not be fully resolved", s),
            );
        }
        self.k.check_assertions(rec)?;
        self.k.emit_dumps(rec)?;
        if !self.defsets.is_empty() {
            let di = self.k.def_init(rec);
            let dt = self.k.type_of(di).unwrap();
            for i in 0..self.defsets.len() {
                let et = self.defsets[i].elt_ty;
                if !self.k.type_is_a(dt, et) {
                    let at = self.k.rec(rec).locs[0];
                    let s = self.k.ty_str(dt);
                    self.k.error(
                        at,
                        format!("adding record of incompatible type '{}' to defset", s),
                    );
                    let dl = self.defsets[i].loc;
                    self.k.note(dl, "location of defset declaration");
                    return Err(Fatal);
                }
                self.defsets[i].elements.push(di);
            }
        }
        self.k.add_def(rec);
        Ok(())
    }

    fn check_concrete(&mut self, rec: RecId) {
        let n = self.k.rec(rec).values.len();
        for i in 0..n {
            let f = self.k.rec(rec).values[i].clone();
            if f.kind == FieldKind::NonconcreteOk {
                continue;
            }
            let ok = if let Init::Bits(bits) = self.k.get(f.value) {
                bits.iter().all(|&b| {
                    let is_ref = match self.k.get(b) {
                        Init::VarBit(t, _) => match self.k.get(*t) {
                            Init::Var(vn, _) => self.k.rec(rec).field(*vn).is_some(),
                            _ => false,
                        },
                        Init::Var(..) => true,
                        _ => false,
                    };
                    is_ref || self.k.is_concrete(b)
                })
            } else {
                self.k.is_concrete(f.value)
            };
            if !ok {
                let at = self.k.rec(rec).locs[0];
                let msg = format!(
                    "Initializer of '{}' in '{}' could not be fully resolved: {}",
                    self.k.unquoted(f.name),
                    self.k.rec_name_str(rec),
                    self.k.as_string(f.value)
                );
                self.k.error(at, msg);
            }
        }
    }

    fn defset(&mut self, t: &TypeAst, tlo: u64, n: Sym, nlo: u64, objs: &[Stmt]) -> Res<()> {
        let ty = self.ty(t)?;
        let Some(et) = self.k.elem_ty(ty) else {
            return self.err(tlo, "expected list type");
        };
        if self.k.global(n).is_some() {
            return self.err(nlo, "def or global variable of this name already exists");
        }
        self.defsets.push(Defset {
            loc: tlo,
            elt_ty: et,
            elements: Vec::new(),
        });
        let res = self.objects(objs);
        let ds = self.defsets.pop().unwrap();
        res?;
        let l = self.k.list_v(ds.elements, ds.elt_ty);
        self.k.globals.insert(n, l);
        Ok(())
    }

    fn defvar(&mut self, n: Sym, lo: u64, v: &Expr, cur: Option<RecId>) -> Res<()> {
        if self.scopes.last().unwrap().vars.contains_key(&n) {
            return self.err(lo, "local variable of this name already exists");
        }
        if let Some(c) = cur {
            let nv = self.s(n);
            if let Some(f) = self.k.rec(c).field(nv) {
                if f.kind != FieldKind::TemplateArg {
                    return self.err(lo, "field of this name already exists");
                }
            }
        }
        let outermost = self.scopes.len() == 1;
        if outermost && self.k.global(n).is_some() {
            return self.err(lo, "def or global variable of this name already exists");
        }
        let val = self.value(v, cur, None)?;
        if outermost {
            self.k.globals.insert(n, val);
        } else {
            self.scopes.last_mut().unwrap().vars.insert(n, val);
        }
        Ok(())
    }

    fn foreach(&mut self, lo: u64, var: Sym, vlo: u64, it: &ForeachIter, body: &[Stmt]) -> Res<()> {
        let (list, ity) = match it {
            ForeachIter::Ranges(r) => {
                let ints = self.ranges(r)?;
                let it = self.k.int_ty;
                let vals: Vec<V> = ints.iter().map(|&i| self.k.int_v(i as i64)).collect();
                (self.k.list_v(vals, it), it)
            }
            ForeachIter::Piece(p) => {
                let first = match p {
                    Piece::One(e) | Piece::Range(e, _) | Piece::Neg(e, _, _) => e,
                };
                let v = self.value(first, None, None)?;
                let t = self.k.type_of(v);
                match t.and_then(|t| self.k.elem_ty(t)) {
                    Some(et) if matches!(p, Piece::One(_)) => (v, et),
                    _ => {
                        if t.is_none() {
                            let s = self.k.as_string(v);
                            return self.err(first.lo, format!("expected a list, got '{}'", s));
                        }
                        let ints = self.range_piece(p, Some(v))?;
                        let it = self.k.int_ty;
                        let vals: Vec<V> = ints.iter().map(|&i| self.k.int_v(i)).collect();
                        (self.k.list_v(vals, it), it)
                    }
                }
            }
        };
        let _ = vlo;
        let name = self.s(var);
        let iter = self.k.var_v(name, ity);
        self.push_scope(ScopeKind::Foreach(Some(iter)));
        self.loops.push(Loop {
            loc: lo,
            iter: Some(iter),
            list,
            entries: Vec::new(),
        });
        let res = self.objects(body);
        let l = self.loops.pop().unwrap();
        self.pop_scope();
        res?;
        self.add_entry(Entry::Loop(Box::new(l)))
    }

    fn if_(&mut self, lo: u64, c: &Expr, then: &[Stmt], els: Option<&[Stmt]>) -> Res<()> {
        let cond = self.value(c, None, None)?;
        let bt = self.k.bit_ty;
        let empty = self.k.list_v(vec![], bt);
        let one = self.k.bit_v(true);
        let single = self.k.list_v(vec![one], bt);
        let lt = self.k.list_ty(bt);
        let then_list = self.k.mk(Init::Tern(TernOp::If, cond, single, empty, lt));
        let then_list = self.k.fold_tern(then_list, None)?;
        self.if_body(lo, then_list, then)?;
        if let Some(e) = els {
            let else_list = self.k.mk(Init::Tern(TernOp::If, cond, empty, single, lt));
            let else_list = self.k.fold_tern(else_list, None)?;
            self.if_body(lo, else_list, e)?;
        }
        Ok(())
    }

    fn if_body(&mut self, lo: u64, list: V, body: &[Stmt]) -> Res<()> {
        self.loops.push(Loop {
            loc: lo,
            iter: None,
            list,
            entries: Vec::new(),
        });
        self.push_scope(ScopeKind::Local);
        let res = self.objects(body);
        self.pop_scope();
        let l = self.loops.pop().unwrap();
        res?;
        self.add_entry(Entry::Loop(Box::new(l)))
    }

    fn top_let(&mut self, items: &[LetItem], body: &[Stmt]) -> Res<()> {
        let mut recs = Vec::with_capacity(items.len());
        for it in items {
            let mut bits = self.ranges(&it.bits)?;
            bits.reverse();
            let value = self.value(&it.value, None, None)?;
            recs.push(LetRecord {
                name: self.k.sym_v(it.name),
                bits,
                value,
                loc: it.lo,
            });
        }
        self.let_stack.push(recs);
        self.push_scope(ScopeKind::Local);
        let res = self.objects(body);
        self.pop_scope();
        self.let_stack.pop();
        res
    }

    fn multiclass(
        &mut self,
        n: Sym,
        lo: u64,
        targs: &[Decl],
        parents: &[ClassRef],
        body: &[Stmt],
    ) -> Res<()> {
        if self.multiclasses.contains_key(&n) {
            let s = self.name_of(n);
            return self.err(lo, format!("multiclass '{}' already defined", s));
        }
        let name = self.s(n);
        let rec = self.k.add_rec(Record::new(name, lo, false, false));
        self.multiclasses.insert(
            n,
            MultiClass {
                rec,
                entries: Vec::new(),
            },
        );
        self.cur_mc = Some(n);
        self.push_scope(ScopeKind::MultiClass(rec));
        let res = self.multiclass_inner(rec, targs, parents, body);
        self.pop_scope();
        self.cur_mc = None;
        res
    }

    fn multiclass_inner(
        &mut self,
        rec: RecId,
        targs: &[Decl],
        parents: &[ClassRef],
        body: &[Stmt],
    ) -> Res<()> {
        for d in targs {
            let name = self.declaration(None, d, true)?;
            if self.k.rec(rec).is_targ(name) {
                return self.err(
                    d.ty_lo,
                    "template argument with the same name has already been defined",
                );
            }
            self.k.rec_mut(rec).targs.push(name);
        }
        for p in parents {
            let Some(smc) = self.multiclasses.get(&p.name).map(|m| m.rec) else {
                let s = self.name_of(p.name);
                return self.err(p.lo, format!("Couldn't find multiclass '{}'", s));
            };
            let args = match &p.args {
                Some(a) => self.targ_values(Some(rec), smc, a, true)?,
                None => Vec::new(),
            };
            let my_name = self.implicit_name(rec, true)?;
            let st = self.k.string_ty;
            let defm_name = self.k.var_v(my_name, st);
            let substs = self.multiclass_args(smc, &args, defm_name, p.lo)?;
            let entries = self.multiclasses[&p.name].entries.clone();
            let mut dest = Vec::new();
            let mut substs = substs;
            self.resolve_entries(&entries, &mut substs, false, Some(&mut dest), None)?;
            let mc = self.cur_mc.unwrap();
            self.multiclasses.get_mut(&mc).unwrap().entries.extend(dest);
        }
        for s in body {
            match s {
                Stmt::Assert(..)
                | Stmt::Def(..)
                | Stmt::Defm(..)
                | Stmt::Defvar(..)
                | Stmt::Dump(..)
                | Stmt::Foreach(..)
                | Stmt::If(..)
                | Stmt::Let(..) => self.object(s)?,
                _ => {
                    return self.err(
                        stmt_lo(s),
                        "expected 'assert', 'def', 'defm', 'defvar', 'dump', 'foreach', 'if', or 'let' in multiclass body",
                    )
                }
            }
        }
        Ok(())
    }

    fn multiclass_args(&mut self, mc: RecId, args: &[V], defm_name: V, loc: u64) -> Res<Substs> {
        let n = self.implicit_name(mc, true)?;
        let mut substs = vec![(n, defm_name)];
        substs.extend(self.resolve_arguments(mc, args, loc)?);
        Ok(substs)
    }

    fn defm(&mut self, lo: u64, name: Option<&Expr>, refs: &[ClassRef]) -> Res<()> {
        let _ = lo;
        let mut defm_name = self.object_name(name)?;
        if defm_name == self.k.unset {
            defm_name = self.k.new_anon_name();
            if let Some(mc) = self.mc_rec() {
                let q = self.implicit_name(mc, true)?;
                let st = self.k.string_ty;
                let var = self.k.var_v(q, st);
                defm_name = self.str_concat(var, defm_name);
            }
        }
        let mut new_entries: Vec<Entry> = Vec::new();
        let mut i = 0;
        while i < refs.len() {
            let r = &refs[i];
            if i > 0 && self.k.classes.contains_key(&r.name) {
                break;
            }
            let (mcrec, args) = self.subclass_ref(None, r, true)?;
            let substs = self.multiclass_args(mcrec, &args, defm_name, r.lo)?;
            let mc_name = match self.k.get(self.k.rec(mcrec).name) {
                Init::Str(s, _) => *s,
                _ => unreachable!(),
            };
            let entries = self.multiclasses[&mc_name].entries.clone();
            let fin = self.cur_mc.is_none() && self.loops.is_empty();
            let mut substs = substs;
            self.resolve_entries(
                &entries,
                &mut substs,
                fin,
                Some(&mut new_entries),
                Some(r.lo),
            )?;
            i += 1;
        }
        while i < refs.len() {
            let r = &refs[i];
            let (class, args) = self.subclass_ref(None, r, false)?;
            for e in &new_entries {
                self.add_subclass_entry(e, class, &args, r.lo)?;
            }
            i += 1;
        }
        for e in new_entries {
            self.apply_let_stack_entry(&e)?;
            self.add_entry(e)?;
        }
        Ok(())
    }

    // ------------------------------------------------------------ ranges

    fn int_of(&mut self, e: &Expr) -> Res<Option<i64>> {
        let v = self.value(e, None, None)?;
        Ok(match self.k.get(v) {
            Init::Int(i) => Some(*i),
            _ => None,
        })
    }

    fn range_piece(&mut self, p: &Piece, first: Option<V>) -> Res<Vec<i64>> {
        let (a, rest) = match p {
            Piece::One(a) => (a, None),
            Piece::Range(a, b) => (a, Some(Ok(b))),
            Piece::Neg(a, n, l) => (a, Some(Err((*n, *l)))),
        };
        let start = match first {
            Some(v) => match self.k.get(v) {
                Init::Int(i) => Some(*i),
                _ => None,
            },
            None => self.int_of(a)?,
        };
        let Some(start) = start else {
            return self.tok_err(a.hi, "expected integer or bitrange");
        };
        if start < 0 {
            return self.tok_err(a.hi, "invalid range, cannot be negative");
        }
        let end = match rest {
            None => return Ok(vec![start]),
            Some(Ok(b)) => match self.int_of(b)? {
                Some(e) => e,
                None => return self.tok_err(b.hi, "expected integer value as end of range"),
            },
            Some(Err((n, _))) => -n,
        };
        if end < 0 {
            return self.tok_err(a.hi, "invalid range, cannot be negative");
        }
        Ok(if start < end {
            (start..=end).collect()
        } else {
            (end..=start).rev().collect()
        })
    }

    fn ranges(&mut self, ps: &[Piece]) -> Res<Vec<u32>> {
        let mut out = Vec::new();
        for p in ps {
            for i in self.range_piece(p, None)? {
                out.push(i as u32);
            }
        }
        Ok(out)
    }

    // ------------------------------------------------------------ values

    /// Evaluates a value (LLVM's `ParseValue`) in value mode.
    fn value(&mut self, e: &Expr, cur: Option<RecId>, item: Option<Ty>) -> Res<V> {
        self.value_mode(e, cur, item, Mode::Value)
    }

    /// Looks a name up through the scopes (LLVM's `TGVarScope::getVar`).
    fn lookup(&mut self, name: Sym) -> Res<Option<V>> {
        let nv = self.k.sym_v(name);
        for i in (0..self.scopes.len()).rev() {
            if let Some(&v) = self.scopes[i].vars.get(&name) {
                return Ok(Some(v));
            }
            match self.scopes[i].kind {
                ScopeKind::Local => {}
                ScopeKind::Record(r) => {
                    if let Some(f) = self.k.rec(r).field(nv) {
                        let t = f.ty;
                        return Ok(Some(self.k.var_v(nv, t)));
                    }
                    if self.k.rec(r).class {
                        if let Some(v) = self.find_in_args(r, nv, ":")? {
                            return Ok(Some(v));
                        }
                    }
                }
                ScopeKind::Foreach(Some(it)) => {
                    if let Init::Var(n, _) = *self.k.get(it) {
                        if n == nv {
                            return Ok(Some(it));
                        }
                    }
                }
                ScopeKind::Foreach(None) => {}
                ScopeKind::MultiClass(r) => {
                    if let Some(v) = self.find_in_args(r, nv, "::")? {
                        return Ok(Some(v));
                    }
                }
            }
        }
        Ok(None)
    }

    fn find_in_args(&mut self, rec: RecId, name: V, scoper: &str) -> Res<Option<V>> {
        let q = self.qualify(rec, name, scoper)?;
        if self.k.rec(rec).is_targ(q) {
            let i = self.k.rec(rec).field_index(q).unwrap();
            self.k.rec_mut(rec).values[i].used = true;
            let t = self.k.rec(rec).values[i].ty;
            return Ok(Some(self.k.var_v(q, t)));
        }
        if self.k.as_str(name) == Some("NAME") {
            let st = self.k.string_ty;
            return Ok(Some(self.k.var_v(q, st)));
        }
        Ok(None)
    }

    fn id_value(&mut self, cur: Option<RecId>, name: Sym, lo: u64, mode: Mode) -> Res<V> {
        if let Some(v) = self.lookup(name)? {
            return Ok(v);
        }
        if mode == Mode::Name {
            return Ok(self.k.sym_v(name));
        }
        if let Some(v) = self.k.global(name) {
            return Ok(v);
        }
        if let Some(c) = cur {
            let nv = self.k.sym_v(name);
            if !self.k.rec(c).class && self.cur_mc.is_none() && self.k.rec(c).name == nv {
                let t = self.k.rec_type(c);
                return Ok(self.k.mk(Init::Un(UnOp::Cast, nv, t)));
            }
        }
        let n = self.name_of(name);
        self.err(lo, format!("Variable not defined: '{}'", n))
    }

    fn value_mode(&mut self, e: &Expr, cur: Option<RecId>, item: Option<Ty>, mode: Mode) -> Res<V> {
        match &e.kind {
            ExprKind::True => Ok(self.k.int_v(1)),
            ExprKind::False => Ok(self.k.int_v(0)),
            ExprKind::Int(i) => Ok(self.k.int_v(*i)),
            ExprKind::Bin(val, width) => {
                let bits: Vec<V> = (0..*width)
                    .map(|i| self.k.bit_v(i < 64 && (*val as u64 >> i) & 1 != 0))
                    .collect();
                Ok(self.k.mk(Init::Bits(bits.into())))
            }
            ExprKind::Str(parts) => {
                if parts.len() == 1 {
                    return Ok(self.k.sym_v(parts[0]));
                }
                let s: String = parts.iter().map(|p| self.k.strs.get(*p)).collect();
                Ok(self.k.str_v(&s, false))
            }
            ExprKind::Code(c) => Ok(self.k.mk(Init::Str(*c, true))),
            ExprKind::Unset => Ok(self.k.unset),
            ExprKind::Id(n) => self.id_value(cur, *n, e.lo, mode),
            ExprKind::ClassInst(n, args) => {
                let Some(&class) = self.k.classes.get(n) else {
                    let s = self.name_of(*n);
                    return self.err(e.lo, format!("Expected a class name, got '{}'", s));
                };
                let locs: Vec<u64> = args.iter().map(arg_lo).collect();
                let args = self.targ_values(cur, class, args, false)?;
                let args = self.check_targ_values(args, class, &locs)?;
                self.resolve_arguments(class, &args, e.lo)?;
                let vd = self.k.mk(Init::VarDef(class, args.into()));
                self.k.fold_vardef(vd)
            }
            ExprKind::Bits(vals) => {
                let mut vs = Vec::with_capacity(vals.len());
                for v in vals {
                    vs.push(self.value(v, cur, None)?);
                }
                let mut bits = Vec::new();
                for (i, &v) in vs.iter().enumerate() {
                    if let Init::Bits(b) = self.k.get(v) {
                        bits.extend(b.iter().rev().copied());
                        continue;
                    }
                    if let Init::Var(_, t) = *self.k.get(v) {
                        if let TyKind::Bits(n) = *self.k.tk(t) {
                            for j in (0..n).rev() {
                                let b = self.k.get_bit(v, j);
                                bits.push(b);
                            }
                            continue;
                        }
                    }
                    let bt = self.k.bit_ty;
                    match self.k.cast_to(v, bt)? {
                        Some(b) => bits.push(b),
                        None => {
                            let s = self.k.as_string(v);
                            return self.err(
                                e.lo,
                                format!("Element #{} ({}) is not convertable to a bit", i, s),
                            );
                        }
                    }
                }
                bits.reverse();
                Ok(self.k.mk(Init::Bits(bits.into())))
            }
            ExprKind::List(vals, given) => self.list_value(e, vals, given.as_ref(), cur, item),
            ExprKind::Dag(op, name, args) => {
                let o = self.value(op, cur, None)?;
                let mut vs = Vec::with_capacity(args.len());
                let mut ns = Vec::with_capacity(args.len());
                for (a, n) in args {
                    let v = match a {
                        Some(a) => self.value(a, cur, None)?,
                        None => self.k.unset,
                    };
                    vs.push(v);
                    ns.push(*n);
                }
                Ok(self.k.mk(Init::Dag(o, *name, vs.into(), ns.into())))
            }
            ExprKind::Bang(op, ty, args) => self.bang(e, *op, ty.as_ref(), args, cur, item),
            ExprKind::Cond(pairs) => self.cond(e, pairs, cur, item),
            ExprKind::BitRange(base, ranges, brace) => {
                let b = self.value_mode(base, cur, item, mode)?;
                let mut r = self.ranges(ranges)?;
                r.reverse();
                match self.k.bit_range(b, &r) {
                    Some(v) => Ok(v),
                    None => self.err(*brace, "Invalid bit range for value"),
                }
            }
            ExprKind::Slice(base, pieces, trailing) => {
                let b = self.value_mode(base, cur, item, mode)?;
                self.slice(base.lo, b, pieces, *trailing, cur)
            }
            ExprKind::Field(base, f, flo) => {
                let b = self.value_mode(base, cur, item, mode)?;
                self.k.sym_v(*f);
                if self.k.field_type(b, *f).is_none() {
                    let msg = format!(
                        "Cannot access field '{}' of value '{}'",
                        self.k.strs.get(*f),
                        self.k.as_string(b)
                    );
                    return self.err(*flo, msg);
                }
                let t = self.k.field_type(b, *f).unwrap();
                let fi = self.k.mk(Init::Field(b, *f, t));
                self.k.fold_field(fi, cur)
            }
            ExprKind::Paste(l, r, p) => {
                let lv = self.value_mode(l, cur, item, mode)?;
                let Some(lt) = self.k.type_of(lv) else {
                    return self.err(*p, "LHS of paste is not typed!");
                };
                if self.k.elem_ty(lt).is_some() {
                    let Some(r) = r else {
                        return Ok(lv);
                    };
                    let rv = self.value(r, cur, item)?;
                    return Ok(self.list_concat(lv, rv));
                }
                let st = self.k.string_ty;
                let lv = self.cast_string(lv, lt, *p, cur)?;
                let rv = match r {
                    None => self.k.empty_str,
                    Some(r) => {
                        let rv = self.value_mode(r, cur, None, Mode::Name)?;
                        let Some(rt) = self.k.type_of(rv) else {
                            return self.err(*p, "RHS of paste is not typed!");
                        };
                        if rt != st {
                            self.cast_string(rv, rt, *p, cur)?
                        } else {
                            rv
                        }
                    }
                };
                Ok(self.str_concat(lv, rv))
            }
        }
    }

    fn cast_string(&mut self, v: V, t: Ty, at: u64, cur: Option<RecId>) -> Res<V> {
        let st = self.k.string_ty;
        if t == st {
            return Ok(v);
        }
        let u = self.k.mk(Init::Un(UnOp::Cast, v, st));
        let c = self.k.fold_un(u, cur, false)?;
        if self.k.type_of(c).is_none() {
            let s = self.k.as_string(v);
            return self.err(at, format!("can't cast '{}' to string", s));
        }
        Ok(c)
    }

    fn list_value(
        &mut self,
        e: &Expr,
        vals: &[Expr],
        given: Option<&TypeAst>,
        cur: Option<RecId>,
        item: Option<Ty>,
    ) -> Res<V> {
        let mut given_list = None;
        if let Some(it) = item {
            match self.k.elem_ty(it) {
                Some(et) => given_list = Some(et),
                None => {
                    let s = self.k.ty_str(it);
                    return self.tok_err(
                        e.lo + 1,
                        format!("Encountered a list when expecting a {}", s),
                    );
                }
            }
        }
        let mut vs = Vec::with_capacity(vals.len());
        for v in vals {
            vs.push(self.value(v, cur, given_list)?);
        }
        let given_elt = match given {
            Some(t) => Some(self.ty(t)?),
            None => None,
        };
        let mut elt: Option<Ty> = None;
        for &v in &vs {
            if let Some(t) = self.k.type_of(v) {
                elt = match elt {
                    Some(x) => match self.k.resolve_types(x, t) {
                        Some(r) => Some(r),
                        None => return self.tok_err(e.hi, "Incompatible types in list elements"),
                    },
                    None => Some(t),
                };
            }
        }
        if let Some(g) = given_elt {
            if let Some(x) = elt {
                if !self.k.convertible(x, g) {
                    return self.tok_err(e.hi, "Incompatible types in list elements");
                }
            }
            elt = Some(g);
        }
        let deduced = match elt {
            None => match given_list {
                Some(g) => g,
                None => return self.tok_err(e.hi, "No type for list"),
            },
            Some(x) => {
                if let Some(g) = given_list {
                    if !self.k.convertible(x, g) {
                        let msg = format!(
                            "Element type mismatch for list: element type '{}' not convertible to '{}",
                            self.k.ty_str(x),
                            self.k.ty_str(g)
                        );
                        return self.tok_err(e.hi, msg);
                    }
                }
                x
            }
        };
        Ok(self.k.list_v(vs, deduced))
    }

    fn slice(
        &mut self,
        lo: u64,
        b: V,
        pieces: &[Piece],
        trailing: bool,
        cur: Option<RecId>,
    ) -> Res<V> {
        let Some(bt) = self.k.type_of(b) else {
            return self.err(lo, "Invalid value, list expected");
        };
        let Some(et) = self.k.elem_ty(bt) else {
            let s = self.k.ty_str(bt);
            return self.err(lo, format!("Type '{}' is invalid, list expected", s));
        };
        let it = self.k.int_ty;
        let ilt = self.k.list_ty(it);
        let mut single = !trailing && pieces.len() == 1;
        let mut elems: Vec<V> = Vec::new();
        let mut slices: Vec<V> = Vec::new();
        let mut last_single = None;
        for p in pieces {
            let (a, rest) = match p {
                Piece::One(a) => (a, None),
                Piece::Range(a, b) => (a, Some(Ok(b))),
                Piece::Neg(a, n, l) => (a, Some(Err((*n, *l)))),
            };
            let lv = self.value(a, cur, None)?;
            let Some(lt) = self.k.type_of(lv) else {
                return self.err(a.lo, "unhandled type ? in range");
            };
            let elem = match rest {
                None => lv,
                Some(r) => {
                    let rv = match r {
                        Ok(b) => {
                            let rv = self.value(b, cur, None)?;
                            let rt = self.k.type_of(rv);
                            if rt != Some(it) {
                                let s = rt.map(|t| self.k.ty_str(t)).unwrap_or_default();
                                return self.err(b.lo, format!("expected int...int, got {}", s));
                            }
                            rv
                        }
                        Err((n, l)) => {
                            let i = n.wrapping_neg();
                            if i < 0 {
                                return self.err(l, "invalid range, cannot be negative");
                            }
                            self.k.int_v(i)
                        }
                    };
                    if lt != it {
                        let s = self.k.ty_str(lt);
                        return self.err(a.lo, format!("expected int...int, got {}", s));
                    }
                    let u = self.k.mk(Init::Bin(BinOp::RangeC, lv, rv, ilt));
                    self.k.fold_bin(u, cur)?
                }
            };
            let t = self.k.type_of(elem).unwrap();
            if let Some(x) = self.k.elem_ty(t) {
                if x != it {
                    let s = self.k.ty_str(t);
                    return self.err(a.lo, format!("expected list<int>, got {}", s));
                }
                if !elems.is_empty() {
                    let l = self.k.list_v(std::mem::take(&mut elems), it);
                    slices.push(l);
                }
                slices.push(elem);
                single = false;
            } else if t != it {
                let s = self.k.ty_str(t);
                return self.err(a.lo, format!("unhandled type {} in range", s));
            } else {
                elems.push(elem);
                last_single = Some(elem);
            }
        }
        if single {
            if let Some(i) = last_single {
                let u = self.k.mk(Init::Bin(BinOp::ListElem, b, i, et));
                return self.k.fold_bin(u, cur);
            }
        }
        if !elems.is_empty() {
            let l = self.k.list_v(elems, it);
            slices.push(l);
        }
        let mut idx = slices[0];
        for &s in &slices[1..] {
            idx = self.list_concat(idx, s);
        }
        let u = self.k.mk(Init::Bin(BinOp::ListSlice, b, idx, bt));
        self.k.fold_bin(u, cur)
    }

    fn cond(
        &mut self,
        e: &Expr,
        pairs: &[(Expr, Expr)],
        cur: Option<RecId>,
        item: Option<Ty>,
    ) -> Res<V> {
        let mut cs = Vec::new();
        let mut vs = Vec::new();
        for (c, v) in pairs {
            cs.push(self.value(c, cur, None)?);
            vs.push(self.value(v, cur, item)?);
        }
        let mut ty: Option<Ty> = None;
        for &v in &vs {
            if v == self.k.unset {
                continue;
            }
            let vt = self.k.type_of(v);
            match (ty, vt) {
                (None, t) => ty = t,
                (Some(t), Some(x)) => match self.k.resolve_types(t, x) {
                    Some(r) => ty = Some(r),
                    None => {
                        let msg = format!(
                            "inconsistent types '{}' and '{}' for !cond",
                            self.k.ty_str(t),
                            self.k.ty_str(x)
                        );
                        return self.tok_err(e.hi, msg);
                    }
                },
                _ => {}
            }
        }
        let Some(t) = ty else {
            return self.tok_err(
                e.hi,
                "could not determine type for !cond from its arguments",
            );
        };
        let c = self.k.mk(Init::Cond(cs.into(), vs.into(), t));
        self.k.fold_cond(c, cur)
    }

    fn op_type(&mut self, t: Option<&TypeAst>, at: u64, what: &str) -> Res<Ty> {
        match t {
            Some(TypeAst::Code) => self.err(
                at,
                "the 'code' type is not allowed in bang operators; use 'string'",
            ),
            Some(t) => self.ty(t),
            None => self.err(at, format!("expected type name for operator{}", what)),
        }
    }

    fn check_item(&mut self, at: u64, ty: Ty, item: Option<Ty>) -> Res<()> {
        if let Some(it) = item {
            if !self.k.convertible(ty, it) {
                let msg = format!(
                    "expected value of type '{}', got '{}'",
                    self.k.ty_str(it),
                    self.k.ty_str(ty)
                );
                return self.err(at, msg);
            }
        }
        Ok(())
    }

    fn nargs(&mut self, e: &Expr, args: &[Expr], n: usize) -> Res<()> {
        if args.len() != n {
            return self.err(e.lo, format!("expected {} operands to operator", n));
        }
        Ok(())
    }

    /// The variable an operator binds (`!foreach(x, ...)`): an identifier
    /// that is not a field of the current record.
    fn bound_var(
        &mut self,
        cur: Option<RecId>,
        a: &Expr,
        not_id: &str,
        what: &str,
        defined: &str,
    ) -> Res<V> {
        let ExprKind::Id(n) = a.kind else {
            return self.err(a.lo, not_id.to_string());
        };
        let v = self.k.sym_v(n);
        if let Some(c) = cur {
            if self.k.rec(c).field(v).is_some() {
                let s = self.k.as_string(v);
                return self.tok_err(a.hi, format!("{} '{}' {}", what, s, defined));
            }
        }
        Ok(v)
    }

    /// Adds a temporary field for a `!foreach`/`!foldl` variable; returns
    /// the record used.
    fn temp_field(&mut self, cur: Option<RecId>, name: V, ty: Ty) -> RecId {
        let rec = match cur {
            Some(c) => c,
            None => {
                let n = self.k.str_v(".parse", false);
                self.k.add_rec(Record::new(n, NO_LOC, false, false))
            }
        };
        let unset = self.k.unset;
        self.k.rec_mut(rec).values.push(RecordVal {
            name,
            loc: NO_LOC,
            ty,
            kind: FieldKind::Normal,
            value: unset,
            used: false,
        });
        rec
    }

    fn remove_field(&mut self, rec: RecId, name: V) {
        if let Some(i) = self.k.rec(rec).field_index(name) {
            self.k.rec_mut(rec).values.remove(i);
        }
    }

    fn bang(
        &mut self,
        e: &Expr,
        op: Bang,
        ty: Option<&TypeAst>,
        args: &[Expr],
        cur: Option<RecId>,
        item: Option<Ty>,
    ) -> Res<V> {
        use Bang as B;
        let it = self.k.int_ty;
        let st = self.k.string_ty;
        let bt = self.k.bit_ty;
        let dt = self.k.dag_ty;
        match op {
            B::Not
            | B::ToLower
            | B::ToUpper
            | B::LogTwo
            | B::Head
            | B::Tail
            | B::Size
            | B::Empty
            | B::Cast
            | B::Repr
            | B::GetDagOp
            | B::GetDagOpName
            | B::ListFlatten
            | B::Initialized => {
                let (code, mut t) = match op {
                    B::Cast => (UnOp::Cast, Some(self.op_type(ty, e.lo, "")?)),
                    B::Repr => (UnOp::Repr, Some(st)),
                    B::ToLower => (UnOp::ToLower, Some(st)),
                    B::ToUpper => (UnOp::ToUpper, Some(st)),
                    B::Not => (UnOp::Not, Some(it)),
                    B::LogTwo => (UnOp::LogTwo, Some(it)),
                    B::Head => (UnOp::Head, None),
                    B::Tail => (UnOp::Tail, None),
                    B::Size => (UnOp::Size, Some(it)),
                    B::Empty => (UnOp::Empty, Some(it)),
                    B::Initialized => (UnOp::Initialized, Some(bt)),
                    B::GetDagOpName => (UnOp::GetDagOpName, Some(st)),
                    B::ListFlatten => (UnOp::ListFlatten, None),
                    _ => {
                        let t = match ty {
                            Some(t) => {
                                let t = self.ty(t)?;
                                if !matches!(self.k.tk(t), TyKind::Record(_)) {
                                    return self
                                        .err(e.lo, "type for !getdagop must be a record type");
                                }
                                t
                            }
                            None => self.k.any_rec_ty,
                        };
                        (UnOp::GetDagOp, Some(t))
                    }
                };
                self.nargs(e, args, 1)?;
                let lhs = self.value(&args[0], cur, None)?;
                let lt = self.k.type_of(lhs);
                if matches!(code, UnOp::Empty | UnOp::Size) {
                    let ok = lt.is_some_and(|t| {
                        matches!(self.k.tk(t), TyKind::List(_) | TyKind::String | TyKind::Dag)
                    });
                    if !ok {
                        return self.tok_err(
                            args[0].hi,
                            "expected string, list, or dag type argument in unary operator",
                        );
                    }
                }
                if matches!(code, UnOp::Head | UnOp::Tail | UnOp::ListFlatten) {
                    let Some(lt) = lt.filter(|t| self.k.elem_ty(*t).is_some()) else {
                        return self
                            .tok_err(args[0].hi, "expected list type argument in unary operator");
                    };
                    if let Init::List(x, _) = self.k.get(lhs) {
                        if x.is_empty() && code != UnOp::ListFlatten {
                            return self
                                .tok_err(args[0].hi, "empty list argument in unary operator");
                        }
                    }
                    let et = self.k.elem_ty(lt).unwrap();
                    t = Some(match code {
                        UnOp::Head => et,
                        UnOp::Tail => lt,
                        _ => {
                            if self.k.elem_ty(et).is_some() {
                                et
                            } else {
                                lt
                            }
                        }
                    });
                }
                let u = self.k.mk(Init::Un(code, lhs, t.unwrap()));
                self.k.fold_un(u, cur, false)
            }
            B::IsA => {
                let t = self.op_type(ty, e.lo, "")?;
                self.nargs(e, args, 1)?;
                let x = self.value(&args[0], cur, None)?;
                let u = self.k.mk(Init::IsA(t, x));
                Ok(self.k.fold_isa(u))
            }
            B::Exists => {
                let t = self.op_type(ty, e.lo, "")?;
                self.nargs(e, args, 1)?;
                let x = self.value(&args[0], cur, None)?;
                let xt = self.k.type_of(x);
                match xt.map(|t| self.k.tk(t).clone()) {
                    Some(TyKind::Record(_)) => {
                        return self.err(
                            args[0].lo,
                            "expected string type argument in !exists operator, please use !isa instead",
                        )
                    }
                    Some(TyKind::String) => {}
                    _ => {
                        return self.err(args[0].lo, "expected string type argument in !exists operator")
                    }
                }
                let u = self.k.mk(Init::Exists(t, x));
                Ok(self.k.fold_exists(u, cur, false))
            }
            B::Instances => {
                let t = self.op_type(ty, e.lo, "")?;
                let x = match args.first() {
                    Some(a) => self.value(a, cur, None)?,
                    None => self.k.str_v(".*", false),
                };
                if self.k.type_of(x) != Some(st) {
                    let at = args.first().map(|a| a.lo).unwrap_or(e.lo);
                    return self.err(at, "expected string type argument in !instances operator");
                }
                let lt = self.k.list_ty(t);
                let u = self.k.mk(Init::Instances(t, x, lt));
                self.k.fold_instances(u, cur, false)
            }
            B::Foreach | B::Filter => self.foreach_filter(e, op, args, cur, item),
            B::Foldl => self.foldl(e, args, cur),
            B::Range => {
                if args.len() > 3 {
                    return self.err(args[3].lo, "expected at most three values of integer");
                }
                let mut vs = Vec::new();
                for (i, a) in args.iter().enumerate() {
                    let v = self.value(a, cur, None)?;
                    let Some(t) = self.k.type_of(v) else {
                        let s = self.k.as_string(v);
                        return self.err(
                            e.lo,
                            format!("expected value to be a typed value, got '{}'", s),
                        );
                    };
                    let first_list = i == 0 && self.k.elem_ty(t).is_some();
                    if i > 0 && self.k.elem_ty(self.k.type_of(vs[0]).unwrap()).is_some() {
                        let s = self.k.ty_str(t);
                        return self.err(
                            a.lo,
                            format!("expected one list, got extra value of type '{}'", s),
                        );
                    }
                    if !first_list && t != it {
                        let s = self.k.ty_str(t);
                        let msg = if i > 0 {
                            format!("expected value of type 'int', got '{}'", s)
                        } else {
                            format!("expected list or int, got value of type '{}'", s)
                        };
                        return self.err(a.lo, msg);
                    }
                    vs.push(v);
                }
                let zero = self.k.int_v(0);
                let one = self.k.int_v(1);
                let (l, m, r) = if vs.len() == 1 {
                    if self.k.elem_ty(self.k.type_of(vs[0]).unwrap()).is_some() {
                        let u = self.k.mk(Init::Un(UnOp::Size, vs[0], it));
                        (zero, self.k.fold_un(u, cur, false)?, one)
                    } else {
                        (zero, vs[0], one)
                    }
                } else {
                    (vs[0], vs[1], *vs.get(2).unwrap_or(&one))
                };
                let ilt = self.k.list_ty(it);
                let u = self.k.mk(Init::Tern(TernOp::Range, l, m, r, ilt));
                self.k.fold_tern(u, cur)
            }
            B::Dag | B::If | B::Subst | B::SetDagArg | B::SetDagName => {
                self.nargs(e, args, 3)?;
                let (code, mut t, sub_item) = match op {
                    B::Dag => (TernOp::Dag, Some(dt), None),
                    B::If => (TernOp::If, None, item),
                    B::Subst => (TernOp::Subst, None, item),
                    B::SetDagArg => (TernOp::SetDagArg, Some(dt), None),
                    _ => (TernOp::SetDagName, Some(dt), None),
                };
                let l = self.value(&args[0], cur, None)?;
                let m = self.value(&args[1], cur, sub_item)?;
                let r = self.value(&args[2], cur, sub_item)?;
                match op {
                    B::Dag => {
                        let mt = self.k.type_of(m);
                        if mt.is_none() && m != self.k.unset {
                            return self.err(
                                args[1].lo,
                                "could not determine type of the child list in !dag",
                            );
                        }
                        if let Some(mt) = mt {
                            if self.k.elem_ty(mt).is_none() {
                                let s = self.k.ty_str(mt);
                                return self.err(
                                    args[1].lo,
                                    format!("expected list of children, got type '{}'", s),
                                );
                            }
                        }
                        let rt = self.k.type_of(r);
                        if rt.is_none() && r != self.k.unset {
                            return self.err(
                                args[2].lo,
                                "could not determine type of the name list in !dag",
                            );
                        }
                        if let Some(rt) = rt {
                            let sl = self.k.list_ty(st);
                            if rt != sl {
                                let s = self.k.ty_str(rt);
                                return self.err(
                                    args[2].lo,
                                    format!("expected list<string>, got type '{}'", s),
                                );
                            }
                        }
                        if mt.is_none() && rt.is_none() {
                            return self.err(
                                args[1].lo,
                                "cannot have both unset children and unset names in !dag",
                            );
                        }
                    }
                    B::If => {
                        let mut mt = self.k.type_of(m);
                        let mut rt = self.k.type_of(r);
                        if m == self.k.unset {
                            mt = rt;
                        }
                        if r == self.k.unset {
                            rt = mt;
                        }
                        let (Some(mt), Some(rt)) = (mt, rt) else {
                            return self.tok_err(e.hi, "could not get type for !if");
                        };
                        match self.k.resolve_types(mt, rt) {
                            Some(x) => t = Some(x),
                            None => {
                                let msg = format!(
                                    "inconsistent types '{}' and '{}' for !if",
                                    self.k.ty_str(mt),
                                    self.k.ty_str(rt)
                                );
                                return self.tok_err(e.hi, msg);
                            }
                        }
                    }
                    B::Subst => {
                        let Some(rt) = self.k.type_of(r) else {
                            return self.tok_err(e.hi, "could not get type for !subst");
                        };
                        t = Some(rt);
                    }
                    _ => {
                        let mt = self.k.type_of(m);
                        if !mt.is_some_and(|t| t == it || t == st) {
                            let s = match mt {
                                Some(t) => format!("type '{}", self.k.ty_str(t)),
                                None => format!("'{}", self.k.as_string(m)),
                            };
                            return self.err(
                                args[1].lo,
                                format!("expected integer index or string name, got {}'", s),
                            );
                        }
                        if op == B::SetDagName {
                            if let Some(rt) = self.k.type_of(r) {
                                if rt != st {
                                    let s = self.k.ty_str(rt);
                                    return self.err(
                                        args[2].lo,
                                        format!("expected string or unset name, got type '{}'", s),
                                    );
                                }
                            }
                        }
                    }
                }
                let u = self.k.mk(Init::Tern(code, l, m, r, t.unwrap()));
                self.k.fold_tern(u, cur)
            }
            B::Substr | B::Find => {
                if args.len() < 2 || args.len() > 3 {
                    return self.nargs(e, args, 3).map(|_| self.k.unset);
                }
                let (code, t) = if op == B::Substr {
                    (TernOp::Substr, st)
                } else {
                    (TernOp::Find, it)
                };
                let l = self.value(&args[0], cur, None)?;
                let m = self.value(&args[1], cur, None)?;
                let r = match args.get(2) {
                    Some(a) => self.value(a, cur, None)?,
                    None => self.k.int_v(if op == B::Substr { i64::MAX } else { 0 }),
                };
                self.check_item(e.hi, t, item)?;
                let (want_l, want_m) = if op == B::Substr { (st, it) } else { (st, st) };
                for (v, want, a) in [(l, want_l, &args[0]), (m, want_m, &args[1])] {
                    if let Some(vt) = self.k.type_of(v) {
                        if vt != want {
                            let s = self.k.ty_str(vt);
                            let w = if want == st { "string" } else { "int" };
                            return self.err(a.lo, format!("expected {}, got type '{}'", w, s));
                        }
                    }
                }
                if let Some(rt) = self.k.type_of(r) {
                    if rt != it {
                        let s = self.k.ty_str(rt);
                        return self.tok_err(e.hi, format!("expected int, got type '{}'", s));
                    }
                }
                let u = self.k.mk(Init::Tern(code, l, m, r, t));
                self.k.fold_tern(u, cur)
            }
            _ => self.binop(e, op, ty, args, cur, item),
        }
    }

    fn binop(
        &mut self,
        e: &Expr,
        op: Bang,
        ty: Option<&TypeAst>,
        args: &[Expr],
        cur: Option<RecId>,
        item: Option<Ty>,
    ) -> Res<V> {
        use Bang as B;
        let it = self.k.int_ty;
        let st = self.k.string_ty;
        let dt = self.k.dag_ty;
        let bt = self.k.bit_ty;
        let code = match op {
            B::Con => BinOp::Concat,
            B::Add => BinOp::Add,
            B::Sub => BinOp::Sub,
            B::Mul => BinOp::Mul,
            B::Div => BinOp::Div,
            B::And => BinOp::And,
            B::Or => BinOp::Or,
            B::Xor => BinOp::Xor,
            B::Sra => BinOp::Sra,
            B::Srl => BinOp::Srl,
            B::Shl => BinOp::Shl,
            B::Eq => BinOp::Eq,
            B::Ne => BinOp::Ne,
            B::Le => BinOp::Le,
            B::Lt => BinOp::Lt,
            B::Ge => BinOp::Ge,
            B::Gt => BinOp::Gt,
            B::ListConcat => BinOp::ListConcat,
            B::ListSplat => BinOp::ListSplat,
            B::ListRemove => BinOp::ListRemove,
            B::StrConcat => BinOp::StrConcat,
            B::Interleave => BinOp::Interleave,
            B::SetDagOp => BinOp::SetDagOp,
            B::SetDagOpName => BinOp::SetDagOpName,
            B::GetDagArg => BinOp::GetDagArg,
            B::GetDagName => BinOp::GetDagName,
            B::Match => BinOp::Match,
            _ => return self.err(e.lo, "unknown bang operator"),
        };
        let arith = code.is_arith();
        let (mut rty, mut arg_ty): (Option<Ty>, Option<Ty>) = match code {
            BinOp::Concat | BinOp::SetDagOp => (Some(dt), Some(dt)),
            BinOp::SetDagOpName => (Some(dt), Some(dt)),
            BinOp::GetDagArg => (Some(self.op_type(ty, e.lo, "")?), Some(dt)),
            BinOp::GetDagName => (Some(st), Some(dt)),
            _ if arith => (Some(it), Some(it)),
            BinOp::Eq | BinOp::Ne | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
                (Some(bt), None)
            }
            BinOp::Match => (Some(bt), Some(st)),
            BinOp::ListConcat | BinOp::ListRemove => (None, item),
            BinOp::ListSplat => (None, None),
            BinOp::StrConcat => (Some(st), Some(st)),
            _ => (Some(st), None),
        };
        if let (Some(t), Some(_)) = (rty, item) {
            self.check_item(e.lo, t, item)?;
        }
        let mut list = Vec::with_capacity(args.len());
        for (i, a) in args.iter().enumerate() {
            let v = self.value(a, cur, arg_ty)?;
            let Some(lt) = self.k.type_of(v) else {
                let s = self.k.as_string(v);
                return self.err(
                    e.lo,
                    format!("expected value to be a typed value, got '{}'", s),
                );
            };
            list.push(v);
            match arg_ty {
                None => {
                    arg_ty = Some(lt);
                    match code {
                        BinOp::ListConcat | BinOp::ListRemove if self.k.elem_ty(lt).is_none() => {
                            let s = self.k.ty_str(lt);
                            return self
                                .err(a.lo, format!("expected a list, got value of type '{}'", s));
                        }
                        BinOp::ListSplat => {
                            if i == 1 && lt != it {
                                let s = self.k.ty_str(lt);
                                return self.err(
                                    a.lo,
                                    format!("expected second parameter to be an int, got value of type '{}'", s),
                                );
                            }
                            arg_ty = None;
                        }
                        BinOp::Eq | BinOp::Ne => {
                            let art = self.k.any_rec_ty;
                            if !self.k.convertible(lt, it)
                                && !self.k.convertible(lt, st)
                                && !self.k.convertible(lt, art)
                            {
                                let s = self.k.ty_str(lt);
                                return self.err(
                                    a.lo,
                                    format!("expected bit, bits, int, string, or record; got value of type '{}'", s),
                                );
                            }
                        }
                        BinOp::GetDagArg | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt
                            if !self.k.convertible(lt, it) && !self.k.convertible(lt, st) =>
                        {
                            let s = self.k.ty_str(lt);
                            return self.err(
                                a.lo,
                                format!(
                                    "expected bit, bits, int, or string; got value of type '{}'",
                                    s
                                ),
                            );
                        }
                        BinOp::Interleave => {
                            if i == 0 {
                                let sl = self.k.list_ty(st);
                                let il = self.k.list_ty(it);
                                if lt != sl && !self.k.convertible(lt, il) {
                                    let s = self.k.ty_str(lt);
                                    return self.err(
                                        a.lo,
                                        format!("expected list of string, int, bits, or bit; got value of type '{}'", s),
                                    );
                                }
                            } else if i == 1 && lt != st {
                                let s = self.k.ty_str(lt);
                                return self.err(
                                    a.lo,
                                    format!("expected second argument to be a string, got value of type '{}'", s),
                                );
                            }
                            arg_ty = None;
                        }
                        _ => {}
                    }
                }
                Some(at) => {
                    let Some(res) = self.k.resolve_types(at, lt) else {
                        let msg = format!(
                            "expected value of type '{}', got '{}'",
                            self.k.ty_str(at),
                            self.k.ty_str(lt)
                        );
                        return self.err(a.lo, msg);
                    };
                    if !arith {
                        arg_ty = Some(res);
                    }
                }
            }
            match code {
                BinOp::SetDagOp => arg_ty = Some(self.k.any_rec_ty),
                BinOp::SetDagOpName => arg_ty = Some(st),
                BinOp::GetDagArg => arg_ty = None,
                BinOp::GetDagName => arg_ty = Some(it),
                _ => {}
            }
        }
        if code == BinOp::ListConcat || code == BinOp::ListRemove {
            rty = arg_ty;
        }
        if code == BinOp::ListSplat {
            let t0 = self.k.type_of(list[0]).unwrap();
            rty = Some(self.k.list_ty(t0));
        }
        let rty = match rty {
            Some(t) => t,
            None => return self.err(e.lo, "expected two operands to operator"),
        };
        let assoc = matches!(
            code,
            BinOp::StrConcat
                | BinOp::ListConcat
                | BinOp::Concat
                | BinOp::Add
                | BinOp::And
                | BinOp::Or
                | BinOp::Xor
                | BinOp::Mul
        );
        if assoc {
            while list.len() > 2 {
                let r = list.pop().unwrap();
                let l = *list.last().unwrap();
                let u = self.k.mk(Init::Bin(code, l, r, rty));
                let f = self.k.fold_bin(u, cur)?;
                *list.last_mut().unwrap() = f;
            }
        }
        if list.len() != 2 {
            return self.err(e.lo, "expected two operands to operator");
        }
        let u = self.k.mk(Init::Bin(code, list[0], list[1], rty));
        self.k.fold_bin(u, cur)
    }

    fn foreach_filter(
        &mut self,
        e: &Expr,
        op: Bang,
        args: &[Expr],
        cur: Option<RecId>,
        item: Option<Ty>,
    ) -> Res<V> {
        self.nargs(e, args, 3)?;
        let lhs = self.bound_var(
            cur,
            &args[0],
            "first argument of !foreach/!filter must be an identifier",
            "iteration variable",
            "is already defined",
        )?;
        let mhs = self.value(&args[1], cur, None)?;
        let Some(mt) = self.k.type_of(mhs) else {
            return self.err(
                args[2].lo,
                "could not get type of !foreach/!filter list or dag",
            );
        };
        let it = self.k.int_ty;
        let (in_elt, expr_elt, is_dag) = match self.k.tk(mt).clone() {
            TyKind::List(et) => {
                let ee = match item {
                    Some(i) => match self.k.elem_ty(i) {
                        Some(oe) => Some(if op == Bang::Foreach { oe } else { it }),
                        None => {
                            let s = self.k.ty_str(i);
                            return self.err(
                                e.lo,
                                format!("expected value of type '{}', but got list type", s),
                            );
                        }
                    },
                    None => None,
                };
                (et, ee, false)
            }
            TyKind::Dag => {
                if op == Bang::Filter {
                    return self.err(args[2].lo, "!filter must have a list argument");
                }
                if let Some(i) = item {
                    if !matches!(self.k.tk(i), TyKind::Dag) {
                        let s = self.k.ty_str(i);
                        return self.err(
                            e.lo,
                            format!("expected value of type '{}', but got dag type", s),
                        );
                    }
                }
                (mt, None, true)
            }
            _ => {
                let msg = if op == Bang::Foreach {
                    "!foreach must have a list or dag argument"
                } else {
                    "!filter must have a list argument"
                };
                return self.err(args[2].lo, msg);
            }
        };
        let rec = self.temp_field(cur, lhs, in_elt);
        self.push_scope(ScopeKind::Record(rec));
        let rhs = self.value(&args[2], Some(rec), expr_elt);
        self.pop_scope();
        self.remove_field(rec, lhs);
        let rhs = rhs?;
        let out = if op == Bang::Foreach && !is_dag {
            let Some(rt) = self.k.type_of(rhs) else {
                return self.tok_err(e.hi, "could not get type of !foreach result expression");
            };
            self.k.list_ty(rt)
        } else if op == Bang::Filter {
            self.k.list_ty(in_elt)
        } else {
            in_elt
        };
        let code = if op == Bang::Foreach {
            TernOp::Foreach
        } else {
            TernOp::Filter
        };
        let u = self.k.mk(Init::Tern(code, lhs, mhs, rhs, out));
        self.k.fold_tern(u, cur)
    }

    fn foldl(&mut self, e: &Expr, args: &[Expr], cur: Option<RecId>) -> Res<V> {
        self.nargs(e, args, 5)?;
        let start = self.value(&args[0], cur, None)?;
        let Some(start_t) = self.k.type_of(start) else {
            let s = self.k.as_string(start);
            return self.err(
                args[1].lo,
                format!("could not get type of !foldl start: '{}'", s),
            );
        };
        let list = self.value(&args[1], cur, None)?;
        let Some(lt) = self.k.type_of(list) else {
            let s = self.k.as_string(list);
            return self.err(
                args[2].lo,
                format!("could not get type of !foldl list: '{}'", s),
            );
        };
        let Some(et) = self.k.elem_ty(lt) else {
            let s = self.k.ty_str(lt);
            return self.err(
                args[2].lo,
                format!("!foldl list must be a list, but is of type '{}", s),
            );
        };
        let av = self.bound_var(
            cur,
            &args[2],
            "third argument of !foldl must be an identifier",
            "left !foldl variable",
            "already defined",
        )?;
        let bv = self.bound_var(
            cur,
            &args[3],
            "fourth argument of !foldl must be an identifier",
            "right !foldl variable",
            "already defined",
        )?;
        let rec = self.temp_field(cur, av, start_t);
        self.temp_field(Some(rec), bv, et);
        self.push_scope(ScopeKind::Record(rec));
        let expr = self.value(&args[4], Some(rec), None);
        self.pop_scope();
        self.remove_field(rec, av);
        self.remove_field(rec, bv);
        let expr = expr?;
        let Some(xt) = self.k.type_of(expr) else {
            return self.tok_err(e.hi, "could not get type of !foldl expression");
        };
        if xt != start_t {
            let msg = format!(
                "!foldl expression must be of same type as start ({}), but is of type {}",
                self.k.ty_str(start_t),
                self.k.ty_str(xt)
            );
            return self.tok_err(e.hi, msg);
        }
        let u = self.k.mk(Init::Fold(start, list, av, bv, expr, start_t));
        self.k.fold_foldl(u, cur)
    }
}

fn arg_lo(a: &Arg) -> u64 {
    match a {
        Arg::Pos(e) | Arg::Named(_, _, e) => e.lo,
    }
}

fn stmt_lo(s: &Stmt) -> u64 {
    match s {
        Stmt::Class(_, lo, ..) | Stmt::MultiClass(_, lo, ..) => *lo,
        Stmt::Defset(_, lo, ..) => *lo,
        Stmt::Deftype(_, lo, _) => *lo,
        _ => NO_LOC,
    }
}
