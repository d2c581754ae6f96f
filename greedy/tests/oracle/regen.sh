#!/usr/bin/env bash
# Regenerates every `CASE/RUN.expected` with the real MLIR greedy driver
# (LLVM 22, ../shared/tools/oracle/greedy-oracle): the case's
# `patterns.pdll` (or PDL `patterns.mlir`) applied to its generic-form `input.mlir` with the flags in
# `RUN.flags`. The first line is the oracle's `converged=.. changed=..`.
# `RUN.trace` is the listener log of the same run (`--trace`).
# Cases and patterns come from ../shared/tools/oracle/experiments.
# An argument names another folder of cases to regenerate instead; CASES
# (a glob, default *) limits the cases. A run the oracle does not finish in
# TIMEOUT seconds (default 120) is reported and left without output.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
cd "${1:-$HERE}"
ORACLE=${ORACLE:-$HERE/../../../../shared/tools/oracle/greedy-oracle}
TIMEOUT=${TIMEOUT:-120}
# shellcheck disable=SC2086
for flags in ${CASES:-*}/*.flags; do
    case=$(dirname "$flags")
    run=$(basename "$flags" .flags)
    pat="$case/patterns.pdll"
    [ -f "$pat" ] || pat="$case/patterns.mlir"
    # The oracle's stderr (its `converged`/`changed` line) goes first, then
    # its stdout; captured apart because the two streams interleave once
    # the printed IR outgrows the stdout buffer.
    err=$(mktemp)
    # shellcheck disable=SC2046
    timeout "$TIMEOUT" "$ORACLE" "$pat" "$case/input.mlir" --generic --stats $(cat "$flags") \
        > "$case/$run.expected" 2> "$err" || echo "oracle failed on $flags" >&2
    { cat "$err" "$case/$run.expected"; } > "$err.all" && mv "$err.all" "$case/$run.expected"
    rm -f "$err"
    # The listener log, ops reduced to their names: `on "x.a"(%0) ...` -> `on x.a`.
    # shellcheck disable=SC2046
    timeout "$TIMEOUT" "$ORACLE" "$pat" "$case/input.mlir" --generic --trace $(cat "$flags") 2>&1 >/dev/null \
        | { grep -E '^(pattern-begin|pattern-end|  (inserted|replaced|modified|erased|block-erased|block-inserted))' || true; } \
        | sed -E 's/ on [^"]*"([^"]*)".*/ on \1/' > "$case/$run.trace" || true
done
