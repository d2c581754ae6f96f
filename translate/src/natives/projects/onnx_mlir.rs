//! The onnx-mlir hook set: the C++ helpers the DRR files of onnx-mlir
//! (`src/Dialect/ONNX/**.td`, `src/Accelerators/NNPA/**.td`) call,
//! re-implemented from the facts of onnx-mlir's public source
//! (`src/Dialect/ONNX/ONNXOps/OpHelper.cpp`, `src/Support/TypeUtilities.cpp`,
//! `src/Dialect/ONNX/DialectBuilder.cpp`,
//! `src/Dialect/ONNX/Transforms/ConstProp.cpp`, ...). Each helper says
//! which C++ function it is and what it does; where onnx-mlir asserts, the
//! helper reports an evaluation error (the pattern does not apply, or the
//! rewrite fails with the message) instead.
//!
//! The ONNX dialect's own types (`!onnx.Seq<T>`, `!onnx.Opt<T>`) are
//! opaque to patsat; their element type is read from the type's text.

use super::super::eval::Env;
use super::super::value::{err, EvalError, ER, V};
use super::args;
use super::Project;
use crate::view::NewOp;
use patsat_ir::{Attr, AttrKind, Type, TypeKind, Value};

/// The onnx-mlir set.
pub static PROJECT: Project = Project {
    name: "onnx-mlir",
    namespaces: &["onnx_mlir", "onnx_mlir::zhigh"],
    dialects: &["onnx", "zhigh", "zlow", "krnl"],
    functions: &[
        (
            "onnx_mlir::CombinedTransposePattern",
            combined_transpose_pattern,
        ),
        (
            "onnx_mlir::IsIdentityPermuteVector",
            is_identity_permute_vector,
        ),
        ("onnx_mlir::hasShapeAndRank", has_shape_and_rank),
        ("onnx_mlir::isDenseONNXConstant", is_dense_onnx_constant),
        (
            "onnx_mlir::getElementAttributeFromONNXValue",
            get_element_attribute_from_onnx_value,
        ),
        (
            "onnx_mlir::isScalarConstantTensor",
            is_scalar_constant_tensor,
        ),
        ("onnx_mlir::isScalarTensor", is_scalar_tensor),
        ("onnx_mlir::OnnxBuilder", onnx_builder),
        ("onnx_mlir::getElementType", get_element_type),
        ("onnx_mlir::isRankedShapedType", is_ranked_shaped_type),
        ("onnx_mlir::hasStaticShape", has_static_shape),
        ("onnx_mlir::getShape", get_shape),
        ("onnx_mlir::getRank", get_rank),
        ("onnx_mlir::sameEncodingAttr", same_encoding_attr),
    ],
    methods: &[("onnx_mlir::OnnxBuilder::constant", onnx_builder_constant)],
    constants: &[],
    builders: &[],
};

// ---------------------------------------------------------------------
// Type utilities (src/Support/TypeUtilities.cpp).

