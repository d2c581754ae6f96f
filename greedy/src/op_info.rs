//! What the driver must know about ops: terminators, symbols, constants,
//! commutativity, isolation and memory effects (for dead-op erasure), plus
//! folder and constant-materialization hooks. Filled from a small built-in
//! table of core ops today and from ODS traits once `.td` files are loaded;
//! users can add entries. An op nobody describes is treated as MLIR treats
//! an unregistered op: possibly a terminator, unknown effects, no folder.

use fxhash::FxHashMap;
use patsat_ir::{Attr, Context, Ir, OpId, OpSpec, Type, Value};
use std::collections::BTreeSet;

/// The kind of one memory effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EffectKind {
    /// Reads memory.
    Read,
    /// Writes memory.
    Write,
    /// Allocates memory.
    Allocate,
    /// Frees memory.
    Free,
}

/// One memory effect, optionally on one of the op's own results.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Effect {
    /// What the effect does.
    pub kind: EffectKind,
    /// The result it acts on (`Some(i)`: result `i`), if any.
    pub on_result: Option<u32>,
}

/// An op's memory effects (`MemoryEffectOpInterface`).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum MemoryEffects {
    /// The op does not implement the interface: it may do anything.
    #[default]
    Unknown,
    /// Exactly these effects (empty = `Pure` / `NoMemoryEffect`).
    Known(Vec<Effect>),
}

/// The facts about one op name.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct OpInfo {
    /// `IsTerminator`.
    pub terminator: bool,
    /// Implements `SymbolOpInterface` (never trivially dead).
    pub symbol: bool,
    /// `ConstantLike`: its value is its `value` attribute.
    pub constant_like: bool,
    /// `IsCommutative`: its trait folder moves constant operands last.
    pub commutative: bool,
    /// `IsIdempotent`: `f(f(x)) = f(x)`, `f(x, x) = x` (trait folder).
    pub idempotent: bool,
    /// `IsInvolution`: `f(f(x)) = x` (trait folder).
    pub involution: bool,
    /// `IsIsolatedFromAbove`.
    pub isolated_from_above: bool,
    /// `MemoryEffectOpInterface`.
    pub effects: MemoryEffects,
    /// `HasRecursiveMemoryEffects`: the effects of nested ops count.
    pub recursive_effects: bool,
    /// `BranchOpInterface`: how operands are forwarded to successors.
    pub branch: Option<BranchOperands>,
}

/// How a branch op (`BranchOpInterface`) forwards its operands to its
/// successors' block arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BranchOperands {
    /// Every operand goes to the only successor (`cf.br`).
    All,
    /// Successor `i` gets operand segment `first + i` of the op's
    /// `operandSegmentSizes` property (`cf.cond_br`: `first` = 1).
    Segments {
        /// The segment of successor 0.
        first: usize,
    },
}

impl OpInfo {
    /// A pure op (`Pure`: no memory effects).
    pub fn pure_op() -> Self {
        OpInfo {
            effects: MemoryEffects::Known(Vec::new()),
            ..Default::default()
        }
    }
}

/// One result of a fold: an existing value or a constant to materialize.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpFoldResult {
    /// Use this value.
    Value(Value),
    /// Materialize this constant (with the op's dialect).
    Attr(Attr),
}

/// What a folder did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FoldResult {
    /// The op was changed in place.
    InPlace,
    /// The op's results are replaced by these, one per result.
    Results(Vec<OpFoldResult>),
}

/// What an op folder works on: the op, the constant value of each operand
/// (when its defining op is `ConstantLike`: the `adaptor` of MLIR's
/// `fold`), and the registry, to read the constants behind other values.
pub struct FoldInput<'a> {
    /// The IR.
    pub ir: &'a mut Ir,
    /// The context.
    pub ctx: &'a mut Context,
    /// What is known of ops (constants behind values).
    pub registry: &'a OpInfoRegistry,
    /// The op being folded.
    pub op: OpId,
    /// The constant of each operand.
    pub consts: &'a [Option<Attr>],
}

