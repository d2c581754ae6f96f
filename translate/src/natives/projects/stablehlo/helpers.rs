//! The helpers of StableHLO's `StablehloAggressiveSimplification.cpp`
//! (`mergeDiscardableAttributes`, `isIotaRange`, `convertToI64Array`,
//! `getInvertedBroadcastDimensions`, `getMergedBroadcastDimensions`,
//! `getMergedTransposePermutation`), `PassUtils` (`getConstantLike`) and
//! mlir-hlo's `hlo_utils.cc` (`isSequenceStartingWith0`).

use crate::natives::eval::{Env, Site};
use crate::natives::projects::{args, create};
use crate::natives::value::{self, err, EvalError, ER, V};
use patsat_ir::float;
use patsat_ir::{Attr, AttrKind, Context, OpId, Signedness, Type, TypeKind};

/// The op a `Value` or `Operation *` argument stands for (a block
/// argument has none).
fn op_of(env: &mut Env<'_, '_>, v: &V) -> ER<Option<OpId>> {
    match v {
        V::Op(o) => Ok(Some(*o)),
        V::Value(x) => Ok(env.view().defining_op(*x, 0)),
        V::Null => Ok(None),
        _ => err("expected a value or an op"),
    }
}

fn dict_entries(ctx: &Context, d: Attr) -> Vec<(String, Attr)> {
    match ctx.attr_kind(d) {
        AttrKind::Dictionary(e) => e.to_vec(),
        _ => Vec::new(),
    }
}

/// `NamedAttrList::set`: replaces the entry of that name, else adds it.
fn set(list: &mut Vec<(String, Attr)>, name: &str, a: Attr) {
    match list.iter_mut().find(|e| e.0 == name) {
        Some(e) => e.1 = a,
        None => list.push((name.to_string(), a)),
    }
}

const FRONTEND: &str = "mhlo.frontend_attributes";
const PAYLOAD: &str = "xla_metadata_payload";

/// `mergeDiscardableAttributes(source, dest)` (values: their defining
/// ops): false when either has no op; else the source op's discardable
/// attributes are set on the destination op (`setDiscardableAttrs`,
/// behind the rewriter's back), the source's winning, except that two
/// `mhlo.frontend_attributes` dictionaries are merged entry by entry (the
/// source's winning, but the destination keeps its own
/// `xla_metadata_payload`); true.
pub(super) fn merge_discardable_attributes(
    env: &mut Env<'_, '_>,
    _: &[String],
    a: Vec<V>,
) -> ER<V> {
    args::count("mergeDiscardableAttributes", &a, 2)?;
    let (Some(src), Some(dst)) = (op_of(env, &a[0])?, op_of(env, &a[1])?) else {
        return Ok(V::Bool(false));
    };
    let view = env.view();
    let no =
        || EvalError("`mergeDiscardableAttributes`: discardable attributes not kept here".into());
    let src_attrs = view.discardable_attrs(src).ok_or_else(no)?;
    let dst_attrs = view.discardable_attrs(dst).ok_or_else(no)?;
    let ctx = env.ctx();
    let source = dict_entries(ctx, src_attrs);
    if source.is_empty() {
        return Ok(V::Bool(true));
    }
    let mut merged = dict_entries(ctx, dst_attrs);
    for (name, value) in &source {
        let existing = merged.iter().find(|e| &e.0 == name).map(|e| e.1);
        let nested = match (name.as_str(), existing) {
            (FRONTEND, Some(d)) => match (ctx.attr_kind(d), ctx.attr_kind(*value)) {
                (AttrKind::Dictionary(de), AttrKind::Dictionary(se)) => {
                    let mut fa = de.to_vec();
                    for (n, v) in se.iter() {
                        if n == PAYLOAD && fa.iter().any(|e| e.0 == PAYLOAD) {
                            continue;
                        }
                        set(&mut fa, n, *v);
                    }
                    Some(ctx.dict_attr(fa).map_err(EvalError)?)
                }
                _ => None,
            },
            _ => None,
        };
        set(&mut merged, name, nested.unwrap_or(*value));
    }
    let old = dict_entries(ctx, dst_attrs);
    let Site::Rewrite(b) = &mut env.site else {
        return err("`mergeDiscardableAttributes` changes ops: only in rewrites");
    };
    for (name, value) in merged {
        if old.iter().any(|e| e.0 == name && e.1 == value) {
            continue;
        }
        b.set_attr_unnotified(dst, &name, Some(value))
            .map_err(EvalError)?;
    }
    Ok(V::Bool(true))
}

