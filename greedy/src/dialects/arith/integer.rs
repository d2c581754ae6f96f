//! Fold hooks of `arith`'s integer arithmetic (LLVM 22 `ArithOps.cpp`):
//! `AddIOp::fold` … `RemSIOp::fold` and the `max*`/`min*` folds. Each
//! tries the identities in MLIR's order, then constant-folds with `APInt`
//! semantics; divisions never fold by zero and signed ones never fold on
//! overflow (`MIN / -1`), with MLIR's per-element flags.

use super::apint::ApInt;
use super::attrs::{const_fold_binary, has_static_shape, int_or_splat, is_one, is_zero, zero_attr};
use super::{def_named, operands2, to_attr, to_value, Binary};
use crate::op_info::{FoldInput, FoldResult};
use patsat_ir::{AttrKind, Context, Ir, OpId, Value};

/// `AddIOp::fold`: `x + 0`, `(a - b) + b`, `b + (a - b)`, constants.
pub fn fold_addi(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    let b = Binary::of(input)?;
    if is_zero(input.ctx, b.r) {
        return to_value(b.lhs);
    }
    if let Some((a, s)) = sub_operands(input, b.lhs) {
        if s == b.rhs {
            return to_value(a);
        }
    }
    if let Some((a, s)) = sub_operands(input, b.rhs) {
        if s == b.lhs {
            return to_value(a);
        }
    }
    to_attr(const_fold_binary(input.ctx, b.consts(), None, |x, y| {
        x.add(y)
    }))
}

fn sub_operands(input: &FoldInput<'_>, v: Value) -> Option<(Value, Value)> {
    let d = def_named(input.ctx, input.ir, v, "arith.subi")?;
    operands2(input.ir, d)
}

/// `SubIOp::fold`: `x - x` (unless of a dynamic shape), `x - 0`,
/// `(a + b) - b`, `(a + b) - a`, constants.
pub fn fold_subi(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    let b = Binary::of(input)?;
    if b.lhs == b.rhs && has_static_shape(input.ctx, b.ty) {
        return to_attr(zero_attr(input.ctx, b.ty));
    }
    if is_zero(input.ctx, b.r) {
        return to_value(b.lhs);
    }
    if let Some(d) = def_named(input.ctx, input.ir, b.lhs, "arith.addi") {
        if let Some((x, y)) = operands2(input.ir, d) {
            if b.rhs == y {
                return to_value(x);
            }
            if b.rhs == x {
                return to_value(y);
            }
        }
    }
    to_attr(const_fold_binary(input.ctx, b.consts(), None, |x, y| {
        x.sub(y)
    }))
}

/// `MulIOp::fold`: `x * 0` is the zero operand itself, `x * 1`, constants.
pub fn fold_muli(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    let b = Binary::of(input)?;
    if is_zero(input.ctx, b.r) {
        return to_value(b.rhs);
    }
    if is_one(input.ctx, b.r) {
        return to_value(b.lhs);
    }
    to_attr(const_fold_binary(input.ctx, b.consts(), None, |x, y| {
        x.mul(y)
    }))
}

/// Whether `op`'s `overflowFlags` (`#arith.overflow<...>`) contain `flag`.
fn has_overflow_flag(ctx: &Context, ir: &Ir, op: OpId, flag: &str) -> bool {
    let Some(a) = ir.props(op).and_then(|p| ctx.dict_get(p, "overflowFlags")) else {
        return false;
    };
    match ctx.attr_kind(a) {
        AttrKind::Opaque { body, .. } => body
            .trim_start_matches(".overflow")
            .trim_matches(|c| c == '<' || c == '>')
            .split(',')
            .any(|f| f.trim() == flag),
        _ => false,
    }
}

/// `foldDivMul`: `(a * b) / b` → `a` when the `muli` carries `flag`.
fn fold_div_mul(input: &FoldInput<'_>, b: &Binary, flag: &str) -> Option<Value> {
    let mul = def_named(input.ctx, input.ir, b.lhs, "arith.muli")?;
    if !has_overflow_flag(input.ctx, input.ir, mul, flag) {
        return None;
    }
    let (x, y) = operands2(input.ir, mul)?;
    if x == b.rhs {
        return Some(y);
    }
    (y == b.rhs).then_some(x)
}

