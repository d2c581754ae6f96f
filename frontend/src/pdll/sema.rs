//! Semantic analysis of PDLL: resolves names in scopes, types every
//! expression, applies PDLL's conversion rules and checks every rule of the
//! language, with `mlir-pdll`'s messages at `mlir-pdll`'s positions. It
//! walks the syntax tree in source order and stops at the first error, as
//! `mlir-pdll` does (warnings are collected and go on). Includes are
//! processed here, in place: `.pdll` files are parsed and checked in the
//! same scope, `.td` files go to the [`OdsLoader`].

use super::ast::{self, DeclKind};
use super::hir::*;
use super::ods::{OdsConstraintKind, OdsLoader, OdsOperation};
use super::types::Ty;
use crate::source::{FileId, SourceMap, Span};
use fxhash::FxHashMap as HashMap;
use patsat_ir::{Context, Diagnostic, Severity};
use std::path::PathBuf;

type R<T> = Result<T, Box<Diagnostic>>;

/// Where the parser is, which decides what may be written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ctx {
    Global,
    Constraint,
    PatternMatch,
    Rewrite,
}

/// How an operation's result types are found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ResultCtx {
    Explicit,
    Replacement,
    Interface,
}

/// A named declaration in a scope.
#[derive(Clone, Copy, Debug)]
enum Decl {
    Var(VarId),
    Callable(CallableId),
    Pattern(Span),
}

/// Inputs of a run besides the tree.
pub struct SemaInput<'a> {
    /// The files (included files are added).
    pub sources: &'a mut SourceMap,
    /// Interns literals.
    pub ctx: &'a mut Context,
    /// `-I` directories.
    pub include_dirs: &'a [PathBuf],
    /// Loads `.td` includes.
    pub ods: &'a mut dyn OdsLoader,
}

/// Checks a parsed module; returns the checked tree and the warnings, or
/// the first error (with the warnings before it).
pub fn check(
    input: SemaInput<'_>,
    module: &ast::Module,
) -> (Result<Hir, Diagnostic>, Vec<Diagnostic>) {
    let mut s = Sema {
        sm: input.sources,
        ctx: input.ctx,
        include_dirs: input.include_dirs,
        ods: input.ods,
        hir: Hir::default(),
        scopes: vec![HashMap::default()],
        cx: Ctx::Global,
        anon: 0,
        warnings: Vec::new(),
        ods_by_name: HashMap::default(),
        include_depth: 0,
        syntax_errors: Vec::new(),
    };
    s.syntax_errors.push(module.errors.first().cloned());
    let r = s.items(&module.items);
    let warnings = std::mem::take(&mut s.warnings);
    match r {
        Ok(()) => (Ok(s.hir), warnings),
        Err(d) => (Err(*d), warnings),
    }
}

struct Sema<'a> {
    sm: &'a mut SourceMap,
    ctx: &'a mut Context,
    include_dirs: &'a [PathBuf],
    ods: &'a mut dyn OdsLoader,
    hir: Hir,
    scopes: Vec<HashMap<String, Decl>>,
    cx: Ctx,
    anon: u32,
    warnings: Vec<Diagnostic>,
    ods_by_name: HashMap<String, u32>,
    include_depth: usize,
    /// The first syntax error of each file being checked (innermost last).
    syntax_errors: Vec<Option<Diagnostic>>,
}

