//! Lowers checked PDLL ([`Hir`]) to the `PatternSet`, node for node as
//! `mlir-pdll -x=mlir` generates PDL: variables become the PDL values of
//! their initializer or constraints (once per scope), PDLL constraints and
//! rewrites are inlined at each call, native ones become
//! `apply_native_constraint`/`apply_native_rewrite`, and the first
//! operation rewrite statement of a pattern opens its rewriter. Then each
//! pattern is verified with MLIR's PDL rules.

use super::hir::*;
use super::types::Ty;
use crate::pattern::verify::verify_pattern;
use crate::pattern::{
    MatchOp, OperationNode, Pattern, PatternSet, PdlType, Replacement, RewriteOp, ValueId,
};
use crate::source::{SourceMap, Span};
use fxhash::FxHashMap as HashMap;
use patsat_ir::{Attr, AttrKind, Context, Diagnostic, LocKind};

/// The benefit of a pattern without `with benefit(N)`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DefaultBenefit {
    /// The PDLL reference: the number of operations the pattern matches.
    #[default]
    MatchedOps,
    /// LLVM 22's `mlir-pdll`: 0.
    Zero,
}

type R<T> = Result<T, Box<Diagnostic>>;

/// Lowers every pattern; returns the set or the first error (in pattern
/// order, as MLIR's verifier reports).
pub fn lower(
    ctx: &mut Context,
    sm: &SourceMap,
    hir: &Hir,
    benefit: DefaultBenefit,
) -> Result<PatternSet, Diagnostic> {
    let mut set = PatternSet::default();
    for decl in &hir.patterns {
        let mut l = Lowerer {
            ctx,
            sm,
            hir,
            p: Pattern::new(decl.name.clone(), decl.benefit.unwrap_or(0)),
            in_rewrite: false,
            vars: vec![HashMap::default()],
            locs: HashMap::default(),
        };
        l.p.recursion = decl.recursion;
        l.p.loc = Some(l.loc(decl.span));
        l.block(&decl.body).map_err(|d| *d)?;
        let mut p = l.p;
        if decl.benefit.is_none() && benefit == DefaultBenefit::MatchedOps {
            p.benefit = p.matched_op_count().min(u16::MAX as usize) as u16;
        }
        verify_pattern(ctx, &p)?;
        set.patterns.push(p);
    }
    Ok(set)
}

/// A PDL op to emit in the current region (matcher or rewriter).
enum Emit {
    Operand(Option<ValueId>),
    Operands(Option<ValueId>),
    Attribute(Option<ValueId>, Option<Attr>),
    Type(Option<patsat_ir::Type>),
    Types,
    Operation(OperationNode),
    Result(ValueId, u32),
    Results(ValueId, Option<u32>, PdlType),
    Native {
        name: String,
        args: Vec<ValueId>,
        negated: bool,
        results: Vec<PdlType>,
    },
    Replace(ValueId, Replacement),
    Erase(ValueId),
    Range(Vec<ValueId>, PdlType),
}

struct Lowerer<'a> {
    ctx: &'a mut Context,
    sm: &'a SourceMap,
    hir: &'a Hir,
    p: Pattern,
    in_rewrite: bool,
    vars: Vec<HashMap<VarId, Vec<ValueId>>>,
    locs: HashMap<(u32, u32), Attr>,
}

