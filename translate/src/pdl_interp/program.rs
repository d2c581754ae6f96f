//! The loaded form of a `pdl_interp` module: one [`Func`] per
//! `pdl_interp.func` (the matcher and each rewriter), made of blocks of
//! [`Instr`]s over numbered registers, and one [`PatternInfo`] per
//! `pdl_interp.record_match` (MLIR's `PDLByteCodePattern`).

use crate::hooks::HookId;
use patsat_frontend::pattern::PdlType;
use patsat_ir::{Attr, OpName, Type};

/// A register: one SSA value of a `pdl_interp` function.
pub type Reg = u32;
/// A block of a function (nested `foreach` bodies included).
pub type Blk = u32;

/// The PDL kind of a register: a kind of the PDL dialect, or a range of
/// ops (which only `pdl_interp` has).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `!pdl.attribute`, `!pdl.operation`, `!pdl.type`, `!pdl.value`,
    /// `!pdl.range<type>`, `!pdl.range<value>`.
    Pdl(PdlType),
    /// `!pdl.range<operation>` (users of values, iterated by `foreach`)
    OperationRange,
}

impl Kind {
    /// The kind named by a PDL type's MLIR spelling.
    pub fn from_mlir_name(s: &str) -> Option<Kind> {
        match s {
            "!pdl.range<operation>" => Some(Kind::OperationRange),
            _ => PdlType::from_mlir_name(s).map(Kind::Pdl),
        }
    }
    /// The MLIR spelling, e.g. `!pdl.range<operation>`.
    pub fn mlir_name(self) -> &'static str {
        match self {
            Kind::Pdl(t) => t.mlir_name(),
            Kind::OperationRange => "!pdl.range<operation>",
        }
    }
    /// Whether this is a range kind.
    pub fn is_range(self) -> bool {
        matches!(
            self,
            Kind::Pdl(PdlType::TypeRange | PdlType::ValueRange) | Kind::OperationRange
        )
    }
}

/// Operands or results of an op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The operands (`get_operand(s)`, `check_operand_count`, ...).
    Operands,
    /// The results.
    Results,
}

/// The constants a `switch_*` op compares with, one per case.
#[derive(Clone, Debug, PartialEq)]
pub enum Cases {
    /// `switch_attribute`
    Attributes(Vec<Attr>),
    /// `switch_operand_count` / `switch_result_count`
    Counts(Side, Vec<u32>),
    /// `switch_operation_name`
    Names(Vec<OpName>),
    /// `switch_type`
    Types(Vec<Type>),
    /// `switch_types`
    TypeLists(Vec<Vec<Type>>),
}

/// How `create_operation` gets its result types.
#[derive(Clone, Debug, PartialEq)]
pub enum ResultTypes {
    /// Types and type ranges, flattened in order.
    Given(Vec<Reg>),
    /// Inferred from operands and attributes (`-> <inferred>`).
    Inferred,
}

