//! Printing of types, attributes and locations as MLIR prints them, with
//! alias substitution.

use super::aliases::AliasTable;
use crate::attrs::{Attr, AttrKind, LocKind};
use crate::context::Context;
use crate::float;
use crate::types::{Signedness, Type, TypeKind, DYNAMIC};
use num_bigint::BigInt;
use std::fmt::Write;

/// Whether the type of an integer/float attribute may be left out
/// (i64 and f64 inside arrays).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Elide {
    Never,
    May,
}

/// Writes types and attributes into a string.
pub(crate) struct AttrPrinter<'a> {
    pub ctx: &'a Context,
    pub aliases: Option<&'a AliasTable>,
    /// Distinct attribute ids in order of first print.
    pub distinct_ids: std::cell::RefCell<Vec<Attr>>,
    /// `dense_resource` handles in order of first print.
    pub resources_used: std::cell::RefCell<Vec<String>>,
}

impl<'a> AttrPrinter<'a> {
    pub fn new(ctx: &'a Context, aliases: Option<&'a AliasTable>) -> Self {
        AttrPrinter {
            ctx,
            aliases,
            distinct_ids: Default::default(),
            resources_used: Default::default(),
        }
    }

    /// Prints a type, using its alias if it has one.
    pub fn ty(&self, out: &mut String, t: Type) {
        if let Some(a) = self.aliases.and_then(|al| al.type_alias(t)) {
            out.push_str(a);
            return;
        }
        self.ty_body(out, t);
    }

