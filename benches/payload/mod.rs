//! Deterministic generator of large generic-form MLIR payloads.
//!
//! The text is exactly what `mlir-opt --allow-unregistered-dialect
//! --mlir-print-op-generic` prints for it (a fixpoint of that tool): value
//! names follow the generic printer's module-wide numbering, attribute
//! dictionaries are sorted, floats use the `%.6e` spelling, predecessor
//! comments are attached to non-entry blocks, and so on.
//!
//! Shared by `examples/gen_payload.rs` and `benches/parse_print.rs`.
#![allow(dead_code)]

use std::fmt::Write as _;
use std::io::{self, Write};

/// A tiny xorshift64* generator: deterministic and dependency-free.
pub struct Rng(u64);

impl Rng {
    /// A generator seeded from `seed` (any value, zero included).
    pub fn new(seed: u64) -> Rng {
        let mut s = seed
            .wrapping_add(0x9E37_79B9_7F4A_7C15)
            .wrapping_mul(0xBF58_476D_1CE4_E5B9);
        s ^= s >> 31;
        let mut r = Rng(if s == 0 { 0x2545_F491_4F6C_DD1D } else { s });
        r.next_u64();
        r
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        ((self.next_u64() >> 11) % n as u64) as usize
    }

    /// True with probability `p` percent.
    pub fn pct(&mut self, p: usize) -> bool {
        self.below(100) < p
    }

    /// A random element of a non-empty slice.
    pub fn pick<T: Copy>(&mut self, s: &[T]) -> T {
        s[self.below(s.len())]
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.below((hi - lo + 1) as usize) as i64
    }
}

const INT_TYPES: &[&str] = &["i8", "i16", "i32", "i64", "index"];
const FLOAT_TYPES: &[&str] = &["f16", "bf16", "f32", "f64"];
const SCALAR_TYPES: &[&str] = &[
    "i1", "i8", "i16", "i32", "i32", "i64", "i64", "index", "index", "f16", "bf16", "f32", "f32",
    "f64",
];
/// Shaped and other non-scalar types, as the printer spells them.
const OTHER_TYPES: &[&str] = &[
    "tensor<4xi32>",
    "tensor<2x3xf32>",
    "tensor<4x?xf32>",
    "tensor<*xf32>",
    "tensor<8xi1>",
    "memref<16xf32>",
    "memref<?x4xf64, 1>",
    "memref<2x3xi8, strided<[3, 1], offset: ?>>",
    "vector<4xf16>",
    "vector<[4]xf32>",
    "vector<2x4xi32>",
    "complex<f32>",
    "tuple<i32, f32>",
    "none",
];

/// Element type and static shape of the types that take `dense<...>`.
fn dense_shape(ty: &str) -> Option<(&'static str, &'static [usize])> {
    Some(match ty {
        "tensor<4xi32>" => ("i32", &[4]),
        "tensor<2x3xf32>" => ("f32", &[2, 3]),
        "tensor<8xi1>" => ("i1", &[8]),
        "vector<4xf16>" => ("f16", &[4]),
        "vector<2x4xi32>" => ("i32", &[2, 4]),
        _ => return None,
    })
}

fn is_int(ty: &str) -> bool {
    INT_TYPES.contains(&ty)
}

fn is_float(ty: &str) -> bool {
    FLOAT_TYPES.contains(&ty)
}

/// Formats `v` like `printf("%.6e")` (`1.500000e+00`).
fn fmt_e6(out: &mut String, v: f64) {
    let s = format!("{:.6e}", v);
    let (mant, exp) = s.split_once('e').expect("exponent");
    let exp: i32 = exp.parse().expect("exponent");
    let _ = write!(
        out,
        "{}e{}{:02}",
        mant,
        if exp < 0 { '-' } else { '+' },
        exp.abs()
    );
}

/// A random float value of type `ty`, spelled so that MLIR prints it back
/// unchanged: every value is exact in its type and has at most six
/// significant decimal digits (MLIR prints `%.6e` only when that
/// round-trips; other values take a longer spelling).
fn float_lit(rng: &mut Rng, ty: &str, out: &mut String) {
    match ty {
        "f32" | "f64" if rng.pct(60) => loop {
            let m = rng.range(-2048, 2048) as f64;
            let e = rng.range(-12, 12) as i32;
            let v = m * 2f64.powi(e);
            let digits = format!("{:e}", v.abs());
            let mant = digits.split('e').next().unwrap_or("");
            if mant.chars().filter(|c| c.is_ascii_digit()).count() <= 6 {
                fmt_e6(out, v);
                return;
            }
        },
        "f32" if rng.pct(3) => out.push_str("0x7FC00000"),
        "f64" if rng.pct(3) => out.push_str("0x7FF0000000000000"),
        _ => {
            // Small multiples of 1/8 are exact in every float type.
            let m = rng.range(-127, 127);
            fmt_e6(out, m as f64 / 8.0);
        }
    }
}

