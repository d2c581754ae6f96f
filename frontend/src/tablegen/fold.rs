//! Folding: evaluating bang operators, field accesses and conditions once
//! their operands are known, and instantiating anonymous records
//! (`Class<args>` in a value). Each fold returns the operation itself when
//! it cannot be evaluated yet, as LLVM's `Fold` methods do.

use super::model::*;
use super::resolve::{MapResolver, RecordResolver, TrackUnresolved};

/// How deep anonymous instantiations may nest before it is an error (a
/// class instantiating itself would otherwise recurse without end; LLVM's
/// mlir-tblgen overflows its stack there).
pub const MAX_INSTANTIATION_DEPTH: u32 = 200;

/// "No location" for diagnostics raised outside any record.
pub const NO_LOC: u64 = u64::MAX;

impl Keeper {
    fn loc_of(&self, cur: Option<RecId>) -> u64 {
        cur.map(|r| self.rec(r).locs[0]).unwrap_or(NO_LOC)
    }

    fn type_error<T>(&mut self, cur: Option<RecId>, want: Ty, got: Ty, v: V) -> Res<T> {
        let at = self.loc_of(cur);
        let msg = format!(
            "Expected type '{}', got '{}' in: {}",
            self.ty_str(want),
            self.ty_str(got),
            self.as_string(v)
        );
        self.fatal(at, msg)
    }

    fn as_int(&mut self, v: V) -> Option<i64> {
        let it = self.int_ty;
        let c = self.convert_to(v, it)?;
        match self.get(c) {
            Init::Int(i) => Some(*i),
            _ => None,
        }
    }

    /// The integer of an `Int` value.
    pub fn iv(&self, v: V) -> Option<i64> {
        match self.get(v) {
            Init::Int(i) => Some(*i),
            _ => None,
        }
    }

    fn str_of(&self, v: V) -> Option<(String, bool)> {
        match self.get(v) {
            Init::Str(s, c) => Some((self.strs.get(*s).to_string(), *c)),
            _ => None,
        }
    }

