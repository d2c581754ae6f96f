#!/usr/bin/env bash
# The PDL form of the eqsat examples' pattern sets, as the real mlir-pdll
# (LLVM 22) writes it: `NAME.pdl.mlir` from `NAME.pdll`. eqsat mode loads
# either; tests/eqsat_examples.rs checks both give the same program, and
# tests/matrix_chain.rs that both find the optimal association.
set -euo pipefail
cd "$(dirname "$0")"
BIN=$(llvm-config-22 --bindir)
for n in distribute strength matmul_assoc; do
  "$BIN/mlir-pdll" -x=mlir "$n.pdll" -o "$n.pdl.mlir"
done
