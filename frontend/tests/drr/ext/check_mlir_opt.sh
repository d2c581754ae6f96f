#!/usr/bin/env bash
# Checks that MLIR's own parser and verifier (mlir-opt, LLVM 22) accept
# every input and expected output (greedy and eqsat) of the extension cases (the `rt`
# ops are unregistered there). The expected outputs themselves are
# written by reasoning (see each case's comments and README.md); this
# only shows they are valid MLIR. Usage: check_mlir_opt.sh
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
BIN="$(llvm-config-22 --bindir)"
status=0
for f in "$HERE"/*/input.mlir "$HERE"/*/expected.mlir "$HERE"/*/eqsat.expected; do
  if "$BIN/mlir-opt" --allow-unregistered-dialect "$f" -o /dev/null; then
    echo "ok $f"
  else
    echo "FAIL $f"; status=1
  fi
done
exit $status
