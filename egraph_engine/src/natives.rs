//! Native rewrites for eqsat pattern sets that create region-carrying ops.
//!
//! | name | kind | behaviour |
//! | --- | --- | --- |
//! | `MatmulLike` | op, value, value -> op | an op like the template (a `linalg.matmul`: same name, properties and body) of the two values (`MxK`, `KxN` ranked tensors) into a new `tensor.empty` of type `MxN` |
//!
//! The matrix-chain benchmark's associativity patterns use it
//! (`examples/eqsat/matmul_assoc.pdll`).

use fxhash::FxHashMap;
use patsat_ir::{Context, OpName, Type, TypeKind};
use patsat_translate::{Hooks, NewOp, PdlValue, RewriteBuilder, Signature};
use std::cell::RefCell;

/// The `MxN` result type of multiplying an `MxK` and a `KxN` ranked
/// tensor, or why not.
pub fn matmul_type(ctx: &mut Context, lhs: Type, rhs: Type) -> Result<Type, String> {
    let (a, ea) = match ctx.type_kind(lhs) {
        TypeKind::RankedTensor { shape, elem, .. } => (shape.clone(), *elem),
        _ => return Err("the left operand is not a ranked tensor".into()),
    };
    let (b, eb) = match ctx.type_kind(rhs) {
        TypeKind::RankedTensor { shape, elem, .. } => (shape.clone(), *elem),
        _ => return Err("the right operand is not a ranked tensor".into()),
    };
    match (a.as_slice(), b.as_slice()) {
        ([m, k], [k2, n]) if k == k2 && ea == eb => Ok(ctx.ty(TypeKind::RankedTensor {
            shape: vec![*m, *n],
            elem: ea,
            encoding: None,
        })),
        _ => Err("the operand shapes do not multiply".into()),
    }
}

/// What `MatmulLike` keeps between calls: product types by operand types
/// (interning a tensor type allocates) and the interned `tensor.empty`.
#[derive(Default)]
struct MatmulCache {
    products: RefCell<FxHashMap<(Type, Type), Type>>,
    empty: std::cell::Cell<Option<OpName>>,
}

fn matmul_like(
    b: &mut dyn RewriteBuilder,
    args: &[PdlValue],
    cache: &MatmulCache,
    out: &mut Vec<PdlValue>,
) -> Result<(), String> {
    let template = args
        .first()
        .and_then(PdlValue::as_op)
        .ok_or("MatmulLike: expected an op")?;
    let lhs = args
        .get(1)
        .and_then(PdlValue::as_value)
        .ok_or("MatmulLike: expected a value")?;
    let rhs = args
        .get(2)
        .and_then(PdlValue::as_value)
        .ok_or("MatmulLike: expected a value")?;
    let (lt, rt) = (b.value_type(lhs), b.value_type(rhs));
    let cached = cache.products.borrow().get(&(lt, rt)).copied();
    let ty = match cached {
        Some(t) => t,
        None => {
            let t = matmul_type(b.ctx_mut(), lt, rt)?;
            cache.products.borrow_mut().insert((lt, rt), t);
            t
        }
    };
    let loc = b.op_loc(template);
    let empty_name = match cache.empty.get() {
        Some(n) => n,
        None => {
            let n = b.ctx_mut().op_name("tensor.empty");
            cache.empty.set(Some(n));
            n
        }
    };
    let empty = b.create_op(NewOp {
        name: empty_name,
        operands: &[],
        props: &[],
        attrs: &[],
        result_types: &[ty],
        loc,
    });
    let init = b.result(empty, 0);
    let name = b.op_name(template);
    let op = b.create_op_with_regions_of(
        NewOp {
            name,
            operands: &[lhs, rhs, init],
            props: &[],
            attrs: &[],
            result_types: &[ty],
            loc,
        },
        template,
    )?;
    out.push(PdlValue::Op(op));
    Ok(())
}

/// Registers the natives of this module.
pub fn register(h: &mut Hooks) {
    use patsat_frontend::pattern::PdlType::{Operation, Value};
    let cache = MatmulCache::default();
    h.register_rewrite_into(
        "MatmulLike",
        Signature::new(&[Operation, Value, Value], &[Operation]),
        move |b, args, out| matmul_like(b, args, &cache, out),
    );
    // Its results depend on the template's name, properties and regions
    // and on the two values only.
    h.mark_memoisable("MatmulLike");
}