/// The `int64_t`s of an `ArrayRef<int64_t>` argument (a dense `i64`
/// array attribute or a list).
fn i64s(env: &mut Env<'_, '_>, what: &str, v: &V) -> ER<Vec<i64>> {
    let ctx = env.ctx();
    let xs = v
        .elements(ctx)
        .ok_or_else(|| EvalError(format!("`{}` expects an array of integers", what)))?;
    xs.iter()
        .map(|x| {
            x.as_int(ctx)
                .and_then(|i| i64::try_from(i).ok())
                .ok_or_else(|| EvalError(format!("`{}` expects an array of integers", what)))
        })
        .collect()
}

/// `$_builder.getDenseI64ArrayAttr(xs)`.
fn i64_array(ctx: &mut Context, xs: &[i64]) -> V {
    let elem = value::int_type(ctx, 64, Signedness::Signless);
    let values = xs.iter().map(|&x| value::mask(x.into(), 64)).collect();
    V::Attr(ctx.attr(AttrKind::DenseArray { elem, values }))
}

/// `isIotaRange(ArrayRef<int64_t> dims)`: `dims[i] == i` for every `i`.
pub(super) fn is_iota_range(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    args::count("isIotaRange", &a, 1)?;
    let xs = i64s(env, "isIotaRange", &a[0])?;
    Ok(V::Bool(xs.iter().enumerate().all(|(i, &x)| x == i as i64)))
}

/// `convertToI64Array(b, ElementsAttr)`: the integer elements
/// sign-extended to `int64_t`, as a dense `i64` array.
pub(super) fn convert_to_i64_array(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    args::count("convertToI64Array", &a, 2)?;
    let attr = args::attr("convertToI64Array", &a[1])?
        .ok_or_else(|| EvalError("`convertToI64Array` of a null attribute".into()))?;
    let ctx = env.ctx();
    let d = crate::natives::elements::Dense::read(ctx, attr)
        .filter(|d| !d.elem.is_float())
        .ok_or_else(|| EvalError("`convertToI64Array` expects integer elements".into()))?;
    let xs: Vec<i64> = d.wides().into_iter().map(|w| w.i64()).collect();
    Ok(i64_array(ctx, &xs))
}

fn index(xs: &[i64], i: i64, what: &str) -> ER<i64> {
    usize::try_from(i)
        .ok()
        .and_then(|i| xs.get(i).copied())
        .ok_or_else(|| EvalError(format!("`{}`: index {} out of range", what, i)))
}

/// `getInvertedBroadcastDimensions(b, dims)`: the permutation `p` with
/// `p[dims[i]] = i`.
pub(super) fn get_inverted_broadcast_dimensions(
    env: &mut Env<'_, '_>,
    _: &[String],
    a: Vec<V>,
) -> ER<V> {
    let what = "getInvertedBroadcastDimensions";
    args::count(what, &a, 2)?;
    let dims = i64s(env, what, &a[1])?;
    let mut p = vec![0i64; dims.len()];
    for (i, &d) in dims.iter().enumerate() {
        let slot = usize::try_from(d)
            .ok()
            .filter(|&d| d < p.len())
            .ok_or_else(|| EvalError(format!("`{}`: dimension {} out of range", what, d)))?;
        p[slot] = i as i64;
    }
    Ok(i64_array(env.ctx(), &p))
}

/// `xs[i]` for each `i` of `idx` (helpers called as `f(b, xs, idx)`).
fn gather(env: &mut Env<'_, '_>, what: &str, a: &[V]) -> ER<V> {
    args::count(what, a, 3)?;
    let xs = i64s(env, what, &a[1])?;
    let idx = i64s(env, what, &a[2])?;
    let out = idx
        .iter()
        .map(|&i| index(&xs, i, what))
        .collect::<ER<Vec<_>>>()?;
    Ok(i64_array(env.ctx(), &out))
}

/// `getMergedBroadcastDimensions(b, dims, dimsParent)`: `dims[d]` for each
/// `d` of `dimsParent` (the outer broadcast's dimensions of the inner
/// one's).
pub(super) fn get_merged_broadcast_dimensions(
    env: &mut Env<'_, '_>,
    _: &[String],
    a: Vec<V>,
) -> ER<V> {
    gather(env, "getMergedBroadcastDimensions", &a)
}

