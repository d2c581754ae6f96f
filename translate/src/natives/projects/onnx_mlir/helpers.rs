//! The helpers of `OpHelper.cpp`, `TypeUtilities.cpp`, `DialectBuilder.cpp`,
//! `Canonicalize.cpp` and `Decompose.cpp`.

use crate::natives::elements::{Dense, Elem, Wide};
use crate::natives::eval::Env;
use crate::natives::projects::args;
use crate::natives::value::{err, EvalError, ER, V};
use patsat_ir::{Attr, AttrKind, Type, TypeKind, Value};

// ---------------------------------------------------------------------
// Type utilities (src/Support/TypeUtilities.cpp).

/// The element type of an `!onnx.Seq<T>` / `!onnx.Opt<T>` type, parsed
/// from its text.
pub(super) fn container_element(env: &mut Env<'_, '_>, t: Type) -> Option<Type> {
    let body = match env.ctx().type_kind(t) {
        TypeKind::Opaque { dialect, body } if dialect == "onnx" => body.clone(),
        _ => return None,
    };
    let inner = body
        .strip_prefix(".Seq<")
        .or_else(|| body.strip_prefix(".Opt<"))?
        .strip_suffix('>')?;
    patsat_ir::parse_type_str(env.ctx(), "onnx type", inner).ok()
}

/// `mlir::isa<ShapedType>(t) && hasRank()`.
pub(super) fn ranked(env: &mut Env<'_, '_>, t: Type) -> bool {
    let k = env.ctx().type_kind(t);
    crate::natives::value::is_shaped(k) && k.shape().is_some()
}

/// The shape of a ranked shaped type (`getShape(Type)` asserts it is one).
pub(super) fn shape(env: &mut Env<'_, '_>, t: Type, what: &str) -> ER<Vec<i64>> {
    if !ranked(env, t) {
        return err(format!("`{}` of a type that is not ranked", what));
    }
    match env.ctx().type_kind(t).shape() {
        Some((s, _)) => Ok(s.to_vec()),
        None => err(format!("`{}` of a type that is not ranked", what)),
    }
}

/// `Type getElementType(Type)`: `getElementTypeOrSelf`.
pub(super) fn get_element_type(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    args::count("getElementType", &a, 1)?;
    let t = args::ty(env, "getElementType", &a[0])?;
    let k = env.ctx().type_kind(t);
    Ok(V::Type(
        crate::natives::value::element_type(k)
            .filter(|_| crate::natives::value::is_shaped(k))
            .unwrap_or(t),
    ))
}

/// `bool isRankedShapedType(Type)`.
pub(super) fn is_ranked_shaped_type(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    args::count("isRankedShapedType", &a, 1)?;
    let t = args::ty(env, "isRankedShapedType", &a[0])?;
    Ok(V::Bool(ranked(env, t)))
}

/// `bool hasStaticShape(Type)`: ranked and no dynamic dimension.
pub(super) fn has_static_shape(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    args::count("hasStaticShape", &a, 1)?;
    let t = args::ty(env, "hasStaticShape", &a[0])?;
    if !ranked(env, t) {
        return Ok(V::Bool(false));
    }
    let s = shape(env, t, "hasStaticShape")?;
    Ok(V::Bool(s.iter().all(|&d| d >= 0)))
}

/// `ArrayRef<int64_t> getShape(Type)` and `int64_t getShape(Type, index)`
/// (a scalar's dimension is 1; a negative index counts from the end).
pub(super) fn get_shape(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    let t = args::ty(env, "getShape", a.first().unwrap_or(&V::Null))?;
    let s = shape(env, t, "getShape")?;
    match a.len() {
        1 => Ok(V::List(s.into_iter().map(|d| V::Int(d.into())).collect())),
        2 => {
            let rank = s.len() as i128;
            if rank == 0 {
                return Ok(V::Int(1));
            }
            let mut i = args::int(env, "getShape", &a[1])?;
            if i < 0 {
                i += rank;
            }
            match usize::try_from(i).ok().and_then(|i| s.get(i)) {
                Some(d) => Ok(V::Int((*d).into())),
                None => err("`getShape`: index out of range"),
            }
        }
        _ => err("`getShape` takes one or two arguments"),
    }
}

/// `int64_t getRank(Type)`.
pub(super) fn get_rank(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    args::count("getRank", &a, 1)?;
    let t = args::ty(env, "getRank", &a[0])?;
    Ok(V::Int(shape(env, t, "getRank")?.len() as i128))
}

/// `bool sameEncodingAttr(Type, Type)`: both ranked tensors with the same
/// (possibly absent) encoding.
pub(super) fn same_encoding_attr(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    args::count("sameEncodingAttr", &a, 2)?;
    let t1 = args::ty(env, "sameEncodingAttr", &a[0])?;
    let t2 = args::ty(env, "sameEncodingAttr", &a[1])?;
    let ctx = env.ctx();
    Ok(V::Bool(match (ctx.type_kind(t1), ctx.type_kind(t2)) {
        (
            TypeKind::RankedTensor { encoding: e1, .. },
            TypeKind::RankedTensor { encoding: e2, .. },
        ) => e1 == e2,
        _ => false,
    }))
}

// ---------------------------------------------------------------------
// ONNX helpers (src/Dialect/ONNX/ONNXOps/OpHelper.cpp).

/// The integers of an `ArrayAttr` of `IntegerAttr`s (`cast<IntegerAttr>`
/// of each element, `getInt()`).
pub(super) fn int_array(env: &mut Env<'_, '_>, what: &str, a: Attr) -> ER<Vec<i64>> {
    let ctx = env.ctx();
    let AttrKind::Array(xs) = ctx.attr_kind(a) else {
        return err(format!("`{}` expects an array attribute", what));
    };
    xs.iter()
        .map(|&x| match ctx.attr_kind(x) {
            AttrKind::Integer { value, .. } => num_traits::ToPrimitive::to_i64(value)
                .ok_or_else(|| EvalError(format!("`{}`: integer out of range", what))),
            _ => err(format!("`{}`: an array element is not an integer", what)),
        })
        .collect()
}

