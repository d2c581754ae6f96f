//! The compiled form of a pattern: a match program and a rewrite program,
//! flat instruction lists over one register file.
//!
//! The match program mirrors the predicates MLIR's PDL-to-`pdl_interp`
//! lowering generates for a pattern: *position* instructions read a part
//! of the payload into a register (possibly null, as the PDL bytecode's
//! getters do), *check* instructions fail the match, and two *choice*
//! instructions ([`MatchInstr::GetDefiningOp`], [`MatchInstr::ForEachUser`])
//! leave a choice point the interpreter backtracks to. The rewrite program
//! mirrors the `pdl_interp` rewriter function.

use crate::hooks::HookId;
use patsat_frontend::pattern::Counted;
use patsat_ir::{Attr, OpName, Type};

/// A register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Reg(pub u32);

impl Reg {
    /// The index into the register file.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// One match instruction. (Fields: `op`/`src` are read, `dst` is
/// written; the variant documents the rest.)
#[allow(missing_docs)]
#[derive(Clone, Debug, PartialEq)]
pub enum MatchInstr {
    /// `dst` = operand `index` of `op`, or null if there is none.
    GetOperand { op: Reg, index: u32, dst: Reg },
    /// `dst` = operand group `group` of `op` (MLIR's `pdl_interp.get_operands`
    /// with an index): the `operandSegmentSizes` segment if the op has one,
    /// else every operand from position `group` on. A non-variadic group
    /// must hold exactly one value (else null).
    GetOperandGroup {
        op: Reg,
        group: u32,
        variadic: bool,
        dst: Reg,
    },
    /// `dst` = all operands of `op` (a value range).
    GetAllOperands { op: Reg, dst: Reg },
    /// `dst` = result `index` of `op`, or null.
    GetResult { op: Reg, index: u32, dst: Reg },
    /// `dst` = result group `group` of `op` (as [`MatchInstr::GetOperandGroup`]
    /// with `resultSegmentSizes`).
    GetResultGroup {
        op: Reg,
        group: u32,
        variadic: bool,
        dst: Reg,
    },
    /// `dst` = all results of `op` (a value range).
    GetAllResults { op: Reg, dst: Reg },
    /// `dst` = the type of a value, or the types of a value range (null
    /// stays null).
    GetValueType { src: Reg, dst: Reg },
    /// `dst` = the attribute `name` of `op`, or null.
    GetAttr { op: Reg, name: String, dst: Reg },
    /// `dst` = the type of a typed attribute, or null.
    GetAttrType { src: Reg, dst: Reg },
    /// Choice: `dst` = each op defining `src` (for a range: its first
    /// value) in turn; null if there is none.
    GetDefiningOp { src: Reg, dst: Reg },
    /// Choice: `dst` = each user of `src` (for a range: of its first value)
    /// in turn; fails if there is none.
    ForEachUser { src: Reg, dst: Reg },
    /// `dst` = a constant attribute.
    LoadAttr { attr: Attr, dst: Reg },
    /// `dst` = a constant type.
    LoadType { ty: Type, dst: Reg },
    /// `dst` = a constant type range.
    LoadTypes { tys: Vec<Type>, dst: Reg },
    /// Fails if `src` is null.
    IsNotNull { src: Reg },
    /// Fails unless `op` is named `name`.
    CheckOpName { op: Reg, name: OpName },
    /// Fails unless `op` has `count` operands (at least `count` if
    /// `at_least`).
    CheckOperandCount { op: Reg, count: u32, at_least: bool },
    /// Fails unless `op` has `count` results (at least `count` if
    /// `at_least`).
    CheckResultCount { op: Reg, count: u32, at_least: bool },
    /// Fails unless `a` and `b` hold the same thing (ranges element-wise).
    AreEqual { a: Reg, b: Reg },
    /// Fails unless the type in `src` is `ty`.
    CheckType { src: Reg, ty: Type },
    /// Fails unless the type range in `src` is `tys`.
    CheckTypes { src: Reg, tys: Vec<Type> },
    /// Fails unless the attribute in `src` is `attr`.
    CheckAttr { src: Reg, attr: Attr },
    /// Calls a native constraint; fails when it fails (succeeds, if
    /// `negated`). Its results go to `results`.
    Constraint {
        hook: HookId,
        args: Vec<Reg>,
        results: Vec<Reg>,
        negated: bool,
    },
    /// `dst` = region `index` of `op`, or null.
    GetRegion { op: Reg, index: u32, dst: Reg },
    /// `dst` = the entry block of `region`, or null when it is empty.
    GetEntryBlock { region: Reg, dst: Reg },
    /// `dst` = argument `index` of `block` (null if none), or all of its
    /// arguments (a value range).
    GetBlockArgs {
        block: Reg,
        index: Option<u32>,
        dst: Reg,
    },
    /// `dst` = operand `index` of the terminator (last op) of `block`
    /// (null if none), or all of them (a value range; null for an empty
    /// block).
    GetYielded {
        block: Reg,
        index: Option<u32>,
        dst: Reg,
    },
    /// Fails unless `src` (an op, region or block, as `what` needs) has
    /// exactly `count` regions, blocks, arguments or yielded values.
    CheckCount { src: Reg, what: Counted, count: u32 },
}

/// How a created op gets its result types (MLIR's rewriter lowering,
/// `semantics/greedy.md` §11.5).
#[derive(Clone, Debug, PartialEq)]
pub enum ResultTypes {
    /// These types and type ranges, concatenated.
    Explicit(Vec<Reg>),
    /// Inferred from operands and attributes by the op's type inference.
    Infer,
    /// All result types of the op in this register (the op it replaces).
    LikeOp(Reg),
    /// No results.
    None,
}

/// One rewrite instruction (fields as in [`MatchInstr`]).
#[allow(missing_docs)]
#[derive(Clone, Debug, PartialEq)]
pub enum RewriteInstr {
    /// Creates an op; `dst` = the op. `regions`: its regions, each with
    /// the blocks moved out of a matched region or empty.
    CreateOp {
        name: OpName,
        operands: Vec<Reg>,
        props: Vec<(String, Reg)>,
        attrs: Vec<(String, Reg)>,
        types: ResultTypes,
        regions: Vec<Option<Reg>>,
        dst: Reg,
    },
    /// `dst` = result `index` of `op` (null if none).
    GetResult { op: Reg, index: u32, dst: Reg },
    /// `dst` = result group `group` of `op`, or all results.
    GetResults {
        op: Reg,
        group: Option<u32>,
        variadic: bool,
        dst: Reg,
    },
    /// `dst` = the type (or types) of a value (or value range).
    GetValueType { src: Reg, dst: Reg },
    /// `dst` = a constant attribute.
    LoadAttr { attr: Attr, dst: Reg },
    /// `dst` = a constant type.
    LoadType { ty: Type, dst: Reg },
    /// `dst` = a constant type range.
    LoadTypes { tys: Vec<Type>, dst: Reg },
    /// `dst` = the concatenation of values/value ranges (or types/type
    /// ranges, if `types`).
    Range {
        elements: Vec<Reg>,
        types: bool,
        dst: Reg,
    },
    /// Replaces `op` by the concatenation of `values`.
    Replace { op: Reg, values: Vec<Reg> },
    /// Erases `op`.
    Erase { op: Reg },
    /// Calls a native rewrite; its results go to `results`.
    Native {
        hook: HookId,
        args: Vec<Reg>,
        results: Vec<Reg>,
    },
    /// Inlines `block` before the op `before`, its arguments replaced by
    /// `args` (values and ranges); `terminator` = its terminator, then
    /// `values` = the terminator's operands (read after the inlining).
    InlineBlock {
        block: Reg,
        before: Reg,
        args: Vec<Reg>,
        values: Reg,
        terminator: Reg,
    },
}

/// A pattern compiled once: its match and rewrite programs.
#[derive(Clone, Debug)]
pub struct CompiledPattern {
    /// The pattern's name (empty if it has none).
    pub name: String,
    /// Index of the pattern in its `PatternSet`.
    pub index: usize,
    /// The benefit.
    pub benefit: u16,
    /// The root op name, `None` for `op<>` roots (tried on every op).
    pub root: Option<String>,
    /// Register holding the root op when the match starts.
    pub root_reg: Reg,
    /// The registers of the matched ops (the root first, then in the order
    /// the match reaches them): ops created by the rewrite get their fused
    /// location, as MLIR's `record_match` gives them.
    pub loc_ops: Vec<Reg>,
    /// The match program.
    pub matcher: Vec<MatchInstr>,
    /// The rewrite program.
    pub rewriter: Vec<RewriteInstr>,
    /// Size of the register file (match and rewrite registers).
    pub num_regs: u32,
    /// The pattern's location (a location attribute), for diagnostics.
    pub loc: Option<Attr>,
    /// The register holding each PDL value of the pattern (by
    /// `ValueId`), once matched or rewritten.
    pub value_regs: Vec<Option<Reg>>,
}
