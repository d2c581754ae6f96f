//! `GreedyRewriteConfig`: every setting of MLIR's greedy driver, with
//! MLIR's defaults.

/// How much `simplifyRegions` does after each worklist pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionSimplification {
    /// No region simplification (unreachable blocks are still erased before
    /// every worklist pass, as in MLIR).
    Disabled,
    /// Erase unreachable blocks and dead code.
    Normal,
    /// `Normal`, plus merging identical blocks and dropping redundant block
    /// arguments.
    Aggressive,
}

/// Which ops the driver may visit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strictness {
    /// Every op in the scope.
    AnyOp,
    /// Ops that existed when the driver started and ops created since.
    ExistingAndNewOps,
    /// Only ops that existed when the driver started.
    ExistingOps,
}

/// The driver's settings (MLIR's `GreedyRewriteConfig`, LLVM 22).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GreedyRewriteConfig {
    /// Seed the worklist in pre-order and process ops in program order
    /// (`useTopDownTraversal`); default: bottom-up.
    pub top_down: bool,
    /// Region simplification level; default `Aggressive`.
    pub region_simplification: RegionSimplification,
    /// At most this many iterations (`None` = no limit); default 10.
    pub max_iterations: Option<u64>,
    /// At most this many successful pattern applications per iteration
    /// (`None` = no limit, the default).
    pub max_num_rewrites: Option<u64>,
    /// Which ops may be visited; default `AnyOp`.
    pub strictness: Strictness,
    /// Call op folders; default true.
    pub fold: bool,
    /// De-duplicate and hoist constants while seeding; default true.
    pub cse_constants: bool,
}

impl Default for GreedyRewriteConfig {
    fn default() -> Self {
        GreedyRewriteConfig {
            top_down: false,
            region_simplification: RegionSimplification::Aggressive,
            max_iterations: Some(10),
            max_num_rewrites: None,
            strictness: Strictness::AnyOp,
            fold: true,
            cse_constants: true,
        }
    }
}

impl GreedyRewriteConfig {
    /// Applies one option in the spelling of the oracles' command lines
    /// (`--top-down`, `--max-iterations=N` with `-1` for no limit,
    /// `--max-num-rewrites=N`, `--strictness=AnyOp|ExistingAndNewOps|ExistingOps`,
    /// `--region-simplify=aggressive|normal|disabled`, `--no-fold`,
    /// `--no-cse-constants`). Returns an error message for anything else.
    pub fn set_option(&mut self, option: &str) -> Result<(), String> {
        let (k, v) = option.split_once('=').unwrap_or((option, ""));
        let limit = |v: &str| -> Result<Option<u64>, String> {
            let n: i64 = v
                .parse()
                .map_err(|_| format!("invalid value '{}' for {}: expected an integer", v, k))?;
            Ok((n >= 0).then_some(n as u64))
        };
        match k {
            "--top-down" if v.is_empty() => self.top_down = true,
            "--no-fold" if v.is_empty() => self.fold = false,
            "--no-cse-constants" if v.is_empty() => self.cse_constants = false,
            "--max-iterations" => self.max_iterations = limit(v)?,
            "--max-num-rewrites" => self.max_num_rewrites = limit(v)?,
            "--strictness" => {
                self.strictness = match v {
                    "AnyOp" => Strictness::AnyOp,
                    "ExistingAndNewOps" => Strictness::ExistingAndNewOps,
                    "ExistingOps" => Strictness::ExistingOps,
                    _ => return Err(format!("invalid strictness '{}'", v)),
                }
            }
            "--region-simplify" => {
                self.region_simplification = match v {
                    "aggressive" => RegionSimplification::Aggressive,
                    "normal" => RegionSimplification::Normal,
                    "disabled" => RegionSimplification::Disabled,
                    _ => return Err(format!("invalid region simplification level '{}'", v)),
                }
            }
            _ => return Err(format!("unknown option '{}'", option)),
        }
        Ok(())
    }
}
