//! The FIRRTL helpers of CIRCT's canonicalization patterns
//! (`FIRRTLCanonicalization.td`), from the facts of CIRCT's public source:
//! `type_isa`/`type_cast` (`FIRRTLTypes.h`), `areAnonymousTypesEquivalent`
//! (`FIRRTLTypes.cpp`), `moveNameHint`, `getIntZerosAttr`,
//! `getIntOnesAttr` (`FIRRTLFolds.cpp`, `FIRRTLUtils.cpp`), the member
//! functions of the FIRRTL type classes, and the C++ result type
//! inference of the FIRRTL expression ops (`FIRRTLOps.cpp`:
//! `inferAddSubResult`, `inferBitwiseResult`, `inferComparisonResult`,
//! `inferReductionResult`, the unary casts, `bits`/`head`/`tail`/`pad`/
//! `shl`/`shr`, `cat`, `mux` and the mux cells, `subindex`/`subfield`/
//! `subaccess`). Where CIRCT asserts or its inference fails, the helper
//! reports an evaluation error (the constraint fails, the rewrite stops).

use super::firrtl_types::{self as ft, FType, Field, Kind, Variant};
use crate::natives::eval::{Env, Site};
use crate::natives::projects::{args, object};
use crate::natives::value::{err, EvalError, ER, V};
use num_bigint::BigInt;
use num_traits::ToPrimitive;
use patsat_ir::{Attr, AttrKind, Context, Signedness, Type, TypeKind};

/// The FIRRTL type of an argument (a type, or a value's type); `None`
/// for a type of another dialect.
fn firrtl_arg(env: &mut Env<'_, '_>, what: &str, v: &V) -> ER<Option<FType>> {
    let t = args::ty(env, what, v)?;
    Ok(ft::of(env.ctx(), t))
}

fn class_of<'a>(what: &str, targs: &'a [String]) -> ER<&'a [String]> {
    if targs.is_empty() {
        err(format!("`{}` needs a type class", what))
    } else {
        Ok(targs)
    }
}

/// `type_isa<T...>(type)`: the type is one of the classes, or an alias
/// whose inner type is; a type of another dialect is none of them.
pub(super) fn type_isa(env: &mut Env<'_, '_>, targs: &[String], a: Vec<V>) -> ER<V> {
    args::count("type_isa", &a, 1)?;
    let classes = class_of("type_isa", targs)?;
    let Some(t) = firrtl_arg(env, "type_isa", &a[0])? else {
        return Ok(V::Bool(false));
    };
    for c in classes {
        match t.type_isa(c) {
            Some(true) => return Ok(V::Bool(true)),
            Some(false) => {}
            None => return err(format!("unknown FIRRTL type class `{}`", c)),
        }
    }
    Ok(V::Bool(false))
}

/// `type_cast<T>(type)` (`dyn` = `type_dyn_cast`, null on failure): the
/// type itself, or the inner type of its alias chain that is a `T`;
/// `cast` asserts otherwise.
fn cast(env: &mut Env<'_, '_>, targs: &[String], a: Vec<V>, dyn_: bool) -> ER<V> {
    let what = if dyn_ { "type_dyn_cast" } else { "type_cast" };
    args::count(what, &a, 1)?;
    let class = &class_of(what, targs)?[0];
    let t = firrtl_arg(env, what, &a[0])?;
    let found = match &t {
        Some(t) => match t.isa(class) {
            None => return err(format!("unknown FIRRTL type class `{}`", class)),
            Some(_) => t.type_cast(class).cloned(),
        },
        None => None,
    };
    match found {
        Some(x) => Ok(V::Type(ft::to_type(env.ctx(), &x))),
        None if dyn_ => Ok(V::Null),
        None => err(format!("{}<{}> of a type that is not one", what, class)),
    }
}

/// `type_cast<T>(type)`.
pub(super) fn type_cast(env: &mut Env<'_, '_>, targs: &[String], a: Vec<V>) -> ER<V> {
    cast(env, targs, a, false)
}

/// `type_dyn_cast<T>(type)`.
pub(super) fn type_dyn_cast(env: &mut Env<'_, '_>, targs: &[String], a: Vec<V>) -> ER<V> {
    cast(env, targs, a, true)
}

/// `areAnonymousTypesEquivalent(Type, Type)`: two base types are when
/// their anonymous types (aliases replaced by what they stand for) are
/// the same type; two probes when their referenced types are; any other
/// pair when the types are the same.
pub(super) fn are_anonymous_types_equivalent(
    env: &mut Env<'_, '_>,
    _: &[String],
    a: Vec<V>,
) -> ER<V> {
    args::count("areAnonymousTypesEquivalent", &a, 2)?;
    let l = args::ty(env, "areAnonymousTypesEquivalent", &a[0])?;
    let r = args::ty(env, "areAnonymousTypesEquivalent", &a[1])?;
    let ctx = env.ctx();
    let (fl, fr) = (ft::of(ctx, l), ft::of(ctx, r));
    Ok(V::Bool(match (fl, fr) {
        (Some(x), Some(y)) if x.is_base() && y.is_base() => x.anonymous() == y.anonymous(),
        (Some(x), Some(y)) => match (probe_inner(&x), probe_inner(&y)) {
            (Some((fx, ix)), Some((fy, iy))) => fx == fy && ix.anonymous() == iy.anonymous(),
            _ => x == y,
        },
        _ => l == r,
    }))
}