/// A random integer literal of type `ty` (no type suffix).
fn int_lit(rng: &mut Rng, ty: &str, out: &mut String) {
    let v = match ty {
        "i1" => {
            out.push_str(if rng.pct(50) { "true" } else { "false" });
            return;
        }
        "i8" => rng.range(-128, 127),
        "i16" => rng.range(-32768, 32767),
        "i32" => rng.range(-100_000, 100_000),
        _ => {
            if rng.pct(10) {
                (rng.next_u64() >> 2) as i64 * if rng.pct(50) { -1 } else { 1 }
            } else {
                rng.range(-1000, 1000)
            }
        }
    };
    let _ = write!(out, "{}", v);
}

/// A typed scalar attribute: `5 : i32`, `true`, `2.5e+00 : f32`.
fn scalar_attr(rng: &mut Rng, ty: &str, out: &mut String) {
    if ty == "i1" {
        int_lit(rng, ty, out);
    } else if is_float(ty) {
        float_lit(rng, ty, out);
        let _ = write!(out, " : {}", ty);
    } else {
        int_lit(rng, ty, out);
        let _ = write!(out, " : {}", ty);
    }
}

/// `dense<...> : ty` for a type accepted by [`dense_shape`].
fn dense_attr(rng: &mut Rng, ty: &str, out: &mut String) {
    let (elem, shape) = dense_shape(ty).expect("dense type");
    let n: usize = shape.iter().product();
    let mut elems: Vec<String> = Vec::with_capacity(n);
    let splat = rng.pct(25);
    for i in 0..n {
        if splat && i > 0 {
            let e = elems[0].clone();
            elems.push(e);
            continue;
        }
        let mut s = String::new();
        if is_float(elem) {
            float_lit(rng, elem, &mut s);
        } else {
            int_lit(rng, elem, &mut s);
        }
        elems.push(s);
    }
    out.push_str("dense<");
    if elems.iter().all(|e| *e == elems[0]) {
        out.push_str(&elems[0]);
    } else {
        fn nest(out: &mut String, elems: &[String], shape: &[usize]) {
            out.push('[');
            if shape.len() == 1 {
                for (i, e) in elems.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    out.push_str(e);
                }
            } else {
                let step = elems.len() / shape[0];
                for i in 0..shape[0] {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    nest(out, &elems[i * step..(i + 1) * step], &shape[1..]);
                }
            }
            out.push(']');
        }
        nest(out, &elems, shape);
    }
    let _ = write!(out, "> : {}", ty);
}

/// A string literal as the printer escapes it.
fn string_attr(rng: &mut Rng, out: &mut String) {
    const CHARS: &[u8] = b"abcdefghijklmnopqrstuvwxyz ABCXYZ0123456789_.-:/";
    out.push('"');
    let n = rng.below(16);
    for _ in 0..n {
        match rng.below(40) {
            0 => out.push_str("\\0A"),
            1 => out.push_str("\\22"),
            2 => out.push_str("\\\\"),
            3 => out.push_str("\\09"),
            _ => out.push(rng.pick(CHARS) as char),
        }
    }
    out.push('"');
}

const IDENTS: &[&str] = &[
    "alpha", "beta", "count", "delta", "kind", "mode", "name", "offset", "stride", "tag",
];