/// One `pdl_interp` op. Predicates jump to `yes` or `no`.
#[derive(Clone, Debug, PartialEq)]
pub enum Instr {
    /// `apply_constraint`: a native constraint, negated or not.
    ApplyConstraint {
        /// The native.
        hook: HookId,
        /// Arguments.
        args: Vec<Reg>,
        /// `isNegated`.
        negated: bool,
        /// Where its results go (on success).
        results: Vec<Reg>,
        /// Success (or failure when negated).
        yes: Blk,
        /// The other way.
        no: Blk,
    },
    /// `apply_rewrite`: a native rewrite.
    ApplyRewrite {
        /// The native.
        hook: HookId,
        /// Arguments.
        args: Vec<Reg>,
        /// Where its results go.
        results: Vec<Reg>,
    },
    /// `are_equal` (also `check_attribute` / `check_type` against a
    /// constant register).
    AreEqual {
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
        /// Equal.
        yes: Blk,
        /// Not equal.
        no: Blk,
    },
    /// `branch`
    Branch(Blk),
    /// `check_operand_count` / `check_result_count`
    CheckCount {
        /// The op.
        op: Reg,
        /// Operands or results.
        side: Side,
        /// The count.
        count: u32,
        /// `at_least`.
        at_least: bool,
        /// Holds.
        yes: Blk,
        /// Does not.
        no: Blk,
    },
    /// `check_operation_name`
    CheckName {
        /// The op.
        op: Reg,
        /// The name.
        name: OpName,
        /// Holds.
        yes: Blk,
        /// Does not.
        no: Blk,
    },
    /// `check_types`
    CheckTypes {
        /// A type range.
        types: Reg,
        /// The constant types.
        expected: Vec<Type>,
        /// Equal.
        yes: Blk,
        /// Not equal.
        no: Blk,
    },
    /// `continue`: the next iteration of the enclosing `foreach`.
    Continue,
    /// `create_attribute`, `create_type`, `create_types` (and the constants
    /// of `check_attribute` / `check_type`): a constant.
    Constant {
        /// The constant.
        value: Constant,
        /// Destination.
        dst: Reg,
    },
    /// `create_operation`
    CreateOperation {
        /// The op name.
        name: OpName,
        /// Values and value ranges, flattened.
        operands: Vec<Reg>,
        /// Inherent attributes (properties) by name, defaults included (a
        /// null attribute is not set).
        props: Vec<(String, Reg)>,
        /// Discardable attributes by name (a null attribute is not set).
        attrs: Vec<(String, Reg)>,
        /// Result types.
        types: ResultTypes,
        /// Destination.
        dst: Reg,
    },
    /// `create_range`: singles and ranges, flattened.
    CreateRange {
        /// Elements.
        elements: Vec<Reg>,
        /// Whether this is a type range (else a value range).
        types: bool,
        /// Destination.
        dst: Reg,
    },
    /// `erase`
    Erase(Reg),
    /// `extract`
    Extract {
        /// The range.
        range: Reg,
        /// The index.
        index: u32,
        /// Destination.
        dst: Reg,
    },
    /// `finalize`: the end of the matcher or rewriter.
    Finalize,
    /// `foreach`: runs `body` once per op of `range` with `arg` set, then
    /// goes on at `next`.
    ForEach {
        /// An op range.
        range: Reg,
        /// The loop variable (the body's argument).
        arg: Reg,
        /// The body's entry block.
        body: Blk,
        /// After the loop.
        next: Blk,
    },
    /// `get_attribute`
    GetAttribute {
        /// The op.
        op: Reg,
        /// The attribute name.
        name: String,
        /// Destination.
        dst: Reg,
    },
    /// `get_attribute_type`
    GetAttributeType {
        /// The attribute.
        attr: Reg,
        /// Destination.
        dst: Reg,
    },
    /// `get_defining_op`
    GetDefiningOp {
        /// A value or value range (its first value).
        value: Reg,
        /// Destination.
        dst: Reg,
    },
    /// `get_operand` / `get_result`
    GetOne {
        /// The op.
        op: Reg,
        /// Operands or results.
        side: Side,
        /// The index.
        index: u32,
        /// Destination.
        dst: Reg,
    },
    /// `get_operands` / `get_results`
    GetGroup {
        /// The op.
        op: Reg,
        /// Operands or results.
        side: Side,
        /// The group (`None`: all).
        index: Option<u32>,
        /// Whether the result is a range (else a single value).
        range: bool,
        /// Destination.
        dst: Reg,
    },
    /// `get_users`
    GetUsers {
        /// A value or value range.
        value: Reg,
        /// Destination.
        dst: Reg,
    },
    /// `get_value_type`
    GetValueType {
        /// A value or value range.
        value: Reg,
        /// Destination.
        dst: Reg,
    },
    /// `is_not_null`
    IsNotNull {
        /// Any register.
        value: Reg,
        /// Not null.
        yes: Blk,
        /// Null.
        no: Blk,
    },
    /// `record_match`
    RecordMatch {
        /// Index in [`Program::patterns`].
        pattern: usize,
        /// The rewriter's arguments.
        inputs: Vec<Reg>,
        /// The matched ops (their locations make the rewrite's location).
        matched: Vec<Reg>,
        /// Where matching goes on.
        dest: Blk,
    },
    /// `replace`
    Replace {
        /// The op.
        op: Reg,
        /// Values and value ranges, flattened.
        values: Vec<Reg>,
    },
    /// `switch_*`: jumps to the destination of the first equal case, else
    /// to `default`.
    Switch {
        /// The value switched on.
        value: Reg,
        /// The cases.
        cases: Cases,
        /// No case is equal.
        default: Blk,
        /// One destination per case.
        dests: Vec<Blk>,
    },
}

/// A constant loaded into a register.
#[derive(Clone, Debug, PartialEq)]
pub enum Constant {
    /// An attribute.
    Attr(Attr),
    /// A type.
    Type(Type),
    /// A type range.
    Types(Vec<Type>),
}

/// One `pdl_interp.func`.
#[derive(Clone, Debug, Default)]
pub struct Func {
    /// Its symbol name.
    pub name: String,
    /// Number of registers.
    pub num_regs: u32,
    /// The kind of each register.
    pub kinds: Vec<Kind>,
    /// The registers of the arguments.
    pub args: Vec<Reg>,
    /// The blocks; block 0 is the entry.
    pub blocks: Vec<Vec<Instr>>,
}

/// One `record_match` op: a pattern of the PDL bytecode.
#[derive(Clone, Debug)]
pub struct PatternInfo {
    /// The rewriter function (index in [`Program::rewriters`]).
    pub rewriter: usize,
    /// Its benefit.
    pub benefit: u16,
    /// The root op name (`root("...")`), if any. It does not restrict
    /// where the pattern applies: the matcher alone decides, as in MLIR.
    pub root: Option<String>,
    /// The rewriter's symbol, for messages.
    pub name: String,
}

/// A loaded `pdl_interp` module.
#[derive(Clone, Debug, Default)]
pub struct Program {
    /// `@matcher`.
    pub matcher: Func,
    /// The functions of `@rewriters`, in order.
    pub rewriters: Vec<Func>,
    /// The patterns, one per `record_match` in the matcher, in order.
    pub patterns: Vec<PatternInfo>,
}
