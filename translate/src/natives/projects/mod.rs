//! Shipped project hook sets: Rust re-implementations of the C++ helpers
//! a project's DRR files call (free functions, methods of helper objects
//! such as onnx-mlir's `OnnxBuilder`, named constants such as
//! `LAYOUT_2D`) and of its out-of-line ODS builders (`<Op>::build`
//! declared in ODS without a body). Each set is written from the facts of
//! the project's public source; one file per project.
//!
//! They plug into resolution step (d): when the evaluator meets a call of
//! a function it does not know, a user hook registered under the
//! function's name wins, else a shipped helper; a builder native
//! (`<ns>::<Op>::build`) or a custom builder body delegating to an
//! out-of-line builder uses the project's builder of that op.
//!
//! **Scope.** A helper written qualified (`onnx_mlir::isDenseONNXConstant`,
//! or with a trailing part of its namespace, `zhigh::getDefaultSaturation`)
//! always matches. A helper written unqualified (`isDenseONNXConstant`)
//! matches only in pattern files *of that project*: files one of whose
//! patterns matches or creates an op of one of the project's dialects (an
//! onnx-mlir file names `onnx.*` or `zhigh.*` ops). C++ would find the
//! unqualified name through the project's `using namespace`; a file of
//! another project calling a function of the same name means its own.
//! Builders belong to their op, so they are always in scope. Named
//! constants follow the unqualified rule.
//!
//! **Dialect types.** A project whose dialects have C++-defined types
//! (FIRRTL's `!firrtl.uint<8>`, opaque text to patsat) ships their
//! member functions (`getBitWidthOrSentinel()` on a value of such a type
//! goes to the project, never to the builtin type methods), their
//! constructors (`$_builder.getType<UIntType>(1)`) and the result type
//! inference of its ops whose `inferReturnTypes` is C++ (by op name,
//! used where DRR creates such an op without result types). A data
//! member of a helper object (`props.hasUninferredWidth`) reads as its
//! method of that name without arguments.
//!
//! Sets are on by default (`ResolveOptions::project_hooks`), off with
//! `--no-project-hooks`; natives resolved through them report
//! [`super::How::Project`].

pub mod circt;
pub mod onnx_mlir;
pub mod stablehlo;

use super::build::Built;
use super::classes::OpClass;
use super::eval::Env;
use super::value::{err, ER, V};
use patsat_frontend::pattern::{MatchOp, PatternSet, RewriteOp};
use patsat_ir::{Attr, Context, Type, TypeKind, Value};
use std::rc::Rc;

/// A helper function: the evaluator's environment, the template
/// arguments as written, and the evaluated C++ arguments (`$_builder`
/// and `$_loc` included, as the C++ signature has them).
pub type Helper = fn(&mut Env<'_, '_>, &[String], Vec<V>) -> ER<V>;

/// An out-of-line builder of an op: the builder's C++ arguments (without
/// the builder and the state) give the op's result types, operands and
/// attributes.
pub type Builder = fn(&mut Env<'_, '_>, &OpClass, Vec<V>) -> ER<Built>;

/// A named constant (`LAYOUT_2D`, `NNPALevel::M15`).
pub type Constant = fn() -> V;

/// A member function of the project's dialect types: the receiver, the
/// template arguments and the evaluated arguments.
pub type TypeMethod = fn(&mut Env<'_, '_>, Type, &[String], Vec<V>) -> ER<V>;

/// A constructor of a C++ type class of the project
/// (`$_builder.getType<UIntType>(1)`): the evaluated arguments.
pub type TypeCtor = fn(&mut Env<'_, '_>, Vec<V>) -> ER<V>;

/// The C++ result type inference of an op: operand types and attributes
/// (properties and discardable ones) to result types, `None` when the
/// C++ `inferReturnTypes` fails.
pub type Inference = fn(&mut Context, &[Type], &[(String, Attr)]) -> Option<Vec<Type>>;

/// One project's hook set.
pub struct Project {
    /// The project's name, for reports.
    pub name: &'static str,
    /// The C++ namespaces its helpers live in (innermost parts count for
    /// partly qualified names).
    pub namespaces: &'static [&'static str],
    /// The dialects whose patterns are the project's (the unqualified
    /// scope rule).
    pub dialects: &'static [&'static str],
    /// Free functions by qualified name.
    pub functions: &'static [(&'static str, Helper)],
    /// Methods of helper objects, by `<object class>::<method>` (the
    /// receiver is the first argument).
    pub methods: &'static [(&'static str, Helper)],
    /// Named constants by qualified name.
    pub constants: &'static [(&'static str, Constant)],
    /// Out-of-line builders by op name (`zhigh.Stick`).
    pub builders: &'static [(&'static str, Builder)],
    /// The dialects whose types (opaque to patsat) the set models:
    /// member calls on their types go to `type_methods`.
    pub type_dialects: &'static [&'static str],
    /// Member functions of those types, by name.
    pub type_methods: &'static [(&'static str, TypeMethod)],
    /// Constructors of C++ type classes by qualified class name.
    pub types: &'static [(&'static str, TypeCtor)],
    /// C++ result type inference by op name (`firrtl.add`).
    pub inferences: &'static [(&'static str, Inference)],
}

