//! Alias generation as MLIR's printer does it for the builtin dialect:
//! `#map` (affine maps), `#set` (integer sets), `#distinct` (distinct
//! attributes not wrapping `unit`), `#loc` (locations, with debug info) and
//! `!tuple` (tuples of more than 16 types).
//!
//! Values are visited in printing order; each gets a depth (1 for an
//! aliased leaf, one more than its deepest aliased descendant otherwise);
//! aliases are then stable-sorted by (depth, types first, name) and
//! numbered per name in that order. Aliases reached only from op locations
//! are deferred to the end of the file.

use crate::attrs::{Attr, AttrKind, LocKind};
use crate::context::Context;
use crate::ir::{Ir, OpId};
use crate::types::{Type, TypeKind};
use fxhash::FxHashMap;

use crate::registry::is_registered;

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Key {
    Attr(Attr),
    Type(Type),
}

struct Info {
    key: Key,
    alias: Option<&'static str>,
    depth: u32,
    deferrable: bool,
    children: Vec<usize>,
}

/// The aliases chosen for one print.
#[derive(Default)]
pub(crate) struct AliasTable {
    attrs: FxHashMap<Attr, String>,
    types: FxHashMap<Type, String>,
    /// Definitions in print order: (attr or type, alias, deferred).
    defs: Vec<(Result<Attr, Type>, String, bool)>,
}

impl AliasTable {
    pub fn attr_alias(&self, a: Attr) -> Option<&str> {
        if self.attrs.is_empty() {
            return None;
        }
        self.attrs.get(&a).map(|s| s.as_str())
    }
    pub fn type_alias(&self, t: Type) -> Option<&str> {
        if self.types.is_empty() {
            return None;
        }
        self.types.get(&t).map(|s| s.as_str())
    }
    /// Definitions to print before (`deferred == false`) or after the body.
    pub fn defs(
        &self,
        deferred: bool,
    ) -> impl Iterator<Item = &(Result<Attr, Type>, String, bool)> {
        self.defs.iter().filter(move |d| d.2 == deferred)
    }
}

struct Collector<'a> {
    ctx: &'a Context,
    index: FxHashMap<Key, usize>,
    infos: Vec<Info>,
    /// Subtrees known to hold nothing aliasable.
    plain_types: FxHashMap<Type, ()>,
    debuginfo: bool,
}

/// Builds the alias table for printing `top`.
pub(crate) fn collect(ctx: &Context, ir: &Ir, top: OpId, debuginfo: bool) -> AliasTable {
    let mut c = Collector {
        ctx,
        index: FxHashMap::default(),
        infos: Vec::new(),
        plain_types: FxHashMap::default(),
        debuginfo,
    };
    c.op(ir, top);
    c.finish()
}

