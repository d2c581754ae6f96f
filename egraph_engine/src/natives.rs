//! Native rewrites for eqsat pattern sets that create region-carrying ops.
//!
//! | name | kind | behaviour |
//! | --- | --- | --- |
//! | `MatmulLike` | op, value, value -> op | an op like the template (a `linalg.matmul`: same name, properties and body) of the two values (`MxK`, `KxN` ranked tensors) into a new `tensor.empty` of type `MxN` |
//!
//! The matrix-chain benchmark's associativity patterns use it
//! (`examples/eqsat/matmul_assoc.pdll`).

use crate::lang::{Kids, MlirNode};
use crate::quick::Val;
use crate::view::{value, Created, EView};
use fxhash::FxHashMap;
use patsat_ir::{Context, OpName, Type, TypeKind};
use patsat_translate::{Hooks, MatchView, NewOp, PdlValue, RewriteBuilder, Signature};
use std::cell::RefCell;
use std::rc::Rc;

/// The `MxN` result type of multiplying an `MxK` and a `KxN` ranked
/// tensor, or why not.
pub fn matmul_type(ctx: &mut Context, lhs: Type, rhs: Type) -> Result<Type, String> {
    let (m, n, elem) = product_dims(ctx, lhs, rhs)?;
    Ok(product_of(ctx, m, n, elem))
}

/// The `M`, `N` and element type of the product of an `MxK` and a `KxN`
/// ranked tensor, or why there is none.
fn product_dims(ctx: &Context, lhs: Type, rhs: Type) -> Result<(i64, i64, Type), String> {
    let TypeKind::RankedTensor {
        shape: a, elem: ea, ..
    } = ctx.type_kind(lhs)
    else {
        return Err("the left operand is not a ranked tensor".into());
    };
    let TypeKind::RankedTensor {
        shape: b, elem: eb, ..
    } = ctx.type_kind(rhs)
    else {
        return Err("the right operand is not a ranked tensor".into());
    };
    match (a.as_slice(), b.as_slice()) {
        ([m, k], [k2, n]) if k == k2 && ea == eb => Ok((*m, *n, *ea)),
        _ => Err("the operand shapes do not multiply".into()),
    }
}

/// The ranked tensor type `MxN` of `elem`.
fn product_of(ctx: &mut Context, m: i64, n: i64, elem: Type) -> Type {
    ctx.ty(TypeKind::RankedTensor {
        shape: vec![m, n],
        elem,
        encoding: None,
    })
}

/// What `MatmulLike` keeps between calls: product types by their
/// dimensions and element type (interning a tensor type allocates; a chain
/// has far more operand type pairs than product types, so they are not
/// the key), the dimensions of operand types by type, and the interned
/// `tensor.empty`.
#[derive(Default)]
pub(crate) struct MatmulCache {
    by_dims: RefCell<FxHashMap<(i64, i64, Type), Type>>,
    /// By type id: its rows, columns and element type when it is a
    /// ranked tensor of rank 2 ([`NOT_A_MATRIX`] when it is not, nothing
    /// when not asked yet).
    dims: RefCell<Vec<Option<(i64, i64, Type)>>>,
    /// Operand type pairs and their product type, by a hash of the pair
    /// ([`PAIRS`] places, a pair taking the place of the one there):
    /// products repeat in runs.
    pairs: RefCell<Vec<(Type, Type, Type)>>,
    empty: std::cell::Cell<Option<OpName>>,
}

/// What [`MatmulCache::dims`] holds for a type that is not a ranked tensor
/// of rank 2.
const NOT_A_MATRIX: (i64, i64, Type) = (0, 0, NO_TYPE);

/// No type (in [`MatmulCache::pairs`]'s empty places).
const NO_TYPE: Type = Type(u32::MAX);

/// The number of places of [`MatmulCache::pairs`].
const PAIRS: usize = 4096;

impl MatmulCache {
    /// The product type of operands of types `lt` and `rt` when they
    /// multiply ([`MatmulCache::product`] says why not), from the
    /// operand dimensions kept by type.
    fn product_of_known(&self, ctx: &mut Context, lt: Type, rt: Type) -> Option<Type> {
        let at = (lt.0.wrapping_mul(0x9E37_79B9) ^ rt.0) as usize % PAIRS;
        if let Some(&(l, r, p)) = self.pairs.borrow().get(at) {
            if (l, r) == (lt, rt) {
                return Some(p);
            }
        }
        let p = self.product_of_dims(ctx, lt, rt)?;
        let mut pairs = self.pairs.borrow_mut();
        if pairs.is_empty() {
            pairs.resize(PAIRS, (NO_TYPE, NO_TYPE, NO_TYPE));
        }
        pairs[at] = (lt, rt, p);
        Some(p)
    }

    /// [`MatmulCache::product_of_known`] from the operand dimensions.
    fn product_of_dims(&self, ctx: &mut Context, lt: Type, rt: Type) -> Option<Type> {
        let (m, k, e) = self.matrix(ctx, lt)?;
        let (k2, n, e2) = self.matrix(ctx, rt)?;
        if k != k2 || e != e2 {
            return None;
        }
        Some(
            *(self.by_dims.borrow_mut())
                .entry((m, n, e))
                .or_insert_with(|| product_of(ctx, m, n, e)),
        )
    }

