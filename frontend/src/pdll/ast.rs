//! The PDLL syntax tree, as the parser builds it: no names resolved, no
//! types; every node keeps the span diagnostics point at.

use crate::source::Span;

/// A name with where it was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Name {
    /// The text.
    pub text: String,
    /// Its span.
    pub span: Span,
}

/// A parsed file: top-level items in order.
#[derive(Clone, Debug, Default)]
pub struct Module {
    /// The items.
    pub items: Vec<Item>,
    /// The syntax errors, in the order found; the first one is the one
    /// reported (unless sema finds an error before it).
    pub errors: Vec<patsat_ir::Diagnostic>,
}

/// A top-level item.
#[derive(Clone, Debug)]
pub enum Item {
    /// `#directive "file"`.
    Directive {
        /// The directive token (`#include`).
        directive: Name,
        /// The file name, if a string follows.
        file: Option<Name>,
    },
    /// `Pattern ...`
    Pattern(PatternDecl),
    /// `Constraint ...` or `Rewrite ...`
    UserDecl(UserDecl),
    /// A syntax error (an index into [`Module::errors`]).
    Error(usize),
}

/// `Pattern [name] [with metadata] body`
#[derive(Clone, Debug)]
pub struct PatternDecl {
    /// The `Pattern` keyword.
    pub span: Span,
    /// The name.
    pub name: Option<Name>,
    /// `with ...` entries.
    pub metadata: Vec<Metadata>,
    /// The body.
    pub body: Body,
}

/// One pattern metadata entry: `benefit(N)` or `recursion`.
#[derive(Clone, Debug)]
pub struct Metadata {
    /// The identifier.
    pub name: Name,
    /// `(N)`: the integer text and its span.
    pub arg: Option<Name>,
}

/// A body: `{ stmts }` or `=> stmt`.
#[derive(Clone, Debug)]
pub enum Body {
    /// A compound statement.
    Block(Block),
    /// A lambda body: one statement.
    Lambda(Box<Stmt>),
}

/// `{ stmt; ... }`
#[derive(Clone, Debug)]
pub struct Block {
    /// The statements.
    pub stmts: Vec<Stmt>,
    /// From `{` to `}` inclusive.
    pub span: Span,
}

/// `Constraint` or `Rewrite`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeclKind {
    /// `Constraint`
    Constraint,
    /// `Rewrite`
    Rewrite,
}

impl DeclKind {
    /// `Constraint` or `Rewrite`.
    pub fn keyword(self) -> &'static str {
        match self {
            DeclKind::Constraint => "Constraint",
            DeclKind::Rewrite => "Rewrite",
        }
    }
}

/// A user constraint or rewrite declaration.
#[derive(Clone, Debug)]
pub struct UserDecl {
    /// Constraint or rewrite.
    pub kind: DeclKind,
    /// The keyword.
    pub span: Span,
    /// The name (inline declarations may omit it).
    pub name: Option<Name>,
    /// The span of the token after the keyword (where a missing name is
    /// reported).
    pub after_kw: Span,
    /// Arguments.
    pub args: Vec<ArgDecl>,
    /// Results (`-> X` or `-> (a: X, Y)`).
    pub results: Vec<ResultDecl>,
    /// The body.
    pub body: DeclBody,
    /// Whether the declaration was written inside another one.
    pub inline: bool,
}

/// The body of a user declaration.
#[derive(Clone, Debug)]
pub enum DeclBody {
    /// PDLL statements.
    Block(Block),
    /// `=> stmt`, and the byte offset where it ends (after its `;` at the
    /// top level).
    Lambda(Box<Stmt>, usize),
    /// A native declaration, with its `[{ code }]` or `"code"` if given.
    Native(Option<String>),
}

/// `name: Constraint`
#[derive(Clone, Debug)]
pub struct ArgDecl {
    /// The name.
    pub name: Name,
    /// Its constraint.
    pub constraint: ConstraintRef,
}

/// `[name:] Constraint`
#[derive(Clone, Debug)]
pub struct ResultDecl {
    /// The name, if any.
    pub name: Option<Name>,
    /// Its constraint.
    pub constraint: ConstraintRef,
}

/// A reference to a constraint in a constraint list.
#[derive(Clone, Debug)]
pub struct ConstraintRef {
    /// What is referenced.
    pub kind: ConstraintKind,
    /// The span of the reference (its first token).
    pub span: Span,
}

/// The constraint kinds of PDLL.
#[derive(Clone, Debug)]
pub enum ConstraintKind {
    /// `Attr [<type>]`
    Attr(Option<TypeArg>),
    /// `Op [<name>]`
    Op(Option<OpName>),
    /// `Type`
    Type,
    /// `TypeRange`
    TypeRange,
    /// `Value [<type>]`
    Value(Option<TypeArg>),
    /// `ValueRange [<types>]`
    ValueRange(Option<TypeArg>),
    /// A named user constraint.
    Named(Name),
    /// An inline `Constraint` declaration.
    Inline(Box<UserDecl>),
}

