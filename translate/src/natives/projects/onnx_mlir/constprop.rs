//! The helpers of onnx-mlir's `src/Dialect/ONNX/Transforms/ConstProp.cpp`:
//! folding `onnx.*` ops of dense constants into a new `onnx.Constant`
//! (`createReplacingConstantOp`: `OnnxBuilder::constant` at the replaced
//! value's location). Elements are computed as onnx-mlir's
//! `ElementsAttrBuilder` does, on numbers widened to `double`, `int64_t`,
//! `uint64_t` or `bool` ([`Wide`]) by the element type, then narrowed to
//! the result's element type.
//!
//! The pass configuration is onnx-mlir's default: no pattern disabled
//! (`isNotDisabled` holds), no expansion bound, float-to-int casts
//! truncate (`roundFPToInt` off).
//!
//! Not provided (left unresolved where a pattern needs them): Slice and
//! Pad (they need onnx-mlir's shape helpers), Gemm, MatMulInteger, Range,
//! NonZero, ScatterND.

use super::helpers::{dense_constant, new_onnx_constant};
use crate::natives::elements::{count, strides, Dense, Elem, Wide};
use crate::natives::eval::Env;
use crate::natives::projects::args;
use crate::natives::value::{err, EvalError, ER, V};
use patsat_ir::{AttrKind, Type, TypeKind, Value};

/// `bool isNotDisabled(StringRef)`: no pattern is disabled by default.
pub(super) fn is_not_disabled(_: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    args::count("isNotDisabled", &a, 1)?;
    match a[0] {
        V::Str(_) => Ok(V::Bool(true)),
        _ => err("`isNotDisabled` expects a pattern name"),
    }
}

/// `bool satisfiesExpansionBound(Value)`: without an expansion bound
/// (the default), a statically shaped result holds at most `UINT32_MAX`
/// elements.
pub(super) fn satisfies_expansion_bound(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    args::count("satisfiesExpansionBound", &a, 1)?;
    let t = args::ty(env, "satisfiesExpansionBound", &a[0])?;
    let n = match env.ctx().type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => count(shape),
        _ => None,
    };
    Ok(V::Bool(n.is_none_or(|n| n as u64 <= u64::from(u32::MAX))))
}

/// `bool isVariadicOperandFromDenseONNXConstantOp(ValueRange)`.
pub(super) fn is_variadic_operand_from_dense_onnx_constant_op(
    env: &mut Env<'_, '_>,
    _: &[String],
    a: Vec<V>,
) -> ER<V> {
    const W: &str = "isVariadicOperandFromDenseONNXConstantOp";
    for x in a.into_iter().flat_map(|x| match x {
        V::List(xs) => xs,
        x => vec![x],
    }) {
        let v = args::value(env, W, &x)?;
        if dense_constant(env, v).is_none() {
            return Ok(V::Bool(false));
        }
    }
    Ok(V::Bool(true))
}

/// `getConstValueElements`: the dense elements of the constant defining
/// a value.
fn elements(env: &mut Env<'_, '_>, what: &str, v: &V) -> ER<Dense> {
    let v = args::value(env, what, v)?;
    let a = dense_constant(env, v)
        .ok_or_else(|| EvalError(format!("`{}`: the value is not a dense constant", what)))?;
    Dense::read(env.ctx(), a).ok_or_else(|| {
        EvalError(format!(
            "`{}`: the constant is not of static integer or float elements",
            what
        ))
    })
}

/// The replaced value's static shape, element type and location.
fn replacing(env: &mut Env<'_, '_>, what: &str, v: &V) -> ER<(Value, Vec<i64>, Type)> {
    let x = args::value(env, what, v)?;
    let t = env.view().value_type(x);
    match env.ctx().type_kind(t).shape() {
        Some((s, e)) if s.iter().all(|&d| d >= 0) => Ok((x, s.to_vec(), e)),
        _ => err(format!("`{}`: the result is not statically shaped", what)),
    }
}

/// `createReplacingConstantOp`.
fn replace_with(env: &mut Env<'_, '_>, at: Value, d: &Dense) -> ER<V> {
    let attr = d.to_attr(env.ctx());
    let loc = env.view().value_loc(at);
    let ty = d_type(env, d);
    new_onnx_constant(env, attr, ty, loc)
}

fn d_type(env: &mut Env<'_, '_>, d: &Dense) -> Type {
    env.ctx().ty(TypeKind::RankedTensor {
        shape: d.shape.clone(),
        elem: d.elem_type,
        encoding: None,
    })
}

/// The ONNX op a template argument names (`mlir::ONNXAddOp` → `Add`).
fn op_of(targs: &[String], what: &str) -> ER<String> {
    let t = targs
        .first()
        .ok_or_else(|| EvalError(format!("`{}` needs an op template argument", what)))?;
    let base = t.rsplit("::").next().unwrap_or(t);
    base.strip_prefix("ONNX")
        .and_then(|b| b.strip_suffix("Op"))
        .map(String::from)
        .ok_or_else(|| EvalError(format!("`{}`: `{}` is not an ONNX op class", what, t)))
}

