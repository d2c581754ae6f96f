//! The order in which MLIR's PDL matcher records the matches of patterns
//! that hold on the same op, which decides ties between equal benefits
//! (`semantics/greedy.md` §11.3).
//!
//! MLIR lowers all PDL patterns of a set into one decision tree
//! (`PredicateTree.cpp`): every pattern is a list of predicates (a question
//! about a *position* of the payload, with the answer the pattern needs);
//! the distinct predicates are ordered by how many patterns share them,
//! and the patterns are pushed through the tree one after another in that
//! order. The matcher walks the tree depth first, each node's success
//! branch before its failure branch, and records a match at each pattern's
//! leaf. Whatever the op, two patterns that both match it are therefore
//! recorded in the order of their leaves in that walk. The compiler
//! records, next to each match program, the predicates MLIR would derive
//! (positions and questions interned in one [`Predicates`] table for the
//! set), and [`record_order`] rebuilds the tree and reads that order off.

use patsat_frontend::pattern::PdlType;
use patsat_ir::{Attr, Type};
use std::collections::HashMap;

/// An interned position.
pub(crate) type PosId = u32;
/// An interned question.
pub(crate) type QId = u32;

/// A type or a list of types (MLIR's `TypeAttr` or `ArrayAttr`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum TypeLit {
    One(Type),
    Many(Vec<Type>),
}

/// A place in the payload, relative to the root op (MLIR's `Position`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Position {
    /// An op: the root (no parent, depth 0), the defining op of an operand
    /// position, or the op of a `ForEach` position.
    Op {
        parent: Option<PosId>,
        depth: u32,
    },
    Operand(PosId, u32),
    OperandGroup(PosId, Option<u32>, bool),
    Attr(PosId, String),
    ConstraintResult(QId, u32),
    Result(PosId, u32),
    ResultGroup(PosId, Option<u32>, bool),
    Type(PosId),
    AttrLiteral(Attr),
    TypeLiteral(TypeLit),
    Users(PosId, bool),
    ForEach(PosId, u32),
    /// patsat's region positions (MLIR's PDL has none).
    Region(PosId, u32),
    EntryBlock(PosId),
    BlockArgs(PosId, Option<u32>),
    Yielded(PosId, Option<u32>),
}

impl Position {
    /// MLIR's `Predicates::Kind` rank of the position.
    fn kind(&self) -> u32 {
        match self {
            Position::Op { .. } => 0,
            Position::Operand(..) => 1,
            Position::OperandGroup(..) => 2,
            Position::Attr(..) => 3,
            Position::ConstraintResult(..) => 4,
            Position::Result(..) => 5,
            Position::ResultGroup(..) => 6,
            Position::Type(_) => 7,
            Position::AttrLiteral(_) => 8,
            Position::TypeLiteral(_) => 9,
            Position::Users(..) => 10,
            Position::ForEach(..) => 11,
            // After MLIR's kinds (questions take 12 to 21).
            Position::Region(..) => 22,
            Position::EntryBlock(_) => 23,
            Position::BlockArgs(..) => 24,
            Position::Yielded(..) => 25,
        }
    }
    fn parent(&self) -> Option<PosId> {
        match self {
            Position::Op { parent, .. } => *parent,
            Position::Operand(p, _)
            | Position::OperandGroup(p, ..)
            | Position::Attr(p, _)
            | Position::Result(p, _)
            | Position::ResultGroup(p, ..)
            | Position::Type(p)
            | Position::Users(p, _)
            | Position::ForEach(p, _)
            | Position::Region(p, _)
            | Position::EntryBlock(p)
            | Position::BlockArgs(p, _)
            | Position::Yielded(p, _) => Some(*p),
            Position::ConstraintResult(..)
            | Position::AttrLiteral(_)
            | Position::TypeLiteral(_) => None,
        }
    }
}

/// A question about a position (MLIR's questions).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Question {
    IsNotNull,
    OpName,
    Type,
    Attr,
    OperandCountAtLeast,
    OperandCount,
    ResultCountAtLeast,
    ResultCount,
    EqualTo(PosId),
    /// patsat's region counts (MLIR's PDL has none).
    Count(patsat_frontend::pattern::Counted),
    Constraint {
        name: String,
        args: Vec<PosId>,
        results: Vec<PdlType>,
        negated: bool,
    },
}

