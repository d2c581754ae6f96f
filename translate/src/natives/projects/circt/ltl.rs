//! The LTL helpers of CIRCT's `LTLFolds.td` (`LTLFolds.cpp`): value range
//! concatenation and inlining of nested `ltl.concat` inputs; the LTL type
//! classes (`LTLTypes.td`: parameterless `!ltl.sequence`,
//! `!ltl.property`).

use crate::natives::eval::Env;
use crate::natives::value::{err, ER, V};
use patsat_ir::TypeKind;

fn ltl_type(env: &mut Env<'_, '_>, a: &[V], name: &str) -> ER<V> {
    if !a.is_empty() {
        return err(format!("`{}` has no parameters", name));
    }
    Ok(V::Type(env.ctx().ty(TypeKind::Opaque {
        dialect: "ltl".to_string(),
        body: format!(".{}", name),
    })))
}

/// `SequenceType::get(ctx)`: `!ltl.sequence`.
pub(super) fn sequence_type(env: &mut Env<'_, '_>, a: Vec<V>) -> ER<V> {
    ltl_type(env, &a, "sequence")
}

/// `PropertyType::get(ctx)`: `!ltl.property`.
pub(super) fn property_type(env: &mut Env<'_, '_>, a: Vec<V>) -> ER<V> {
    ltl_type(env, &a, "property")
}

/// The values of a `ValueRange` argument (a range, or one value).
fn values(env: &mut Env<'_, '_>, what: &str, v: V) -> ER<Vec<V>> {
    match v {
        V::List(xs) => Ok(xs),
        V::Value(_) => Ok(vec![v]),
        V::Op(o) => {
            let view = env.view();
            Ok((0..view.num_results(o))
                .map(|i| V::Value(view.result(o, i)))
                .collect())
        }
        _ => err(format!("`{}` expects a range of values", what)),
    }
}

/// `concatValues(ValueRange a, ValueRange b)`: `a` then `b`.
pub(super) fn concat_values(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    let [x, y]: [V; 2] = a
        .try_into()
        .map_err(|_| crate::natives::value::EvalError("`concatValues` takes 2 arguments".into()))?;
    let mut out = values(env, "concatValues", x)?;
    out.extend(values(env, "concatValues", y)?);
    Ok(V::List(out))
}

/// `flattenConcats(ValueRange values)`: each value defined by an
/// `ltl.concat` replaced by that op's inputs, the others kept, in order.
pub(super) fn flatten_concats(env: &mut Env<'_, '_>, _: &[String], a: Vec<V>) -> ER<V> {
    let [x]: [V; 1] = a.try_into().map_err(|_| {
        crate::natives::value::EvalError("`flattenConcats` takes 1 argument".into())
    })?;
    let mut out = Vec::new();
    for v in values(env, "flattenConcats", x)? {
        let V::Value(val) = v else {
            return err("`flattenConcats` expects values");
        };
        let view = env.view();
        match view.defining_op(val, 0) {
            Some(op) if view.ctx().op_name_str(view.op_name(op)) == "ltl.concat" => {
                out.extend((0..view.num_operands(op)).map(|i| V::Value(view.operand(op, i))));
            }
            _ => out.push(V::Value(val)),
        }
    }
    Ok(V::List(out))
}
