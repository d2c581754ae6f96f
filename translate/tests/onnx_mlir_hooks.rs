//! The onnx-mlir hook set's predicates and attribute builders, evaluated
//! on a small payload (onnx ops unregistered, generic form) with the set
//! in scope. The real onnx-mlir tools are not available here: each
//! expected result is worked out from the C++ helper (facts recorded in
//! the doc comments of `natives/projects/onnx_mlir/`) and the reasoning
//! is written beside the case. Helpers that create ops run end to end in
//! `tests/project_hooks/` of the root package.

mod common;

use common::{payload, show};
use patsat_translate::natives::{eval_snippet, Library};
use patsat_translate::{IrView, PdlValue};

fn onnx_library(unqualified: bool) -> Library {
    common::library(unqualified)
}

const PAYLOAD: &[u8] = br#"%0 = "onnx.Constant"() {value = dense<[1, 2, 3]> : tensor<3xi64>} : () -> tensor<3xi64>
%1 = "onnx.Constant"() {value = dense<-2.5> : tensor<f32>} : () -> tensor<f32>
%2 = "onnx.Constant"() {value = dense<1.0> : tensor<1xf32>, value_float = 1.0 : f32} : () -> tensor<1xf32>
%3 = "x.a"() : () -> tensor<2x?x4xf32>
%4 = "x.b"() : () -> tensor<*xf32>
%5 = "onnx.NoValue"() {value} : () -> none
%6 = "onnx.Constant"() {value = dense<[-1, 0]> : tensor<2xi64>} : () -> tensor<2xi64>
%7 = "onnx.Constant"() {value = dense<[1, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
%8 = "onnx.Dim"(%3) {axis = 0 : si64} : (tensor<2x?x4xf32>) -> tensor<1xi64>
%9 = "onnx.Constant"() {value = dense<3> : tensor<1xi64>} : () -> tensor<1xi64>
%10 = "x.c"() : () -> tensor<2x3x4xf32>
%11 = "onnx.Constant"() {value = dense<[2, 3, 4]> : tensor<3xi64>} : () -> tensor<3xi64>
%12 = "onnx.Constant"() {value = dense<0.0> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
%13 = "onnx.Conv"(%10) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
%14 = "onnx.Transpose"(%10) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
%15 = "x.seq"() : () -> !onnx.Seq<tensor<2xf32>>
"#;

#[test]
fn onnx_mlir_helpers() {
    let mut ctx = patsat_ir::Context::new();
    let (m, v) = payload(&mut ctx, PAYLOAD);
    let mut attr =
        |s: &str| PdlValue::Attr(patsat_ir::parse_attribute_str(&mut ctx, "a", s).unwrap());
    let perm120 = attr("[1, 2, 0]");
    let perm201 = attr("[2, 0, 1]");
    let perm012 = attr("[0, 1, 2]");
    let axes_a = attr("[-1, 0]");
    let axes_b = attr("[0, 2]");
    let idx1 = attr("1 : si64");
    let floats = attr("[1.5 : f32, 2.0 : f32]");
    let ints = attr("[4, 5]");
    let f = attr("2.5 : f64");
    let i = attr("7 : si64");
    let si0 = attr("0 : si64");
    let si9 = attr("9 : si64");
    let range = |xs: &[&PdlValue]| {
        PdlValue::ValueRange(
            xs.iter()
                .map(|x| match x {
                    PdlValue::Value(v) => *v,
                    _ => unreachable!("values only"),
                })
                .collect(),
        )
    };
    let lib = onnx_library(true);
    let mut view = IrView {
        ir: &m.ir,
        ctx: &mut ctx,
    };
    let cases: Vec<(&str, Vec<PdlValue>, &str)> = vec![
        // first[second[i]]: [p1[2], p1[0], p1[1]] = [0, 1, 2].
        ("onnx_mlir::CombinedTransposePattern($_builder, $0, $1)", vec![perm120.clone(), perm201.clone()], "[0, 1, 2]"),
        ("onnx_mlir::CombinedTransposePattern($_builder, $0, $1)", vec![perm120.clone(), perm120.clone()], "[2, 0, 1]"),
        ("onnx_mlir::IsIdentityPermuteVector($_self)", vec![perm012.clone()], "true"),
        ("onnx_mlir::IsIdentityPermuteVector($_self)", vec![perm120.clone()], "false"),
        // Ranked tensors have shape and rank; unranked do not; a sequence
        // looks at its element type.
        ("onnx_mlir::hasShapeAndRank($_self)", vec![v[3].clone()], "true"),
        ("onnx_mlir::hasShapeAndRank($_self)", vec![v[4].clone()], "false"),
        ("onnx_mlir::hasShapeAndRank($_self)", vec![v[15].clone()], "true"),
        // A constant with `value` only is dense; with `value_float` too it
        // is not; a non-constant is not.
        ("isDenseONNXConstant($_self)", vec![v[0].clone()], "true"),
        ("isDenseONNXConstant($_self)", vec![v[2].clone()], "false"),
        ("isDenseONNXConstant($_self)", vec![v[3].clone()], "false"),
        // Scalar tensors: rank 0, or rank 1 of size 1.
        ("onnx_mlir::isScalarConstantTensor($0)", vec![v[1].clone()], "true"),
        ("onnx_mlir::isScalarConstantTensor($0)", vec![v[0].clone()], "false"),
        ("!isScalarTensor($_self)", vec![v[9].clone()], "false"),
        ("!isScalarTensor($_self)", vec![v[3].clone()], "true"),
        // getElementAttributeFromONNXValue: the constant's value, else null.
        ("onnx_mlir::getElementAttributeFromONNXValue($_self)", vec![v[0].clone()], "dense<[1, 2, 3]> : tensor<3xi64>"),
        // TypeUtilities.
        ("isRankedShapedType($0.getType()) && (getRank($0.getType())>2)", vec![v[3].clone()], "true"),
        ("hasStaticShape($_self.getType())", vec![v[3].clone()], "false"),
        ("hasStaticShape($_self.getType())", vec![v[10].clone()], "true"),
        ("isa<FloatType>(getElementType($_self.getType()))", vec![v[3].clone()], "true"),
        ("sameEncodingAttr($0.getType(), $1.getType())", vec![v[3].clone(), v[10].clone()], "true"),
        ("sameEncodingAttr($0.getType(), $1.getType())", vec![v[3].clone(), v[4].clone()], "false"),
        // Attribute builders.
        ("onnx_mlir::createDenseElementsAttrFromFloatAttr($_builder, cast<ShapedType>($0.getType()).getElementType(), $1)", vec![v[3].clone(), f.clone()], "dense<2.500000e+00> : tensor<1xf32>"),
        ("onnx_mlir::createDenseElementsAttrFromShapeAtIndex($_builder, $0, $1)", vec![v[3].clone(), idx1.clone()], "dense<-9223372036854775808> : tensor<1xi64>"),
        ("onnx_mlir::createDenseElementsAttrFromSize($_builder, $0)", vec![v[10].clone()], "dense<24> : tensor<i64>"),
        ("onnx_mlir::createDenseElementsAttrFromShape($_builder, $0)", vec![v[10].clone()], "dense<[2, 3, 4]> : tensor<3xi64>"),
        ("onnx_mlir::createArrayAttrOfNToM($_builder, 2, cast<ShapedType>($0.getType()).getRank()-1)", vec![v[10].clone()], "[2]"),
        ("onnx_mlir::createDenseElementsAttrOfNToM($_builder, 1, cast<ShapedType>($0.getType()).getRank()-1)", vec![v[10].clone()], "dense<[1, 2]> : tensor<2xi64>"),
        // Floats become f32, integers i64.
        ("onnx_mlir::createDenseArrayAttr($_builder, $0)", vec![floats.clone()], "dense<[1.500000e+00, 2.000000e+00]> : tensor<2xf32>"),
        ("onnx_mlir::createDenseArrayAttr($_builder, $0)", vec![ints.clone()], "dense<[4, 5]> : tensor<2xi64>"),
        ("onnx_mlir::createScalarDenseAttr($_builder, $0)", vec![i.clone()], "dense<7> : tensor<i64>"),
        ("onnx_mlir::createScalarDenseAttr($_builder, $0)", vec![f.clone()], "dense<2.500000e+00> : tensor<f32>"),
        // A null value defaults to 0.0 in f32, reshaped to rank 0.
        ("onnx_mlir::reshapeElementsAttrToRank0WithDefaultValue($_builder, $0, $1)", vec![v[0].clone(), PdlValue::Null], "dense<0.000000e+00> : tensor<f32>"),
        // Predicates.
        ("onnx_mlir::isNoneValue($_self)", vec![v[5].clone()], "true"),
        ("onnx_mlir::isNoneValue($_self)", vec![v[3].clone()], "false"),
        // [2,3,4] vs itself: identity; vs 2x?x4: shapes differ.
        ("onnx_mlir::isIdentityReshape($0, $1)", vec![v[10].clone(), v[10].clone()], "true"),
        ("onnx_mlir::isIdentityReshape($0, $1)", vec![v[10].clone(), v[3].clone()], "false"),
        // Rank 3: {-1, 0} = {2, 0} = {0, 2}.
        ("onnx_mlir::AreTheSameAxesArrayAttr(3, $0, $1)", vec![axes_a.clone(), axes_b.clone()], "true"),
        ("onnx_mlir::AreTheSameAxesArrayAttr(3, $0, $1)", vec![axes_a.clone(), perm012.clone()], "false"),
        // Rank 2: {-1, 0} = {1, 0} = {1, 2}? No: {0, 1} vs {1, 2}.
        ("onnx_mlir::AreTheSameAxesConstant(2, $0, $1)", vec![v[6].clone(), v[7].clone()], "false"),
        // Rank 3: {2, 0} vs {1, 2}: no; same constant: yes.
        ("onnx_mlir::AreTheSameAxesConstant(3, $0, $1)", vec![v[6].clone(), v[6].clone()], "true"),
        ("onnx_mlir::haveSameStaticShape($0, $1)", vec![v[10].clone(), v[10].clone()], "true"),
        ("onnx_mlir::haveSameStaticShape($0, $1)", vec![v[3].clone(), v[3].clone()], "false"),
        ("onnx_mlir::isNotConvProducer($0)", vec![v[13].clone()], "false"),
        ("onnx_mlir::isNotConvProducer($0)", vec![v[14].clone()], "true"),
        ("onnx_mlir::areProducedByTransposeOp($_self)", vec![range(&[&v[14]])], "true"),
        ("onnx_mlir::areProducedByTransposeOp($_self)", vec![range(&[&v[14], &v[13]])], "false"),
        // Index of axis 0 in [1, 2, 0] is 2 (an si64 attribute); of 5: null.
        ("onnx_mlir::getIndexOfAxisInPerm($_builder, $0, $1)", vec![perm120.clone(), si0.clone()], "2 : si64"),
        ("onnx_mlir::isNegativeSplatConstant($_self)", vec![v[1].clone()], "true"),
        ("onnx_mlir::isNegativeSplatConstant($_self)", vec![v[0].clone()], "false"),
        // Dim ops and positive scalar integer constants are dim sizes.
        ("onnx_mlir::areAllDimSizes($_self)", vec![range(&[&v[8], &v[9]])], "true"),
        ("onnx_mlir::areAllDimSizes($_self)", vec![range(&[&v[8], &v[3]])], "false"),
        ("onnx_mlir::HasSpecifiedConstantShape($0, $1)", vec![v[10].clone(), v[11].clone()], "true"),
        ("onnx_mlir::HasSpecifiedConstantShape($0, $1)", vec![v[10].clone(), v[0].clone()], "false"),
        ("isDenseONNXConstant($_self) && isConstOf($_self, 0.0)", vec![v[12].clone()], "true"),
        ("isDenseONNXConstant($_self) && isConstOf($_self, 1.0)", vec![v[12].clone()], "false"),
        // Result types.
        ("onnx_mlir::getReturnTypeForMatMulOpND2D($0, $1)", vec![v[10].clone(), v[12].clone()], "tensor<2x3x2xf32>"),
        ("onnx_mlir::getReturnTypeForMaxPool2D($0)", vec![v[10].clone()], "tensor<*xf32>"),
        // MLIR's broadcast: 2x?x4 with 2x3x4 gives 2x3x4.
        ("getBroadcastedRankedType($0.getType(), $1.getType())", vec![v[3].clone(), v[10].clone()], "tensor<2x3x4xf32>"),
        ("getBroadcastedRankedType($0.getType(), $1.getType())", vec![v[3].clone(), v[4].clone()], "null"),
        // ConstProp's default options.
        ("isNotDisabled(\"AddConstProp\")", vec![], "true"),
        ("satisfiesExpansionBound($_self)", vec![v[10].clone()], "true"),
        ("isVariadicOperandFromDenseONNXConstantOp($_self)", vec![range(&[&v[0], &v[1]])], "true"),
        ("isVariadicOperandFromDenseONNXConstantOp($_self)", vec![range(&[&v[0], &v[2]])], "false"),
    ];
    let mut failures = Vec::new();
    for (snippet, args, want) in &cases {
        let r = eval_snippet(&mut view, snippet, args, &lib);
        let got = show(&mut view, r);
        if got != *want {
            failures.push(format!("{}: got {}, want {}", snippet, got, want));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));

    // Wrong argument kinds are evaluation errors, not panics.
    for (snippet, args) in [
        (
            "onnx_mlir::CombinedTransposePattern($_builder, $0, $1)",
            vec![v[0].clone(), v[1].clone()],
        ),
        (
            "onnx_mlir::createDenseArrayAttr($_builder, $0)",
            vec![v[0].clone()],
        ),
        (
            "onnx_mlir::getReturnTypeForMaxPool2D($0)",
            vec![v[4].clone()],
        ),
        (
            "onnx_mlir::createDenseElementsAttrFromShapeAtIndex($_builder, $0, $1)",
            vec![v[3].clone(), si9.clone()],
        ),
        ("onnx_mlir::isConstOf($0, 1.0)", vec![v[3].clone()]),
        (
            "onnx_mlir::AreTheSameAxesArrayAttr($0, $1, $2)",
            vec![v[3].clone(), axes_a.clone(), axes_b.clone()],
        ),
    ] {
        assert!(
            eval_snippet(&mut view, snippet, &args, &lib).is_err(),
            "{} should fail",
            snippet
        );
    }
}

/// Qualified names always match; unqualified ones only in the project's
/// files; a user hook of the same name wins over the shipped helper.
#[test]
fn scope_and_user_hooks() {
    use patsat_translate::natives::UserFn;
    use std::rc::Rc;
    let mut ctx = patsat_ir::Context::new();
    let (m, v) = payload(&mut ctx, PAYLOAD);
    let c = v[0].clone();
    let mut view = IrView {
        ir: &m.ir,
        ctx: &mut ctx,
    };
    let other_project = onnx_library(false);
    let truth = |r: Result<PdlValue, String>| match r {
        Ok(PdlValue::Attr(_)) => "value",
        Ok(_) => "other",
        Err(_) => "error",
    };
    // Outside onnx-mlir files the unqualified name is not the helper.
    assert_eq!(
        truth(eval_snippet(
            &mut view,
            "isDenseONNXConstant($_self)",
            std::slice::from_ref(&c),
            &other_project
        )),
        "error"
    );
    assert_eq!(
        truth(eval_snippet(
            &mut view,
            "onnx_mlir::isDenseONNXConstant($_self)",
            std::slice::from_ref(&c),
            &other_project
        )),
        "value"
    );
    // A user hook named `isDenseONNXConstant` that always fails wins.
    let mut lib = onnx_library(true);
    lib.user.insert(
        "isDenseONNXConstant".to_string(),
        UserFn::Constraint(Rc::new(|_, _| None)),
    );
    let got = eval_snippet(
        &mut view,
        "isDenseONNXConstant($_self)",
        std::slice::from_ref(&c),
        &lib,
    );
    let ctx = &*view.ctx;
    let is_false = matches!(got, Ok(PdlValue::Attr(a)) if patsat_ir::printer::attr_to_string(ctx, a) == "false");
    assert!(is_false, "the user hook's failure is the result");
}
