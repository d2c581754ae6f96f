//! Dialect attribute and type classes and enums from ODS in the evaluator
//! (`natives::dialect`, `natives::asm_format`): snippets that build
//! attributes and types of upstream dialects (arith, gpu, nvvm, llvm) from
//! their LLVM 22 `.td` files print exactly as the real `mlir-opt` prints a
//! literal of the same value (`dialect_classes/cases.tsv`, made by
//! `dialect_classes/gen.py`); the printed text parses back into the same
//! parameters; a literal spelled differently compares equal to it; and
//! parameter accessors, enum functions and casts give what MLIR's C++
//! gives (reasoning beside each case).

use patsat_ir::Context;
use patsat_translate::natives::classes::OpClasses;
use patsat_translate::natives::value::V;
use patsat_translate::natives::{eval_snippet, Library};
use patsat_translate::{IrView, PdlValue};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus")
}

fn library(ods: &str, cache: &mut BTreeMap<String, Library>) -> Library {
    cache
        .entry(ods.to_string())
        .or_insert_with(|| {
            let inc = corpus().join("include/llvm-22");
            let m = patsat_frontend::ods::load(&corpus().join(ods), &[inc])
                .unwrap_or_else(|d| panic!("{}: {}", ods, d[0]));
            Library {
                classes: OpClasses::from_ods(&m),
                ..Default::default()
            }
        })
        .clone()
}

fn text(ctx: &Context, v: &PdlValue) -> String {
    match v {
        PdlValue::Attr(a) => patsat_ir::printer::attr_to_string(ctx, *a),
        PdlValue::Type(t) => patsat_ir::printer::type_to_string(ctx, *t),
        other => format!("{:?}", other),
    }
}

/// The value a literal stands for (a type when it starts with `!`).
fn parse(ctx: &mut Context, lit: &str) -> PdlValue {
    if lit.starts_with('!') {
        PdlValue::Type(patsat_ir::parse_type_str(ctx, "lit", lit).unwrap())
    } else {
        PdlValue::Attr(patsat_ir::parse_attribute_str(ctx, "lit", lit).unwrap())
    }
}

#[test]
fn built_like_mlir_opt_prints() {
    let tsv = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/dialect_classes/cases.tsv"),
    )
    .unwrap();
    let mut cache = BTreeMap::new();
    let mut n = 0;
    for line in tsv.lines().filter(|l| !l.starts_with('#')) {
        let cols: Vec<&str> = line.split('\t').collect();
        let [ods, snippet, literal, canonical] = cols[..] else {
            panic!("bad row {}", line)
        };
        let lib = library(ods, &mut cache);
        let mut ctx = Context::new();
        let ir = patsat_ir::Ir::new();
        let mut view = IrView {
            ir: &ir,
            ctx: &mut ctx,
        };
        let got = eval_snippet(&mut view, snippet, &[], &lib)
            .unwrap_or_else(|e| panic!("{}: {}", snippet, e));
        assert_eq!(text(&ctx, &got), canonical, "{}", snippet);
        // The printed form parses back into the same parameters, and the
        // hand-written literal is the same value.
        let v = |p: &PdlValue| patsat_translate::natives::value::from_pdl(p);
        let reg = &lib.classes.dialect;
        let printed = parse(&mut ctx, canonical);
        if let Some((d, params)) = reg.decode(&mut ctx, &v(&printed)) {
            let again = reg.build(&mut ctx, d, &params).unwrap();
            let again = match again {
                V::Attr(a) => PdlValue::Attr(a),
                V::Type(t) => PdlValue::Type(t),
                other => panic!("{:?}", other),
            };
            assert_eq!(text(&ctx, &again), canonical, "rebuilt {}", snippet);
            let written = parse(&mut ctx, literal);
            assert!(
                reg.same_value(&mut ctx, &v(&written), &v(&printed)),
                "{} is {}",
                literal,
                canonical
            );
        } else {
            // Only the integer attributes of enums with their own class.
            assert!(canonical.contains(" : i"), "{} does not decode", canonical);
        }
        n += 1;
    }
    assert!(n >= 20, "only {} cases", n);
}

