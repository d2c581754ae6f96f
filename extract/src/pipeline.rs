//! Eqsat mode end to end on a module: compile the patterns, decide where
//! each runs, import the module, saturate, extract, rebuild the IR, then
//! run the patterns that cannot be e-graph rewrites in a greedy phase.

use crate::cost::CostModel;
use crate::extractors::{extract, Extraction, ExtractorKind};
use crate::graph::Choice;
use crate::mlir::MlirProblem;
use crate::rebuild::{rebuild, RebuildStats};
use patsat_egraph::{
    display_name, import, placement, run, EqsatGraph, Iteration, PatternRule, Placement, Purity,
    RuleEnv, RunConfig, RunReport,
};
use patsat_frontend::pattern::PatternSet;
use patsat_greedy::{GreedyResult, GreedyRewriteConfig, OpInfoRegistry};
use patsat_ir::{Context, Module};
use patsat_translate::{compile, GreedySet, Hooks, OpDefs};
use std::rc::Rc;
use std::time::{Duration, Instant};

/// How eqsat mode runs.
#[derive(Clone, Debug)]
pub struct EqsatOptions {
    /// Limits and scheduler of saturation.
    pub run: RunConfig,
    /// The extractor.
    pub extractor: ExtractorKind,
    /// Time budget of the exact extractor.
    pub exact_budget: Duration,
    /// Put `patsat.rule` on ops created by rewrites.
    pub annotate: bool,
    /// Settings of the greedy phase.
    pub greedy: GreedyRewriteConfig,
}

impl Default for EqsatOptions {
    fn default() -> Self {
        EqsatOptions {
            run: RunConfig::default(),
            extractor: ExtractorKind::Dag,
            exact_budget: Duration::from_secs(10),
            annotate: false,
            greedy: GreedyRewriteConfig::default(),
        }
    }
}

/// What an eqsat run did.
#[derive(Debug)]
pub struct EqsatOutcome {
    /// Every pattern's name and where it ran, in set order.
    pub placements: Vec<(String, Placement)>,
    /// The e-graph rules' names, in rule order (as in the iteration
    /// statistics).
    pub rule_names: Vec<String>,
    /// Saturation statistics.
    pub report: RunReport,
    /// Import time.
    pub import_time: Duration,
    /// The extraction problem after saturation.
    pub problem: MlirProblem,
    /// The extraction.
    pub extraction: Extraction,
    /// DAG cost of the input (the imported program).
    pub input_cost: f64,
    /// What the rebuild did.
    pub rebuild: RebuildStats,
    /// The greedy phase's result, if it ran, and its patterns' names.
    pub greedy: Option<(GreedyResult, Vec<String>)>,
    /// Ops that stayed in place, per name.
    pub impure_counts: Vec<(String, usize)>,
    /// The e-graph after saturation.
    pub graph: EqsatGraph,
}

/// The DAG cost of a module's pure dataflow under `cost` (each distinct
/// pure op once, as the e-graph holds it before any rewrite).
pub fn module_cost(
    ctx: &Context,
    module: &Module,
    purity: &Purity<'_>,
    registry: &OpInfoRegistry,
    cost: &dyn CostModel,
) -> Result<f64, String> {
    let g = import(ctx, &module.ir, module.top, purity, registry).map_err(|e| e.0)?;
    let p = MlirProblem::new(&g, ctx, cost);
    let choice: Choice = (0..p.graph.num_classes() as u32)
        .map(|c| p.graph.nodes_of(c).first().copied())
        .collect();
    p.graph.dag_cost(&choice)
}

/// Runs eqsat mode on `module`; `on_iteration` sees each saturation
/// iteration as it ends (for progress display). Errors are messages (a
/// pattern that does not compile, a module that cannot be imported, failed
/// rewrites).
#[allow(clippy::too_many_arguments)]
pub fn run_eqsat(
    ctx: &mut Context,
    module: &mut Module,
    set: &PatternSet,
    hooks: Hooks,
    ops: OpDefs,
    registry: &OpInfoRegistry,
    purity: Purity<'_>,
    cost: &dyn CostModel,
    opts: &EqsatOptions,
    on_iteration: &mut dyn FnMut(&Iteration),
) -> Result<EqsatOutcome, Vec<String>> {
    let compiled = compile(ctx, set, &hooks, &ops)
        .map_err(|d| d.iter().map(|d| d.to_string()).collect::<Vec<_>>())?;
    let mut placements = Vec::new();
    let mut greedy_set = PatternSet::default();
    let mut egraph_patterns = Vec::new();
    let mut all_names = Vec::new();
    for p in &compiled.patterns {
        let place = placement(p, ctx, &hooks, &purity);
        let name = display_name(p);
        all_names.push(name.clone());
        match &place {
            Placement::EGraph => egraph_patterns.push(p.clone()),
            Placement::Greedy(_) => greedy_set.patterns.push(set.patterns[p.index].clone()),
        }
        placements.push((name, place));
    }
    let t = Instant::now();
    let mut graph =
        import(ctx, &module.ir, module.top, &purity, registry).map_err(|e| vec![e.0])?;
    let import_time = t.elapsed();
    let impure_counts = graph.impure_counts.clone();
    let input_cost = {
        let p = MlirProblem::new(&graph, ctx, cost);
        let choice: Choice = (0..p.graph.num_classes() as u32)
            .map(|c| p.graph.nodes_of(c).first().copied())
            .collect();
        p.graph.dag_cost(&choice).unwrap_or(f64::INFINITY)
    };
    let env = RuleEnv::new(std::mem::take(ctx), hooks, ops, purity);
    let rules: Vec<PatternRule> = egraph_patterns
        .into_iter()
        .filter_map(|p| PatternRule::new(p, &env))
        .collect();
    let rule_names = rules.iter().map(|r| r.name.clone()).collect();
    let report = run(&mut graph.egraph, &rules, &opts.run, on_iteration);
    drop(rules);
    let Ok(env) = Rc::try_unwrap(env) else {
        unreachable!("the rules were dropped");
    };
    *ctx = env.ctx.into_inner();
    let (hooks, ops) = (env.hooks, env.ops);
    if !report.errors.is_empty() {
        return Err(report.errors.clone());
    }
    let problem = MlirProblem::new(&graph, ctx, cost);
    let extraction = extract(&problem.graph, opts.extractor, opts.exact_budget);
    problem
        .graph
        .topo_order(&extraction.choice)
        .map_err(|e| vec![format!("extraction failed: {}", e)])?;
    let names = opts.annotate.then_some(all_names.as_slice());
    let rebuilt = rebuild(
        &mut module.ir,
        ctx,
        &graph,
        &problem,
        &extraction.choice,
        names,
    )
    .map_err(|e| vec![e])?;
    let greedy = if greedy_set.patterns.is_empty() {
        None
    } else {
        let gs = GreedySet::new(ctx, &greedy_set, hooks, ops)
            .map_err(|d| d.iter().map(|d| d.to_string()).collect::<Vec<_>>())?;
        let res = gs.apply(ctx, module, registry, &opts.greedy, false)?;
        Some((res, gs.names.clone()))
    };
    Ok(EqsatOutcome {
        placements,
        rule_names,
        report,
        import_time,
        problem,
        extraction,
        input_cost,
        rebuild: rebuilt,
        greedy,
        impure_counts,
        graph,
    })
}