/// A random attribute. `in_array`: i64 integers and f64 floats elide their
/// type there.
fn any_attr(rng: &mut Rng, depth: usize, in_array: bool, nfuncs: usize, out: &mut String) {
    let k = if depth >= 2 {
        rng.below(7)
    } else {
        rng.below(11)
    };
    match k {
        0 | 1 => {
            let ty = rng.pick(&["i8", "i16", "i32", "i64", "i64", "index", "i1"]);
            if in_array && ty == "i64" {
                int_lit(rng, ty, out);
            } else {
                scalar_attr(rng, ty, out);
            }
        }
        2 => {
            let ty = rng.pick(FLOAT_TYPES);
            if in_array && ty == "f64" {
                // A hex f64 with its type elided would read back as an
                // integer, so arrays get decimal floats only.
                let mut f = String::from("0x");
                while f.starts_with("0x") {
                    f.clear();
                    float_lit(rng, ty, &mut f);
                }
                out.push_str(&f);
            } else {
                scalar_attr(rng, ty, out);
            }
        }
        3 => string_attr(rng, out),
        4 => out.push_str("unit"),
        5 => out.push_str(if rng.pct(50) {
            rng.pick(SCALAR_TYPES)
        } else {
            rng.pick(OTHER_TYPES)
        }),
        6 => {
            let _ = write!(out, "@f{}", rng.below(nfuncs.max(1)));
        }
        7 => {
            let ty = rng.pick(&["tensor<4xi32>", "tensor<2x3xf32>", "tensor<8xi1>"]);
            dense_attr(rng, ty, out);
        }
        8 => {
            let ty = rng.pick(&["i32", "i64", "f32"]);
            let _ = write!(out, "array<{}", ty);
            let n = rng.below(5);
            for i in 0..n {
                out.push_str(if i == 0 { ": " } else { ", " });
                if ty == "f32" {
                    float_lit(rng, "f32", out);
                } else {
                    int_lit(rng, "i32", out);
                }
            }
            out.push('>');
        }
        9 => {
            out.push('[');
            let n = rng.below(5);
            for i in 0..n {
                if i > 0 {
                    out.push_str(", ");
                }
                any_attr(rng, depth + 1, true, nfuncs, out);
            }
            out.push(']');
        }
        _ => dict_attr(rng, depth + 1, nfuncs, out),
    }
}

/// `{a = ..., b}`: keys sorted, unit values bare.
fn dict_attr(rng: &mut Rng, depth: usize, nfuncs: usize, out: &mut String) {
    out.push('{');
    let mut first = true;
    for key in IDENTS {
        if !rng.pct(30) {
            continue;
        }
        if !first {
            out.push_str(", ");
        }
        first = false;
        out.push_str(key);
        if rng.pct(15) {
            continue; // unit
        }
        let mut v = String::new();
        any_attr(rng, depth, false, nfuncs, &mut v);
        if v != "unit" {
            // A unit value prints as the bare key.
            out.push_str(" = ");
            out.push_str(&v);
        }
    }
    out.push('}');
}

// ---------------------------------------------------------------------------
// A small IR: enough structure to number values the way MLIR does.

#[derive(Clone, Copy)]
struct ValRef {
    vid: u32,
    idx: u16,
    multi: bool,
}

struct Op {
    name: &'static str,
    vid: u32,
    result_types: Vec<&'static str>,
    operands: Vec<ValRef>,
    operand_types: Vec<&'static str>,
    succs: Vec<usize>,
    props: String,
    regions: Vec<Region>,
    attrs: String,
}

impl Op {
    fn new(name: &'static str) -> Op {
        Op {
            name,
            vid: u32::MAX,
            result_types: Vec::new(),
            operands: Vec::new(),
            operand_types: Vec::new(),
            succs: Vec::new(),
            props: String::new(),
            regions: Vec::new(),
            attrs: String::new(),
        }
    }
}

