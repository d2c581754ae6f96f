//! Reading the `egraph-serialize` JSON format (the e-graphs of
//! extraction-gym) into an [`ExtractGraph`], keeping the file's order:
//! `serde_json`'s own map sorts keys, and the `egraph-serialize` crate
//! lists nodes in file order and classes in the order of their first node,
//! which decides ties in extractors that walk classes in order.

use crate::graph::{ExtractGraph, GraphBuilder};
use fxhash::FxHashMap;
use serde::de::{Deserializer, MapAccess, Visitor};
use serde::Deserialize;

/// The parts of the file extraction reads (`comment`, `class_data` and
/// unknown keys are ignored).
#[derive(Deserialize)]
pub(crate) struct SerializedFile {
    nodes: OrderedNodes,
    #[serde(default)]
    root_eclasses: Vec<String>,
}

#[derive(Deserialize)]
struct RawNode {
    #[serde(default)]
    op: String,
    #[serde(default)]
    children: Vec<String>,
    eclass: String,
    #[serde(default = "unit_cost")]
    cost: f64,
}

fn unit_cost() -> f64 {
    1.0
}

/// The `nodes` object as a list of (id, node) in file order.
struct OrderedNodes(Vec<(String, RawNode)>);

impl<'de> Deserialize<'de> for OrderedNodes {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = OrderedNodes;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("an object of e-nodes")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut m: A) -> Result<OrderedNodes, A::Error> {
                let mut out = Vec::with_capacity(m.size_hint().unwrap_or(0));
                while let Some(entry) = m.next_entry::<String, RawNode>()? {
                    out.push(entry);
                }
                Ok(OrderedNodes(out))
            }
        }
        d.deserialize_map(V)
    }
}

/// The rank of each name in sorted order.
fn ranks(names: &[&str]) -> Vec<u32> {
    let mut order: Vec<u32> = (0..names.len() as u32).collect();
    order.sort_unstable_by_key(|&i| names[i as usize]);
    let mut rank = vec![0; names.len()];
    for (r, &i) in order.iter().enumerate() {
        rank[i as usize] = r as u32;
    }
    rank
}

impl SerializedFile {
    /// The extraction problem: nodes in file order, classes in the order
    /// of their first node. Errors name an unknown child or root, or a
    /// node id given twice.
    pub(crate) fn into_graph(self) -> Result<ExtractGraph, String> {
        let nodes = &self.nodes.0;
        let mut node_index: FxHashMap<&str, u32> = FxHashMap::default();
        let mut class_index: FxHashMap<&str, u32> = FxHashMap::default();
        let mut class_names: Vec<&str> = Vec::new();
        let mut node_class = Vec::with_capacity(nodes.len());
        for (i, (id, n)) in nodes.iter().enumerate() {
            if node_index.insert(id, i as u32).is_some() {
                return Err(format!("node `{}` is given twice", id));
            }
            let next = class_names.len() as u32;
            let c = *class_index.entry(&n.eclass).or_insert(next);
            if c == next {
                class_names.push(&n.eclass);
            }
            node_class.push(c);
        }
        let mut b = GraphBuilder::new(class_names.len() as u32);
        for (i, (_, n)) in nodes.iter().enumerate() {
            let children = n
                .children
                .iter()
                .map(|ch| {
                    node_index
                        .get(ch.as_str())
                        .map(|&k| node_class[k as usize])
                        .ok_or_else(|| format!("unknown child node `{}`", ch))
                })
                .collect::<Result<Vec<_>, _>>()?;
            b.node(node_class[i], n.cost, children, n.op.as_str().into());
        }
        for r in &self.root_eclasses {
            let c = *class_index
                .get(r.as_str())
                .ok_or_else(|| format!("root class `{}` has no node", r))?;
            b.root(c);
        }
        let mut g = b.finish();
        g.class_rank = ranks(&class_names);
        let node_names: Vec<&str> = nodes.iter().map(|(id, _)| id.as_str()).collect();
        g.node_rank = ranks(&node_names);
        Ok(g)
    }
}
