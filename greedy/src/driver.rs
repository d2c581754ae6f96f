//! The driver loop of `applyPatternsGreedily` (LLVM 22): iterations,
//! seeding (bottom-up or top-down, with constant de-duplication and
//! hoisting), the worklist pass (dead-op erasure, folding, one pattern per
//! visit), re-queuing through listener notifications, strictness, and the
//! `changed` / `converged` flags exactly as MLIR computes them.

use crate::config::{GreedyRewriteConfig, RegionSimplification, Strictness};
use crate::op_info::{dialect_of, FoldResult, OpFoldResult, OpInfoRegistry};
use crate::pattern::FrozenPatterns;
use crate::regions::{erase_unreachable_blocks, has_multi_block_region, simplify_regions};
use crate::rewriter::{Listener, Rewriter};
use crate::worklist::Worklist;
use fxhash::{FxHashMap, FxHashSet};
use patsat_ir::{Attr, BlockId, Context, InsertPoint, Ir, OpId, RegionId, Type, Value};

/// One pattern attempt, for traces (`apply-pattern` in MLIR's action log).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceEvent {
    /// 1-based iteration.
    pub iteration: u64,
    /// The pattern's index in the frozen set.
    pub pattern: usize,
    /// The root op.
    pub op: OpId,
    /// Whether it succeeded.
    pub success: bool,
}

/// What a run did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GreedyResult {
    /// MLIR's `changed`: the first iteration changed something.
    pub changed: bool,
    /// MLIR's success: the last iteration changed nothing.
    pub converged: bool,
    /// Iterations that ran.
    pub iterations: u64,
    /// Successful pattern applications, per pattern index.
    pub rewrites_per_pattern: Vec<u64>,
    /// Ops folded.
    pub folds: u64,
    /// Ops erased as trivially dead by the worklist pass.
    pub dead_ops_erased: u64,
    /// Every pattern attempt, when tracing was asked for.
    pub trace: Vec<TraceEvent>,
    /// When tracing: every notification, one line each, in the format of
    /// the oracle's `--trace` with ops reduced to their names
    /// (`pattern-begin NAME(benefit B) on OP`, `  inserted OP`, ...).
    pub log: Vec<String>,
}

/// Runs the patterns greedily on `region` (whose parent op is not touched)
/// until nothing changes or a limit is reached.
pub fn apply_patterns_greedily(
    ir: &mut Ir,
    ctx: &mut Context,
    region: RegionId,
    patterns: &FrozenPatterns,
    registry: &OpInfoRegistry,
    config: &GreedyRewriteConfig,
    trace: bool,
) -> GreedyResult {
    let mut d = Driver {
        registry,
        config,
        scope: region,
        worklist: Worklist::default(),
        strict: FxHashSet::default(),
        owned_constants: FxHashMap::default(),
        owner_key: FxHashMap::default(),
        log: trace.then(Vec::new),
    };
    if config.strictness != Strictness::AnyOp {
        for &b in ir.region_blocks(region) {
            for op in ir.block_ops(b) {
                ir.walk_pre(op, &mut |o| {
                    d.strict.insert(o);
                });
            }
        }
    }
    let mut result = GreedyResult {
        rewrites_per_pattern: vec![0; patterns.len()],
        ..Default::default()
    };
    // As in MLIR: `iteration` counts the check that stopped the loop too,
    // `changed` is `iteration > 1`, and `again` keeps the value of the last
    // iteration that ran (false when none ran).
    let mut iteration: u64 = 0;
    let mut again = false;
    let mut ran: u64 = 0;
    loop {
        iteration += 1;
        if config.max_iterations.is_some_and(|m| iteration > m) {
            break;
        }
        ran += 1;
        d.worklist.clear();
        d.owned_constants.clear();
        d.owner_key.clear();
        d.seed(ir, ctx);
        again = has_multi_block_region(ir, region)
            && erase_unreachable_blocks(&mut Rewriter::new(ir, ctx, &mut d), region);
        again |= d.process_worklist(ir, ctx, patterns, &mut result, iteration, trace);
        if config.region_simplification != RegionSimplification::Disabled {
            let aggressive = config.region_simplification == RegionSimplification::Aggressive;
            again |= simplify_regions(
                &mut Rewriter::new(ir, ctx, &mut d),
                region,
                registry,
                aggressive,
            );
        }
        if !again {
            break;
        }
    }
    result.log = d.log.take().unwrap_or_default();
    result.iterations = ran;
    result.changed = iteration > 1;
    result.converged = !again;
    result
}

