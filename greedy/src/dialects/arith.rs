//! `arith`: the constant op, its materializer, and the integer ops
//! `addi`, `subi`, `muli` with their folders (as `ArithOps.cpp` folds
//! them: identities first, then constant folding with wrap-around), plus
//! the `IsCommutative` trait folder that moves constant operands last.

use crate::op_info::{FoldResult, OpFoldResult, OpInfo, OpInfoRegistry};
use num_bigint::BigInt;
use num_traits::{One, Zero};
use patsat_ir::{Attr, AttrKind, Context, Ir, OpId, OpSpec, Signedness, Type, TypeKind, Value};

/// Adds the `arith` ops patsat knows.
pub fn register(r: &mut OpInfoRegistry) {
    r.add(
        "arith.constant",
        OpInfo {
            constant_like: true,
            ..OpInfo::pure_op()
        },
    );
    let commutative = OpInfo {
        commutative: true,
        ..OpInfo::pure_op()
    };
    r.add("arith.addi", commutative.clone());
    r.add("arith.muli", commutative);
    r.add("arith.subi", OpInfo::pure_op());
    r.add_folder(
        "arith.addi",
        Box::new(|ir, ctx, op, c| fold_binary(ir, ctx, op, c, Bin::Add)),
    );
    r.add_folder(
        "arith.subi",
        Box::new(|ir, ctx, op, c| fold_binary(ir, ctx, op, c, Bin::Sub)),
    );
    r.add_folder(
        "arith.muli",
        Box::new(|ir, ctx, op, c| fold_binary(ir, ctx, op, c, Bin::Mul)),
    );
    r.add_materializer("arith", Box::new(materialize));
}

/// `arith.constant` for an integer or float attribute of the wanted type.
fn materialize(ctx: &mut Context, value: Attr, ty: Type, loc: Attr) -> Option<OpSpec> {
    let typed = match ctx.attr_kind(value) {
        AttrKind::Integer { ty: t, .. } | AttrKind::Float { ty: t, .. } => *t == ty,
        _ => false,
    };
    if !typed {
        return None;
    }
    let props = ctx.dict_attr(vec![("value".to_string(), value)]).ok()?;
    Some(OpSpec {
        name: ctx.op_name("arith.constant"),
        operands: vec![],
        result_types: vec![ty],
        attrs: ctx.empty_dict(),
        props: Some(props),
        successors: vec![],
        num_regions: 0,
        loc,
    })
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bin {
    Add,
    Sub,
    Mul,
}

fn int_of(ctx: &Context, a: Option<Attr>) -> Option<&BigInt> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => Some(value),
        _ => None,
    }
}

/// The op defining `v`, if it is named `name`; with its two operands.
fn def_named(ctx: &Context, ir: &Ir, v: Value, name: &str) -> Option<(Value, Value)> {
    let d = ir.defining_op(v)?;
    (ctx.op_name_str(ir.op_name(d)) == name && ir.num_operands(d) == 2)
        .then(|| (ir.operand(d, 0), ir.operand(d, 1)))
}

