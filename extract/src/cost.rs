//! Cost models: what an extracted op costs.
//!
//! The default, [`OpCostTable`], gives each op a *base cost*: a per-op
//! hook's answer if one is registered for the op (it sees the operand and
//! result types, e.g. matmul flops from tensor shapes), else the op's entry
//! in the table (`--cost-table FILE`), else the default (1). The base cost
//! is then adjusted by the benefit `b` of the rewrite that produced the
//! e-node (the highest one, if several did; 0 for ops of the input):
//!
//! ```text
//! cost = base / (1 + w * b)        (w = benefit weight, default 0.001)
//! ```
//!
//! With the default weight, benefit only breaks ties between equal base
//! costs (a node a benefit-1 rewrite produced costs 0.999 of its base);
//! raising `w` lets benefit dominate (with `w = 1` a benefit-9 rewrite's
//! op costs a tenth of its base). Costs stay positive for positive bases.
//! Result projections and leaves cost nothing.

use patsat_egraph::OpNode;
use patsat_ir::{Context, Type};
use std::collections::BTreeMap;

/// What an extracted op costs.
pub trait CostModel {
    /// The cost of an op e-node with these operand and result types,
    /// produced by rewrites of highest benefit `benefit` (0: from the
    /// input).
    fn op_cost(
        &self,
        ctx: &Context,
        node: &OpNode,
        operand_types: &[Type],
        result_types: &[Type],
        benefit: u16,
    ) -> f64;

    /// Whether [`CostModel::op_cost`] depends on its `benefit` argument
    /// (when not, callers may pass 0 instead of looking it up).
    fn uses_benefit(&self) -> bool {
        true
    }
}

/// A per-op cost hook: the base cost of an op from its operand and result
/// types, or `None` to use the table.
pub type CostHook = Box<dyn Fn(&Context, &[Type], &[Type]) -> Option<f64>>;

/// The default cost model (see the module documentation).
pub struct OpCostTable {
    /// The cost of an op with no entry.
    pub default: f64,
    /// Per op name.
    pub costs: BTreeMap<String, f64>,
    /// Per op name, hooks computing the base cost from types.
    pub hooks: BTreeMap<String, CostHook>,
    /// `w` of the benefit adjustment.
    pub benefit_weight: f64,
}

impl std::fmt::Debug for OpCostTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpCostTable")
            .field("default", &self.default)
            .field("costs", &self.costs)
            .field("hooks", &self.hooks.keys().collect::<Vec<_>>())
            .field("benefit_weight", &self.benefit_weight)
            .finish()
    }
}

impl Default for OpCostTable {
    fn default() -> Self {
        OpCostTable {
            default: 1.0,
            costs: BTreeMap::new(),
            hooks: BTreeMap::new(),
            benefit_weight: 0.001,
        }
    }
}

impl OpCostTable {
    /// Reads a cost table: one `dialect.op COST` per line (`* COST` sets
    /// the default; `dialect.op @HOOK` uses a built-in cost hook, see
    /// [`builtin_cost_hook`]), `#` starts a comment. Errors name the line.
    pub fn parse(text: &str) -> Result<OpCostTable, String> {
        let mut t = OpCostTable::default();
        for (i, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let mut parts = line.split_whitespace();
            let (Some(name), Some(cost), None) = (parts.next(), parts.next(), parts.next()) else {
                return Err(format!("line {}: expected `OP COST`", i + 1));
            };
            if let Some(hook) = cost.strip_prefix('@') {
                let f = builtin_cost_hook(hook)
                    .ok_or_else(|| format!("line {}: unknown cost hook `@{}`", i + 1, hook))?;
                t.add_hook(name, f);
                continue;
            }
            let cost: f64 = cost
                .parse()
                .ok()
                .filter(|c: &f64| c.is_finite())
                .ok_or_else(|| format!("line {}: `{}` is not a finite number", i + 1, cost))?;
            if name == "*" {
                t.default = cost;
            } else {
                t.costs.insert(name.to_string(), cost);
            }
        }
        Ok(t)
    }

    /// Registers a base-cost hook for an op.
    pub fn add_hook(
        &mut self,
        op: &str,
        f: impl Fn(&Context, &[Type], &[Type]) -> Option<f64> + 'static,
    ) {
        self.hooks.insert(op.to_string(), Box::new(f));
    }

    /// The base cost of an op.
    pub fn base_cost(&self, ctx: &Context, name: &str, operands: &[Type], results: &[Type]) -> f64 {
        if let Some(c) = self.hooks.get(name).and_then(|h| h(ctx, operands, results)) {
            return c;
        }
        self.costs.get(name).copied().unwrap_or(self.default)
    }
}

impl CostModel for OpCostTable {
    fn op_cost(
        &self,
        ctx: &Context,
        node: &OpNode,
        operand_types: &[Type],
        result_types: &[Type],
        benefit: u16,
    ) -> f64 {
        let base = self.base_cost(ctx, ctx.op_name_str(node.name), operand_types, result_types);
        base / (1.0 + self.benefit_weight * benefit as f64)
    }

    fn uses_benefit(&self) -> bool {
        self.benefit_weight != 0.0
    }
}

/// A base-cost function of operand and result types.
pub type CostFn = fn(&Context, &[Type], &[Type]) -> Option<f64>;

/// A built-in cost hook by name: `matmul_flops` ([`matmul_flops`]).
pub fn builtin_cost_hook(name: &str) -> Option<CostFn> {
    match name {
        "matmul_flops" => Some(matmul_flops),
        _ => None,
    }
}

/// The flops of a matmul-like op: `M * K * N` for operands `MxK` and `KxN`
/// (ranked shaped types with static sizes), else `None`.
pub fn matmul_flops(ctx: &Context, operands: &[Type], _results: &[Type]) -> Option<f64> {
    let (a, _) = ctx.type_kind(*operands.first()?).shape()?;
    let (b, _) = ctx.type_kind(*operands.get(1)?).shape()?;
    match (a, b) {
        ([m, k], [k2, n]) if k == k2 && *m >= 0 && *k >= 0 && *n >= 0 => {
            Some((*m as f64) * (*k as f64) * (*n as f64))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `uses_benefit` is false exactly when the weight makes every benefit
    /// cost the same (callers then pass 0 instead of looking it up).
    #[test]
    fn benefit_is_used_exactly_when_it_weighs() {
        let mut ctx = Context::new();
        let node = OpNode {
            name: ctx.op_name("x.add"),
            props: Default::default(),
            attrs: ctx.empty_dict(),
            types: patsat_egraph::TypesId(0),
            regions: Default::default(),
            constant: Default::default(),
            children: Default::default(),
        };
        for weight in [0.0, 0.001, 1.0] {
            let t = OpCostTable {
                benefit_weight: weight,
                ..Default::default()
            };
            let costs: Vec<f64> = (0..3u16)
                .map(|b| t.op_cost(&ctx, &node, &[], &[], b))
                .collect();
            let same = costs.iter().all(|&c| c == costs[0]);
            assert_eq!(t.uses_benefit(), !same, "weight {weight}: {costs:?}");
        }
    }
}