/// Runs the patterns on each region of `op` in turn, like MLIR's
/// `applyPatternsGreedily(Operation *)`; the flags are combined.
pub fn apply_patterns_greedily_on_op(
    ir: &mut Ir,
    ctx: &mut Context,
    op: OpId,
    patterns: &FrozenPatterns,
    registry: &OpInfoRegistry,
    config: &GreedyRewriteConfig,
    trace: bool,
) -> GreedyResult {
    let mut total = GreedyResult {
        converged: true,
        rewrites_per_pattern: vec![0; patterns.len()],
        ..Default::default()
    };
    for r in ir.regions(op).to_vec() {
        let res = apply_patterns_greedily(ir, ctx, r, patterns, registry, config, trace);
        total.changed |= res.changed;
        total.converged &= res.converged;
        total.iterations += res.iterations;
        total.folds += res.folds;
        total.dead_ops_erased += res.dead_ops_erased;
        for (t, n) in total
            .rewrites_per_pattern
            .iter_mut()
            .zip(res.rewrites_per_pattern)
        {
            *t += n;
        }
        total.trace.extend(res.trace);
    }
    total
}

/// Key of a de-duplicated constant: (insertion region, dialect, value, type).
type ConstKey = (RegionId, String, Attr, Type);

struct Driver<'a> {
    registry: &'a OpInfoRegistry,
    config: &'a GreedyRewriteConfig,
    scope: RegionId,
    worklist: Worklist,
    /// Ops that may be visited (strict modes only).
    strict: FxHashSet<OpId>,
    /// The constant owning each key in this iteration.
    owned_constants: FxHashMap<ConstKey, OpId>,
    owner_key: FxHashMap<OpId, ConstKey>,
    /// The notification log, when tracing.
    log: Option<Vec<String>>,
}

