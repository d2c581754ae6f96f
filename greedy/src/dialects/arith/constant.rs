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

#[cfg(test)]
mod tests {
    use super::*;
    use num_bigint::BigInt;

    #[test]
    fn materializes_only_signless_values_of_the_wanted_type() {
        let mut ctx = Context::new();
        let loc = ctx.empty_dict();
        let i8t = ctx.int_type(8);
        let i16t = ctx.int_type(16);
        let u8t = ctx.ty(TypeKind::Integer {
            width: 8,
            signedness: Signedness::Unsigned,
        });
        let v = ctx.attr(AttrKind::Integer {
            value: BigInt::from(-1),
            ty: i8t,
        });
        let u = ctx.attr(AttrKind::Integer {
            value: BigInt::from(255),
            ty: u8t,
        });
        assert!(materialize(&mut ctx, v, i8t, loc).is_some());
        assert!(materialize(&mut ctx, v, i16t, loc).is_none());
        assert!(materialize(&mut ctx, u, u8t, loc).is_none());
        let s = ctx.attr(AttrKind::String {
            value: b"x".to_vec().into_boxed_slice(),
            ty: Some(i8t),
        });
        assert!(materialize(&mut ctx, s, i8t, loc).is_none());
    }
}
