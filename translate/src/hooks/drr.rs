//! The DRR intrinsics: natives named `drr.*` that the DRR frontend emits
//! for DRR semantics PDL cannot state (see `patsat_frontend::drr`), with
//! the behaviour of the C++ mlir-tblgen generates for the same construct.
//!
//! | name | kind | arguments → results | behaviour |
//! |---|---|---|---|
//! | `drr.attr` | constraint | op, name → attr | the attribute (`getAttrOfType`/property), or null; never fails |
//! | `drr.attr_or` | constraint | op, name, default → attr | the attribute, or the default when absent; never fails |
//! | `drr.type_of` | both | value or value range → type or type range | the value's type (`getType()`/`getTypes()`) |
//! | `drr.attr_type` | both | attr → type | a typed attribute's type (`cast<TypedAttr>(a).getType()`); fails on others |
//! | `drr.first_type` | rewrite | values and ranges → type | the type of the first value of all arguments |
//! | `drr.operand_segment_sizes` | rewrite | ranges → attr | `array<i32: n0, n1, ...>` of the range sizes |
//! | `drr.set_location` | rewrite | op, sources..., [name] → () | the op's location: one source's location, a `NameLoc` (name only), or the sources' locations fused (the name, if any, as metadata) |
//!
//! A source of `drr.set_location` is a value (its location: its defining
//! op's, or a block argument's) or an op.

use super::{Hooks, PdlValue, Signature};
use crate::view::MatchView;
use patsat_frontend::pattern::PdlType::{self, *};
use patsat_ir::{Attr, AttrKind, Context, LocKind, Type};

