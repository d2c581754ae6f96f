//! Checks a [`Pattern`] against the rules MLIR's PDL dialect verifier
//! enforces (values typed as their users expect, a bindable use for every
//! matcher entity, a connected matcher, rewriter ops that can be built), so
//! a pattern from any frontend is rejected where `mlir-opt` would reject
//! the same PDL. Messages follow MLIR's.

use super::{
    MatchOp, OperationNode, Pattern, PatternSet, PdlType, Replacement, RewriteOp, ValueDef, ValueId,
};
use patsat_ir::{Attr, AttrKind, Context, Diagnostic, LocKind, Severity};

/// Who uses a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum User {
    Match(usize),
    Rewrite(usize),
    /// The rewriter itself (its root or external arguments).
    Rewriter,
}

/// Verifies every pattern of a set; returns the errors found.
pub fn verify_pattern_set(ctx: &Context, set: &PatternSet) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    for p in &set.patterns {
        if let Err(d) = verify_pattern(ctx, p) {
            diags.push(d);
        }
    }
    diags
}

/// Verifies one pattern; stops at the first error, as MLIR's verifier does
/// for one op.
pub fn verify_pattern(ctx: &Context, p: &Pattern) -> Result<(), Diagnostic> {
    let v = Verifier::new(ctx, p);
    v.types()?;
    v.pattern()?;
    Ok(())
}

struct Verifier<'a> {
    ctx: &'a Context,
    p: &'a Pattern,
    users: Vec<Vec<User>>,
}

/// A diagnostic at a location attribute (or without position).
pub fn diag_at_loc(ctx: &Context, loc: Option<Attr>, msg: impl Into<String>) -> Diagnostic {
    let mut d = Diagnostic::bare(Severity::Error, "<unknown>", msg);
    if let Some(l) = loc {
        if let Some((file, line, col)) = file_line_col(ctx, l) {
            d.file = file;
            d.line = line;
            d.col = col;
        }
    }
    d
}

/// The first file position inside a location attribute.
pub fn file_line_col(ctx: &Context, loc: Attr) -> Option<(String, u32, u32)> {
    match ctx.attr_kind(loc) {
        AttrKind::Location(LocKind::File {
            file, line, col, ..
        }) => Some((
            String::from_utf8_lossy(ctx.string_bytes(*file)).into_owned(),
            *line,
            *col,
        )),
        AttrKind::Location(LocKind::Name { child: Some(c), .. }) => file_line_col(ctx, *c),
        AttrKind::Location(LocKind::CallSite { callee, .. }) => file_line_col(ctx, *callee),
        AttrKind::Location(LocKind::Fused { locs, .. }) => {
            locs.iter().find_map(|l| file_line_col(ctx, *l))
        }
        _ => None,
    }
}

impl<'a> Verifier<'a> {
    fn new(ctx: &'a Context, p: &'a Pattern) -> Self {
        let mut users = vec![Vec::new(); p.values.len()];
        for (i, n) in p.matcher.iter().enumerate() {
            for u in Pattern::match_operands(&n.op) {
                if let Some(l) = users.get_mut(u.index()) {
                    l.push(User::Match(i));
                }
            }
        }
        for (i, n) in p.rewriter.body.iter().enumerate() {
            for u in Pattern::rewrite_operands(&n.op) {
                if let Some(l) = users.get_mut(u.index()) {
                    l.push(User::Rewrite(i));
                }
            }
        }
        let r = &p.rewriter;
        for u in r
            .root
            .iter()
            .chain(r.external.iter().flat_map(|e| e.1.iter()))
        {
            if let Some(l) = users.get_mut(u.index()) {
                l.push(User::Rewriter);
            }
        }
        Verifier { ctx, p, users }
    }

    fn err(&self, loc: Option<Attr>, op: &str, msg: impl AsRef<str>) -> Diagnostic {
        diag_at_loc(self.ctx, loc, format!("'pdl.{}' op {}", op, msg.as_ref()))
    }

