//! The C++ snippets of DRR (`NativeCodeCall` expressions, `CPred`
//! conditions, constant builders) as native names: a snippet is tokenized
//! roughly as C++, `mlir::`/`llvm::` qualifiers and the global `::` are
//! dropped, member casts `X.cast<T>()` (also `isa`, `dyn_cast`,
//! `dyn_cast_or_null`) become the free-function form `cast<T>(X)`,
//! doubled parentheses and parentheses around the whole snippet are
//! dropped, and the
//! tokens are joined with single spaces only where C++ needs or readers
//! expect them. Two snippets that differ only in formatting, namespace
//! spelling or cast style therefore get the same name, which is the key of
//! the native hook table. C++ comments are dropped.

/// One token of a snippet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    /// An identifier, number or `$`-placeholder (`$_self`, `$0`, `$1...`).
    Word(String),
    /// A string or character literal, quotes included.
    Lit(String),
    /// Punctuation (`::`, `->`, `==`, or one character).
    Punct(String),
}

impl Tok {
    /// The token's text.
    pub fn text(&self) -> &str {
        match self {
            Tok::Word(s) | Tok::Lit(s) | Tok::Punct(s) => s,
        }
    }
    /// Is this the punctuation `s`?
    pub fn is(&self, s: &str) -> bool {
        matches!(self, Tok::Punct(p) if p == s)
    }
    /// Is this an identifier, number or placeholder?
    pub fn is_word(&self) -> bool {
        matches!(self, Tok::Word(_))
    }
}

const PUNCT2: [&str; 9] = ["::", "->", "==", "!=", "<=", ">=", "&&", "||", "++"];

/// The tokens of a snippet (comments dropped).
pub fn tokenize(s: &str) -> Vec<Tok> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        // Comments.
        if s[i..].starts_with("/*") {
            i = s[i + 2..].find("*/").map_or(b.len(), |e| i + 2 + e + 2);
            continue;
        }
        if s[i..].starts_with("//") {
            i = s[i..].find('\n').map_or(b.len(), |e| i + e);
            continue;
        }
        let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
        if word(c) || c == b'$' {
            let start = i;
            i += 1;
            while i < b.len() && word(b[i]) {
                i += 1;
            }
            // `$N...` is one placeholder.
            if c == b'$'
                && b[start + 1..i].iter().all(u8::is_ascii_digit)
                && s[i..].starts_with("...")
            {
                i += 3;
            }
            // Numbers with a fractional part or exponent stay one token.
            if c.is_ascii_digit() {
                while i < b.len() && (word(b[i]) || b[i] == b'.') {
                    i += 1;
                }
            }
            out.push(Tok::Word(s[start..i].to_string()));
            continue;
        }
        if c == b'"' || c == b'\'' {
            let start = i;
            i += 1;
            while i < b.len() && b[i] != c {
                if b[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            i = (i + 1).min(b.len());
            out.push(Tok::Lit(s[start..i].to_string()));
            continue;
        }
        if let Some(p) = PUNCT2.iter().find(|p| s[i..].starts_with(**p)) {
            out.push(Tok::Punct(p.to_string()));
            i += 2;
            continue;
        }
        let len = s[i..].chars().next().map_or(1, char::len_utf8);
        out.push(Tok::Punct(s[i..i + len].to_string()));
        i += len;
    }
    out
}

/// Drops `mlir::` and `llvm::` qualifiers and a leading global `::`.
fn drop_namespaces(toks: Vec<Tok>) -> Vec<Tok> {
    let mut out: Vec<Tok> = Vec::with_capacity(toks.len());
    let mut i = 0;
    while i < toks.len() {
        let t = &toks[i];
        if let Tok::Word(w) = t {
            if (w == "mlir" || w == "llvm") && toks.get(i + 1).is_some_and(|n| n.is("::")) {
                i += 2;
                continue;
            }
        }
        // A global `::` (not after a name or a closing bracket).
        if t.is("::") {
            let after_name = out
                .last()
                .is_some_and(|p| p.is_word() || p.is(">") || p.is(")"));
            if !after_name {
                i += 1;
                continue;
            }
        }
        out.push(t.clone());
        i += 1;
    }
    out
}

/// The index of the matching closing bracket of the opening one at `i`.
fn close_of(toks: &[Tok], i: usize, open: &str, close: &str) -> Option<usize> {
    let mut depth = 0;
    for (j, t) in toks.iter().enumerate().skip(i) {
        if t.is(open) {
            depth += 1;
        } else if t.is(close) {
            depth -= 1;
            if depth == 0 {
                return Some(j);
            }
        }
    }
    None
}

/// The index of the opening bracket matching the closing one at `j`.
fn open_of(toks: &[Tok], j: usize, open: &str, close: &str) -> Option<usize> {
    let mut depth = 0;
    for i in (0..=j).rev() {
        if toks[i].is(close) {
            depth += 1;
        } else if toks[i].is(open) {
            depth -= 1;
            if depth == 0 {
                return Some(i);
            }
        }
    }
    None
}

