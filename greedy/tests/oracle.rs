//! Differential tests against the real MLIR greedy driver: each folder of
//! `oracle/` holds a payload (`input.mlir`, generic form), the PDLL
//! patterns of the MLIR experiment it comes from (`patterns.pdll`) and one
//! `RUN.flags` / `RUN.expected` pair per driver configuration; the
//! expected text is what LLVM 22's `applyPatternsGreedily` printed, and
//! `RUN.trace` every listener notification it made (`regen.sh`). Here the
//! patterns are written by hand, one Rust function per case, following the
//! `.pdll` text line by line, so the driver is tested on its own;
//! `translate/tests/oracle.rs` runs the same cases from the real `.pdll`
//! files (PDLL frontend and compiled match/rewrite programs).

use patsat_greedy::*;
use patsat_ir::{Context, Ir, OpId, OpSpec, Value};
use std::path::Path;

/// A pattern from two functions: the match (returning the op the rewrite
/// works on) and the rewrite (PDL kind, benefit 0 as `mlir-pdll` emits).
struct Pdl {
    root: &'static str,
    m: fn(OpId, &Ir, &Context) -> Option<OpId>,
    r: fn(OpId, &mut Rewriter<'_>),
}
impl RewritePattern for Pdl {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn benefit(&self) -> u16 {
        0
    }
    fn kind(&self) -> PatternKind {
        PatternKind::Pdl
    }
    fn matches(&self, op: OpId, ir: &Ir, ctx: &mut Context) -> bool {
        (self.m)(op, ir, ctx).is_some()
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        match (self.m)(op, rw.ir, rw.ctx) {
            Some(target) => {
                (self.r)(target, rw);
                true
            }
            None => false,
        }
    }
}

fn name_is(ir: &Ir, ctx: &Context, op: OpId, name: &str) -> bool {
    ctx.op_name_str(ir.op_name(op)) == name
}

/// The op defining the single operand of `op`, if `op` has exactly one
/// operand and its defining op is named `name` (`op<..>(op<name>)`).
fn single_operand_def(ir: &Ir, ctx: &Context, op: OpId, name: &str) -> Option<OpId> {
    if ir.num_operands(op) != 1 {
        return None;
    }
    let d = ir.defining_op(ir.operand(op, 0))?;
    name_is(ir, ctx, d, name).then_some(d)
}

/// Builds `op<name>` with no operands and the result types of `like`
/// (PDLL infers them from the op being replaced), before the root.
fn build_like(rw: &mut Rewriter<'_>, name: &str, like: OpId) -> OpId {
    let result_types = rw.ir.results(like).map(|r| rw.ir.value_type(r)).collect();
    let spec = OpSpec {
        name: rw.ctx.op_name(name),
        operands: vec![],
        result_types,
        attrs: rw.ctx.empty_dict(),
        props: None,
        successors: vec![],
        num_regions: 0,
        loc: rw.ir.op_loc(like),
    };
    rw.create(spec)
}

fn replace_with_new(rw: &mut Rewriter<'_>, old: OpId, name: &str) {
    let new = build_like(rw, name, old);
    let values: Vec<Value> = rw.ir.results(new).collect();
    rw.replace_op(old, &values);
}

macro_rules! rename {
    ($from:literal, $to:literal) => {
        Pdl {
            root: $from,
            m: |op, _, _| Some(op),
            r: |op, rw| replace_with_new(rw, op, $to),
        }
    };
}

/// `op<$root>(op<$def>)`: the match gives the operand's defining op.
macro_rules! root_with_def {
    ($root:literal, $def:literal, $to:literal) => {
        Pdl {
            root: $root,
            m: |op, ir, ctx| single_operand_def(ir, ctx, op, $def),
            r: |d, rw| replace_with_new(rw, d, $to),
        }
    };
}

/// `patterns.pdll` of each case, by hand.
fn patterns_for(case: &str) -> Vec<Box<dyn RewritePattern>> {
    let v: Vec<Pdl> = match case {
        // Pattern { replace op<x.a> with op<x.a_done>; } ... for a..f;
        // the markN patterns: rooted at x.rN(m), replace m = op<x.markN>.
        "02-visit-order-nested" => vec![
            rename!("x.a", "x.a_done"),
            rename!("x.b", "x.b_done"),
            rename!("x.c", "x.c_done"),
            rename!("x.d", "x.d_done"),
            rename!("x.e", "x.e_done"),
            rename!("x.f", "x.f_done"),
            root_with_def!("x.r1", "x.mark1", "x.mark1_done"),
            root_with_def!("x.r2", "x.mark2", "x.mark2_done"),
        ],
        // noop.pdll: a pattern on an op that never occurs.
        "07-trivially-dead"
        | "08-folding-constants"
        | "17-constant-cse-not-a-change"
        | "20-convergence-flags"
        | "09-region-simplification"
        | "21-constant-materialization-position" => vec![rename!("x.never_matches", "x.never")],
        // let a = op<x.a>(op<x.b>(op<x.c>)); replace a with op<x.c>;
        "10-max-iterations-chain" => vec![Pdl {
            root: "x.a",
            m: |op, ir, ctx| {
                let b = single_operand_def(ir, ctx, op, "x.b")?;
                single_operand_def(ir, ctx, b, "x.c")?;
                Some(op)
            },
            r: |a, rw| replace_with_new(rw, a, "x.c"),
        }],
        // let u = op<x.u>(op<x.ready>); replace u with op<x.ready>;
        "11-users-requeued" => vec![Pdl {
            root: "x.u",
            m: |op, ir, ctx| single_operand_def(ir, ctx, op, "x.ready").map(|_| op),
            r: |u, rw| replace_with_new(rw, u, "x.ready"),
        }],
        // Pattern => replace op<x.a> with op<x.b>; (and x.b -> x.c)
        "12-strictness" | "13-max-num-rewrites" => {
            vec![rename!("x.a", "x.b"), rename!("x.b", "x.c")]
        }
        // let d = op<x.def>; let r = op<x.root>(d);
        // rewrite r with { replace d with op<x.def_seen>; };
        "14-unreachable-blocks" => vec![root_with_def!("x.root", "x.def", "x.def_seen")],
        other => panic!("no patterns written for case {other}"),
    };
    v.into_iter()
        .map(|p| Box::new(p) as Box<dyn RewritePattern>)
        .collect()
}

fn config_from_flags(flags: &str) -> GreedyRewriteConfig {
    let mut c = GreedyRewriteConfig::default();
    for f in flags.split_whitespace() {
        c.set_option(f).unwrap_or_else(|e| panic!("{e}"));
    }
    c
}

fn run_case(case: &str, run: &str) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/oracle")
        .join(case);
    let input = std::fs::read(dir.join("input.mlir")).unwrap();
    let flags = std::fs::read_to_string(dir.join(format!("{run}.flags"))).unwrap();
    let expected = std::fs::read_to_string(dir.join(format!("{run}.expected"))).unwrap();
    let (stats, expected_ir) = expected.split_once('\n').unwrap();
    let mut ctx = Context::new();
    let src = patsat_ir::SourceFile::new("input.mlir", input);
    let mut m = patsat_ir::parse_source(&mut ctx, &src).unwrap();
    let patterns = FrozenPatterns::new(patterns_for(case));
    let body = m.ir.regions(m.top)[0];
    let res = apply_patterns_greedily(
        &mut m.ir,
        &mut ctx,
        body,
        &patterns,
        &patsat_greedy::dialects::upstream_registry(),
        &config_from_flags(&flags),
        true,
    );
    patsat_ir::verify(&ctx, &m, &src).unwrap_or_else(|d| panic!("{}", d[0]));
    let out = patsat_ir::print_module(&ctx, &m, &Default::default());
    assert_eq!(out, expected_ir, "{case}/{run}: rewritten IR");
    let got = format!(
        "oracle: converged={} changed={}",
        res.converged as u8, res.changed as u8
    );
    assert_eq!(got, stats, "{case}/{run}: flags");
    let trace = std::fs::read_to_string(dir.join(format!("{run}.trace"))).unwrap();
    let expected_log: Vec<&str> = trace.lines().collect();
    assert_eq!(res.log, expected_log, "{case}/{run}: listener log");
}

include!(concat!(env!("OUT_DIR"), "/oracle_cases.rs"));
