//! Questions and conversions on values: a value's type, its bits, whether
//! it is complete or concrete, and the implicit conversions between types
//! (LLVM's `getCastTo`, `convertInitializerTo`, `getBit`, ...).

use super::intern::Sym;
use super::model::*;
use std::rc::Rc;

impl Keeper {
    /// The type of a typed value (`None` for `?` and arguments).
    pub fn type_of(&self, v: V) -> Option<Ty> {
        Some(match self.get(v) {
            Init::Unset | Init::Arg(..) => return None,
            Init::Bit(_) | Init::VarBit(..) => self.bit_ty,
            Init::Bits(b) => {
                return self
                    .ty_map_get(&TyKind::Bits(b.len() as u32))
                    .or(Some(self.bit_ty))
            }
            Init::Int(_) | Init::IsA(..) | Init::Exists(..) => self.int_ty,
            Init::Str(..) | Init::AnonName(_) => self.string_ty,
            Init::List(_, e) => return self.ty_map_get(&TyKind::List(*e)),
            Init::Dag(..) => self.dag_ty,
            Init::Def(r) => return self.rec(*r).def_ty,
            Init::VarDef(c, _) => return self.ty_map_get(&TyKind::Record(Box::new([*c]))),
            Init::Var(_, t)
            | Init::Field(_, _, t)
            | Init::Un(_, _, t)
            | Init::Bin(_, _, _, t)
            | Init::Tern(_, _, _, _, t)
            | Init::Fold(_, _, _, _, _, t)
            | Init::Cond(_, _, t)
            | Init::Instances(_, _, t) => *t,
        })
    }

    /// The value of a new field of type `t`: `?`, or `{ ?, ... }` for bits.
    pub fn initial_value(&mut self, t: Ty) -> V {
        match *self.tk(t) {
            TyKind::Bits(n) => {
                let bits = vec![self.unset; n as usize];
                self.mk(Init::Bits(bits.into()))
            }
            _ => self.unset,
        }
    }

    /// Is the value complete (no `?` inside)?
    pub fn is_complete(&self, v: V) -> bool {
        match self.get(v) {
            Init::Unset | Init::Arg(..) => false,
            Init::Bits(b) => b.iter().all(|b| self.is_complete(*b)),
            Init::List(e, _) => e.iter().all(|e| self.is_complete(*e)),
            Init::Tern(_, a, b, c, _) => {
                self.is_complete(*a) && self.is_complete(*b) && self.is_complete(*c)
            }
            Init::Fold(..) | Init::IsA(..) | Init::Exists(..) => false,
            Init::Cond(cs, vs, _) => {
                cs.iter().all(|c| self.is_complete(*c)) && vs.iter().all(|x| self.is_concrete(*x))
            }
            _ => true,
        }
    }

    /// Is the value concrete (fully resolved, no references)?
    pub fn is_concrete(&self, v: V) -> bool {
        match self.get(v) {
            Init::Unset | Init::Bit(_) | Init::Int(_) | Init::Str(..) | Init::Def(_) => true,
            Init::Bits(b) => b.iter().all(|b| self.is_concrete(*b)),
            Init::List(e, _) => e.iter().all(|e| self.is_concrete(*e)),
            Init::Dag(op, _, args, _) => {
                self.is_concrete(*op) && args.iter().all(|a| self.is_concrete(*a))
            }
            Init::Cond(cs, vs, _) => {
                cs.iter().all(|c| self.is_concrete(*c)) && vs.iter().all(|x| self.is_concrete(*x))
            }
            Init::Field(r, f, _) => match self.get(*r) {
                Init::Def(d) => {
                    let name = self.sym_lookup(*f);
                    match name.and_then(|n| self.rec(*d).field(n)) {
                        Some(fv) => self.is_concrete(fv.value),
                        None => false,
                    }
                }
                _ => false,
            },
            _ => false,
        }
    }

    fn ty_map_get(&self, k: &TyKind) -> Option<Ty> {
        self.ty_lookup(k)
    }

    /// The string value of a symbol, if it exists already.
    pub fn sym_lookup(&self, s: Sym) -> Option<V> {
        self.lookup_init(&Init::Str(s, false))
    }

    /// Bit `i` of a value.
    pub fn get_bit(&mut self, v: V, i: u32) -> V {
        match self.get(v).clone() {
            Init::Unset | Init::Bit(_) | Init::VarBit(..) => v,
            Init::Bits(b) => b.get(i as usize).copied().unwrap_or(self.unset),
            Init::Int(x) => {
                let bit = if i < 64 {
                    (x as u64 >> i) & 1 != 0
                } else {
                    false
                };
                self.bit_v(bit)
            }
            Init::Arg(val, _) => self.get_bit(val, i),
            Init::Var(_, t)
            | Init::Field(_, _, t)
            | Init::Un(_, _, t)
            | Init::Bin(_, _, _, t)
            | Init::Tern(_, _, _, _, t)
                if t == self.bit_ty =>
            {
                v
            }
            _ => self.mk(Init::VarBit(v, i)),
        }
    }