/// `ElementWiseBinaryOpImpl<OP, T>::eval` on widened numbers.
fn binary(op: &str, l: Wide, r: Wide) -> ER<Wide> {
    use Wide::*;
    let unsupported = || {
        err(format!(
            "constant folding of `{}` does not support this type",
            op
        ))
    };
    Ok(match (op, l, r) {
        ("Add" | "Sum", F(a), F(b)) => F(a + b),
        ("Add" | "Sum", I(a), I(b)) => I(a.wrapping_add(b)),
        ("Add" | "Sum", U(a), U(b)) => U(a.wrapping_add(b)),
        ("Sub", F(a), F(b)) => F(a - b),
        ("Sub", I(a), I(b)) => I(a.wrapping_sub(b)),
        ("Sub", U(a), U(b)) => U(a.wrapping_sub(b)),
        ("Mul", F(a), F(b)) => F(a * b),
        ("Mul", I(a), I(b)) => I(a.wrapping_mul(b)),
        ("Mul", U(a), U(b)) => U(a.wrapping_mul(b)),
        // An integer division by zero gives the dividend.
        ("Div", F(a), F(b)) => F(a / b),
        ("Div", I(a), I(b)) => I(if b == 0 { a } else { a.wrapping_div(b) }),
        ("Div", U(a), U(b)) => U(a.checked_div(b).unwrap_or(a)),
        ("BitwiseAnd", I(a), I(b)) => I(a & b),
        ("BitwiseAnd", U(a), U(b)) => U(a & b),
        ("BitwiseOr", I(a), I(b)) => I(a | b),
        ("BitwiseOr", U(a), U(b)) => U(a | b),
        ("And", B(a), B(b)) => B(a && b),
        ("Or", B(a), B(b)) => B(a || b),
        ("Xor", B(a), B(b)) => B(a != b),
        // std::min(a, b) is `b < a ? b : a`, std::max(a, b) `a < b ? b : a`.
        ("Min", a, b) => {
            if lt(b, a) {
                b
            } else {
                a
            }
        }
        ("Max", a, b) => {
            if lt(a, b) {
                b
            } else {
                a
            }
        }
        ("Mod", I(a), I(b)) => {
            if b == 0 {
                return err("constant folding of `Mod` by zero");
            }
            let m = a.wrapping_rem(b);
            I(if m != 0 && ((a < 0) ^ (b < 0)) {
                m + b
            } else {
                m
            })
        }
        ("Mod", F(a), F(b)) => F(((a % b) * 1_000_000_000.0).floor() / 1_000_000_000.0),
        ("Equal", a, b) => B(a == b),
        ("Less", a, b) if !matches!(a, B(_)) => B(lt(a, b)),
        ("Greater", a, b) if !matches!(a, B(_)) => B(lt(b, a)),
        ("LessOrEqual", a, b) if !matches!(a, B(_)) => B(le(a, b)),
        ("GreaterOrEqual", a, b) if !matches!(a, B(_)) => B(le(b, a)),
        // std::pow of integers computes in double; the result converts back.
        ("Pow", F(a), F(b)) => F(a.powf(b)),
        ("Pow", I(a), I(b)) => I((a as f64).powf(b as f64) as i64),
        ("Pow", U(a), U(b)) => U((a as f64).powf(b as f64) as u64),
        _ => return unsupported(),
    })
}

fn lt(a: Wide, b: Wide) -> bool {
    match (a, b) {
        (Wide::F(x), Wide::F(y)) => x < y,
        (Wide::I(x), Wide::I(y)) => x < y,
        (Wide::U(x), Wide::U(y)) => x < y,
        (Wide::B(x), Wide::B(y)) => !x & y,
        _ => false,
    }
}

fn le(a: Wide, b: Wide) -> bool {
    match (a, b) {
        (Wide::F(x), Wide::F(y)) => x <= y,
        _ => !lt(b, a),
    }
}

