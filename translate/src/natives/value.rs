//! The values the C++-subset evaluator computes with ([`V`]): C++ scalars,
//! MLIR handles (values, ops, types, attributes), lists, `APInt` and the
//! builder, and their conversions to and from [`PdlValue`]s. Also the
//! constructors of builtin integer and float attributes with MLIR's
//! truncation and rounding.

use crate::hooks::PdlValue;
use crate::view::MatchView;
use num_bigint::BigInt;
use num_traits::ToPrimitive;
use patsat_frontend::drr::cppexpr::Expr;
use patsat_ir::float::{self, FloatKind};
use patsat_ir::{Attr, AttrKind, Context, OpId, Signedness, Type, TypeKind, Value};
use std::rc::Rc;

/// A value of the evaluator.
#[derive(Clone, Debug)]
pub enum V {
    /// `bool` (also `LogicalResult`: success is `true`).
    Bool(bool),
    /// A C++ integer.
    Int(i128),
    /// `llvm::APInt`: the bits (masked to the width) and the width.
    ApInt(u128, u32),
    /// `llvm::APSInt`: bits, width, and whether it is unsigned.
    ApSInt(u128, u32, bool),
    /// An iterator into a range (`begin()`, `end()`, `begin() + 1`): the
    /// range and the position.
    Iter(Rc<Vec<V>>, usize),
    /// `double`, `float`, `llvm::APFloat`.
    Float(f64),
    /// `StringRef`, `std::string`, string literals.
    Str(String),
    /// A null handle (`nullptr`, `Attribute()`, a failed `dyn_cast`, ...).
    Null,
    /// `mlir::Value`.
    Value(Value),
    /// `Operation *` or an op class.
    Op(OpId),
    /// `mlir::Type` (any builtin type class).
    Type(Type),
    /// `mlir::Attribute` (any attribute class).
    Attr(Attr),
    /// `ArrayRef`, `SmallVector`, ranges, braced lists.
    List(Vec<V>),
    /// `$_builder` (a `PatternRewriter`).
    Builder,
    /// `$_loc` or a value's or op's location.
    Loc(Attr),
    /// `MLIRContext *`.
    Ctx,
    /// A lambda: parameter names and body.
    Lambda(Rc<(Vec<String>, Expr)>),
    /// An object of a project's helper class (see [`super::projects`]).
    Obj(Rc<super::projects::Object>),
}

/// Why an evaluation stopped: the snippet would crash or assert in C++
/// (a failed `cast`, a null dereference), or needs something the
/// evaluator does not model. A constraint then fails; a rewrite reports
/// the message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EvalError(pub String);

/// Evaluation results.
pub type ER<T> = Result<T, EvalError>;

/// An [`EvalError`] with a message.
pub fn err<T>(msg: impl Into<String>) -> ER<T> {
    Err(EvalError(msg.into()))
}

impl V {
    /// C++ truth: non-zero numbers, non-null handles.
    pub fn truthy(&self) -> bool {
        match self {
            V::Bool(b) => *b,
            V::Int(i) => *i != 0,
            V::ApInt(b, _) | V::ApSInt(b, _, _) => *b != 0,
            V::Float(f) => *f != 0.0,
            V::Null => false,
            _ => true,
        }
    }

    /// The value as an integer: C++ integers and booleans, `APInt`
    /// (sign-extended), integer attributes.
    pub fn as_int(&self, ctx: &Context) -> Option<i128> {
        match self {
            V::Int(i) => Some(*i),
            V::Bool(b) => Some(*b as i128),
            V::ApInt(bits, w) => Some(sext(*bits, *w)),
            V::ApSInt(bits, _, true) => Some(*bits as i128),
            V::ApSInt(bits, w, false) => Some(sext(*bits, *w)),
            V::Attr(a) => match ctx.attr_kind(*a) {
                AttrKind::Integer { value, .. } => value.to_i128(),
                _ => None,
            },
            _ => None,
        }
    }

    /// The value as a double: floats, integers, float attributes.
    pub fn as_float(&self, ctx: &Context) -> Option<f64> {
        match self {
            V::Float(f) => Some(*f),
            V::Attr(a) => match ctx.attr_kind(*a) {
                AttrKind::Float { bits, ty } => match ctx.type_kind(*ty) {
                    TypeKind::Float(k) => Some(float::to_f64(*k, *bits)),
                    _ => None,
                },
                _ => self.as_int(ctx).map(|i| i as f64),
            },
            _ => self.as_int(ctx).map(|i| i as f64),
        }
    }