/// The integers of an `ArrayAttr` of `IntegerAttr`s.
pub(super) fn int_array_of(env: &mut Env<'_, '_>, what: &str, a: Attr) -> ER<Vec<i64>> {
    int_array(env, what, a)
}

/// An `ArrayAttr` of `i64` integer attributes (`getI64ArrayAttr`).
pub(super) fn i64_array_attr(env: &mut Env<'_, '_>, xs: &[i64]) -> Attr {
    let ctx = env.ctx();
    let t = ctx.int_type(64);
    let elems = xs
        .iter()
        .map(|&x| {
            ctx.attr(AttrKind::Integer {
                value: x.into(),
                ty: t,
            })
        })
        .collect();
    ctx.attr(AttrKind::Array(elems))
}

/// `ArrayAttr CombinedTransposePattern(rewriter, first, second)`: the
/// permutation `first[second[i]]`.
pub(super) fn combined_transpose_pattern(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "CombinedTransposePattern";
    args::count(W, &a, 3)?;
    let (Some(p1), Some(p2)) = (args::attr(W, &a[1])?, args::attr(W, &a[2])?) else {
        return err(format!("`{}` of a null permutation", W));
    };
    let first = int_array(env, W, p1)?;
    let second = int_array(env, W, p2)?;
    let mut out = Vec::with_capacity(second.len());
    for i in second {
        match usize::try_from(i).ok().and_then(|i| first.get(i)) {
            Some(&p) => out.push(p),
            None => return err(format!("`{}`: index {} out of range", W, i)),
        }
    }
    Ok(V::Attr(i64_array_attr(env, &out)))
}

/// `bool IsIdentityPermuteVector(ArrayAttr)`: `{0, 1, ..., n-1}` (a null
/// attribute is not).
pub(super) fn is_identity_permute_vector(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "IsIdentityPermuteVector";
    args::count(W, &a, 1)?;
    let Some(p) = args::attr(W, &a[0])? else {
        return Ok(V::Bool(false));
    };
    let perm = int_array(env, W, p)?;
    Ok(V::Bool(
        perm.iter().enumerate().all(|(i, &x)| x == i as i64),
    ))
}

/// `bool hasShapeAndRank(Value)`: the type (or the element type of a
/// sequence or optional type) is a ranked shaped type.
pub(super) fn has_shape_and_rank(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    args::count("hasShapeAndRank", &a, 1)?;
    let mut t = args::ty(env, "hasShapeAndRank", &a[0])?;
    if let Some(e) = container_element(env, t) {
        t = e;
    }
    Ok(V::Bool(ranked(env, t)))
}

/// The `onnx.Constant` defining a value, if any.
pub(super) fn onnx_constant(env: &mut Env<'_, '_>, v: Value) -> Option<patsat_ir::OpId> {
    let op = env.view().defining_op(v, 0)?;
    let n = env.view().op_name(op);
    (env.ctx().op_name_str(n) == "onnx.Constant").then_some(op)
}

/// The attributes of `onnx.Constant` besides `value`.
const OTHER_CONSTANT_ATTRS: [&str; 7] = [
    "value_float",
    "value_floats",
    "value_int",
    "value_ints",
    "value_string",
    "value_strings",
    "sparse_value",
];

/// `bool isDenseONNXConstant(Value)`: defined by an `onnx.Constant` with
/// a `value` attribute and none of the others.
pub(super) fn is_dense_onnx_constant(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    args::count("isDenseONNXConstant", &a, 1)?;
    let v = args::value(env, "isDenseONNXConstant", &a[0])?;
    Ok(V::Bool(dense_constant(env, v).is_some()))
}

/// The `value` of the dense `onnx.Constant` defining `v`.
pub(super) fn dense_constant(env: &mut Env<'_, '_>, v: Value) -> Option<Attr> {
    let op = onnx_constant(env, v)?;
    let value = env.view().attr(op, "value")?;
    OTHER_CONSTANT_ATTRS
        .iter()
        .all(|n| env.view().attr(op, n).is_none())
        .then_some(value)
}

/// `ElementsAttr getElementAttributeFromONNXValue(Value)`: the `value` of
/// the `onnx.Constant` defining the value when it is an elements
/// attribute, else null.
pub(super) fn get_element_attribute_from_onnx_value(
    env: &mut Env<'_, '_>,
    _: &[String],
    a: Vec<V>,
) -> ER<V> {
    const W: &str = "getElementAttributeFromONNXValue";
    args::count(W, &a, 1)?;
    let v = args::value(env, W, &a[0])?;
    let Some(op) = onnx_constant(env, v) else {
        return Ok(V::Null);
    };
    let Some(value) = env.view().attr(op, "value") else {
        return Ok(V::Null);
    };
    let ctx = env.ctx();
    Ok(
        if crate::natives::calls::attr_is(ctx, value, "ElementsAttr") == Some(true) {
            V::Attr(value)
        } else {
            V::Null
        },
    )
}

/// Rank 0, or rank 1 of one element.
fn scalar_shape(s: &[i64]) -> bool {
    s.is_empty() || s == [1]
}

/// `bool isScalarConstantTensor(Value)`: ranked, a dense ONNX constant,
/// and of shape `[]` or `[1]`.
pub(super) fn is_scalar_constant_tensor(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "isScalarConstantTensor";
    args::count(W, &a, 1)?;
    let v = args::value(env, W, &a[0])?;
    let t = env.view().value_type(v);
    if !ranked(env, t) {
        return Ok(V::Bool(false));
    }
    let s = shape(env, t, W)?;
    Ok(V::Bool(
        dense_constant(env, v).is_some() && scalar_shape(&s),
    ))
}

/// `bool isScalarTensor(Value)`: has shape and rank, of shape `[]` or
/// `[1]`.
pub(super) fn is_scalar_tensor(env: &mut Env<'_, '_>, t: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "isScalarTensor";
    args::count(W, &a, 1)?;
    if !has_shape_and_rank(env, t, a.clone())?.truthy() {
        return Ok(V::Bool(false));
    }
    let v = args::value(env, W, &a[0])?;
    let ty = env.view().value_type(v);
    let s = shape(env, ty, W)?;
    Ok(V::Bool(scalar_shape(&s)))
}

