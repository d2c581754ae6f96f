//! TableGen evaluation speed on `mlir/Dialect/Arith/IR/ArithOps.td` with
//! its include closure from the LLVM 22 headers of the shared corpus:
//!
//! * `load`: lex, parse and evaluate (what every DRR/PDLL/ODS user pays);
//! * `print_records`: load plus `--print-records` output;
//! * `ods`: load plus the ODS model.
//!
//! The whole-process comparison against `mlir-tblgen` is
//! `benches/compare_mlir_tblgen.sh`.
//!
//! ```text
//! cargo bench --bench tablegen
//! ```

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use patsat_frontend::ods::OdsModel;
use patsat_frontend::tablegen::{load, Options};
use std::path::PathBuf;
use std::time::Duration;

fn bench(c: &mut Criterion) {
    let inc = PathBuf::from("../shared/corpus/include/llvm-22");
    let main = inc.join("mlir/Dialect/Arith/IR/ArithOps.td");
    let opts = Options {
        include_dirs: vec![inc.clone()],
        ..Default::default()
    };
    let mut g = c.benchmark_group("tablegen_arith_ops");
    g.sample_size(30).measurement_time(Duration::from_secs(5));
    g.bench_function("load", |b| {
        b.iter(|| black_box(load(&main, &opts).map_err(|d| d[0].to_string()).unwrap()))
    });
    g.bench_function("print_records", |b| {
        b.iter(|| {
            let l = load(&main, &opts).map_err(|d| d[0].to_string()).unwrap();
            black_box(l.keeper.print_records())
        })
    });
    g.bench_function("ods", |b| {
        b.iter(|| {
            let l = load(&main, &opts).map_err(|d| d[0].to_string()).unwrap();
            black_box(OdsModel::from_records(&l.keeper))
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
