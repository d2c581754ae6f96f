#!/usr/bin/env bash
# Regenerates the expected outputs of the DRR tests (frontend/tests/drr):
#   * pass/NAME:  (with the case's ops.td / natives.h when it has them)
#     expected.pdl (none for a case marked `// NO-PDL:`, which patsat drr
#     must refuse) and expected.summary from patsat (snapshots; the
#     script checks that mlir-opt parses the PDL and that mlir-tblgen accepts the
#     patterns), generated.patterns = name, root and benefit of each pattern in
#     the C++ mlir-tblgen generates, in the order populateWithGenerated adds them
#     (what `drr-oracle --list-patterns` prints), oracle.mlir = the real patterns
#     applied by MLIR's greedy driver to input.mlir, printed in generic form
#     (what `patsat apply --patterns patterns.td` must print byte for byte); pdl.mlir (cases without natives) = expected.pdl applied the same
#     way by MLIR's PDL interpreter (drr-oracle --pdl --no-drr);
#   * examples/NAME: the same for the drr-oracle examples (shared/tools/oracle);
#   * fail/NAME.td.err: what `mlir-tblgen -gen-rewriters` prints for it.
# Usage: regen.sh [--no-oracle] [NAME...]   (needs LLVM 22, g++, a built patsat)
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$HERE/../../.." && pwd)"
SHARED="$ROOT/../shared"
INC="$SHARED/corpus/include/llvm-22"
EX="$SHARED/tools/oracle/examples/drr"
ORACLE="$SHARED/tools/oracle/drr-oracle"
BIN="$(llvm-config-22 --bindir)"
PATSAT="$ROOT/target/release/patsat"
oracle=1; names=()
for a in "$@"; do [ "$a" = "--no-oracle" ] && oracle=0 || names+=("$a"); done
want() { [ ${#names[@]} -eq 0 ] && return 0; for n in "${names[@]}"; do [ "$n" = "$1" ] && return 0; done; return 1; }

# pass_case DIR TD OPS NATIVES INCLUDES...
pass_case() {
  local d="$1" td="$2" ops="$3" nat="$4"; shift 4
  local incs=(); for i in "$@"; do incs+=(-I "$i"); done
  "$BIN/mlir-tblgen" -gen-rewriters "${incs[@]}" -I "$INC" "$td" > "$d/.gen.inc" || { echo "FAIL mlir-tblgen rejects $td"; return; }
  # The generated patterns (C++ name, root, benefit) in populateWithGenerated order.
  python3 - "$d/.gen.inc" > "$d/generated.patterns" <<'PY'
import re, sys
s = open(sys.argv[1]).read()
info = {m.group(1): (m.group(2), m.group(3)) for m in re.finditer(
    r'struct (\w+) : public ::mlir::RewritePattern \{\s+\1\(::mlir::MLIRContext \*context\)\s+'
    r': ::mlir::RewritePattern\("([^"]+)", (-?\d+),', s)}
for n in re.findall(r'patterns\.add<(\w+)>', s):
    root, benefit = info[n]
    print(f"pattern {n} root={root} benefit={benefit}")
PY
  rm -f "$d/.gen.inc"
  # A case marked `// NO-PDL:` has no PDL form: patsat drr must refuse it.
  local nopdl=0; grep -q '^// NO-PDL: ' "$td" && nopdl=1
  if [ $nopdl -eq 1 ]; then
    rm -f "$d/expected.pdl" "$d/pdl.mlir"
    "$PATSAT" drr "${incs[@]}" -I "$INC" "$td" > /dev/null 2>&1 && echo "FAIL patsat drr emits PDL for $td"
  else
    "$PATSAT" drr "${incs[@]}" -I "$INC" "$td" > "$d/expected.pdl" || { echo "FAIL patsat $td"; return; }
    "$BIN/mlir-opt" "$d/expected.pdl" -o /dev/null || echo "FAIL mlir-opt does not parse $d/expected.pdl"
  fi
  "$PATSAT" drr "${incs[@]}" -I "$INC" --emit summary "$td" > "$d/expected.summary"
  [ $oracle -eq 1 ] || return
  local natargs=(); [ -n "$nat" ] && natargs=(--natives "$nat")
  # A pattern that keeps matching what it creates never stops: give up after
  # 20 minutes (a build on a busy machine takes several).
  if timeout 1200 "$ORACLE" "$ops" "$td" "$d/input.mlir" "${natargs[@]}" "${incs[@]}" --generic > "$d/oracle.mlir" 2> "$d/.err"; then
    rm -f "$d/.err"; echo "ok $d"
    # Patterns without natives: our PDL, run by MLIR's PDL interpreter in the
    # same driver and dialect, must give what the generated C++ gives.
    rm -f "$d/pdl.mlir"
    if [ $nopdl -eq 0 ] && ! grep -q apply_native "$d/expected.pdl"; then
      timeout 1200 "$ORACLE" "$ops" "$td" "$d/input.mlir" "${natargs[@]}" "${incs[@]}" \
        --pdl="$d/expected.pdl" --no-drr --generic > "$d/pdl.mlir" || echo "FAIL drr-oracle --pdl $d"
    fi
  else
    echo "FAIL drr-oracle $d"; cat "$d/.err"; rm -f "$d/.err"
  fi
}

for d in "$HERE"/pass/*/; do
  d="${d%/}"; n="$(basename "$d")"; want "$n" || continue
  # A case may bring its own ops (ops.td, including DtOps.td) and C++
  # natives (natives.h, including the common ones).
  ops="$HERE/common/DtOps.td"; [ -f "$d/ops.td" ] && ops="$d/ops.td"
  nat="$HERE/common/natives.h"; [ -f "$d/natives.h" ] && nat="$d/natives.h"
  pass_case "$d" "$d/patterns.td" "$ops" "$nat" "$HERE/common" "$d"
done
for d in "$HERE"/examples/*/; do
  d="${d%/}"; n="$(basename "$d")"; want "$n" || continue
  cp "$EX/$n/input.mlir" "$d/input.mlir"
  nat=""; [ -f "$EX/$n/natives.h" ] && nat="$EX/$n/natives.h"
  pass_case "$d" "$d/wrapper.td" "$EX/common/DrrtOps.td" "$nat" "$EX/common" "$EX/$n"
done
for f in "$HERE"/fail/*.td; do
  n="$(basename "$f" .td)"; want "$n" || continue
  # Where mlir-tblgen crashes, NAME.td.patsat says why; keep its first log.
  [ -f "$f.patsat" ] && [ -f "$f.err" ] && continue
  if "$BIN/mlir-tblgen" -gen-rewriters -I "$HERE/common" -I "$INC" "$f" >/dev/null 2> "$f.err"; then
    echo "FAIL mlir-tblgen accepts $f"
  fi
  sed -i "s|$HERE/fail/||g; s|$HERE/common/|common/|g; s|$INC/|include/llvm-22/|g" "$f.err"
done
