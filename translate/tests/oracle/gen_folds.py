#!/usr/bin/env python3
"""Writes random differential cases `fold-NNN/` (patterns.pdll,
input.custom.mlir, RUN.flags) that exercise the folders of the upstream
`arith` integer and index ops; `import.sh` converts the inputs to generic
form (input.mlir) and `regen.sh` records what LLVM 22's greedy driver does
with them (IR, converged/changed flags, listener trace).

    python3 gen_folds.py [--count N] [--seed S] [--first K] [--wide]

The committed cases: fold-000..099 are `--count 100` (seed 22),
fold-100..149 are `--seed 23 --first 100 --count 50 --wide`.

Deterministic for a seed. Each payload is one function over an element
type (i1, i8, i16, i32, i64 or index), scalar or a vector of it, with
constants chosen at the edges (0, 1, -1, MIN, MAX, the bit width and its
neighbours), every binary integer op (identities such as `x + 0`, `x * 1`,
`x & ~x`, `(a - b) + b`, `(x ^ a) ^ a`, `(a * b) / b` with overflow flags,
equal operands, constant left operands, division by zero, `MIN / -1`,
shifts of at least the width), `cmpi` with every predicate (equal
operands, constant left operand, `i1 != 0`, `ext(i1) != 0`), `select`
(equal branches, constant conditions, `select(c, true, false)`,
`select(a == b, a, b)`, dense conditions), casts (`extui`, `extsi`,
`trunci` chains, `index_cast[ui]`, `bitcast` through floats of the same
width), unregistered producers and sinks. The pattern sets turn
unregistered ops into arith ops with constants (so folds happen during the
worklist pass), rewrite arith ops into others (only forward in a fixed
order, so no set rewrites forever), mark constants by value, and create
`cmpi`s. Every rewrite keeps the IR valid.
"""

import argparse
import os
import random

from gen_random import write_case

ELEMS = ["i1", "i8", "i16", "i32", "i64", "index"]
WIDTH = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "index": 64}
BIN = ["addi", "subi", "muli", "divui", "divsi", "ceildivui", "ceildivsi", "floordivsi",
       "remui", "remsi", "andi", "ori", "xori", "shli", "shrui", "shrsi",
       "maxsi", "maxui", "minsi", "minui"]
PREDS = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
FLAG_CHOICES = [
    "",
    "--top-down",
    "--max-iterations=1",
    "--max-num-rewrites=1",
    "--no-fold",
    "--no-cse-constants",
    "--top-down --max-iterations=2",
    "--strictness=ExistingOps",
    "--region-simplify=disabled",
]


def edge_value(r, elem):
    """A constant of `elem` near an edge of its range (as text)."""
    w = WIDTH[elem]
    if elem == "i1":
        return r.choice(["true", "false"])
    lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
    v = r.choice([0, 0, 1, 1, -1, -1, 2, 3, 7, lo, hi, w, w - 1, w + 1, lo + 1,
                  r.randrange(lo, hi + 1), r.randrange(-9, 10)])
    return str(max(lo, min(hi, v)))