/// `ElementWiseUnaryOpImpl<OP, T>::eval` on widened numbers.
fn unary(op: &str, x: Wide) -> ER<Wide> {
    use Wide::*;
    // Integer arguments of the <cmath> functions compute in double.
    let via_double = |f: fn(f64) -> f64, x: Wide| -> Option<Wide> {
        match x {
            F(a) => Some(F(f(a))),
            I(a) => Some(I(f(a as f64) as i64)),
            U(a) => Some(U(f(a as f64) as u64)),
            B(_) => None,
        }
    };
    let r = match (op, x) {
        ("BitwiseNot", I(a)) => Some(I(!a)),
        ("BitwiseNot", U(a)) => Some(U(!a)),
        ("Abs", F(a)) => Some(F(a.abs())),
        ("Abs", I(a)) => Some(I(a.wrapping_abs())),
        ("Abs", U(a)) => Some(U(a)),
        ("Ceil", x) => via_double(f64::ceil, x),
        ("Floor", x) => via_double(f64::floor, x),
        ("Erf", x) => via_double(libm::erf, x),
        ("Round", x) => via_double(f64::round_ties_even, x),
        ("Cos", F(a)) => Some(F(a.cos())),
        ("Sin", F(a)) => Some(F(a.sin())),
        ("Exp", F(a)) => Some(F(a.exp())),
        ("Log", F(a)) => Some(F(a.ln())),
        ("Sigmoid", F(a)) => Some(F(1.0 / (1.0 + (-a).exp()))),
        ("Reciprocal", F(a)) => Some(F(1.0 / a)),
        ("Sqrt", F(a)) => Some(F(a.sqrt())),
        ("Neg", F(a)) => Some(F(-a)),
        ("Neg", I(a)) => Some(I(a.wrapping_neg())),
        ("Neg", U(a)) => Some(U(a.wrapping_neg())),
        ("Not", B(a)) => Some(B(!a)),
        ("Relu", F(a)) => Some(F(if a < 0.0 { 0.0 } else { a })),
        ("Relu", I(a)) => Some(I(a.max(0))),
        ("Relu", U(a)) => Some(U(a)),
        _ => None,
    };
    r.ok_or_else(|| {
        EvalError(format!(
            "constant folding of `{}` does not support this type",
            op
        ))
    })
}

/// The unary and binary ops the templates above implement.
const UNARY: &[&str] = &[
    "BitwiseNot",
    "Abs",
    "Ceil",
    "Floor",
    "Erf",
    "Round",
    "Cos",
    "Sin",
    "Exp",
    "Log",
    "Sigmoid",
    "Reciprocal",
    "Sqrt",
    "Neg",
    "Not",
    "Relu",
];
const BINARY: &[&str] = &[
    "Add",
    "Sum",
    "Sub",
    "Mul",
    "Div",
    "BitwiseAnd",
    "BitwiseOr",
    "And",
    "Or",
    "Xor",
    "Min",
    "Max",
    "Mod",
    "Equal",
    "Less",
    "Greater",
    "LessOrEqual",
    "GreaterOrEqual",
    "Pow",
];

/// Elementwise combination of two arrays broadcast to `shape`.
fn combine(
    env: &mut Env<'_, '_>,
    what: &str,
    op: &str,
    l: &Dense,
    r: &Dense,
    shape: &[i64],
    elem: Type,
) -> ER<Dense> {
    let (Some(lb), Some(rb)) = (l.broadcast_to(shape), r.broadcast_to(shape)) else {
        return err(format!(
            "`{}`: the operands do not broadcast to the result",
            what
        ));
    };
    let mut out = Vec::with_capacity(lb.bits.len());
    for i in 0..lb.bits.len() {
        out.push(binary(op, lb.wide(i), rb.wide(i))?);
    }
    Dense::from_wides(env.ctx(), shape.to_vec(), elem, &out)
        .ok_or_else(|| EvalError(format!("`{}`: unsupported result element type", what)))
}

/// `Value ConstPropElementwiseBinary<OP>(rewriter, replacing, lhs, rhs)`.
pub(super) fn const_prop_elementwise_binary(
    env: &mut Env<'_, '_>,
    t: &[String],
    a: Vec<V>,
) -> ER<V> {
    const W: &str = "ConstPropElementwiseBinary";
    args::count(W, &a, 4)?;
    let op = op_of(t, W)?;
    if !BINARY.contains(&op.as_str()) {
        return err(format!("`{}<{}>` is not implemented by onnx-mlir", W, op));
    }
    let (at, shape, elem) = replacing(env, W, &a[1])?;
    let l = elements(env, W, &a[2])?;
    let r = elements(env, W, &a[3])?;
    if l.elem_type != r.elem_type {
        return err(format!("`{}`: the operands' element types differ", W));
    }
    let d = combine(env, W, &op, &l, &r, &shape, elem)?;
    replace_with(env, at, &d)
}

