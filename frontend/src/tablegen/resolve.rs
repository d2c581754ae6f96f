//! Resolution: substituting variables in values (template arguments,
//! fields, loop variables, `NAME`) through a `Resolver`, and resolving all
//! fields of a record. The resolvers are LLVM's: a map, a record's own
//! fields, shadowing, tracking of unresolved references, and a reference
//! finder.

use super::model::*;
use fxhash::FxHashMap;

/// Looks up the value of a variable during resolution.
pub trait Resolver {
    /// The value of variable `name`, if this resolver knows it.
    fn resolve(&mut self, k: &mut Keeper, name: V) -> Res<Option<V>>;
    /// The record being resolved (for self-references and error locations).
    fn cur(&self) -> Option<RecId>;
    /// The final resolution before a def is added: errors are reported.
    fn is_final(&self) -> bool;
    /// Keep a bit unresolved rather than making it `?`.
    fn keep_unset_bits(&self) -> bool {
        false
    }
}

/// Resolves names from a map; entries may refer to each other.
pub struct MapResolver {
    map: FxHashMap<V, (V, bool)>,
    cur: Option<RecId>,
    fin: bool,
}

impl MapResolver {
    /// An empty map for record `cur`.
    pub fn new(cur: Option<RecId>) -> Self {
        MapResolver {
            map: FxHashMap::default(),
            cur,
            fin: false,
        }
    }
    /// Maps `name` to `value`.
    pub fn set(&mut self, name: V, value: V) {
        self.map.insert(name, (value, false));
    }
    /// Makes this a final resolution.
    pub fn set_final(&mut self, f: bool) {
        self.fin = f;
    }
}

impl Resolver for MapResolver {
    fn resolve(&mut self, k: &mut Keeper, name: V) -> Res<Option<V>> {
        let Some(&(v, resolved)) = self.map.get(&name) else {
            return Ok(None);
        };
        if !resolved && self.map.len() > 1 {
            self.map.remove(&name);
            let r = k.resolve(v, self)?;
            self.map.insert(name, (r, true));
            return Ok(Some(r));
        }
        Ok(Some(v))
    }
    fn cur(&self) -> Option<RecId> {
        self.cur
    }
    fn is_final(&self) -> bool {
        self.fin
    }
}

/// Resolves references to the fields of a record (and `NAME` to its name).
pub struct RecordResolver {
    rec: RecId,
    cache: FxHashMap<V, V>,
    stack: Vec<V>,
    name: Option<V>,
    fin: bool,
}

impl RecordResolver {
    /// A resolver for the fields of `rec`; `name` replaces the record name.
    pub fn new(rec: RecId, name: Option<V>, fin: bool) -> Self {
        RecordResolver {
            rec,
            cache: FxHashMap::default(),
            stack: Vec::new(),
            name,
            fin,
        }
    }
}

impl Resolver for RecordResolver {
    fn resolve(&mut self, k: &mut Keeper, name: V) -> Res<Option<V>> {
        if let Some(&v) = self.cache.get(&name) {
            return Ok(Some(v));
        }
        if self.stack.contains(&name) {
            return Ok(None);
        }
        let rec = k.rec(self.rec);
        let mut out = None;
        if let Some(f) = rec.field(name) {
            let val = f.value;
            if val != k.unset {
                self.stack.push(name);
                let r = k.resolve(val, self);
                self.stack.pop();
                out = Some(r?);
            }
        } else if let Some(n) = self.name {
            if name == rec.name {
                self.stack.push(name);
                let r = k.resolve(n, self);
                self.stack.pop();
                out = Some(r?);
            }
        }
        if let Some(v) = out {
            self.cache.insert(name, v);
        }
        Ok(out)
    }
    fn cur(&self) -> Option<RecId> {
        Some(self.rec)
    }
    fn is_final(&self) -> bool {
        self.fin
    }
    fn keep_unset_bits(&self) -> bool {
        true
    }
}

/// Delegates, but hides some names (the variables of `!foreach`/`!foldl`).
pub struct ShadowResolver<'a> {
    inner: &'a mut dyn Resolver,
    shadowed: [Option<V>; 2],
}

impl<'a> ShadowResolver<'a> {
    /// Hides `a` (and `b`) from `inner`.
    pub fn new(inner: &'a mut dyn Resolver, a: V, b: Option<V>) -> Self {
        ShadowResolver {
            inner,
            shadowed: [Some(a), b],
        }
    }
}

