#!/bin/sh
# Whole-process comparison on the generated 10,000-pattern file of the
# `pdll` benchmark: `patsat pdll` vs `mlir-pdll -x=mlir` (LLVM 22), both
# printing PDL MLIR to /dev/null, RUNS runs each, same machine, same run.
# Prints the mean wall time of each and patterns per second.
set -e
cd "$(dirname "$0")/../.."
RUNS=${RUNS:-5}
FILE=${FILE:-target/pdll_bench_10000.pdll}
PDLL_BENCH_WRITE="$PWD/$FILE" cargo bench -q -p patsat-frontend --bench pdll >/dev/null
cargo build -q --release --bin patsat
MLIR_PDLL="$(llvm-config-22 --bindir)/mlir-pdll"
timeit() {
  start=$(date +%s.%N)
  i=0
  while [ $i -lt "$RUNS" ]; do
    "$@" > /dev/null
    i=$((i + 1))
  done
  end=$(date +%s.%N)
  echo "($end - $start) / $RUNS" | bc -l
}
P=$(timeit ./target/release/patsat pdll --benefit-compat=mlir-pdll "$FILE")
M=$(timeit "$MLIR_PDLL" "$FILE" -x=mlir)
printf 'patsat pdll:        %.3f s  %.0f patterns/s\n' "$P" "$(echo "10000 / $P" | bc -l)"
printf 'mlir-pdll -x=mlir:  %.3f s  %.0f patterns/s\n' "$M" "$(echo "10000 / $M" | bc -l)"
printf 'speedup (mlir-pdll time / patsat time): %.2f\n' "$(echo "$M / $P" | bc -l)"
