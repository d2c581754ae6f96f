//! The trait folders MLIR runs after (or instead of) an op's own `fold`:
//! `OpTrait::impl::foldCommutative`, `foldIdempotent` and
//! `foldInvolution` (LLVM 22 `Operation.cpp`), tried in that order (the
//! order in which upstream ops declare the traits; the first success wins,
//! as in `foldTraits`).

use crate::op_info::{FoldInput, FoldResult, OpFoldResult, OpInfo};
use patsat_ir::Value;

/// Runs the trait folders `info` asks for; `None` when none succeeds.
pub fn fold_traits(info: &OpInfo, input: &mut FoldInput<'_>) -> Option<FoldResult> {
    if info.commutative {
        if let Some(r) = fold_commutative(input) {
            return Some(r);
        }
    }
    let single = |v: Option<Value>, input: &FoldInput<'_>| {
        // A single-result trait folder that returns the op's own result
        // folded in place.
        v.map(|v| {
            if input.ir.num_results(input.op) == 1 && input.ir.result(input.op, 0) == v {
                FoldResult::InPlace
            } else {
                FoldResult::Results(vec![OpFoldResult::Value(v)])
            }
        })
    };
    if info.idempotent {
        if let Some(r) = single(fold_idempotent(input), input) {
            return Some(r);
        }
    }
    if info.involution {
        if let Some(r) = single(fold_involution(input), input) {
            return Some(r);
        }
    }
    None
}

/// `foldCommutative`: moves the constant operands after the others,
/// keeping the order within each group (`std::stable_partition` of the
/// operands from the first constant on); succeeds (in place) if anything
/// moved.
///
/// MLIR's partition moves `OpOperand`s, and every move puts the use at the
/// front of its value's use-list, even when the fold then fails: with
/// libstdc++ the temporary buffer is filled from the first constant's
/// operand and moved back into it, then (for two or more operands in the
/// range) the non-constants are moved down and the buffered constants after
/// them. The use-list order decides the order of later notifications, so
/// the same moves are made here, in the same order (`set_operand` with the
/// value already there moves the use to the front).
pub fn fold_commutative(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    let consts = input.consts;
    let n = consts.len();
    if n < 2 {
        return None;
    }
    let first = consts.iter().position(|c| c.is_some())?;
    let (ir, op) = (&mut *input.ir, input.op);
    let operands: Vec<Value> = ir.operands(op).collect();
    // `_Temporary_buffer`: seed -> buffer -> ... -> seed.
    ir.set_operand(op, first, operands[first]);
    if n - first == 1 {
        return None;
    }
    // `__stable_partition_adaptive` with a buffer of the whole range.
    let mut buffered = vec![operands[first]];
    let mut next = first;
    for i in first + 1..n {
        if consts[i].is_none() {
            ir.set_operand(op, next, operands[i]);
            next += 1;
        } else {
            buffered.push(operands[i]);
        }
    }
    for (k, v) in buffered.into_iter().enumerate() {
        ir.set_operand(op, next + k, v);
    }
    (next != first).then_some(FoldResult::InPlace)
}

/// `foldIdempotent`: `f(f(x))` → `f(x)` for one operand, `f(x, x)` → `x`
/// for more (only the first two operands are compared).
pub fn fold_idempotent(input: &FoldInput<'_>) -> Option<Value> {
    let (ir, op) = (&*input.ir, input.op);
    match ir.num_operands(op) {
        0 => None,
        1 => {
            let v = ir.operand(op, 0);
            let d = ir.defining_op(v)?;
            (ir.op_name(d) == ir.op_name(op)).then_some(v)
        }
        _ => (ir.operand(op, 0) == ir.operand(op, 1)).then(|| ir.operand(op, 0)),
    }
}

/// `foldInvolution`: `f(f(x))` → `x`.
pub fn fold_involution(input: &FoldInput<'_>) -> Option<Value> {
    let (ir, op) = (&*input.ir, input.op);
    if ir.num_operands(op) == 0 {
        return None;
    }
    let d = ir.defining_op(ir.operand(op, 0))?;
    (ir.op_name(d) == ir.op_name(op) && ir.num_operands(d) > 0).then(|| ir.operand(d, 0))
}
