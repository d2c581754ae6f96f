//! Fold hooks of `arith`'s two-result ops (LLVM 22 `ArithOps.cpp`):
//! `AddUIExtendedOp::fold` (sum and carry), `MulSIExtendedOp::fold` and
//! `MulUIExtendedOp::fold` (low and high halves of the product).

use super::apint::ApInt;
use super::attrs::{
    const_fold_binary, is_one, is_zero, typed_attr_type, with_element_type, zero_attr,
};
use crate::op_info::{FoldInput, FoldResult, OpFoldResult};
use patsat_ir::{Attr, Value};

/// The operands and their constants of a two-operand, two-result op.
fn operands(input: &FoldInput<'_>) -> Option<(Value, Option<Attr>, Option<Attr>)> {
    let (ir, op) = (&*input.ir, input.op);
    if ir.num_operands(op) != 2 || ir.num_results(op) != 2 || input.consts.len() != 2 {
        return None;
    }
    Some((ir.operand(op, 0), input.consts[0], input.consts[1]))
}

fn results(a: OpFoldResult, b: OpFoldResult) -> Option<FoldResult> {
    Some(FoldResult::Results(vec![a, b]))
}

/// `AddUIExtendedOp::fold`: `x + 0` is `x` without carry; constants give
/// the wrapped sum and the carry (`sum < lhs`, unsigned).
pub fn fold_addui_extended(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    let (lhs, l, r) = operands(input)?;
    let overflow_ty = input.ir.value_type(input.ir.result(input.op, 1));
    if is_zero(input.ctx, r) {
        let f = zero_attr(input.ctx, overflow_ty)?;
        return results(OpFoldResult::Value(lhs), OpFoldResult::Attr(f));
    }
    let sum = const_fold_binary(input.ctx, [l, r], None, |x, y| x.add(y))?;
    let sum_ty = typed_attr_type(input.ctx, sum)?;
    let i1 = input.ctx.int_type(1);
    let carry_ty = with_element_type(input.ctx, sum_ty, i1);
    let carry = const_fold_binary(input.ctx, [Some(sum), l], Some(carry_ty), |s, x| {
        ApInt::from_u64(1, s.ult(x) as u64)
    })?;
    results(OpFoldResult::Attr(sum), OpFoldResult::Attr(carry))
}

/// The high half of the double-width product (`APIntOps::mulhs` /
/// `mulhu`).
fn mul_high(x: &ApInt, y: &ApInt, signed: bool) -> ApInt {
    let w = x.width();
    let (a, b) = if signed {
        (x.sext_or_trunc(2 * w), y.sext_or_trunc(2 * w))
    } else {
        (x.zext_or_trunc(2 * w), y.zext_or_trunc(2 * w))
    };
    let shift = ApInt::from_u64(2 * w, u64::from(w));
    a.mul(&b).lshr(&shift).zext_or_trunc(w)
}

/// `MulSIExtendedOp::fold` / `MulUIExtendedOp::fold`: `x * 0` is two
/// zeros (the constant operand), `x * 1` (unsigned only) is `x` and zero,
/// constants give the low and high halves.
fn fold_mul_extended(input: &mut FoldInput<'_>, signed: bool) -> Option<FoldResult> {
    let (lhs, l, r) = operands(input)?;
    if is_zero(input.ctx, r) {
        let z = r?;
        return results(OpFoldResult::Attr(z), OpFoldResult::Attr(z));
    }
    if !signed && is_one(input.ctx, r) {
        let ty = input.ir.value_type(lhs);
        let z = zero_attr(input.ctx, ty)?;
        return results(OpFoldResult::Value(lhs), OpFoldResult::Attr(z));
    }
    let low = const_fold_binary(input.ctx, [l, r], None, |x, y| x.mul(y))?;
    let high = const_fold_binary(input.ctx, [l, r], None, |x, y| mul_high(x, y, signed))?;
    results(OpFoldResult::Attr(low), OpFoldResult::Attr(high))
}

/// `MulSIExtendedOp::fold`.
pub fn fold_mulsi_extended(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    fold_mul_extended(input, true)
}

/// `MulUIExtendedOp::fold`.
pub fn fold_mului_extended(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    fold_mul_extended(input, false)
}
