//! The MLIR text lexer: turns bytes into tokens with byte spans.

/// Token kinds of the MLIR text format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tok {
    /// End of input.
    Eof,
    /// A character that starts no token.
    Error,
    /// `foo`, `i32`, `tensor`, `x.y`.
    BareId,
    /// `%name`
    PercentId,
    /// `^name`
    CaretId,
    /// `#name`
    HashId,
    /// `!name`
    BangId,
    /// `@name` or `@"string"`
    AtId,
    /// `123`, `0x1F`
    Integer,
    /// `1.5e3`
    Float,
    /// `"..."`
    String,
    /// `->`
    Arrow,
    /// `:`
    Colon,
    /// `::`
    ColonColon,
    /// `,`
    Comma,
    /// `=`
    Equal,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LSquare,
    /// `]`
    RSquare,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `-`
    Minus,
    /// `+`
    Plus,
    /// `*`
    Star,
    /// `?`
    Question,
    /// `|`
    Pipe,
    /// `...`
    Ellipsis,
    /// `{-#`
    FileMetadataBegin,
    /// `#-}`
    FileMetadataEnd,
}

/// A token: kind and byte span.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// The kind.
    pub kind: Tok,
    /// Start offset.
    pub start: usize,
    /// End offset (exclusive).
    pub end: usize,
}

/// A restartable lexer over a byte buffer.
#[derive(Clone, Debug)]
pub struct Lexer<'a> {
    /// The buffer.
    pub src: &'a [u8],
    /// Current offset.
    pub pos: usize,
    /// Set when a string literal was not terminated (offset of its start).
    pub unterminated_string: Option<usize>,
}

