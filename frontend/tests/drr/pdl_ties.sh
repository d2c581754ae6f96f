#!/usr/bin/env bash
# Where MLIR runs a DRR file's patterns (the C++ mlir-tblgen generates) and
# the PDL `patsat drr` emits for it differently, the PDL result is checked
# against MLIR's own PDL interpreter: for each case listed below (ties of
# equal benefit, which MLIR's PDL matcher breaks differently from the
# native patterns' record order), expected.pdl with its constant string
# builders inlined as `pdl.attribute` constants (`pdl-inlined.mlir`: the
# C++ PDL interpreter cannot call patsat's snippet-named natives) is
# applied by drr-oracle --pdl --no-drr; its output is
# `pdl-inlined.oracle.mlir`, which translate/tests/drr.rs compares with
# patsat's run of expected.pdl.
# Usage: pdl_ties.sh   (needs LLVM 22, g++)
set -eu
HERE="$(cd "$(dirname "$0")" && pwd)"
SHARED="$HERE/../../../../shared"
ORACLE="$SHARED/tools/oracle/drr-oracle"
EX="$SHARED/tools/oracle/examples/drr"
inline() {
  python3 - "$1" > "$2" <<'PY'
import re, sys
s = open(sys.argv[1]).read()
# %k = attribute = "\22v\22" + %m = apply_native_rewrite "$_builder.getStringAttr($0)"(%k ...)
s = re.sub(r'%\d+ = attribute = "\\22([^"\\]*)\\22"\n(\s*)(%\d+) = apply_native_rewrite "\$_builder.getStringAttr\(\$0\)"\([^)]*\) : !pdl.attribute',
           lambda m: f'{m.group(3)} = attribute = "{m.group(1)}"', s)
# %m = apply_native_rewrite "$_builder.getStringAttr(\"v\")" : !pdl.attribute
s = re.sub(r'(%\d+) = apply_native_rewrite "\$_builder.getStringAttr\(\\"([^"\\]*)\\"\)" : !pdl.attribute',
           lambda m: f'{m.group(1)} = attribute = "{m.group(2)}"', s)
assert 'apply_native' not in s, s
print(s, end='')
PY
}
d="$HERE/pass/55-record-order"
inline "$d/expected.pdl" "$d/pdl-inlined.mlir"
"$ORACLE" "$HERE/common/DtOps.td" "$d/patterns.td" "$d/input.mlir" --natives "$HERE/common/natives.h" \
  -I "$HERE/common" --pdl="$d/pdl-inlined.mlir" --no-drr --generic > "$d/pdl-inlined.oracle.mlir"
d="$HERE/examples/05-benefit"
inline "$d/expected.pdl" "$d/pdl-inlined.mlir"
"$ORACLE" "$EX/common/DrrtOps.td" "$d/wrapper.td" "$d/input.mlir" -I "$EX/common" -I "$EX/05-benefit" \
  --pdl="$d/pdl-inlined.mlir" --no-drr --generic > "$d/pdl-inlined.oracle.mlir"