/// `Value ConstPropVariadicElementwiseBinary<OP>(rewriter, replacing,
/// inputs)`: the first input itself when there is one, else the inputs
/// combined left to right.
pub(super) fn const_prop_variadic_elementwise_binary(
    env: &mut Env<'_, '_>,
    t: &[String],
    a: Vec<V>,
) -> ER<V> {
    const W: &str = "ConstPropVariadicElementwiseBinary";
    let op = op_of(t, W)?;
    if !BINARY.contains(&op.as_str()) {
        return err(format!("`{}<{}>` is not implemented by onnx-mlir", W, op));
    }
    if a.len() < 2 {
        return err(format!("`{}` takes the replaced value and the inputs", W));
    }
    let (at, shape, elem) = replacing(env, W, &a[1])?;
    let inputs: Vec<V> = a[2..]
        .iter()
        .cloned()
        .flat_map(|x| match x {
            V::List(xs) => xs,
            x => vec![x],
        })
        .collect();
    let Some(x0) = inputs.first().cloned() else {
        return err(format!("`{}`: the variadic input is empty", W));
    };
    if inputs.len() == 1 {
        return Ok(x0);
    }
    let mut acc = elements(env, W, &inputs[0])?;
    for x in &inputs[1..] {
        let r = elements(env, W, x)?;
        if r.elem_type != acc.elem_type {
            return err(format!("`{}`: the operands' element types differ", W));
        }
        acc = combine(env, W, &op, &acc, &r, &shape, elem)?;
    }
    replace_with(env, at, &acc)
}

/// `Value ConstPropElementwiseUnary<OP>(rewriter, replacing, input)`.
pub(super) fn const_prop_elementwise_unary(
    env: &mut Env<'_, '_>,
    t: &[String],
    a: Vec<V>,
) -> ER<V> {
    const W: &str = "ConstPropElementwiseUnary";
    args::count(W, &a, 3)?;
    let op = op_of(t, W)?;
    if !UNARY.contains(&op.as_str()) {
        return err(format!("`{}<{}>` is not implemented by onnx-mlir", W, op));
    }
    let (at, _, elem) = replacing(env, W, &a[1])?;
    let x = elements(env, W, &a[2])?;
    if x.elem_type != elem {
        return err(format!("`{}`: unary ops keep the element type", W));
    }
    let mut out = Vec::with_capacity(x.bits.len());
    for i in 0..x.bits.len() {
        out.push(unary(&op, x.wide(i))?);
    }
    let d = Dense::from_wides(env.ctx(), x.shape.clone(), elem, &out)
        .ok_or_else(|| EvalError(format!("`{}`: unsupported element type", W)))?;
    replace_with(env, at, &d)
}

/// The replaced value's defining op (the folded op).
fn folded_op(env: &mut Env<'_, '_>, what: &str, at: Value) -> ER<patsat_ir::OpId> {
    env.view()
        .defining_op(at, 0)
        .ok_or_else(|| EvalError(format!("`{}`: the replaced value has no defining op", what)))
}

/// An `si64`-style integer attribute of the folded op, or a default
/// (`getSIntAttr`).
fn sint_attr(env: &mut Env<'_, '_>, op: patsat_ir::OpId, name: &str, default: i64) -> i64 {
    match env.view().attr(op, name) {
        Some(a) => {
            let ctx = env.ctx();
            V::Attr(a).as_int(ctx).map_or(default, |i| i as i64)
        }
        None => default,
    }
}

