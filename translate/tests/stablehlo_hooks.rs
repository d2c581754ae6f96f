//! The StableHLO hook set's helpers evaluated on a small payload
//! (StableHLO ops unregistered, generic form) with the set in scope. The
//! StableHLO tools are not available here: each expected result is
//! worked out from StableHLO's C++ (facts in the doc comments of
//! `natives/projects/stablehlo/`) and the reasoning is written beside the
//! case. The helpers that create or change ops run end to end in
//! `tests/project_hooks/` of the root package.

mod common;

use common::{check_cases, check_errors, library, payload};
use patsat_translate::{IrView, PdlValue};

const PAYLOAD: &[u8] = br#"%0 = "x.a"() : () -> tensor<2x3xf32>
%1 = "stablehlo.constant"() {value = dense<[3, -1]> : tensor<2xi32>} : () -> tensor<2xi32>
%2 = "x.b"() {tag} : () -> tensor<?x3xf32>
"#;

#[test]
fn stablehlo_helpers() {
    let mut ctx = patsat_ir::Context::new();
    let (m, v) = payload(&mut ctx, PAYLOAD);
    let mut attr =
        |s: &str| PdlValue::Attr(patsat_ir::parse_attribute_str(&mut ctx, "a", s).unwrap());
    let iota = attr("array<i64: 0, 1, 2>");
    let not_iota = attr("array<i64: 0, 2, 1>");
    let empty = attr("array<i64>");
    let dims = attr("array<i64: 2, 0, 1>");
    let inner = attr("array<i64: 1, 0>");
    let outer = attr("array<i64: 3, 1, 0, 2>");
    let iota4 = attr("array<i64: 0, 1, 2, 3>");
    let out_of_range = attr("array<i64: 0, 5>");
    let ints = attr("dense<[3, -1]> : tensor<2xi32>");
    let floats = attr("dense<1.5> : tensor<2xf32>");
    let seq = attr("dense<[0, 1, 2]> : tensor<3xi64>");
    let lib = library(true);
    let mut view = IrView {
        ir: &m.ir,
        ctx: &mut ctx,
    };
    let cases: Vec<(&str, Vec<&PdlValue>, &str)> = vec![
        // isIotaRange: dims[i] == i for all i (vacuous for none).
        (
            "isIotaRange(cast<DenseI64ArrayAttr>($_self).asArrayRef())",
            vec![&iota],
            "true",
        ),
        (
            "isIotaRange(cast<DenseI64ArrayAttr>($_self).asArrayRef())",
            vec![&not_iota],
            "false",
        ),
        (
            "isIotaRange(cast<DenseI64ArrayAttr>($_self).asArrayRef())",
            vec![&empty],
            "true",
        ),
        // convertToI64Array: elements sign-extended to i64.
        (
            "convertToI64Array($_builder, $0)",
            vec![&ints],
            "array<i64: 3, -1>",
        ),
        // p[dims[i]] = i: p[2] = 0, p[0] = 1, p[1] = 2.
        (
            "getInvertedBroadcastDimensions($_builder, $0)",
            vec![&dims],
            "array<i64: 1, 2, 0>",
        ),
        // dims[d] for d in dimsParent: [dims[1], dims[0]] = [0, 2].
        (
            "getMergedBroadcastDimensions($_builder, $0, $1)",
            vec![&dims, &inner],
            "array<i64: 0, 2>",
        ),
        // child[parent[i]] with child = parent = [2, 0, 1]:
        // [child[2], child[0], child[1]] = [1, 2, 0].
        (
            "getMergedTransposePermutation($_builder, $0, $1)",
            vec![&dims, &dims],
            "array<i64: 1, 2, 0>",
        ),
        (
            "getMergedTransposePermutation($_builder, $0, $1)",
            vec![&outer, &iota4],
            "array<i64: 3, 1, 0, 2>",
        ),
        // Merging with nothing to merge (the source op has no discardable
        // attributes) succeeds outside a rewrite; without an op it is false.
        (
            "mergeDiscardableAttributes($0, $1)",
            vec![&v[0], &v[1]],
            "true",
        ),
        (
            "mergeDiscardableAttributes($0, $1)",
            vec![&v[0], &PdlValue::Null],
            "false",
        ),
        // Dense integers 0, 1, ...: [3, -1] is not; [0, 1, 2] is.
        ("hlo::isSequenceStartingWith0($_self)", vec![&ints], "false"),
        ("hlo::isSequenceStartingWith0($_self)", vec![&seq], "true"),
    ];
    check_cases(&mut view, &lib, &cases);

    // Out-of-range dimensions, float elements, creating or changing ops
    // in a matcher, and complex constants are errors, not panics.
    let errors: Vec<(&str, Vec<&PdlValue>)> = vec![
        (
            "getMergedBroadcastDimensions($_builder, $0, $1)",
            vec![&inner, &outer],
        ),
        (
            "getInvertedBroadcastDimensions($_builder, $0)",
            vec![&out_of_range],
        ),
        ("convertToI64Array($_builder, $0)", vec![&floats]),
        (
            "stablehlo::getConstantLike($_builder, $_loc, 0, $0)",
            vec![&v[0]],
        ),
        (
            "stablehlo::getConstantLike($_builder, $_loc, 0, $0)",
            vec![&ints],
        ),
        ("mergeDiscardableAttributes($0, $1)", vec![&v[2], &v[0]]),
    ];
    check_errors(&mut view, &lib, &errors);
}

