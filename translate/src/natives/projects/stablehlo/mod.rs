//! The StableHLO hook set (StableHLO, CHLO and MHLO share it, as their
//! projects share these helpers): the C++ helpers the DRR files of
//! openxla/stablehlo (`stablehlo/transforms/**.td`) and mlir-hlo call,
//! re-implemented from the facts of their public source
//! (`StablehloAggressiveSimplification.cpp`, `PassUtils.cpp`).
//!
//! Not reproduced: `getConstantLike` of complex element types (patsat's
//! dense elements attributes hold no complex numbers).

mod helpers;

use super::Project;

/// The StableHLO set.
pub static PROJECT: Project = Project {
    name: "StableHLO",
    namespaces: &["stablehlo", "chlo", "hlo", "mhlo"],
    dialects: &["stablehlo", "chlo", "mhlo"],
    functions: &[
        (
            "stablehlo::mergeDiscardableAttributes",
            helpers::merge_discardable_attributes,
        ),
        ("stablehlo::isIotaRange", helpers::is_iota_range),
        (
            "stablehlo::convertToI64Array",
            helpers::convert_to_i64_array,
        ),
        (
            "stablehlo::getInvertedBroadcastDimensions",
            helpers::get_inverted_broadcast_dimensions,
        ),
        (
            "stablehlo::getMergedBroadcastDimensions",
            helpers::get_merged_broadcast_dimensions,
        ),
        (
            "stablehlo::getMergedTransposePermutation",
            helpers::get_merged_transpose_permutation,
        ),
        ("stablehlo::getConstantLike", helpers::get_constant_like),
    ],
    methods: &[],
    constants: &[],
    builders: &[],
    type_dialects: &[],
    type_methods: &[],
    types: &[],
    inferences: &[],
};