/// A probe's forceability and referenced type (`probe<T>`, `rwprobe<T>`,
/// without a layer).
fn probe_inner(t: &FType) -> Option<(bool, FType)> {
    let Kind::Other(text) = &t.kind else {
        return None;
    };
    let (rw, rest) = match text.strip_prefix("rwprobe<") {
        Some(r) => (true, r),
        None => (false, text.strip_prefix("probe<")?),
    };
    Some((rw, ft::parse(rest.strip_suffix('>')?)?))
}

/// `moveNameHint(OpResult old, Value passthrough)`: when the op of `old`
/// has a non-empty `name` attribute, it is set on the op defining
/// `passthrough` (CIRCT asserts there is one); returns `passthrough`.
pub(super) fn move_name_hint(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    args::count("moveNameHint", &a, 2)?;
    let old = args::value(env, "moveNameHint", &a[0])?;
    let pass = args::value(env, "moveNameHint", &a[1])?;
    let old_op = env
        .view()
        .defining_op(old, 0)
        .ok_or_else(|| EvalError("`moveNameHint`: the old value is not an op result".into()))?;
    let new_op = env
        .view()
        .defining_op(pass, 0)
        .ok_or_else(|| EvalError("`moveNameHint`: passthrough must be an operation".into()))?;
    let name = env.view().attr(old_op, "name");
    let ctx = env.ctx();
    let name = name.filter(
        |&n| matches!(ctx.attr_kind(n), AttrKind::String { value, .. } if !value.is_empty()),
    );
    if let Some(n) = name {
        let Site::Rewrite(b) = &mut env.site else {
            return err("`moveNameHint` changes ops: only in rewrites");
        };
        // `op->setAttr`: the rewriter is not told.
        b.set_attr_unnotified(new_op, "name", Some(n))
            .map_err(EvalError)?;
    }
    Ok(V::Value(pass))
}

/// An integer attribute holding `value` in a `w`-bit signed or unsigned
/// integer type (FIRRTL's `getIntAttr`: `si<w>`/`ui<w>` after the
/// FIRRTL type's signedness).
fn int_attr(ctx: &mut Context, signed: bool, w: u32, value: BigInt) -> Attr {
    let signedness = if signed {
        Signedness::Signed
    } else {
        Signedness::Unsigned
    };
    let ty = ctx.ty(TypeKind::Integer {
        width: w,
        signedness,
    });
    ctx.attr(AttrKind::Integer { value, ty })
}

/// `getIntZerosAttr(type)` / `getIntOnesAttr(type)`: an integer attribute
/// as wide as the FIRRTL integer type (`abs(getWidthOrSentinel())`: one
/// bit when the width is uninferred), of its signedness, all zeros or all
/// ones (-1 when signed, 2^w - 1 when unsigned).
fn int_fill(env: &mut Env<'_, '_>, what: &str, a: Vec<V>, ones: bool) -> ER<V> {
    args::count(what, &a, 1)?;
    let t = firrtl_arg(env, what, &a[0])?;
    let Some((signed, w, _)) = t.as_ref().and_then(FType::as_int) else {
        return err(format!("`{}` of a type that is not a FIRRTL integer", what));
    };
    let w = u32::try_from(w.unsigned_abs()).map_err(|_| EvalError("width too large".into()))?;
    let value = match (ones, signed) {
        (false, _) => BigInt::from(0),
        (true, true) if w > 0 => BigInt::from(-1),
        (true, _) => (BigInt::from(1) << w) - 1,
    };
    Ok(V::Attr(int_attr(env.ctx(), signed, w, value)))
}

/// `getIntZerosAttr(Type)`.
pub(super) fn get_int_zeros_attr(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    int_fill(env, "getIntZerosAttr", a, false)
}

/// `getIntOnesAttr(Type)`.
pub(super) fn get_int_ones_attr(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    int_fill(env, "getIntOnesAttr", a, true)
}

// ---------------------------------------------------------------------
// Type classes: constructors and member functions.

fn ctor(env: &mut Env<'_, '_>, a: &[V], make: fn(Option<i32>) -> Kind, width: bool) -> ER<V> {
    let max = if width { 2 } else { 1 };
    if a.len() > max {
        return err("too many arguments for a FIRRTL type constructor");
    }
    let mut w = None;
    let mut is_const = false;
    let mut rest = a.iter();
    if width {
        if let Some(x) = rest.next() {
            let i = args::int(env, "width", x)?;
            w = i32::try_from(i).ok().filter(|w| *w >= 0);
        }
    }
    if let Some(x) = rest.next() {
        is_const = x.truthy();
    }
    let t = FType {
        is_const,
        kind: make(w),
    };
    Ok(V::Type(ft::to_type(env.ctx(), &t)))
}

/// `UIntType::get(ctx, width = -1, isConst = false)` (also as
/// `$_builder.getType<UIntType>(width)`).
pub(super) fn uint_type(env: &mut Env<'_, '_>, a: Vec<V>) -> ER<V> {
    ctor(env, &a, Kind::UInt, true)
}