impl Collector<'_> {
    fn op(&mut self, ir: &Ir, op: OpId) {
        if self.debuginfo {
            self.attr(ir.op_loc(op), true);
        }
        for &r in ir.regions(op) {
            for &b in ir.region_blocks(r) {
                for &a in ir.block_args(b) {
                    self.ty(ir.value_type(a));
                    if self.debuginfo {
                        self.attr(ir.value_loc(a), false);
                    }
                }
                for o in ir.block_ops(b) {
                    self.op(ir, o);
                }
            }
        }
        for v in ir.operands(op) {
            self.ty(ir.value_type(v));
        }
        for v in ir.results(op) {
            self.ty(ir.value_type(v));
        }
        if let Some(p) = ir.props(op) {
            if is_registered(self.ctx.op_name_str(ir.op_name(op))) {
                self.attr(p, false);
            }
        }
        let attrs = ir.attrs(op);
        if let AttrKind::Dictionary(entries) = self.ctx.attr_kind(attrs) {
            for (_, v) in entries {
                self.attr(*v, false);
            }
        }
    }

    fn mark_non_deferrable(&mut self, i: usize) {
        if !self.infos[i].deferrable {
            return;
        }
        self.infos[i].deferrable = false;
        let children = self.infos[i].children.clone();
        for c in children {
            self.mark_non_deferrable(c);
        }
    }

    fn enter(
        &mut self,
        key: Key,
        alias: Option<&'static str>,
        deferrable: bool,
    ) -> Result<usize, (u32, usize)> {
        if let Some(&i) = self.index.get(&key) {
            if !deferrable {
                self.mark_non_deferrable(i);
            }
            return Err((self.infos[i].depth, i));
        }
        let i = self.infos.len();
        self.infos.push(Info {
            key,
            alias,
            depth: 0,
            deferrable,
            children: Vec::new(),
        });
        self.index.insert(key, i);
        Ok(i)
    }

    fn finish_node(&mut self, i: usize, children: Vec<(u32, usize)>) -> (u32, usize) {
        let max = children.iter().map(|c| c.0).max().unwrap_or(0);
        let info = &mut self.infos[i];
        info.depth = if max > 0 {
            max + 1
        } else if info.alias.is_some() {
            1
        } else {
            0
        };
        info.children = children.into_iter().map(|c| c.1).collect();
        (info.depth, i)
    }

    /// Visits a type; returns (depth, index) or None for trivially plain types.
    fn ty(&mut self, t: Type) -> Option<(u32, usize)> {
        if self.plain_types.contains_key(&t) {
            return None;
        }
        let kind = self.ctx.type_kind(t);
        let alias = match kind {
            TypeKind::Tuple(ts) if ts.len() > 16 => Some("tuple"),
            _ => None,
        };
        let sub: Vec<Result<Type, Attr>> = match kind {
            TypeKind::Complex(e) | TypeKind::UnrankedTensor(e) => vec![Ok(*e)],
            TypeKind::Vector { elem, .. } => vec![Ok(*elem)],
            TypeKind::Tuple(ts) => ts.iter().map(|t| Ok(*t)).collect(),
            TypeKind::Function { inputs, results } => {
                inputs.iter().chain(results).map(|t| Ok(*t)).collect()
            }
            TypeKind::RankedTensor { elem, encoding, .. } => {
                let mut v = vec![Ok(*elem)];
                v.extend(encoding.map(Err));
                v
            }
            TypeKind::MemRef {
                elem,
                layout,
                space,
                ..
            } => {
                let mut v = vec![Ok(*elem)];
                v.extend(layout.map(Err));
                v.extend(space.map(Err));
                v
            }
            TypeKind::UnrankedMemRef { elem, space } => {
                let mut v = vec![Ok(*elem)];
                v.extend(space.map(Err));
                v
            }
            _ => vec![],
        };
        if alias.is_none() && sub.is_empty() {
            self.plain_types.insert(t, ());
            return None;
        }
        let i = match self.enter(Key::Type(t), alias, false) {
            Ok(i) => i,
            Err(r) => return Some(r),
        };
        let mut children = Vec::new();
        for s in sub {
            let r = match s {
                Ok(t) => self.ty(t),
                Err(a) => self.attr(a, false),
            };
            children.extend(r);
        }
        let r = self.finish_node(i, children);
        if alias.is_none() && r.0 == 0 {
            // Nothing aliasable below: forget it to keep the table small.
            self.plain_types.insert(t, ());
        }
        Some(r)
    }

    fn attr(&mut self, a: Attr, deferrable: bool) -> Option<(u32, usize)> {
        let kind = self.ctx.attr_kind(a);
        let alias = match kind {
            AttrKind::AffineMap(_) => Some("map"),
            AttrKind::IntegerSet(_) => Some("set"),
            AttrKind::Location(_) => Some("loc"),
            AttrKind::Distinct { referenced, .. } => {
                if matches!(self.ctx.attr_kind(*referenced), AttrKind::Unit) {
                    None
                } else {
                    Some("distinct")
                }
            }
            _ => None,
        };
        let sub: Vec<Result<Type, Attr>> = match kind {
            AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => vec![Ok(*ty)],
            AttrKind::String { ty: Some(t), .. } => vec![Ok(*t)],
            AttrKind::Type(t) => vec![Ok(*t)],
            AttrKind::Array(v) => v.iter().map(|a| Err(*a)).collect(),
            AttrKind::Dictionary(e) => e.iter().map(|(_, a)| Err(*a)).collect(),
            AttrKind::DenseArray { elem, .. } => vec![Ok(*elem)],
            AttrKind::DenseElements { ty, .. }
            | AttrKind::DenseString { ty, .. }
            | AttrKind::DenseResource { ty, .. } => vec![Ok(*ty)],
            AttrKind::Sparse {
                ty,
                indices,
                values,
            } => vec![Ok(*ty), Err(*indices), Err(*values)],
            AttrKind::Distinct { referenced, .. } => vec![Err(*referenced)],
            AttrKind::Location(l) => match l {
                LocKind::Name { child: Some(c), .. } => vec![Err(*c)],
                LocKind::CallSite { callee, caller } => vec![Err(*callee), Err(*caller)],
                LocKind::Fused { metadata, locs } => {
                    let mut v: Vec<_> = locs.iter().map(|l| Err(*l)).collect();
                    v.extend(metadata.map(Err));
                    v
                }
                _ => vec![],
            },
            _ => vec![],
        };
        if alias.is_none() && sub.is_empty() {
            return None;
        }
        let i = match self.enter(Key::Attr(a), alias, deferrable) {
            Ok(i) => i,
            Err(r) => return Some(r),
        };
        let mut children = Vec::new();
        for s in sub {
            let r = match s {
                Ok(t) => self.ty(t),
                Err(x) => self.attr(x, deferrable),
            };
            children.extend(r);
        }
        Some(self.finish_node(i, children))
    }

    fn finish(self) -> AliasTable {
        let mut order: Vec<usize> = (0..self.infos.len())
            .filter(|&i| self.infos[i].alias.is_some())
            .collect();
        order.sort_by(|&a, &b| {
            let (x, y) = (&self.infos[a], &self.infos[b]);
            x.depth
                .cmp(&y.depth)
                .then_with(|| {
                    let xt = matches!(x.key, Key::Type(_));
                    let yt = matches!(y.key, Key::Type(_));
                    yt.cmp(&xt)
                })
                .then_with(|| x.alias.cmp(&y.alias))
        });
        let mut counts: FxHashMap<&'static str, u32> = FxHashMap::default();
        let mut table = AliasTable::default();
        for i in order {
            let info = &self.infos[i];
            let name = info.alias.unwrap();
            let n = counts.entry(name).or_insert(0);
            let prefix = if matches!(info.key, Key::Type(_)) {
                '!'
            } else {
                '#'
            };
            let text = if *n == 0 {
                format!("{}{}", prefix, name)
            } else {
                format!("{}{}{}", prefix, name, n)
            };
            *n += 1;
            match info.key {
                Key::Attr(a) => {
                    table.attrs.insert(a, text.clone());
                    table.defs.push((Ok(a), text, info.deferrable));
                }
                Key::Type(t) => {
                    table.types.insert(t, text.clone());
                    table.defs.push((Err(t), text, info.deferrable));
                }
            }
        }
        table
    }
}
