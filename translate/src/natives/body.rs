//! ODS builder bodies run by the evaluator
//! ([`patsat_frontend::drr::cppstmt`] statements): the builder's
//! parameters bound to its arguments, declarations and assignments as
//! locals, `if`/`else`, `assert`, `push_back`/`append` on local lists, and
//! the two ways a body builds its op: a delegation to another builder
//! (`build($_builder, $_state, args...)`, its arguments evaluated) and
//! direct additions to the operation state (`$_state.addOperands`,
//! `addTypes`, `addAttribute`). The body's result is what it delegated to
//! and what it added; [`super::build`] turns it into the op.

use super::eval::Env;
use super::value::{err, EvalError, ER, V};
use patsat_frontend::drr::cppexpr::{Expr, Placeholder};
use patsat_frontend::drr::cppstmt::{parse_block, Stmt};
use patsat_ir::{Attr, Type, Value};

/// What a builder body did.
#[derive(Default)]
pub struct BodyRun {
    /// The arguments of the `build(...)` it delegated to, if it did.
    pub delegated: Option<Vec<V>>,
    /// Operands it added to the state.
    pub operands: Vec<Value>,
    /// Result types it added.
    pub types: Vec<Type>,
    /// Attributes it added, by name.
    pub attrs: Vec<(String, Attr)>,
}

/// The operation state, as a body names it (`$_state`, or the generated
/// parameter `odsState`).
fn is_state(e: &Expr) -> bool {
    matches!(e, Expr::Ph(Placeholder::State))
        || matches!(e, Expr::Name(p, t) if t.is_empty() && p.len() == 1 && p[0] == "odsState")
}

/// The builder, as a body names it.
fn is_builder(e: &Expr) -> bool {
    matches!(e, Expr::Ph(Placeholder::Builder))
        || matches!(e, Expr::Name(p, t) if t.is_empty() && p.len() == 1 && p[0] == "odsBuilder")
}

/// A statement that only a builder body has: a delegation, a state
/// addition, a local list mutation or an assertion (its receiver and
/// arguments; `None` for plain expressions).
pub enum Special<'e> {
    /// `build($_builder, $_state, args...)`.
    Build(&'e [Expr]),
    /// `$_state.<method>(args...)`.
    State(&'e str, &'e [Expr]),
    /// `local.push_back(args...)` and friends.
    Push(&'e str, &'e [Expr]),
    /// `assert(c)`.
    Assert(&'e [Expr]),
}

/// Recognizes the statements of [`Special`].
pub fn special(e: &Expr) -> Option<Special<'_>> {
    let Expr::Call(callee, args) = e else {
        return None;
    };
    match &**callee {
        Expr::Name(p, _) if p.len() == 1 && p[0] == "build" => match args.as_slice() {
            [b, s, rest @ ..] if is_builder(b) && is_state(s) => Some(Special::Build(rest)),
            _ => None,
        },
        Expr::Name(p, _) if p.len() == 1 && p[0] == "assert" => Some(Special::Assert(args)),
        Expr::Member(recv, m, _, _) if is_state(recv) => Some(Special::State(m, args)),
        Expr::Member(recv, m, _, _)
            if matches!(m.as_str(), "push_back" | "emplace_back" | "append") =>
        {
            match &**recv {
                Expr::Name(p, t) if p.len() == 1 && t.is_empty() => {
                    Some(Special::Push(&p[0], args))
                }
                _ => None,
            }
        }
        _ => None,
    }
}

impl Env<'_, '_> {
    /// Runs a builder body with its parameters bound to `args`.
    pub fn run_builder_body(
        &mut self,
        b: &patsat_frontend::ods::Builder,
        args: Vec<V>,
    ) -> ER<BodyRun> {
        let stmts = parse_block(&b.body).map_err(|e| EvalError(e.0))?;
        let n = self.locals.len();
        self.locals.push(("odsBuilder".to_string(), V::Builder));
        for ((_, name), a) in b.params.iter().zip(args) {
            self.locals.push((name.clone(), a));
        }
        let mut run = BodyRun::default();
        let r = self.run_stmts(&stmts, &mut run);
        self.locals.truncate(n);
        r.map(|_| run)
    }

