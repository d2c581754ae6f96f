//! The built-in table (resolution step (b)): LLVM 22's most used core ODS
//! predicates and constant builders as Rust functions, keyed by their
//! normalized text with number and string literals abstracted
//! (`$_self.isSignlessInteger(#)`), the literals passed to the function.
//! Keys come from `mlir/IR/CommonTypeConstraints.td`,
//! `CommonAttrConstraints.td` and `Constraints.td`: the predicates of the
//! builtin type classes, of `I<N>`/`SI<N>`/`UI<N>`/`F<N>`/`Index`, of the
//! integer, float, string, bool and index attributes, and their constant
//! builders, also as the `$_self == <builder>` check `ConstantAttr`
//! matches with. Every other core snippet runs on the evaluator; the
//! `natives` tests check that both agree on what the table covers and
//! that every core snippet of LLVM 22 resolves.

use super::calls::{attr_is, type_is};
use super::value::{float_attr, float_type, int_attr, int_type};
use crate::hooks::{HookKind, Hooks, PdlValue, Signature};
use crate::view::MatchView;
use patsat_frontend::drr::cpp::{self, Tok};
use patsat_ir::float::FloatKind;
use patsat_ir::{Attr, Context, Signedness, Type, TypeKind};

/// A literal of the snippet.
#[derive(Clone, Debug, PartialEq)]
enum Lit {
    Int(i128),
    Float(f64),
    Str(String),
}

impl Lit {
    fn int(&self) -> Option<i128> {
        match self {
            Lit::Int(i) => Some(*i),
            _ => None,
        }
    }
    fn float(&self) -> Option<f64> {
        match self {
            Lit::Int(i) => Some(*i as f64),
            Lit::Float(f) => Some(*f),
            Lit::Str(_) => None,
        }
    }
}

fn literals(name: &str) -> Vec<Lit> {
    cpp::tokenize(name)
        .into_iter()
        .filter_map(|t| match t {
            Tok::Word(w) if w.starts_with(|c: char| c.is_ascii_digit()) => {
                let e = patsat_frontend::drr::cppexpr::parse(&w).ok()?;
                match e {
                    patsat_frontend::drr::cppexpr::Expr::Int(i) => Some(Lit::Int(i)),
                    patsat_frontend::drr::cppexpr::Expr::Float(f, _) => Some(Lit::Float(f)),
                    _ => None,
                }
            }
            Tok::Lit(l) if l.starts_with('"') => {
                match patsat_frontend::drr::cppexpr::parse(&l).ok()? {
                    patsat_frontend::drr::cppexpr::Expr::Str(s) => Some(Lit::Str(s)),
                    _ => None,
                }
            }
            _ => None,
        })
        .collect()
}

/// A predicate on `$_self` (a type or an attribute).
type Pred = fn(&Context, &[Lit], &PdlValue) -> Option<bool>;
/// A constant builder.
type Build = fn(&mut Context, &[Lit]) -> Option<Attr>;

fn ty_of(v: &PdlValue) -> Option<Type> {
    v.as_type()
}

fn int_pred(ctx: &Context, lits: &[Lit], v: &PdlValue, s: Option<Signedness>) -> Option<bool> {
    let t = ty_of(v)?;
    Some(match ctx.type_kind(t) {
        TypeKind::Integer { width, signedness } => {
            s.is_none_or(|s| s == *signedness)
                && lits
                    .first()
                    .and_then(Lit::int)
                    .is_none_or(|w| i128::from(*width) == w)
        }
        _ => false,
    })
}

fn float_pred(ctx: &Context, v: &PdlValue, k: FloatKind) -> Option<bool> {
    Some(matches!(ctx.type_kind(ty_of(v)?), TypeKind::Float(x) if *x == k))
}

fn int_attr_pred(ctx: &Context, lits: &[Lit], v: &PdlValue, s: Signedness) -> Option<bool> {
    let a = v.as_attr()?;
    Some(match ctx.attr_kind(a) {
        patsat_ir::AttrKind::Integer { ty, .. } => {
            int_pred(ctx, lits, &PdlValue::Type(*ty), Some(s))?
        }
        _ => false,
    })
}

