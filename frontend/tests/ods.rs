//! The ODS model read from real dialect files of the shared corpus (LLVM 22
//! headers): op names, operands with their arity and constraints,
//! attributes with defaults and optionality, results, regions, traits and
//! the facts the rewrite engines use (pure, commutative, constant-like,
//! operand segments). Expected facts are read off the `.td` sources.

use patsat_frontend::ods::{load, Arity, OdsModel};
use std::path::{Path, PathBuf};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus")
}

fn model(file: &str) -> OdsModel {
    let inc = corpus().join("include/llvm-22");
    load(&inc.join(file), std::slice::from_ref(&inc)).unwrap_or_else(|d| panic!("{}", d[0]))
}

#[test]
fn arith_ops() {
    let m = model("mlir/Dialect/Arith/IR/ArithOps.td");
    let d = m.dialects.iter().find(|d| d.name == "arith").unwrap();
    assert_eq!(d.cpp_namespace, "::mlir::arith");
    let addi = m.op("arith.addi").unwrap();
    assert_eq!(addi.def_name, "Arith_AddIOp");
    assert_eq!(addi.cpp_namespace, "::mlir::arith");
    let names: Vec<&str> = addi.operands.iter().map(|o| o.name.as_str()).collect();
    assert_eq!(names, ["lhs", "rhs"]);
    assert_eq!(addi.operands[0].arity, Arity::Single);
    assert_eq!(
        addi.operands[0].constraint.def_name,
        "SignlessIntegerOrIndexLike"
    );
    assert!(addi.operands[0]
        .constraint
        .predicate
        .contains("isSignlessIntOrIndex"));
    let flags = addi.attribute("overflowFlags").unwrap();
    assert_eq!(
        flags.default.as_deref(),
        Some("::mlir::arith::IntegerOverflowFlags::none")
    );
    assert_eq!(addi.results.len(), 1);
    assert_eq!(addi.results[0].name, "result");
    assert!(addi.is_pure() && addi.is_commutative() && addi.has_folder);
    assert!(addi.has_trait("SameOperandsAndResultType"));
    assert!(addi.has_trait("Pure"));
    let c = m.op("arith.constant").unwrap();
    assert!(c.is_constant_like() && c.is_pure());
    assert_eq!(c.attributes[0].name, "value");
    let subi = m.op("arith.subi").unwrap();
    assert!(!subi.is_commutative());
    // arith.select: three operands, `Pure`, result type from the operands.
    let sel = m.op("arith.select").unwrap();
    assert_eq!(sel.operands.len(), 3);
    assert!(sel.no_memory_effect());
}

#[test]
fn gpu_launch_segments_regions() {
    let m = model("mlir/Dialect/GPU/IR/GPUOps.td");
    let l = m.op("gpu.launch").unwrap();
    assert!(l.attr_sized_operands());
    assert_eq!(
        l.operand("asyncDependencies").unwrap().arity,
        Arity::Variadic
    );
    assert_eq!(l.operand("clusterSizeX").unwrap().arity, Arity::Optional);
    assert_eq!(l.operand("gridSizeX").unwrap().arity, Arity::Single);
    assert_eq!(l.regions.len(), 1);
    assert_eq!(l.regions[0].name, "body");
    assert!(!l.is_pure());
}

#[test]
fn func_and_memory_effects() {
    let m = model("mlir/Dialect/Func/IR/FuncOps.td");
    let call = m.op("func.call").unwrap();
    assert_eq!(call.operand("operands").unwrap().arity, Arity::Variadic);
    let callee = call.attribute("callee").unwrap();
    assert!(!callee.optional);
    assert!(call.attribute("arg_attrs").unwrap().optional);
    assert!(!call.no_memory_effect());
    let ret = m.op("func.return").unwrap();
    assert!(ret.no_memory_effect());
    assert!(ret.has_trait("Terminator") || ret.has_trait("IsTerminator"));
    let memref = model("mlir/Dialect/MemRef/IR/MemRefOps.td");
    let load = memref.op("memref.load").unwrap();
    assert!(!load.no_memory_effect());
    assert_eq!(load.operand("indices").unwrap().arity, Arity::Variadic);
}

