//! Op facts from ODS: fills the [`OpInfoRegistry`] from the op definitions
//! of loaded `.td` files (`frontend::ods`), so the driver knows exactly the
//! traits MLIR compiles into each op: `Terminator`, `Symbol`,
//! `ConstantLike`, `Commutative`, `IsolatedFromAbove`, op-level
//! `MemoryEffects<[...]>` (`Pure` / `NoMemoryEffect` included) and
//! `RecursiveMemoryEffects`.
//!
//! Not yet read: effects declared on single operands and results
//! (`Arg<..., [MemRead]>`, `Res<..., [MemAlloc]>`), which also make an op
//! implement `MemoryEffectOpInterface`. An op with such effects and no
//! op-level effect trait is left as "unknown effects" (never trivially
//! dead), which is conservative. Base interfaces of an interface are not
//! in the ODS model yet either: `FunctionOpInterface` (based on `Symbol`)
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
    let effects = if effect_traits.is_empty() {
        MemoryEffects::Unknown
    } else {
        let mut v = Vec::new();
        for t in effect_traits {
            for e in &t.effects {
                let kind = match e.as_str() {
                    s if s.contains("Read") => EffectKind::Read,
                    s if s.contains("Alloc") => EffectKind::Allocate,
                    s if s.contains("Free") => EffectKind::Free,
                    _ => EffectKind::Write,
                };
                v.push(Effect {
                    kind,
                    on_result: None,
                });
            }
        }
        MemoryEffects::Known(v)
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
        isolated_from_above: op.has_trait("IsolatedFromAbove")
            || op.has_trait("IsIsolatedFromAbove"),
        effects,
        recursive_effects: op.has_trait("RecursiveMemoryEffects")
            || op.has_trait("HasRecursiveMemoryEffects"),
    }
}

/// Describes every op of `model` in `registry` (ODS facts replace facts
/// written by hand; folders and materializers are kept).
pub fn add_ods_ops(registry: &mut OpInfoRegistry, model: &OdsModel) {
    for op in &model.ops {
        registry.add(&op.name, op_info_from_ods(op));
    }
}
