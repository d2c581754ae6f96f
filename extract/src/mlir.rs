//! The extraction problem of an MLIR e-graph: classes in id order, their
//! nodes in the e-graph's order, costs from a [`CostModel`], and the root
//! classes of the import plan.

use crate::cost::CostModel;
use crate::graph::{Choice, ExtractGraph, GraphBuilder};
use egg::{Id, Language};
use patsat_egraph::{EqsatGraph, MlirNode};
use patsat_ir::{Context, Type};
use std::sync::Arc;

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
        let first_type = |c: Id| -> Option<Type> { types.get(eg[c].data.types).first().copied() };
        let mut b = GraphBuilder::new(class_ids.len() as u32);
        let mut nodes = Vec::new();
        let mut operand_types: Vec<Type> = Vec::new();
        // (Op names by number, each made once: e-graphs have many nodes
        // of few ops.)
        let mut names: Vec<Option<Arc<str>>> = Vec::new();
        let uses_benefit = cost.uses_benefit();
        for (ci, &c) in class_ids.iter().enumerate() {
            for n in &eg[c].nodes {
                let children = (n.children().iter()).map(|&d| index_of[usize::from(eg.find(d))]);
                let (cst, op) = match n {
                    MlirNode::Op(o) => {
                        operand_types.clear();
                        (operand_types)
                            .extend(o.children.iter().filter_map(|&d| first_type(eg.find(d))));
                        let benefit = match uses_benefit {
                            true => index.info(n).map_or(0, |i| i.benefit),
                            false => 0,
                        };
                        let c = cost.op_cost(ctx, o, &operand_types, types.get(o.types), benefit);
                        let i = o.name.0 as usize;
                        if names.len() <= i {
                            names.resize(i + 1, None);
                        }
                        let name = names[i].get_or_insert_with(|| ctx.op_name_str(o.name).into());
                        (c, Arc::clone(name))
                    }
                    MlirNode::Result { index, .. } => (0.0, format!("result {}", index).into()),
                    MlirNode::Leaf { value, .. } => (0.0, format!("value {}", value).into()),
                };
                b.node(ci as u32, cst, children, op);
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
