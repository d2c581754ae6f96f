//! The CIRCT hook set's helpers, type members and result type inference,
//! evaluated on a small payload (FIRRTL ops unregistered, generic form)
//! with the set in scope. `circt-opt` is not available here: each
//! expected result is worked out from CIRCT's C++ (facts in the doc
//! comments of `natives/projects/circt/`) and the reasoning is written
//! beside the case. The helpers that rewrite run end to end in
//! `tests/project_hooks/` of the root package.

mod common;

use common::{check_cases, check_errors, library, payload, show};
use patsat_translate::natives::eval_snippet;
use patsat_translate::natives::projects::circt;
use patsat_translate::{IrView, PdlValue};

const PAYLOAD: &[u8] = br#"%0 = "x.a"() : () -> !firrtl.uint<8>
%1 = "x.b"() : () -> !firrtl.sint
%2 = "x.c"() : () -> !firrtl.alias<Byte, uint<8>>
%3 = "x.d"() : () -> !firrtl.const.bundle<a: uint<1>, b flip: sint<2>>
%4 = "x.e"() : () -> !firrtl.vector<uint, 3>
%5 = "x.f"() : () -> !firrtl.clock
%6 = "x.g"() : () -> !firrtl.probe<uint<8>>
%7 = "x.h"() : () -> i8
%8 = "x.i"() : () -> !firrtl.const.uint<8>
%9 = "x.j"() : () -> !firrtl.uint<200>
%10 = "x.k"() : () -> !firrtl.sint<4>
%11 = "x.l"() {name = "n"} : () -> !firrtl.uint<8>
"#;

