//! The saturation loop: search every rule, apply what was found, rebuild,
//! until nothing changes or a limit is hit. Limits (iterations, e-nodes,
//! time, memory) are checked between phases and after every rule's
//! application, so a run always stops and says why. Two schedulers: every
//! rule every iteration ([`Scheduler::Simple`]), or egg's exponential
//! backoff ([`Scheduler::Backoff`]: a rule finding more matches than its
//! threshold is banned for some iterations, both doubling each time).
//!
//! Two application modes ([`ApplyMode`]): egg's (every rule searches the
//! same e-graph, one rebuild per iteration) and eager (the default: each
//! rule's matches are applied and the e-graph rebuilt after its search).
//! Eager application lets later searches see the merges earlier ones
//! caused: on the associativity of a 80-matrix chain egg's hash-cons table
//! ends 3.5× smaller and saturation takes about 4× less time. Every
//! rewrite is applied in both; only runs stopped by a limit can end at
//! different e-graphs.

use crate::analysis::MlirEGraph;
use crate::rewrite::PatternRule;
use std::time::{Duration, Instant};

/// How rules are scheduled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scheduler {
    /// Every rule, every iteration, all matches.
    Simple,
    /// Exponential backoff (egg's `BackoffScheduler`).
    Backoff {
        /// Matches allowed before the first ban.
        match_limit: usize,
        /// Iterations of the first ban.
        ban_length: usize,
    },
}

impl Default for Scheduler {
    fn default() -> Self {
        Scheduler::Backoff {
            match_limit: 1000,
            ban_length: 5,
        }
    }
}

/// The limits of a run.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Iterations.
    pub iterations: usize,
    /// E-nodes (live ones: the nodes of the classes; egg's hash-cons
    /// table also keeps the stale forms nodes had before their children
    /// merged, which are not counted).
    pub nodes: usize,
    /// Wall time.
    pub time: Duration,
    /// Resident memory of the process, in bytes (`None`: no limit).
    pub memory: Option<u64>,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            iterations: 30,
            nodes: 100_000,
            time: Duration::from_secs(10),
            memory: None,
        }
    }
}

/// Why a run stopped.
#[derive(Clone, Debug, PartialEq)]
pub enum StopReason {
    /// No rule changes the e-graph any more.
    Saturated,
    /// The iteration limit.
    IterationLimit(usize),
    /// The e-node limit (with the count of live e-nodes reached).
    NodeLimit(usize),
    /// The time limit (seconds).
    TimeLimit(f64),
    /// The memory limit (bytes in use).
    MemoryLimit(u64),
    /// No rule to run.
    NoRules,
}

impl std::fmt::Display for StopReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StopReason::Saturated => write!(f, "saturated"),
            StopReason::IterationLimit(n) => write!(f, "iteration limit ({})", n),
            StopReason::NodeLimit(n) => write!(f, "e-node limit ({} e-nodes)", n),
            StopReason::TimeLimit(s) => write!(f, "time limit ({:.3} s)", s),
            StopReason::MemoryLimit(b) => write!(f, "memory limit ({} bytes in use)", b),
            StopReason::NoRules => write!(f, "no e-graph rules"),
        }
    }
}

/// What one rule did in one iteration.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RuleStats {
    /// Matches found (0 when banned).
    pub matches: usize,
    /// Unions that merged two classes when they were made (not those the
    /// rebuild then made by congruence; see the README on memoised
    /// natives for what makes a union one or the other).
    pub applied: usize,
    /// Whether the rule was banned (skipped or over its threshold).
    pub banned: bool,
}

/// One iteration's statistics.
#[derive(Clone, Debug, Default)]
pub struct Iteration {
    /// Live e-nodes after the iteration.
    pub nodes: usize,
    /// E-classes after the iteration.
    pub classes: usize,
    /// Per rule, in rule order.
    pub rules: Vec<RuleStats>,
    /// Search time.
    pub search_time: Duration,
    /// Apply time.
    pub apply_time: Duration,
    /// Rebuild time.
    pub rebuild_time: Duration,
}