// ---------------------------------------------------------------------
// OnnxBuilder (src/Dialect/ONNX/DialectBuilder.cpp).

/// `OnnxBuilder(rewriter, loc)`.
pub(super) fn onnx_builder(_: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    if a.len() != 2 || !matches!(a[0], V::Builder) {
        return err("`OnnxBuilder` takes the builder and a location");
    }
    Ok(crate::natives::projects::object(
        "onnx_mlir::OnnxBuilder",
        a,
    ))
}

pub(crate) use crate::natives::projects::create;

/// The location an `OnnxBuilder` or a `Location` argument stands for.
fn loc_of(env: &mut Env<'_, '_>, v: &V) -> Attr {
    match v {
        V::Loc(l) => *l,
        V::Obj(o) => match o.fields.get(1) {
            Some(V::Loc(l)) => *l,
            _ => env.ctx().unknown_loc(),
        },
        _ => env.ctx().unknown_loc(),
    }
}

/// An `onnx.Constant` of type `ty` holding `attr` as its `value`.
pub(super) fn new_onnx_constant(env: &mut Env<'_, '_>, attr: Attr, ty: Type, loc: Attr) -> ER<V> {
    create(
        env,
        "onnx.Constant",
        &[],
        &[("value".to_string(), attr)],
        &[ty],
        loc,
    )
}

/// An `onnx.Constant` holding a dense elements attribute as `value`, of
/// the attribute's type (what the constant's shape inference gives):
/// `OnnxBuilder::constant`.
fn create_constant(env: &mut Env<'_, '_>, attr: Attr, loc: Attr) -> ER<V> {
    let ty = match env.ctx().attr_kind(attr) {
        AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseString { ty, .. }
        | AttrKind::DenseResource { ty, .. } => *ty,
        _ => return err("`OnnxBuilder::constant` expects a dense elements attribute"),
    };
    new_onnx_constant(env, attr, ty, loc)
}

/// `Value OnnxBuilder::constant(Attribute denseAttr)`.
pub(super) fn onnx_builder_constant(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "OnnxBuilder::constant";
    args::count(W, &a, 2)?;
    let Some(attr) = args::attr(W, &a[1])? else {
        return err(format!("`{}` of a null attribute", W));
    };
    let loc = loc_of(env, &a[0]);
    create_constant(env, attr, loc)
}

/// The result type the generated ONNX builders give a unary op: the
/// unranked tensor of the operand's element type.
fn unary_result(env: &mut Env<'_, '_>, what: &str, x: Value) -> ER<Type> {
    let e = elem_of(env, what, x)?;
    Ok(env.ctx().ty(TypeKind::UnrankedTensor(e)))
}

/// The result type the generated ONNX builders give a broadcasting binary
/// op: `getBroadcastedRankedType` when it is a statically shaped type,
/// else the unranked tensor of the left operand's element type.
fn binary_result(env: &mut Env<'_, '_>, what: &str, l: Value, r: Value) -> ER<Type> {
    let (tl, tr) = (env.view().value_type(l), env.view().value_type(r));
    if let Some(t) = broadcasted_ranked_type(env, tl, tr, None) {
        let k = env.ctx().type_kind(t);
        if k.shape().is_some_and(|(s, _)| s.iter().all(|&d| d >= 0)) {
            return Ok(t);
        }
    }
    unary_result(env, what, l)
}

/// `Value subtractOrNeg(rewriter, loc, A, B)`: `onnx.Neg(B)` when A is
/// none, else `onnx.Sub(A, B)`, with the result types of their builders.
pub(super) fn subtract_or_neg(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "subtractOrNeg";
    args::count(W, &a, 4)?;
    let loc = loc_of(env, &a[1]);
    let x = args::value(env, W, &a[2])?;
    let y = args::value(env, W, &a[3])?;
    let tx = env.view().value_type(x);
    if matches!(env.ctx().type_kind(tx), TypeKind::None) {
        let t = unary_result(env, W, y)?;
        return create(env, "onnx.Neg", &[y], &[], &[t], loc);
    }
    let t = binary_result(env, W, x, y)?;
    create(env, "onnx.Sub", &[x, y], &[], &[t], loc)
}

/// `maxOrDefault` / `minOrDefault(rewriter, loc, a, b)`: the other value
/// when one is none, else `onnx.Max` / `onnx.Min` of both, of `a`'s type.
fn or_default(env: &mut Env<'_, '_>, what: &str, op: &str, a: Vec<V>) -> ER<V> {
    args::count(what, &a, 4)?;
    let loc = loc_of(env, &a[1]);
    let x = args::value(env, what, &a[2])?;
    let y = args::value(env, what, &a[3])?;
    let (tx, ty) = (env.view().value_type(x), env.view().value_type(y));
    if matches!(env.ctx().type_kind(tx), TypeKind::None) {
        return Ok(V::Value(y));
    }
    if matches!(env.ctx().type_kind(ty), TypeKind::None) {
        return Ok(V::Value(x));
    }
    create(env, op, &[x, y], &[], &[tx], loc)
}

/// `Value maxOrDefault(rewriter, loc, a, b)`.
pub(super) fn max_or_default(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    or_default(env, "maxOrDefault", "onnx.Max", a)
}

/// `Value minOrDefault(rewriter, loc, a, b)`.
pub(super) fn min_or_default(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    or_default(env, "minOrDefault", "onnx.Min", a)
}

// ---------------------------------------------------------------------
// Attribute builders (OpHelper.cpp, Canonicalize.cpp, Decompose.cpp).

/// A ranked tensor type.
pub(super) fn tensor(env: &mut Env<'_, '_>, shape: Vec<i64>, elem: Type) -> Type {
    env.ctx().ty(TypeKind::RankedTensor {
        shape,
        elem,
        encoding: None,
    })
}

