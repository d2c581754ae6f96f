//! The native resolution of DRR snippets: every core ODS predicate and
//! constant builder of LLVM 22 (`mlir/IR/*.td` of the corpus include
//! closure) resolves by the built-in table or the evaluator; the table and
//! the evaluator agree; the evaluator computes what MLIR's C++ computes
//! on sample types and attributes.

use patsat_frontend::drr::{catalogue, cpp, pred};
use patsat_frontend::tablegen;
use patsat_translate::natives::{how_resolved, How};
use patsat_translate::HookKind;
use std::path::{Path, PathBuf};

fn llvm_include() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/include/llvm-22")
}

/// The snippets of LLVM 22's core ODS defs: (kind, name, results, def).
fn core_snippets() -> Vec<(HookKind, String, usize, String)> {
    let dir = std::env::temp_dir().join(format!("patsat-core-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let main = dir.join("core.td");
    std::fs::write(
        &main,
        "include \"mlir/IR/OpBase.td\"\ninclude \"mlir/IR/PatternBase.td\"\ninclude \"mlir/IR/EnumAttr.td\"\n\
         include \"mlir/IR/Properties.td\"\ninclude \"mlir/IR/BuiltinTypes.td\"\n",
    )
    .unwrap();
    let opts = tablegen::Options {
        include_dirs: vec![llvm_include()],
        macros: vec![],
    };
    let loaded = tablegen::load(&main, &opts).unwrap_or_else(|d| panic!("{}", d[0]));
    let _ = std::fs::remove_dir_all(&dir);
    let k = &loaded.keeper;
    let mut out = Vec::new();
    catalogue::for_each_core_def(k, &loaded.sources, |name, r| {
        let mut add = |kind, text: &str, results| {
            let n = cpp::normalize(text);
            if !n.is_empty()
                && !out
                    .iter()
                    .any(|x: &(HookKind, String, usize, String)| x.0 == kind && x.1 == n)
            {
                out.push((kind, n, results, name.to_string()));
            }
        };
        if k.is_a(r, "Constraint") {
            if let Some(p) = k.def_field(r, "predicate") {
                add(HookKind::Constraint, &pred::condition(k, p), 0);
            }
        }
        if let Some(b) = k.str_field(r, "constBuilderCall").filter(|b| !b.is_empty()) {
            add(HookKind::Rewrite, &b, 1);
            add(HookKind::Constraint, &format!("$_self == {}", b), 0);
        }
        if let Some(b) = k.str_field(r, "builderCall").filter(|b| !b.is_empty()) {
            add(HookKind::Rewrite, &b, 1);
        }
        if k.is_a(r, "NativeCodeCall") {
            if let Some(e) = k.str_field(r, "expression") {
                let kind = if cpp::uses_placeholder(&e, "_self") {
                    HookKind::Constraint
                } else {
                    HookKind::Rewrite
                };
                add(kind, &e, 1);
            }
        }
    });
    out
}

/// Core constant builders whose `$0` is a C++ value the subset has no
/// literal for (an `AffineMap`, an `IntegerSet`): a `ConstantAttr` of
/// these attributes would hold C++ code building one.
const OUTSIDE_THE_SUBSET: &[&str] = &[
    "$_builder.getAffineMapArrayAttr($0)",
    "$_self == $_builder.getAffineMapArrayAttr($0)",
    "AffineMapAttr::get($0)",
    "$_self == AffineMapAttr::get($0)",
    "IntegerSetAttr::get($0)",
    "$_self == IntegerSetAttr::get($0)",
];

#[test]
fn every_core_snippet_resolves() {
    let snippets = core_snippets();
    let mut by_how = std::collections::BTreeMap::new();
    let mut failures = Vec::new();
    for (kind, name, results, def) in &snippets {
        match how_resolved(*kind, name, *results, None) {
            Ok(h) => *by_how.entry(h).or_insert(0) += 1,
            Err(_) if OUTSIDE_THE_SUBSET.contains(&name.as_str()) => {}
            Err(why) => failures.push(format!("{} ({:?}, {}): {}", name, kind, def, why)),
        }
    }
    println!("{} core snippets: {:?}", snippets.len(), by_how);
    for f in &failures {
        println!("UNRESOLVED {}", f);
    }
    assert!(
        snippets.len() > 150,
        "only {} core snippets",
        snippets.len()
    );
    assert!(by_how.get(&How::Builtin).copied().unwrap_or(0) > 10);
    assert!(
        failures.is_empty(),
        "{} core snippets do not resolve",
        failures.len()
    );
}

/// Sample types and attributes the table and the evaluator are compared
/// on.
const SAMPLE_TYPES: &[&str] = &[
    "i1",
    "i8",
    "i32",
    "si32",
    "ui32",
    "i64",
    "index",
    "f16",
    "bf16",
    "f32",
    "f64",
    "tensor<2xi32>",
    "tensor<?x3xf32>",
    "tensor<*xf32>",
    "vector<4xf32>",
    "vector<[4]xi8>",
    "memref<2xf32>",
    "complex<f32>",
    "none",
    "tuple<i32>",
    "(i32) -> i32",
];
const SAMPLE_ATTRS: &[&str] = &[
    "1 : i32",
    "7 : i64",
    "-2 : si16",
    "3 : ui8",
    "true",
    "4 : index",
    "1.5 : f32",
    "2.0 : f64",
    "\"s\"",
    "unit",
    "[1, 2]",
    "dense<1> : tensor<2xi32>",
    "dense<[1.0, 2.0]> : tensor<2xf32>",
    "array<i32: 1, 2>",
    "i32",
    "@sym",
];

/// The built-in table and the evaluator agree on every core predicate
/// the table covers, for every sample type and attribute, and on every
/// core constant builder for sample constants.
#[test]
fn the_table_and_the_evaluator_agree() {
    use patsat_translate::natives::{builtin, eval_snippet, Library};
    use patsat_translate::{Hooks, IrView, PdlValue};
    let mut ctx = patsat_ir::Context::new();
    let src = patsat_ir::SourceFile::new("in.mlir", b"".to_vec());
    let m = patsat_ir::parse_source(&mut ctx, &src).unwrap();
    let mut samples = Vec::new();
    for t in SAMPLE_TYPES {
        samples.push(PdlValue::Type(
            patsat_ir::parse_type_str(&mut ctx, "t", t).unwrap(),
        ));
    }
    for a in SAMPLE_ATTRS {
        samples.push(PdlValue::Attr(
            patsat_ir::parse_attribute_str(&mut ctx, "a", a).unwrap(),
        ));
    }
    let lib = Library::default();
    let mut compared = 0;
    let constants = ["0", "-3", "7", "1.5", "\"x\"", "true", "false"];
    for (kind, name, results, _) in core_snippets() {
        let mut hooks = Hooks::new();
        let uses_arg = cpp::uses_placeholder(&name, "0");
        let instances: Vec<String> = if uses_arg {
            constants
                .iter()
                .map(|c| cpp::substitute(&name, |_| Some(c.to_string())))
                .collect()
        } else {
            vec![name.clone()]
        };
        for inst in instances {
            if !builtin::register(&mut hooks, kind, &inst, results) {
                continue;
            }
            let id = hooks.lookup(kind, &inst).unwrap();
            let mut view = IrView {
                ir: &m.ir,
                ctx: &mut ctx,
            };
            match kind {
                HookKind::Constraint => {
                    for s in &samples {
                        let table = hooks
                            .call_constraint(id, &mut view, std::slice::from_ref(s))
                            .is_some();
                        let ev = matches!(
                            eval_snippet(&mut view, &inst, std::slice::from_ref(s), &lib),
                            Ok(PdlValue::Attr(a)) if patsat_ir::printer::attr_to_string(view.ctx, a) == "true"
                        );
                        assert_eq!(table, ev, "{} on {:?}", inst, s);
                        compared += 1;
                    }
                }
                HookKind::Rewrite => {
                    let mut listener = patsat_greedy::NoListener;
                    let mut ir = m.ir.clone();
                    let mut rw = patsat_greedy::Rewriter::new(&mut ir, view.ctx, &mut listener);
                    let table = hooks.call_rewrite(id, &mut rw, &[]).ok();
                    let mut view = IrView {
                        ir: &m.ir,
                        ctx: rw.ctx,
                    };
                    let ev = eval_snippet(&mut view, &inst, &[], &lib).ok();
                    assert_eq!(table.map(|t| t[0].clone()), ev, "{}", inst);
                    compared += 1;
                }
            }
        }
    }
    assert!(compared > 1000, "only {} comparisons", compared);
}

/// The evaluator on snippets of the issue's subset, with the result MLIR's
/// C++ computes (reasoning beside each case).
#[test]
fn evaluator_semantics() {
    use patsat_translate::natives::{eval_snippet, Library};
    use patsat_translate::{IrView, PdlValue};
    let mut ctx = patsat_ir::Context::new();
    let text = br#"%0 = "x.c"() {value = 5 : i32} : () -> i32
%1 = "x.use"(%0) : (i32) -> tensor<2x3xf32>
%2 = "x.use2"(%0, %1) : (i32, tensor<2x3xf32>) -> i32
%3 = "arith.constant"() <{value = 0 : i32}> : () -> i32
"#;
    let src = patsat_ir::SourceFile::new("in.mlir", text.to_vec());
    let m = patsat_ir::parse_source(&mut ctx, &src).unwrap();
    let body = m.ir.regions(m.top)[0];
    let block = m.ir.region_blocks(body)[0];
    let ops: Vec<_> = m.ir.block_ops(block).collect();
    let v: Vec<PdlValue> = ops
        .iter()
        .map(|&o| PdlValue::Value(m.ir.result(o, 0)))
        .collect();
    let mut attr =
        |s: &str| PdlValue::Attr(patsat_ir::parse_attribute_str(&mut ctx, "a", s).unwrap());
    let (i1, i7, i4, i3, arr, mixed) = (
        attr("1 : i32"),
        attr("7 : i32"),
        attr("4 : i32"),
        attr("3 : i32"),
        attr("[1, 2]"),
        attr("[1, \"s\"]"),
    );
    let dense3 = attr("dense<[1, 2, 3]> : tensor<3xi32>");
    let lib = Library::default();
    let cases: Vec<(&str, Vec<PdlValue>, &str)> = vec![
        // Types of values compare as interned handles.
        ("$0.getType() == $1.getType()", vec![v[0].clone(), v[2].clone()], "true"),
        ("$0.getType() == $1.getType()", vec![v[0].clone(), v[1].clone()], "false"),
        // %1 has one use, %0 two, %2 none.
        ("$_self.hasOneUse()", vec![v[1].clone()], "true"),
        ("$_self.hasOneUse()", vec![v[0].clone()], "false"),
        ("$0.use_empty()", vec![v[2].clone()], "true"),
        // Shape queries on tensor<2x3xf32>.
        ("cast<ShapedType>($0.getType()).getRank() == 2", vec![v[1].clone()], "true"),
        ("cast<RankedTensorType>($0.getType()).getShape()[1]", vec![v[1].clone()], "3 : i64"),
        ("cast<ShapedType>($0.getType()).getElementType().isF32()", vec![v[1].clone()], "true"),
        ("isa<IntegerType>($0.getType()) && cast<IntegerType>($0.getType()).getWidth() == 32", vec![v[0].clone()], "true"),
        // Builder getters.
        ("$_builder.getI64ArrayAttr({1, 2})", vec![], "[1, 2]"),
        ("$_builder.getDenseI32ArrayAttr({3, 4})", vec![], "array<i32: 3, 4>"),
        // APInt(8, 300) keeps the low 8 bits: 44.
        ("$_builder.getIntegerAttr($_builder.getIntegerType(8), 300)", vec![], "44 : i8"),
        ("$_builder.getZeroAttr($0.getType())", vec![v[1].clone()], "dense<0.000000e+00> : tensor<2x3xf32>"),
        // Attribute queries and arithmetic.
        ("$0.getInt()+$1.getInt()<32", vec![i1.clone(), i7.clone()], "true"),
        ("cast<IntegerAttr>($0).getValue().isPowerOf2()", vec![i4.clone()], "true"),
        ("isPowerOf2_64($0.getInt())", vec![i3.clone()], "false"),
        ("(int64_t)$0.getInt() * 2", vec![i3.clone()], "6 : i64"),
        ("$0.getInt() > 2 ? $_builder.getStringAttr(\"big\") : $_builder.getStringAttr(\"small\")", vec![i3.clone()], "\"big\""),
        // Lambdas over array attributes.
        ("all_of(cast<ArrayAttr>($_self), [&](Attribute attr) { return isa<IntegerAttr>(attr); })", vec![arr.clone()], "true"),
        ("all_of(cast<ArrayAttr>($_self), [&](Attribute attr) { return isa<IntegerAttr>(attr); })", vec![mixed.clone()], "false"),
        // Ops: names, and MLIR's constant matchers on `arith.constant`.
        ("$0.getDefiningOp()->getName().getStringRef() == \"x.c\"", vec![v[0].clone()], "true"),
        ("matchPattern($0, m_Zero())", vec![v[3].clone()], "true"),
        ("matchPattern($0, m_Zero())", vec![v[0].clone()], "false"),
        ("isa<BlockArgument>($0)", vec![v[0].clone()], "false"),
        // `$N...` splices the remaining arguments.
        ("ValueRange{$0...}.size()", vec![v[0].clone(), v[1].clone()], "2 : i64"),
        // llvm::all_equal compares values by identity; is_sorted is `<=`.
        ("all_equal(ValueRange{$0, $1})", vec![v[0].clone(), v[0].clone()], "true"),
        ("all_equal(ValueRange{$0, $1})", vec![v[0].clone(), v[1].clone()], "false"),
        ("is_sorted(cast<DenseI64ArrayAttr>($_self).asArrayRef())", vec![attr("array<i64: 1, 2, 2, 5>")], "true"),
        ("is_sorted(cast<DenseI64ArrayAttr>($_self).asArrayRef())", vec![attr("array<i64: 2, 1>")], "false"),
        // m_AnyAttrOf: any of the matchers; m_Zero is integer-only.
        ("matchPattern($_self, m_AnyAttrOf(m_Zero(), m_AnyZeroFloat()))", vec![attr("dense<0.0> : tensor<2xf32>")], "true"),
        ("matchPattern($_self, m_AnyAttrOf(m_Zero(), m_AnyZeroFloat()))", vec![attr("0 : i32")], "true"),
        ("matchPattern($_self, m_AnyAttrOf(m_Zero(), m_AnyZeroFloat()))", vec![i1.clone()], "false"),
        ("matchPattern($_self, m_Zero())", vec![attr("dense<0.0> : tensor<2xf32>")], "false"),
        // The predicate gets the integer, or a splat's element, as an
        // APInt; a non-splat dense attribute is no constant int.
        ("matchPattern($_self, detail::constant_int_predicate_matcher{[](const APInt &val) { return val.isAllOnes(); }})", vec![attr("dense<-1> : tensor<2xi8>")], "true"),
        ("matchPattern($_self, detail::constant_int_predicate_matcher{[](const APInt &val) { return val.isAllOnes(); }})", vec![attr("dense<[1, -1]> : tensor<2xi8>")], "false"),
        ("matchPattern($_self, detail::constant_int_predicate_matcher{[](const APInt &val) { return val.isAllOnes(); }})", vec![attr("255 : ui8")], "true"),
        // mapValues: each element through the lambda, to the new element
        // type; zext of the i8 -1 is 255.
        ("$0.mapValues($_builder.getI64Type(), [](APInt x) { return x.zext(64); })", vec![attr("dense<[-1, 2]> : tensor<2xi8>")], "dense<[255, 2]> : tensor<2xi64>"),
        ("$0.mapValues($_builder.getI16Type(), [](APInt x) { return x.sext(16); })", vec![attr("dense<-3> : tensor<2x2xi8>")], "dense<-3> : tensor<2x2xi16>"),
        ("$0.reshape(RankedTensorType::get({3, 1}, $_builder.getI32Type()))", vec![attr("dense<[1, 2, 3]> : tensor<3xi32>")], "dense<[[1], [2], [3]]> : tensor<3x1xi32>"),
        // Iterators: the shape of tensor<2x3xf32> from its second entry.
        ("all_of(ArrayRef<int64_t>(cast<ShapedType>($0.getType()).getShape().begin()+1, cast<ShapedType>($0.getType()).getShape().end()), [](int64_t val){return(val == 3);})", vec![v[1].clone()], "true"),
        ("*(cast<ShapedType>($0.getType()).getShape().end() - 2)", vec![v[1].clone()], "2 : i64"),
        // APSInt: the sign is the integer type's.
        ("cast<IntegerAttr>($0).getAPSInt().getExtValue()", vec![attr("255 : ui8")], "255 : i64"),
        ("cast<IntegerAttr>($0).getAPSInt().getExtValue()", vec![attr("-1 : si8")], "-1 : i64"),
        ("cast<IntegerAttr>($0).getAPSInt() < 0", vec![attr("128 : ui8")], "false"),
        // C's math constants and strcmp.
        ("M_PI > 3.14159 && M_PI < 3.1416", vec![], "true"),
        ("NAN == NAN", vec![], "false"),
        ("!strcmp(\"GRU\", \"LSTM\")", vec![], "false"),
        ("!strcmp(\"LSTM\", \"LSTM\")", vec![], "true"),
        // AffineMap::isIdentity: dims in order, symbols allowed.
        ("$_self.isIdentity()", vec![attr("affine_map<(d0, d1) -> (d0, d1)>")], "true"),
        ("$_self.isIdentity()", vec![attr("affine_map<(d0, d1)[s0] -> (d0, d1)>")], "true"),
        ("$_self.isIdentity()", vec![attr("affine_map<(d0, d1) -> (d1, d0)>")], "false"),
        ("$_self.isIdentity()", vec![attr("affine_map<(d0, d1) -> (d0)>")], "false"),
    ];
    let mut view = IrView {
        ir: &m.ir,
        ctx: &mut ctx,
    };
    for (snippet, args, want) in cases {
        let got = eval_snippet(&mut view, snippet, &args, &lib)
            .unwrap_or_else(|e| panic!("{}: {}", snippet, e));
        let text = match got {
            PdlValue::Attr(a) => patsat_ir::printer::attr_to_string(view.ctx, a),
            other => format!("{:?}", other),
        };
        assert_eq!(text, want, "{}", snippet);
    }
    // A failed `cast` is an error (C++ asserts), not a value.
    assert!(eval_snippet(
        &mut view,
        "cast<FloatAttr>($0).getValue()",
        std::slice::from_ref(&i1),
        &lib
    )
    .is_err());
    // So are getAPSInt of a signless integer and a reshape that changes
    // the number of elements (both assert in MLIR).
    assert!(eval_snippet(&mut view, "cast<IntegerAttr>($0).getAPSInt()", &[i1], &lib).is_err());
    assert!(eval_snippet(
        &mut view,
        "$0.reshape(RankedTensorType::get({2}, $_builder.getI32Type()))",
        &[dense3],
        &lib
    )
    .is_err());
    // A function outside the subset and without a user hook is unresolved.
    let why = how_resolved(HookKind::Constraint, "isFooBar($0)", 0, None).unwrap_err();
    assert!(why.contains("unknown function `isFooBar`"), "{}", why);
    let why = how_resolved(
        HookKind::Constraint,
        "isa<FIRRTLBaseType>($0.getType())",
        0,
        None,
    )
    .unwrap_err();
    assert!(why.contains("unknown class `FIRRTLBaseType`"), "{}", why);
}

/// No snippet of the corpus catalogue (`frontend/tests/drr/corpus/
/// natives.tsv`) makes the evaluator panic, whatever it is given: every
/// one that resolves runs on every pair of sample types, attributes and
/// values (errors are fine).
#[test]
fn the_evaluator_never_panics() {
    use patsat_translate::natives::{eval_snippet, Library};
    use patsat_translate::{IrView, PdlValue};
    let t = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../frontend/tests/drr/corpus/natives.tsv"),
    )
    .unwrap();
    let mut ctx = patsat_ir::Context::new();
    let text = br#"%0 = "x.c"() {value = 5 : i32} : () -> tensor<2x?xf32>
%1 = "x.use"(%0, %0) : (tensor<2x?xf32>, tensor<2x?xf32>) -> i32
"#;
    let src = patsat_ir::SourceFile::new("in.mlir", text.to_vec());
    let m = patsat_ir::parse_source(&mut ctx, &src).unwrap();
    let body = m.ir.regions(m.top)[0];
    let block = m.ir.region_blocks(body)[0];
    let ops: Vec<_> = m.ir.block_ops(block).collect();
    let mut samples = vec![
        PdlValue::Null,
        PdlValue::Op(ops[0]),
        PdlValue::Value(m.ir.result(ops[0], 0)),
        PdlValue::Value(m.ir.result(ops[1], 0)),
        PdlValue::ValueRange(vec![m.ir.result(ops[0], 0)]),
        PdlValue::ValueRange(vec![]),
    ];
    for ty in SAMPLE_TYPES {
        samples.push(PdlValue::Type(
            patsat_ir::parse_type_str(&mut ctx, "t", ty).unwrap(),
        ));
    }
    for a in SAMPLE_ATTRS {
        samples.push(PdlValue::Attr(
            patsat_ir::parse_attribute_str(&mut ctx, "a", a).unwrap(),
        ));
    }
    let lib = Library::default();
    let mut view = IrView {
        ir: &m.ir,
        ctx: &mut ctx,
    };
    let mut runs = 0;
    for l in t.lines().skip(1) {
        let name = l.split('\t').next().unwrap();
        if how_resolved(HookKind::Constraint, name, 0, None).is_err() {
            continue;
        }
        for a in &samples {
            for b in samples.iter().step_by(3) {
                let _ = eval_snippet(&mut view, name, &[a.clone(), b.clone(), a.clone()], &lib);
                runs += 1;
            }
        }
    }
    assert!(runs > 5000, "only {} runs", runs);
}