    /// Folds a unary operation.
    pub fn fold_un(&mut self, v: V, cur: Option<RecId>, fin: bool) -> Res<V> {
        let Init::Un(op, lhs, ty) = self.get(v).clone() else {
            return Ok(v);
        };
        match op {
            UnOp::Repr => {
                if self.is_concrete(lhs) {
                    let s = if let Init::Def(r) = *self.get(lhs) {
                        self.print_record(r)
                    } else {
                        self.as_string(lhs)
                    };
                    return Ok(self.str_v(&s, false));
                }
            }
            UnOp::ToLower | UnOp::ToUpper => {
                if let Some((s, _)) = self.str_of(lhs) {
                    let s = if op == UnOp::ToLower {
                        s.to_ascii_lowercase()
                    } else {
                        s.to_ascii_uppercase()
                    };
                    return Ok(self.str_v(&s, false));
                }
            }
            UnOp::Cast => {
                if ty == self.string_ty {
                    match self.get(lhs) {
                        Init::Str(..) => return Ok(lhs),
                        Init::Def(_) => {
                            let s = self.as_string(lhs);
                            return Ok(self.str_v(&s, false));
                        }
                        _ => {}
                    }
                    if let Some(i) = self.as_int(lhs) {
                        return Ok(self.str_v(&i.to_string(), false));
                    }
                } else if matches!(self.tk(ty), TyKind::Record(_)) {
                    if let Init::Str(name, _) = *self.get(lhs) {
                        let mut d = self.defs.get(&name).copied();
                        if d.is_none() {
                            if let Some(c) = cur {
                                let cname = self.rec(c).name;
                                let anon_match = match self.get(cname) {
                                    Init::AnonName(n) => {
                                        self.strs.get(name) == format!("anonymous_{}", n)
                                    }
                                    _ => false,
                                };
                                if lhs == cname || anon_match {
                                    if !fin {
                                        return Ok(v);
                                    }
                                    d = Some(c);
                                }
                            }
                        }
                        let Some(d) = d else {
                            if fin {
                                let at = self.loc_of(cur);
                                let n = self.strs.get(name).to_string();
                                return self
                                    .fatal(at, format!("Undefined reference to record: '{}'", n));
                            }
                            return Ok(v);
                        };
                        let di = self.def_init(d);
                        let dt = self.type_of(di).unwrap();
                        if !self.type_is_a(dt, ty) {
                            return self.type_error(cur, ty, dt, v);
                        }
                        return Ok(di);
                    }
                }
                if let Some(c) = self.convert_to(lhs, ty) {
                    return Ok(c);
                }
            }
            UnOp::Not => {
                if let Some(i) = self.as_int(lhs) {
                    return Ok(self.int_v((i == 0) as i64));
                }
            }
            UnOp::Head => {
                if let Init::List(e, _) = self.get(lhs) {
                    if let Some(&x) = e.first() {
                        return Ok(x);
                    }
                }
            }
            UnOp::Tail => {
                if let Init::List(e, et) = self.get(lhs).clone() {
                    if !e.is_empty() {
                        return Ok(self.list_v(e[1..].to_vec(), et));
                    }
                }
            }
            UnOp::Size | UnOp::Empty => {
                let n = match self.get(lhs) {
                    Init::List(e, _) => Some(e.len()),
                    Init::Dag(_, _, a, _) => Some(a.len()),
                    Init::Str(s, _) => Some(self.strs.get(*s).len()),
                    _ => None,
                };
                if let Some(n) = n {
                    return Ok(if op == UnOp::Size {
                        self.int_v(n as i64)
                    } else {
                        self.int_v((n == 0) as i64)
                    });
                }
            }
            UnOp::GetDagOp => {
                if let Init::Dag(o, ..) = *self.get(lhs) {
                    let ot = self.type_of(o);
                    if let Some(ot) = ot {
                        if !self.type_is_a(ot, ty) {
                            return self.type_error(cur, ty, ot, v);
                        }
                    }
                    return Ok(o);
                }
            }
            UnOp::GetDagOpName => {
                if let Init::Dag(_, name, ..) = *self.get(lhs) {
                    return Ok(match name {
                        Some(n) => self.sym_v(n),
                        None => self.unset,
                    });
                }
            }
            UnOp::LogTwo => {
                if let Some(i) = self.as_int(lhs) {
                    if i <= 0 {
                        let at = self.loc_of(cur);
                        return self.fatal(
                            at,
                            "Illegal operation: logtwo is undefined on arguments less than or equal to 0",
                        );
                    }
                    return Ok(self.int_v(63 - i.leading_zeros() as i64));
                }
            }
            UnOp::ListFlatten => {
                if let Init::List(e, et) = self.get(lhs).clone() {
                    let Some(inner) = self.elem_ty(et) else {
                        return Ok(lhs);
                    };
                    let mut out = Vec::new();
                    for x in e.iter() {
                        match self.get(*x) {
                            Init::List(xs, _) => out.extend(xs.iter().copied()),
                            _ => return Ok(v),
                        }
                    }
                    return Ok(self.list_v(out, inner));
                }
            }
            UnOp::Initialized => {
                if lhs == self.unset {
                    return Ok(self.int_v(0));
                }
                if self.is_concrete(lhs) {
                    return Ok(self.int_v(1));
                }
            }
        }
        Ok(v)
    }

    fn compare(&mut self, op: BinOp, l: V, r: V) -> Option<bool> {
        let ord = if let (Some(a), Some(b)) = (self.as_int(l), self.as_int(r)) {
            a.cmp(&b)
        } else if let (Init::Str(a, _), Init::Str(b, _)) = (self.get(l), self.get(r)) {
            self.strs.get(*a).cmp(self.strs.get(*b))
        } else if let (Init::Def(a), Init::Def(b), BinOp::Eq | BinOp::Ne) =
            (self.get(l), self.get(r), op)
        {
            return Some((a == b) == (op == BinOp::Eq));
        } else {
            return None;
        };
        Some(match op {
            BinOp::Eq => ord.is_eq(),
            BinOp::Ne => ord.is_ne(),
            BinOp::Le => ord.is_le(),
            BinOp::Lt => ord.is_lt(),
            BinOp::Ge => ord.is_ge(),
            _ => ord.is_gt(),
        })
    }

    fn dag_arg_no(&self, dag: V, key: V) -> Result<usize, String> {
        let Init::Dag(_, _, args, names) = self.get(dag) else {
            unreachable!()
        };
        match self.get(key) {
            Init::Int(p) => {
                if *p < 0 {
                    return Err(format!("index {} is negative", p));
                }
                if *p as usize >= args.len() {
                    return Err(format!(
                        "index {} is out of range (dag has {} arguments)",
                        p,
                        args.len()
                    ));
                }
                Ok(*p as usize)
            }
            Init::Str(s, _) => names
                .iter()
                .position(|n| n.map(|n| self.strs.get(n)) == Some(self.strs.get(*s)))
                .ok_or_else(|| format!("key '{}' is not found", self.strs.get(*s))),
            _ => Err("bad key".into()),
        }
    }

