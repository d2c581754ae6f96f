//! The PDLL lexer: bytes of one file to tokens with byte offsets, as
//! `mlir-pdll`'s lexer splits them (same keywords, string and code-block
//! literals, `//` comments, `#directive`s). The dependent keywords `op`,
//! `attr` and `type` are keywords only when a `<` follows, as the PDLL
//! parser treats them; elsewhere they are identifiers.

use std::fmt;

/// A token. Identifiers and numbers borrow the source; strings are
/// unescaped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok<'a> {
    /// `[a-zA-Z_][a-zA-Z0-9_]*` that is not a keyword.
    Ident(&'a str),
    /// `[0-9]+`
    Integer(&'a str),
    /// `"..."` (escapes resolved).
    String(String),
    /// `[{ ... }]` (verbatim contents).
    CodeBlock(String),
    /// `#name`
    Directive(&'a str),
    /// `op` followed by `<`.
    OpLt,
    /// `attr` followed by `<`.
    AttrLt,
    /// `type` followed by `<`.
    TypeLt,
    /// `Attr`
    KwAttr,
    /// `Constraint`
    KwConstraint,
    /// `erase`
    KwErase,
    /// `let`
    KwLet,
    /// `not`
    KwNot,
    /// `Op`
    KwOp,
    /// `OpName`
    KwOpName,
    /// `Pattern`
    KwPattern,
    /// `replace`
    KwReplace,
    /// `return`
    KwReturn,
    /// `rewrite`
    KwRewriteStmt,
    /// `Rewrite`
    KwRewrite,
    /// `Type`
    KwType,
    /// `TypeRange`
    KwTypeRange,
    /// `Value`
    KwValue,
    /// `ValueRange`
    KwValueRange,
    /// `with`
    KwWith,
    /// `_`
    Underscore,
    /// `->`
    Arrow,
    /// `:`
    Colon,
    /// `,`
    Comma,
    /// `.`
    Dot,
    /// `=`
    Equal,
    /// `=>`
    EqualArrow,
    /// `;`
    Semicolon,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LSquare,
    /// `]`
    RSquare,
}

impl Tok<'_> {
    /// The spelling of a keyword token (used as a name where PDLL allows
    /// keywords, e.g. in operation names).
    pub fn keyword_text(&self) -> Option<&'static str> {
        Some(match self {
            Tok::OpLt => "op",
            Tok::AttrLt => "attr",
            Tok::TypeLt => "type",
            Tok::KwAttr => "Attr",
            Tok::KwConstraint => "Constraint",
            Tok::KwErase => "erase",
            Tok::KwLet => "let",
            Tok::KwNot => "not",
            Tok::KwOp => "Op",
            Tok::KwOpName => "OpName",
            Tok::KwPattern => "Pattern",
            Tok::KwReplace => "replace",
            Tok::KwReturn => "return",
            Tok::KwRewriteStmt => "rewrite",
            Tok::KwRewrite => "Rewrite",
            Tok::KwType => "Type",
            Tok::KwTypeRange => "TypeRange",
            Tok::KwValue => "Value",
            Tok::KwValueRange => "ValueRange",
            Tok::KwWith => "with",
            _ => return None,
        })
    }
}

impl fmt::Display for Tok<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tok::Ident(s) | Tok::Integer(s) | Tok::Directive(s) => write!(f, "{}", s),
            Tok::String(s) => write!(f, "{:?}", s),
            Tok::CodeBlock(_) => write!(f, "[{{...}}]"),
            t => write!(f, "{}", t.keyword_text().unwrap_or("punctuation")),
        }
    }
}

/// A lexing error: byte offset and message (MLIR's wording).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LexError {
    /// Where the error is reported.
    pub offset: usize,
    /// The message.
    pub message: String,
}

/// A token with its byte range.
pub type Spanned<'a> = (usize, Tok<'a>, usize);

