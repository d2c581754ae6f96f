//! Statements of ODS builder bodies (`OpBuilder<(ins ...), [{ ... }]>`)
//! for the evaluator: declarations (`auto x = e;`, `Type t;`,
//! `SmallVector<Type> ts(e);`), assignments (`x = e;`), expression
//! statements (`build($_builder, $_state, ...);`,
//! `$_state.addOperands(x);`, `ts.push_back(t);`, `assert(c);`), `if` /
//! `else` (with or without braces), blocks and `return`. Expressions are
//! [`super::cppexpr`]'s. Loops, `switch` and anything else are a
//! [`ParseError`] naming what was not understood.

use super::cpp::{block_tokens, Tok};
use super::cppexpr::{Expr, ParseError, Parser};

/// One statement.
#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    /// A declaration: the C++ type as written, the name, the initializer
    /// (`= e`, or `T x(args)` as the call `T(args)`; `None` for `T x;`).
    Decl(String, String, Option<Expr>),
    /// `x = e;`
    Assign(String, Expr),
    /// `e;`
    Expr(Expr),
    /// `if (c) a else b`.
    If(Expr, Vec<Stmt>, Vec<Stmt>),
    /// `return e;` / `return;`
    Return(Option<Expr>),
}

/// The deepest nesting of blocks and `if`s parsed.
const MAX_NESTING: usize = 64;

/// Parses a builder body.
pub fn parse_block(text: &str) -> Result<Vec<Stmt>, ParseError> {
    let mut p = Parser {
        toks: block_tokens(text),
        pos: 0,
        depth: 0,
    };
    let mut out = Vec::new();
    while p.peek().is_some() {
        p.statement(&mut out, 0)?;
    }
    Ok(out)
}

impl Parser {
    fn statement(&mut self, out: &mut Vec<Stmt>, nest: usize) -> Result<(), ParseError> {
        if nest > MAX_NESTING {
            return self.fail("statements nested too deeply");
        }
        if self.eat(";") {
            return Ok(());
        }
        if self.eat("{") {
            while !self.eat("}") {
                if self.peek().is_none() {
                    return self.fail("unterminated block");
                }
                self.statement(out, nest + 1)?;
            }
            return Ok(());
        }
        if self.peek_word("if") {
            self.pos += 1;
            self.expect("(")?;
            let c = self.expr()?;
            self.expect(")")?;
            let mut then = Vec::new();
            self.statement(&mut then, nest + 1)?;
            let mut other = Vec::new();
            if self.peek_word("else") {
                self.pos += 1;
                self.statement(&mut other, nest + 1)?;
            }
            out.push(Stmt::If(c, then, other));
            return Ok(());
        }
        if self.peek_word("return") {
            self.pos += 1;
            let e = if self.peek_is(";") {
                None
            } else {
                Some(self.expr()?)
            };
            self.expect(";")?;
            out.push(Stmt::Return(e));
            return Ok(());
        }
        for w in ["for", "while", "do", "switch", "goto", "try"] {
            if self.peek_word(w) {
                return self.fail(&format!("a `{}` statement", w));
            }
        }
        if let Some(d) = self.declaration()? {
            out.push(d);
            return Ok(());
        }
        // `x = e;` (not `x == e`).
        if let (Some(Tok::Word(w)), Some(t)) = (self.peek().cloned(), self.toks.get(self.pos + 1)) {
            if t.is("=") && !w.starts_with('$') {
                self.pos += 2;
                let e = self.expr()?;
                self.expect(";")?;
                out.push(Stmt::Assign(w, e));
                return Ok(());
            }
        }
        let e = self.expr()?;
        self.expect(";")?;
        out.push(Stmt::Expr(e));
        Ok(())
    }