    /// The value as a string: strings and string attributes.
    pub fn as_str(&self, ctx: &Context) -> Option<String> {
        match self {
            V::Str(s) => Some(s.clone()),
            V::Attr(a) => match ctx.attr_kind(*a) {
                AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
                _ => None,
            },
            _ => None,
        }
    }

    /// The elements of a list, a value or type range, or an array
    /// attribute.
    pub fn elements(&self, ctx: &Context) -> Option<Vec<V>> {
        match self {
            V::List(xs) => Some(xs.clone()),
            V::Attr(a) => match ctx.attr_kind(*a) {
                AttrKind::Array(xs) => Some(xs.iter().map(|&x| V::Attr(x)).collect()),
                AttrKind::DenseArray { elem, values } => {
                    Some(dense_array_elements(ctx, *elem, values))
                }
                _ => None,
            },
            _ => None,
        }
    }
}

/// The elements of a dense array attribute as C++ scalars.
pub fn dense_array_elements(ctx: &Context, elem: Type, values: &[u128]) -> Vec<V> {
    match ctx.type_kind(elem) {
        TypeKind::Integer { width: 1, .. } => values.iter().map(|&v| V::Bool(v != 0)).collect(),
        TypeKind::Integer { width, .. } => {
            values.iter().map(|&v| V::Int(sext(v, *width))).collect()
        }
        TypeKind::Float(k) => values
            .iter()
            .map(|&v| V::Float(float::to_f64(*k, v)))
            .collect(),
        _ => Vec::new(),
    }
}

/// Sign-extends a `width`-bit pattern.
pub fn sext(bits: u128, width: u32) -> i128 {
    if width == 0 {
        return 0;
    }
    if width >= 128 {
        return bits as i128;
    }
    let shift = 128 - width;
    ((bits << shift) as i128) >> shift
}

/// Masks a value to `width` bits.
pub fn mask(v: i128, width: u32) -> u128 {
    if width >= 128 {
        v as u128
    } else {
        (v as u128) & ((1u128 << width) - 1)
    }
}

/// An integer attribute of type `ty` (integer or index) holding the low
/// bits of `v`, read back as MLIR stores it (signed for signless and
/// signed types, unsigned for unsigned ones; `i1` as 0/1).
pub fn int_attr(ctx: &mut Context, ty: Type, v: i128) -> Option<Attr> {
    let (width, signedness) = match ctx.type_kind(ty) {
        TypeKind::Integer { width, signedness } => (*width, *signedness),
        TypeKind::Index => (64, Signedness::Signless),
        _ => return None,
    };
    let bits = mask(v, width);
    let value = if width == 1 || signedness == Signedness::Unsigned {
        BigInt::from(bits)
    } else {
        BigInt::from(sext(bits, width))
    };
    Some(ctx.attr(AttrKind::Integer { value, ty }))
}

/// A float attribute of float type `ty` holding `v` rounded to it.
pub fn float_attr(ctx: &mut Context, ty: Type, v: f64) -> Option<Attr> {
    let TypeKind::Float(k) = ctx.type_kind(ty) else {
        return None;
    };
    let bits = float::from_f64(*k, v);
    Some(ctx.attr(AttrKind::Float { bits, ty }))
}

/// Is a type a builtin shaped type (vector, tensor, memref)?
pub fn is_shaped(k: &TypeKind) -> bool {
    matches!(
        k,
        TypeKind::Vector { .. }
            | TypeKind::RankedTensor { .. }
            | TypeKind::UnrankedTensor(_)
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. }
    )
}

/// The element type of a shaped type (ranked or not).
pub fn element_type(k: &TypeKind) -> Option<Type> {
    match k {
        TypeKind::UnrankedTensor(e) => Some(*e),
        TypeKind::UnrankedMemRef { elem, .. } => Some(*elem),
        _ => k.shape().map(|(_, e)| e),
    }
}

/// The shape of a ranked shaped type.
pub fn shape_of(k: &TypeKind) -> Option<&[i64]> {
    k.shape().map(|(s, _)| s)
}

