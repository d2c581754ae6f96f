//! MLIR's PDL bytecode test (`mlir/test/Rewrite/pdl-bytecode.mlir`, 43
//! `// -----` chunks of `pdl_interp` matchers and rewriters with their
//! payload), from the shared corpus.
//!
//! * `parse`: every chunk, parsed by patsat (the `pdl_interp` custom forms)
//!   and printed in generic form, is the text `mlir-opt
//!   --mlir-print-op-generic` prints (`pdl_bytecode/input.generic.mlir`).
//!
//! The goldens are made by `pdl_bytecode/regen.sh` with LLVM 22's
//! `mlir-opt`.

use patsat_ir::{parse_source, print_module, split_input_file, Context, SourceFile};
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
            let rest = l.strip_prefix("}) {test.")?;
            Some(format!("test.{}", rest.split('}').next()?))
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
