//! Criterion benchmark of the PDLL frontend: parse + sema + lowering of a
//! generated file of 10,000 patterns (see [`generate`]); the throughput is
//! reported in patterns per second. `compare_mlir_pdll.sh` times the whole
//! `patsat pdll` and `mlir-pdll -x=mlir` processes on the same file.
//!
//! With `PDLL_BENCH_WRITE=FILE` set, the benchmark only writes the
//! generated file to FILE.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use patsat_frontend::pdll::{self, ods::NoOds, DefaultBenefit};
use patsat_frontend::source::SourceMap;
use patsat_ir::Context;

/// Number of patterns in the generated file.
const PATTERNS: usize = 10_000;

/// A PDLL file with `n` patterns of four shapes (native constraints and
/// rewrites, PDLL constraints, attribute and type literals, tuples,
/// multi-op matches, replacement with inferred types).
fn generate(n: usize) -> String {
    let mut s = String::from(
        "Constraint HasOneUse(value: Value);\n\
         Rewrite BuildOp(value: Value, ty: Type) -> Op;\n\
         Constraint UsedBy(value: Value) -> Op {\n  return op<test.user>(value);\n}\n\
         Constraint SameType(a: Value, b: Value);\n\n",
    );
    for i in 0..n {
        let k = i % 50;
        let body = match i % 4 {
            0 => format!(
                "Pattern P{i} with benefit({b}) {{\n  let root = op<test.add{k}>(a: Value, b: HasOneUse) {{attr = attr<\"{i} : i64\">}} -> (t: Type);\n  replace root with op<test.sub{k}>(b, a) {{attr = attr<\"{i} : i64\">}} -> (t);\n}}\n",
                b = i % 7
            ),
            1 => format!(
                "Pattern P{i} {{\n  let inner = op<test.mul{k}>(x: Value, y: Value);\n  let root = op<test.neg{k}>(inner) -> (type<\"i32\">);\n  SameType(x, y);\n  rewrite root with {{\n    let newOp = BuildOp(x, type<\"i32\">);\n    replace root with newOp;\n  }};\n}}\n"
            ),
            2 => format!(
                "Pattern P{i} => replace op<test.cast{k}>(v: Value) -> (types: TypeRange) with op<test.copy{k}>(v) -> (types);\n"
            ),
            _ => format!(
                "Pattern P{i} {{\n  let pair = (first = op<test.src{k}>(v: Value), second = type<\"f32\">);\n  let root = UsedBy(pair.first);\n  replace root with op<test.dst{k}>(v) -> (pair.second);\n}}\n"
            ),
        };
        s.push_str(&body);
    }
    s
}

fn bench(c: &mut Criterion) {
    let text = generate(PATTERNS);
    if let Ok(path) = std::env::var("PDLL_BENCH_WRITE") {
        std::fs::write(&path, &text).expect("write the generated file");
        return;
    }
    let mut g = c.benchmark_group("pdll");
    g.throughput(Throughput::Elements(PATTERNS as u64));
    g.sample_size(10);
    g.bench_function("parse_sema_lower_10000_patterns", |b| {
        b.iter(|| {
            let mut ctx = Context::new();
            let mut sources = SourceMap::new();
            let file = sources.add("bench.pdll", None, text.as_bytes().to_vec());
            let mut ods = NoOds;
            let out = pdll::compile(
                &mut ctx,
                &mut sources,
                file,
                pdll::Options {
                    include_dirs: vec![],
                    benefit: DefaultBenefit::MatchedOps,
                    ods: &mut ods,
                    lower: true,
                },
            );
            assert_eq!(out.patterns.map(|p| p.patterns.len()), Some(PATTERNS));
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