    /// The rows, columns and element type of a ranked tensor type of rank
    /// 2.
    fn matrix(&self, ctx: &Context, t: Type) -> Option<(i64, i64, Type)> {
        let i = t.0 as usize;
        let mut dims = self.dims.borrow_mut();
        if let Some(Some(d)) = dims.get(i) {
            return (*d != NOT_A_MATRIX).then_some(*d);
        }
        let d = match ctx.type_kind(t) {
            TypeKind::RankedTensor { shape, elem, .. } => match shape.as_slice() {
                [m, n] => (*m, *n, *elem),
                _ => NOT_A_MATRIX,
            },
            _ => NOT_A_MATRIX,
        };
        if dims.len() <= i {
            dims.resize(i + 1, None);
        }
        dims[i] = Some(d);
        (d != NOT_A_MATRIX).then_some(d)
    }

    /// The product type of operands of types `lt` and `rt`, or why none.
    fn product(&self, ctx: &mut Context, lt: Type, rt: Type) -> Result<Type, String> {
        let dims = product_dims(ctx, lt, rt)?;
        Ok(*(self.by_dims.borrow_mut())
            .entry(dims)
            .or_insert_with(|| product_of(ctx, dims.0, dims.1, dims.2)))
    }

    /// The name `tensor.empty`.
    fn empty_name(&self, ctx: &mut Context) -> OpName {
        match self.empty.get() {
            Some(n) => n,
            None => {
                let n = ctx.op_name("tensor.empty");
                self.empty.set(Some(n));
                n
            }
        }
    }
}

/// A native rewrite straight on the e-graph view, attached to its hook
/// ([`Hooks::set_extension`]): quick rewrites (see [`crate::quick`]) call
/// it instead of the hook, without op handles or argument lists. It makes
/// the same creations as the hook, through the same
/// [`EView::op_node`]/[`EView::create_node`] (`tests/quick_rewrites.rs`
/// compares the two paths on the matrix chain).
pub(crate) enum Direct {
    /// `MatmulLike`.
    MatmulLike(Rc<MatmulCache>),
}

impl std::fmt::Debug for Direct {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Direct::MatmulLike(_) => f.write_str("MatmulLike"),
        }
    }
}

impl Direct {
    /// Runs the native on `args`: the class of its op (maybe pending) and
    /// the op's node when it is in the e-graph; `None` when the hook would
    /// fail or take arguments of other kinds (the general path then runs
    /// it and reports the failure).
    pub(crate) fn call<'v>(&self, view: &mut EView<'v>, args: &[Val<'v>]) -> Option<Created<'v>> {
        let Direct::MatmulLike(cache) = self;
        let [Val::Op {
            node: Some(MlirNode::Op(t)),
            ..
        }, Val::Value(lhs), Val::Value(rhs)] = *args
        else {
            return None;
        };
        let (lt, rt) = (view.value_type(value(lhs)), view.value_type(value(rhs)));
        let ty = cache.product_of_known(view.ctx, lt, rt)?;
        // (The hook copies the template's regions: it has some.)
        t.regions.get()?;
        let empty = cache.empty_name(view.ctx);
        // (The init and the result type list are the same for every
        // product of a type.)
        let (init, types) = view.plain_nullary(empty, ty)?;
        let kids = Kids::from_buf_and_len([lhs, rhs, init], 3);
        view.create_like(t, (ty, types), kids)
    }
}

fn matmul_like(
    b: &mut dyn RewriteBuilder,
    args: &[PdlValue],
    cache: &MatmulCache,
    out: &mut Vec<PdlValue>,
) -> Result<(), String> {
    let template = args
        .first()
        .and_then(PdlValue::as_op)
        .ok_or("MatmulLike: expected an op")?;
    let lhs = args
        .get(1)
        .and_then(PdlValue::as_value)
        .ok_or("MatmulLike: expected a value")?;
    let rhs = args
        .get(2)
        .and_then(PdlValue::as_value)
        .ok_or("MatmulLike: expected a value")?;
    let (lt, rt) = (b.value_type(lhs), b.value_type(rhs));
    let ty = cache.product(b.ctx_mut(), lt, rt)?;
    let loc = b.op_loc(template);
    let empty_name = cache.empty_name(b.ctx_mut());
    let empty = b.create_op(NewOp {
        name: empty_name,
        operands: &[],
        props: &[],
        attrs: &[],
        result_types: &[ty],
        loc,
    });
    let init = b.result(empty, 0);
    let name = b.op_name(template);
    let op = b.create_op_with_regions_of(
        NewOp {
            name,
            operands: &[lhs, rhs, init],
            props: &[],
            attrs: &[],
            result_types: &[ty],
            loc,
        },
        template,
    )?;
    out.push(PdlValue::Op(op));
    Ok(())
}

/// Registers the natives of this module.
pub fn register(h: &mut Hooks) {
    use patsat_frontend::pattern::PdlType::{Operation, Value};
    let cache = Rc::new(MatmulCache::default());
    let c = Rc::clone(&cache);
    h.register_rewrite_into(
        "MatmulLike",
        Signature::new(&[Operation, Value, Value], &[Operation]),
        move |b, args, out| matmul_like(b, args, &c, out),
    );
    // Its results depend on the template's name, properties and regions
    // and on the two values only.
    h.mark_memoisable("MatmulLike");
    h.set_extension("MatmulLike", Rc::new(Direct::MatmulLike(cache)));
}
