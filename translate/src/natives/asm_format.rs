//! The declarative assembly format of dialect attributes and types (the
//! `assemblyFormat` of an `AttrDef`/`TypeDef`): the format text parsed
//! into elements, parameter values printed into the text MLIR prints
//! after the mnemonic, and that text parsed back into parameter values.
//!
//! Printing follows the printer mlir-tblgen generates: literals, `$param`,
//! `qualified($param)`, `params`, `struct(params)` / `struct($a, $b)` and
//! optional groups `(...)?` with a `^` anchor and an else group
//! `: (...)`, with its spacing rules (a space before a parameter unless
//! after opening punctuation, none before `<`, `>`, `,`, ...). Parameters
//! print by C++ type: integers in decimal, `bool` as `true`/`false`,
//! strings quoted, floats as MLIR prints them, arrays comma-separated,
//! enums by their string form, types and attributes in full unless their
//! class is a dialect def of its own (then only its format part, as
//! `printStrippedAttrOrType`). `custom<...>` directives (when printed or
//! parsed) and parameters with their own C++ printer are errors naming
//! them.

use super::dialect::{DialectClasses, Kind};
use super::value::{err, EvalError, ER, V};
use patsat_frontend::ods::Param;
use patsat_ir::lexer::{Lexer, Tok, Token};
use patsat_ir::Context;

/// One element of a format.
#[derive(Clone, Debug, PartialEq)]
pub enum Elem {
    /// A literal (`` `<` ``, `` `nested` ``).
    Literal(String),
    /// `` ` ` `` (a space) or ``` `` ``` (no space).
    Space(bool),
    /// `$param` (index), `qualified($param)` when the flag is set.
    Param(usize, bool),
    /// `params`: every parameter, comma-separated.
    Params,
    /// `struct(...)`: `name = value` pairs, comma-separated.
    Struct(Vec<usize>),
    /// `custom<Name>($a, ...)`: printed and parsed by the dialect's C++.
    Custom(String),
    /// `(then)?` with its anchor parameter, and the else group.
    Optional {
        /// The elements printed when the anchor is present.
        then: Vec<Elem>,
        /// The anchor parameter.
        anchor: usize,
        /// The elements printed otherwise.
        other: Vec<Elem>,
    },
}

/// Parses a format against the def's parameters.
pub fn parse_format(text: &str, params: &[Param]) -> Result<Vec<Elem>, String> {
    let mut p = FormatParser {
        s: text.as_bytes(),
        i: 0,
        params,
        anchor: None,
    };
    let out = p.elements(false)?;
    if p.i < p.s.len() {
        return Err(format!("unexpected `{}` in the format", p.s[p.i] as char));
    }
    Ok(out)
}

struct FormatParser<'a> {
    s: &'a [u8],
    i: usize,
    params: &'a [Param],
    anchor: Option<usize>,
}