impl Question {
    /// MLIR's `Predicates::Kind` rank of the question.
    fn kind(&self) -> u32 {
        match self {
            Question::IsNotNull => 12,
            Question::OpName => 13,
            Question::Type => 14,
            Question::Attr => 15,
            Question::OperandCountAtLeast => 16,
            Question::OperandCount => 17,
            Question::ResultCountAtLeast => 18,
            Question::ResultCount => 19,
            Question::EqualTo(_) => 20,
            Question::Constraint { .. } => 21,
            Question::Count(_) => 26,
        }
    }
}

/// The answer a pattern needs.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Answer {
    Attr(Attr),
    OpName(String),
    True,
    Type(TypeLit),
    Unsigned(u32),
}

/// One predicate of a pattern: a question at a position, with its answer.
pub(crate) type Predicate = (PosId, QId, Answer);

/// Positions and questions of a pattern set, interned.
#[derive(Debug, Default)]
pub struct Predicates {
    positions: Vec<Position>,
    position_ids: HashMap<Position, PosId>,
    questions: Vec<Question>,
    question_ids: HashMap<Question, QId>,
}

impl Predicates {
    pub(crate) fn pos(&mut self, p: Position) -> PosId {
        if let Some(&id) = self.position_ids.get(&p) {
            return id;
        }
        let id = self.positions.len() as PosId;
        self.positions.push(p.clone());
        self.position_ids.insert(p, id);
        id
    }

    pub(crate) fn question(&mut self, q: Question) -> QId {
        if let Some(&id) = self.question_ids.get(&q) {
            return id;
        }
        let id = self.questions.len() as QId;
        self.questions.push(q.clone());
        self.question_ids.insert(q, id);
        id
    }

    /// The depth of the op a position belongs to (0 for the root and for
    /// positions outside the tree).
    pub(crate) fn depth(&self, p: PosId) -> u32 {
        let mut cur = p;
        loop {
            match &self.positions[cur as usize] {
                Position::Op { depth, .. } => return *depth,
                other => match other.parent() {
                    Some(parent) => cur = parent,
                    None => return 0,
                },
            }
        }
    }

    /// Whether a position is the result of constraint question `q`.
    fn is_result_of(&self, p: PosId, q: QId) -> bool {
        matches!(self.positions[p as usize], Position::ConstraintResult(c, _) if c == q)
    }
}

/// A distinct (position, question) of the set with MLIR's ordering sums.
struct Ordered {
    pos: PosId,
    q: QId,
    primary: u32,
    secondary: u32,
    id: u32,
}

/// One node of the decision tree.
enum Node {
    /// Asks predicate `pred`; children by answer in insertion order.
    Switch {
        pred: usize,
        children: Vec<(Answer, Option<usize>)>,
        failure: Option<usize>,
    },
    /// Records pattern `pattern`.
    Success {
        pattern: usize,
        failure: Option<usize>,
    },
}

/// Where a subtree hangs.
#[derive(Clone, Copy)]
enum Link {
    Root,
    Failure(usize),
    Child(usize, usize),
}

struct Tree {
    nodes: Vec<Node>,
    root: Option<usize>,
}

impl Tree {
    fn get(&self, l: Link) -> Option<usize> {
        match l {
            Link::Root => self.root,
            Link::Failure(n) => match &self.nodes[n] {
                Node::Switch { failure, .. } | Node::Success { failure, .. } => *failure,
            },
            Link::Child(n, i) => match &self.nodes[n] {
                Node::Switch { children, .. } => children[i].1,
                Node::Success { .. } => None,
            },
        }
    }

    fn set(&mut self, l: Link, v: Option<usize>) {
        match l {
            Link::Root => self.root = v,
            Link::Failure(n) => match &mut self.nodes[n] {
                Node::Switch { failure, .. } | Node::Success { failure, .. } => *failure = v,
            },
            Link::Child(n, i) => {
                if let Node::Switch { children, .. } = &mut self.nodes[n] {
                    children[i].1 = v;
                }
            }
        }
    }

