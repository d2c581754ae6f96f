#!/usr/bin/env bash
# Regenerates the differential cases of patsat's pdl_interp interpreter:
# every oracle case of `translate/tests/oracle` and `greedy/tests/oracle`
# (PDLL or PDL patterns + payload), with its patterns lowered by LLVM 22's
# own `mlir-opt -convert-pdl-to-pdl-interp` (the matcher decision tree
# MLIR runs as bytecode) and the payload as `module @ir`, one `// -----`
# chunk per case in `cases.mlir`. `cases.expected.generic.mlir` is
# `mlir-opt -test-pdl-bytecode-pass` run on each chunk, printed in generic
# form. A case mlir-opt rejects is left out and named in `left-out.txt`.
# Each chunk also holds an unused `arith.constant` outside `@ir`, and the
# lowering's input one inside `@patterns`, so that the arith dialect is
# loaded: ops a rewriter creates are registered (and the lowering infers
# their result types) only if their dialect is loaded. The PDL path of
# `pdl-oracle` has them loaded by the PDLL frontend.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
ORACLE=${ORACLE:-$HERE/../../../../shared/tools/oracle/pdl-oracle}
MLIR_BIN=${MLIR_BIN:-$(llvm-config-22 --bindir)}
OPT="$MLIR_BIN/mlir-opt"
out="$HERE/cases.mlir"
expected="$HERE/cases.expected.generic.mlir"
left="$HERE/left-out.txt"
: > "$out"
: > "$expected"
: > "$left"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
first=1
for dir in "$HERE"/../oracle/*/ "$HERE"/../../../greedy/tests/oracle/*/; do
    dir=${dir%/}
    case=$(basename "$(cd "$dir/../../.." && pwd)")/$(basename "$dir")
    [ -f "$dir/input.mlir" ] || continue
    pat="$dir/patterns.pdll"
    [ -f "$pat" ] || pat="$dir/patterns.mlir"
    [ -f "$pat" ] || continue
    chunk="$tmp/chunk.mlir"
    if ! "$ORACLE" "$pat" "$dir/input.mlir" --emit-patterns > "$tmp/pdl.mlir" 2> "$tmp/err" \
        || ! sed -e '1a\  "arith.constant"() <{value = 0 : i64}> : () -> i64' "$tmp/pdl.mlir" \
            | "$OPT" -convert-pdl-to-pdl-interp > "$tmp/interp.mlir" 2>> "$tmp/err"; then
        echo "$case: $(head -1 "$tmp/err")" >> "$left"
        continue
    fi
    {
        echo "// $case"
        echo "module {"
        # Loads the arith dialect, as in MLIR's pdl-bytecode.mlir: ops a
        # rewriter creates are registered only if their dialect is loaded.
        echo '  "arith.constant"() <{value = 0 : i64}> : () -> i64'
        cat "$tmp/interp.mlir"
        sed -e '1s/^"builtin.module"() ({/"builtin.module"() <{sym_name = "ir"}> ({/' "$dir/input.mlir"
        echo "}"
    } > "$chunk"
    if ! "$OPT" -test-pdl-bytecode-pass --mlir-print-op-generic --allow-unregistered-dialect \
        "$chunk" > "$tmp/res.mlir" 2> "$tmp/err"; then
        echo "$case: $(head -1 "$tmp/err")" >> "$left"
        continue
    fi
    if [ $first = 0 ]; then
        echo "// -----" >> "$out"
        echo "// -----" >> "$expected"
    fi
    first=0
    cat "$chunk" >> "$out"
    cat "$tmp/res.mlir" >> "$expected"
done
