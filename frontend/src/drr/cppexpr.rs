//! A small C++ expression syntax for DRR snippets: the normalized text of
//! a `NativeCodeCall`, `CPred` or constant builder ([`super::cpp::normalize`])
//! parsed once into an [`Expr`] tree, which `patsat_translate`'s evaluator
//! runs. It covers expressions, not statements: placeholders (`$_self`,
//! `$_builder`, `$_loc`, `$N`, `$N...`), literals, qualified names with
//! template arguments (`isa<IntegerType, IndexType>`), calls, member calls
//! (`.`/`->`), subscripts, the unary, binary and conditional operators,
//! C-style and `static_cast` casts of scalar types, braced lists
//! (`{1, 2}`) and lambdas whose body is one `return` (`[](Type t) { return
//! ...; }`), called at once or passed to `all_of`-like functions. Anything
//! else is a [`ParseError`] naming what was not understood.

use super::cpp::{tokenize, Tok};

/// A `$` placeholder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Placeholder {
    /// `$_self`
    SelfValue,
    /// `$_builder` (also `$_rewriter`)
    Builder,
    /// `$_loc`
    Loc,
    /// `$_state` (an `OperationState`, in ODS builder bodies)
    State,
    /// `$N`
    Arg(usize),
    /// `$N...`: arguments `N` and following, spliced into a call.
    Rest(usize),
}

