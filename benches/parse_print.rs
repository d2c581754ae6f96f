//! Parse + print throughput of the MLIR text bridge on generated payloads.
use criterion::{criterion_group, criterion_main, Criterion};
fn bench(_c: &mut Criterion) {}
criterion_group!(benches, bench);
criterion_main!(benches);