fn is_id_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}
fn is_suffix_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'$' | b'.' | b'_' | b'-')
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a [u8]) -> Self {
        Lexer {
            src,
            pos: 0,
            unterminated_string: None,
        }
    }

    fn peek_at(&self, i: usize) -> u8 {
        self.src.get(i).copied().unwrap_or(0)
    }

    /// Skips white space and `//` comments.
    pub fn skip_trivia(&mut self) {
        loop {
            match self.peek_at(self.pos) {
                b' ' | b'\t' | b'\n' | b'\r' => self.pos += 1,
                b'/' if self.peek_at(self.pos + 1) == b'/' => {
                    while self.pos < self.src.len() && self.src[self.pos] != b'\n' {
                        self.pos += 1;
                    }
                }
                _ => return,
            }
        }
    }

    /// Lexes the next token.
    pub fn next_token(&mut self) -> Token {
        self.skip_trivia();
        let start = self.pos;
        if start >= self.src.len() {
            return Token {
                kind: Tok::Eof,
                start,
                end: start,
            };
        }
        let c = self.src[start];
        self.pos += 1;
        let kind = match c {
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => {
                while is_id_char(self.peek_at(self.pos)) {
                    self.pos += 1;
                }
                Tok::BareId
            }
            b'0'..=b'9' => self.lex_number(start),
            b'"' => self.lex_string(start),
            b'%' => self.lex_prefixed(Tok::PercentId),
            b'^' => self.lex_prefixed(Tok::CaretId),
            b'!' => self.lex_prefixed(Tok::BangId),
            b'#' => {
                if self.peek_at(self.pos) == b'-' && self.peek_at(self.pos + 1) == b'}' {
                    self.pos += 2;
                    Tok::FileMetadataEnd
                } else {
                    self.lex_prefixed(Tok::HashId)
                }
            }
            b'@' => {
                if self.peek_at(self.pos) == b'"' {
                    let s = self.pos;
                    self.pos += 1;
                    match self.lex_string(s) {
                        Tok::String => Tok::AtId,
                        k => k,
                    }
                } else if self.peek_at(self.pos).is_ascii_alphabetic()
                    || self.peek_at(self.pos) == b'_'
                {
                    while is_id_char(self.peek_at(self.pos)) {
                        self.pos += 1;
                    }
                    Tok::AtId
                } else {
                    Tok::Error
                }
            }
            b'-' => {
                if self.peek_at(self.pos) == b'>' {
                    self.pos += 1;
                    Tok::Arrow
                } else {
                    Tok::Minus
                }
            }
            b':' => {
                if self.peek_at(self.pos) == b':' {
                    self.pos += 1;
                    Tok::ColonColon
                } else {
                    Tok::Colon
                }
            }
            b'{' => {
                if self.peek_at(self.pos) == b'-' && self.peek_at(self.pos + 1) == b'#' {
                    self.pos += 2;
                    Tok::FileMetadataBegin
                } else {
                    Tok::LBrace
                }
            }
            b'.' => {
                if self.peek_at(self.pos) == b'.' && self.peek_at(self.pos + 1) == b'.' {
                    self.pos += 2;
                    Tok::Ellipsis
                } else {
                    Tok::Error
                }
            }
            b',' => Tok::Comma,
            b'=' => Tok::Equal,
            b'(' => Tok::LParen,
            b')' => Tok::RParen,
            b'[' => Tok::LSquare,
            b']' => Tok::RSquare,
            b'}' => Tok::RBrace,
            b'<' => Tok::Less,
            b'>' => Tok::Greater,
            b'+' => Tok::Plus,
            b'*' => Tok::Star,
            b'?' => Tok::Question,
            b'|' => Tok::Pipe,
            _ => Tok::Error,
        };
        Token {
            kind,
            start,
            end: self.pos,
        }
    }

    fn lex_prefixed(&mut self, kind: Tok) -> Tok {
        let c = self.peek_at(self.pos);
        if c.is_ascii_digit() {
            while self.peek_at(self.pos).is_ascii_digit() {
                self.pos += 1;
            }
            kind
        } else if is_suffix_char(c) {
            while is_suffix_char(self.peek_at(self.pos)) {
                self.pos += 1;
            }
            kind
        } else if kind == Tok::PercentId || kind == Tok::CaretId {
            Tok::Error
        } else {
            // `#` / `!` alone: invalid, but let the parser report it.
            Tok::Error
        }
    }

    fn lex_number(&mut self, start: usize) -> Tok {
        if self.src[start] == b'0'
            && self.peek_at(self.pos) == b'x'
            && self.peek_at(self.pos + 1).is_ascii_hexdigit()
        {
            self.pos += 1;
            while self.peek_at(self.pos).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return Tok::Integer;
        }
        while self.peek_at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek_at(self.pos) != b'.' {
            return Tok::Integer;
        }
        self.pos += 1;
        while self.peek_at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek_at(self.pos), b'e' | b'E') {
            let save = self.pos;
            self.pos += 1;
            if matches!(self.peek_at(self.pos), b'+' | b'-') {
                self.pos += 1;
            }
            if self.peek_at(self.pos).is_ascii_digit() {
                while self.peek_at(self.pos).is_ascii_digit() {
                    self.pos += 1;
                }
            } else {
                self.pos = save;
            }
        }
        Tok::Float
    }

    fn lex_string(&mut self, start: usize) -> Tok {
        loop {
            match self.src.get(self.pos).copied() {
                None | Some(b'\n') | Some(b'\r') => {
                    self.unterminated_string = Some(start);
                    return Tok::Error;
                }
                Some(b'"') => {
                    self.pos += 1;
                    return Tok::String;
                }
                Some(b'\\') => {
                    self.pos += 1;
                    if self.pos < self.src.len() {
                        self.pos += 1;
                    }
                }
                Some(_) => self.pos += 1,
            }
        }
    }
}

/// Resolves the escapes of a string token's text (quotes included).
/// Returns the byte offset (within `text`) of a bad escape on error.
pub fn unescape(text: &[u8]) -> Result<Vec<u8>, usize> {
    let body = &text[1..text.len() - 1];
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        let c = body[i];
        if c != b'\\' {
            out.push(c);
            i += 1;
            continue;
        }
        let n = body.get(i + 1).copied().unwrap_or(0);
        match n {
            b'"' | b'\\' => {
                out.push(n);
                i += 2;
            }
            b'n' => {
                out.push(b'\n');
                i += 2;
            }
            b't' => {
                out.push(b'\t');
                i += 2;
            }
            _ => {
                let h = body.get(i + 2).copied().unwrap_or(0);
                if n.is_ascii_hexdigit() && h.is_ascii_hexdigit() {
                    let v = (hex_val(n) << 4) | hex_val(h);
                    out.push(v);
                    i += 3;
                } else {
                    return Err(i);
                }
            }
        }
    }
    Ok(out)
}

fn hex_val(c: u8) -> u8 {
    match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        _ => c - b'A' + 10,
    }
}