/// The C++ result type inference of StableHLO/CHLO ops, called as DRR
/// calls it: operand types and attributes.
#[test]
fn stablehlo_inference() {
    use patsat_translate::natives::projects::stablehlo;
    let mut ctx = patsat_ir::Context::new();
    let mut infer = |op: &str, ts: &[&str], value: Option<&str>| {
        let attrs: Vec<(&str, String)> = value
            .map(|v| ("value", v.to_string()))
            .into_iter()
            .collect();
        common::infer(&stablehlo::PROJECT, &mut ctx, op, ts, &attrs)
    };
    let cases: Vec<(&str, Vec<&str>, Option<&str>, &str)> = vec![
        // Most specific: static dims win, unranked operands are ignored,
        // the first ranked operand gives element type and encoding.
        (
            "stablehlo.add",
            vec!["tensor<?x3xf32>", "tensor<2x?xf32>"],
            None,
            "tensor<2x3xf32>",
        ),
        (
            "stablehlo.multiply",
            vec!["tensor<*xf32>", "tensor<2xf32>"],
            None,
            "tensor<2xf32>",
        ),
        (
            "stablehlo.subtract",
            vec!["tensor<*xf32>", "tensor<*xf32>"],
            None,
            "tensor<*xf32>",
        ),
        (
            "stablehlo.maximum",
            vec!["tensor<2xf32>", "tensor<3xf32>"],
            None,
            "fails",
        ),
        (
            "stablehlo.negate",
            vec!["tensor<4xi8, \"enc\">"],
            None,
            "tensor<4xi8, \"enc\">",
        ),
        ("chlo.atanh", vec!["tensor<?xf64>"], None, "tensor<?xf64>"),
        // select: its two branches.
        (
            "stablehlo.select",
            vec!["tensor<2xi1>", "tensor<?xf32>", "tensor<2xf32>"],
            None,
            "tensor<2xf32>",
        ),
        // compare: i1 of the lhs shape, without encoding.
        (
            "stablehlo.compare",
            vec!["tensor<2x?xf32, \"enc\">", "tensor<2x?xf32>"],
            None,
            "tensor<2x?xi1>",
        ),
        (
            "stablehlo.compare",
            vec!["tensor<*xf32>", "tensor<*xf32>"],
            None,
            "tensor<*xi1>",
        ),
        // real/imag/abs: complex element to its component type.
        (
            "stablehlo.real",
            vec!["tensor<3xcomplex<f64>>"],
            None,
            "tensor<3xf64>",
        ),
        (
            "stablehlo.imag",
            vec!["tensor<3xf32>"],
            None,
            "tensor<3xf32>",
        ),
        (
            "stablehlo.abs",
            vec!["tensor<3xi32>"],
            None,
            "tensor<3xi32>",
        ),
        (
            "stablehlo.is_finite",
            vec!["tensor<?x2xbf16>"],
            None,
            "tensor<?x2xi1>",
        ),
        (
            "stablehlo.complex",
            vec!["tensor<2xf32>", "tensor<2xf32>"],
            None,
            "tensor<2xcomplex<f32>>",
        ),
        (
            "stablehlo.constant",
            vec![],
            Some("dense<1> : tensor<2x2xi64>"),
            "tensor<2x2xi64>",
        ),
    ];
    let mut failures = Vec::new();
    for (op, ts, value, want) in &cases {
        let got = infer(op, ts, *value);
        if got != *want {
            failures.push(format!("{} {:?}: got {}, want {}", op, ts, got, want));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