/// The start of the postfix expression that ends just before `end`
/// (names, `::`, `.`/`->` member accesses, calls, subscripts, template
/// arguments and a parenthesized primary).
fn receiver_start(toks: &[Tok], end: usize) -> Option<usize> {
    let mut i = end;
    loop {
        if i == 0 {
            return None;
        }
        let t = &toks[i - 1];
        let start = if t.is(")") {
            open_of(toks, i - 1, "(", ")")?
        } else if t.is("]") {
            open_of(toks, i - 1, "[", "]")?
        } else if t.is(">") {
            // Template arguments only directly after a name.
            let o = open_of(toks, i - 1, "<", ">")?;
            if o == 0 || !toks[o - 1].is_word() {
                return None;
            }
            o
        } else if t.is_word() {
            i - 1
        } else {
            return None;
        };
        i = start;
        // Continue through `::`, `.` and `->`, and from a call's
        // parenthesis to the callee.
        let opened_call = toks[start].is("(") || toks[start].is("[") || toks[start].is("<");
        if i > 0 && (toks[i - 1].is("::") || toks[i - 1].is(".") || toks[i - 1].is("->")) {
            i -= 1;
            continue;
        }
        if opened_call && i > 0 && (toks[i - 1].is_word() || toks[i - 1].is(">")) {
            continue;
        }
        if toks[start].is("(") && opened_call {
            // A parenthesized primary expression.
            return Some(i);
        }
        return Some(i);
    }
}

const CASTS: [&str; 4] = ["cast", "dyn_cast", "isa", "dyn_cast_or_null"];

/// Rewrites `X.cast<T>()` (and the other member casts) to `cast<T>(X)`.
fn free_casts(mut toks: Vec<Tok>) -> Vec<Tok> {
    let mut guard = 0;
    'again: loop {
        guard += 1;
        if guard > 1000 {
            return toks;
        }
        for i in 1..toks.len() {
            let Tok::Word(w) = &toks[i] else { continue };
            if !CASTS.contains(&w.as_str()) || !(toks[i - 1].is(".") || toks[i - 1].is("->")) {
                continue;
            }
            if !toks.get(i + 1).is_some_and(|t| t.is("<")) {
                continue;
            }
            let Some(targ_end) = close_of(&toks, i + 1, "<", ">") else {
                continue;
            };
            if !(toks.get(targ_end + 1).is_some_and(|t| t.is("("))
                && toks.get(targ_end + 2).is_some_and(|t| t.is(")")))
            {
                continue;
            }
            let arrow = toks[i - 1].is("->");
            let Some(start) = receiver_start(&toks, i - 1) else {
                continue;
            };
            let mut recv: Vec<Tok> = toks[start..i - 1].to_vec();
            if arrow {
                recv.insert(0, Tok::Punct("*".into()));
            }
            let mut new: Vec<Tok> = toks[i..=targ_end].to_vec();
            new.push(Tok::Punct("(".into()));
            new.extend(recv);
            new.push(Tok::Punct(")".into()));
            toks.splice(start..targ_end + 3, new);
            continue 'again;
        }
        return toks;
    }
}

fn spaced_binary(t: &Tok) -> bool {
    matches!(
        t.text(),
        "==" | "!=" | "&&" | "||" | "<=" | ">=" | "?" | "="
    )
}

fn join(toks: &[Tok]) -> String {
    let mut out = String::new();
    for (i, t) in toks.iter().enumerate() {
        if i > 0 {
            let p = &toks[i - 1];
            let space = (p.is_word() || matches!(p, Tok::Lit(_)))
                && (t.is_word() || matches!(t, Tok::Lit(_)))
                || spaced_binary(t)
                || spaced_binary(p)
                || p.is(",")
                || (t.is(":") || p.is(":"));
            if space {
                out.push(' ');
            }
        }
        out.push_str(t.text());
    }
    out
}

/// Strips parentheses that enclose the whole snippet (LLVM 22's `CPred`
/// adds one pair, older versions none).
fn strip_outer_parens(mut toks: Vec<Tok>) -> Vec<Tok> {
    while toks.len() >= 2 && toks[0].is("(") && close_of(&toks, 0, "(", ")") == Some(toks.len() - 1)
    {
        toks.pop();
        toks.remove(0);
    }
    toks
}

/// Collapses doubled parentheses `((x))` to `(x)` (LLVM 22's `CPred`
/// and the `And`/`Or` combiners each add a pair).
fn collapse_double_parens(mut toks: Vec<Tok>) -> Vec<Tok> {
    let mut i = 0;
    while i + 1 < toks.len() {
        if toks[i].is("(") && toks[i + 1].is("(") {
            if let (Some(outer), Some(inner)) = (
                close_of(&toks, i, "(", ")"),
                close_of(&toks, i + 1, "(", ")"),
            ) {
                if inner + 1 == outer {
                    toks.remove(outer);
                    toks.remove(i);
                    continue;
                }
            }
        }
        i += 1;
    }
    toks
}

