//! MLIR's PDL bytecode test (`mlir/test/Rewrite/pdl-bytecode.mlir`, 43
//! `// -----` chunks of `pdl_interp` matchers and rewriters with their
//! payload), from the shared corpus.
//!
//! * `parse`: every chunk, parsed by patsat (the `pdl_interp` custom forms)
//!   and printed in generic form, is the text `mlir-opt
//!   --mlir-print-op-generic` prints (`pdl_bytecode/input.generic.mlir`).
//! * `parse_conversion_outputs`: the same for the `pdl_interp` printed by
//!   MLIR's PDL-to-`pdl_interp` conversion tests (corpus goldens).
//! * `corpus`: every chunk run as `mlir-opt -test-pdl-bytecode-pass
//!   -split-input-file` does (patsat's `pdl_interp` interpreter under the
//!   greedy driver) prints the corpus golden, in generic form
//!   (`pdl_bytecode/expected.generic.mlir`).
//! * `extra`: the same for cases of patsat's own
//!   (`pdl_bytecode/extra.mlir`): record order against text order, root
//!   kinds, several matches of one pattern, operand groups, attribute
//!   types, switches.
//! * `lowered_oracle_cases`: the oracle cases with their patterns lowered
//!   to `pdl_interp` by MLIR itself (`pdl_interp_oracle/`), so the
//!   interpreter runs MLIR's own decision trees.
//! * `errors`: bad programs are diagnostics or errors, not panics or hangs.
//!
//! The goldens are made by `pdl_bytecode/regen.sh` with LLVM 22's
//! `mlir-opt`.

use patsat_ir::{parse_source, print_module, split_input_file, Context, SourceFile};
use patsat_translate::pdl_interp::{run_test_pass, TestPassError};
use std::path::{Path, PathBuf};

fn corpus_test() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/corpus/pdl/llvm/mlir/test/Rewrite/pdl-bytecode.mlir")
}

fn golden(name: &str) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/pdl_bytecode")
        .join(name);
    std::fs::read_to_string(p).unwrap()
}

/// The chunks of a file split at `// -----`, trimmed.
fn chunks(text: &str) -> Vec<String> {
    split_input_file(text.as_bytes())
        .into_iter()
        .map(|(_, c)| String::from_utf8(c).unwrap().trim().to_string())
        .collect()
}

/// The name of a chunk: the unit attribute of its `@ir` module.
fn label(generic: &str) -> String {
    generic
        .lines()
        .find_map(|l| {
            let l = l.trim();
            let rest = l.strip_prefix("}) {")?;
            Some(rest.split('}').next()?.to_string())
        })
        .unwrap_or_else(|| "?".to_string())
}

/// Chunks whose generic print differs from `mlir-opt`'s in one line: the
/// payload has a registered test-dialect op whose inherent attribute MLIR
/// moves to the properties (`<{...}>`); patsat-ir does not know the test
/// dialect's ops and keeps it in the attribute dictionary (`{...}`).
const INHERENT_IN_DICT: &[(&str, &str)] = &[
    ("test.get_operands_2", "operandSegmentSizes"),
    ("test.get_results_2", "resultSegmentSizes"),
];

#[test]
fn parse() {
    let text = std::fs::read_to_string(corpus_test()).unwrap();
    let inputs = chunks(&text);
    let expected = chunks(&golden("input.generic.mlir"));
    assert_eq!(inputs.len(), 43);
    assert_eq!(expected.len(), 43);
    for (i, (input, want)) in inputs.iter().zip(&expected).enumerate() {
        let mut ctx = Context::new();
        let src = SourceFile::new("pdl-bytecode.mlir", input.as_bytes().to_vec());
        let m = parse_source(&mut ctx, &src).unwrap_or_else(|d| panic!("chunk {i}: {}", d[0]));
        let got = print_module(&ctx, &m, &Default::default());
        let got = got.trim();
        let name = label(want);
        match INHERENT_IN_DICT.iter().find(|(n, _)| *n == name) {
            None => assert_eq!(got, want, "chunk {i} ({name})"),
            Some((_, attr)) => {
                let diff: Vec<(&str, &str)> = got
                    .lines()
                    .zip(want.lines())
                    .filter(|(a, b)| a != b)
                    .collect();
                assert_eq!(diff.len(), 1, "chunk {i} ({name}): {diff:?}");
                let (a, b) = diff[0];
                assert!(a.contains(&format!("{{{attr} = ")), "chunk {i}: {a}");
                assert_eq!(
                    a.replace(" {", " <{").replace("} :", "}> :"),
                    b,
                    "chunk {i}"
                );
            }
        }
    }
}

