//! Op definitions from ODS for the rewrite programs ([`OpDefs`]): every
//! attribute and property of an ODS op is inherent (printed as
//! `<{...}>`), and the result type inference of ops that declare
//! `InferTypeOpInterface` (the implicit natives
//! `<namespace>::<Op>::inferReturnTypes` DRR needs when it creates such an
//! op without result types), resolved as:
//!
//! 1. a user hook registered under `<namespace>::<Op>::inferReturnTypes`
//!    (or the op's def name + `::inferReturnTypes`): a *constraint*
//!    called with the operands (`!pdl.range<value>`) and the attributes
//!    (a dictionary attribute), returning the result types
//!    (`!pdl.range<type>`); failing is an error;
//! 2. the shipped project set's inference of the op (the project's C++
//!    re-implemented, see [`super::projects`]), when project hooks are on;
//! 3. the `inferReturnTypes` mlir-tblgen generates when ODS determines
//!    every result type ([`derivation`], MLIR's
//!    `populateTypeInferenceInfo`): with `SameOperandsAndResultType` the
//!    type of the first fixed-length operand; else, per result, the type
//!    of an operand or typed attribute in its `AllTypesMatch` group, the
//!    `TypesMatchWith` transform of one, or its buildable type
//!    (`builderCall`), the C++ run on the evaluator. mlir-tblgen gives
//!    such ops `InferTypeOpInterface` even when they do not declare it,
//!    and generates nothing for an op that lists the interface itself
//!    (not through `DeclareOpInterfaceMethods`) unless it has
//!    `SameOperandsAndResultType`;
//! 4. built-ins where ODS facts fix the result types though mlir-tblgen
//!    generates nothing: both `SameOperandsAndResultShape` and
//!    `SameOperandsAndResultElementType` (every result has the first
//!    operand's type);
//! 5. otherwise the inference is unresolved where a pattern needs it.

use super::Library;
use crate::hooks::{HookKind, Hooks, PdlValue};
use crate::ops::{Infer, OpDef, OpDefs};
use crate::view::MatchView;
use patsat_frontend::drr::DrrPattern;
use patsat_frontend::ods::{OdsModel, Op};
use patsat_frontend::pattern::PatternSet;
use patsat_ir::{Attr, Context, Type, Value};
use std::rc::Rc;

/// The inherent attributes of an ODS op: its attributes and properties,
/// and the segment sizes its traits add (`operandSegmentSizes`,
/// `resultSegmentSizes`), all properties in LLVM 22.
pub fn inherent_names(op: &Op) -> Vec<String> {
    let mut out: Vec<String> = op.attributes.iter().map(|a| a.name.clone()).collect();
    out.extend(op.properties.iter().map(|p| p.name.clone()));
    if op.attr_sized_operands() {
        out.push("operandSegmentSizes".to_string());
    }
    if op.attr_sized_results() {
        out.push("resultSegmentSizes".to_string());
    }
    out
}

/// The default value of a `DefaultValuedAttr` (its constant builder with
/// the default's C++ text, evaluated), as MLIR's generated
/// `populateDefaultProperties` sets it on an op created or parsed without
/// the attribute.
pub fn default_value(
    ctx: &mut Context,
    a: &patsat_frontend::ods::Attribute,
    lib: &Library,
) -> Option<Attr> {
    let text = a.default.as_ref()?;
    if a.const_builder.is_empty() {
        return None;
    }
    let snippet =
        patsat_frontend::drr::cpp::substitute(&a.const_builder, |k| (k == 0).then(|| text.clone()));
    let ir = patsat_ir::Ir::new();
    let mut view = crate::view::IrView { ir: &ir, ctx };
    match super::eval_snippet(&mut view, &snippet, &[], lib) {
        Ok(PdlValue::Attr(x)) => Some(x),
        _ => None,
    }
}

/// The implicit native naming an op's type inference.
pub fn inference_name(op: &Op) -> String {
    patsat_frontend::drr::cpp::normalize(&format!(
        "{}::{}::inferReturnTypes",
        op.cpp_namespace, op.cpp_class
    ))
}

/// Does the op declare `InferTypeOpInterface` (its C++ infers types)?
pub fn declares_inference(op: &Op) -> bool {
    op.traits
        .iter()
        .any(|t| t.def_name == "InferTypeOpInterface" || t.cpp.contains("InferTypeOpInterface"))
}