/// The element type of an `!onnx.Seq<T>` / `!onnx.Opt<T>` type, parsed
/// from its text.
fn container_element(env: &mut Env<'_, '_>, t: Type) -> Option<Type> {
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
fn ranked(env: &mut Env<'_, '_>, t: Type) -> bool {
    let k = env.ctx().type_kind(t);
    super::super::value::is_shaped(k) && k.shape().is_some()
}

/// The shape of a ranked shaped type (`getShape(Type)` asserts it is one).
fn shape(env: &mut Env<'_, '_>, t: Type, what: &str) -> ER<Vec<i64>> {
    if !ranked(env, t) {
        return err(format!("`{}` of a type that is not ranked", what));
    }
    match env.ctx().type_kind(t).shape() {
        Some((s, _)) => Ok(s.to_vec()),
        None => err(format!("`{}` of a type that is not ranked", what)),
    }
}

/// `Type getElementType(Type)`: `getElementTypeOrSelf`.
fn get_element_type(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    args::count("getElementType", &a, 1)?;
    let t = args::ty(env, "getElementType", &a[0])?;
    let k = env.ctx().type_kind(t);
    Ok(V::Type(
        super::super::value::element_type(k)
            .filter(|_| super::super::value::is_shaped(k))
            .unwrap_or(t),
    ))
}

/// `bool isRankedShapedType(Type)`.
fn is_ranked_shaped_type(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    args::count("isRankedShapedType", &a, 1)?;
    let t = args::ty(env, "isRankedShapedType", &a[0])?;
    Ok(V::Bool(ranked(env, t)))
}

/// `bool hasStaticShape(Type)`: ranked and no dynamic dimension.
fn has_static_shape(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
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
fn get_shape(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
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
fn get_rank(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    args::count("getRank", &a, 1)?;
    let t = args::ty(env, "getRank", &a[0])?;
    Ok(V::Int(shape(env, t, "getRank")?.len() as i128))
}

/// `bool sameEncodingAttr(Type, Type)`: both ranked tensors with the same
/// (possibly absent) encoding.
fn same_encoding_attr(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
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
fn int_array(env: &mut Env<'_, '_>, what: &str, a: Attr) -> ER<Vec<i64>> {
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

/// An `ArrayAttr` of `i64` integer attributes (`getI64ArrayAttr`).
fn i64_array_attr(env: &mut Env<'_, '_>, xs: &[i64]) -> Attr {
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
fn combined_transpose_pattern(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
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
fn is_identity_permute_vector(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
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
fn has_shape_and_rank(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    args::count("hasShapeAndRank", &a, 1)?;
    let mut t = args::ty(env, "hasShapeAndRank", &a[0])?;
    if let Some(e) = container_element(env, t) {
        t = e;
    }
    Ok(V::Bool(ranked(env, t)))
}

/// The `onnx.Constant` defining a value, if any.
fn onnx_constant(env: &mut Env<'_, '_>, v: Value) -> Option<patsat_ir::OpId> {
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
fn is_dense_onnx_constant(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    args::count("isDenseONNXConstant", &a, 1)?;
    let v = args::value(env, "isDenseONNXConstant", &a[0])?;
    Ok(V::Bool(dense_constant(env, v).is_some()))
}

/// The `value` of the dense `onnx.Constant` defining `v`.
fn dense_constant(env: &mut Env<'_, '_>, v: Value) -> Option<Attr> {
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
fn get_element_attribute_from_onnx_value(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
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
        if super::super::calls::attr_is(ctx, value, "ElementsAttr") == Some(true) {
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
fn is_scalar_constant_tensor(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
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
fn is_scalar_tensor(env: &mut Env<'_, '_>, t: &[String], a: Vec<V>) -> ER<V> {
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
fn onnx_builder(_: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    if a.len() != 2 || !matches!(a[0], V::Builder) {
        return err("`OnnxBuilder` takes the builder and a location");
    }
    Ok(super::object("onnx_mlir::OnnxBuilder", a))
}

/// Creates an op of the payload (a rewrite only).
pub(crate) fn create(
    env: &mut Env<'_, '_>,
    name: &str,
    operands: &[Value],
    props: &[(String, Attr)],
    types: &[Type],
) -> ER<V> {
    let name = env.ctx().op_name(name);
    let loc = env.ctx().unknown_loc();
    let super::super::eval::Site::Rewrite(b) = &mut env.site else {
        return err("ops are created only in rewrites");
    };
    let op = b.create_op(NewOp {
        name,
        operands,
        props,
        attrs: &[],
        result_types: types,
        loc,
    });
    Ok(V::Op(op))
}

/// `Value OnnxBuilder::constant(Attribute denseAttr)`: an `onnx.Constant`
/// holding the dense elements attribute as `value`, of the attribute's
/// type (what the constant's shape inference gives).
fn onnx_builder_constant(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    const W: &str = "OnnxBuilder::constant";
    args::count(W, &a, 2)?;
    let Some(attr) = args::attr(W, &a[1])? else {
        return err(format!("`{}` of a null attribute", W));
    };
    let ty = match env.ctx().attr_kind(attr) {
        AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseString { ty, .. }
        | AttrKind::DenseResource { ty, .. } => *ty,
        _ => return err(format!("`{}` expects a dense elements attribute", W)),
    };
    create(
        env,
        "onnx.Constant",
        &[],
        &[("value".to_string(), attr)],
        &[ty],
    )
}
