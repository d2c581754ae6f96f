//! The classes of a clean e-graph by id, in constant time. egg keeps its
//! classes in a hash map; rules read a class for every operand they
//! follow and every type they ask for, so a search pass over a clean
//! e-graph first lays the classes out by id.

use crate::analysis::{ClassData, MlirEGraph};
use crate::lang::{MlirNode, TypesId};
use egg::{EClass, Id};
use patsat_ir::Type;

/// A class of the e-graph.
pub type Class = EClass<MlirNode, ClassData>;

/// The classes of a clean e-graph, by id.
pub struct Classes<'g> {
    /// The e-graph.
    pub egraph: &'g MlirEGraph,
    dense: Vec<Option<&'g Class>>,
    /// The type list of each class (what rules ask most).
    types: Vec<TypesId>,
    /// The first type of each class ([`NO_TYPE`] when it has none).
    first: Vec<Type>,
    /// The number of types of each class.
    counts: Vec<u32>,
}

/// The first type of a class without types (or not laid out).
const NO_TYPE: Type = Type(u32::MAX);

impl<'g> Classes<'g> {
    /// Lays out the classes of `egraph` (which must stay unchanged while
    /// the table lives).
    pub fn new(egraph: &'g MlirEGraph) -> Self {
        let max = (egraph.classes().map(|c| usize::from(c.id)))
            .max()
            .map_or(0, |m| m + 1);
        let mut dense = vec![None; max];
        let mut types = vec![TypesId(u32::MAX); max];
        let mut first = vec![NO_TYPE; max];
        let mut counts = vec![u32::MAX; max];
        let lists = egraph.analysis.types.borrow();
        for c in egraph.classes() {
            dense[usize::from(c.id)] = Some(c);
            types[usize::from(c.id)] = c.data.types;
            first[usize::from(c.id)] = lists.get(c.data.types).first().copied().unwrap_or(NO_TYPE);
            counts[usize::from(c.id)] = lists.len(c.data.types) as u32;
        }
        Classes {
            egraph,
            dense,
            types,
            first,
            counts,
        }
    }

    /// Whether the canonical class `id` has the type list `types` and one
    /// type (an op node of it with these types has one result: the
    /// class).
    #[inline(always)]
    pub fn single_typed(&self, id: Id, types: TypesId) -> bool {
        let i = usize::from(id);
        match (self.types.get(i), self.counts.get(i)) {
            (Some(&t), Some(&n)) if t.0 != u32::MAX => t == types && n == 1,
            _ => self.types(id) == types && self.num_types(id) == 1,
        }
    }

    /// The number of types of the class `id`, which must be canonical (the
    /// number of results of each of its op nodes).
    #[inline]
    pub fn num_types(&self, id: Id) -> usize {
        match self.counts.get(usize::from(id)) {
            Some(&n) if n != u32::MAX => n as usize,
            _ => {
                let lists = self.egraph.analysis.types.borrow();
                lists.len(self.types(id))
            }
        }
    }

    /// The class of `id` (any id of it).
    #[inline]
    pub fn get(&self, id: Id) -> &'g Class {
        let id = self.egraph.find(id);
        match self.dense.get(usize::from(id)) {
            Some(Some(c)) => c,
            _ => &self.egraph[id],
        }
    }

    /// Starts loading class `id`'s header (where its node list and its
    /// data are): see [`Classes::prefetch_nodes`].
    #[inline]
    pub fn prefetch(&self, id: Id) {
        if let Some(Some(c)) = self.dense.get(usize::from(self.egraph.find(id))) {
            crate::memo::prefetch(*c);
            crate::memo::prefetch(&c.data);
        }
    }

    /// Starts loading the first nodes of class `id` and their stamps
    /// (read where its header is: prefetch it a while before with
    /// [`Classes::prefetch`]). A search walking root classes reads
    /// three lines per class, each from a list of its own.
    #[inline]
    pub fn prefetch_nodes(&self, id: Id) {
        if let Some(Some(c)) = self.dense.get(usize::from(self.egraph.find(id))) {
            prefetch_lists(c);
        }
    }

    /// The class `id`, which must be canonical.
    #[inline]
    pub fn get_canonical(&self, id: Id) -> &'g Class {
        debug_assert_eq!(self.egraph.find(id), id);
        match self.dense.get(usize::from(id)) {
            Some(Some(c)) => c,
            _ => &self.egraph[id],
        }
    }

    /// The first type of the class of `id`, which must be canonical (its
    /// only type for a value).
    #[inline]
    pub fn first_type(&self, id: Id) -> Option<Type> {
        match self.first.get(usize::from(id)) {
            Some(&t) if t != NO_TYPE => Some(t),
            _ => {
                let lists = self.egraph.analysis.types.borrow();
                lists.get(self.types(id)).first().copied()
            }
        }
    }

    /// The type list of the class of `id`.
    #[inline]
    pub fn types(&self, id: Id) -> TypesId {
        let id = self.egraph.find(id);
        match self.types.get(usize::from(id)) {
            Some(&t) if t.0 != u32::MAX => t,
            _ => self.egraph[id].data.types,
        }
    }
}

/// Starts loading the first nodes of class `c` and their stripes (lists
/// of their own, far from the class's header and from each other), for
/// walks over many classes: a search's root classes, a settle's changed
/// ones.
#[inline]
pub(crate) fn prefetch_lists(c: &Class) {
    if let Some(n) = c.nodes.first() {
        crate::memo::prefetch(n);
    }
    if let Some(s) = c.data.per_node.first() {
        crate::memo::prefetch(s);
    }
}
