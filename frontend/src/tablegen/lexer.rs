//! The TableGen lexer: turns the main file and, through `include`, every
//! file it pulls in into one token stream, running the preprocessor
//! (`#ifdef`/`#ifndef`/`#else`/`#endif`/`#define`) on the way, as LLVM's
//! `TGLexer` does. Includes are searched relative to the working directory,
//! then in each `-I` directory in order (LLVM's order).

use super::intern::{Interner, Sym};
use super::pos;
use crate::source::{FileId, SourceMap};
use std::path::{Path, PathBuf};

/// A bang operator (`!name`).
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bang {
    Eq,
    Ne,
    Le,
    Lt,
    Ge,
    Gt,
    If,
    Cond,
    IsA,
    Head,
    Tail,
    Size,
    Con,
    Dag,
    Add,
    Sub,
    Mul,
    Div,
    Not,
    LogTwo,
    And,
    Or,
    Xor,
    Shl,
    Sra,
    Srl,
    Cast,
    Empty,
    Subst,
    Foldl,
    Foreach,
    Filter,
    ListConcat,
    ListFlatten,
    ListSplat,
    ListRemove,
    Range,
    StrConcat,
    Initialized,
    Interleave,
    Substr,
    Find,
    SetDagOp,
    GetDagOp,
    GetDagArg,
    GetDagName,
    SetDagArg,
    SetDagName,
    GetDagOpName,
    SetDagOpName,
    Exists,
    ToLower,
    ToUpper,
    Repr,
    Instances,
    Match,
}

impl Bang {
    fn from_name(s: &str) -> Option<Bang> {
        use Bang::*;
        Some(match s {
            "eq" => Eq,
            "ne" => Ne,
            "le" => Le,
            "lt" => Lt,
            "ge" => Ge,
            "gt" => Gt,
            "if" => If,
            "cond" => Cond,
            "isa" => IsA,
            "head" => Head,
            "tail" => Tail,
            "size" => Size,
            "con" => Con,
            "dag" => Dag,
            "add" => Add,
            "sub" => Sub,
            "mul" => Mul,
            "div" => Div,
            "not" => Not,
            "logtwo" => LogTwo,
            "and" => And,
            "or" => Or,
            "xor" => Xor,
            "shl" => Shl,
            "sra" => Sra,
            "srl" => Srl,
            "cast" => Cast,
            "empty" => Empty,
            "subst" => Subst,
            "foldl" => Foldl,
            "foreach" => Foreach,
            "filter" => Filter,
            "listconcat" => ListConcat,
            "listflatten" => ListFlatten,
            "listsplat" => ListSplat,
            "listremove" => ListRemove,
            "range" => Range,
            "strconcat" => StrConcat,
            "initialized" => Initialized,
            "interleave" => Interleave,
            "substr" => Substr,
            "find" => Find,
            "setdagop" | "setop" => SetDagOp,
            "getdagop" | "getop" => GetDagOp,
            "getdagarg" => GetDagArg,
            "getdagname" => GetDagName,
            "setdagarg" => SetDagArg,
            "setdagname" => SetDagName,
            "getdagopname" => GetDagOpName,
            "setdagopname" => SetDagOpName,
            "exists" => Exists,
            "tolower" => ToLower,
            "toupper" => ToUpper,
            "repr" => Repr,
            "instances" => Instances,
            "match" => Match,
            _ => return None,
        })
    }
}

/// A token.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tok {
    // keywords
    Int,
    Bit,
    Bits,
    String,
    List,
    Code,
    Dag,
    Class,
    Def,
    True,
    False,
    Foreach,
    Defm,
    Defset,
    Deftype,
    MultiClass,
    Field,
    Let,
    In,
    Defvar,
    If,
    Then,
    Else,
    Assert,
    Dump,
    // punctuation
    Colon,
    Semi,
    Comma,
    Less,
    Greater,
    LSquare,
    RSquare,
    LBrace,
    RBrace,
    LParen,
    RParen,
    Equal,
    Question,
    Paste,
    Dot,
    DotDotDot,
    Minus,
    Plus,
    // values
    Id(Sym),
    IntVal(i64),
    /// A `0b...` literal: value and number of digits.
    BinVal(i64, u32),
    StrVal(Sym),
    CodeVal(Sym),
    VarName(Sym),
    Bang(Bang),
    /// `!cond` (its syntax differs from the other operators).
    CondOp,
}