    /// Every use refers to an earlier value of an allowed type.
    fn types(&self) -> Result<(), Diagnostic> {
        let p = self.p;
        for (i, n) in p.matcher.iter().enumerate() {
            let name = match_op_name(&n.op);
            for u in Pattern::match_operands(&n.op) {
                match p.values.get(u.index()).map(|v| v.def) {
                    Some(ValueDef::Match(m, _)) if m.index() < i => {}
                    _ => {
                        return Err(self.err(
                            n.loc,
                            name,
                            "uses a value that is not defined before it in the matcher",
                        ))
                    }
                }
            }
            self.check_match_types(&n.op, &n.results, n.loc)?;
        }
        for (i, n) in p.rewriter.body.iter().enumerate() {
            let name = rewrite_op_name(&n.op);
            for u in Pattern::rewrite_operands(&n.op) {
                match p.values.get(u.index()).map(|v| v.def) {
                    Some(ValueDef::Match(..)) => {}
                    Some(ValueDef::Rewrite(r, _)) if r.index() < i => {}
                    _ => {
                        return Err(self.err(
                            n.loc,
                            name,
                            "uses a value that is not defined before it",
                        ))
                    }
                }
            }
            self.check_rewrite_types(&n.op, &n.results, n.loc)?;
        }
        let r = &p.rewriter;
        for u in r
            .root
            .iter()
            .chain(r.external.iter().flat_map(|e| e.1.iter()))
        {
            if !matches!(
                p.values.get(u.index()).map(|v| v.def),
                Some(ValueDef::Match(..))
            ) {
                return Err(self.err(
                    r.loc,
                    "rewrite",
                    "uses a value that is not defined in the matcher",
                ));
            }
        }
        if let Some(root) = r.root {
            self.expect(root, &[PdlType::Operation], r.loc, "rewrite", "root")?;
        }
        Ok(())
    }

    fn expect(
        &self,
        v: ValueId,
        allowed: &[PdlType],
        loc: Option<Attr>,
        op: &str,
        what: &str,
    ) -> Result<(), Diagnostic> {
        let t = self.p.ty(v);
        if allowed.contains(&t) {
            return Ok(());
        }
        let names: Vec<&str> = allowed.iter().map(|t| t.mlir_name()).collect();
        Err(self.err(
            loc,
            op,
            format!(
                "{} must be {}, but got {}",
                what,
                names.join(" or "),
                t.mlir_name()
            ),
        ))
    }

    fn expect_results(
        &self,
        results: &[ValueId],
        want: &[PdlType],
        loc: Option<Attr>,
        op: &str,
    ) -> Result<(), Diagnostic> {
        let got: Vec<PdlType> = results.iter().map(|&r| self.p.ty(r)).collect();
        if got != want {
            return Err(self.err(loc, op, "has results of the wrong number or type"));
        }
        Ok(())
    }

    fn check_operation(&self, o: &OperationNode, loc: Option<Attr>) -> Result<(), Diagnostic> {
        use PdlType::*;
        for &v in &o.operands {
            self.expect(v, &[Value, ValueRange], loc, "operation", "operand")?;
        }
        for (_, v) in &o.attributes {
            self.expect(*v, &[Attribute], loc, "operation", "attribute value")?;
        }
        for &v in &o.result_types {
            self.expect(v, &[Type, TypeRange], loc, "operation", "result type")?;
        }
        for &v in o.regions.iter().flatten() {
            self.expect(v, &[Region], loc, "operation", "region")?;
        }
        Ok(())
    }