impl Resolver for ShadowResolver<'_> {
    fn resolve(&mut self, k: &mut Keeper, name: V) -> Res<Option<V>> {
        if self.shadowed.contains(&Some(name)) {
            return Ok(None);
        }
        self.inner.resolve(k, name)
    }
    fn cur(&self) -> Option<RecId> {
        self.inner.cur()
    }
    fn is_final(&self) -> bool {
        self.inner.is_final()
    }
}

/// Optionally delegates, and records whether some reference stayed
/// unresolved.
pub struct TrackUnresolved<'a> {
    inner: Option<&'a mut dyn Resolver>,
    /// Some reference was not resolved.
    pub found: bool,
}

impl<'a> TrackUnresolved<'a> {
    /// Tracks references through `inner` (or none).
    pub fn new(inner: Option<&'a mut dyn Resolver>) -> Self {
        TrackUnresolved {
            inner,
            found: false,
        }
    }
}

impl Resolver for TrackUnresolved<'_> {
    fn resolve(&mut self, k: &mut Keeper, name: V) -> Res<Option<V>> {
        let mut out = None;
        if let Some(inner) = self.inner.as_mut() {
            out = inner.resolve(k, name)?;
            if let Some(v) = out {
                if !self.found {
                    let mut sub = TrackUnresolved::new(None);
                    k.resolve(v, &mut sub)?;
                    self.found |= sub.found;
                }
            }
        }
        if out.is_none() {
            self.found = true;
        }
        Ok(out)
    }
    fn cur(&self) -> Option<RecId> {
        self.inner.as_ref().and_then(|r| r.cur())
    }
    fn is_final(&self) -> bool {
        false
    }
}

/// Resolves nothing; records whether a given name is referenced.
pub struct HasReference {
    target: V,
    /// The name was referenced.
    pub found: bool,
}

impl HasReference {
    /// Looks for references to `target`.
    pub fn new(target: V) -> Self {
        HasReference {
            target,
            found: false,
        }
    }
}

impl Resolver for HasReference {
    fn resolve(&mut self, _k: &mut Keeper, name: V) -> Res<Option<V>> {
        if name == self.target {
            self.found = true;
        }
        Ok(None)
    }
    fn cur(&self) -> Option<RecId> {
        None
    }
    fn is_final(&self) -> bool {
        false
    }
}

