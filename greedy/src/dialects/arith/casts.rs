//! Fold hooks of `arith`'s integer casts (LLVM 22 `ArithOps.cpp`):
//! `ExtUIOp::fold`, `ExtSIOp::fold`, `TruncIOp::fold` (chains of casts
//! fold in place), `IndexCastOp::fold`, `IndexCastUIOp::fold` (constants
//! only in LLVM 22) and `BitcastOp::fold` (constants, bits kept).

use super::apint::ApInt;
use super::attrs::{const_fold_cast, element_type, int_attr, int_or_splat, int_width, is_shaped};
use super::{def_named, to_attr, to_value};
use crate::op_info::{FoldInput, FoldResult};
use patsat_ir::{Attr, AttrKind, Context, Type, TypeKind, Value};

/// The operand, its constant and the result type of a one-operand op.
fn unary(input: &FoldInput<'_>) -> Option<(Value, Option<Attr>, Type)> {
    let (ir, op) = (&*input.ir, input.op);
    if ir.num_operands(op) != 1 || ir.num_results(op) != 1 || input.consts.len() != 1 {
        return None;
    }
    Some((
        ir.operand(op, 0),
        input.consts[0],
        ir.value_type(ir.result(op, 0)),
    ))
}

/// `ext(ext(x))` → `ext(x)` in place, else the constant extended.
fn fold_ext(input: &mut FoldInput<'_>, name: &str, signed: bool) -> Option<FoldResult> {
    let (v, c, ty) = unary(input)?;
    if let Some(inner) = def_named(input.ctx, input.ir, v, name) {
        if input.ir.num_operands(inner) == 1 {
            let src = input.ir.operand(inner, 0);
            input.ir.set_operand(input.op, 0, src);
            return Some(FoldResult::InPlace);
        }
    }
    fold_int_cast_const(input.ctx, c, ty, signed)
}

/// `ExtUIOp::fold`.
pub fn fold_extui(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    fold_ext(input, "arith.extui", false)
}

/// `ExtSIOp::fold`.
pub fn fold_extsi(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    fold_ext(input, "arith.extsi", true)
}

/// `TruncIOp::fold`: `trunci(ext[su](a))` truncates `a` directly (in
/// place) when `a` is wider than the result, is `a` when of the result's
/// element type; `trunci(trunci(a))` truncates `a` (in place); constants.
pub fn fold_trunci(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    let (v, c, ty) = unary(input)?;
    let dst = element_type(input.ctx, ty);
    let ext = def_named(input.ctx, input.ir, v, "arith.extui")
        .or_else(|| def_named(input.ctx, input.ir, v, "arith.extsi"));
    if let Some(e) = ext.filter(|e| input.ir.num_operands(*e) >= 1) {
        let src = input.ir.operand(e, 0);
        let src_elem = element_type(input.ctx, input.ir.value_type(src));
        let (sw, dw) = (int_width(input.ctx, src_elem)?, int_width(input.ctx, dst)?);
        if sw > dw {
            input.ir.set_operand(input.op, 0, src);
            return Some(FoldResult::InPlace);
        }
        if src_elem == dst {
            return to_value(src);
        }
    }
    if let Some(t) = def_named(input.ctx, input.ir, v, "arith.trunci") {
        if input.ir.num_operands(t) >= 1 {
            let src = input.ir.operand(t, 0);
            input.ir.set_operand(input.op, 0, src);
            return Some(FoldResult::InPlace);
        }
    }
    let width = int_width(input.ctx, dst)?;
    to_attr(const_fold_cast(input.ctx, c, ty, |a, _| {
        a.zext_or_trunc(width)
    }))
}

/// An integer cast of a constant: sign- or zero-extended or truncated to
/// the result's element width (64 for `index`), as `extsi`/`extui` and
/// `index_cast`/`index_castui` fold constants.
fn fold_int_cast_const(
    ctx: &mut Context,
    c: Option<Attr>,
    ty: Type,
    signed: bool,
) -> Option<FoldResult> {
    let width = int_width(ctx, element_type(ctx, ty))?;
    to_attr(const_fold_cast(ctx, c, ty, |a, _| {
        if signed {
            a.sext_or_trunc(width)
        } else {
            a.zext_or_trunc(width)
        }
    }))
}

fn fold_index_cast_of(input: &mut FoldInput<'_>, signed: bool) -> Option<FoldResult> {
    let (_, c, ty) = unary(input)?;
    fold_int_cast_const(input.ctx, c, ty, signed)
}

/// `IndexCastOp::fold`.
pub fn fold_index_cast(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    fold_index_cast_of(input, true)
}

/// `IndexCastUIOp::fold`.
pub fn fold_index_castui(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    fold_index_cast_of(input, false)
}

/// `BitcastOp::fold` of a constant: a dense constant gets the result's
/// element type, a scalar integer or float keeps its bits in the result
/// type; other shaped constants do not fold.
pub fn fold_bitcast(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    let (_, c, ty) = unary(input)?;
    let c = c?;
    let kind = input.ctx.attr_kind(c).clone();
    if let AttrKind::DenseElements { splat, values, .. } = kind {
        if !is_shaped(input.ctx, ty) {
            return None;
        }
        let a = input
            .ctx
            .attr(AttrKind::DenseElements { ty, splat, values });
        return to_attr(Some(a));
    }
    if is_shaped(input.ctx, ty) {
        return None;
    }
    let value = match kind {
        AttrKind::Float { bits, .. } => Err(bits),
        AttrKind::Integer { .. } => Ok(int_or_splat(input.ctx, Some(c))?),
        _ => return None,
    };
    let a = match (input.ctx.type_kind(ty), value) {
        (TypeKind::Float(_), Ok(v)) => input.ctx.attr(AttrKind::Float {
            bits: v.to_bits(),
            ty,
        }),
        (TypeKind::Float(_), Err(bits)) => input.ctx.attr(AttrKind::Float { bits, ty }),
        (_, Ok(v)) => int_attr(input.ctx, ty, &v),
        (_, Err(bits)) => {
            let w = int_width(input.ctx, ty)?;
            int_attr(input.ctx, ty, &ApInt::from_bits(w, bits))
        }
    };
    to_attr(Some(a))
}