impl FormatParser<'_> {
    fn skip(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }

    fn ident(&mut self) -> String {
        let start = self.i;
        while self.i < self.s.len()
            && (self.s[self.i].is_ascii_alphanumeric() || self.s[self.i] == b'_')
        {
            self.i += 1;
        }
        String::from_utf8_lossy(&self.s[start..self.i]).into_owned()
    }

    fn eat(&mut self, c: u8) -> bool {
        self.skip();
        if self.s.get(self.i) == Some(&c) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn param(&mut self) -> Result<usize, String> {
        self.skip();
        if !self.eat(b'$') {
            return Err("expected a `$parameter`".into());
        }
        let n = self.ident();
        self.params
            .iter()
            .position(|p| p.name == n)
            .ok_or_else(|| format!("unknown parameter `${}`", n))
    }

    fn anchor_mark(&mut self, index: usize) {
        if self.eat(b'^') {
            self.anchor = Some(index);
        }
    }

    fn elements(&mut self, in_group: bool) -> Result<Vec<Elem>, String> {
        let mut out = Vec::new();
        loop {
            self.skip();
            let Some(&c) = self.s.get(self.i) else { break };
            match c {
                b')' if in_group => break,
                b'`' => {
                    self.i += 1;
                    let start = self.i;
                    while self.i < self.s.len() && self.s[self.i] != b'`' {
                        self.i += 1;
                    }
                    if self.i >= self.s.len() {
                        return Err("unterminated literal".into());
                    }
                    let lit = String::from_utf8_lossy(&self.s[start..self.i]).into_owned();
                    self.i += 1;
                    out.push(match lit.as_str() {
                        "" => Elem::Space(false),
                        " " => Elem::Space(true),
                        _ => Elem::Literal(lit),
                    });
                }
                b'$' => {
                    let p = self.param()?;
                    self.anchor_mark(p);
                    out.push(Elem::Param(p, false));
                }
                b'(' => {
                    self.i += 1;
                    let saved = self.anchor.take();
                    let then = self.elements(true)?;
                    if !self.eat(b')') {
                        return Err("expected `)` closing an optional group".into());
                    }
                    let anchor = self.anchor.take();
                    self.anchor = saved;
                    let other = if self.eat(b':') {
                        if !self.eat(b'(') {
                            return Err("expected `(` opening an else group".into());
                        }
                        let e = self.elements(true)?;
                        if !self.eat(b')') {
                            return Err("expected `)` closing an else group".into());
                        }
                        e
                    } else {
                        Vec::new()
                    };
                    if !self.eat(b'?') {
                        return Err("a group must be optional: `(...)?`".into());
                    }
                    let anchor = anchor.ok_or("an optional group without an anchor `^`")?;
                    out.push(Elem::Optional {
                        then,
                        anchor,
                        other,
                    });
                }
                c if c.is_ascii_alphabetic() => {
                    let word = self.ident();
                    match word.as_str() {
                        "params" => out.push(Elem::Params),
                        "struct" => {
                            if !self.eat(b'(') {
                                return Err("expected `(` after `struct`".into());
                            }
                            self.skip();
                            let mut ps = Vec::new();
                            if self.s[self.i..].starts_with(b"params") {
                                self.i += "params".len();
                                ps.extend(0..self.params.len());
                            } else {
                                loop {
                                    ps.push(self.param()?);
                                    if !self.eat(b',') {
                                        break;
                                    }
                                }
                            }
                            if !self.eat(b')') {
                                return Err("expected `)` closing `struct(...)`".into());
                            }
                            let first = ps.first().copied().unwrap_or(0);
                            self.anchor_mark(first);
                            out.push(Elem::Struct(ps));
                        }
                        "qualified" => {
                            if !self.eat(b'(') {
                                return Err("expected `(` after `qualified`".into());
                            }
                            let p = self.param()?;
                            if !self.eat(b')') {
                                return Err("expected `)` closing `qualified(...)`".into());
                            }
                            self.anchor_mark(p);
                            out.push(Elem::Param(p, true));
                        }
                        "custom" => {
                            if !self.eat(b'<') {
                                return Err("expected `<` after `custom`".into());
                            }
                            let name = self.ident();
                            if !self.eat(b'>') || !self.eat(b'(') {
                                return Err("expected `custom<Name>(...)`".into());
                            }
                            let mut first = None;
                            loop {
                                let p = self.param()?;
                                first.get_or_insert(p);
                                if !self.eat(b',') {
                                    break;
                                }
                            }
                            if !self.eat(b')') {
                                return Err("expected `)` closing `custom<...>(...)`".into());
                            }
                            if let Some(p) = first {
                                self.anchor_mark(p);
                            }
                            out.push(Elem::Custom(name));
                        }
                        other => return Err(format!("the `{}` directive is not supported", other)),
                    }
                }
                other => return Err(format!("unexpected `{}` in the format", other as char)),
            }
        }
        Ok(out)
    }
}

/// A parameter's value is printed unless it is absent (null) or equals
/// its default.
fn present(ctx: &Context, kind: &Kind, param: &Param, v: &V) -> bool {
    if matches!(v, V::Null) {
        return false;
    }
    match default_value(kind, param) {
        Some(d) => !same(ctx, &d, v),
        None => true,
    }
}

