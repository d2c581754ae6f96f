//! Removes the type variables the lowering bound but nothing used: the
//! source half gives every operand and attribute a `pdl.type`, because the
//! result half may need it (a `SameOperandsAndResultType` op, a type
//! constraint); unused ones are dropped and the values renumbered, so the
//! PDL reads like hand-written PDL.

use crate::pattern::{MatchOp, OperationNode, Pattern, Replacement, RewriteOp, ValueDef, ValueId};

fn map_node(o: &OperationNode, f: &impl Fn(ValueId) -> ValueId) -> OperationNode {
    OperationNode {
        name: o.name.clone(),
        operands: o.operands.iter().map(|&v| f(v)).collect(),
        attributes: o
            .attributes
            .iter()
            .map(|(n, v)| (n.clone(), f(*v)))
            .collect(),
        result_types: o.result_types.iter().map(|&v| f(v)).collect(),
        regions: o.regions.iter().map(|r| r.map(f)).collect(),
    }
}

fn map_match(op: &MatchOp, f: &impl Fn(ValueId) -> ValueId) -> MatchOp {
    match op {
        MatchOp::Operand { ty } => MatchOp::Operand { ty: ty.map(f) },
        MatchOp::Operands { ty } => MatchOp::Operands { ty: ty.map(f) },
        MatchOp::Attribute { ty, value } => MatchOp::Attribute {
            ty: ty.map(f),
            value: *value,
        },
        MatchOp::Type { .. } | MatchOp::Types { .. } => op.clone(),
        MatchOp::Operation(o) => MatchOp::Operation(map_node(o, f)),
        MatchOp::Result { parent, index } => MatchOp::Result {
            parent: f(*parent),
            index: *index,
        },
        MatchOp::Results { parent, index } => MatchOp::Results {
            parent: f(*parent),
            index: *index,
        },
        MatchOp::NativeConstraint {
            name,
            args,
            negated,
        } => MatchOp::NativeConstraint {
            name: name.clone(),
            args: args.iter().map(|&v| f(v)).collect(),
            negated: *negated,
        },
        MatchOp::Region { parent, index } => MatchOp::Region {
            parent: f(*parent),
            index: *index,
        },
        MatchOp::EntryBlock { region } => MatchOp::EntryBlock { region: f(*region) },
        MatchOp::AnyResult { parent } => MatchOp::AnyResult { parent: f(*parent) },
        MatchOp::BlockArgs { block, index } => MatchOp::BlockArgs {
            block: f(*block),
            index: *index,
        },
        MatchOp::Yielded { block, index } => MatchOp::Yielded {
            block: f(*block),
            index: *index,
        },
        MatchOp::Count { of, what, count } => MatchOp::Count {
            of: f(*of),
            what: *what,
            count: *count,
        },
    }
}

fn map_rewrite(op: &RewriteOp, f: &impl Fn(ValueId) -> ValueId) -> RewriteOp {
    match op {
        RewriteOp::Operation(o) => RewriteOp::Operation(map_node(o, f)),
        RewriteOp::Replace { op, with } => RewriteOp::Replace {
            op: f(*op),
            with: match with {
                Replacement::Op(v) => Replacement::Op(f(*v)),
                Replacement::Values(vs) => Replacement::Values(vs.iter().map(|&v| f(v)).collect()),
            },
        },
        RewriteOp::Erase { op } => RewriteOp::Erase { op: f(*op) },
        RewriteOp::NativeRewrite { name, args } => RewriteOp::NativeRewrite {
            name: name.clone(),
            args: args.iter().map(|&v| f(v)).collect(),
        },
        RewriteOp::Attribute { .. } | RewriteOp::Type { .. } | RewriteOp::Types { .. } => {
            op.clone()
        }
        RewriteOp::Result { parent, index } => RewriteOp::Result {
            parent: f(*parent),
            index: *index,
        },
        RewriteOp::Results { parent, index } => RewriteOp::Results {
            parent: f(*parent),
            index: *index,
        },
        RewriteOp::Range { elements } => RewriteOp::Range {
            elements: elements.iter().map(|&v| f(v)).collect(),
        },
        RewriteOp::InlineBlock {
            block,
            before,
            args,
        } => RewriteOp::InlineBlock {
            block: f(*block),
            before: f(*before),
            args: args.iter().map(|&v| f(v)).collect(),
        },
    }
}

fn use_counts(p: &Pattern) -> Vec<usize> {
    let mut uses = vec![0; p.values.len()];
    for n in &p.matcher {
        for u in Pattern::match_operands(&n.op) {
            uses[u.index()] += 1;
        }
    }
    for n in &p.rewriter.body {
        for u in Pattern::rewrite_operands(&n.op) {
            uses[u.index()] += 1;
        }
    }
    for u in p.rewriter.root.iter() {
        uses[u.index()] += 1;
    }
    uses
}

/// Drops unconstrained matcher type variables used only as the type of
/// one operand or attribute, then renumbers the values.
pub fn prune_types(p: &Pattern) -> Pattern {
    prune_types_mapped(p).0
}

/// [`prune_types`], with the new number of each old value (`None` for the
/// dropped ones).
pub fn prune_types_mapped(p: &Pattern) -> (Pattern, Vec<Option<ValueId>>) {
    let mut uses = use_counts(p);
    let is_free_type = |v: ValueId| match p.values[v.index()].def {
        ValueDef::Match(m, _) => matches!(
            p.matcher[m.index()].op,
            MatchOp::Type { constant: None } | MatchOp::Types { constant: None }
        ),
        ValueDef::Rewrite(..) => false,
    };
    let mut matcher = p.matcher.clone();
    for n in matcher.iter_mut() {
        if let MatchOp::Operand { ty } | MatchOp::Operands { ty } | MatchOp::Attribute { ty, .. } =
            &mut n.op
        {
            if let Some(t) = *ty {
                if uses[t.index()] == 1 && is_free_type(t) {
                    *ty = None;
                    uses[t.index()] = 0;
                }
            }
        }
    }
    let mut out = Pattern::new(p.name.clone(), p.benefit);
    out.recursion = p.recursion;
    out.loc = p.loc;
    let mut map: Vec<Option<ValueId>> = vec![None; p.values.len()];
    for n in &matcher {
        let dead = matches!(
            n.op,
            MatchOp::Type { constant: None } | MatchOp::Types { constant: None }
        ) && n.results.iter().all(|r| uses[r.index()] == 0);
        if dead {
            continue;
        }
        let f = |v: ValueId| map[v.index()].unwrap_or(v);
        let op = map_match(&n.op, &f);
        let tys: Vec<_> = n.results.iter().map(|&r| p.ty(r)).collect();
        let new = out.add_match(op, &tys, n.loc);
        for (o, nv) in n.results.iter().zip(new) {
            map[o.index()] = Some(nv);
        }
    }
    for n in &p.rewriter.body {
        let f = |v: ValueId| map[v.index()].unwrap_or(v);
        let op = map_rewrite(&n.op, &f);
        let tys: Vec<_> = n.results.iter().map(|&r| p.ty(r)).collect();
        let new = out.add_rewrite(op, &tys, n.loc);
        for (o, nv) in n.results.iter().zip(new) {
            map[o.index()] = Some(nv);
        }
    }
    let f = |v: ValueId| map[v.index()].unwrap_or(v);
    out.rewriter.root = p.rewriter.root.map(f);
    out.rewriter.loc = p.rewriter.loc;
    out.rewriter.external = p
        .rewriter
        .external
        .as_ref()
        .map(|(n, a)| (n.clone(), a.iter().map(|&v| f(v)).collect()));
    (out, map)
}