class Payload:
    """Builds one random function."""

    def __init__(self, r, elem, lanes, wide=False):
        self.r = r
        self.wide = wide            # also the steps of `wide_step`
        self.elem = elem
        self.lanes = lanes          # None: scalars; else a vector of that many
        self.lines = []
        self.n = 0
        self.pool = {}              # type text -> values of that type
        self.consts = {}            # value -> literal (for constants)

    def ty(self, elem):
        return elem if self.lanes is None else f"vector<{self.lanes}x{elem}>"

    def new(self):
        self.n += 1
        return f"%v{self.n}"

    def add(self, t, v):
        self.pool.setdefault(t, []).append(v)
        return v

    def pick(self, t, const_bias=0.3):
        vals = self.pool.get(t, [])
        cs = [v for v in vals if v in self.consts]
        if cs and self.r.random() < const_bias:
            return self.r.choice(cs)
        return self.r.choice(vals)

    def const(self, elem, literal=None):
        t = self.ty(elem)
        v = self.new()
        if self.lanes is None:
            lit = literal if literal is not None else edge_value(self.r, elem)
            text = lit if elem == "i1" else f"{lit} : {t}"
            self.lines.append(f"  {v} = arith.constant {text}")
        else:
            if literal is not None or self.r.random() < 0.6:
                lit = literal if literal is not None else edge_value(self.r, elem)
                body = lit
            else:
                body = "[" + ", ".join(edge_value(self.r, elem) for _ in range(self.lanes)) + "]"
            self.lines.append(f"  {v} = arith.constant dense<{body}> : {t}")
            lit = body
        self.consts[v] = lit
        return self.add(t, v)

    def special(self, kind):
        """A constant 0, 1, -1 (all ones), MIN or MAX of the element type."""
        w = WIDTH[self.elem]
        if self.elem == "i1":
            lit = {"0": "false", "1": "true", "-1": "true", "min": "true", "max": "false"}[kind]
        else:
            lit = {"0": "0", "1": "1", "-1": "-1", "min": str(-(1 << (w - 1))),
                   "max": str((1 << (w - 1)) - 1)}[kind]
        return self.const(self.elem, lit)

    def binop(self, op, a, b, flags=""):
        t = self.ty(self.elem)
        v = self.new()
        self.lines.append(f"  {v} = arith.{op} {a}, {b}{flags} : {t}")
        return self.add(t, v)

    def step(self):
        r, e = self.r, self.elem
        t = self.ty(e)
        if self.wide and r.random() < 0.4:
            self.wide_step()
            return
        k = r.randrange(20)
        if k <= 2:
            self.const(e)
        elif k <= 6:  # any binary op on pool values (equal operands sometimes)
            a = self.pick(t)
            b = a if r.random() < 0.15 else self.pick(t)
            self.binop(r.choice(BIN), a, b)
        elif k == 7:  # an identity or absorbing constant on the right
            c = self.special(r.choice(["0", "1", "-1", "min", "max"]))
            self.binop(r.choice(BIN), self.pick(t, 0), c)
        elif k == 8:  # not(x) with and/or
            x = self.pick(t, 0)
            ones = self.special("-1")
            n = self.binop("xori", x, ones)
            op = r.choice(["andi", "ori"])
            self.binop(op, *(r.choice([(x, n), (n, x)])))
        elif k == 9:  # and(a, and(a, b)), xor(xor(x, a), a)
            a, b = self.pick(t), self.pick(t)
            op = r.choice(["andi", "xori"])
            inner = self.binop(op, *(r.choice([(a, b), (b, a)])))
            self.binop(op, *(r.choice([(a, inner), (inner, a)])))
        elif k == 10:  # (a - b) + b, (a + b) - a and friends
            a, b = self.pick(t), self.pick(t)
            if r.random() < 0.5:
                s = self.binop("subi", a, b)
                self.binop("addi", *(r.choice([(s, b), (b, s)])))
            else:
                s = self.binop("addi", a, b)
                self.binop("subi", s, r.choice([a, b]))
        elif k == 11:  # (a * b) / b with overflow flags
            a, b = self.pick(t), self.pick(t)
            fl = r.choice(["", " overflow<nsw>", " overflow<nuw>", " overflow<nsw, nuw>"])
            m = self.binop("muli", *(r.choice([(a, b), (b, a)])), flags=fl)
            self.binop(r.choice(["divsi", "divui"]), m, b)
        elif k == 12:  # cmpi
            self.cmpi()
        elif k == 13:  # select
            self.select()
        elif k == 14:  # casts
            self.casts()
        elif k == 15:  # unregistered producer / unary op the patterns rewrite
            v = self.new()
            if r.random() < 0.5:
                self.lines.append(f"  {v} = \"x.src\"() : () -> {t}")
            else:
                self.lines.append(f"  {v} = \"x.f\"({self.pick(t)}) : ({t}) -> {t}")
            self.add(t, v)
        elif k == 16:  # unregistered binary op (patterns may turn it into cmpi)
            i1 = self.ty("i1")
            v = self.new()
            self.lines.append(f"  {v} = \"x.g\"({self.pick(t)}, {self.pick(t)}) : ({t}, {t}) -> {i1}")
            self.add(i1, v)
        elif k == 17:  # a constant on the left of a commutative op
            c = self.pick(t, 1.0) if any(v in self.consts for v in self.pool[t]) else self.const(e)
            self.binop(r.choice(["addi", "muli", "andi", "ori", "xori", "maxsi", "minui"]), c, self.pick(t, 0))
        else:  # sinks keep values alive
            v = self.pick(t, 0.5)
            self.lines.append(f"  \"x.use\"({v}) : ({t}) -> ()")

    def wide_step(self):
        """Two-result ops, and rounding divisions, remainders, shifts and
        index casts of edge constants (rarer in `step`)."""
        r, e = self.r, self.elem
        t = self.ty(e)
        k = r.randrange(4)
        if k == 0:  # addui_extended / mul[su]i_extended
            a = self.pick(t, 0.6)
            b = self.special(r.choice(["0", "1"])) if r.random() < 0.3 else self.pick(t, 0.6)
            op = r.choice(["addui_extended", "mulsi_extended", "mului_extended"])
            v = self.new()
            if op == "addui_extended":
                self.lines.append(f"  {v}:2 = arith.{op} {a}, {b} : {t}, {self.ty('i1')}")
                self.add(self.ty("i1"), f"{v}#1")
            else:
                self.lines.append(f"  {v}:2 = arith.{op} {a}, {b} : {t}")
                self.add(t, f"{v}#1")
            self.add(t, f"{v}#0")
        elif k <= 2:  # rounding division, remainder or shift of two edge constants
            op = r.choice(["ceildivsi", "ceildivui", "floordivsi", "remsi", "remui",
                           "shli", "shrsi", "shrui", "divsi"])
            a = self.special(r.choice(["min", "max", "-1", "1"])) if r.random() < 0.5 else self.const(e)
            b = self.special(r.choice(["-1", "0", "min"])) if r.random() < 0.3 else self.const(e)
            self.binop(op, a, b)
        elif e != "index":  # index casts of constants, both ways
            it = self.ty("index")
            v = self.new()
            self.lines.append(f"  {v} = arith.{r.choice(['index_cast', 'index_castui'])} {self.const(e)} : {t} to {it}")
            w = self.new()
            self.lines.append(f"  {w} = arith.{r.choice(['index_cast', 'index_castui'])} {v} : {it} to {t}")
            self.add(t, w)
        else:
            self.casts()

    def cmpi(self):
        r, t, i1 = self.r, self.ty(self.elem), self.ty("i1")
        p = r.choice(PREDS)
        k = r.randrange(4)
        if k == 0:
            a = self.pick(t)
            b = a
        elif k == 1 and self.pool.get(i1):
            # i1 != 0, i1 == 1, ext(i1) != 0
            x = self.pick(i1, 0.2)
            if self.elem not in ("i1", "index") and r.random() < 0.5:
                e = self.new()
                self.lines.append(f"  {e} = arith.{r.choice(['extui', 'extsi'])} {x} : {i1} to {t}")
                self.add(t, e)
                a, b, p = e, self.special("0"), r.choice(["ne", "eq", "ne"])
            else:
                c = self.new()
                lit = r.choice(["false", "true"])
                if self.lanes is None:
                    self.lines.append(f"  {c} = arith.constant {lit}")
                else:
                    self.lines.append(f"  {c} = arith.constant dense<{lit}> : {i1}")
                self.consts[c] = lit
                self.add(i1, c)
                v = self.new()
                self.lines.append(f"  {v} = arith.cmpi {r.choice(['ne', 'eq'])}, {x}, {c} : {i1}")
                self.add(i1, v)
                return
        else:
            a, b = self.pick(t, 0.5), self.pick(t, 0.5)
        v = self.new()
        self.lines.append(f"  {v} = arith.cmpi {p}, {a}, {b} : {t}")
        self.add(i1, v)

    def select(self):
        r, t, i1 = self.r, self.ty(self.elem), self.ty("i1")
        if not self.pool.get(i1) or r.random() < 0.2:
            self.cmpi()
        k = r.randrange(4)
        if k == 0 and self.elem == "i1":  # select(c, true, false)
            a, b = self.special("1"), self.special("0")
        elif k == 1:  # select(a == b, a, b)
            a, b = self.pick(t), self.pick(t)
            c = self.new()
            self.lines.append(f"  {c} = arith.cmpi {r.choice(['eq', 'ne'])}, {a}, {b} : {t}")
            self.add(i1, c)
            v = self.new()
            x, y = r.choice([(a, b), (b, a)])
            self.lines.append(self.select_line(v, c, x, y))
            self.add(t, v)
            return
        else:
            a = self.pick(t, 0.6)
            b = a if r.random() < 0.15 else self.pick(t, 0.6)
        cond = self.pick(i1, 0.4)
        v = self.new()
        self.lines.append(self.select_line(v, cond, a, b))
        self.add(t, v)

    def select_line(self, v, cond, a, b):
        t = self.ty(self.elem)
        if self.lanes is None:
            return f"  {v} = arith.select {cond}, {a}, {b} : {t}"
        return f"  {v} = arith.select {cond}, {a}, {b} : {self.ty('i1')}, {t}"

    def casts(self):
        r, e = self.r, self.elem
        t = self.ty(e)
        ints = [x for x in ELEMS if x != "index"]
        if e == "index":
            dst = r.choice(["i8", "i32", "i64"])
            v = self.new()
            self.lines.append(f"  {v} = arith.{r.choice(['index_cast', 'index_castui'])} {self.pick(t, 0.5)} : {t} to {self.ty(dst)}")
            w = self.new()
            self.lines.append(f"  {w} = arith.{r.choice(['index_cast', 'index_castui'])} {v} : {self.ty(dst)} to {t}")
            self.add(t, w)
            return
        k = r.randrange(4)
        wider = [x for x in ints if WIDTH[x] > WIDTH[e]]
        narrower = [x for x in ints if WIDTH[x] < WIDTH[e]]
        x = self.pick(t, 0.5)
        if k == 0 and wider:  # ext, ext(ext), trunc(ext)
            w1 = r.choice(wider)
            op1 = r.choice(["extui", "extsi"])
            v = self.new()
            self.lines.append(f"  {v} = arith.{op1} {x} : {t} to {self.ty(w1)}")
            w2s = [y for y in ints if WIDTH[y] > WIDTH[w1]]
            if w2s and r.random() < 0.4:
                w2 = r.choice(w2s)
                u = self.new()
                self.lines.append(f"  {u} = arith.{op1} {v} : {self.ty(w1)} to {self.ty(w2)}")
                v, w1 = u, w2
            back = self.new()
            ns = [y for y in ints if WIDTH[y] < WIDTH[w1]]
            dst = e if r.random() < 0.6 else r.choice(ns)
            self.lines.append(f"  {back} = arith.trunci {v} : {self.ty(w1)} to {self.ty(dst)}")
            if dst == e:
                self.add(t, back)
            else:
                self.lines.append(f"  \"x.use\"({back}) : ({self.ty(dst)}) -> ()")
        elif k == 1 and narrower:  # trunc, trunc(trunc), ext back
            n1 = r.choice(narrower)
            v = self.new()
            self.lines.append(f"  {v} = arith.trunci {x} : {t} to {self.ty(n1)}")
            n2s = [y for y in ints if WIDTH[y] < WIDTH[n1]]
            if n2s and r.random() < 0.5:
                n2 = r.choice(n2s)
                u = self.new()
                self.lines.append(f"  {u} = arith.trunci {v} : {self.ty(n1)} to {self.ty(n2)}")
                v, n1 = u, n2
            back = self.new()
            self.lines.append(f"  {back} = arith.{r.choice(['extui', 'extsi'])} {v} : {self.ty(n1)} to {t}")
            self.add(t, back)
        elif k == 2:  # index_cast round trip
            v = self.new()
            it = self.ty("index")
            self.lines.append(f"  {v} = arith.{r.choice(['index_cast', 'index_castui'])} {x} : {t} to {it}")
            w = self.new()
            self.lines.append(f"  {w} = arith.{r.choice(['index_cast', 'index_castui'])} {v} : {it} to {t}")
            self.add(t, w)
        elif e in ("i16", "i32", "i64"):  # bitcast through a float of the same width
            f = {"i16": "f16", "i32": "f32", "i64": "f64"}[e]
            v = self.new()
            self.lines.append(f"  {v} = arith.bitcast {x} : {t} to {self.ty(f)}")
            w = self.new()
            if r.random() < 0.5:
                self.lines.append(f"  {w} = arith.bitcast {v} : {self.ty(f)} to {t}")
                self.add(t, w)
            else:
                self.lines.append(f"  \"x.usef\"({v}) : ({self.ty(f)}) -> ()")
        else:
            self.binop("xori", x, self.special("-1"))

    def text(self):
        t, i1 = self.ty(self.elem), self.ty("i1")
        self.add(t, "%a")
        self.add(t, "%b")
        self.add(i1, "%c")
        for _ in range(self.r.randrange(8, 22)):
            self.step()
        outs = self.pool[t][-2:]
        body = [f"func.func @f(%a: {t}, %b: {t}, %c: {i1}) -> ({t}, {t}, {i1}) {{"]
        body += self.lines
        body.append(f"  return {outs[0]}, {outs[1]}, {self.pool[i1][-1]} : {t}, {t}, {i1}")
        body.append("}")
        return "\n".join(body) + "\n"


