#!/bin/sh
# Regenerates the expected outputs of pass/ and fail/ with the real
# mlir-tblgen (LLVM 22): pass/X.td.expected is `--print-records` output,
# fail/X.td.expected the first `error:` line. Run from anywhere.
set -eu
cd "$(dirname "$0")"
TBLGEN="$(llvm-config-22 --bindir)/mlir-tblgen"
for f in pass/*.td; do
  ( cd pass && "$TBLGEN" --print-records -I . "$(basename "$f")" > "$(basename "$f").expected" ) ||
    echo "warning: $f fails in mlir-tblgen" >&2
done
for f in fail/*.td; do
  b=$(basename "$f")
  if ( cd fail && "$TBLGEN" --print-records -I . "$b" > /dev/null 2> "$b.stderr" ); then
    echo "warning: $f succeeds in mlir-tblgen" >&2
  fi
  if grep -q ': error: ' "fail/$b.stderr"; then
    grep -m1 ': error: ' "fail/$b.stderr" > "fail/$b.expected"
  else
    # mlir-tblgen printed no error (it crashed): keep the reasoned
    # expectation written next to the file (X.td.patsat says why).
    echo "warning: $f: mlir-tblgen printed no error; $b.expected kept" >&2
  fi
  rm -f "fail/$b.stderr"
done
