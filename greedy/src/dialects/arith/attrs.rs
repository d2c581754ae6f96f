//! Integer constants as `arith`'s folders see them, and the helpers of
//! MLIR's `CommonFolders.h` they fold with: an operand constant is an
//! `IntegerAttr` (scalar), a splat or a non-splat `DenseElementsAttr` of
//! integers or indices; `constFoldBinaryOp`, `constFoldCastOp`,
//! `m_ConstantInt` / `m_Zero` / `m_One` on attributes, `getZeroAttr` and
//! `getBoolAttribute` are written here once for all shapes.
//!
//! Not modelled (such operands never fold here): `ub.poison` constants,
//! sparse and resource-backed elements, dense elements wider than 128 bits.

use super::apint::ApInt;
use patsat_ir::{Attr, AttrKind, Context, Signedness, Type, TypeKind};

/// The element width of an integer or index type (`index` is 64 bits,
/// `IndexType::kInternalStorageBitWidth`).
pub fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// The element type of a vector or tensor type, or the type itself
/// (`getElementTypeOrSelf`).
pub fn element_type(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty) {
        TypeKind::Vector { elem, .. }
        | TypeKind::RankedTensor { elem, .. }
        | TypeKind::UnrankedTensor(elem)
        | TypeKind::MemRef { elem, .. }
        | TypeKind::UnrankedMemRef { elem, .. } => *elem,
        _ => ty,
    }
}

/// Whether `ty` is a vector or tensor (`ShapedType` as arith values use it).
pub fn is_shaped(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor(_)
    )
}

/// Whether a vector or tensor type has a static shape (scalars: true).
pub fn has_static_shape(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Vector { .. } => true,
        TypeKind::RankedTensor { shape, .. } => shape.iter().all(|d| *d >= 0),
        TypeKind::UnrankedTensor(_) => false,
        _ => true,
    }
}

/// The same shape with another element type (`ShapedType::cloneWith`;
/// a scalar becomes `elem`).
pub fn with_element_type(ctx: &mut Context, ty: Type, elem: Type) -> Type {
    let kind = match ctx.type_kind(ty).clone() {
        TypeKind::Vector {
            shape, scalable, ..
        } => TypeKind::Vector {
            shape,
            scalable,
            elem,
        },
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => TypeKind::RankedTensor {
            shape,
            elem,
            encoding,
        },
        TypeKind::UnrankedTensor(_) => TypeKind::UnrankedTensor(elem),
        _ => return elem,
    };
    ctx.ty(kind)
}

/// An integer constant: its attribute type and its value(s).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IntConst {
    /// The attribute's type (an integer, `index`, vector or tensor type).
    pub ty: Type,
    /// The value(s).
    pub value: IntValue,
}

/// The values of an [`IntConst`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IntValue {
    /// An `IntegerAttr`.
    Scalar(ApInt),
    /// A splat `DenseElementsAttr`: one value for every element.
    Splat(ApInt),
    /// A non-splat `DenseElementsAttr`, row-major.
    Elements(Vec<ApInt>),
}

/// Reads an integer constant attribute.
pub fn int_const(ctx: &Context, attr: Attr) -> Option<IntConst> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, ty } => {
            let w = int_width(ctx, *ty)?;
            Some(IntConst {
                ty: *ty,
                value: IntValue::Scalar(ApInt::from_bigint(w, value)),
            })
        }
        AttrKind::DenseElements { ty, splat, values } => {
            let w = int_width(ctx, element_type(ctx, *ty))?;
            if w > 128 {
                return None;
            }
            let vals: Vec<ApInt> = values.iter().map(|b| ApInt::from_bits(w, *b)).collect();
            let value = if *splat {
                IntValue::Splat(vals.into_iter().next()?)
            } else {
                IntValue::Elements(vals)
            };
            Some(IntConst { ty: *ty, value })
        }
        _ => None,
    }
}

/// `m_ConstantInt` on an attribute: the value of an integer attribute or
/// of an integer splat.
pub fn int_or_splat(ctx: &Context, attr: Option<Attr>) -> Option<ApInt> {
    match int_const(ctx, attr?)?.value {
        IntValue::Scalar(v) | IntValue::Splat(v) => Some(v),
        IntValue::Elements(_) => None,
    }
}

/// `m_Zero()` on an attribute.
pub fn is_zero(ctx: &Context, attr: Option<Attr>) -> bool {
    int_or_splat(ctx, attr).is_some_and(|v| v.is_zero())
}

/// `m_One()` on an attribute.
pub fn is_one(ctx: &Context, attr: Option<Attr>) -> bool {
    int_or_splat(ctx, attr).is_some_and(|v| v.is_one())
}

/// `IntegerAttr::get(ty, v)`: stored in the signed range, or the unsigned
/// one for unsigned types.
pub fn int_attr(ctx: &mut Context, ty: Type, v: &ApInt) -> Attr {
    let unsigned = matches!(
        ctx.type_kind(ty),
        TypeKind::Integer {
            signedness: Signedness::Unsigned,
            ..
        }
    );
    let value = if unsigned {
        v.to_unsigned()
    } else {
        v.to_signed()
    };
    ctx.attr(AttrKind::Integer { value, ty })
}

/// `DenseElementsAttr::get(ty, values)`: a splat when there is one value
/// or all are equal.
pub fn dense_attr(ctx: &mut Context, ty: Type, values: &[ApInt]) -> Attr {
    let splat = values.windows(2).all(|w| w[0] == w[1]);
    let bits: Vec<u128> = if splat {
        values.iter().take(1).map(ApInt::to_bits).collect()
    } else {
        values.iter().map(ApInt::to_bits).collect()
    };
    ctx.attr(AttrKind::DenseElements {
        ty,
        splat,
        values: bits.into_boxed_slice(),
    })
}

