//! What the e-graph remembers about e-nodes besides their structure: the
//! locations of the ops they stand for, the highest benefit of the
//! rewrites that produced them, and the first rule that did (provenance).
//! Kept beside the e-graph (a node's location must not split classes), in
//! the live-node table ([`crate::index`]); [`NodeInfos`] is that table's
//! facts keyed by canonical nodes, as extraction reads them.

use crate::compact::{Few, Opt32};
use crate::lang::MlirNode;
use patsat_ir::Attr;

/// Locations of a node (up to three inline).
pub type Locs = Few<Attr>;

/// What is known about one e-node (24 bytes: a node index holds one per
/// live node).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NodeInfo {
    /// The locations of the ops the node stands for (fused on rebuild).
    pub locs: Locs,
    /// The highest benefit of the rewrites that produced the node (0 for
    /// nodes imported from the input).
    pub benefit: u16,
    /// The first rewrite rule (pattern index) that produced it, if any.
    pub rule: Opt32<u32>,
    /// Whether the node was imported from the input.
    pub imported: bool,
}

const _: () = assert!(std::mem::size_of::<NodeInfo>() <= 24);

impl NodeInfo {
    /// Merges the facts of an equal node (or of the same node produced
    /// again): locations joined, highest benefit, first rule.
    pub fn merge(&mut self, other: &NodeInfo) {
        for &l in &other.locs {
            if !self.locs.contains(&l) {
                self.locs.push(l);
            }
        }
        self.benefit = self.benefit.max(other.benefit);
        if self.rule.is_none() {
            self.rule = other.rule;
        }
        self.imported |= other.imported;
    }
}

/// The side table of node facts.
#[derive(Clone, Debug, Default)]
pub struct NodeInfos {
    map: indexmap::IndexMap<MlirNode, NodeInfo, fxhash::FxBuildHasher>,
}

impl NodeInfos {
    /// Records facts about a node (merged with what is known).
    pub fn note(&mut self, node: MlirNode, info: NodeInfo) {
        match self.map.get_mut(&node) {
            Some(e) => e.merge(&info),
            None => {
                self.map.insert(node, info);
            }
        }
    }

    /// The facts about a node (its children must be canonical if the table
    /// is).
    pub fn get(&self, node: &MlirNode) -> Option<&NodeInfo> {
        self.map.get(node)
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// Whether the table is empty.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }
}