/// The number of elements of a shape (`None` for a dynamic or
/// overflowing one); `1` for a scalar (no shape).
pub fn num_elements(shape: Option<&[i64]>) -> Option<i64> {
    let Some(s) = shape else { return Some(1) };
    s.iter().try_fold(
        1i64,
        |acc, &d| if d < 0 { None } else { acc.checked_mul(d) },
    )
}

/// A builtin float type.
pub fn float_type(ctx: &mut Context, k: FloatKind) -> Type {
    ctx.ty(TypeKind::Float(k))
}

/// An integer type.
pub fn int_type(ctx: &mut Context, width: u32, signedness: Signedness) -> Type {
    ctx.ty(TypeKind::Integer { width, signedness })
}

/// A hook argument as an evaluator value.
pub fn from_pdl(v: &PdlValue) -> V {
    match v {
        PdlValue::Null => V::Null,
        PdlValue::Attr(a) => V::Attr(*a),
        PdlValue::Op(o) => V::Op(*o),
        PdlValue::Type(t) => V::Type(*t),
        PdlValue::Value(x) => V::Value(*x),
        PdlValue::TypeRange(ts) => V::List(ts.iter().map(|&t| V::Type(t)).collect()),
        PdlValue::ValueRange(vs) => V::List(vs.iter().map(|&x| V::Value(x)).collect()),
    }
}

/// An evaluator value as a hook result. C++ scalars become builtin
/// attributes (`i64`, `i1`, `f64`, strings), so one native's number can
/// reach another; an op stands for its only result (an op class converts
/// to its `Value` when it has one result).
pub fn to_pdl(view: &mut dyn MatchView, v: V) -> ER<PdlValue> {
    Ok(match v {
        V::Null => PdlValue::Null,
        V::Attr(a) => PdlValue::Attr(a),
        V::Type(t) => PdlValue::Type(t),
        V::Value(x) => PdlValue::Value(x),
        V::Loc(l) => PdlValue::Attr(l),
        V::Op(o) => {
            if view.num_results(o) == 1 {
                PdlValue::Value(view.result(o, 0))
            } else {
                PdlValue::Op(o)
            }
        }
        V::Bool(b) => {
            let ctx = view.ctx_mut();
            let i1 = ctx.int_type(1);
            PdlValue::Attr(int_attr(ctx, i1, b as i128).expect("i1 is an integer type"))
        }
        V::Int(i) => {
            let ctx = view.ctx_mut();
            let i64t = ctx.int_type(64);
            PdlValue::Attr(int_attr(ctx, i64t, i).expect("i64 is an integer type"))
        }
        V::ApInt(bits, w) | V::ApSInt(bits, w, _) => {
            let ctx = view.ctx_mut();
            let t = ctx.int_type(w);
            PdlValue::Attr(int_attr(ctx, t, bits as i128).expect("an integer type"))
        }
        V::Float(f) => {
            let ctx = view.ctx_mut();
            let t = float_type(ctx, FloatKind::F64);
            PdlValue::Attr(float_attr(ctx, t, f).expect("f64 is a float type"))
        }
        V::Str(s) => PdlValue::Attr(view.ctx_mut().string_attr(&s)),
        V::List(xs) => {
            if xs.iter().all(|x| matches!(x, V::Value(_))) {
                PdlValue::ValueRange(
                    xs.iter()
                        .filter_map(|x| match x {
                            V::Value(v) => Some(*v),
                            _ => None,
                        })
                        .collect(),
                )
            } else if xs.iter().all(|x| matches!(x, V::Type(_))) {
                PdlValue::TypeRange(
                    xs.iter()
                        .filter_map(|x| match x {
                            V::Type(t) => Some(*t),
                            _ => None,
                        })
                        .collect(),
                )
            } else {
                let mut attrs = Vec::with_capacity(xs.len());
                for x in xs {
                    match to_pdl(view, x)? {
                        PdlValue::Attr(a) => attrs.push(a),
                        _ => return err("a list that is neither values, types nor attributes"),
                    }
                }
                PdlValue::Attr(view.ctx_mut().attr(AttrKind::Array(attrs)))
            }
        }
        V::Builder | V::Ctx | V::Lambda(_) | V::Obj(_) | V::Iter(..) => return err(
            "the builder, the context, a lambda, a helper object or an iterator is not a PDL value",
        ),
    })
}