/// `SIntType::get(ctx, width = -1, isConst = false)`.
pub(super) fn sint_type(env: &mut Env<'_, '_>, a: Vec<V>) -> ER<V> {
    ctor(env, &a, Kind::SInt, true)
}

/// `AnalogType::get(ctx, width = -1, isConst = false)`.
pub(super) fn analog_type(env: &mut Env<'_, '_>, a: Vec<V>) -> ER<V> {
    ctor(env, &a, Kind::Analog, true)
}

/// `ClockType::get(ctx, isConst = false)`.
pub(super) fn clock_type(env: &mut Env<'_, '_>, a: Vec<V>) -> ER<V> {
    ctor(env, &a, |_| Kind::Clock, false)
}

/// `ResetType::get(ctx, isConst = false)`.
pub(super) fn reset_type(env: &mut Env<'_, '_>, a: Vec<V>) -> ER<V> {
    ctor(env, &a, |_| Kind::Reset, false)
}

/// `AsyncResetType::get(ctx, isConst = false)`.
pub(super) fn async_reset_type(env: &mut Env<'_, '_>, a: Vec<V>) -> ER<V> {
    ctor(env, &a, |_| Kind::AsyncReset, false)
}

fn this(env: &mut Env<'_, '_>, t: Type, name: &str) -> ER<FType> {
    ft::of(env.ctx(), t).ok_or_else(|| EvalError(format!("`{}` of a malformed FIRRTL type", name)))
}

fn base(env: &mut Env<'_, '_>, t: Type, name: &str) -> ER<FType> {
    let f = this(env, t, name)?;
    if f.is_base() {
        Ok(f)
    } else {
        err(format!(
            "`{}` of a FIRRTL type that is not a base type",
            name
        ))
    }
}

fn int_view(env: &mut Env<'_, '_>, t: Type, name: &str) -> ER<(bool, i64, bool)> {
    this(env, t, name)?.as_int().ok_or_else(|| {
        EvalError(format!(
            "`{}` of a FIRRTL type that is not an integer",
            name
        ))
    })
}

/// `getBitWidthOrSentinel()` (base types).
pub(super) fn m_bit_width_or_sentinel(
    env: &mut Env<'_, '_>,
    t: Type,
    _: &[String],
    _: Vec<V>,
) -> ER<V> {
    Ok(V::Int(
        base(env, t, "getBitWidthOrSentinel")?
            .bit_width_or_sentinel()
            .into(),
    ))
}

/// `getWidthOrSentinel()` (integer types).
pub(super) fn m_width_or_sentinel(
    env: &mut Env<'_, '_>,
    t: Type,
    _: &[String],
    _: Vec<V>,
) -> ER<V> {
    Ok(V::Int(int_view(env, t, "getWidthOrSentinel")?.1.into()))
}

/// `getWidth()` (integer types): the width, or an empty optional (null).
pub(super) fn m_width(env: &mut Env<'_, '_>, t: Type, _: &[String], _: Vec<V>) -> ER<V> {
    let w = int_view(env, t, "getWidth")?.1;
    Ok(if w < 0 { V::Null } else { V::Int(w.into()) })
}

/// `hasWidth()` (integer types).
pub(super) fn m_has_width(env: &mut Env<'_, '_>, t: Type, _: &[String], _: Vec<V>) -> ER<V> {
    Ok(V::Bool(int_view(env, t, "hasWidth")?.1 >= 0))
}

/// `isSigned()` (integer types).
pub(super) fn m_is_signed(env: &mut Env<'_, '_>, t: Type, _: &[String], _: Vec<V>) -> ER<V> {
    Ok(V::Bool(int_view(env, t, "isSigned")?.0))
}

/// `isUnsigned()` (integer types).
pub(super) fn m_is_unsigned(env: &mut Env<'_, '_>, t: Type, _: &[String], _: Vec<V>) -> ER<V> {
    Ok(V::Bool(!int_view(env, t, "isUnsigned")?.0))
}

/// `isConst()`.
pub(super) fn m_is_const(env: &mut Env<'_, '_>, t: Type, _: &[String], _: Vec<V>) -> ER<V> {
    Ok(V::Bool(this(env, t, "isConst")?.is_const))
}

/// `isGround()`.
pub(super) fn m_is_ground(env: &mut Env<'_, '_>, t: Type, _: &[String], _: Vec<V>) -> ER<V> {
    let f = base(env, t, "isGround")?;
    Ok(V::Bool(matches!(
        f.unaliased().kind,
        Kind::Clock
            | Kind::Reset
            | Kind::AsyncReset
            | Kind::SInt(_)
            | Kind::UInt(_)
            | Kind::Analog(_)
    )))
}

/// `isPassive()` (base types).
pub(super) fn m_is_passive(env: &mut Env<'_, '_>, t: Type, _: &[String], _: Vec<V>) -> ER<V> {
    Ok(V::Bool(base(env, t, "isPassive")?.properties().is_passive))
}

/// The class of [`m_recursive_type_properties`]' result.
const PROPERTIES: &str = "circt::firrtl::RecursiveTypeProperties";

