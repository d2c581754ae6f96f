//! The native hook registry: Rust functions registered by name, called by
//! patterns as native constraints (`Constraint Foo(...)` declared without
//! a body in PDLL, `pdl.apply_native_constraint`) and native rewrites
//! (`Rewrite Foo(...)`, `pdl.apply_native_rewrite`, external
//! `pdl.rewrite "name"`).
//!
//! Arguments and results are [`PdlValue`]s, typed by PDL's kinds. A hook
//! declares the kinds it takes and returns; [`crate::compile`] checks every
//! call against the declaration, and a pattern calling a name nobody
//! registered is a load-time error naming the pattern and the native.
//!
//! [`test`] is the hook set of MLIR's `--test-pdl-bytecode-pass`, [`drr`]
//! the DRR intrinsics.

pub mod drr;
pub mod test;

use crate::view::{MatchView, RewriteBuilder};
use patsat_frontend::pattern::PdlType;
use patsat_ir::{Attr, OpId, Type, Value};
use std::collections::BTreeMap;
use std::rc::Rc;

/// A PDL value passed to or returned by a hook.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PdlValue {
    /// A null attribute, type, value or op (e.g. a native returning "no
    /// attribute"; an op created with a null attribute does not get it).
    Null,
    /// `!pdl.attribute`
    Attr(Attr),
    /// `!pdl.operation`
    Op(OpId),
    /// `!pdl.type`
    Type(Type),
    /// `!pdl.value`
    Value(Value),
    /// `!pdl.range<type>`
    TypeRange(Vec<Type>),
    /// `!pdl.range<value>`
    ValueRange(Vec<Value>),
}

impl PdlValue {
    /// The PDL kind of the value (`None` for [`PdlValue::Null`], which
    /// fits every single kind).
    pub fn kind(&self) -> Option<PdlType> {
        Some(match self {
            PdlValue::Null => return None,
            PdlValue::Attr(_) => PdlType::Attribute,
            PdlValue::Op(_) => PdlType::Operation,
            PdlValue::Type(_) => PdlType::Type,
            PdlValue::Value(_) => PdlType::Value,
            PdlValue::TypeRange(_) => PdlType::TypeRange,
            PdlValue::ValueRange(_) => PdlType::ValueRange,
        })
    }
    /// The op, if this is one.
    pub fn as_op(&self) -> Option<OpId> {
        match self {
            PdlValue::Op(o) => Some(*o),
            _ => None,
        }
    }
    /// The attribute, if this is one.
    pub fn as_attr(&self) -> Option<Attr> {
        match self {
            PdlValue::Attr(a) => Some(*a),
            _ => None,
        }
    }
    /// The value, if this is one.
    pub fn as_value(&self) -> Option<Value> {
        match self {
            PdlValue::Value(v) => Some(*v),
            _ => None,
        }
    }
    /// The type, if this is one.
    pub fn as_type(&self) -> Option<Type> {
        match self {
            PdlValue::Type(t) => Some(*t),
            _ => None,
        }
    }
}

/// A native constraint: `Some(results)` on success, `None` on failure.
pub type ConstraintFn = dyn Fn(&mut dyn MatchView, &[PdlValue]) -> Option<Vec<PdlValue>>;

/// A native rewrite: its results, or an error message (MLIR aborts the
/// process when a native rewrite fails; patsat reports it as an error).
pub type RewriteFn = dyn Fn(&mut dyn RewriteBuilder, &[PdlValue]) -> Result<Vec<PdlValue>, String>;

/// A native rewrite writing its results into a list it is given (cleared
/// first), so that a hot native allocates nothing per call (see
/// [`Hooks::register_rewrite_into`]).
pub type RewriteIntoFn =
    dyn Fn(&mut dyn RewriteBuilder, &[PdlValue], &mut Vec<PdlValue>) -> Result<(), String>;