/// The shipped sets.
pub fn shipped() -> &'static [&'static Project] {
    SHIPPED
}

static SHIPPED: &[&Project] = &[&onnx_mlir::PROJECT, &circt::PROJECT, &stablehlo::PROJECT];

/// A project set as one pattern file sees it.
#[derive(Clone, Copy)]
pub struct Scoped {
    /// The set.
    pub project: &'static Project,
    /// Whether unqualified names match (the file is the project's).
    pub unqualified: bool,
}

/// An object of a helper class (`onnx_mlir::OnnxBuilder(b, loc)`): its
/// class and constructor arguments.
#[derive(Clone, Debug)]
pub struct Object {
    /// The qualified class name.
    pub class: &'static str,
    /// The constructor's arguments.
    pub fields: Vec<V>,
}

/// Wraps an object as an evaluator value.
pub fn object(class: &'static str, fields: Vec<V>) -> V {
    V::Obj(Rc::new(Object { class, fields }))
}

/// Whether a pattern set is the project's (see the module comment).
pub fn owns(project: &Project, set: &PatternSet) -> bool {
    let ours = |name: &Option<String>| {
        name.as_deref()
            .and_then(|n| n.split_once('.'))
            .is_some_and(|(d, _)| project.dialects.contains(&d))
    };
    set.patterns.iter().any(|p| {
        p.matcher
            .iter()
            .any(|n| matches!(&n.op, MatchOp::Operation(o) if ours(&o.name)))
            || p.rewriter
                .body
                .iter()
                .any(|n| matches!(&n.op, RewriteOp::Operation(o) if ours(&o.name)))
    })
}

/// The shipped sets scoped for `set`.
pub fn scoped_for(set: &PatternSet) -> Vec<Scoped> {
    shipped()
        .iter()
        .map(|&p| Scoped {
            project: p,
            unqualified: owns(p, set),
        })
        .collect()
}

/// `written` without a leading `::` or `mlir::`.
fn plain(written: &str) -> &str {
    let w = written.trim_start_matches("::");
    w.strip_prefix("mlir::").unwrap_or(w)
}

/// Does `written` name the entry `qualified` of `scope`'s project?
fn names(scope: &Scoped, qualified: &str, written: &str) -> bool {
    let w = plain(written);
    if w == qualified {
        return true;
    }
    match w.split_once("::") {
        // Partly qualified: a suffix of the qualified name whose first
        // part is one of the project's namespace parts.
        Some((first, _)) => {
            qualified.ends_with(&format!("::{}", w))
                && scope
                    .project
                    .namespaces
                    .iter()
                    .any(|ns| ns.split("::").any(|p| p == first))
        }
        None => scope.unqualified && qualified.rsplit("::").next() == Some(w),
    }
}