fn fold_binary(
    ir: &mut Ir,
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attr>],
    kind: Bin,
) -> Option<FoldResult> {
    if ir.num_operands(op) != 2 || ir.num_results(op) != 1 {
        return None;
    }
    let (lhs, rhs) = (ir.operand(op, 0), ir.operand(op, 1));
    let ty = ir.value_type(ir.result(op, 0));
    let value = |v: Value| Some(FoldResult::Results(vec![OpFoldResult::Value(v)]));
    let (l, r) = (int_of(ctx, consts[0]), int_of(ctx, consts[1]));
    let r_is = |n: i32| r.is_some_and(|r| *r == BigInt::from(n));
    match kind {
        Bin::Add => {
            if r_is(0) {
                return value(lhs);
            }
            if let Some((a, b)) = def_named(ctx, ir, lhs, "arith.subi") {
                if b == rhs {
                    return value(a);
                }
            }
            if let Some((a, b)) = def_named(ctx, ir, rhs, "arith.subi") {
                if b == lhs {
                    return value(a);
                }
            }
        }
        Bin::Sub => {
            if lhs == rhs {
                return constant(ctx, ty, BigInt::zero());
            }
            if r_is(0) {
                return value(lhs);
            }
            if let Some((a, b)) = def_named(ctx, ir, lhs, "arith.addi") {
                if b == rhs {
                    return value(a);
                }
                if a == rhs {
                    return value(b);
                }
            }
        }
        Bin::Mul => {
            // `muli(x, 0)` folds to the zero operand itself (MulIOp::fold
            // returns `getRhs()`), not to a new constant.
            if r_is(0) {
                return value(rhs);
            }
            if r_is(1) {
                return value(lhs);
            }
        }
    }
    if let (Some(l), Some(r)) = (l, r) {
        let v = match kind {
            Bin::Add => l + r,
            Bin::Sub => l - r,
            Bin::Mul => l * r,
        };
        return constant(ctx, ty, v);
    }
    fold_commutative(ir, ctx, op, consts)
}

/// `foldCommutative`: moves constant operands after the others (stable),
/// in place.
fn fold_commutative(
    ir: &mut Ir,
    ctx: &Context,
    op: OpId,
    consts: &[Option<Attr>],
) -> Option<FoldResult> {
    if !matches!(ctx.op_name_str(ir.op_name(op)), "arith.addi" | "arith.muli") || consts.len() < 2 {
        return None;
    }
    let first_const = consts.iter().position(|c| c.is_some())?;
    let operands: Vec<Value> = ir.operands(op).collect();
    let (mut non, mut cst): (Vec<usize>, Vec<usize>) = (Vec::new(), Vec::new());
    for (i, c) in consts.iter().enumerate().skip(first_const) {
        if c.is_some() {
            cst.push(i);
        } else {
            non.push(i);
        }
    }
    if non.is_empty() {
        return None;
    }
    let order: Vec<usize> = non.into_iter().chain(cst).collect();
    for (k, i) in order.into_iter().enumerate() {
        let slot = first_const + k;
        if ir.operand(op, slot) != operands[i] {
            ir.set_operand(op, slot, operands[i]);
        }
    }
    Some(FoldResult::InPlace)
}

/// An integer constant of type `ty`, wrapped to its width as APInt does.
fn constant(ctx: &mut Context, ty: Type, v: BigInt) -> Option<FoldResult> {
    let (width, sign) = match ctx.type_kind(ty) {
        TypeKind::Integer { width, signedness } => (*width as usize, *signedness),
        TypeKind::Index => (64, Signedness::Signless),
        _ => return None,
    };
    let v = wrap(v, width, sign);
    let a = ctx.attr(AttrKind::Integer { value: v, ty });
    Some(FoldResult::Results(vec![OpFoldResult::Attr(a)]))
}

/// `v` modulo 2^width, in the range the attribute stores for the
/// signedness (unsigned: [0, 2^w); otherwise the signed range).
fn wrap(v: BigInt, width: usize, sign: Signedness) -> BigInt {
    if width == 0 {
        return BigInt::zero();
    }
    let m = BigInt::one() << width;
    let mut r = ((v % &m) + &m) % &m;
    if sign != Signedness::Unsigned && r >= (BigInt::one() << (width - 1)) {
        r -= m;
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_matches_apint_twos_complement() {
        let w = |v: i64, width, s| wrap(BigInt::from(v), width, s);
        assert_eq!(
            w(2147483648, 32, Signedness::Signless),
            BigInt::from(-2147483648i64)
        );
        assert_eq!(w(-1, 8, Signedness::Unsigned), BigInt::from(255));
        assert_eq!(w(256 + 5, 8, Signedness::Signless), BigInt::from(5));
        assert_eq!(w(1, 1, Signedness::Signless), BigInt::from(-1));
    }
}
