//! What the rewrite programs must know about registered ops when they
//! create one: which attributes are inherent (properties, printed as
//! `<{...}>`, with their default values) and how result types are inferred
//! (`InferTypeOpInterface`, §11.5 of `semantics/greedy.md`). A small
//! built-in table covers the `arith` ops patsat's greedy driver knows; ops
//! without an entry get all attributes as discardable ones and no type
//! inference, as unregistered ops do in MLIR. Loading ODS (`.td`) will
//! fill the same table.

use crate::view::MatchView;
use patsat_ir::{Attr, AttrKind, Context, Type, TypeKind, Value};
use std::collections::BTreeMap;
use std::rc::Rc;

/// Infers result types from operand types and attributes (properties and
/// discardable attributes together); `None` when it cannot.
pub type InferFn = Rc<dyn Fn(&mut Context, &[Type], &[(String, Attr)]) -> Option<Vec<Type>>>;

/// Infers result types from the operands themselves (e.g. a user hook
/// that looks at their defining ops) and the attributes.
pub type InferViewFn =
    Rc<dyn Fn(&mut dyn MatchView, &[Value], &[(String, Attr)]) -> Option<Vec<Type>>>;

/// A result type inference.
#[derive(Clone)]
pub enum Infer {
    /// From operand types and attributes.
    Fn(InferFn),
    /// From the operand values and attributes, on the payload.
    View(InferViewFn),
}

impl std::fmt::Debug for Infer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Infer::Fn(_) => "Infer::Fn",
            Infer::View(_) => "Infer::View",
        })
    }
}

/// What is known about one registered op.
#[derive(Clone, Debug, Default)]
pub struct OpDef {
    /// Inherent attributes, in declaration order, with their default value
    /// (set when the creator does not give one).
    pub inherent: Vec<(String, Option<Attr>)>,
    /// Result type inference (`InferTypeOpInterface`), if the op has it.
    pub infer: Option<Infer>,
}

/// Op definitions by name.
#[derive(Clone, Debug, Default)]
pub struct OpDefs {
    defs: BTreeMap<String, OpDef>,
}

impl OpDefs {
    /// No definitions.
    pub fn new() -> Self {
        Self::default()
    }

    /// The built-in definitions (the `arith` ops), with default attributes
    /// interned in `ctx`.
    pub fn builtin(ctx: &mut Context) -> Self {
        let mut d = OpDefs::new();
        let overflow = attr(ctx, "#arith.overflow<none>");
        let fastmath = attr(ctx, "#arith.fastmath<none>");
        for name in ["addi", "subi", "muli", "shli"] {
            d.add(
                &format!("arith.{name}"),
                same_type(&[("overflowFlags", Some(overflow))]),
            );
        }
        for name in [
            "andi",
            "ori",
            "xori",
            "divsi",
            "divui",
            "remsi",
            "remui",
            "shrsi",
            "shrui",
            "maxsi",
            "maxui",
            "minsi",
            "minui",
            "ceildivsi",
            "ceildivui",
            "floordivsi",
        ] {
            d.add(&format!("arith.{name}"), same_type(&[]));
        }
        for name in [
            "addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf",
        ] {
            d.add(
                &format!("arith.{name}"),
                same_type(&[("fastmath", Some(fastmath))]),
            );
        }
        d.add(
            "arith.constant",
            OpDef {
                inherent: vec![("value".to_string(), None)],
                infer: Some(Infer::Fn(Rc::new(infer_constant))),
            },
        );
        d.add(
            "arith.cmpi",
            OpDef {
                inherent: vec![("predicate".to_string(), None)],
                infer: Some(Infer::Fn(Rc::new(infer_i1_like))),
            },
        );
        d.add(
            "arith.cmpf",
            OpDef {
                inherent: vec![
                    ("fastmath".to_string(), Some(fastmath)),
                    ("predicate".to_string(), None),
                ],
                infer: Some(Infer::Fn(Rc::new(infer_i1_like))),
            },
        );
        d
    }

    /// Adds or replaces a definition.
    pub fn add(&mut self, name: &str, def: OpDef) {
        self.defs.insert(name.to_string(), def);
    }

    /// The definition of `name`, if any.
    pub fn get(&self, name: &str) -> Option<&OpDef> {
        self.defs.get(name)
    }

    /// Whether `name` infers its result types.
    pub fn has_type_inference(&self, name: &str) -> bool {
        self.get(name).is_some_and(|d| d.infer.is_some())
    }

    /// The result types of a new `name` op with these operand types and
    /// attributes (properties and discardable ones), from its type
    /// inference; an error when it has none or it fails.
    pub fn infer_result_types(
        &self,
        view: &mut dyn MatchView,
        name: &str,
        operands: &[Value],
        attrs: &[(String, Attr)],
    ) -> Result<Vec<Type>, String> {
        let infer = self
            .get(name)
            .and_then(|d| d.infer.clone())
            .ok_or_else(|| format!("`{}` cannot infer its result types", name))?;
        let r = match infer {
            Infer::Fn(f) => {
                let types: Vec<Type> = operands.iter().map(|&v| view.value_type(v)).collect();
                f(view.ctx_mut(), &types, attrs)
            }
            Infer::View(f) => f(view, operands, attrs),
        };
        r.ok_or_else(|| format!("failed to infer the result types of `{}`", name))
    }

    /// Whether `attr` is an inherent attribute of `name`.
    pub fn is_inherent(&self, name: &str, attr: &str) -> bool {
        self.get(name)
            .is_some_and(|d| d.inherent.iter().any(|(n, _)| n == attr))
    }
}

/// A built-in attribute literal (known to parse).
fn attr(ctx: &mut Context, text: &str) -> Attr {
    patsat_ir::parse_attribute_str(ctx, "<builtin>", text).unwrap_or_else(|_| ctx.unit_attr())
}

/// An op with `SameOperandsAndResultType`: one result of the first
/// operand's type.
fn same_type(inherent: &[(&str, Option<Attr>)]) -> OpDef {
    OpDef {
        inherent: inherent.iter().map(|(n, a)| (n.to_string(), *a)).collect(),
        infer: Some(Infer::Fn(Rc::new(|_, operands, _| {
            Some(vec![*operands.first()?])
        }))),
    }
}

/// `arith.constant`: the type of its `value`.
fn infer_constant(ctx: &mut Context, _: &[Type], attrs: &[(String, Attr)]) -> Option<Vec<Type>> {
    let (_, v) = attrs.iter().find(|(n, _)| n == "value")?;
    let ty = match ctx.attr_kind(*v) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => *ty,
        AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseString { ty, .. }
        | AttrKind::DenseResource { ty, .. }
        | AttrKind::Sparse { ty, .. } => *ty,
        _ => return None,
    };
    Some(vec![ty])
}

/// Comparisons: `i1`, or an `i1` vector/tensor of the operand's shape.
fn infer_i1_like(ctx: &mut Context, operands: &[Type], _: &[(String, Attr)]) -> Option<Vec<Type>> {
    let i1 = ctx.int_type(1);
    let t = *operands.first()?;
    let ty = match ctx.type_kind(t).clone() {
        TypeKind::Vector {
            shape, scalable, ..
        } => ctx.ty(TypeKind::Vector {
            shape,
            scalable,
            elem: i1,
        }),
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => ctx.ty(TypeKind::RankedTensor {
            shape,
            elem: i1,
            encoding,
        }),
        TypeKind::UnrankedTensor(_) => ctx.ty(TypeKind::UnrankedTensor(i1)),
        _ => i1,
    };
    Some(vec![ty])
}