    /// Prints a type's own form (never its alias).
    pub fn ty_body(&self, out: &mut String, t: Type) {
        match self.ctx.type_kind(t) {
            TypeKind::Integer { width, signedness } => {
                let p = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                let _ = write!(out, "{}{}", p, width);
            }
            TypeKind::Index => out.push_str("index"),
            TypeKind::Float(k) => out.push_str(k.keyword()),
            TypeKind::None => out.push_str("none"),
            TypeKind::Complex(e) => {
                out.push_str("complex<");
                self.ty(out, *e);
                out.push('>');
            }
            TypeKind::Tuple(ts) => {
                out.push_str("tuple<");
                self.ty_list(out, ts);
                out.push('>');
            }
            TypeKind::Function { inputs, results } => {
                out.push('(');
                self.ty_list(out, inputs);
                out.push_str(") -> ");
                self.result_types(out, results);
            }
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            } => {
                out.push_str("vector<");
                for (d, s) in shape.iter().zip(scalable) {
                    if *s {
                        let _ = write!(out, "[{}]x", d);
                    } else {
                        let _ = write!(out, "{}x", d);
                    }
                }
                self.ty(out, *elem);
                out.push('>');
            }
            TypeKind::RankedTensor {
                shape,
                elem,
                encoding,
            } => {
                out.push_str("tensor<");
                dims(out, shape);
                self.ty(out, *elem);
                if let Some(e) = encoding {
                    out.push_str(", ");
                    self.attr(out, *e, Elide::Never);
                }
                out.push('>');
            }
            TypeKind::UnrankedTensor(e) => {
                out.push_str("tensor<*x");
                self.ty(out, *e);
                out.push('>');
            }
            TypeKind::MemRef {
                shape,
                elem,
                layout,
                space,
            } => {
                out.push_str("memref<");
                dims(out, shape);
                self.ty(out, *elem);
                if let Some(l) = layout {
                    out.push_str(", ");
                    self.attr(out, *l, Elide::Never);
                }
                if let Some(s) = space {
                    out.push_str(", ");
                    self.attr(out, *s, Elide::May);
                }
                out.push('>');
            }
            TypeKind::UnrankedMemRef { elem, space } => {
                out.push_str("memref<*x");
                self.ty(out, *elem);
                if let Some(s) = space {
                    out.push_str(", ");
                    self.attr(out, *s, Elide::May);
                }
                out.push('>');
            }
            TypeKind::Opaque { dialect, body } => {
                out.push('!');
                out.push_str(dialect);
                out.push_str(body);
            }
        }
    }

    /// `a, b, c`
    pub fn ty_list(&self, out: &mut String, ts: &[Type]) {
        for (i, t) in ts.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.ty(out, *t);
        }
    }

    /// Result types of a function type: a single non-function type bare,
    /// otherwise in parentheses.
    pub fn result_types(&self, out: &mut String, ts: &[Type]) {
        if ts.len() == 1 && !matches!(self.ctx.type_kind(ts[0]), TypeKind::Function { .. }) {
            self.ty(out, ts[0]);
        } else {
            out.push('(');
            self.ty_list(out, ts);
            out.push(')');
        }
    }

    /// Prints an attribute, using its alias if it has one.
    pub fn attr(&self, out: &mut String, a: Attr, elide: Elide) {
        if let Some(al) = self.aliases.and_then(|al| al.attr_alias(a)) {
            out.push_str(al);
            return;
        }
        self.attr_body(out, a, elide);
    }

    /// Prints an attribute's own form (never its alias).
    pub fn attr_body(&self, out: &mut String, a: Attr, elide: Elide) {
        match self.ctx.attr_kind(a) {
            AttrKind::Unit => out.push_str("unit"),
            AttrKind::Integer { value, ty } => {
                if let TypeKind::Integer {
                    width: 1,
                    signedness: Signedness::Signless,
                } = self.ctx.type_kind(*ty)
                {
                    out.push_str(if *value != BigInt::from(0) {
                        "true"
                    } else {
                        "false"
                    });
                    return;
                }
                let _ = write!(out, "{}", value);
                let is_i64 = matches!(
                    self.ctx.type_kind(*ty),
                    TypeKind::Integer {
                        width: 64,
                        signedness: Signedness::Signless
                    }
                );
                if !(elide == Elide::May && is_i64) {
                    out.push_str(" : ");
                    self.ty(out, *ty);
                }
            }
            AttrKind::Float { bits, ty } => {
                let k = match self.ctx.type_kind(*ty) {
                    TypeKind::Float(k) => *k,
                    _ => float::FloatKind::F64,
                };
                let text = float::format(k, *bits);
                let hex = text.starts_with("0x");
                out.push_str(&text);
                if hex || !(elide == Elide::May && k == float::FloatKind::F64) {
                    out.push_str(" : ");
                    self.ty(out, *ty);
                }
            }
            AttrKind::String { value, ty } => {
                escape_string(out, value);
                if let Some(t) = ty {
                    out.push_str(" : ");
                    self.ty(out, *t);
                }
            }
            AttrKind::Type(t) => self.ty(out, *t),
            AttrKind::Array(v) => {
                out.push('[');
                for (i, e) in v.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.attr(out, *e, Elide::May);
                }
                out.push(']');
            }
            AttrKind::Dictionary(entries) => {
                out.push('{');
                self.dict_entries(out, entries);
                out.push('}');
            }
            AttrKind::DenseArray { elem, values } => {
                out.push_str("array<");
                self.ty(out, *elem);
                if !values.is_empty() {
                    out.push_str(": ");
                    let k = self.ctx.type_kind(*elem).clone();
                    for (i, v) in values.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        self.scalar(out, &k, *v);
                    }
                }
                out.push('>');
            }
            AttrKind::DenseElements { ty, splat, values } => {
                out.push_str("dense<");
                self.dense_body(out, *ty, *splat, values);
                out.push_str("> : ");
                self.ty(out, *ty);
            }
            AttrKind::DenseString { ty, splat, values } => {
                out.push_str("dense<");
                let shape = self
                    .ctx
                    .type_kind(*ty)
                    .shape()
                    .map(|s| s.0.to_vec())
                    .unwrap_or_default();
                if *splat || shape.is_empty() {
                    if let Some(v) = values.first() {
                        escape_string(out, v);
                    }
                } else {
                    let mut i = 0;
                    nested(out, &shape, 0, &mut |o: &mut String| {
                        escape_string(o, &values[i]);
                        i += 1;
                    });
                }
                out.push_str("> : ");
                self.ty(out, *ty);
            }
            AttrKind::DenseResource { handle, ty } => {
                {
                    let mut used = self.resources_used.borrow_mut();
                    if !used.iter().any(|h| h == handle) {
                        used.push(handle.clone());
                    }
                }
                out.push_str("dense_resource<");
                out.push_str(handle);
                out.push_str("> : ");
                self.ty(out, *ty);
            }
            AttrKind::Sparse {
                ty,
                indices,
                values,
            } => {
                out.push_str("sparse<");
                if !(self.dense_is_empty(*indices) && self.dense_is_empty(*values)) {
                    self.dense_inner(out, *indices);
                    out.push_str(", ");
                    self.dense_inner(out, *values);
                }
                out.push_str("> : ");
                self.ty(out, *ty);
            }
            AttrKind::SymbolRef { root, nested } => {
                symbol(out, root);
                for n in nested {
                    out.push_str("::");
                    symbol(out, n);
                }
            }
            AttrKind::AffineMap(s) => {
                out.push_str("affine_map<");
                out.push_str(s);
                out.push('>');
            }
            AttrKind::IntegerSet(s) => {
                out.push_str("affine_set<");
                out.push_str(s);
                out.push('>');
            }
            AttrKind::Strided { strides, offset } => {
                out.push_str("strided<[");
                for (i, s) in strides.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    dim(out, *s);
                }
                out.push(']');
                if *offset != 0 {
                    out.push_str(", offset: ");
                    dim(out, *offset);
                }
                out.push('>');
            }
            AttrKind::Opaque { dialect, body } => {
                out.push('#');
                out.push_str(dialect);
                out.push_str(body);
            }
            AttrKind::Distinct { referenced, .. } => {
                let id = {
                    let mut ids = self.distinct_ids.borrow_mut();
                    match ids.iter().position(|x| *x == a) {
                        Some(i) => i,
                        None => {
                            ids.push(a);
                            ids.len() - 1
                        }
                    }
                };
                let _ = write!(out, "distinct[{}]<", id);
                if !matches!(self.ctx.attr_kind(*referenced), AttrKind::Unit) {
                    self.attr(out, *referenced, Elide::Never);
                }
                out.push('>');
            }
            AttrKind::Location(_) => {
                out.push_str("loc(");
                self.loc_body(out, a);
                out.push(')');
            }
        }
    }

    /// `a = 1 : i64, b` (unit entries print as the bare name).
    pub fn dict_entries(&self, out: &mut String, entries: &[(String, Attr)]) {
        for (i, (n, v)) in entries.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            attr_name(out, n);
            if !matches!(self.ctx.attr_kind(*v), AttrKind::Unit) {
                out.push_str(" = ");
                self.attr(out, *v, Elide::Never);
            }
        }
    }

    fn dense_is_empty(&self, a: Attr) -> bool {
        match self.ctx.attr_kind(a) {
            AttrKind::DenseElements { splat, values, .. } => !splat && values.is_empty(),
            _ => false,
        }
    }

    fn dense_inner(&self, out: &mut String, a: Attr) {
        if let AttrKind::DenseElements { ty, splat, values } = self.ctx.attr_kind(a) {
            self.dense_body(out, *ty, *splat, values);
        }
    }

    fn dense_body(&self, out: &mut String, ty: Type, splat: bool, values: &[u128]) {
        let Some((shape, elem)) = self.ctx.type_kind(ty).shape() else {
            return;
        };
        let shape = shape.to_vec();
        let ek = self.ctx.type_kind(elem).clone();
        let per = if matches!(ek, TypeKind::Complex(_)) {
            2
        } else {
            1
        };
        let num: i64 = shape.iter().product();
        if splat {
            self.dense_elem(out, &ek, &values[..per.min(values.len())]);
            return;
        }
        if num == 0 {
            return;
        }
        if num > 100 {
            // Large non-splat constants print as a hex blob.
            out.push_str("\"0x");
            let (w, _) = self.elem_width(&ek);
            if w == 1 {
                for chunk in values.chunks(8) {
                    let mut byte = 0u8;
                    for (i, v) in chunk.iter().enumerate() {
                        byte |= ((v & 1) as u8) << i;
                    }
                    let _ = write!(out, "{:02X}", byte);
                }
                out.push('"');
                return;
            }
            let bytes = (w as usize).div_ceil(8);
            for v in values {
                for b in 0..bytes {
                    let _ = write!(out, "{:02X}", (v >> (8 * b)) as u8);
                }
            }
            out.push('"');
            return;
        }
        if splat || shape.is_empty() {
            self.dense_elem(out, &ek, &values[..per.min(values.len())]);
            return;
        }
        let mut i = 0;
        nested(out, &shape, 0, &mut |o: &mut String| {
            self.dense_elem(o, &ek, &values[i * per..i * per + per]);
            i += 1;
        });
    }

    fn elem_width(&self, k: &TypeKind) -> (u32, bool) {
        match k {
            TypeKind::Complex(i) => (self.elem_width(self.ctx.type_kind(*i)).0, true),
            TypeKind::Integer { width, .. } => (*width, false),
            TypeKind::Float(f) => (f.bit_width(), false),
            _ => (64, false),
        }
    }

    fn dense_elem(&self, out: &mut String, k: &TypeKind, v: &[u128]) {
        if let TypeKind::Complex(inner) = k {
            let ik = self.ctx.type_kind(*inner).clone();
            out.push('(');
            self.scalar(out, &ik, v[0]);
            out.push(',');
            self.scalar(out, &ik, v[1]);
            out.push(')');
        } else {
            self.scalar(out, k, v[0]);
        }
    }

    /// A dense scalar from its bit pattern.
    fn scalar(&self, out: &mut String, k: &TypeKind, bits: u128) {
        match k {
            TypeKind::Integer {
                width: 1,
                signedness: Signedness::Signless,
            } => out.push_str(if bits & 1 != 0 { "true" } else { "false" }),
            TypeKind::Integer { width, signedness } => {
                let _ = write!(
                    out,
                    "{}",
                    int_from_bits(bits, *width, *signedness == Signedness::Unsigned)
                );
            }
            TypeKind::Index => {
                let _ = write!(out, "{}", bits as u64 as i64);
            }
            TypeKind::Float(f) => out.push_str(&float::format(*f, bits)),
            _ => {}
        }
    }

    /// The inside of `loc(...)`.
    pub fn loc_body(&self, out: &mut String, l: Attr) {
        let AttrKind::Location(k) = self.ctx.attr_kind(l) else {
            return;
        };
        match k {
            LocKind::Unknown => out.push_str("unknown"),
            LocKind::File {
                file,
                line,
                col,
                end,
            } => {
                escape_string(out, self.ctx.string_bytes(*file));
                let _ = write!(out, ":{}:{}", line, col);
                if let Some((el, ec)) = end {
                    if el == line {
                        let _ = write!(out, " to :{}", ec);
                    } else {
                        let _ = write!(out, " to {}:{}", el, ec);
                    }
                }
            }
            LocKind::Name { name, child } => {
                escape_string(out, name);
                if let Some(c) = child {
                    if !matches!(self.ctx.attr_kind(*c), AttrKind::Location(LocKind::Unknown)) {
                        out.push('(');
                        self.nested_loc(out, *c);
                        out.push(')');
                    }
                }
            }
            LocKind::CallSite { callee, caller } => {
                out.push_str("callsite(");
                self.nested_loc(out, *callee);
                out.push_str(" at ");
                self.nested_loc(out, *caller);
                out.push(')');
            }
            LocKind::Fused { metadata, locs } => {
                out.push_str("fused");
                if let Some(m) = metadata {
                    out.push('<');
                    self.attr(out, *m, Elide::Never);
                    out.push('>');
                }
                out.push('[');
                for (i, x) in locs.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.nested_loc(out, *x);
                }
                out.push(']');
            }
        }
    }

    fn nested_loc(&self, out: &mut String, l: Attr) {
        if let Some(al) = self.aliases.and_then(|a| a.attr_alias(l)) {
            out.push_str(al);
        } else {
            self.loc_body(out, l);
        }
    }
}