/// A lexing error: where and what.
#[derive(Clone, Debug)]
pub struct LexError {
    /// Position (see [`pos`]).
    pub at: u64,
    /// The message.
    pub message: String,
    /// Where the unterminated `#ifdef`/`#else` is, for EOF errors.
    pub control: Option<u64>,
}

/// One lexed token with its start and end positions.
pub type Spanned = (u64, Tok, u64);

struct PrepControl {
    is_else: bool,
    defined: bool,
    at: u64,
}

struct FileState {
    file: FileId,
    text: std::rc::Rc<[u8]>,
    pos: usize,
    prep: Vec<PrepControl>,
}

/// Lexes a whole include closure into tokens.
pub struct Lexer<'a> {
    sources: &'a mut SourceMap,
    strings: &'a mut Interner,
    include_dirs: &'a [PathBuf],
    macros: fxhash::FxHashSet<String>,
    stack: Vec<FileState>,
    out: Vec<Spanned>,
    /// Included files by the name they were included as.
    loaded: fxhash::FxHashMap<Sym, (FileId, std::rc::Rc<[u8]>)>,
    /// Warnings (duplicate macro definitions).
    pub warnings: Vec<LexError>,
}

/// The position after the (nested) `/* ... */` comment starting at `p`;
/// `None` when it is not closed.
fn block_comment_end(t: &[u8], mut p: usize) -> Option<usize> {
    p += 2;
    let mut depth = 1;
    while p < t.len() {
        if t[p] == b'*' && t.get(p + 1) == Some(&b'/') {
            p += 2;
            depth -= 1;
            if depth == 0 {
                return Some(p);
            }
        } else if t[p] == b'/' && t.get(p + 1) == Some(&b'*') {
            p += 2;
            depth += 1;
        } else {
            p += 1;
        }
    }
    None
}

fn is_id_start(c: u8) -> bool {
    c == b'_' || c.is_ascii_alphabetic()
}
fn is_id_char(c: u8) -> bool {
    c == b'_' || c.is_ascii_alphanumeric()
}

impl<'a> Lexer<'a> {
    /// A lexer that reads `main` (already in `sources`) and its includes.
    pub fn new(
        sources: &'a mut SourceMap,
        strings: &'a mut Interner,
        include_dirs: &'a [PathBuf],
        macros: &[String],
    ) -> Self {
        Lexer {
            sources,
            strings,
            include_dirs,
            macros: macros.iter().cloned().collect(),
            stack: Vec::new(),
            out: Vec::new(),
            loaded: fxhash::FxHashMap::default(),
            warnings: Vec::new(),
        }
    }

    /// Lexes `main` and everything it includes; on an error, the tokens
    /// before it are returned with the error.
    pub fn run(mut self, main: FileId) -> (Vec<Spanned>, Option<LexError>, Vec<LexError>) {
        let text: std::rc::Rc<[u8]> = self.sources.file(main).text.clone().into();
        self.stack.push(FileState {
            file: main,
            text,
            pos: 0,
            prep: Vec::new(),
        });
        let err = self.lex_all().err();
        (self.out, err, self.warnings)
    }

    fn at(&self, off: usize) -> u64 {
        pos(self.stack.last().unwrap().file, off)
    }

    fn err<T>(&self, off: usize, msg: impl Into<String>) -> Result<T, LexError> {
        Err(LexError {
            at: self.at(off),
            message: msg.into(),
            control: None,
        })
    }

