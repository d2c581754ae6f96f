//! Type parsing: every builtin type, dialect types kept as text, aliases.

use super::{PResult, Parser};
use crate::attrs::Attr;
use crate::float::FloatKind;
use crate::lexer::Tok;
use crate::types::{Signedness, Type, TypeKind, DYNAMIC};

/// What a `!name` or `#name` token stands for.
pub(crate) enum DialectSymbol {
    /// A reference to an alias defined in the file.
    Alias(String),
    /// A dialect type or attribute kept as text.
    Opaque {
        /// The dialect namespace.
        dialect: String,
        /// The rest, starting with `.` or `<`.
        body: String,
    },
}

/// The largest integer width MLIR accepts.
const MAX_INT_WIDTH: u64 = 16_777_215;

impl Parser<'_> {
    /// Whether the current token can start a type.
    pub(crate) fn at_type_start(&self) -> bool {
        match self.tok.kind {
            Tok::BangId | Tok::LParen => true,
            Tok::BareId => is_builtin_type_keyword(self.text()),
            _ => false,
        }
    }

    /// Parses a type (function types included).
    pub(crate) fn parse_type(&mut self) -> PResult<Type> {
        if self.is(Tok::LParen) {
            return self.parse_function_type();
        }
        self.parse_non_function_type()
    }

    fn parse_function_type(&mut self) -> PResult<Type> {
        let inputs = self.parse_type_list_parens()?;
        self.expect(Tok::Arrow, "expected '->' in function type")?;
        let results = self.parse_function_result_types()?;
        Ok(self.ctx.function_type(inputs, results))
    }

    /// `(T, U)` possibly empty.
    pub(crate) fn parse_type_list_parens(&mut self) -> PResult<Vec<Type>> {
        self.expect(Tok::LParen, "expected '('")?;
        let mut v = Vec::new();
        if self.eat(Tok::RParen) {
            return Ok(v);
        }
        loop {
            v.push(self.parse_type()?);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RParen, "expected ')'")?;
        Ok(v)
    }

    /// Result types after `->`: `(T, U)` or a single non-function type.
    pub(crate) fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        if self.is(Tok::LParen) {
            return self.parse_type_list_parens();
        }
        Ok(vec![self.parse_non_function_type()?])
    }

    /// Parses a type that is not a function type.
    pub(crate) fn parse_non_function_type(&mut self) -> PResult<Type> {
        match self.tok.kind {
            Tok::BangId => self.parse_dialect_or_alias_type(),
            Tok::BareId => self.parse_builtin_type(),
            Tok::Error => self.error_here("expected non-function type"),
            _ => self.error_here("expected non-function type"),
        }
    }

    fn parse_dialect_or_alias_type(&mut self) -> PResult<Type> {
        match self.parse_dialect_symbol()? {
            DialectSymbol::Alias(name) => match self.type_aliases.get(&name) {
                Some(&t) => Ok(t),
                None => self.error_here(format!("undefined symbol alias id '{}'", name)),
            },
            DialectSymbol::Opaque { dialect, body } => {
                Ok(self.ctx.ty(TypeKind::Opaque { dialect, body }))
            }
        }
    }

    /// Reads a `!name` / `#name` token: an alias reference, or a dialect
    /// type/attribute `dialect.body` / `dialect<...>` kept as text.
    pub(crate) fn parse_dialect_symbol(&mut self) -> PResult<DialectSymbol> {
        let name = self.text()[1..].to_string();
        let end = self.tok.end;
        let followed_by_angle = self.src.text.get(end) == Some(&b'<');
        if !name.contains('.') && !followed_by_angle {
            self.bump();
            return Ok(DialectSymbol::Alias(name));
        }
        let (dialect, mut body) = match name.find('.') {
            Some(i) => (name[..i].to_string(), name[i..].to_string()),
            None => (name, String::new()),
        };
        if followed_by_angle {
            let close = self.scan_balanced(end)?;
            body.push_str(std::str::from_utf8(&self.src.text[end..close]).unwrap_or(""));
            self.reset_to(close);
        } else {
            self.bump();
        }
        Ok(DialectSymbol::Opaque { dialect, body })
    }

    /// Scans a balanced `<...>` starting at `start` (which holds `<`);
    /// returns the offset just past the closing `>`.
    pub(crate) fn scan_balanced(&mut self, start: usize) -> PResult<usize> {
        self.scan_balanced_ext(start, false)
    }

    /// Like [`Self::scan_balanced`]; with `affine`, `>=` does not close.
    pub(crate) fn scan_balanced_ext(&mut self, start: usize, affine: bool) -> PResult<usize> {
        let src = self.src;
        let text: &[u8] = &src.text;
        let mut stack: Vec<u8> = Vec::new();
        let mut i = start;
        while i < text.len() {
            let c = text[i];
            match c {
                b'<' | b'(' | b'[' | b'{' => stack.push(c),
                b'-' if text.get(i + 1) == Some(&b'>') => {
                    i += 2;
                    continue;
                }
                b'>' if affine && text.get(i + 1) == Some(&b'=') => {
                    i += 2;
                    continue;
                }
                b'>' | b')' | b']' | b'}' => {
                    let open = match c {
                        b'>' => b'<',
                        b')' => b'(',
                        b']' => b'[',
                        _ => b'{',
                    };
                    if stack.last() != Some(&open) {
                        return self.error_at(
                            start,
                            format!(
                                "unbalanced '{}' character in pretty dialect name",
                                *stack.last().unwrap_or(&b'<') as char
                            ),
                        );
                    }
                    stack.pop();
                    if stack.is_empty() {
                        return Ok(i + 1);
                    }
                }
                b'"' => {
                    i += 1;
                    while i < text.len() && text[i] != b'"' {
                        if text[i] == b'\\' {
                            i += 1;
                        }
                        i += 1;
                    }
                }
                _ => {}
            }
            i += 1;
        }
        self.error_at(
            start,
            format!(
                "unbalanced '{}' character in pretty dialect name",
                *stack.last().unwrap_or(&b'<') as char
            ),
        )
    }

    fn parse_builtin_type(&mut self) -> PResult<Type> {
        let at = self.tok.start;
        let kw = self.text();
        if let Some(&t) = self.scalar_types.get(kw) {
            self.bump();
            return Ok(t);
        }
        if let Some(k) = FloatKind::from_keyword(kw) {
            self.bump();
            let t = self.ctx.ty(TypeKind::Float(k));
            self.scalar_types.insert(kw, t);
            return Ok(t);
        }
        if let Some((sign, digits)) = int_type_parts(kw) {
            let w: u64 = digits.parse().unwrap_or(u64::MAX);
            if w > MAX_INT_WIDTH {
                return self.error_at(at, "integer bitwidth is limited to 16777215 bits");
            }
            self.bump();
            let t = self.ctx.ty(TypeKind::Integer {
                width: w as u32,
                signedness: sign,
            });
            self.scalar_types.insert(kw, t);
            return Ok(t);
        }
        match kw {
            "index" => {
                self.bump();
                Ok(self.ctx.index_type())
            }
            "none" => {
                self.bump();
                Ok(self.ctx.ty(TypeKind::None))
            }
            "complex" => {
                self.bump();
                self.expect(Tok::Less, "expected '<' in complex type")?;
                let eat = self.tok.start;
                let e = self.parse_type()?;
                if !matches!(
                    self.ctx.type_kind(e),
                    TypeKind::Float(_) | TypeKind::Integer { .. }
                ) {
                    return self.error_at(eat, "invalid element type for complex");
                }
                self.expect(Tok::Greater, "expected '>' in complex type")?;
                Ok(self.ctx.ty(TypeKind::Complex(e)))
            }
            "tuple" => {
                self.bump();
                self.expect(Tok::Less, "expected '<' in tuple type")?;
                let mut v = Vec::new();
                if !self.eat(Tok::Greater) {
                    loop {
                        v.push(self.parse_type()?);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                    self.expect(Tok::Greater, "expected '>' in tuple type")?;
                }
                Ok(self.ctx.ty(TypeKind::Tuple(v)))
            }
            "vector" => self.parse_vector_type(),
            "tensor" => self.parse_tensor_type(),
            "memref" => self.parse_memref_type(),
            _ => self.error_here("expected non-function type"),
        }
    }

    /// Parses `NxMx` dimension prefixes by scanning bytes (the lexer would
    /// glue `x` to what follows). Returns (dims, scalable flags).
    fn parse_dims(
        &mut self,
        allow_dynamic: bool,
        allow_scalable: bool,
    ) -> PResult<(Vec<i64>, Vec<bool>)> {
        let src = self.src;
        let text: &[u8] = &src.text;
        let mut dims = Vec::new();
        let mut scal = Vec::new();
        let mut pos = self.tok.start;
        loop {
            // skip whitespace
            while pos < text.len() && matches!(text[pos], b' ' | b'\t' | b'\n' | b'\r') {
                pos += 1;
            }
            let dim_start = pos;
            let mut scalable = false;
            if allow_scalable && text.get(pos) == Some(&b'[') {
                scalable = true;
                pos += 1;
            }
            let value;
            if text.get(pos) == Some(&b'?') {
                if !allow_dynamic {
                    if scalable {
                        self.reset_to(pos);
                        return self.error_at(pos, "invalid dimension");
                    }
                    pos = dim_start;
                    break;
                }
                value = DYNAMIC;
                pos += 1;
            } else if text.get(pos).is_some_and(|c| c.is_ascii_digit()) {
                let s = pos;
                while text.get(pos).is_some_and(|c| c.is_ascii_digit()) {
                    pos += 1;
                }
                // `0x...` hex would be lexed as integer: MLIR treats `0x` as dim 0 + x.
                let digits = std::str::from_utf8(&text[s..pos]).unwrap_or("0");
                value = match digits.parse::<i64>() {
                    Ok(v) => v,
                    Err(_) => {
                        self.reset_to(s);
                        return self.error_at(s, "invalid dimension");
                    }
                };
            } else {
                if scalable {
                    self.reset_to(pos);
                    return self.error_here("expected integer value");
                }
                pos = dim_start;
                break;
            }
            if scalable {
                if text.get(pos) != Some(&b']') {
                    self.reset_to(pos);
                    return self.error_here("missing ']' closing scalable dimension");
                }
                pos += 1;
            }
            if text.get(pos) != Some(&b'x') {
                // A number not followed by `x`: not a dimension.
                self.reset_to(pos);
                return self.error_here("expected 'x' in dimension list");
            }
            pos += 1;
            dims.push(value);
            scal.push(scalable);
        }
        self.reset_to(pos);
        Ok((dims, scal))
    }

    fn parse_vector_type(&mut self) -> PResult<Type> {
        let kw_at = self.tok.start;
        self.bump();
        self.expect(Tok::Less, "expected '<' in vector type")?;
        let dims_at = kw_at;
        let (dims, scalable) = self.parse_dims(false, true)?;
        if dims.contains(&DYNAMIC) {
            return self.error_at(dims_at, "expected static shape");
        }
        if let Some(&d) = dims.iter().find(|&&d| d <= 0) {
            return self.error_at(
                dims_at,
                format!(
                    "vector types must have positive constant sizes but got {}",
                    d
                ),
            );
        }
        let elem = self.parse_type()?;
        if !matches!(
            self.ctx.type_kind(elem),
            TypeKind::Float(_)
                | TypeKind::Integer { .. }
                | TypeKind::Index
                | TypeKind::Opaque { .. }
        ) {
            return self.error_at(
                kw_at,
                "failed to verify 'elementType': VectorElementTypeInterface instance",
            );
        }
        self.expect(Tok::Greater, "expected '>' in vector type")?;
        Ok(self.ctx.ty(TypeKind::Vector {
            shape: dims,
            scalable,
            elem,
        }))
    }

    fn parse_tensor_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect(Tok::Less, "expected '<' in tensor type")?;
        if self.is(Tok::Star) {
            self.bump();
            if !self.is(Tok::BareId) || !self.text().starts_with('x') {
                return self.error_here("expected 'x' in unranked tensor type");
            }
            let after_x = self.tok.start + 1;
            self.reset_to(after_x);
            let eat = self.tok.start;
            let elem = self.parse_type()?;
            self.check_tensor_elem(eat, elem)?;
            self.expect(Tok::Greater, "expected '>' in tensor type")?;
            return Ok(self.ctx.ty(TypeKind::UnrankedTensor(elem)));
        }
        let (dims, _) = self.parse_dims(true, false)?;
        let eat = self.tok.start;
        let elem = self.parse_type()?;
        self.check_tensor_elem(eat, elem)?;
        let mut encoding = None;
        if self.eat(Tok::Comma) {
            encoding = Some(self.parse_attribute(None)?);
        }
        self.expect(Tok::Greater, "expected '>' in tensor type")?;
        Ok(self.ctx.ty(TypeKind::RankedTensor {
            shape: dims,
            elem,
            encoding,
        }))
    }

    fn check_tensor_elem(&mut self, at: usize, elem: Type) -> PResult<()> {
        match self.ctx.type_kind(elem) {
            TypeKind::Function { .. }
            | TypeKind::RankedTensor { .. }
            | TypeKind::UnrankedTensor(_)
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. }
            | TypeKind::None => self.error_at(at, "invalid tensor element type"),
            _ => Ok(()),
        }
    }

    fn parse_memref_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect(Tok::Less, "expected '<' in memref type")?;
        let unranked = if self.is(Tok::Star) {
            self.bump();
            if !self.is(Tok::BareId) || !self.text().starts_with('x') {
                return self.error_here("expected 'x' in unranked memref type");
            }
            let after_x = self.tok.start + 1;
            self.reset_to(after_x);
            true
        } else {
            false
        };
        let (dims, _) = if unranked {
            (Vec::new(), Vec::new())
        } else {
            self.parse_dims(true, false)?
        };
        let eat = self.tok.start;
        let elem = self.parse_type()?;
        if matches!(
            self.ctx.type_kind(elem),
            TypeKind::Function { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor(_)
                | TypeKind::None
                | TypeKind::Tuple(_)
        ) {
            return self.error_at(eat, "invalid memref element type");
        }
        let mut layout: Option<Attr> = None;
        let mut space: Option<Attr> = None;
        while self.eat(Tok::Comma) {
            let at = self.tok.start;
            let a = self.parse_attribute(None)?;
            let is_layout = !unranked
                && matches!(
                    self.ctx.attr_kind(a),
                    crate::attrs::AttrKind::AffineMap(_) | crate::attrs::AttrKind::Strided { .. }
                );
            if is_layout {
                if layout.is_some() || space.is_some() {
                    return self.error_at(at, "expected memory space to be last in memref type");
                }
                layout = Some(a);
            } else {
                if space.is_some() {
                    let here = self.tok.start;
                    return self.error_at(here, "multiple memory spaces specified in memref type");
                }
                space = Some(a);
            }
        }
        self.expect(Tok::Greater, "expected '>' in memref type")?;
        // MLIR drops an identity layout and the default memory space 0.
        if let Some(l) = layout {
            if let crate::attrs::AttrKind::AffineMap(text) = self.ctx.attr_kind(l) {
                if is_identity_map(text, dims.len()) {
                    layout = None;
                }
            }
        }
        if let Some(s) = space {
            if let crate::attrs::AttrKind::Integer { value, .. } = self.ctx.attr_kind(s) {
                if *value == num_bigint::BigInt::from(0) {
                    space = None;
                }
            }
        }
        if unranked {
            return Ok(self.ctx.ty(TypeKind::UnrankedMemRef { elem, space }));
        }
        Ok(self.ctx.ty(TypeKind::MemRef {
            shape: dims,
            elem,
            layout,
            space,
        }))
    }
}