/// `tensor<shape x i64>` holding `values`.
fn i64_tensor_attr(env: &mut Env<'_, '_>, shape: Vec<i64>, values: &[i64]) -> V {
    let i64t = env.ctx().int_type(64);
    let wides: Vec<Wide> = values.iter().map(|&v| Wide::I(v)).collect();
    let ctx = env.ctx();
    match Dense::from_wides(ctx, shape, i64t, &wides) {
        Some(d) => V::Attr(d.to_attr(ctx)),
        None => V::Null,
    }
}

/// The type of a value argument, which must be a ranked shaped type.
fn ranked_shape_of(env: &mut Env<'_, '_>, what: &str, v: &V) -> ER<Vec<i64>> {
    let t = args::ty(env, what, v)?;
    shape(env, t, what)
}

/// `DenseElementsAttr createDenseElementsAttrFromFloatAttr(rewriter,
/// elementType, FloatAttr)`: `tensor<1 x elementType>` holding the float
/// converted to the element type (nearest, ties to even).
pub(super) fn create_dense_elements_attr_from_float_attr(
    env: &mut Env<'_, '_>,
    _: &[String],
    a: Vec<V>,
) -> ER<V> {
    const W: &str = "createDenseElementsAttrFromFloatAttr";
    args::count(W, &a, 3)?;
    let elem = args::ty(env, W, &a[1])?;
    if !matches!(env.ctx().type_kind(elem), TypeKind::Float(_)) {
        return err(format!("`{}`: the element type is not a float type", W));
    }
    let f = match args::attr(W, &a[2])? {
        Some(x) if matches!(env.ctx().attr_kind(x), AttrKind::Float { .. }) => {
            args::float(env, W, &V::Attr(x))?
        }
        _ => return err(format!("`{}` expects a float attribute", W)),
    };
    let ctx = env.ctx();
    let d = Dense::from_wides(ctx, vec![1], elem, &[Wide::F(f)])
        .ok_or_else(|| EvalError(format!("`{}`: unsupported element type", W)))?;
    Ok(V::Attr(d.to_attr(ctx)))
}

/// `createDenseElementsAttrFromShape(rewriter, value[, start, end])`:
/// `tensor<(end-start) x i64>` holding dimensions `start..end` of the
/// value's ranked shape (end defaults to the rank).
pub(super) fn create_dense_elements_attr_from_shape(
    env: &mut Env<'_, '_>,
    _: &[String],
    a: Vec<V>,
) -> ER<V> {
    const W: &str = "createDenseElementsAttrFromShape";
    if !(2..=4).contains(&a.len()) {
        return err(format!("`{}` takes two to four arguments", W));
    }
    let s = ranked_shape_of(env, W, &a[1])?;
    let start = match a.get(2) {
        Some(x) => args::int(env, W, x)?,
        None => 0,
    };
    let end = match a.get(3) {
        Some(x) => args::int(env, W, x)?,
        None => s.len() as i128,
    };
    let (Ok(st), Ok(en)) = (usize::try_from(start), usize::try_from(end)) else {
        return err(format!("`{}`: bad range", W));
    };
    if st > en || en > s.len() {
        return err(format!("`{}`: range out of the shape", W));
    }
    let vals = s[st..en].to_vec();
    Ok(i64_tensor_attr(env, vec![vals.len() as i64], &vals))
}

/// `createDenseElementsAttrFromShapeAtIndex(rewriter, value, IntegerAttr
/// index)`: `tensor<1xi64>` holding the dimension at the index.
pub(super) fn create_dense_elements_attr_from_shape_at_index(
    env: &mut Env<'_, '_>,
    _: &[String],
    a: Vec<V>,
) -> ER<V> {
    const W: &str = "createDenseElementsAttrFromShapeAtIndex";
    args::count(W, &a, 3)?;
    let s = ranked_shape_of(env, W, &a[1])?;
    let i = args::int(env, W, &a[2])?;
    let Some(&d) = usize::try_from(i).ok().and_then(|i| s.get(i)) else {
        return err(format!("`{}`: index {} out of range", W, i));
    };
    Ok(i64_tensor_attr(env, vec![1], &[d]))
}

/// `createDenseElementsAttrFromSize(rewriter, value)`: `tensor<i64>`
/// holding the number of elements of the value's (static) shape.
pub(super) fn create_dense_elements_attr_from_size(
    env: &mut Env<'_, '_>,
    _: &[String],
    a: Vec<V>,
) -> ER<V> {
    const W: &str = "createDenseElementsAttrFromSize";
    args::count(W, &a, 2)?;
    let s = ranked_shape_of(env, W, &a[1])?;
    let n = crate::natives::elements::count(&s)
        .ok_or_else(|| EvalError(format!("`{}` of a dynamic shape", W)))?;
    Ok(i64_tensor_attr(env, vec![], &[n as i64]))
}

/// The C++ `int` loop `for (int i = N; i <= M; ++i)` of the NToM helpers.
fn n_to_m(env: &mut Env<'_, '_>, what: &str, n: &V, m: &V) -> ER<Vec<i64>> {
    let n = args::int(env, what, n)?;
    let m = args::int(env, what, m)?;
    if m - n > 1 << 20 {
        return err(format!("`{}`: range too large", what));
    }
    Ok((n..=m).map(|i| i as i64).collect())
}

/// `ArrayAttr createArrayAttrOfNToM(rewriter, N, M)`: `[N, ..., M]` as
/// `i64` integer attributes.
pub(super) fn create_array_attr_of_n_to_m(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "createArrayAttrOfNToM";
    args::count(W, &a, 3)?;
    let xs = n_to_m(env, W, &a[1], &a[2])?;
    Ok(V::Attr(i64_array_attr(env, &xs)))
}

/// `DenseElementsAttr createDenseElementsAttrOfNToM(rewriter, N, M)`:
/// `tensor<K x i64>` holding `N, ..., M` (`getI64TensorAttr`).
pub(super) fn create_dense_elements_attr_of_n_to_m(
    env: &mut Env<'_, '_>,
    _: &[String],
    a: Vec<V>,
) -> ER<V> {
    const W: &str = "createDenseElementsAttrOfNToM";
    args::count(W, &a, 3)?;
    let xs = n_to_m(env, W, &a[1], &a[2])?;
    Ok(i64_tensor_attr(env, vec![xs.len() as i64], &xs))
}

