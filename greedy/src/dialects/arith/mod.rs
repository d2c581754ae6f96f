//! `arith` (LLVM 22): the facts of every op of the dialect (all are free
//! of memory effects; commutative and idempotent ones as `ArithOps.td`
//! declares them), the constant materializer, and the `fold` hooks of the
//! integer and index ops as `ArithOps.cpp` writes them. Trait folders
//! (`foldCommutative`, `foldIdempotent`) are run by the registry after
//! these hooks (`crate::trait_folds`).
//!
//! * [`apint`]: `APInt` arithmetic;
//! * [`attrs`]: integer constants (scalars, splats, dense elements) and
//!   `CommonFolders.h`;
//! * [`constant`]: `arith.constant` and the dialect's materializer;
//! * [`integer`]: `addi` … `remsi`, `max*`/`min*`;
//! * [`bitwise`]: `andi`, `ori`, `xori`, shifts;
//! * [`compare`]: `cmpi`, `select`;
//! * [`casts`]: `extui`, `extsi`, `trunci`, `index_cast[ui]`, `bitcast`;
//! * [`extended`]: `addui_extended`, `mulsi_extended`, `mului_extended`.
//!
//! Float ops are described (pure, commutative) but have no folder yet, so
//! they only fold through their traits.

pub mod apint;
pub mod attrs;
pub mod bitwise;
pub mod casts;
pub mod compare;
pub mod constant;
pub mod extended;
pub mod integer;

use crate::op_info::{FoldHook, FoldInput, FoldResult, OpFoldResult, OpInfo, OpInfoRegistry};
use patsat_ir::{Attr, Context, Ir, OpId, Type, Value};

/// `arith` ops with `Commutative` (and `Idempotent`) in `ArithOps.td`.
const COMMUTATIVE: &[&str] = &[
    "addi",
    "muli",
    "andi",
    "ori",
    "xori",
    "maxsi",
    "maxui",
    "minsi",
    "minui",
    "addui_extended",
    "mulsi_extended",
    "mului_extended",
    "addf",
    "mulf",
    "maximumf",
    "maxnumf",
    "minimumf",
    "minnumf",
];
const IDEMPOTENT: &[&str] = &["andi", "ori"];

/// Every other op of the dialect (LLVM 22).
const OTHER_OPS: &[&str] = &[
    "subi",
    "divui",
    "divsi",
    "ceildivui",
    "ceildivsi",
    "floordivsi",
    "remui",
    "remsi",
    "shli",
    "shrui",
    "shrsi",
    "cmpi",
    "select",
    "extui",
    "extsi",
    "trunci",
    "index_cast",
    "index_castui",
    "bitcast",
    "subf",
    "divf",
    "remf",
    "negf",
    "cmpf",
    "extf",
    "truncf",
    "scaling_extf",
    "scaling_truncf",
    "uitofp",
    "sitofp",
    "fptoui",
    "fptosi",
];

/// A fold hook of this dialect.
type Folder = fn(&mut FoldInput<'_>) -> Option<FoldResult>;

/// The fold hooks, by op mnemonic.
fn folders() -> Vec<(&'static str, Folder)> {
    vec![
        ("addi", integer::fold_addi),
        ("subi", integer::fold_subi),
        ("muli", integer::fold_muli),
        ("divui", integer::fold_divui),
        ("divsi", integer::fold_divsi),
        ("ceildivui", integer::fold_ceildivui),
        ("ceildivsi", integer::fold_ceildivsi),
        ("floordivsi", integer::fold_floordivsi),
        ("remui", integer::fold_remui),
        ("remsi", integer::fold_remsi),
        ("maxsi", integer::fold_maxsi),
        ("maxui", integer::fold_maxui),
        ("minsi", integer::fold_minsi),
        ("minui", integer::fold_minui),
        ("andi", bitwise::fold_andi),
        ("ori", bitwise::fold_ori),
        ("xori", bitwise::fold_xori),
        ("shli", bitwise::fold_shli),
        ("shrui", bitwise::fold_shrui),
        ("shrsi", bitwise::fold_shrsi),
        ("cmpi", compare::fold_cmpi),
        ("select", compare::fold_select),
        ("extui", casts::fold_extui),
        ("extsi", casts::fold_extsi),
        ("trunci", casts::fold_trunci),
        ("index_cast", casts::fold_index_cast),
        ("index_castui", casts::fold_index_castui),
        ("bitcast", casts::fold_bitcast),
        ("addui_extended", extended::fold_addui_extended),
        ("mulsi_extended", extended::fold_mulsi_extended),
        ("mului_extended", extended::fold_mului_extended),
    ]
}

/// Adds the `arith` ops, their folders and the materializer.
pub fn register(r: &mut OpInfoRegistry) {
    r.add(
        "arith.constant",
        OpInfo {
            constant_like: true,
            ..OpInfo::pure_op()
        },
    );
    for m in COMMUTATIVE {
        let info = OpInfo {
            commutative: true,
            idempotent: IDEMPOTENT.contains(m),
            ..OpInfo::pure_op()
        };
        r.add(&format!("arith.{m}"), info);
    }
    for m in OTHER_OPS {
        r.add(&format!("arith.{m}"), OpInfo::pure_op());
    }
    for (m, f) in folders() {
        let hook: FoldHook = Box::new(f);
        r.add_folder(&format!("arith.{m}"), hook);
    }
    r.add_materializer("arith", Box::new(constant::materialize));
}

/// The operands, their constants and the result type of a binary op with
/// one result (what every binary folder starts from).
pub(crate) struct Binary {
    pub lhs: Value,
    pub rhs: Value,
    pub l: Option<Attr>,
    pub r: Option<Attr>,
    pub ty: Type,
}

impl Binary {
    /// `None` for an op of another shape (not a valid arith op).
    pub fn of(input: &FoldInput<'_>) -> Option<Self> {
        let (ir, op) = (&*input.ir, input.op);
        if ir.num_operands(op) != 2 || ir.num_results(op) != 1 || input.consts.len() != 2 {
            return None;
        }
        Some(Binary {
            lhs: ir.operand(op, 0),
            rhs: ir.operand(op, 1),
            l: input.consts[0],
            r: input.consts[1],
            ty: ir.value_type(ir.result(op, 0)),
        })
    }
    /// The two constants, for the `constFold*` helpers.
    pub fn consts(&self) -> [Option<Attr>; 2] {
        [self.l, self.r]
    }
}

/// A fold to an existing value.
pub(crate) fn to_value(v: Value) -> Option<FoldResult> {
    Some(FoldResult::Results(vec![OpFoldResult::Value(v)]))
}

/// A fold to a constant (none: the fold failed).
pub(crate) fn to_attr(a: Option<Attr>) -> Option<FoldResult> {
    a.map(|a| FoldResult::Results(vec![OpFoldResult::Attr(a)]))
}

/// The op defining `v` if it is named `name` (`getDefiningOp<OpTy>()`).
pub(crate) fn def_named(ctx: &Context, ir: &Ir, v: Value, name: &str) -> Option<OpId> {
    let d = ir.defining_op(v)?;
    (ctx.op_name_str(ir.op_name(d)) == name).then_some(d)
}

/// The two operands of a binary op.
pub(crate) fn operands2(ir: &Ir, op: OpId) -> Option<(Value, Value)> {
    (ir.num_operands(op) == 2).then(|| (ir.operand(op, 0), ir.operand(op, 1)))
}
