#!/bin/bash
# Regenerates NAME.generic.mlir for every input NAME.mlir in this directory and
# checks that mlir-opt reaches a fixpoint on the generated file. Run from any
# cwd; it cd-s here so location filenames stay bare (e.g. "foo.mlir":3:1).
# usage: gen.sh [files...]; regenerates NAME.generic.mlir and checks fixpoint
M=$(llvm-config-22 --bindir)
cd "$(dirname "$0")"
files="$@"; [ -z "$files" ] && files=$(ls *.mlir | grep -v '\.generic\.mlir$')
for f in $files; do
  n=${f%.mlir}
  flags="--allow-unregistered-dialect --mlir-print-op-generic"
  case $n in *debuginfo*) flags="$flags --mlir-print-debuginfo";; esac
  if ! $M/mlir-opt $flags $f > $n.generic.mlir 2>/tmp/err.$n; then echo "FAIL $f"; cat /tmp/err.$n; rm -f $n.generic.mlir; continue; fi
  $M/mlir-opt $flags $n.generic.mlir > /tmp/fp.$n 2>&1
  if cmp -s /tmp/fp.$n $n.generic.mlir; then echo "ok $f"; else echo "NOFIX $f"; diff $n.generic.mlir /tmp/fp.$n | head -20; fi
done
