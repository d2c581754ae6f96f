#!/usr/bin/env bash
# Regenerates the generic-form goldens of MLIR's PDL bytecode test
# (`mlir/test/Rewrite/pdl-bytecode.mlir`, copied into the shared corpus):
#
# * `input.generic.mlir`: the test file as `mlir-opt` (LLVM 22) parses and
#   prints it in generic form, chunk by chunk; patsat's parser of the
#   `pdl_interp` custom forms must give the same text.
# * `expected.generic.mlir`: the corpus golden of
#   `mlir-opt -test-pdl-bytecode-pass -split-input-file` (custom form),
#   printed again in generic form (patsat prints only the generic form).
#   As a check, the pass is also run here directly with
#   `--mlir-print-op-generic`; both must agree.
# * `extra.expected.generic.mlir`: the pass run on `extra.mlir` (cases of
#   patsat's own), printed in generic form.
# * `conversion/NAME.generic.mlir`: the corpus goldens of MLIR's
#   PDL-to-pdl_interp conversion tests (custom-form `pdl_interp` printed
#   by `mlir-opt`), printed again in generic form; patsat's parser must
#   give the same text. (`pdl-to-pdl-interp-uint` is not among them: its
#   payload uses `spirv.func`'s custom form.)
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
CORPUS=${CORPUS:-$HERE/../../../../shared/corpus}
MLIR_BIN=${MLIR_BIN:-$(llvm-config-22 --bindir)}
TEST=$CORPUS/pdl/llvm/mlir/test/Rewrite/pdl-bytecode.mlir
GOLDEN=$CORPUS/expected/pdl/llvm/mlir/test/Rewrite/pdl-bytecode.mlir.run0.out
OPT=("$MLIR_BIN/mlir-opt" --mlir-print-op-generic --split-input-file --allow-unregistered-dialect)
"${OPT[@]}" "$TEST" > "$HERE/input.generic.mlir"
"${OPT[@]}" "$GOLDEN" > "$HERE/expected.generic.mlir"
direct=$(mktemp)
"$MLIR_BIN/mlir-opt" -test-pdl-bytecode-pass -split-input-file --mlir-print-op-generic "$TEST" > "$direct"
if ! diff -q "$direct" "$HERE/expected.generic.mlir" > /dev/null; then
    echo "regen.sh: the pass printed in generic form differs from the re-printed golden" >&2
    diff "$direct" "$HERE/expected.generic.mlir" >&2 || true
    rm -f "$direct"
    exit 1
fi
rm -f "$direct"
"$MLIR_BIN/mlir-opt" -test-pdl-bytecode-pass -split-input-file --mlir-print-op-generic \
    --allow-unregistered-dialect "$HERE/extra.mlir" > "$HERE/extra.expected.generic.mlir"
mkdir -p "$HERE/conversion"
for name in pdl-to-pdl-interp-matcher pdl-to-pdl-interp-rewriter use-constraint-result; do
    "${OPT[@]}" "$CORPUS/expected/pdl/llvm/mlir/test/Conversion/PDLToPDLInterp/$name.mlir.run0.out" \
        > "$HERE/conversion/$name.generic.mlir"
done