/// `DenseElementsAttr createDenseArrayAttr(rewriter, ArrayAttr)`: float
/// elements (the first is a `FloatAttr`) as `tensor<N x f32>`, integer ones
/// as `tensor<N x i64>` (`getInt`).
pub(super) fn create_dense_array_attr(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "createDenseArrayAttr";
    args::count(W, &a, 2)?;
    let Some(arr) = args::attr(W, &a[1])? else {
        return err(format!("`{}` of a null array", W));
    };
    dense_of_array(env, W, arr)
}

fn dense_of_array(env: &mut Env<'_, '_>, what: &str, arr: Attr) -> ER<V> {
    let ctx = env.ctx();
    let AttrKind::Array(xs) = ctx.attr_kind(arr).clone() else {
        return err(format!("`{}` expects an array attribute", what));
    };
    let first = xs
        .first()
        .ok_or_else(|| EvalError(format!("`{}` of an empty array", what)))?;
    let float = matches!(ctx.attr_kind(*first), AttrKind::Float { .. });
    if !float && !matches!(ctx.attr_kind(*first), AttrKind::Integer { .. }) {
        return err(format!("`{}`: unexpected attribute type", what));
    }
    let mut wides = Vec::with_capacity(xs.len());
    for x in &xs {
        let v = V::Attr(*x);
        wides.push(match (float, ctx.attr_kind(*x)) {
            (true, AttrKind::Float { .. }) => Wide::F(v.as_float(ctx).unwrap_or(0.0)),
            (false, AttrKind::Integer { .. }) => {
                Wide::I(v.as_int(ctx).map(|i| i as i64).unwrap_or(0))
            }
            _ => return err(format!("`{}`: mixed attribute types", what)),
        });
    }
    let elem = if float {
        crate::natives::value::float_type(ctx, patsat_ir::float::FloatKind::F32)
    } else {
        ctx.int_type(64)
    };
    let d = Dense::from_wides(ctx, vec![wides.len() as i64], elem, &wides)
        .ok_or_else(|| EvalError(format!("`{}`: bad elements", what)))?;
    Ok(V::Attr(d.to_attr(ctx)))
}

/// `DenseElementsAttr createScalarDenseAttr(rewriter, Attribute)`: a
/// `FloatAttr` as `tensor<f32>`, an `IntegerAttr` as `tensor<i64>`
/// (`getSInt`).
pub(super) fn create_scalar_dense_attr(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "createScalarDenseAttr";
    args::count(W, &a, 2)?;
    let Some(x) = args::attr(W, &a[1])? else {
        return err(format!("`{}` of a null attribute", W));
    };
    let ctx = env.ctx();
    let v = V::Attr(x);
    let (elem, w) = match ctx.attr_kind(x) {
        AttrKind::Float { .. } => (
            crate::natives::value::float_type(ctx, patsat_ir::float::FloatKind::F32),
            Wide::F(v.as_float(ctx).unwrap_or(0.0)),
        ),
        AttrKind::Integer { .. } => (
            ctx.int_type(64),
            Wide::I(v.as_int(ctx).map(|i| i as i64).unwrap_or(0)),
        ),
        _ => return err(format!("`{}`: unexpected attribute type", W)),
    };
    let d = Dense::from_wides(ctx, vec![], elem, &[w])
        .ok_or_else(|| EvalError(format!("`{}`: bad element", W)))?;
    Ok(V::Attr(d.to_attr(ctx)))
}

/// The element type of a shaped value.
fn elem_of(env: &mut Env<'_, '_>, what: &str, v: Value) -> ER<Type> {
    let t = env.view().value_type(v);
    crate::natives::value::element_type(env.ctx().type_kind(t))
        .ok_or_else(|| EvalError(format!("`{}`: the value is not shaped", what)))
}

/// `Value normalizeConstantOp(rewriter, Value output, Attribute attr)`:
/// the `value_*` attribute of an `onnx.Constant` as a dense `value`
/// attribute of the output's element type (an array as `tensor<N x T>`, a
/// float, integer (`getSInt`) or string as `tensor<T>`), in a new
/// `onnx.Constant` (`OnnxBuilder::constant`).
pub(super) fn normalize_constant_op(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "normalizeConstantOp";
    args::count(W, &a, 3)?;
    let out = args::value(env, W, &a[1])?;
    let elem = elem_of(env, W, out)?;
    let Some(x) = args::attr(W, &a[2])? else {
        return err(format!("`{}` of a null attribute", W));
    };
    let ctx = env.ctx();
    let kind = ctx.attr_kind(x).clone();
    let dense = match kind {
        AttrKind::Array(xs) => {
            let ty = tensor(env, vec![xs.len() as i64], elem);
            elements_from_attrs(env, W, ty, &xs)?
        }
        AttrKind::String { value, .. } => {
            let ty = tensor(env, vec![], elem);
            env.ctx().attr(AttrKind::DenseString {
                ty,
                splat: true,
                values: vec![value],
            })
        }
        AttrKind::Float { .. } | AttrKind::Integer { .. } => {
            let ty = tensor(env, vec![], elem);
            elements_from_attrs(env, W, ty, &[x])?
        }
        _ => return err(format!("`{}`: unexpected attribute", W)),
    };
    let loc = env.view().value_loc(out);
    create_constant(env, dense, loc)
}