/// `ConstPropReduce<OP>(rewriter, replacing, data, axes)` with the axes
/// a constant value, none, or an array attribute: the data reduced over
/// the axes (all of them when none are given unless
/// `noop_with_empty_axes`), `keepdims` (default 1) keeping them as 1;
/// `ReduceMean` sums then divides by the reduced count.
pub(super) fn const_prop_reduce(env: &mut Env<'_, '_>, t: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "ConstPropReduce";
    args::count(W, &a, 4)?;
    let op = op_of(t, W)?;
    let combiner = match op.as_str() {
        "Add" | "Mul" | "Min" | "Max" => op.clone(),
        "ReduceMean" => "Add".to_string(),
        _ => return err(format!("`{}<{}>` is not implemented by onnx-mlir", W, op)),
    };
    let (at, rshape, elem) = replacing(env, W, &a[1])?;
    let data = elements(env, W, &a[2])?;
    let rank = data.shape.len() as i64;
    let mut axes_in: Vec<i64> = Vec::new();
    match &a[3] {
        V::Null => {}
        V::Attr(x) if matches!(env.ctx().attr_kind(*x), AttrKind::Array(_)) => {
            let xs = match env.ctx().attr_kind(*x) {
                AttrKind::Array(xs) => xs.clone(),
                _ => Vec::new(),
            };
            for e in xs {
                axes_in.push(args::int(env, W, &V::Attr(e))? as i64);
            }
        }
        v => {
            let x = args::value(env, W, v)?;
            let ty = env.view().value_type(x);
            if !matches!(env.ctx().type_kind(ty), TypeKind::None) {
                let d = elements(env, W, v)?;
                axes_in = d.wides().into_iter().map(Wide::i64).collect();
            }
        }
    }
    let mut axes: Vec<usize> = Vec::new();
    for x in axes_in {
        if x < -rank || x >= rank {
            return err(format!("`{}`: axis {} out of range", W, x));
        }
        let x = if x < 0 { x + rank } else { x } as usize;
        if axes.contains(&x) {
            return err(format!("`{}`: duplicate axis", W));
        }
        axes.push(x);
    }
    let op_node = folded_op(env, W, at)?;
    if axes.is_empty() && sint_attr(env, op_node, "noop_with_empty_axes", 0) == 0 {
        axes = (0..rank as usize).collect();
    }
    let result = if axes.is_empty() {
        data
    } else if data.bits.is_empty() {
        let id = match combiner.as_str() {
            "Add" => Wide::I(0),
            "Mul" => Wide::I(1),
            _ => {
                return err(format!(
                    "`{}`: the reduction of an empty tensor has no identity",
                    W
                ))
            }
        };
        let id = if data.elem.is_float() {
            Wide::F(id.f64())
        } else {
            id
        };
        Dense::from_wides(
            env.ctx(),
            rshape.clone(),
            elem,
            &vec![id; count(&rshape).unwrap_or(0)],
        )
        .ok_or_else(|| EvalError(format!("`{}`: unsupported element type", W)))?
    } else {
        let keep = sint_attr(env, op_node, "keepdims", 1) != 0;
        let mut out_shape = Vec::new();
        for (i, &d) in data.shape.iter().enumerate() {
            if axes.contains(&i) {
                if keep {
                    out_shape.push(1);
                }
            } else {
                out_shape.push(d);
            }
        }
        // Accumulate each output from its inputs in row-major order.
        let kept: Vec<usize> = (0..data.shape.len())
            .filter(|i| !axes.contains(i))
            .collect();
        let kept_shape: Vec<i64> = kept.iter().map(|&i| data.shape[i]).collect();
        let kept_strides = strides(&kept_shape);
        let in_strides = strides(&data.shape);
        let n_out = count(&kept_shape).unwrap_or(0);
        let mut acc: Vec<Option<Wide>> = vec![None; n_out];
        for flat in 0..data.bits.len() {
            let mut o = 0;
            for (j, &i) in kept.iter().enumerate() {
                let k = (flat / in_strides[i]) % data.shape[i] as usize;
                o += k * kept_strides[j];
            }
            let x = data.wide(flat);
            acc[o] = Some(match acc[o] {
                None => x,
                Some(s) => binary(&combiner, s, x)?,
            });
        }
        let mut vals: Vec<Wide> = acc.into_iter().map(|x| x.unwrap_or(Wide::I(0))).collect();
        if op == "ReduceMean" {
            let den = (data.bits.len() / n_out.max(1)) as i64;
            for v in &mut vals {
                *v = match *v {
                    Wide::F(f) => Wide::F(f / den as f64),
                    Wide::I(i) => Wide::I(i.wrapping_div(den)),
                    Wide::U(u) => Wide::U(u / den as u64),
                    Wide::B(_) => return err(format!("`{}`: mean of booleans", W)),
                };
            }
        }
        Dense::from_wides(env.ctx(), out_shape, data.elem_type, &vals)
            .ok_or_else(|| EvalError(format!("`{}`: unsupported element type", W)))?
    };
    replace_with(env, at, &result)
}

/// `Value ConstPropTranspose(rewriter, replacing, input)`: transposed by
/// the folded op's `perm`.
pub(super) fn const_prop_transpose(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "ConstPropTranspose";
    args::count(W, &a, 3)?;
    let at = args::value(env, W, &a[1])?;
    let op = folded_op(env, W, at)?;
    let perm = env
        .view()
        .attr(op, "perm")
        .ok_or_else(|| EvalError(format!("`{}`: the op has no `perm`", W)))?;
    let perm = super::helpers::int_array_of(env, W, perm)?;
    let perm: Vec<usize> = perm.into_iter().map(|p| p.max(0) as usize).collect();
    let x = elements(env, W, &a[2])?;
    let d = x
        .transpose(&perm)
        .ok_or_else(|| EvalError(format!("`{}`: `perm` is not a permutation", W)))?;
    replace_with(env, at, &d)
}

/// `ConstPropReshape` / `ConstPropSqueeze` / `ConstPropUnsqueeze(rewriter,
/// replacing, input)`: the elements in the replaced value's static shape.
pub(super) fn const_prop_reshape(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "ConstPropReshape";
    args::count(W, &a, 3)?;
    let (at, shape, _) = replacing(env, W, &a[1])?;
    let x = elements(env, W, &a[2])?;
    if count(&shape) != Some(x.bits.len()) {
        return err(format!(
            "`{}`: the shapes hold different numbers of elements",
            W
        ));
    }
    replace_with(env, at, &Dense { shape, ..x })
}

/// `Value ConstPropExpand(rewriter, replacing, input)`: broadcast to the
/// replaced value's shape.
pub(super) fn const_prop_expand(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "ConstPropExpand";
    args::count(W, &a, 3)?;
    let (at, shape, _) = replacing(env, W, &a[1])?;
    let x = elements(env, W, &a[2])?;
    let d = x
        .broadcast_to(&shape)
        .ok_or_else(|| EvalError(format!("`{}`: the input does not expand to the result", W)))?;
    replace_with(env, at, &d)
}

