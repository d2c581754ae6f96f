//! Runs the lexer and the generated parser on one file of a
//! [`SourceMap`]; a syntax error becomes `mlir-pdll`'s message at
//! `mlir-pdll`'s position (see `explain`). The parser recovers from syntax
//! errors at statement and item level, so the tree of what precedes an
//! error is still checked first.

use super::ast::Module;
use super::explain::explain;
use super::grammar::ModuleParser;
use super::lexer::{lex, LexError, Spanned, Tok};
use crate::source::{FileId, SourceMap, Span};
use lalrpop_util::ParseError;
use patsat_ir::Diagnostic;

/// Parses a whole file into its syntax tree; the syntax errors are in
/// [`Module::errors`]. `Err` when the parser could not recover.
pub fn parse(sm: &SourceMap, file: FileId) -> Result<Module, Diagnostic> {
    let text = String::from_utf8_lossy(&sm.file(file).text).into_owned();
    let (tokens, lex_err) = match lex(&text) {
        Ok(t) => (t, None),
        Err((t, e)) => (t, Some(e)),
    };
    let stream = tokens
        .iter()
        .cloned()
        .map(Ok)
        .chain(lex_err.iter().map(|e| Err(e.message.clone())));
    let mut recovered = Vec::new();
    let result = ModuleParser::new().parse(file, &mut recovered, stream);
    let ex = Explainer {
        sm,
        file,
        tokens: &tokens,
        len: text.len(),
        lex_err: lex_err.as_ref(),
    };
    let errors: Vec<Diagnostic> = recovered.iter().map(|r| ex.diag(&r.error)).collect();
    match result {
        Ok(mut m) => {
            m.errors = errors;
            Ok(m)
        }
        Err(e) => Err(errors.into_iter().next().unwrap_or_else(|| ex.diag(&e))),
    }
}

struct Explainer<'a, 'b> {
    sm: &'a SourceMap,
    file: FileId,
    tokens: &'a [Spanned<'b>],
    len: usize,
    lex_err: Option<&'a LexError>,
}

impl Explainer<'_, '_> {
    fn at(&self, off: usize, msg: impl Into<String>) -> Diagnostic {
        self.sm.error(Span::new(self.file, off, off), msg)
    }

    fn diag(&self, e: &ParseError<usize, Tok<'_>, String>) -> Diagnostic {
        match e {
            ParseError::User { error } => {
                self.at(self.lex_err.map(|e| e.offset).unwrap_or(0), error.clone())
            }
            ParseError::UnrecognizedToken {
                token: (start, _, _),
                expected,
            } => {
                let idx = self.tokens.partition_point(|t| t.0 < *start);
                let e = explain(self.tokens, idx, expected, self.len);
                self.at(e.offset, e.message)
            }
            ParseError::UnrecognizedEof { expected, .. } => {
                if let Some(e) = self.lex_err {
                    return self.at(e.offset, e.message.clone());
                }
                let e = explain(self.tokens, self.tokens.len(), expected, self.len);
                self.at(e.offset, e.message)
            }
            ParseError::InvalidToken { location } => self.at(*location, "unexpected character"),
            ParseError::ExtraToken { token } => self.at(token.0, "unexpected token"),
        }
    }
}
