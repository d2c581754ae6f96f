#!/usr/bin/env bash
# Whole-process comparison of `patsat apply` and `mlir-opt` on a large
# generic-form payload: wall time and peak RSS (from /usr/bin/time -v),
# RUNS runs each, in one session; then checks that both outputs are
# byte-identical.
#
#   bash benches/compare_mlir_opt.sh [FILE]
#
# FILE defaults to target/payload/big.mlir, generated (SIZE_MB, default 100,
# SEED, default 1) by `cargo run --release --example gen_payload` if missing.
# Environment: RUNS (default 3), MLIR_OPT (default $(llvm-config-22 --bindir)/mlir-opt).
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=${RUNS:-3}
SIZE_MB=${SIZE_MB:-100}
SEED=${SEED:-1}
FILE=${1:-target/payload/big.mlir}
MLIR_OPT=${MLIR_OPT:-$(llvm-config-22 --bindir 2>/dev/null)/mlir-opt}
TIME=/usr/bin/time

if [ ! -x "$TIME" ]; then
    echo "error: $TIME missing (apt-get install time)" >&2
    exit 1
fi
if [ ! -x "$MLIR_OPT" ]; then
    echo "error: mlir-opt not found (set MLIR_OPT)" >&2
    exit 1
fi

cargo build --release --quiet --bin patsat --example gen_payload
PATSAT=target/release/patsat
if [ ! -f "$FILE" ]; then
    mkdir -p "$(dirname "$FILE")"
    target/release/examples/gen_payload --size-mb "$SIZE_MB" --seed "$SEED" -o "$FILE"
fi
BYTES=$(stat -c %s "$FILE")

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# shellcheck source=benches/timed_run.sh
. benches/timed_run.sh
# run NAME i CMD...: one timed run to /dev/null.
run() {
    local name=$1 i=$2
    shift 2
    timed_run "$name" "$i" "$TMP/results" "$TMP" "$@" -o /dev/null
}

echo "file: $FILE ($BYTES bytes), $RUNS runs each"
for i in $(seq 1 "$RUNS"); do
    run patsat "$i" "$PATSAT" apply "$FILE" --mlir-print-op-generic --allow-unregistered-dialect
    run mlir-opt "$i" "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$FILE"
done

echo
awk -v bytes="$BYTES" '
    { n[$1]++; w[$1, n[$1]] = $2; r[$1, n[$1]] = $3
      if (!($1 in best) || $2 < best[$1]) best[$1] = $2
      if (!($1 in rss) || $3 > rss[$1]) rss[$1] = $3 }
    END {
        printf "%-9s %-26s %8s %10s %12s\n", "tool", "wall s (each run)", "best s", "MB/s", "peak RSS MB"
        split("patsat mlir-opt", tools, " ")
        for (t = 1; t <= 2; t++) {
            name = tools[t]; runs = ""
            for (k = 1; k <= n[name]; k++) runs = runs sprintf("%.2f ", w[name, k])
            printf "%-9s %-26s %8.2f %10.1f %12.1f\n", name, runs, best[name],
                bytes / 1e6 / best[name], rss[name] / 1024
        }
        printf "\nratio patsat/mlir-opt: wall %.2fx, peak RSS %.2fx\n",
            best["patsat"] / best["mlir-opt"], rss["patsat"] / rss["mlir-opt"]
    }' "$TMP/results"

# Outputs must be byte-identical.
"$PATSAT" apply "$FILE" --mlir-print-op-generic --allow-unregistered-dialect -o "$TMP/patsat.out"
"$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$FILE" -o "$TMP/mlir-opt.out"
if cmp -s "$TMP/patsat.out" "$TMP/mlir-opt.out"; then
    echo "outputs: byte-identical ($(stat -c %s "$TMP/patsat.out") bytes)"
else
    echo "outputs: DIFFER"
    cmp "$TMP/patsat.out" "$TMP/mlir-opt.out" || true
    diff "$TMP/patsat.out" "$TMP/mlir-opt.out" | head -20 || true
    exit 1
fi
