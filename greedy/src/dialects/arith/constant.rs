//! `arith.constant` and `ArithDialect::materializeConstant`, which builds
//! one when `ConstantOp::isBuildableWith(value, type)`: the attribute's
//! type is the wanted type, integer elements are signless, and the
//! attribute is an integer, float or elements attribute.

use super::attrs::{element_type, typed_attr_type};
use patsat_ir::{Attr, AttrKind, Context, OpSpec, Signedness, Type, TypeKind};

/// The type of a typed attribute that `arith.constant` accepts (an
/// integer, float or elements attribute).
fn buildable_type(ctx: &Context, value: Attr) -> Option<Type> {
    if matches!(ctx.attr_kind(value), AttrKind::String { .. }) {
        return None;
    }
    typed_attr_type(ctx, value)
}

/// `arith::ConstantOp::materialize`: an `arith.constant` of `value` typed
/// `ty` at `loc`, or `None`.
pub fn materialize(ctx: &mut Context, value: Attr, ty: Type, loc: Attr) -> Option<OpSpec> {
    if buildable_type(ctx, value)? != ty {
        return None;
    }
    if let TypeKind::Integer { signedness, .. } = ctx.type_kind(element_type(ctx, ty)) {
        if *signedness != Signedness::Signless {
            return None;
        }
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
