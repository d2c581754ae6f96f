#!/usr/bin/env bash
# (Re)creates the case folders from the shared oracle experiments and PDL
# examples (../shared/tools/oracle/{experiments,examples/pdl}): copies the
# PDLL patterns (experiments without patterns use noop.pdll), converts the
# payload to generic form with mlir-opt (patsat reads the generic form) and
# writes one RUN.flags per driver configuration the experiment runs.
# Random cases written by gen_random.py and gen_folds.py get their
# generic-form input too.
# Then run regen.sh to record the expected outputs.
set -euo pipefail
cd "$(dirname "$0")"
SHARED=${SHARED:-../../../../shared/tools/oracle}
MLIR_BIN=${MLIR_BIN:-$(llvm-config-22 --bindir)}
E=$SHARED/experiments
X=$SHARED/examples/pdl

# case  source-dir  input-file  runs (name=flags, ';'-separated)
import() {
    local case=$1 src=$2 input=$3 runs=$4
    mkdir -p "$case"
    if [ -f "$src/patterns.pdll" ]; then cp "$src/patterns.pdll" "$case/"; else cp "$E/noop.pdll" "$case/patterns.pdll"; fi
    "$MLIR_BIN/mlir-opt" --allow-unregistered-dialect --mlir-print-op-generic "$input" > "$case/input.mlir"
    IFS=';' read -ra rs <<< "$runs"
    for r in "${rs[@]}"; do
        printf '%s\n' "${r#*=}" > "$case/${r%%=*}.flags"
    done
}

import 01-order-bottom-up-vs-top-down "$E/01-order-bottom-up-vs-top-down" "$E/01-order-bottom-up-vs-top-down/input.mlir" "default=;top-down=--top-down"
import 03-benefit-order "$E/03-benefit-order" "$E/03-benefit-order/input.mlir" "default="
import 05-pdll-default-benefit "$E/05-pdll-default-benefit" "$E/05-pdll-default-benefit/input.mlir" "default="
import 06-replace-result-types "$E/06-replace-result-types" "$E/06-replace-result-types/input.mlir" "default="
import 09-region-simplification "$E/09-region-simplification" "$E/09-region-simplification/input.mlir" \
    "default=;normal=--region-simplify=normal;disabled=--region-simplify=disabled"
import 15-any-op-root "$E/15-any-op-root" "$E/15-any-op-root/input.mlir" "default="
import 16-created-op-dialects "$E/16-created-op-dialects" "$E/16-created-op-dialects/input.mlir" "default="
import 20-convergence-flags "$E/20-convergence-flags" "$E/08-folding-constants/input.mlir" \
    "zero=--max-iterations=0;one=--max-iterations=1;default="
import 20-convergence-flags-clean "$E/20-convergence-flags" "$E/04-pdl-ties/input.mlir" "default="
for n in 01-benefits 02-erase 03-replace-with-values 04-attrs-types 05-any-op 06-chain-iterations 08-pdll-natives; do
    import "pdl-$n" "$X/$n" "$X/$n/input.mlir" "default="
    # pdl-oracle's statistics line (iterations, apply-pattern actions).
    grep -E '^iterations=' "$X/$n/expected.mlir" > "pdl-$n/default.pdl-stats"
done
for custom in random-*/input.custom.mlir arith-*/input.custom.mlir fold-*/input.custom.mlir; do
    [ -f "$custom" ] || continue
    "$MLIR_BIN/mlir-opt" --allow-unregistered-dialect --mlir-print-op-generic "$custom" \
        > "$(dirname "$custom")/input.mlir"
    rm "$custom"
done
# Hand-written fold edge cases keep their readable source beside the
# generic form.
for src in fold-edge-*/source.mlir; do
    [ -f "$src" ] || continue
    "$MLIR_BIN/mlir-opt" --allow-unregistered-dialect --mlir-print-op-generic "$src" \
        > "$(dirname "$src")/input.mlir"
done
