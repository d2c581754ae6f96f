//! The extraction problem, independent of where the e-graph comes from:
//! classes, nodes with a cost and child classes, and roots, in flat arrays.
//! Built from an MLIR e-graph with a cost model ([`crate::mlir`]) or read
//! from the `egraph-serialize` JSON that extraction-gym uses
//! ([`ExtractGraph::from_serialized_json`]).
//!
//! A *choice* picks one node per class ([`Choice`]); only the classes
//! reachable from the roots matter. Its *tree cost* counts a node once per
//! use, its *DAG cost* once per class.

/// A class index.
pub type ClassIdx = u32;
/// A node index.
pub type NodeIdx = u32;

/// The extraction problem.
#[derive(Clone, Debug, Default)]
pub struct ExtractGraph {
    /// Per node: its class.
    pub node_class: Vec<ClassIdx>,
    /// Per node: its cost.
    pub node_cost: Vec<f64>,
    /// Children of node `n`: `children[child_start[n]..child_start[n + 1]]`
    /// (class indices).
    pub children: Vec<ClassIdx>,
    /// See `children`.
    pub child_start: Vec<u32>,
    /// Nodes of class `c`: `class_nodes[class_start[c]..class_start[c + 1]]`.
    pub class_nodes: Vec<NodeIdx>,
    /// See `class_nodes`.
    pub class_start: Vec<u32>,
    /// The root classes.
    pub roots: Vec<ClassIdx>,
    /// Per node: its op name (for reports and DOT dumps), as an index
    /// into `op_names` ([`ExtractGraph::op_name`]).
    pub node_op: Vec<u32>,
    /// The distinct op names of the nodes.
    pub op_names: Vec<String>,
    /// Per class: its rank in the sorted order of the class ids of the
    /// file it was read from (empty: the index is the rank). Extractors
    /// that break ties by id, as extraction-gym's do, use it.
    pub class_rank: Vec<u32>,
    /// Per node: its rank in the sorted order of the node ids (empty: the
    /// index is the rank).
    pub node_rank: Vec<u32>,
}

/// For each class, the nodes having it as a child, once per occurrence
/// among their children ([`ExtractGraph::parents`]).
#[derive(Clone, Debug)]
pub struct Parents {
    start: Vec<u32>,
    nodes: Vec<NodeIdx>,
}

impl Parents {
    /// For each class, the nodes among `nodes` having it as a child (once
    /// per occurrence), each list in the reverse order of `nodes`.
    pub fn of_nodes(g: &ExtractGraph, nodes: impl Iterator<Item = NodeIdx> + Clone) -> Parents {
        // Occurrences per class, then (prefix sums) where each class's
        // list ends; filled from the end, which leaves `start[c]` at its
        // start.
        let mut start = vec![0u32; g.num_classes() + 1];
        for n in nodes.clone() {
            for &d in g.node_children(n) {
                start[d as usize] += 1;
            }
        }
        let mut total = 0u32;
        for s in start.iter_mut() {
            total += *s;
            *s = total;
        }
        let mut list = vec![0 as NodeIdx; total as usize];
        for n in nodes {
            for &d in g.node_children(n) {
                start[d as usize] -= 1;
                list[start[d as usize] as usize] = n;
            }
        }
        Parents { start, nodes: list }
    }
    /// The number of links.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }
    /// Whether there is no link.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }
    /// The nodes having class `c` as a child.
    pub fn of(&self, c: ClassIdx) -> &[NodeIdx] {
        &self.nodes[self.start[c as usize] as usize..self.start[c as usize + 1] as usize]
    }
}

/// One node per class (`None`: the class is not chosen).
pub type Choice = Vec<Option<NodeIdx>>;

/// Builds an [`ExtractGraph`] node by node.
#[derive(Debug)]
pub struct GraphBuilder {
    /// The graph so far (nodes, children, roots; no class lists yet).
    g: ExtractGraph,
    num_classes: u32,
    /// The index of each op name in `g.op_names` (an e-graph has few
    /// distinct names and many nodes).
    op_index: fxhash::FxHashMap<String, u32>,
}