    /// A declaration at the current position, or nothing consumed.
    fn declaration(&mut self) -> Result<Option<Stmt>, ParseError> {
        let save = self.pos;
        let Some(ty) = self.decl_type() else {
            self.pos = save;
            return Ok(None);
        };
        let name = match self.peek() {
            Some(Tok::Word(w)) if is_name(w) => w.clone(),
            _ => {
                self.pos = save;
                return Ok(None);
            }
        };
        let after = self.toks.get(self.pos + 1);
        if !after.is_some_and(|t| t.is("=") || t.is(";") || t.is("(") || t.is("{")) {
            self.pos = save;
            return Ok(None);
        }
        self.pos += 1;
        let init = if self.eat("=") {
            Some(self.expr()?)
        } else if self.peek_is("(") || self.peek_is("{") {
            let (open, close) = if self.peek_is("(") {
                ("(", ")")
            } else {
                ("{", "}")
            };
            let args = self.args(open, close)?;
            let base = ty.split('<').next().unwrap_or(&ty).trim().to_string();
            let parts: Vec<String> = base.split("::").map(str::to_string).collect();
            Some(Expr::Call(Box::new(Expr::Name(parts, Vec::new())), args))
        } else {
            None
        };
        self.expect(";")?;
        Ok(Some(Stmt::Decl(ty, name, init)))
    }

    /// A declaration's type: `const`, a qualified name with template
    /// arguments, `*`/`&`; `None` when the tokens are no type.
    fn decl_type(&mut self) -> Option<String> {
        let mut out = String::new();
        while self.peek_word("const") {
            self.pos += 1;
        }
        loop {
            match self.peek() {
                Some(Tok::Word(w))
                    if is_name(w) && !matches!(w.as_str(), "return" | "if" | "else") =>
                {
                    out.push_str(w);
                    self.pos += 1;
                }
                _ => return None,
            }
            if self.peek_is("<") {
                let start = self.pos;
                let mut depth = 0usize;
                loop {
                    match self.peek() {
                        None => return None,
                        Some(t) if t.is("<") => depth += 1,
                        Some(t) if t.is(">") => depth -= 1,
                        Some(t) if t.is(";") || t.is("{") || t.is("}") => return None,
                        _ => {}
                    }
                    self.pos += 1;
                    if depth == 0 {
                        break;
                    }
                }
                let text: Vec<&str> = self.toks[start..self.pos].iter().map(Tok::text).collect();
                out.push_str(&text.join(""));
            }
            if self.eat("::") {
                out.push_str("::");
                continue;
            }
            break;
        }
        while self.peek_is("*") || self.peek_is("&") || self.peek_word("const") {
            self.pos += 1;
        }
        Some(out)
    }
}

fn is_name(w: &str) -> bool {
    w.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && w.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builder_bodies() {
        let b = parse_block(
            "auto lhsTy = A.getType();
             auto resultType = getBroadcastedRankedType(lhsTy, rhsTy);
             auto shapedType = mlir::dyn_cast_or_null<ShapedType>(resultType);
             if (!shapedType || !shapedType.hasStaticShape())
               resultType = UnrankedTensorType::get(mlir::cast<ShapedType>(lhsTy).getElementType());
             build($_builder, $_state, resultType, A, B);",
        )
        .unwrap();
        assert_eq!(b.len(), 5);
        assert!(matches!(&b[0], Stmt::Decl(t, n, Some(_)) if t == "auto" && n == "lhsTy"));
        assert!(matches!(&b[3], Stmt::If(_, then, other) if then.len() == 1 && other.is_empty()));
        assert!(
            matches!(&b[3], Stmt::If(_, then, _) if matches!(&then[0], Stmt::Assign(n, _) if n == "resultType"))
        );
        assert!(matches!(&b[4], Stmt::Expr(Expr::Call(..))));
        let b = parse_block(
            "SmallVector<Type, 4> types; types.push_back(x); { if (a) { return; } else b = 1; } $_state.addTypes(types);",
        )
        .unwrap();
        assert!(
            matches!(&b[0], Stmt::Decl(t, n, None) if t == "SmallVector<Type,4>" && n == "types")
        );
        assert_eq!(b.len(), 4);
        assert!(parse_block("for (int i = 0; i < 3; ++i) x();")
            .unwrap_err()
            .0
            .contains("`for`"));
        assert!(parse_block("auto x = ;").is_err());
        assert!(parse_block(&"{".repeat(200)).is_err());
    }
}