/// The default value of an optional or default-valued parameter, when
/// its C++ text is a literal or a default-constructed value.
pub fn default_value(kind: &Kind, param: &Param) -> Option<V> {
    let text = param.default.as_deref()?.trim();
    Some(match text {
        "true" => V::Bool(true),
        "false" => V::Bool(false),
        t if t.ends_with("()") || t.ends_with("{}") || t == "std::nullopt" => match kind {
            Kind::Array(_) => V::List(Vec::new()),
            _ => V::Null,
        },
        t if t.starts_with('"') && t.ends_with('"') && t.len() >= 2 => {
            V::Str(t[1..t.len() - 1].to_string())
        }
        t => match t.parse::<i128>() {
            Ok(i) => V::Int(i),
            Err(_) => return None,
        },
    })
}

fn same(ctx: &Context, a: &V, b: &V) -> bool {
    match (a, b) {
        (V::List(x), V::List(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| same(ctx, p, q))
        }
        (V::Str(x), V::Str(y)) => x == y,
        (V::Type(x), V::Type(y)) => x == y,
        (V::Attr(x), V::Attr(y)) => x == y,
        (V::Null, V::Null) => true,
        (V::Float(x), V::Float(y)) => x.to_bits() == y.to_bits(),
        _ => match (a.as_int(ctx), b.as_int(ctx)) {
            (Some(x), Some(y)) => x == y,
            _ => false,
        },
    }
}

/// The printer's state: mlir-tblgen's `shouldEmitSpace` and
/// `lastWasPunctuation`.
struct Printer<'a> {
    reg: &'a DialectClasses,
    def: usize,
    out: String,
    emit_space: bool,
    last_punct: bool,
}

/// Prints parameter values by the def's format: the text MLIR prints
/// after the mnemonic.
pub fn print(ctx: &mut Context, reg: &DialectClasses, def: usize, params: &[V]) -> ER<String> {
    let format = reg.format(def).map_err(EvalError)?;
    let mut p = Printer {
        reg,
        def,
        out: String::new(),
        emit_space: true,
        last_punct: false,
    };
    p.elements(ctx, &format, params)?;
    Ok(p.out)
}

fn space_before(value: &str, last_punct: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let c = value.as_bytes()[0] as char;
    if last_punct {
        return !">)}],".contains(c);
    }
    !"<>(){}[],".contains(c)
}