impl GraphBuilder {
    /// An empty builder with `num_classes` classes.
    pub fn new(num_classes: u32) -> Self {
        let mut g = ExtractGraph::default();
        g.child_start.push(0);
        GraphBuilder {
            g,
            num_classes,
            op_index: Default::default(),
        }
    }
    /// Makes room for `nodes` more nodes with `children` children in all.
    pub fn reserve(&mut self, nodes: usize, children: usize) {
        let g = &mut self.g;
        g.node_class.reserve(nodes);
        g.node_cost.reserve(nodes);
        g.child_start.reserve(nodes);
        g.node_op.reserve(nodes);
        g.children.reserve(children);
    }
    /// Adds a node.
    pub fn node(
        &mut self,
        class: ClassIdx,
        cost: f64,
        children: impl IntoIterator<Item = ClassIdx>,
        op: &str,
    ) {
        let g = &mut self.g;
        g.node_class.push(class);
        g.node_cost.push(cost);
        g.children.extend(children);
        g.child_start.push(g.children.len() as u32);
        // (Nodes of a class mostly share their op: the last one's name
        // first.)
        let last = g.node_op.last().copied();
        let k = match last.filter(|&k| g.op_names[k as usize] == op) {
            Some(k) => k,
            None => match self.op_index.get(op) {
                Some(&k) => k,
                None => {
                    let k = g.op_names.len() as u32;
                    g.op_names.push(op.to_string());
                    self.op_index.insert(op.to_string(), k);
                    k
                }
            },
        };
        g.node_op.push(k);
    }
    /// Adds a root class.
    pub fn root(&mut self, class: ClassIdx) {
        self.g.roots.push(class);
    }
    /// The graph.
    pub fn finish(self) -> ExtractGraph {
        let mut g = self.g;
        // Nodes of each class in node order (a counting sort by class).
        let mut start = vec![0u32; self.num_classes as usize + 1];
        for &c in &g.node_class {
            start[c as usize + 1] += 1;
        }
        for c in 0..self.num_classes as usize {
            start[c + 1] += start[c];
        }
        let mut next = start.clone();
        g.class_nodes = vec![0; g.node_class.len()];
        for (n, &c) in g.node_class.iter().enumerate() {
            g.class_nodes[next[c as usize] as usize] = n as NodeIdx;
            next[c as usize] += 1;
        }
        g.class_start = start;
        g
    }
}

impl ExtractGraph {
    /// The op name of node `n`.
    pub fn op_name(&self, n: NodeIdx) -> &str {
        &self.op_names[self.node_op[n as usize] as usize]
    }
    /// Number of classes.
    pub fn num_classes(&self) -> usize {
        self.class_start.len() - 1
    }
    /// Number of nodes.
    pub fn num_nodes(&self) -> usize {
        self.node_class.len()
    }
    /// The child classes of a node.
    pub fn node_children(&self, n: NodeIdx) -> &[ClassIdx] {
        &self.children
            [self.child_start[n as usize] as usize..self.child_start[n as usize + 1] as usize]
    }
    /// The nodes of a class.
    pub fn nodes_of(&self, c: ClassIdx) -> &[NodeIdx] {
        &self.class_nodes
            [self.class_start[c as usize] as usize..self.class_start[c as usize + 1] as usize]
    }
    /// For each class, the nodes having it as a child (a node once per
    /// occurrence of the class among its children).
    pub fn parents(&self) -> Parents {
        // (Nodes last to first: each list then in ascending node order.)
        Parents::of_nodes(self, (0..self.num_nodes() as NodeIdx).rev())
    }

    /// Reads the `egraph-serialize` JSON format: `nodes` (id → `op`,
    /// `children` (node ids, standing for their classes), `eclass`,
    /// `cost`) and `root_eclasses`. Nodes are numbered in file order and
    /// classes in the order of their first node, as the `egraph-serialize`
    /// crate's insertion-ordered maps list them (so extractors that walk
    /// classes in order see them as extraction-gym's do);
    /// [`ExtractGraph::class_rank`] and [`ExtractGraph::node_rank`] keep
    /// the sorted order of the ids.
    pub fn from_serialized_json(text: &str) -> Result<ExtractGraph, String> {
        let file: crate::serialized::SerializedFile =
            serde_json::from_str(text).map_err(|e| e.to_string())?;
        file.into_graph()
    }

    /// The classes reachable from the roots under `choice`, children before
    /// parents; `Err` names a class on a cycle or without a choice.
    pub fn topo_order(&self, choice: &Choice) -> Result<Vec<ClassIdx>, String> {
        // 0 = unseen, 1 = on stack, 2 = done.
        let mut state = vec![0u8; self.num_classes()];
        let mut order = Vec::new();
        let mut stack: Vec<(ClassIdx, usize)> = Vec::new();
        for &r in &self.roots {
            if state[r as usize] != 0 {
                continue;
            }
            stack.push((r, 0));
            state[r as usize] = 1;
            while let Some(&mut (c, ref mut k)) = stack.last_mut() {
                let n = choice[c as usize].ok_or_else(|| format!("class {} has no choice", c))?;
                let ch = self.node_children(n);
                if *k < ch.len() {
                    let d = ch[*k];
                    *k += 1;
                    match state[d as usize] {
                        0 => {
                            state[d as usize] = 1;
                            stack.push((d, 0));
                        }
                        1 => return Err(format!("class {} is on a cycle", d)),
                        _ => {}
                    }
                } else {
                    state[c as usize] = 2;
                    order.push(c);
                    stack.pop();
                }
            }
        }
        Ok(order)
    }

