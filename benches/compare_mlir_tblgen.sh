#!/usr/bin/env bash
# Whole-process comparison of `patsat tblgen --print-records` and
# `mlir-tblgen --print-records` on a TableGen file of the shared corpus, in
# one session, then a check that both outputs are byte-identical.
#
#   bash benches/compare_mlir_tblgen.sh [FILE.td [-I DIR]...]
#
# With `perf` installed, each tool runs RUNS times under `perf stat` and the
# mean CPU time (task-clock) and wall time are reported: on a shared machine
# CPU time is the steadier number. Without perf, /usr/bin/time is used.
# Default input: mlir/Dialect/Arith/IR/ArithOps.td with -I include/llvm-22.
# Environment: RUNS (default 30), MLIR_TBLGEN (default from llvm-config-22).
set -euo pipefail
cd "$(dirname "$0")/.."
CORPUS=../shared/corpus
RUNS=${RUNS:-30}
MLIR_TBLGEN=${MLIR_TBLGEN:-$(llvm-config-22 --bindir 2>/dev/null)/mlir-tblgen}
if [ $# -eq 0 ]; then
    set -- "$CORPUS/include/llvm-22/mlir/Dialect/Arith/IR/ArithOps.td" -I "$CORPUS/include/llvm-22"
fi
[ -x "$MLIR_TBLGEN" ] || { echo "error: mlir-tblgen not found (set MLIR_TBLGEN)" >&2; exit 1; }
cargo build --release --quiet --bin patsat
PATSAT=target/release/patsat
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
echo "input: $*"
if command -v perf > /dev/null && perf stat -e task-clock true 2> /dev/null; then
    for tool in "$MLIR_TBLGEN --print-records" "$PATSAT tblgen --print-records"; do
        # shellcheck disable=SC2086
        perf stat -e task-clock -r "$RUNS" $tool "$@" 2> "$TMP/stat" > /dev/null
        cpu=$(awk '/task-clock/ { print $1 }' "$TMP/stat")
        wall=$(awk '/elapsed/ { print $1 * 1000 }' "$TMP/stat")
        printf '%-12s cpu %8.2f ms  wall %8.2f ms  (mean of %d runs)\n' "$(basename "${tool%% *}")" "$cpu" "$wall" "$RUNS"
        echo "$cpu" >> "$TMP/cpu"
    done
    awk 'NR == 1 { a = $1 } NR == 2 { printf "ratio patsat/mlir-tblgen (cpu): %.2f\n", $1 / a }' "$TMP/cpu"
else
    [ -x /usr/bin/time ] || { echo "error: neither perf nor /usr/bin/time" >&2; exit 1; }
    for i in $(seq "$RUNS"); do
        /usr/bin/time -f "%e %U %S" -a -o "$TMP/ref.time" "$MLIR_TBLGEN" --print-records "$@" > /dev/null
        /usr/bin/time -f "%e %U %S" -a -o "$TMP/ours.time" "$PATSAT" tblgen --print-records "$@" > /dev/null
    done
    for f in ref ours; do
        awk -v n="$f" '{ w += $1; c += $2 + $3 } END { printf "%-12s cpu %8.2f ms  wall %8.2f ms\n", n, c / NR * 1000, w / NR * 1000 }' "$TMP/$f.time"
    done
fi
"$MLIR_TBLGEN" --print-records "$@" > "$TMP/ref.out"
"$PATSAT" tblgen --print-records "$@" > "$TMP/ours.out"
if cmp -s "$TMP/ref.out" "$TMP/ours.out"; then
    echo "outputs identical ($(stat -c %s "$TMP/ours.out") bytes)"
else
    echo "outputs DIFFER"
    exit 1
fi