/// The result of a run.
#[derive(Clone, Debug)]
pub struct RunReport {
    /// Per iteration.
    pub iterations: Vec<Iteration>,
    /// Why it stopped.
    pub stop: StopReason,
    /// Errors of rewrites (failed natives, impure creations, type
    /// conflicts), in order.
    pub errors: Vec<String>,
    /// Total time.
    pub time: Duration,
}

#[derive(Clone, Copy, Default)]
struct BanState {
    banned_until: usize,
    times_banned: u32,
}

/// Resident set size of this process, if the platform tells.
pub fn resident_bytes() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = s.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096)
}

/// When the matches a rule found are applied.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ApplyMode {
    /// As egg's runner does: every rule searches the same e-graph (its
    /// root classes in egg's order), then all matches are applied and the
    /// e-graph is rebuilt once per iteration. Matches of quick rewrites
    /// without natives are applied straight into egg (see
    /// [`crate::straight`]).
    Snapshot,
    /// After each rule's search: the e-graph is rebuilt at once, so the
    /// next rule searches an e-graph where the merges the previous one
    /// caused have happened (fewer duplicate classes). Saturation reaches
    /// the same e-graph; runs stopped by a limit may stop at another one.
    /// (Applying more often, within a rule's search, is not offered: on
    /// associativity it lets duplicate classes beget duplicates faster
    /// than rebuilding merges them, and the e-graph explodes.)
    #[default]
    Eager,
}

/// Rebuilds the e-graph and settles its node index at the next epoch.
fn settle(egraph: &mut MlirEGraph, it: &mut Iteration, epoch: &mut u32) {
    let t = Instant::now();
    // (egg's rebuild sorts every class's nodes and refills its table of
    // classes by op even when nothing was added or merged since the last
    // one: on a clean e-graph that leaves everything as it was.)
    if !egraph.clean {
        egraph.rebuild();
    }
    *epoch += 1;
    crate::index::NodeIndex::settle(egraph, *epoch);
    it.rebuild_time += t.elapsed();
}

/// Applies what rule `k` recorded, then rebuilds and settles; returns the
/// unions that merged two classes.
fn apply_now(
    rule: &PatternRule<'_>,
    k: usize,
    egraph: &mut MlirEGraph,
    it: &mut Iteration,
    epoch: &mut u32,
) -> usize {
    let t = Instant::now();
    let m = rule.apply_recorded(egraph);
    it.rules[k].applied += m;
    it.apply_time += t.elapsed();
    settle(egraph, it, epoch);
    m
}

/// The run's configuration.
#[derive(Clone, Debug, Default)]
pub struct RunConfig {
    /// Limits.
    pub limits: Limits,
    /// Scheduler.
    pub scheduler: Scheduler,
    /// When matches are applied.
    pub apply: ApplyMode,
}

