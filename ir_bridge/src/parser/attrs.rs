//! Attribute parsing: every builtin attribute, locations, dense literals and
//! the `{-# ... #-}` file metadata.

use super::types::DialectSymbol;
use super::{PResult, Parser};
use crate::attrs::{Attr, AttrKind, LocKind};
use crate::float;
use crate::lexer::{unescape, Tok};
use crate::types::{Signedness, Type, TypeKind, DYNAMIC};
use num_bigint::{BigInt, Sign};
use num_traits::{One, Zero};

/// A parsed dense-literal element, before the type is known.
enum Lit {
    Int { neg: bool, text: String, at: usize },
    Float { neg: bool, text: String, at: usize },
    Bool(bool, usize),
    Complex(Box<Lit>, Box<Lit>),
    Str(Vec<u8>, usize),
    List(Vec<Lit>, usize),
}

impl Parser<'_> {
    /// Parses an attribute value. `ty_hint` is unused for now (MLIR uses
    /// it for a few elided-type forms).
    pub(crate) fn parse_attribute(&mut self, _ty_hint: Option<Type>) -> PResult<Attr> {
        match self.tok.kind {
            Tok::LSquare => {
                self.bump();
                let mut v = Vec::new();
                if !self.eat(Tok::RSquare) {
                    loop {
                        v.push(self.parse_attribute(None)?);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                    self.expect(Tok::RSquare, "expected ']' in attribute list")?;
                }
                Ok(self.ctx.attr(AttrKind::Array(v)))
            }
            Tok::LBrace => self.parse_attr_dict(),
            Tok::Integer | Tok::Float | Tok::Minus => self.parse_number_attr(),
            Tok::String => {
                let v = self.parse_string()?;
                let ty = if self.eat(Tok::Colon) {
                    Some(self.parse_type()?)
                } else {
                    None
                };
                let ty = ty.filter(|t| !matches!(self.ctx.type_kind(*t), TypeKind::None));
                Ok(self.ctx.attr(AttrKind::String {
                    value: v.into(),
                    ty,
                }))
            }
            Tok::AtId => self.parse_symbol_ref(),
            Tok::HashId => self.parse_hash_attr(),
            Tok::BareId => {
                let kw = self.text();
                match kw {
                    "true" | "false" => {
                        self.bump();
                        let i1 = self.ctx.int_type(1);
                        let value = if kw == "true" {
                            -BigInt::one()
                        } else {
                            BigInt::zero()
                        };
                        Ok(self.ctx.attr(AttrKind::Integer { value, ty: i1 }))
                    }
                    "unit" => {
                        self.bump();
                        Ok(self.ctx.unit_attr())
                    }
                    "affine_map" | "affine_set" => {
                        let is_map = kw == "affine_map";
                        let body = self.parse_angle_body(true)?;
                        let body = normalize_affine(&body);
                        Ok(self.ctx.attr(if is_map {
                            AttrKind::AffineMap(body)
                        } else {
                            AttrKind::IntegerSet(body)
                        }))
                    }
                    "dense" => self.parse_dense(),
                    "dense_resource" => self.parse_dense_resource(),
                    "sparse" => self.parse_sparse(),
                    "array" => self.parse_dense_array(),
                    "strided" => self.parse_strided(),
                    "distinct" => self.parse_distinct(),
                    "loc" => {
                        self.bump();
                        self.expect(Tok::LParen, "expected '(' in location")?;
                        let l = self.parse_location_body()?;
                        self.expect(Tok::RParen, "expected ')' in location")?;
                        Ok(l)
                    }
                    _ if self.at_type_start() => {
                        let t = self.parse_type()?;
                        Ok(self.ctx.attr(AttrKind::Type(t)))
                    }
                    _ => self.error_here("expected attribute value"),
                }
            }
            Tok::BangId | Tok::LParen => {
                let t = self.parse_type()?;
                Ok(self.ctx.attr(AttrKind::Type(t)))
            }
            Tok::Error => self.error_here("expected attribute value"),
            _ => self.error_here("expected attribute value"),
        }
    }

    /// Parses a string token into bytes.
    pub(crate) fn parse_string(&mut self) -> PResult<Vec<u8>> {
        let raw = &self.src.text[self.tok.start..self.tok.end];
        match unescape(raw) {
            Ok(v) => {
                self.bump();
                Ok(v)
            }
            Err(i) => {
                let at = self.tok.start + 1 + i;
                self.error_at(at, "unknown escape in string literal")
            }
        }
    }

    /// `<...>` after a keyword: returns the inner text.
    fn parse_angle_body(&mut self, affine: bool) -> PResult<String> {
        self.bump();
        if !self.is(Tok::Less) {
            return self.error_here("expected '<'");
        }
        let start = self.tok.start;
        let close = self.scan_balanced_ext(start, affine)?;
        let body = String::from_utf8_lossy(&self.src.text[start + 1..close - 1]).into_owned();
        if affine {
            if let Some(off) = undeclared_affine_id(body.as_bytes()) {
                return self.error_at(start + 1 + off, "use of undeclared identifier");
            }
        }
        self.reset_to(close);
        Ok(body)
    }

    /// `{a = 1, b, "c d" = 2}`
    pub(crate) fn parse_attr_dict(&mut self) -> PResult<Attr> {
        self.expect(Tok::LBrace, "expected '{' in attribute dictionary")?;
        let mut entries: Vec<(String, Attr, usize)> = Vec::new();
        if !self.eat(Tok::RBrace) {
            loop {
                let at = self.tok.start;
                let name = match self.tok.kind {
                    Tok::BareId => {
                        let n = self.text().to_string();
                        self.bump();
                        n
                    }
                    Tok::String => {
                        let v = self.parse_string()?;
                        if v.is_empty() {
                            return self.error_at(at, "expected valid attribute name");
                        }
                        String::from_utf8_lossy(&v).into_owned()
                    }
                    _ => return self.error_here("expected attribute name"),
                };
                let value = if self.eat(Tok::Equal) {
                    self.parse_attribute(None)?
                } else {
                    self.ctx.unit_attr()
                };
                entries.push((name, value, at));
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RBrace, "expected '}' in attribute dictionary")?;
        }
        let positions: Vec<usize> = entries.iter().map(|e| e.2).collect();
        let names: Vec<String> = entries.iter().map(|e| e.0.clone()).collect();
        let entries = entries.into_iter().map(|(n, v, _)| (n, v)).collect();
        match self.ctx.dict_attr(entries) {
            Ok(d) => Ok(d),
            Err(_) => {
                // Report the first key, in source order, seen before.
                let mut seen = fxhash::FxHashSet::default();
                let i = names
                    .iter()
                    .position(|n| !seen.insert(n.as_str()))
                    .unwrap_or(0);
                let msg = format!("duplicate key '{}' in dictionary attribute", names[i]);
                self.error_at(positions[i], msg)
            }
        }
    }

    fn parse_number_attr(&mut self) -> PResult<Attr> {
        let at = self.tok.start;
        let neg = self.eat(Tok::Minus);
        let is_float = match self.tok.kind {
            Tok::Float => true,
            Tok::Integer => false,
            _ => return self.error_here("expected integer or floating point literal"),
        };
        let text = self.text().to_string();
        let lit_at = self.tok.start;
        self.bump();
        let ty = if self.eat(Tok::Colon) {
            let ty = self.parse_type()?;
            Some(ty)
        } else {
            None
        };
        let ty = match ty {
            Some(t) => t,
            None => {
                if is_float {
                    self.ctx.ty(TypeKind::Float(float::FloatKind::F64))
                } else {
                    self.ctx.int_type(64)
                }
            }
        };
        let kind = self.ctx.type_kind(ty).clone();
        match kind {
            TypeKind::Float(fk) => {
                let bits = if !is_float && text.starts_with("0x") {
                    if neg {
                        return self.error_at(
                            lit_at,
                            "hexadecimal float literal should not have a leading minus",
                        );
                    }
                    float::parse_hex_bits(fk, &text[2..]).or_else(|m| self.error_at(lit_at, m))?
                } else {
                    float::parse_decimal(fk, &text, neg).or_else(|m| self.error_at(lit_at, m))?
                };
                Ok(self.ctx.attr(AttrKind::Float { bits, ty }))
            }
            TypeKind::Integer { .. } | TypeKind::Index => {
                if is_float {
                    let here = self.tok.start;
                    return self
                        .error_at(here, "floating point value not valid for specified type");
                }
                let value = self.int_value(
                    &text,
                    neg,
                    ty,
                    lit_at,
                    "integer constant out of range for attribute",
                )?;
                Ok(self.ctx.attr(AttrKind::Integer { value, ty }))
            }
            _ => self.error_at(at, "integer literal not valid for specified type"),
        }
    }

    /// Converts an integer literal to a value of type `ty` as MLIR does
    /// (signless values wrap into the signed range).
    fn int_value(
        &mut self,
        text: &str,
        neg: bool,
        ty: Type,
        at: usize,
        range_msg: &str,
    ) -> PResult<BigInt> {
        let (width, sign) = match self.ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => (*width, *signedness),
            TypeKind::Index => (64, Signedness::Signed),
            _ => (64, Signedness::Signless),
        };
        let mag = if let Some(h) = text.strip_prefix("0x") {
            BigInt::parse_bytes(h.as_bytes(), 16)
        } else {
            BigInt::parse_bytes(text.as_bytes(), 10)
        }
        .unwrap_or_default();
        if neg && sign == Signedness::Unsigned {
            return self.error_at(
                at,
                "negative integer literal not valid for unsigned integer type",
            );
        }
        let is_index = matches!(self.ctx.type_kind(ty), TypeKind::Index);
        let limit = BigInt::one() << width as usize; // 2^w
        if mag >= limit {
            return self.error_at(at, range_msg);
        }
        if width == 0 {
            if neg {
                return self.error_at(at, range_msg);
            }
            return Ok(BigInt::zero());
        }
        let half = BigInt::one() << (width as usize - 1);
        if neg {
            // -mag must have its sign bit set in width bits: 0 < mag <= 2^(w-1).
            if mag.is_zero() || mag > half {
                return self.error_at(at, range_msg);
            }
            return Ok(-mag);
        }
        if (sign == Signedness::Signed || is_index) && mag >= half {
            return self.error_at(at, range_msg);
        }
        Ok(match sign {
            Signedness::Unsigned => mag,
            _ => {
                if mag >= half {
                    mag - limit
                } else {
                    mag
                }
            }
        })
    }

    fn parse_symbol_ref(&mut self) -> PResult<Attr> {
        let root = self.at_id_text()?;
        let mut nested = Vec::new();
        while self.is(Tok::ColonColon) {
            self.bump();
            if !self.is(Tok::AtId) {
                return self.error_here("expected nested symbol reference identifier");
            }
            nested.push(self.at_id_text()?);
        }
        Ok(self.ctx.attr(AttrKind::SymbolRef { root, nested }))
    }

    /// The name of an `@id` token (string form unescaped).
    pub(crate) fn at_id_text(&mut self) -> PResult<String> {
        let raw = &self.src.text[self.tok.start + 1..self.tok.end];
        let s = if raw.first() == Some(&b'"') {
            match unescape(raw) {
                Ok(v) => String::from_utf8_lossy(&v).into_owned(),
                Err(_) => return self.error_here("unknown escape in string literal"),
            }
        } else {
            String::from_utf8_lossy(raw).into_owned()
        };
        self.bump();
        Ok(s)
    }

    fn parse_hash_attr(&mut self) -> PResult<Attr> {
        match self.parse_dialect_symbol()? {
            DialectSymbol::Alias(name) => match self.attr_aliases.get(&name) {
                Some(&a) => Ok(a),
                None => self.error_here(format!("undefined symbol alias id '{}'", name)),
            },
            DialectSymbol::Opaque { dialect, body } => {
                Ok(self.ctx.attr(AttrKind::Opaque { dialect, body }))
            }
        }
    }

    fn parse_strided(&mut self) -> PResult<Attr> {
        self.bump();
        self.expect(Tok::Less, "expected '<' after 'strided'")?;
        self.expect(Tok::LSquare, "expected '['")?;
        let mut strides = Vec::new();
        if !self.eat(Tok::RSquare) {
            loop {
                strides.push(self.parse_i64_or_dynamic()?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RSquare, "expected ']'")?;
        }
        let mut offset = 0;
        if self.eat(Tok::Comma) {
            if !self.eat_kw("offset") {
                return self.error_here("expected 'offset' after comma");
            }
            self.expect(Tok::Colon, "expected ':' after 'offset'")?;
            offset = self.parse_i64_or_dynamic()?;
        }
        self.expect(Tok::Greater, "expected '>'")?;
        Ok(self.ctx.attr(AttrKind::Strided { strides, offset }))
    }

    fn parse_i64_or_dynamic(&mut self) -> PResult<i64> {
        if self.eat(Tok::Question) {
            return Ok(DYNAMIC);
        }
        let neg = self.eat(Tok::Minus);
        if !self.is(Tok::Integer) {
            let here = self.tok.start;
            return self.error_at(here, "expected a 64-bit signed integer or '?'");
        }
        let t = self.text();
        let v = t.parse::<i128>().ok().map(|v| if neg { -v } else { v });
        match v {
            Some(v) if v >= i64::MIN as i128 && v <= i64::MAX as i128 => {
                self.bump();
                Ok(v as i64)
            }
            _ => self.error_here("expected a 64-bit signed integer or '?'"),
        }
    }

    fn parse_distinct(&mut self) -> PResult<Attr> {
        self.bump();
        self.expect(Tok::LSquare, "expected '[' after 'distinct'")?;
        if !self.is(Tok::Integer) {
            return self.error_here("expected distinct ID");
        }
        let id: u64 = match self.text().parse() {
            Ok(v) => v,
            Err(_) => return self.error_here("expected an unsigned 64-bit integer"),
        };
        self.bump();
        self.expect(Tok::RSquare, "expected ']' to close distinct ID")?;
        self.expect(Tok::Less, "expected '<' after distinct ID")?;
        let at = self.tok.start;
        let referenced = if self.is(Tok::Greater) {
            self.ctx.unit_attr()
        } else {
            self.parse_attribute(None)?
        };
        self.expect(Tok::Greater, "expected '>' to close distinct attribute")?;
        if let Some(&a) = self.distinct.get(&id) {
            if let AttrKind::Distinct { referenced: r, .. } = self.ctx.attr_kind(a) {
                if *r != referenced {
                    return self.error_at(
                        at,
                        "referenced attribute does not match previous definition",
                    );
                }
            }
            return Ok(a);
        }
        let unique = self.ctx.sizes().1 as u64;
        let a = self.ctx.attr(AttrKind::Distinct {
            id: unique,
            referenced,
        });
        self.distinct.insert(id, a);
        Ok(a)
    }

    // ---- locations -------------------------------------------------------

    /// The inside of `loc(...)`.
    pub(crate) fn parse_location_body(&mut self) -> PResult<Attr> {
        let at = self.tok.start;
        match self.tok.kind {
            Tok::HashId => {
                let name = self.text()[1..].to_string();
                self.bump();
                match self.attr_aliases.get(&name) {
                    Some(&a) if matches!(self.ctx.attr_kind(a), AttrKind::Location(_)) => Ok(a),
                    Some(_) => self.error_at(at, "expected location, but found dialect attribute"),
                    None => self.error_at(at, format!("undefined symbol alias id '{}'", name)),
                }
            }
            Tok::String => {
                let s = self.parse_string()?;
                if self.eat(Tok::Colon) {
                    if !self.is(Tok::Integer) {
                        return self.error_here("expected integer line number in FileLineColRange");
                    }
                    let line = self.parse_u32()?;
                    let mut col = 0;
                    let mut end = None;
                    if self.eat(Tok::Colon) {
                        if !self.is(Tok::Integer) {
                            return self
                                .error_here("expected integer column number in FileLineColRange");
                        }
                        col = self.parse_u32()?;
                        if self.eat_kw("to") {
                            let mut end_line = line;
                            if self.is(Tok::Integer) {
                                end_line = self.parse_u32()?;
                            }
                            self.expect(Tok::Colon, "expected ':' in FileLineColRange")?;
                            if !self.is(Tok::Integer) {
                                return self.error_here(
                                    "expected integer column number in FileLineColRange",
                                );
                            }
                            let end_col = self.parse_u32()?;
                            end = Some((end_line, end_col));
                        }
                    }
                    let file = self.ctx.string_attr_bytes(&s);
                    return Ok(self.ctx.attr(AttrKind::Location(LocKind::File {
                        file,
                        line,
                        col,
                        end,
                    })));
                }
                let child = if self.eat(Tok::LParen) {
                    let c = self.parse_location_body()?;
                    self.expect(Tok::RParen, "expected ')' after child location of NameLoc")?;
                    Some(c)
                } else {
                    None
                };
                Ok(self.ctx.attr(AttrKind::Location(LocKind::Name {
                    name: s.into(),
                    child,
                })))
            }
            Tok::BareId => match self.text() {
                "unknown" => {
                    self.bump();
                    Ok(self.ctx.unknown_loc())
                }
                "callsite" => {
                    self.bump();
                    self.expect(Tok::LParen, "expected '(' in callsite location")?;
                    let callee = self.parse_location_body()?;
                    if !self.eat_kw("at") {
                        return self.error_here("expected 'at' in callsite");
                    }
                    let caller = self.parse_location_body()?;
                    self.expect(Tok::RParen, "expected ')' in callsite location")?;
                    Ok(self
                        .ctx
                        .attr(AttrKind::Location(LocKind::CallSite { callee, caller })))
                }
                "fused" => {
                    self.bump();
                    let mut metadata = None;
                    if self.eat(Tok::Less) {
                        metadata = Some(self.parse_attribute(None)?);
                        self.expect(Tok::Greater, "expected '>' after fused location metadata")?;
                    }
                    self.expect(Tok::LSquare, "expected '[' in fused location")?;
                    let mut locs = Vec::new();
                    if !self.eat(Tok::RSquare) {
                        loop {
                            locs.push(self.parse_location_body()?);
                            if !self.eat(Tok::Comma) {
                                break;
                            }
                        }
                        self.expect(Tok::RSquare, "expected ']' in fused location")?;
                    }
                    Ok(self
                        .ctx
                        .attr(AttrKind::Location(LocKind::Fused { metadata, locs })))
                }
                _ => self.error_here("expected location instance"),
            },
            _ => self.error_here("expected location instance"),
        }
    }

    fn parse_u32(&mut self) -> PResult<u32> {
        match self.text().parse::<u32>() {
            Ok(v) => {
                self.bump();
                Ok(v)
            }
            Err(_) => self.error_here("expected integer value"),
        }
    }

    // ---- dense literals ------------------------------------------------

    fn parse_lit(&mut self) -> PResult<Lit> {
        let at = self.tok.start;
        match self.tok.kind {
            Tok::LSquare => {
                self.bump();
                let mut v: Vec<Lit> = Vec::new();
                if !self.eat(Tok::RSquare) {
                    loop {
                        let e = self.parse_lit()?;
                        if let Some(first) = v.first() {
                            if lit_shape(first) != lit_shape(&e) {
                                let here = self.tok.start;
                                return self.error_at(
                                    here,
                                    "tensor literal is invalid; ranks are not consistent between elements",
                                );
                            }
                        }
                        v.push(e);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                    self.expect(Tok::RSquare, "expected ']' in tensor literal")?;
                }
                Ok(Lit::List(v, at))
            }
            Tok::LParen => {
                self.bump();
                let a = self.parse_lit()?;
                self.expect(Tok::Comma, "expected ',' in complex literal")?;
                let b = self.parse_lit()?;
                self.expect(Tok::RParen, "expected ')' in complex literal")?;
                Ok(Lit::Complex(Box::new(a), Box::new(b)))
            }
            Tok::String => {
                let s = self.parse_string()?;
                Ok(Lit::Str(s, at))
            }
            Tok::BareId if self.is_kw("true") || self.is_kw("false") => {
                let b = self.is_kw("true");
                self.bump();
                Ok(Lit::Bool(b, at))
            }
            Tok::Minus | Tok::Integer | Tok::Float => {
                let neg = self.eat(Tok::Minus);
                let text = self.text().to_string();
                let k = self.tok.kind;
                match k {
                    Tok::Integer => {
                        self.bump();
                        Ok(Lit::Int { neg, text, at })
                    }
                    Tok::Float => {
                        self.bump();
                        Ok(Lit::Float { neg, text, at })
                    }
                    _ => self.error_here("expected integer or floating point literal"),
                }
            }
            _ => self.error_here("expected element literal of primitive type"),
        }
    }

    fn parse_dense(&mut self) -> PResult<Attr> {
        let kw_at = self.tok.start;
        self.bump();
        self.expect(Tok::Less, "expected '<' after 'dense'")?;
        let lit = if self.is(Tok::Greater) {
            None
        } else {
            Some(self.parse_lit()?)
        };
        self.expect(Tok::Greater, "expected '>'")?;
        self.expect(Tok::Colon, "expected ':'")?;
        let ty_at = self.tok.start;
        let ty = self.parse_type()?;
        let Some((shape, elem)) = self.ctx.type_kind(ty).shape().map(|(s, e)| (s.to_vec(), e))
        else {
            return self.error_at(kw_at, "elements literal must be a shaped type");
        };
        if matches!(self.ctx.type_kind(ty), TypeKind::MemRef { .. }) {
            return self.error_at(kw_at, "elements literal must be a shaped type");
        }
        if shape.contains(&DYNAMIC) {
            return self.error_at(ty_at, "elements literal type must have static shape");
        }
        let num: i64 = shape.iter().product();
        // Hex blob.
        if let Some(Lit::Str(s, at)) = &lit {
            let elem_kind = self.ctx.type_kind(elem).clone();
            if !matches!(
                elem_kind,
                TypeKind::Integer { .. }
                    | TypeKind::Float(_)
                    | TypeKind::Index
                    | TypeKind::Complex(_)
            ) {
                return self.dense_strings(ty, vec![s.clone()], true);
            }
            let at = *at;
            return self.dense_hex(ty, elem, num as usize, s.clone(), at);
        }
        // Flatten and infer the shape.
        let mut flat = Vec::new();
        let (inferred, splat) = match &lit {
            None => (vec![0i64], false),
            Some(Lit::List(..)) => {
                let mut shp: Option<Vec<i64>> = None;
                self.flatten(lit.as_ref().unwrap(), &mut Vec::new(), &mut shp, &mut flat)?;
                (shp.unwrap_or_default(), false)
            }
            Some(_) => {
                flat.push(lit.as_ref().unwrap());
                (vec![], true)
            }
        };
        if lit.is_none() {
            if num != 0 {
                return self.error_at(
                    ty_at,
                    "parsed zero elements, but type has non-zero elements",
                );
            }
        } else if !splat && inferred != shape {
            let f = |v: &[i64]| {
                v.iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return self.error_at(
                kw_at,
                format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    f(&inferred),
                    f(&shape)
                ),
            );
        }
        // Strings.
        let elem_kind = self.ctx.type_kind(elem).clone();
        if flat.iter().any(|l| matches!(l, Lit::Str(..))) {
            let mut vals = Vec::new();
            for l in &flat {
                match l {
                    Lit::Str(s, _) => vals.push(s.clone()),
                    _ => return self.error_at(ty_at, "expected string element"),
                }
            }
            return self.dense_strings(ty, vals, splat);
        }
        let mut values: Vec<u128> = Vec::with_capacity(flat.len());
        for l in &flat {
            self.lit_bits(l, elem, &elem_kind, &mut values)?;
        }
        Ok(self.make_dense(ty, &elem_kind, values, splat))
    }

    fn make_dense(
        &mut self,
        ty: Type,
        elem_kind: &TypeKind,
        values: Vec<u128>,
        splat: bool,
    ) -> Attr {
        let per = if matches!(elem_kind, TypeKind::Complex(_)) {
            2
        } else {
            1
        };
        let mut splat = splat;
        let mut values = values;
        if !splat && values.len() > per {
            let first = &values[..per];
            if values.chunks(per).all(|c| c == first) {
                splat = true;
                values.truncate(per);
            }
        } else if !splat && values.len() == per {
            splat = true;
        }
        self.ctx.attr(AttrKind::DenseElements {
            ty,
            splat,
            values: values.into_boxed_slice(),
        })
    }

    fn dense_strings(&mut self, ty: Type, vals: Vec<Vec<u8>>, splat: bool) -> PResult<Attr> {
        let mut splat = splat;
        let mut vals: Vec<Box<[u8]>> = vals.into_iter().map(|v| v.into_boxed_slice()).collect();
        if !vals.is_empty() && vals.iter().all(|v| *v == vals[0]) {
            splat = true;
            vals.truncate(1);
        }
        Ok(self.ctx.attr(AttrKind::DenseString {
            ty,
            splat,
            values: vals,
        }))
    }

    fn flatten<'l>(
        &mut self,
        lit: &'l Lit,
        dims: &mut Vec<i64>,
        shape: &mut Option<Vec<i64>>,
        out: &mut Vec<&'l Lit>,
    ) -> PResult<()> {
        match lit {
            Lit::List(v, at) => {
                dims.push(v.len() as i64);
                if v.is_empty() {
                    self.record_shape(dims, shape, *at)?;
                }
                for e in v {
                    self.flatten(e, dims, shape, out)?;
                }
                dims.pop();
                Ok(())
            }
            other => {
                let at = lit_at(other);
                self.record_shape(dims, shape, at)?;
                out.push(other);
                Ok(())
            }
        }
    }

    fn record_shape(
        &mut self,
        dims: &[i64],
        shape: &mut Option<Vec<i64>>,
        at: usize,
    ) -> PResult<()> {
        match shape {
            None => {
                *shape = Some(dims.to_vec());
                Ok(())
            }
            Some(s) if s.len() != dims.len() => self.error_at(
                at,
                "tensor literal is invalid; ranks are not consistent between elements",
            ),
            Some(s) if s.as_slice() != dims => {
                let f = |v: &[i64]| {
                    v.iter()
                        .map(|d| d.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                let msg = format!(
                    "mismatched sizes in tensor literal: expected [{}] but got [{}]",
                    f(s),
                    f(dims)
                );
                self.error_at(at, msg)
            }
            _ => Ok(()),
        }
    }

    fn lit_bits(
        &mut self,
        l: &Lit,
        elem: Type,
        kind: &TypeKind,
        out: &mut Vec<u128>,
    ) -> PResult<()> {
        if let TypeKind::Integer { width, .. } = kind {
            if *width > 128 {
                return self.error_at(
                    lit_at(l),
                    "dense elements of integers wider than 128 bits are not supported by patsat",
                );
            }
        }
        match kind {
            TypeKind::Complex(inner) => {
                let ik = self.ctx.type_kind(*inner).clone();
                match l {
                    Lit::Complex(a, b) => {
                        self.lit_bits(a, *inner, &ik, out)?;
                        self.lit_bits(b, *inner, &ik, out)
                    }
                    _ => self.error_at(lit_at(l), "expected complex element"),
                }
            }
            TypeKind::Integer { .. } | TypeKind::Index if !matches!(l, Lit::Float { .. }) => {
                let width = if let TypeKind::Integer { width, .. } = kind {
                    *width
                } else {
                    64
                };
                let v = match l {
                    Lit::Int { neg, text, at } => self.int_value(
                        text,
                        *neg,
                        elem,
                        *at,
                        "integer constant out of range for type",
                    )?,
                    Lit::Bool(b, at) => {
                        if width != 1 {
                            return self
                                .error_at(*at, "expected i1 type for 'true' or 'false' values");
                        }
                        if *b {
                            BigInt::one()
                        } else {
                            BigInt::zero()
                        }
                    }
                    other => return self.error_at(lit_at(other), "expected integer elements"),
                };
                out.push(bits_of(&v, width));
                Ok(())
            }
            TypeKind::Integer { .. } | TypeKind::Index => self.error_at(
                lit_at(l),
                "expected integer elements, but parsed floating-point",
            ),
            TypeKind::Float(fk) => {
                let bits = match l {
                    Lit::Float { neg, text, at } => {
                        float::parse_decimal(*fk, text, *neg).or_else(|m| self.error_at(*at, m))?
                    }
                    Lit::Int { neg, text, at } => {
                        if let Some(h) = text.strip_prefix("0x") {
                            float::parse_hex_bits(*fk, h).or_else(|m| self.error_at(*at, m))?
                        } else {
                            float::parse_decimal(*fk, text, *neg)
                                .or_else(|m| self.error_at(*at, m))?
                        }
                    }
                    other => {
                        return self.error_at(
                            lit_at(other),
                            "expected floating-point elements, but parsed integer",
                        )
                    }
                };
                out.push(bits);
                Ok(())
            }
            _ => self.error_at(lit_at(l), "expected integer, float or complex element type"),
        }
    }

    fn dense_hex(
        &mut self,
        ty: Type,
        elem: Type,
        num: usize,
        s: Vec<u8>,
        at: usize,
    ) -> PResult<Attr> {
        if let TypeKind::Integer { width, .. } = self.ctx.type_kind(elem) {
            if *width > 128 {
                return self.error_at(
                    at,
                    "dense elements of integers wider than 128 bits are not supported by patsat",
                );
            }
        }
        let text = String::from_utf8_lossy(&s).into_owned();
        let Some(hex) = text.strip_prefix("0x") else {
            return self.error_at(
                at,
                "expected string containing hex digits starting with `0x`",
            );
        };
        if hex.len() % 2 != 0 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return self.error_at(
                at,
                "expected string containing hex digits starting with `0x`",
            );
        }
        let bytes: Vec<u8> = (0..hex.len() / 2)
            .map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap_or(0))
            .collect();
        let kind = self.ctx.type_kind(elem).clone();
        let (scalar_bits, per) = match &kind {
            TypeKind::Complex(i) => (scalar_width(self.ctx.type_kind(*i)), 2),
            k => (scalar_width(k), 1),
        };
        if scalar_bits == 1 && per == 1 {
            let packed = num.div_ceil(8);
            let mut values = Vec::with_capacity(num);
            if bytes.len() == 1 && num != 1 && (bytes[0] == 0 || bytes[0] == 0xFF || bytes[0] == 1)
            {
                values.push((bytes[0] & 1) as u128);
                return Ok(self.make_dense(ty, &kind, values, true));
            }
            if bytes.len() != packed {
                return self.error_at(at, "elements hex data size is invalid for provided type");
            }
            for i in 0..num {
                values.push(((bytes[i / 8] >> (i % 8)) & 1) as u128);
            }
            return Ok(self.make_dense(ty, &kind, values, false));
        }
        let sb = (scalar_bits as usize).div_ceil(8);
        let eb = sb * per;
        let splat = bytes.len() == eb && num != 1;
        if bytes.len() != eb * num && !splat {
            return self.error_at(at, "elements hex data size is invalid for provided type");
        }
        let mut values = Vec::with_capacity(bytes.len() / sb.max(1));
        for chunk in bytes.chunks(sb.max(1)) {
            let mut v: u128 = 0;
            for (i, b) in chunk.iter().enumerate() {
                v |= (*b as u128) << (8 * i);
            }
            if scalar_bits < 128 {
                v &= (1u128 << scalar_bits) - 1;
            }
            values.push(v);
        }
        Ok(self.make_dense(ty, &kind, values, splat))
    }

    fn parse_dense_resource(&mut self) -> PResult<Attr> {
        self.bump();
        self.expect(Tok::Less, "expected '<'")?;
        let handle = match self.tok.kind {
            Tok::BareId | Tok::String => {
                let t = self.text();
                let h = if self.is(Tok::String) {
                    String::from_utf8_lossy(&unescape(t.as_bytes()).unwrap_or_default())
                        .into_owned()
                } else {
                    t.to_string()
                };
                self.bump();
                h
            }
            _ => return self.error_here("expected identifier key for 'resource' entry"),
        };
        self.expect(Tok::Greater, "expected '>'")?;
        self.expect(Tok::Colon, "expected ':'")?;
        let ty_at = self.tok.start;
        let ty = self.parse_type()?;
        if self.ctx.type_kind(ty).shape().is_none() {
            return self.error_at(ty_at, "expected a shaped type for dense_resource");
        }
        Ok(self.ctx.attr(AttrKind::DenseResource { handle, ty }))
    }

    fn parse_sparse(&mut self) -> PResult<Attr> {
        self.bump();
        self.expect(Tok::Less, "expected '<' after 'sparse'")?;
        // Indices and values are dense literals typed later; parse them as
        // literals, then build dense attributes once the type is known.
        let (idx, vals) = if self.is(Tok::Greater) {
            (None, None)
        } else {
            let i = self.parse_lit()?;
            self.expect(Tok::Comma, "expected ','")?;
            let v = self.parse_lit()?;
            (Some(i), Some(v))
        };
        self.expect(Tok::Greater, "expected '>'")?;
        self.expect(Tok::Colon, "expected ':'")?;
        let ty_at = self.tok.start;
        let ty = self.parse_type()?;
        let Some((shape, elem)) = self.ctx.type_kind(ty).shape().map(|(s, e)| (s.to_vec(), e))
        else {
            return self.error_at(ty_at, "elements literal must be a shaped type");
        };
        let rank = shape.len() as i64;
        // Indices: i64 tensor of shape [N, rank] (or splat).
        let i64t = self.ctx.int_type(64);
        let (ivals, ishape, isplat) = self.typed_lit(idx.as_ref(), i64t)?;
        let ishape = if ishape.is_empty() && !isplat {
            vec![0, rank]
        } else {
            ishape
        };

        let it = self.ctx.ty(TypeKind::RankedTensor {
            shape: ishape.clone(),
            elem: i64t,
            encoding: None,
        });
        let ik = self.ctx.type_kind(i64t).clone();
        let indices = self.make_dense(it, &ik, ivals, isplat);
        let (vvals, vshape, vsplat) = self.typed_lit(vals.as_ref(), elem)?;
        let vshape = if vshape.is_empty() && !vsplat {
            vec![0]
        } else {
            vshape
        };
        let vt = self.ctx.ty(TypeKind::RankedTensor {
            shape: vshape,
            elem,
            encoding: None,
        });
        let ek = self.ctx.type_kind(elem).clone();
        let values = self.make_dense(vt, &ek, vvals, vsplat);
        Ok(self.ctx.attr(AttrKind::Sparse {
            ty,
            indices,
            values,
        }))
    }

    fn typed_lit(&mut self, lit: Option<&Lit>, elem: Type) -> PResult<(Vec<u128>, Vec<i64>, bool)> {
        let Some(lit) = lit else {
            return Ok((vec![], vec![], false));
        };
        let mut flat = Vec::new();
        let (shape, splat) = match lit {
            Lit::List(..) => {
                let mut shp = None;
                self.flatten(lit, &mut Vec::new(), &mut shp, &mut flat)?;
                (shp.unwrap_or_default(), false)
            }
            other => {
                flat.push(other);
                (vec![], true)
            }
        };
        let k = self.ctx.type_kind(elem).clone();
        let mut out = Vec::new();
        for l in flat {
            self.lit_bits(l, elem, &k, &mut out)?;
        }
        Ok((out, shape, splat))
    }

    fn parse_dense_array(&mut self) -> PResult<Attr> {
        self.bump();
        self.expect(Tok::Less, "expected '<' after 'array'")?;
        let ty_at = self.tok.start;
        let elem = self.parse_type()?;
        let kind = self.ctx.type_kind(elem).clone();
        let ok = match &kind {
            TypeKind::Integer {
                width,
                signedness: Signedness::Signless,
            } => matches!(width, 1 | 8 | 16 | 32 | 64),
            TypeKind::Float(k) => matches!(k, float::FloatKind::F32 | float::FloatKind::F64),
            _ => false,
        };
        if !ok {
            let s = self.type_str(elem);
            return self.error_at(
                ty_at,
                format!("expected integer or float type, got: '{}'", s),
            );
        }
        let mut values = Vec::new();
        if !self.eat(Tok::Greater) {
            self.expect(Tok::Colon, "expected ':' after dense array type")?;
            loop {
                if matches!(kind, TypeKind::Integer { .. })
                    && !matches!(self.tok.kind, Tok::Integer | Tok::Minus)
                    && !self.is_kw("true")
                    && !self.is_kw("false")
                {
                    let here = self.tok.start;
                    return self.error_at(here, "expected integer literal");
                }
                let l = self.parse_lit()?;
                match (&kind, &l) {
                    (TypeKind::Integer { width, .. }, Lit::Int { neg, text, .. }) => {
                        let v = self.int_value(
                            text,
                            *neg,
                            elem,
                            self.tok.start,
                            "integer constant out of range",
                        )?;
                        values.push(bits_of(&v, *width));
                    }
                    (TypeKind::Integer { width: 1, .. }, Lit::Bool(b, _)) => {
                        values.push(*b as u128)
                    }
                    (TypeKind::Float(_), _) => self.lit_bits(&l, elem, &kind, &mut values)?,
                    _ => return self.error_at(lit_at(&l), "expected integer literal"),
                }
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::Greater, "expected '>' to close an array attribute")?;
        }
        Ok(self.ctx.attr(AttrKind::DenseArray { elem, values }))
    }

    // ---- file metadata -------------------------------------------------

    /// `{-# dialect_resources: {...}, external_resources: {...} #-}`
    pub(crate) fn parse_file_metadata(&mut self) -> PResult<()> {
        self.bump();
        if self.eat(Tok::FileMetadataEnd) {
            return Ok(());
        }
        loop {
            if !self.is(Tok::BareId) {
                return self.error_here("expected identifier key in file metadata dictionary");
            }
            let key = self.text().to_string();
            let at = self.tok.start;
            self.bump();
            self.expect(Tok::Colon, "expected ':'")?;
            let is_dialect = match key.as_str() {
                "dialect_resources" => true,
                "external_resources" => false,
                _ => {
                    return self.error_at(
                        at,
                        format!("unknown key '{}' in file metadata dictionary", key),
                    )
                }
            };
            let groups = self.parse_resource_groups(is_dialect)?;
            if is_dialect {
                self.resources.dialect.extend(groups);
            } else {
                self.resources.external.extend(groups);
            }
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::FileMetadataEnd, "expected '#-}' to end file metadata")
    }

    fn parse_resource_groups(&mut self, is_dialect: bool) -> PResult<Vec<ResourceGroup>> {
        self.expect(Tok::LBrace, "expected '{'")?;
        let mut groups = Vec::new();
        if self.eat(Tok::RBrace) {
            return Ok(groups);
        }
        loop {
            if !self.is(Tok::BareId) {
                return self.error_here("expected identifier key for 'resource' entry");
            }
            let group = self.text().to_string();
            self.bump();
            self.expect(Tok::Colon, "expected ':'")?;
            self.expect(Tok::LBrace, "expected '{'")?;
            let mut entries = Vec::new();
            if !self.eat(Tok::RBrace) {
                loop {
                    if !matches!(self.tok.kind, Tok::BareId | Tok::String) {
                        return self.error_here("expected identifier key for 'resource' entry");
                    }
                    let key = self.text().to_string();
                    self.bump();
                    self.expect(Tok::Colon, "expected ':'")?;
                    let vat = self.tok.start;
                    let value = match self.tok.kind {
                        Tok::String => {
                            let t = self.text().to_string();
                            self.bump();
                            t
                        }
                        Tok::BareId if self.is_kw("true") || self.is_kw("false") => {
                            let t = self.text().to_string();
                            self.bump();
                            t
                        }
                        _ if is_dialect && group == "builtin" => {
                            return self.error_at(
                                vat,
                                format!("expected hex string blob for key '{}'", key),
                            )
                        }
                        _ => return self.error_here("expected resource value"),
                    };
                    if is_dialect && group == "builtin" {
                        let inner = value.trim_matches('"');
                        let Some(hex) = inner.strip_prefix("0x") else {
                            return self.error_at(
                                vat,
                                format!("expected hex string blob for key '{}'", key),
                            );
                        };
                        if hex.len() % 2 != 0 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
                            return self.error_at(
                                vat,
                                format!("expected hex string blob for key '{}'", key),
                            );
                        }
                        if hex.len() < 8 {
                            return self.error_at(
                                vat,
                                format!("expected hex string blob for key '{}' to encode alignment in first 4 bytes", key),
                            );
                        }
                    }
                    entries.push((key, value));
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
                self.expect(Tok::RBrace, "expected '}'")?;
            }
            groups.push((group, entries));
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RBrace, "expected '}'")?;
        Ok(groups)
    }
}

