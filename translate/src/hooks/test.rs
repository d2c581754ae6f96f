//! The natives MLIR's `--test-pdl-bytecode-pass` registers
//! (`mlir/test/lib/Rewrite/TestPDLByteCode.cpp`), with the same names and
//! behaviour, so MLIR's own PDL tests and `pdl-oracle` cases run unmodified.
//!
//! | name | kind | behaviour |
//! | --- | --- | --- |
//! | `single_entity_constraint` | op | the op is named `test.op` |
//! | `multi_entity_constraint` | op, op | the second op is named `test.op` |
//! | `multi_entity_var_constraint` | values, types | both ranges have 2 elements |
//! | `op_constr_return_attr` | op -> attr | on `test.success_op`: `"test.success"` |
//! | `op_constr_return_type` | op -> type | on `test.success_op`: `f32` |
//! | `op_constr_return_type_range` | op, attr -> types | on `test.success_op`: n × `f32` |
//! | `op_constr_return_value_range` | op -> values | on `test.success_op`: its operands |
//! | `op_multiple_returns_failure` | any | always fails |
//! | `creator` | op -> op | creates `test.success` before the root |
//! | `var_creator` | op -> values, types | the op's operands and their types |
//! | `type_creator` | -> type | `f32` |
//! | `str_creator` | -> attr | `"test.str"` |
//! | `null_attr_creator` | -> attr | a null attribute |
//! | `rewriter` | op, value | creates `test.success(value)`, erases the op |

use super::{Hooks, PdlValue, Signature};
use crate::view::{MatchView, NewOp, RewriteBuilder};
use num_traits::ToPrimitive;
use patsat_frontend::pattern::PdlType::{self, *};
use patsat_ir::float::FloatKind;
use patsat_ir::{AttrKind, Context, OpId, Type, TypeKind};

fn named(view: &dyn MatchView, op: OpId, name: &str) -> bool {
    view.ctx().op_name_str(view.op_name(op)) == name
}

fn op_arg(args: &[PdlValue], i: usize) -> Option<OpId> {
    args.get(i).and_then(PdlValue::as_op)
}

fn f32_type(ctx: &mut Context) -> Type {
    ctx.ty(TypeKind::Float(FloatKind::F32))
}

/// A constraint that holds on `test.success_op` and then returns `f(op)`.
fn on_success_op(
    h: &mut Hooks,
    name: &str,
    args: &[PdlType],
    results: &[PdlType],
    f: impl Fn(&mut dyn MatchView, OpId, &[PdlValue]) -> Option<PdlValue> + 'static,
) {
    h.register_constraint(name, Signature::new(args, results), move |view, a| {
        let op = op_arg(a, 0)?;
        if !named(view, op, "test.success_op") {
            return None;
        }
        f(view, op, a).map(|r| vec![r])
    });
}

/// Registers the 14 natives.
pub fn register(h: &mut Hooks) {
    h.register_constraint(
        "single_entity_constraint",
        Signature::new(&[Operation], &[]),
        |view, a| named(view, op_arg(a, 0)?, "test.op").then(Vec::new),
    );
    h.register_constraint(
        "multi_entity_constraint",
        Signature::new(&[Operation, Operation], &[]),
        |view, a| named(view, op_arg(a, 1)?, "test.op").then(Vec::new),
    );
    h.register_constraint(
        "multi_entity_var_constraint",
        Signature::new(&[ValueRange, TypeRange], &[]),
        |_, a| match a {
            [PdlValue::ValueRange(v), PdlValue::TypeRange(t)] => {
                (v.len() == 2 && t.len() == 2).then(Vec::new)
            }
            _ => None,
        },
    );
    on_success_op(
        h,
        "op_constr_return_attr",
        &[Operation],
        &[Attribute],
        |v, _, _| Some(PdlValue::Attr(v.ctx_mut().string_attr("test.success"))),
    );
    on_success_op(
        h,
        "op_constr_return_type",
        &[Operation],
        &[PdlType::Type],
        |v, _, _| Some(PdlValue::Type(f32_type(v.ctx_mut()))),
    );
    on_success_op(
        h,
        "op_constr_return_type_range",
        &[Operation, Attribute],
        &[TypeRange],
        |v, _, a| {
            let n = match v.ctx().attr_kind(a.get(1)?.as_attr()?) {
                AttrKind::Integer { value, .. } => value.to_i64()?,
                _ => return None,
            };
            let f32 = f32_type(v.ctx_mut());
            Some(PdlValue::TypeRange(vec![f32; n.max(0) as usize]))
        },
    );
    on_success_op(
        h,
        "op_constr_return_value_range",
        &[Operation],
        &[ValueRange],
        |v, op, _| {
            Some(PdlValue::ValueRange(
                (0..v.num_operands(op)).map(|i| v.operand(op, i)).collect(),
            ))
        },
    );
    h.register_constraint("op_multiple_returns_failure", Signature::any(), |_, _| None);

    h.register_rewrite(
        "creator",
        Signature::new(&[Operation], &[Operation]),
        |b, a| {
            let root = op_arg(a, 0).ok_or("creator: expected an op")?;
            let name = b.ctx_mut().op_name("test.success");
            let loc = b.op_loc(root);
            let op = b.create_op(NewOp {
                name,
                operands: &[],
                props: &[],
                attrs: &[],
                result_types: &[],
                loc,
            });
            Ok(vec![PdlValue::Op(op)])
        },
    );
    h.register_rewrite(
        "var_creator",
        Signature::new(&[Operation], &[ValueRange, TypeRange]),
        |b, a| {
            let root = op_arg(a, 0).ok_or("var_creator: expected an op")?;
            let vals: Vec<_> = (0..b.num_operands(root))
                .map(|i| b.operand(root, i))
                .collect();
            let tys = vals.iter().map(|&v| b.value_type(v)).collect();
            Ok(vec![PdlValue::ValueRange(vals), PdlValue::TypeRange(tys)])
        },
    );
    h.register_rewrite(
        "type_creator",
        Signature::new(&[], &[PdlType::Type]),
        |b, _| Ok(vec![PdlValue::Type(f32_type(b.ctx_mut()))]),
    );
    h.register_rewrite("str_creator", Signature::new(&[], &[Attribute]), |b, _| {
        Ok(vec![PdlValue::Attr(b.ctx_mut().string_attr("test.str"))])
    });
    h.register_rewrite(
        "null_attr_creator",
        Signature::new(&[], &[Attribute]),
        |_, _| Ok(vec![PdlValue::Null]),
    );
    h.register_rewrite(
        "rewriter",
        Signature::new(&[Operation, Value], &[]),
        |b: &mut dyn RewriteBuilder, a| {
            let root = op_arg(a, 0).ok_or("rewriter: expected an op")?;
            let input = a
                .get(1)
                .and_then(PdlValue::as_value)
                .ok_or("rewriter: expected a value")?;
            let name = b.ctx_mut().op_name("test.success");
            let loc = b.op_loc(root);
            b.create_op(NewOp {
                name,
                operands: &[input],
                props: &[],
                attrs: &[],
                result_types: &[],
                loc,
            });
            b.erase_op(root);
            Ok(vec![])
        },
    );
}