    /// Converts to type `t` without adding casts (`convertInitializerTo`).
    pub fn convert_to(&mut self, v: V, t: Ty) -> Option<V> {
        match self.get(v).clone() {
            Init::Unset => Some(v),
            Init::Arg(val, _) => self.convert_to(val, t),
            Init::Bit(b) => match self.tk(t) {
                TyKind::Bit => Some(v),
                TyKind::Int => Some(self.int_v(b as i64)),
                TyKind::Bits(1) => Some(self.mk(Init::Bits(Rc::new([v])))),
                _ => None,
            },
            Init::Bits(bits) => match self.tk(t).clone() {
                TyKind::Bit => {
                    if bits.len() == 1 {
                        Some(bits[0])
                    } else {
                        None
                    }
                }
                TyKind::Bits(n) => {
                    if n as usize == bits.len() {
                        Some(v)
                    } else {
                        None
                    }
                }
                TyKind::Int => {
                    let mut r: i64 = 0;
                    for (i, b) in bits.iter().enumerate() {
                        match self.get(*b) {
                            Init::Bit(x) => {
                                if *x && i < 64 {
                                    r |= 1i64 << i;
                                }
                            }
                            _ => return None,
                        }
                    }
                    Some(self.int_v(r))
                }
                _ => None,
            },
            Init::Int(x) => match self.tk(t).clone() {
                TyKind::Int => Some(v),
                TyKind::Bit => {
                    if x == 0 || x == 1 {
                        Some(self.bit_v(x != 0))
                    } else {
                        None
                    }
                }
                TyKind::Bits(n) => {
                    let fits = n >= 64 || (x >> n) == 0 || (x >> (n - 1)) == -1;
                    if !fits {
                        return None;
                    }
                    let bits: Vec<V> = (0..n)
                        .map(|i| {
                            let b = i < 64 && (x as u64 >> i) & 1 != 0;
                            self.bit_v(b)
                        })
                        .collect();
                    Some(self.mk(Init::Bits(bits.into())))
                }
                _ => None,
            },
            Init::Str(..) => {
                if t == self.string_ty {
                    Some(v)
                } else {
                    None
                }
            }
            Init::List(elems, _) => {
                let own = self.type_of(v).unwrap();
                if own == t {
                    return Some(v);
                }
                let TyKind::List(et) = *self.tk(t) else {
                    return None;
                };
                let mut out = Vec::with_capacity(elems.len());
                let mut changed = false;
                for e in elems.iter() {
                    let c = self.convert_to(*e, et)?;
                    changed |= c != *e;
                    out.push(c);
                }
                if !changed {
                    return Some(v);
                }
                Some(self.list_v(out, et))
            }
            Init::Def(_) => {
                let own = self.type_of(v).unwrap();
                if matches!(self.tk(t), TyKind::Record(_)) && self.convertible(own, t) {
                    Some(v)
                } else {
                    None
                }
            }
            _ => {
                let own = self.type_of(v)?;
                if own == t || self.type_is_a(own, t) {
                    return Some(v);
                }
                if own == self.bit_ty && matches!(self.tk(t), TyKind::Bits(1)) {
                    return Some(self.mk(Init::Bits(Rc::new([v]))));
                }
                None
            }
        }
    }

    /// Converts to type `t`, adding a `!cast` where needed (`getCastTo`).
    pub fn cast_to(&mut self, v: V, t: Ty) -> Res<Option<V>> {
        match self.get(v) {
            Init::Unset => return Ok(Some(v)),
            Init::Arg(val, _) => {
                let val = *val;
                return self.cast_to(val, t);
            }
            _ => {}
        }
        let Some(own) = self.type_of(v) else {
            return Ok(None);
        };
        if own == t || self.type_is_a(own, t) {
            return Ok(Some(v));
        }
        if let Some(c) = self.convert_to(v, t) {
            return Ok(Some(c));
        }
        if !self.convertible(own, t) {
            return Ok(None);
        }
        let u = self.mk(Init::Un(UnOp::Cast, v, t));
        self.fold_un(u, None, false).map(Some)
    }

    /// Selects bits (`value{...}`), `None` when not possible.
    pub fn bit_range(&mut self, v: V, bits: &[u32]) -> Option<V> {
        match self.get(v).clone() {
            Init::Bits(b) => {
                let mut out = Vec::with_capacity(bits.len());
                for &i in bits {
                    out.push(*b.get(i as usize)?);
                }
                Some(self.mk(Init::Bits(out.into())))
            }
            Init::Int(x) => {
                let mut out = Vec::with_capacity(bits.len());
                for &i in bits {
                    if i >= 64 {
                        return None;
                    }
                    out.push(self.bit_v((x as u64 >> i) & 1 != 0));
                }
                Some(self.mk(Init::Bits(out.into())))
            }
            Init::Unset | Init::Arg(..) => None,
            _ => {
                let t = self.type_of(v)?;
                let TyKind::Bits(n) = *self.tk(t) else {
                    return None;
                };
                let mut out = Vec::with_capacity(bits.len());
                for &i in bits {
                    if i >= n {
                        return None;
                    }
                    out.push(self.mk(Init::VarBit(v, i)));
                }
                Some(self.mk(Init::Bits(out.into())))
            }
        }
    }

    /// The type of field `f` of a record-typed value.
    pub fn field_type(&self, v: V, f: Sym) -> Option<Ty> {
        let name = self.sym_lookup(f)?;
        match self.get(v) {
            Init::Def(r) => self.rec(*r).field(name).map(|x| x.ty),
            Init::Unset | Init::Arg(..) => None,
            _ => {
                let t = self.type_of(v)?;
                let TyKind::Record(cs) = self.tk(t) else {
                    return None;
                };
                cs.iter()
                    .find_map(|c| self.rec(*c).field(name).map(|x| x.ty))
            }
        }
    }
}