/// Binary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    /// `||`
    Or,
    /// `&&`
    And,
    /// `|`
    BitOr,
    /// `^`
    BitXor,
    /// `&`
    BitAnd,
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `>`
    Gt,
    /// `<=`
    Le,
    /// `>=`
    Ge,
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/`
    Div,
    /// `%`
    Rem,
    /// `<<`
    Shl,
    /// `>>`
    Shr,
}

/// Unary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnOp {
    /// `!`
    Not,
    /// `-`
    Neg,
    /// `+`
    Plus,
    /// `~`
    BitNot,
    /// `*` (dereference: a no-op on handles)
    Deref,
    /// `&` (address-of: marks an out-parameter)
    AddrOf,
}

/// A parsed snippet.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    /// A placeholder.
    Ph(Placeholder),
    /// An integer literal (suffixes dropped).
    Int(i128),
    /// A floating-point literal, with its text.
    Float(f64, String),
    /// A string literal (escapes resolved).
    Str(String),
    /// `true` / `false`.
    Bool(bool),
    /// `nullptr`.
    Null,
    /// A possibly qualified name (`a::b::c` as its parts) with template
    /// arguments (`isa<IntegerType>`; empty when none).
    Name(Vec<String>, Vec<String>),
    /// A call: callee, arguments.
    Call(Box<Expr>, Vec<Expr>),
    /// A member access: receiver, member name, template arguments, `->`.
    Member(Box<Expr>, String, Vec<String>, bool),
    /// `a[i]`.
    Index(Box<Expr>, Box<Expr>),
    /// A unary operation.
    Unary(UnOp, Box<Expr>),
    /// A binary operation.
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// `c ? a : b`.
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
    /// A cast to a scalar C++ type (`(int64_t)x`, `static_cast<int>(x)`).
    Cast(String, Box<Expr>),
    /// `{a, b, ...}`.
    List(Vec<Expr>),
    /// A lambda: parameter names and the returned expression.
    Lambda(Vec<String>, Box<Expr>),
}

/// Why a snippet is not in the subset.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError(pub String);

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// Scalar C++ types a cast may name.
const SCALAR_TYPES: &[&str] = &[
    "int", "unsigned", "long", "short", "char", "bool", "float", "double", "size_t", "int8_t",
    "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "intptr_t",
];

/// Parses a snippet (normalized or not; a trailing `;` is allowed).
pub fn parse(text: &str) -> Result<Expr, ParseError> {
    let mut toks = tokenize(text);
    while toks.last().is_some_and(|t| t.is(";")) {
        toks.pop();
    }
    let mut p = Parser {
        toks,
        pos: 0,
        depth: 0,
    };
    if p.toks.is_empty() {
        return p.fail("an empty snippet");
    }
    let e = p.expr()?;
    if p.pos != p.toks.len() {
        return p.fail(&format!("unexpected `{}`", p.toks[p.pos].text()));
    }
    Ok(e)
}

pub(super) struct Parser {
    pub(super) toks: Vec<Tok>,
    pub(super) pos: usize,
    /// Nesting depth of expressions (bounded, so no input overflows the
    /// stack).
    pub(super) depth: usize,
}

/// The deepest expression nesting parsed.
const MAX_DEPTH: usize = 256;

type R<T> = Result<T, ParseError>;

impl Parser {
    pub(super) fn fail<T>(&self, msg: &str) -> R<T> {
        Err(ParseError(msg.to_string()))
    }
    pub(super) fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos)
    }
    pub(super) fn peek_is(&self, s: &str) -> bool {
        self.peek().is_some_and(|t| t.is(s))
    }
    pub(super) fn peek_word(&self, w: &str) -> bool {
        matches!(self.peek(), Some(Tok::Word(x)) if x == w)
    }
    pub(super) fn eat(&mut self, s: &str) -> bool {
        if self.peek_is(s) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    pub(super) fn expect(&mut self, s: &str) -> R<()> {
        if self.eat(s) {
            Ok(())
        } else {
            let got = self.peek().map_or("the end", |t| t.text()).to_string();
            self.fail(&format!("expected `{}`, found `{}`", s, got))
        }
    }
    pub(super) fn ident(&mut self) -> R<String> {
        match self.peek() {
            Some(Tok::Word(w)) if is_ident(w) => {
                let w = w.clone();
                self.pos += 1;
                Ok(w)
            }
            t => {
                let got = t.map_or("the end", |t| t.text()).to_string();
                self.fail(&format!("expected a name, found `{}`", got))
            }
        }
    }

    pub(super) fn expr(&mut self) -> R<Expr> {
        self.depth += 1;
        let r = self.expr_inner();
        self.depth -= 1;
        r
    }

    fn expr_inner(&mut self) -> R<Expr> {
        if self.depth > MAX_DEPTH {
            return self.fail("expressions nested too deeply");
        }
        let c = self.binary(0)?;
        if self.eat("?") {
            let a = self.expr()?;
            self.expect(":")?;
            let b = self.expr()?;
            return Ok(Expr::Cond(Box::new(c), Box::new(a), Box::new(b)));
        }
        Ok(c)
    }

    /// Precedence climbing over the binary operators.
    fn binary(&mut self, min: u8) -> R<Expr> {
        let mut lhs = self.unary()?;
        while let Some((op, prec, len)) = self.binop() {
            if prec < min {
                break;
            }
            self.pos += len;
            let rhs = self.binary(prec + 1)?;
            lhs = Expr::Binary(op, Box::new(lhs), Box::new(rhs));
        }
        Ok(lhs)
    }

    fn unary(&mut self) -> R<Expr> {
        let op = match self.peek().map(Tok::text) {
            Some("!") => Some(UnOp::Not),
            Some("-") => Some(UnOp::Neg),
            Some("+") => Some(UnOp::Plus),
            Some("~") => Some(UnOp::BitNot),
            Some("*") => Some(UnOp::Deref),
            Some("&") => Some(UnOp::AddrOf),
            _ => None,
        };
        if let Some(op) = op {
            self.pos += 1;
            self.depth += 1;
            let e = if self.depth > MAX_DEPTH {
                self.fail("expressions nested too deeply")
            } else {
                self.unary()
            };
            self.depth -= 1;
            return Ok(Expr::Unary(op, Box::new(e?)));
        }
        // A C-style cast to a scalar type, or to an attribute or type
        // class when an operand follows (`(LocationAttr)$0`).
        if self.peek_is("(") {
            if let Some(Tok::Word(w)) = self.toks.get(self.pos + 1) {
                let closes = self.toks.get(self.pos + 2).is_some_and(|t| t.is(")"));
                let next = self.toks.get(self.pos + 3);
                let operand_follows = matches!(next, Some(Tok::Word(_)) | Some(Tok::Lit(_)))
                    || next.is_some_and(|t| t.is("("));
                let class = w.starts_with(char::is_uppercase)
                    && (w.ends_with("Attr") || w.ends_with("Type"));
                if closes && (SCALAR_TYPES.contains(&w.as_str()) || class && operand_follows) {
                    let ty = w.clone();
                    self.pos += 3;
                    let e = self.unary()?;
                    return Ok(Expr::Cast(ty, Box::new(e)));
                }
            }
        }
        self.postfix()
    }

    fn postfix(&mut self) -> R<Expr> {
        let mut e = self.primary()?;
        loop {
            if self.peek_is(".") || self.peek_is("->") {
                let arrow = self.peek_is("->");
                self.pos += 1;
                if self.peek_word("template") {
                    self.pos += 1;
                }
                let name = self.ident()?;
                let targs = self.template_args().unwrap_or_default();
                e = Expr::Member(Box::new(e), name, targs, arrow);
            } else if self.peek_is("(") {
                let args = self.args("(", ")")?;
                e = Expr::Call(Box::new(e), args);
            } else if self.eat("[") {
                let i = self.expr()?;
                self.expect("]")?;
                e = Expr::Index(Box::new(e), Box::new(i));
            } else {
                return Ok(e);
            }
        }
    }

    pub(super) fn args(&mut self, open: &str, close: &str) -> R<Vec<Expr>> {
        self.expect(open)?;
        let mut out = Vec::new();
        if self.eat(close) {
            return Ok(out);
        }
        loop {
            out.push(self.expr()?);
            if self.eat(close) {
                return Ok(out);
            }
            self.expect(",")?;
        }
    }

    /// Template arguments after a name, if the `<` opens some (they must
    /// be followed by `(`, `::`, `.`, `)` or `,`); otherwise nothing is
    /// consumed.
    pub(super) fn template_args(&mut self) -> Option<Vec<String>> {
        if !self.peek_is("<") {
            return None;
        }
        let save = self.pos;
        self.pos += 1;
        let mut out = Vec::new();
        let ok = loop {
            match self.type_text() {
                Some(t) => out.push(t),
                None => break false,
            }
            if self.eat(">") {
                break true;
            }
            if !self.eat(",") {
                break false;
            }
        };
        let follows = self.peek().is_none_or(|t| {
            t.is("(") || t.is("{") || t.is("::") || t.is(".") || t.is(")") || t.is(",")
        });
        if ok && follows {
            Some(out)
        } else {
            self.pos = save;
            None
        }
    }

    /// A type or constant template argument, as text.
    fn type_text(&mut self) -> Option<String> {
        let mut s = String::new();
        while self.peek_word("const") {
            self.pos += 1;
        }
        match self.peek()? {
            Tok::Word(w) => {
                s.push_str(w);
                self.pos += 1;
            }
            _ => return None,
        }
        loop {
            if self.peek_is("::") {
                self.pos += 1;
                s.push_str("::");
                match self.peek()? {
                    Tok::Word(w) => {
                        s.push_str(w);
                        self.pos += 1;
                    }
                    _ => return None,
                }
            } else if self.peek_is("<") {
                self.pos += 1;
                if self.depth > MAX_DEPTH {
                    return None;
                }
                self.depth += 1;
                let mut inner = Vec::new();
                let mut ok = true;
                loop {
                    match self.type_text() {
                        Some(t) => inner.push(t),
                        None => {
                            ok = false;
                            break;
                        }
                    }
                    if self.eat(">") {
                        break;
                    }
                    if !self.eat(",") {
                        ok = false;
                        break;
                    }
                }
                self.depth -= 1;
                if !ok {
                    return None;
                }
                s.push('<');
                s.push_str(&inner.join(", "));
                s.push('>');
            } else {
                break;
            }
        }
        while self.peek_is("*") || self.peek_is("&") {
            s.push_str(self.peek()?.text());
            self.pos += 1;
        }
        Some(s)
    }

    fn primary(&mut self) -> R<Expr> {
        let Some(t) = self.peek().cloned() else {
            return self.fail("unexpected end of the snippet");
        };
        match t {
            Tok::Lit(l) => {
                self.pos += 1;
                if l.starts_with('\'') {
                    let s = unescape(&l[1..l.len().saturating_sub(1)]);
                    return Ok(Expr::Int(s.bytes().next().map_or(0, i128::from)));
                }
                // Adjacent string literals concatenate.
                let mut s = unescape(&l[1..l.len().saturating_sub(1)]);
                while let Some(Tok::Lit(n)) = self.peek() {
                    if !n.starts_with('"') {
                        break;
                    }
                    s.push_str(&unescape(&n[1..n.len().saturating_sub(1)]));
                    self.pos += 1;
                }
                Ok(Expr::Str(s))
            }
            Tok::Punct(p) if p == "(" => {
                self.pos += 1;
                let e = self.expr()?;
                self.expect(")")?;
                Ok(e)
            }
            Tok::Punct(p) if p == "{" => Ok(Expr::List(self.args("{", "}")?)),
            Tok::Punct(p) if p == "[" => self.lambda(),
            Tok::Punct(p) => self.fail(&format!("unexpected `{}`", p)),
            Tok::Word(w) => {
                self.pos += 1;
                if let Some(rest) = w.strip_prefix('$') {
                    return placeholder(rest)
                        .ok_or_else(|| ParseError(format!("unknown placeholder `{}`", w)));
                }
                if w.starts_with(|c: char| c.is_ascii_digit()) {
                    let mut w = w;
                    // `1e+38`: the exponent's sign split the number.
                    let hex = w.to_ascii_lowercase().starts_with("0x");
                    if !hex && w.ends_with(['e', 'E']) && (self.peek_is("+") || self.peek_is("-")) {
                        if let Some(Tok::Word(exp)) = self.toks.get(self.pos + 1) {
                            w = format!("{}{}{}", w, self.toks[self.pos].text(), exp);
                            self.pos += 2;
                        }
                    }
                    return number(&w).ok_or_else(|| ParseError(format!("bad number `{}`", w)));
                }
                match w.as_str() {
                    "true" => return Ok(Expr::Bool(true)),
                    "false" => return Ok(Expr::Bool(false)),
                    "nullptr" => return Ok(Expr::Null),
                    "static_cast" => {
                        let Some(targs) = self.template_args() else {
                            return self.fail("expected a type after `static_cast`");
                        };
                        self.expect("(")?;
                        let e = self.expr()?;
                        self.expect(")")?;
                        return Ok(Expr::Cast(targs.join(", "), Box::new(e)));
                    }
                    _ => {}
                }
                let mut parts = vec![w];
                let mut targs = self.template_args().unwrap_or_default();
                while self.eat("::") {
                    parts.push(self.ident()?);
                    targs = self.template_args().unwrap_or_default();
                }
                let name = Expr::Name(parts, targs);
                // `T{a, b}`: brace initialization, as a call.
                if self.peek_is("{") {
                    let args = self.args("{", "}")?;
                    return Ok(Expr::Call(Box::new(name), args));
                }
                Ok(name)
            }
        }
    }

    /// `[captures](T a, U b) { return e; }`
    fn lambda(&mut self) -> R<Expr> {
        self.expect("[")?;
        while !self.eat("]") {
            if self.peek().is_none() {
                return self.fail("unterminated lambda capture list");
            }
            self.pos += 1;
        }
        self.expect("(")?;
        let mut params = Vec::new();
        while !self.eat(")") {
            // A parameter: type tokens, then its name (the last word).
            let mut last = None;
            loop {
                match self.peek() {
                    None => return self.fail("unterminated lambda parameters"),
                    Some(t) if t.is(",") || t.is(")") => break,
                    Some(Tok::Word(w)) => {
                        last = Some(w.clone());
                        self.pos += 1;
                    }
                    Some(_) => self.pos += 1,
                }
            }
            params.push(last.unwrap_or_default());
            self.eat(",");
        }
        if self.eat("->") {
            self.type_text();
        }
        self.expect("{")?;
        if !self.peek_word("return") {
            return self.fail("a lambda body other than one `return` statement");
        }
        self.pos += 1;
        let body = self.expr()?;
        self.eat(";");
        self.expect("}")?;
        Ok(Expr::Lambda(params, Box::new(body)))
    }
}

fn is_ident(w: &str) -> bool {
    w.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
}

impl Parser {
    /// The binary operator at the cursor: operator, precedence, tokens.
    fn binop(&self) -> Option<(BinOp, u8, usize)> {
        let t = self.peek()?;
        let next = self.toks.get(self.pos + 1);
        for (a, op) in [("<", BinOp::Shl), (">", BinOp::Shr)] {
            if t.is(a) && next.is_some_and(|n| n.is(a)) {
                return Some((op, 8, 2));
            }
        }
        binop(t).map(|(op, prec)| {
            let prec = if prec >= 8 { prec + 1 } else { prec };
            (op, prec, 1)
        })
    }
}

fn binop(t: &Tok) -> Option<(BinOp, u8)> {
    let Tok::Punct(p) = t else { return None };
    Some(match p.as_str() {
        "||" => (BinOp::Or, 1),
        "&&" => (BinOp::And, 2),
        "|" => (BinOp::BitOr, 3),
        "^" => (BinOp::BitXor, 4),
        "&" => (BinOp::BitAnd, 5),
        "==" => (BinOp::Eq, 6),
        "!=" => (BinOp::Ne, 6),
        "<" => (BinOp::Lt, 7),
        ">" => (BinOp::Gt, 7),
        "<=" => (BinOp::Le, 7),
        ">=" => (BinOp::Ge, 7),
        "+" => (BinOp::Add, 8),
        "-" => (BinOp::Sub, 8),
        "*" => (BinOp::Mul, 9),
        "/" => (BinOp::Div, 9),
        "%" => (BinOp::Rem, 9),
        _ => return None,
    })
}

fn placeholder(rest: &str) -> Option<Expr> {
    let p = match rest {
        "_self" => Placeholder::SelfValue,
        "_builder" | "_rewriter" => Placeholder::Builder,
        "_loc" => Placeholder::Loc,
        "_state" => Placeholder::State,
        _ => {
            if let Some(n) = rest.strip_suffix("...") {
                Placeholder::Rest(n.parse().ok()?)
            } else {
                Placeholder::Arg(rest.parse().ok()?)
            }
        }
    };
    Some(Expr::Ph(p))
}

/// A C++ number: decimal, hex, octal or binary integers with `u`/`l`
/// suffixes, decimal floats with an optional `f` suffix.
fn number(w: &str) -> Option<Expr> {
    let lower = w.to_ascii_lowercase();
    let is_hex = lower.starts_with("0x");
    let float = !is_hex && (lower.contains('.') || lower.contains('e'));
    if float {
        let t = lower.trim_end_matches(['f', 'l']);
        return t.parse::<f64>().ok().map(|v| Expr::Float(v, w.to_string()));
    }
    let t = lower.trim_end_matches(['u', 'l']);
    let v = if let Some(h) = t.strip_prefix("0x") {
        i128::from_str_radix(h, 16).ok()?
    } else if let Some(b) = t.strip_prefix("0b") {
        i128::from_str_radix(b, 2).ok()?
    } else if t.len() > 1 && t.starts_with('0') {
        i128::from_str_radix(&t[1..], 8).ok()?
    } else {
        t.parse().ok()?
    };
    Some(Expr::Int(v))
}

fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut it = s.chars();
    while let Some(c) = it.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match it.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('0') => out.push('\0'),
            Some(o) => out.push(o),
            None => {}
        }
    }
    out
}

impl Expr {
    /// Calls `f` on every node, pre-order.
    pub fn visit(&self, f: &mut dyn FnMut(&Expr)) {
        f(self);
        match self {
            Expr::Call(c, args) => {
                c.visit(f);
                args.iter().for_each(|a| a.visit(f));
            }
            Expr::Member(r, ..) | Expr::Unary(_, r) | Expr::Cast(_, r) | Expr::Lambda(_, r) => {
                r.visit(f)
            }
            Expr::Index(a, b) | Expr::Binary(_, a, b) => {
                a.visit(f);
                b.visit(f);
            }
            Expr::Cond(a, b, c) => {
                a.visit(f);
                b.visit(f);
                c.visit(f);
            }
            Expr::List(xs) => xs.iter().for_each(|a| a.visit(f)),
            _ => {}
        }
    }

    /// Whether the expression uses a placeholder.
    pub fn uses(&self, p: &Placeholder) -> bool {
        let mut found = false;
        self.visit(&mut |e| found |= matches!(e, Expr::Ph(q) if q == p));
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Expr {
        parse(s).unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    #[test]
    fn calls_members_and_templates() {
        let e = p("isa<IntegerType, IndexType>($_self)");
        assert_eq!(
            e,
            Expr::Call(
                Box::new(Expr::Name(
                    vec!["isa".into()],
                    vec!["IntegerType".into(), "IndexType".into()]
                )),
                vec![Expr::Ph(Placeholder::SelfValue)]
            )
        );
        let e = p("$0.getDefiningOp<ConstantOp>().getValue()");
        assert!(
            matches!(e, Expr::Call(ref c, _) if matches!(**c, Expr::Member(_, ref n, _, false) if n == "getValue"))
        );
        // `<` as less-than.
        let e = p("$0 < $1 && $1 > 2");
        assert!(matches!(e, Expr::Binary(BinOp::And, ..)));
        let e = p("cast<ShapedType>($0.getType()).getShape()[0] == 1");
        assert!(matches!(e, Expr::Binary(BinOp::Eq, ..)));
        assert_eq!(
            p("stablehlo::ComparisonDirection::EQ"),
            Expr::Name(
                vec![
                    "stablehlo".into(),
                    "ComparisonDirection".into(),
                    "EQ".into()
                ],
                vec![]
            )
        );
    }

    #[test]
    fn literals_operators_and_lambdas() {
        assert_eq!(p("1.5"), Expr::Float(1.5, "1.5".into()));
        assert_eq!(p("0x10u"), Expr::Int(16));
        assert_eq!(p("\"a\" \"b\""), Expr::Str("ab".into()));
        assert!(matches!(p("a ? b : c ? d : e"), Expr::Cond(..)));
        assert!(matches!(p("(int64_t)$0"), Expr::Cast(..)));
        assert!(matches!(p("static_cast<int32_t>($0)"), Expr::Cast(..)));
        assert!(matches!(p("f({1, 2})"), Expr::Call(_, ref a) if matches!(a[0], Expr::List(_))));
        let e = p("[](Type elementType){return (isa<ComplexType>(elementType));}(cast<ShapedType>($_self).getElementType())");
        assert!(
            matches!(e, Expr::Call(ref c, _) if matches!(**c, Expr::Lambda(ref ps, _) if ps == &["elementType".to_string()]))
        );
        assert!(p("all_of(cast<ArrayAttr>($_self), [&](Attribute attr) { return isa<IntegerAttr>(attr); })").uses(&Placeholder::SelfValue));
        assert!(
            matches!(p("f($0...)"), Expr::Call(_, ref a) if a[0] == Expr::Ph(Placeholder::Rest(0)))
        );
        assert!(!p("x;").uses(&Placeholder::SelfValue));
    }

    #[test]
    fn outside_the_subset() {
        assert!(parse(&format!("{}1{}", "(".repeat(5000), ")".repeat(5000))).is_err());
        assert!(parse(&"!".repeat(5000)).is_err());
        assert!(parse(&format!("f{}x{}(1)", "<a".repeat(3000), ">".repeat(3000))).is_err());
        assert!(parse("{ int x = 1; return x; }").is_err());
        assert!(parse("[&]{ foo(); bar(); }()").is_err());
        assert!(parse("").is_err());
        assert!(parse("a b").is_err());
    }
}