impl Printer<'_> {
    fn elements(&mut self, ctx: &mut Context, elems: &[Elem], params: &[V]) -> ER<()> {
        for e in elems {
            self.element(ctx, e, params)?;
        }
        Ok(())
    }

    fn element(&mut self, ctx: &mut Context, e: &Elem, params: &[V]) -> ER<()> {
        let class = self.reg.def(self.def);
        match e {
            Elem::Literal(v) => {
                if self.emit_space && space_before(v, self.last_punct) {
                    self.out.push(' ');
                }
                self.out.push_str(v);
                self.emit_space = v.len() != 1 || !"<({[".contains(v.as_bytes()[0] as char);
                self.last_punct = !v.starts_with('_') && !v.as_bytes()[0].is_ascii_alphabetic();
            }
            Elem::Space(space) => {
                if *space {
                    self.out.push(' ');
                }
                self.last_punct = true;
                self.emit_space = false;
            }
            Elem::Param(i, qualified) => {
                let v = params.get(*i).cloned().unwrap_or(V::Null);
                let (kind, param) = (&class.kinds[*i], &class.def.params[*i]);
                if (param.optional || param.default.is_some()) && !present(ctx, kind, param, &v) {
                    self.emit_space = true;
                    self.last_punct = false;
                    return Ok(());
                }
                if self.emit_space || !self.last_punct {
                    self.out.push(' ');
                }
                self.emit_space = true;
                self.last_punct = false;
                let text = value(ctx, self.reg, kind, param, &v, *qualified)?;
                self.out.push_str(&text);
            }
            Elem::Params => {
                let all: Vec<usize> = (0..class.def.params.len()).collect();
                self.comma_separated(ctx, &all, params, false)?;
            }
            Elem::Custom(name) => {
                return err(format!(
                    "`{}` prints with `custom<{}>`, the dialect's C++",
                    class.qualified, name
                ))
            }
            Elem::Struct(ps) => self.comma_separated(ctx, ps, params, true)?,
            Elem::Optional {
                then,
                anchor,
                other,
            } => {
                let v = params.get(*anchor).cloned().unwrap_or(V::Null);
                let on = present(ctx, &class.kinds[*anchor], &class.def.params[*anchor], &v);
                // The branch taken prints, from the flags before it.
                let mut taken = Printer {
                    reg: self.reg,
                    def: self.def,
                    out: String::new(),
                    emit_space: self.emit_space,
                    last_punct: self.last_punct,
                };
                taken.elements(ctx, if on { then } else { other }, params)?;
                self.out.push_str(&taken.out);
                self.emit_space = taken.emit_space;
                self.last_punct = taken.last_punct;
            }
        }
        Ok(())
    }

    fn comma_separated(
        &mut self,
        ctx: &mut Context,
        ps: &[usize],
        params: &[V],
        named: bool,
    ) -> ER<()> {
        let class = self.reg.def(self.def);
        let shown: Vec<usize> = ps
            .iter()
            .copied()
            .filter(|&i| {
                let p = &class.def.params[i];
                let v = params.get(i).cloned().unwrap_or(V::Null);
                !(p.optional || p.default.is_some()) || present(ctx, &class.kinds[i], p, &v)
            })
            .collect();
        if (self.emit_space || !self.last_punct) && !shown.is_empty() {
            self.out.push(' ');
        }
        for (n, &i) in shown.iter().enumerate() {
            if n > 0 {
                self.out.push_str(", ");
            }
            let p = &class.def.params[i];
            if named {
                self.out.push_str(&p.name);
                self.out.push_str(" = ");
            }
            let v = params.get(i).cloned().unwrap_or(V::Null);
            let text = value(ctx, self.reg, &class.kinds[i], p, &v, false)?;
            self.out.push_str(&text);
        }
        self.emit_space = true;
        self.last_punct = false;
        Ok(())
    }
}

/// One parameter value as its default printer prints it.
fn value(
    ctx: &mut Context,
    reg: &DialectClasses,
    kind: &Kind,
    param: &Param,
    v: &V,
    qualified: bool,
) -> ER<String> {
    if param.custom_syntax {
        return err(format!(
            "parameter `{}` has its own C++ printer",
            param.name
        ));
    }
    match kind {
        Kind::Int { .. } | Kind::ApInt => match v.as_int(ctx) {
            Some(i) => Ok(i.to_string()),
            None => err(format!("parameter `{}` is not an integer", param.name)),
        },
        Kind::Bool => Ok(if v.truthy() { "true" } else { "false" }.to_string()),
        Kind::Float => {
            let f = v
                .as_float(ctx)
                .ok_or_else(|| EvalError(format!("parameter `{}` is not a number", param.name)))?;
            Ok(float_text(ctx, f))
        }
        Kind::Str => match v.as_str(ctx) {
            Some(s) => Ok(quote(&s)),
            None => err(format!("parameter `{}` is not a string", param.name)),
        },
        Kind::Enum(e) => {
            let i = v.as_int(ctx).ok_or_else(|| {
                EvalError(format!("parameter `{}` is not an enum value", param.name))
            })?;
            Ok(reg.print_enum(*e, i))
        }
        Kind::Optional(inner) => value(ctx, reg, inner, param, v, qualified),
        Kind::Array(inner) => {
            let xs = v
                .elements(ctx)
                .ok_or_else(|| EvalError(format!("parameter `{}` is not a list", param.name)))?;
            let mut parts = Vec::with_capacity(xs.len());
            for x in &xs {
                parts.push(value(ctx, reg, inner, param, x, qualified)?);
            }
            Ok(parts.join(", "))
        }
        Kind::Type(class) | Kind::Attr(class) => {
            let full = match v {
                V::Type(t) => patsat_ir::printer::type_to_string(ctx, *t),
                V::Attr(a) => patsat_ir::printer::attr_to_string(ctx, *a),
                _ => {
                    return err(format!(
                        "parameter `{}` is not a type or attribute",
                        param.name
                    ))
                }
            };
            match class {
                Some(d) if !qualified => {
                    let Some((def, inner)) = reg.decode(ctx, v) else {
                        return Ok(full);
                    };
                    if def != *d {
                        return Ok(full);
                    }
                    print(ctx, reg, def, &inner)
                }
                _ => Ok(full),
            }
        }
        Kind::Unknown(t) => err(format!(
            "parameter `{}` of C++ type `{}` is not modelled",
            param.name, t
        )),
    }
}

