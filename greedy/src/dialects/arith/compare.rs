//! Fold hooks of `arith.cmpi` and `arith.select` (LLVM 22
//! `ArithOps.cpp`: `CmpIOp::fold`, `SelectOp::fold`). The predicate is
//! the `predicate` property (an `i64`: `eq` = 0, `ne`, `slt`, `sle`,
//! `sgt`, `sge`, `ult`, `ule`, `ugt`, `uge` = 9).

use super::apint::ApInt;
use super::attrs::{
    bool_attr, const_fold_binary, element_type, int_const, int_width, is_one, is_zero,
    typed_attr_type, with_element_type,
};
use super::{def_named, operands2, to_attr, to_value, Binary};
use crate::op_info::{FoldInput, FoldResult};
use num_bigint::BigInt;
use patsat_ir::{Attr, AttrKind, Context, Ir, OpId, Type, TypeKind, Value};

/// An integer comparison predicate (`arith::CmpIPredicate`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pred {
    /// `eq`
    Eq,
    /// `ne`
    Ne,
    /// `slt`
    Slt,
    /// `sle`
    Sle,
    /// `sgt`
    Sgt,
    /// `sge`
    Sge,
    /// `ult`
    Ult,
    /// `ule`
    Ule,
    /// `ugt`
    Ugt,
    /// `uge`
    Uge,
}

const PREDS: [Pred; 10] = [
    Pred::Eq,
    Pred::Ne,
    Pred::Slt,
    Pred::Sle,
    Pred::Sgt,
    Pred::Sge,
    Pred::Ult,
    Pred::Ule,
    Pred::Ugt,
    Pred::Uge,
];

impl Pred {
    /// `applyCmpPredicate`.
    pub fn apply(self, a: &ApInt, b: &ApInt) -> bool {
        match self {
            Pred::Eq => a == b,
            Pred::Ne => a != b,
            Pred::Slt => a.slt(b),
            Pred::Sle => a.sle(b),
            Pred::Sgt => b.slt(a),
            Pred::Sge => b.sle(a),
            Pred::Ult => a.ult(b),
            Pred::Ule => a.ule(b),
            Pred::Ugt => b.ult(a),
            Pred::Uge => b.ule(a),
        }
    }
    /// `applyCmpPredicateToEqualOperands`.
    fn on_equal_operands(self) -> bool {
        matches!(
            self,
            Pred::Eq | Pred::Sle | Pred::Sge | Pred::Ule | Pred::Uge
        )
    }
    /// The predicate with the operands swapped (`eq`, `ne` unchanged).
    fn swapped(self) -> Pred {
        match self {
            Pred::Slt => Pred::Sgt,
            Pred::Sgt => Pred::Slt,
            Pred::Sle => Pred::Sge,
            Pred::Sge => Pred::Sle,
            Pred::Ult => Pred::Ugt,
            Pred::Ugt => Pred::Ult,
            Pred::Ule => Pred::Uge,
            Pred::Uge => Pred::Ule,
            p => p,
        }
    }
}

/// The `predicate` property of a `cmpi`.
pub fn predicate(ctx: &Context, ir: &Ir, op: OpId) -> Option<Pred> {
    let a = ir.props(op).and_then(|p| ctx.dict_get(p, "predicate"))?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => {
            let i = usize::try_from(value).ok()?;
            PREDS.get(i).copied()
        }
        _ => None,
    }
}

fn set_predicate(ctx: &mut Context, ir: &mut Ir, op: OpId, p: Pred) -> Option<()> {
    let props = ir.props(op)?;
    let old = ctx.dict_get(props, "predicate")?;
    let ty = match ctx.attr_kind(old) {
        AttrKind::Integer { ty, .. } => *ty,
        _ => return None,
    };
    let index = PREDS.iter().position(|q| *q == p)?;
    let new = ctx.attr(AttrKind::Integer {
        value: BigInt::from(index),
        ty,
    });
    let mut entries = match ctx.attr_kind(props) {
        AttrKind::Dictionary(e) => e.clone(),
        _ => return None,
    };
    for e in &mut entries {
        if e.0 == "predicate" {
            e.1 = new;
        }
    }
    let dict = ctx.dict_attr(entries).ok()?;
    ir.set_props(op, Some(dict));
    Some(())
}

/// `getIntegerWidth`: the width of an integer type or of a vector's
/// integer elements (tensors: none).
fn integer_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Vector { elem, .. } => match ctx.type_kind(*elem) {
            TypeKind::Integer { width, .. } => Some(*width),
            _ => None,
        },
        _ => None,
    }
}

/// `Type::isInteger(1)` of the element type.
fn is_i1_like(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(element_type(ctx, ty)),
        TypeKind::Integer { width: 1, .. }
    )
}