#[test]
fn firrtl_helpers_and_type_members() {
    let mut ctx = patsat_ir::Context::new();
    let (m, v) = payload(&mut ctx, PAYLOAD);
    let lib = library(true);
    let mut view = IrView {
        ir: &m.ir,
        ctx: &mut ctx,
    };
    let u8_ = &v[0];
    let sint = &v[1];
    let alias = &v[2];
    let bundle = &v[3];
    let vector = &v[4];
    let clock = &v[5];
    let probe = &v[6];
    let i8_ = &v[7];
    let cu8 = &v[8];
    let u200 = &v[9];
    let s4 = &v[10];
    let named = &v[11];
    let cases: Vec<(&str, Vec<&PdlValue>, &str)> = vec![
        // type_isa: kinds; through aliases; a builtin type is no FIRRTL class.
        ("type_isa<IntType>($0.getType())", vec![u8_], "true"),
        ("type_isa<UIntType>($0.getType())", vec![sint], "false"),
        ("type_isa<SIntType>($_self)", vec![sint], "true"),
        ("type_isa<UIntType>($0.getType())", vec![alias], "true"),
        ("type_isa<FIRRTLBaseType>($0.getType())", vec![probe], "false"),
        ("type_isa<FIRRTLBaseType>($0.getType())", vec![bundle], "true"),
        ("type_isa<FVectorType, BundleType>($0.getType())", vec![vector], "true"),
        ("type_isa<IntType>($0.getType())", vec![i8_], "false"),
        // KnownWidth: a base type without uninferred widths (nested too).
        ("type_isa<FIRRTLBaseType>($0.getType()) && !type_cast<FIRRTLBaseType>($0.getType()).getRecursiveTypeProperties().hasUninferredWidth", vec![u8_], "true"),
        ("type_isa<FIRRTLBaseType>($0.getType()) && !type_cast<FIRRTLBaseType>($0.getType()).getRecursiveTypeProperties().hasUninferredWidth", vec![sint], "false"),
        ("type_isa<FIRRTLBaseType>($0.getType()) && !type_cast<FIRRTLBaseType>($0.getType()).getRecursiveTypeProperties().hasUninferredWidth", vec![vector], "false"),
        ("type_isa<FIRRTLBaseType>($0.getType()) && !type_cast<FIRRTLBaseType>($0.getType()).getRecursiveTypeProperties().hasUninferredWidth", vec![probe], "false"),
        // A bundle with a flipped field is not passive; an alias contains one.
        ("type_cast<FIRRTLBaseType>($0.getType()).getRecursiveTypeProperties().isPassive", vec![bundle], "false"),
        ("type_cast<FIRRTLBaseType>($0.getType()).getRecursiveTypeProperties().containsTypeAlias", vec![alias], "true"),
        // Widths: ints, 1 for clocks, -2 for aggregates, -1 uninferred.
        ("$_builder.getI32IntegerAttr(type_cast<FIRRTLBaseType>($0.getType()).getBitWidthOrSentinel())", vec![u8_], "8 : i32"),
        ("type_cast<FIRRTLBaseType>($0.getType()).getBitWidthOrSentinel()", vec![clock], "1 : i64"),
        ("type_cast<FIRRTLBaseType>($0.getType()).getBitWidthOrSentinel()", vec![bundle], "-2 : i64"),
        ("type_cast<IntType>($0.getType()).getBitWidthOrSentinel()", vec![sint], "-1 : i64"),
        // The alias's int view is its inner type.
        ("type_cast<IntType>($0.getType())", vec![alias], "!firrtl.uint<8>"),
        ("type_cast<FIRRTLBaseType>($0.getType())", vec![alias], "!firrtl.alias<Byte, uint<8>>"),
        // getWidth: an optional; two uninferred widths compare equal.
        ("type_cast<IntType>($0.getType()).getWidth() == type_cast<IntType>($1.getType()).getWidth()", vec![u8_, alias], "true"),
        ("type_cast<IntType>($0.getType()).getWidth() == type_cast<IntType>($1.getType()).getWidth()", vec![u8_, sint], "false"),
        ("type_cast<IntType>($0.getType()).getWidth() == type_cast<IntType>($1.getType()).getWidth()", vec![sint, sint], "true"),
        ("type_cast<IntType>($0.getType()).isSigned() == type_cast<IntType>($1.getType()).isSigned()", vec![u8_, sint], "false"),
        ("type_cast<IntType>($0.getType()).isSigned()", vec![s4], "true"),
        // IntTypeWidthLTX<2>: known and below 2.
        ("type_cast<IntType>($0.getType()).getBitWidthOrSentinel() >= 0 && type_cast<IntType>($0.getType()).getBitWidthOrSentinel()<2", vec![sint], "false"),
        // Anonymous equivalence: through aliases; const matters; a builtin
        // type only equals itself.
        ("areAnonymousTypesEquivalent($0.getType(), $1.getType())", vec![u8_, alias], "true"),
        ("areAnonymousTypesEquivalent($0.getType(), $1.getType())", vec![u8_, cu8], "false"),
        ("!areAnonymousTypesEquivalent(type_cast<FIRRTLBaseType>($0.getType()).getAllConstDroppedType(), type_cast<FIRRTLBaseType>($1.getType()).getAllConstDroppedType())", vec![u8_, cu8], "false"),
        ("areAnonymousTypesEquivalent($0.getType(), $1.getType())", vec![i8_, i8_], "true"),
        ("areAnonymousTypesEquivalent($0.getType(), $1.getType())", vec![i8_, u8_], "false"),
        // Const dropped recursively.
        ("type_cast<FIRRTLBaseType>($0.getType()).getAllConstDroppedType()", vec![bundle], "!firrtl.bundle<a: uint<1>, b flip: sint<2>>"),
        ("type_cast<FVectorType>($0.getType()).getNumElements()", vec![vector], "3 : i64"),
        // getIntZerosAttr/getIntOnesAttr: as wide as the type (1 bit when
        // uninferred), of its signedness; all ones is -1 signed, 2^w-1 unsigned.
        ("getIntZerosAttr($0.getType())", vec![u8_], "0 : ui8"),
        ("getIntZerosAttr($0.getType())", vec![sint], "0 : si1"),
        ("getIntOnesAttr($0.getType())", vec![u8_], "255 : ui8"),
        ("getIntOnesAttr($0.getType())", vec![s4], "-1 : si4"),
        ("getIntOnesAttr($0.getType())", vec![u200], "1606938044258990275541962092341162602522202993782792835301375 : ui200"),
        ("getIntZerosAttr($_builder.getType<UIntType>(1))", vec![], "0 : ui1"),
        // Type constructors.
        ("$_builder.getType<UIntType>(1)", vec![], "!firrtl.uint<1>"),
        ("$_builder.getType<SIntType>()", vec![], "!firrtl.sint"),
        ("$_builder.getType<circt::ltl::SequenceType>()", vec![], "!ltl.sequence"),
        // moveNameHint passes the new value through; with no name on the
        // old op there is nothing to move (also outside a rewrite).
        ("moveNameHint($0, $1)", vec![u8_, sint], "value"),
    ];
    check_cases(&mut view, &lib, &cases);

    // Where CIRCT asserts (or the argument is of the wrong kind), the
    // evaluation fails instead of panicking.
    let errors: Vec<(&str, Vec<&PdlValue>)> = vec![
        ("type_cast<IntType>($0.getType())", vec![clock]),
        ("type_cast<IntType>($0.getType()).getWidth()", vec![bundle]),
        ("type_isa<NoSuchType>($0.getType())", vec![u8_]),
        (
            "type_cast<FIRRTLBaseType>($0.getType()).getBitWidthOrSentinel()",
            vec![probe],
        ),
        ("getIntZerosAttr($0.getType())", vec![clock]),
        ("getIntZerosAttr($0.getType())", vec![i8_]),
        ("areAnonymousTypesEquivalent($0)", vec![u8_]),
        // A name to move, but a matcher cannot change ops.
        ("moveNameHint($0, $1)", vec![named, u8_]),
    ];
    check_errors(&mut view, &lib, &errors);
}

