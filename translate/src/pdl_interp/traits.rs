//! Which ops have the `AttrSizedOperandSegments` / `AttrSizedResultSegments`
//! traits: `get_operands N` / `get_results N` read such an op's
//! `operandSegmentSizes` / `resultSegmentSizes`, and treat any other op's
//! values from index N on as one trailing group (MLIR's bytecode asks the
//! op's registered traits).

use super::program::Side;
use std::collections::BTreeSet;

/// Op names with attribute-sized operand or result segments.
#[derive(Clone, Debug, Default)]
pub struct SegmentTraits {
    operands: BTreeSet<String>,
    results: BTreeSet<String>,
}

impl SegmentTraits {
    /// No op has them.
    pub fn new() -> Self {
        Self::default()
    }

    /// The ops of MLIR's test dialect that `pdl-bytecode.mlir` uses
    /// (`mlir/test/lib/Dialect/Test/TestOps.td`: `AttrSizedOperandOp`,
    /// `AttrSizedResultOp`).
    pub fn test_dialect() -> Self {
        let mut t = Self::new();
        t.add("test.attr_sized_operands", Side::Operands);
        t.add("test.attr_sized_results", Side::Results);
        t
    }

    /// Declares that `op` has attribute-sized segments on `side`.
    pub fn add(&mut self, op: &str, side: Side) {
        match side {
            Side::Operands => self.operands.insert(op.to_string()),
            Side::Results => self.results.insert(op.to_string()),
        };
    }

    /// Whether `op` has attribute-sized segments on `side`.
    pub fn has_sized_segments(&self, op: &str, side: Side) -> bool {
        match side {
            Side::Operands => self.operands.contains(op),
            Side::Results => self.results.contains(op),
        }
    }
}
