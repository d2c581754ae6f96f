//! The e-graph language: one [`MlirNode`] per MLIR op.
//!
//! * [`MlirNode::Op`]: a pure op. Its name, attributes and result types are
//!   interned ids (so hashing a node is hashing a few integers); its children
//!   are the e-classes of its operands; an op with closed regions carries
//!   them as an interned [`RegionKey`]. A single-result op's e-class is the
//!   class of its result; a multi-result op's class is a *tuple*, read
//!   through [`MlirNode::Result`] projections (one class per result).
//! * [`MlirNode::Leaf`]: a value the e-graph does not rewrite (a block
//!   argument, a result of an op that stays in the IR, a value defined
//!   outside the block being imported), named by its IR value.

use egg::{Id, Language};
use patsat_ir::{Attr, OpName, Type};

pub use crate::compact::{Few, Id32, Kids, Opt32};

/// An interned list of result types (see [`TypeLists`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypesId(pub u32);

/// An interned region payload (see [`crate::regions::RegionStore`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RegionKey(pub u32);

crate::compact::id32_newtype!(RegionKey);

/// A pure op as an e-node. (Its optional ids are [`Opt32`]s and its
/// children [`Kids`]: 40 bytes, where `Option`s and a `SmallVec` took 64.)
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OpNode {
    /// The op name.
    pub name: OpName,
    /// Inherent attributes (`<{...}>`), if the op has properties.
    pub props: Opt32<Attr>,
    /// The discardable attribute dictionary.
    pub attrs: Attr,
    /// Result types.
    pub types: TypesId,
    /// The op's regions, when it has (closed) ones.
    pub regions: Opt32<RegionKey>,
    /// For `ConstantLike` ops, the constant (a function of the name and
    /// attributes, kept here so the analysis can read it without a context).
    pub constant: Opt32<Attr>,
    /// Operand e-classes.
    pub children: Kids,
}

/// One e-node.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum MlirNode {
    /// A pure op.
    Op(OpNode),
    /// Result `index` of the multi-result op whose (tuple) class is the
    /// child.
    Result {
        /// The result number.
        index: u32,
        /// The tuple class.
        tuple: [Id; 1],
    },
    /// An opaque value, by its IR value number, with its type.
    Leaf {
        /// The IR value.
        value: u32,
        /// Its type.
        ty: Type,
    },
}

// (Node size is memory traffic: egg's node list and hash-cons table, the
// classes' node lists and the recordings hold millions of nodes.)
const _: () = assert!(std::mem::size_of::<MlirNode>() <= 40);

impl std::hash::Hash for MlirNode {
    /// (Fields as words, two by two: the derived hash writes every field,
    /// every option's discriminant and the children as bytes one by one,
    /// and egg hashes a node for every node added and every parent
    /// re-canonicalised by a rebuild. Equal nodes hash the same; nothing
    /// iterates a map of nodes in hash order for output.)
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        let pair = |a: u32, b: u32| (u64::from(a) << 32) | u64::from(b);
        match self {
            MlirNode::Op(o) => {
                let kids = &o.children;
                state.write_u64(pair(o.name.0, o.attrs.0));
                state.write_u64(pair(o.types.0, o.props.raw()));
                state.write_u64(pair(o.regions.raw(), o.constant.raw()));
                let n = kids.len() as u32;
                let w = |c: &Id| usize::from(*c) as u32;
                match &kids[..] {
                    [] => state.write_u32(n),
                    [a] => state.write_u64(pair(n, w(a))),
                    [a, b] => {
                        state.write_u64(pair(n, w(a)));
                        state.write_u32(w(b));
                    }
                    [a, b, c] => {
                        state.write_u64(pair(n, w(a)));
                        state.write_u64(pair(w(b), w(c)));
                    }
                    [a, rest @ ..] => {
                        state.write_u64(pair(n, w(a)));
                        let mut pairs = rest.chunks_exact(2);
                        for p in &mut pairs {
                            state.write_u64(pair(w(&p[0]), w(&p[1])));
                        }
                        if let [last] = pairs.remainder() {
                            state.write_u32(w(last));
                        }
                    }
                }
            }
            MlirNode::Result { index, tuple } => {
                state.write_u64(pair(u32::MAX - 1, *index));
                state.write_u32(usize::from(tuple[0]) as u32);
            }
            MlirNode::Leaf { value, ty } => {
                state.write_u64(pair(u32::MAX - 2, *value));
                state.write_u32(ty.0);
            }
        }
    }
}