fn float_attr_pred(ctx: &Context, v: &PdlValue, k: FloatKind) -> Option<bool> {
    let a = v.as_attr()?;
    Some(match ctx.attr_kind(a) {
        patsat_ir::AttrKind::Float { ty, .. } => float_pred(ctx, &PdlValue::Type(*ty), k)?,
        _ => false,
    })
}

fn int_builder(ctx: &mut Context, lits: &[Lit], s: Signedness) -> Option<Attr> {
    let w = u32::try_from(lits.first()?.int()?).ok()?;
    let t = int_type(ctx, w, s);
    int_attr(ctx, t, lits.get(1)?.int()?)
}

fn float_builder(ctx: &mut Context, lits: &[Lit], k: FloatKind) -> Option<Attr> {
    let t = float_type(ctx, k);
    float_attr(ctx, t, lits.first()?.float()?)
}

const PREDICATES: &[(&str, Pred)] = &[
    ("true", |_, _, _| Some(true)),
    ("$_self.isSignlessInteger(#)", |c, l, v| {
        int_pred(c, l, v, Some(Signedness::Signless))
    }),
    ("$_self.isSignedInteger(#)", |c, l, v| {
        int_pred(c, l, v, Some(Signedness::Signed))
    }),
    ("$_self.isUnsignedInteger(#)", |c, l, v| {
        int_pred(c, l, v, Some(Signedness::Unsigned))
    }),
    ("$_self.isInteger(#)", |c, l, v| int_pred(c, l, v, None)),
    ("$_self.isSignlessInteger()", |c, _, v| {
        int_pred(c, &[], v, Some(Signedness::Signless))
    }),
    ("$_self.isSignedInteger()", |c, _, v| {
        int_pred(c, &[], v, Some(Signedness::Signed))
    }),
    ("$_self.isUnsignedInteger()", |c, _, v| {
        int_pred(c, &[], v, Some(Signedness::Unsigned))
    }),
    ("$_self.isSignlessIntOrIndex()", |c, _, v| {
        Some(
            int_pred(c, &[], v, Some(Signedness::Signless))?
                || matches!(c.type_kind(ty_of(v)?), TypeKind::Index),
        )
    }),
    ("$_self.isF16()", |c, _, v| float_pred(c, v, FloatKind::F16)),
    ("$_self.isBF16()", |c, _, v| {
        float_pred(c, v, FloatKind::BF16)
    }),
    ("$_self.isF32()", |c, _, v| float_pred(c, v, FloatKind::F32)),
    ("$_self.isF64()", |c, _, v| float_pred(c, v, FloatKind::F64)),
    (
        "(isa<IntegerAttr>($_self)) && (cast<IntegerAttr>($_self).getType().isSignlessInteger(#))",
        |c, l, v| int_attr_pred(c, l, v, Signedness::Signless),
    ),
    (
        "(isa<IntegerAttr>($_self)) && (cast<IntegerAttr>($_self).getType().isSignedInteger(#))",
        |c, l, v| int_attr_pred(c, l, v, Signedness::Signed),
    ),
    (
        "(isa<IntegerAttr>($_self)) && (cast<IntegerAttr>($_self).getType().isUnsignedInteger(#))",
        |c, l, v| int_attr_pred(c, l, v, Signedness::Unsigned),
    ),
    (
        "(isa<FloatAttr>($_self)) && (cast<FloatAttr>($_self).getType().isF16())",
        |c, _, v| float_attr_pred(c, v, FloatKind::F16),
    ),
    (
        "(isa<FloatAttr>($_self)) && (cast<FloatAttr>($_self).getType().isF32())",
        |c, _, v| float_attr_pred(c, v, FloatKind::F32),
    ),
    (
        "(isa<FloatAttr>($_self)) && (cast<FloatAttr>($_self).getType().isF64())",
        |c, _, v| float_attr_pred(c, v, FloatKind::F64),
    ),
];

