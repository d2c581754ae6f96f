//! Op facts from ODS: fills the [`OpInfoRegistry`] from the op definitions
//! of loaded `.td` files (`frontend::ods`), so the driver knows exactly the
//! traits MLIR compiles into each op: `Terminator`, `Symbol`,
//! `ConstantLike`, `Commutative`, `Idempotent`, `Involution`,
//! `IsolatedFromAbove`, memory effects
//! (`Pure` / `NoMemoryEffect` included) and `RecursiveMemoryEffects`.
//! Effects declared on single operands and results (`Arg<..., [MemRead]>`,
//! `Res<..., [MemAlloc]>`) count too: they also make an op implement
//! `MemoryEffectOpInterface` (a result effect is attached to the result's
//! ODS index).
//!
//! Base interfaces of an interface are not
//! in the ODS model yet: `FunctionOpInterface` (based on `Symbol`)
//! is recognised by name.

use crate::op_info::{Effect, EffectKind, MemoryEffects, OpInfo, OpInfoRegistry};
use patsat_frontend::ods::{OdsModel, Op, TraitKind};

/// The facts of one ODS op.
pub fn op_info_from_ods(op: &Op) -> OpInfo {
    let effect_traits: Vec<_> = op
        .traits
        .iter()
        .filter(|t| t.kind == TraitKind::MemoryEffects)
        .collect();
    let operand_effects = op
        .operands
        .iter()
        .flat_map(|v| v.effects.iter().map(|e| (e, None)));
    let result_effects = op
        .results
        .iter()
        .enumerate()
        .flat_map(|(i, v)| v.effects.iter().map(move |e| (e, Some(i as u32))));
    let value_effects: Vec<(&String, Option<u32>)> =
        operand_effects.chain(result_effects).collect();
    let effects = if effect_traits.is_empty() && value_effects.is_empty() {
        MemoryEffects::Unknown
    } else {
        let op_level = effect_traits
            .iter()
            .flat_map(|t| t.effects.iter().map(|e| (e, None)));
        MemoryEffects::Known(
            op_level
                .chain(value_effects)
                .map(|(e, on_result)| Effect {
                    kind: effect_kind(e),
                    on_result,
                })
                .collect(),
        )
    };
    OpInfo {
        terminator: op.has_trait("Terminator") || op.has_trait("IsTerminator"),
        symbol: op.traits.iter().any(|t| {
            t.def_name == "Symbol"
                || t.cpp.contains("SymbolOpInterface")
                // Interfaces whose base interfaces include `Symbol`; the
                // ODS model does not list base interfaces yet.
                || t.def_name == "FunctionOpInterface"
        }),
        constant_like: op.is_constant_like(),
        commutative: op.is_commutative(),
        idempotent: op.has_trait("IsIdempotent"),
        involution: op.has_trait("IsInvolution"),
        isolated_from_above: op.has_trait("IsolatedFromAbove")
            || op.has_trait("IsIsolatedFromAbove"),
        effects,
        recursive_effects: op.has_trait("RecursiveMemoryEffects")
            || op.has_trait("HasRecursiveMemoryEffects"),
        // How successor operands are laid out is C++ (`getSuccessorOperands`),
        // not ODS: kept from the hand-written dialect tables.
        branch: None,
    }
}

fn effect_kind(name: &str) -> EffectKind {
    if name.contains("Read") {
        EffectKind::Read
    } else if name.contains("Alloc") {
        EffectKind::Allocate
    } else if name.contains("Free") {
        EffectKind::Free
    } else {
        EffectKind::Write
    }
}

/// Describes every op of `model` in `registry` (ODS facts replace facts
/// written by hand; folders and materializers are kept).
pub fn add_ods_ops(registry: &mut OpInfoRegistry, model: &OdsModel) {
    for op in &model.ops {
        let mut info = op_info_from_ods(op);
        info.branch = registry.info(&op.name).and_then(|i| i.branch);
        registry.add(&op.name, info);
    }
}

/// The upstream dialects' registry with the facts of the ops of `models`
/// added (ODS wins for the ops it defines).
pub fn registry_with_ods(models: &[OdsModel]) -> OpInfoRegistry {
    let mut r = crate::dialects::upstream_registry();
    for m in models {
        add_ods_ops(&mut r, m);
    }
    r
}