    fn lex_all(&mut self) -> Result<(), LexError> {
        let mut line_start = true;
        loop {
            let st = self.stack.last().unwrap();
            let text = st.text.clone();
            let mut p = st.pos;
            // Skip whitespace and comments.
            loop {
                match text.get(p) {
                    Some(b' ') | Some(b'\t') => p += 1,
                    Some(b'\n') | Some(b'\r') => {
                        p += 1;
                        line_start = true;
                    }
                    Some(b'/') if text.get(p + 1) == Some(&b'/') => {
                        while p < text.len() && text[p] != b'\n' && text[p] != b'\r' {
                            p += 1;
                        }
                    }
                    Some(b'/') if text.get(p + 1) == Some(&b'*') => {
                        match block_comment_end(&text, p) {
                            Some(e) => p = e,
                            None => {
                                self.stack.last_mut().unwrap().pos = text.len();
                                return self.err(p, "unterminated comment");
                            }
                        }
                    }
                    _ => break,
                }
            }
            self.stack.last_mut().unwrap().pos = p;
            if p >= text.len() {
                // End of this file.
                let st = self.stack.pop().unwrap();
                if let Some(c) = st.prep.last().map(|c| c.at) {
                    let at = pos(st.file, st.text.len());
                    self.stack.push(st);
                    return Err(LexError {
                        at,
                        message: "reached EOF without matching #endif".into(),
                        control: Some(c),
                    });
                }
                if self.stack.is_empty() {
                    return Ok(());
                }
                line_start = false;
                continue;
            }
            let start = p;
            let c = text[p];
            if c == b'#' && line_start {
                if let Some(kind) = self.directive(p + 1) {
                    self.preprocess(kind, p)?;
                    line_start = true;
                    continue;
                }
            }
            line_start = false;
            match self.lex_token()? {
                Some(tok) => {
                    let end = self.stack.last().unwrap().pos;
                    let file = self.stack.last().unwrap().file;
                    self.out.push((pos(file, start), tok, pos(file, end)));
                }
                // An include: the included file starts at a line start.
                None => line_start = true,
            }
        }
    }