    fn check_match_types(
        &self,
        op: &MatchOp,
        results: &[ValueId],
        loc: Option<Attr>,
    ) -> Result<(), Diagnostic> {
        use PdlType::*;
        let name = match_op_name(op);
        match op {
            MatchOp::Operand { ty } | MatchOp::Attribute { ty, .. } => {
                if let Some(t) = ty {
                    self.expect(*t, &[Type], loc, name, "type")?;
                }
            }
            MatchOp::Operands { ty } => {
                if let Some(t) = ty {
                    self.expect(*t, &[TypeRange], loc, name, "type")?;
                }
            }
            MatchOp::Operation(o) => {
                if !o.regions.is_empty() {
                    return Err(self.err(loc, name, "a matched op cannot be given regions"));
                }
                self.check_operation(o, loc)?
            }
            MatchOp::Result { parent, .. } | MatchOp::Results { parent, .. } => {
                self.expect(*parent, &[Operation], loc, name, "parent")?;
            }
            MatchOp::Type { .. } | MatchOp::Types { .. } | MatchOp::NativeConstraint { .. } => {}
            MatchOp::Region { parent, .. } | MatchOp::AnyResult { parent } => {
                self.expect(*parent, &[Operation], loc, name, "parent")?
            }
            MatchOp::EntryBlock { region } => {
                self.expect(*region, &[Region], loc, name, "region")?
            }
            MatchOp::BlockArgs { block, .. } | MatchOp::Yielded { block, .. } => {
                self.expect(*block, &[Block], loc, name, "block")?
            }
            MatchOp::Count { of, what, .. } => {
                self.expect(*of, &[what.of_type()], loc, name, "counted value")?
            }
        }
        match op {
            MatchOp::Results { index: Some(_), .. } => {
                if results.len() != 1 || !matches!(self.p.ty(results[0]), Value | ValueRange) {
                    return Err(self.err(loc, name, "has results of the wrong number or type"));
                }
            }
            MatchOp::NativeConstraint { args, .. } => {
                if args.is_empty() {
                    return Err(self.err(loc, name, "expected at least one argument"));
                }
            }
            _ => {
                let want = super::match_result_types(op).unwrap_or_default();
                self.expect_results(results, &want, loc, name)?;
            }
        }
        Ok(())
    }

    fn check_rewrite_types(
        &self,
        op: &RewriteOp,
        results: &[ValueId],
        loc: Option<Attr>,
    ) -> Result<(), Diagnostic> {
        use PdlType::*;
        let name = rewrite_op_name(op);
        match op {
            RewriteOp::Operation(o) => self.check_operation(o, loc)?,
            RewriteOp::Replace { op: root, with } => {
                self.expect(*root, &[Operation], loc, name, "replaced value")?;
                match with {
                    Replacement::Op(r) => {
                        self.expect(*r, &[Operation], loc, name, "replacement")?
                    }
                    Replacement::Values(vs) => {
                        for &v in vs {
                            self.expect(v, &[Value, ValueRange], loc, name, "replacement")?;
                        }
                    }
                }
            }
            RewriteOp::Erase { op } => self.expect(*op, &[Operation], loc, name, "erased value")?,
            RewriteOp::Result { parent, .. } | RewriteOp::Results { parent, .. } => {
                self.expect(*parent, &[Operation], loc, name, "parent")?;
            }
            RewriteOp::Range { elements } => {
                let want = results.first().map(|&r| self.p.ty(r));
                if let Some(range) = want {
                    for &e in elements {
                        if self.p.ty(e).range() != Some(range) {
                            return Err(self.err(
                                loc,
                                name,
                                format!(
                                    "expected operand to have element type {}, but got {}",
                                    range.element().mlir_name(),
                                    self.p.ty(e).element().mlir_name()
                                ),
                            ));
                        }
                    }
                }
            }
            RewriteOp::NativeRewrite { .. }
            | RewriteOp::Attribute { .. }
            | RewriteOp::Type { .. }
            | RewriteOp::Types { .. } => {}
            RewriteOp::InlineBlock {
                block,
                before,
                args,
            } => {
                self.expect(*block, &[Block], loc, name, "block")?;
                self.expect(*before, &[Operation], loc, name, "anchor")?;
                for &a in args {
                    self.expect(a, &[Value, ValueRange], loc, name, "block argument")?;
                }
            }
        }
        match op {
            RewriteOp::Results { index: Some(_), .. } => {
                if results.len() != 1 || !matches!(self.p.ty(results[0]), Value | ValueRange) {
                    return Err(self.err(loc, name, "has results of the wrong number or type"));
                }
            }
            RewriteOp::Range { .. } => {
                if results.len() != 1 || !matches!(self.p.ty(results[0]), TypeRange | ValueRange) {
                    return Err(self.err(loc, name, "has results of the wrong number or type"));
                }
            }
            RewriteOp::NativeRewrite { args, .. } => {
                if args.is_empty() && results.is_empty() {
                    return Err(self.err(loc, name, "expected at least one argument or result"));
                }
            }
            _ => {
                let want = super::rewrite_result_types(op).unwrap_or_default();
                self.expect_results(results, &want, loc, name)?;
            }
        }
        Ok(())
    }

