//! Builtin types of MLIR, as interned structures.

use crate::attrs::Attr;
pub use crate::float::FloatKind;

/// An interned type; compare and hash as an integer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Type(pub u32);

/// The dimension size `?` in shapes.
pub const DYNAMIC: i64 = i64::MIN;

/// Integer signedness semantics.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Signedness {
    /// `iN`
    Signless,
    /// `siN`
    Signed,
    /// `uiN`
    Unsigned,
}

/// The structure of a type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeKind {
    /// `i32`, `si8`, `ui1`...
    Integer {
        /// Bit width.
        width: u32,
        /// Signedness.
        signedness: Signedness,
    },
    /// `index`
    Index,
    /// Any builtin float type.
    Float(FloatKind),
    /// `none`
    None,
    /// `complex<T>`
    Complex(Type),
    /// `tuple<...>`
    Tuple(Vec<Type>),
    /// `(inputs) -> results`
    Function {
        /// Input types.
        inputs: Vec<Type>,
        /// Result types.
        results: Vec<Type>,
    },
    /// `vector<[4]x8xf32>`
    Vector {
        /// Dimension sizes.
        shape: Vec<i64>,
        /// Which dimensions are scalable (same length as `shape`).
        scalable: Vec<bool>,
        /// Element type.
        elem: Type,
    },
    /// `tensor<2x?xf32, #enc>`
    RankedTensor {
        /// Dimension sizes ([`DYNAMIC`] for `?`).
        shape: Vec<i64>,
        /// Element type.
        elem: Type,
        /// Optional encoding attribute.
        encoding: Option<Attr>,
    },
    /// `tensor<*xf32>`
    UnrankedTensor(Type),
    /// `memref<2x?xf32, layout, space>`
    MemRef {
        /// Dimension sizes ([`DYNAMIC`] for `?`).
        shape: Vec<i64>,
        /// Element type.
        elem: Type,
        /// Layout attribute (absent = identity).
        layout: Option<Attr>,
        /// Memory space attribute.
        space: Option<Attr>,
    },
    /// `memref<*xf32, space>`
    UnrankedMemRef {
        /// Element type.
        elem: Type,
        /// Memory space attribute.
        space: Option<Attr>,
    },
    /// A type of a dialect patsat does not model: `!dialect.body` kept as text.
    Opaque {
        /// Dialect namespace.
        dialect: String,
        /// Everything after `!dialect` (starting with `.` or `<`), verbatim.
        body: String,
    },
}

impl TypeKind {
    /// Element type and shape of a shaped type (vector, tensor, memref).
    pub fn shape(&self) -> Option<(&[i64], Type)> {
        match self {
            TypeKind::Vector { shape, elem, .. }
            | TypeKind::RankedTensor { shape, elem, .. }
            | TypeKind::MemRef { shape, elem, .. } => Some((shape, *elem)),
            _ => None,
        }
    }
}