/// `Value ConstPropWhere(rewriter, replacing, cond, lhs, rhs)`.
pub(super) fn const_prop_where(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "ConstPropWhere";
    args::count(W, &a, 5)?;
    let (at, shape, elem) = replacing(env, W, &a[1])?;
    let c = elements(env, W, &a[2])?;
    if c.elem != Elem::Bool {
        return err(format!("`{}`: the condition is not of `i1` elements", W));
    }
    let l = elements(env, W, &a[3])?;
    let r = elements(env, W, &a[4])?;
    let (Some(c), Some(l), Some(r)) = (
        c.broadcast_to(&shape),
        l.broadcast_to(&shape),
        r.broadcast_to(&shape),
    ) else {
        return err(format!(
            "`{}`: the operands do not broadcast to the result",
            W
        ));
    };
    let vals: Vec<Wide> = (0..c.bits.len())
        .map(|i| {
            if c.wide(i).bool() {
                l.wide(i)
            } else {
                r.wide(i)
            }
        })
        .collect();
    let d = Dense::from_wides(env.ctx(), shape, elem, &vals)
        .ok_or_else(|| EvalError(format!("`{}`: unsupported element type", W)))?;
    replace_with(env, at, &d)
}

/// `Value ConstPropConcat(rewriter, replacing, inputs, IntegerAttr axis)`.
pub(super) fn const_prop_concat(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "ConstPropConcat";
    if a.len() < 3 {
        return err(format!(
            "`{}` takes the replaced value, the inputs and the axis",
            W
        ));
    }
    let (at, shape, elem) = replacing(env, W, &a[1])?;
    let rank = shape.len() as i64;
    let mut axis = args::int(env, W, &a[a.len() - 1])? as i64;
    if axis < 0 {
        axis += rank;
    }
    if axis < 0 || axis >= rank {
        return err(format!("`{}`: axis out of range", W));
    }
    let axis = axis as usize;
    let mut parts = Vec::new();
    for x in a[2..a.len() - 1].iter().cloned().flat_map(|x| match x {
        V::List(xs) => xs,
        x => vec![x],
    }) {
        parts.push(elements(env, W, &x)?);
    }
    // Row-major: for each index of the outer dimensions, each part's block.
    let outer: usize = shape[..axis].iter().map(|&d| d as usize).product();
    let mut bits = Vec::new();
    for o in 0..outer {
        for p in &parts {
            if p.shape.len() != shape.len() {
                return err(format!("`{}`: the inputs' ranks differ", W));
            }
            let block: usize = p.shape[axis..].iter().map(|&d| d as usize).product();
            bits.extend_from_slice(&p.bits[o * block..(o + 1) * block]);
        }
    }
    if count(&shape) != Some(bits.len()) {
        return err(format!(
            "`{}`: the inputs do not make the result's shape",
            W
        ));
    }
    let first = parts
        .first()
        .ok_or_else(|| EvalError(format!("`{}` without inputs", W)))?;
    let d = Dense {
        shape,
        elem_type: elem,
        elem: first.elem,
        bits,
    };
    replace_with(env, at, &d)
}

/// `Value ConstPropGather(rewriter, replacing, input, indices)`: along the
/// folded op's `axis` (default 0); negative indices count from the end.
pub(super) fn const_prop_gather(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "ConstPropGather";
    args::count(W, &a, 4)?;
    let at = args::value(env, W, &a[1])?;
    let op = folded_op(env, W, at)?;
    let x = elements(env, W, &a[2])?;
    let idx = elements(env, W, &a[3])?;
    let rank = x.shape.len() as i64;
    let mut axis = sint_attr(env, op, "axis", 0);
    if axis < 0 {
        axis += rank;
    }
    if axis < 0 || axis >= rank {
        return err(format!("`{}`: axis out of range", W));
    }
    let axis = axis as usize;
    let dim = x.shape[axis];
    let outer: usize = x.shape[..axis].iter().map(|&d| d as usize).product();
    let inner: usize = x.shape[axis + 1..].iter().map(|&d| d as usize).product();
    let mut bits = Vec::new();
    for o in 0..outer {
        for k in 0..idx.bits.len() {
            let mut i = idx.wide(k).i64();
            if i < 0 {
                i += dim;
            }
            if i < 0 || i >= dim {
                return err(format!("`{}`: index out of range", W));
            }
            let base = (o * dim as usize + i as usize) * inner;
            bits.extend_from_slice(&x.bits[base..base + inner]);
        }
    }
    let mut shape = x.shape[..axis].to_vec();
    shape.extend_from_slice(&idx.shape);
    shape.extend_from_slice(&x.shape[axis + 1..]);
    replace_with(env, at, &Dense { shape, bits, ..x })
}

