//! The printer: writes a module in the generic op form byte-for-byte as
//! `mlir-opt --mlir-print-op-generic` does (SSA and block names, aliases,
//! predecessor comments, locations with `--mlir-print-debuginfo`,
//! resources).

mod aliases;
mod attrs;
mod names;

use crate::attrs::{Attr, AttrKind};
use crate::context::Context;
use crate::ir::{BlockId, Ir, OpId, RegionId};
use crate::parser::Module;
use crate::types::Type;
use aliases::AliasTable;
use attrs::{AttrPrinter, Elide};
use fxhash::FxHashMap;
use names::Names;
use std::cell::RefCell;
use std::fmt::Write;

/// Printing options (named after `mlir-opt`'s flags).
#[derive(Clone, Debug, Default)]
pub struct PrintOptions {
    /// `--mlir-print-debuginfo`: print op and block argument locations.
    pub debuginfo: bool,
}

/// A type as text, without aliases (for diagnostics).
pub fn type_to_string(ctx: &Context, t: Type) -> String {
    let p = AttrPrinter::new(ctx, None);
    let mut s = String::new();
    p.ty(&mut s, t);
    s
}

/// An attribute as text, without aliases (for diagnostics).
pub fn attr_to_string(ctx: &Context, a: Attr) -> String {
    let p = AttrPrinter::new(ctx, None);
    let mut s = String::new();
    p.attr(&mut s, a, Elide::Never);
    s
}

/// Prints a whole module as `mlir-opt` does, final blank line included.
pub fn print_module(ctx: &Context, module: &Module, opts: &PrintOptions) -> String {
    let mut out = String::with_capacity(1 << 16);
    print_into(ctx, module, opts, &mut out, None);
    out
}

/// Prints a module to a writer, streaming: at most about [`FLUSH_AT`]
/// bytes of text are buffered, however large the module.
pub fn print_module_to(
    ctx: &Context,
    module: &Module,
    opts: &PrintOptions,
    w: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let mut out = String::with_capacity(FLUSH_AT + (1 << 16));
    let sink = RefCell::new(Sink { w, err: None });
    let flush = |out: &mut String| {
        let mut s = sink.borrow_mut();
        if s.err.is_none() {
            if let Err(e) = s.w.write_all(out.as_bytes()) {
                s.err = Some(e);
            }
        }
        out.clear();
    };
    print_into(ctx, module, opts, &mut out, Some(&flush));
    let sink = sink.into_inner();
    if let Some(e) = sink.err {
        return Err(e);
    }
    sink.w.write_all(out.as_bytes())
}

/// Buffered text is handed to the writer once it grows past this size.
pub const FLUSH_AT: usize = 1 << 20;

/// Where a streaming print goes, and the first write error.
struct Sink<'w> {
    w: &'w mut dyn std::io::Write,
    err: Option<std::io::Error>,
}

fn print_into(
    ctx: &Context,
    module: &Module,
    opts: &PrintOptions,
    out: &mut String,
    flush: Option<&dyn Fn(&mut String)>,
) {
    let aliases = aliases::collect(ctx, &module.ir, module.top, opts.debuginfo);
    let names = Names::new(&module.ir, module.top);
    // Distinct attributes are renumbered and resources listed in order of
    // first print: with them, text depends on print order.
    let order_dependent = ctx.any_attr(|k| {
        matches!(
            k,
            AttrKind::Distinct { .. } | AttrKind::DenseResource { .. }
        )
    });
    let p = OpPrinter {
        ctx,
        ir: &module.ir,
        names: &names,
        attrs: AttrPrinter::new(ctx, Some(&aliases)),
        aliases: &aliases,
        opts,
        flush,
        parallel_region: (!order_dependent)
            .then(|| parallel_region(module))
            .flatten(),
        memo: (!order_dependent).then(Default::default),
    };
    p.alias_defs(out, false);
    p.op(out, module.top, 0);
    out.push('\n');
    p.alias_defs(out, true);
    p.resources(out, module);
    out.push('\n');
}

/// Top-level ops printed per thread in one batch.
const BATCH: usize = 32;

/// The region whose ops may be printed on two threads: the top op's single
/// block, when it holds enough ops and the machine has a second core (the
/// caller checks that no printed text depends on the order of printing).
fn parallel_region(module: &Module) -> Option<RegionId> {
    if std::thread::available_parallelism().map_or(1, |n| n.get()) < 2 {
        return None;
    }
    let ir = &module.ir;
    let &r = ir.regions(module.top).first()?;
    let &[b] = ir.region_blocks(r) else {
        return None;
    };
    ir.block_ops(b).nth(4 * BATCH)?;
    Some(r)
}

/// Printed dictionary text by (attribute, whole-attribute form).
type DictMemo = RefCell<FxHashMap<(Attr, bool), Box<str>>>;

