//! Parse + print throughput of the MLIR text bridge on generated payloads
//! (about 1 MB and 10 MB, from `benches/payload/`) and on the largest corpus
//! file. Each input gets four benchmarks:
//!
//! * `parse`: `parse_source` (text to IR);
//! * `verify`: `verify` on the parsed module;
//! * `print`: `print_module` of the parsed module;
//! * `round_trip`: `round_trip` (parse, verify, print: what `patsat apply`
//!   does).
//!
//! Sample size 10 and short measurement times: the whole run takes about a
//! minute and a half.
//!
//! ```text
//! cargo bench --bench parse_print
//! ```

mod payload;

use std::path::PathBuf;
use std::time::Duration;

use criterion::{black_box, criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use patsat_ir::{
    parse_source, print_module, round_trip, verify, Context, PrintOptions, RoundTripOptions,
    SourceFile,
};

const CORPUS_FILE: &str = "../shared/corpus/expected/mlir/wild/AzizZayed+dialegg-cgo-artifact/test/nmm/160sqmm.mlir.generic.mlir";

fn inputs() -> Vec<(String, Vec<u8>)> {
    let mut v = vec![
        (
            "payload_1MB".to_string(),
            payload::generate(1 << 20, 1).into_bytes(),
        ),
        (
            "payload_10MB".to_string(),
            payload::generate(10 << 20, 1).into_bytes(),
        ),
    ];
    let corpus = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(CORPUS_FILE);
    match std::fs::read(&corpus) {
        Ok(text) => v.push(("corpus_160sqmm".to_string(), text)),
        Err(e) => eprintln!("skipping {}: {}", corpus.display(), e),
    }
    v
}

fn bench(c: &mut Criterion) {
    for (name, text) in inputs() {
        let mut group = c.benchmark_group(&name);
        group
            .sample_size(10)
            .warm_up_time(Duration::from_millis(300))
            .measurement_time(Duration::from_secs(2))
            .throughput(Throughput::Bytes(text.len() as u64));

        let file = || SourceFile::new(name.as_str(), text.clone());
        group.bench_function("parse", |b| {
            b.iter_batched(
                || (Context::new(), file()),
                |(mut ctx, src)| {
                    let m = parse_source(&mut ctx, &src).expect("the input parses");
                    (m, ctx)
                },
                BatchSize::LargeInput,
            )
        });

        let src = file();
        let mut ctx = Context::new();
        let module = parse_source(&mut ctx, &src).expect("the input parses");
        group.bench_function("verify", |b| {
            b.iter(|| verify(&ctx, &module, &src).expect("the input verifies"))
        });
        let opts = PrintOptions::default();
        group.bench_function("print", |b| {
            b.iter(|| print_module(&ctx, black_box(&module), &opts))
        });
        drop((module, ctx));

        let rt = RoundTripOptions::default();
        group.bench_function("round_trip", |b| {
            b.iter(|| {
                round_trip(&name, black_box(text.as_slice()), &rt).expect("the input round-trips")
            })
        });
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
