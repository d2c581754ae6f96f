#!/usr/bin/env bash
# Whole-process comparison of greedy mode: `patsat apply --patterns P.pdll`
# against `mlir-opt --allow-unregistered-dialect --test-pdl-bytecode-pass`
# run directly on the combined file `pdl-oracle --emit-combined` writes (the
# same patterns and payload in one module; not through pdl-oracle, whose
# action log slows mlir-opt down about 20x). Both print generic form. Wall
# time and peak RSS from /usr/bin/time -v, RUNS runs each, in one session;
# then checks that the rewritten payloads are identical (mlir-opt's output
# holds the payload as the nested `module @ir`, which is unwrapped first).
#
#   bash benches/compare_greedy_mlir_opt.sh [OPS...]
#
# OPS: payload sizes in ops (default: 100000 1000000), generated with the
# 50 patterns by `cargo run --release --example gen_greedy_bench`
# (benches/greedy_gen). Environment: RUNS (default 3), MLIR_BIN (default
# $(llvm-config-22 --bindir)), ORACLE (default ../shared/tools/oracle/pdl-oracle).
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=${RUNS:-3}
MLIR_BIN=${MLIR_BIN:-$(llvm-config-22 --bindir 2>/dev/null)}
MLIR_OPT=$MLIR_BIN/mlir-opt
ORACLE=${ORACLE:-../shared/tools/oracle/pdl-oracle}
TIME=/usr/bin/time
SIZES=("$@")
[ ${#SIZES[@]} -gt 0 ] || SIZES=(100000 1000000)

for tool in "$TIME" "$MLIR_OPT" "$ORACLE"; do
    [ -x "$tool" ] || { echo "error: $tool missing" >&2; exit 1; }
done

cargo build --release --quiet --bin patsat --example gen_greedy_bench
PATSAT=target/release/patsat
DIR=target/greedy-bench
mkdir -p "$DIR"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# shellcheck source=benches/timed_run.sh
. benches/timed_run.sh

for SIZE in "${SIZES[@]}"; do
    P=$DIR/patterns.pdll
    I=$DIR/payload-$SIZE.mlir
    C=$DIR/combined-$SIZE.mlir
    [ -f "$I" ] || target/release/examples/gen_greedy_bench --ops "$SIZE" --patterns "$P" --payload "$I"
    [ -f "$C" ] || "$ORACLE" "$P" "$I" --emit-combined >"$C"
    echo "== $SIZE ops: $I ($(stat -c %s "$I") bytes), $RUNS runs each"
    for i in $(seq 1 "$RUNS"); do
        timed_run patsat "$i" "$TMP/results.$SIZE" "$TMP" "$PATSAT" apply --patterns "$P" "$I" -o "$TMP/patsat.out"
        timed_run mlir-opt "$i" "$TMP/results.$SIZE" "$TMP" "$MLIR_OPT" --allow-unregistered-dialect --test-pdl-bytecode-pass \
            --mlir-print-op-generic "$C" -o "$TMP/mlir-opt.out"
    done
    awk '
        { n[$1]++; w[$1, n[$1]] = $2
          if (!($1 in best) || $2 < best[$1]) best[$1] = $2
          if (!($1 in rss) || $3 > rss[$1]) rss[$1] = $3 }
        END {
            printf "%-9s %-26s %8s %12s\n", "tool", "wall s (each run)", "best s", "peak RSS MB"
            split("patsat mlir-opt", tools, " ")
            for (t = 1; t <= 2; t++) {
                name = tools[t]; runs = ""
                for (k = 1; k <= n[name]; k++) runs = runs sprintf("%.2f ", w[name, k])
                printf "%-9s %-26s %8.2f %12.1f\n", name, runs, best[name], rss[name] / 1024
            }
            printf "ratio patsat/mlir-opt: wall %.2fx, peak RSS %.2fx\n",
                best["patsat"] / best["mlir-opt"], rss["patsat"] / rss["mlir-opt"]
        }' "$TMP/results.$SIZE"
    # mlir-opt prints `module { module @ir {...} }`: unwrap, de-indent, compare.
    awk 'NR == 1 { print "\"builtin.module\"() ({"; next }
         NR == 2 { next }
         { lines[++n] = $0 }
         END { while (n > 0 && lines[n] == "") n--
               for (k = 1; k <= n - 2; k++) print substr(lines[k], 3)
               print "}) : () -> ()"; print "" }' "$TMP/mlir-opt.out" >"$TMP/mlir-opt.ir"
    if cmp -s "$TMP/patsat.out" "$TMP/mlir-opt.ir"; then
        echo "outputs: identical ($(stat -c %s "$TMP/patsat.out") bytes)"
    else
        echo "outputs: DIFFER"
        diff "$TMP/patsat.out" "$TMP/mlir-opt.ir" | head -10 || true
        exit 1
    fi
done