/// `Value ConstPropMatMul(rewriter, replacing, lhs, rhs)`: numpy's
/// `matmul` (1-D operands promoted and the promoted axis dropped, batch
/// dimensions broadcast), each output the sum over `k` in order.
pub(super) fn const_prop_matmul(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "ConstPropMatMul";
    args::count(W, &a, 4)?;
    let (at, _, _) = replacing(env, W, &a[1])?;
    let l = elements(env, W, &a[2])?;
    let r = elements(env, W, &a[3])?;
    if l.shape.is_empty() || r.shape.is_empty() {
        return err(format!("`{}` of a scalar", W));
    }
    let mut ls = l.shape.clone();
    let mut rs = r.shape.clone();
    let (l1, r1) = (ls.len() == 1, rs.len() == 1);
    if l1 {
        ls.insert(0, 1);
    }
    if r1 {
        rs.push(1);
    }
    let (m, k) = (ls[ls.len() - 2], ls[ls.len() - 1]);
    let (k2, n) = (rs[rs.len() - 2], rs[rs.len() - 1]);
    if k != k2 {
        return err(format!("`{}`: the inner dimensions differ", W));
    }
    let batch = crate::natives::elements::broadcast_shape(&ls[..ls.len() - 2], &rs[..rs.len() - 2])
        .ok_or_else(|| EvalError(format!("`{}`: the batch dimensions do not broadcast", W)))?;
    let mut lfull = batch.clone();
    lfull.extend([m, k]);
    let mut rfull = batch.clone();
    rfull.extend([k, n]);
    let lb = Dense {
        shape: ls,
        ..l.clone()
    }
    .broadcast_to(&lfull)
    .ok_or_else(|| EvalError(format!("`{}`: bad shapes", W)))?;
    let rb = Dense {
        shape: rs,
        ..r.clone()
    }
    .broadcast_to(&rfull)
    .ok_or_else(|| EvalError(format!("`{}`: bad shapes", W)))?;
    let nb = count(&batch).unwrap_or(0);
    let (m, k, n) = (m as usize, k as usize, n as usize);
    let zero = if l.elem.is_float() {
        Wide::F(0.0)
    } else {
        l.elem.widen(0)
    };
    let mut vals = Vec::with_capacity(nb * m * n);
    for b in 0..nb {
        for i in 0..m {
            for j in 0..n {
                let mut acc = zero;
                for x in 0..k {
                    let p = binary(
                        "Mul",
                        lb.wide(b * m * k + i * k + x),
                        rb.wide(b * k * n + x * n + j),
                    )?;
                    acc = binary("Add", acc, p)?;
                }
                vals.push(acc);
            }
        }
    }
    let mut shape = batch;
    if !l1 {
        shape.push(m as i64);
    }
    if !r1 {
        shape.push(n as i64);
    }
    let d = Dense::from_wides(env.ctx(), shape, l.elem_type, &vals)
        .ok_or_else(|| EvalError(format!("`{}`: unsupported element type", W)))?;
    replace_with(env, at, &d)
}

/// `Value ConstPropCast(rewriter, replacing, input, IntegerAttr saturate,
/// TypeAttr to)`: to a float type (not the saturating 8-bit casts), or to
/// an integer type other than `i1` (floats truncated toward zero).
pub(super) fn const_prop_cast(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "ConstPropCast";
    args::count(W, &a, 5)?;
    let (at, _, elem) = replacing(env, W, &a[1])?;
    let x = elements(env, W, &a[2])?;
    let to = Elem::of(env.ctx(), elem)
        .ok_or_else(|| EvalError(format!("`{}`: unsupported target type", W)))?;
    let vals: Vec<Wide> = match to {
        Elem::Float(k) => {
            let sat = args::int(env, W, &a[3]).unwrap_or(1) != 0;
            if sat && k.bit_width() == 8 {
                return err(format!(
                    "`{}`: saturating casts to 8-bit floats are not provided",
                    W
                ));
            }
            x.wides().into_iter().map(|w| Wide::F(w.f64())).collect()
        }
        Elem::Int { .. } | Elem::Index => x
            .wides()
            .into_iter()
            .map(|w| match w {
                Wide::F(f) => Wide::I(f as i64),
                w => w,
            })
            .collect(),
        Elem::Bool => return err(format!("`{}`: casts to `i1` are not provided", W)),
    };
    let d = Dense::from_wides(env.ctx(), x.shape.clone(), elem, &vals)
        .ok_or_else(|| EvalError(format!("`{}`: unsupported element type", W)))?;
    replace_with(env, at, &d)
}

