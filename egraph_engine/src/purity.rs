//! Which ops are pure, i.e. may become e-nodes. The answer comes from the
//! op facts of the op-info registry (ODS traits of loaded `.td` files, the
//! upstream dialect tables), else from the user (`--pure dialect.op`,
//! `--pure dialect.*`); an op nobody describes is impure. patsat never
//! guesses.
//!
//! An op is *pure* when it has no memory effects (`Pure`/`NoMemoryEffect`,
//! or `RecursiveMemoryEffects` with only effect-free nested ops), is not a
//! terminator or a symbol, has no successors and at least one result. An
//! op with regions is an e-node only when, in addition, its regions use no
//! value defined outside the op (closed regions travel with the node).

use patsat_greedy::{MemoryEffects, OpInfoRegistry};
use patsat_ir::{Context, Ir, OpId};
use std::collections::BTreeSet;

/// Where the purity of an op name comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuritySource {
    /// The op-info registry (ODS traits or built-in dialect facts).
    Registry,
    /// The user's `--pure` list.
    User,
    /// Nobody describes the op as pure.
    Unknown,
}

/// The purity oracle.
#[derive(Debug)]
pub struct Purity<'a> {
    registry: &'a OpInfoRegistry,
    ops: BTreeSet<String>,
    dialects: BTreeSet<String>,
    /// Per interned name (by index): 0 when not asked yet, else
    /// `KNOWN | PURE? | CONSTANT?` (rewrites ask for every op they create).
    cache: std::cell::RefCell<Vec<u8>>,
}

/// A name whose facts are known (see `Purity::cache`).
const KNOWN: u8 = 1;
/// A pure name.
const PURE: u8 = 2;
/// A `ConstantLike` name.
const CONSTANT: u8 = 4;

impl<'a> Purity<'a> {
    /// An oracle over `registry` with no user declarations.
    pub fn new(registry: &'a OpInfoRegistry) -> Self {
        Purity {
            registry,
            ops: BTreeSet::new(),
            dialects: BTreeSet::new(),
            cache: Default::default(),
        }
    }

    /// The op-info registry the oracle reads.
    pub fn registry(&self) -> &'a OpInfoRegistry {
        self.registry
    }

    /// Declares ops pure: `dialect.op`, or `dialect.*` for a whole dialect.
    pub fn declare(&mut self, spec: &str) -> Result<(), String> {
        let spec = spec.trim();
        self.cache.borrow_mut().clear();
        match spec.split_once('.') {
            Some((d, "*")) if !d.is_empty() => {
                self.dialects.insert(d.to_string());
            }
            Some((d, o)) if !d.is_empty() && !o.is_empty() && !o.contains('*') => {
                self.ops.insert(spec.to_string());
            }
            _ => {
                return Err(format!(
                    "`--pure {}`: expected `dialect.op` or `dialect.*`",
                    spec
                ))
            }
        }
        Ok(())
    }

    /// Declares every op listed in an op-info file: one `dialect.op` or
    /// `dialect.*` per line, `#` starts a comment.
    pub fn declare_file(&mut self, text: &str) -> Result<(), String> {
        for (i, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or("").trim();
            if !line.is_empty() {
                self.declare(line)
                    .map_err(|e| format!("line {}: {}", i + 1, e))?;
            }
        }
        Ok(())
    }

    /// Where the purity of `name` comes from (and whether it is pure).
    pub fn source(&self, name: &str) -> PuritySource {
        let dialect = name.split_once('.').map_or(name, |(d, _)| d);
        if self.ops.contains(name) || self.dialects.contains(dialect) {
            return PuritySource::User;
        }
        // Recursive effects: pure when the nested ops are (checked per op).
        match self.registry.info(name) {
            Some(i)
                if i.effects == MemoryEffects::Known(Vec::new())
                    || (i.recursive_effects && i.effects == MemoryEffects::Unknown) =>
            {
                PuritySource::Registry
            }
            _ => PuritySource::Unknown,
        }
    }

    /// Whether an op *name* is declared free of side effects by itself
    /// (nested ops of recursive ones are checked by [`Purity::is_pure_op`]).
    pub fn is_pure_name(&self, name: &str) -> bool {
        self.source(name) != PuritySource::Unknown
            && !self
                .registry
                .info(name)
                .is_some_and(|i| i.terminator || i.symbol)
    }

    /// Whether an interned op name is pure ([`Purity::is_pure_name`]) and
    /// whether it is `ConstantLike`, cached per name.
    #[inline]
    pub fn name_facts(&self, ctx: &Context, name: patsat_ir::OpName) -> (bool, bool) {
        let i = name.0 as usize;
        if let Some(&b) = self.cache.borrow().get(i).filter(|&&b| b != 0) {
            return (b & PURE != 0, b & CONSTANT != 0);
        }
        self.name_facts_slow(ctx, name)
    }

    /// [`Purity::name_facts`] of a name not asked before.
    #[cold]
    fn name_facts_slow(&self, ctx: &Context, name: patsat_ir::OpName) -> (bool, bool) {
        let i = name.0 as usize;
        let s = ctx.op_name_str(name);
        let f = (self.is_pure_name(s), self.registry.is_constant_like(s));
        let mut cache = self.cache.borrow_mut();
        if cache.len() <= i {
            cache.resize(i + 1, 0);
        }
        cache[i] = KNOWN | if f.0 { PURE } else { 0 } | if f.1 { CONSTANT } else { 0 };
        f
    }

    /// Whether an op of the IR becomes an e-node: a pure name, results, no
    /// successors, and (for ops with regions) effect-free nested ops and no
    /// value used from outside.
    pub fn is_pure_op(&self, ctx: &Context, ir: &Ir, op: OpId) -> bool {
        let name = ctx.op_name_str(ir.op_name(op));
        if !self.is_pure_name(name) || ir.num_results(op) == 0 || !ir.successors(op).is_empty() {
            return false;
        }
        if ir.regions(op).is_empty() {
            return true;
        }
        self.nested_effect_free(ctx, ir, op) && crate::regions::is_closed(ir, op)
    }

    /// Whether the ops nested in `op` are effect free, when `op`'s effects
    /// are recursive (declared-pure ops are trusted as a whole).
    fn nested_effect_free(&self, ctx: &Context, ir: &Ir, op: OpId) -> bool {
        let name = ctx.op_name_str(ir.op_name(op));
        if self.source(name) == PuritySource::User {
            return true;
        }
        let Some(info) = self.registry.info(name) else {
            return false;
        };
        let own_free = info.effects == MemoryEffects::Known(Vec::new());
        if !info.recursive_effects || !(own_free || info.effects == MemoryEffects::Unknown) {
            return own_free;
        }
        let mut ok = true;
        for &r in ir.regions(op) {
            for &b in ir.region_blocks(r) {
                for inner in ir.block_ops(b) {
                    let n = ctx.op_name_str(ir.op_name(inner));
                    let fine = self.source(n) != PuritySource::Unknown
                        && self.nested_effect_free(ctx, ir, inner);
                    ok &= fine;
                }
            }
        }
        ok
    }
}