#[test]
fn dump_lists_every_op() {
    let m = model("mlir/Dialect/Arith/IR/ArithOps.td");
    let text = m.dump();
    assert_eq!(text.matches("\nop arith.").count(), m.ops.len());
    assert!(text.contains("op arith.addi (Arith_AddIOp)"));
    assert!(text.contains("facts: pure, commutative"));
}

/// Enums and attribute defs of StableHLO (expected facts read off
/// `StablehloEnums.td` / `StablehloAttrs.td` and LLVM 22's `EnumAttr.td`).
#[test]
fn stablehlo_enums_and_attr_defs() {
    let sh = corpus().join("drr/wild/openxla+stablehlo");
    let inc = corpus().join("include/llvm-22");
    let m = load(
        &sh.join("stablehlo/dialect/StablehloOps.td"),
        &[sh.clone(), inc],
    )
    .unwrap_or_else(|d| panic!("{}", d[0]));
    let dir = m
        .enums
        .iter()
        .find(|e| e.def_name == "StableHLO_ComparisonDirection")
        .unwrap();
    assert_eq!(dir.class_name, "ComparisonDirection");
    assert_eq!(dir.cpp_namespace, "::mlir::stablehlo");
    assert_eq!(dir.width, 32);
    assert!(!dir.bit);
    // `genSpecializedAttr = 0`: the attribute is the EnumAttr below.
    assert_eq!(dir.specialized_attr, None);
    let cases: Vec<(&str, &str, i64)> = dir
        .cases
        .iter()
        .map(|c| (c.symbol.as_str(), c.str.as_str(), c.value))
        .collect();
    assert_eq!(
        cases,
        [
            ("EQ", "EQ", 0),
            ("NE", "NE", 1),
            ("GE", "GE", 2),
            ("GT", "GT", 3),
            ("LE", "LE", 4),
            ("LT", "LT", 5)
        ]
    );
    assert_eq!(dir.stringify_fn, "stringifyComparisonDirection");
    assert_eq!(dir.symbolize_fn, "symbolizeComparisonDirection");
    // `I32EnumAttr` without `genSpecializedAttr = 0`: its own attribute
    // class, an i32 integer attribute.
    let api = m
        .enums
        .iter()
        .find(|e| e.def_name == "StableHLO_CustomCallApiVersionAttr")
        .unwrap();
    assert_eq!(
        api.specialized_attr.as_deref(),
        Some("CustomCallApiVersionAttr")
    );
    let attr = m
        .attr_type_defs
        .iter()
        .find(|d| d.def_name == "StableHLO_ComparisonDirectionAttr")
        .unwrap();
    assert_eq!(attr.kind, patsat_frontend::ods::DefKind::Attr);
    assert_eq!(attr.cpp_class, "ComparisonDirectionAttr");
    assert_eq!(attr.cpp_namespace, "::mlir::stablehlo");
    assert_eq!(attr.dialect, "stablehlo");
    assert_eq!(attr.mnemonic.as_deref(), Some("comparison_direction"));
    assert_eq!(attr.assembly_format.as_deref(), Some("$value"));
    assert_eq!(
        attr.enum_def.as_deref(),
        Some("StableHLO_ComparisonDirection")
    );
    assert_eq!(attr.params.len(), 1);
    assert_eq!(attr.params[0].name, "value");
    assert_eq!(
        attr.params[0].cpp_type,
        "::mlir::stablehlo::ComparisonDirection"
    );
    assert!(!attr.params[0].custom_syntax);
    let mode = m
        .attr_type_defs
        .iter()
        .find(|d| d.def_name == "StableHLO_ResultAccuracyModeAttr")
        .unwrap();
    assert_eq!(mode.assembly_format.as_deref(), Some("`<` $value `>`"));
    let acc = m
        .attr_type_defs
        .iter()
        .find(|d| d.def_name == "StableHLO_ResultAccuracyAttr")
        .unwrap();
    assert!(acc.custom_format);
    let names: Vec<(&str, &str)> = acc
        .params
        .iter()
        .map(|p| (p.name.as_str(), p.cpp_type.as_str()))
        .collect();
    assert_eq!(
        names,
        [
            ("atol", "APFloat"),
            ("rtol", "APFloat"),
            ("ulps", "int64_t"),
            ("mode", "::mlir::stablehlo::ResultAccuracyModeAttr")
        ]
    );
    assert_eq!(acc.builders.len(), 3);
    assert_eq!(acc.builders[1].params[0].1, "mode");
}