/// Unqualified helper names are CIRCT's only in CIRCT's pattern files;
/// qualified and partly qualified names always are.
#[test]
fn circt_scope() {
    let mut ctx = patsat_ir::Context::new();
    let (m, v) = payload(&mut ctx, PAYLOAD);
    let x = v[0].clone();
    let mut view = IrView {
        ir: &m.ir,
        ctx: &mut ctx,
    };
    let other = library(false);
    let args = std::slice::from_ref(&x);
    assert!(eval_snippet(&mut view, "type_isa<IntType>($0.getType())", args, &other).is_err());
    for s in [
        "circt::firrtl::type_isa<IntType>($0.getType())",
        "firrtl::type_isa<IntType>($0.getType())",
    ] {
        let r = eval_snippet(&mut view, s, args, &other);
        assert_eq!(show(&mut view, r), "true", "{}", s);
    }
}

/// The C++ result type inference of FIRRTL ops, called as DRR calls it:
/// operand types and attributes.
#[test]
fn firrtl_inference() {
    let mut ctx = patsat_ir::Context::new();
    let infer = |ctx: &mut patsat_ir::Context, op: &str, ts: &[&str], attrs: &[(&str, i64)]| {
        let attrs: Vec<(&str, String)> = attrs
            .iter()
            .map(|(n, v)| (*n, format!("{} : i32", v)))
            .collect();
        common::infer(&circt::PROJECT, ctx, op, ts, &attrs)
    };
    type Case<'a> = (&'a str, Vec<&'a str>, Vec<(&'a str, i64)>, &'a str);
    let cases: Vec<Case> = vec![
        // add/sub: max + 1, signedness kept, const only if both are.
        (
            "firrtl.add",
            vec!["!firrtl.uint<4>", "!firrtl.uint<2>"],
            vec![],
            "!firrtl.uint<5>",
        ),
        (
            "firrtl.sub",
            vec!["!firrtl.const.sint<3>", "!firrtl.const.sint<3>"],
            vec![],
            "!firrtl.const.sint<4>",
        ),
        (
            "firrtl.add",
            vec!["!firrtl.uint", "!firrtl.uint<2>"],
            vec![],
            "!firrtl.uint",
        ),
        (
            "firrtl.add",
            vec!["!firrtl.uint<4>", "!firrtl.sint<2>"],
            vec![],
            "fails",
        ),
        // mul: sum; div: numerator (+1 signed); rem: min.
        (
            "firrtl.mul",
            vec!["!firrtl.sint<4>", "!firrtl.sint<2>"],
            vec![],
            "!firrtl.sint<6>",
        ),
        (
            "firrtl.div",
            vec!["!firrtl.sint<4>", "!firrtl.sint<2>"],
            vec![],
            "!firrtl.sint<5>",
        ),
        (
            "firrtl.div",
            vec!["!firrtl.uint<4>", "!firrtl.uint<2>"],
            vec![],
            "!firrtl.uint<4>",
        ),
        (
            "firrtl.rem",
            vec!["!firrtl.uint<4>", "!firrtl.uint<2>"],
            vec![],
            "!firrtl.uint<2>",
        ),
        // Bitwise: unsigned max; an operand that already is the result type
        // is reused, but the check is a plain `isa<UIntType>`: an alias is
        // not reused, a fresh `uint<4>` is built.
        (
            "firrtl.and",
            vec!["!firrtl.sint<4>", "!firrtl.sint<2>"],
            vec![],
            "!firrtl.uint<4>",
        ),
        (
            "firrtl.or",
            vec!["!firrtl.uint<2>", "!firrtl.alias<A, uint<4>>"],
            vec![],
            "!firrtl.uint<4>",
        ),
        (
            "firrtl.or",
            vec!["!firrtl.uint<2>", "!firrtl.const.uint<4>"],
            vec![],
            "!firrtl.uint<4>",
        ),
        // Comparisons and reductions: uint<1>.
        (
            "firrtl.lt",
            vec!["!firrtl.sint<4>", "!firrtl.sint<9>"],
            vec![],
            "!firrtl.uint<1>",
        ),
        (
            "firrtl.xorr",
            vec!["!firrtl.const.uint<4>"],
            vec![],
            "!firrtl.const.uint<1>",
        ),
        // cat: total width, unknown if one is; 0 bits for none.
        (
            "firrtl.cat",
            vec!["!firrtl.uint<4>", "!firrtl.uint<2>", "!firrtl.uint<1>"],
            vec![],
            "!firrtl.uint<7>",
        ),
        (
            "firrtl.cat",
            vec!["!firrtl.sint<4>", "!firrtl.sint"],
            vec![],
            "!firrtl.uint",
        ),
        ("firrtl.cat", vec![], vec![], "!firrtl.uint<0>"),
        (
            "firrtl.cat",
            vec!["!firrtl.sint<4>", "!firrtl.uint<1>"],
            vec![],
            "fails",
        ),
        // Shifts by a constant and dynamic shifts.
        (
            "firrtl.shl",
            vec!["!firrtl.sint<4>"],
            vec![("amount", 3)],
            "!firrtl.sint<7>",
        ),
        (
            "firrtl.shr",
            vec!["!firrtl.uint<4>"],
            vec![("amount", 9)],
            "!firrtl.uint<0>",
        ),
        (
            "firrtl.shr",
            vec!["!firrtl.sint<4>"],
            vec![("amount", 9)],
            "!firrtl.sint<1>",
        ),
        (
            "firrtl.dshl",
            vec!["!firrtl.uint<6>", "!firrtl.uint<3>"],
            vec![],
            "!firrtl.uint<13>",
        ),
        (
            "firrtl.dshr",
            vec!["!firrtl.sint<6>", "!firrtl.uint<3>"],
            vec![],
            "!firrtl.sint<6>",
        ),
        // pad: max(w, n); uninferred stays.
        (
            "firrtl.pad",
            vec!["!firrtl.uint<6>"],
            vec![("amount", 4)],
            "!firrtl.uint<6>",
        ),
        (
            "firrtl.pad",
            vec!["!firrtl.sint<2>"],
            vec![("amount", 4)],
            "!firrtl.sint<4>",
        ),
        (
            "firrtl.pad",
            vec!["!firrtl.sint"],
            vec![("amount", 4)],
            "!firrtl.sint",
        ),
        // bits/head/tail and their range checks.
        (
            "firrtl.bits",
            vec!["!firrtl.sint<8>"],
            vec![("hi", 6), ("lo", 5)],
            "!firrtl.uint<2>",
        ),
        (
            "firrtl.bits",
            vec!["!firrtl.uint<8>"],
            vec![("hi", 8), ("lo", 5)],
            "fails",
        ),
        (
            "firrtl.head",
            vec!["!firrtl.uint<8>"],
            vec![("amount", 3)],
            "!firrtl.uint<3>",
        ),
        (
            "firrtl.tail",
            vec!["!firrtl.sint<8>"],
            vec![("amount", 3)],
            "!firrtl.uint<5>",
        ),
        (
            "firrtl.tail",
            vec!["!firrtl.uint<2>"],
            vec![("amount", 3)],
            "fails",
        ),
        // Unary casts.
        (
            "firrtl.asUInt",
            vec!["!firrtl.clock"],
            vec![],
            "!firrtl.uint<1>",
        ),
        (
            "firrtl.asSInt",
            vec!["!firrtl.const.uint<4>"],
            vec![],
            "!firrtl.const.sint<4>",
        ),
        (
            "firrtl.asUInt",
            vec!["!firrtl.vector<uint<1>, 2>"],
            vec![],
            "fails",
        ),
        (
            "firrtl.cvt",
            vec!["!firrtl.uint<4>"],
            vec![],
            "!firrtl.sint<5>",
        ),
        (
            "firrtl.cvt",
            vec!["!firrtl.sint<4>"],
            vec![],
            "!firrtl.sint<4>",
        ),
        (
            "firrtl.neg",
            vec!["!firrtl.uint<4>"],
            vec![],
            "!firrtl.sint<5>",
        ),
        (
            "firrtl.not",
            vec!["!firrtl.sint<4>"],
            vec![],
            "!firrtl.uint<4>",
        ),
        // mux: identical arms (const dropped unless the selector is const),
        // the wider int, uninferred wins, aggregates elementwise.
        (
            "firrtl.mux",
            vec![
                "!firrtl.uint<1>",
                "!firrtl.const.uint<8>",
                "!firrtl.const.uint<8>",
            ],
            vec![],
            "!firrtl.uint<8>",
        ),
        (
            "firrtl.mux",
            vec![
                "!firrtl.const.uint<1>",
                "!firrtl.const.uint<8>",
                "!firrtl.const.uint<8>",
            ],
            vec![],
            "!firrtl.const.uint<8>",
        ),
        (
            "firrtl.mux",
            vec!["!firrtl.uint<1>", "!firrtl.uint<3>", "!firrtl.uint<8>"],
            vec![],
            "!firrtl.uint<8>",
        ),
        (
            "firrtl.mux",
            vec!["!firrtl.uint<1>", "!firrtl.uint<3>", "!firrtl.uint"],
            vec![],
            "!firrtl.uint",
        ),
        (
            "firrtl.mux",
            vec!["!firrtl.uint<1>", "!firrtl.uint<3>", "!firrtl.sint<3>"],
            vec![],
            "fails",
        ),
        (
            "firrtl.mux",
            vec![
                "!firrtl.uint<1>",
                "!firrtl.vector<uint<2>, 2>",
                "!firrtl.vector<uint<5>, 2>",
            ],
            vec![],
            "!firrtl.vector<uint<5>, 2>",
        ),
        (
            "firrtl.mux",
            vec![
                "!firrtl.uint<1>",
                "!firrtl.bundle<a: uint<2>>",
                "!firrtl.bundle<b: uint<2>>",
            ],
            vec![],
            "fails",
        ),
        (
            "firrtl.int.mux4cell",
            vec![
                "!firrtl.uint<2>",
                "!firrtl.uint<1>",
                "!firrtl.uint<4>",
                "!firrtl.uint<2>",
                "!firrtl.uint<3>",
            ],
            vec![],
            "!firrtl.uint<4>",
        ),
        // subindex: element type with the vector's constness.
        (
            "firrtl.subindex",
            vec!["!firrtl.const.vector<uint<2>, 3>"],
            vec![("index", 2)],
            "!firrtl.const.uint<2>",
        ),
        (
            "firrtl.subindex",
            vec!["!firrtl.vector<uint<2>, 3>"],
            vec![("index", 3)],
            "fails",
        ),
        (
            "firrtl.subfield",
            vec!["!firrtl.bundle<a: uint<1>, b flip: sint<2>>"],
            vec![("fieldIndex", 1)],
            "!firrtl.sint<2>",
        ),
    ];
    let mut failures = Vec::new();
    for (op, ts, attrs, want) in &cases {
        let got = infer(&mut ctx, op, ts, attrs);
        if got != *want {
            failures.push(format!(
                "{} {:?} {:?}: got {}, want {}",
                op, ts, attrs, got, want
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
