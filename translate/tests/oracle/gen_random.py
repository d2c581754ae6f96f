#!/usr/bin/env python3
"""Writes random differential cases `random-NNN/` (patterns.pdll,
input.custom.mlir, RUN.flags); `import.sh` converts the inputs to generic
form (input.mlir) and `regen.sh` records what LLVM 22's greedy driver does
with them.

    python3 gen_random.py [--count N] [--seed S]

Deterministic for a seed. The payloads use one small unregistered dialect
(`x.*`, all values i32 unless said otherwise) plus a few `arith` ops; the
pattern sets mix renames, nested matches that need several iterations,
replacement by operands, erasure, attribute and type constraints, repeated
operands, multi-result ops, `op<>` roots, upward matches through users,
equal and different benefits, and ops inside nested regions. Every rewrite
keeps the IR valid (types are preserved), so the oracle never fails.
"""

import argparse
import os
import random

OPS1 = ["x.a", "x.b", "x.c", "x.d", "x.e"]        # one operand, one result
OPS2 = ["x.p", "x.q", "x.r"]                      # two operands, one result
LEAVES = ["x.k", "x.l"]                           # no operand, one result

FLAG_CHOICES = [
    "",
    "--top-down",
    "--max-iterations=1",
    "--max-iterations=2",
    "--max-num-rewrites=1",
    "--max-num-rewrites=2 --max-iterations=3",
    "--strictness=ExistingOps",
    "--strictness=ExistingAndNewOps",
    "--region-simplify=normal",
    "--top-down --max-iterations=1",
    "--no-fold --no-cse-constants",
    "--max-iterations=-1",
]


def benefit(r):
    return r.choice(["", "", " with benefit(1)", " with benefit(2)", " with benefit(3)"])


def ordered_pair(r, ops):
    """Two ops, the first before the second in `ops`: renames only go
    forward, so no pattern set can rewrite forever (MLIR's driver would
    loop inside one worklist pass on a cycle like x.a -> x.b -> x.a)."""
    i, j = sorted(r.sample(range(len(ops)), 2))
    return ops[i], ops[j]


def pattern(r, i):
    """One random pattern (PDLL text)."""
    kind = r.randrange(13)
    b = benefit(r)
    a, c = ordered_pair(r, OPS1)
    p, q = ordered_pair(r, OPS2)
    if kind == 0:  # rename, keeping the operand
        return f"Pattern P{i}{b} {{ replace op<{a}>(v: Value) with op<{c}>(v); }}"
    if kind == 1:  # nested: a(c(v)) -> d(v)  (one op fewer)
        a, c, d = r.choice(OPS1), r.choice(OPS1), r.choice(OPS1)
        return f"Pattern P{i}{b} {{ replace op<{a}>(op<{c}>(v: Value)) with op<{d}>(v); }}"
    if kind == 2:  # replace by the operand (removes the op)
        return f"Pattern P{i}{b} {{ replace op<{a}>(v: Value) with v; }}"
    if kind == 3:  # binary op with equal operands
        return f"Pattern P{i}{b} {{ replace op<{p}>(v: Value, v) with op<{a}>(v); }}"
    if kind == 4:  # binary op: swap operands into another binary op
        return f"Pattern P{i}{b} {{ replace op<{p}>(x: Value, y: Value) with op<{q}>(y, x); }}"
    if kind == 5:  # attribute constraint, new attribute
        k1, k2 = r.randrange(3), r.randrange(3)
        return (f"Pattern P{i}{b} {{ replace op<{a}>(v: Value) {{k = attr<\"{k1} : i32\">}} "
                f"with op<{c}>(v) {{k = attr<\"{k2} : i32\">}}; }}")
    if kind == 6:  # type constraint on the operand
        t = r.choice(["i32", "i64"])
        return f"Pattern P{i}{b} {{ replace op<{a}>(v: Value<type<\"{t}\">>) with op<{c}>(v); }}"
    if kind == 7:  # erase a sink whose operand comes from a given op
        return f"Pattern P{i}{b} {{ let s = op<x.sink>(op<{a}>); erase s; }}"
    if kind == 8:  # multi-result op replaced by its operands, swapped
        return (f"Pattern P{i}{b} {{ let m = op<x.m>(x: Value, y: Value) -> (t: Type, t); "
                f"replace m with (y, x); }}")
    if kind == 9:  # any-op root with a marker attribute
        return (f"Pattern P{i}{b} {{ replace op<>(v: Value) {{mark = attr<\"unit\">}} "
                f"with op<{c}>(v); }}")
    if kind == 10:  # leaf op turned into another leaf
        k1, k2 = LEAVES
        return f"Pattern P{i}{b} {{ replace op<{k1}> with op<{k2}>; }}"
    if kind == 11:  # upward: rewrite the producer, found its sink through users
        return (f"Pattern P{i}{b} {{ let x = op<{a}>(v: Value); let s = op<x.sink>(x); "
                f"rewrite x with {{ replace x with op<{c}>(v); erase s; }}; }}")
    # kind 12: create a registered arith op (dead when unused)
    return f"Pattern P{i}{b} {{ replace op<{p}>(x: Value, y: Value) with op<arith.addi>(x, y); }}"


