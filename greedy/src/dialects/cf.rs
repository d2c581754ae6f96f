//! `cf`: `cf.br` and `cf.cond_br`, the branch ops whose successor operands
//! region simplification may rewrite (both `Pure` terminators in ODS).

use crate::op_info::{BranchOperands, OpInfo, OpInfoRegistry};

/// Adds the `cf` ops patsat knows.
pub fn register(r: &mut OpInfoRegistry) {
    r.add(
        "cf.br",
        OpInfo {
            terminator: true,
            branch: Some(BranchOperands::All),
            ..OpInfo::pure_op()
        },
    );
    r.add(
        "cf.cond_br",
        OpInfo {
            terminator: true,
            branch: Some(BranchOperands::Segments { first: 1 }),
            ..OpInfo::pure_op()
        },
    );
}