#[derive(Default)]
struct Block {
    args: Vec<(u32, &'static str)>,
    ops: Vec<Op>,
}

#[derive(Default)]
struct Region {
    blocks: Vec<Block>,
}

/// A function signature.
struct Sig {
    params: Vec<&'static str>,
    results: Vec<&'static str>,
}

fn func_seed(seed: u64, index: usize) -> u64 {
    seed.wrapping_mul(0x100_0000_01B3) ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

fn gen_sig(rng: &mut Rng) -> Sig {
    let np = rng.below(5);
    let params = (0..np)
        .map(|_| {
            if rng.pct(70) {
                rng.pick(SCALAR_TYPES)
            } else {
                rng.pick(OTHER_TYPES)
            }
        })
        .collect();
    let nr = rng.below(3);
    let results = (0..nr).map(|_| rng.pick(SCALAR_TYPES)).collect();
    Sig { params, results }
}

/// The signature of function `index` (the first draws of its generator).
fn signature(seed: u64, index: usize) -> Sig {
    gen_sig(&mut Rng::new(func_seed(seed, index)))
}

type Visible = Vec<(ValRef, &'static str)>;

struct FnGen {
    rng: Rng,
    seed: u64,
    index: usize,
    nvids: u32,
}

impl FnGen {
    fn vid(&mut self) -> u32 {
        self.nvids += 1;
        self.nvids - 1
    }

    /// Appends `op` with results of `types`, making them visible.
    fn push(
        &mut self,
        mut op: Op,
        types: Vec<&'static str>,
        vis: &mut Visible,
        ops: &mut Vec<Op>,
    ) -> Option<ValRef> {
        let mut first = None;
        if !types.is_empty() {
            op.vid = self.vid();
            let multi = types.len() > 1;
            for (i, &t) in types.iter().enumerate() {
                let v = ValRef {
                    vid: op.vid,
                    idx: i as u16,
                    multi,
                };
                vis.push((v, t));
                first.get_or_insert(v);
            }
        }
        op.result_types = types;
        ops.push(op);
        first
    }

    /// A constant of type `ty`.
    fn constant(&mut self, ty: &'static str, vis: &mut Visible, ops: &mut Vec<Op>) -> ValRef {
        let mut op;
        let mut a = String::new();
        if SCALAR_TYPES.contains(&ty) {
            op = Op::new("x.constant");
            a.push_str("value = ");
            scalar_attr(&mut self.rng, ty, &mut a);
        } else if dense_shape(ty).is_some() {
            op = Op::new("x.constant");
            a.push_str("value = ");
            dense_attr(&mut self.rng, ty, &mut a);
        } else {
            op = Op::new("x.alloc");
            if self.rng.pct(50) {
                let _ = write!(a, "align = {} : i64", 1 << self.rng.below(7));
            }
        }
        if self.rng.pct(50) {
            op.props = a;
        } else {
            op.attrs = a;
        }
        self.push(op, vec![ty], vis, ops).expect("result")
    }

    /// A visible value of type `ty`, or a new constant.
    fn ensure(&mut self, ty: &'static str, vis: &mut Visible, ops: &mut Vec<Op>) -> ValRef {
        let n = vis.len();
        if n > 0 && !self.rng.pct(10) {
            let start = self.rng.below(n);
            for k in 0..n.min(48) {
                let (v, t) = vis[(start + k) % n];
                if t == ty {
                    return v;
                }
            }
        }
        self.constant(ty, vis, ops)
    }

    /// Any visible value (creating one if there is none).
    fn any(&mut self, vis: &mut Visible, ops: &mut Vec<Op>) -> (ValRef, &'static str) {
        if vis.is_empty() || self.rng.pct(5) {
            let ty = self.rng.pick(SCALAR_TYPES);
            let v = self.constant(ty, vis, ops);
            return (v, ty);
        }
        vis[vis.len() - 1 - self.rng.below(vis.len().min(24))]
    }

    fn operand(&mut self, op: &mut Op, v: ValRef, t: &'static str) {
        op.operands.push(v);
        op.operand_types.push(t);
    }

    /// Appends about `n` random ops to a block.
    fn gen_ops(&mut self, n: usize, depth: usize, vis: &mut Visible, ops: &mut Vec<Op>) {
        for _ in 0..n {
            self.gen_op(depth, vis, ops);
        }
    }

    fn gen_op(&mut self, depth: usize, vis: &mut Visible, ops: &mut Vec<Op>) {
        let k = self.rng.below(100);
        match k {
            0..=17 => {
                let ty = if self.rng.pct(80) {
                    self.rng.pick(SCALAR_TYPES)
                } else {
                    self.rng.pick(OTHER_TYPES)
                };
                self.constant(ty, vis, ops);
            }
            18..=44 => {
                let (a, t) = self.any(vis, ops);
                let b = self.ensure(t, vis, ops);
                let name = self
                    .rng
                    .pick(&["x.add", "x.sub", "x.mul", "x.div", "x.and", "x.or", "x.max"]);
                let mut op = Op::new(name);
                self.operand(&mut op, a, t);
                self.operand(&mut op, b, t);
                if self.rng.pct(10) {
                    op.attrs.push_str("fastmath = \"fast\"");
                }
                self.push(op, vec![t], vis, ops);
            }
            45..=51 => {
                let (a, t) = self.any(vis, ops);
                let b = self.ensure(t, vis, ops);
                let mut op = Op::new("x.cmp");
                self.operand(&mut op, a, t);
                self.operand(&mut op, b, t);
                let p = self.rng.pick(&["eq", "ne", "slt", "sle", "ugt", "oge"]);
                let _ = write!(op.props, "predicate = \"{}\"", p);
                self.push(op, vec!["i1"], vis, ops);
            }
            52..=58 => {
                let (a, t) = self.any(vis, ops);
                let to = if self.rng.pct(70) {
                    self.rng.pick(SCALAR_TYPES)
                } else {
                    self.rng.pick(OTHER_TYPES)
                };
                let mut op = Op::new(self.rng.pick(&["x.cast", "x.extend", "x.splat", "x.load"]));
                self.operand(&mut op, a, t);
                self.push(op, vec![to], vis, ops);
            }
            59..=64 => {
                let (a, t) = self.any(vis, ops);
                let nr = 2 + self.rng.below(3);
                let types = (0..nr).map(|_| self.rng.pick(SCALAR_TYPES)).collect();
                let mut op = Op::new(self.rng.pick(&["x.divrem", "x.unpack", "x.split"]));
                self.operand(&mut op, a, t);
                self.push(op, types, vis, ops);
            }
            65..=74 => {
                // Attribute-heavy op.
                let mut op = Op::new("x.meta");
                let n = self.rng.below(3);
                for _ in 0..n {
                    let (v, t) = self.any(vis, ops);
                    self.operand(&mut op, v, t);
                }
                let nf = self.index + 1;
                let rng = &mut self.rng;
                let mut a = String::new();
                let mut first = true;
                for key in [
                    "arr", "dense", "dict", "flag", "fp", "int", "name", "sref", "ty", "vals",
                ] {
                    if !rng.pct(40) {
                        continue;
                    }
                    if !first {
                        a.push_str(", ");
                    }
                    first = false;
                    a.push_str(key);
                    match key {
                        "flag" => continue,
                        "arr" | "vals" => {
                            a.push_str(" = [");
                            let n = rng.below(6);
                            for i in 0..n {
                                if i > 0 {
                                    a.push_str(", ");
                                }
                                any_attr(rng, 1, true, nf, &mut a);
                            }
                            a.push(']');
                        }
                        "dense" => {
                            a.push_str(" = ");
                            let ty = rng.pick(&[
                                "tensor<4xi32>",
                                "tensor<2x3xf32>",
                                "tensor<8xi1>",
                                "vector<4xf16>",
                                "vector<2x4xi32>",
                            ]);
                            dense_attr(rng, ty, &mut a);
                        }
                        "dict" => {
                            a.push_str(" = ");
                            dict_attr(rng, 1, nf, &mut a);
                        }
                        "fp" => {
                            a.push_str(" = ");
                            let ty = rng.pick(FLOAT_TYPES);
                            scalar_attr(rng, ty, &mut a);
                        }
                        "int" => {
                            a.push_str(" = ");
                            let ty = rng.pick(INT_TYPES);
                            scalar_attr(rng, ty, &mut a);
                        }
                        "name" => {
                            a.push_str(" = ");
                            string_attr(rng, &mut a);
                        }
                        "sref" => {
                            let _ = write!(a, " = @f{}", rng.below(nf));
                        }
                        _ => {
                            a.push_str(" = ");
                            a.push_str(rng.pick(OTHER_TYPES));
                        }
                    }
                }
                if rng.pct(30) {
                    op.props = a;
                } else {
                    op.attrs = a;
                }
                let types = if self.rng.pct(50) {
                    vec![self.rng.pick(SCALAR_TYPES)]
                } else {
                    Vec::new()
                };
                self.push(op, types, vis, ops);
            }
            75..=81 if depth < 3 => self.gen_for(depth, vis, ops),
            82..=86 if depth < 3 => self.gen_if(depth, vis, ops),
            87..=91 if depth == 0 => {
                let callee = self.rng.below(self.index + 1);
                let sig = signature(self.seed, callee);
                let mut op = Op::new("func.call");
                for &t in &sig.params {
                    let v = self.ensure(t, vis, ops);
                    self.operand(&mut op, v, t);
                }
                let _ = write!(op.props, "callee = @f{}", callee);
                self.push(op, sig.results, vis, ops);
            }
            _ => {
                let (a, t) = self.any(vis, ops);
                let m = self.rng.pick(&["memref<16xf32>", "memref<?x4xf64, 1>"]);
                let mv = self.ensure(m, vis, ops);
                let mut op = Op::new("x.store");
                self.operand(&mut op, a, t);
                self.operand(&mut op, mv, m);
                if self.rng.pct(30) {
                    op.attrs.push_str("nontemporal");
                }
                self.push(op, Vec::new(), vis, ops);
            }
        }
    }

    /// `%r = "x.for"(%lb, %ub, %init) ({ ^bb0(%iv: index, %acc: T): ... })`.
    fn gen_for(&mut self, depth: usize, vis: &mut Visible, ops: &mut Vec<Op>) {
        let lb = self.ensure("index", vis, ops);
        let ub = self.ensure("index", vis, ops);
        let (init, t) = self.any(vis, ops);
        let mut op = Op::new("x.for");
        self.operand(&mut op, lb, "index");
        self.operand(&mut op, ub, "index");
        self.operand(&mut op, init, t);
        let mark = vis.len();
        let mut body = Block::default();
        for ty in ["index", t] {
            let v = self.vid();
            body.args.push((v, ty));
            vis.push((
                ValRef {
                    vid: v,
                    idx: 0,
                    multi: false,
                },
                ty,
            ));
        }
        let n = 1 + self.rng.below(6);
        self.gen_ops(n, depth + 1, vis, &mut body.ops);
        let y = self.ensure(t, vis, &mut body.ops);
        let mut yield_op = Op::new("x.yield");
        self.operand(&mut yield_op, y, t);
        body.ops.push(yield_op);
        vis.truncate(mark);
        op.regions.push(Region { blocks: vec![body] });
        if self.rng.pct(40) {
            op.attrs.push_str("step = 1 : index");
        }
        self.push(op, vec![t], vis, ops);
    }

    /// `%r = "x.if"(%c) ({ ... }, { ... }) : (i1) -> T`.
    fn gen_if(&mut self, depth: usize, vis: &mut Visible, ops: &mut Vec<Op>) {
        let c = self.ensure("i1", vis, ops);
        let t = self.rng.pick(SCALAR_TYPES);
        let mut op = Op::new("x.if");
        self.operand(&mut op, c, "i1");
        for _ in 0..2 {
            let mark = vis.len();
            let mut body = Block::default();
            let n = self.rng.below(4);
            self.gen_ops(n, depth + 1, vis, &mut body.ops);
            let y = self.ensure(t, vis, &mut body.ops);
            let mut yield_op = Op::new("x.yield");
            self.operand(&mut yield_op, y, t);
            body.ops.push(yield_op);
            vis.truncate(mark);
            op.regions.push(Region { blocks: vec![body] });
        }
        self.push(op, vec![t], vis, ops);
    }

    fn ret(&mut self, sig: &Sig, vis: &mut Visible, ops: &mut Vec<Op>) {
        let mut op = Op::new("func.return");
        for &t in &sig.results {
            let v = self.ensure(t, vis, ops);
            self.operand(&mut op, v, t);
        }
        ops.push(op);
    }

    /// A block with arguments of `types`, visible on top of `base`.
    fn block_with_args(&mut self, types: &[&'static str], base: &Visible) -> (Block, Visible) {
        let mut b = Block::default();
        let mut vis = base.clone();
        for &t in types {
            let v = self.vid();
            b.args.push((v, t));
            vis.push((
                ValRef {
                    vid: v,
                    idx: 0,
                    multi: false,
                },
                t,
            ));
        }
        (b, vis)
    }

    /// The body of function `index`, and its `function_type`.
    fn function(&mut self) -> (Region, Sig) {
        let sig = gen_sig(&mut self.rng);
        let (mut entry, mut vis) = self.block_with_args(&sig.params.clone(), &Vec::new());
        let size = 4 + self.rng.below(30);
        self.gen_ops(size, 0, &mut vis, &mut entry.ops);
        let mut blocks = Vec::new();
        match self.rng.below(4) {
            0 | 1 => {
                self.ret(&sig, &mut vis, &mut entry.ops);
                blocks.push(entry);
            }
            2 => {
                // Diamond: ^bb0 -> ^bb1(%x), ^bb2 -> ^bb3(%m).
                let c = self.ensure("i1", &mut vis, &mut entry.ops);
                let t = self.rng.pick(SCALAR_TYPES);
                let u = self.rng.pick(SCALAR_TYPES);
                let x = self.ensure(t, &mut vis, &mut entry.ops);
                let mut br = Op::new("cf.cond_br");
                self.operand(&mut br, c, "i1");
                self.operand(&mut br, x, t);
                br.succs = vec![1, 2];
                br.props
                    .push_str("operandSegmentSizes = array<i32: 1, 1, 0>");
                entry.ops.push(br);
                let base = vis;
                blocks.push(entry);
                for (args, _) in [(vec![t], 1), (vec![], 2)] {
                    let (mut b, mut v) = self.block_with_args(&args, &base);
                    let n = self.rng.below(8);
                    self.gen_ops(n, 0, &mut v, &mut b.ops);
                    let m = self.ensure(u, &mut v, &mut b.ops);
                    let mut br = Op::new("cf.br");
                    self.operand(&mut br, m, u);
                    br.succs = vec![3];
                    b.ops.push(br);
                    blocks.push(b);
                }
                let (mut b, mut v) = self.block_with_args(&[u], &base);
                let n = self.rng.below(8);
                self.gen_ops(n, 0, &mut v, &mut b.ops);
                self.ret(&sig, &mut v, &mut b.ops);
                blocks.push(b);
            }
            _ => {
                // Loop: ^bb0 -> ^bb1(%i) -> ^bb1 | ^bb2.
                let t = self.rng.pick(SCALAR_TYPES);
                let i0 = self.ensure(t, &mut vis, &mut entry.ops);
                let mut br = Op::new("cf.br");
                self.operand(&mut br, i0, t);
                br.succs = vec![1];
                entry.ops.push(br);
                let base = vis;
                blocks.push(entry);
                let (mut b, mut v) = self.block_with_args(&[t], &base);
                let n = self.rng.below(10);
                self.gen_ops(n, 0, &mut v, &mut b.ops);
                let c = self.ensure("i1", &mut v, &mut b.ops);
                let nx = self.ensure(t, &mut v, &mut b.ops);
                let mut br = Op::new("cf.cond_br");
                self.operand(&mut br, c, "i1");
                self.operand(&mut br, nx, t);
                br.succs = vec![1, 2];
                br.props
                    .push_str("operandSegmentSizes = array<i32: 1, 1, 0>");
                b.ops.push(br);
                blocks.push(b);
                let (mut b, mut v) = self.block_with_args(&[], &base);
                let n = self.rng.below(6);
                self.gen_ops(n, 0, &mut v, &mut b.ops);
                self.ret(&sig, &mut v, &mut b.ops);
                blocks.push(b);
            }
        }
        (Region { blocks }, sig)
    }
}

/// How values print: `%N` or `%argN`, indexed by generator value id.
#[derive(Clone, Copy)]
enum Name {
    Unset,
    Id(u64),
    Arg(u64),
}

/// Numbers values like MLIR's generic printer: regions from a stack, entry
/// block arguments `%argN`, every other value `%N`, one id per op.
/// Returns the number of `%N` and `%argN` ids used.
fn number(
    body: &Region,
    nvids: u32,
    base_val: u64,
    base_arg: u64,
    names: &mut Vec<Name>,
) -> (u64, u64) {
    names.clear();
    names.resize(nvids as usize, Name::Unset);
    let (mut nv, mut na) = (base_val, base_arg);
    let mut stack = vec![body];
    while let Some(r) = stack.pop() {
        for (i, b) in r.blocks.iter().enumerate() {
            for &(v, _) in &b.args {
                names[v as usize] = if i == 0 {
                    na += 1;
                    Name::Arg(na - 1)
                } else {
                    nv += 1;
                    Name::Id(nv - 1)
                };
            }
            for op in &b.ops {
                if !op.result_types.is_empty() {
                    names[op.vid as usize] = Name::Id(nv);
                    nv += 1;
                }
            }
        }
        for b in &r.blocks {
            for op in &b.ops {
                stack.extend(op.regions.iter());
            }
        }
    }
    (nv - base_val, na - base_arg)
}

fn write_name(out: &mut String, names: &[Name], v: ValRef) {
    match names[v.vid as usize] {
        Name::Arg(n) => {
            let _ = write!(out, "%arg{}", n);
        }
        Name::Id(n) => {
            let _ = write!(out, "%{}", n);
            if v.multi {
                let _ = write!(out, "#{}", v.idx);
            }
        }
        Name::Unset => out.push_str("%<unset>"),
    }
}

fn indent(out: &mut String, n: usize) {
    for _ in 0..n {
        out.push_str("  ");
    }
}

fn print_types(out: &mut String, types: &[&str]) {
    for (i, t) in types.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(t);
    }
}

fn print_region(out: &mut String, r: &Region, names: &[Name], level: usize) {
    out.push_str("{\n");
    for (i, b) in r.blocks.iter().enumerate() {
        if i > 0 || !b.args.is_empty() {
            indent(out, level);
            let _ = write!(out, "^bb{}", i);
            if !b.args.is_empty() {
                out.push('(');
                for (k, &(v, t)) in b.args.iter().enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    write_name(
                        out,
                        names,
                        ValRef {
                            vid: v,
                            idx: 0,
                            multi: false,
                        },
                    );
                    let _ = write!(out, ": {}", t);
                }
                out.push(')');
            }
            out.push(':');
            if i > 0 {
                let mut preds: Vec<usize> = Vec::new();
                for (p, pb) in r.blocks.iter().enumerate() {
                    if let Some(term) = pb.ops.last() {
                        for &s in &term.succs {
                            if s == i {
                                preds.push(p);
                            }
                        }
                    }
                }
                match preds.len() {
                    0 => out.push_str("  // no predecessors"),
                    1 => {
                        let _ = write!(out, "  // pred: ^bb{}", preds[0]);
                    }
                    n => {
                        let _ = write!(out, "  // {} preds: ", n);
                        for (k, p) in preds.iter().enumerate() {
                            if k > 0 {
                                out.push_str(", ");
                            }
                            let _ = write!(out, "^bb{}", p);
                        }
                    }
                }
            }
            out.push('\n');
        }
        for op in &b.ops {
            print_op(out, op, names, level + 1);
        }
    }
    indent(out, level);
    out.push('}');
}

fn print_op(out: &mut String, op: &Op, names: &[Name], level: usize) {
    indent(out, level);
    if !op.result_types.is_empty() {
        if let Name::Id(n) = names[op.vid as usize] {
            let _ = write!(out, "%{}", n);
        }
        if op.result_types.len() > 1 {
            let _ = write!(out, ":{}", op.result_types.len());
        }
        out.push_str(" = ");
    }
    let _ = write!(out, "\"{}\"(", op.name);
    for (i, &v) in op.operands.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_name(out, names, v);
    }
    out.push(')');
    if !op.succs.is_empty() {
        out.push('[');
        for (i, s) in op.succs.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = write!(out, "^bb{}", s);
        }
        out.push(']');
    }
    if !op.props.is_empty() {
        let _ = write!(out, " <{{{}}}>", op.props);
    }
    if !op.regions.is_empty() {
        out.push_str(" (");
        for (i, r) in op.regions.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            print_region(out, r, names, level);
        }
        out.push(')');
    }
    if !op.attrs.is_empty() {
        let _ = write!(out, " {{{}}}", op.attrs);
    }
    out.push_str(" : (");
    print_types(out, &op.operand_types);
    out.push_str(") -> ");
    if op.result_types.len() == 1 {
        out.push_str(op.result_types[0]);
    } else {
        out.push('(');
        print_types(out, &op.result_types);
        out.push(')');
    }
    out.push('\n');
}

