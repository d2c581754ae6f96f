//! A constraint's predicate as the C++ condition text MLIR's TableGen
//! backends print (`Pred::getCondition`): leaf `CPred`s, `And`/`Or`/`Not`
//! combined with MLIR's parenthesization, `SubstLeaves` applied to the
//! leaves below it (innermost substitution first), `Concat` prefixes and
//! suffixes, and the only simplification MLIR does without ground truths:
//! empty `And`/`Or` become `true`/`false`, which then collapse or vanish in
//! their parents.

use crate::tablegen::{Keeper, RecId};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Leaf,
    And,
    Or,
    Not,
    Subst,
    Concat,
    True,
    False,
    Unknown,
}

struct Node {
    kind: Kind,
    expr: String,
    prefix: String,
    suffix: String,
    children: Vec<Node>,
}

/// The condition of predicate record `p` (a `Pred` def), as C++ text with
/// its `$_self`/`$N` placeholders.
pub fn condition(k: &Keeper, p: RecId) -> String {
    let tree = build(k, p, &[], 0);
    let tree = simplify(tree);
    combine(&tree)
}

/// The leaf conditions of predicate record `p` (its `CPred`s, with the
/// substitutions above them applied), in order.
pub fn leaves(k: &Keeper, p: RecId) -> Vec<String> {
    fn walk(n: &Node, out: &mut Vec<String>) {
        if n.kind == Kind::Leaf {
            out.push(n.expr.clone());
        }
        for c in &n.children {
            walk(c, out);
        }
    }
    let mut out = Vec::new();
    walk(&build(k, p, &[], 0), &mut out);
    out
}

/// The condition template of a constraint record (its `predicate` field).
pub fn constraint_condition(k: &Keeper, c: RecId) -> String {
    match k.def_field(c, "predicate") {
        Some(p) => condition(k, p),
        None => String::new(),
    }
}

fn kind_of(k: &Keeper, p: RecId) -> Kind {
    if k.is_a(p, "CPred") {
        return Kind::Leaf;
    }
    if !k.is_a(p, "CombinedPred") {
        return Kind::Unknown;
    }
    let combiner = k
        .def_field(p, "kind")
        .map(|r| k.rec_name_str(r))
        .unwrap_or_default();
    match combiner.as_str() {
        "PredCombinerAnd" => Kind::And,
        "PredCombinerOr" => Kind::Or,
        "PredCombinerNot" => Kind::Not,
        "PredCombinerSubstLeaves" => Kind::Subst,
        "PredCombinerConcat" => Kind::Concat,
        _ => Kind::Unknown,
    }
}

/// Applies substitutions from the innermost (last) to the outermost, each
/// left to right without rescanning replaced text.
fn substitute(s: &mut String, substs: &[(String, String)]) {
    for (pat, rep) in substs.iter().rev() {
        if pat.is_empty() {
            continue;
        }
        let mut out = String::with_capacity(s.len());
        let mut rest = s.as_str();
        while let Some(i) = rest.find(pat.as_str()) {
            out.push_str(&rest[..i]);
            out.push_str(rep);
            rest = &rest[i + pat.len()..];
        }
        out.push_str(rest);
        *s = out;
    }
}

fn build(k: &Keeper, p: RecId, substs: &[(String, String)], depth: usize) -> Node {
    let kind = kind_of(k, p);
    let mut node = Node {
        kind,
        expr: String::new(),
        prefix: String::new(),
        suffix: String::new(),
        children: Vec::new(),
    };
    if kind == Kind::Leaf {
        node.expr = k.str_field(p, "predExpr").unwrap_or_default();
        substitute(&mut node.expr, substs);
        return node;
    }
    if kind == Kind::Unknown || depth > 256 {
        return node;
    }
    let mut all = substs.to_vec();
    if kind == Kind::Subst {
        all.push((
            k.str_field(p, "pattern").unwrap_or_default(),
            k.str_field(p, "replacement").unwrap_or_default(),
        ));
    } else if kind == Kind::Concat {
        node.prefix = k.str_field(p, "prefix").unwrap_or_default();
        substitute(&mut node.prefix, substs);
        node.suffix = k.str_field(p, "suffix").unwrap_or_default();
        substitute(&mut node.suffix, substs);
    }
    for c in k.list_field(p, "children").unwrap_or_default() {
        if let Some(c) = k.as_def(c) {
            node.children.push(build(k, c, &all, depth + 1));
        }
    }
    node
}

fn simplify(mut node: Node) -> Node {
    if node.kind == Kind::Subst {
        return node;
    }
    if node.kind == Kind::And && node.children.is_empty() {
        node.kind = Kind::True;
        return node;
    }
    if node.kind == Kind::Or && node.children.is_empty() {
        node.kind = Kind::False;
        return node;
    }
    let children = std::mem::take(&mut node.children);
    for child in children {
        let child = simplify(child);
        if node.kind != Kind::And && node.kind != Kind::Or {
            node.children.push(child);
            continue;
        }
        let (collapse, erase) = if node.kind == Kind::And {
            (Kind::False, Kind::True)
        } else {
            (Kind::True, Kind::False)
        };
        if child.kind == collapse {
            node.kind = collapse;
            node.children.clear();
            return node;
        }
        if child.kind == erase {
            continue;
        }
        node.children.push(child);
    }
    node
}

fn binary(children: &[String], op: &str, init: &str) -> String {
    match children {
        [] => init.to_string(),
        [one] => one.clone(),
        [first, rest @ ..] => {
            let mut s = format!("({})", first);
            for c in rest {
                s.push_str(&format!(" {} ({})", op, c));
            }
            s
        }
    }
}

fn combine(node: &Node) -> String {
    match node.kind {
        Kind::Leaf => return node.expr.clone(),
        Kind::True => return "true".into(),
        Kind::False => return "false".into(),
        _ => {}
    }
    let cs: Vec<String> = node.children.iter().map(combine).collect();
    match node.kind {
        Kind::And => binary(&cs, "&&", "true"),
        Kind::Or => binary(&cs, "||", "false"),
        Kind::Not => format!("!({})", cs.concat()),
        Kind::Concat => format!("{}{}{}", node.prefix, cs.concat(), node.suffix),
        _ => cs.concat(),
    }
}
