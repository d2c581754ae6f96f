//! Prints the checked tree in the shape of `mlir-pdll -x=ast` (the same
//! node names, `Name<..>`/`Type<..>` labels and tree drawing); node
//! addresses are replaced by stable numbers.

use super::hir::*;
use super::types::Ty;
use std::fmt::Write;

/// The tree of a checked module.
pub fn dump(h: &Hir) -> String {
    let mut d = Dumper {
        h,
        out: String::new(),
        stack: Vec::new(),
        next: 0,
    };
    d.line("Module");
    let items = h.items.clone();
    d.children(items.len(), |d, i| match items[i] {
        TopItem::Callable(c) => d.callable(c),
        TopItem::Pattern(p) => d.pattern(&h.patterns[p]),
    });
    d.out
}

struct Dumper<'a> {
    h: &'a Hir,
    out: String,
    /// For each open level: whether the element printed there is the last.
    stack: Vec<bool>,
    next: u32,
}

impl Dumper<'_> {
    fn indent(&mut self) {
        if let Some((last, rest)) = self.stack.split_last() {
            for &l in rest {
                self.out.push_str(if l { "  " } else { " |" });
            }
            self.out.push_str(if *last { " `" } else { " |" });
        }
    }

    /// `-Kind 0xN rest` on its own line.
    fn line(&mut self, text: &str) {
        self.indent();
        self.next += 1;
        let (kind, rest) = text.split_once(' ').unwrap_or((text, ""));
        let _ = write!(self.out, "-{} 0x{:x}", kind, self.next);
        if !rest.is_empty() {
            self.out.push(' ');
            self.out.push_str(rest);
        }
        self.out.push('\n');
    }

    /// Prints `n` children of the current node.
    fn children(&mut self, n: usize, mut f: impl FnMut(&mut Self, usize)) {
        for i in 0..n {
            self.stack.push(i + 1 == n);
            f(self, i);
            self.stack.pop();
        }
    }

    /// A labelled group of children: "`Label`" then the children.
    fn group(&mut self, label: &str, n: usize, last: bool, f: impl FnMut(&mut Self, usize)) {
        if n == 0 {
            return;
        }
        self.stack.push(last);
        self.indent();
        let _ = writeln!(self.out, "{}`", label);
        self.children(n, f);
        self.stack.pop();
    }

    fn callable(&mut self, id: CallableId) {
        let c = &self.h.callables[id.0 as usize];
        let kind = match c.kind {
            DeclKind::Constraint => "UserConstraintDecl",
            DeclKind::Rewrite => "UserRewriteDecl",
        };
        let mut s = format!("{} Name<{}> ResultType<{}>", kind, c.name, c.result_ty);
        if let Some(code) = &c.code {
            s.push_str(&format!(" Code<{}>", escape(code)));
        }
        self.line(&s);
        let (inputs, results) = (c.inputs.clone(), c.results.clone());
        let body = c.body.clone();
        let has_body = body.is_some();
        self.group(
            "Inputs",
            inputs.len(),
            results.is_empty() && !has_body,
            |d, i| d.var_decl(inputs[i]),
        );
        self.group("Results", results.len(), !has_body, |d, i| {
            d.var_decl(results[i])
        });
        if let Some(b) = body {
            self.children(1, |d, _| d.block(&b));
        }
    }

    fn pattern(&mut self, p: &PatternDecl) {
        let mut s = "PatternDecl".to_string();
        if let Some(n) = &p.name {
            s.push_str(&format!(" Name<{}>", n));
        }
        if let Some(b) = p.benefit {
            s.push_str(&format!(" Benefit<{}>", b));
        }
        if p.recursion {
            s.push_str(" Recursion");
        }
        self.line(&s);
        self.children(1, |d, _| d.block(&p.body));
    }

    fn block(&mut self, b: &Block) {
        self.line("CompoundStmt");
        self.children(b.stmts.len(), |d, i| d.stmt(&b.stmts[i]));
    }

    fn stmt(&mut self, s: &Stmt) {
        match s {
            Stmt::Let(v) => {
                self.line("LetStmt");
                let v = *v;
                self.children(1, |d, _| d.var_decl(v));
            }
            Stmt::Erase { root, .. } => {
                self.line("EraseStmt");
                self.children(1, |d, _| d.expr(root));
            }
            Stmt::Replace { root, with, .. } => {
                self.line("ReplaceStmt");
                self.stack.push(false);
                self.expr(root);
                self.stack.pop();
                self.group("ReplValues", with.len(), true, |d, i| d.expr(&with[i]));
            }
            Stmt::Rewrite { root, body, .. } => {
                self.line("RewriteStmt");
                self.children(2, |d, i| if i == 0 { d.expr(root) } else { d.block(body) });
            }
            Stmt::Return(e) => {
                self.line("ReturnStmt");
                self.children(1, |d, _| d.expr(e));
            }
            Stmt::Expr(e) => self.expr(e),
        }
    }

    fn var_decl(&mut self, v: VarId) {
        let var = &self.h.vars[v.0 as usize];
        let name = if var.name.is_empty() {
            ""
        } else {
            var.name.as_str()
        };
        self.line(&format!("VariableDecl Name<{}> Type<{}>", name, var.ty));
        let (init, cs) = (var.init.clone(), var.constraints.clone());
        if let Some(i) = &init {
            self.stack.push(cs.is_empty());
            self.expr(i);
            self.stack.pop();
        }
        self.group("Constraints", cs.len(), true, |d, i| {
            d.constraint(&cs[i].kind)
        });
    }

    fn constraint(&mut self, c: &Constraint) {
        match c {
            Constraint::Attr(t) | Constraint::Value(t) | Constraint::ValueRange(t) => {
                let kind = match c {
                    Constraint::Attr(_) => "AttrConstraintDecl",
                    Constraint::Value(_) => "ValueConstraintDecl",
                    _ => "ValueRangeConstraintDecl",
                };
                self.line(kind);
                if let Some(t) = t {
                    self.children(1, |d, _| d.expr(t));
                }
            }
            Constraint::Op(n) => {
                self.line("OpConstraintDecl");
                let n = n.clone();
                self.children(1, |d, _| d.op_name(n.as_deref()));
            }
            Constraint::Type => self.line("TypeConstraintDecl"),
            Constraint::TypeRange => self.line("TypeRangeConstraintDecl"),
            Constraint::User(id) => self.callable(*id),
        }
    }

    fn op_name(&mut self, n: Option<&str>) {
        match n {
            Some(n) => self.line(&format!("OpNameDecl Name<{}>", n)),
            None => self.line("OpNameDecl"),
        }
    }

    fn expr(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Attr(_) => self.line(&format!("AttributeExpr Type<{}>", e.ty)),
            ExprKind::Type(_) => self.line(&format!("TypeExpr Type<{}>", e.ty)),
            ExprKind::Var(v) => {
                self.line(&format!("DeclRefExpr Type<{}>", e.ty));
                let v = *v;
                self.children(1, |d, _| d.var_decl(v));
            }
            ExprKind::Callable(c) => {
                self.line(&format!("DeclRefExpr Type<{}>", e.ty));
                let c = *c;
                self.children(1, |d, _| d.callable(c));
            }
            ExprKind::Call {
                callee,
                args,
                negated,
            } => {
                let neg = if *negated { " Negated" } else { "" };
                self.line(&format!("CallExpr Type<{}>{}", e.ty, neg));
                let callee = *callee;
                let kind = match self.h.callables[callee.0 as usize].kind {
                    DeclKind::Constraint => Ty::Constraint,
                    DeclKind::Rewrite => Ty::Rewrite,
                };
                self.stack.push(args.is_empty());
                self.line(&format!("DeclRefExpr Type<{}>", kind));
                self.children(1, |d, _| d.callable(callee));
                self.stack.pop();
                self.group("Arguments", args.len(), true, |d, i| d.expr(&args[i]));
            }
            ExprKind::Member { parent, name } => {
                self.line(&format!("MemberAccessExpr Member<{}> Type<{}>", name, e.ty));
                self.children(1, |d, _| d.expr(parent));
            }
            ExprKind::AllResults(parent) => {
                self.line(&format!("MemberAccessExpr Member<$results> Type<{}>", e.ty));
                self.children(1, |d, _| d.expr(parent));
            }
            ExprKind::Op {
                name,
                operands,
                attrs,
                results,
            } => {
                self.line(&format!("OperationExpr Type<{}>", e.ty));
                let last_name = operands.is_empty() && results.is_empty() && attrs.is_empty();
                self.stack.push(last_name);
                self.op_name(name.as_deref());
                self.stack.pop();
                self.group(
                    "Operands",
                    operands.len(),
                    results.is_empty() && attrs.is_empty(),
                    |d, i| d.expr(&operands[i]),
                );
                self.group("Result Types", results.len(), attrs.is_empty(), |d, i| {
                    d.expr(&results[i])
                });
                self.group("Attributes", attrs.len(), true, |d, i| {
                    d.line(&format!("NamedAttributeDecl Name<{}>", attrs[i].0));
                    d.children(1, |d, _| d.expr(&attrs[i].1));
                });
            }
            ExprKind::Tuple(elems, _) => {
                self.line(&format!("TupleExpr Type<{}>", e.ty));
                self.children(elems.len(), |d, i| d.expr(&elems[i]));
            }
            ExprKind::Range(elems) => {
                self.line(&format!("RangeExpr Type<{}>", e.ty));
                self.children(elems.len(), |d, i| d.expr(&elems[i]));
            }
        }
    }
}

/// `llvm::printEscapedString`: `\\`, `"` and non-printable bytes as `\XX`.
fn escape(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        match b {
            b'\\' => out.push_str("\\\\"),
            b'"' => out.push_str("\\22"),
            0x20..=0x7e => out.push(b as char),
            _ => {
                let _ = write!(out, "\\{:02X}", b);
            }
        }
    }
    out
}