impl Keeper {
    /// Substitutes variables in `v` (LLVM's `resolveReferences`).
    pub fn resolve(&mut self, v: V, r: &mut dyn Resolver) -> Res<V> {
        if self.is_closed(v) {
            return Ok(v);
        }
        match self.get(v).clone() {
            Init::Unset | Init::Bit(_) | Init::Int(_) | Init::Str(..) | Init::Def(_) => Ok(v),
            Init::Bits(bits) => {
                let mut changed = false;
                let mut out = Vec::with_capacity(bits.len());
                let mut cached: Option<(V, V)> = None;
                for &b in bits.iter() {
                    let nb = if let Init::VarBit(base, i) = *self.get(b) {
                        let res = match cached {
                            Some((k, res)) if k == base => res,
                            _ => {
                                let res = self.resolve(base, r)?;
                                cached = Some((base, res));
                                res
                            }
                        };
                        self.get_bit(res, i)
                    } else {
                        let x = self.resolve(b, r)?;
                        self.get_bit(x, 0)
                    };
                    let nb = if nb == self.unset && r.keep_unset_bits() {
                        b
                    } else {
                        nb
                    };
                    changed |= nb != b;
                    out.push(nb);
                }
                Ok(if changed {
                    self.mk(Init::Bits(out.into()))
                } else {
                    v
                })
            }
            Init::List(elems, et) => {
                let mut changed = false;
                let mut out = Vec::with_capacity(elems.len());
                for &e in elems.iter() {
                    let x = self.resolve(e, r)?;
                    changed |= x != e;
                    out.push(x);
                }
                Ok(if changed { self.list_v(out, et) } else { v })
            }
            Init::Dag(op, name, args, names) => {
                let mut changed = false;
                let mut out = Vec::with_capacity(args.len());
                for &a in args.iter() {
                    let x = self.resolve(a, r)?;
                    changed |= x != a;
                    out.push(x);
                }
                let nop = self.resolve(op, r)?;
                Ok(if changed || nop != op {
                    self.mk(Init::Dag(nop, name, out.into(), names))
                } else {
                    v
                })
            }
            Init::AnonName(n) => {
                let new = r.resolve(self, v)?.unwrap_or(v);
                if r.is_final() {
                    if let Init::AnonName(m) = *self.get(new) {
                        let _ = n;
                        return Ok(self.str_v(&format!("anonymous_{}", m), false));
                    }
                }
                Ok(new)
            }
            Init::Var(name, _) => Ok(r.resolve(self, name)?.unwrap_or(v)),
            Init::VarBit(t, i) => {
                let x = self.resolve(t, r)?;
                Ok(if x != t { self.get_bit(x, i) } else { v })
            }
            Init::Field(rec, f, t) => {
                let nr = self.resolve(rec, r)?;
                if nr == rec {
                    return Ok(v);
                }
                let t = self.field_type(nr, f).unwrap_or(t);
                let nf = self.mk(Init::Field(nr, f, t));
                self.fold_field(nf, r.cur())
            }
            Init::Arg(val, key) => {
                let x = self.resolve(val, r)?;
                Ok(if x != val {
                    self.mk(Init::Arg(x, key))
                } else {
                    v
                })
            }
            Init::VarDef(class, args) => {
                let mut ur = TrackUnresolved::new(Some(r));
                let mut changed = false;
                let mut out = Vec::with_capacity(args.len());
                for &a in args.iter() {
                    let x = self.resolve(a, &mut ur)?;
                    changed |= x != a;
                    out.push(x);
                }
                if !changed {
                    return Ok(v);
                }
                let nv = self.mk(Init::VarDef(class, out.into()));
                if !ur.found {
                    return self.instantiate(nv);
                }
                Ok(nv)
            }
            Init::Un(op, x, t) => {
                let nx = self.resolve(x, r)?;
                if nx != x || (r.is_final() && op == UnOp::Cast) {
                    let u = self.mk(Init::Un(op, nx, t));
                    return self.fold_un(u, r.cur(), r.is_final());
                }
                Ok(v)
            }
            Init::Bin(op, a, b, t) => {
                let na = self.resolve(a, r)?;
                let nb = self.resolve(b, r)?;
                if na != a || nb != b {
                    let u = self.mk(Init::Bin(op, na, nb, t));
                    return self.fold_bin(u, r.cur());
                }
                Ok(v)
            }
            Init::Tern(op, a, b, c, t) => {
                let na = self.resolve(a, r)?;
                if op == TernOp::If && na != a {
                    let it = self.int_ty;
                    if let Some(iv) = self.convert_to(na, it) {
                        if let Init::Int(x) = *self.get(iv) {
                            return if x != 0 {
                                self.resolve(b, r)
                            } else {
                                self.resolve(c, r)
                            };
                        }
                    }
                }
                let nb = self.resolve(b, r)?;
                let nc = if op == TernOp::Foreach || op == TernOp::Filter {
                    let mut sr = ShadowResolver::new(r, na, None);
                    self.resolve(c, &mut sr)?
                } else {
                    self.resolve(c, r)?
                };
                if na != a || nb != b || nc != c {
                    let u = self.mk(Init::Tern(op, na, nb, nc, t));
                    return self.fold_tern(u, r.cur());
                }
                Ok(v)
            }
            Init::Fold(s, l, a, b, e, t) => {
                let ns = self.resolve(s, r)?;
                let nl = self.resolve(l, r)?;
                let ne = {
                    let mut sr = ShadowResolver::new(r, a, Some(b));
                    self.resolve(e, &mut sr)?
                };
                if ns == s && nl == l && ne == e {
                    return Ok(v);
                }
                let u = self.mk(Init::Fold(ns, nl, a, b, ne, t));
                self.fold_foldl(u, r.cur())
            }
            Init::IsA(t, x) => {
                let nx = self.resolve(x, r)?;
                if nx != x {
                    let u = self.mk(Init::IsA(t, nx));
                    return Ok(self.fold_isa(u));
                }
                Ok(v)
            }
            Init::Exists(t, x) => {
                let nx = self.resolve(x, r)?;
                if nx != x || r.is_final() {
                    let u = self.mk(Init::Exists(t, nx));
                    return Ok(self.fold_exists(u, r.cur(), r.is_final()));
                }
                Ok(v)
            }
            Init::Cond(cs, vs, t) => {
                let mut changed = false;
                let mut ncs = Vec::with_capacity(cs.len());
                for &c in cs.iter() {
                    let x = self.resolve(c, r)?;
                    changed |= x != c;
                    ncs.push(x);
                }
                let mut nvs = Vec::with_capacity(vs.len());
                for &c in vs.iter() {
                    let x = self.resolve(c, r)?;
                    changed |= x != c;
                    nvs.push(x);
                }
                if changed {
                    let u = self.mk(Init::Cond(ncs.into(), nvs.into(), t));
                    return self.fold_cond(u, r.cur());
                }
                Ok(v)
            }
            Init::Instances(t, x, lt) => {
                let nx = self.resolve(x, r)?;
                if nx != x || r.is_final() {
                    let u = self.mk(Init::Instances(t, nx, lt));
                    return self.fold_instances(u, r.cur(), r.is_final());
                }
                Ok(v)
            }
        }
    }