/// `getRecursiveTypeProperties()`: an object whose members are the
/// properties (`isPassive`, `containsReference`, `containsAnalog`,
/// `containsConst`, `containsTypeAlias`, `hasUninferredWidth`,
/// `hasUninferredReset`).
pub(super) fn m_recursive_type_properties(
    env: &mut Env<'_, '_>,
    t: Type,
    _: &[String],
    _: Vec<V>,
) -> ER<V> {
    let f = this(env, t, "getRecursiveTypeProperties")?;
    let p = f.properties();
    Ok(object(
        PROPERTIES,
        [
            p.is_passive,
            false,
            p.contains_analog,
            p.contains_const,
            p.contains_type_alias,
            p.has_uninferred_width,
            p.has_uninferred_reset,
        ]
        .into_iter()
        .map(V::Bool)
        .collect(),
    ))
}

fn property(a: &[V], i: usize) -> ER<V> {
    match a.first() {
        Some(V::Obj(o)) if o.class == PROPERTIES => Ok(o.fields[i].clone()),
        _ => err("not a RecursiveTypeProperties"),
    }
}

/// The members of a `RecursiveTypeProperties`, each reading its field.
macro_rules! properties {
    ($($name:ident = $i:literal: $doc:literal;)*) => {$(
        #[doc = $doc]
        pub(super) fn $name(_: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
            property(&a, $i)
        }
    )*};
}

properties! {
    p_is_passive = 0: "`RecursiveTypeProperties::isPassive`.";
    p_contains_reference = 1: "`RecursiveTypeProperties::containsReference`.";
    p_contains_analog = 2: "`RecursiveTypeProperties::containsAnalog`.";
    p_contains_const = 3: "`RecursiveTypeProperties::containsConst`.";
    p_contains_type_alias = 4: "`RecursiveTypeProperties::containsTypeAlias`.";
    p_has_uninferred_width = 5: "`RecursiveTypeProperties::hasUninferredWidth`.";
    p_has_uninferred_reset = 6: "`RecursiveTypeProperties::hasUninferredReset`.";
}

fn typed(env: &mut Env<'_, '_>, f: FType) -> ER<V> {
    Ok(V::Type(ft::to_type(env.ctx(), &f)))
}

/// `getAllConstDroppedType()` (base types).
pub(super) fn m_all_const_dropped(
    env: &mut Env<'_, '_>,
    t: Type,
    _: &[String],
    _: Vec<V>,
) -> ER<V> {
    let f = base(env, t, "getAllConstDroppedType")?;
    typed(env, f.all_const_dropped())
}

/// `getConstType(bool)` (base types).
pub(super) fn m_const_type(env: &mut Env<'_, '_>, t: Type, _: &[String], a: Vec<V>) -> ER<V> {
    args::count("getConstType", &a, 1)?;
    let f = base(env, t, "getConstType")?;
    typed(env, f.with_const(a[0].truthy()))
}

/// `getAnonymousType()` (base types).
pub(super) fn m_anonymous_type(env: &mut Env<'_, '_>, t: Type, _: &[String], _: Vec<V>) -> ER<V> {
    let f = base(env, t, "getAnonymousType")?;
    typed(env, f.anonymous())
}

/// `getNumElements()` (vectors and bundles).
pub(super) fn m_num_elements(env: &mut Env<'_, '_>, t: Type, _: &[String], _: Vec<V>) -> ER<V> {
    let f = this(env, t, "getNumElements")?;
    match &f.kind {
        Kind::Vector(_, n) => Ok(V::Int((*n).into())),
        Kind::Bundle(fs) => Ok(V::Int(fs.len() as i128)),
        Kind::Enum(vs) => Ok(V::Int(vs.len() as i128)),
        _ => err("`getNumElements` of a FIRRTL type that is not an aggregate"),
    }
}

/// `getElementType()` of a vector.
pub(super) fn m_element_type(env: &mut Env<'_, '_>, t: Type, _: &[String], _: Vec<V>) -> ER<V> {
    match this(env, t, "getElementType")?.kind {
        Kind::Vector(e, _) => typed(env, *e),
        _ => err("`getElementType` of a FIRRTL type that is not a vector"),
    }
}

/// `getElementTypePreservingConst()` of a vector.
pub(super) fn m_element_type_preserving_const(
    env: &mut Env<'_, '_>,
    t: Type,
    _: &[String],
    _: Vec<V>,
) -> ER<V> {
    let f = this(env, t, "getElementTypePreservingConst")?;
    match &f.kind {
        Kind::Vector(e, _) => typed(env, preserving_const(e, f.is_const)),
        _ => err("`getElementTypePreservingConst` of a FIRRTL type that is not a vector"),
    }
}

/// An element type with the aggregate's constness added.
fn preserving_const(e: &FType, outer: bool) -> FType {
    e.with_const(e.is_const || outer)
}

// ---------------------------------------------------------------------
// Result type inference (FIRRTLOps.cpp).

fn types(ctx: &Context, ts: &[Type]) -> Option<Vec<FType>> {
    ts.iter().map(|&t| ft::of(ctx, t)).collect()
}