/// The built-in inference of an op whose ODS traits fix its result
/// types though mlir-tblgen generates none (item 3 of the module comment).
fn from_traits(op: &Op) -> Option<Infer> {
    let same = op.has_trait("SameOperandsAndResultShape")
        && op.has_trait("SameOperandsAndResultElementType");
    if !same || op.operands.is_empty() {
        return None;
    }
    let n = op.results.len();
    Some(Infer::Fn(Rc::new(
        move |_: &mut Context, operands: &[Type], _: &[(String, Attr)]| {
            Some(vec![*operands.first()?; n])
        },
    )))
}

/// Where a result type comes from in the inference mlir-tblgen generates.
#[derive(Clone, Debug, PartialEq)]
pub enum Source {
    /// The type of operand value `i`, `i` the index of a fixed-length ODS
    /// operand (as mlir-tblgen reads it, also when a variadic operand
    /// comes before).
    Operand(usize),
    /// The type of the typed attribute named so.
    Attr(String),
    /// A buildable type: its C++ (`$_builder.getIntegerType(1)`).
    Build(String),
    /// A `TypesMatchWith` transformer (C++ with `$_self`) of a source.
    With(Box<Source>, String),
}

/// The result types mlir-tblgen derives for `op` (see the module
/// comment), `None` when it derives none.
pub fn derivation(op: &Op) -> Option<Vec<Source>> {
    use patsat_frontend::ods::{Arity, TypeRelation};
    if op.results.iter().any(|r| r.arity != Arity::Single) {
        return None;
    }
    // mlir-tblgen reads `operands[j]` with `j` the ODS operand index, of
    // a fixed-length operand (also after a variadic one).
    let fixed = |j: usize| op.operands[j].arity == Arity::Single;
    if op.has_trait("SameOperandsAndResultType") {
        let j = op.operands.iter().position(|o| o.arity == Arity::Single)?;
        return Some(vec![Source::Operand(j); op.results.len()]);
    }
    if op
        .traits
        .iter()
        .any(|t| t.def_name == "InferTypeOpInterface")
    {
        return None;
    }
    let relations: Vec<&TypeRelation> = op.traits.iter().filter_map(|t| t.types.as_ref()).collect();
    // A name's type when it is an operand or attribute.
    let direct = |n: &str| -> Option<Source> {
        if let Some(j) = op.operands.iter().position(|o| o.name == n) {
            return fixed(j).then_some(Source::Operand(j));
        }
        op.attributes
            .iter()
            .any(|a| a.name == n)
            .then(|| Source::Attr(n.to_string()))
    };
    fn result_source(
        op: &Op,
        relations: &[&TypeRelation],
        direct: &dyn Fn(&str) -> Option<Source>,
        i: usize,
        visiting: &mut Vec<usize>,
    ) -> Option<Source> {
        if visiting.contains(&i) {
            return None;
        }
        visiting.push(i);
        let name = op.results[i].name.as_str();
        let of = |n: &str, visiting: &mut Vec<usize>| -> Option<Source> {
            if let Some(s) = direct(n) {
                return Some(s);
            }
            let r = op.results.iter().position(|r| r.name == n)?;
            result_source(op, relations, direct, r, visiting)
        };
        let mut found = None;
        for rel in relations {
            if let TypeRelation::AllMatch(names) = rel {
                if names.iter().any(|n| n == name) {
                    for n in names.iter().filter(|n| *n != name) {
                        if found.is_none() {
                            found = of(n, visiting);
                        }
                    }
                }
            }
        }
        for rel in relations {
            if let TypeRelation::MatchWith {
                lhs,
                rhs,
                transformer,
            } = rel
            {
                if found.is_none() && rhs == name {
                    let t = patsat_frontend::drr::cpp::normalize(transformer);
                    found = of(lhs, visiting).map(|s| Source::With(Box::new(s), t));
                }
            }
        }
        let builder = &op.results[i].constraint.builder_call;
        if found.is_none() && !builder.is_empty() {
            found = Some(Source::Build(patsat_frontend::drr::cpp::normalize(builder)));
        }
        visiting.pop();
        found
    }
    (0..op.results.len())
        .map(|i| result_source(op, &relations, &direct, i, &mut Vec::new()))
        .collect()
}

/// The inference of [`derivation`]'s sources, their C++ run on the
/// evaluator.
fn derived(op: &Op, lib: &Rc<Library>) -> Option<Infer> {
    let sources = derivation(op)?;
    if sources.is_empty() {
        return None;
    }
    let lib = Rc::clone(lib);
    Some(Infer::View(Rc::new(
        move |view: &mut dyn MatchView, operands: &[Value], attrs: &[(String, Attr)]| {
            sources
                .iter()
                .map(|s| source_type(view, s, operands, attrs, &lib))
                .collect()
        },
    )))
}