/// The `pdl_interp` that MLIR's own PDL-to-`pdl_interp` conversion tests
/// print (corpus goldens, custom form) parses to the text `mlir-opt`
/// prints in generic form (`pdl_bytecode/conversion/`).
#[test]
fn parse_conversion_outputs() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/corpus/expected/pdl/llvm/mlir/test/Conversion/PDLToPDLInterp");
    for name in [
        "pdl-to-pdl-interp-matcher",
        "pdl-to-pdl-interp-rewriter",
        "use-constraint-result",
    ] {
        let text = std::fs::read_to_string(corpus.join(format!("{name}.mlir.run0.out"))).unwrap();
        let want = chunks(&golden(&format!("conversion/{name}.generic.mlir")));
        let got = chunks(&text);
        assert_eq!(got.len(), want.len(), "{name}");
        for (i, (input, want)) in got.iter().zip(&want).enumerate() {
            let mut ctx = Context::new();
            let src = SourceFile::new(name, input.as_bytes().to_vec());
            let m = parse_source(&mut ctx, &src).unwrap_or_else(|d| panic!("{name} {i}: {}", d[0]));
            let printed = print_module(&ctx, &m, &Default::default());
            assert_eq!(printed.trim(), want, "{name}, chunk {i}");
        }
    }
}

/// Chunks of the corpus test whose expected behaviour needs something
/// patsat cannot do yet, with the reason. Each must still differ (so that
/// the list stays true); every other chunk must be identical.
const CORPUS_NOT_YET: &[(&str, &str)] = &[];

/// Runs every chunk of `input` as `mlir-opt -test-pdl-bytecode-pass
/// -split-input-file` does; returns (label, patsat's output, expected
/// output) per chunk of `expected`.
fn run_chunks(input: &str, expected: &str) -> Vec<(String, String, String)> {
    let inputs = chunks(input);
    let expected = chunks(expected);
    assert_eq!(inputs.len(), expected.len());
    let registry = patsat_greedy::dialects::upstream_registry();
    let config = patsat_greedy::GreedyRewriteConfig::default();
    let mut out = Vec::new();
    for (i, (input, want)) in inputs.iter().zip(&expected).enumerate() {
        let mut ctx = Context::new();
        let src = SourceFile::new("pdl-bytecode.mlir", input.as_bytes().to_vec());
        let mut m = parse_source(&mut ctx, &src).unwrap_or_else(|d| panic!("chunk {i}: {}", d[0]));
        let got = match run_test_pass(&mut ctx, &mut m, &registry, &config, false) {
            Ok(_) => print_module(&ctx, &m, &Default::default()),
            Err(e) => format!("errors: {e}"),
        };
        // A chunk's name: its first comment line, or its `@ir` attribute.
        let name = match input.lines().next().and_then(|l| l.strip_prefix("// ")) {
            Some(n) if !n.contains(' ') => n.to_string(),
            _ => label(want),
        };
        out.push((name, got.trim().to_string(), want.clone()));
    }
    out
}