/// `constFoldBinaryOp` whose element function gets a flag it sets to
/// refuse the fold (the flag lives across elements, as the captured
/// `bool` of MLIR's lambdas does).
pub(crate) fn fold_unless(
    ctx: &mut Context,
    b: &Binary,
    mut f: impl FnMut(&ApInt, &ApInt, &mut bool) -> ApInt,
) -> Option<FoldResult> {
    let mut bad = false;
    let r = const_fold_binary(ctx, b.consts(), None, |x, y| f(x, y, &mut bad));
    to_attr(r.filter(|_| !bad))
}

/// `DivUIOp::fold`: `x / 1`, `(a * b) / b` with `nuw`, constants (not by
/// zero).
pub fn fold_divui(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    let b = Binary::of(input)?;
    if is_one(input.ctx, b.r) {
        return to_value(b.lhs);
    }
    if let Some(v) = fold_div_mul(input, &b, "nuw") {
        return to_value(v);
    }
    fold_unless(input.ctx, &b, |x, y, div0| {
        if *div0 || y.is_zero() {
            *div0 = true;
            return x.clone();
        }
        x.udiv(y).unwrap_or_else(|| x.clone())
    })
}

/// `DivSIOp::fold`: `x / 1`, `(a * b) / b` with `nsw`, constants (not by
/// zero, not `MIN / -1`).
pub fn fold_divsi(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    let b = Binary::of(input)?;
    if is_one(input.ctx, b.r) {
        return to_value(b.lhs);
    }
    if let Some(v) = fold_div_mul(input, &b, "nsw") {
        return to_value(v);
    }
    fold_unless(input.ctx, &b, |x, y, bad| {
        if *bad || y.is_zero() {
            *bad = true;
            return x.clone();
        }
        x.sdiv_ov(y, bad).unwrap_or_else(|| x.clone())
    })
}

/// `CeilDivUIOp::fold`: `x / 1`, constants rounded up (not by zero, not
/// when the rounding overflows).
pub fn fold_ceildivui(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    let b = Binary::of(input)?;
    if is_one(input.ctx, b.r) {
        return to_value(b.lhs);
    }
    fold_unless(input.ctx, &b, |x, y, bad| {
        if *bad || y.is_zero() {
            *bad = true;
            return x.clone();
        }
        let (Some(q), Some(rem)) = (x.udiv(y), x.urem(y)) else {
            return x.clone();
        };
        if rem.is_zero() {
            return q;
        }
        q.uadd_ov(&ApInt::from_u64(x.width(), 1), bad)
    })
}

/// `signedCeilNonnegInputs`: `(a - 1) / b + 1`; each step *sets* the flag.
fn signed_ceil_nonneg(a: &ApInt, b: &ApInt, overflow: &mut bool) -> ApInt {
    let one = ApInt::from_u64(a.width(), 1);
    let val = a.ssub_ov(&one, overflow);
    let val = val.sdiv_ov(b, overflow).unwrap_or(val);
    val.sadd_ov(&one, overflow)
}

/// One element of `CeilDivSIOp::fold`.
fn ceildivsi(a: &ApInt, b: &ApInt, bad: &mut bool) -> ApInt {
    if *bad || b.is_zero() {
        *bad = true;
        return a.clone();
    }
    if a.is_zero() {
        return a.clone();
    }
    let zero = ApInt::zero(a.width());
    let a_pos = zero.slt(a);
    let b_pos = zero.slt(b);
    if a_pos && b_pos {
        return signed_ceil_nonneg(a, b, bad);
    }
    let (mut neg_a, mut neg_b, mut div, mut neg_res) = (false, false, false, false);
    if !a_pos && !b_pos {
        let pa = zero.ssub_ov(a, &mut neg_a);
        let pb = zero.ssub_ov(b, &mut neg_b);
        let res = signed_ceil_nonneg(&pa, &pb, &mut div);
        *bad = neg_a || neg_b || div;
        return res;
    }
    if !a_pos && b_pos {
        let pa = zero.ssub_ov(a, &mut neg_a);
        let d = pa.sdiv_ov(b, &mut div).unwrap_or(pa);
        let res = zero.ssub_ov(&d, &mut neg_res);
        *bad = neg_a || div || neg_res;
        return res;
    }
    let pb = zero.ssub_ov(b, &mut neg_b);
    let d = a.sdiv_ov(&pb, &mut div).unwrap_or_else(|| a.clone());
    let res = zero.ssub_ov(&d, &mut neg_res);
    *bad = neg_b || div || neg_res;
    res
}