/// The PDL kinds a hook takes and returns; `None` accepts any.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Signature {
    /// Argument kinds, or `None` for any number of any kind.
    pub args: Option<Vec<PdlType>>,
    /// Result kinds, or `None` for whatever the pattern declares.
    pub results: Option<Vec<PdlType>>,
}

impl Signature {
    /// Exactly these argument and result kinds.
    pub fn new(args: &[PdlType], results: &[PdlType]) -> Self {
        Signature {
            args: Some(args.to_vec()),
            results: Some(results.to_vec()),
        }
    }
    /// Any arguments, any results.
    pub fn any() -> Self {
        Signature::default()
    }
}

/// Whether a hook is a constraint or a rewrite.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum HookKind {
    /// A native constraint.
    Constraint,
    /// A native rewrite.
    Rewrite,
}

/// A registered hook: its kind and its index in the registry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HookId {
    /// Constraint or rewrite.
    pub kind: HookKind,
    /// Index among the hooks of that kind.
    pub index: u32,
}

struct Entry<F: ?Sized> {
    name: String,
    sig: Signature,
    f: Rc<F>,
    /// For a rewrite registered with [`Hooks::register_rewrite_into`]: the
    /// function itself (`f` wraps it).
    into: Option<Rc<RewriteIntoFn>>,
    /// Whether the rewrite is memoisable (see [`Hooks::mark_memoisable`]).
    memo: bool,
    /// What its registrant attached (see [`Hooks::set_extension`]).
    ext: Option<Rc<dyn std::any::Any>>,
}

/// The registry of native hooks, by name.
#[derive(Default)]
pub struct Hooks {
    constraints: Vec<Entry<ConstraintFn>>,
    rewrites: Vec<Entry<RewriteFn>>,
    by_name: BTreeMap<(HookKind, String), u32>,
    greedy_only: std::collections::BTreeSet<HookId>,
}

impl std::fmt::Debug for Hooks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Hooks")
            .field("names", &self.by_name.keys().collect::<Vec<_>>())
            .finish()
    }
}

impl Hooks {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// The hooks of MLIR's `--test-pdl-bytecode-pass` (see [`test`]).
    pub fn test_set() -> Self {
        let mut h = Hooks::new();
        test::register(&mut h);
        h
    }

    /// The DRR intrinsics (see [`drr`]).
    pub fn drr_set() -> Self {
        let mut h = Hooks::new();
        drr::register(&mut h);
        h
    }

    /// Registers a native constraint; a later registration of the same
    /// name replaces the earlier one.
    pub fn register_constraint(
        &mut self,
        name: &str,
        sig: Signature,
        f: impl Fn(&mut dyn MatchView, &[PdlValue]) -> Option<Vec<PdlValue>> + 'static,
    ) {
        let index = self.slot(HookKind::Constraint, name, self.constraints.len());
        let entry = Entry {
            name: name.to_string(),
            sig,
            f: Rc::new(f) as Rc<ConstraintFn>,
            into: None,
            memo: false,
            ext: None,
        };
        put(&mut self.constraints, index, entry);
    }

    /// Registers a native rewrite; a later registration of the same name
    /// replaces the earlier one.
    pub fn register_rewrite(
        &mut self,
        name: &str,
        sig: Signature,
        f: impl Fn(&mut dyn RewriteBuilder, &[PdlValue]) -> Result<Vec<PdlValue>, String> + 'static,
    ) {
        let index = self.slot(HookKind::Rewrite, name, self.rewrites.len());
        let entry = Entry {
            name: name.to_string(),
            sig,
            f: Rc::new(f) as Rc<RewriteFn>,
            into: None,
            memo: false,
            ext: None,
        };
        put(&mut self.rewrites, index, entry);
    }

