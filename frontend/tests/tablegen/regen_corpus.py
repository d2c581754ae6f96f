#!/usr/bin/env python3
"""Regenerates corpus_expected.tsv: what `mlir-tblgen --print-records` (LLVM
22) prints for every TableGen entry point of the shared corpus, stored as
size + sha256 of stdout (the dumps are 0.4-4 MB each), or the first error
line when it fails. The test `tablegen_corpus` compares patsat against it.

Entry points: the DRR files of corpus/tools/drr_entry_points.txt (with the
-I flags of their expected/*.print-records.json), every .td under pdll/
(with the include roots of their project's mlir-pdll commands) and every
LLVM 22 header under include/llvm-22.

Usage:
  regen_corpus.py                 # rewrite corpus_expected.tsv (needs mlir-tblgen)
  regen_corpus.py --diff ENTRY    # diff patsat against mlir-tblgen on one entry
  regen_corpus.py --check         # run target/release/patsat on every entry
"""
import glob
import hashlib
import json
import os
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
CORPUS = os.path.abspath(os.path.join(REPO, "..", "shared", "corpus"))
OUT = os.path.join(HERE, "corpus_expected.tsv")


def tool():
    try:
        bindir = subprocess.check_output(["llvm-config-22", "--bindir"], text=True).strip()
        return os.path.join(bindir, "mlir-tblgen")
    except OSError:
        return "mlir-tblgen"


def rel(p):
    return os.path.relpath(p, CORPUS)


def drr_entries():
    out = []
    for line in open(os.path.join(CORPUS, "tools", "drr_entry_points.txt")):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        j = json.load(open(os.path.join(CORPUS, "expected", line + ".print-records.json")))
        argv = shlex.split(j["command"].replace("<corpus>", CORPUS))
        incs = [rel(argv[i + 1]) for i, a in enumerate(argv) if a == "-I"]
        out.append((line, incs))
    return out


def pdll_roots():
    """Include roots per pdll project, from the mlir-pdll commands."""
    roots = {}
    for f in glob.glob(os.path.join(CORPUS, "expected", "pdll", "**", "*.ast.json"), recursive=True):
        j = json.load(open(f))
        argv = shlex.split(j["command"].replace("<corpus>", CORPUS))
        src = rel(argv[1])
        proj = "/".join(src.split("/")[:3])
        incs = [rel(argv[i + 1]) for i, a in enumerate(argv) if a == "-I"]
        incs = [i for i in incs if i != os.path.dirname(src)]
        roots.setdefault(proj, [])
        for i in incs:
            if i not in roots[proj]:
                roots[proj].append(i)
    return roots


def other_entries():
    out = []
    roots = pdll_roots()
    for f in sorted(glob.glob(os.path.join(CORPUS, "pdll", "**", "*.td"), recursive=True)):
        r = rel(f)
        proj = "/".join(r.split("/")[:3])
        incs = [os.path.dirname(r)] + roots.get(proj, ["pdll/llvm/mlir/include", "include/llvm-22"])
        out.append((r, incs))
    for f in sorted(glob.glob(os.path.join(CORPUS, "include", "llvm-22", "**", "*.td"), recursive=True)):
        out.append((rel(f), ["include/llvm-22"]))
    return out


def entries():
    return drr_entries() + other_entries()


def run(cmd, entry, incs):
    argv = [cmd, "--print-records"] if not cmd.endswith("patsat") else [cmd, "tblgen", "--print-records"]
    for i in incs:
        argv += ["-I", os.path.join(CORPUS, i)]
    argv.append(os.path.join(CORPUS, entry))
    p = subprocess.run(argv, capture_output=True, timeout=120)
    return p.returncode, p.stdout, p.stderr.decode("utf-8", "replace")


def first_error(stderr):
    for line in stderr.splitlines():
        if ": error: " in line:
            return line.replace(CORPUS + "/", "")
    return ""


def regen():
    t = tool()
    rows = []
    for entry, incs in entries():
        rc, out, err = run(t, entry, incs)
        rc = 0 if rc == 0 else 1
        sha = hashlib.sha256(out).hexdigest() if rc == 0 else "-"
        rows.append("\t".join([entry, ";".join(incs), str(rc), str(len(out) if rc == 0 else 0), sha,
                               first_error(err) if rc else ""]))
        print(rc, len(out), entry, file=sys.stderr)
    with open(OUT, "w") as f:
        f.write("# entry\tinclude dirs (corpus-relative)\trc\tstdout bytes\tsha256(stdout)\tfirst error line\n")
        f.write("# made by regen_corpus.py with mlir-tblgen --print-records (LLVM 22)\n")
        for r in rows:
            f.write(r + "\n")


def diff(entry):
    incs = dict(entries())[entry]
    patsat = os.path.join(REPO, "target", "release", "patsat")
    a = run(tool(), entry, incs)
    b = run(patsat, entry, incs)
    open("/tmp/tblgen.ref", "wb").write(a[1])
    open("/tmp/tblgen.ours", "wb").write(b[1])
    print("mlir-tblgen rc", a[0], first_error(a[2]))
    print("patsat      rc", b[0], first_error(b[2]))
    subprocess.run(["diff", "/tmp/tblgen.ref", "/tmp/tblgen.ours"])


def check():
    """Runs patsat on every row of corpus_expected.tsv; prints mismatches."""
    patsat = os.path.join(REPO, "target", "release", "patsat")
    same = total = 0
    for line in open(OUT):
        if line.startswith("#"):
            continue
        entry, incs, rc, size, sha, err = line.rstrip("\n").split("\t")
        incs = incs.split(";") if incs else []
        total += 1
        try:
            brc, out, berr = run(patsat, entry, incs)
        except subprocess.TimeoutExpired:
            print("TIMEOUT", entry)
            continue
        if rc == "0":
            ok = brc == 0 and hashlib.sha256(out).hexdigest() == sha
            why = "" if ok else (first_error(berr) if brc else "output differs (%d vs %s bytes)" % (len(out), size))
        else:
            mine = first_error(berr)
            ok = brc != 0 and mine.split(": error:")[0] == err.split(": error:")[0]
            why = "" if ok else "expected %s / got %s" % (err, mine or "success")
        same += ok
        if not ok:
            print("MISMATCH", entry, why)
    print("identical %d / %d" % (same, total))


if __name__ == "__main__":
    if len(sys.argv) == 2 and sys.argv[1] == "--check":
        check()
    elif len(sys.argv) == 3 and sys.argv[1] == "--diff":
        diff(sys.argv[2])
    else:
        regen()
