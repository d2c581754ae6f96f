//! The e-class analysis: every class knows its result type(s) and, when it
//! holds a `ConstantLike` op, the constant. Merging two classes whose types
//! or constants differ is a pattern bug (a replacement of another type):
//! it is recorded as a conflict and reported after the run, never ignored.

use crate::lang::{MlirNode, SharedTypes, TypesId};
use egg::{Analysis, DidMerge, EGraph};
use patsat_ir::Attr;
use std::rc::Rc;

/// What a class knows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassData {
    /// The types of the class: one for a value, all results for a tuple.
    pub types: TypesId,
    /// The constant of a `ConstantLike` op in the class.
    pub constant: Option<Attr>,
    /// Per node of the class (in the class's node order after the last
    /// rebuild), three stripes one after the other: its stamp, its birth
    /// and its first location (see [`ClassData::stamps`],
    /// [`ClassData::born`], [`ClassData::first_locs`]). Written by the
    /// node index's settle after each rebuild, so matching reads them
    /// without hashing. (In place for classes of up to two nodes: a
    /// rewrite's new node is a class of its own until it merges.)
    pub per_node: PerNode,
    /// The highest of the stamps (a search skipping nodes up to a stamp
    /// skips the whole class when it is at most that).
    pub newest: u32,
    /// Whether the class holds a result projection (its defining ops are
    /// then also those of the tuple class).
    pub projections: bool,
}

/// Per node of a class, three stripes of numbers (see
/// [`ClassData::per_node`]).
pub type PerNode = smallvec::SmallVec<[u32; 6]>;

/// A node's first location in [`ClassData::first_locs`] when it has none.
pub const NO_LOC: u32 = u32::MAX;

impl ClassData {
    /// Data of a new class of these types and constant (stamps written at
    /// the next settle).
    fn new(types: TypesId, constant: Option<Attr>, projections: bool) -> Self {
        ClassData {
            types,
            constant,
            per_node: PerNode::new(),
            newest: 0,
            projections,
        }
    }

    /// The number of nodes the stripes describe.
    #[inline(always)]
    fn stripe(&self) -> usize {
        self.per_node.len() / 3
    }

    /// Per node: the iteration before whose search it first appeared in
    /// the class (see [`crate::index`]).
    #[inline(always)]
    pub fn stamps(&self) -> &[u32] {
        &self.per_node[..self.stripe()]
    }

    /// Per node: the iteration before whose search the node first existed
    /// with these children, in any class (a node whose class merged into
    /// another keeps it; see [`crate::index`]).
    #[inline(always)]
    pub fn born(&self) -> &[u32] {
        let n = self.stripe();
        &self.per_node[n..2 * n]
    }

    /// Per node: its first location ([`NO_LOC`] for none), as the node
    /// index's facts give it.
    #[inline(always)]
    pub fn first_locs(&self) -> &[u32] {
        let n = self.stripe();
        &self.per_node[2 * n..]
    }

    /// Sets the first location of node `pos`.
    pub(crate) fn set_first_loc(&mut self, pos: usize, loc: u32) {
        let n = self.stripe();
        if pos < n {
            self.per_node[2 * n + pos] = loc;
        }
    }
}

/// The analysis: shares the type-list interner with the import and the
/// rewrites.
#[derive(Debug, Default)]
pub struct MlirAnalysis {
    /// Interned result-type lists.
    pub types: Rc<SharedTypes>,
    /// Merges of classes with different types or constants, in order.
    pub conflicts: Vec<String>,
    /// The live nodes with their classes, stamps, locations, benefits and
    /// provenance.
    pub index: crate::index::NodeIndex,
}

/// The e-graph eqsat mode runs on.
pub type MlirEGraph = EGraph<MlirNode, MlirAnalysis>;

impl Analysis<MlirNode> for MlirAnalysis {
    type Data = ClassData;

    fn make(egraph: &mut MlirEGraph, enode: &MlirNode) -> ClassData {
        match enode {
            MlirNode::Op(o) => ClassData::new(o.types, o.constant.get(), false),
            MlirNode::Result { index, tuple } => {
                let mut lists = egraph.analysis.types.borrow_mut();
                let tuple_types = egraph[tuple[0]].data.types;
                let ty = lists.get(tuple_types).get(*index as usize).copied();
                let types = match ty {
                    Some(t) => lists.intern(&[t]),
                    None => lists.intern(&[]),
                };
                ClassData::new(types, None, true)
            }
            MlirNode::Leaf { ty, .. } => {
                let types = egraph.analysis.types.borrow_mut().intern(&[*ty]);
                ClassData::new(types, None, false)
            }
        }
    }

    /// Called by egg for every class it makes and every class another
    /// merges into: the next settle of the node index visits it.
    fn modify(egraph: &mut MlirEGraph, id: egg::Id) {
        egraph.analysis.index.touch(id);
    }

    /// (Also tells the node index that two classes merged.)
    fn merge(&mut self, a: &mut ClassData, b: ClassData) -> DidMerge {
        self.index.note_merge();
        if a.types != b.types {
            self.conflicts.push(format!(
                "two equal values have different types (type lists #{} and #{})",
                a.types.0, b.types.0
            ));
        }
        match (a.constant, b.constant) {
            (None, Some(c)) => {
                a.constant = Some(c);
                DidMerge(true, false)
            }
            (Some(x), Some(y)) if x != y => {
                self.conflicts.push(format!(
                    "two equal values are different constants (attributes #{} and #{})",
                    x.0, y.0
                ));
                DidMerge(false, true)
            }
            (Some(_), None) => DidMerge(false, true),
            _ => DidMerge(false, false),
        }
    }
}