impl MlirNode {
    /// The op node, if this is one.
    pub fn as_op(&self) -> Option<&OpNode> {
        match self {
            MlirNode::Op(o) => Some(o),
            _ => None,
        }
    }
}

/// What distinguishes nodes before their children are compared.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Discriminant {
    /// An op with this name.
    Op(OpName),
    /// A projection of this result number.
    Result(u32),
    /// A leaf of this value.
    Leaf(u32),
}

impl Language for MlirNode {
    type Discriminant = Discriminant;

    fn discriminant(&self) -> Discriminant {
        match self {
            MlirNode::Op(o) => Discriminant::Op(o.name),
            MlirNode::Result { index, .. } => Discriminant::Result(*index),
            MlirNode::Leaf { value, .. } => Discriminant::Leaf(*value),
        }
    }

    fn matches(&self, other: &Self) -> bool {
        match (self, other) {
            (MlirNode::Op(a), MlirNode::Op(b)) => {
                a.name == b.name
                    && a.props == b.props
                    && a.attrs == b.attrs
                    && a.types == b.types
                    && a.regions == b.regions
                    && a.children.len() == b.children.len()
            }
            (MlirNode::Result { index: a, .. }, MlirNode::Result { index: b, .. }) => a == b,
            (MlirNode::Leaf { value: a, .. }, MlirNode::Leaf { value: b, .. }) => a == b,
            _ => false,
        }
    }

    fn children(&self) -> &[Id] {
        match self {
            MlirNode::Op(o) => &o.children,
            MlirNode::Result { tuple, .. } => tuple,
            MlirNode::Leaf { .. } => &[],
        }
    }

    fn children_mut(&mut self) -> &mut [Id] {
        match self {
            MlirNode::Op(o) => &mut o.children,
            MlirNode::Result { tuple, .. } => tuple,
            MlirNode::Leaf { .. } => &mut [],
        }
    }
}

/// Interned result-type lists, shared by the import, the rewrites and the
/// analysis.
#[derive(Debug, Default)]
pub struct TypeLists {
    set: indexmap::IndexSet<Vec<Type>>,
    /// One-type lists by their type's index (the common case, without
    /// hashing); `u32::MAX` when not interned yet.
    single: Vec<u32>,
    /// The length of each list (the number of results rules ask for).
    lens: Vec<u32>,
}

impl TypeLists {
    /// The id of a list (interned on first use).
    #[inline]
    pub fn intern(&mut self, tys: &[Type]) -> TypesId {
        if let [t] = tys {
            let i = t.0 as usize;
            if let Some(&id) = self.single.get(i).filter(|&&id| id != u32::MAX) {
                return TypesId(id);
            }
            let id = self.insert(tys);
            if self.single.len() <= i {
                self.single.resize(i + 1, u32::MAX);
            }
            self.single[i] = id;
            return TypesId(id);
        }
        if let Some(i) = self.set.get_index_of(tys) {
            return TypesId(i as u32);
        }
        TypesId(self.insert(tys))
    }

    /// Adds a list that is not interned yet.
    fn insert(&mut self, tys: &[Type]) -> u32 {
        let id = self.set.insert_full(tys.to_vec()).0 as u32;
        self.lens.push(tys.len() as u32);
        id
    }

    /// The length of the list of an id.
    #[inline]
    pub fn len(&self, id: TypesId) -> usize {
        self.lens[id.0 as usize] as usize
    }
    /// The list of an id.
    pub fn get(&self, id: TypesId) -> &[Type] {
        &self.set[id.0 as usize]
    }
}

/// The type-list interner shared by the import, the rewrites and the
/// analysis.
#[derive(Debug, Default)]
pub struct SharedTypes(std::cell::RefCell<TypeLists>);