/// `DenseElementsAttr::get(type, ArrayRef<Attribute>)`: integer and float
/// attributes whose types match the element type (as MLIR asserts), or
/// string attributes.
fn elements_from_attrs(env: &mut Env<'_, '_>, what: &str, ty: Type, xs: &[Attr]) -> ER<Attr> {
    let ctx = env.ctx();
    let (shape, elem) = match ctx.type_kind(ty).shape() {
        Some((s, e)) => (s.to_vec(), e),
        None => return err(format!("`{}`: not a shaped type", what)),
    };
    if xs
        .iter()
        .all(|x| matches!(ctx.attr_kind(*x), AttrKind::String { .. }))
    {
        let values: Vec<Box<[u8]>> = xs
            .iter()
            .map(|x| match ctx.attr_kind(*x) {
                AttrKind::String { value, .. } => value.clone(),
                _ => Box::default(),
            })
            .collect();
        let splat = !values.is_empty() && values.iter().all(|v| *v == values[0]);
        let values = if splat { values[..1].to_vec() } else { values };
        return Ok(ctx.attr(AttrKind::DenseString { ty, splat, values }));
    }
    let mut wides = Vec::with_capacity(xs.len());
    for x in xs {
        let t = match ctx.attr_kind(*x) {
            AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => *ty,
            _ => return err(format!("`{}`: an element is not a number", what)),
        };
        let (ek, xk) = (Elem::of(ctx, elem), Elem::of(ctx, t));
        let same_width = match (ek, xk) {
            (Some(Elem::Float(a)), Some(Elem::Float(b))) => a == b,
            (Some(Elem::Float(_)), _) | (_, Some(Elem::Float(_))) => false,
            _ => int_width_of(ctx, t) == int_width_of(ctx, elem),
        };
        if !same_width {
            return err(format!(
                "`{}`: an element's type does not match the element type",
                what
            ));
        }
        let v = V::Attr(*x);
        wides.push(match xk {
            Some(Elem::Float(_)) => Wide::F(v.as_float(ctx).unwrap_or(0.0)),
            _ => Wide::I(v.as_int(ctx).map(|i| i as i64).unwrap_or(0)),
        });
    }
    let d = Dense::from_wides(ctx, shape, elem, &wides)
        .ok_or_else(|| EvalError(format!("`{}`: unsupported element type", what)))?;
    Ok(d.to_attr_of(ctx, ty))
}

