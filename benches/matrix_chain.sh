#!/usr/bin/env bash
# DialEgg's matrix-chain benchmark, whole process: `patsat apply --mode
# eqsat` with examples/eqsat/matmul_assoc.pdll (associativity of
# linalg.matmul in both directions, AssocRight and AssocLeft, as DialEgg's
# rules; the MatmulLike native builds each new matmul) on the
# 10..160-matrix chains of the shared corpus (generic forms), to
# saturation. Prints, per size,
# the median wall time of RUNS whole-process runs and the median CPU time
# (user + system: what the process used, whatever else the machine runs),
# the saturation time alone (median, from --stats), the peak RSS, the stop
# reason and the extracted cost (multiplications). DialEgg's own numbers
# (from issue 8, measured on this machine, end to end): 0.10 s, 0.26 s,
# 1.45 s, 20.9 s for 10, 20, 40, 80; optimal costs 1,102,400 / 1,051,092 /
# 1,860,216 / 2,909,500. egg's own runner on the same rules (no MLIR):
# `cargo run --release -p patsat-egraph --example egg_matrix_chain -- N`.
#
#   benches/matrix_chain.sh [RUNS] [SIZES...]     (default: 3 runs; 10 20 40 80)
#   BIN=path/to/patsat benches/matrix_chain.sh ...  (another build, e.g. to
#                                                    compare two commits)
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-3}
shift || true
SIZES=${*:-10 20 40 80}
if [ -z "${BIN:-}" ]; then
  cargo build --release --quiet
  BIN=target/release/patsat
fi
source benches/matrix_chain_args.sh
# (Private scratch files: runs by others on the same machine must not mix in.)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
for n in $SIZES; do
  f=$(mm_input "$n")
  times=()
  cpus=()
  sats=()
  for _ in $(seq "$RUNS"); do
    /usr/bin/time -f "%e %M %U %S" -o "$TMP/time" "$BIN" "${MM_FLAGS[@]}" \
      --stats=json "$f" > /dev/null 2> "$TMP/stats"
    times+=("$(cut -d' ' -f1 "$TMP/time")")
    cpus+=("$(awk '{print $3 + $4}' "$TMP/time")")
    sats+=("$(python3 -c "import json, sys; print(json.load(open(sys.argv[1]))['time_s'])" "$TMP/stats")")
    rss=$(cut -d' ' -f2 "$TMP/time")
  done
  med() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
  python3 - "$n" "$(med "${times[@]}")" "$(med "${cpus[@]}")" "$(med "${sats[@]}")" "$rss" "$TMP/stats" <<'PY'
import json, sys
s = json.load(open(sys.argv[6]))
n, wall, cpu, sat, rss = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4]), int(sys.argv[5])
print(f"{n:>4}: wall {wall:8.2f} s  cpu {cpu:8.2f} s  saturation {sat:8.3f} s  peak {rss/1024:8.1f} MiB  "
      f"stop={s['stop']}  iterations={len(s['iterations'])}  e-nodes={s['e_nodes']}  cost={s['extraction']['cost']:.0f}")
PY
done