const BUILDERS: &[(&str, Build)] = &[
    (
        "$_builder.getIntegerAttr($_builder.getIntegerType(#), #)",
        |c, l| int_builder(c, l, Signedness::Signless),
    ),
    (
        "$_builder.getIntegerAttr($_builder.getIntegerType(#, true), #)",
        |c, l| int_builder(c, l, Signedness::Signed),
    ),
    (
        "$_builder.getIntegerAttr($_builder.getIntegerType(#, false), #)",
        |c, l| int_builder(c, l, Signedness::Unsigned),
    ),
    (
        "$_builder.getIntegerAttr($_builder.getIndexType(), #)",
        |c, l| {
            let t = c.index_type();
            int_attr(c, t, l.first()?.int()?)
        },
    ),
    (
        "$_builder.getFloatAttr($_builder.getF16Type(), #)",
        |c, l| float_builder(c, l, FloatKind::F16),
    ),
    (
        "$_builder.getFloatAttr($_builder.getBF16Type(), #)",
        |c, l| float_builder(c, l, FloatKind::BF16),
    ),
    (
        "$_builder.getFloatAttr($_builder.getF32Type(), #)",
        |c, l| float_builder(c, l, FloatKind::F32),
    ),
    (
        "$_builder.getFloatAttr($_builder.getF64Type(), #)",
        |c, l| float_builder(c, l, FloatKind::F64),
    ),
    ("$_builder.getStringAttr(#)", |c, l| match l.first()? {
        Lit::Str(s) => Some(c.string_attr(s)),
        _ => None,
    }),
    ("$_builder.getBoolAttr(true)", |c, _| {
        let t = c.int_type(1);
        int_attr(c, t, 1)
    }),
    ("$_builder.getBoolAttr(false)", |c, _| {
        let t = c.int_type(1);
        int_attr(c, t, 0)
    }),
];

/// A builtin class check `isa<Class>($_self)`.
fn class_check(name: &str) -> Option<String> {
    let inner = name.strip_prefix("isa<")?.strip_suffix(">($_self)")?;
    (!inner.contains([',', '<', ':'])).then(|| inner.to_string())
}

/// Registers `name` if the table has it; returns whether it did.
pub fn register(hooks: &mut Hooks, kind: HookKind, name: &str, results: usize) -> bool {
    let key = cpp::abstract_literals(name);
    let lits = literals(name);
    if kind == HookKind::Constraint && results == 0 {
        if let Some(class) = class_check(name) {
            if !super::calls::is_builtin_class(&class) {
                return false;
            }
            hooks.register_constraint(name, Signature::any(), move |view, args| {
                let ctx = view.ctx();
                let ok = match args.first()? {
                    PdlValue::Type(t) => type_is(ctx, *t, &class)?,
                    PdlValue::Attr(a) => attr_is(ctx, *a, &class)?,
                    _ => return None,
                };
                ok.then(Vec::new)
            });
            return true;
        }
        if let Some((_, f)) = PREDICATES.iter().find(|(k, _)| *k == key) {
            let f = *f;
            hooks.register_constraint(name, Signature::any(), move |view, args| {
                f(view.ctx(), &lits, args.first()?)?.then(Vec::new)
            });
            return true;
        }
        if let Some((_, f)) = key
            .strip_prefix("$_self == ")
            .and_then(|b| BUILDERS.iter().find(|(k, _)| *k == b))
        {
            let f = *f;
            hooks.register_constraint(
                name,
                Signature::any(),
                move |view: &mut dyn MatchView, args| {
                    let want = f(view.ctx_mut(), &lits)?;
                    (args.first()?.as_attr()? == want).then(Vec::new)
                },
            );
            return true;
        }
        return false;
    }
    let Some((_, f)) = BUILDERS.iter().find(|(k, _)| *k == key) else {
        return false;
    };
    if results != 1 {
        return false;
    }
    let f = *f;
    match kind {
        HookKind::Constraint => {
            hooks.register_constraint(name, Signature::any(), move |view, _| {
                Some(vec![PdlValue::Attr(f(view.ctx_mut(), &lits)?)])
            })
        }
        HookKind::Rewrite => {
            let lits2 = lits.clone();
            hooks.register_rewrite(name, Signature::any(), move |b, _| {
                f(b.ctx_mut(), &lits2)
                    .map(|a| vec![PdlValue::Attr(a)])
                    .ok_or_else(|| "the constant cannot be built".to_string())
            })
        }
    }
    true
}

/// The keys of the table (for coverage reports): predicates, builders,
/// and the class checks.
pub fn keys() -> Vec<String> {
    let mut out: Vec<String> = PREDICATES.iter().map(|p| p.0.to_string()).collect();
    out.extend(BUILDERS.iter().map(|b| b.0.to_string()));
    out.extend(BUILDERS.iter().map(|b| format!("$_self == {}", b.0)));
    out.push("isa<Class>($_self)".to_string());
    out
}
