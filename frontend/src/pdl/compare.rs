//! Structural equality of pattern sets: the same patterns with the same
//! nodes in the same order, the same operands (by position of their
//! definition), attributes, types and names. SSA numbering, value ids and
//! locations do not matter. Attributes and types are compared by their
//! printed form, so the two sets may live in different contexts.

use crate::pattern::{
    MatchOp, OperationNode, Pattern, PatternSet, Replacement, RewriteOp, ValueDef, ValueId,
};
use patsat_ir::printer::{attr_to_string, type_to_string};
use patsat_ir::{Attr, Context, Type};

/// The first difference between two pattern sets, described; `None` when
/// they are structurally equal.
pub fn diff_sets(ca: &Context, a: &PatternSet, cb: &Context, b: &PatternSet) -> Option<String> {
    if a.patterns.len() != b.patterns.len() {
        return Some(format!(
            "{} patterns vs {} patterns",
            a.patterns.len(),
            b.patterns.len()
        ));
    }
    for (i, (pa, pb)) in a.patterns.iter().zip(&b.patterns).enumerate() {
        if let Some(d) = diff_patterns(ca, pa, cb, pb) {
            return Some(format!("pattern #{} ({:?}): {}", i, pa.name, d));
        }
    }
    None
}

/// The first difference between two patterns (see [`diff_sets`]).
pub fn diff_patterns(ca: &Context, a: &Pattern, cb: &Context, b: &Pattern) -> Option<String> {
    let c = Cmp { ca, a, cb, b };
    c.pattern().err()
}

struct Cmp<'a> {
    ca: &'a Context,
    a: &'a Pattern,
    cb: &'a Context,
    b: &'a Pattern,
}

type R = Result<(), String>;

fn check(ok: bool, what: impl FnOnce() -> String) -> R {
    if ok {
        Ok(())
    } else {
        Err(what())
    }
}