    /// Resolves every field (but `skip`), the name, assertions and dumps of
    /// a record.
    pub fn resolve_record(
        &mut self,
        rec: RecId,
        r: &mut dyn Resolver,
        skip: Option<usize>,
    ) -> Res<()> {
        let old = self.rec(rec).name;
        let new = self.resolve(old, r)?;
        if new != old {
            let st = self.string_ty;
            if self.type_of(new) != Some(st) {
                let at = self.rec(rec).locs[0];
                let s = self.as_string(new);
                return self.fatal(at, format!("Record name '{}' is not a string!", s));
            }
            self.rec_mut(rec).name = new;
        }
        let n = self.rec(rec).values.len();
        for i in 0..n {
            if Some(i) == skip {
                continue;
            }
            let val = self.rec(rec).values[i].value;
            let vr = self.resolve(val, r)?;
            if !self.set_field(rec, i, vr)? {
                let f = &self.rec(rec).values[i];
                let (fname, fty) = (f.name, f.ty);
                let ty = match self.type_of(vr) {
                    Some(t) => format!("of type '{}' ", self.ty_str(t)),
                    None => String::new(),
                };
                let at = self.rec(rec).locs[0];
                let msg = format!(
                    "Invalid value {}found when setting field '{}' of type '{}' after resolving references: {}\n",
                    ty,
                    self.unquoted(fname),
                    self.ty_str(fty),
                    self.unquoted(vr)
                );
                return self.fatal(at, msg);
            }
        }
        let na = self.rec(rec).asserts.len();
        for i in 0..na {
            let a = self.rec(rec).asserts[i];
            let c = self.resolve(a.cond, r)?;
            let m = self.resolve(a.msg, r)?;
            let x = &mut self.rec_mut(rec).asserts[i];
            x.cond = c;
            x.msg = m;
        }
        let nd = self.rec(rec).dumps.len();
        for i in 0..nd {
            let d = self.rec(rec).dumps[i].1;
            let m = self.resolve(d, r)?;
            self.rec_mut(rec).dumps[i].1 = m;
        }
        Ok(())
    }

    /// The final resolution of a record with its own fields (and a new name).
    pub fn resolve_record_final(&mut self, rec: RecId, name: Option<V>) -> Res<()> {
        let mut r = RecordResolver::new(rec, name, true);
        self.resolve_record(rec, &mut r, None)
    }

    /// Sets field `i` of `rec` to `v` converted to the field's type; false
    /// when the value does not convert (LLVM's `RecordVal::setValue`).
    pub fn set_field(&mut self, rec: RecId, i: usize, v: V) -> Res<bool> {
        let ty = self.rec(rec).values[i].ty;
        let Some(mut val) = self.cast_to(v, ty)? else {
            return Ok(false);
        };
        if let TyKind::Bits(n) = *self.tk(ty) {
            if !matches!(self.get(val), Init::Bits(_)) {
                let bits: Vec<V> = (0..n).map(|b| self.get_bit(val, b)).collect();
                val = self.mk(Init::Bits(bits.into()));
            }
        }
        self.rec_mut(rec).values[i].value = val;
        Ok(true)
    }
}
