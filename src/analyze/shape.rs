//! The shape of a pattern's matcher as a term rooted at its root op — op
//! names, operand positions, constant attributes and types — and the
//! unification of two shapes: if two shapes unify, some IR may match both
//! patterns at one root op, and the unified shape is such a witness. What
//! shapes do not capture (equal-value constraints, native constraints,
//! uses) only makes matchers more selective, so "do not unify" is exact
//! and "unify" means "may overlap".

use patsat_frontend::pattern::{MatchOp, Pattern, PdlType, ValueDef, ValueId};
use patsat_ir::{Attr, Context, Type};

/// A value position in a matcher.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Any value (`_`), optionally of a constant type.
    Any(Option<Type>),
    /// A result of an op of this shape.
    Op(Box<OpShape>),
}

/// An operation in a matcher.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpShape {
    /// Its name (`None`: any op).
    pub name: Option<String>,
    /// Its operands, or `None` when a range makes their number open.
    pub operands: Option<Vec<Shape>>,
    /// Attributes it must have, with their constant value if any.
    pub attrs: Vec<(String, Option<Attr>)>,
    /// Its result types (`None` in a slot: any type), or `None` when open.
    pub results: Option<Vec<Option<Type>>>,
}

/// Most nesting followed (matchers are acyclic; this only bounds work).
const MAX_DEPTH: usize = 32;

/// The constant type of a `!pdl.type` value, if it has one.
fn const_type(p: &Pattern, v: ValueId) -> Option<Type> {
    match p.values.get(v.index())?.def {
        ValueDef::Match(m, _) => match &p.matcher[m.index()].op {
            MatchOp::Type { constant } => *constant,
            _ => None,
        },
        ValueDef::Rewrite(..) => None,
    }
}

/// The shape of the op that defines a `!pdl.operation` value.
pub fn op_shape(p: &Pattern, op: ValueId) -> Option<OpShape> {
    op_at(p, op, 0)
}

fn op_at(p: &Pattern, op: ValueId, depth: usize) -> Option<OpShape> {
    let ValueDef::Match(m, _) = p.values.get(op.index())?.def else {
        return None;
    };
    let MatchOp::Operation(o) = &p.matcher[m.index()].op else {
        return None;
    };
    let mut operands = Some(Vec::new());
    for &v in &o.operands {
        if p.ty(v) != PdlType::Value {
            operands = None;
            break;
        }
        if let Some(list) = &mut operands {
            list.push(value_shape(p, v, depth + 1));
        }
    }
    let attrs = o
        .attributes
        .iter()
        .map(|(name, v)| {
            let value = match p.values[v.index()].def {
                ValueDef::Match(m, _) => match &p.matcher[m.index()].op {
                    MatchOp::Attribute { value, .. } => *value,
                    _ => None,
                },
                ValueDef::Rewrite(..) => None,
            };
            (name.clone(), value)
        })
        .collect();
    let mut results = Some(Vec::new());
    for &t in &o.result_types {
        if p.ty(t) != PdlType::Type {
            results = None;
            break;
        }
        if let Some(list) = &mut results {
            list.push(const_type(p, t));
        }
    }
    Some(OpShape {
        name: o.name.clone(),
        operands,
        attrs,
        results,
    })
}

fn value_shape(p: &Pattern, v: ValueId, depth: usize) -> Shape {
    let ValueDef::Match(m, _) = p.values[v.index()].def else {
        return Shape::Any(None);
    };
    match &p.matcher[m.index()].op {
        MatchOp::Operand { ty } => Shape::Any(ty.and_then(|t| const_type(p, t))),
        MatchOp::Result { parent, .. } | MatchOp::Results { parent, .. } if depth < MAX_DEPTH => {
            match op_at(p, *parent, depth) {
                Some(o) => Shape::Op(Box::new(o)),
                None => Shape::Any(None),
            }
        }
        _ => Shape::Any(None),
    }
}