/// Prints function `index` with its values numbered from the given bases
/// into `out`; returns the (`%N`, `%argN`) ids it uses.
fn print_function(
    seed: u64,
    index: usize,
    base_val: u64,
    base_arg: u64,
    names: &mut Vec<Name>,
    out: &mut String,
) -> (u64, u64) {
    let mut g = FnGen {
        rng: Rng::new(func_seed(seed, index)),
        seed,
        index,
        nvids: 0,
    };
    let (body, sig) = g.function();
    let counts = number(&body, g.nvids, base_val, base_arg, names);
    out.push_str("  \"func.func\"() <{function_type = (");
    print_types(out, &sig.params);
    out.push_str(") -> ");
    if sig.results.len() == 1 {
        out.push_str(sig.results[0]);
    } else {
        out.push('(');
        print_types(out, &sig.results);
        out.push(')');
    }
    let _ = write!(out, ", sym_name = \"f{}\"", index);
    if index % 7 == 3 {
        out.push_str(", sym_visibility = \"private\"");
    }
    out.push_str("}> (");
    print_region(out, &body, names, 1);
    out.push_str(") : () -> ()\n");
    counts
}

const HEADER: &str = "\"builtin.module\"() ({\n";
// `mlir-opt` ends its output with an empty line.
const FOOTER: &str = "}) : () -> ()\n\n";