impl Driver<'_> {
    /// Pushes `op` and its ancestors up to the scope (inner first); nothing
    /// if `op` is not inside the scope.
    fn add_to_worklist(&mut self, ir: &Ir, op: OpId) {
        let mut chain = Vec::new();
        let mut cur = op;
        loop {
            chain.push(cur);
            let Some(region) = ir.op_region(cur) else {
                return;
            };
            if region == self.scope {
                break;
            }
            match ir.region_op(region) {
                Some(p) => cur = p,
                None => return,
            }
        }
        for o in chain {
            if self.config.strictness == Strictness::AnyOp || self.strict.contains(&o) {
                self.worklist.push(o);
            }
        }
    }

    /// Queues the defining op of each operand that has at most one other
    /// user besides `op` (it may have become dead or simpler).
    fn add_operands_to_worklist(&mut self, ir: &Ir, op: OpId) {
        let operands: Vec<Value> = ir.operands(op).collect();
        for v in operands {
            let Some(def) = ir.defining_op(v) else {
                continue;
            };
            let mut other: Option<OpId> = None;
            let mut more = false;
            for u in ir.uses(v) {
                if u.op == op || Some(u.op) == other {
                    continue;
                }
                if other.is_none() {
                    other = Some(u.op);
                    continue;
                }
                more = true;
                break;
            }
            if !more {
                self.add_to_worklist(ir, def);
            }
        }
    }

    /// Fills the worklist for one iteration.
    fn seed(&mut self, ir: &mut Ir, ctx: &mut Context) {
        let mut order = Vec::new();
        for &b in ir.region_blocks(self.scope) {
            for op in ir.block_ops(b) {
                if self.config.top_down {
                    ir.walk_pre(op, &mut |o| order.push(o));
                } else {
                    ir.walk_post(op, &mut |o| order.push(o));
                }
            }
        }
        for op in order {
            // Ops nested in a constant that was de-duplicated away are gone.
            if ir.is_erased(op) {
                continue;
            }
            if self.config.cse_constants && self.cse_constant(ir, ctx, op) {
                continue;
            }
            self.add_to_worklist(ir, op);
        }
        if self.config.top_down {
            self.worklist.reverse();
        }
    }

    /// Constant de-duplication and hoisting while seeding. Returns true
    /// when `op` was replaced by an equal constant (then it is not queued).
    fn cse_constant(&mut self, ir: &mut Ir, ctx: &mut Context, op: OpId) -> bool {
        let Some(value) = self.registry.constant_value(ctx, ir, op) else {
            return false;
        };
        if ir.num_results(op) == 0 {
            return false;
        }
        let Some(block) = ir.op_block(op) else {
            return false;
        };
        let unknown = ctx.unknown_loc();
        if self.owner_key.contains_key(&op) {
            let first = ir.first_op(block);
            if first != Some(op)
                && !ir
                    .prev_op(op)
                    .is_some_and(|p| self.owner_key.contains_key(&p))
            {
                ir.move_before(op, first.expect("a block holding op is not empty"));
                ir.set_op_loc(op, unknown);
            }
            return false;
        }
        let region = self.insertion_region(ctx, ir, op);
        let key = (
            region,
            dialect_of(ctx.op_name_str(ir.op_name(op))).to_string(),
            value,
            ir.value_type(ir.result(op, 0)),
        );
        if let Some(&existing) = self.owned_constants.get(&key) {
            let values: Vec<Value> = ir.results(existing).collect();
            Rewriter::new(ir, ctx, self).replace_op(op, &values);
            ir.set_op_loc(existing, unknown);
            return true;
        }
        let insert_block = ir.region_blocks(region)[0];
        let first = ir.first_op(insert_block);
        if block != insert_block
            || (first != Some(op)
                && !ir
                    .prev_op(op)
                    .is_some_and(|p| self.owner_key.contains_key(&p)))
        {
            match first {
                Some(f) => ir.move_before(op, f),
                None => {
                    ir.detach_op(op);
                    ir.append_op(insert_block, op);
                }
            }
            ir.set_op_loc(op, unknown);
        }
        self.owned_constants.insert(key.clone(), op);
        self.owner_key.insert(op, key);
        false
    }

    /// Where a constant is hoisted to: the closest enclosing region whose
    /// parent op is (or might be) isolated from above, or a top region.
    fn insertion_region(&self, ctx: &Context, ir: &Ir, op: OpId) -> RegionId {
        let mut region = ir.op_region(op).expect("constant in a region");
        while let Some(parent) = ir.region_op(region) {
            if self
                .registry
                .might_be_isolated(ctx.op_name_str(ir.op_name(parent)))
            {
                break;
            }
            match ir.op_region(parent) {
                Some(r) => region = r,
                None => break,
            }
        }
        region
    }

    /// One pass over the worklist; returns whether anything changed.
    fn process_worklist(
        &mut self,
        ir: &mut Ir,
        ctx: &mut Context,
        patterns: &FrozenPatterns,
        result: &mut GreedyResult,
        iteration: u64,
        trace: bool,
    ) -> bool {
        let mut changed = false;
        let mut rewrites: u64 = 0;
        while !self.worklist.is_empty() && self.config.max_num_rewrites.is_none_or(|m| rewrites < m)
        {
            // Between pattern applications no id of an erased op is held
            // (the listener dropped them from the worklist and tables), so
            // their slots can be reused.
            ir.release_erased_slots();
            let Some(op) = self.worklist.pop() else { break };
            if self.registry.is_trivially_dead(ctx, ir, op) {
                Rewriter::new(ir, ctx, self).erase_op(op);
                result.dead_ops_erased += 1;
                changed = true;
                continue;
            }
            let name = ctx.op_name_str(ir.op_name(op)).to_string();
            if self.config.fold
                && !self.registry.is_constant_like(&name)
                && self.try_fold(ir, ctx, op, &name)
            {
                result.folds += 1;
                changed = true;
                continue;
            }
            for i in patterns.candidates(&name, op, ir, ctx) {
                if self.log.is_some() {
                    let p = patterns.get(i);
                    self.note(format!(
                        "pattern-begin {}(benefit {}) on {}",
                        p.name(),
                        p.benefit(),
                        name
                    ));
                }
                let mut rw = Rewriter::new(ir, ctx, self);
                rw.set_insertion_point(InsertPoint::Before(op));
                let ok = patterns.get(i).match_and_rewrite(op, &mut rw);
                if self.log.is_some() {
                    let end = if ok { "success" } else { "failure" };
                    self.note(format!("pattern-end {} {}", patterns.get(i).name(), end));
                }
                if trace {
                    result.trace.push(TraceEvent {
                        iteration,
                        pattern: i,
                        op,
                        success: ok,
                    });
                }
                if ok {
                    result.rewrites_per_pattern[i] += 1;
                    rewrites += 1;
                    changed = true;
                    break;
                }
            }
        }
        changed
    }

    /// Folds `op` with its registered folder; true when it changed the IR.
    fn try_fold(&mut self, ir: &mut Ir, ctx: &mut Context, op: OpId, name: &str) -> bool {
        let registry = self.registry;
        if !registry.may_fold(name) {
            return false;
        }
        match registry.fold(ir, ctx, op, name) {
            None => false,
            Some(FoldResult::InPlace) => {
                self.op_modified(ir, ctx, op);
                true
            }
            Some(FoldResult::Results(results)) => {
                let types: Vec<Type> = ir.results(op).map(|r| ir.value_type(r)).collect();
                let loc = ir.op_loc(op);
                let materializer = registry.materializer(dialect_of(name));
                let mut rw = Rewriter::new(ir, ctx, self);
                rw.set_insertion_point(InsertPoint::Before(op));
                let mut values = Vec::new();
                let mut made = Vec::new();
                for (r, ty) in results.into_iter().zip(types) {
                    match r {
                        OpFoldResult::Value(v) => values.push(v),
                        OpFoldResult::Attr(a) => {
                            let spec = materializer.and_then(|m| m(rw.ctx, a, ty, loc));
                            let Some(spec) = spec else {
                                for c in made {
                                    rw.erase_op(c);
                                }
                                return false;
                            };
                            let c = rw.create(spec);
                            made.push(c);
                            values.push(rw.ir.result(c, 0));
                        }
                    }
                }
                rw.replace_op(op, &values);
                true
            }
        }
    }
}

