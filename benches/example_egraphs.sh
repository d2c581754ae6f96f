#!/usr/bin/env bash
# Extraction on the e-graphs of eqsat's own examples: saturates each
# example with `patsat apply --mode eqsat --dump-egraph=json`, then runs
# `extract/examples/extraction_report.rs` on the dumps: tree, greedy-dag, dag and
# exact extraction per e-graph (DAG cost and time), i.e. the DAG
# extractor's gap to the exact optimum and its time against tree
# extraction.
#
#   benches/example_egraphs.sh [EXACT_BUDGET_SECONDS]   (default 10)
set -euo pipefail
cd "$(dirname "$0")/.."
BUDGET=${1:-10}
cargo build --release --quiet --bin patsat
cargo build --release --quiet -p patsat-extract --example extraction_report
BIN=target/release/patsat
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
mkdir -p "$OUT/examples"
C=../shared/corpus/expected/mlir/wild
dump() { # name, then apply arguments
  local name=$1
  shift
  "$BIN" apply --mode eqsat --dump-egraph json --dump-egraph-file "$OUT/examples/$name.json" "$@" > /dev/null
}
for n in strength distribute; do
  dump "$n" --pure 'x.*' --patterns examples/eqsat/$n.pdll examples/eqsat/$n.mlir
done
dump multi_result --pure x.divrem --pure x.div --pure x.rem --pure x.add \
  --patterns tests/eqsat_cases/multi_result/patterns.pdll tests/eqsat_cases/multi_result/input.mlir
dump ac_limits --pure x.add --node-limit 5000 --iter-limit 100 --scheduler simple \
  --patterns tests/eqsat_cases/ac_limits/patterns.pdll tests/eqsat_cases/ac_limits/input.mlir
for n in 10 20 40 80; do
  f=$C/AzizZayed+DialEgg/test/nmm/${n}mm.mlir.generic.mlir
  [ -f "$f" ] || f=$C/AzizZayed+dialegg-cgo-artifact/test/nmm/${n}mm.mlir.generic.mlir
  dump "matrix_chain_$n" --pure linalg.matmul --pure tensor.empty \
    --cost-table examples/eqsat/matmul_flops.costs --benefit-weight 0 \
    --patterns examples/eqsat/matmul_assoc.pdll --scheduler simple \
    --iter-limit 1000 --node-limit 100000000 --time-limit 600 "$f"
done
target/release/examples/extraction_report "$OUT" --exact-budget "$BUDGET"