impl Cmp<'_> {
    /// Where a value is defined, independent of value numbering.
    fn pos(p: &Pattern, v: ValueId) -> (u8, u32, u32) {
        match p.values.get(v.index()).map(|i| i.def) {
            Some(ValueDef::Match(m, r)) => (0, m.0, r),
            Some(ValueDef::Rewrite(w, r)) => (1, w.0, r),
            None => (2, v.0, 0),
        }
    }

    fn val(&self, x: ValueId, y: ValueId, what: &str) -> R {
        let (px, py) = (Self::pos(self.a, x), Self::pos(self.b, y));
        check(px == py && self.a.ty(x) == self.b.ty(y), || {
            format!("{}: value defined at {:?} vs {:?}", what, px, py)
        })
    }

    fn vals(&self, x: &[ValueId], y: &[ValueId], what: &str) -> R {
        check(x.len() == y.len(), || {
            format!("{}: {} vs {} values", what, x.len(), y.len())
        })?;
        x.iter()
            .zip(y)
            .try_for_each(|(&p, &q)| self.val(p, q, what))
    }

    fn opt_val(&self, x: Option<ValueId>, y: Option<ValueId>, what: &str) -> R {
        match (x, y) {
            (None, None) => Ok(()),
            (Some(p), Some(q)) => self.val(p, q, what),
            _ => Err(format!("{}: present in one only", what)),
        }
    }

    fn attr(&self, x: Option<Attr>, y: Option<Attr>, what: &str) -> R {
        let sx = x.map(|a| attr_to_string(self.ca, a));
        let sy = y.map(|a| attr_to_string(self.cb, a));
        check(sx == sy, || format!("{}: {:?} vs {:?}", what, sx, sy))
    }

    fn types(&self, x: Option<&[Type]>, y: Option<&[Type]>, what: &str) -> R {
        let sx: Option<Vec<String>> =
            x.map(|ts| ts.iter().map(|&t| type_to_string(self.ca, t)).collect());
        let sy: Option<Vec<String>> =
            y.map(|ts| ts.iter().map(|&t| type_to_string(self.cb, t)).collect());
        check(sx == sy, || format!("{}: {:?} vs {:?}", what, sx, sy))
    }

    fn operation(&self, x: &OperationNode, y: &OperationNode) -> R {
        check(x.name == y.name, || {
            format!("operation name {:?} vs {:?}", x.name, y.name)
        })?;
        self.vals(&x.operands, &y.operands, "operation operands")?;
        let nx: Vec<&String> = x.attributes.iter().map(|a| &a.0).collect();
        let ny: Vec<&String> = y.attributes.iter().map(|a| &a.0).collect();
        check(nx == ny, || {
            format!("operation attribute names {:?} vs {:?}", nx, ny)
        })?;
        let vx: Vec<ValueId> = x.attributes.iter().map(|a| a.1).collect();
        let vy: Vec<ValueId> = y.attributes.iter().map(|a| a.1).collect();
        self.vals(&vx, &vy, "operation attributes")?;
        self.vals(&x.result_types, &y.result_types, "operation result types")
    }

    fn pattern(&self) -> R {
        let (a, b) = (self.a, self.b);
        check(a.name == b.name, || {
            format!("name {:?} vs {:?}", a.name, b.name)
        })?;
        check(a.benefit == b.benefit, || {
            format!("benefit {} vs {}", a.benefit, b.benefit)
        })?;
        check(a.matcher.len() == b.matcher.len(), || {
            format!("{} vs {} matcher ops", a.matcher.len(), b.matcher.len())
        })?;
        for (i, (x, y)) in a.matcher.iter().zip(&b.matcher).enumerate() {
            self.results(&x.results, &y.results)
                .and_then(|()| self.match_op(&x.op, &y.op))
                .map_err(|e| format!("matcher op #{}: {}", i, e))?;
        }
        let (ra, rb) = (&a.rewriter, &b.rewriter);
        self.opt_val(ra.root, rb.root, "rewrite root")?;
        match (&ra.external, &rb.external) {
            (None, None) => {}
            (Some((n, x)), Some((m, y))) => {
                check(n == m, || format!("external rewrite {} vs {}", n, m))?;
                self.vals(x, y, "external rewrite arguments")?;
            }
            _ => return Err("external rewrite in one only".into()),
        }
        check(ra.body.len() == rb.body.len(), || {
            format!("{} vs {} rewriter ops", ra.body.len(), rb.body.len())
        })?;
        for (i, (x, y)) in ra.body.iter().zip(&rb.body).enumerate() {
            self.results(&x.results, &y.results)
                .and_then(|()| self.rewrite_op(&x.op, &y.op))
                .map_err(|e| format!("rewriter op #{}: {}", i, e))?;
        }
        Ok(())
    }

    fn results(&self, x: &[ValueId], y: &[ValueId]) -> R {
        let tx: Vec<_> = x.iter().map(|&v| self.a.ty(v)).collect();
        let ty: Vec<_> = y.iter().map(|&v| self.b.ty(v)).collect();
        check(tx == ty, || format!("result types {:?} vs {:?}", tx, ty))
    }

    fn match_op(&self, x: &MatchOp, y: &MatchOp) -> R {
        use MatchOp as M;
        match (x, y) {
            (M::Operand { ty: p }, M::Operand { ty: q })
            | (M::Operands { ty: p }, M::Operands { ty: q }) => self.opt_val(*p, *q, "type"),
            (M::Attribute { ty: p, value: v }, M::Attribute { ty: q, value: w }) => {
                self.opt_val(*p, *q, "type")?;
                self.attr(*v, *w, "value")
            }
            (M::Type { constant: p }, M::Type { constant: q }) => self.types(
                p.as_ref().map(std::slice::from_ref),
                q.as_ref().map(std::slice::from_ref),
                "type",
            ),
            (M::Types { constant: p }, M::Types { constant: q }) => {
                self.types(p.as_deref(), q.as_deref(), "types")
            }
            (M::Operation(p), M::Operation(q)) => self.operation(p, q),
            (
                M::Result {
                    parent: p,
                    index: i,
                },
                M::Result {
                    parent: q,
                    index: j,
                },
            ) => {
                check(i == j, || format!("result index {} vs {}", i, j))?;
                self.val(*p, *q, "parent")
            }
            (
                M::Results {
                    parent: p,
                    index: i,
                },
                M::Results {
                    parent: q,
                    index: j,
                },
            ) => {
                check(i == j, || format!("results index {:?} vs {:?}", i, j))?;
                self.val(*p, *q, "parent")
            }
            (
                M::NativeConstraint {
                    name: n,
                    args: p,
                    negated: s,
                },
                M::NativeConstraint {
                    name: m,
                    args: q,
                    negated: t,
                },
            ) => {
                check(n == m && s == t, || {
                    format!("constraint {} {} vs {} {}", n, s, m, t)
                })?;
                self.vals(p, q, "constraint arguments")
            }
            _ => Err(format!("{:?} vs {:?}", kind(x), kind(y))),
        }
    }

    fn rewrite_op(&self, x: &RewriteOp, y: &RewriteOp) -> R {
        use RewriteOp as W;
        match (x, y) {
            (W::Operation(p), W::Operation(q)) => self.operation(p, q),
            (W::Replace { op: p, with: v }, W::Replace { op: q, with: w }) => {
                self.val(*p, *q, "replaced op")?;
                match (v, w) {
                    (Replacement::Op(v), Replacement::Op(w)) => self.val(*v, *w, "replacement"),
                    (Replacement::Values(v), Replacement::Values(w)) => {
                        self.vals(v, w, "replacement")
                    }
                    _ => Err("replacement by op vs by values".into()),
                }
            }
            (W::Erase { op: p }, W::Erase { op: q }) => self.val(*p, *q, "erased op"),
            (W::NativeRewrite { name: n, args: p }, W::NativeRewrite { name: m, args: q }) => {
                check(n == m, || format!("rewrite {} vs {}", n, m))?;
                self.vals(p, q, "rewrite arguments")
            }
            (W::Attribute { value: v }, W::Attribute { value: w }) => {
                self.attr(Some(*v), Some(*w), "value")
            }
            (W::Type { constant: p }, W::Type { constant: q }) => self.types(
                p.as_ref().map(std::slice::from_ref),
                q.as_ref().map(std::slice::from_ref),
                "type",
            ),
            (W::Types { constant: p }, W::Types { constant: q }) => {
                self.types(p.as_deref(), q.as_deref(), "types")
            }
            (
                W::Result {
                    parent: p,
                    index: i,
                },
                W::Result {
                    parent: q,
                    index: j,
                },
            ) => {
                check(i == j, || format!("result index {} vs {}", i, j))?;
                self.val(*p, *q, "parent")
            }
            (
                W::Results {
                    parent: p,
                    index: i,
                },
                W::Results {
                    parent: q,
                    index: j,
                },
            ) => {
                check(i == j, || format!("results index {:?} vs {:?}", i, j))?;
                self.val(*p, *q, "parent")
            }
            (W::Range { elements: p }, W::Range { elements: q }) => {
                self.vals(p, q, "range elements")
            }
            _ => Err(format!("{:?} vs {:?}", rkind(x), rkind(y))),
        }
    }
}

fn kind(m: &MatchOp) -> &'static str {
    crate::pattern::verify::match_op_name(m)
}

fn rkind(r: &RewriteOp) -> &'static str {
    crate::pattern::verify::rewrite_op_name(r)
}
