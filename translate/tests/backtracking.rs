//! The match interpreter over a view that, like the e-graph, answers
//! "what defines this value?" with several ops: the first alternative that
//! lets the whole match succeed is taken, at any depth, and a value with no
//! fitting alternative fails the match. Upward matches choose among users
//! the same way.

use patsat_frontend::pdll::DefaultBenefit;
use patsat_ir::{Attr, Context, OpId, OpName, Type, Value};
use patsat_translate::*;

/// Ops by index: name and operand values; op `i` defines value `100 + i`,
/// unless it is one of the alternatives listed in `defs` for a value (an
/// e-class): then that value is its result, as an e-node's result is its
/// class.
struct Toy {
    ctx: Context,
    ops: Vec<(OpName, Vec<Value>)>,
    defs: Vec<(Value, Vec<OpId>)>,
    i32: Type,
}

impl Toy {
    fn new() -> Self {
        let mut ctx = Context::new();
        let i32 = ctx.int_type(32);
        Toy {
            ctx,
            ops: Vec::new(),
            defs: Vec::new(),
            i32,
        }
    }
    /// Adds an op; returns it.
    fn op(&mut self, name: &str, operands: &[Value]) -> OpId {
        let n = self.ctx.op_name(name);
        self.ops.push((n, operands.to_vec()));
        OpId(self.ops.len() as u32 - 1)
    }
    fn result(op: OpId) -> Value {
        Value(100 + op.0)
    }
}

impl MatchView for Toy {
    fn ctx(&self) -> &Context {
        &self.ctx
    }
    fn ctx_mut(&mut self) -> &mut Context {
        &mut self.ctx
    }
    fn op_name(&self, op: OpId) -> OpName {
        self.ops[op.index()].0
    }
    fn num_operands(&self, op: OpId) -> usize {
        self.ops[op.index()].1.len()
    }
    fn operand(&self, op: OpId, i: usize) -> Value {
        self.ops[op.index()].1[i]
    }
    fn num_results(&self, _: OpId) -> usize {
        1
    }
    fn result(&self, op: OpId, _: usize) -> Value {
        match self.defs.iter().find(|d| d.1.contains(&op)) {
            Some((class, _)) => *class,
            None => Toy::result(op),
        }
    }
    fn value_type(&self, _: Value) -> Type {
        self.i32
    }
    fn attr(&self, _: OpId, _: &str) -> Option<Attr> {
        None
    }
    fn defining_op(&self, v: Value, k: usize) -> Option<OpId> {
        if let Some((_, alts)) = self.defs.iter().find(|d| d.0 == v) {
            return alts.get(k).copied();
        }
        (v.0 >= 100 && k == 0).then(|| OpId(v.0 - 100))
    }
    fn users(&self, v: Value) -> Vec<OpId> {
        (0..self.ops.len() as u32)
            .map(OpId)
            .filter(|&o| self.ops[o.index()].1.contains(&v))
            .collect()
    }
    fn op_loc(&self, _: OpId) -> Attr {
        self.ctx.unknown_loc()
    }
}

fn compiled(view: &mut Toy, pdll: &str) -> CompiledSet {
    let opts = LoadOptions {
        include_dirs: vec![],
        benefit: DefaultBenefit::Zero,
        ..Default::default()
    };
    let set = load_pdll(&mut view.ctx, "p.pdll", None, pdll.into(), &opts)
        .unwrap()
        .set;
    let ops = OpDefs::new();
    compile(&mut view.ctx, &set, &Hooks::new(), &ops).unwrap()
}

/// Matches pattern 0 at `root`.
fn matches(view: &mut Toy, set: &CompiledSet, root: OpId) -> bool {
    Machine::new().run_match(&set.patterns[0], view, &Hooks::new(), root)
}

#[test]
fn backtracks_over_defining_ops_at_any_depth() {
    let mut t = Toy::new();
    let set = compiled(
        &mut t,
        "Pattern { replace op<x.f>(op<x.g>(op<x.c>)) with op<x.h>; }",
    );
    let arg = Value(0);
    let z = t.op("x.z", &[]);
    let c = t.op("x.c", &[]);
    let g1 = t.op("x.g", &[Toy::result(z)]);
    let g2 = t.op("x.g", &[Toy::result(c)]);
    let k = t.op("x.k", &[arg]);
    // One value standing for the class {x.k, x.g(x.z), x.g(x.c)}.
    let class = Value(50);
    t.defs.push((class, vec![k, g1, g2]));
    let f = t.op("x.f", &[class]);
    assert!(
        matches(&mut t, &set, f),
        "x.g(x.c) is the third alternative"
    );
    // Without the x.g(x.c) alternative the match fails.
    t.defs[0].1.pop();
    assert!(!matches(&mut t, &set, f));
    // A nested class: x.g's operand has the alternatives {x.z, x.c}.
    let inner = Value(51);
    t.defs.push((inner, vec![z, c]));
    let g3 = t.op("x.g", &[inner]);
    t.defs[0].1.push(g3);
    assert!(
        matches(&mut t, &set, f),
        "x.c is the inner second alternative"
    );
}

#[test]
fn upward_match_chooses_among_users() {
    let mut t = Toy::new();
    let set = compiled(
        &mut t,
        "Pattern { let a = op<x.a>; let s = op<x.sink>(a); \
         rewrite a with { replace a with op<x.b>; erase s; }; }",
    );
    let a = t.op("x.a", &[]);
    t.op("x.other", &[Toy::result(a)]);
    assert!(!matches(&mut t, &set, a), "no x.sink user yet");
    t.op("x.sink", &[Toy::result(a)]);
    assert!(matches(&mut t, &set, a), "the second user is the sink");
}
