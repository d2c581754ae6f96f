#!/usr/bin/env bash
# Regenerates `CASE/expected.mlir`: the case's PDLL patterns applied by
# `mlir-opt --test-pdl-bytecode-pass` (LLVM 22) to its payload, printed
# with locations (`--mlir-print-debuginfo`, generic form). pdl-oracle would
# drop the payload's locations while normalising it, so the combined module
# is built here: the PDL from `pdl-oracle --emit-patterns` as
# `module @patterns` beside the payload's body as `module @ir`; the output's
# `module @ir` is then unwrapped into a top-level module again and printed
# once more by mlir-opt (so location aliases are numbered as for a
# standalone module).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
ORACLE=${ORACLE:-$HERE/../../../../shared/tools/oracle/pdl-oracle}
MLIR_BIN=${MLIR_BIN:-$(llvm-config-22 --bindir)}
cd "$HERE"
for case in */; do
    case=${case%/}
    tmp=$(mktemp)
    {
        echo '"builtin.module"() ({'
        "$ORACLE" "$case/patterns.pdll" "$case/input.mlir" --emit-patterns \
            | "$MLIR_BIN/mlir-opt" --mlir-print-op-generic | sed -e '$d'
        # The payload's top module becomes `module @ir`.
        sed -e '1s/^"builtin.module"() ({/"builtin.module"() <{sym_name = "ir"}> ({/' "$case/input.mlir"
        echo '}) : () -> ()'
    } > "$tmp"
    "$MLIR_BIN/mlir-opt" --allow-unregistered-dialect --test-pdl-bytecode-pass \
        --mlir-print-op-generic --mlir-print-debuginfo --mlir-print-local-scope "$tmp" \
        | awk 'NR == 1 { next }
               /^  "builtin.module"\(\) <\{sym_name = "ir"\}> \(\{/ { inside = 1; print "\"builtin.module\"() ({"; next }
               inside && /^  \}\) : \(\) -> \(\) loc\(/ { sub(/^  /, ""); print; inside = 0; next }
               inside { print substr($0, 3) }' \
        | "$MLIR_BIN/mlir-opt" --allow-unregistered-dialect --mlir-print-op-generic \
            --mlir-print-debuginfo > "$case/expected.mlir"
    rm -f "$tmp"
done
