//! Parse-once caches for the two pieces of text that repeat most in large
//! generic-form files: attribute dictionaries (`{...}`, `<{...}>`) and the
//! trailing function type of an op (`(i32, i32) -> i32`). Within one file
//! the same text always denotes the same interned value (aliases cannot be
//! redefined, `distinct[N]` ids are per file), so a second occurrence is
//! found by a cheap bracket scan and a hash lookup instead of being lexed,
//! parsed and interned again. Only text that parsed without error is
//! cached, so diagnostics are unchanged.

use super::Parser;
use crate::{Attr, Type};

/// The end (exclusive) of the balanced `open ... close` group starting at
/// `start`, skipping string literals; `None` when the text is not simple
/// enough to scan (a comment, an unterminated string or group).
fn balanced_end(text: &[u8], start: usize, open: u8, close: u8) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = start;
    while i < text.len() {
        match text[i] {
            b'"' => i = string_end(text, i)?,
            b'/' if text.get(i + 1) == Some(&b'/') => return None,
            c if c == open => {
                depth += 1;
                i += 1;
            }
            c if c == close => {
                depth -= 1;
                i += 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => i += 1,
        }
    }
    None
}

/// The end (exclusive) of the string literal starting at `start`.
fn string_end(text: &[u8], start: usize) -> Option<usize> {
    let mut i = start + 1;
    while i < text.len() {
        match text[i] {
            b'\\' => i += 2,
            b'"' => return Some(i + 1),
            b'\n' => return None,
            _ => i += 1,
        }
    }
    None
}

/// The end of one type that is not parenthesized: up to whitespace at
/// bracket depth 0 (an `->` inside brackets is skipped as a whole).
fn single_type_end(text: &[u8], start: usize) -> Option<usize> {
    let mut depth = 0isize;
    let mut i = start;
    while i < text.len() {
        match text[i] {
            b'"' => {
                i = string_end(text, i)?;
                continue;
            }
            b'-' if text.get(i + 1) == Some(&b'>') => {
                if depth == 0 {
                    return None;
                }
                i += 2;
                continue;
            }
            b'<' | b'(' | b'[' | b'{' => depth += 1,
            b'>' | b')' | b']' | b'}' => {
                if depth == 0 {
                    return (i > start).then_some(i);
                }
                depth -= 1;
            }
            b' ' | b'\t' | b'\n' | b'\r' | b',' if depth == 0 => return (i > start).then_some(i),
            b'/' if text.get(i + 1) == Some(&b'/') => return None,
            _ => {}
        }
        i += 1;
    }
    (depth == 0 && i > start).then_some(i)
}

/// The end of a function type `(...) -> (...)` or `(...) -> T` at `start`.
fn function_type_end(text: &[u8], start: usize) -> Option<usize> {
    if text.get(start) != Some(&b'(') {
        return None;
    }
    let mut i = balanced_end(text, start, b'(', b')')?;
    while text.get(i) == Some(&b' ') {
        i += 1;
    }
    if text.get(i..i + 2) != Some(b"->") {
        return None;
    }
    i += 2;
    while text.get(i) == Some(&b' ') {
        i += 1;
    }
    if text.get(i) == Some(&b'(') {
        balanced_end(text, i, b'(', b')')
    } else {
        single_type_end(text, i)
    }
}

impl<'a> Parser<'a> {
    /// Moves the parser to just after byte `end` (a cached piece of text).
    fn skip_to(&mut self, end: usize) {
        self.reset_to(end);
        self.prev_end = end;
    }

    /// `parse_attr_dict`, through the dictionary cache.
    pub(crate) fn parse_attr_dict_cached(&mut self) -> super::PResult<Attr> {
        let text: &'a [u8] = &self.src.text;
        let start = self.tok.start;
        let Some(end) = balanced_end(text, start, b'{', b'}') else {
            return self.parse_attr_dict();
        };
        let key = &text[start..end];
        if let Some(&a) = self.dict_cache.get(key) {
            self.skip_to(end);
            return Ok(a);
        }
        let a = self.parse_attr_dict()?;
        if self.prev_end == end {
            self.dict_cache.insert(key, a);
        }
        Ok(a)
    }

    /// `parse_type` for an op's trailing function type, through the type
    /// cache.
    pub(crate) fn parse_op_type_cached(&mut self) -> super::PResult<Type> {
        let text: &'a [u8] = &self.src.text;
        let start = self.tok.start;
        let Some(end) = function_type_end(text, start) else {
            return self.parse_type();
        };
        let key = &text[start..end];
        if let Some(&t) = self.type_cache.get(key) {
            self.skip_to(end);
            return Ok(t);
        }
        let t = self.parse_type()?;
        if self.prev_end == end {
            self.type_cache.insert(key, t);
        }
        Ok(t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scans() {
        let t = b"{a = \"}\", b = {c}} x";
        assert_eq!(balanced_end(t, 0, b'{', b'}'), Some(18));
        let f = b"(i32, tensor<2xf32>) -> !d.t<(i32) -> i32> loc(x)";
        assert_eq!(function_type_end(f, 0), Some(42));
        let g = b"(i32) -> (i32, i64)\n";
        assert_eq!(function_type_end(g, 0), Some(19));
        let h = b"() -> memref<4xf32, strided<[1], offset: ?>>\n";
        assert_eq!(function_type_end(h, 0), Some(44));
        assert_eq!(balanced_end(b"{a // c\n}", 0, b'{', b'}'), None);
    }
}