/// Accessors, enum functions, casts and comparisons on dialect values:
/// the results MLIR's generated C++ gives.
#[test]
fn accessors_casts_and_enums() {
    let mut cache = BTreeMap::new();
    let arith = "include/llvm-22/mlir/Dialect/Arith/IR/ArithOps.td";
    let nvvm = "include/llvm-22/mlir/Dialect/LLVMIR/NVVMOps.td";
    let cases: Vec<(&str, &str, Vec<&str>, &str)> = vec![
        // An EnumAttr's `getValue()` is the enum value: nnan = 2, ninf = 4.
        (arith, "$0.getValue()", vec!["#arith.fastmath<nnan,ninf>"], "6 : i64"),
        (arith, "cast<arith::FastMathFlagsAttr>($0).getValue() == arith::FastMathFlags::fast", vec!["#arith.fastmath<fast>"], "true"),
        // bitEnumContainsAny(value, nnan).
        (arith, "bitEnumContainsAny($0.getValue(), arith::FastMathFlags::nnan)", vec!["#arith.fastmath<nnan,ninf>"], "true"),
        (arith, "bitEnumContainsAll($0.getValue(), arith::FastMathFlags::nnan | arith::FastMathFlags::nsz)", vec!["#arith.fastmath<nnan,ninf>"], "false"),
        // stringify/symbolize: the bit enum's separator, groups first.
        (arith, "arith::stringifyFastMathFlags($0.getValue())", vec!["#arith.fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn>"], "\"fast\""),
        (arith, "arith::stringifyIntegerOverflowFlags($0.getValue())", vec!["#arith.overflow<nuw, nsw>"], "\"nsw, nuw\""),
        (arith, "*arith::symbolizeCmpIPredicate(\"ult\") == arith::CmpIPredicate::ult", vec![], "true"),
        (arith, "arith::symbolizeCmpIPredicate(\"nope\")", vec![], "Null"),
        // isa on dialect classes, also against other classes.
        (arith, "isa<arith::FastMathFlagsAttr>($0)", vec!["#arith.fastmath<none>"], "true"),
        (arith, "isa<arith::IntegerOverflowFlagsAttr>($0)", vec!["#arith.fastmath<none>"], "false"),
        (arith, "isa<arith::FastMathFlagsAttr>($0)", vec!["5 : i32"], "false"),
        // An enum's own attribute class: an integer attribute of its
        // width whose value is a case (RoundingMode: 0..4, i32).
        (arith, "isa<arith::RoundingModeAttr>($0)", vec!["4 : i32"], "true"),
        (arith, "isa<arith::RoundingModeAttr>($0)", vec!["5 : i32"], "false"),
        (arith, "isa<arith::RoundingModeAttr>($0)", vec!["4 : i64"], "false"),
        // Equality: interned text, or the same parameters.
        (arith, "$0 == arith::FastMathFlagsAttr::get($_builder.getContext(), arith::FastMathFlags::ninf | arith::FastMathFlags::nnan)", vec!["#arith.fastmath<ninf,nnan>"], "true"),
        (arith, "$0 == arith::FastMathFlagsAttr::get($_builder.getContext(), arith::FastMathFlags::ninf)", vec!["#arith.fastmath<ninf,nnan>"], "false"),
        // Parameter accessors (`getAddressSpace()` of `$addressSpace`).
        (nvvm, "cast<LLVM::LLVMPointerType>($0).getAddressSpace()", vec!["!llvm.ptr<3>"], "3 : i64"),
        // A default-valued parameter absent from the text has its default.
        (nvvm, "cast<LLVM::LLVMPointerType>($0).getAddressSpace()", vec!["!llvm.ptr"], "0 : i64"),
        (nvvm, "$0.getName()", vec!["#llvm.di_file<\"a.c\" in \"/d\">"], "\"a.c\""),
        (nvvm, "$0.getWidth()", vec!["#llvm.loop_vectorize<disable = false, width = 8 : i64>"], "8 : i64"),
        // An optional parameter absent from the text is null.
        (nvvm, "!$0.getDisable()", vec!["#llvm.loop_vectorize<width = 8 : i64>"], "true"),
        (nvvm, "isa<LLVM::LLVMPointerType>($0)", vec!["!llvm.ptr<1>"], "true"),
        (nvvm, "NVVM::ReduxKindAttr()", vec![], "Null"),
    ];
    for (ods, snippet, args, want) in cases {
        let lib = library(ods, &mut cache);
        let mut ctx = Context::new();
        let args: Vec<PdlValue> = args.iter().map(|a| parse(&mut ctx, a)).collect();
        let ir = patsat_ir::Ir::new();
        let mut view = IrView {
            ir: &ir,
            ctx: &mut ctx,
        };
        let got = eval_snippet(&mut view, snippet, &args, &lib)
            .unwrap_or_else(|e| panic!("{}: {}", snippet, e));
        assert_eq!(text(&ctx, &got), want, "{}", snippet);
    }
    // A dialect class printed by its dialect's C++ cannot be built, and
    // a `custom<...>` directive is named.
    let lib = library(nvvm, &mut cache);
    let mut ctx = Context::new();
    let ir = patsat_ir::Ir::new();
    let mut view = IrView {
        ir: &ir,
        ctx: &mut ctx,
    };
    let e = eval_snippet(
        &mut view,
        "LLVM::LLVMArrayType::get($_builder.getContext(), $_builder.getI32Type(), 4)",
        &[],
        &lib,
    )
    .unwrap_err();
    assert!(e.contains("custom<PrettyLLVMType>"), "{}", e);
}