/// The tokens of a block of statements (an ODS builder body), with
/// `mlir::`/`llvm::` qualifiers dropped and member casts rewritten as
/// [`normalize`] does for snippets.
pub fn block_tokens(text: &str) -> Vec<Tok> {
    free_casts(drop_namespaces(tokenize(text)))
}

/// The native name of a C++ snippet (see the module comment).
pub fn normalize(snippet: &str) -> String {
    let toks = tokenize(snippet);
    let toks = drop_namespaces(toks);
    let toks = free_casts(toks);
    let toks = collapse_double_parens(toks);
    let toks = strip_outer_parens(toks);
    join(&toks)
}

/// The snippet with placeholders `$N` replaced by text, as mlir-tblgen
/// substitutes a constant's value into its attribute's constant builder
/// (`$_builder.getI32IntegerAttr($0)` with `$0` = `7`), normalized.
pub fn substitute(snippet: &str, text: impl Fn(usize) -> Option<String>) -> String {
    let toks = tokenize(snippet);
    let mut out = String::new();
    for t in &toks {
        let rep = match t {
            Tok::Word(w) => w
                .strip_prefix('$')
                .and_then(|n| n.parse::<usize>().ok())
                .and_then(&text),
            _ => None,
        };
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(rep.as_deref().unwrap_or(t.text()));
    }
    normalize(&out)
}

/// A normalized name with its number and string literals replaced by
/// `#`, so that `isSignlessInteger(32)` and `isSignlessInteger(64)` are one
/// native family (what a hook parameterized by the literal implements).
pub fn abstract_literals(name: &str) -> String {
    let toks: Vec<Tok> = tokenize(name)
        .into_iter()
        .map(|t| match &t {
            Tok::Word(w) if w.starts_with(|c: char| c.is_ascii_digit()) => Tok::Word("#".into()),
            Tok::Lit(_) => Tok::Word("#".into()),
            _ => t,
        })
        .collect();
    join(&toks)
}

/// Does the snippet use the placeholder `$name` (e.g. `_self`, `_loc`)?
pub fn uses_placeholder(snippet: &str, name: &str) -> bool {
    tokenize(snippet)
        .iter()
        .any(|t| matches!(t, Tok::Word(w) if w.strip_prefix('$') == Some(name)))
}

/// How often `needle` occurs in `s` (MLIR's `StringRef::count`, used for
/// the `$_self` check of source-side native calls).
pub fn count(s: &str, needle: &str) -> usize {
    s.matches(needle).count()
}

#[cfg(test)]
mod tests {
    use super::normalize;

    #[test]
    fn whitespace_and_namespaces() {
        assert_eq!(
            normalize("$0.getType()  ==\n $1.getType()"),
            normalize("$0.getType()==$1.getType()")
        );
        assert_eq!(normalize("::mlir::success(x)"), "success(x)");
        assert_eq!(
            normalize("::llvm::cast<::mlir::ShapedType>($_self)"),
            "cast<ShapedType>($_self)"
        );
        assert_eq!(normalize("a::b::c"), "a::b::c");
        assert_eq!(normalize("f(64, /*isSigned = */true) // c"), "f(64, true)");
    }

    #[test]
    fn member_casts_become_free_functions() {
        assert_eq!(
            normalize("$0.cast<ShapedType>().getElementType()"),
            normalize("llvm::cast<ShapedType>($0).getElementType()")
        );
        assert_eq!(
            normalize("$_self.cast<DenseElementsAttr>().isSplat()"),
            "cast<DenseElementsAttr>($_self).isSplat()"
        );
        assert_eq!(
            normalize("$0.getType().isa<mlir::TensorType>()"),
            "isa<TensorType>($0.getType())"
        );
        assert_eq!(
            normalize("foo($0).dyn_cast<IntegerAttr>()"),
            "dyn_cast<IntegerAttr>(foo($0))"
        );
        assert_eq!(normalize("x->cast<T>()"), "cast<T>(*x)");
    }

    #[test]
    fn redundant_parentheses() {
        assert_eq!(
            normalize("((isa<IntegerAttr>($_self))) && ((f($_self)))"),
            "(isa<IntegerAttr>($_self)) && (f($_self))"
        );
        assert_eq!(normalize("(a)"), "a");
        assert_eq!(normalize("(a) + (b)"), "(a)+(b)");
    }

    #[test]
    fn placeholders_and_literals() {
        assert_eq!(normalize("f($0...)"), "f($0...)");
        assert_eq!(normalize("g(\"a  b\",  'c')"), "g(\"a  b\", 'c')");
        assert_eq!(normalize("1.5e3 + x"), "1.5e3+x");
        assert!(super::uses_placeholder("foo($_self, $0)", "_self"));
        assert_eq!(
            super::abstract_literals("f(32, \"s\", 1.5e3, $0)"),
            "f(#, #, #, $0)"
        );
        assert!(!super::uses_placeholder("foo($_selfish)", "_self"));
    }
}
