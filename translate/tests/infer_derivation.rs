//! The result types mlir-tblgen derives from ODS for an op's generated
//! `inferReturnTypes` (`natives::infer::derivation`) against what the real
//! `mlir-tblgen -gen-op-defs` generates for `infer_derivation/ops.td`
//! (`infer_derivation/expected.txt`, made by `gen.sh`): which ops get one,
//! and where each result type comes from.

use patsat_translate::natives::infer::{derivation, Source};
use std::path::Path;

fn render(s: &Source) -> String {
    match s {
        Source::Operand(i) => format!("operands[{}].getType()", i),
        Source::Attr(n) => format!("attributes.get(\"{}\")", n),
        Source::Build(_) => "odsBuilder.".to_string(),
        Source::With(inner, _) => render(inner),
    }
}

#[test]
fn derivations_equal_mlir_tblgen() {
    let here = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/infer_derivation");
    let inc = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/include/llvm-22");
    let model = patsat_frontend::ods::load(&here.join("ops.td"), &[inc]).unwrap();
    let expected = std::fs::read_to_string(here.join("expected.txt")).unwrap();
    let mut cases = 0;
    let mut lines = expected.lines().peekable();
    while let Some(head) = lines.next() {
        let (op, status) = head.split_once(' ').unwrap();
        let mut body = Vec::new();
        while lines.peek().is_some_and(|l| l.starts_with(' ')) {
            body.push(lines.next().unwrap().trim().to_string());
        }
        let o = model
            .ops
            .iter()
            .find(|o| o.cpp_class == op)
            .unwrap_or_else(|| panic!("no op {}", op));
        let got = derivation(o);
        assert_eq!(got.is_some(), status == "generated", "{}: {:?}", op, got);
        if let Some(sources) = got {
            // One `odsInferredType<i> = ...` line per result (the typed
            // attribute's line comes first).
            let per_result: Vec<&String> = body
                .iter()
                .filter(|l| l.starts_with("::mlir::Type odsInferredType"))
                .collect();
            assert_eq!(per_result.len(), sources.len(), "{}", op);
            for (i, (line, s)) in per_result.iter().zip(&sources).enumerate() {
                let rhs = line.split_once(" = ").unwrap().1.trim_end_matches(';');
                let ok = if let Some(k) = rhs
                    .strip_prefix("odsInferredType")
                    .and_then(|k| k.parse::<usize>().ok())
                {
                    // `odsInferredType<k>`: the same source as result k.
                    s == &sources[k]
                } else if rhs.starts_with("odsInferredTypeAttr") {
                    // The typed attribute's line.
                    body[0].contains(&render(s))
                } else {
                    rhs.contains(&render(s))
                };
                assert!(ok, "{} result {}: {:?} vs {}", op, i, s, line);
                if let Source::With(_, t) = s {
                    assert!(
                        rhs.contains("getElementType") && t.contains("getElementType"),
                        "{}",
                        op
                    );
                }
            }
        }
        cases += 1;
    }
    assert_eq!(cases, 19);
}
