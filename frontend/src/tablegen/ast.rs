//! The syntax tree the TableGen grammar builds: statements, object bodies,
//! values and types, each with the positions its diagnostics point at.
//! Positions are `u64`s made by [`super::pos`].

use super::intern::Sym;
use super::lexer::Bang;

/// A type as written.
#[derive(Clone, Debug)]
pub enum TypeAst {
    /// `string`
    String,
    /// `code` (a string)
    Code,
    /// `bit`
    Bit,
    /// `int`
    Int,
    /// `dag`
    Dag,
    /// `bits<n>`
    Bits(i64),
    /// `list<T>`
    List(Box<TypeAst>),
    /// A class name, and where it is written.
    Class(Sym, u64, u64),
}

/// A value expression with its start and end positions.
#[derive(Clone, Debug)]
pub struct Expr {
    /// What it is.
    pub kind: ExprKind,
    /// First position.
    pub lo: u64,
    /// One past the last position.
    pub hi: u64,
}

/// A range piece: `a`, `a...b`, `a-b` or `a -b`.
#[derive(Clone, Debug)]
pub enum Piece {
    /// One value.
    One(Expr),
    /// `a...b` or `a-b`.
    Range(Expr, Expr),
    /// `a -b` (the lexer saw a negative number): `a` and `b`, with the
    /// position of the number.
    Neg(Expr, i64, u64),
}

/// A template argument: positional or `name = value`.
#[derive(Clone, Debug)]
pub enum Arg {
    /// A positional argument.
    Pos(Expr),
    /// `name = value`, with the position of the name.
    Named(Sym, u64, Expr),
}

/// The kinds of values.
#[derive(Clone, Debug)]
pub enum ExprKind {
    /// `true`
    True,
    /// `false`
    False,
    /// A decimal or hex integer.
    Int(i64),
    /// A binary literal: value and number of digits.
    Bin(i64, u32),
    /// One or more adjacent string literals.
    Str(Vec<Sym>),
    /// A `[{ ... }]` code fragment.
    Code(Sym),
    /// `?`
    Unset,
    /// `{ a, b, ... }`
    Bits(Vec<Expr>),
    /// `[ a, b, ... ]` with an optional `<type>` suffix.
    List(Vec<Expr>, Option<TypeAst>),
    /// `(op:$name arg:$n, ...)`: operator, its name, arguments.
    Dag(Box<Expr>, Option<Sym>, Vec<(Option<Expr>, Option<Sym>)>),
    /// An identifier.
    Id(Sym),
    /// `Class<args>`.
    ClassInst(Sym, Vec<Arg>),
    /// `value{bits}`, with the position of `{`.
    BitRange(Box<Expr>, Vec<Piece>, u64),
    /// `value[elements]`, with a flag for a trailing comma.
    Slice(Box<Expr>, Vec<Piece>, bool),
    /// `value.field`, with the position of the field name.
    Field(Box<Expr>, Sym, u64),
    /// `a # b` (or a trailing `a #`), with the position of `#`.
    Paste(Box<Expr>, Option<Box<Expr>>, u64),
    /// `!op<type>(args)`, with the position of the operator.
    Bang(Bang, Option<TypeAst>, Vec<Expr>),
    /// `!cond(c: v, ...)`.
    Cond(Vec<(Expr, Expr)>),
}

/// A field declaration or template argument: `field? type name = value`.
#[derive(Clone, Debug)]
pub struct Decl {
    /// Declared with `field`.
    pub field: bool,
    /// The type.
    pub ty: TypeAst,
    /// Where the type starts.
    pub ty_lo: u64,
    /// The name.
    pub name: Sym,
    /// Where the name is.
    pub name_lo: u64,
    /// The initial value.
    pub value: Option<Expr>,
}

/// A reference to a class or multiclass: `Name` or `Name<args>`.
#[derive(Clone, Debug)]
pub struct ClassRef {
    /// The name.
    pub name: Sym,
    /// Where it starts.
    pub lo: u64,
    /// Where it ends.
    pub hi: u64,
    /// The arguments, if `<...>` was written.
    pub args: Option<Vec<Arg>>,
}

/// An item of a class or def body.
#[derive(Clone, Debug)]
pub enum BodyItem {
    /// A field declaration.
    Decl(Decl),
    /// `let name{bits} = value;`
    Let(Sym, u64, Vec<Piece>, Expr),
    /// `defvar name = value;`
    Defvar(Sym, u64, Expr),
    /// `assert cond, message;`
    Assert(Expr, Expr),
    /// `dump message;`, with the position after the `;`.
    Dump(Expr, u64),
}

/// The base classes and body of a class or def.
#[derive(Clone, Debug)]
pub struct ObjBody {
    /// Base classes.
    pub bases: Vec<ClassRef>,
    /// Body items.
    pub items: Vec<BodyItem>,
    /// Position of a stray `;` after `}`.
    pub stray_semi: Option<u64>,
}

/// One `name<bits> = value` of a `let ... in`.
#[derive(Clone, Debug)]
pub struct LetItem {
    /// The field.
    pub name: Sym,
    /// Where the name is.
    pub lo: u64,
    /// The bit range.
    pub bits: Vec<Piece>,
    /// The value.
    pub value: Expr,
}

/// The iteration list of a `foreach`.
#[derive(Clone, Debug)]
pub enum ForeachIter {
    /// `{ ranges }`
    Ranges(Vec<Piece>),
    /// A value, possibly a range piece.
    Piece(Piece),
}

/// A top-level or nested statement.
#[derive(Clone, Debug)]
pub enum Stmt {
    /// `class Name<targs> : bases { body }`
    Class(Sym, u64, Vec<Decl>, ObjBody),
    /// `def name : bases { body }`, with the position of `def`.
    Def(u64, Option<Expr>, ObjBody),
    /// `defm name : refs;`, with the position of `defm`.
    Defm(u64, Option<Expr>, Vec<ClassRef>),
    /// `defset type name = { objects }`.
    Defset(TypeAst, u64, Sym, u64, Vec<Stmt>),
    /// `deftype name = type;`.
    Deftype(Sym, u64, TypeAst),
    /// `defvar name = value;`.
    Defvar(Sym, u64, Expr),
    /// `foreach var = list in objects`, with the position of `foreach`.
    Foreach(u64, Sym, u64, ForeachIter, Vec<Stmt>),
    /// `if cond then objects else objects`, with the position of `if`.
    If(u64, Expr, Vec<Stmt>, Option<Vec<Stmt>>),
    /// `let items in objects`.
    Let(Vec<LetItem>, Vec<Stmt>),
    /// `multiclass Name<targs> : parents { objects }`.
    MultiClass(Sym, u64, Vec<Decl>, Vec<ClassRef>, Vec<Stmt>),
    /// `assert cond, message;`
    Assert(Expr, Expr),
    /// `dump message;` with the position after `;`.
    Dump(Expr, u64),
}