/// Taking apart malformed dialect attribute and type texts (every prefix
/// and suffix of the printed cases, and some garbage) never panics: it
/// fails, or gives parameters that print again.
#[test]
fn malformed_texts_do_not_panic() {
    let tsv = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/dialect_classes/cases.tsv"),
    )
    .unwrap();
    let mut cache = BTreeMap::new();
    let mut tried = 0;
    for line in tsv.lines().filter(|l| !l.starts_with('#')) {
        let cols: Vec<&str> = line.split('\t').collect();
        let (ods, canonical) = (cols[0], cols[3]);
        let lib = library(ods, &mut cache);
        let reg = &lib.classes.dialect;
        let Some(rest) = canonical
            .strip_prefix('#')
            .or_else(|| canonical.strip_prefix('!'))
        else {
            continue;
        };
        let Some(dot) = rest.find(['.', '<']) else {
            continue;
        };
        let (dialect, body) = rest.split_at(dot);
        let mut bodies: Vec<String> = Vec::new();
        for i in 0..=body.len() {
            if body.is_char_boundary(i) {
                bodies.push(body[..i].to_string());
                bodies.push(body[i..].to_string());
                bodies.push(format!("{}<<,>>{}", &body[..i], &body[i..]));
            }
        }
        for garbage in [
            "<",
            "<>",
            ".",
            ".<",
            "<<<>>>",
            "< , = >",
            "<\"unterminated>",
            "<-->",
        ] {
            bodies.push(garbage.to_string());
        }
        for b in bodies {
            let mut ctx = Context::new();
            let v = if canonical.starts_with('!') {
                V::Type(ctx.ty(patsat_ir::TypeKind::Opaque {
                    dialect: dialect.to_string(),
                    body: b.clone(),
                }))
            } else {
                V::Attr(ctx.attr(patsat_ir::AttrKind::Opaque {
                    dialect: dialect.to_string(),
                    body: b.clone(),
                }))
            };
            if let Some((d, params)) = reg.decode(&mut ctx, &v) {
                let _ = reg.build(&mut ctx, d, &params);
            }
            tried += 1;
        }
    }
    assert!(tried > 1000, "only {} texts", tried);
}