    /// The child link of switch `n` for `answer` (created at the end).
    fn child(&mut self, n: usize, answer: &Answer) -> Link {
        let Node::Switch { children, .. } = &mut self.nodes[n] else {
            unreachable!("children belong to switch nodes")
        };
        let i = match children.iter().position(|c| c.0 == *answer) {
            Some(i) => i,
            None => {
                children.push((answer.clone(), None));
                children.len() - 1
            }
        };
        Link::Child(n, i)
    }

    /// MLIR's `propagatePattern`: pushes pattern `pattern` (its predicates
    /// by ordered index, with answers) down from `link`.
    fn propagate(
        &mut self,
        mut link: Link,
        pattern: usize,
        answers: &HashMap<usize, Answer>,
        ordered: &[usize],
        mut cur: usize,
    ) {
        loop {
            if cur == ordered.len() {
                let failure = self.get(link);
                self.nodes.push(Node::Success { pattern, failure });
                let n = self.nodes.len() - 1;
                self.set(link, Some(n));
                return;
            }
            let pred = ordered[cur];
            let Some(answer) = answers.get(&pred) else {
                cur += 1;
                continue;
            };
            match self.get(link) {
                None => {
                    self.nodes.push(Node::Switch {
                        pred,
                        children: Vec::new(),
                        failure: None,
                    });
                    let n = self.nodes.len() - 1;
                    self.set(link, Some(n));
                    link = self.child(n, answer);
                    cur += 1;
                }
                Some(n) if matches!(self.nodes[n], Node::Switch { pred: p, .. } if p == pred) => {
                    link = self.child(n, answer);
                    cur += 1;
                }
                Some(n) => link = Link::Failure(n),
            }
        }
    }

    /// Replays MLIR's generation of the matcher (`generateMatcher`: a
    /// node's failure chain first, then the node's op position joins the
    /// set, then its children, then the position leaves the set again,
    /// even if an ancestor had added it) and records the set at each
    /// pattern's leaf: the ops whose locations MLIR fuses.
    fn gen_locs(
        &self,
        n: Option<usize>,
        preds: &Predicates,
        ordered: &[Ordered],
        locs: &mut Vec<PosId>,
        out: &mut [Vec<PosId>],
    ) {
        let Some(i) = n else { return };
        match &self.nodes[i] {
            Node::Success { pattern, failure } => {
                self.gen_locs(*failure, preds, ordered, locs, out);
                out[*pattern] = locs.clone();
            }
            Node::Switch {
                pred,
                children,
                failure,
            } => {
                self.gen_locs(*failure, preds, ordered, locs, out);
                let pos = ordered[*pred].pos;
                let is_op = matches!(preds.positions[pos as usize], Position::Op { .. });
                if is_op && !locs.contains(&pos) {
                    locs.push(pos);
                }
                let mut kids: Vec<&(Answer, Option<usize>)> = children.iter().collect();
                let at_least = matches!(
                    preds.questions[ordered[*pred].q as usize],
                    Question::OperandCountAtLeast | Question::ResultCountAtLeast
                );
                if at_least && kids.len() > 1 {
                    // MLIR emits `at least` switches highest count first.
                    kids.sort_by_key(|c| match c.0 {
                        Answer::Unsigned(n) => std::cmp::Reverse(n),
                        _ => std::cmp::Reverse(0),
                    });
                }
                for c in kids {
                    self.gen_locs(c.1, preds, ordered, locs, out);
                }
                if is_op {
                    locs.retain(|&p| p != pos);
                }
            }
        }
    }

    /// The patterns in the order the matcher records them.
    fn walk(&self, n: Option<usize>, out: &mut Vec<usize>) {
        let mut cur = n;
        while let Some(i) = cur {
            match &self.nodes[i] {
                Node::Switch {
                    children, failure, ..
                } => {
                    for c in children {
                        self.walk(c.1, out);
                    }
                    cur = *failure;
                }
                Node::Success { pattern, failure } => {
                    out.push(*pattern);
                    cur = *failure;
                }
            }
        }
    }
}

