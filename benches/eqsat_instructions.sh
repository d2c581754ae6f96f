#!/usr/bin/env bash
# Instruction counts of eqsat's saturation, load-independent (the host's
# wall times drift): callgrind (valgrind) counting only inside
# `patsat_egraph::runner::run` (and egg's `Runner::run` for egg's runs).
#
#   benches/eqsat_instructions.sh matrix N   DialEgg's N-matrix chain (the
#       flags of benches/matrix_chain.sh), with a 1 MiB last-level cache
#       model (its misses are in the output's columns)
#   benches/eqsat_instructions.sh ac          the AC workload of
#       `cargo bench --bench eqsat` (examples/ac_chain.rs, 5 saturations) by
#       patsat, egg over patsat's node language (egg_mlir) and egg over
#       SymbolLang, with patsat's ratios
#
# BIN / ACBIN: other builds of patsat / the ac_chain example (default: build
# them). OUT: where callgrind's files go (default: a private temporary
# directory, removed). Needs valgrind.
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-}
KEEP=${OUT:-}
OUT=${OUT:-$(mktemp -d)}
[ -n "$KEEP" ] || trap 'rm -rf "$OUT"' EXIT
total() { callgrind_annotate "$1" 2>/dev/null | awk '/PROGRAM TOTALS/ {gsub(",", "", $1); print $1; exit}'; }
case "$what" in
  matrix)
    n=${2:?usage: $0 matrix N}
    source benches/matrix_chain_args.sh
    if [ -z "${BIN:-}" ]; then
      cargo build --release --quiet -p patsat
      BIN=target/release/patsat
    fi
    valgrind --tool=callgrind --callgrind-out-file="$OUT/matrix$n.cg" \
      --toggle-collect='patsat_egraph::runner::run' --cache-sim=yes --LL=1048576,16,64 \
      "$BIN" "${MM_FLAGS[@]}" "$(mm_input "$n")" > /dev/null 2> "$OUT/matrix$n.err"
    echo "matrix $n: $(total "$OUT/matrix$n.cg") instructions in runner::run"
    ;;
  ac)
    if [ -z "${ACBIN:-}" ]; then
      cargo build --release --quiet --example ac_chain
      ACBIN=target/release/examples/ac_chain
    fi
    for m in patsat egg_mlir egg; do
      valgrind --tool=callgrind --callgrind-out-file="$OUT/ac.$m.cg" \
        --toggle-collect='patsat_egraph::runner::run' --toggle-collect='egg::run::Runner*::run' \
        "$ACBIN" "$m" 5 > /dev/null 2>&1
      eval "n_$m=$(total "$OUT/ac.$m.cg")"
    done
    # (Variables set by the eval above.)
    # shellcheck disable=SC2154
    awk -v p="$n_patsat" -v m="$n_egg_mlir" -v e="$n_egg" 'BEGIN {
      printf "ac: patsat %d, egg_mlir %d, egg %d instructions: patsat/egg_mlir %.3f, patsat/egg %.3f\n",
        p, m, e, p / m, p / e }'
    ;;
  *)
    echo "usage: $0 matrix N | ac" >&2
    exit 2
    ;;
esac