    /// Registers a native rewrite that writes its results into a list it
    /// is given: the same as [`Hooks::register_rewrite`] for callers, with
    /// no allocation per call for the machine (which keeps the list).
    pub fn register_rewrite_into(
        &mut self,
        name: &str,
        sig: Signature,
        f: impl Fn(&mut dyn RewriteBuilder, &[PdlValue], &mut Vec<PdlValue>) -> Result<(), String>
            + 'static,
    ) {
        let into: Rc<RewriteIntoFn> = Rc::new(f);
        let inner = Rc::clone(&into);
        let f = move |b: &mut dyn RewriteBuilder, args: &[PdlValue]| {
            let mut out = Vec::new();
            inner(b, args, &mut out).map(|()| out)
        };
        let index = self.slot(HookKind::Rewrite, name, self.rewrites.len());
        let entry = Entry {
            name: name.to_string(),
            sig,
            f: Rc::new(f) as Rc<RewriteFn>,
            into: Some(into),
            memo: false,
            ext: None,
        };
        put(&mut self.rewrites, index, entry);
    }

    /// Registers `name` as another name of the hook `id` (same kind,
    /// signature and function).
    pub fn alias(&mut self, name: &str, id: HookId) {
        match id.kind {
            HookKind::Constraint => {
                let e = &self.constraints[id.index as usize];
                let entry = Entry {
                    name: name.to_string(),
                    sig: e.sig.clone(),
                    f: Rc::clone(&e.f),
                    into: e.into.clone(),
                    memo: e.memo,
                    ext: e.ext.clone(),
                };
                let index = self.slot(id.kind, name, self.constraints.len());
                put(&mut self.constraints, index, entry);
            }
            HookKind::Rewrite => {
                let e = &self.rewrites[id.index as usize];
                let entry = Entry {
                    name: name.to_string(),
                    sig: e.sig.clone(),
                    f: Rc::clone(&e.f),
                    into: e.into.clone(),
                    memo: e.memo,
                    ext: e.ext.clone(),
                };
                let index = self.slot(id.kind, name, self.rewrites.len());
                put(&mut self.rewrites, index, entry);
            }
        }
    }

    /// The function of a constraint (shared).
    pub fn constraint_fn(&self, id: HookId) -> Rc<ConstraintFn> {
        Rc::clone(&self.constraints[id.index as usize].f)
    }

    /// The function of a rewrite (shared).
    pub fn rewrite_fn(&self, id: HookId) -> Rc<RewriteFn> {
        Rc::clone(&self.rewrites[id.index as usize].f)
    }

    /// The index for `name`: its existing one, or `next` (now reserved).
    fn slot(&mut self, kind: HookKind, name: &str, next: usize) -> usize {
        *self
            .by_name
            .entry((kind, name.to_string()))
            .or_insert(next as u32) as usize
    }

    /// Looks a hook up by kind and name.
    pub fn lookup(&self, kind: HookKind, name: &str) -> Option<HookId> {
        self.by_name
            .get(&(kind, name.to_string()))
            .map(|&index| HookId { kind, index })
    }

    /// The name of a hook.
    pub fn name(&self, id: HookId) -> &str {
        match id.kind {
            HookKind::Constraint => &self.constraints[id.index as usize].name,
            HookKind::Rewrite => &self.rewrites[id.index as usize].name,
        }
    }

    /// The signature of a hook.
    pub fn signature(&self, id: HookId) -> &Signature {
        match id.kind {
            HookKind::Constraint => &self.constraints[id.index as usize].sig,
            HookKind::Rewrite => &self.rewrites[id.index as usize].sig,
        }
    }

    /// Calls a constraint.
    pub fn call_constraint(
        &self,
        id: HookId,
        view: &mut dyn MatchView,
        args: &[PdlValue],
    ) -> Option<Vec<PdlValue>> {
        (self.constraints[id.index as usize].f)(view, args)
    }

