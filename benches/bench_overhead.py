#!/usr/bin/env python3
"""How much `patsat bench` adds to the time it reports for a cell.

For each cell below, ROUNDS times, in alternating order: `patsat bench` on that one
cell (RUNS timed runs after one warm-up, --json), then the same `patsat
apply` command (the cell's `command` from the JSON, `OUT` a scratch file)
timed as a whole process by hyperfine (`-N`: no shell; RUNS runs after one
warm-up; `apt-get install hyperfine`). Prints both medians over all
rounds and their ratio; bench's time is an honest whole-process time when
the ratio is within 1 +- 0.05. Run it on a quiet machine: other load
makes both sides noisy (the mean CPU times, user + system, of both are
printed too: they are much less disturbed by load).

    benches/bench_overhead.py [ROUNDS] [RUNS]     (default 5 rounds of 10)
"""
import json
import os
import statistics
import subprocess
import sys
import shlex
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.chdir(ROOT)
ROUNDS = int(sys.argv[1]) if len(sys.argv) > 1 else 5
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 10
BIN = os.path.join(ROOT, "target/release/patsat")
P = "../shared/corpus/expected/mlir/wild/AzizZayed+DialEgg/test"
PURE = ["--pure", "arith.*", "--pure", "math.*", "--pure", "linalg.matmul", "--pure", "tensor.empty"]
COSTS = ["--cost-table", "examples/bench/suite.costs"]
CELLS = [
    ("greedy strength classic", ["--patterns", "examples/bench/arith_strength.pdll",
     "--payload", f"{P}/classic/classic.mlir.generic.mlir", "--mode", "greedy"]),
    ("greedy cancel polynomial", ["--patterns", "examples/bench/arith_cancel.pdll",
     "--payload", f"{P}/polynomial/polynomial.mlir.generic.mlir", "--mode", "greedy"]),
    ("eqsat matmul 10mm", ["--patterns", "examples/eqsat/matmul_assoc.pdll",
     "--payload", f"{P}/nmm/10mm.mlir.generic.mlir", "--mode", "eqsat"]),
    ("eqsat matmul 20mm", ["--patterns", "examples/eqsat/matmul_assoc.pdll",
     "--payload", f"{P}/nmm/20mm.mlir.generic.mlir", "--mode", "eqsat",
     "--iter-limit", "1000", "--scheduler", "simple"]),
]

subprocess.run(["cargo", "build", "--release", "--quiet"], check=True)
scratch = tempfile.mkdtemp(prefix="patsat-overhead-")
print(f"{'cell':26} {'bench median ms':>16} {'direct median ms':>17} {'ratio':>6} "
      f"{'bench cpu ms':>13} {'direct cpu ms':>14} {'ratio':>6}")
for name, args in CELLS:
    bench, direct, bench_cpu, direct_cpu = [], [], [], []
    def run_bench():
        out = os.path.join(scratch, "b.json")
        subprocess.run([BIN, "bench", *args, *PURE, *COSTS, "--benefit-weight", "0",
                        "--repeat", str(RUNS), "--warmup", "1", "--json", out],
                       check=True, stdout=subprocess.DEVNULL)
        cell = json.load(open(out))["cells"][0]
        assert cell["status"] == "ok", cell["error"]
        bench.extend(cell["time_s"]["samples"])
        bench_cpu.extend(cell["cpu_s"]["samples"])
        return cell["command"]

    def run_hyperfine(command):
        cmd = [BIN if a == "patsat" else os.path.join(scratch, "o.mlir") if a == "OUT" else a
               for a in command]
        hf = os.path.join(scratch, "h.json")
        subprocess.run(["hyperfine", "-N", "--style", "none", "--warmup", "1", "--runs", str(RUNS),
                        "--export-json", hf, shlex.join(cmd)],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        r = json.load(open(hf))["results"][0]
        direct.extend(r["times"])
        direct_cpu.append(r["user"] + r["system"])

    command = run_bench()
    bench.clear()
    bench_cpu.clear()
    # Alternate which side goes first, so drifting load favours neither.
    for i in range(ROUNDS):
        if i % 2 == 0:
            run_bench()
            run_hyperfine(command)
        else:
            run_hyperfine(command)
            run_bench()
    b, d = statistics.median(bench) * 1e3, statistics.median(direct) * 1e3
    bc, dc = statistics.mean(bench_cpu) * 1e3, statistics.mean(direct_cpu) * 1e3
    print(f"{name:26} {b:16.2f} {d:17.2f} {b / d:6.3f} {bc:13.2f} {dc:14.2f} {bc / dc:6.3f}")