/// `Value ConstZeroTensor(rewriter, loc, ShapedType)`: an `onnx.Constant`
/// of zeros of the (static) type.
pub(super) fn const_zero_tensor(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "ConstZeroTensor";
    args::count(W, &a, 3)?;
    let t = args::ty(env, W, &a[2])?;
    let (shape, elem) = match env.ctx().type_kind(t).shape() {
        Some((s, e)) if s.iter().all(|&d| d >= 0) => (s.to_vec(), e),
        _ => return err(format!("`{}` of a type without a static shape", W)),
    };
    let n = count(&shape).unwrap_or(0);
    let ctx = env.ctx();
    let d = Dense::from_wides(ctx, shape, elem, &vec![Wide::I(0); n])
        .ok_or_else(|| EvalError(format!("`{}`: unsupported element type", W)))?;
    let attr = d.to_attr_of(ctx, t);
    let loc = match &a[1] {
        V::Loc(l) => *l,
        _ => env.ctx().unknown_loc(),
    };
    new_onnx_constant(env, attr, t, loc)
}

/// The largest finite value of an IEEE float type.
fn largest(k: patsat_ir::float::FloatKind) -> Option<f64> {
    use patsat_ir::float::FloatKind::*;
    Some(match k {
        F16 => 65504.0,
        BF16 => 3.389_531_389_251_535_5e38,
        F32 => f64::from(f32::MAX),
        F64 => f64::MAX,
        _ => return None,
    })
}

/// `createMaximumValueForClip` / `createMinimumValueForClip(rewriter,
/// ShapedType, Value)`: the value unless it is none, else a rank-0
/// `onnx.Constant` of the element type's largest (smallest: its negation)
/// finite float, or of `APInt::getMaxValue` (all ones) / `getMinValue`
/// (zero) of the integer width.
fn clip_value(env: &mut Env<'_, '_>, what: &str, a: Vec<V>, max: bool) -> ER<V> {
    args::count(what, &a, 3)?;
    let t = args::ty(env, what, &a[1])?;
    let v = args::value(env, what, &a[2])?;
    let vt = env.view().value_type(v);
    if !matches!(env.ctx().type_kind(vt), TypeKind::None) {
        return Ok(V::Value(v));
    }
    let elem = crate::natives::value::element_type(env.ctx().type_kind(t))
        .ok_or_else(|| EvalError(format!("`{}` of a type that is not shaped", what)))?;
    let ctx = env.ctx();
    let bits = match Elem::of(ctx, elem) {
        Some(Elem::Float(k)) => {
            let l = largest(k)
                .ok_or_else(|| EvalError(format!("`{}`: unsupported float type", what)))?;
            patsat_ir::float::from_f64(k, if max { l } else { -l })
        }
        Some(Elem::Int { width, .. }) => {
            if max {
                crate::natives::value::mask(-1, width)
            } else {
                0
            }
        }
        Some(Elem::Bool) => u128::from(max),
        _ => return err(format!("`{}`: unsupported element type", what)),
    };
    let ty = ctx.ty(TypeKind::RankedTensor {
        shape: vec![],
        elem,
        encoding: None,
    });
    let attr = ctx.attr(AttrKind::DenseElements {
        ty,
        splat: true,
        values: Box::new([bits]),
    });
    let loc = env.view().value_loc(v);
    new_onnx_constant(env, attr, ty, loc)
}

/// `createMaximumValueForClip`.
pub(super) fn create_maximum_value_for_clip(
    env: &mut Env<'_, '_>,
    _: &[String],
    a: Vec<V>,
) -> ER<V> {
    clip_value(env, "createMaximumValueForClip", a, true)
}

/// `createMinimumValueForClip`.
pub(super) fn create_minimum_value_for_clip(
    env: &mut Env<'_, '_>,
    _: &[String],
    a: Vec<V>,
) -> ER<V> {
    clip_value(env, "createMinimumValueForClip", a, false)
}

/// `Value ConstPropConstantOfShape(rewriter, replacing, shape, Attribute
/// value)`: the one-element `value` expanded to the shape's elements
/// (reshaped to rank 0 for an empty shape).
pub(super) fn const_prop_constant_of_shape(
    env: &mut Env<'_, '_>,
    _: &[String],
    a: Vec<V>,
) -> ER<V> {
    const W: &str = "ConstPropConstantOfShape";
    args::count(W, &a, 4)?;
    let at = args::value(env, W, &a[1])?;
    let s = elements(env, W, &a[2])?;
    let shape: Vec<i64> = s.wides().into_iter().map(Wide::i64).collect();
    let Some(v) = args::attr(W, &a[3])? else {
        return err(format!("`{}` without a value", W));
    };
    let x = Dense::read(env.ctx(), v)
        .ok_or_else(|| EvalError(format!("`{}`: the value is not dense numbers", W)))?;
    let d = if shape.is_empty() {
        if x.bits.len() != 1 {
            return err(format!("`{}`: the value is not one element", W));
        }
        Dense { shape, ..x }
    } else {
        x.broadcast_to(&shape)
            .ok_or_else(|| EvalError(format!("`{}`: the value does not expand", W)))?
    };
    replace_with(env, at, &d)
}