/// Saturates `egraph` with `rules`; `on_iteration` sees each iteration's
/// statistics as it ends (for progress display).
pub fn run(
    egraph: &mut MlirEGraph,
    rules: &[PatternRule<'_>],
    config: &RunConfig,
    on_iteration: &mut dyn FnMut(&Iteration),
) -> RunReport {
    let start = Instant::now();
    let limits = &config.limits;
    let mut bans = vec![BanState::default(); rules.len()];
    let mut report = RunReport {
        iterations: Vec::new(),
        stop: StopReason::Saturated,
        errors: Vec::new(),
        time: Duration::ZERO,
    };
    if !egraph.clean {
        egraph.rebuild();
    }
    crate::index::NodeIndex::settle(egraph, 0);
    let over = |egraph: &MlirEGraph| -> Option<StopReason> {
        let n = egraph.total_number_of_nodes();
        if n > limits.nodes {
            return Some(StopReason::NodeLimit(n));
        }
        if start.elapsed() > limits.time {
            return Some(StopReason::TimeLimit(start.elapsed().as_secs_f64()));
        }
        // (Reading the resident size is a system call: only with a limit.)
        if let Some(max) = limits.memory {
            if let Some(used) = resident_bytes().filter(|&u| u > max) {
                return Some(StopReason::MemoryLimit(used));
            }
        }
        None
    };
    if rules.is_empty() {
        report.stop = StopReason::NoRules;
        report.time = start.elapsed();
        return report;
    }
    let mut i = 0;
    let mut epoch = 0u32;
    report.stop = loop {
        if i >= limits.iterations {
            break StopReason::IterationLimit(i);
        }
        if let Some(r) = over(egraph) {
            break r;
        }
        let mut it = Iteration {
            rules: vec![RuleStats::default(); rules.len()],
            ..Default::default()
        };
        let before = egraph.total_size();
        let mut merged = 0;
        let mut stopped = None;
        for (k, rule) in rules.iter().enumerate() {
            let (limit, threshold) = match config.scheduler {
                Scheduler::Simple => (usize::MAX, usize::MAX),
                Scheduler::Backoff { match_limit, .. } => {
                    let th = match_limit.saturating_mul(1 << bans[k].times_banned.min(20));
                    (th.saturating_add(1), th)
                }
            };
            rule.clear();
            rule.set_snapshot(config.apply == ApplyMode::Snapshot);
            if bans[k].banned_until > i {
                it.rules[k].banned = true;
                continue;
            }
            // Search the rule's root classes.
            let t = Instant::now();
            let classes = crate::classes::Classes::new(egraph);
            rule.search_all(&classes, limit);
            drop(classes);
            it.search_time += t.elapsed();
            report.errors.extend(rule.take_errors());
            let n = rule.matches();
            it.rules[k].matches = n;
            if n > threshold {
                if let Scheduler::Backoff { ban_length, .. } = config.scheduler {
                    let b = &mut bans[k];
                    b.banned_until = i + (ban_length << b.times_banned.min(20));
                    b.times_banned += 1;
                }
                it.rules[k].banned = true;
                rule.discard();
            }
            if let Some(r) = over(egraph) {
                stopped = Some(r);
                break;
            }
            if config.apply == ApplyMode::Eager {
                merged += apply_now(rule, k, egraph, &mut it, &mut epoch);
                if let Some(r) = over(egraph) {
                    stopped = Some(r);
                    break;
                }
            }
        }
        if stopped.is_none() && config.apply == ApplyMode::Snapshot {
            // Every rule searched the same e-graph; apply them in order.
            let t = Instant::now();
            for (k, rule) in rules.iter().enumerate() {
                let m = rule.apply_recorded(egraph);
                it.rules[k].applied += m;
                merged += m;
                if let Some(r) = over(egraph) {
                    stopped = Some(r);
                    break;
                }
            }
            it.apply_time += t.elapsed();
            settle(egraph, &mut it, &mut epoch);
        } else if stopped.is_some() && !egraph.clean {
            settle(egraph, &mut it, &mut epoch);
        }
        it.nodes = egraph.total_number_of_nodes();
        it.classes = egraph.number_of_classes();
        let changed = merged > 0 || egraph.total_size() != before;
        on_iteration(&it);
        report.iterations.push(it);
        i += 1;
        if let Some(r) = stopped {
            break r;
        }
        if !changed {
            // A banned rule may still have work: lift the bans (as egg's
            // backoff scheduler does) unless none is banned.
            let any_banned = bans.iter().any(|b| b.banned_until > i);
            if !any_banned {
                break StopReason::Saturated;
            }
            for b in &mut bans {
                b.banned_until = 0;
            }
        }
    };
    report
        .errors
        .extend(egraph.analysis.conflicts.iter().cloned());
    report.time = start.elapsed();
    report
}
