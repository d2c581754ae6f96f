//! Unit tests of the PDLL driver: default benefits and the ODS seam.

use super::ods::{OdsImport, OdsLoader, OdsOperation, OdsValue, VariableLength};
use super::*;
use crate::pattern::print::{print_pattern_set, PrintOptions};
use std::path::Path;

fn run(
    text: &str,
    benefit: DefaultBenefit,
    ods: &mut dyn OdsLoader,
    dir: &[PathBuf],
) -> (Context, Compiled) {
    let opts = Options {
        include_dirs: dir.to_vec(),
        benefit,
        ods,
        lower: true,
    };
    let mut out = compile_chunks("test.pdll", text.as_bytes().to_vec(), false, opts);
    out.remove(0)
}

const TWO_OPS: &str = "Pattern => replace op<test.a>(op<test.b>) with op<test.c>;\n\
                       Pattern with benefit(5) => erase op<test.d>;\n";

#[test]
fn default_benefit_counts_matched_ops() {
    let (_, out) = run(TWO_OPS, DefaultBenefit::MatchedOps, &mut ods::NoOds, &[]);
    let set = out.patterns.expect("compiles");
    assert_eq!(set.patterns[0].benefit, 2);
    assert_eq!(set.patterns[1].benefit, 5);
}

#[test]
fn mlir_pdll_compat_benefit_is_zero() {
    let (_, out) = run(TWO_OPS, DefaultBenefit::Zero, &mut ods::NoOds, &[]);
    let set = out.patterns.expect("compiles");
    assert_eq!(set.patterns[0].benefit, 0);
    assert_eq!(set.patterns[1].benefit, 5);
}

/// An ODS loader that knows one op, `test.two`, with a single result
/// `first` and a variadic result `rest`.
struct FakeOds;

impl OdsLoader for FakeOds {
    fn load(&mut self, path: &Path, _: &[PathBuf]) -> Result<OdsImport, String> {
        assert!(path.ends_with("ops.td"));
        let v = |name: &str, length| OdsValue {
            name: name.into(),
            length,
        };
        Ok(OdsImport {
            operations: vec![OdsOperation {
                name: "test.two".into(),
                operands: vec![v("input", VariableLength::Single)],
                results: vec![
                    v("first", VariableLength::Single),
                    v("rest", VariableLength::Variadic),
                ],
                attributes: vec![],
                infers_result_types: false,
                loc: None,
            }],
            constraints: vec![],
        })
    }
}

#[test]
fn td_include_goes_through_the_ods_loader() {
    let dir = std::env::temp_dir().join(format!("patsat-pdll-ods-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("ops.td"), "// read by the fake loader\n").unwrap();
    let text = "#include \"ops.td\"\n\
                Pattern {\n  let op: Op<test.two>;\n  erase op<test.user>(op.first, op.rest, op.1);\n}\n";
    let (ctx, out) = run(
        text,
        DefaultBenefit::Zero,
        &mut FakeOds,
        std::slice::from_ref(&dir),
    );
    let _ = std::fs::remove_dir_all(&dir);
    let set = out
        .patterns
        .unwrap_or_else(|| panic!("{:?}", out.diagnostics));
    let printed = print_pattern_set(&ctx, &set, PrintOptions::default());
    assert!(
        printed.contains("results 0 of %2  -> !pdl.value"),
        "{}",
        printed
    );
    assert!(
        printed.contains("results 1 of %2  -> !pdl.range<value>"),
        "{}",
        printed
    );
}

#[test]
fn td_include_without_ods_is_a_located_error() {
    let dir = std::env::temp_dir().join(format!("patsat-pdll-noods-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("ops.td"), "").unwrap();
    let (_, out) = run(
        "#include \"ops.td\"\n",
        DefaultBenefit::Zero,
        &mut ods::NoOds,
        std::slice::from_ref(&dir),
    );
    let _ = std::fs::remove_dir_all(&dir);
    let d = &out.diagnostics[0];
    assert_eq!((d.line, d.col), (1, 10));
    assert!(d
        .message
        .starts_with("error while processing include file `ops.td`"));
}
