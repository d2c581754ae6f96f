#!/usr/bin/env bash
# The bench suite: six pattern sets (PDLL and DRR, overlapping on purpose)
# on DialEgg's payloads from the shared corpus, greedy and eqsat (two
# iteration limits), costed with suite.costs. Writes examples/bench/report/
# (index.html, results.json, results.csv, table.txt). See README.md.
#
#   examples/bench/run.sh [REPEAT]     (default 5 timed runs per cell)
set -euo pipefail
cd "$(dirname "$0")/../.."
REPEAT=${1:-5}
cargo build --release --quiet
C=../shared/corpus
P=$C/expected/mlir/wild/AzizZayed+DialEgg/test
B=examples/bench
OUT=$B/report
mkdir -p "$OUT"
target/release/patsat bench \
  --patterns $B/arith_cancel.pdll \
  --patterns $B/arith_strength.pdll \
  --patterns $B/arith_cancel.td \
  --set cancel_then_strength=$B/arith_cancel.pdll,$B/arith_strength.pdll \
  --set strength_then_cancel=$B/arith_strength.pdll,$B/arith_cancel.pdll \
  --patterns examples/eqsat/matmul_assoc.pdll \
  --payload $P/classic/classic.mlir.generic.mlir \
  --payload $P/constant_folding/constant_folding.mlir.generic.mlir \
  --payload $P/image_conversion/image_conversion.mlir.generic.mlir \
  --payload $P/polynomial/polynomial.mlir.generic.mlir \
  --payload $P/vector_norm/vector_norm.mlir.generic.mlir \
  --payload $P/3mm/3mm.mlir.generic.mlir \
  --payload $P/nmm/10mm.mlir.generic.mlir \
  --mode greedy,eqsat \
  --iter-limit 2,30 \
  --cost-table $B/suite.costs \
  --benefit-weight 0 \
  --pure 'arith.*' --pure 'math.*' --pure linalg.matmul --pure tensor.empty \
  -I $C/include/llvm-22 \
  --repeat "$REPEAT" \
  --json $OUT/results.json --csv $OUT/results.csv --report $OUT \
  | tee $OUT/table.txt