impl Lowerer<'_> {
    fn loc(&mut self, span: Span) -> Attr {
        let key = (span.file.0, span.start);
        if let Some(&a) = self.locs.get(&key) {
            return a;
        }
        let f = self.sm.file(span.file);
        let (line, col) = f.line_col(span.start as usize);
        let file = self.ctx.string_attr(&f.name);
        let a = self.ctx.attr(AttrKind::Location(LocKind::File {
            file,
            line,
            col,
            end: None,
        }));
        self.locs.insert(key, a);
        a
    }

    fn err<T>(&mut self, span: Span, msg: impl Into<String>) -> R<T> {
        let l = self.loc(span);
        Err(Box::new(crate::pattern::verify::diag_at_loc(
            self.ctx,
            Some(l),
            msg,
        )))
    }

    fn emit(&mut self, e: Emit, span: Span) -> R<Vec<ValueId>> {
        let loc = Some(self.loc(span));
        if !self.in_rewrite {
            let (op, tys) = match e {
                Emit::Operand(ty) => (MatchOp::Operand { ty }, vec![PdlType::Value]),
                Emit::Operands(ty) => (MatchOp::Operands { ty }, vec![PdlType::ValueRange]),
                Emit::Attribute(ty, value) => {
                    (MatchOp::Attribute { ty, value }, vec![PdlType::Attribute])
                }
                Emit::Type(constant) => (MatchOp::Type { constant }, vec![PdlType::Type]),
                Emit::Types => (MatchOp::Types { constant: None }, vec![PdlType::TypeRange]),
                Emit::Operation(o) => (MatchOp::Operation(o), vec![PdlType::Operation]),
                Emit::Result(parent, index) => {
                    (MatchOp::Result { parent, index }, vec![PdlType::Value])
                }
                Emit::Results(parent, index, t) => (MatchOp::Results { parent, index }, vec![t]),
                Emit::Native {
                    name,
                    args,
                    negated,
                    results,
                } => (
                    MatchOp::NativeConstraint {
                        name,
                        args,
                        negated,
                    },
                    results,
                ),
                Emit::Replace(..) => {
                    return self.err(span, "'pdl.replace' op expects parent op 'pdl.rewrite'")
                }
                Emit::Erase(..) => {
                    return self.err(span, "'pdl.erase' op expects parent op 'pdl.rewrite'")
                }
                Emit::Range(..) => {
                    return self.err(span, "'pdl.range' op expects parent op 'pdl.rewrite'")
                }
            };
            return Ok(self.p.add_match(op, &tys, loc));
        }
        let (op, tys) = match e {
            Emit::Operand(_) => {
                return self.err(span, "'pdl.operand' op expects parent op 'pdl.pattern'")
            }
            Emit::Operands(_) => {
                return self.err(span, "'pdl.operands' op expects parent op 'pdl.pattern'")
            }
            Emit::Attribute(_, None) => return self.err(
                span,
                "'pdl.attribute' op expected constant value when specified within a `pdl.rewrite`",
            ),
            Emit::Attribute(_, Some(value)) => {
                (RewriteOp::Attribute { value }, vec![PdlType::Attribute])
            }
            Emit::Type(constant) => (RewriteOp::Type { constant }, vec![PdlType::Type]),
            Emit::Types => (
                RewriteOp::Types { constant: None },
                vec![PdlType::TypeRange],
            ),
            Emit::Operation(o) => (RewriteOp::Operation(o), vec![PdlType::Operation]),
            Emit::Result(parent, index) => {
                (RewriteOp::Result { parent, index }, vec![PdlType::Value])
            }
            Emit::Results(parent, index, t) => (RewriteOp::Results { parent, index }, vec![t]),
            Emit::Native {
                name,
                args,
                negated: false,
                results,
            } => (RewriteOp::NativeRewrite { name, args }, results),
            Emit::Native { .. } => {
                return self.err(
                    span,
                    "'pdl.apply_native_constraint' op expects parent op 'pdl.pattern'",
                )
            }
            Emit::Replace(op, with) => (RewriteOp::Replace { op, with }, vec![]),
            Emit::Erase(op) => (RewriteOp::Erase { op }, vec![]),
            Emit::Range(elements, t) => (RewriteOp::Range { elements }, vec![t]),
        };
        Ok(self.p.add_rewrite(op, &tys, loc))
    }

    fn emit1(&mut self, e: Emit, span: Span) -> R<ValueId> {
        Ok(self.emit(e, span)?[0])
    }

    // ---- statements ---------------------------------------------------------

    fn block(&mut self, b: &Block) -> R<()> {
        self.vars.push(HashMap::default());
        let r = b.stmts.iter().try_for_each(|s| self.stmt(s));
        self.vars.pop();
        r
    }

    /// Opens the pattern's rewriter on `root` when a rewrite statement is
    /// directly in the pattern body.
    fn nest_under_rewrite(&mut self, root: ValueId, span: Span) {
        if self.in_rewrite {
            return;
        }
        self.p.rewriter.root = Some(root);
        self.p.rewriter.loc = Some(self.loc(span));
        self.in_rewrite = true;
    }

    fn stmt(&mut self, s: &Stmt) -> R<()> {
        match s {
            Stmt::Let(v) => {
                self.var(*v)?;
            }
            Stmt::Erase { span, root } => {
                let r = self.single(root)?;
                self.nest_under_rewrite(r, *span);
                self.emit(Emit::Erase(r), *span)?;
            }
            Stmt::Replace { span, root, with } => {
                let r = self.single(root)?;
                self.nest_under_rewrite(r, *span);
                let mut vals = Vec::new();
                for w in with {
                    vals.push(self.single(w)?);
                }
                let repl = if vals.len() == 1 && self.p.ty(vals[0]) == PdlType::Operation {
                    Replacement::Op(vals[0])
                } else {
                    Replacement::Values(vals)
                };
                self.emit(Emit::Replace(r, repl), *span)?;
            }
            Stmt::Rewrite { span, root, body } => {
                let r = self.single(root)?;
                self.nest_under_rewrite(r, *span);
                self.block(body)?;
            }
            Stmt::Return(_) => {}
            Stmt::Expr(e) => {
                self.expr(e)?;
            }
        }
        Ok(())
    }

    // ---- variables -------------------------------------------------------------

    fn lookup(&self, v: VarId) -> Option<&Vec<ValueId>> {
        self.vars.iter().rev().find_map(|m| m.get(&v))
    }

    fn var(&mut self, v: VarId) -> R<Vec<ValueId>> {
        if let Some(vals) = self.lookup(v) {
            return Ok(vals.clone());
        }
        let decl = &self.hir.vars[v.0 as usize];
        let vals = match &decl.init {
            Some(init) => self.expr(init)?,
            None => vec![self.non_init_var(decl)?],
        };
        self.apply_constraints(decl, &vals)?;
        if let Some(m) = self.vars.last_mut() {
            m.insert(v, vals.clone());
        }
        Ok(vals)
    }

    fn non_init_var(&mut self, decl: &Var) -> R<ValueId> {
        let type_constraint = |s: &mut Self| -> R<Option<ValueId>> {
            for c in &decl.constraints {
                if let Some(t) = c.kind.type_expr() {
                    return Ok(Some(s.single(t)?));
                }
            }
            Ok(None)
        };
        let span = decl.span;
        match &decl.ty {
            Ty::Value => {
                let t = type_constraint(self)?;
                self.emit1(Emit::Operand(t), span)
            }
            Ty::Type => self.emit1(Emit::Type(None), span),
            Ty::Attr => {
                let t = type_constraint(self)?;
                self.emit1(Emit::Attribute(t, None), span)
            }
            Ty::Op(name, _) => {
                let name = name.as_deref().map(str::to_string);
                let operands = self.emit1(Emit::Operands(None), span)?;
                let types = self.emit1(Emit::Types, span)?;
                self.emit1(
                    Emit::Operation(OperationNode {
                        name,
                        operands: vec![operands],
                        attributes: vec![],
                        result_types: vec![types],
                        regions: vec![],
                    }),
                    span,
                )
            }
            Ty::ValueRange => {
                let t = type_constraint(self)?;
                self.emit1(Emit::Operands(t), span)
            }
            Ty::TypeRange => self.emit1(Emit::Types, span),
            t => self.err(
                span,
                format!(
                    "unable to generate a PDL value for a variable of type `{}`",
                    t
                ),
            ),
        }
    }

    fn apply_constraints(&mut self, decl: &Var, vals: &[ValueId]) -> R<()> {
        for c in &decl.constraints {
            if let Constraint::User(id) = &c.kind {
                self.constraint_call(*id, c.span, vals.to_vec(), false)?;
            }
        }
        Ok(())
    }

    // ---- expressions --------------------------------------------------------------

    fn single(&mut self, e: &Expr) -> R<ValueId> {
        let v = self.expr(e)?;
        match v.as_slice() {
            [x] => Ok(*x),
            _ => self.err(
                e.span,
                format!(
                    "expected a single PDL value for an expression of type `{}`",
                    e.ty
                ),
            ),
        }
    }

    fn expr(&mut self, e: &Expr) -> R<Vec<ValueId>> {
        let span = e.span;
        Ok(match &e.kind {
            ExprKind::Attr(a, _) => vec![self.emit1(Emit::Attribute(None, Some(*a)), span)?],
            ExprKind::Type(t, _) => vec![self.emit1(Emit::Type(Some(*t)), span)?],
            ExprKind::Var(v) => self.var(*v)?,
            // A declaration used as a statement generates nothing.
            ExprKind::Callable(_) => vec![],
            ExprKind::Call {
                callee,
                args,
                negated,
            } => {
                let mut a = Vec::new();
                for x in args {
                    a.push(self.single(x)?);
                }
                match self.hir.callables[callee.0 as usize].kind {
                    DeclKind::Constraint => self.constraint_call(*callee, span, a, *negated)?,
                    DeclKind::Rewrite => self.call(*callee, span, a, false)?,
                }
            }
            ExprKind::Member { parent, name } => vec![self.member(parent, name, &e.ty, span)?],
            ExprKind::AllResults(parent) => {
                let p = self.expr(parent)?;
                let pv = p[0];
                if e.ty == Ty::Value {
                    vec![self.emit1(Emit::Result(pv, 0), span)?]
                } else {
                    vec![self.emit1(Emit::Results(pv, None, PdlType::ValueRange), span)?]
                }
            }
            ExprKind::Op {
                name,
                operands,
                attrs,
                results,
            } => {
                let mut o = OperationNode {
                    name: name.clone(),
                    operands: vec![],
                    attributes: vec![],
                    result_types: vec![],
                    regions: vec![],
                };
                for x in operands {
                    o.operands.push(self.single(x)?);
                }
                for (n, x) in attrs {
                    let v = self.single(x)?;
                    o.attributes.push((n.clone(), v));
                }
                for x in results {
                    o.result_types.push(self.single(x)?);
                }
                vec![self.emit1(Emit::Operation(o), span)?]
            }
            ExprKind::Tuple(elems, _) => {
                let mut out = Vec::new();
                for x in elems {
                    out.push(self.single(x)?);
                }
                out
            }
            ExprKind::Range(elems) => {
                let mut vals = Vec::new();
                for x in elems {
                    vals.extend(self.expr(x)?);
                }
                let t = if e.ty == Ty::TypeRange {
                    PdlType::TypeRange
                } else {
                    PdlType::ValueRange
                };
                vec![self.emit1(Emit::Range(vals, t), span)?]
            }
        })
    }

    fn member(&mut self, parent: &Expr, name: &str, ty: &Ty, span: Span) -> R<ValueId> {
        let p = self.expr(parent)?;
        match &parent.ty {
            Ty::Op(_, ods) => {
                let pv = p[0];
                let index = match ods {
                    None => {
                        let i = name.parse::<u32>().unwrap_or(0);
                        return self.emit1(Emit::Result(pv, i), span);
                    }
                    Some(id) => {
                        let op = &self.hir.ods_ops[*id as usize];
                        if name.bytes().next().is_some_and(|b| b.is_ascii_digit()) {
                            name.parse::<u32>().unwrap_or(0)
                        } else {
                            op.results.iter().position(|r| r.name == name).unwrap_or(0) as u32
                        }
                    }
                };
                let t = if *ty == Ty::Value {
                    PdlType::Value
                } else {
                    PdlType::ValueRange
                };
                self.emit1(Emit::Results(pv, Some(index), t), span)
            }
            Ty::Tuple(_, names) => {
                let i = if name.bytes().next().is_some_and(|b| b.is_ascii_digit()) {
                    name.parse::<usize>().unwrap_or(0)
                } else {
                    names.iter().position(|n| n == name).unwrap_or(0)
                };
                match p.get(i) {
                    Some(v) => Ok(*v),
                    None => self.err(span, format!("invalid member access `{}`", name)),
                }
            }
            _ => self.err(span, format!("invalid member access `{}`", name)),
        }
    }

    fn constraint_call(
        &mut self,
        id: CallableId,
        span: Span,
        args: Vec<ValueId>,
        negated: bool,
    ) -> R<Vec<ValueId>> {
        let c = &self.hir.callables[id.0 as usize];
        for (&input, &a) in c.inputs.iter().zip(&args) {
            let decl = &self.hir.vars[input.0 as usize];
            self.apply_constraints(decl, &[a])?;
        }
        let results = self.call(id, span, args, negated)?;
        let c = &self.hir.callables[id.0 as usize];
        for (&r, &v) in c.results.iter().zip(&results) {
            let decl = &self.hir.vars[r.0 as usize];
            self.apply_constraints(decl, &[v])?;
        }
        Ok(results)
    }

    fn call(
        &mut self,
        id: CallableId,
        span: Span,
        args: Vec<ValueId>,
        negated: bool,
    ) -> R<Vec<ValueId>> {
        let c = &self.hir.callables[id.0 as usize];
        let Some(body) = &c.body else {
            let tys: Vec<Ty> = match &c.result_ty {
                Ty::Tuple(tys, _) => tys.clone(),
                t => vec![t.clone()],
            };
            let mut results = Vec::new();
            for t in &tys {
                match pdl_type(t) {
                    Some(p) => results.push(p),
                    None => {
                        return self.err(
                            span,
                            format!("a native call cannot return a value of type `{}`", t),
                        )
                    }
                }
            }
            return self.emit(
                Emit::Native {
                    name: c.name.clone(),
                    args,
                    negated,
                    results,
                },
                span,
            );
        };
        self.vars.push(HashMap::default());
        for (&input, &a) in c.inputs.iter().zip(&args) {
            if let Some(m) = self.vars.last_mut() {
                m.insert(input, vec![a]);
            }
        }
        let r = self.block(body).and_then(|()| match body.stmts.last() {
            Some(Stmt::Return(e)) => self.expr(e),
            _ => Ok(vec![]),
        });
        self.vars.pop();
        r
    }
}

/// The PDL type of a PDLL value type.
fn pdl_type(t: &Ty) -> Option<PdlType> {
    Some(match t {
        Ty::Attr => PdlType::Attribute,
        Ty::Op(..) => PdlType::Operation,
        Ty::Type => PdlType::Type,
        Ty::Value => PdlType::Value,
        Ty::TypeRange => PdlType::TypeRange,
        Ty::ValueRange => PdlType::ValueRange,
        _ => return None,
    })
}