def payload(r):
    """A random function body (custom form) using the x dialect."""
    lines = []
    vals = ["%arg0", "%arg1"]
    n = r.randrange(4, 14)
    nid = 0

    def new():
        nonlocal nid
        nid += 1
        return f"%v{nid}"

    def body(indent, vals, n, depth):
        for _ in range(n):
            kind = r.randrange(10)
            v = new()
            if kind <= 3:
                op = r.choice(OPS1)
                attrs = ""
                if r.random() < 0.3:
                    attrs = f" {{k = {r.randrange(3)} : i32}}"
                if r.random() < 0.15:
                    attrs = " {mark}"
                lines.append(f"{indent}{v} = \"{op}\"({r.choice(vals)}){attrs} : (i32) -> i32")
                vals.append(v)
            elif kind <= 5:
                op = r.choice(OPS2)
                x, y = r.choice(vals), r.choice(vals)
                attrs = " {mark}" if r.random() < 0.1 else ""
                lines.append(f"{indent}{v} = \"{op}\"({x}, {y}){attrs} : (i32, i32) -> i32")
                vals.append(v)
            elif kind == 6:
                op = r.choice(LEAVES)
                lines.append(f"{indent}{v} = \"{op}\"() : () -> i32")
                vals.append(v)
            elif kind == 7:
                lines.append(f"{indent}\"x.sink\"({r.choice(vals)}) : (i32) -> ()")
            elif kind == 8:
                x, y = r.choice(vals), r.choice(vals)
                lines.append(f"{indent}{v}:2 = \"x.m\"({x}, {y}) : (i32, i32) -> (i32, i32)")
                vals.extend([f"{v}#0", f"{v}#1"])
            elif depth < 2:
                # An op with a region (not rewritable by these patterns).
                lines.append(f"{indent}\"x.region\"() ({{")
                inner = list(vals)
                body(indent + "  ", inner, r.randrange(1, 5), depth + 1)
                lines.append(f"{indent}  \"x.yield\"() : () -> ()")
                lines.append(f"{indent}}}) : () -> ()")
        return vals

    body("  ", vals, n, 0)
    if r.random() < 0.3:
        w = new()
        lines.append(f"  {w} = \"x.wide\"() : () -> i64")
        lines.append(f"  {new()} = \"x.a\"({w}) : (i64) -> i64")
    out = [v for v in vals if not v.startswith("%arg")][-2:] or ["%arg0"]
    types = ", ".join("i32" for _ in out)
    text = ["func.func @f(%arg0: i32, %arg1: i32) -> (" + types + ") {"]
    text += lines
    text.append(f"  return {', '.join(out)} : {types}")
    text.append("}")
    return "\n".join(text) + "\n"


ARITH_BIN = ["arith.addi", "arith.subi", "arith.muli"]


def arith_pattern(r, i):
    """One random pattern over arith ops (which the driver also folds)."""
    kind = r.randrange(8)
    b = benefit(r)
    x = r.choice(["x.a", "x.b"])
    if kind == 0:  # unregistered op to a registered one
        op = r.choice(ARITH_BIN)
        return f"Pattern P{i}{b} {{ replace op<x.bin>(p: Value, q: Value) with op<{op}>(p, q); }}"
    if kind == 1:  # x + x -> x * 2 (a new constant)
        return (f"Pattern P{i}{b} {{ let root = op<arith.addi>(v: Value, v); rewrite root with {{ "
                f"let two = op<arith.constant> {{value = attr<\"2 : i32\">}}; "
                f"replace root with op<arith.muli>(v, two); }}; }}")
    if kind == 2:  # x * 1 -> x
        return (f"Pattern P{i}{b} {{ let one = op<arith.constant> {{value = attr<\"1 : i32\">}}; "
                f"replace op<arith.muli>(v: Value, one) with v; }}")
    if kind == 3:  # x - x -> 0
        return (f"Pattern P{i}{b} {{ let root = op<arith.subi>(v: Value, v); rewrite root with {{ "
                f"replace root with op<arith.constant> {{value = attr<\"0 : i32\">}}; }}; }}")
    if kind == 4:  # unregistered unary op to a registered computation
        return (f"Pattern P{i}{b} {{ let root = op<{x}>(v: Value); rewrite root with {{ "
                f"let k = op<arith.constant> {{value = attr<\"{r.randrange(4)} : i32\">}}; "
                f"replace root with op<{r.choice(ARITH_BIN)}>(v, k); }}; }}")
    if kind == 5:  # a constant of one value marked by an unregistered op
        k = r.randrange(4)
        return (f"Pattern P{i}{b} {{ let c = op<arith.constant> {{value = attr<\"{k} : i32\">}}; "
                f"replace op<x.use>(c) with op<x.used_const{k}>; }}")
    if kind == 6:  # swap operands of a commutative op into another op
        return (f"Pattern P{i}{b} {{ replace op<arith.muli>(p: Value, q: Value) "
                f"with op<x.mul>(q, p); }}")
    return f"Pattern P{i}{b} {{ replace op<x.a>(v: Value) with op<x.b>(v); }}"