impl FoldInput<'_> {
    /// The constant defining `v` (`m_Constant` on a value), if any.
    pub fn constant_of(&self, v: Value) -> Option<Attr> {
        self.ir
            .defining_op(v)
            .and_then(|d| self.registry.constant_value(self.ctx, self.ir, d))
    }
}

/// An op's `fold` hook: returns `None` when it cannot fold. It may change
/// the op in place (then returns `FoldResult::InPlace`). Trait folders
/// (`IsCommutative`, `IsIdempotent`, `IsInvolution`) are not its job: the
/// registry runs them after it, as MLIR's `foldSingleResultHook` does.
pub type FoldHook = Box<dyn Fn(&mut FoldInput<'_>) -> Option<FoldResult>>;

/// A dialect's `materializeConstant`: the op to build for a constant value
/// of a type at a location, or `None`.
pub type MaterializeHook = Box<dyn Fn(&mut Context, Attr, Type, Attr) -> Option<OpSpec>>;

/// Op facts and hooks, by op name.
#[derive(Default)]
pub struct OpInfoRegistry {
    ops: FxHashMap<String, OpInfo>,
    registered_dialects: BTreeSet<String>,
    folders: FxHashMap<String, FoldHook>,
    materializers: FxHashMap<String, MaterializeHook>,
}

impl std::fmt::Debug for OpInfoRegistry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpInfoRegistry")
            .field("ops", &self.ops.len())
            .field("folders", &self.folders.len())
            .finish()
    }
}

impl OpInfoRegistry {
    /// An empty registry: every op is unknown.
    pub fn new() -> Self {
        Self::default()
    }

    /// The core ops whose facts do not depend on any `.td` file: `builtin`
    /// and `func`.
    pub fn with_core_ops() -> Self {
        let mut r = Self::new();
        r.add(
            "builtin.module",
            OpInfo {
                symbol: true,
                isolated_from_above: true,
                effects: MemoryEffects::Known(Vec::new()),
                recursive_effects: false,
                ..Default::default()
            },
        );
        r.add(
            "func.func",
            OpInfo {
                symbol: true,
                isolated_from_above: true,
                recursive_effects: true,
                ..Default::default()
            },
        );
        r.add(
            "func.return",
            OpInfo {
                terminator: true,
                ..OpInfo::pure_op()
            },
        );
        r.add("func.call", OpInfo::default());
        r
    }

    /// Describes an op (its dialect becomes registered).
    pub fn add(&mut self, name: &str, info: OpInfo) {
        if let Some((d, _)) = name.split_once('.') {
            self.registered_dialects.insert(d.to_string());
        }
        self.ops.insert(name.to_string(), info);
    }
    /// Registers a folder for an op.
    pub fn add_folder(&mut self, name: &str, f: FoldHook) {
        self.folders.insert(name.to_string(), f);
    }
    /// Registers a dialect's constant materializer.
    pub fn add_materializer(&mut self, dialect: &str, f: MaterializeHook) {
        self.materializers.insert(dialect.to_string(), f);
    }
    /// The facts about an op, if it is described.
    pub fn info(&self, name: &str) -> Option<&OpInfo> {
        self.ops.get(name)
    }
    /// The folder of an op.
    pub fn folder(&self, name: &str) -> Option<&FoldHook> {
        self.folders.get(name)
    }
    /// Whether folding `name` can ever succeed: it has a fold hook or a
    /// trait folder.
    pub fn may_fold(&self, name: &str) -> bool {
        self.folders.contains_key(name)
            || self
                .info(name)
                .is_some_and(|i| i.commutative || i.idempotent || i.involution)
    }

    /// MLIR's `Operation::fold` for a registered op: the op's fold hook,
    /// then, if it failed or folded in place, the trait folders in
    /// declaration order (first success wins), as `foldSingleResultHook`
    /// / `foldHook` do. Operand constants come from `ConstantLike`
    /// defining ops.
    /// `name` is the op's name.
    pub fn fold(&self, ir: &mut Ir, ctx: &mut Context, op: OpId, name: &str) -> Option<FoldResult> {
        let consts = constant_operands(self, ctx, ir, op);
        let mut input = FoldInput {
            ir,
            ctx,
            registry: self,
            op,
            consts: &consts,
        };
        let own = self.folder(name).and_then(|f| f(&mut input));
        if let Some(FoldResult::Results(_)) = own {
            return own;
        }
        let traits = self
            .info(name)
            .and_then(|info| crate::trait_folds::fold_traits(info, &mut input));
        traits.or(own)
    }
    /// The materializer of a dialect.
    pub fn materializer(&self, dialect: &str) -> Option<&MaterializeHook> {
        self.materializers.get(dialect)
    }