impl Sema<'_> {
    // ---- diagnostics -------------------------------------------------------

    fn err<T>(&self, span: Span, msg: impl Into<String>) -> R<T> {
        Err(Box::new(self.sm.error(span, msg)))
    }

    fn err_note<T>(&self, span: Span, msg: impl Into<String>, note_at: Span, note: &str) -> R<T> {
        let mut d = self.sm.error(span, msg);
        d.notes.push(self.sm.diag(Severity::Note, note_at, note));
        Err(Box::new(d))
    }

    /// The first syntax error of the current file.
    fn syntax_error<T>(&self) -> R<T> {
        match self.syntax_errors.last().cloned().flatten() {
            Some(d) => Err(Box::new(d)),
            None => Err(Box::new(Diagnostic::bare(
                Severity::Error,
                "<unknown>",
                "syntax error",
            ))),
        }
    }

    fn decl_span(&self, d: Decl) -> Span {
        match d {
            Decl::Var(v) => self.hir.vars[v.0 as usize].span,
            Decl::Callable(c) => self.hir.callables[c.0 as usize].span,
            Decl::Pattern(s) => s,
        }
    }

    // ---- scopes ----------------------------------------------------------------

    fn lookup(&self, name: &str) -> Option<Decl> {
        self.scopes.iter().rev().find_map(|s| s.get(name).copied())
    }

    fn check_define(&self, name: &str, span: Span) -> R<()> {
        if let Some(prev) = self.lookup(name) {
            return self.err_note(
                span,
                format!("`{}` has already been defined", name),
                self.decl_span(prev),
                "see previous definition here",
            );
        }
        Ok(())
    }

    fn add(&mut self, name: &str, d: Decl) {
        if let Some(s) = self.scopes.last_mut() {
            s.insert(name.to_string(), d);
        }
    }

    fn new_var(&mut self, v: Var) -> VarId {
        self.hir.vars.push(v);
        VarId(self.hir.vars.len() as u32 - 1)
    }

    fn var(&self, v: VarId) -> &Var {
        &self.hir.vars[v.0 as usize]
    }

    fn callable(&self, c: CallableId) -> &Callable {
        &self.hir.callables[c.0 as usize]
    }

    /// Defines a variable; `_` and unnamed ones are not added to the scope.
    fn define_var(
        &mut self,
        name: &Name,
        ty: Ty,
        init: Option<Expr>,
        cs: Vec<ConstraintUse>,
    ) -> R<VarId> {
        let visible = !name.text.is_empty() && name.text != "_";
        if visible {
            self.check_define(&name.text, name.span)?;
        }
        let id = self.new_var(Var {
            name: name.text.clone(),
            span: name.span,
            ty,
            init,
            constraints: cs,
        });
        if visible {
            self.add(&name.text, Decl::Var(id));
        }
        Ok(id)
    }

    // ---- items -------------------------------------------------------------

    fn items(&mut self, items: &[ast::Item]) -> R<()> {
        for item in items {
            match item {
                ast::Item::Error(_) => return self.syntax_error(),
                ast::Item::Directive { directive, file } => {
                    self.directive(directive, file.as_ref())?
                }
                ast::Item::Pattern(p) => {
                    let pat = self.pattern(p)?;
                    if let Some(n) = &p.name {
                        self.check_define(&n.text, n.span)?;
                        self.add(&n.text, Decl::Pattern(n.span));
                    }
                    self.hir
                        .items
                        .push(TopItem::Pattern(self.hir.patterns.len()));
                    self.hir.patterns.push(pat);
                }
                ast::Item::UserDecl(d) => {
                    let id = self.user_decl(d)?;
                    let c = self.callable(id);
                    let (name, span) = (c.name.clone(), c.span);
                    self.check_define(&name, span)?;
                    self.add(&name, Decl::Callable(id));
                    self.hir.items.push(TopItem::Callable(id));
                }
            }
        }
        Ok(())
    }

    fn directive(&mut self, directive: &ast::Name, file: Option<&ast::Name>) -> R<()> {
        if directive.text != "#include" {
            return self.err(
                directive.span,
                format!("unknown directive `{}`", directive.text),
            );
        }
        let Some(file) = file else {
            return self.err(
                directive.span,
                "expected string file name after `include` directive",
            );
        };
        let name = &file.text;
        let is_pdll = name.ends_with(".pdll");
        if !is_pdll && !name.ends_with(".td") {
            return self.err(
                file.span,
                "expected include filename to end with `.pdll` or `.td`",
            );
        }
        let Some(path) = self
            .sm
            .resolve_include(file.span.file, name, self.include_dirs)
        else {
            return self.err(file.span, format!("unable to open include file `{}`", name));
        };
        if !is_pdll {
            return match self.ods.load(&path, self.include_dirs) {
                Ok(import) => {
                    self.import_ods(import, file.span);
                    Ok(())
                }
                Err(msg) => self.err(
                    file.span,
                    format!("error while processing include file `{}`: {}", name, msg),
                ),
            };
        }
        if self.include_depth >= 64 {
            return self.err(file.span, format!("include nesting too deep at `{}`", name));
        }
        let id = match self.sm.load(&path) {
            Ok(id) => id,
            Err(_) => {
                return self.err(file.span, format!("unable to open include file `{}`", name))
            }
        };
        let module = super::parse::parse(self.sm, id).map_err(Box::new)?;
        self.include_depth += 1;
        self.syntax_errors.push(module.errors.first().cloned());
        let r = self.items(&module.items);
        self.syntax_errors.pop();
        self.include_depth -= 1;
        r
    }

    fn import_ods(&mut self, import: super::ods::OdsImport, at: Span) {
        for op in import.operations {
            if self.ods_by_name.contains_key(&op.name) {
                continue;
            }
            self.ods_by_name
                .insert(op.name.clone(), self.hir.ods_ops.len() as u32);
            self.hir.ods_ops.push(op);
        }
        for c in import.constraints {
            if self.lookup(&c.name).is_some() {
                continue;
            }
            let (ty, kind) = match c.kind {
                OdsConstraintKind::Attr => (Ty::Attr, Constraint::Attr(None)),
                OdsConstraintKind::Type => (Ty::Type, Constraint::Type),
                OdsConstraintKind::OpInterface => (Ty::any_op(), Constraint::Op(None)),
            };
            let arg = self.new_var(Var {
                name: "self".into(),
                span: at,
                ty,
                init: None,
                constraints: vec![ConstraintUse { kind, span: at }],
            });
            self.hir.callables.push(Callable {
                kind: DeclKind::Constraint,
                name: c.name.clone(),
                span: at,
                inputs: vec![arg],
                results: vec![],
                result_ty: Ty::unit(),
                body: None,
                code: Some(c.code),
            });
            let id = CallableId(self.hir.callables.len() as u32 - 1);
            self.add(&c.name, Decl::Callable(id));
            self.hir.items.push(TopItem::Callable(id));
        }
    }

    fn ods_op(&self, name: Option<&str>) -> Option<u32> {
        name.and_then(|n| self.ods_by_name.get(n).copied())
    }

    fn ods(&self, id: u32) -> &OdsOperation {
        &self.hir.ods_ops[id as usize]
    }

    fn ods_span(&self, id: u32, fallback: Span) -> Span {
        let _ = id;
        fallback
    }

    // ---- patterns ----------------------------------------------------------------

    fn pattern(&mut self, p: &ast::PatternDecl) -> R<PatternDecl> {
        let saved = std::mem::replace(&mut self.cx, Ctx::PatternMatch);
        let r = self.pattern_inner(p);
        self.cx = saved;
        r
    }

    fn pattern_inner(&mut self, p: &ast::PatternDecl) -> R<PatternDecl> {
        let mut benefit: Option<(u16, Span)> = None;
        let mut recursion: Option<Span> = None;
        for m in &p.metadata {
            match m.name.text.as_str() {
                "benefit" => {
                    if let Some((_, prev)) = benefit {
                        return self.err_note(
                            m.name.span,
                            "pattern benefit has already been specified",
                            prev,
                            "see previous definition here",
                        );
                    }
                    let Some(arg) = &m.arg else {
                        return self.err(m.name.span, "expected `(` before pattern benefit");
                    };
                    let Ok(v) = arg.text.parse::<u16>() else {
                        return self.err(
                            arg.span,
                            "expected pattern benefit to fit within a 16-bit integer",
                        );
                    };
                    benefit = Some((v, m.name.span));
                }
                "recursion" => {
                    if let Some(prev) = recursion {
                        return self.err_note(
                            m.name.span,
                            "pattern recursion metadata has already been specified",
                            prev,
                            "see previous definition here",
                        );
                    }
                    recursion = Some(m.name.span);
                }
                _ => return self.err(m.name.span, "unknown pattern metadata"),
            }
        }
        let body = match &p.body {
            ast::Body::Lambda(stmt) => {
                self.scopes.push(HashMap::default());
                let r = self.stmt(stmt);
                self.scopes.pop();
                let s = r?;
                if !stmt.is_op_rewrite() {
                    return self.err(
                        stmt.span(),
                        "expected Pattern lambda body to contain a single operation rewrite statement, such as `erase`, `replace`, or `rewrite`",
                    );
                }
                Block { stmts: vec![s] }
            }
            ast::Body::Block(b) => {
                let body = self.block(b)?;
                let mut found = None;
                for (i, s) in b.stmts.iter().enumerate() {
                    if matches!(s, ast::Stmt::Return { .. }) {
                        return self.err(
                            s.span(),
                            "`return` statements are only permitted within a `Constraint` or `Rewrite` body",
                        );
                    }
                    if s.is_op_rewrite() {
                        found = Some(i);
                        break;
                    }
                }
                let Some(i) = found else {
                    return self.err(
                        p.span,
                        "expected Pattern body to terminate with an operation rewrite statement, such as `erase`",
                    );
                };
                if let Some(next) = b.stmts.get(i + 1) {
                    return self.err(
                        next.span(),
                        "Pattern body was terminated by an operation rewrite statement, but found trailing statements",
                    );
                }
                body
            }
        };
        Ok(PatternDecl {
            name: p.name.as_ref().map(|n| n.text.clone()),
            span: p.span,
            benefit: benefit.map(|b| b.0),
            recursion: recursion.is_some(),
            body,
        })
    }

    // ---- user constraints and rewrites ----------------------------------------------

    fn user_decl(&mut self, d: &ast::UserDecl) -> R<CallableId> {
        let kind_cx = match d.kind {
            DeclKind::Constraint => Ctx::Constraint,
            DeclKind::Rewrite => Ctx::Rewrite,
        };
        let saved = std::mem::replace(&mut self.cx, kind_cx);
        let r = self.user_decl_inner(d);
        self.cx = saved;
        r
    }

    fn user_decl_inner(&mut self, d: &ast::UserDecl) -> R<CallableId> {
        let (name, name_span) = match &d.name {
            Some(n) => (n.text.clone(), n.span),
            None => {
                if !d.inline {
                    return self.err(d.after_kw, "expected identifier name");
                }
                let prefix = match d.kind {
                    DeclKind::Constraint => "constraint",
                    DeclKind::Rewrite => "rewrite",
                };
                let n = format!("<anonymous_{}_{}>", prefix, self.anon);
                self.anon += 1;
                (n, d.span)
            }
        };
        // Arguments, in their own scope (reused by the body).
        self.scopes.push(HashMap::default());
        let mut inputs = Vec::new();
        for a in &d.args {
            match self.sig_var(&a.name, &a.constraint) {
                Ok(v) => inputs.push(v),
                Err(e) => {
                    self.scopes.pop();
                    return Err(e);
                }
            }
        }
        let arg_scope = self.scopes.pop().unwrap_or_default();
        // Results, in a scope of their own that the body does not see.
        self.scopes.push(HashMap::default());
        let mut results = Vec::new();
        for r in &d.results {
            if let (None, ast::ConstraintKind::Named(n)) = (&r.name, &r.constraint.kind) {
                let is_constraint = matches!(self.lookup(&n.text), Some(Decl::Callable(c)) if self.callable(c).kind == DeclKind::Constraint);
                if !is_constraint {
                    self.scopes.pop();
                    let at = self.after_trivia(n.span.file, n.span.end as usize);
                    return self.err(at, "expected `:` before result constraint");
                }
            }
            let unnamed = ast::Name {
                text: String::new(),
                span: r.constraint.span,
            };
            match self.sig_var(r.name.as_ref().unwrap_or(&unnamed), &r.constraint) {
                Ok(v) => results.push(v),
                Err(e) => {
                    self.scopes.pop();
                    return Err(e);
                }
            }
        }
        self.scopes.pop();
        let mut result_ty = if results.len() == 1 {
            self.var(results[0]).ty.clone()
        } else {
            Ty::Tuple(
                results.iter().map(|&r| self.var(r).ty.clone()).collect(),
                results.iter().map(|&r| self.var(r).name.clone()).collect(),
            )
        };
        if results.len() == 1 && !self.var(results[0]).name.is_empty() {
            return self.err(
                self.var(results[0]).span,
                "cannot create a single-element tuple with an element label",
            );
        }
        let kw = d.kind.keyword();
        let (body, code) = match &d.body {
            ast::DeclBody::Native(code) => {
                if code.is_none() && d.inline {
                    return self.err(
                        name_span,
                        "external declarations must be declared in global scope",
                    );
                }
                (None, code.clone())
            }
            ast::DeclBody::Lambda(stmt, end) => {
                self.scopes.push(arg_scope);
                self.scopes.push(HashMap::default());
                let r = self.stmt(stmt);
                self.scopes.pop();
                self.scopes.pop();
                let s = r?;
                let s = match (d.kind, s) {
                    (DeclKind::Rewrite, s) if stmt.is_op_rewrite() => s,
                    (_, Stmt::Expr(e)) => Stmt::Return(e),
                    (DeclKind::Constraint, _) => {
                        return self.err(
                            stmt.span(),
                            "expected `Constraint` lambda body to contain a single expression",
                        )
                    }
                    (DeclKind::Rewrite, _) => return self.err(
                        stmt.span(),
                        "expected `Rewrite` lambda body to contain a single expression or an operation rewrite statement; such as `erase`, `replace`, or `rewrite`",
                    ),
                };
                let has_return = matches!(s, Stmt::Return(_));
                if !has_return && !results.is_empty() {
                    let end = self.after_trivia(d.span.file, *end);
                    return self.err(
                        end,
                        format!(
                            "missing return in a `{}` expected to return `{}`",
                            kw, result_ty
                        ),
                    );
                }
                (Some(Block { stmts: vec![s] }), None)
            }
            ast::DeclBody::Block(b) => {
                self.scopes.push(arg_scope);
                let r = self.block(b);
                self.scopes.pop();
                let body = r?;
                let ret = b
                    .stmts
                    .iter()
                    .position(|s| matches!(s, ast::Stmt::Return { .. }));
                match ret {
                    Some(i) => {
                        if let Some(next) = b.stmts.get(i + 1) {
                            return self.err(
                                next.span(),
                                format!(
                                    "`return` terminated the `{}` body, but found trailing statements afterwards",
                                    kw
                                ),
                            );
                        }
                    }
                    None if !results.is_empty() => {
                        let end = Span::new(b.span.file, b.span.end as usize, b.span.end as usize);
                        return self.err(
                            end,
                            format!(
                                "missing return in a `{}` expected to return `{}`",
                                kw, result_ty
                            ),
                        );
                    }
                    None => {}
                }
                (Some(body), None)
            }
        };
        let mut body = body;
        if let Some(b) = &mut body {
            if let Some(Stmt::Return(e)) = b.stmts.last_mut() {
                if results.is_empty() {
                    result_ty = e.ty.clone();
                } else {
                    self.convert(e, &result_ty, None)?;
                }
            }
        }
        self.hir.callables.push(Callable {
            kind: d.kind,
            name: name.clone(),
            span: name_span,
            inputs,
            results,
            result_ty,
            body,
            code,
        });
        let id = CallableId(self.hir.callables.len() as u32 - 1);
        if d.inline {
            self.check_define(&name, name_span)?;
            self.add(&name, Decl::Callable(id));
        }
        Ok(id)
    }

    /// The position of the first token at or after `pos`.
    fn after_trivia(&self, file: FileId, pos: usize) -> Span {
        let text = &self.sm.file(file).text;
        let mut pos = pos.min(text.len());
        loop {
            while pos < text.len() && text[pos].is_ascii_whitespace() {
                pos += 1;
            }
            if text[pos..].starts_with(b"//") {
                while pos < text.len() && text[pos] != b'\n' {
                    pos += 1;
                }
                continue;
            }
            return Span::new(file, pos, pos);
        }
    }

    /// An argument or result variable.
    fn sig_var(&mut self, name: &ast::Name, c: &ast::ConstraintRef) -> R<VarId> {
        let mut type_constraint = None;
        let cu = self.constraint(c, &mut type_constraint, false)?;
        let mut ty = None;
        self.validate_constraint(&cu, &mut ty)?;
        let ty = ty.unwrap_or(Ty::Value);
        self.define_var(name, ty, None, vec![cu])
    }

    // ---- constraints -----------------------------------------------------------

    fn constraint_list(&mut self, cs: &[ast::ConstraintRef]) -> R<Vec<ConstraintUse>> {
        let mut type_constraint = None;
        let mut out = Vec::new();
        for c in cs {
            out.push(self.constraint(c, &mut type_constraint, true)?);
        }
        Ok(out)
    }

    fn type_arg(
        &mut self,
        t: &Option<ast::TypeArg>,
        type_constraint: &mut Option<Span>,
        allow_inline: bool,
    ) -> R<Option<Expr>> {
        let Some(t) = t else { return Ok(None) };
        if !allow_inline {
            return self.err(
                t.less,
                "inline `Attr`, `Value`, and `ValueRange` type constraints are not permitted on arguments or results",
            );
        }
        if let Some(prev) = *type_constraint {
            return self.err_note(
                t.less,
                "the type of this variable has already been constrained",
                prev,
                "see previous constraint location here",
            );
        }
        let e = self.expr(&t.expr)?;
        *type_constraint = Some(e.span);
        Ok(Some(e))
    }

    fn constraint(
        &mut self,
        c: &ast::ConstraintRef,
        type_constraint: &mut Option<Span>,
        allow_inline: bool,
    ) -> R<ConstraintUse> {
        let kind = match &c.kind {
            ast::ConstraintKind::Attr(t) => {
                Constraint::Attr(self.type_arg(t, type_constraint, allow_inline)?)
            }
            ast::ConstraintKind::Op(n) => {
                if self.cx == Ctx::Rewrite && n.as_ref().is_some_and(|n| n.name.is_none()) {
                    // `Op<>` is allowed everywhere for constraints.
                }
                Constraint::Op(
                    n.as_ref()
                        .and_then(|n| n.name.as_ref())
                        .map(|n| n.text.clone()),
                )
            }
            ast::ConstraintKind::Type => Constraint::Type,
            ast::ConstraintKind::TypeRange => Constraint::TypeRange,
            ast::ConstraintKind::Value(t) => {
                Constraint::Value(self.type_arg(t, type_constraint, allow_inline)?)
            }
            ast::ConstraintKind::ValueRange(t) => {
                Constraint::ValueRange(self.type_arg(t, type_constraint, allow_inline)?)
            }
            ast::ConstraintKind::Named(n) => match self.lookup(&n.text) {
                None => {
                    return self.err(
                        c.span,
                        format!("unknown reference to constraint `{}`", n.text),
                    )
                }
                Some(Decl::Callable(id)) if self.callable(id).kind == DeclKind::Constraint => {
                    Constraint::User(id)
                }
                Some(d) => {
                    return self.err_note(
                        c.span,
                        "invalid reference to non-constraint",
                        self.decl_span(d),
                        &format!("see the definition of `{}` here", n.text),
                    )
                }
            },
            ast::ConstraintKind::Inline(d) => Constraint::User(self.user_decl(d)?),
        };
        Ok(ConstraintUse { kind, span: c.span })
    }

    fn validate_constraints(&mut self, cs: &[ConstraintUse], ty: &mut Option<Ty>) -> R<()> {
        for c in cs {
            self.validate_constraint(c, ty)?;
        }
        Ok(())
    }

    fn validate_constraint(&mut self, c: &ConstraintUse, ty: &mut Option<Ty>) -> R<()> {
        let cty = match &c.kind {
            Constraint::Attr(t) | Constraint::Value(t) => {
                if let Some(t) = t {
                    if t.ty != Ty::Type {
                        return self
                            .err(t.span, "expected expression of `Type` in type constraint");
                    }
                }
                if matches!(c.kind, Constraint::Attr(_)) {
                    Ty::Attr
                } else {
                    Ty::Value
                }
            }
            Constraint::ValueRange(t) => {
                if let Some(t) = t {
                    if t.ty != Ty::TypeRange {
                        return self.err(
                            t.span,
                            "expected expression of `TypeRange` in type constraint",
                        );
                    }
                }
                Ty::ValueRange
            }
            Constraint::Op(n) => Ty::Op(
                n.as_deref().map(std::rc::Rc::from),
                self.ods_op(n.as_deref()),
            ),
            Constraint::Type => Ty::Type,
            Constraint::TypeRange => Ty::TypeRange,
            Constraint::User(id) => {
                let cal = self.callable(*id);
                if cal.inputs.len() != 1 {
                    return self.err_note(
                        c.span,
                        format!(
                            "`Constraint`s applied via a variable constraint list must take a single input, but got {}",
                            cal.inputs.len()
                        ),
                        cal.span,
                        "see definition of constraint here",
                    );
                }
                self.var(cal.inputs[0]).ty.clone()
            }
        };
        match ty {
            None => *ty = Some(cty),
            Some(cur) => match cur.refine_with(&cty) {
                Some(m) => *ty = Some(m),
                None => {
                    return self.err(
                        c.span,
                        format!(
                            "constraint type `{}` is incompatible with the previously inferred type `{}`",
                            cty, cur
                        ),
                    )
                }
            },
        }
        Ok(())
    }

    // ---- statements -----------------------------------------------------------

    fn block(&mut self, b: &ast::Block) -> R<Block> {
        self.scopes.push(HashMap::default());
        let mut stmts = Vec::new();
        for s in &b.stmts {
            match self.stmt(s) {
                Ok(s) => stmts.push(s),
                Err(e) => {
                    self.scopes.pop();
                    return Err(e);
                }
            }
        }
        self.scopes.pop();
        Ok(Block { stmts })
    }

    fn stmt(&mut self, s: &ast::Stmt) -> R<Stmt> {
        match s {
            ast::Stmt::Let {
                name,
                constraints,
                init,
                ..
            } => {
                if name.text == "_" {
                    return self.err(
                        name.span,
                        "`_` may only be used to define \"inline\" variables",
                    );
                }
                let cs = self.constraint_list(constraints)?;
                let init = match init {
                    Some(e) => {
                        let e = self.expr(e)?;
                        for c in &cs {
                            if c.kind.type_expr().is_some() {
                                return self.err(
                                    c.span,
                                    "type constraints are not permitted on variables with initializers",
                                );
                            }
                        }
                        Some(e)
                    }
                    None => None,
                };
                Ok(Stmt::Let(self.create_var(name, init, cs)?))
            }
            ast::Stmt::Erase { span, root } => {
                if self.cx == Ctx::Constraint {
                    return self.err(*span, "`erase` cannot be used within a Constraint");
                }
                let root = self.expr(root)?;
                if !root.ty.is_op() {
                    return self.err(root.span, "expected `Op` expression");
                }
                Ok(Stmt::Erase { span: *span, root })
            }
            ast::Stmt::Replace {
                span,
                root,
                with,
                parenthesized,
            } => {
                if self.cx == Ctx::Constraint {
                    return self.err(*span, "`replace` cannot be used within a Constraint");
                }
                let root = self.expr(root)?;
                let saved = std::mem::replace(&mut self.cx, Ctx::Rewrite);
                let r = self.replace_values(*span, with, *parenthesized);
                self.cx = saved;
                let mut vals = r?;
                if !root.ty.is_op() {
                    return self.err(
                        root.span,
                        format!("expected `Op` expression, but got `{}`", root.ty),
                    );
                }
                let to_values = vals.len() > 1;
                for v in &mut vals {
                    if v.ty.is_op() {
                        if to_values {
                            let e = std::mem::replace(v, placeholder());
                            *v = all_results(e, Ty::ValueRange);
                        }
                        continue;
                    }
                    if v.ty != Ty::Value && v.ty != Ty::ValueRange {
                        return self.err(
                            v.span,
                            format!(
                                "expected `Op`, `Value` or `ValueRange` expression, but got `{}`",
                                v.ty
                            ),
                        );
                    }
                }
                Ok(Stmt::Replace {
                    span: *span,
                    root,
                    with: vals,
                })
            }
            ast::Stmt::Rewrite { span, root, body } => {
                if self.cx == Ctx::Constraint {
                    return self.err(*span, "`rewrite` cannot be used within a Constraint");
                }
                let root = self.expr(root)?;
                let saved = std::mem::replace(&mut self.cx, Ctx::Rewrite);
                let r = self.block(body);
                self.cx = saved;
                let b = r?;
                for s in &body.stmts {
                    if matches!(s, ast::Stmt::Return { .. }) {
                        return self.err(
                            s.span(),
                            "`return` statements are only permitted within a `Constraint` or `Rewrite` body",
                        );
                    }
                }
                if !root.ty.is_op() {
                    return self.err(
                        root.span,
                        format!("expected `Op` expression, but got `{}`", root.ty),
                    );
                }
                Ok(Stmt::Rewrite {
                    span: *span,
                    root,
                    body: b,
                })
            }
            ast::Stmt::Return { expr, .. } => Ok(Stmt::Return(self.expr(expr)?)),
            ast::Stmt::Expr(e) => Ok(Stmt::Expr(self.expr(e)?)),
            ast::Stmt::Error(_) => self.syntax_error(),
        }
    }

    fn replace_values(&mut self, kw: Span, with: &[ast::Expr], paren: bool) -> R<Vec<Expr>> {
        if paren && with.is_empty() {
            return self.err(
                kw,
                "expected at least one replacement value, consider using `erase` if no replacement values are desired",
            );
        }
        let mut out = Vec::new();
        for w in with {
            if !paren && matches!(w.kind, ast::ExprKind::Op { .. }) {
                out.push(self.op_expr(w, ResultCtx::Replacement)?);
            } else {
                out.push(self.expr(w)?);
            }
        }
        Ok(out)
    }

    fn create_var(
        &mut self,
        name: &ast::Name,
        init: Option<Expr>,
        cs: Vec<ConstraintUse>,
    ) -> R<VarId> {
        let mut ty = None;
        self.validate_constraints(&cs, &mut ty)?;
        let mut init = init;
        let ty = match (&mut init, ty) {
            (Some(e), None) => e.ty.clone(),
            (Some(e), Some(t)) => match t.refine_with(&e.ty) {
                Some(m) => m,
                None => {
                    self.convert(e, &t, None)?;
                    t
                }
            },
            (None, Some(t)) => t,
            (None, None) => {
                return self.err_note(
                    name.span,
                    format!("unable to infer type for variable `{}`", name.text),
                    name.span,
                    "the type of a variable must be inferable from the constraint list or the initializer",
                )
            }
        };
        if matches!(ty, Ty::Constraint | Ty::Rewrite) {
            return self.err(
                name.span,
                format!("unable to define variable of `{}` type", ty),
            );
        }
        self.define_var(name, ty, init, cs)
    }

    // ---- expressions -------------------------------------------------------------

    fn expr(&mut self, e: &ast::Expr) -> R<Expr> {
        match &e.kind {
            ast::ExprKind::AttrLit(s) => {
                let a = match patsat_ir::parse_attribute_str(self.ctx, "attr", s) {
                    Ok(a) => a,
                    Err(d) => {
                        let why = d.first().map(|d| d.message.clone()).unwrap_or_default();
                        return self.err(
                            e.span,
                            format!("invalid attribute literal `{}`: {}", s, why),
                        );
                    }
                };
                Ok(Expr {
                    kind: ExprKind::Attr(a, s.clone()),
                    ty: Ty::Attr,
                    span: e.span,
                })
            }
            ast::ExprKind::TypeLit(s) => {
                let t = match patsat_ir::parse_type_str(self.ctx, "type", s) {
                    Ok(t) => t,
                    Err(d) => {
                        let why = d.first().map(|d| d.message.clone()).unwrap_or_default();
                        return self.err(e.span, format!("invalid type literal `{}`: {}", s, why));
                    }
                };
                Ok(Expr {
                    kind: ExprKind::Type(t, s.clone()),
                    ty: Ty::Type,
                    span: e.span,
                })
            }
            ast::ExprKind::Ref(n) => self.decl_ref(n),
            ast::ExprKind::InlineVar { name, constraints } => {
                let cs = self.constraint_list(constraints)?;
                let mut ty = None;
                self.validate_constraints(&cs, &mut ty)?;
                let ty = ty.unwrap_or(Ty::Value);
                let v = self.define_var(name, ty.clone(), None, cs)?;
                Ok(Expr {
                    kind: ExprKind::Var(v),
                    ty,
                    span: name.span,
                })
            }
            ast::ExprKind::Op { .. } => self.op_expr(e, ResultCtx::Explicit),
            ast::ExprKind::Tuple(elems) => {
                let mut used: HashMap<&str, Span> = HashMap::default();
                let mut out = Vec::new();
                let mut names = Vec::new();
                for (n, el) in elems {
                    if let Some(n) = n {
                        if let Some(prev) = used.get(n.text.as_str()) {
                            return self.err_note(
                                n.span,
                                format!("duplicate tuple element label `{}`", n.text),
                                *prev,
                                "see previous label use here",
                            );
                        }
                        used.insert(&n.text, n.span);
                    }
                    names.push(n.as_ref().map(|n| n.text.clone()).unwrap_or_default());
                    out.push(self.expr(el)?);
                }
                for el in &out {
                    if matches!(el.ty, Ty::Constraint | Ty::Rewrite | Ty::Tuple(..)) {
                        return self.err(
                            el.span,
                            format!("unable to build a tuple with `{}` element", el.ty),
                        );
                    }
                }
                let ty = Ty::Tuple(out.iter().map(|e| e.ty.clone()).collect(), names.clone());
                Ok(Expr {
                    kind: ExprKind::Tuple(out, names),
                    ty,
                    span: e.span,
                })
            }
            ast::ExprKind::Call {
                callee,
                args,
                negated,
            } => {
                let callee = self.expr(callee)?;
                let mut a = Vec::new();
                for x in args {
                    a.push(self.expr(x)?);
                }
                self.call(e.span, callee, a, *negated)
            }
            ast::ExprKind::Member { parent, member } => {
                let p = self.expr(parent)?;
                let ty = self.member_type(&p, &member.text, e.span)?;
                Ok(Expr {
                    kind: ExprKind::Member {
                        parent: Box::new(p),
                        name: member.text.clone(),
                    },
                    ty,
                    span: e.span,
                })
            }
            ast::ExprKind::Decl(d) => {
                let saved = self.cx;
                let id = self.user_decl(d);
                self.cx = saved;
                let id = id?;
                let ty = match d.kind {
                    DeclKind::Constraint => Ty::Constraint,
                    DeclKind::Rewrite => Ty::Rewrite,
                };
                Ok(Expr {
                    kind: ExprKind::Callable(id),
                    ty,
                    span: self.callable(id).span,
                })
            }
        }
    }

    fn decl_ref(&mut self, n: &ast::Name) -> R<Expr> {
        let Some(d) = self.lookup(&n.text) else {
            return self.err(n.span, format!("undefined reference to `{}`", n.text));
        };
        let (kind, ty) = match d {
            Decl::Var(v) => (ExprKind::Var(v), self.var(v).ty.clone()),
            Decl::Callable(c) => (
                ExprKind::Callable(c),
                match self.callable(c).kind {
                    DeclKind::Constraint => Ty::Constraint,
                    DeclKind::Rewrite => Ty::Rewrite,
                },
            ),
            Decl::Pattern(_) => {
                return self.err(n.span, format!("invalid reference to `{}`", n.text))
            }
        };
        Ok(Expr {
            kind,
            ty,
            span: n.span,
        })
    }

    fn call(&mut self, span: Span, callee: Expr, mut args: Vec<Expr>, negated: bool) -> R<Expr> {
        let ExprKind::Callable(id) = callee.kind else {
            return self.err(
                span,
                format!(
                    "expected a reference to a callable `Constraint` or `Rewrite`, but got: `{}`",
                    callee.ty
                ),
            );
        };
        let c = self.callable(id);
        let c = CallSig {
            kind: c.kind,
            native: c.body.is_none(),
            span: c.span,
            name: c.name.clone(),
            inputs: c.inputs.clone(),
            result_ty: c.result_ty.clone(),
        };
        if self.cx == Ctx::Rewrite {
            if c.kind == DeclKind::Constraint {
                return self.err(
                    span,
                    "unable to invoke `Constraint` within a rewrite section",
                );
            }
            if negated {
                return self.err(span, "unable to negate a Rewrite");
            }
        } else {
            if c.kind == DeclKind::Rewrite {
                return self.err(span, "unable to invoke `Rewrite` within a match section");
            }
            if negated && !c.native {
                return self.err(span, "unable to negate non native constraints");
            }
        }
        if c.inputs.len() != args.len() {
            let what = match c.kind {
                DeclKind::Constraint => "constraint",
                DeclKind::Rewrite => "rewrite",
            };
            return self.err_note(
                span,
                format!(
                    "invalid number of arguments for {} call; expected {}, but got {}",
                    what,
                    c.inputs.len(),
                    args.len()
                ),
                c.span,
                &format!("see the definition of {} here", c.name),
            );
        }
        for (a, &input) in args.iter_mut().zip(&c.inputs) {
            let want = self.var(input).ty.clone();
            if a.ty == want {
                continue;
            }
            let note = (c.span, format!("see the definition of `{}` here", c.name));
            self.convert(a, &want, Some(note))?;
        }
        Ok(Expr {
            kind: ExprKind::Call {
                callee: id,
                args,
                negated,
            },
            ty: c.result_ty.clone(),
            span,
        })
    }

    fn member_type(&self, p: &Expr, name: &str, span: Span) -> R<Ty> {
        let digit = name.bytes().next().is_some_and(|b| b.is_ascii_digit());
        match &p.ty {
            Ty::Op(_, ods) => {
                if name == "$results" {
                    return Ok(Ty::ValueRange);
                }
                if let Some(id) = ods {
                    let results = &self.ods(*id).results;
                    let found = if digit {
                        name.parse::<usize>().ok().and_then(|i| results.get(i))
                    } else {
                        results.iter().find(|r| r.name == name)
                    };
                    if let Some(r) = found {
                        return Ok(if r.is_variable_length() {
                            Ty::ValueRange
                        } else {
                            Ty::Value
                        });
                    }
                } else if digit {
                    if name.parse::<i32>().is_err() {
                        return self.err(span, "result index is too large");
                    }
                    return Ok(Ty::Value);
                }
            }
            Ty::Tuple(tys, names) => {
                if digit {
                    if let Some(t) = name.parse::<usize>().ok().and_then(|i| tys.get(i)) {
                        return Ok(t.clone());
                    }
                }
                if let Some(i) = names.iter().position(|n| n == name) {
                    return Ok(tys[i].clone());
                }
            }
            _ => {}
        }
        self.err(
            span,
            format!(
                "invalid member access `{}` on expression of type `{}`",
                name, p.ty
            ),
        )
    }

    fn op_expr(&mut self, e: &ast::Expr, ctx_in: ResultCtx) -> R<Expr> {
        let ast::ExprKind::Op {
            name,
            operands,
            attrs,
            results,
        } = &e.kind
        else {
            return self.expr(e);
        };
        let op_name = name.name.as_ref().map(|n| n.text.clone());
        if op_name.is_none() && self.cx == Ctx::Rewrite {
            let at = Span::new(
                e.span.file,
                e.span.start as usize + 3,
                e.span.start as usize + 3,
            );
            return self.err(at, "expected dialect namespace");
        }
        let in_match = self.cx != Ctx::Rewrite;
        let implicit = |s: &mut Self, ty: Ty, kind: Constraint| -> R<Expr> {
            let n = ast::Name {
                text: "_".into(),
                span: e.span,
            };
            let v = s.define_var(
                &n,
                ty.clone(),
                None,
                vec![ConstraintUse { kind, span: e.span }],
            )?;
            Ok(Expr {
                kind: ExprKind::Var(v),
                ty,
                span: e.span,
            })
        };
        let mut ops = Vec::new();
        match operands {
            None => {
                if in_match {
                    ops.push(implicit(
                        self,
                        Ty::ValueRange,
                        Constraint::ValueRange(None),
                    )?);
                }
            }
            Some(list) => {
                for o in list {
                    ops.push(self.expr(o)?);
                }
            }
        }
        let mut at = Vec::new();
        for a in attrs {
            let v = match &a.value {
                Some(v) => self.expr(v)?,
                None => Expr {
                    kind: ExprKind::Attr(self.ctx.unit_attr(), "unit".into()),
                    ty: Ty::Attr,
                    span: a.name.span,
                },
            };
            at.push((a.name.text.clone(), v));
        }
        let mut res = Vec::new();
        let mut rctx = ctx_in;
        match results {
            Some(list) => {
                rctx = ResultCtx::Explicit;
                for r in list {
                    res.push(self.expr(r)?);
                }
            }
            None => {
                if in_match {
                    res.push(implicit(self, Ty::TypeRange, Constraint::TypeRange)?);
                } else if rctx == ResultCtx::Explicit {
                    rctx = ResultCtx::Interface;
                }
            }
        }
        // createOperationExpr
        let ods = self.ods_op(op_name.as_deref());
        self.validate_groups(
            "operand",
            e.span,
            op_name.as_deref(),
            ods,
            &mut ops,
            Ty::Value,
            Ty::ValueRange,
        )?;
        for (_, v) in &at {
            if v.ty != Ty::Attr {
                return self.err(
                    v.span,
                    format!("expected `Attr` expression, but got `{}`", v.ty),
                );
            }
        }
        match rctx {
            ResultCtx::Explicit => self.validate_groups(
                "result",
                e.span,
                op_name.as_deref(),
                ods,
                &mut res,
                Ty::Type,
                Ty::TypeRange,
            )?,
            ResultCtx::Interface => {
                self.check_inference(e.span, op_name.as_deref().unwrap_or(""), ods)
            }
            ResultCtx::Replacement => {}
        }
        Ok(Expr {
            kind: ExprKind::Op {
                name: op_name.clone(),
                operands: ops,
                attrs: at,
                results: res,
            },
            ty: Ty::Op(op_name.as_deref().map(std::rc::Rc::from), ods),
            span: e.span,
        })
    }

    fn check_inference(&mut self, span: Span, name: &str, ods: Option<u32>) {
        let Some(id) = ods else {
            let msg = format!(
                "operation result types are marked to be inferred, but `{0}` is unknown. Ensure that `{0}` supports zero results or implements `InferTypeOpInterface`. Include the ODS definition of this operation to remove this warning.",
                name
            );
            self.warnings
                .push(self.sm.diag(Severity::Warning, span, msg));
            return;
        };
        let op = self.ods(id);
        let requires = op.results.iter().any(|r| !r.is_variable_length());
        if requires && !op.infers_result_types {
            let msg = format!(
                "operation result types are marked to be inferred, but `{0}` does not provide an implementation of `InferTypeOpInterface`. Ensure that `{0}` attaches `InferTypeOpInterface` at runtime, or add support to the ODS definition to remove this warning.",
                name
            );
            let mut d = self.sm.diag(Severity::Warning, span, msg);
            let note_at = self.ods_span(id, span);
            d.notes.push(self.sm.diag(
                Severity::Note,
                note_at,
                format!("see the definition of `{}` here", name),
            ));
            self.warnings.push(d);
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn validate_groups(
        &mut self,
        group: &str,
        span: Span,
        name: Option<&str>,
        ods: Option<u32>,
        values: &mut Vec<Expr>,
        single: Ty,
        range: Ty,
    ) -> R<()> {
        if values.len() == 1 {
            return self.convert(&mut values[0], &range, None);
        }
        if let Some(id) = ods {
            let groups: Vec<bool> = {
                let op = self.ods(id);
                let gs = if group == "operand" {
                    &op.operands
                } else {
                    &op.results
                };
                gs.iter().map(|g| g.is_variable_length()).collect()
            };
            let name = name.unwrap_or("");
            let ods_span = self.ods_span(id, span);
            let mismatch = |s: &Self| -> R<()> {
                s.err_note(
                    span,
                    format!(
                        "invalid number of {} groups for `{}`; expected {}, but got {}",
                        group,
                        name,
                        groups.len(),
                        values.len()
                    ),
                    ods_span,
                    &format!("see the definition of `{}` here", name),
                )
            };
            if values.is_empty() {
                if groups.is_empty() {
                    return Ok(());
                }
                if groups.iter().any(|v| !v) {
                    return mismatch(self);
                }
                if self.cx != Ctx::Rewrite || groups.len() == 1 {
                    return Ok(());
                }
                for _ in 0..groups.len() {
                    values.push(Expr {
                        kind: ExprKind::Range(vec![]),
                        ty: range.clone(),
                        span,
                    });
                }
                return Ok(());
            }
            if groups.len() != values.len() {
                return mismatch(self);
            }
            for (v, variadic) in values.iter_mut().zip(groups) {
                let want = if variadic {
                    range.clone()
                } else {
                    single.clone()
                };
                let note = (ods_span, format!("see the definition of `{}` here", name));
                self.convert(v, &want, Some(note))?;
            }
            return Ok(());
        }
        for v in values.iter_mut() {
            if v.ty == range || v.ty == single {
                continue;
            }
            if single == Ty::Value && v.ty.is_op() {
                let e = std::mem::replace(v, placeholder());
                *v = all_results(e, Ty::ValueRange);
                continue;
            }
            // MLIR reports the failed conversion first, then "expected
            // `Value` or `ValueRange` convertible expression"; the first
            // error is the one kept.
            self.convert(v, &range, None)?;
        }
        Ok(())
    }

    /// Converts `e` to `ty` in place, or reports MLIR's conversion error.
    fn convert(&mut self, e: &mut Expr, ty: &Ty, note: Option<(Span, String)>) -> R<()> {
        self.convert_inner(e, ty, &note, &mut Vec::new())
    }

    fn convert_error<T>(
        &self,
        e: &Expr,
        ty: &Ty,
        note: &Option<(Span, String)>,
        extra: &[String],
    ) -> R<T> {
        let mut d = self.sm.error(
            e.span,
            format!(
                "unable to convert expression of type `{}` to the expected type of `{}`",
                e.ty, ty
            ),
        );
        for x in extra {
            d.notes
                .push(Diagnostic::bare(Severity::Note, &d.file, x.clone()));
        }
        if let Some((at, msg)) = note {
            d.notes.push(self.sm.diag(Severity::Note, *at, msg.clone()));
        }
        Err(Box::new(d))
    }

    fn convert_inner(
        &mut self,
        e: &mut Expr,
        ty: &Ty,
        note: &Option<(Span, String)>,
        extra: &mut Vec<String>,
    ) -> R<()> {
        if &e.ty == ty {
            return Ok(());
        }
        if let Ty::Op(_, ods) = &e.ty {
            let ods = *ods;
            match ty {
                Ty::Op(name, _) => {
                    if name.is_some() {
                        return self.convert_error(e, ty, note, extra);
                    }
                    return Ok(());
                }
                Ty::ValueRange => {
                    let x = std::mem::replace(e, placeholder());
                    *e = all_results(x, Ty::ValueRange);
                    return Ok(());
                }
                Ty::Value => {
                    if let Some(id) = ods {
                        let op = self.ods(id);
                        let singles = op
                            .results
                            .iter()
                            .filter(|r| !r.is_variable_length())
                            .count();
                        if op.results.is_empty() {
                            let n = format!(
                                "see the definition of `{}`, which was defined with zero results",
                                op.name
                            );
                            extra.push(n);
                            return self.convert_error(e, ty, note, extra);
                        }
                        if singles > 1 {
                            let n = format!(
                                "see the definition of `{}`, which was defined with at least {} results",
                                op.name, singles
                            );
                            extra.push(n);
                            return self.convert_error(e, ty, note, extra);
                        }
                    }
                    let x = std::mem::replace(e, placeholder());
                    *e = all_results(x, Ty::Value);
                    return Ok(());
                }
                _ => return self.convert_error(e, ty, note, extra),
            }
        }
        let vals = [Ty::Value, Ty::ValueRange];
        let tys = [Ty::Type, Ty::TypeRange];
        if (vals.contains(&e.ty) && vals.contains(ty)) || (tys.contains(&e.ty) && tys.contains(ty))
        {
            return Ok(());
        }
        if let Ty::Tuple(etys, _) = e.ty.clone() {
            if let Ty::Tuple(ttys, tnames) = ty {
                if ttys.len() != etys.len() {
                    return self.convert_error(e, ty, note, extra);
                }
                let orig = e.clone();
                let mut elems = Vec::new();
                for (i, (et, tt)) in etys.iter().zip(ttys).enumerate() {
                    let mut m = Expr {
                        kind: ExprKind::Member {
                            parent: Box::new(orig.clone()),
                            name: i.to_string(),
                        },
                        ty: et.clone(),
                        span: orig.span,
                    };
                    extra.push(format!("when converting element #{} of `{}`", i, orig.ty));
                    self.convert_inner(&mut m, tt, note, extra)?;
                    extra.pop();
                    elems.push(m);
                }
                *e = Expr {
                    kind: ExprKind::Tuple(elems, tnames.clone()),
                    ty: ty.clone(),
                    span: orig.span,
                };
                return Ok(());
            }
            let allowed: &[Ty] = match ty {
                Ty::ValueRange => &vals,
                Ty::TypeRange => &tys,
                _ => return self.convert_error(e, ty, note, extra),
            };
            if self.cx != Ctx::Rewrite {
                extra.push(
                    "Tuple to Range conversion is currently only allowed within a rewrite context"
                        .into(),
                );
                return self.convert_error(e, ty, note, extra);
            }
            if etys.iter().any(|t| !allowed.contains(t)) {
                return self.convert_error(e, ty, note, extra);
            }
            let orig = e.clone();
            let elems = etys
                .iter()
                .enumerate()
                .map(|(i, t)| Expr {
                    kind: ExprKind::Member {
                        parent: Box::new(orig.clone()),
                        name: i.to_string(),
                    },
                    ty: t.clone(),
                    span: orig.span,
                })
                .collect();
            *e = Expr {
                kind: ExprKind::Range(elems),
                ty: ty.clone(),
                span: orig.span,
            };
            return Ok(());
        }
        self.convert_error(e, ty, note, extra)
    }
}

/// What a call needs of its callee.
struct CallSig {
    kind: DeclKind,
    native: bool,
    span: Span,
    name: String,
    inputs: Vec<VarId>,
    result_ty: Ty,
}

/// Shorthand for names in the syntax tree.
type Name = ast::Name;

fn placeholder() -> Expr {
    Expr {
        kind: ExprKind::Tuple(vec![], vec![]),
        ty: Ty::unit(),
        span: Span::new(FileId(0), 0, 0),
    }
}

fn all_results(e: Expr, ty: Ty) -> Expr {
    let span = e.span;
    Expr {
        kind: ExprKind::AllResults(Box::new(e)),
        ty,
        span,
    }
}