/// `<expr>` after `Attr`/`Value`/`ValueRange`.
#[derive(Clone, Debug)]
pub struct TypeArg {
    /// The `<` token.
    pub less: Span,
    /// The type expression.
    pub expr: Expr,
}

/// An operation name in `op<...>` or `Op<...>` (`None` text = `<>`).
#[derive(Clone, Debug)]
pub struct OpName {
    /// `dialect.op`, or empty for `<>`.
    pub name: Option<Name>,
}

/// A statement.
#[derive(Clone, Debug)]
pub enum Stmt {
    /// `let name[: constraints] [= init]`
    Let {
        /// The `let` keyword.
        span: Span,
        /// The variable name (`_` is reported by sema).
        name: Name,
        /// The constraint list.
        constraints: Vec<ConstraintRef>,
        /// The initializer.
        init: Option<Expr>,
    },
    /// `erase op`
    Erase {
        /// The keyword.
        span: Span,
        /// The operation.
        root: Expr,
    },
    /// `replace op with values`
    Replace {
        /// The keyword.
        span: Span,
        /// The operation.
        root: Expr,
        /// The replacement values.
        with: Vec<Expr>,
        /// Whether they were written in parentheses.
        parenthesized: bool,
    },
    /// `rewrite op with { ... }`
    Rewrite {
        /// The keyword.
        span: Span,
        /// The operation.
        root: Expr,
        /// The body.
        body: Block,
    },
    /// `return expr`
    Return {
        /// The keyword.
        span: Span,
        /// The value.
        expr: Expr,
    },
    /// An expression statement.
    Expr(Expr),
    /// A syntax error (an index into [`Module::errors`]).
    Error(usize),
}

impl Stmt {
    /// Where the statement starts.
    pub fn span(&self) -> Span {
        match self {
            Stmt::Let { span, .. }
            | Stmt::Erase { span, .. }
            | Stmt::Replace { span, .. }
            | Stmt::Rewrite { span, .. }
            | Stmt::Return { span, .. } => *span,
            Stmt::Expr(e) => e.span,
            Stmt::Error(_) => Span::new(crate::source::FileId(0), 0, 0),
        }
    }
    /// Whether it is an operation rewrite statement (`erase`, `replace`,
    /// `rewrite`).
    pub fn is_op_rewrite(&self) -> bool {
        matches!(
            self,
            Stmt::Erase { .. } | Stmt::Replace { .. } | Stmt::Rewrite { .. }
        )
    }
}

/// An expression with its span.
#[derive(Clone, Debug)]
pub struct Expr {
    /// What it is.
    pub kind: ExprKind,
    /// Its span.
    pub span: Span,
}

/// A named attribute in an operation expression.
#[derive(Clone, Debug)]
pub struct AttrEntry {
    /// The name.
    pub name: Name,
    /// The value; `None` means a unit attribute.
    pub value: Option<Expr>,
}

/// The expression kinds of PDLL.
#[derive(Clone, Debug)]
pub enum ExprKind {
    /// `attr<"...">`
    AttrLit(String),
    /// `type<"...">`
    TypeLit(String),
    /// A reference to a declaration.
    Ref(Name),
    /// `name: constraints` or `_: constraints`.
    InlineVar {
        /// The name (`_` for a wildcard).
        name: Name,
        /// The constraints.
        constraints: Vec<ConstraintRef>,
    },
    /// `op<name>(operands) {attrs} -> (types)`
    Op {
        /// The name.
        name: OpName,
        /// The operands, if the list is written.
        operands: Option<Vec<Expr>>,
        /// The attributes.
        attrs: Vec<AttrEntry>,
        /// The result types, if `->` is written.
        results: Option<Vec<Expr>>,
    },
    /// `(a, name = b)`
    Tuple(Vec<(Option<Name>, Expr)>),
    /// `callee(args)`, possibly `not callee(args)`.
    Call {
        /// The callee.
        callee: Box<Expr>,
        /// The arguments.
        args: Vec<Expr>,
        /// `not`
        negated: bool,
    },
    /// `parent.member`
    Member {
        /// The parent expression.
        parent: Box<Expr>,
        /// The member name or index.
        member: Name,
    },
    /// An inline `Constraint`/`Rewrite` declaration used as a value.
    Decl(Box<UserDecl>),
}

/// The parts of a user declaration before its body (built by the parser).
#[derive(Clone, Debug)]
pub struct DeclHead {
    /// Constraint or rewrite.
    pub kind: DeclKind,
    /// The keyword.
    pub span: Span,
    /// The name.
    pub name: Option<Name>,
    /// The token after the keyword.
    pub after_kw: Span,
    /// Arguments.
    pub args: Vec<ArgDecl>,
    /// Results.
    pub results: Vec<ResultDecl>,
}

impl DeclHead {
    /// The declaration with its body.
    pub fn finish(self, body: DeclBody, inline: bool) -> UserDecl {
        UserDecl {
            kind: self.kind,
            span: self.span,
            name: self.name,
            after_kw: self.after_kw,
            args: self.args,
            results: self.results,
            body,
            inline,
        }
    }
}
