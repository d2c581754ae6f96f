//! Fold hooks of `arith`'s bitwise ops (LLVM 22 `ArithOps.cpp`):
//! `AndIOp::fold`, `OrIOp::fold`, `XOrIOp::fold` and the shifts
//! `ShLIOp::fold`, `ShRUIOp::fold`, `ShRSIOp::fold` (no fold for shift
//! amounts of at least the bit width).

use super::apint::ApInt;
use super::attrs::{const_fold_binary, int_or_splat, is_zero, zero_attr};
use super::integer::fold_unless;
use super::{def_named, operands2, to_attr, to_value, Binary};
use crate::op_info::{FoldInput, FoldResult};
use patsat_ir::{OpId, Value};

/// `m_Op<XOrIOp>(m_Val(x), m_ConstantInt(all ones))` on `v`: the `xori`
/// op when `v = xori(x, -1)`.
fn not_of(input: &FoldInput<'_>, v: Value, x: Value) -> Option<OpId> {
    let d = def_named(input.ctx, input.ir, v, "arith.xori")?;
    let (a, c) = operands2(input.ir, d)?;
    let ones = int_or_splat(input.ctx, input.constant_of(c)).is_some_and(|c| c.is_all_ones());
    (a == x && ones).then_some(d)
}

/// `foldAndIofAndI`: `and(a, and(a, b))` → `and(a, b)` (either side).
fn and_of_and(input: &FoldInput<'_>, b: &Binary) -> Option<Value> {
    for (prev, other) in [(b.lhs, b.rhs), (b.rhs, b.lhs)] {
        let Some(p) = def_named(input.ctx, input.ir, prev, "arith.andi") else {
            continue;
        };
        let Some((x, y)) = operands2(input.ir, p) else {
            continue;
        };
        if other == x || other == y {
            return Some(prev);
        }
    }
    None
}

/// `AndIOp::fold`: `x & 0` is the zero operand, `x & -1`, `x & ~x`,
/// `~x & x`, `a & (a & b)`, constants.
pub fn fold_andi(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    let b = Binary::of(input)?;
    if is_zero(input.ctx, b.r) {
        return to_value(b.rhs);
    }
    if int_or_splat(input.ctx, b.r).is_some_and(|v| v.is_all_ones()) {
        return to_value(b.lhs);
    }
    if not_of(input, b.rhs, b.lhs).is_some() || not_of(input, b.lhs, b.rhs).is_some() {
        return to_attr(zero_attr(input.ctx, b.ty));
    }
    if let Some(v) = and_of_and(input, &b) {
        return to_value(v);
    }
    to_attr(const_fold_binary(input.ctx, b.consts(), None, |x, y| {
        x.and(y)
    }))
}

/// `OrIOp::fold`: `x | 0`, `x | -1` (a new constant of the attribute),
/// `x | ~x` and `~x | x` (the `-1` operand of the `xori`), constants.
pub fn fold_ori(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    let b = Binary::of(input)?;
    if let Some(v) = int_or_splat(input.ctx, b.r) {
        if v.is_zero() {
            return to_value(b.lhs);
        }
        if v.is_all_ones() {
            return to_attr(b.r);
        }
    }
    for (v, x) in [(b.rhs, b.lhs), (b.lhs, b.rhs)] {
        if let Some(xor) = not_of(input, v, x) {
            return to_value(input.ir.operand(xor, 1));
        }
    }
    to_attr(const_fold_binary(input.ctx, b.consts(), None, |x, y| {
        x.or(y)
    }))
}

/// `XOrIOp::fold`: `x ^ 0`, `x ^ x`, `(x ^ a) ^ a`, `a ^ (x ^ a)` (all
/// operand orders), constants.
pub fn fold_xori(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    let b = Binary::of(input)?;
    if is_zero(input.ctx, b.r) {
        return to_value(b.lhs);
    }
    if b.lhs == b.rhs {
        return to_attr(zero_attr(input.ctx, b.ty));
    }
    for (prev, other) in [(b.lhs, b.rhs), (b.rhs, b.lhs)] {
        let Some(p) = def_named(input.ctx, input.ir, prev, "arith.xori") else {
            continue;
        };
        if let Some((x, y)) = operands2(input.ir, p) {
            if y == other {
                return to_value(x);
            }
            if x == other {
                return to_value(y);
            }
        }
    }
    to_attr(const_fold_binary(input.ctx, b.consts(), None, |x, y| {
        x.xor(y)
    }))
}

/// The shared shape of the shift folds: `x << 0` → `x`; constants only
/// when the shift amount is below the width (the last element decides,
/// as MLIR's flag is overwritten per element).
fn fold_shift(input: &mut FoldInput<'_>, shift: fn(&ApInt, &ApInt) -> ApInt) -> Option<FoldResult> {
    let b = Binary::of(input)?;
    if is_zero(input.ctx, b.r) {
        return to_value(b.lhs);
    }
    fold_unless(input.ctx, &b, |x, y, unbounded| {
        *unbounded = !y.ult_u64(u64::from(y.width()));
        shift(x, y)
    })
}

/// `ShLIOp::fold`.
pub fn fold_shli(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    fold_shift(input, ApInt::shl)
}
/// `ShRUIOp::fold`.
pub fn fold_shrui(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    fold_shift(input, ApInt::lshr)
}
/// `ShRSIOp::fold`.
pub fn fold_shrsi(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    fold_shift(input, ApInt::ashr)
}
