//! Builtin attributes and locations of MLIR, as interned structures.

use crate::types::Type;
use num_bigint::BigInt;

/// An interned attribute (locations are attributes too); compare and hash as
/// an integer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Attr(pub u32);

/// The structure of an attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AttrKind {
    /// `unit`
    Unit,
    /// `42 : i32`, `true` (an `i1`), `7 : index`. The value is kept in the
    /// range of the type: signed for signless and signed types, unsigned for
    /// unsigned types.
    Integer {
        /// The value.
        value: BigInt,
        /// Its integer or index type.
        ty: Type,
    },
    /// `1.5 : f32`: the bit pattern of the value in the float type.
    Float {
        /// The IEEE (or other format's) bit pattern.
        bits: u128,
        /// Its float type.
        ty: Type,
    },
    /// `"text"` or `"text" : type`.
    String {
        /// The bytes (escapes resolved).
        value: Box<[u8]>,
        /// The optional type (absent means `none`).
        ty: Option<Type>,
    },
    /// A type used as an attribute.
    Type(Type),
    /// `[a, b]`
    Array(Vec<Attr>),
    /// `{a = 1, b}`: entries sorted by name, names unique.
    Dictionary(Vec<(String, Attr)>),
    /// `array<i32: 1, 2>`: element bit patterns.
    DenseArray {
        /// Element type (integer or float).
        elem: Type,
        /// Element bit patterns.
        values: Vec<u128>,
    },
    /// `dense<...> : tensor<...>` of integers, floats, index or complex.
    DenseElements {
        /// The shaped type.
        ty: Type,
        /// True when one element stands for all.
        splat: bool,
        /// Scalar bit patterns in row-major order (two per complex element).
        values: Box<[u128]>,
    },
    /// `dense<["a", "b"]> : tensor<2x!x.string>`.
    DenseString {
        /// The shaped type.
        ty: Type,
        /// True when one element stands for all.
        splat: bool,
        /// The elements.
        values: Vec<Box<[u8]>>,
    },
    /// `dense_resource<name> : tensor<...>`.
    DenseResource {
        /// Resource handle name.
        handle: String,
        /// The shaped type.
        ty: Type,
    },
    /// `sparse<indices, values> : tensor<...>`.
    Sparse {
        /// The shaped type.
        ty: Type,
        /// Dense integer attribute of indices.
        indices: Attr,
        /// Dense attribute of values.
        values: Attr,
    },
    /// `@root::@nested`
    SymbolRef {
        /// Root symbol.
        root: String,
        /// Nested references.
        nested: Vec<String>,
    },
    /// `affine_map<...>`: the text between the angle brackets.
    AffineMap(String),
    /// `affine_set<...>`: the text between the angle brackets.
    IntegerSet(String),
    /// `strided<[s0, s1], offset: o>` ([`crate::types::DYNAMIC`] for `?`).
    Strided {
        /// Strides.
        strides: Vec<i64>,
        /// Offset.
        offset: i64,
    },
    /// An attribute of a dialect patsat does not model: `#dialect.body`.
    Opaque {
        /// Dialect namespace.
        dialect: String,
        /// Everything after `#dialect` (starting with `.` or `<`), verbatim.
        body: String,
    },
    /// `distinct[N]<attr>`: identity is the id.
    Distinct {
        /// Unique id within a context.
        id: u64,
        /// The referenced attribute.
        referenced: Attr,
    },
    /// A source location.
    Location(LocKind),
}

/// The structure of a location.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LocKind {
    /// `unknown`
    Unknown,
    /// `"file":line:col`, or a range `"file":l:c to l2:c2`.
    File {
        /// The file name: a string attribute without type (as MLIR's
        /// `FileLineColLoc` holds a `StringAttr`), so each location costs no
        /// allocation of its own.
        file: Attr,
        /// Start line.
        line: u32,
        /// Start column.
        col: u32,
        /// End (line, col) for a range.
        end: Option<(u32, u32)>,
    },
    /// `"name"` or `"name"(child)`.
    Name {
        /// The name bytes.
        name: Box<[u8]>,
        /// Child location, if any.
        child: Option<Attr>,
    },
    /// `callsite(callee at caller)`.
    CallSite {
        /// Callee location.
        callee: Attr,
        /// Caller location.
        caller: Attr,
    },
    /// `fused<metadata>[a, b]`.
    Fused {
        /// Optional metadata attribute.
        metadata: Option<Attr>,
        /// The fused locations.
        locs: Vec<Attr>,
    },
}