/// A double as MLIR prints a float attribute's value.
pub fn float_text(ctx: &mut Context, f: f64) -> String {
    let ty = ctx.ty(patsat_ir::TypeKind::Float(patsat_ir::float::FloatKind::F64));
    match super::value::float_attr(ctx, ty, f) {
        Some(a) => {
            let s = patsat_ir::printer::attr_to_string(ctx, a);
            s.trim_end_matches(" : f64").to_string()
        }
        None => f.to_string(),
    }
}

/// A string as `printString` prints it (quoted, escaped).
pub fn quote(s: &str) -> String {
    let mut out = String::from("\"");
    for b in s.bytes() {
        match b {
            b'"' => out.push_str("\\22"),
            b'\\' => out.push_str("\\\\"),
            0x20..=0x7e => out.push(b as char),
            _ => out.push_str(&format!("\\{:02X}", b)),
        }
    }
    out.push('"');
    out
}

/// Parses the text after the mnemonic into parameter values.
pub fn parse(ctx: &mut Context, reg: &DialectClasses, def: usize, text: &str) -> ER<Vec<V>> {
    let class = reg.def(def);
    let format = reg.format(def).map_err(EvalError)?;
    let mut p = BodyParser {
        reg,
        def,
        src: text,
        lex: Lexer::new(text.as_bytes()),
    };
    let mut vals: Vec<Option<V>> = vec![None; class.def.params.len()];
    p.elements(ctx, &format, &mut vals)?;
    if p.peek().kind != Tok::Eof {
        return err(format!("unexpected text after `{}`", class.qualified));
    }
    let mut out = Vec::with_capacity(vals.len());
    for (i, v) in vals.into_iter().enumerate() {
        out.push(match v {
            Some(v) => v,
            None => {
                let (k, prm) = (&class.kinds[i], &class.def.params[i]);
                if prm.optional || prm.default.is_some() {
                    default_value(k, prm).unwrap_or(V::Null)
                } else {
                    return err(format!("parameter `{}` is missing", prm.name));
                }
            }
        });
    }
    Ok(out)
}

/// Parses the text of an attribute or type body, within one def.
pub struct BodyParser<'a> {
    reg: &'a DialectClasses,
    def: usize,
    src: &'a str,
    lex: Lexer<'a>,
}

impl<'a> BodyParser<'a> {
    fn peek(&self) -> Token {
        self.lex.clone().next_token()
    }

    fn next(&mut self) -> Token {
        self.lex.next_token()
    }

