//! Runs the lexer and the generated parser on one file of a
//! [`SourceMap`]; a syntax error becomes `mlir-pdll`'s message at
//! `mlir-pdll`'s position (see `explain`).

use super::ast::Module;
use super::explain::explain;
use super::grammar::ModuleParser;
use super::lexer::lex;
use crate::source::{FileId, SourceMap, Span};
use lalrpop_util::ParseError;
use patsat_ir::Diagnostic;

/// Parses a whole file into its syntax tree.
pub fn parse(sm: &SourceMap, file: FileId) -> Result<Module, Diagnostic> {
    let text_bytes = &sm.file(file).text;
    let text = String::from_utf8_lossy(text_bytes);
    let (tokens, lex_err) = match lex(&text) {
        Ok(t) => (t, None),
        Err((t, e)) => (t, Some(e)),
    };
    let stream = tokens
        .iter()
        .cloned()
        .map(Ok)
        .chain(lex_err.iter().map(|e| Err(e.message.clone())));
    let at = |off: usize| Span::new(file, off, off);
    match ModuleParser::new().parse(file, stream) {
        Ok(m) => Ok(m),
        Err(ParseError::User { error }) => {
            let off = lex_err.as_ref().map(|e| e.offset).unwrap_or(0);
            Err(sm.error(at(off), error))
        }
        Err(ParseError::UnrecognizedToken {
            token: (start, _, _),
            expected,
        }) => {
            let idx = tokens.partition_point(|t| t.0 < start);
            let e = explain(&tokens, idx, &expected, text.len());
            Err(sm.error(at(e.offset), e.message))
        }
        Err(ParseError::UnrecognizedEof { expected, .. }) => {
            if let Some(e) = &lex_err {
                return Err(sm.error(at(e.offset), e.message.clone()));
            }
            let e = explain(&tokens, tokens.len(), &expected, text.len());
            Err(sm.error(at(e.offset), e.message))
        }
        Err(ParseError::InvalidToken { location }) => {
            Err(sm.error(at(location), "unexpected character"))
        }
        Err(ParseError::ExtraToken { token }) => Err(sm.error(at(token.0), "unexpected token")),
    }
}
