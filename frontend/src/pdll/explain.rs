//! Turns a syntax error of the generated parser (the offending token and
//! the terminals it expected) into the message `mlir-pdll` gives at the
//! same place. The construct being parsed is recovered from the tokens
//! before the error: the open brackets and what opened them.

use super::lexer::{Spanned, Tok};

/// What an open bracket belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Open {
    OpName,
    AttrLit,
    TypeLit,
    TypeConstraint,
    ConstraintList,
    OpOperands,
    OpResults,
    OpAttrs,
    CallArgs,
    Tuple,
    ReplValues,
    DeclArgs,
    DeclResults,
    Benefit,
    Block(Owner),
}

/// Who owns a `{ ... }` block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Owner {
    Pattern,
    Constraint,
    Rewrite,
    RewriteStmt,
}

/// A message and the byte offset it is reported at.
pub struct Explained {
    /// Byte offset.
    pub offset: usize,
    /// MLIR's message.
    pub message: String,
}

/// The message for a syntax error at token `at` (or at the end when `at`
/// is `tokens.len()`), given the terminals the parser expected.
pub fn explain(tokens: &[Spanned<'_>], at: usize, expected: &[String], eof: usize) -> Explained {
    let exp = |s: &str| expected.iter().any(|e| e.trim_matches('"') == s);
    let here = tokens.get(at).map(|t| t.0).unwrap_or(eof);
    let tok = tokens.get(at).map(|t| &t.1);
    let prev = if at > 0 {
        Some(&tokens[at - 1].1)
    } else {
        None
    };
    let prev2 = if at > 1 {
        Some(&tokens[at - 2].1)
    } else {
        None
    };
    let msg = |m: &str| Explained {
        offset: here,
        message: m.to_string(),
    };
    let ctx = Context::scan(&tokens[..at]);

    // A rewrite statement inside a constraint is reported at its keyword.
    if let Some((kw_at, kw)) = ctx.stmt_keyword {
        if ctx.in_owner(Owner::Constraint) && matches!(kw, "erase" | "replace" | "rewrite") {
            return Explained {
                offset: kw_at,
                message: format!("`{}` cannot be used within a Constraint", kw),
            };
        }
    }
    if let Some(at) = ctx.sig_type_constraint {
        return Explained {
            offset: at,
            message: "inline `Attr`, `Value`, and `ValueRange` type constraints are not permitted on arguments or results".into(),
        };
    }
    if let (Some(at), Some(Open::TypeConstraint)) = (ctx.dup_type_constraint, ctx.top()) {
        return Explained {
            offset: at,
            message: "the type of this variable has already been constrained".into(),
        };
    }
    let in_sig = matches!(ctx.top(), Some(Open::DeclArgs | Open::DeclResults))
        || (matches!(prev2, Some(Tok::Arrow)) && ctx.arrow_after_decl);
    if matches!(tok, Some(Tok::Less))
        && matches!(prev, Some(Tok::KwAttr | Tok::KwValue | Tok::KwValueRange))
        && in_sig
    {
        return msg("inline `Attr`, `Value`, and `ValueRange` type constraints are not permitted on arguments or results");
    }
    if matches!(prev, Some(Tok::Arrow)) {
        return if ctx.arrow_after_decl {
            msg("expected identifier constraint")
        } else {
            msg("expected `(` before operation result type list")
        };
    }
    if matches!(prev, Some(Tok::CodeBlock(_) | Tok::String(_))) && ctx.stack.is_empty() && exp(";")
    {
        return msg("expected `;` after native declaration");
    }
    if let Some(Tok::Dot) = prev {
        if !matches!(ctx.top(), Some(Open::OpName)) {
            return Explained {
                offset: tokens[at - 1].0,
                message: "expected identifier or numeric member name".into(),
            };
        }
    }
    match prev {
        Some(Tok::KwLet) => return msg("expected identifier after `let` to name a new variable"),
        Some(Tok::Underscore) if exp(":") => return msg("expected `:` after `_` variable"),
        Some(Tok::Colon) if !matches!(ctx.top(), Some(Open::DeclArgs | Open::DeclResults)) => {
            return msg("expected identifier constraint")
        }
        Some(Tok::KwConstraint | Tok::KwRewrite) => {
            return if ctx.stack.is_empty() && !matches!(tok, Some(Tok::Ident(_))) {
                msg("expected identifier name")
            } else {
                msg("expected `(` to start argument list")
            };
        }
        Some(Tok::Ident(_))
            if matches!(prev2, Some(Tok::KwConstraint | Tok::KwRewrite)) && exp("(") =>
        {
            return msg("expected `(` to start argument list")
        }
        _ => {}
    }
    if ctx.after_decl_sig && ctx.stack.is_empty() && exp(";") {
        return msg("expected `;` after native declaration");
    }
    if ctx.after_pattern_head {
        if matches!(prev, Some(Tok::KwWith | Tok::Comma)) {
            return msg("expected pattern metadata identifier");
        }
        return msg("expected `{` or `=>` to start pattern body");
    }
    match ctx.top() {
        Some(Open::OpName) => {
            if matches!(prev, Some(Tok::Dot)) {
                msg("expected operation name after dialect namespace")
            } else if exp(".") && !exp(">") {
                msg("expected `.` after dialect namespace")
            } else {
                msg("expected `>` after operation name")
            }
        }
        Some(Open::AttrLit) => {
            if matches!(prev, Some(Tok::Less)) {
                msg("expected string literal containing MLIR attribute")
            } else {
                msg("expected `>` after attribute literal")
            }
        }
        Some(Open::TypeLit) => {
            if matches!(prev, Some(Tok::Less)) {
                msg("expected string literal containing MLIR type")
            } else {
                msg("expected `>` after type literal")
            }
        }
        Some(Open::TypeConstraint) => {
            if list_start(prev) || matches!(prev, Some(Tok::Less)) {
                msg("expected expression")
            } else {
                msg("expected `>` after variable type constraint")
            }
        }
        Some(Open::ConstraintList) => {
            if list_start(prev) {
                msg("expected identifier constraint")
            } else {
                msg("expected `]` after constraint list")
            }
        }
        Some(Open::OpOperands) => list_msg(prev, "expected `)` after operation operand list", here),
        Some(Open::OpResults) => {
            list_msg(prev, "expected `)` after operation result type list", here)
        }
        Some(Open::CallArgs) => list_msg(prev, "expected `)` after argument list", here),
        Some(Open::Tuple) => list_msg(prev, "expected `)` after tuple element list", here),
        Some(Open::ReplValues) => list_msg(prev, "expected `)` after replacement values", here),
        Some(Open::OpAttrs) => {
            if list_start(prev) {
                msg("expected identifier or string attribute name")
            } else if matches!(prev, Some(Tok::Equal)) {
                msg("expected expression")
            } else {
                msg("expected `}` after operation attribute list")
            }
        }
        Some(Open::DeclArgs) => {
            if list_start(prev) {
                msg("expected identifier argument name")
            } else if matches!(prev, Some(Tok::Ident(_))) && exp(":") {
                msg("expected `:` before argument constraint")
            } else if matches!(prev, Some(Tok::Colon)) {
                msg("expected identifier constraint")
            } else if matches!(tok, Some(Tok::Less)) {
                msg("inline `Attr`, `Value`, and `ValueRange` type constraints are not permitted on arguments or results")
            } else {
                msg("expected `)` to end argument list")
            }
        }
        Some(Open::DeclResults) => {
            if matches!(prev, Some(Tok::Ident(_))) && list_start(prev2) {
                msg("expected `:` before result constraint")
            } else if list_start(prev) || matches!(prev, Some(Tok::Colon)) {
                msg("expected identifier constraint")
            } else if matches!(tok, Some(Tok::Less)) {
                msg("inline `Attr`, `Value`, and `ValueRange` type constraints are not permitted on arguments or results")
            } else {
                msg("expected `)` to end result list")
            }
        }
        Some(Open::Benefit) => {
            if matches!(prev, Some(Tok::LParen)) {
                msg("expected integral pattern benefit")
            } else {
                msg("expected `)` after pattern benefit")
            }
        }
        Some(Open::Block(_)) | None => {
            if ctx.stack.is_empty() && !ctx.in_decl_lambda {
                return msg("expected top-level declaration, such as a `Pattern`");
            }
            if exp("with") && ctx.stmt_keyword.map(|k| k.1) == Some("replace") {
                return msg("expected `with` after root operation");
            }
            if exp("with") && ctx.stmt_keyword.map(|k| k.1) == Some("rewrite") {
                return msg("expected `with` before rewrite body");
            }
            if matches!(prev, Some(Tok::KwWith)) && ctx.stmt_keyword.map(|k| k.1) == Some("rewrite")
            {
                return msg("expected `{` to start rewrite body");
            }
            if exp(";") {
                msg("expected `;` after statement")
            } else {
                msg("expected expression")
            }
        }
    }
}

fn list_start(prev: Option<&Tok<'_>>) -> bool {
    matches!(
        prev,
        Some(Tok::LParen | Tok::LSquare | Tok::LBrace | Tok::Comma | Tok::Less)
    )
}

fn list_msg(prev: Option<&Tok<'_>>, close: &str, here: usize) -> Explained {
    let message = if list_start(prev) || matches!(prev, Some(Tok::Equal)) {
        "expected expression"
    } else {
        close
    };
    Explained {
        offset: here,
        message: message.into(),
    }
}

/// What the tokens before an error leave open.
#[derive(Default)]
struct Context {
    stack: Vec<Open>,
    /// The keyword starting the current statement, and its offset.
    stmt_keyword: Option<(usize, &'static str)>,
    /// The last tokens closed a declaration's argument list.
    after_decl_args: bool,
    /// The last tokens closed a declaration's signature.
    after_decl_sig: bool,
    /// After `Pattern [name] [with ...]`, before its body.
    after_pattern_head: bool,
    /// Inside a top-level `=>` body.
    in_decl_lambda: bool,
    /// The last `->` followed a declaration's argument list.
    arrow_after_decl: bool,
    /// A second type constraint (`<`) in one constraint list, still open.
    dup_type_constraint: Option<usize>,
    /// For each open bracket: whether a type constraint was seen in it.
    seen_type: Vec<bool>,
    /// The first `<` of a type constraint in a declaration signature.
    sig_type_constraint: Option<usize>,
}

impl Context {
    fn top(&self) -> Option<Open> {
        self.stack.last().copied()
    }

    fn in_owner(&self, o: Owner) -> bool {
        self.stack
            .iter()
            .rev()
            .find_map(|s| match s {
                Open::Block(b) => Some(*b),
                _ => None,
            })
            .is_some_and(|b| b == o)
    }

    fn scan(tokens: &[Spanned<'_>]) -> Context {
        let mut c = Context::default();
        // The kind of declaration whose signature is being read.
        let mut decl_kind: Option<Owner> = None;
        // What the last closed bracket was (to classify `->` and `(`).
        let mut last_closed: Option<Open> = None;
        let mut in_pattern_head = false;
        for (i, (start, t, _)) in tokens.iter().enumerate() {
            let prev = if i > 0 { Some(&tokens[i - 1].1) } else { None };
            let closed_now = last_closed.take();
            c.after_decl_args = false;
            c.after_decl_sig = false;
            match t {
                Tok::KwPattern => {
                    in_pattern_head = true;
                }
                Tok::KwConstraint => decl_kind = Some(Owner::Constraint),
                Tok::KwRewrite => decl_kind = Some(Owner::Rewrite),
                Tok::Less => {
                    let open = match prev {
                        Some(Tok::OpLt | Tok::KwOp) => Open::OpName,
                        Some(Tok::AttrLt) => Open::AttrLit,
                        Some(Tok::TypeLt) => Open::TypeLit,
                        _ => Open::TypeConstraint,
                    };
                    let in_sig = matches!(c.stack.last(), Some(Open::DeclArgs | Open::DeclResults))
                        || (i > 1 && matches!(tokens[i - 2].1, Tok::Arrow) && c.arrow_after_decl);
                    if open == Open::TypeConstraint
                        && in_sig
                        && matches!(prev, Some(Tok::KwAttr | Tok::KwValue | Tok::KwValueRange))
                        && c.sig_type_constraint.is_none()
                    {
                        c.sig_type_constraint = Some(*start);
                    }
                    if open == Open::TypeConstraint && c.stack.last() == Some(&Open::ConstraintList)
                    {
                        if let Some(seen) = c.seen_type.last_mut() {
                            if *seen {
                                c.dup_type_constraint = Some(*start);
                            }
                            *seen = true;
                        }
                    }
                    c.stack.push(open);
                    c.seen_type.push(false);
                }
                Tok::Arrow => {
                    c.arrow_after_decl = matches!(closed_now, Some(Open::DeclArgs));
                }
                Tok::Greater => {
                    c.seen_type.pop();
                    if let Some(o) = c.stack.pop() {
                        if o == Open::TypeConstraint {
                            c.dup_type_constraint = None;
                        }
                        last_closed = Some(o);
                    }
                }
                Tok::LSquare => {
                    c.stack.push(Open::ConstraintList);
                    c.seen_type.push(false);
                }
                Tok::RSquare | Tok::RParen | Tok::RBrace => {
                    c.seen_type.pop();
                    if let Some(o) = c.stack.pop() {
                        last_closed = Some(o);
                        if o == Open::DeclArgs {
                            c.after_decl_args = true;
                            c.after_decl_sig = true;
                        }
                        if o == Open::DeclResults {
                            c.after_decl_sig = true;
                        }
                        if matches!(o, Open::Block(_)) {
                            c.stmt_keyword = None;
                            if c.stack.is_empty() {
                                c.in_decl_lambda = false;
                            }
                        }
                    }
                }
                Tok::LParen => {
                    let open = if decl_kind.is_some()
                        && matches!(
                            prev,
                            Some(Tok::Ident(_) | Tok::KwConstraint | Tok::KwRewrite)
                        ) {
                        Open::DeclArgs
                    } else if matches!(prev, Some(Tok::Arrow)) {
                        if c.arrow_after_decl {
                            Open::DeclResults
                        } else {
                            Open::OpResults
                        }
                    } else if matches!(closed_now, Some(Open::OpName))
                        && matches!(prev, Some(Tok::Greater))
                        && matches!(
                            tokens[..i]
                                .iter()
                                .rev()
                                .find(|t| matches!(t.1, Tok::OpLt | Tok::KwOp | Tok::Less))
                                .map(|t| &t.1),
                            Some(Tok::Less)
                        )
                        && op_head_before(tokens, i)
                    {
                        Open::OpOperands
                    } else if in_pattern_head && matches!(prev, Some(Tok::Ident(_))) {
                        Open::Benefit
                    } else if matches!(prev, Some(Tok::KwWith)) {
                        Open::ReplValues
                    } else if matches!(
                        prev,
                        Some(
                            Tok::Ident(_)
                                | Tok::RParen
                                | Tok::CodeBlock(_)
                                | Tok::RBrace
                                | Tok::Greater
                                | Tok::Integer(_)
                        )
                    ) {
                        Open::CallArgs
                    } else {
                        Open::Tuple
                    };
                    c.stack.push(open);
                    c.seen_type.push(false);
                }
                Tok::LBrace => {
                    let open = if in_pattern_head {
                        in_pattern_head = false;
                        Open::Block(Owner::Pattern)
                    } else if let Some(k) = decl_kind.take() {
                        Open::Block(k)
                    } else if matches!(prev, Some(Tok::KwWith)) {
                        Open::Block(Owner::RewriteStmt)
                    } else if matches!(closed_now, Some(Open::OpName | Open::OpOperands)) {
                        Open::OpAttrs
                    } else {
                        Open::Block(Owner::RewriteStmt)
                    };
                    c.stack.push(open);
                    c.seen_type.push(false);
                }
                Tok::EqualArrow => {
                    if in_pattern_head {
                        in_pattern_head = false;
                    }
                    decl_kind = None;
                    if c.stack.is_empty() {
                        c.in_decl_lambda = true;
                    }
                }
                Tok::Semicolon => {
                    c.stmt_keyword = None;
                    if c.stack.is_empty() {
                        c.in_decl_lambda = false;
                        decl_kind = None;
                    }
                }
                Tok::KwErase | Tok::KwReplace | Tok::KwRewriteStmt | Tok::KwLet | Tok::KwReturn
                    if c.stmt_keyword.is_none() =>
                {
                    c.stmt_keyword = Some((*start, t.keyword_text().unwrap_or("")));
                }
                _ => {}
            }
            if matches!(closed_now, Some(Open::DeclResults)) && !matches!(t, Tok::RParen) {
                // `-> (...)` closed one token ago: nothing more to track.
            }
            if matches!(
                t,
                Tok::Ident(_)
                    | Tok::KwType
                    | Tok::KwTypeRange
                    | Tok::KwValue
                    | Tok::KwValueRange
                    | Tok::KwAttr
                    | Tok::KwOp
            ) && matches!(prev, Some(Tok::Arrow))
                && decl_kind.is_some()
                && c.stack.last() != Some(&Open::Tuple)
            {
                c.after_decl_sig = true;
            }
        }
        c.after_pattern_head = in_pattern_head;
        c
    }
}

/// Whether the `<...>` closed just before token `i` is an `op<...>` head.
fn op_head_before(tokens: &[Spanned<'_>], i: usize) -> bool {
    let mut depth = 0;
    for j in (0..i).rev() {
        match tokens[j].1 {
            Tok::Greater => depth += 1,
            Tok::Less => {
                depth -= 1;
                if depth == 0 {
                    return j > 0 && matches!(tokens[j - 1].1, Tok::OpLt);
                }
            }
            _ => {}
        }
    }
    false
}
