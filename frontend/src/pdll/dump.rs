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
    d.open("Module");
    let items = h.items.clone();
    d.children(items.len(), |d, i| match items[i] {
        TopItem::Callable(c) => d.callable(c),
        TopItem::Pattern(p) => d.pattern(&h.patterns[p]),
    });
    d.close();
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

    /// Starts a node: `-Kind 0xN rest`, then its children one level deeper
    /// until [`Dumper::close`].
    fn open(&mut self, text: &str) {
        self.indent();
        self.next += 1;
        let (kind, rest) = text.split_once(' ').unwrap_or((text, ""));
        let _ = write!(self.out, "-{} 0x{:x}", kind, self.next);
        if !rest.is_empty() {
            self.out.push(' ');
            self.out.push_str(rest);
        }
        self.out.push('\n');
        self.stack.push(false);
    }

    fn close(&mut self) {
        self.stack.pop();
    }

    /// A node without children.
    fn line(&mut self, text: &str) {
        self.open(text);
        self.close();
    }

    /// Prints `n` children; the last one is drawn as last, and (as in
    /// mlir-pdll) the level stays marked so for later siblings.
    fn children(&mut self, n: usize, mut f: impl FnMut(&mut Self, usize)) {
        for i in 0..n {
            if i + 1 == n {
                if let Some(l) = self.stack.last_mut() {
                    *l = true;
                }
            }
            f(self, i);
        }
    }

    /// A labelled group of children: "`Label`" then the children.
    fn group(&mut self, label: &str, n: usize, f: impl FnMut(&mut Self, usize)) {
        if n == 0 {
            return;
        }
        let saved = self.stack.last().copied();
        if let Some(l) = self.stack.last_mut() {
            *l = true;
        }
        self.indent();
        let _ = writeln!(self.out, "{}`", label);
        self.stack.push(false);
        self.children(n, f);
        self.stack.pop();
        if let (Some(l), Some(s)) = (self.stack.last_mut(), saved) {
            *l = s;
        }
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
        self.open(&s);
        let (inputs, results, body) = (c.inputs.clone(), c.results.clone(), c.body.clone());
        self.group("Inputs", inputs.len(), |d, i| d.var_decl(inputs[i]));
        self.group("Results", results.len(), |d, i| d.var_decl(results[i]));
        if let Some(b) = body {
            self.children(1, |d, _| d.block(&b));
        }
        self.close();
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
        self.open(&s);
        self.children(1, |d, _| d.block(&p.body));
        self.close();
    }

    fn block(&mut self, b: &Block) {
        self.open("CompoundStmt");
        self.children(b.stmts.len(), |d, i| d.stmt(&b.stmts[i]));
        self.close();
    }

    fn stmt(&mut self, s: &Stmt) {
        match s {
            Stmt::Let(v) => {
                self.open("LetStmt");
                let v = *v;
                self.children(1, |d, _| d.var_decl(v));
                self.close();
            }
            Stmt::Erase { root, .. } => {
                self.open("EraseStmt");
                self.children(1, |d, _| d.expr(root));
                self.close();
            }
            Stmt::Replace { root, with, .. } => {
                self.open("ReplaceStmt");
                self.children(1, |d, _| d.expr(root));
                self.group("ReplValues", with.len(), |d, i| d.expr(&with[i]));
                self.close();
            }
            Stmt::Rewrite { root, body, .. } => {
                self.open("RewriteStmt");
                self.children(2, |d, i| if i == 0 { d.expr(root) } else { d.block(body) });
                self.close();
            }
            Stmt::Return(e) => {
                self.open("ReturnStmt");
                self.children(1, |d, _| d.expr(e));
                self.close();
            }
            Stmt::Expr(e) => self.expr(e),
        }
    }

    fn var_decl(&mut self, v: VarId) {
        let var = &self.h.vars[v.0 as usize];
        self.open(&format!("VariableDecl Name<{}> Type<{}>", var.name, var.ty));
        let (init, cs) = (var.init.clone(), var.constraints.clone());
        if let Some(i) = &init {
            self.children(1, |d, _| d.expr(i));
        }
        self.group("Constraints", cs.len(), |d, i| d.constraint(&cs[i].kind));
        self.close();
    }

    fn constraint(&mut self, c: &Constraint) {
        match c {
            Constraint::Attr(t) | Constraint::Value(t) | Constraint::ValueRange(t) => {
                let kind = match c {
                    Constraint::Attr(_) => "AttrConstraintDecl",
                    Constraint::Value(_) => "ValueConstraintDecl",
                    _ => "ValueRangeConstraintDecl",
                };
                self.open(kind);
                if let Some(t) = t {
                    self.children(1, |d, _| d.expr(t));
                }
                self.close();
            }
            Constraint::Op(n) => {
                self.open("OpConstraintDecl");
                let n = n.clone();
                self.children(1, |d, _| d.op_name(n.as_deref()));
                self.close();
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
            ExprKind::Attr(_, text) => self.line(&format!("AttributeExpr Value<\"{}\">", text)),
            ExprKind::Type(_, text) => self.line(&format!("TypeExpr Value<\"{}\">", text)),
            ExprKind::Var(v) => {
                self.open(&format!("DeclRefExpr Type<{}>", e.ty));
                let v = *v;
                self.children(1, |d, _| d.var_decl(v));
                self.close();
            }
            ExprKind::Callable(c) => {
                self.open(&format!("DeclRefExpr Type<{}>", e.ty));
                let c = *c;
                self.children(1, |d, _| d.callable(c));
                self.close();
            }
            ExprKind::Call {
                callee,
                args,
                negated,
            } => {
                let neg = if *negated { " Negated" } else { "" };
                self.open(&format!("CallExpr Type<{}>{}", e.ty, neg));
                let callee = *callee;
                let kind = match self.h.callables[callee.0 as usize].kind {
                    DeclKind::Constraint => Ty::Constraint,
                    DeclKind::Rewrite => Ty::Rewrite,
                };
                self.children(1, |d, _| {
                    d.open(&format!("DeclRefExpr Type<{}>", kind));
                    d.children(1, |d, _| d.callable(callee));
                    d.close();
                });
                self.group("Arguments", args.len(), |d, i| d.expr(&args[i]));
                self.close();
            }
            ExprKind::Member { parent, name } => {
                self.open(&format!("MemberAccessExpr Member<{}> Type<{}>", name, e.ty));
                self.children(1, |d, _| d.expr(parent));
                self.close();
            }
            ExprKind::AllResults(parent) => {
                self.open(&format!("MemberAccessExpr Member<$results> Type<{}>", e.ty));
                self.children(1, |d, _| d.expr(parent));
                self.close();
            }
            ExprKind::Op {
                name,
                operands,
                attrs,
                results,
            } => {
                self.open(&format!("OperationExpr Type<{}>", e.ty));
                self.children(1, |d, _| d.op_name(name.as_deref()));
                self.group("Operands", operands.len(), |d, i| d.expr(&operands[i]));
                self.group("Result Types", results.len(), |d, i| d.expr(&results[i]));
                self.group("Attributes", attrs.len(), |d, i| {
                    d.open(&format!("NamedAttributeDecl Name<{}>", attrs[i].0));
                    d.children(1, |d, _| d.expr(&attrs[i].1));
                    d.close();
                });
                self.close();
            }
            ExprKind::Tuple(elems, _) => {
                self.open(&format!("TupleExpr Type<{}>", e.ty));
                self.children(elems.len(), |d, i| d.expr(&elems[i]));
                self.close();
            }
            ExprKind::Range(elems) => {
                self.open(&format!("RangeExpr Type<{}>", e.ty));
                self.children(elems.len(), |d, i| d.expr(&elems[i]));
                self.close();
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