/// `getMergedTransposePermutation(b, child, parent)`: the permutation of
/// `transpose(transpose(x, child), parent)` as one transpose,
/// `child[parent[i]]` (result dimension `i` of the outer transpose is
/// dimension `parent[i]` of the inner one, which is `child[parent[i]]` of
/// `x`). Derived from transpose's semantics: the helper's source is not
/// in the indexed StableHLO versions.
pub(super) fn get_merged_transpose_permutation(
    env: &mut Env<'_, '_>,
    _: &[String],
    a: Vec<V>,
) -> ER<V> {
    gather(env, "getMergedTransposePermutation", &a)
}

/// The location a `Location` argument stands for.
fn loc_of(env: &mut Env<'_, '_>, v: &V) -> Attr {
    match v {
        V::Loc(l) => *l,
        _ => env.ctx().unknown_loc(),
    }
}

/// The bits of a scalar of element type `elem` (`getScalarLike`: an
/// integer type takes the constant converted to `int64_t`, a float type
/// rounds it to the type); complex element types are not supported.
fn scalar_bits(ctx: &mut Context, elem: Type, c: &V) -> ER<u128> {
    match ctx.type_kind(elem).clone() {
        TypeKind::Integer { width, .. } => {
            let i = match c {
                V::Float(f) => *f as i64 as i128,
                other => other
                    .as_int(ctx)
                    .ok_or_else(|| EvalError("`getConstantLike` expects a number".into()))?,
            };
            Ok(value::mask(i, width))
        }
        TypeKind::Float(k) => {
            let f = c
                .as_float(ctx)
                .ok_or_else(|| EvalError("`getConstantLike` expects a number".into()))?;
            Ok(float::from_f64(k, f))
        }
        TypeKind::Complex(_) => err("`getConstantLike` of a complex element type is not supported"),
        _ => err("`getConstantLike`: unhandled element type"),
    }
}

/// A splat constant like `val` (`getConstantLikeImpl`): a
/// `stablehlo.constant` of `val`'s type when it is statically shaped, else
/// a `chlo.constant_like` of the scalar and `val` (its result: `val`'s
/// shape, the scalar's type).
pub(super) fn constant_like(env: &mut Env<'_, '_>, loc: Attr, bits: u128, val: V) -> ER<V> {
    let x = args::value(env, "getConstantLike", &val)?;
    let ty = env.view().value_type(x);
    let k = env.ctx().type_kind(ty).clone();
    let elem = value::element_type(&k)
        .filter(|_| value::is_shaped(&k))
        .ok_or_else(|| EvalError("`getConstantLike` of a value that is not shaped".into()))?;
    let static_shape = value::shape_of(&k).is_some_and(|s| s.iter().all(|&d| d >= 0));
    let ctx = env.ctx();
    if static_shape {
        let splat = ctx.attr(AttrKind::DenseElements {
            ty,
            splat: true,
            values: Box::new([bits]),
        });
        return create(
            env,
            "stablehlo.constant",
            &[],
            &[("value".to_string(), splat)],
            &[ty],
            loc,
        );
    }
    let scalar = match ctx.type_kind(elem) {
        TypeKind::Float(_) => ctx.attr(AttrKind::Float { bits, ty: elem }),
        _ => {
            let i = match ctx.type_kind(elem) {
                TypeKind::Integer { width, signedness }
                    if *width > 1 && *signedness != Signedness::Unsigned =>
                {
                    value::sext(bits, *width)
                }
                _ => bits as i128,
            };
            value::int_attr(ctx, elem, i).ok_or_else(|| EvalError("bad scalar".into()))?
        }
    };
    let result = match &k {
        TypeKind::RankedTensor { shape, .. } => ctx.ty(TypeKind::RankedTensor {
            shape: shape.clone(),
            elem,
            encoding: None,
        }),
        _ => ctx.ty(TypeKind::UnrankedTensor(elem)),
    };
    create(
        env,
        "chlo.constant_like",
        &[x],
        &[("value".to_string(), scalar)],
        &[result],
        loc,
    )
}

