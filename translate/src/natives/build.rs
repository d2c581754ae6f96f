//! Ops built the way their C++ builders build them, from ODS: a custom
//! builder's body is run with its parameters bound ([`super::body`]:
//! locals, `if`, delegation to a generated builder
//! `build($_builder, $_state, <result types>, <operands>, <attributes>)`
//! or to another custom builder, `$_state.addOperands/addTypes/
//! addAttribute`), and a generated builder takes the result types,
//! operands and attributes in ODS order. This gives the
//! result types of `<Op>::build` natives (DRR's nested ops without type
//! deduction) and the ops of `Op::create($_builder, $_loc, ...)` /
//! `$_builder.create<Op>($_loc, ...)` in snippets.

use super::classes::OpClass;
use super::eval::{Env, Site};
use super::value::{err, ER, V};
use patsat_ir::{Attr, Type, Value};

/// What a builder call gives.
#[derive(Default)]
pub struct Built {
    /// Result types.
    pub types: Vec<Type>,
    /// Operands.
    pub operands: Vec<Value>,
    /// Attributes (null ones left out), by ODS name.
    pub attrs: Vec<(String, Attr)>,
}

/// Whether a builder body parses as statements the evaluator runs (see
/// [`super::body`]); which functions it calls is checked where it is
/// resolved.
pub fn parses(body: &str) -> bool {
    patsat_frontend::drr::cppstmt::parse_block(body).is_ok()
}

impl Env<'_, '_> {
    /// Calls a builder of `class` with `args` (builder and location left
    /// out): a custom builder taking as many parameters, its body run,
    /// else the generated one taking result types, operands and
    /// attributes.
    pub fn ods_build(&mut self, class: &OpClass, args: Vec<V>) -> ER<Built> {
        self.ods_build_at(class, args, 0)
    }

    /// [`Env::ods_build`], `depth` delegations deep. A custom builder
    /// declared without a body (defined out of line in C++) is the
    /// shipped project builder of the op, if any; a body may delegate to
    /// such a builder (its first argument is then not a result type).
    fn ods_build_at(&mut self, class: &OpClass, args: Vec<V>, depth: usize) -> ER<Built> {
        if depth > 4 {
            return err(format!("builders of `{}` delegate too deep", class.name));
        }
        let out_of_line = class
            .builders
            .iter()
            .any(|b| b.params.len() == args.len() && b.body.trim().is_empty());
        if out_of_line {
            if let Some(f) = self.lib.project_builder(&class.name) {
                return f(self, class, args);
            }
        }
        let custom = class
            .builders
            .iter()
            .find(|b| b.params.len() == args.len() && !b.body.trim().is_empty());
        let Some(b) = custom else {
            return self.generated_build(class, args);
        };
        let run = self.run_builder_body(b, args)?;
        let mut built = match run.delegated {
            Some(vals) => {
                let to_custom = !matches!(vals.first(), Some(V::Type(_) | V::List(_)))
                    && class.builders.iter().any(|b| b.params.len() == vals.len());
                if to_custom {
                    self.ods_build_at(class, vals, depth + 1)?
                } else {
                    self.generated_build(class, vals)?
                }
            }
            None => Built::default(),
        };
        built.types.extend(run.types);
        built.operands.extend(run.operands);
        built.attrs.extend(run.attrs);
        Ok(built)
    }

    /// The generated builder: result types, operands, attributes.
    pub fn generated_build(&mut self, class: &OpClass, args: Vec<V>) -> ER<Built> {
        let (nr, no, na) = (class.results.len(), class.operands.len(), class.attrs.len());
        if args.len() != nr + no + na {
            return err(format!(
                "no builder of `{}` takes {} arguments ({} results, {} operands, {} attributes)",
                class.name,
                args.len(),
                nr,
                no,
                na
            ));
        }
        let mut it = args.into_iter();
        let mut types = Vec::new();
        for _ in 0..nr {
            match it.next() {
                Some(V::Type(t)) => types.push(t),
                Some(V::List(ts)) => {
                    for t in ts {
                        match t {
                            V::Type(t) => types.push(t),
                            _ => return err("a result type range holds a non-type"),
                        }
                    }
                }
                _ => return err("expected a result type"),
            }
        }
        let mut operands = Vec::new();
        for _ in 0..no {
            match it.next() {
                Some(V::Value(v)) => operands.push(v),
                Some(V::Op(o)) if self.view().num_results(o) == 1 => {
                    operands.push(self.view().result(o, 0))
                }
                Some(V::List(vs)) => {
                    for v in vs {
                        match v {
                            V::Value(v) => operands.push(v),
                            _ => return err("an operand range holds a non-value"),
                        }
                    }
                }
                Some(V::Null) => {}
                _ => return err("expected an operand"),
            }
        }
        let mut attrs = Vec::new();
        for (name, _) in &class.attrs {
            match it.next() {
                Some(V::Attr(a)) => attrs.push((name.clone(), a)),
                Some(V::Null) => {}
                _ => return err(format!("expected an attribute for `{}`", name)),
            }
        }
        Ok(Built {
            types,
            operands,
            attrs,
        })
    }

    /// Creates an op of `class` (a rewrite only) from builder arguments.
    pub fn create_op(&mut self, class: &OpClass, args: Vec<V>) -> ER<V> {
        let args: Vec<V> = args
            .into_iter()
            .filter(|a| !matches!(a, V::Builder | V::Loc(_) | V::Ctx))
            .collect();
        let built = self.ods_build(class, args)?;
        let name = self.ctx().op_name(&class.name);
        let loc = self.ctx().unknown_loc();
        let Site::Rewrite(b) = &mut self.site else {
            return err("ops are created only in rewrites");
        };
        let op = b.create_op(crate::view::NewOp {
            name,
            operands: &built.operands,
            props: &built.attrs,
            attrs: &[],
            result_types: &built.types,
            loc,
        });
        Ok(V::Op(op))
    }
}