    /// Recognizes a preprocessor directive word after `#` at `p`.
    fn directive(&self, p: usize) -> Option<&'static str> {
        let text = &self.stack.last().unwrap().text;
        for w in ["ifdef", "ifndef", "else", "endif", "define"] {
            if text[p..].starts_with(w.as_bytes()) {
                let next = text.get(p + w.len()).copied();
                match next {
                    None | Some(b' ') | Some(b'\t') | Some(b'\n') | Some(b'\r') => return Some(w),
                    Some(b'/') => {
                        if matches!(text.get(p + w.len() + 1), Some(b'*') | Some(b'/')) {
                            return Some(w);
                        }
                    }
                    _ => {}
                }
            }
        }
        None
    }

    fn macro_name(&mut self) -> (usize, String) {
        let st = self.stack.last_mut().unwrap();
        while matches!(st.text.get(st.pos), Some(b' ') | Some(b'\t')) {
            st.pos += 1;
        }
        let start = st.pos;
        if st.pos < st.text.len() && is_id_start(st.text[st.pos]) {
            st.pos += 1;
            while st.pos < st.text.len() && is_id_char(st.text[st.pos]) {
                st.pos += 1;
            }
        }
        (
            start,
            String::from_utf8_lossy(&st.text[start..st.pos]).into_owned(),
        )
    }

    /// Skips spaces and comments up to the end of a directive's line; false
    /// when something else follows.
    fn directive_end(&mut self) -> bool {
        let st = self.stack.last_mut().unwrap();
        let t = &st.text;
        let mut p = st.pos;
        while p < t.len() {
            match t[p] {
                b' ' | b'\t' => p += 1,
                b'\n' | b'\r' => break,
                b'/' if t.get(p + 1) == Some(&b'/') => {
                    while p < t.len() && t[p] != b'\n' && t[p] != b'\r' {
                        p += 1;
                    }
                }
                b'/' if t.get(p + 1) == Some(&b'*') => {
                    p = block_comment_end(t, p).unwrap_or(t.len());
                }
                _ => {
                    st.pos = p;
                    return false;
                }
            }
        }
        st.pos = p;
        true
    }

    /// Handles a directive starting at `hash` (the `#`), in processing mode.
    fn preprocess(&mut self, kind: &str, hash: usize) -> Result<(), LexError> {
        self.stack.last_mut().unwrap().pos = hash + 1 + kind.len();
        match kind {
            "ifdef" | "ifndef" => {
                let (at, name) = self.macro_name();
                if name.is_empty() {
                    return self.err(at, format!("expected macro name after #{}", kind));
                }
                let mut defined = self.macros.contains(&name);
                if kind == "ifndef" {
                    defined = !defined;
                }
                let hat = self.at(hash);
                self.stack.last_mut().unwrap().prep.push(PrepControl {
                    is_else: false,
                    defined,
                    at: hat,
                });
                if !self.directive_end() {
                    let p = self.stack.last().unwrap().pos;
                    return self.err(
                        p,
                        format!("only comments are supported after #{} NAME", kind),
                    );
                }
                if !defined {
                    self.skip_region()?;
                }
                Ok(())
            }
            "else" => {
                if self.stack.last().unwrap().prep.is_empty() {
                    return self.err(hash, "#else without #ifdef or #ifndef");
                }
                self.flip_to_else(hash)?;
                // We were processing tokens: skip to the matching #endif.
                self.skip_region()
            }
            "endif" => {
                if self.stack.last().unwrap().prep.is_empty() {
                    return self.err(hash, "#endif without #ifdef");
                }
                if !self.directive_end() {
                    let p = self.stack.last().unwrap().pos;
                    return self.err(p, "only comments are supported after #endif");
                }
                self.stack.last_mut().unwrap().prep.pop();
                Ok(())
            }
            _ => {
                let (at, name) = self.macro_name();
                if name.is_empty() {
                    return self.err(at, "expected macro name after #define");
                }
                if !self.macros.insert(name.clone()) {
                    self.warnings.push(LexError {
                        at: self.at(at),
                        message: format!("duplicate definition of macro: {}", name),
                        control: None,
                    });
                }
                if !self.directive_end() {
                    let p = self.stack.last().unwrap().pos;
                    return self.err(p, "only comments are supported after #define NAME");
                }
                Ok(())
            }
        }
    }

    /// Turns the innermost `#ifdef` into its `#else` (at `hash`); returns
    /// whether the `#else` branch is taken.
    fn flip_to_else(&mut self, hash: usize) -> Result<bool, LexError> {
        let top = self.stack.last().unwrap().prep.last().unwrap();
        if top.is_else {
            return self.err(hash, "double #else");
        }
        let defined = !top.defined;
        let at = self.at(hash);
        *self.stack.last_mut().unwrap().prep.last_mut().unwrap() = PrepControl {
            is_else: true,
            defined,
            at,
        };
        if !self.directive_end() {
            let p = self.stack.last().unwrap().pos;
            return self.err(p, "only comments are supported after #else");
        }
        Ok(defined)
    }

    /// Skips lines until the directive that re-enables processing.
    fn skip_region(&mut self) -> Result<(), LexError> {
        let depth0 = self.stack.last().unwrap().prep.len();
        loop {
            // Go to the end of the current line.
            {
                let st = self.stack.last_mut().unwrap();
                while st.pos < st.text.len() && st.text[st.pos] != b'\n' {
                    st.pos += 1;
                }
            }
            // First non-blank of the next line(s), skipping /* */ comments.
            loop {
                let st = self.stack.last_mut().unwrap();
                let t = st.text.clone();
                let mut p = st.pos;
                while p < t.len() && matches!(t[p], b' ' | b'\t' | b'\n' | b'\r') {
                    p += 1;
                }
                if p + 1 < t.len() && t[p] == b'/' && t[p + 1] == b'*' {
                    let Some(e) = block_comment_end(&t, p) else {
                        st.pos = t.len();
                        return self.err(p, "unterminated comment");
                    };
                    st.pos = e;
                    continue;
                }
                st.pos = p;
                break;
            }
            let st = self.stack.last().unwrap();
            if st.pos >= st.text.len() {
                let at = pos(st.file, st.text.len());
                return Err(LexError {
                    at,
                    message: "reached EOF without matching #endif".into(),
                    control: st.prep.last().map(|c| c.at),
                });
            }
            if st.text[st.pos] != b'#' {
                continue;
            }
            let hash = st.pos;
            let Some(kind) = self.directive(hash + 1) else {
                continue;
            };
            if kind == "define" {
                continue;
            }
            self.stack.last_mut().unwrap().pos = hash + 1 + kind.len();
            match kind {
                "ifdef" | "ifndef" => {
                    let (at, name) = self.macro_name();
                    if name.is_empty() {
                        return self.err(at, format!("expected macro name after #{}", kind));
                    }
                    let hat = self.at(hash);
                    self.stack.last_mut().unwrap().prep.push(PrepControl {
                        is_else: false,
                        defined: false,
                        at: hat,
                    });
                    if !self.directive_end() {
                        let p = self.stack.last().unwrap().pos;
                        return self.err(
                            p,
                            format!("only comments are supported after #{} NAME", kind),
                        );
                    }
                }
                "else" => {
                    let nested = self.stack.last().unwrap().prep.len() > depth0;
                    if self.flip_to_else(hash)? && !nested {
                        return Ok(());
                    }
                }
                _ => {
                    if !self.directive_end() {
                        let p = self.stack.last().unwrap().pos;
                        return self.err(p, "only comments are supported after #endif");
                    }
                    let st = self.stack.last_mut().unwrap();
                    st.prep.pop();
                    if st.prep.len() < depth0 {
                        return Ok(());
                    }
                }
            }
        }
    }

    /// Lexes one token at the current position (not whitespace).
    fn lex_token(&mut self) -> Result<Option<Tok>, LexError> {
        let st = self.stack.last_mut().unwrap();
        let text = st.text.clone();
        let start = st.pos;
        let c = text[start];
        st.pos += 1;
        let single = match c {
            b':' => Some(Tok::Colon),
            b';' => Some(Tok::Semi),
            b',' => Some(Tok::Comma),
            b'<' => Some(Tok::Less),
            b'>' => Some(Tok::Greater),
            b']' => Some(Tok::RSquare),
            b'{' => Some(Tok::LBrace),
            b'}' => Some(Tok::RBrace),
            b'(' => Some(Tok::LParen),
            b')' => Some(Tok::RParen),
            b'=' => Some(Tok::Equal),
            b'?' => Some(Tok::Question),
            b'#' => Some(Tok::Paste),
            _ => None,
        };
        if let Some(t) = single {
            return Ok(Some(t));
        }
        match c {
            b'.' => {
                if text.get(start + 1) == Some(&b'.') {
                    if text.get(start + 2) == Some(&b'.') {
                        st.pos = start + 3;
                        return Ok(Some(Tok::DotDotDot));
                    }
                    return self.err(start, "invalid '..' punctuation");
                }
                Ok(Some(Tok::Dot))
            }
            b'"' => self.lex_string(start).map(Some),
            b'$' => {
                if !text.get(start + 1).copied().is_some_and(is_id_start) {
                    return self.err(start, "invalid variable name");
                }
                let mut p = start + 1;
                while p < text.len() && is_id_char(text[p]) {
                    p += 1;
                }
                st.pos = p;
                let s = std::str::from_utf8(&text[start + 1..p]).unwrap_or("");
                Ok(Some(Tok::VarName(self.strings.intern(s))))
            }
            b'[' => {
                if text.get(start + 1) != Some(&b'{') {
                    return Ok(Some(Tok::LSquare));
                }
                let code_start = start + 2;
                let mut p = code_start;
                while p + 1 < text.len() {
                    if text[p] == b'}' && text[p + 1] == b']' {
                        st.pos = p + 2;
                        let s = String::from_utf8_lossy(&text[code_start..p]);
                        return Ok(Some(Tok::CodeVal(self.strings.intern(&s))));
                    }
                    p += 1;
                }
                st.pos = text.len();
                self.err(start, "unterminated code block")
            }
            b'!' => {
                let mut p = start + 1;
                while p < text.len() && text[p].is_ascii_alphabetic() {
                    p += 1;
                }
                if p == start + 1 {
                    return self.err(start, "invalid \"!operator\"");
                }
                st.pos = p;
                let name = std::str::from_utf8(&text[start + 1..p]).unwrap_or("");
                match Bang::from_name(name) {
                    Some(Bang::Cond) => Ok(Some(Tok::CondOp)),
                    Some(b) => Ok(Some(Tok::Bang(b))),
                    None => self.err(start, "unknown operator"),
                }
            }
            b'-' | b'+' | b'0'..=b'9' => {
                let mut next = 0u8;
                if c.is_ascii_digit() {
                    let mut i = start + 1;
                    while i < text.len() && text[i].is_ascii_digit() {
                        i += 1;
                    }
                    next = text.get(i).copied().unwrap_or(0);
                    if next == b'x' || next == b'b' {
                        let nn = text.get(i + 1).copied().unwrap_or(0);
                        let is_num = match nn {
                            b'0' | b'1' => true,
                            b'2'..=b'9' | b'a'..=b'f' | b'A'..=b'F' => next == b'x',
                            _ => false,
                        };
                        if is_num {
                            return self.lex_number(start).map(Some);
                        }
                    }
                }
                if is_id_start(next) {
                    return self.lex_identifier(start);
                }
                self.lex_number(start).map(Some)
            }
            _ if is_id_start(c) => self.lex_identifier(start),
            _ => self.err(start, "unexpected character"),
        }
    }

    fn lex_identifier(&mut self, start: usize) -> Result<Option<Tok>, LexError> {
        let st = self.stack.last_mut().unwrap();
        let text = st.text.clone();
        let mut p = start + 1;
        while p < text.len() && is_id_char(text[p]) {
            p += 1;
        }
        st.pos = p;
        let s = std::str::from_utf8(&text[start..p]).unwrap_or("");
        let kw = match s {
            "int" => Tok::Int,
            "bit" => Tok::Bit,
            "bits" => Tok::Bits,
            "string" => Tok::String,
            "list" => Tok::List,
            "code" => Tok::Code,
            "dag" => Tok::Dag,
            "class" => Tok::Class,
            "def" => Tok::Def,
            "true" => Tok::True,
            "false" => Tok::False,
            "foreach" => Tok::Foreach,
            "defm" => Tok::Defm,
            "defset" => Tok::Defset,
            "deftype" => Tok::Deftype,
            "multiclass" => Tok::MultiClass,
            "field" => Tok::Field,
            "let" => Tok::Let,
            "in" => Tok::In,
            "defvar" => Tok::Defvar,
            "if" => Tok::If,
            "then" => Tok::Then,
            "else" => Tok::Else,
            "assert" => Tok::Assert,
            "dump" => Tok::Dump,
            "include" => {
                // Lexing goes on in the included file: no token.
                self.lex_include()?;
                return Ok(None);
            }
            _ => Tok::Id(self.strings.intern(s)),
        };
        Ok(Some(kw))
    }

    fn lex_include(&mut self) -> Result<(), LexError> {
        // The next token must be a string.
        let st = self.stack.last_mut().unwrap();
        let text = st.text.clone();
        let mut p = st.pos;
        loop {
            match text.get(p) {
                Some(b' ') | Some(b'\t') | Some(b'\n') | Some(b'\r') => p += 1,
                Some(b'/') if text.get(p + 1) == Some(&b'/') => {
                    while p < text.len() && text[p] != b'\n' {
                        p += 1;
                    }
                }
                _ => break,
            }
        }
        st.pos = p;
        if text.get(p) != Some(&b'"') {
            // LLVM lexes the next token and reports at its start.
            return self.err(p, "expected filename after include");
        }
        st.pos = p + 1;
        let Tok::StrVal(name) = self.lex_string(p)? else {
            unreachable!()
        };
        // A file included again (include guards) is not read again: the
        // same text and file id serve, as the name resolves the same way.
        if let Some((id, text)) = self.loaded.get(&name).cloned() {
            self.stack.push(FileState {
                file: id,
                text,
                pos: 0,
                prep: Vec::new(),
            });
            return Ok(());
        }
        let sym = name;
        let name = self.strings.get(name).to_string();
        let found = if Path::new(&name).is_file() {
            Some(PathBuf::from(&name))
        } else {
            self.include_dirs
                .iter()
                .map(|d| d.join(&name))
                .find(|p| p.is_file())
        };
        let (text, path) = match found {
            Some(path) => match std::fs::read(&path) {
                Ok(t) => (t, Some(path)),
                Err(_) => return self.err(p, format!("could not find include file '{}'", name)),
            },
            // patsat's own include files, found without -I.
            None => match builtin_include(&name) {
                Some(t) => (t.as_bytes().to_vec(), None),
                None => return self.err(p, format!("could not find include file '{}'", name)),
            },
        };
        let shared: std::rc::Rc<[u8]> = text.as_slice().into();
        let shown = path
            .as_ref()
            .map_or(name.clone(), |p| p.to_string_lossy().into_owned());
        let id = self.sources.add(shown, path, text);
        self.loaded.insert(sym, (id, shared.clone()));
        self.stack.push(FileState {
            file: id,
            text: shared,
            pos: 0,
            prep: Vec::new(),
        });
        Ok(())
    }

    fn lex_string(&mut self, quote: usize) -> Result<Tok, LexError> {
        let st = self.stack.last_mut().unwrap();
        let text = st.text.clone();
        let mut p = quote + 1;
        let mut val: Vec<u8> = Vec::new();
        loop {
            let Some(&c) = text.get(p) else {
                st.pos = p;
                return self.err(quote + 1, "end of file in string literal");
            };
            if c == b'"' {
                break;
            }
            if c == b'\n' || c == b'\r' {
                st.pos = p;
                return self.err(quote + 1, "end of line in string literal");
            }
            if c != b'\\' {
                val.push(c);
                p += 1;
                continue;
            }
            p += 1;
            match text.get(p) {
                Some(b'\\') | Some(b'\'') | Some(b'"') => {
                    val.push(text[p]);
                    p += 1;
                }
                Some(b't') => {
                    val.push(b'\t');
                    p += 1;
                }
                Some(b'n') => {
                    val.push(b'\n');
                    p += 1;
                }
                Some(b'\n') | Some(b'\r') => {
                    st.pos = p;
                    return self.err(p, "escaped newlines not supported in tblgen");
                }
                None => {
                    st.pos = p;
                    return self.err(quote + 1, "end of file in string literal");
                }
                _ => {
                    st.pos = p;
                    return self.err(p, "invalid escape in string literal");
                }
            }
        }
        st.pos = p + 1;
        let s = String::from_utf8_lossy(&val);
        Ok(Tok::StrVal(self.strings.intern(&s)))
    }

    fn lex_number(&mut self, start: usize) -> Result<Tok, LexError> {
        let st = self.stack.last_mut().unwrap();
        let text = st.text.clone();
        let c = text[start];
        let mut p = start + 1;
        if c == b'0' && matches!(text.get(p), Some(b'x') | Some(b'b')) {
            let hex = text[p] == b'x';
            p += 1;
            let num_start = p;
            while p < text.len()
                && (if hex {
                    text[p].is_ascii_hexdigit()
                } else {
                    text[p] == b'0' || text[p] == b'1'
                })
            {
                p += 1;
            }
            st.pos = p;
            if p == num_start {
                return self.err(start, "invalid number");
            }
            let digits = std::str::from_utf8(&text[num_start..p]).unwrap();
            let v = match u64::from_str_radix(digits, if hex { 16 } else { 2 }) {
                Ok(v) => v as i64,
                Err(_) => return self.err(start, "number out of range"),
            };
            return Ok(if hex {
                Tok::IntVal(v)
            } else {
                Tok::BinVal(v, (p - num_start) as u32)
            });
        }
        if !c.is_ascii_digit() && !text.get(p).is_some_and(|d| d.is_ascii_digit()) {
            st.pos = p;
            return Ok(if c == b'-' { Tok::Minus } else { Tok::Plus });
        }
        while p < text.len() && text[p].is_ascii_digit() {
            p += 1;
        }
        st.pos = p;
        let s = std::str::from_utf8(&text[start..p]).unwrap();
        let v = if c == b'-' {
            match s.parse::<i64>() {
                Ok(v) => v,
                Err(_) => return self.err(start, "number out of range"),
            }
        } else {
            match s.trim_start_matches('+').parse::<u64>() {
                Ok(v) => v as i64,
                Err(_) => return self.err(start, "number out of range"),
            }
        };
        Ok(Tok::IntVal(v))
    }
}

/// The include files patsat ships (found when no `-I` directory has them):
/// `patsat/DrrExtensions.td`, the DRR directives for regions.
pub fn builtin_include(name: &str) -> Option<&'static str> {
    match name {
        "patsat/DrrExtensions.td" => Some(include_str!("../../include/patsat/DrrExtensions.td")),
        _ => None,
    }
}
