//! The onnx-mlir hook set: the C++ helpers the DRR files of onnx-mlir
//! (`src/Dialect/ONNX/**.td`, `src/Accelerators/NNPA/**.td`) call,
//! re-implemented from the facts of onnx-mlir's public source
//! (`src/Dialect/ONNX/ONNXOps/OpHelper.cpp`, `src/Support/TypeUtilities.cpp`,
//! `src/Dialect/ONNX/DialectBuilder.cpp`,
//! `src/Dialect/ONNX/Transforms/ConstProp.cpp`, ...). Each helper says
//! which C++ function it is and what it does; where onnx-mlir asserts, the
//! helper reports an evaluation error (the pattern does not apply, or the
//! rewrite fails with the message) instead.
//!
//! The ONNX dialect's own types (`!onnx.Seq<T>`, `!onnx.Opt<T>`) are
//! opaque to patsat; their element type is read from the type's text.

mod constprop;
mod helpers;

use super::Project;

/// The onnx-mlir set.
pub static PROJECT: Project = Project {
    name: "onnx-mlir",
    namespaces: &["onnx_mlir", "onnx_mlir::zhigh"],
    dialects: &["onnx", "zhigh", "zlow", "krnl"],
    functions: &[
        (
            "onnx_mlir::CombinedTransposePattern",
            helpers::combined_transpose_pattern,
        ),
        (
            "onnx_mlir::IsIdentityPermuteVector",
            helpers::is_identity_permute_vector,
        ),
        ("onnx_mlir::hasShapeAndRank", helpers::has_shape_and_rank),
        (
            "onnx_mlir::isDenseONNXConstant",
            helpers::is_dense_onnx_constant,
        ),
        (
            "onnx_mlir::getElementAttributeFromONNXValue",
            helpers::get_element_attribute_from_onnx_value,
        ),
        (
            "onnx_mlir::isScalarConstantTensor",
            helpers::is_scalar_constant_tensor,
        ),
        ("onnx_mlir::isScalarTensor", helpers::is_scalar_tensor),
        ("onnx_mlir::OnnxBuilder", helpers::onnx_builder),
        ("onnx_mlir::getElementType", helpers::get_element_type),
        (
            "onnx_mlir::isRankedShapedType",
            helpers::is_ranked_shaped_type,
        ),
        ("onnx_mlir::hasStaticShape", helpers::has_static_shape),
        ("onnx_mlir::getShape", helpers::get_shape),
        ("onnx_mlir::getRank", helpers::get_rank),
        ("onnx_mlir::sameEncodingAttr", helpers::same_encoding_attr),
        (
            "onnx_mlir::createDenseElementsAttrFromFloatAttr",
            helpers::create_dense_elements_attr_from_float_attr,
        ),
        (
            "onnx_mlir::createDenseElementsAttrFromShape",
            helpers::create_dense_elements_attr_from_shape,
        ),
        (
            "onnx_mlir::createDenseElementsAttrFromShapeAtIndex",
            helpers::create_dense_elements_attr_from_shape_at_index,
        ),
        (
            "onnx_mlir::createDenseElementsAttrFromSize",
            helpers::create_dense_elements_attr_from_size,
        ),
        (
            "onnx_mlir::createArrayAttrOfNToM",
            helpers::create_array_attr_of_n_to_m,
        ),
        (
            "onnx_mlir::createDenseElementsAttrOfNToM",
            helpers::create_dense_elements_attr_of_n_to_m,
        ),
        (
            "onnx_mlir::createDenseArrayAttr",
            helpers::create_dense_array_attr,
        ),
        (
            "onnx_mlir::createScalarDenseAttr",
            helpers::create_scalar_dense_attr,
        ),
        (
            "onnx_mlir::normalizeConstantOp",
            helpers::normalize_constant_op,
        ),
        (
            "onnx_mlir::reshapeElementsAttrToRank0WithDefaultValue",
            helpers::reshape_elements_attr_to_rank0_with_default_value,
        ),
        ("onnx_mlir::subtractOrNeg", helpers::subtract_or_neg),
        ("onnx_mlir::maxOrDefault", helpers::max_or_default),
        ("onnx_mlir::minOrDefault", helpers::min_or_default),
        ("onnx_mlir::isNoneValue", helpers::is_none_value),
        ("onnx_mlir::isIdentityReshape", helpers::is_identity_reshape),
        (
            "onnx_mlir::AreTheSameAxesArrayAttr",
            helpers::are_the_same_axes_array_attr,
        ),
        (
            "onnx_mlir::AreTheSameAxesConstant",
            helpers::are_the_same_axes_constant,
        ),
        (
            "onnx_mlir::haveSameStaticShape",
            helpers::have_same_static_shape,
        ),
        (
            "onnx_mlir::isNotConvProducer",
            helpers::is_not_conv_producer,
        ),
        (
            "onnx_mlir::areProducedByTransposeOp",
            helpers::are_produced_by_transpose_op,
        ),
        (
            "onnx_mlir::getIndexOfAxisInPerm",
            helpers::get_index_of_axis_in_perm,
        ),
        (
            "onnx_mlir::isNegativeSplatConstant",
            helpers::is_negative_splat_constant,
        ),
        ("onnx_mlir::areAllDimSizes", helpers::are_all_dim_sizes),
        (
            "onnx_mlir::HasSpecifiedConstantShape",
            helpers::has_specified_constant_shape,
        ),
        ("onnx_mlir::isConstOf", helpers::is_const_of),
        (
            "onnx_mlir::getReturnTypeForMatMulOpND2D",
            helpers::get_return_type_for_matmul_op_nd2d,
        ),
        (
            "onnx_mlir::getReturnTypeForMaxPool2D",
            helpers::get_return_type_for_max_pool_2d,
        ),
        (
            "onnx_mlir::getBroadcastedRankedType",
            helpers::get_broadcasted_ranked_type,
        ),
        ("onnx_mlir::isNotDisabled", constprop::is_not_disabled),
        (
            "onnx_mlir::satisfiesExpansionBound",
            constprop::satisfies_expansion_bound,
        ),
        (
            "onnx_mlir::isVariadicOperandFromDenseONNXConstantOp",
            constprop::is_variadic_operand_from_dense_onnx_constant_op,
        ),
        (
            "onnx_mlir::ConstPropElementwiseBinary",
            constprop::const_prop_elementwise_binary,
        ),
        (
            "onnx_mlir::ConstPropVariadicElementwiseBinary",
            constprop::const_prop_variadic_elementwise_binary,
        ),
        (
            "onnx_mlir::ConstPropElementwiseUnary",
            constprop::const_prop_elementwise_unary,
        ),
        ("onnx_mlir::ConstPropReduce", constprop::const_prop_reduce),
        (
            "onnx_mlir::ConstPropTranspose",
            constprop::const_prop_transpose,
        ),
        ("onnx_mlir::ConstPropReshape", constprop::const_prop_reshape),
        ("onnx_mlir::ConstPropSqueeze", constprop::const_prop_reshape),
        (
            "onnx_mlir::ConstPropUnsqueeze",
            constprop::const_prop_reshape,
        ),
        ("onnx_mlir::ConstPropExpand", constprop::const_prop_expand),
        ("onnx_mlir::ConstPropWhere", constprop::const_prop_where),
        ("onnx_mlir::ConstPropConcat", constprop::const_prop_concat),
        ("onnx_mlir::ConstPropGather", constprop::const_prop_gather),
        ("onnx_mlir::ConstPropMatMul", constprop::const_prop_matmul),
        ("onnx_mlir::ConstPropCast", constprop::const_prop_cast),
        (
            "onnx_mlir::ConstPropConstantOfShape",
            constprop::const_prop_constant_of_shape,
        ),
        ("onnx_mlir::ConstZeroTensor", constprop::const_zero_tensor),
        (
            "onnx_mlir::createMaximumValueForClip",
            constprop::create_maximum_value_for_clip,
        ),
        (
            "onnx_mlir::createMinimumValueForClip",
            constprop::create_minimum_value_for_clip,
        ),
    ],
    methods: &[(
        "onnx_mlir::OnnxBuilder::constant",
        helpers::onnx_builder_constant,
    )],
    constants: &[],
    builders: &[],
    type_dialects: &[],
    type_methods: &[],
    types: &[],
    inferences: &[],
};