    /// A user that binds: anything but `result(s)`, or a `result(s)` that
    /// is itself bound.
    fn has_binding_use(&self, v: ValueId, depth: usize) -> bool {
        self.users[v.index()].iter().any(|&u| match u {
            User::Match(i) => match &self.p.matcher[i].op {
                MatchOp::Result { .. } | MatchOp::Results { .. } | MatchOp::AnyResult { .. } => {
                    depth < 64
                        && self.p.matcher[i]
                            .results
                            .iter()
                            .any(|&r| self.has_binding_use(r, depth + 1))
                }
                _ => true,
            },
            User::Rewrite(_) | User::Rewriter => true,
        })
    }

    fn pattern(&self) -> Result<(), Diagnostic> {
        let p = self.p;
        // Matcher entities need a binding use (the first failing op, in
        // order, is reported, as MLIR verifies ops in order).
        for n in &p.matcher {
            let needs_binding = match &n.op {
                MatchOp::Operand { .. } | MatchOp::Operands { .. } | MatchOp::Operation(_) => true,
                MatchOp::Attribute { value, .. } => value.is_none(),
                MatchOp::Type { constant } => constant.is_none(),
                MatchOp::Types { constant } => constant.is_none(),
                _ => false,
            };
            if needs_binding && !n.results.iter().any(|&r| self.has_binding_use(r, 0)) {
                return Err(self.err(
                    n.loc,
                    match_op_name(&n.op),
                    "expected a bindable user when defined in the matcher body of a `pdl.pattern`",
                ));
            }
        }
        // Rewriter ops. MLIR also checks that result types can be
        // inferred, but only for registered ops without type inference;
        // patsat, like mlir-pdll, knows no registered ops.
        for n in &p.rewriter.body {
            if let RewriteOp::Operation(OperationNode { name: None, .. }) = &n.op {
                return Err(self.err(
                    n.loc,
                    "operation",
                    "must have an operation name when nested within a `pdl.rewrite`",
                ));
            }
        }
        if p.rewriter.external.is_some() && !p.rewriter.body.is_empty() {
            return Err(self.err(
                p.rewriter.loc,
                "rewrite",
                "expected rewrite region to be empty when rewrite is external",
            ));
        }
        if !p
            .matcher
            .iter()
            .any(|n| matches!(n.op, MatchOp::Operation(_)))
        {
            return Err(diag_at_loc(
                self.ctx,
                p.loc,
                "'pdl.pattern' op the pattern must contain at least one `pdl.operation`",
            ));
        }
        self.connected()
    }

