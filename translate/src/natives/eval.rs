//! The evaluator of the C++ subset: runs a parsed snippet
//! ([`patsat_frontend::drr::cppexpr::Expr`]) against the payload, with
//! the hook's arguments as placeholders. Operators, placeholders, names,
//! lambdas and casts live here; free functions and constructors in
//! [`super::calls`], member functions in [`super::methods`].
//!
//! Placeholders: when the snippet uses `$_self`, the first argument is
//! `$_self` and `$N` is argument `N + 1`, else `$N` is argument `N`. In a
//! source-side `NativeCodeCall` (a constraint with results), `$_self` is
//! the op defining the first argument (the call fails when there is none)
//! and the `$N` are its out-parameters, bound by `m_Constant(&$N)` or
//! returned by a user function.

use super::value::{err, from_pdl, EvalError, ER, V};
use super::Library;
use crate::hooks::PdlValue;
use crate::view::{MatchView, RewriteBuilder};
use patsat_frontend::drr::cppexpr::{BinOp, Expr, Placeholder, UnOp};
use patsat_ir::{AttrKind, Context};
use std::rc::Rc;

/// Where a snippet runs: the matcher (read-only payload) or the rewriter.
pub enum Site<'a> {
    /// A native constraint.
    Match(&'a mut dyn MatchView),
    /// A native rewrite.
    Rewrite(&'a mut dyn RewriteBuilder),
}

/// The state of one evaluation.
pub struct Env<'a, 'b> {
    /// The payload.
    pub site: Site<'a>,
    /// The hook's arguments.
    pub args: &'b [PdlValue],
    /// Whether `args[0]` is `$_self`.
    pub has_self: bool,
    /// Whether `$_self` is the op defining `args[0]` and the `$N` are
    /// out-parameters (a source-side `NativeCodeCall`).
    pub source_call: bool,
    /// Out-parameters bound so far.
    pub outs: Vec<Option<V>>,
    /// Lambda parameters in scope (innermost last).
    pub locals: Vec<(String, V)>,
    /// Op classes and user functions.
    pub lib: &'b Library,
}

impl<'a, 'b> Env<'a, 'b> {
    /// The payload, read-only.
    pub fn view(&mut self) -> &mut dyn MatchView {
        match &mut self.site {
            Site::Match(v) => &mut **v,
            Site::Rewrite(b) => &mut **b,
        }
    }

    /// The context.
    pub fn ctx(&mut self) -> &mut Context {
        self.view().ctx_mut()
    }

    fn arg(&self, n: usize) -> ER<V> {
        let i = n + usize::from(self.has_self);
        match self.args.get(i) {
            Some(a) => Ok(from_pdl(a)),
            None => err(format!("placeholder ${} has no argument", n)),
        }
    }

    /// Evaluates an expression.
    pub fn eval(&mut self, e: &Expr) -> ER<V> {
        match e {
            Expr::Ph(p) => self.placeholder(p),
            Expr::Int(i) => Ok(V::Int(*i)),
            Expr::Float(f, _) => Ok(V::Float(*f)),
            Expr::Str(s) => Ok(V::Str(s.clone())),
            Expr::Bool(b) => Ok(V::Bool(*b)),
            Expr::Null => Ok(V::Null),
            Expr::Name(parts, targs) => self.name(parts, targs),
            Expr::Call(callee, args) => self.call(callee, args),
            Expr::Member(recv, name, targs, _) => {
                // A member without a call: a data member of a project's
                // helper object reads as its method of that name; other
                // data members (`.value`) are not in the subset.
                match self.eval(recv)? {
                    V::Obj(o) => self.object_method(o, name, targs, Vec::new()),
                    _ => err(format!("member `{}` accessed without a call", name)),
                }
            }
            Expr::Index(a, i) => {
                let a = self.eval(a)?;
                let i = self.eval(i)?;
                let i = self.int_of(&i)?;
                let ctx = self.ctx();
                let xs = a
                    .elements(ctx)
                    .ok_or_else(|| EvalError("subscript of a non-list".into()))?;
                usize::try_from(i)
                    .ok()
                    .and_then(|i| xs.get(i).cloned())
                    .ok_or_else(|| EvalError(format!("index {} out of range", i)))
            }
            Expr::Unary(op, x) => self.unary(*op, x),
            Expr::Binary(op, a, b) => self.binary(*op, a, b),
            Expr::Cond(c, a, b) => {
                if self.eval(c)?.truthy() {
                    self.eval(a)
                } else {
                    self.eval(b)
                }
            }
            Expr::Cast(ty, x) => {
                let v = self.eval(x)?;
                self.scalar_cast(ty, v)
            }
            Expr::List(xs) => {
                let mut out = Vec::with_capacity(xs.len());
                for x in xs {
                    out.push(self.eval(x)?);
                }
                Ok(V::List(out))
            }
            Expr::Lambda(params, body) => {
                Ok(V::Lambda(Rc::new((params.clone(), (**body).clone()))))
            }
        }
    }

    fn placeholder(&mut self, p: &Placeholder) -> ER<V> {
        match p {
            Placeholder::SelfValue => {
                let Some(a) = self.args.first() else {
                    return err("$_self has no argument");
                };
                if !self.source_call {
                    return Ok(from_pdl(a));
                }
                match a {
                    PdlValue::Value(v) => match self.view().defining_op(*v, 0) {
                        Some(op) => Ok(V::Op(op)),
                        None => err("the operand has no defining op"),
                    },
                    _ => err("$_self of a source-side call must be an operand"),
                }
            }
            Placeholder::Builder => Ok(V::Builder),
            Placeholder::State => err("$_state is only a builder body's"),
            Placeholder::Loc => {
                let l = self.ctx().unknown_loc();
                Ok(V::Loc(l))
            }
            Placeholder::Arg(n) if self.source_call => match self.outs.get(*n) {
                Some(Some(v)) => Ok(v.clone()),
                _ => err(format!("out-parameter ${} read before it is bound", n)),
            },
            Placeholder::Arg(n) => self.arg(*n),
            Placeholder::Rest(n) => {
                let start = n + usize::from(self.has_self);
                Ok(V::List(
                    self.args.iter().skip(start).map(from_pdl).collect(),
                ))
            }
        }
    }

    /// A name without a call: a lambda parameter or a known constant.
    fn name(&mut self, parts: &[String], targs: &[String]) -> ER<V> {
        if parts.len() == 1 && targs.is_empty() {
            if let Some((_, v)) = self.locals.iter().rev().find(|l| l.0 == parts[0]) {
                return Ok(v.clone());
            }
        }
        let last = parts.last().map(String::as_str).unwrap_or("");
        match last {
            "max" if parts.iter().any(|p| p == "numeric_limits") => numeric_limit(targs, true),
            "min" if parts.iter().any(|p| p == "numeric_limits") => numeric_limit(targs, false),
            "kDynamic" | "kDynamicSize" => Ok(V::Int(i64::MIN as i128)),
            _ if parts.len() == 1 && math_constant(last).is_some() => {
                Ok(V::Float(math_constant(last).unwrap_or_default()))
            }
            _ => match self.lib.classes.dialect.enum_case(parts) {
                Some(v) => Ok(V::Int(v)),
                None => match self.lib.project_constant(&parts.join("::")) {
                    Some(c) => Ok(c()),
                    None => err(format!("unknown name `{}`", parts.join("::"))),
                },
            },
        }
    }

    /// An integer operand.
    pub fn int_of(&mut self, v: &V) -> ER<i128> {
        let ctx = self.ctx();
        v.as_int(ctx)
            .ok_or_else(|| EvalError("expected an integer".into()))
    }

    fn unary(&mut self, op: UnOp, x: &Expr) -> ER<V> {
        if op == UnOp::AddrOf {
            // `&$N`: an out-parameter, only meaningful as an argument of
            // `m_Constant` (see `calls`); elsewhere the value itself.
            return self.eval(x);
        }
        let v = self.eval(x)?;
        match op {
            UnOp::Not => Ok(V::Bool(!v.truthy())),
            UnOp::Deref => match v {
                V::Iter(xs, i) => xs
                    .get(i)
                    .cloned()
                    .ok_or_else(|| EvalError("dereferencing an end iterator".into())),
                v => Ok(v),
            },
            UnOp::Plus | UnOp::AddrOf => Ok(v),
            UnOp::Neg => match v {
                V::Float(f) => Ok(V::Float(-f)),
                V::ApInt(b, w) => Ok(V::ApInt(super::value::mask(-(b as i128), w), w)),
                other => {
                    let i = self.int_of(&other)?;
                    Ok(V::Int(-i))
                }
            },
            UnOp::BitNot => {
                let i = self.int_of(&v)?;
                Ok(V::Int(!i))
            }
        }
    }

    fn binary(&mut self, op: BinOp, a: &Expr, b: &Expr) -> ER<V> {
        match op {
            BinOp::And => {
                let l = self.eval(a)?;
                return Ok(V::Bool(l.truthy() && self.eval(b)?.truthy()));
            }
            BinOp::Or => {
                let l = self.eval(a)?;
                return Ok(V::Bool(l.truthy() || self.eval(b)?.truthy()));
            }
            _ => {}
        }
        let l = self.eval(a)?;
        let r = self.eval(b)?;
        match op {
            BinOp::Eq => Ok(V::Bool(self.equal(&l, &r)?)),
            BinOp::Ne => Ok(V::Bool(!self.equal(&l, &r)?)),
            BinOp::Lt | BinOp::Gt | BinOp::Le | BinOp::Ge => {
                let ord = self.compare(&l, &r)?;
                Ok(V::Bool(match op {
                    BinOp::Lt => ord.is_lt(),
                    BinOp::Gt => ord.is_gt(),
                    BinOp::Le => ord.is_le(),
                    _ => ord.is_ge(),
                }))
            }
            _ => self.arith(op, &l, &r),
        }
    }

    /// C++ `==` on evaluator values: numbers by value, handles by
    /// identity (interned types and attributes compare as MLIR's do),
    /// strings and lists elementwise.
    pub fn equal(&mut self, l: &V, r: &V) -> ER<bool> {
        let lib = self.lib;
        let ctx = self.ctx();
        Ok(match (l, r) {
            (V::Null, x) | (x, V::Null) => matches!(x, V::Null),
            (V::Value(a), V::Value(b)) => a == b,
            (V::Op(a), V::Op(b)) => a == b,
            (V::Type(a), V::Type(b)) if a == b => true,
            (V::Attr(a), V::Attr(b)) if a == b => true,
            // Dialect values spelled differently (`#d<m  x>`, `#d<m x>`).
            (V::Type(_), V::Type(_)) | (V::Attr(_), V::Attr(_)) => {
                lib.classes.dialect.same_value(ctx, l, r)
            }
            (V::Loc(a), V::Loc(b)) => a == b,
            (V::Iter(_, a), V::Iter(_, b)) => a == b,
            (V::Str(_), _) | (_, V::Str(_)) => match (l.as_str(ctx), r.as_str(ctx)) {
                (Some(a), Some(b)) => a == b,
                _ => return err("comparing a string with something else"),
            },
            (V::List(_), _) | (_, V::List(_)) => {
                let (Some(a), Some(b)) = (l.elements(ctx), r.elements(ctx)) else {
                    return err("comparing a list with something else");
                };
                if a.len() != b.len() {
                    return Ok(false);
                }
                for (x, y) in a.iter().zip(&b) {
                    if !self.equal(x, y)? {
                        return Ok(false);
                    }
                }
                true
            }
            (V::Float(_), _) | (_, V::Float(_)) => match (l.as_float(ctx), r.as_float(ctx)) {
                (Some(a), Some(b)) => a == b,
                _ => return err("comparing a number with something else"),
            },
            // `APInt == uint64_t` compares the zero-extended bits.
            (V::ApInt(x, _), y) | (y, V::ApInt(x, _)) if !matches!(y, V::ApInt(..)) => {
                match y.as_int(ctx) {
                    Some(i) => *x == u128::from(i as u64),
                    None => return err("comparing an APInt with something else"),
                }
            }
            _ => match (l.as_int(ctx), r.as_int(ctx)) {
                (Some(a), Some(b)) => a == b,
                _ => return err("comparing values of different kinds"),
            },
        })
    }

    /// C++ `<` on numbers, as an ordering.
    pub fn compare(&mut self, l: &V, r: &V) -> ER<std::cmp::Ordering> {
        let ctx = self.ctx();
        if matches!(l, V::Float(_)) || matches!(r, V::Float(_)) {
            let (Some(a), Some(b)) = (l.as_float(ctx), r.as_float(ctx)) else {
                return err("ordering values that are not numbers");
            };
            return a
                .partial_cmp(&b)
                .ok_or_else(|| EvalError("comparing NaN".into()));
        }
        match (l.as_int(ctx), r.as_int(ctx)) {
            (Some(a), Some(b)) => Ok(a.cmp(&b)),
            _ => err("ordering values that are not numbers"),
        }
    }

    fn arith(&mut self, op: BinOp, l: &V, r: &V) -> ER<V> {
        // Iterator arithmetic: `begin() + 1`, `end() - 1`.
        if let V::Iter(xs, i) = l {
            let k = self.int_of(r)?;
            let j = match op {
                BinOp::Add => (*i as i128).checked_add(k),
                BinOp::Sub => (*i as i128).checked_sub(k),
                _ => None,
            };
            return match j.and_then(|j| usize::try_from(j).ok()) {
                Some(j) if j <= xs.len() => Ok(V::Iter(xs.clone(), j)),
                _ => err("an iterator moved out of its range"),
            };
        }
        let ctx = self.ctx();
        if matches!(l, V::Float(_)) || matches!(r, V::Float(_)) {
            let (Some(a), Some(b)) = (l.as_float(ctx), r.as_float(ctx)) else {
                return err("arithmetic on values that are not numbers");
            };
            return Ok(V::Float(match op {
                BinOp::Add => a + b,
                BinOp::Sub => a - b,
                BinOp::Mul => a * b,
                BinOp::Div => a / b,
                _ => return err("a bit operation on floats"),
            }));
        }
        let (Some(a), Some(b)) = (l.as_int(ctx), r.as_int(ctx)) else {
            return err("arithmetic on values that are not numbers");
        };
        let v = match op {
            BinOp::Add => a.checked_add(b),
            BinOp::Sub => a.checked_sub(b),
            BinOp::Mul => a.checked_mul(b),
            BinOp::Div => a.checked_div(b),
            BinOp::Rem => a.checked_rem(b),
            BinOp::BitAnd => Some(a & b),
            BinOp::BitOr => Some(a | b),
            BinOp::BitXor => Some(a ^ b),
            BinOp::Shl => u32::try_from(b).ok().and_then(|s| a.checked_shl(s)),
            BinOp::Shr => u32::try_from(b).ok().and_then(|s| a.checked_shr(s)),
            _ => None,
        };
        v.map(V::Int)
            .ok_or_else(|| EvalError("integer overflow or division by zero".into()))
    }

    /// `(T)x` / `static_cast<T>(x)` to a scalar type.
    fn scalar_cast(&mut self, ty: &str, v: V) -> ER<V> {
        if ty.starts_with(char::is_uppercase) {
            // `(LocationAttr)x`: a cast to a class.
            return match self.isa(&v, ty)? {
                Some(true) => Ok(v),
                Some(false) => err(format!("cast to {} of a value of another class", ty)),
                None => err(format!("unknown class `{}`", ty)),
            };
        }
        match ty {
            "bool" => Ok(V::Bool(v.truthy())),
            "float" | "double" => {
                let ctx = self.ctx();
                v.as_float(ctx)
                    .map(V::Float)
                    .ok_or_else(|| EvalError("cast of a non-number".into()))
            }
            _ => {
                let i = self.int_of(&v)?;
                let (w, signed) = scalar_width(ty);
                let m = super::value::mask(i, w);
                Ok(V::Int(if signed {
                    super::value::sext(m, w)
                } else {
                    m as i128
                }))
            }
        }
    }

    /// Calls a lambda with arguments.
    pub fn call_lambda(&mut self, l: &(Vec<String>, Expr), args: Vec<V>) -> ER<V> {
        let n = self.locals.len();
        for (p, a) in l.0.iter().zip(args) {
            self.locals.push((p.clone(), a));
        }
        let r = self.eval(&l.1);
        self.locals.truncate(n);
        r
    }

    /// Evaluates call arguments, splicing `$N...`.
    pub fn eval_args(&mut self, args: &[Expr]) -> ER<Vec<V>> {
        let mut out = Vec::with_capacity(args.len());
        for a in args {
            match a {
                Expr::Ph(Placeholder::Rest(_)) => match self.eval(a)? {
                    V::List(xs) => out.extend(xs),
                    x => out.push(x),
                },
                _ => out.push(self.eval(a)?),
            }
        }
        Ok(out)
    }

    /// Whether an attribute is an integer attribute.
    pub fn is_int_attr(&mut self, v: &V) -> bool {
        let ctx = self.ctx();
        matches!(v, V::Attr(a) if matches!(ctx.attr_kind(*a), AttrKind::Integer { .. }))
    }
}

/// The value of a C math constant (`NAN`, `M_PI`, ...).
pub fn math_constant(name: &str) -> Option<f64> {
    Some(match name {
        "NAN" => f64::NAN,
        "INFINITY" | "HUGE_VAL" => f64::INFINITY,
        "M_PI" => std::f64::consts::PI,
        "M_PI_2" => std::f64::consts::FRAC_PI_2,
        "M_PI_4" => std::f64::consts::FRAC_PI_4,
        "M_1_PI" => std::f64::consts::FRAC_1_PI,
        "M_2_PI" => std::f64::consts::FRAC_2_PI,
        "M_E" => std::f64::consts::E,
        "M_LN2" => std::f64::consts::LN_2,
        "M_LN10" => std::f64::consts::LN_10,
        "M_LOG2E" => std::f64::consts::LOG2_E,
        "M_LOG10E" => std::f64::consts::LOG10_E,
        "M_SQRT2" => std::f64::consts::SQRT_2,
        "M_SQRT1_2" => std::f64::consts::FRAC_1_SQRT_2,
        _ => return None,
    })
}

/// Width and signedness of a scalar C++ type name.
pub fn scalar_width(ty: &str) -> (u32, bool) {
    match ty {
        "int8_t" | "char" => (8, true),
        "uint8_t" => (8, false),
        "int16_t" | "short" => (16, true),
        "uint16_t" => (16, false),
        "int" | "int32_t" => (32, true),
        "unsigned" | "uint32_t" => (32, false),
        "uint64_t" | "size_t" => (64, false),
        _ => (64, true),
    }
}

fn numeric_limit(targs: &[String], max: bool) -> ER<V> {
    let Some(t) = targs.first() else {
        return err("numeric_limits without a type");
    };
    let (w, signed) = scalar_width(t);
    let v: i128 = match (signed, max) {
        (true, true) => (1i128 << (w - 1)) - 1,
        (true, false) => -(1i128 << (w - 1)),
        (false, true) => (1i128 << w) - 1,
        (false, false) => 0,
    };
    Ok(V::Int(v))
}
