//! The context: interners for types, attributes (locations included) and
//! operation names, so that equality and hashing are an integer compare.

use crate::attrs::{Attr, AttrKind, LocKind};
use crate::file_locs::FileLocs;
use crate::types::{Signedness, Type, TypeKind};
use fxhash::FxBuildHasher;
use indexmap::IndexSet;
use std::hash::Hash;

/// Start and length of segment `group` given segment sizes, if it exists.
pub fn segment_group(sizes: &[usize], group: usize) -> Option<(usize, usize)> {
    let len = *sizes.get(group)?;
    Some((sizes[..group].iter().sum(), len))
}

/// `items` cut into consecutive groups of the given sizes, or `None` when
/// the sizes do not add up to the number of items.
pub fn split_segments<T: Clone>(items: &[T], sizes: &[usize]) -> Option<Vec<Vec<T>>> {
    if sizes.iter().sum::<usize>() != items.len() {
        return None;
    }
    let mut out = Vec::with_capacity(sizes.len());
    let mut i = 0;
    for &s in sizes {
        out.push(items[i..i + s].to_vec());
        i += s;
    }
    Some(out)
}

/// An interned operation name such as `arith.addi`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OpName(pub u32);

/// A generic interner: each distinct value gets a dense `u32` id. Each value
/// is stored once (in insertion order, with its hash), so growing the table
/// never rehashes a value.
#[derive(Debug)]
struct Interner<T: Hash + Eq> {
    set: IndexSet<T, FxBuildHasher>,
}

impl<T: Hash + Eq> Default for Interner<T> {
    fn default() -> Self {
        Interner {
            set: IndexSet::default(),
        }
    }
}

impl<T: Hash + Eq> Interner<T> {
    fn intern(&mut self, item: T) -> u32 {
        self.set.insert_full(item).0 as u32
    }
    fn lookup<Q: Hash + indexmap::Equivalent<T> + ?Sized>(&self, item: &Q) -> Option<u32> {
        self.set.get_index_of(item).map(|i| i as u32)
    }
    fn get(&self, id: u32) -> &T {
        &self.set[id as usize]
    }
    fn len(&self) -> usize {
        self.set.len()
    }
}

/// Marks the id of a `file:line:col` location (see `Context::file_locs`).
const FILE_LOC_BIT: u32 = 1 << 31;

/// Owns every interned type, attribute and operation name. Values of
/// [`Type`], [`Attr`] and [`OpName`] are only meaningful with the context
/// that made them.
#[derive(Debug)]
pub struct Context {
    types: Interner<TypeKind>,
    attrs: Interner<AttrKind>,
    /// `file:line:col` locations, kept apart from the other attributes
    /// (a parsed file has one per op; see [`FileLocs`]). Their ids carry
    /// [`FILE_LOC_BIT`].
    file_locs: FileLocs,
    op_names: Interner<Box<str>>,
    unknown_loc: Attr,
    unit: Attr,
    empty_dict: Attr,
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// A fresh context.
    pub fn new() -> Self {
        let mut ctx = Context {
            types: Interner::default(),
            attrs: Interner::default(),
            file_locs: FileLocs::default(),
            op_names: Interner::default(),
            unknown_loc: Attr(0),
            unit: Attr(0),
            empty_dict: Attr(0),
        };
        ctx.unknown_loc = ctx.attr(AttrKind::Location(LocKind::Unknown));
        ctx.unit = ctx.attr(AttrKind::Unit);
        ctx.empty_dict = ctx.attr(AttrKind::Dictionary(Vec::new()));
        ctx
    }

    /// Interns a type.
    pub fn ty(&mut self, kind: TypeKind) -> Type {
        Type(self.types.intern(kind))
    }
    /// The structure of a type.
    pub fn type_kind(&self, ty: Type) -> &TypeKind {
        self.types.get(ty.0)
    }
    /// Interns an attribute.
    pub fn attr(&mut self, kind: AttrKind) -> Attr {
        if let AttrKind::Location(LocKind::File {
            file,
            line,
            col,
            end,
        }) = kind
        {
            return Attr(self.file_locs.intern(file, line, col, end) | FILE_LOC_BIT);
        }
        Attr(self.attrs.intern(kind))
    }
    /// Makes room for `additional` more `file:line:col` locations (a
    /// parser gives one to each op, and ops sit on lines of their own:
    /// reserving for the line count once avoids growing the table many
    /// times).
    pub fn reserve_file_locs(&mut self, additional: usize) {
        self.file_locs.reserve(additional);
    }
    /// The structure of an attribute.
    pub fn attr_kind(&self, attr: Attr) -> &AttrKind {
        if attr.0 & FILE_LOC_BIT != 0 {
            return self.file_locs.get(attr.0 & !FILE_LOC_BIT);
        }
        self.attrs.get(attr.0)
    }
    /// Interns an operation name.
    pub fn op_name(&mut self, name: &str) -> OpName {
        if let Some(id) = self.op_names.lookup(name) {
            return OpName(id);
        }
        OpName(self.op_names.intern(name.into()))
    }
    /// The text of an operation name.
    pub fn op_name_str(&self, name: OpName) -> &str {
        self.op_names.get(name.0)
    }