fn attr_int(ctx: &Context, attrs: &[(String, Attr)], name: &str) -> Option<i64> {
    let (_, a) = attrs.iter().find(|(n, _)| n == name)?;
    match ctx.attr_kind(*a) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

fn one(ctx: &mut Context, t: FType) -> Option<Vec<Type>> {
    Some(vec![ft::to_type(ctx, &t)])
}

/// `isSameIntTypeKind`: both integers of one signedness; their widths
/// (-1 uninferred) and whether both are `const`.
fn same_int_kind(l: &FType, r: &FType) -> Option<(bool, i64, i64, bool)> {
    let (ls, lw, lc) = l.as_int()?;
    let (rs, rw, rc) = r.as_int()?;
    (ls == rs).then_some((ls, lw, rw, lc && rc))
}

fn binary(ctx: &mut Context, ts: &[Type]) -> Option<(FType, FType)> {
    match types(ctx, ts)?.as_slice() {
        [l, r] => Some((l.clone(), r.clone())),
        _ => None,
    }
}

fn unary(ctx: &mut Context, ts: &[Type]) -> Option<FType> {
    match types(ctx, ts)?.as_slice() {
        [x] => Some(x.clone()),
        _ => None,
    }
}

/// `add`, `sub`: `max(wl, wr) + 1` bits of the operands' signedness.
pub(super) fn infer_add_sub(
    ctx: &mut Context,
    ts: &[Type],
    _: &[(String, Attr)],
) -> Option<Vec<Type>> {
    let (l, r) = binary(ctx, ts)?;
    let (s, lw, rw, c) = same_int_kind(&l, &r)?;
    let w = if lw != -1 && rw != -1 {
        lw.max(rw) + 1
    } else {
        -1
    };
    one(ctx, FType::int(s, w, c))
}

/// `mul`: `wl + wr` bits.
pub(super) fn infer_mul(ctx: &mut Context, ts: &[Type], _: &[(String, Attr)]) -> Option<Vec<Type>> {
    let (l, r) = binary(ctx, ts)?;
    let (s, lw, rw, c) = same_int_kind(&l, &r)?;
    let w = if lw != -1 && rw != -1 { lw + rw } else { -1 };
    one(ctx, FType::int(s, w, c))
}

/// `div`: the numerator's width, plus one when signed.
pub(super) fn infer_div(ctx: &mut Context, ts: &[Type], _: &[(String, Attr)]) -> Option<Vec<Type>> {
    let (l, r) = binary(ctx, ts)?;
    let (s, lw, _, c) = same_int_kind(&l, &r)?;
    let w = if s && lw != -1 { lw + 1 } else { lw };
    one(ctx, FType::int(s, w, c))
}

/// `rem`: `min(wl, wr)` bits.
pub(super) fn infer_rem(ctx: &mut Context, ts: &[Type], _: &[(String, Attr)]) -> Option<Vec<Type>> {
    let (l, r) = binary(ctx, ts)?;
    let (s, lw, rw, c) = same_int_kind(&l, &r)?;
    let w = if lw != -1 && rw != -1 { lw.min(rw) } else { -1 };
    one(ctx, FType::int(s, w, c))
}

/// `and`, `or`, `xor`: an unsigned `max(wl, wr)`-bit integer; when an
/// operand is already that (same width, constness and unsigned, checked
/// left first) its type is reused as is (an alias included).
pub(super) fn infer_bitwise(
    ctx: &mut Context,
    ts: &[Type],
    _: &[(String, Attr)],
) -> Option<Vec<Type>> {
    let (l, r) = binary(ctx, ts)?;
    let (_, lw, rw, c) = same_int_kind(&l, &r)?;
    let mut w = -1;
    if lw != -1 && rw != -1 {
        w = lw.max(rw);
        if lw == w && l.is_const == c && l.isa("UIntType") == Some(true) {
            return Some(vec![ts[0]]);
        }
        if rw == w && r.is_const == c && r.isa("UIntType") == Some(true) {
            return Some(vec![ts[1]]);
        }
    }
    one(ctx, FType::int(false, w, c))
}

/// `firrtl::isConst(Type)`: a base type's constness; false otherwise.
fn is_const(t: &FType) -> bool {
    t.is_base() && t.is_const
}

/// `leq`, `lt`, `geq`, `gt`, `eq`, `neq`: `uint<1>`, const when both
/// operands are.
pub(super) fn infer_comparison(
    ctx: &mut Context,
    ts: &[Type],
    _: &[(String, Attr)],
) -> Option<Vec<Type>> {
    let (l, r) = binary(ctx, ts)?;
    one(ctx, FType::int(false, 1, is_const(&l) && is_const(&r)))
}

/// `andr`, `orr`, `xorr`: `uint<1>`, const when the operand is.
pub(super) fn infer_reduction(
    ctx: &mut Context,
    ts: &[Type],
    _: &[(String, Attr)],
) -> Option<Vec<Type>> {
    let x = unary(ctx, ts)?;
    one(ctx, FType::int(false, 1, is_const(&x)))
}

/// `cat`: an unsigned integer as wide as all operands together (0 bits
/// for none; uninferred if one is), const when all are; the operands are
/// integers of one signedness.
pub(super) fn infer_cat(ctx: &mut Context, ts: &[Type], _: &[(String, Attr)]) -> Option<Vec<Type>> {
    let xs = types(ctx, ts)?;
    if xs.is_empty() {
        return one(ctx, FType::int(false, 0, false));
    }
    let signed = xs[0].type_isa("SIntType")?;
    let mut width = 0i64;
    let mut c = true;
    for x in &xs {
        let (s, w, xc) = x.as_int()?;
        if s != signed {
            return None;
        }
        if w == -1 {
            width = -1;
        }
        if width != -1 {
            width += w;
        }
        c &= xc;
    }
    one(ctx, FType::int(false, width, c))
}

/// `dshl`: `wl + 2^wr - 1` bits (shift amounts of 32 bits or more, and
/// results past `INT32_MAX`, fail).
pub(super) fn infer_dshl(
    ctx: &mut Context,
    ts: &[Type],
    _: &[(String, Attr)],
) -> Option<Vec<Type>> {
    let (l, r) = binary(ctx, ts)?;
    let (s, lw, lc) = l.as_int()?;
    let (rs, rw, rc) = r.as_int()?;
    if rs {
        return None;
    }
    let w = if lw == -1 || rw == -1 {
        -1
    } else {
        if rw >= 32 {
            return None;
        }
        let n = lw + (1i64 << rw) - 1;
        if n > i64::from(i32::MAX) {
            return None;
        }
        n
    };
    one(ctx, FType::int(s, w, lc && rc))
}

/// `dshlw`, `dshr`: the left operand's integer type, const when both are.
pub(super) fn infer_dshr(
    ctx: &mut Context,
    ts: &[Type],
    _: &[(String, Attr)],
) -> Option<Vec<Type>> {
    let (l, r) = binary(ctx, ts)?;
    let li = l.type_cast("IntType")?.clone();
    let (rs, _, rc) = r.as_int()?;
    if rs {
        return None;
    }
    one(ctx, li.with_const(li.is_const && rc))
}

/// `asSInt`, `asUInt`: the operand's bit width (scalar base types only).
fn infer_as_int(ctx: &mut Context, ts: &[Type], signed: bool) -> Option<Vec<Type>> {
    let x = unary(ctx, ts)?;
    if !x.is_base() {
        return None;
    }
    let w = x.bit_width_or_sentinel();
    if w == -2 {
        return None;
    }
    one(ctx, FType::int(signed, w, x.is_const))
}

/// `asSInt`.
pub(super) fn infer_as_sint(
    ctx: &mut Context,
    ts: &[Type],
    _: &[(String, Attr)],
) -> Option<Vec<Type>> {
    infer_as_int(ctx, ts, true)
}

/// `asUInt`.
pub(super) fn infer_as_uint(
    ctx: &mut Context,
    ts: &[Type],
    _: &[(String, Attr)],
) -> Option<Vec<Type>> {
    infer_as_int(ctx, ts, false)
}

fn ground(kind: Kind, is_const: bool) -> FType {
    FType { is_const, kind }
}

/// `asAsyncReset`: a one-bit scalar base type to `asyncreset`.
pub(super) fn infer_as_async_reset(
    ctx: &mut Context,
    ts: &[Type],
    _: &[(String, Attr)],
) -> Option<Vec<Type>> {
    let x = unary(ctx, ts)?;
    if !x.is_base() || x.bit_width_or_sentinel() != 1 && x.bit_width_or_sentinel() != -1 {
        return None;
    }
    one(ctx, ground(Kind::AsyncReset, x.is_const))
}

/// `asReset`: a base type to `reset`.
pub(super) fn infer_as_reset(
    ctx: &mut Context,
    ts: &[Type],
    _: &[(String, Attr)],
) -> Option<Vec<Type>> {
    let x = unary(ctx, ts)?;
    if !x.is_base() {
        return None;
    }
    one(ctx, ground(Kind::Reset, x.is_const))
}

/// `asClock`: `clock`, const when the operand is.
pub(super) fn infer_as_clock(
    ctx: &mut Context,
    ts: &[Type],
    _: &[(String, Attr)],
) -> Option<Vec<Type>> {
    let x = unary(ctx, ts)?;
    one(ctx, ground(Kind::Clock, is_const(&x)))
}

/// `cvt`: a `uint<w>` becomes `sint<w+1>`; a signed integer stays.
pub(super) fn infer_cvt(ctx: &mut Context, ts: &[Type], _: &[(String, Attr)]) -> Option<Vec<Type>> {
    let x = unary(ctx, ts)?;
    if let Some(u) = x.type_cast("UIntType") {
        let (_, w, c) = u.as_int()?;
        return one(ctx, FType::int(true, if w != -1 { w + 1 } else { w }, c));
    }
    if x.type_isa("SIntType")? {
        return Some(ts.to_vec());
    }
    None
}

/// `neg`: `sint<w+1>`.
pub(super) fn infer_neg(ctx: &mut Context, ts: &[Type], _: &[(String, Attr)]) -> Option<Vec<Type>> {
    let x = unary(ctx, ts)?;
    let (_, w, c) = x.as_int()?;
    one(ctx, FType::int(true, if w != -1 { w + 1 } else { w }, c))
}

/// `not`: an unsigned operand's type as is, else `uint` of its width.
pub(super) fn infer_not(ctx: &mut Context, ts: &[Type], _: &[(String, Attr)]) -> Option<Vec<Type>> {
    let x = unary(ctx, ts)?;
    let i = x.type_cast("IntType")?.clone();
    if i.isa("UIntType")? {
        return one(ctx, i);
    }
    let (_, w, c) = i.as_int()?;
    one(ctx, FType::int(false, w, c))
}

/// `int.sizeof`: `uint<32>`.
pub(super) fn infer_sizeof(
    ctx: &mut Context,
    ts: &[Type],
    _: &[(String, Attr)],
) -> Option<Vec<Type>> {
    unary(ctx, ts)?;
    one(ctx, FType::int(false, 32, false))
}

/// `bits(x, hi, lo)`: `uint<hi - lo + 1>` (`hi >= lo >= 0`, `hi` below a
/// known width).
pub(super) fn infer_bits(
    ctx: &mut Context,
    ts: &[Type],
    attrs: &[(String, Attr)],
) -> Option<Vec<Type>> {
    let x = unary(ctx, ts)?;
    let (hi, lo) = (attr_int(ctx, attrs, "hi")?, attr_int(ctx, attrs, "lo")?);
    let (_, w, c) = x.as_int()?;
    if hi < lo || lo < 0 || w != -1 && hi >= w {
        return None;
    }
    one(ctx, FType::int(false, hi - lo + 1, c))
}

/// `head(x, n)`: `uint<n>` (`0 <= n`, at most a known width).
pub(super) fn infer_head(
    ctx: &mut Context,
    ts: &[Type],
    attrs: &[(String, Attr)],
) -> Option<Vec<Type>> {
    let x = unary(ctx, ts)?;
    let n = attr_int(ctx, attrs, "amount")?;
    let (_, w, c) = x.as_int()?;
    if n < 0 || w != -1 && n > w {
        return None;
    }
    one(ctx, FType::int(false, n, c))
}

/// `tail(x, n)`: `uint<w - n>` (`0 <= n <= w`; uninferred stays so).
pub(super) fn infer_tail(
    ctx: &mut Context,
    ts: &[Type],
    attrs: &[(String, Attr)],
) -> Option<Vec<Type>> {
    let x = unary(ctx, ts)?;
    let n = attr_int(ctx, attrs, "amount")?;
    let (_, w, c) = x.as_int()?;
    if n < 0 || w != -1 && w < n {
        return None;
    }
    one(ctx, FType::int(false, if w != -1 { w - n } else { w }, c))
}

/// `pad(x, n)`: `max(w, n)` bits of `x`'s signedness; an uninferred width
/// keeps `x`'s integer type.
pub(super) fn infer_pad(
    ctx: &mut Context,
    ts: &[Type],
    attrs: &[(String, Attr)],
) -> Option<Vec<Type>> {
    let x = unary(ctx, ts)?;
    let n = attr_int(ctx, attrs, "amount")?;
    let i = x.type_cast("IntType")?.clone();
    let (s, w, c) = i.as_int()?;
    if n < 0 {
        return None;
    }
    if w == -1 {
        return one(ctx, i);
    }
    one(ctx, FType::int(s, w.max(n), c))
}

/// `shl(x, n)`: `w + n` bits.
pub(super) fn infer_shl(
    ctx: &mut Context,
    ts: &[Type],
    attrs: &[(String, Attr)],
) -> Option<Vec<Type>> {
    let x = unary(ctx, ts)?;
    let n = attr_int(ctx, attrs, "amount")?;
    let (s, w, c) = x.as_int()?;
    if n < 0 {
        return None;
    }
    one(ctx, FType::int(s, if w != -1 { w + n } else { w }, c))
}

/// `shr(x, n)`: `w - n` bits, at least 0 for unsigned and 1 for signed.
pub(super) fn infer_shr(
    ctx: &mut Context,
    ts: &[Type],
    attrs: &[(String, Attr)],
) -> Option<Vec<Type>> {
    let x = unary(ctx, ts)?;
    let n = attr_int(ctx, attrs, "amount")?;
    let (s, w, c) = x.as_int()?;
    if n < 0 {
        return None;
    }
    let w = if w != -1 {
        (w - n).max(i64::from(s))
    } else {
        w
    };
    one(ctx, FType::int(s, w, c))
}

/// The kind of a type as its C++ `TypeID` tells it (sint and uint differ).
fn type_id(t: &FType) -> std::mem::Discriminant<Kind> {
    std::mem::discriminant(&t.kind)
}

/// `inferMuxReturnType(high, low, isConstCondition)`: identical arms give
/// their type (const dropped unless the condition is const); integers the
/// wider (an uninferred one wins, low first); vectors, bundles and enums
/// element by element; the result is const only when the condition and
/// both arms are.
fn infer_mux_type(high: &FType, low: &FType, cond_const: bool) -> Option<FType> {
    if high == low {
        return Some(if cond_const {
            low.clone()
        } else {
            low.all_const_dropped()
        });
    }
    if type_id(high) != type_id(low) {
        return None;
    }
    let outer = cond_const && low.is_const && high.is_const;
    if low.type_isa("IntType")? {
        let (hw, lw) = (high.bit_width_or_sentinel(), low.bit_width_or_sentinel());
        let pick = if lw == -1 {
            low
        } else if hw == -1 {
            high
        } else if lw > hw {
            low
        } else {
            high
        };
        return Some(pick.with_const(outer));
    }
    if let (Some(h), Some(l)) = (high.type_cast("FEnumType"), low.type_cast("FEnumType")) {
        let (Kind::Enum(hv), Kind::Enum(lv)) = (&h.kind, &l.kind) else {
            return None;
        };
        if hv.len() != lv.len() {
            return None;
        }
        let mut out = Vec::new();
        for (a, b) in hv.iter().zip(lv) {
            if a.name != b.name || a.value != b.value {
                return None;
            }
            out.push(Variant {
                ty: infer_mux_type(&a.ty, &b.ty, cond_const)?,
                ..a.clone()
            });
        }
        return Some(FType {
            is_const: outer,
            kind: Kind::Enum(out),
        });
    }
    if let (Some(h), Some(l)) = (high.type_cast("FVectorType"), low.type_cast("FVectorType")) {
        if let (Kind::Vector(he, hn), Kind::Vector(le, ln)) = (&h.kind, &l.kind) {
            if hn == ln {
                let inner = infer_mux_type(
                    &preserving_const(he, h.is_const),
                    &preserving_const(le, l.is_const),
                    cond_const,
                )?;
                return Some(FType {
                    is_const: outer,
                    kind: Kind::Vector(Box::new(inner), *ln),
                });
            }
        }
    }
    if let (Some(h), Some(l)) = (high.type_cast("BundleType"), low.type_cast("BundleType")) {
        let (Kind::Bundle(hf), Kind::Bundle(lf)) = (&h.kind, &l.kind) else {
            return None;
        };
        if hf.len() != lf.len() {
            return None;
        }
        let mut out = Vec::new();
        for (a, b) in hf.iter().zip(lf) {
            if a.name != b.name || a.flip != b.flip {
                return None;
            }
            out.push(Field {
                ty: infer_mux_type(
                    &preserving_const(&a.ty, h.is_const),
                    &preserving_const(&b.ty, l.is_const),
                    cond_const,
                )?,
                ..a.clone()
            });
        }
        return Some(FType {
            is_const: outer,
            kind: Kind::Bundle(out),
        });
    }
    None
}

/// `mux(sel, high, low)` and `int.mux2cell(sel, high, low)`.
pub(super) fn infer_mux(ctx: &mut Context, ts: &[Type], _: &[(String, Attr)]) -> Option<Vec<Type>> {
    let xs = types(ctx, ts)?;
    let [sel, high, low] = xs.as_slice() else {
        return None;
    };
    if !high.is_base() || !low.is_base() {
        return None;
    }
    let t = infer_mux_type(high, low, is_const(sel))?;
    one(ctx, t)
}

/// `int.mux4cell(sel, v3, v2, v1, v0)`: the four arms folded pairwise.
pub(super) fn infer_mux4(
    ctx: &mut Context,
    ts: &[Type],
    _: &[(String, Attr)],
) -> Option<Vec<Type>> {
    let xs = types(ctx, ts)?;
    if xs.len() != 5 || !xs[1..].iter().all(FType::is_base) {
        return None;
    }
    let c = is_const(&xs[0]);
    let mut result = xs[1].clone();
    for x in &xs[2..] {
        result = infer_mux_type(&result, x, c)?;
    }
    one(ctx, result)
}

/// `subindex(v, index)`: the vector's element type, with the vector's
/// constness (the index in range).
pub(super) fn infer_subindex(
    ctx: &mut Context,
    ts: &[Type],
    attrs: &[(String, Attr)],
) -> Option<Vec<Type>> {
    let x = unary(ctx, ts)?;
    let i = attr_int(ctx, attrs, "index")?;
    let v = x.type_cast("FVectorType")?;
    let Kind::Vector(e, n) = &v.kind else {
        return None;
    };
    if i < 0 || i as u64 >= *n {
        return None;
    }
    one(ctx, preserving_const(e, v.is_const))
}

/// `subfield(b, fieldIndex)`: the field's type, with the bundle's
/// constness.
pub(super) fn infer_subfield(
    ctx: &mut Context,
    ts: &[Type],
    attrs: &[(String, Attr)],
) -> Option<Vec<Type>> {
    let x = unary(ctx, ts)?;
    let i = attr_int(ctx, attrs, "fieldIndex")?;
    let b = x.type_cast("BundleType")?;
    let Kind::Bundle(fs) = &b.kind else {
        return None;
    };
    let f = fs.get(usize::try_from(i).ok()?)?;
    one(ctx, preserving_const(&f.ty, b.is_const))
}

/// `subaccess(v, index)`: the element type, its constness kept only when
/// the index is const (the index an unsigned integer).
pub(super) fn infer_subaccess(
    ctx: &mut Context,
    ts: &[Type],
    _: &[(String, Attr)],
) -> Option<Vec<Type>> {
    let (v, idx) = binary(ctx, ts)?;
    if !idx.type_isa("UIntType")? {
        return None;
    }
    let v = v.type_cast("FVectorType")?;
    let Kind::Vector(e, _) = &v.kind else {
        return None;
    };
    let t = if is_const(&idx) {
        preserving_const(e, v.is_const)
    } else {
        e.all_const_dropped()
    };
    one(ctx, t)
}

/// `multibit_mux(index, inputs...)`: the first input's type (all equal).
pub(super) fn infer_multibit_mux(
    ctx: &mut Context,
    ts: &[Type],
    _: &[(String, Attr)],
) -> Option<Vec<Type>> {
    let _ = ctx;
    if ts.len() < 2 || ts[2..].iter().any(|t| *t != ts[1]) {
        return None;
    }
    Some(vec![ts[1]])
}
