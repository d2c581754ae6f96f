//! The StableHLO hook set (StableHLO, CHLO and MHLO share it, as their
//! projects share these helpers): the C++ helpers the DRR files of
//! openxla/stablehlo (`stablehlo/transforms/**.td`) and mlir-hlo call,
//! re-implemented from the facts of their public source
//! (`StablehloAggressiveSimplification.cpp`, `PassUtils.cpp`, mlir-hlo's
//! `hlo_utils.cc`) and the C++ result type inference of StableHLO and
//! CHLO ops ([`infer`]).
//!
//! Not reproduced: `getConstantLike` of complex element types (patsat's
//! dense elements attributes hold no complex numbers).

mod helpers;
mod infer;

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
        (
            "stablehlo::getConstantLikeMaxFiniteValue",
            helpers::get_constant_like_max_finite_value,
        ),
        (
            "stablehlo::getConstantLikeInfValue",
            helpers::get_constant_like_inf_value,
        ),
        (
            "stablehlo::getConstantLikeSmallestNormalizedValue",
            helpers::get_constant_like_smallest_normalized_value,
        ),
        (
            "hlo::isSequenceStartingWith0",
            helpers::is_sequence_starting_with_0,
        ),
    ],
    methods: &[],
    constants: &[],
    builders: &[],
    type_dialects: &[],
    type_methods: &[],
    types: &[],
    inferences: &[
        ("stablehlo.add", infer::compatible),
        ("stablehlo.and", infer::compatible),
        ("stablehlo.or", infer::compatible),
        ("stablehlo.xor", infer::compatible),
        ("stablehlo.atan2", infer::compatible),
        ("stablehlo.cbrt", infer::compatible),
        ("stablehlo.ceil", infer::compatible),
        ("stablehlo.count_leading_zeros", infer::compatible),
        ("stablehlo.cosine", infer::compatible),
        ("stablehlo.divide", infer::compatible),
        ("stablehlo.exponential", infer::compatible),
        ("stablehlo.exponential_minus_one", infer::compatible),
        ("stablehlo.floor", infer::compatible),
        ("stablehlo.log", infer::compatible),
        ("stablehlo.log_plus_one", infer::compatible),
        ("stablehlo.logistic", infer::compatible),
        ("stablehlo.maximum", infer::compatible),
        ("stablehlo.minimum", infer::compatible),
        ("stablehlo.multiply", infer::compatible),
        ("stablehlo.negate", infer::compatible),
        ("stablehlo.not", infer::compatible),
        ("stablehlo.popcnt", infer::compatible),
        ("stablehlo.power", infer::compatible),
        ("stablehlo.reduce_precision", infer::compatible),
        ("stablehlo.remainder", infer::compatible),
        ("stablehlo.round_nearest_afz", infer::compatible),
        ("stablehlo.round_nearest_even", infer::compatible),
        ("stablehlo.rsqrt", infer::compatible),
        ("stablehlo.shift_left", infer::compatible),
        ("stablehlo.shift_right_arithmetic", infer::compatible),
        ("stablehlo.shift_right_logical", infer::compatible),
        ("stablehlo.sign", infer::compatible),
        ("stablehlo.sine", infer::compatible),
        ("stablehlo.sqrt", infer::compatible),
        ("stablehlo.subtract", infer::compatible),
        ("stablehlo.tan", infer::compatible),
        ("stablehlo.tanh", infer::compatible),
        ("chlo._asin_acos_kernel", infer::compatible),
        ("chlo.acos", infer::compatible),
        ("chlo.acosh", infer::compatible),
        ("chlo.asin", infer::compatible),
        ("chlo.asinh", infer::compatible),
        ("chlo.atan", infer::compatible),
        ("chlo.atanh", infer::compatible),
        ("chlo.bessel_i1e", infer::compatible),
        ("chlo.conj", infer::compatible),
        ("chlo.cosh", infer::compatible),
        ("chlo.digamma", infer::compatible),
        ("chlo.erf", infer::compatible),
        ("chlo.erf_inv", infer::compatible),
        ("chlo.erfc", infer::compatible),
        ("chlo.lgamma", infer::compatible),
        ("chlo.mulhi", infer::compatible),
        ("chlo.next_after", infer::compatible),
        ("chlo.polygamma", infer::compatible),
        ("chlo.sinh", infer::compatible),
        ("chlo.square", infer::compatible),
        ("chlo.tan", infer::compatible),
        ("chlo.zeta", infer::compatible),
        ("stablehlo.select", infer::select),
        ("stablehlo.compare", infer::compare),
        ("stablehlo.real", infer::real_part),
        ("stablehlo.imag", infer::real_part),
        ("stablehlo.abs", infer::real_part),
        ("stablehlo.is_finite", infer::is_finite),
        ("stablehlo.complex", infer::complex),
        ("stablehlo.constant", infer::constant),
    ],
};