/// Checks every chunk; `not_yet` lists those expected to differ.
fn check_all(results: Vec<(String, String, String)>, not_yet: &[(&str, &str)]) {
    let mut failures = Vec::new();
    let mut same = 0;
    for (name, got, want) in &results {
        let listed = not_yet.iter().find(|(n, _)| n == name);
        match (got == want, listed) {
            (true, None) => same += 1,
            (false, Some(_)) => {}
            (true, Some((_, why))) => failures.push(format!(
                "{name} is identical now: remove it from the list ({why})"
            )),
            (false, None) => failures.push(format!("{name}\n-- got\n{got}\n-- want\n{want}")),
        }
    }
    eprintln!("identical: {same} of {}", results.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn corpus() {
    let text = std::fs::read_to_string(corpus_test()).unwrap();
    let results = run_chunks(&text, &golden("expected.generic.mlir"));
    assert_eq!(results.len(), 43);
    check_all(results, CORPUS_NOT_YET);
}

#[test]
fn extra() {
    let results = run_chunks(
        &golden("extra.mlir"),
        &golden("extra.expected.generic.mlir"),
    );
    assert_eq!(results.len(), 4);
    check_all(results, &[]);
}

/// Differential cases: every oracle case of this crate and of the greedy
/// crate, its patterns lowered to `pdl_interp` by `mlir-opt
/// -convert-pdl-to-pdl-interp`, run by `mlir-opt -test-pdl-bytecode-pass`
/// (`pdl_interp_oracle/regen.sh`; one case mlir-opt rejects is named in
/// `left-out.txt`).
#[test]
fn lowered_oracle_cases() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pdl_interp_oracle");
    let read = |n: &str| std::fs::read_to_string(dir.join(n)).unwrap();
    let results = run_chunks(&read("cases.mlir"), &read("cases.expected.generic.mlir"));
    assert!(results.len() >= 150, "cases are missing");
    check_all(results, &[]);
}

/// Runs the test pass on one module; returns its errors.
fn pass_errors(text: &str) -> Vec<String> {
    let mut ctx = Context::new();
    let src = SourceFile::new("bad.mlir", text.as_bytes().to_vec());
    let mut m = parse_source(&mut ctx, &src).unwrap_or_else(|d| panic!("{}", d[0]));
    let registry = patsat_greedy::dialects::upstream_registry();
    let config = patsat_greedy::GreedyRewriteConfig::default();
    match run_test_pass(&mut ctx, &mut m, &registry, &config, false) {
        Ok(_) => vec![],
        Err(TestPassError::Load(d)) => d.iter().map(|d| d.to_string()).collect(),
        Err(TestPassError::Run(e)) => e,
    }
}

/// A program around a matcher body and one rewriter `@r(%root)` body.
fn program(matcher: &str, rewriter: &str) -> String {
    format!(
        "module @patterns {{\n  pdl_interp.func @matcher(%root : !pdl.operation) {{\n{matcher}\n  }}\n  \
         module @rewriters {{\n    pdl_interp.func @r(%root : !pdl.operation) {{\n{rewriter}\n    }}\n  }}\n}}\n\
         module @ir {{\n  \"x.a\"() : () -> ()\n}}\n"
    )
}

#[test]
fn errors() {
    let record = "    pdl_interp.record_match @rewriters::@r(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^end\n  ^end:\n    pdl_interp.finalize";
    let erase = "      pdl_interp.erase %root\n      pdl_interp.finalize";
    // An unregistered native: a load-time diagnostic at the op.
    let e = pass_errors(&program(
        &format!("    pdl_interp.apply_constraint \"nope\"(%root : !pdl.operation) -> ^rec, ^end\n  ^rec:\n{record}"),
        erase,
    ));
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(e[0].starts_with("bad.mlir:3:5: error: 'pdl_interp.apply_constraint' op uses native constraint `nope`, which is not registered"), "{}", e[0]);
    // A native called with kinds it does not declare.
    let e = pass_errors(&program(
        &format!("    %t = pdl_interp.create_type i32\n    pdl_interp.apply_constraint \"single_entity_constraint\"(%t : !pdl.type) -> ^rec, ^end\n  ^rec:\n{record}"),
        erase,
    ));
    assert!(
        e.len() == 1 && e[0].contains("with arguments (!pdl.type), it declares (!pdl.operation)"),
        "{e:?}"
    );
    // A rewriter that does not exist, or takes other arguments.
    let e = pass_errors(&program(&record.replace("@r(", "@q("), erase));
    assert!(
        e.len() == 1 && e[0].contains("@rewriters::@q, which does not exist"),
        "{e:?}"
    );
    let e = pass_errors(&program(
        &record.replace("(%root : !pdl.operation) :", ":"),
        erase,
    ));
    assert!(
        e.len() == 1 && e[0].contains("passes 0 values to rewriter @r, which takes 1"),
        "{e:?}"
    );
    // A predicate with a third successor.
    let e = pass_errors(&program(&record.replace("-> ^end", "-> ^end, ^end"), erase));
    assert!(
        e.len() == 1 && e[0].contains("expects 1 successors, has 2"),
        "{e:?}"
    );
    // The matcher may not change the IR.
    let e = pass_errors(&program(
        &format!("    pdl_interp.erase %root\n{record}"),
        erase,
    ));
    assert!(e.len() == 1 && e[0].contains("changes the IR"), "{e:?}");
    // A matcher that loops forever is stopped.
    let e = pass_errors(&program(
        &format!(
            "    pdl_interp.branch ^loop\n  ^loop:\n    pdl_interp.branch ^loop\n  ^rec:\n{record}"
        ),
        erase,
    ));
    assert!(!e.is_empty() && e[0].contains("ran more than"), "{e:?}");
    // A rewrite that fails half-way (an op created with a null operand).
    let e = pass_errors(&program(
        record,
        "      %v = pdl_interp.get_operand 3 of %root\n      %op = pdl_interp.create_operation \"x.b\"(%v : !pdl.value)\n      pdl_interp.erase %root\n      pdl_interp.finalize",
    ));
    assert!(
        e.len() == 1 && e[0].contains("@rewriters::@r: expected a value, found Null"),
        "{e:?}"
    );
    // A rewrite that goes on using the op it erased.
    let e = pass_errors(&program(
        record,
        "      pdl_interp.erase %root\n      pdl_interp.erase %root\n      pdl_interp.finalize",
    ));
    assert!(
        e.len() == 1 && e[0].contains("use of an erased op"),
        "{e:?}"
    );
    // No @patterns or no @ir: nothing happens.
    assert!(pass_errors("module @ir {\n  \"x.a\"() : () -> ()\n}").is_empty());
}
