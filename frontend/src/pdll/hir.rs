//! The checked PDLL tree that sema produces and lowering consumes: names
//! resolved to declarations, every expression typed, implicit conversions
//! (op to values, tuple to range) made explicit.

use super::types::Ty;
use crate::source::Span;
use patsat_ir::{Attr, Type};

/// A variable: an index into [`Hir::vars`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VarId(pub u32);

/// A user constraint or rewrite: an index into [`Hir::callables`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CallableId(pub u32);

/// A checked module.
#[derive(Clone, Debug, Default)]
pub struct Hir {
    /// Every variable (arguments, results, `let`s, inline variables).
    pub vars: Vec<Var>,
    /// Every user constraint and rewrite.
    pub callables: Vec<Callable>,
    /// The patterns, in order.
    pub patterns: Vec<PatternDecl>,
    /// ODS operations known to the module.
    pub ods_ops: Vec<super::ods::OdsOperation>,
    /// The top-level declarations, in order.
    pub items: Vec<TopItem>,
}

/// A top-level declaration.
#[derive(Clone, Copy, Debug)]
pub enum TopItem {
    /// A constraint or rewrite (also those imported from ODS).
    Callable(CallableId),
    /// A pattern: an index into [`Hir::patterns`].
    Pattern(usize),
}

/// A variable declaration.
#[derive(Clone, Debug)]
pub struct Var {
    /// Its name (`_` or empty for unnamed ones).
    pub name: String,
    /// Where it is declared.
    pub span: Span,
    /// Its type.
    pub ty: Ty,
    /// Its initializer.
    pub init: Option<Expr>,
    /// Its constraints.
    pub constraints: Vec<ConstraintUse>,
}

/// A constraint applied to a variable.
#[derive(Clone, Debug)]
pub struct ConstraintUse {
    /// Which constraint.
    pub kind: Constraint,
    /// Where it is referenced.
    pub span: Span,
}

/// A constraint.
#[derive(Clone, Debug)]
pub enum Constraint {
    /// `Attr [<type>]`
    Attr(Option<Expr>),
    /// `Op [<name>]`
    Op(Option<String>),
    /// `Type`
    Type,
    /// `TypeRange`
    TypeRange,
    /// `Value [<type>]`
    Value(Option<Expr>),
    /// `ValueRange [<types>]`
    ValueRange(Option<Expr>),
    /// A user constraint.
    User(CallableId),
}

impl Constraint {
    /// The type constraint expression (`Attr<t>`, `Value<t>`, `ValueRange<t>`).
    pub fn type_expr(&self) -> Option<&Expr> {
        match self {
            Constraint::Attr(e) | Constraint::Value(e) | Constraint::ValueRange(e) => e.as_ref(),
            _ => None,
        }
    }
}

/// Constraint or rewrite.
pub use super::ast::DeclKind;

/// A user constraint or rewrite.
#[derive(Clone, Debug)]
pub struct Callable {
    /// Which.
    pub kind: DeclKind,
    /// Its name.
    pub name: String,
    /// Where the name is.
    pub span: Span,
    /// Argument variables.
    pub inputs: Vec<VarId>,
    /// Result variables.
    pub results: Vec<VarId>,
    /// The result type (`Tuple<>` for none).
    pub result_ty: Ty,
    /// The PDLL body (`None` for native declarations).
    pub body: Option<Block>,
    /// The native code block, if given.
    pub code: Option<String>,
}

/// A pattern.
#[derive(Clone, Debug)]
pub struct PatternDecl {
    /// Its name.
    pub name: Option<String>,
    /// `Pattern` keyword.
    pub span: Span,
    /// `benefit(N)`, if given.
    pub benefit: Option<u16>,
    /// `recursion`
    pub recursion: bool,
    /// The body.
    pub body: Block,
}

/// A compound statement.
#[derive(Clone, Debug)]
pub struct Block {
    /// The statements.
    pub stmts: Vec<Stmt>,
}

/// A statement.
#[derive(Clone, Debug)]
pub enum Stmt {
    /// `let`
    Let(VarId),
    /// `erase`
    Erase {
        /// The keyword.
        span: Span,
        /// The op.
        root: Expr,
    },
    /// `replace`
    Replace {
        /// The keyword.
        span: Span,
        /// The op.
        root: Expr,
        /// The replacement values.
        with: Vec<Expr>,
    },
    /// `rewrite`
    Rewrite {
        /// The keyword.
        span: Span,
        /// The op.
        root: Expr,
        /// The body.
        body: Block,
    },
    /// `return`
    Return(Expr),
    /// An expression.
    Expr(Expr),
}

/// A typed expression.
#[derive(Clone, Debug)]
pub struct Expr {
    /// What it is.
    pub kind: ExprKind,
    /// Its type.
    pub ty: Ty,
    /// Its span.
    pub span: Span,
}

/// The expression kinds after sema.
#[derive(Clone, Debug)]
pub enum ExprKind {
    /// `attr<"...">`: parsed, and the text as written.
    Attr(Attr, String),
    /// `type<"...">`: parsed, and the text as written.
    Type(Type, String),
    /// A variable.
    Var(VarId),
    /// A reference to a constraint or rewrite.
    Callable(CallableId),
    /// A call.
    Call {
        /// The callee.
        callee: CallableId,
        /// Arguments.
        args: Vec<Expr>,
        /// `not`
        negated: bool,
    },
    /// A result group of an op (`op.name`, `op.0`), or a tuple element.
    Member {
        /// The parent.
        parent: Box<Expr>,
        /// The member.
        name: String,
    },
    /// All results of an op, as a value (the op has one) or a range.
    AllResults(Box<Expr>),
    /// An operation.
    Op {
        /// Its name.
        name: Option<String>,
        /// Operand groups.
        operands: Vec<Expr>,
        /// Attributes.
        attrs: Vec<(String, Expr)>,
        /// Result type groups.
        results: Vec<Expr>,
    },
    /// A tuple.
    Tuple(Vec<Expr>, Vec<String>),
    /// A range built from values or types (type: `ValueRange`/`TypeRange`).
    Range(Vec<Expr>),
}