fn int_width_of(ctx: &patsat_ir::Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// `ElementsAttr reshapeElementsAttrToRank0WithDefaultValue(rewriter,
/// Value shape, Attribute val)`: the one-element attribute (by default
/// `dense<0.0> : tensor<1xf32>`) reshaped to rank 0.
pub(super) fn reshape_elements_attr_to_rank0_with_default_value(
    env: &mut Env<'_, '_>,
    _: &[String],
    a: Vec<V>,
) -> ER<V> {
    const W: &str = "reshapeElementsAttrToRank0WithDefaultValue";
    args::count(W, &a, 3)?;
    let ctx = env.ctx();
    let d = match args::attr(W, &a[2])? {
        None => {
            let f32t = crate::natives::value::float_type(ctx, patsat_ir::float::FloatKind::F32);
            Dense::from_wides(ctx, vec![1], f32t, &[Wide::F(0.0)])
        }
        Some(x) => Dense::read(ctx, x),
    }
    .ok_or_else(|| EvalError(format!("`{}` expects dense int or float elements", W)))?;
    if d.bits.len() != 1 {
        return err(format!(
            "`{}`: the attribute has {} elements, not 1",
            W,
            d.bits.len()
        ));
    }
    let r = Dense { shape: vec![], ..d };
    Ok(V::Attr(r.to_attr(ctx)))
}

// ---------------------------------------------------------------------
// Predicates (Canonicalize.cpp, OpHelper.cpp).

/// `bool isNoneValue(Value)`: of `none` type.
pub(super) fn is_none_value(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    args::count("isNoneValue", &a, 1)?;
    let t = args::ty(env, "isNoneValue", &a[0])?;
    Ok(V::Bool(matches!(env.ctx().type_kind(t), TypeKind::None)))
}

/// `bool isIdentityReshape(Value in, Value out)` (no dimension analysis):
/// both ranked with equal shapes, of which at least rank-1 dimensions
/// are static.
pub(super) fn is_identity_reshape(env: &mut Env<'_, '_>, t: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "isIdentityReshape";
    args::count(W, &a, 2)?;
    for x in &a {
        if !has_shape_and_rank(env, t, vec![x.clone()])?.truthy() {
            return Ok(V::Bool(false));
        }
    }
    let s1 = ranked_shape_of(env, W, &a[0])?;
    let s2 = ranked_shape_of(env, W, &a[1])?;
    if s1 != s2 {
        return Ok(V::Bool(false));
    }
    let same = s1.iter().filter(|&&d| d >= 0).count() as i64;
    Ok(V::Bool(same >= s1.len() as i64 - 1))
}

/// The axes of an array attribute as a set, negative ones plus `rank`.
fn axes_set(
    env: &mut Env<'_, '_>,
    what: &str,
    rank: i64,
    a: Attr,
) -> ER<std::collections::BTreeSet<i64>> {
    Ok(int_array(env, what, a)?
        .into_iter()
        .map(|x| if x < 0 { x + rank } else { x })
        .collect())
}

/// `bool AreTheSameAxesArrayAttr(int64_t rank, ArrayAttr, ArrayAttr)`:
/// both non-null and equal as sets (negative axes plus `rank`).
pub(super) fn are_the_same_axes_array_attr(
    env: &mut Env<'_, '_>,
    _: &[String],
    a: Vec<V>,
) -> ER<V> {
    const W: &str = "AreTheSameAxesArrayAttr";
    args::count(W, &a, 3)?;
    let rank = args::int(env, W, &a[0])? as i64;
    let (Some(l), Some(r)) = (args::attr(W, &a[1])?, args::attr(W, &a[2])?) else {
        return Ok(V::Bool(false));
    };
    Ok(V::Bool(
        axes_set(env, W, rank, l)? == axes_set(env, W, rank, r)?,
    ))
}

/// `bool AreTheSameAxesConstant(int64_t rank, Value, Value)`: both
/// defined by `onnx.Constant`s whose `value` elements (as integer
/// attributes) are the same axes.
pub(super) fn are_the_same_axes_constant(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "AreTheSameAxesConstant";
    args::count(W, &a, 3)?;
    let rank = args::int(env, W, &a[0])? as i64;
    let mut sets = Vec::new();
    for x in &a[1..] {
        let v = args::value(env, W, x)?;
        let Some(op) = onnx_constant(env, v) else {
            return Ok(V::Bool(false));
        };
        let value = env
            .view()
            .attr(op, "value")
            .ok_or_else(|| EvalError(format!("`{}`: the constant has no `value`", W)))?;
        let d = Dense::read(env.ctx(), value)
            .ok_or_else(|| EvalError(format!("`{}`: the constant is not dense integers", W)))?;
        sets.push(
            d.wides()
                .into_iter()
                .map(|w| {
                    let x = w.i64();
                    if x < 0 {
                        x + rank
                    } else {
                        x
                    }
                })
                .collect::<std::collections::BTreeSet<i64>>(),
        );
    }
    Ok(V::Bool(sets[0] == sets[1]))
}

/// `bool haveSameStaticShape(Value, Value)`.
pub(super) fn have_same_static_shape(env: &mut Env<'_, '_>, t: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "haveSameStaticShape";
    args::count(W, &a, 2)?;
    for x in &a {
        if !has_shape_and_rank(env, t, vec![x.clone()])?.truthy() {
            return Ok(V::Bool(false));
        }
    }
    let s1 = ranked_shape_of(env, W, &a[0])?;
    let s2 = ranked_shape_of(env, W, &a[1])?;
    Ok(V::Bool(s1.iter().all(|&d| d >= 0) && s1 == s2))
}

/// `bool isNotConvProducer(Value)`: not defined by an `onnx.Conv`.
pub(super) fn is_not_conv_producer(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    args::count("isNotConvProducer", &a, 1)?;
    let v = args::value(env, "isNotConvProducer", &a[0])?;
    Ok(V::Bool(!defined_by(env, v, "onnx.Conv")))
}

/// Whether `v` is defined by an op named `name`.
fn defined_by(env: &mut Env<'_, '_>, v: Value, name: &str) -> bool {
    match env.view().defining_op(v, 0) {
        Some(op) => {
            let n = env.view().op_name(op);
            env.ctx().op_name_str(n) == name
        }
        None => false,
    }
}

/// `bool areProducedByTransposeOp(ValueRange)`: every value defined by an
/// `onnx.Transpose`.
pub(super) fn are_produced_by_transpose_op(
    env: &mut Env<'_, '_>,
    _: &[String],
    a: Vec<V>,
) -> ER<V> {
    const W: &str = "areProducedByTransposeOp";
    let mut all = true;
    for x in flatten(a) {
        let v = args::value(env, W, &x)?;
        all &= defined_by(env, v, "onnx.Transpose");
    }
    Ok(V::Bool(all))
}

/// Arguments with ranges spliced.
fn flatten(a: Vec<V>) -> Vec<V> {
    a.into_iter()
        .flat_map(|x| match x {
            V::List(xs) => xs,
            x => vec![x],
        })
        .collect()
}

/// `IntegerAttr getIndexOfAxisInPerm(rewriter, ArrayAttr perm,
/// IntegerAttr axis)`: the position of `axis` in `perm` as an `si64`
/// attribute, or null.
pub(super) fn get_index_of_axis_in_perm(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "getIndexOfAxisInPerm";
    args::count(W, &a, 3)?;
    let Some(p) = args::attr(W, &a[1])? else {
        return err(format!("`{}` of a null permutation", W));
    };
    let perm = int_array(env, W, p)?;
    let axis = args::int(env, W, &a[2])? as i64;
    match perm.iter().position(|&x| x == axis) {
        Some(i) => {
            let ctx = env.ctx();
            let t = crate::natives::value::int_type(ctx, 64, patsat_ir::Signedness::Signed);
            Ok(crate::natives::value::int_attr(ctx, t, i as i128).map_or(V::Null, V::Attr))
        }
        None => Ok(V::Null),
    }
}

/// The integer or float value of an elements attribute's first element.
fn dense_of_value(env: &mut Env<'_, '_>, v: Value) -> Option<Dense> {
    let op = onnx_constant(env, v)?;
    let value = env.view().attr(op, "value")?;
    Dense::read(env.ctx(), value)
}

/// `bool isNegativeSplatConstant(Value)`: an `onnx.Constant` whose value
/// is a splat with a negative float or integer.
pub(super) fn is_negative_splat_constant(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "isNegativeSplatConstant";
    args::count(W, &a, 1)?;
    let v = args::value(env, W, &a[0])?;
    let Some(op) = onnx_constant(env, v) else {
        return Ok(V::Bool(false));
    };
    let Some(value) = env.view().attr(op, "value") else {
        return Ok(V::Bool(false));
    };
    if !matches!(
        env.ctx().attr_kind(value),
        AttrKind::DenseElements { splat: true, .. }
    ) {
        return Ok(V::Bool(false));
    }
    let Some(d) = Dense::read(env.ctx(), value) else {
        return Ok(V::Bool(false));
    };
    Ok(V::Bool(match d.bits.first().map(|&b| d.elem.widen(b)) {
        Some(Wide::F(f)) => f < 0.0,
        Some(w @ Wide::I(_)) | Some(w @ Wide::U(_)) => w.i64() < 0,
        _ => false,
    }))
}

/// `bool areAllDimSizes(ValueRange)`: every value is defined by
/// `onnx.Dim`, or is a dense scalar integer constant greater than 0.
pub(super) fn are_all_dim_sizes(env: &mut Env<'_, '_>, t: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "areAllDimSizes";
    for x in flatten(a) {
        let v = args::value(env, W, &x)?;
        if defined_by(env, v, "onnx.Dim") {
            continue;
        }
        let scalar = is_scalar_tensor(env, t, vec![V::Value(v)])?.truthy();
        if dense_constant(env, v).is_none() || !scalar {
            return Ok(V::Bool(false));
        }
        let elem = elem_of(env, W, v)?;
        if !matches!(env.ctx().type_kind(elem), TypeKind::Integer { .. }) {
            return Ok(V::Bool(false));
        }
        match dense_of_value(env, v) {
            Some(d) if !d.bits.is_empty() && d.wide(0).i64() > 0 => {}
            _ => return Ok(V::Bool(false)),
        }
    }
    Ok(V::Bool(true))
}

/// `bool HasSpecifiedConstantShape(Value value, Value shape)`: both
/// ranked, `shape` an `onnx.Constant` whose elements are the value's
/// dimensions.
pub(super) fn has_specified_constant_shape(
    env: &mut Env<'_, '_>,
    t: &[String],
    a: Vec<V>,
) -> ER<V> {
    const W: &str = "HasSpecifiedConstantShape";
    args::count(W, &a, 2)?;
    for x in &a {
        if !has_shape_and_rank(env, t, vec![x.clone()])?.truthy() {
            return Ok(V::Bool(false));
        }
    }
    let s = ranked_shape_of(env, W, &a[0])?;
    let shape = args::value(env, W, &a[1])?;
    let Some(d) = dense_of_value(env, shape) else {
        return Ok(V::Bool(false));
    };
    let vals: Vec<i64> = d.wides().into_iter().map(Wide::i64).collect();
    Ok(V::Bool(
        d.shape.first().copied() == Some(s.len() as i64) && vals == s,
    ))
}

/// `bool isConstOf(Value, double n)`: every element of the `onnx.Constant`
/// value equals `n` converted to the element type (`static_cast`, then
/// widened).
pub(super) fn is_const_of(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "isConstOf";
    args::count(W, &a, 2)?;
    let v = args::value(env, W, &a[0])?;
    let n = args::float(env, W, &a[1])?;
    let d = dense_of_value(env, v)
        .ok_or_else(|| EvalError(format!("`{}` of a value that is not a dense constant", W)))?;
    if d.elem == Elem::Bool {
        return err(format!("`{}`: booleans are not supported", W));
    }
    let want = d.elem.widen(d.elem.narrow(Wide::F(n)));
    let want = match (d.elem, want) {
        (Elem::Int { .. } | Elem::Index, _) => d.elem.widen(d.elem.narrow(Wide::I(n as i64))),
        _ => want,
    };
    Ok(V::Bool(d.wides().into_iter().all(|w| w == want)))
}

// ---------------------------------------------------------------------
// Types (Canonicalize.cpp, ONNXOps.cpp).

/// `Type getReturnTypeForMatMulOpND2D(Value A, Value B)`: A's shape
/// without its last dimension, then B's last dimension, of A's element type.
pub(super) fn get_return_type_for_matmul_op_nd2d(
    env: &mut Env<'_, '_>,
    _: &[String],
    a: Vec<V>,
) -> ER<V> {
    const W: &str = "getReturnTypeForMatMulOpND2D";
    args::count(W, &a, 2)?;
    let sa = ranked_shape_of(env, W, &a[0])?;
    let sb = ranked_shape_of(env, W, &a[1])?;
    let (Some(_), Some(&last)) = (sa.last(), sb.last()) else {
        return err(format!("`{}` of a rank-0 operand", W));
    };
    let mut s = sa[..sa.len() - 1].to_vec();
    s.push(last);
    let va = args::value(env, W, &a[0])?;
    let elem = elem_of(env, W, va)?;
    Ok(V::Type(tensor(env, s, elem)))
}

/// `Type getReturnTypeForMaxPool2D(Value)`: the unranked tensor of the
/// (ranked) input's element type.
pub(super) fn get_return_type_for_max_pool_2d(
    env: &mut Env<'_, '_>,
    _: &[String],
    a: Vec<V>,
) -> ER<V> {
    const W: &str = "getReturnTypeForMaxPool2D";
    args::count(W, &a, 1)?;
    let v = args::value(env, W, &a[0])?;
    let t = env.view().value_type(v);
    let TypeKind::RankedTensor { elem, .. } = env.ctx().type_kind(t).clone() else {
        return err(format!("`{}` of a value that is not a ranked tensor", W));
    };
    Ok(V::Type(env.ctx().ty(TypeKind::UnrankedTensor(elem))))
}

/// `Type getBroadcastedRankedType(Type, Type, Type elementType = {})`
/// (ONNXOps.cpp): MLIR's `getBroadcastedType` for two ranked tensors;
/// for two memrefs, that of ranked tensors of their shapes (then a
/// memref); otherwise null.
pub(super) fn get_broadcasted_ranked_type(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "getBroadcastedRankedType";
    if !(2..=3).contains(&a.len()) {
        return err(format!("`{}` takes two or three arguments", W));
    }
    let t1 = args::ty(env, W, &a[0])?;
    let t2 = args::ty(env, W, &a[1])?;
    let elem = match a.get(2) {
        Some(V::Null) | None => None,
        Some(x) => Some(args::ty(env, W, x)?),
    };
    Ok(broadcasted_ranked_type(env, t1, t2, elem).map_or(V::Null, V::Type))
}

/// See [`get_broadcasted_ranked_type`].
pub(super) fn broadcasted_ranked_type(
    env: &mut Env<'_, '_>,
    t1: Type,
    t2: Type,
    elem: Option<Type>,
) -> Option<Type> {
    let ctx = env.ctx();
    let (k1, k2) = (ctx.type_kind(t1).clone(), ctx.type_kind(t2).clone());
    match (&k1, &k2) {
        (
            TypeKind::RankedTensor {
                shape: s1,
                elem: e1,
                ..
            },
            TypeKind::RankedTensor {
                shape: s2,
                elem: e2,
                ..
            },
        ) => {
            let elem = match elem {
                Some(e) => e,
                None if e1 == e2 => *e1,
                None => return None,
            };
            let shape = crate::natives::elements::broadcast_shape(s1, s2)?;
            Some(ctx.ty(TypeKind::RankedTensor {
                shape,
                elem,
                encoding: None,
            }))
        }
        (
            TypeKind::MemRef {
                shape: s1,
                elem: e1,
                ..
            },
            TypeKind::MemRef { shape: s2, .. },
        ) => {
            let elem = elem.unwrap_or(*e1);
            let shape = crate::natives::elements::broadcast_shape(s1, s2)?;
            Some(ctx.ty(TypeKind::MemRef {
                shape,
                elem,
                layout: None,
                space: None,
            }))
        }
        _ => None,
    }
}