/// `CmpIOp::fold`: equal operands, `ext[su](i1) != 0`, `i1 != 0`,
/// `i1 == 1`, a constant left operand moved right (in place, predicate
/// swapped), constants.
pub fn fold_cmpi(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    let b = Binary::of(input)?;
    let pred = predicate(input.ctx, input.ir, input.op)?;
    if b.lhs == b.rhs {
        return to_attr(bool_attr(input.ctx, b.ty, pred.on_equal_operands()));
    }
    if is_zero(input.ctx, b.r) {
        for ext in ["arith.extsi", "arith.extui"] {
            if let Some(e) = def_named(input.ctx, input.ir, b.lhs, ext) {
                if input.ir.num_operands(e) == 1 {
                    let src = input.ir.operand(e, 0);
                    let w = integer_width(input.ctx, input.ir.value_type(src));
                    if w == Some(1) && pred == Pred::Ne {
                        return to_value(src);
                    }
                }
            }
        }
        if is_i1_like(input.ctx, input.ir.value_type(b.lhs)) && pred == Pred::Ne {
            return to_value(b.lhs);
        }
    }
    if is_one(input.ctx, b.r)
        && is_i1_like(input.ctx, input.ir.value_type(b.lhs))
        && pred == Pred::Eq
    {
        return to_value(b.lhs);
    }
    if b.l.is_some() && b.r.is_none() {
        set_predicate(input.ctx, input.ir, input.op, pred.swapped())?;
        input.ir.set_operand(input.op, 0, b.rhs);
        input.ir.set_operand(input.op, 1, b.lhs);
        return Some(FoldResult::InPlace);
    }
    let lhs_ty = typed_attr_type(input.ctx, b.l?)?;
    let i1 = input.ctx.int_type(1);
    let result_ty = with_element_type(input.ctx, lhs_ty, i1);
    let r = const_fold_binary(input.ctx, b.consts(), Some(result_ty), |x, y| {
        ApInt::from_u64(1, pred.apply(x, y) as u64)
    });
    to_attr(r)
}

/// `SelectOp::fold`: equal branches, a constant condition, `select(c,
/// true, false)` → `c` for `i1`, `select(a == b, a, b)` → `b` (and the
/// `ne` and swapped forms), and a non-splat constant condition choosing
/// between two dense constants element by element.
pub fn fold_select(input: &mut FoldInput<'_>) -> Option<FoldResult> {
    let (ir, op) = (&*input.ir, input.op);
    if ir.num_operands(op) != 3 || ir.num_results(op) != 1 || input.consts.len() != 3 {
        return None;
    }
    let (cond, t, f) = (ir.operand(op, 0), ir.operand(op, 1), ir.operand(op, 2));
    let [cc, tc, fc] = [input.consts[0], input.consts[1], input.consts[2]];
    if t == f {
        return to_value(t);
    }
    if is_one(input.ctx, cc) {
        return to_value(t);
    }
    if is_zero(input.ctx, cc) {
        return to_value(f);
    }
    let ty = ir.value_type(ir.result(op, 0));
    let signless_i1 = matches!(
        input.ctx.type_kind(ty),
        TypeKind::Integer {
            width: 1,
            signedness: patsat_ir::Signedness::Signless
        }
    );
    if signless_i1 && is_one(input.ctx, tc) && is_zero(input.ctx, fc) {
        return to_value(cond);
    }
    if let Some(v) = select_of_cmp(input, cond, t, f) {
        return to_value(v);
    }
    to_attr(select_elements(input.ctx, cc, tc, fc))
}

/// `select(cmpi eq/ne (a, b), a, b)` in either operand order.
fn select_of_cmp(input: &FoldInput<'_>, cond: Value, t: Value, f: Value) -> Option<Value> {
    let cmp = def_named(input.ctx, input.ir, cond, "arith.cmpi")?;
    let pred = predicate(input.ctx, input.ir, cmp)?;
    if pred != Pred::Eq && pred != Pred::Ne {
        return None;
    }
    let (a, b) = operands2(input.ir, cmp)?;
    if (a == t && b == f) || (b == t && a == f) {
        return Some(if pred == Pred::Ne { t } else { f });
    }
    None
}

/// The raw elements of a `DenseElementsAttr` (each element's bit
/// patterns: two for a complex element), expanded if a splat.
fn dense_elements(ctx: &Context, a: Attr, n: usize) -> Option<(Type, Vec<Vec<u128>>)> {
    let AttrKind::DenseElements { ty, splat, values } = ctx.attr_kind(a) else {
        return None;
    };
    let per = match ctx.type_kind(element_type(ctx, *ty)) {
        TypeKind::Complex(_) => 2,
        _ => 1,
    };
    let chunks: Vec<Vec<u128>> = values.chunks(per).map(<[u128]>::to_vec).collect();
    let elems = if *splat {
        vec![chunks.first()?.clone(); n]
    } else {
        chunks
    };
    (elems.len() == n).then_some((*ty, elems))
}

/// The element-wise select of two dense constants by a dense `i1`
/// condition (`DenseElementsAttr::get(lhs type, picked)`).
fn select_elements(
    ctx: &mut Context,
    cc: Option<Attr>,
    tc: Option<Attr>,
    fc: Option<Attr>,
) -> Option<Attr> {
    let cond = int_const(ctx, cc?)?;
    let n = super::attrs::num_elements(ctx, cond.ty)?;
    int_width(ctx, element_type(ctx, cond.ty))?;
    let conds: Vec<bool> = match cond.value {
        super::attrs::IntValue::Elements(vs) => vs.iter().map(|v| !v.is_zero()).collect(),
        super::attrs::IntValue::Splat(v) => vec![!v.is_zero(); n],
        super::attrs::IntValue::Scalar(_) => return None,
    };
    let (ty, ts) = dense_elements(ctx, tc?, n)?;
    let (_, fs) = dense_elements(ctx, fc?, n)?;
    let picked: Vec<Vec<u128>> = conds
        .iter()
        .zip(ts.into_iter().zip(fs))
        .map(|(c, (t, f))| if *c { t } else { f })
        .collect();
    let splat = picked.windows(2).all(|w| w[0] == w[1]);
    let values: Vec<u128> = if splat {
        picked.into_iter().take(1).flatten().collect()
    } else {
        picked.into_iter().flatten().collect()
    };
    Some(ctx.attr(AttrKind::DenseElements {
        ty,
        splat,
        values: values.into_boxed_slice(),
    }))
}