def benefit(r):
    return r.choice(["", " with benefit(1)", " with benefit(2)", " with benefit(3)"])


def attr_text(elem, lanes, lit):
    t = elem if lanes is None else f"vector<{lanes}x{elem}>"
    if lanes is None:
        return lit if elem == "i1" else f"{lit} : {t}"
    return f"dense<{lit}> : {t}"


def pattern(r, i, elem, lanes):
    """One random pattern (PDLL) for payloads over `elem`."""
    b = benefit(r)
    k = r.randrange(7)
    lit = edge_value(r, elem)
    if k == 0:  # x.f(v) -> op(v, K): folds during the worklist pass
        op = r.choice(BIN)
        return (f"Pattern P{i}{b} {{ let root = op<x.f>(v: Value); rewrite root with {{ "
                f"let k = op<arith.constant> {{value = attr<\"{attr_text(elem, lanes, lit)}\">}}; "
                f"replace root with op<arith.{op}>(v, k); }}; }}")
    if k == 1:  # x.f(v) -> op(K, v): a constant on the left
        op = r.choice(BIN)
        return (f"Pattern P{i}{b} {{ let root = op<x.f>(v: Value); rewrite root with {{ "
                f"let k = op<arith.constant> {{value = attr<\"{attr_text(elem, lanes, lit)}\">}}; "
                f"replace root with op<arith.{op}>(k, v); }}; }}")
    if k == 2:  # op1(a, b) -> op2(b, a), forward only
        i1, i2 = sorted(r.sample(range(len(BIN)), 2))
        return (f"Pattern P{i}{b} {{ replace op<arith.{BIN[i1]}>(x: Value, y: Value) "
                f"with op<arith.{BIN[i2]}>(y, x); }}")
    if k == 3:  # a constant of a value marked by an unregistered op
        return (f"Pattern P{i}{b} {{ let c = op<arith.constant> {{value = attr<\"{attr_text(elem, lanes, lit)}\">}}; "
                f"replace op<x.use>(c) with op<x.used_const>; }}")
    if k == 4:  # x.g(a, b) -> cmpi
        p = r.randrange(10)
        return (f"Pattern P{i}{b} {{ replace op<x.g>(x: Value, y: Value) with "
                f"op<arith.cmpi>(x, y) {{predicate = attr<\"{p} : i64\">}}; }}")
    if k == 5:  # a select whose branches are equal-typed: take the false one
        return f"Pattern P{i}{b} {{ replace op<arith.select>(c: Value, x: Value, y: Value) with y; }}"
    # an op with equal operands replaced by its operand
    op = r.choice(BIN)
    return f"Pattern P{i}{b} {{ replace op<arith.{op}>(x: Value, x) with x; }}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--seed", type=int, default=22)
    ap.add_argument("--first", type=int, default=0, help="number of the first case")
    ap.add_argument("--wide", action="store_true",
                    help="also two-result ops and more edge constants (wide_step)")
    args = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    r = random.Random(args.seed)
    for c in range(args.first, args.first + args.count):
        elem = r.choice(ELEMS)
        lanes = r.choice([2, 4]) if c % 4 == 3 else None
        d = os.path.join(here, f"fold-{c:03d}")
        os.makedirs(d, exist_ok=True)
        pats = [pattern(r, i, elem, lanes) for i in range(r.randrange(1, 6))]
        text = Payload(r, elem, lanes, args.wide).text()
        flags = ["", *r.sample(FLAG_CHOICES[1:], 2)]
        write_case(d, f"Random pattern set {c} (gen_folds.py, seed {args.seed}).", pats, text, flags)


if __name__ == "__main__":
    main()