/// Splits `i32` / `si8` / `ui1` into signedness and digits.
fn int_type_parts(kw: &str) -> Option<(Signedness, &str)> {
    let (s, rest) = if let Some(r) = kw.strip_prefix("si") {
        (Signedness::Signed, r)
    } else if let Some(r) = kw.strip_prefix("ui") {
        (Signedness::Unsigned, r)
    } else if let Some(r) = kw.strip_prefix('i') {
        (Signedness::Signless, r)
    } else {
        return None;
    };
    if !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit()) {
        Some((s, rest))
    } else {
        None
    }
}

/// Whether a bare identifier names a builtin type.
pub(crate) fn is_builtin_type_keyword(kw: &str) -> bool {
    FloatKind::from_keyword(kw).is_some()
        || int_type_parts(kw).is_some()
        || matches!(
            kw,
            "index" | "none" | "complex" | "tuple" | "vector" | "tensor" | "memref"
        )
}

/// Whether affine map text is the identity `(d0, ..., dn) -> (d0, ..., dn)`
/// of the given rank (white space ignored).
fn is_identity_map(text: &str, rank: usize) -> bool {
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let dims: Vec<String> = (0..rank).map(|i| format!("d{}", i)).collect();
    let list = dims.join(",");
    compact == format!("({})->({})", list, list)
}