/// A float constant like `val` (the `APFloat` overload of
/// `getConstantLike`): `pick` gives the value for the element type
/// (`cast<FloatType>` asserts for others; only `f16`, `bf16`, `f32` and
/// `f64` are modelled).
fn float_constant_like(
    env: &mut Env<'_, '_>,
    what: &str,
    a: Vec<V>,
    n: usize,
    pick: fn(float::FloatKind, &[V]) -> Option<f64>,
) -> ER<V> {
    args::count(what, &a, n)?;
    let loc = loc_of(env, &a[1]);
    let x = args::value(env, what, &a[2])?;
    let ty = env.view().value_type(x);
    let ctx = env.ctx();
    let k = ctx.type_kind(ty).clone();
    let elem = value::element_type(&k).unwrap_or(ty);
    let kind = match ctx.type_kind(elem) {
        TypeKind::Float(k) => *k,
        _ => {
            return err(format!(
                "`{}` of a value whose element type is not a float",
                what
            ))
        }
    };
    let f = pick(kind, &a[3..])
        .ok_or_else(|| EvalError(format!("`{}` of {} is not modelled", what, kind.keyword())))?;
    let bits = float::from_f64(kind, f);
    constant_like(env, loc, bits, a[2].clone())
}

/// The largest finite value, the smallest normalized value of the common
/// float types.
fn extreme(kind: float::FloatKind, largest: bool) -> Option<f64> {
    use float::FloatKind as K;
    Some(match (kind, largest) {
        (K::F16, true) => 65504.0,
        (K::F16, false) => 2f64.powi(-14),
        (K::BF16, true) => 3.389_531_389_251_535_5e38,
        (K::BF16, false) => 2f64.powi(-126),
        (K::F32, true) => f64::from(f32::MAX),
        (K::F32, false) => f64::from(f32::MIN_POSITIVE),
        (K::F64, true) => f64::MAX,
        (K::F64, false) => f64::MIN_POSITIVE,
        _ => return None,
    })
}

/// `getConstantLikeMaxFiniteValue(b, loc, val)`: `APFloat::getLargest`.
pub(super) fn get_constant_like_max_finite_value(
    env: &mut Env<'_, '_>,
    _: &[String],
    a: Vec<V>,
) -> ER<V> {
    float_constant_like(env, "getConstantLikeMaxFiniteValue", a, 3, |k, _| {
        extreme(k, true)
    })
}

/// `getConstantLikeSmallestNormalizedValue(b, loc, val)`:
/// `APFloat::getSmallestNormalized`.
pub(super) fn get_constant_like_smallest_normalized_value(
    env: &mut Env<'_, '_>,
    _: &[String],
    a: Vec<V>,
) -> ER<V> {
    float_constant_like(
        env,
        "getConstantLikeSmallestNormalizedValue",
        a,
        3,
        |k, _| extreme(k, false),
    )
}

/// `getConstantLikeInfValue(b, loc, val, negative)`: `APFloat::getInf`.
pub(super) fn get_constant_like_inf_value(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    float_constant_like(env, "getConstantLikeInfValue", a, 4, |k, rest| {
        extreme(k, true)?;
        Some(if rest.first().is_some_and(V::truthy) {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        })
    })
}

/// `stablehlo::getConstantLike(b, loc, constant, val)`.
pub(super) fn get_constant_like(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    args::count("getConstantLike", &a, 4)?;
    let mut a = a.into_iter();
    let (_, loc, c, val) = (a.next(), a.next(), a.next(), a.next());
    let (loc, c, val) = (
        loc.unwrap_or(V::Null),
        c.unwrap_or(V::Null),
        val.unwrap_or(V::Null),
    );
    let loc = loc_of(env, &loc);
    let x = args::value(env, "getConstantLike", &val)?;
    let ty = env.view().value_type(x);
    let ctx = env.ctx();
    let k = ctx.type_kind(ty).clone();
    let elem = value::element_type(&k)
        .ok_or_else(|| EvalError("`getConstantLike` of a value that is not shaped".into()))?;
    let bits = scalar_bits(ctx, elem, &c)?;
    constant_like(env, loc, bits, val)
}

/// `hlo::isSequenceStartingWith0(attr)`: the dense integer elements are
/// `0, 1, 2, ...` (sign-extended); C++ dereferences a null cast for any
/// other attribute.
pub(super) fn is_sequence_starting_with_0(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    args::count("isSequenceStartingWith0", &a, 1)?;
    let attr = args::attr("isSequenceStartingWith0", &a[0])?;
    let ctx = env.ctx();
    let d = attr
        .and_then(|x| crate::natives::elements::Dense::read(ctx, x))
        .filter(|d| !d.elem.is_float())
        .ok_or_else(|| {
            EvalError("`isSequenceStartingWith0` of an attribute that is not dense integers".into())
        })?;
    Ok(V::Bool(
        d.wides()
            .into_iter()
            .enumerate()
            .all(|(i, w)| w.i64() == i as i64),
    ))
}
