//! The classes of a clean e-graph by id, in constant time. egg keeps its
//! classes in a hash map; rules read a class for every operand they
//! follow and every type they ask for, so a search pass over a clean
//! e-graph first lays the classes out by id.

use crate::analysis::{ClassData, MlirEGraph};
use crate::lang::{MlirNode, TypesId};
use egg::{EClass, Id};

/// A class of the e-graph.
pub type Class = EClass<MlirNode, ClassData>;

/// The classes of a clean e-graph, by id.
pub struct Classes<'g> {
    /// The e-graph.
    pub egraph: &'g MlirEGraph,
    dense: Vec<Option<&'g Class>>,
    /// The type list of each class (what rules ask most).
    types: Vec<TypesId>,
}

impl<'g> Classes<'g> {
    /// Lays out the classes of `egraph` (which must stay unchanged while
    /// the table lives).
    pub fn new(egraph: &'g MlirEGraph) -> Self {
        let max = (egraph.classes().map(|c| usize::from(c.id)))
            .max()
            .map_or(0, |m| m + 1);
        let mut dense = vec![None; max];
        let mut types = vec![TypesId(u32::MAX); max];
        for c in egraph.classes() {
            dense[usize::from(c.id)] = Some(c);
            types[usize::from(c.id)] = c.data.types;
        }
        Classes {
            egraph,
            dense,
            types,
        }
    }

    /// The class of `id` (any id of it).
    pub fn get(&self, id: Id) -> &'g Class {
        let id = self.egraph.find(id);
        match self.dense.get(usize::from(id)) {
            Some(Some(c)) => c,
            _ => &self.egraph[id],
        }
    }

    /// The type list of the class of `id`.
    pub fn types(&self, id: Id) -> TypesId {
        let id = self.egraph.find(id);
        match self.types.get(usize::from(id)) {
            Some(&t) if t.0 != u32::MAX => t,
            _ => self.egraph[id].data.types,
        }
    }
}