    /// Folds a binary operation.
    pub fn fold_bin(&mut self, v: V, cur: Option<RecId>) -> Res<V> {
        let Init::Bin(op, l, r, ty) = self.get(v).clone() else {
            return Ok(v);
        };
        match op {
            BinOp::Concat => {
                if let (Init::Dag(lo, _, la, ln), Init::Dag(ro, _, ra, rn)) =
                    (self.get(l).clone(), self.get(r).clone())
                {
                    let ldef = matches!(self.get(lo), Init::Def(_));
                    let rdef = matches!(self.get(ro), Init::Def(_));
                    if (!ldef && lo != self.unset) || (!rdef && ro != self.unset) {
                        return Ok(v);
                    }
                    if ldef && rdef && lo != ro {
                        let msg = format!(
                            "Concatenated Dag operators do not match: '{}' vs. '{}'",
                            self.as_string(l),
                            self.as_string(r)
                        );
                        return self.fatal(NO_LOC, msg);
                    }
                    let op = if ldef { lo } else { ro };
                    let mut args = la.to_vec();
                    args.extend(ra.iter());
                    let mut names = ln.to_vec();
                    names.extend(rn.iter());
                    return Ok(self.mk(Init::Dag(op, None, args.into(), names.into())));
                }
            }
            BinOp::ListConcat => {
                if let (Init::List(a, et), Init::List(b, _)) = (self.get(l).clone(), self.get(r)) {
                    let mut out = a.to_vec();
                    out.extend(b.iter());
                    return Ok(self.list_v(out, et));
                }
            }
            BinOp::ListSplat => {
                if let (Some(t), Init::Int(n)) = (self.type_of(l), self.get(r)) {
                    let out = vec![l; (*n).max(0) as usize];
                    return Ok(self.list_v(out, t));
                }
            }
            BinOp::ListRemove => {
                if let (Init::List(a, et), Init::List(b, _)) =
                    (self.get(l).clone(), self.get(r).clone())
                {
                    let mut out = Vec::new();
                    for x in a.iter() {
                        let mut found = false;
                        for y in b.iter() {
                            if self.compare(BinOp::Eq, *x, *y) == Some(true) {
                                found = true;
                                break;
                            }
                        }
                        if !found {
                            out.push(*x);
                        }
                    }
                    return Ok(self.list_v(out, et));
                }
            }
            BinOp::ListElem => {
                if let (Init::List(a, _), Init::Int(i)) = (self.get(l), self.get(r)) {
                    if *i >= 0 && (*i as usize) < a.len() {
                        return Ok(a[*i as usize]);
                    }
                }
            }
            BinOp::ListSlice => {
                if let (Init::List(a, et), Init::List(idx, _)) =
                    (self.get(l).clone(), self.get(r).clone())
                {
                    let mut out = Vec::with_capacity(idx.len());
                    for i in idx.iter() {
                        match self.get(*i) {
                            Init::Int(i) if *i >= 0 && (*i as usize) < a.len() => {
                                out.push(a[*i as usize])
                            }
                            _ => return Ok(v),
                        }
                    }
                    return Ok(self.list_v(out, et));
                }
            }
            BinOp::RangeC => {
                if let (Some(a), Some(b)) = (self.iv(l), self.iv(r)) {
                    let out: Vec<V> = if a <= b {
                        (a..=b).map(|i| self.int_v(i)).collect()
                    } else {
                        (b..=a).rev().map(|i| self.int_v(i)).collect()
                    };
                    let it = self.int_ty;
                    return Ok(self.list_v(out, it));
                }
            }
            BinOp::StrConcat => {
                if let (Some((a, ac)), Some((b, bc))) = (self.str_of(l), self.str_of(r)) {
                    return Ok(self.str_v(&(a + &b), ac || bc));
                }
            }
            BinOp::Interleave => {
                if let (Init::List(e, et), Some((delim, _))) = (self.get(l).clone(), self.str_of(r))
                {
                    let res = if et == self.string_ty {
                        let mut s = String::new();
                        let mut code = false;
                        let mut ok = true;
                        for (i, x) in e.iter().enumerate() {
                            if i > 0 {
                                s.push_str(&delim);
                            }
                            match self.str_of(*x) {
                                Some((xs, c)) => {
                                    s.push_str(&xs);
                                    code |= c && i > 0;
                                }
                                None => {
                                    ok = false;
                                    break;
                                }
                            }
                        }
                        ok.then(|| self.str_v(&s, code))
                    } else {
                        let mut s = String::new();
                        let mut ok = true;
                        for (i, x) in e.iter().enumerate() {
                            if i > 0 {
                                s.push_str(&delim);
                            }
                            match self.as_int(*x) {
                                Some(n) => s.push_str(&n.to_string()),
                                None => {
                                    ok = false;
                                    break;
                                }
                            }
                        }
                        ok.then(|| self.str_v(&s, false))
                    };
                    if let Some(res) = res {
                        return Ok(res);
                    }
                }
            }
            BinOp::Eq | BinOp::Ne | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
                if let Some(b) = self.compare(op, l, r) {
                    return Ok(self.bit_v(b));
                }
            }
            BinOp::GetDagArg => {
                if matches!(self.get(l), Init::Dag(..))
                    && matches!(self.get(r), Init::Int(_) | Init::Str(..))
                {
                    let n = match self.dag_arg_no(l, r) {
                        Ok(n) => n,
                        Err(e) => {
                            let at = self.loc_of(cur);
                            return self.fatal(at, format!("!getdagarg {}", e));
                        }
                    };
                    let Init::Dag(_, _, args, _) = self.get(l) else {
                        unreachable!()
                    };
                    let arg = args[n];
                    if let Some(t) = self.type_of(arg) {
                        if !self.convertible(t, ty) {
                            return Ok(self.unset);
                        }
                    }
                    return Ok(arg);
                }
            }
            BinOp::GetDagName => {
                if let (Init::Dag(_, _, args, names), Some(p)) = (self.get(l).clone(), self.iv(r)) {
                    if p < 0 || p as usize >= args.len() {
                        let at = self.loc_of(cur);
                        self.error(
                            at,
                            format!(
                                "!getdagname index is out of range 0...{}: {}",
                                args.len() as i64 - 1,
                                p
                            ),
                        );
                        return Ok(self.unset);
                    }
                    return Ok(match names[p as usize] {
                        Some(n) => self.sym_v(n),
                        None => self.unset,
                    });
                }
            }
            BinOp::SetDagOp => {
                if let (Init::Dag(_, _, args, names), Init::Def(_)) =
                    (self.get(l).clone(), self.get(r))
                {
                    return Ok(self.mk(Init::Dag(r, None, args, names)));
                }
            }
            BinOp::SetDagOpName => {
                if let Init::Dag(o, _, args, names) = self.get(l).clone() {
                    let name = match self.get(r) {
                        Init::Str(s, _) => Some(Some(*s)),
                        Init::Unset => Some(None),
                        _ => None,
                    };
                    if let Some(name) = name {
                        return Ok(self.mk(Init::Dag(o, name, args, names)));
                    }
                }
            }
            BinOp::Match => {
                if self.str_of(l).is_some() && self.str_of(r).is_some() {
                    let at = self.loc_of(cur);
                    return self.fatal(at, "!match is not supported by patsat yet");
                }
            }
            _ => {
                if let (Some(a), Some(b)) = (self.as_int(l), self.as_int(r)) {
                    let res = match op {
                        BinOp::Add => a.wrapping_add(b),
                        BinOp::Sub => a.wrapping_sub(b),
                        BinOp::Mul => a.wrapping_mul(b),
                        BinOp::Div => {
                            if b == 0 {
                                let at = self.loc_of(cur);
                                return self.fatal(at, "Illegal operation: division by zero");
                            }
                            if a == i64::MIN && b == -1 {
                                let at = self.loc_of(cur);
                                return self.fatal(at, "Illegal operation: INT64_MIN / -1");
                            }
                            a / b
                        }
                        BinOp::And => a & b,
                        BinOp::Or => a | b,
                        BinOp::Xor => a ^ b,
                        BinOp::Shl => (a as u64).checked_shl(b as u32).unwrap_or(0) as i64,
                        BinOp::Sra => a
                            .checked_shr(b as u32)
                            .unwrap_or(if a < 0 { -1 } else { 0 }),
                        _ => (a as u64).checked_shr(b as u32).unwrap_or(0) as i64,
                    };
                    return Ok(self.int_v(res));
                }
            }
        }
        Ok(v)
    }

    fn item_apply(&mut self, var: V, item: V, expr: V, cur: Option<RecId>) -> Res<V> {
        let mut r = MapResolver::new(cur);
        r.set(var, item);
        self.resolve(expr, &mut r)
    }

    fn foreach_dag(&mut self, var: V, dag: V, expr: V, cur: Option<RecId>) -> Res<V> {
        let Init::Dag(op, _, args, names) = self.get(dag).clone() else {
            unreachable!()
        };
        let mut change = false;
        let nop = self.item_apply(var, op, expr, cur)?;
        change |= nop != op;
        let mut out = Vec::with_capacity(args.len());
        for &a in args.iter() {
            let na = if matches!(self.get(a), Init::Dag(..)) {
                self.foreach_dag(var, a, expr, cur)?
            } else {
                self.item_apply(var, a, expr, cur)?
            };
            change |= na != a;
            out.push(na);
        }
        Ok(if change {
            self.mk(Init::Dag(nop, None, out.into(), names))
        } else {
            dag
        })
    }

    /// Folds a ternary operation.
    pub fn fold_tern(&mut self, v: V, cur: Option<RecId>) -> Res<V> {
        let Init::Tern(op, l, m, r, ty) = self.get(v).clone() else {
            return Ok(v);
        };
        match op {
            TernOp::Subst => match (
                self.get(l).clone(),
                self.get(m).clone(),
                self.get(r).clone(),
            ) {
                (Init::Def(_), Init::Def(_), Init::Def(_)) => {
                    let res = if self.as_string(l) == self.as_string(r) {
                        m
                    } else {
                        r
                    };
                    return Ok(res);
                }
                (Init::Var(ln, _), Init::Var(mn, _), Init::Var(rn, _)) => {
                    let name = if self.as_string(l) == self.as_string(r) {
                        mn
                    } else {
                        rn
                    };
                    let _ = ln;
                    return Ok(self.var_v(name, ty));
                }
                (Init::Str(a, _), Init::Str(b, _), Init::Str(c, _)) => {
                    let (a, b, c) = (
                        self.strs.get(a).to_string(),
                        self.strs.get(b).to_string(),
                        self.strs.get(c).to_string(),
                    );
                    let res = if a.is_empty() { c } else { c.replace(&a, &b) };
                    return Ok(self.str_v(&res, false));
                }
                _ => {}
            },
            TernOp::Foreach => {
                if matches!(self.get(m), Init::Dag(..)) {
                    return self.foreach_dag(l, m, r, cur);
                }
                if let Init::List(e, _) = self.get(m).clone() {
                    let mut out = Vec::with_capacity(e.len());
                    for &x in e.iter() {
                        out.push(self.item_apply(l, x, r, cur)?);
                    }
                    let et = self.elem_ty(ty).unwrap_or(self.int_ty);
                    return Ok(self.list_v(out, et));
                }
            }
            TernOp::Filter => {
                if let Init::List(e, _) = self.get(m).clone() {
                    let mut out = Vec::new();
                    for &x in e.iter() {
                        let inc = self.item_apply(l, x, r, cur)?;
                        match self.as_int(inc) {
                            Some(0) => {}
                            Some(_) => out.push(x),
                            None => return Ok(v),
                        }
                    }
                    let et = self.elem_ty(ty).unwrap_or(self.int_ty);
                    return Ok(self.list_v(out, et));
                }
            }
            TernOp::If => {
                if let Some(i) = self.as_int(l) {
                    return Ok(if i != 0 { m } else { r });
                }
            }
            TernOp::Dag => {
                let ml = match self.get(m) {
                    Init::List(e, _) => Some(e.clone()),
                    _ => None,
                };
                let rl = match self.get(r) {
                    Init::List(e, _) => Some(e.clone()),
                    _ => None,
                };
                let mok = ml.is_some() || m == self.unset;
                let rok = rl.is_some() || r == self.unset;
                if m == self.unset && r == self.unset {
                    return Ok(v);
                }
                if mok
                    && rok
                    && (ml.is_none()
                        || rl.is_none()
                        || ml.as_ref().unwrap().len() == rl.as_ref().unwrap().len())
                {
                    let n = ml.as_ref().or(rl.as_ref()).map(|x| x.len()).unwrap_or(0);
                    let mut args = Vec::with_capacity(n);
                    let mut names = Vec::with_capacity(n);
                    for i in 0..n {
                        let node = ml.as_ref().map(|x| x[i]).unwrap_or(self.unset);
                        let name = rl.as_ref().map(|x| x[i]).unwrap_or(self.unset);
                        let nm = match self.get(name) {
                            Init::Str(s, _) => Some(*s),
                            Init::Unset => None,
                            _ => return Ok(v),
                        };
                        args.push(node);
                        names.push(nm);
                    }
                    return Ok(self.mk(Init::Dag(l, None, args.into(), names.into())));
                }
            }
            TernOp::Range => {
                if let (Some(s), Some(e), Some(st)) = (self.iv(l), self.iv(m), self.iv(r)) {
                    if st == 0 {
                        let at = self.loc_of(cur);
                        self.error(at, "Step of !range can't be 0");
                    }
                    let mut out = Vec::new();
                    if s < e && st > 0 {
                        let mut i = s;
                        while i < e {
                            out.push(self.int_v(i));
                            i += st;
                        }
                    } else if s > e && st < 0 {
                        let mut i = s;
                        while i > e {
                            out.push(self.int_v(i));
                            i += st;
                        }
                    }
                    let it = self.int_ty;
                    return Ok(self.list_v(out, it));
                }
            }
            TernOp::Substr => {
                if let (Some((s, code)), Some(start), Some(len)) =
                    (self.str_of(l), self.iv(m), self.iv(r))
                {
                    let size = s.len() as i64;
                    if start < 0 || start > size {
                        let at = self.loc_of(cur);
                        self.error(
                            at,
                            format!(
                                "!substr start position is out of range 0...{}: {}",
                                size, start
                            ),
                        );
                    }
                    if len < 0 {
                        let at = self.loc_of(cur);
                        self.error(at, "!substr length must be nonnegative");
                    }
                    let b = (start.max(0) as usize).min(s.len());
                    let e = if len < 0 {
                        s.len()
                    } else {
                        b.saturating_add(len as usize).min(s.len())
                    };
                    let sub = String::from_utf8_lossy(&s.as_bytes()[b..e]).into_owned();
                    return Ok(self.str_v(&sub, code));
                }
            }
            TernOp::Find => {
                if let (Some((s, _)), Some((t, _)), Some(start)) =
                    (self.str_of(l), self.str_of(m), self.iv(r))
                {
                    let size = s.len() as i64;
                    if start < 0 || start > size {
                        let at = self.loc_of(cur);
                        self.error(
                            at,
                            format!(
                                "!find start position is out of range 0...{}: {}",
                                size, start
                            ),
                        );
                    }
                    let b = (start.max(0) as usize).min(s.len());
                    let res = s.as_bytes()[b..]
                        .windows(t.len().max(1))
                        .position(|w| w == t.as_bytes())
                        .map(|p| (p + b) as i64);
                    let res = if t.is_empty() { Some(b as i64) } else { res };
                    return Ok(self.int_v(res.unwrap_or(-1)));
                }
            }
            TernOp::SetDagArg | TernOp::SetDagName => {
                if matches!(self.get(l), Init::Dag(..))
                    && matches!(self.get(m), Init::Int(_) | Init::Str(..))
                {
                    let n = match self.dag_arg_no(l, m) {
                        Ok(n) => n,
                        Err(e) => {
                            let at = self.loc_of(cur);
                            let name = if op == TernOp::SetDagArg {
                                "!setdagarg"
                            } else {
                                "!setdagname"
                            };
                            return self.fatal(at, format!("{} {}", name, e));
                        }
                    };
                    let Init::Dag(o, name, args, names) = self.get(l).clone() else {
                        unreachable!()
                    };
                    let mut args = args.to_vec();
                    let mut names = names.to_vec();
                    if op == TernOp::SetDagArg {
                        args[n] = r;
                    } else {
                        names[n] = match self.get(r) {
                            Init::Str(s, _) => Some(*s),
                            _ => None,
                        };
                    }
                    return Ok(self.mk(Init::Dag(o, name, args.into(), names.into())));
                }
            }
        }
        Ok(v)
    }

    /// Folds `!foldl`.
    pub fn fold_foldl(&mut self, v: V, cur: Option<RecId>) -> Res<V> {
        let Init::Fold(start, list, a, b, expr, _) = self.get(v).clone() else {
            return Ok(v);
        };
        if let Init::List(e, _) = self.get(list).clone() {
            let mut acc = start;
            for &x in e.iter() {
                let mut r = MapResolver::new(cur);
                r.set(a, acc);
                r.set(b, x);
                acc = self.resolve(expr, &mut r)?;
            }
            return Ok(acc);
        }
        Ok(v)
    }

    /// Folds `!isa`.
    pub fn fold_isa(&mut self, v: V) -> V {
        let Init::IsA(check, x) = *self.get(v) else {
            return v;
        };
        if let Some(t) = self.type_of(x) {
            if self.convertible(t, check) {
                return self.int_v(1);
            }
            if matches!(self.tk(check), TyKind::Record(_)) {
                // Only a resolved record is known not to be of the type: a
                // value of another class may still be a subclass of both.
                if matches!(self.get(x), Init::Def(_)) {
                    return self.int_v(0);
                }
            } else {
                return self.int_v(0);
            }
        }
        v
    }

    /// Folds `!exists`.
    pub fn fold_exists(&mut self, v: V, cur: Option<RecId>, fin: bool) -> V {
        let Init::Exists(check, x) = *self.get(v) else {
            return v;
        };
        if let Init::Str(name, _) = *self.get(x) {
            if let Some(&d) = self.defs.get(&name) {
                let di = self.def_init(d);
                let dt = self.type_of(di).unwrap();
                let ok = self.type_is_a(dt, check);
                return self.int_v(ok as i64);
            }
            if let Some(c) = cur {
                let cname = self.rec(c).name;
                let anon_match = match self.get(cname) {
                    Init::AnonName(n) => self.strs.get(name) == format!("anonymous_{}", n),
                    _ => false,
                };
                if x == cname || anon_match {
                    if !fin {
                        return v;
                    }
                    let ct = self.rec_type(c);
                    let ok = self.type_is_a(ct, check);
                    return self.int_v(ok as i64);
                }
            }
            if fin {
                return self.int_v(0);
            }
        }
        v
    }

    /// Folds `!cond`.
    pub fn fold_cond(&mut self, v: V, cur: Option<RecId>) -> Res<V> {
        let Init::Cond(cs, vs, t) = self.get(v).clone() else {
            return Ok(v);
        };
        for (c, x) in cs.iter().zip(vs.iter()) {
            match self.as_int(*c) {
                Some(0) => {}
                Some(_) => return Ok(self.convert_to(*x, t).unwrap_or(*x)),
                None => return Ok(v),
            }
        }
        let at = self.loc_of(cur);
        let name = cur.map(|c| self.rec_name_str(c)).unwrap_or_default();
        let msg = format!(
            "{} does not have any true condition in:{}",
            name,
            self.as_string(v)
        );
        self.fatal(at, msg)
    }

    /// Folds a field access `rec.field`.
    pub fn fold_field(&mut self, v: V, cur: Option<RecId>) -> Res<V> {
        let Init::Field(rec, f, _) = *self.get(v) else {
            return Ok(v);
        };
        if let Init::Def(d) = *self.get(rec) {
            if Some(d) == cur {
                let at = self.loc_of(cur);
                let msg = format!(
                    "Attempting to access field '{}' of '{}' is a forbidden self-reference",
                    self.strs.get(f),
                    self.as_string(rec)
                );
                return self.fatal(at, msg);
            }
            let name = self.sym_v(f);
            let Some(fv) = self.rec(d).field(name).map(|x| x.value) else {
                let at = self.loc_of(cur);
                let msg = format!(
                    "Record `{}' does not have a field named `{}'!",
                    self.rec_name_str(d),
                    self.strs.get(f)
                );
                return self.fatal(at, msg);
            };
            if self.is_concrete(fv) {
                return Ok(fv);
            }
        }
        Ok(v)
    }

    /// Folds `!instances` (not supported yet: an error once it can fold).
    pub fn fold_instances(&mut self, v: V, cur: Option<RecId>, fin: bool) -> Res<V> {
        if fin {
            let at = self.loc_of(cur);
            return self.fatal(at, "!instances is not supported by patsat yet");
        }
        Ok(v)
    }

    /// Instantiates `Class<args>` now if all arguments are known.
    pub fn fold_vardef(&mut self, v: V) -> Res<V> {
        if let Some(&d) = self.vardef_defs.get(&v) {
            return Ok(d);
        }
        let Init::VarDef(_, args) = self.get(v).clone() else {
            return Ok(v);
        };
        let mut r = TrackUnresolved::new(None);
        for &a in args.iter() {
            self.resolve(a, &mut r)?;
        }
        if !r.found {
            return self.instantiate(v);
        }
        Ok(v)
    }

    /// Makes the anonymous record of `Class<args>` (once per distinct value).
    pub fn instantiate(&mut self, v: V) -> Res<V> {
        if let Some(&d) = self.vardef_defs.get(&v) {
            return Ok(d);
        }
        let Init::VarDef(class, args) = self.get(v).clone() else {
            return Ok(v);
        };
        if self.instantiating >= MAX_INSTANTIATION_DEPTH {
            let at = *self.rec(class).locs.last().unwrap();
            let msg = format!(
                "anonymous instantiations of '{}' nested more than {} deep (a class that instantiates itself?)",
                self.rec_name_str(class),
                MAX_INSTANTIATION_DEPTH
            );
            return self.fatal(at, msg);
        }
        self.instantiating += 1;
        let r = self.instantiate_new(v, class, args);
        self.instantiating -= 1;
        r
    }

    fn instantiate_new(&mut self, v: V, class: RecId, args: std::rc::Rc<[V]>) -> Res<V> {
        let name = self.new_anon_name();
        let c = self.rec(class);
        let loc = *c.locs.last().unwrap();
        let mut nr = Record::new(name, loc, true, false);
        nr.values = c.values.clone();
        nr.asserts = c.asserts.clone();
        nr.dumps = c.dumps.clone();
        let targs = c.targs.clone();
        let id = self.add_rec(nr);
        let mut r = MapResolver::new(Some(id));
        for &t in &targs {
            let idx = self.rec(id).field_index(t).unwrap();
            let val = self.rec(id).values[idx].value;
            r.set(t, val);
            self.rec_mut(id).values.remove(idx);
        }
        for &a in args.iter() {
            if let Init::Arg(val, key) = *self.get(a) {
                match key {
                    ArgKey::Pos(i) => r.set(targs[i as usize], val),
                    ArgKey::Named(n) => r.set(n, val),
                }
            }
        }
        self.resolve_record(id, &mut r, None)?;
        let mut supers = self.rec(class).supers.clone();
        supers.push((class, loc));
        self.rec_mut(id).supers = supers;
        let mut rr = RecordResolver::new(id, None, true);
        self.resolve_record(id, &mut rr, None)?;
        self.add_def(id);
        self.check_assertions(id)?;
        self.emit_dumps(id)?;
        let d = self.def_init(id);
        self.vardef_defs.insert(v, d);
        Ok(d)
    }

    /// Checks the assertions of a finished record.
    pub fn check_assertions(&mut self, rec: RecId) -> Res<()> {
        let asserts = self.rec(rec).asserts.clone();
        for a in asserts {
            let mut r = RecordResolver::new(rec, None, true);
            let c = self.resolve(a.cond, &mut r)?;
            let m = self.resolve(a.msg, &mut r)?;
            self.check_assert(a.loc, c, m)?;
        }
        Ok(())
    }

    /// Evaluates one assertion.
    pub fn check_assert(&mut self, loc: u64, cond: V, msg: V) -> Res<()> {
        match self.as_int(cond) {
            Some(0) => {
                let m = match self.get(msg) {
                    Init::Str(s, _) => self.strs.get(*s).to_string(),
                    _ => "(assert message is not a string)".to_string(),
                };
                self.error(loc, format!("assertion failed: {}", m));
                Ok(())
            }
            Some(_) => Ok(()),
            None => {
                self.error(loc, "assert condition must of type bit, bits, or int.");
                Ok(())
            }
        }
    }

    /// Prints the dumps of a finished record.
    pub fn emit_dumps(&mut self, rec: RecId) -> Res<()> {
        let dumps = self.rec(rec).dumps.clone();
        for (loc, m) in dumps {
            let mut r = RecordResolver::new(rec, None, true);
            let m = self.resolve(m, &mut r)?;
            self.dump_message(loc, m);
        }
        Ok(())
    }

    /// Prints one `dump` message as a note.
    pub fn dump_message(&mut self, loc: u64, m: V) {
        let s = match self.get(m) {
            Init::Str(s, _) => self.strs.get(*s).to_string(),
            _ => self.as_string(m),
        };
        self.note(loc, s);
    }
}