/// Splits `text` into tokens; stops at the first error.
pub fn lex(text: &str) -> Result<Vec<Spanned<'_>>, (Vec<Spanned<'_>>, LexError)> {
    let mut lx = Lexer {
        src: text.as_bytes(),
        text,
        pos: 0,
    };
    let mut out = Vec::new();
    loop {
        match lx.next() {
            Ok(Some(t)) => out.push(t),
            Ok(None) => return Ok(out),
            Err(e) => return Err((out, e)),
        }
    }
}

struct Lexer<'a> {
    src: &'a [u8],
    text: &'a str,
    pos: usize,
}

impl<'a> Lexer<'a> {
    fn peek(&self, off: usize) -> u8 {
        self.src.get(self.pos + off).copied().unwrap_or(0)
    }

    fn err<T>(&self, offset: usize, msg: &str) -> Result<T, LexError> {
        Err(LexError {
            offset,
            message: msg.to_string(),
        })
    }

    /// Skips whitespace and comments; returns false at end of input.
    fn skip_trivia(&mut self) -> bool {
        loop {
            match self.peek(0) {
                b' ' | b'\t' | b'\n' | b'\r' => self.pos += 1,
                0 if self.pos >= self.src.len() => return false,
                0 => self.pos += 1,
                b'/' if self.peek(1) == b'/' => {
                    while self.pos < self.src.len() && !matches!(self.src[self.pos], b'\n' | b'\r')
                    {
                        self.pos += 1;
                    }
                }
                _ => return true,
            }
        }
    }

    /// Whether the next token (after trivia) starts with `<`.
    fn followed_by_less(&self) -> bool {
        let mut p = Lexer {
            src: self.src,
            text: self.text,
            pos: self.pos,
        };
        p.skip_trivia() && p.peek(0) == b'<'
    }

