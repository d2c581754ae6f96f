//! Parsing one attribute or one type from a string, as MLIR's
//! `parseAttribute(str, ctx)` / `parseType(str, ctx)` do: the whole string
//! must be consumed. Pattern frontends use this for `attr<"...">` and
//! `type<"...">` literals so they become real interned values.

use super::Parser;
use crate::diag::{Diagnostic, Severity, SourceFile};
use crate::lexer::Tok;
use crate::{Attr, Context, Type};

/// Parses `text` as one attribute. Diagnostics are positioned in `src_name`
/// relative to the start of `text` (line 1, column 1).
pub fn parse_attribute_str(
    ctx: &mut Context,
    src_name: &str,
    text: &str,
) -> Result<Attr, Vec<Diagnostic>> {
    let src = SourceFile::new(src_name, text.as_bytes().to_vec());
    let mut p = Parser::new(ctx, &src);
    let r = p
        .parse_attribute(None)
        .and_then(|a| p.expect_end().map(|_| a));
    finish(p, r, src_name)
}

/// Parses `text` as one type; the whole string must be consumed.
pub fn parse_type_str(
    ctx: &mut Context,
    src_name: &str,
    text: &str,
) -> Result<Type, Vec<Diagnostic>> {
    let src = SourceFile::new(src_name, text.as_bytes().to_vec());
    let mut p = Parser::new(ctx, &src);
    let r = p.parse_type().and_then(|t| p.expect_end().map(|_| t));
    finish(p, r, src_name)
}

fn finish<T>(p: Parser<'_>, r: Result<T, ()>, name: &str) -> Result<T, Vec<Diagnostic>> {
    match r {
        Ok(v) => Ok(v),
        Err(()) if p.diags.is_empty() => {
            Err(vec![Diagnostic::bare(Severity::Error, name, "parse error")])
        }
        Err(()) => Err(p.diags),
    }
}

impl Parser<'_> {
    fn expect_end(&mut self) -> Result<(), ()> {
        if self.is(Tok::Eof) {
            Ok(())
        } else {
            let off = self.tok.start;
            self.error_at(off, "unexpected characters after the end of the literal")
        }
    }
}
