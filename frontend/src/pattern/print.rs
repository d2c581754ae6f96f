//! Writes a [`PatternSet`] as PDL MLIR in the custom op form that
//! `mlir-pdll -x=mlir` prints (a `module` of `pdl.pattern` ops, `pdl.`
//! elided inside patterns), byte for byte apart from locations, which are
//! printed inline and only on request. `mlir-opt` parses the output,
//! except for patterns without a PDL form
//! ([`Pattern::no_pdl_form`](super::Pattern::no_pdl_form)), whose
//! patsat-only nodes are written in a `patsat.`-prefixed form for reading
//! only (PDL has no such ops).

use super::{
    MatchOp, OperationNode, Pattern, PatternSet, Replacement, RewriteOp, ValueDef, ValueId,
};
use patsat_ir::printer::{attr_to_string, type_to_string};
use patsat_ir::{Attr, Context};
use std::fmt::Write;

/// What to print besides the PDL ops.
#[derive(Clone, Copy, Debug, Default)]
pub struct PrintOptions {
    /// Print `loc(...)` after each op that has a location.
    pub locations: bool,
    /// Print a pattern's recursion flag as the discardable attribute
    /// `patsat.recursion` (PDL has no place for it; `mlir-pdll` drops it).
    pub recursion: bool,
}

/// Prints a pattern set as a `module` of `pdl.pattern` ops.
pub fn print_pattern_set(ctx: &Context, set: &PatternSet, opts: PrintOptions) -> String {
    let mut out = String::new();
    out.push_str("module {\n");
    for p in &set.patterns {
        print_pattern(ctx, p, opts, &mut out);
    }
    out.push_str("}\n");
    out
}

/// Prints one `pdl.pattern` op (indented by two spaces, newline-terminated).
pub fn print_pattern(ctx: &Context, p: &Pattern, opts: PrintOptions, out: &mut String) {
    let mut pr = Printer {
        ctx,
        p,
        opts,
        names: vec![u32::MAX; p.values.len()],
        next: 0,
        out,
    };
    pr.pattern();
}

struct Printer<'a> {
    ctx: &'a Context,
    p: &'a Pattern,
    opts: PrintOptions,
    names: Vec<u32>,
    next: u32,
    out: &'a mut String,
}