    fn text(&self, t: Token) -> &'a str {
        &self.src[t.start..t.end]
    }

    fn elements(&mut self, ctx: &mut Context, elems: &[Elem], vals: &mut [Option<V>]) -> ER<()> {
        for e in elems {
            self.element(ctx, e, vals)?;
        }
        Ok(())
    }

    fn element(&mut self, ctx: &mut Context, e: &Elem, vals: &mut [Option<V>]) -> ER<()> {
        let class = self.reg.def(self.def);
        match e {
            Elem::Literal(l) => {
                let mut lit = Lexer::new(l.as_bytes());
                loop {
                    let want = lit.next_token();
                    if want.kind == Tok::Eof {
                        break;
                    }
                    let got = self.next();
                    if got.kind != want.kind || self.text(got) != &l[want.start..want.end] {
                        return err(format!("expected `{}`", l));
                    }
                }
            }
            Elem::Space(_) => {}
            Elem::Custom(name) => {
                return err(format!(
                    "`{}` parses with `custom<{}>`, the dialect's C++",
                    class.qualified, name
                ))
            }
            Elem::Param(i, qualified) => {
                let v = self.value(ctx, &class.kinds[*i], *qualified)?;
                vals[*i] = Some(v);
            }
            Elem::Params => {
                for (i, (slot, kind)) in vals.iter_mut().zip(&class.kinds).enumerate() {
                    if i > 0 && self.peek().kind == Tok::Comma {
                        self.next();
                    }
                    *slot = Some(self.value(ctx, kind, false)?);
                }
            }
            Elem::Struct(ps) => loop {
                let t = self.peek();
                if t.kind != Tok::BareId {
                    break;
                }
                let name = self.text(t).to_string();
                let Some(&i) = ps.iter().find(|&&i| class.def.params[i].name == name) else {
                    break;
                };
                self.next();
                if self.next().kind != Tok::Equal {
                    return err(format!("expected `=` after `{}`", name));
                }
                let v = self.value(ctx, &class.kinds[i], false)?;
                vals[i] = Some(v);
                if self.peek().kind != Tok::Comma {
                    break;
                }
                self.next();
            },
            Elem::Optional { then, other, .. } => {
                let saved = self.lex.clone();
                let mut trial: Vec<Option<V>> = vals.to_vec();
                match self.elements(ctx, then, &mut trial) {
                    Ok(()) => vals.clone_from_slice(&trial),
                    Err(_) => {
                        self.lex = saved;
                        self.elements(ctx, other, vals)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// The ends of the token prefixes a type or attribute at the current
    /// position may span: up to a `,`, `>`, `)`, `]` or `}` outside
    /// brackets, at bracket depth 0.
    fn extents(&self) -> (usize, Vec<usize>) {
        let mut lex = self.lex.clone();
        let start = lex.clone().next_token().start;
        let mut depth = 0usize;
        let mut ends = Vec::new();
        loop {
            let t = lex.clone().next_token();
            match t.kind {
                Tok::Eof => break,
                Tok::Less | Tok::LParen | Tok::LSquare | Tok::LBrace => depth += 1,
                Tok::Greater | Tok::RParen | Tok::RSquare | Tok::RBrace | Tok::Comma
                    if depth == 0 =>
                {
                    break
                }
                Tok::Greater | Tok::RParen | Tok::RSquare | Tok::RBrace => depth -= 1,
                _ => {}
            }
            lex.next_token();
            if depth == 0 {
                ends.push(t.end);
            }
        }
        (start, ends)
    }

    /// Parses the longest token prefix at the current position that is
    /// one type or attribute (as MLIR's parser takes as much as it can).
    fn nested<T>(
        &mut self,
        ctx: &mut Context,
        what: &str,
        f: impl Fn(&mut Context, &str) -> Option<T>,
    ) -> ER<T> {
        let (start, ends) = self.extents();
        for &end in ends.iter().rev() {
            if let Some(v) = f(ctx, &self.src[start..end]) {
                while self.lex.pos < end {
                    self.next();
                }
                return Ok(v);
            }
        }
        err(format!("expected {}", what))
    }

    fn value(&mut self, ctx: &mut Context, kind: &Kind, qualified: bool) -> ER<V> {
        match kind {
            Kind::Int { .. } | Kind::ApInt => {
                let neg = self.peek().kind == Tok::Minus;
                if neg {
                    self.next();
                }
                let t = self.next();
                if t.kind != Tok::Integer {
                    return err("expected an integer");
                }
                let s = self.text(t);
                let v = match s.strip_prefix("0x") {
                    Some(h) => i128::from_str_radix(h, 16),
                    None => s.parse::<i128>(),
                }
                .map_err(|_| EvalError("integer out of range".into()))?;
                Ok(V::Int(if neg { -v } else { v }))
            }
            Kind::Bool => {
                let t = self.next();
                match self.text(t) {
                    "true" => Ok(V::Bool(true)),
                    "false" => Ok(V::Bool(false)),
                    _ => err("expected `true` or `false`"),
                }
            }
            Kind::Float => {
                let neg = self.peek().kind == Tok::Minus;
                if neg {
                    self.next();
                }
                let t = self.next();
                if !matches!(t.kind, Tok::Integer | Tok::Float) {
                    return err("expected a number");
                }
                let f: f64 = self
                    .text(t)
                    .parse()
                    .map_err(|_| EvalError("expected a number".into()))?;
                Ok(V::Float(if neg { -f } else { f }))
            }
            Kind::Str => {
                let t = self.next();
                if t.kind != Tok::String {
                    return err("expected a string");
                }
                let bytes = patsat_ir::lexer::unescape(self.text(t).as_bytes())
                    .map_err(|_| EvalError("bad string escape".into()))?;
                Ok(V::Str(String::from_utf8_lossy(&bytes).into_owned()))
            }
            Kind::Enum(e) => {
                let mut words = Vec::new();
                loop {
                    let t = self.next();
                    let w = match t.kind {
                        Tok::BareId => self.text(t).to_string(),
                        Tok::String => String::from_utf8_lossy(
                            &patsat_ir::lexer::unescape(self.text(t).as_bytes())
                                .map_err(|_| EvalError("bad string escape".into()))?,
                        )
                        .into_owned(),
                        _ => return err("expected an enum case"),
                    };
                    words.push(w);
                    let sep = self.reg.enum_def(*e).separator.trim().to_string();
                    let more = self.reg.enum_def(*e).bit
                        && match self.peek().kind {
                            Tok::Pipe => sep.contains('|'),
                            Tok::Comma => sep.contains(','),
                            _ => false,
                        };
                    if !more {
                        break;
                    }
                    self.next();
                }
                let sep = self.reg.enum_def(*e).separator.trim().to_string();
                self.reg
                    .symbolize(*e, &words.join(&sep))
                    .map(V::Int)
                    .ok_or_else(|| EvalError(format!("`{}` is not a case", words.join(&sep))))
            }
            Kind::Optional(inner) => self.value(ctx, inner, qualified),
            Kind::Array(inner) => {
                let mut xs = Vec::new();
                if matches!(
                    self.peek().kind,
                    Tok::Greater | Tok::RSquare | Tok::RParen | Tok::Eof
                ) {
                    return Ok(V::List(xs));
                }
                loop {
                    xs.push(self.value(ctx, inner, qualified)?);
                    if self.peek().kind != Tok::Comma {
                        break;
                    }
                    self.next();
                }
                Ok(V::List(xs))
            }
            Kind::Type(class) | Kind::Attr(class) => {
                let reg = self.reg;
                if let (Some(d), false) = (class, qualified) {
                    // The stripped form: the nested def's format only.
                    let d = *d;
                    return self.nested(ctx, "a nested value", |ctx, text| {
                        let params = parse(ctx, reg, d, text).ok()?;
                        reg.build(ctx, d, &params).ok()
                    });
                }
                if matches!(kind, Kind::Type(_)) {
                    self.nested(ctx, "a type", |ctx, text| {
                        patsat_ir::parse_type_str(ctx, "<param>", text)
                            .ok()
                            .map(V::Type)
                    })
                } else {
                    self.nested(ctx, "an attribute", |ctx, text| {
                        patsat_ir::parse_attribute_str(ctx, "<param>", text)
                            .ok()
                            .map(V::Attr)
                    })
                }
            }
            Kind::Unknown(t) => err(format!("C++ type `{}` is not modelled", t)),
        }
    }
}