impl Driver<'_> {
    fn note(&mut self, line: String) {
        if let Some(log) = &mut self.log {
            log.push(line);
        }
    }
    fn note_op(&mut self, what: &str, ir: &Ir, ctx: &Context, op: OpId) {
        if self.log.is_some() {
            self.note(format!("  {} {}", what, ctx.op_name_str(ir.op_name(op))));
        }
    }
}

impl Listener for Driver<'_> {
    fn op_inserted(&mut self, ir: &Ir, ctx: &Context, op: OpId) {
        self.note_op("inserted", ir, ctx, op);
        if self.config.strictness == Strictness::ExistingAndNewOps {
            self.strict.insert(op);
        }
        self.add_to_worklist(ir, op);
    }
    fn op_modified(&mut self, ir: &Ir, ctx: &Context, op: OpId) {
        self.note_op("modified", ir, ctx, op);
        self.add_to_worklist(ir, op);
    }
    fn op_replaced(&mut self, ir: &Ir, ctx: &Context, op: OpId, _with: &[Value]) {
        self.note_op("replaced", ir, ctx, op);
    }
    fn op_erased(&mut self, ir: &Ir, ctx: &Context, op: OpId) {
        self.note_op("erased", ir, ctx, op);
        self.add_operands_to_worklist(ir, op);
        self.worklist.remove(op);
        if let Some(k) = self.owner_key.remove(&op) {
            self.owned_constants.remove(&k);
        }
        self.strict.remove(&op);
    }
    fn block_erased(&mut self, _ir: &Ir, _ctx: &Context, _block: BlockId) {
        self.note("  block-erased".to_string());
    }
}