    /// `mightHaveTrait<IsTerminator>`: true for described terminators and
    /// for every op nobody describes.
    pub fn might_be_terminator(&self, name: &str) -> bool {
        self.info(name).is_none_or(|i| i.terminator)
    }
    /// `mightHaveTrait<IsIsolatedFromAbove>`.
    pub fn might_be_isolated(&self, name: &str) -> bool {
        self.info(name).is_none_or(|i| i.isolated_from_above)
    }
    /// Whether the op is `ConstantLike`.
    pub fn is_constant_like(&self, name: &str) -> bool {
        self.info(name).is_some_and(|i| i.constant_like)
    }
    /// Whether the op is `IsCommutative`.
    pub fn is_commutative(&self, name: &str) -> bool {
        self.info(name).is_some_and(|i| i.commutative)
    }

    /// The constant value of a `ConstantLike` op: its `value` property or
    /// attribute.
    pub fn constant_value(&self, ctx: &Context, ir: &Ir, op: OpId) -> Option<Attr> {
        if !self.is_constant_like(ctx.op_name_str(ir.op_name(op))) {
            return None;
        }
        ir.props(op)
            .and_then(|p| ctx.dict_get(p, "value"))
            .or_else(|| ctx.dict_get(ir.attrs(op), "value"))
    }

    /// MLIR's `wouldOpBeTriviallyDead`: not a (possible) terminator, not a
    /// symbol, and only reads or allocations of its own results (nested ops
    /// included for recursive effects).
    pub fn would_be_trivially_dead(&self, ctx: &Context, ir: &Ir, op: OpId) -> bool {
        let name = ctx.op_name_str(ir.op_name(op));
        if self.might_be_terminator(name) || self.info(name).is_some_and(|i| i.symbol) {
            return false;
        }
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            let Some(info) = self.info(ctx.op_name_str(ir.op_name(o))) else {
                return false;
            };
            if info.recursive_effects {
                for &r in ir.regions(o) {
                    for &b in ir.region_blocks(r) {
                        stack.extend(ir.block_ops(b));
                    }
                }
            }
            match &info.effects {
                MemoryEffects::Known(effects) => {
                    let harmless = effects.iter().all(|e| {
                        e.kind == EffectKind::Read
                            || (e.on_result.is_some()
                                && effects.iter().any(|a| {
                                    a.kind == EffectKind::Allocate && a.on_result == e.on_result
                                }))
                    });
                    if !harmless {
                        return false;
                    }
                }
                MemoryEffects::Unknown if info.recursive_effects => {}
                MemoryEffects::Unknown => return false,
            }
        }
        true
    }

    /// MLIR's `isOpTriviallyDead`: unused results and
    /// [`would_be_trivially_dead`](Self::would_be_trivially_dead).
    pub fn is_trivially_dead(&self, ctx: &Context, ir: &Ir, op: OpId) -> bool {
        ir.results(op).all(|r| !ir.has_uses(r)) && self.would_be_trivially_dead(ctx, ir, op)
    }
}

/// The dialect namespace of an op name (`arith` of `arith.addi`).
pub fn dialect_of(name: &str) -> &str {
    name.split_once('.').map_or(name, |(d, _)| d)
}

/// The constant of each operand whose defining op is `ConstantLike`.
pub fn constant_operands(
    reg: &OpInfoRegistry,
    ctx: &Context,
    ir: &Ir,
    op: OpId,
) -> Vec<Option<Attr>> {
    ir.operands(op)
        .map(|v| {
            ir.defining_op(v)
                .and_then(|d| reg.constant_value(ctx, ir, d))
        })
        .collect()
}