/// The shipped project set's inference of an op (its C++
/// `inferReturnTypes` re-implemented, see [`super::projects`]).
fn from_project(lib: &Library, op: &str) -> Option<Infer> {
    let f = lib.project_inference(op)?;
    Some(Infer::Fn(Rc::new(
        move |ctx: &mut Context, operands: &[Type], attrs: &[(String, Attr)]| {
            f(ctx, operands, attrs)
        },
    )))
}

fn source_type(
    view: &mut dyn MatchView,
    s: &Source,
    operands: &[Value],
    attrs: &[(String, Attr)],
    lib: &Library,
) -> Option<Type> {
    match s {
        Source::Operand(i) => operands.get(*i).map(|&v| view.value_type(v)),
        Source::Attr(n) => {
            let a = attrs.iter().find(|x| &x.0 == n)?.1;
            crate::machine::attr_type(view.ctx_mut(), a)
        }
        Source::Build(call) => match super::eval_snippet(view, call, &[], lib) {
            Ok(PdlValue::Type(t)) => Some(t),
            _ => None,
        },
        Source::With(inner, transformer) => {
            let t = source_type(view, inner, operands, attrs, lib)?;
            match super::eval_snippet(view, transformer, &[PdlValue::Type(t)], lib) {
                Ok(PdlValue::Type(t)) => Some(t),
                _ => None,
            }
        }
    }
}

/// Calls a user inference hook.
fn from_hook(hooks: &Hooks, name: &str) -> Option<Infer> {
    let id = hooks.lookup(HookKind::Constraint, name)?;
    let f = hooks.constraint_fn(id);
    Some(Infer::View(Rc::new(
        move |view: &mut dyn MatchView, operands: &[Value], attrs: &[(String, Attr)]| {
            let dict = view.ctx_mut().dict_attr(attrs.to_vec()).ok()?;
            let args = [
                PdlValue::ValueRange(operands.to_vec()),
                PdlValue::Attr(dict),
            ];
            match f(view, &args)?.as_slice() {
                [PdlValue::TypeRange(ts)] => Some(ts.clone()),
                [PdlValue::Type(t)] => Some(vec![*t]),
                _ => None,
            }
        },
    )))
}

/// Adds the ODS ops to `ops` (inherent attributes, inference) and
/// returns the inferences that patterns of `set` need but nothing
/// provides: implicit native name, and the uses (pattern index, location).
pub fn resolve_inference(
    ctx: &mut Context,
    set: &PatternSet,
    drr: Option<&[DrrPattern]>,
    ods: Option<&OdsModel>,
    hooks: &Hooks,
    lib: &Rc<Library>,
    ops: &mut OpDefs,
) -> Vec<(String, super::Uses)> {
    let Some(model) = ods else { return Vec::new() };
    for op in &model.ops {
        let mut def = ops.get(&op.name).cloned().unwrap_or_default();
        for n in inherent_names(op) {
            if !def.inherent.iter().any(|x| x.0 == n) {
                let default = op
                    .attributes
                    .iter()
                    .find(|a| a.name == n)
                    .and_then(|a| default_value(ctx, a, lib));
                def.inherent.push((n, default));
            }
        }
        if declares_inference(op) || derivation(op).is_some() {
            let name = inference_name(op);
            let by_def = format!("{}::inferReturnTypes", op.def_name);
            if let Some(i) = from_hook(hooks, &name)
                .or_else(|| from_hook(hooks, &by_def))
                .or_else(|| from_project(lib, &op.name))
                .or_else(|| derived(op, lib))
                .or_else(|| from_traits(op))
            {
                def.infer = Some(i);
            }
        }
        let _: &OpDef = &def;
        ops.add(&op.name, def);
    }
    let mut out: Vec<(String, super::Uses)> = Vec::new();
    let Some(drr) = drr else { return out };
    for p in drr {
        for n in p.natives.iter().filter(|n| n.implicit) {
            let Some(op) = n.def.as_deref().and_then(|d| model.op_by_def(d)) else {
                continue;
            };
            if ops.has_type_inference(&op.name) {
                continue;
            }
            let Some(&first) = p.variants.first() else {
                continue;
            };
            let loc = set.patterns.get(first).and_then(|x| x.loc);
            let uses: Vec<(usize, Option<Attr>)> = p.variants.iter().map(|&v| (v, loc)).collect();
            match out.iter_mut().find(|e| e.0 == n.name) {
                Some(e) => e.1.extend(uses),
                None => out.push((n.name.clone(), uses)),
            }
        }
    }
    out
}