fn dims(out: &mut String, shape: &[i64]) {
    for d in shape {
        dim(out, *d);
        out.push('x');
    }
}

fn dim(out: &mut String, d: i64) {
    if d == DYNAMIC {
        out.push('?');
    } else {
        let _ = write!(out, "{}", d);
    }
}

fn nested(out: &mut String, shape: &[i64], depth: usize, f: &mut dyn FnMut(&mut String)) {
    if depth == shape.len() {
        f(out);
        return;
    }
    out.push('[');
    for i in 0..shape[depth] {
        if i > 0 {
            out.push_str(", ");
        }
        nested(out, shape, depth + 1, f);
    }
    out.push(']');
}

/// The integer value of a `width`-bit pattern.
pub(crate) fn int_from_bits(bits: u128, width: u32, unsigned: bool) -> BigInt {
    if width >= 128 || unsigned {
        return BigInt::from(bits);
    }
    let sign = 1u128 << (width - 1);
    if bits & sign != 0 {
        BigInt::from(bits) - (BigInt::from(1u8) << width as usize)
    } else {
        BigInt::from(bits)
    }
}

/// Prints a string literal with MLIR's escapes.
pub(crate) fn escape_string(out: &mut String, s: &[u8]) {
    out.push('"');
    for &c in s {
        match c {
            b'\\' => out.push_str("\\\\"),
            0x20..=0x7e if c != b'"' => out.push(c as char),
            _ => {
                let _ = write!(out, "\\{:02X}", c);
            }
        }
    }
    out.push('"');
}

/// Whether `s` can be printed as a bare identifier.
pub(crate) fn is_bare_id(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b.iter()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

fn attr_name(out: &mut String, n: &str) {
    if is_bare_id(n) {
        out.push_str(n);
    } else {
        escape_string(out, n.as_bytes());
    }
}

fn symbol(out: &mut String, n: &str) {
    out.push('@');
    if is_bare_id(n) {
        out.push_str(n);
    } else {
        escape_string(out, n.as_bytes());
    }
}
