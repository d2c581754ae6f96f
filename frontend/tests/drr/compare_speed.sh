#!/usr/bin/env bash
# Whole-process time of `patsat drr` (PDL output) against `mlir-tblgen
# -gen-rewriters` (C++ output) on every corpus DRR entry point mlir-tblgen
# accepts, with the recorded include paths: mean of N runs each (N=5), and the
# ratio patsat / mlir-tblgen. Needs a release build and LLVM 22.
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$HERE/../../.." && pwd)"
C="$(cd "$ROOT/../shared/corpus" && pwd)"
N=${N:-5}
P="$ROOT/target/release/patsat"
T="$(llvm-config-22 --bindir)/mlir-tblgen"
cd "$C"
for ep in $(grep -v '^#' tools/drr_entry_points.txt); do
  rec="expected/$ep.gen-rewriters.json"
  [ "$(python3 -c "import json;print(json.load(open('$rec'))['rc'])")" = 0 ] || continue
  read -r -a args < <(python3 -c "import json,shlex;c=shlex.split(json.load(open('$rec'))['command']);print(' '.join(a.replace('<corpus>','$C') for a in c[1:] if a!='-gen-rewriters'))")
  s1=$(date +%s.%N); for _ in $(seq "$N"); do "$T" -gen-rewriters "${args[@]}" > /dev/null; done
  s2=$(date +%s.%N); for _ in $(seq "$N"); do "$P" drr "${args[@]}" > /dev/null; done
  s3=$(date +%s.%N)
  python3 -c "t=($s2-$s1)/$N; p=($s3-$s2)/$N; print(f'{t*1000:8.1f} ms {p*1000:8.1f} ms {p/t:5.2f}x  $ep')"
done