fn find<T: Copy + 'static>(
    scopes: &[Scoped],
    table: impl Fn(&'static Project) -> &'static [(&'static str, T)],
    written: &str,
) -> Option<T> {
    scopes.iter().find_map(|s| {
        table(s.project)
            .iter()
            .find(|(q, _)| names(s, q, written))
            .map(|(_, f)| *f)
    })
}

impl super::Library {
    /// The shipped helper function a call names, if any in scope.
    pub fn project_function(&self, written: &str) -> Option<Helper> {
        find(&self.projects, |p| p.functions, written)
    }

    /// The shipped constant a name names, if any in scope.
    pub fn project_constant(&self, written: &str) -> Option<Constant> {
        find(&self.projects, |p| p.constants, written)
    }

    /// Whether some shipped helper class or dialect type has a method
    /// `name`.
    pub fn has_project_method(&self, name: &str) -> bool {
        self.projects.iter().any(|s| {
            s.project
                .methods
                .iter()
                .any(|(q, _)| q.rsplit("::").next() == Some(name))
                || s.project.type_methods.iter().any(|(m, _)| *m == name)
        })
    }

    /// The shipped constructor of a C++ type class, if any in scope.
    pub fn project_type(&self, written: &str) -> Option<TypeCtor> {
        find(&self.projects, |p| p.types, written)
    }

    /// The shipped result type inference of an op.
    pub fn project_inference(&self, op: &str) -> Option<Inference> {
        self.projects.iter().find_map(|s| {
            s.project
                .inferences
                .iter()
                .find(|(n, _)| *n == op)
                .map(|(_, f)| *f)
        })
    }

    /// The shipped out-of-line builder of an op.
    pub fn project_builder(&self, op: &str) -> Option<Builder> {
        self.projects.iter().find_map(|s| {
            s.project
                .builders
                .iter()
                .find(|(n, _)| *n == op)
                .map(|(_, b)| *b)
        })
    }
}

impl Env<'_, '_> {
    /// Calls method `name` of a helper object.
    pub fn object_method(
        &mut self,
        obj: Rc<Object>,
        name: &str,
        targs: &[String],
        mut args: Vec<V>,
    ) -> ER<V> {
        let want = format!("{}::{}", obj.class, name);
        let lib = self.lib;
        let f = lib.projects.iter().find_map(|s| {
            s.project
                .methods
                .iter()
                .find(|(q, _)| *q == want)
                .map(|(_, f)| *f)
        });
        match f {
            Some(f) => {
                args.insert(0, V::Obj(obj));
                f(self, targs, args)
            }
            None => err(format!("`{}` has no member `{}`", obj.class, name)),
        }
    }

    /// Calls member `name` on a type of a dialect a shipped set models
    /// (`None` when no set models the type's dialect or that member: the
    /// builtin type methods apply).
    pub fn project_type_method(
        &mut self,
        t: Type,
        name: &str,
        targs: &[String],
        args: Vec<V>,
    ) -> Option<ER<V>> {
        let lib = self.lib;
        let f = match self.ctx().type_kind(t) {
            TypeKind::Opaque { dialect, .. } => lib
                .projects
                .iter()
                .filter(|s| s.project.type_dialects.contains(&dialect.as_str()))
                .find_map(|s| {
                    s.project
                        .type_methods
                        .iter()
                        .find(|(m, _)| *m == name)
                        .map(|(_, f)| *f)
                })?,
            _ => return None,
        };
        Some(f(self, t, targs, args))
    }
}

/// Creates an op of the payload (a rewrite only) at `loc`.
pub(crate) fn create(
    env: &mut Env<'_, '_>,
    name: &str,
    operands: &[Value],
    props: &[(String, Attr)],
    types: &[Type],
    loc: Attr,
) -> ER<V> {
    let name = env.ctx().op_name(name);
    let super::eval::Site::Rewrite(b) = &mut env.site else {
        return err("ops are created only in rewrites");
    };
    let op = b.create_op(crate::view::NewOp {
        name,
        operands,
        props,
        attrs: &[],
        result_types: types,
        loc,
    });
    Ok(V::Op(op))
}

/// Argument helpers for the sets: each a diagnostic, never a panic, when
/// a snippet passes the wrong kind of value.
pub mod args {
    use super::super::eval::Env;
    use super::super::value::{err, EvalError, ER, V};
    use patsat_ir::{Attr, Type, Value};

    /// Checks the number of arguments.
    pub fn count(what: &str, args: &[V], n: usize) -> ER<()> {
        if args.len() == n {
            Ok(())
        } else {
            err(format!(
                "`{}` takes {} arguments, got {}",
                what,
                n,
                args.len()
            ))
        }
    }

    /// A `Value` argument.
    pub fn value(env: &mut Env<'_, '_>, what: &str, v: &V) -> ER<Value> {
        match v {
            V::Value(x) => Ok(*x),
            V::Op(o) if env.view().num_results(*o) == 1 => Ok(env.view().result(*o, 0)),
            _ => err(format!("`{}` expects a value", what)),
        }
    }

    /// An attribute argument (`None` for a null one).
    pub fn attr(what: &str, v: &V) -> ER<Option<Attr>> {
        match v {
            V::Attr(a) => Ok(Some(*a)),
            V::Null => Ok(None),
            _ => err(format!("`{}` expects an attribute", what)),
        }
    }

    /// A type argument (a value's type for a value).
    pub fn ty(env: &mut Env<'_, '_>, what: &str, v: &V) -> ER<Type> {
        match v {
            V::Type(t) => Ok(*t),
            V::Value(x) => Ok(env.view().value_type(*x)),
            _ => err(format!("`{}` expects a type", what)),
        }
    }

    /// An integer argument (C++ integers, `APInt`, integer attributes).
    pub fn int(env: &mut Env<'_, '_>, what: &str, v: &V) -> ER<i128> {
        let ctx = env.ctx();
        v.as_int(ctx)
            .ok_or_else(|| EvalError(format!("`{}` expects an integer", what)))
    }

    /// A floating-point argument.
    pub fn float(env: &mut Env<'_, '_>, what: &str, v: &V) -> ER<f64> {
        let ctx = env.ctx();
        v.as_float(ctx)
            .ok_or_else(|| EvalError(format!("`{}` expects a number", what)))
    }
}