/// `CeilDivSIOp::fold`: `x / 1`, constants rounded up (not by zero, not
/// when any intermediate step overflows, e.g. for `MIN`).
pub fn fold_ceildivsi(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    let b = Binary::of(input)?;
    if is_one(input.ctx, b.r) {
        return to_value(b.lhs);
    }
    let mut bad = false;
    let r = const_fold_binary(input.ctx, b.consts(), None, |x, y| {
        ceildivsi(x, y, &mut bad)
    });
    to_attr(r.filter(|_| !bad))
}

/// `FloorDivSIOp::fold`: `x / 1`, constants rounded down. The flag is
/// set by every element (a later element can clear an earlier one's), as
/// in MLIR.
pub fn fold_floordivsi(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    let b = Binary::of(input)?;
    if is_one(input.ctx, b.r) {
        return to_value(b.lhs);
    }
    fold_unless(input.ctx, &b, |x, y, bad| {
        if y.is_zero() {
            *bad = true;
            return x.clone();
        }
        x.sfloordiv_ov(y, bad).unwrap_or_else(|| x.clone())
    })
}

/// `RemUIOp::fold` / `RemSIOp::fold`: `x % 1` is zero, constants (not by
/// zero).
fn fold_rem(input: &mut FoldInput<'_>, signed: bool) -> Option<FoldResult> {
    let b = Binary::of(input)?;
    if is_one(input.ctx, b.r) {
        return to_attr(zero_attr(input.ctx, b.ty));
    }
    fold_unless(input.ctx, &b, |x, y, div0| {
        if *div0 || y.is_zero() {
            *div0 = true;
            return x.clone();
        }
        let r = if signed { x.srem(y) } else { x.urem(y) };
        r.unwrap_or_else(|| x.clone())
    })
}

/// `RemUIOp::fold`.
pub fn fold_remui(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    fold_rem(input, false)
}

/// `RemSIOp::fold`.
pub fn fold_remsi(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    fold_rem(input, true)
}

/// Which of `max*` / `min*`.
#[derive(Clone, Copy)]
enum MinMax {
    MaxS,
    MaxU,
    MinS,
    MinU,
}

/// `MaxSIOp::fold` and its three siblings: `f(x, x)`, the absorbing bound
/// (the constant operand itself), the neutral bound, constants.
fn fold_min_max(input: &mut FoldInput<'_>, kind: MinMax) -> Option<FoldResult> {
    let b = Binary::of(input)?;
    if b.lhs == b.rhs {
        return to_value(b.rhs);
    }
    if let Some(v) = int_or_splat(input.ctx, b.r) {
        let (absorbing, neutral) = match kind {
            MinMax::MaxS => (v.is_max_signed(), v.is_min_signed()),
            MinMax::MaxU => (v.is_all_ones(), v.is_zero()),
            MinMax::MinS => (v.is_min_signed(), v.is_max_signed()),
            MinMax::MinU => (v.is_zero(), v.is_all_ones()),
        };
        if absorbing {
            return to_value(b.rhs);
        }
        if neutral {
            return to_value(b.lhs);
        }
    }
    let r = const_fold_binary(input.ctx, b.consts(), None, |x, y| {
        let pick_x = match kind {
            MinMax::MaxS => y.sle(x),
            MinMax::MaxU => y.ule(x),
            MinMax::MinS => x.sle(y),
            MinMax::MinU => x.ule(y),
        };
        if pick_x {
            x.clone()
        } else {
            y.clone()
        }
    });
    to_attr(r)
}

/// `MaxSIOp::fold`.
pub fn fold_maxsi(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    fold_min_max(input, MinMax::MaxS)
}
/// `MaxUIOp::fold`.
pub fn fold_maxui(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    fold_min_max(input, MinMax::MaxU)
}
/// `MinSIOp::fold`.
pub fn fold_minsi(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    fold_min_max(input, MinMax::MinS)
}
/// `MinUIOp::fold`.
pub fn fold_minui(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    fold_min_max(input, MinMax::MinU)
}