    /// The matcher's operands, results and operations used by the rewriter
    /// form one connected component.
    fn connected(&self) -> Result<(), Diagnostic> {
        let p = self.p;
        let n = p.matcher.len();
        let is_entity = |i: usize| {
            matches!(
                p.matcher[i].op,
                MatchOp::Operand { .. }
                    | MatchOp::Operands { .. }
                    | MatchOp::Result { .. }
                    | MatchOp::Results { .. }
                    | MatchOp::AnyResult { .. }
                    | MatchOp::Operation(_)
            )
        };
        let mut visited = vec![false; n];
        let mut first = true;
        for i in 0..n {
            if !is_entity(i) {
                continue;
            }
            let used_in_rewrite = p.matcher[i].results.iter().any(|&r| {
                self.users[r.index()]
                    .iter()
                    .any(|u| matches!(u, User::Rewrite(_) | User::Rewriter))
            });
            if !used_in_rewrite {
                continue;
            }
            if first {
                self.visit(i, &mut visited);
                first = false;
            } else if !visited[i] {
                let mut d = diag_at_loc(
                    self.ctx,
                    p.loc,
                    "'pdl.pattern' op the operations must form a connected component",
                );
                let at = diag_at_loc(self.ctx, p.matcher[i].loc, "");
                let mut note = Diagnostic::bare(
                    Severity::Note,
                    &at.file,
                    "see a disconnected value / operation here",
                );
                note.line = at.line;
                note.col = at.col;
                d.notes.push(note);
                return Err(d);
            }
        }
        Ok(())
    }

    fn visit(&self, start: usize, visited: &mut [bool]) {
        let p = self.p;
        let mut stack = vec![start];
        while let Some(i) = stack.pop() {
            if visited[i] {
                continue;
            }
            visited[i] = true;
            let def_of = |v: ValueId| match p.values[v.index()].def {
                ValueDef::Match(m, _) => Some(m.index()),
                ValueDef::Rewrite(..) => None,
            };
            match &p.matcher[i].op {
                MatchOp::Operation(o) => stack.extend(o.operands.iter().filter_map(|&v| def_of(v))),
                MatchOp::Result { parent, .. }
                | MatchOp::Results { parent, .. }
                | MatchOp::AnyResult { parent } => stack.extend(def_of(*parent)),
                _ => {}
            }
            for &r in &p.matcher[i].results {
                for &u in &self.users[r.index()] {
                    if let User::Match(j) = u {
                        stack.push(j);
                    }
                }
            }
        }
    }
}

/// The PDL op name of a matcher node (without `pdl.`).
pub fn match_op_name(op: &MatchOp) -> &'static str {
    match op {
        MatchOp::Operand { .. } => "operand",
        MatchOp::Operands { .. } => "operands",
        MatchOp::Attribute { .. } => "attribute",
        MatchOp::Type { .. } => "type",
        MatchOp::Types { .. } => "types",
        MatchOp::Operation(_) => "operation",
        MatchOp::Result { .. } => "result",
        MatchOp::Results { .. } => "results",
        MatchOp::NativeConstraint { .. } => "apply_native_constraint",
        MatchOp::Region { .. } => "patsat.region",
        MatchOp::EntryBlock { .. } => "patsat.entry_block",
        MatchOp::BlockArgs { .. } => "patsat.block_args",
        MatchOp::Yielded { .. } => "patsat.yielded",
        MatchOp::Count { .. } => "patsat.count",
        MatchOp::AnyResult { .. } => "patsat.any_result",
    }
}

/// The PDL op name of a rewriter node (without `pdl.`).
pub fn rewrite_op_name(op: &RewriteOp) -> &'static str {
    match op {
        RewriteOp::Operation(_) => "operation",
        RewriteOp::Replace { .. } => "replace",
        RewriteOp::Erase { .. } => "erase",
        RewriteOp::NativeRewrite { .. } => "apply_native_rewrite",
        RewriteOp::Attribute { .. } => "attribute",
        RewriteOp::Type { .. } => "type",
        RewriteOp::Types { .. } => "types",
        RewriteOp::Result { .. } => "result",
        RewriteOp::Results { .. } => "results",
        RewriteOp::Range { .. } => "range",
        RewriteOp::InlineBlock { .. } => "patsat.inline_block",
    }
}