def arith_payload(r):
    """A random function over i32 with arith ops, constants and scf.if."""
    lines = []
    nid = 0

    def new():
        nonlocal nid
        nid += 1
        return f"%v{nid}"

    def body(indent, vals, n, depth):
        for _ in range(n):
            kind = r.randrange(9)
            v = new()
            if kind <= 1:
                lines.append(f"{indent}{v} = arith.constant {r.randrange(4)} : i32")
                vals.append(v)
            elif kind <= 4:
                op = r.choice(ARITH_BIN)
                lines.append(f"{indent}{v} = {op} {r.choice(vals)}, {r.choice(vals)} : i32")
                vals.append(v)
            elif kind == 5:
                op = r.choice(["x.a", "x.b"])
                lines.append(f"{indent}{v} = \"{op}\"({r.choice(vals)}) : (i32) -> i32")
                vals.append(v)
            elif kind == 6:
                x, y = r.choice(vals), r.choice(vals)
                lines.append(f"{indent}{v} = \"x.bin\"({x}, {y}) : (i32, i32) -> i32")
                vals.append(v)
            elif kind == 7:
                lines.append(f"{indent}\"x.use\"({r.choice(vals)}) : (i32) -> ()")
            elif depth < 2:
                lines.append(f"{indent}{v} = scf.if %c -> (i32) {{")
                inner = list(vals)
                body(indent + "  ", inner, r.randrange(1, 4), depth + 1)
                lines.append(f"{indent}  scf.yield {r.choice(inner)} : i32")
                lines.append(f"{indent}}} else {{")
                inner = list(vals)
                body(indent + "  ", inner, r.randrange(0, 3), depth + 1)
                lines.append(f"{indent}  scf.yield {r.choice(inner)} : i32")
                lines.append(f"{indent}}}")
                vals.append(v)
        return vals

    vals = body("  ", ["%a", "%b"], r.randrange(5, 16), 0)
    out = vals[-2:]
    text = ["func.func @f(%a: i32, %b: i32, %c: i1) -> (i32, i32) {"]
    text += lines
    text.append(f"  return {out[0]}, {out[1]} : i32, i32")
    text.append("}")
    return "\n".join(text) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=80)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--arith", action="store_true",
                    help="write arith-NNN cases (registered ops, folding, scf.if)")
    args = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    r = random.Random(args.seed)
    prefix = "arith" if args.arith else "random"
    make_pattern = arith_pattern if args.arith else pattern
    make_payload = arith_payload if args.arith else payload
    for c in range(args.count):
        d = os.path.join(here, f"{prefix}-{c:03d}")
        os.makedirs(d, exist_ok=True)
        pats = [make_pattern(r, i) for i in range(r.randrange(2, 8))]
        text = make_payload(r)
        flags = ["", *r.sample(FLAG_CHOICES[1:], 2)]
        write_case(d, f"Random pattern set {c} (gen_random.py, seed {args.seed}).", pats, text, flags)


def write_case(d, header, pats, payload, flags):
    """Writes one case folder: `patterns.pdll` (a `//` header line, then
    one pattern a line), `input.custom.mlir` and one `runK.flags` per
    flag set."""
    with open(os.path.join(d, "patterns.pdll"), "w") as f:
        f.write(f"// {header}\n")
        f.write("\n".join(pats) + "\n")
    with open(os.path.join(d, "input.custom.mlir"), "w") as f:
        f.write(payload)
    for k, fl in enumerate(flags):
        with open(os.path.join(d, f"run{k}.flags"), "w") as f:
            f.write(fl + "\n")


if __name__ == "__main__":
    main()
