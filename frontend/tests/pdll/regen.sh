#!/bin/sh
# Regenerates the expected outputs of the PDLL examples with the real
# mlir-pdll (LLVM 22): pass/X.pdll.mlir (-x=mlir) and fail/X.pdll.err
# (its stderr). Run from anywhere; needs llvm-config-22 on PATH.
set -e
cd "$(dirname "$0")"
BIN="$(llvm-config-22 --bindir)"
for f in pass/*.pdll; do
  "$BIN/mlir-pdll" "$f" -I include -x=mlir > "$f.mlir"
done
for f in fail/*.pdll; do
  if "$BIN/mlir-pdll" "$f" -I include -x=mlir > /dev/null 2> "$f.err"; then
    echo "error: mlir-pdll accepted $f" >&2
    exit 1
  fi
done