impl SharedTypes {
    /// The interner, to read.
    #[inline]
    pub fn borrow(&self) -> std::cell::Ref<'_, TypeLists> {
        self.0.borrow()
    }

    /// The interner, to intern into.
    #[inline]
    pub fn borrow_mut(&self) -> std::cell::RefMut<'_, TypeLists> {
        self.0.borrow_mut()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::BuildHasher;

    fn op(name: u32, props: Option<u32>, kids: &[usize]) -> MlirNode {
        MlirNode::Op(OpNode {
            name: OpName(name),
            props: props.map(Attr).into(),
            attrs: Attr(7),
            types: TypesId(3),
            regions: Opt32::NONE,
            constant: Opt32::NONE,
            children: kids.iter().map(|&k| Id::from(k)).collect(),
        })
    }

    /// Two projections and two leaves that differ in one field.
    fn non_ops() -> [MlirNode; 4] {
        let result = |index| MlirNode::Result {
            index,
            tuple: [Id::from(1usize)],
        };
        let leaf = |ty| MlirNode::Leaf {
            value: 1,
            ty: Type(ty),
        };
        [result(0), result(1), leaf(1), leaf(2)]
    }

    /// Nodes that differ in one field, one child or their number of
    /// children hash differently (every part of a node is hashed), and
    /// equal nodes the same.
    #[test]
    fn every_part_of_a_node_is_hashed() {
        let h = |n: &MlirNode| rustc_hash::FxBuildHasher.hash_one(n);
        let mut nodes = vec![op(1, None, &[]), op(2, None, &[]), op(1, Some(0), &[])];
        for len in 1..7 {
            let kids: Vec<usize> = (0..len).collect();
            nodes.push(op(1, None, &kids));
            for i in 0..len {
                let mut other = kids.clone();
                other[i] += 100;
                nodes.push(op(1, None, &other));
            }
        }
        nodes.extend(non_ops());
        let mut hashes: Vec<u64> = nodes.iter().map(h).collect();
        assert!(nodes.iter().all(|n| h(n) == h(&n.clone())));
        hashes.sort_unstable();
        hashes.dedup();
        assert_eq!(hashes.len(), nodes.len());
    }

    /// Nodes order as their fields did as `Option`s and `SmallVec`s (egg
    /// sorts class node lists by `Ord`: the order decides enumeration
    /// order), variant by variant.
    #[test]
    fn nodes_order_as_their_fields() {
        type Key = (u32, Option<u32>, u32, Option<u32>, Option<u32>, Vec<usize>);
        let key = |n: &MlirNode| -> (u8, Key) {
            match n {
                MlirNode::Op(o) => {
                    let kids = o.children.iter().map(|&c| usize::from(c)).collect();
                    let opt = |x: Option<u32>| x;
                    (
                        0,
                        (
                            o.name.0,
                            opt(o.props.get().map(|a| a.0)),
                            o.types.0,
                            opt(o.regions.get().map(|r| r.0)),
                            opt(o.constant.get().map(|a| a.0)),
                            kids,
                        ),
                    )
                }
                MlirNode::Result { index, tuple } => (
                    1,
                    (*index, None, 0, None, None, vec![usize::from(tuple[0])]),
                ),
                MlirNode::Leaf { value, ty } => (2, (*value, None, ty.0, None, None, vec![])),
            }
        };
        let mut nodes = Vec::new();
        for props in [None, Some(0), Some(5)] {
            for regions in [None, Some(0), Some(2)] {
                for constant in [None, Some(0), Some(3)] {
                    for kids in [&[][..], &[1], &[0, 2], &[1, 1, 1], &[1, 1, 1, 0], &[2]] {
                        let mut n = op(1, props, kids);
                        if let MlirNode::Op(o) = &mut n {
                            o.regions = regions.map(RegionKey).into();
                            o.constant = constant.map(Attr).into();
                        }
                        nodes.push(n);
                    }
                }
            }
        }
        nodes.extend(non_ops());
        for a in &nodes {
            for b in &nodes {
                assert_eq!(a.cmp(b), key(a).cmp(&key(b)), "{a:?} {b:?}");
            }
        }
    }
}