/// What the decision tree decides for a set of patterns.
pub(crate) struct TreeOrder {
    /// The pattern indices in record order.
    pub(crate) order: Vec<usize>,
    /// For each pattern, the op positions whose locations MLIR fuses into
    /// the location of the ops its rewrite creates (see `gen_locs`).
    pub(crate) loc_positions: Vec<Vec<PosId>>,
}

/// The record order of patterns whose predicate lists are `lists` (by
/// pattern index), and the op positions on each pattern's path.
pub(crate) fn record_order(preds: &Predicates, lists: &[Vec<Predicate>]) -> TreeOrder {
    // The distinct predicates, in order of first use.
    let mut ordered: Vec<Ordered> = Vec::new();
    let mut index: HashMap<(PosId, QId), usize> = HashMap::new();
    let mut answers: Vec<HashMap<usize, Answer>> = vec![HashMap::new(); lists.len()];
    for (pi, list) in lists.iter().enumerate() {
        for (pos, q, answer) in list {
            let i = *index.entry((*pos, *q)).or_insert_with(|| {
                ordered.push(Ordered {
                    pos: *pos,
                    q: *q,
                    primary: 0,
                    secondary: 0,
                    id: ordered.len() as u32,
                });
                ordered.len() - 1
            });
            answers[pi].entry(i).or_insert_with(|| answer.clone());
            ordered[i].primary += 1;
        }
    }
    for a in &answers {
        let mut keys: Vec<usize> = a.keys().copied().collect();
        keys.sort_unstable();
        let total: u32 = keys.iter().map(|&i| ordered[i].primary.pow(2)).sum();
        for i in keys {
            ordered[i].secondary += total;
        }
    }
    let key = |o: &Ordered| {
        let depth = preds.depth(o.pos);
        let pk = preds.positions[o.pos as usize].kind();
        let qk = preds.questions[o.q as usize].kind();
        (
            std::cmp::Reverse(o.primary),
            std::cmp::Reverse(o.secondary),
            depth,
            pk,
            qk,
            o.id,
        )
    };
    let mut sorted: Vec<usize> = (0..ordered.len()).collect();
    sorted.sort_by_key(|&i| key(&ordered[i]));
    // Constraints come after the predicates that use their results
    // (MLIR's stable topological sort).
    let depends = |a: usize, b: usize| -> bool {
        let qa = ordered[a].q;
        if !matches!(preds.questions[qa as usize], Question::Constraint { .. }) {
            return false;
        }
        let uses = |p: PosId| preds.is_result_of(p, qa);
        match &preds.questions[ordered[b].q as usize] {
            Question::Constraint { args, .. } => args.iter().any(|&p| uses(p)),
            Question::EqualTo(other) => uses(ordered[b].pos) || uses(*other),
            _ => uses(ordered[b].pos),
        }
    };
    let mut begin = 0;
    while begin < sorted.len() {
        let rest = &sorted[begin..];
        let first: Vec<bool> = rest
            .iter()
            .map(|&i| !rest.iter().any(|&b| depends(b, i)))
            .collect();
        let (mut front, mut back): (Vec<usize>, Vec<usize>) = (Vec::new(), Vec::new());
        for (k, &i) in rest.iter().enumerate() {
            if first[k] {
                front.push(i);
            } else {
                back.push(i);
            }
        }
        if front.is_empty() {
            break;
        }
        let n = front.len();
        sorted.truncate(begin);
        sorted.extend(front);
        sorted.extend(back);
        begin += n;
    }
    let mut tree = Tree {
        nodes: Vec::new(),
        root: None,
    };
    for (pi, a) in answers.iter().enumerate() {
        tree.propagate(Link::Root, pi, a, &sorted, 0);
    }
    let mut order = Vec::new();
    tree.walk(tree.root, &mut order);
    let mut loc_positions = vec![Vec::new(); lists.len()];
    let mut locs = Vec::new();
    tree.gen_locs(tree.root, preds, &ordered, &mut locs, &mut loc_positions);
    TreeOrder {
        order,
        loc_positions,
    }
}