    /// `loc(unknown)`.
    pub fn unknown_loc(&self) -> Attr {
        self.unknown_loc
    }
    /// The unit attribute.
    pub fn unit_attr(&self) -> Attr {
        self.unit
    }
    /// The empty dictionary `{}`.
    pub fn empty_dict(&self) -> Attr {
        self.empty_dict
    }
    /// A signless integer type `iN`.
    pub fn int_type(&mut self, width: u32) -> Type {
        self.ty(TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        })
    }
    /// The `index` type.
    pub fn index_type(&mut self) -> Type {
        self.ty(TypeKind::Index)
    }
    /// A function type.
    pub fn function_type(&mut self, inputs: Vec<Type>, results: Vec<Type>) -> Type {
        self.ty(TypeKind::Function { inputs, results })
    }
    /// A string attribute without type.
    pub fn string_attr(&mut self, s: &str) -> Attr {
        self.attr(AttrKind::String {
            value: s.as_bytes().into(),
            ty: None,
        })
    }
    /// A string attribute without type from raw bytes.
    pub fn string_attr_bytes(&mut self, s: &[u8]) -> Attr {
        self.attr(AttrKind::String {
            value: s.into(),
            ty: None,
        })
    }
    /// The bytes of a string attribute (empty for any other attribute).
    pub fn string_bytes(&self, a: Attr) -> &[u8] {
        match self.attr_kind(a) {
            AttrKind::String { value, .. } => value,
            _ => &[],
        }
    }
    /// The string attribute (without type) with this text, if it was ever
    /// interned.
    pub fn lookup_string_attr(&self, s: &str) -> Option<Attr> {
        self.attrs
            .lookup(&AttrKind::String {
                value: s.as_bytes().into(),
                ty: None,
            })
            .map(Attr)
    }
    /// A dictionary attribute; entries are sorted by name (as MLIR does).
    /// Returns `Err(name)` on a duplicate name.
    pub fn dict_attr(&mut self, mut entries: Vec<(String, Attr)>) -> Result<Attr, String> {
        entries.sort_by(|a, b| a.0.cmp(&b.0));
        for w in entries.windows(2) {
            if w[0].0 == w[1].0 {
                return Err(w[0].0.clone());
            }
        }
        Ok(self.attr(AttrKind::Dictionary(entries)))
    }
    /// Looks `name` up in a dictionary attribute.
    pub fn dict_get(&self, dict: Attr, name: &str) -> Option<Attr> {
        match self.attr_kind(dict) {
            AttrKind::Dictionary(entries) => entries
                .binary_search_by(|e| e.0.as_str().cmp(name))
                .ok()
                .map(|i| entries[i].1),
            _ => None,
        }
    }
    /// The counts of a segment-size attribute (`array<i32: 1, 2, 0>`, as in
    /// `operandSegmentSizes`), or `None` for any other attribute.
    pub fn segment_sizes(&self, a: Attr) -> Option<Vec<usize>> {
        match self.attr_kind(a) {
            AttrKind::DenseArray { values, .. } => {
                Some(values.iter().map(|&v| v as u32 as usize).collect())
            }
            _ => None,
        }
    }
    /// Whether any interned attribute satisfies `pred` (a scan of all of
    /// them).
    pub fn any_attr(&self, pred: impl Fn(&AttrKind) -> bool) -> bool {
        self.attrs.set.iter().chain(self.file_locs.iter()).any(pred)
    }
    /// Number of interned types and attributes (for statistics).
    pub fn sizes(&self) -> (usize, usize) {
        (self.types.len(), self.attrs.len() + self.file_locs.len())
    }
}