    /// Calls a rewrite, its results replacing the content of `out`.
    pub fn call_rewrite_into(
        &self,
        id: HookId,
        b: &mut dyn RewriteBuilder,
        args: &[PdlValue],
        out: &mut Vec<PdlValue>,
    ) -> Result<(), String> {
        let e = &self.rewrites[id.index as usize];
        out.clear();
        match &e.into {
            Some(f) => f(b, args, out),
            None => {
                *out = (e.f)(b, args)?;
                Ok(())
            }
        }
    }

    /// Calls a rewrite.
    pub fn call_rewrite(
        &self,
        id: HookId,
        b: &mut dyn RewriteBuilder,
        args: &[PdlValue],
    ) -> Result<Vec<PdlValue>, String> {
        (self.rewrites[id.index as usize].f)(b, args)
    }

    /// Declares a registered hook invalid on an e-graph (it looks at use
    /// counts or users, or changes ops in place): patterns calling it run
    /// in eqsat mode's greedy phase. Returns false if no such hook exists.
    pub fn mark_greedy_only(&mut self, kind: HookKind, name: &str) -> bool {
        match self.lookup(kind, name) {
            Some(id) => {
                self.greedy_only.insert(id);
                true
            }
            None => false,
        }
    }

    /// Declares a registered native rewrite *memoisable*: its results
    /// depend only on its arguments — values by identity, types and
    /// attributes by value, ops through their name, attributes,
    /// properties and regions (not their operands, results, types, users
    /// or location) — and all it does is create ops (no replacement,
    /// erasure or change in place). A builder whose payload does not
    /// change between calls (the e-graph during a search pass) may then
    /// answer a call with the results of an earlier call with the same
    /// arguments (see [`RewriteBuilder::recall_native`]). Returns false if
    /// no such rewrite exists.
    pub fn mark_memoisable(&mut self, name: &str) -> bool {
        match self.lookup(HookKind::Rewrite, name) {
            Some(id) => {
                self.rewrites[id.index as usize].memo = true;
                true
            }
            None => false,
        }
    }

    /// Attaches `ext` to the native rewrite `name`, for consumers that know
    /// its type (e.g. a payload's faster form of the same rewrite; a later
    /// registration of the name drops it). Returns false if no such
    /// rewrite exists.
    pub fn set_extension(&mut self, name: &str, ext: Rc<dyn std::any::Any>) -> bool {
        match self.lookup(HookKind::Rewrite, name) {
            Some(id) => {
                self.rewrites[id.index as usize].ext = Some(ext);
                true
            }
            None => false,
        }
    }

    /// What was attached to a native rewrite (see [`Hooks::set_extension`]).
    pub fn extension(&self, id: HookId) -> Option<&Rc<dyn std::any::Any>> {
        match id.kind {
            HookKind::Rewrite => self.rewrites[id.index as usize].ext.as_ref(),
            HookKind::Constraint => None,
        }
    }

    /// Whether a hook is a memoisable rewrite (see
    /// [`Hooks::mark_memoisable`]).
    #[inline]
    pub fn is_memoisable(&self, id: HookId) -> bool {
        id.kind == HookKind::Rewrite && self.rewrites[id.index as usize].memo
    }

    /// Whether a hook was declared invalid on an e-graph (see
    /// [`Hooks::mark_greedy_only`]); hooks are valid on an e-graph unless
    /// declared otherwise.
    pub fn is_greedy_only(&self, id: HookId) -> bool {
        self.greedy_only.contains(&id)
    }

    /// Every registered name of a kind, sorted.
    pub fn names(&self, kind: HookKind) -> impl Iterator<Item = &str> {
        self.by_name
            .keys()
            .filter(move |k| k.0 == kind)
            .map(|k| k.1.as_str())
    }
}

/// Stores `entry` at `index` (one past the end appends).
fn put<F: ?Sized>(list: &mut Vec<Entry<F>>, index: usize, entry: Entry<F>) {
    if index == list.len() {
        list.push(entry);
    } else {
        list[index] = entry;
    }
}