/// The name carried by a string attribute argument.
fn str_arg(view: &dyn MatchView, a: Option<&PdlValue>) -> Option<String> {
    let a = a?.as_attr()?;
    match view.ctx().attr_kind(a) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// The type of a typed attribute (MLIR's `TypedAttr`; a string without a
/// type has type `none`).
pub fn typed_attr_type(ctx: &mut Context, a: Attr) -> Option<Type> {
    crate::machine::attr_type(ctx, a)
}

/// The type (or types) of a value (or value range).
fn type_of(view: &dyn MatchView, v: &PdlValue) -> Option<PdlValue> {
    Some(match v {
        PdlValue::Value(x) => PdlValue::Type(view.value_type(*x)),
        PdlValue::ValueRange(xs) => {
            PdlValue::TypeRange(xs.iter().map(|&x| view.value_type(x)).collect())
        }
        _ => return None,
    })
}

/// The location of a `drr.set_location` source.
fn source_loc(view: &dyn MatchView, v: &PdlValue) -> Option<Attr> {
    match v {
        PdlValue::Op(o) => Some(view.op_loc(*o)),
        PdlValue::Value(x) => Some(view.value_loc(*x)),
        PdlValue::ValueRange(xs) => xs.first().map(|&x| view.value_loc(x)),
        _ => None,
    }
}

/// Registers the intrinsics.
pub fn register(h: &mut Hooks) {
    h.register_constraint(
        "drr.attr",
        Signature::new(&[Operation, Attribute], &[Attribute]),
        |view, a| {
            let op = a.first()?.as_op()?;
            let name = str_arg(view, a.get(1))?;
            Some(vec![view
                .attr(op, &name)
                .map_or(PdlValue::Null, PdlValue::Attr)])
        },
    );
    h.register_constraint(
        "drr.attr_or",
        Signature::new(&[Operation, Attribute, Attribute], &[Attribute]),
        |view, a| {
            let op = a.first()?.as_op()?;
            let name = str_arg(view, a.get(1))?;
            Some(vec![match view.attr(op, &name) {
                Some(x) => PdlValue::Attr(x),
                None => a.get(2)?.clone(),
            }])
        },
    );
    for kind in [false, true] {
        let sig = || Signature {
            args: None,
            results: None,
        };
        if kind {
            h.register_rewrite("drr.type_of", sig(), |b, a| {
                let v = a.first().ok_or("drr.type_of: expected a value")?;
                let t = type_of(b, v).ok_or("drr.type_of: expected a value or value range")?;
                Ok(vec![t])
            });
            h.register_rewrite(
                "drr.attr_type",
                Signature::new(&[Attribute], &[PdlType::Type]),
                |b, a| {
                    let x = a
                        .first()
                        .and_then(PdlValue::as_attr)
                        .ok_or("drr.attr_type: expected an attribute")?;
                    let t = typed_attr_type(b.ctx_mut(), x)
                        .ok_or("drr.attr_type: the attribute has no type")?;
                    Ok(vec![PdlValue::Type(t)])
                },
            );
        } else {
            h.register_constraint("drr.type_of", sig(), |view, a| {
                Some(vec![type_of(view, a.first()?)?])
            });
            h.register_constraint(
                "drr.attr_type",
                Signature::new(&[Attribute], &[PdlType::Type]),
                |view, a| {
                    let x = a.first()?.as_attr()?;
                    Some(vec![PdlValue::Type(typed_attr_type(view.ctx_mut(), x)?)])
                },
            );
        }
    }
    h.register_rewrite(
        "drr.first_type",
        Signature {
            args: None,
            results: Some(vec![PdlType::Type]),
        },
        |b, a| {
            let first = a.iter().find_map(|v| match v {
                PdlValue::Value(x) => Some(*x),
                PdlValue::ValueRange(xs) => xs.first().copied(),
                _ => None,
            });
            let v = first.ok_or("drr.first_type: no value to take the type of")?;
            Ok(vec![PdlValue::Type(b.value_type(v))])
        },
    );
    h.register_rewrite(
        "drr.operand_segment_sizes",
        Signature {
            args: None,
            results: Some(vec![Attribute]),
        },
        |b, a| {
            let mut sizes = Vec::with_capacity(a.len());
            for v in a {
                sizes.push(match v {
                    PdlValue::ValueRange(xs) => xs.len(),
                    PdlValue::Value(_) => 1,
                    PdlValue::Null => 0,
                    _ => return Err("drr.operand_segment_sizes: expected value ranges".into()),
                });
            }
            let ctx = b.ctx_mut();
            let elem = ctx.int_type(32);
            let values = sizes.iter().map(|&n| n as u128).collect();
            Ok(vec![PdlValue::Attr(
                ctx.attr(AttrKind::DenseArray { elem, values }),
            )])
        },
    );
    h.register_rewrite(
        "drr.set_location",
        Signature {
            args: None,
            results: Some(vec![]),
        },
        |b, a| {
            let op = a
                .first()
                .and_then(PdlValue::as_op)
                .ok_or("drr.set_location: expected an op")?;
            let rest = &a[1..];
            let (name, sources) = match rest.last() {
                Some(PdlValue::Attr(x))
                    if matches!(b.ctx().attr_kind(*x), AttrKind::String { .. }) =>
                {
                    (Some(*x), &rest[..rest.len() - 1])
                }
                _ => (None, rest),
            };
            let mut locs = Vec::with_capacity(sources.len());
            for s in sources {
                locs.push(source_loc(b, s).ok_or("drr.set_location: expected values or ops")?);
            }
            let ctx = b.ctx_mut();
            let loc = match (name, locs.as_slice()) {
                (None, [one]) => *one,
                (Some(n), []) => {
                    let name = ctx.string_bytes(n).into();
                    ctx.attr(AttrKind::Location(LocKind::Name { name, child: None }))
                }
                (None, _) => crate::adapter::fused_loc(ctx, &locs),
                (Some(n), _) => ctx.attr(AttrKind::Location(LocKind::Fused {
                    metadata: Some(n),
                    locs,
                })),
            };
            b.set_op_loc(op, loc);
            Ok(vec![])
        },
    );
}
