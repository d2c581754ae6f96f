//! The CIRCT hook set: the C++ helpers the DRR files of CIRCT
//! (`include/circt/Dialect/*/**.td`) call, re-implemented from the facts of
//! CIRCT's public source — FIRRTL's C++ type hierarchy over the opaque
//! `!firrtl.*` types ([`firrtl_types`]), the FIRRTL canonicalization
//! helpers, type class members and the C++ result type inference of the
//! FIRRTL expression ops ([`firrtl`]), and the LTL fold helpers ([`ltl`]).
//!
//! Facts from CIRCT's `FIRRTLOps.cpp`/`FIRRTLTypes.cpp` as of 2025 (the
//! corpus' CIRCT files are from that time): `shr` saturates unsigned
//! results at 0 bits and signed ones at 1; binary and unary ops are
//! `const` when all operands are.

pub mod firrtl;
pub mod firrtl_types;
mod ltl;

use super::Project;

/// The CIRCT set.
pub static PROJECT: Project = Project {
    name: "CIRCT",
    namespaces: &[
        "circt",
        "circt::firrtl",
        "circt::firrtl::patterns",
        "circt::ltl",
    ],
    dialects: &["firrtl", "chirrtl", "ltl"],
    functions: &[
        ("circt::firrtl::type_isa", firrtl::type_isa),
        ("circt::firrtl::type_cast", firrtl::type_cast),
        ("circt::firrtl::type_dyn_cast", firrtl::type_dyn_cast),
        (
            "circt::firrtl::areAnonymousTypesEquivalent",
            firrtl::are_anonymous_types_equivalent,
        ),
        ("circt::firrtl::moveNameHint", firrtl::move_name_hint),
        ("circt::firrtl::getIntZerosAttr", firrtl::get_int_zeros_attr),
        ("circt::firrtl::getIntOnesAttr", firrtl::get_int_ones_attr),
        ("circt::ltl::concatValues", ltl::concat_values),
        ("circt::ltl::flattenConcats", ltl::flatten_concats),
    ],
    methods: &[
        (
            "circt::firrtl::RecursiveTypeProperties::isPassive",
            firrtl::p_is_passive,
        ),
        (
            "circt::firrtl::RecursiveTypeProperties::containsReference",
            firrtl::p_contains_reference,
        ),
        (
            "circt::firrtl::RecursiveTypeProperties::containsAnalog",
            firrtl::p_contains_analog,
        ),
        (
            "circt::firrtl::RecursiveTypeProperties::containsConst",
            firrtl::p_contains_const,
        ),
        (
            "circt::firrtl::RecursiveTypeProperties::containsTypeAlias",
            firrtl::p_contains_type_alias,
        ),
        (
            "circt::firrtl::RecursiveTypeProperties::hasUninferredWidth",
            firrtl::p_has_uninferred_width,
        ),
        (
            "circt::firrtl::RecursiveTypeProperties::hasUninferredReset",
            firrtl::p_has_uninferred_reset,
        ),
    ],
    constants: &[],
    builders: &[],
    type_dialects: &["firrtl"],
    type_methods: &[
        ("getBitWidthOrSentinel", firrtl::m_bit_width_or_sentinel),
        ("getWidthOrSentinel", firrtl::m_width_or_sentinel),
        ("getWidth", firrtl::m_width),
        ("hasWidth", firrtl::m_has_width),
        ("isSigned", firrtl::m_is_signed),
        ("isUnsigned", firrtl::m_is_unsigned),
        ("isConst", firrtl::m_is_const),
        ("isGround", firrtl::m_is_ground),
        ("isPassive", firrtl::m_is_passive),
        (
            "getRecursiveTypeProperties",
            firrtl::m_recursive_type_properties,
        ),
        ("getAllConstDroppedType", firrtl::m_all_const_dropped),
        ("getConstType", firrtl::m_const_type),
        ("getAnonymousType", firrtl::m_anonymous_type),
        ("getNumElements", firrtl::m_num_elements),
        ("getElementType", firrtl::m_element_type),
        (
            "getElementTypePreservingConst",
            firrtl::m_element_type_preserving_const,
        ),
    ],
    types: &[
        ("circt::firrtl::UIntType", firrtl::uint_type),
        ("circt::firrtl::SIntType", firrtl::sint_type),
        ("circt::firrtl::AnalogType", firrtl::analog_type),
        ("circt::firrtl::ClockType", firrtl::clock_type),
        ("circt::firrtl::ResetType", firrtl::reset_type),
        ("circt::firrtl::AsyncResetType", firrtl::async_reset_type),
        ("circt::ltl::SequenceType", ltl::sequence_type),
        ("circt::ltl::PropertyType", ltl::property_type),
    ],
    inferences: &[
        ("firrtl.add", firrtl::infer_add_sub),
        ("firrtl.sub", firrtl::infer_add_sub),
        ("firrtl.mul", firrtl::infer_mul),
        ("firrtl.div", firrtl::infer_div),
        ("firrtl.rem", firrtl::infer_rem),
        ("firrtl.and", firrtl::infer_bitwise),
        ("firrtl.or", firrtl::infer_bitwise),
        ("firrtl.xor", firrtl::infer_bitwise),
        ("firrtl.leq", firrtl::infer_comparison),
        ("firrtl.lt", firrtl::infer_comparison),
        ("firrtl.geq", firrtl::infer_comparison),
        ("firrtl.gt", firrtl::infer_comparison),
        ("firrtl.eq", firrtl::infer_comparison),
        ("firrtl.neq", firrtl::infer_comparison),
        ("firrtl.cat", firrtl::infer_cat),
        ("firrtl.dshl", firrtl::infer_dshl),
        ("firrtl.dshlw", firrtl::infer_dshr),
        ("firrtl.dshr", firrtl::infer_dshr),
        ("firrtl.asSInt", firrtl::infer_as_sint),
        ("firrtl.asUInt", firrtl::infer_as_uint),
        ("firrtl.asAsyncReset", firrtl::infer_as_async_reset),
        ("firrtl.asReset", firrtl::infer_as_reset),
        ("firrtl.asClock", firrtl::infer_as_clock),
        ("firrtl.cvt", firrtl::infer_cvt),
        ("firrtl.neg", firrtl::infer_neg),
        ("firrtl.not", firrtl::infer_not),
        ("firrtl.andr", firrtl::infer_reduction),
        ("firrtl.orr", firrtl::infer_reduction),
        ("firrtl.xorr", firrtl::infer_reduction),
        ("firrtl.int.sizeof", firrtl::infer_sizeof),
        ("firrtl.bits", firrtl::infer_bits),
        ("firrtl.head", firrtl::infer_head),
        ("firrtl.tail", firrtl::infer_tail),
        ("firrtl.pad", firrtl::infer_pad),
        ("firrtl.shl", firrtl::infer_shl),
        ("firrtl.shr", firrtl::infer_shr),
        ("firrtl.mux", firrtl::infer_mux),
        ("firrtl.int.mux2cell", firrtl::infer_mux),
        ("firrtl.int.mux4cell", firrtl::infer_mux4),
        ("firrtl.subindex", firrtl::infer_subindex),
        ("firrtl.subfield", firrtl::infer_subfield),
        ("firrtl.subaccess", firrtl::infer_subaccess),
        ("firrtl.multibit_mux", firrtl::infer_multibit_mux),
    ],
};
