//! `memref`: `memref.load`, which only reads memory (its ODS effects in
//! LLVM 22), so an unused load is trivially dead.

use crate::op_info::{Effect, EffectKind, MemoryEffects, OpInfo, OpInfoRegistry};

/// Adds the `memref` ops patsat knows.
pub fn register(r: &mut OpInfoRegistry) {
    r.add(
        "memref.load",
        OpInfo {
            effects: MemoryEffects::Known(vec![Effect {
                kind: EffectKind::Read,
                on_result: None,
            }]),
            ..Default::default()
        },
    );
}
