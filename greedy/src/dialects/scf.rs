//! `scf`: `scf.if` (effects of its regions) and `scf.yield`.

use crate::op_info::{OpInfo, OpInfoRegistry};

/// Adds the `scf` ops patsat knows.
pub fn register(r: &mut OpInfoRegistry) {
    r.add(
        "scf.if",
        OpInfo {
            recursive_effects: true,
            ..Default::default()
        },
    );
    r.add(
        "scf.yield",
        OpInfo {
            terminator: true,
            ..OpInfo::pure_op()
        },
    );
}