fn unify_type(a: Option<Type>, b: Option<Type>) -> Result<Option<Type>, ()> {
    match (a, b) {
        (Some(x), Some(y)) if x != y => Err(()),
        (x, y) => Ok(x.or(y)),
    }
}

/// Unifies two value shapes (`None`: no value matches both).
pub fn unify(a: &Shape, b: &Shape) -> Option<Shape> {
    match (a, b) {
        (Shape::Any(x), Shape::Any(y)) => Some(Shape::Any(unify_type(*x, *y).ok()?)),
        // A typed operand may be an op's result of that type: kept open.
        (Shape::Any(_), s @ Shape::Op(_)) | (s @ Shape::Op(_), Shape::Any(_)) => Some(s.clone()),
        (Shape::Op(x), Shape::Op(y)) => Some(Shape::Op(Box::new(unify_op(x, y)?))),
    }
}

/// Unifies two lists element by element; `None` (an open list) takes
/// the other. The outer `None`: they do not unify.
fn unify_lists<T: Clone>(
    a: &Option<Vec<T>>,
    b: &Option<Vec<T>>,
    f: impl Fn(&T, &T) -> Option<T>,
) -> Option<Option<Vec<T>>> {
    match (a, b) {
        (Some(x), Some(y)) if x.len() != y.len() => None,
        (Some(x), Some(y)) => Some(Some(
            x.iter()
                .zip(y)
                .map(|(p, q)| f(p, q))
                .collect::<Option<Vec<_>>>()?,
        )),
        (x, y) => Some(x.clone().or(y.clone())),
    }
}

/// Unifies two op shapes (`None`: no op matches both).
pub fn unify_op(a: &OpShape, b: &OpShape) -> Option<OpShape> {
    let name = match (&a.name, &b.name) {
        (Some(x), Some(y)) if x != y => return None,
        (x, y) => x.clone().or(y.clone()),
    };
    let operands = unify_lists(&a.operands, &b.operands, unify)?;
    let mut attrs = a.attrs.clone();
    for (n, v) in &b.attrs {
        match attrs.iter_mut().find(|(m, _)| m == n) {
            Some((_, w)) => match (*w, *v) {
                (Some(x), Some(y)) if x != y => return None,
                (x, y) => *w = x.or(y),
            },
            None => attrs.push((n.clone(), *v)),
        }
    }
    attrs.sort_by(|x, y| x.0.cmp(&y.0));
    let results = unify_lists(&a.results, &b.results, |p, q| unify_type(*p, *q).ok())?;
    Some(OpShape {
        name,
        operands,
        attrs,
        results,
    })
}

/// A shape as text: `x.mul(_, x.add(_, _ : i32)) {value = 0 : i32}`.
pub fn show_op(ctx: &Context, o: &OpShape) -> String {
    let mut s = o.name.clone().unwrap_or_else(|| "<any op>".into());
    match &o.operands {
        None => s.push_str("(...)"),
        Some(ops) => {
            let parts: Vec<String> = ops.iter().map(|v| show(ctx, v)).collect();
            s += &format!("({})", parts.join(", "));
        }
    }
    let consts: Vec<String> = o
        .attrs
        .iter()
        .filter_map(|(n, v)| {
            v.map(|a| format!("{} = {}", n, patsat_ir::printer::attr_to_string(ctx, a)))
        })
        .collect();
    if !consts.is_empty() {
        s += &format!(" {{{}}}", consts.join(", "));
    }
    if let Some(rs) = &o.results {
        if rs.iter().any(Option::is_some) {
            let ts: Vec<String> = rs
                .iter()
                .map(|t| match t {
                    Some(t) => patsat_ir::printer::type_to_string(ctx, *t),
                    None => "_".into(),
                })
                .collect();
            s += &format!(" -> ({})", ts.join(", "));
        }
    }
    s
}

fn show(ctx: &Context, v: &Shape) -> String {
    match v {
        Shape::Any(None) => "_".into(),
        Shape::Any(Some(t)) => format!("_ : {}", patsat_ir::printer::type_to_string(ctx, *t)),
        Shape::Op(o) => show_op(ctx, o),
    }
}