/// `constFoldBinaryOp<IntegerAttr>`: both operands constant, of the same
/// type and shape kind; the result has type `result_ty` (default: the
/// operands' type). `f` runs once per element, in order, as in MLIR (so a
/// folder's flags see every element).
pub fn const_fold_binary(
    ctx: &mut Context,
    operands: [Option<Attr>; 2],
    result_ty: Option<Type>,
    mut f: impl FnMut(&ApInt, &ApInt) -> ApInt,
) -> Option<Attr> {
    let a = int_const(ctx, operands[0]?)?;
    let b = int_const(ctx, operands[1]?)?;
    if a.ty != b.ty {
        return None;
    }
    let ty = result_ty.unwrap_or(a.ty);
    match (&a.value, &b.value) {
        (IntValue::Scalar(x), IntValue::Scalar(y)) => {
            let r = f(x, y);
            Some(int_attr(ctx, ty, &r))
        }
        (IntValue::Splat(x), IntValue::Splat(y)) => {
            let r = f(x, y);
            Some(dense_attr(ctx, ty, &[r]))
        }
        (IntValue::Scalar(_), _) | (_, IntValue::Scalar(_)) => None,
        (x, y) => {
            let n = num_elements(ctx, a.ty)?;
            let (xs, ys) = (expand(x, n), expand(y, n));
            let rs: Vec<ApInt> = xs.iter().zip(&ys).map(|(x, y)| f(x, y)).collect();
            Some(dense_attr(ctx, ty, &rs))
        }
    }
}

/// `constFoldCastOp<IntegerAttr, IntegerAttr>`: `f` gets each element and
/// a status flag it clears to refuse the fold.
pub fn const_fold_cast(
    ctx: &mut Context,
    operand: Option<Attr>,
    result_ty: Type,
    mut f: impl FnMut(&ApInt, &mut bool) -> ApInt,
) -> Option<Attr> {
    let a = int_const(ctx, operand?)?;
    let mut ok = true;
    match &a.value {
        IntValue::Scalar(x) => {
            let r = f(x, &mut ok);
            ok.then(|| int_attr(ctx, result_ty, &r))
        }
        IntValue::Splat(x) => {
            let r = f(x, &mut ok);
            (ok && has_static_shape(ctx, result_ty)).then(|| dense_attr(ctx, result_ty, &[r]))
        }
        IntValue::Elements(xs) => {
            let mut rs = Vec::with_capacity(xs.len());
            for x in xs {
                rs.push(f(x, &mut ok));
                if !ok {
                    return None;
                }
            }
            Some(dense_attr(ctx, result_ty, &rs))
        }
    }
}

/// The number of elements of a static vector or tensor type.
pub fn num_elements(ctx: &Context, ty: Type) -> Option<usize> {
    let shape = match ctx.type_kind(ty) {
        TypeKind::Vector { shape, .. } | TypeKind::RankedTensor { shape, .. } => shape,
        _ => return None,
    };
    shape.iter().try_fold(1usize, |n, d| {
        usize::try_from(*d).ok().and_then(|d| n.checked_mul(d))
    })
}

fn expand(v: &IntValue, n: usize) -> Vec<ApInt> {
    match v {
        IntValue::Scalar(x) | IntValue::Splat(x) => vec![x.clone(); n],
        IntValue::Elements(xs) => xs.clone(),
    }
}

/// Whether `ty` is a vector or a ranked tensor (of any shape).
fn is_vector_or_ranked_tensor(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. }
    )
}

/// `Builder::getZeroAttr(ty)` for integer-like types: `0` of an integer or
/// index type, a zero splat of a vector or ranked tensor of them. LLVM 22
/// (a release build) does not check that a tensor's shape is static: it
/// builds `dense<0> : tensor<?xi32>`, and so does this.
pub fn zero_attr(ctx: &mut Context, ty: Type) -> Option<Attr> {
    if is_vector_or_ranked_tensor(ctx, ty) {
        let w = int_width(ctx, element_type(ctx, ty))?;
        return Some(dense_attr(ctx, ty, &[ApInt::zero(w)]));
    }
    let w = int_width(ctx, ty)?;
    Some(int_attr(ctx, ty, &ApInt::zero(w)))
}

/// `getBoolAttribute(ty, value)`: a `BoolAttr` (`i1`) for a scalar, an `i1`
/// splat for a vector or ranked tensor (LLVM 22 does not check for a
/// static shape either), nothing for an unranked tensor (which MLIR
/// cannot build a dense attribute of).
pub fn bool_attr(ctx: &mut Context, ty: Type, value: bool) -> Option<Attr> {
    let i1 = ctx.int_type(1);
    let v = ApInt::from_u64(1, value as u64);
    if !is_shaped(ctx, ty) {
        return Some(int_attr(ctx, i1, &v));
    }
    is_vector_or_ranked_tensor(ctx, ty).then(|| dense_attr(ctx, ty, &[v]))
}

/// The type of a typed attribute (`TypedAttr`): integers, floats,
/// elements attributes and typed strings.
pub fn typed_attr_type(ctx: &Context, a: Attr) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. }
        | AttrKind::Float { ty, .. }
        | AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseString { ty, .. }
        | AttrKind::DenseResource { ty, .. }
        | AttrKind::Sparse { ty, .. } => Some(*ty),
        AttrKind::String { ty, .. } => *ty,
        _ => None,
    }
}
