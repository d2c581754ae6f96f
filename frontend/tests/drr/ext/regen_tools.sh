#!/usr/bin/env bash
# Records what the real MLIR tools (LLVM 22) give for the extension cases
# they can run, next to each case's expected.mlir (which
# translate/tests/drr_ext.rs requires to be the same bytes):
#   * oracle.mlir: where `mlir-tblgen -gen-rewriters` accepts patterns.td,
#     the C++ it generates applied by MLIR's greedy driver (drr-oracle,
#     generic form);
#   * pdl.mlir: where the patterns have a PDL form (no `// NO-PDL:` line),
#     the PDL `patsat drr` emits applied by MLIR's PDL interpreter in the
#     same greedy driver (pdl-oracle, generic form).
# Usage: regen_tools.sh [NAME...]   (needs LLVM 22, g++, a built patsat)
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$HERE/../../../.." && pwd)"
SHARED="$ROOT/../shared"
INC="$SHARED/corpus/include/llvm-22"
BIN="$(llvm-config-22 --bindir)"
PATSAT="$ROOT/target/release/patsat"
names=("$@")
if [ ${#names[@]} -eq 0 ]; then
  for d in "$HERE"/[0-9]*/; do names+=("$(basename "$d")"); done
fi
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
for n in "${names[@]}"; do
  d="$HERE/$n"; td="$d/patterns.td"
  rm -f "$d/oracle.mlir" "$d/pdl.mlir"
  if "$BIN/mlir-tblgen" -gen-rewriters -I "$HERE/common" -I "$INC" "$td" > /dev/null 2>&1; then
    if timeout 1200 "$SHARED/tools/oracle/drr-oracle" "$HERE/common/RtOps.td" "$td" "$d/input.mlir" \
        -I "$HERE/common" -I "$d" --generic > "$tmp/out" 2> "$tmp/err"; then
      cp "$tmp/out" "$d/oracle.mlir"; echo "oracle.mlir $n"
    else
      echo "FAIL drr-oracle $n"; cat "$tmp/err"
    fi
  fi
  if ! grep -q '^// NO-PDL: ' "$td"; then
    "$PATSAT" drr -I "$HERE/common" -I "$INC" "$td" > "$tmp/p.mlir" || { echo "FAIL patsat drr $n"; continue; }
    if "$SHARED/tools/oracle/pdl-oracle" "$tmp/p.mlir" "$d/input.mlir" --generic > "$tmp/out" 2> "$tmp/err"; then
      cp "$tmp/out" "$d/pdl.mlir"; echo "pdl.mlir $n"
    else
      echo "FAIL pdl-oracle $n"; cat "$tmp/err"
    fi
  fi
done
