//! The C++ result type inference of StableHLO and CHLO ops, from the
//! facts of StableHLO's `Base.cpp` and `TypeInference.cpp`:
//!
//! - ops with the `CompatibleOperandsAndResultType` trait (the elementwise
//!   ops of `StablehloOps.cpp`'s `INFER_RETURN_TYPE_COMPONENTS_FROM_OPERANDS`
//!   list, `add`, and the CHLO elementwise ops carrying the trait):
//!   `inferMostSpecificType` of the operand types — the unranked first
//!   operand's type when no operand is ranked, else the first ranked
//!   operand's element type and encoding with, per dimension, the static
//!   size of any operand (two different static sizes fail);
//! - `select`: the most specific type of its two branches;
//! - `compare`: `i1` elements of the lhs shape (no encoding);
//! - `real`, `imag`, `abs`: the operand's shape and encoding, a complex
//!   element type replaced by its component type;
//! - `is_finite`: `i1` elements of the operand's shape and encoding;
//! - `complex`: `complex<T>` elements of the lhs shape and encoding;
//! - `constant`: the type of its `value` attribute.
//!
//! Not reproduced (the inference fails, with a message where it is
//! asked for): bounded dynamism (`#stablehlo.bounds` encodings), tuple
//! operands, quantized element types.

use patsat_ir::{Attr, AttrKind, Context, Type, TypeKind};

/// Whether an encoding is StableHLO's bounds attribute.
fn is_bounds(ctx: &Context, enc: Option<Attr>) -> bool {
    enc.is_some_and(|e| matches!(ctx.attr_kind(e), AttrKind::Opaque { dialect, body } if dialect == "stablehlo" && body.starts_with(".bounds")))
}

/// `hlo::inferMostSpecificType` (without bounds or tuples).
fn most_specific(ctx: &mut Context, ts: &[Type]) -> Option<Type> {
    let mut ranked: Vec<(Vec<i64>, Type, Option<Attr>)> = Vec::new();
    for &t in ts {
        match ctx.type_kind(t) {
            TypeKind::RankedTensor {
                shape,
                elem,
                encoding,
            } => ranked.push((shape.clone(), *elem, *encoding)),
            TypeKind::Tuple(_) => return None,
            _ => {}
        }
    }
    let Some((first, elem, encoding)) = ranked.first().cloned() else {
        return ts.first().copied();
    };
    if ranked.iter().any(|r| is_bounds(ctx, r.2)) {
        return None;
    }
    let mut shape = vec![patsat_ir::types::DYNAMIC; first.len()];
    for (s, _, _) in &ranked {
        if s.len() != first.len() {
            return None;
        }
        for (d, &size) in s.iter().enumerate() {
            if size == patsat_ir::types::DYNAMIC {
                continue;
            }
            if shape[d] != patsat_ir::types::DYNAMIC && shape[d] != size {
                return None;
            }
            shape[d] = size;
        }
    }
    Some(ctx.ty(TypeKind::RankedTensor {
        shape,
        elem,
        encoding,
    }))
}

/// `getSameShapeTensorType(t, elem)`: ranked keeps shape and encoding.
fn same_shape(ctx: &mut Context, t: Type, elem: Type) -> Option<Type> {
    match ctx.type_kind(t).clone() {
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => Some(ctx.ty(TypeKind::RankedTensor {
            shape,
            elem,
            encoding,
        })),
        TypeKind::UnrankedTensor(_) => Some(ctx.ty(TypeKind::UnrankedTensor(elem))),
        _ => None,
    }
}

fn elem_of(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { elem, .. } | TypeKind::UnrankedTensor(elem) => Some(*elem),
        _ => None,
    }
}

fn i1(ctx: &mut Context) -> Type {
    ctx.int_type(1)
}

/// Ops with `CompatibleOperandsAndResultType`: the most specific operand
/// type.
pub(super) fn compatible(
    ctx: &mut Context,
    ts: &[Type],
    _: &[(String, Attr)],
) -> Option<Vec<Type>> {
    most_specific(ctx, ts).map(|t| vec![t])
}

/// `select(pred, on_true, on_false)`.
pub(super) fn select(ctx: &mut Context, ts: &[Type], _: &[(String, Attr)]) -> Option<Vec<Type>> {
    let [_, t, f] = ts else { return None };
    most_specific(ctx, &[*t, *f]).map(|t| vec![t])
}

/// `compare(lhs, rhs)`: `i1` of the lhs shape, no encoding.
pub(super) fn compare(ctx: &mut Context, ts: &[Type], _: &[(String, Attr)]) -> Option<Vec<Type>> {
    let lhs = *ts.first()?;
    let b = i1(ctx);
    let t = match ctx.type_kind(lhs).clone() {
        TypeKind::RankedTensor { shape, .. } => ctx.ty(TypeKind::RankedTensor {
            shape,
            elem: b,
            encoding: None,
        }),
        TypeKind::UnrankedTensor(_) => ctx.ty(TypeKind::UnrankedTensor(b)),
        _ => return None,
    };
    Some(vec![t])
}

/// `real`, `imag`, `abs`: a complex element type becomes its component
/// type.
pub(super) fn real_part(ctx: &mut Context, ts: &[Type], _: &[(String, Attr)]) -> Option<Vec<Type>> {
    let [x] = ts else { return None };
    let e = elem_of(ctx, *x)?;
    let e = match ctx.type_kind(e) {
        TypeKind::Complex(c) => *c,
        _ => e,
    };
    same_shape(ctx, *x, e).map(|t| vec![t])
}

/// `is_finite`: `i1` of the operand's shape.
pub(super) fn is_finite(ctx: &mut Context, ts: &[Type], _: &[(String, Attr)]) -> Option<Vec<Type>> {
    let [x] = ts else { return None };
    let b = i1(ctx);
    same_shape(ctx, *x, b).map(|t| vec![t])
}

/// `complex(lhs, rhs)`: `complex<T>` of the lhs shape.
pub(super) fn complex(ctx: &mut Context, ts: &[Type], _: &[(String, Attr)]) -> Option<Vec<Type>> {
    let lhs = *ts.first()?;
    let e = elem_of(ctx, lhs)?;
    let c = ctx.ty(TypeKind::Complex(e));
    same_shape(ctx, lhs, c).map(|t| vec![t])
}

/// `constant {value}`: the value's type.
pub(super) fn constant(
    ctx: &mut Context,
    _: &[Type],
    attrs: &[(String, Attr)],
) -> Option<Vec<Type>> {
    let (_, v) = attrs.iter().find(|(n, _)| n == "value")?;
    match ctx.attr_kind(*v) {
        AttrKind::DenseElements { ty, .. } => Some(vec![*ty]),
        _ => None,
    }
}
