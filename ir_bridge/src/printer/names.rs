//! SSA value and block naming, as MLIR's generic printer does it: value
//! ids are unique across the whole printed op, regions are numbered from a
//! stack (so the last sibling region is numbered first), entry block
//! arguments are `%argN`, other values `%N`, blocks `^bbN` per region.

use crate::ir::{BlockId, Ir, OpId, RegionId, Value};

/// How a value prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ValueName {
    /// Not numbered (not inside the printed op).
    Unknown,
    /// `%N`, with the result number when the op has several results.
    Id(u32),
    /// `%argN`
    Arg(u32),
}

/// Names of every value and block under one op.
pub(crate) struct Names {
    values: Vec<ValueName>,
    blocks: Vec<u32>,
}

impl Names {
    /// Numbers everything nested in `top`.
    pub fn new(ir: &Ir, top: OpId) -> Names {
        let mut n = Names {
            values: vec![ValueName::Unknown; ir.num_values()],
            blocks: vec![0; ir.num_blocks()],
        };
        let mut next_value = 0u32;
        let mut next_arg = 0u32;
        // (region, next_value, next_arg) — with unique ids the saved counters
        // are not restored, so only the region matters.
        let mut stack: Vec<RegionId> = ir.regions(top).to_vec();
        n.number_op(ir, top, &mut next_value);
        while let Some(r) = stack.pop() {
            n.number_region(ir, r, &mut next_value, &mut next_arg);
            for &b in ir.region_blocks(r) {
                for op in ir.block_ops(b) {
                    stack.extend_from_slice(ir.regions(op));
                }
            }
        }
        n
    }

    fn number_op(&mut self, ir: &Ir, op: OpId, next_value: &mut u32) {
        if ir.num_results(op) == 0 {
            return;
        }
        let id = *next_value;
        *next_value += 1;
        for r in ir.results(op) {
            self.values[r.index()] = ValueName::Id(id);
        }
    }

    fn number_region(&mut self, ir: &Ir, r: RegionId, next_value: &mut u32, next_arg: &mut u32) {
        for (i, &b) in ir.region_blocks(r).iter().enumerate() {
            self.blocks[b.index()] = i as u32;
            let entry = i == 0;
            for &a in ir.block_args(b) {
                self.values[a.index()] = if entry {
                    *next_arg += 1;
                    ValueName::Arg(*next_arg - 1)
                } else {
                    *next_value += 1;
                    ValueName::Id(*next_value - 1)
                };
            }
            for op in ir.block_ops(b) {
                self.number_op(ir, op, next_value);
            }
        }
    }

    /// Writes the use of a value: `%N`, `%N#k`, `%argN`.
    pub fn value(&self, ir: &Ir, out: &mut String, v: Value) {
        use std::fmt::Write;
        match self
            .values
            .get(v.index())
            .copied()
            .unwrap_or(ValueName::Unknown)
        {
            ValueName::Unknown => out.push_str("<<UNKNOWN SSA VALUE>>"),
            ValueName::Arg(n) => {
                let _ = write!(out, "%arg{}", n);
            }
            ValueName::Id(n) => {
                let _ = write!(out, "%{}", n);
                if let crate::ir::ValueDef::Result { op, index } = ir.value_def(v) {
                    if ir.num_results(op) > 1 {
                        let _ = write!(out, "#{}", index);
                    }
                }
            }
        }
    }

    /// The result-list head `%N` or `%N:k` of an op with results.
    pub fn result_head(&self, ir: &Ir, out: &mut String, op: OpId) {
        use std::fmt::Write;
        let first = ir.result(op, 0);
        if let ValueName::Id(n) = self.values[first.index()] {
            let _ = write!(out, "%{}", n);
        }
        if ir.num_results(op) > 1 {
            let _ = write!(out, ":{}", ir.num_results(op));
        }
    }

    /// The position of a block in its region.
    pub fn block(&self, b: BlockId) -> u32 {
        self.blocks[b.index()]
    }
}