/// Finds an identifier in an affine map/set body that the dimension and
/// symbol lists do not declare; returns its offset in `body`.
fn undeclared_affine_id(body: &[u8]) -> Option<usize> {
    let mut declared: Vec<&[u8]> = Vec::new();
    let mut i = 0;
    let mut in_decls = true;
    while i < body.len() {
        let c = body[i];
        if c.is_ascii_alphabetic() || c == b'_' {
            let s = i;
            while i < body.len()
                && (body[i].is_ascii_alphanumeric() || body[i] == b'_' || body[i] == b'$')
            {
                i += 1;
            }
            let id = &body[s..i];
            if in_decls {
                declared.push(id);
            } else if !matches!(id, b"mod" | b"floordiv" | b"ceildiv") && !declared.contains(&id) {
                return Some(s);
            }
            continue;
        }
        if c == b':' || (c == b'-' && body.get(i + 1) == Some(&b'>')) {
            in_decls = false;
        }
        i += 1;
    }
    None
}

/// One resource group: its name and its (key, value text) entries.
type ResourceGroup = (String, Vec<(String, String)>);

/// The nested-list shape of a literal.
fn lit_shape(l: &Lit) -> Vec<usize> {
    match l {
        Lit::List(v, _) => {
            let mut s = vec![v.len()];
            if let Some(f) = v.first() {
                s.extend(lit_shape(f));
            }
            s
        }
        _ => vec![],
    }
}

fn lit_at(l: &Lit) -> usize {
    match l {
        Lit::Int { at, .. }
        | Lit::Float { at, .. }
        | Lit::Bool(_, at)
        | Lit::Str(_, at)
        | Lit::List(_, at) => *at,
        Lit::Complex(a, _) => lit_at(a),
    }
}

/// Bit width of a scalar element type (index = 64).
pub(crate) fn scalar_width(k: &TypeKind) -> u32 {
    match k {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Float(f) => f.bit_width(),
        _ => 64,
    }
}

/// Two's complement bit pattern of `v` in `width` bits (width <= 128).
pub(crate) fn bits_of(v: &BigInt, width: u32) -> u128 {
    let w = width.min(128);
    let (sign, digits) = v.to_u64_digits();
    let mut mag: u128 = 0;
    for (i, d) in digits.iter().take(2).enumerate() {
        mag |= (*d as u128) << (64 * i);
    }
    let r = if sign == Sign::Minus {
        mag.wrapping_neg()
    } else {
        mag
    };
    if w >= 128 {
        r
    } else {
        r & ((1u128 << w) - 1)
    }
}

/// Collapses white space in affine map/set text (kept otherwise verbatim).
fn normalize_affine(s: &str) -> String {
    s.trim().to_string()
}