impl Printer<'_> {
    fn pattern(&mut self) {
        let p = self.p;
        self.out.push_str("  pdl.pattern");
        if let Some(n) = &p.name {
            self.out.push_str(" @");
            symbol(self.out, n);
        }
        let _ = write!(self.out, " : benefit({})", p.benefit);
        if self.opts.recursion && p.recursion {
            self.out.push_str(" attributes {patsat.recursion}");
        }
        self.out.push_str(" {\n");
        for n in &p.matcher {
            self.out.push_str("    ");
            self.define(&n.results);
            self.match_op(&n.op, &n.results);
            self.loc(n.loc);
            self.out.push('\n');
        }
        self.rewriter();
        self.out.push_str("  }");
        self.loc(p.loc);
        self.out.push('\n');
    }

    fn rewriter(&mut self) {
        let r = &self.p.rewriter;
        self.out.push_str("    rewrite");
        if let Some(root) = r.root {
            self.out.push(' ');
            self.value(root);
        }
        if let Some((name, args)) = &r.external {
            self.out.push_str(" with ");
            string(self.out, name);
            if !args.is_empty() {
                self.out.push('(');
                self.values_and_types(args);
                self.out.push(')');
            }
            self.loc(r.loc);
            self.out.push('\n');
            return;
        }
        self.out.push_str(" {\n");
        for n in &r.body {
            self.out.push_str("      ");
            self.define(&n.results);
            self.rewrite_op(&n.op, &n.results);
            self.loc(n.loc);
            self.out.push('\n');
        }
        self.out.push_str("    }");
        self.loc(r.loc);
        self.out.push('\n');
    }

    /// `%a = ` or `%a:2 = ` for the results of a node; one number per node,
    /// in print order, as MLIR's printer numbers result groups.
    fn define(&mut self, results: &[ValueId]) {
        let Some(&head) = results.first() else {
            return;
        };
        self.names[head.index()] = self.next;
        self.next += 1;
        let _ = write!(self.out, "%{}", self.names[head.index()]);
        if results.len() > 1 {
            let _ = write!(self.out, ":{}", results.len());
        }
        self.out.push_str(" = ");
    }

    /// A use: `%a`, or `%a#i` for a result of a multi-result node.
    fn value(&mut self, v: ValueId) {
        let info = self.p.values[v.index()];
        let (results, idx) = match info.def {
            ValueDef::Match(m, i) => (&self.p.matcher[m.index()].results, i),
            ValueDef::Rewrite(r, i) => (&self.p.rewriter.body[r.index()].results, i),
        };
        let head = self.names[results[0].index()];
        if results.len() == 1 {
            let _ = write!(self.out, "%{}", head);
        } else {
            let _ = write!(self.out, "%{}#{}", head, idx);
        }
    }

    fn value_list(&mut self, vs: &[ValueId]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.value(v);
        }
    }

    fn type_list(&mut self, vs: &[ValueId]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.out.push_str(self.p.ty(v).mlir_name());
        }
    }

    /// `%a, %b : !pdl.value, !pdl.range<value>`
    fn values_and_types(&mut self, vs: &[ValueId]) {
        self.value_list(vs);
        self.out.push_str(" : ");
        self.type_list(vs);
    }

    fn loc(&mut self, loc: Option<Attr>) {
        if let (true, Some(l)) = (self.opts.locations, loc) {
            // A location attribute prints as `loc(...)` already.
            self.out.push(' ');
            self.out.push_str(&attr_to_string(self.ctx, l));
        }
    }

    fn operation(&mut self, o: &OperationNode) {
        self.out.push_str("operation");
        if let Some(n) = &o.name {
            self.out.push(' ');
            string(self.out, n);
        }
        if !o.operands.is_empty() {
            self.out.push('(');
            self.values_and_types(&o.operands);
            self.out.push(')');
        }
        self.out.push(' ');
        if !o.attributes.is_empty() {
            self.out.push_str(" {");
            for (i, (name, v)) in o.attributes.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                string(self.out, name);
                self.out.push_str(" = ");
                self.value(*v);
            }
            self.out.push('}');
        }
        if !o.result_types.is_empty() {
            self.out.push_str(" -> (");
            self.values_and_types(&o.result_types);
            self.out.push(')');
        }
        if !o.regions.is_empty() {
            self.out.push_str(" patsat.regions(");
            for (i, r) in o.regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                match r {
                    Some(r) => self.value(*r),
                    None => self.out.push_str("empty"),
                }
            }
            self.out.push(')');
        }
    }

    /// `of %x` after a region node's keyword and optional index.
    fn region_node(&mut self, kw: &str, index: Option<u32>, of: ValueId) {
        self.out.push_str(kw);
        if let Some(i) = index {
            let _ = write!(self.out, " {}", i);
        }
        self.out.push_str(" of ");
        self.value(of);
    }

    fn results(&mut self, parent: ValueId, index: Option<u32>, result: &[ValueId]) {
        self.out.push_str("results");
        if let Some(i) = index {
            let _ = write!(self.out, " {}", i);
        }
        self.out.push_str(" of ");
        self.value(parent);
        self.out.push(' ');
        if index.is_some() {
            if let Some(&r) = result.first() {
                let _ = write!(self.out, " -> {}", self.p.ty(r).mlir_name());
            }
        }
    }

    fn native(&mut self, kw: &str, name: &str, args: &[ValueId], results: &[ValueId]) {
        self.out.push_str(kw);
        self.out.push(' ');
        string(self.out, name);
        if !args.is_empty() {
            self.out.push('(');
            self.values_and_types(args);
            self.out.push(')');
        }
        if !results.is_empty() {
            self.out.push_str(" : ");
            self.type_list(results);
        }
    }

    fn constant_type(&mut self, kw: &str, t: Option<patsat_ir::Type>) {
        self.out.push_str(kw);
        if let Some(t) = t {
            self.out.push_str(" : ");
            self.out.push_str(&type_to_string(self.ctx, t));
        }
    }

    fn constant_types(&mut self, kw: &str, ts: &Option<Vec<patsat_ir::Type>>) {
        self.out.push_str(kw);
        if let Some(ts) = ts {
            self.out.push_str(" : [");
            for (i, &t) in ts.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.out.push_str(&type_to_string(self.ctx, t));
            }
            self.out.push(']');
        }
    }

    fn match_op(&mut self, op: &MatchOp, results: &[ValueId]) {
        match op {
            MatchOp::Operand { ty } | MatchOp::Operands { ty } => {
                let kw = if matches!(op, MatchOp::Operand { .. }) {
                    "operand"
                } else {
                    "operands"
                };
                self.out.push_str(kw);
                if let Some(t) = ty {
                    self.out.push_str(" : ");
                    self.value(*t);
                }
            }
            MatchOp::Attribute { ty, value } => {
                self.out.push_str("attribute");
                if let Some(t) = ty {
                    self.out.push_str(" : ");
                    self.value(*t);
                }
                if let Some(a) = value {
                    self.out.push_str(" = ");
                    self.out.push_str(&attr_to_string(self.ctx, *a));
                }
            }
            MatchOp::Type { constant } => self.constant_type("type", *constant),
            MatchOp::Types { constant } => self.constant_types("types", constant),
            MatchOp::Operation(o) => self.operation(o),
            MatchOp::Result { parent, index } => {
                let _ = write!(self.out, "result {} of ", index);
                self.value(*parent);
            }
            MatchOp::Results { parent, index } => self.results(*parent, *index, results),
            MatchOp::NativeConstraint {
                name,
                args,
                negated,
            } => {
                self.native("apply_native_constraint", name, args, results);
                if *negated {
                    self.out.push_str(" {isNegated = true}");
                }
            }
            MatchOp::Region { parent, index } => {
                self.region_node("patsat.region", Some(*index), *parent)
            }
            MatchOp::EntryBlock { region } => self.region_node("patsat.entry_block", None, *region),
            MatchOp::AnyResult { parent } => self.region_node("patsat.any_result", None, *parent),
            MatchOp::BlockArgs { block, index } => {
                self.region_node("patsat.block_args", *index, *block)
            }
            MatchOp::Yielded { block, index } => self.region_node("patsat.yielded", *index, *block),
            MatchOp::Count { of, what, count } => {
                let _ = write!(self.out, "patsat.count {} ", what.name());
                self.value(*of);
                let _ = write!(self.out, " = {}", count);
            }
        }
    }

    fn rewrite_op(&mut self, op: &RewriteOp, results: &[ValueId]) {
        match op {
            RewriteOp::Operation(o) => self.operation(o),
            RewriteOp::Replace { op, with } => {
                self.out.push_str("replace ");
                self.value(*op);
                self.out.push_str(" with");
                match with {
                    Replacement::Op(r) => {
                        self.out.push(' ');
                        self.value(*r);
                    }
                    Replacement::Values(vs) => {
                        self.out.push('(');
                        self.values_and_types(vs);
                        self.out.push(')');
                    }
                }
            }
            RewriteOp::Erase { op } => {
                self.out.push_str("erase ");
                self.value(*op);
            }
            RewriteOp::NativeRewrite { name, args } => {
                self.native("apply_native_rewrite", name, args, results)
            }
            RewriteOp::Attribute { value } => {
                self.out.push_str("attribute = ");
                self.out.push_str(&attr_to_string(self.ctx, *value));
            }
            RewriteOp::Type { constant } => self.constant_type("type", *constant),
            RewriteOp::Types { constant } => self.constant_types("types", constant),
            RewriteOp::Result { parent, index } => {
                let _ = write!(self.out, "result {} of ", index);
                self.value(*parent);
            }
            RewriteOp::Results { parent, index } => self.results(*parent, *index, results),
            RewriteOp::Range { elements } => {
                self.out.push_str("range");
                if elements.is_empty() {
                    self.out.push_str(" : ");
                    if let Some(&r) = results.first() {
                        self.out.push_str(self.p.ty(r).mlir_name());
                    }
                } else {
                    self.out.push(' ');
                    self.values_and_types(elements);
                    self.out.push(' ');
                }
            }
            RewriteOp::InlineBlock {
                block,
                before,
                args,
            } => {
                self.out.push_str("patsat.inline_block ");
                self.value(*block);
                self.out.push_str(" before ");
                self.value(*before);
                if !args.is_empty() {
                    self.out.push('(');
                    self.values_and_types(args);
                    self.out.push(')');
                }
            }
        }
    }
}

/// A string literal with MLIR's escapes.
pub(crate) fn string(out: &mut String, s: &str) {
    out.push('"');
    for b in s.bytes() {
        match b {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            b'\t' => out.push_str("\\t"),
            0x20..=0x7e => out.push(b as char),
            _ => {
                let _ = write!(out, "\\{:02X}", b);
            }
        }
    }
    out.push('"');
}

/// A symbol name after `@`: bare when it is a valid identifier, else quoted.
fn symbol(out: &mut String, s: &str) {
    let bare = s
        .bytes()
        .next()
        .is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.'));
    if bare {
        out.push_str(s);
    } else {
        string(out, s);
    }
}