    /// Runs statements; `true` when one returned.
    fn run_stmts(&mut self, stmts: &[Stmt], run: &mut BodyRun) -> ER<bool> {
        for s in stmts {
            match s {
                Stmt::Decl(ty, name, init) => {
                    let v = match init {
                        Some(e) => self.eval(e)?,
                        None if ty.starts_with("SmallVector") || ty.contains("vector<") => {
                            V::List(Vec::new())
                        }
                        None => V::Null,
                    };
                    self.locals.push((name.clone(), v));
                }
                Stmt::Assign(name, e) => {
                    let v = self.eval(e)?;
                    match self.locals.iter_mut().rev().find(|l| &l.0 == name) {
                        Some(l) => l.1 = v,
                        None => return err(format!("assignment to unknown `{}`", name)),
                    }
                }
                Stmt::If(c, then, other) => {
                    let branch = if self.eval(c)?.truthy() { then } else { other };
                    let n = self.locals.len();
                    let r = self.run_stmts(branch, run);
                    self.locals.truncate(n);
                    if r? {
                        return Ok(true);
                    }
                }
                Stmt::Return(_) => return Ok(true),
                Stmt::Expr(e) => self.run_expr_stmt(e, run)?,
            }
        }
        Ok(false)
    }

    fn run_expr_stmt(&mut self, e: &Expr, run: &mut BodyRun) -> ER<()> {
        match special(e) {
            Some(Special::Build(args)) => {
                if run.delegated.is_some() {
                    return err("a builder body that builds twice");
                }
                run.delegated = Some(self.eval_args(args)?);
            }
            Some(Special::Assert(args)) => {
                let a = self.eval_args(args)?;
                if !a.first().is_some_and(V::truthy) {
                    return err("an assertion of the builder body fails");
                }
            }
            Some(Special::Push(name, args)) => {
                let a = self.eval_args(args)?;
                let Some(l) = self.locals.iter_mut().rev().find(|l| l.0 == name) else {
                    return err(format!("`{}` is not a local list", name));
                };
                match &mut l.1 {
                    V::List(xs) => {
                        for x in a {
                            match x {
                                V::List(ys) => xs.extend(ys),
                                x => xs.push(x),
                            }
                        }
                    }
                    _ => return err(format!("`{}` is not a local list", name)),
                }
            }
            Some(Special::State(method, args)) => {
                let a = self.eval_args(args)?;
                self.state_call(method, a, run)?;
            }
            None => {
                self.eval(e)?;
            }
        }
        Ok(())
    }

    fn state_call(&mut self, method: &str, a: Vec<V>, run: &mut BodyRun) -> ER<()> {
        let flat = |a: Vec<V>| -> Vec<V> {
            a.into_iter()
                .flat_map(|x| match x {
                    V::List(xs) => xs,
                    x => vec![x],
                })
                .collect()
        };
        match method {
            "addOperands" => {
                for x in flat(a) {
                    match x {
                        V::Value(v) => run.operands.push(v),
                        V::Op(o) if self.view().num_results(o) == 1 => {
                            let v = self.view().result(o, 0);
                            run.operands.push(v)
                        }
                        _ => return err("addOperands of a non-value"),
                    }
                }
            }
            "addTypes" => {
                for x in flat(a) {
                    match x {
                        V::Type(t) => run.types.push(t),
                        _ => return err("addTypes of a non-type"),
                    }
                }
            }
            "addAttribute" => {
                let [name, value] = a.as_slice() else {
                    return err("addAttribute takes a name and an attribute");
                };
                let ctx = self.ctx();
                let name = name
                    .as_str(ctx)
                    .ok_or_else(|| EvalError("addAttribute with a non-string name".into()))?;
                match value {
                    V::Attr(x) => run.attrs.push((name, *x)),
                    V::Null => {}
                    _ => return err("addAttribute of a non-attribute"),
                }
            }
            other => return err(format!("`$_state.{}` is not modelled", other)),
        }
        Ok(())
    }
}