    /// A topological rank of a choice over every class that has one: each
    /// chosen node's children rank below its class (classes without a
    /// choice rank `u32::MAX`); `None` if the chosen nodes form a cycle.
    pub fn choice_rank(&self, choice: &Choice) -> Option<Vec<u32>> {
        const UNSEEN: u32 = u32::MAX;
        const ON_STACK: u32 = u32::MAX - 1;
        let mut rank = vec![UNSEEN; self.num_classes()];
        let mut next = 0u32;
        let mut stack: Vec<(ClassIdx, usize)> = Vec::new();
        for start in 0..self.num_classes() as ClassIdx {
            if rank[start as usize] != UNSEEN || choice[start as usize].is_none() {
                continue;
            }
            rank[start as usize] = ON_STACK;
            stack.push((start, 0));
            while let Some(&mut (c, ref mut k)) = stack.last_mut() {
                let ch = self.node_children(choice[c as usize].expect("on the stack"));
                if let Some(&d) = ch.get(*k) {
                    *k += 1;
                    match rank[d as usize] {
                        ON_STACK => return None,
                        UNSEEN if choice[d as usize].is_some() => {
                            rank[d as usize] = ON_STACK;
                            stack.push((d, 0));
                        }
                        _ => {}
                    }
                } else {
                    rank[c as usize] = next;
                    next += 1;
                    stack.pop();
                }
            }
        }
        Some(rank)
    }

    /// Whether the chosen nodes of all classes are free of cycles.
    pub fn is_acyclic(&self, choice: &Choice) -> bool {
        self.choice_rank(choice).is_some()
    }

    /// The DAG cost of a choice: each reachable class's node counted once.
    pub fn dag_cost(&self, choice: &Choice) -> Result<f64, String> {
        let order = self.topo_order(choice)?;
        Ok(order
            .iter()
            .map(|&c| self.node_cost[choice[c as usize].unwrap() as usize])
            .sum())
    }

    /// The tree cost of a choice: a node counted once per use (summed over
    /// the roots).
    pub fn tree_cost(&self, choice: &Choice) -> Result<f64, String> {
        let order = self.topo_order(choice)?;
        let mut cost = vec![0.0f64; self.num_classes()];
        for &c in &order {
            let n = choice[c as usize].unwrap();
            cost[c as usize] = self.node_cost[n as usize]
                + self
                    .node_children(n)
                    .iter()
                    .map(|&d| cost[d as usize])
                    .sum::<f64>();
        }
        Ok(self.roots.iter().map(|&r| cost[r as usize]).sum())
    }
}

impl ExtractGraph {
    /// The graph in the `egraph-serialize` JSON format extraction-gym
    /// reads: node `nN` of class `cC`, children named by the first node of
    /// their class.
    pub fn to_serialized_json(&self) -> String {
        let mut s = String::from("{\n  \"nodes\": {\n");
        for n in 0..self.num_nodes() as NodeIdx {
            let children: Vec<String> = self
                .node_children(n)
                .iter()
                .map(|&c| format!("\"n{}\"", self.nodes_of(c).first().copied().unwrap_or(0)))
                .collect();
            let cost = self.node_cost[n as usize];
            s += &format!(
                "    \"n{}\": {{\"op\": {}, \"children\": [{}], \"eclass\": \"c{}\", \"cost\": {}}}{}\n",
                n,
                serde_json::Value::String(self.op_name(n).to_string()),
                children.join(", "),
                self.node_class[n as usize],
                if cost.is_finite() { format!("{:?}", cost) } else { "1e300".into() },
                if (n as usize) + 1 < self.num_nodes() { "," } else { "" }
            );
        }
        let roots: Vec<String> = self.roots.iter().map(|r| format!("\"c{}\"", r)).collect();
        s += &format!("  }},\n  \"root_eclasses\": [{}]\n}}\n", roots.join(", "));
        s
    }

    /// The graph in Graphviz DOT: one cluster per class, an edge from each
    /// node to each child class.
    pub fn to_dot(&self) -> String {
        let mut s = String::from("digraph egraph {\n  compound=true;\n  node [shape=box];\n");
        for c in 0..self.num_classes() as ClassIdx {
            s += &format!(
                "  subgraph cluster_{} {{\n    style=dotted; label=\"c{}\";\n",
                c, c
            );
            for &n in self.nodes_of(c) {
                let label = self.op_name(n).replace('\\', "\\\\").replace('"', "\\\"");
                s += &format!("    n{} [label=\"{}\"];\n", n, label);
            }
            s += "  }\n";
        }
        for n in 0..self.num_nodes() as NodeIdx {
            for &c in self.node_children(n) {
                if let Some(&t) = self.nodes_of(c).first() {
                    s += &format!("  n{} -> n{} [lhead=cluster_{}];\n", n, t, c);
                }
            }
        }
        s += "}\n";
        s
    }
}
