//! The extraction problem of an MLIR e-graph: classes in id order, their
//! nodes in the e-graph's order, costs from a [`CostModel`], and the root
//! classes of the import plan.

use crate::cost::CostModel;
use crate::graph::{Choice, ExtractGraph, GraphBuilder};
use egg::{Id, Language};
use patsat_egraph::{EqsatGraph, MlirNode};
use patsat_ir::{Context, Type};

/// An MLIR e-graph as an extraction problem.
#[derive(Debug)]
pub struct MlirProblem {
    /// The problem.
    pub graph: ExtractGraph,
    /// The e-class of each class index.
    pub class_ids: Vec<Id>,
    /// The e-node of each node index.
    pub nodes: Vec<MlirNode>,
    index_of: Vec<u32>,
}

/// `what index` written into `label` (a projection's or a leaf's op
/// name).
fn label_of<'a>(label: &'a mut String, what: &str, index: u32) -> &'a str {
    use std::fmt::Write;
    label.clear();
    // (Writing to a `String` does not fail.)
    let _ = write!(label, "{what} {index}");
    label
}

impl MlirProblem {
    /// Builds the problem (the e-graph must be clean).
    pub fn new(g: &EqsatGraph, ctx: &Context, cost: &dyn CostModel) -> MlirProblem {
        let eg = &g.egraph;
        let mut class_ids: Vec<Id> = eg.classes().map(|c| c.id).collect();
        class_ids.sort();
        let max = class_ids.last().map_or(0, |&i| usize::from(i) + 1);
        let mut index_of = vec![u32::MAX; max];
        for (i, &c) in class_ids.iter().enumerate() {
            index_of[usize::from(c)] = i as u32;
        }
        let index = &eg.analysis.index;
        let types = g.types.borrow();
        // (Per class index: its first result type, what an op using it
        // sees as that operand's type; read once per class, not once per
        // use.)
        let first_type: Vec<Option<Type>> = (class_ids.iter())
            .map(|&c| types.get(eg[c].data.types).first().copied())
            .collect();
        let mut b = GraphBuilder::new(class_ids.len() as u32);
        let num_nodes = eg.total_size();
        let mut nodes = Vec::with_capacity(num_nodes);
        b.reserve(num_nodes, 2 * num_nodes);
        let mut operand_types: Vec<Type> = Vec::new();
        let mut children: Vec<u32> = Vec::new();
        let mut label = String::new();
        let uses_benefit = cost.uses_benefit();
        for (ci, &c) in class_ids.iter().enumerate() {
            for n in &eg[c].nodes {
                children.clear();
                (children)
                    .extend((n.children().iter()).map(|&d| index_of[usize::from(eg.find(d))]));
                let (cst, name) = match n {
                    MlirNode::Op(o) => {
                        operand_types.clear();
                        (operand_types)
                            .extend(children.iter().filter_map(|&d| first_type[d as usize]));
                        let benefit = match uses_benefit {
                            true => index.info(n).map_or(0, |i| i.benefit),
                            false => 0,
                        };
                        let c = cost.op_cost(ctx, o, &operand_types, types.get(o.types), benefit);
                        (c, ctx.op_name_str(o.name))
                    }
                    MlirNode::Result { index, .. } => (0.0, label_of(&mut label, "result", *index)),
                    MlirNode::Leaf { value, .. } => (0.0, label_of(&mut label, "value", *value)),
                };
                b.node(ci as u32, cst, children.iter().copied(), name);
                nodes.push(n.clone());
            }
        }
        let mut seen = vec![false; class_ids.len()];
        for r in g.root_classes() {
            let i = index_of[usize::from(eg.find(r))];
            if !seen[i as usize] {
                seen[i as usize] = true;
                b.root(i);
            }
        }
        drop(types);
        MlirProblem {
            graph: b.finish(),
            class_ids,
            nodes,
            index_of,
        }
    }

    /// The class index of an e-class.
    pub fn index(&self, c: Id) -> u32 {
        self.index_of[usize::from(c)]
    }

    /// The chosen e-node of an e-class.
    pub fn chosen<'a>(&'a self, choice: &Choice, c: Id) -> Option<&'a MlirNode> {
        let i = *self.index_of.get(usize::from(c))?;
        choice
            .get(i as usize)
            .copied()
            .flatten()
            .map(|n| &self.nodes[n as usize])
    }
}