/// Writes a module of about `target_bytes` (at least one function) to `w`;
/// returns the number of bytes written. Deterministic for a `seed`.
pub fn generate_to<W: Write>(w: &mut W, target_bytes: usize, seed: u64) -> io::Result<usize> {
    // Pass 1: how many functions, and how many ids each one uses. MLIR
    // numbers the last function first, so every function's first id is the
    // sum of the ids of the functions after it.
    let mut names = Vec::new();
    let mut buf = String::new();
    let mut counts: Vec<(u64, u64)> = Vec::new();
    // Numbering from the running totals gives names of about the final
    // lengths, so the size estimate is close.
    let mut size = HEADER.len() + FOOTER.len();
    let mut run = (0u64, 0u64);
    while size < target_bytes || counts.is_empty() {
        buf.clear();
        let c = print_function(seed, counts.len(), run.0, run.1, &mut names, &mut buf);
        size += buf.len();
        run = (run.0 + c.0, run.1 + c.1);
        counts.push(c);
    }
    let mut base = vec![(0u64, 0u64); counts.len()];
    let mut acc = (0u64, 0u64);
    for i in (0..counts.len()).rev() {
        base[i] = acc;
        acc.0 += counts[i].0;
        acc.1 += counts[i].1;
    }
    // Pass 2: print with the real names.
    let mut written = 0;
    w.write_all(HEADER.as_bytes())?;
    written += HEADER.len();
    for (i, &(bv, ba)) in base.iter().enumerate() {
        buf.clear();
        print_function(seed, i, bv, ba, &mut names, &mut buf);
        w.write_all(buf.as_bytes())?;
        written += buf.len();
    }
    w.write_all(FOOTER.as_bytes())?;
    written += FOOTER.len();
    Ok(written)
}

/// [`generate_to`] into a string.
pub fn generate(target_bytes: usize, seed: u64) -> String {
    let mut v = Vec::with_capacity(target_bytes + target_bytes / 8);
    generate_to(&mut v, target_bytes, seed).expect("writing to a Vec");
    String::from_utf8(v).expect("the generator writes UTF-8")
}