struct OpPrinter<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    names: &'a Names,
    attrs: AttrPrinter<'a>,
    aliases: &'a AliasTable,
    opts: &'a PrintOptions,
    /// Streaming: takes the buffered text (and clears it).
    flush: Option<&'a dyn Fn(&mut String)>,
    /// Ops of this region are printed on two threads (see
    /// [`parallel_region`]).
    parallel_region: Option<RegionId>,
    /// Printed attribute dictionaries, by attribute and form (`true`: a
    /// whole attribute, `false`: the entries of a discardable dictionary);
    /// `None` when the text may depend on print order.
    memo: Option<DictMemo>,
}

impl OpPrinter<'_> {
    fn alias_defs(&self, out: &mut String, deferred: bool) {
        for (what, name, _) in self.aliases.defs(deferred) {
            out.push_str(name);
            out.push_str(" = ");
            match what {
                Ok(a) => self.attrs.attr_body(out, *a, Elide::Never),
                Err(t) => self.attrs.ty_body(out, *t),
            }
            out.push('\n');
        }
    }

    fn attr(&self, out: &mut String, a: Attr, elide: Elide) {
        self.attrs.attr(out, a, elide);
    }

    fn op(&self, out: &mut String, op: OpId, indent: usize) {
        let ir = self.ir;
        push_indent(out, indent);
        if ir.num_results(op) > 0 {
            self.names.result_head(ir, out, op);
            out.push_str(" = ");
        }
        attrs::escape_string(out, self.ctx.op_name_str(ir.op_name(op)).as_bytes());
        out.push('(');
        for (i, v) in ir.operands(op).enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.names.value(ir, out, v);
        }
        out.push(')');
        let succs = ir.successors(op);
        if !succs.is_empty() {
            out.push('[');
            for (i, b) in succs.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                let _ = write!(out, "^bb{}", self.names.block(*b));
            }
            out.push(']');
        }
        if let Some(p) = ir.props(op) {
            out.push_str(" <");
            self.memo(out, (p, true), |s, out| s.attr(out, p, Elide::Never));
            out.push('>');
        }
        let regions = ir.regions(op);
        if !regions.is_empty() {
            out.push_str(" (");
            for (i, r) in regions.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                self.region(out, *r, indent);
            }
            out.push(')');
        }
        let attrs = ir.attrs(op);
        if let AttrKind::Dictionary(entries) = self.ctx.attr_kind(attrs) {
            if !entries.is_empty() {
                out.push_str(" {");
                self.memo(out, (attrs, false), |s, out| {
                    s.attrs.dict_entries(out, entries)
                });
                out.push('}');
            }
        }
        out.push_str(" : (");
        for (i, v) in ir.operands(op).enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.attrs.ty(out, ir.value_type(v));
        }
        out.push_str(") -> ");
        let results: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
        self.attrs.result_types(out, &results);
        if self.opts.debuginfo {
            out.push_str(" loc(");
            let l = ir.op_loc(op);
            match self.aliases.attr_alias(l) {
                Some(a) => out.push_str(a),
                None => self.attrs.loc_body(out, l),
            }
            out.push(')');
        }
    }

    /// Prints an attribute's text through the per-printer memo (the same
    /// dictionary is usually printed many times), when the text cannot
    /// depend on print order.
    fn memo(&self, out: &mut String, a: (Attr, bool), print: impl FnOnce(&Self, &mut String)) {
        let Some(memo) = &self.memo else {
            print(self, out);
            return;
        };
        if let Some(t) = memo.borrow().get(&a) {
            out.push_str(t);
            return;
        }
        let start = out.len();
        print(self, out);
        memo.borrow_mut().insert(a, out[start..].into());
    }

    /// Prints `ops` in order, each batch pair split between this thread and
    /// a helper thread with its own attribute printer (same text: names
    /// and aliases are computed before printing).
    fn ops_on_two_threads(&self, out: &mut String, ops: &[OpId], indent: usize) {
        let (ctx, ir, names, aliases, opts) =
            (self.ctx, self.ir, self.names, self.aliases, self.opts);
        for pair in ops.chunks(2 * BATCH) {
            let (mine, theirs) = pair.split_at(pair.len().min(BATCH));
            let theirs_text = std::thread::scope(|s| {
                let h = s.spawn(move || {
                    let w = OpPrinter {
                        ctx,
                        ir,
                        names,
                        attrs: AttrPrinter::new(ctx, Some(aliases)),
                        aliases,
                        opts,
                        flush: None,
                        parallel_region: None,
                        memo: Some(Default::default()),
                    };
                    let mut buf = String::new();
                    for &op in theirs {
                        w.op(&mut buf, op, indent);
                        buf.push('\n');
                    }
                    buf
                });
                for &op in mine {
                    self.op(out, op, indent);
                    out.push('\n');
                }
                h.join().expect("the printing thread does not panic")
            });
            out.push_str(&theirs_text);
            self.flush_if_large(out);
        }
    }

    /// Streaming: hands the buffered text to the writer once it is large.
    fn flush_if_large(&self, out: &mut String) {
        if let Some(flush) = self.flush {
            if out.len() >= FLUSH_AT {
                flush(out);
            }
        }
    }

    fn region(&self, out: &mut String, r: RegionId, indent: usize) {
        let ir = self.ir;
        out.push_str("{\n");
        let blocks = ir.region_blocks(r);
        if !blocks.is_empty() {
            let preds = self.predecessors(blocks);
            for (i, &b) in blocks.iter().enumerate() {
                let entry = i == 0;
                let header = !entry || ir.first_op(b).is_none() || !ir.block_args(b).is_empty();
                if header {
                    self.block_header(out, b, i, entry, &preds[i], indent);
                }
                if self.parallel_region == Some(r) {
                    let ops: Vec<OpId> = ir.block_ops(b).collect();
                    self.ops_on_two_threads(out, &ops, indent + 2);
                    continue;
                }
                for op in ir.block_ops(b) {
                    self.op(out, op, indent + 2);
                    out.push('\n');
                    self.flush_if_large(out);
                }
            }
        }
        push_indent(out, indent);
        out.push('}');
    }

    fn predecessors(&self, blocks: &[BlockId]) -> Vec<Vec<u32>> {
        let mut preds = vec![Vec::new(); blocks.len()];
        for (i, &b) in blocks.iter().enumerate() {
            for op in self.ir.block_ops(b) {
                for s in self.ir.successors(op) {
                    let pos = self.names.block(*s) as usize;
                    if pos < blocks.len() && blocks[pos] == *s {
                        preds[pos].push(i as u32);
                    }
                }
            }
        }
        for p in &mut preds {
            p.sort_unstable();
        }
        preds
    }

    fn block_header(
        &self,
        out: &mut String,
        b: BlockId,
        pos: usize,
        entry: bool,
        preds: &[u32],
        indent: usize,
    ) {
        let ir = self.ir;
        push_indent(out, indent);
        let _ = write!(out, "^bb{}", pos);
        let args = ir.block_args(b);
        if !args.is_empty() {
            out.push('(');
            for (i, a) in args.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                self.names.value(ir, out, *a);
                out.push_str(": ");
                self.attrs.ty(out, ir.value_type(*a));
                if self.opts.debuginfo {
                    out.push_str(" loc(");
                    self.attrs.loc_body(out, ir.value_loc(*a));
                    out.push(')');
                }
            }
            out.push(')');
        }
        out.push(':');
        if !entry {
            if preds.is_empty() {
                out.push_str("  // no predecessors");
            } else if preds.len() == 1 {
                let _ = write!(out, "  // pred: ^bb{}", preds[0]);
            } else {
                let _ = write!(out, "  // {} preds: ", preds.len());
                for (i, p) in preds.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    let _ = write!(out, "^bb{}", p);
                }
            }
        }
        out.push('\n');
    }

    fn resources(&self, out: &mut String, module: &Module) {
        let used = self.attrs.resources_used.borrow();
        let mut builtin: Vec<(&str, &str)> = Vec::new();
        for h in used.iter() {
            for (group, entries) in &module.resources.dialect {
                if group == "builtin" {
                    if let Some((k, v)) = entries.iter().find(|(k, _)| k == h) {
                        builtin.push((k, v));
                        break;
                    }
                }
            }
        }
        let others: Vec<_> = module
            .resources
            .dialect
            .iter()
            .filter(|(g, _)| g != "builtin")
            .collect();
        if builtin.is_empty() && others.is_empty() && module.resources.external.is_empty() {
            return;
        }
        out.push_str("\n{-#\n");
        let mut sections = Vec::new();
        let mut dialect_groups: Vec<(String, Vec<(String, String)>)> = Vec::new();
        if !builtin.is_empty() {
            dialect_groups.push((
                "builtin".into(),
                builtin
                    .iter()
                    .map(|(k, v)| (k.to_string(), v.to_string()))
                    .collect(),
            ));
        }
        for (g, e) in others {
            dialect_groups.push((g.clone(), e.clone()));
        }
        if !dialect_groups.is_empty() {
            sections.push(("dialect_resources", dialect_groups));
        }
        if !module.resources.external.is_empty() {
            sections.push(("external_resources", module.resources.external.clone()));
        }
        for (si, (name, groups)) in sections.iter().enumerate() {
            let _ = writeln!(out, "  {}: {{", name);
            for (gi, (g, entries)) in groups.iter().enumerate() {
                let _ = writeln!(out, "    {}: {{", g);
                for (ei, (k, v)) in entries.iter().enumerate() {
                    let _ = write!(out, "      {}: {}", k, v);
                    out.push_str(if ei + 1 < entries.len() { ",\n" } else { "\n" });
                }
                out.push_str("    }");
                out.push_str(if gi + 1 < groups.len() { ",\n" } else { "\n" });
            }
            out.push_str("  }");
            out.push_str(if si + 1 < sections.len() { ",\n" } else { "\n" });
        }
        out.push_str("#-}\n");
    }
}

fn push_indent(out: &mut String, n: usize) {
    for _ in 0..n {
        out.push(' ');
    }
}