    fn next(&mut self) -> Result<Option<Spanned<'a>>, LexError> {
        if !self.skip_trivia() {
            return Ok(None);
        }
        let start = self.pos;
        let c = self.peek(0);
        self.pos += 1;
        let tok = match c {
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => {
                while self.peek(0).is_ascii_alphanumeric() || self.peek(0) == b'_' {
                    self.pos += 1;
                }
                let s = &self.text[start..self.pos];
                self.keyword(s)
            }
            b'0'..=b'9' => {
                while self.peek(0).is_ascii_digit() {
                    self.pos += 1;
                }
                Tok::Integer(&self.text[start..self.pos])
            }
            b'-' if self.peek(0) == b'>' => {
                self.pos += 1;
                Tok::Arrow
            }
            b':' => Tok::Colon,
            b',' => Tok::Comma,
            b'.' => Tok::Dot,
            b'=' if self.peek(0) == b'>' => {
                self.pos += 1;
                Tok::EqualArrow
            }
            b'=' => Tok::Equal,
            b';' => Tok::Semicolon,
            b'[' if self.peek(0) == b'{' => {
                self.pos += 1;
                return self.code_block(start).map(Some);
            }
            b'[' => Tok::LSquare,
            b']' => Tok::RSquare,
            b'<' => Tok::Less,
            b'>' => Tok::Greater,
            b'{' => Tok::LBrace,
            b'}' => Tok::RBrace,
            b'(' => Tok::LParen,
            b')' => Tok::RParen,
            b'#' => {
                while self.peek(0).is_ascii_alphanumeric() || self.peek(0) == b'_' {
                    self.pos += 1;
                }
                Tok::Directive(&self.text[start..self.pos])
            }
            b'"' => return self.string(start).map(Some),
            _ => return self.err(start, "unexpected character"),
        };
        Ok(Some((start, tok, self.pos)))
    }

    fn keyword(&self, s: &'a str) -> Tok<'a> {
        match s {
            "attr" if self.followed_by_less() => Tok::AttrLt,
            "op" if self.followed_by_less() => Tok::OpLt,
            "type" if self.followed_by_less() => Tok::TypeLt,
            "Attr" => Tok::KwAttr,
            "Constraint" => Tok::KwConstraint,
            "erase" => Tok::KwErase,
            "let" => Tok::KwLet,
            "not" => Tok::KwNot,
            "Op" => Tok::KwOp,
            "OpName" => Tok::KwOpName,
            "Pattern" => Tok::KwPattern,
            "replace" => Tok::KwReplace,
            "return" => Tok::KwReturn,
            "rewrite" => Tok::KwRewriteStmt,
            "Rewrite" => Tok::KwRewrite,
            "Type" => Tok::KwType,
            "TypeRange" => Tok::KwTypeRange,
            "Value" => Tok::KwValue,
            "ValueRange" => Tok::KwValueRange,
            "with" => Tok::KwWith,
            "_" => Tok::Underscore,
            _ => Tok::Ident(s),
        }
    }

    /// `"..."`: one line, escapes `\"`, `\\`, `\n`, `\t`, `\XX`.
    fn string(&mut self, start: usize) -> Result<Spanned<'a>, LexError> {
        let mut value = Vec::new();
        loop {
            if self.pos >= self.src.len() {
                let at = self.src.len().saturating_sub(1);
                return self.err(at, "expected '\"' in string literal");
            }
            let c = self.src[self.pos];
            self.pos += 1;
            match c {
                b'"' => break,
                b'\n' | b'\x0b' | b'\x0c' => {
                    return self.err(self.pos - 1, "expected '\"' in string literal")
                }
                b'\\' => {
                    let n = self.peek(0);
                    match n {
                        b'"' | b'\\' => value.push(n),
                        b'n' => value.push(b'\n'),
                        b't' => value.push(b'\t'),
                        _ if n.is_ascii_hexdigit() && self.peek(1).is_ascii_hexdigit() => {
                            let hex = |b: u8| (b as char).to_digit(16).unwrap_or(0) as u8;
                            value.push(hex(n) << 4 | hex(self.peek(1)));
                            self.pos += 1;
                        }
                        _ => return self.err(self.pos - 1, "unknown escape in string literal"),
                    }
                    self.pos += 1;
                }
                _ => value.push(c),
            }
        }
        let s = String::from_utf8_lossy(&value).into_owned();
        Ok((start, Tok::String(s), self.pos))
    }

    /// `[{ ... }]`: any bytes up to `}]`.
    fn code_block(&mut self, start: usize) -> Result<Spanned<'a>, LexError> {
        let body_start = self.pos;
        loop {
            if self.pos >= self.src.len() {
                let at = self.src.len().saturating_sub(1);
                return self.err(at, "expected '}]' in string literal");
            }
            if self.src[self.pos] == b'}' && self.peek(1) == b']' {
                let body = self.text[body_start..self.pos].to_string();
                self.pos += 2;
                return Ok((start, Tok::CodeBlock(body), self.pos));
            }
            self.pos += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dependent_keywords() {
        let t = lex("op<a.b> op = attr <\"1\"> type").unwrap();
        let kinds: Vec<_> = t.iter().map(|t| t.1.clone()).collect();
        assert_eq!(kinds[0], Tok::OpLt);
        assert_eq!(kinds[6], Tok::Ident("op"));
        assert_eq!(kinds[8], Tok::AttrLt);
        assert_eq!(kinds[12], Tok::Ident("type"));
    }

    #[test]
    fn strings_and_blocks() {
        let t = lex("\"a\\n\\22\" [{ x }] // c\n#include").unwrap();
        assert_eq!(t[0].1, Tok::String("a\n\"".into()));
        assert_eq!(t[1].1, Tok::CodeBlock(" x ".into()));
        assert_eq!(t[2].1, Tok::Directive("#include"));
        let e = lex("\"abc\n").unwrap_err().1;
        assert_eq!(e.message, "expected '\"' in string literal");
        assert_eq!(e.offset, 4);
    }
}
