//! Region payloads of pure ops with closed regions. A region-carrying
//! e-node holds a [`RegionKey`]: the interned *structure* of its regions
//! (ops, attributes, types, value numbering; locations are not part of
//! it), so two ops with identical bodies are the same e-node. The store
//! remembers one IR op holding each payload; extraction clones its regions
//! into every op it rebuilds.

use crate::lang::RegionKey;
use fxhash::FxHashMap;
use indexmap::IndexMap;
use patsat_ir::{Ir, OpId, Value, ValueDef};

/// Interned region payloads.
#[derive(Debug, Default)]
pub struct RegionStore {
    keys: IndexMap<Vec<u64>, OpId>,
}

impl RegionStore {
    /// The key of `op`'s regions (interned on first sight; `op` becomes
    /// the payload's source).
    pub fn intern(&mut self, ir: &Ir, op: OpId) -> RegionKey {
        let mut fp = Fingerprint::default();
        fp.op_regions(ir, op);
        let (i, _) = self.keys.insert_full(fp.tokens, op);
        RegionKey(i as u32)
    }

    /// The IR op holding the regions of a payload.
    pub fn source(&self, key: RegionKey) -> OpId {
        self.keys[key.0 as usize]
    }

    /// Number of payloads.
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }
}

/// Whether no op nested in `op` uses a value defined outside `op`.
pub fn is_closed(ir: &Ir, op: OpId) -> bool {
    let mut closed = true;
    ir.walk_pre(op, &mut |inner| {
        if inner == op {
            return;
        }
        for v in ir.operands(inner) {
            if !defined_within(ir, v, op) {
                closed = false;
            }
        }
    });
    closed
}

/// Whether `v` is defined inside `op` (not by `op` itself).
pub fn defined_within(ir: &Ir, v: Value, op: OpId) -> bool {
    match ir.value_def(v) {
        ValueDef::Result { op: d, .. } => d != op && ir.is_ancestor(op, d),
        ValueDef::Arg { block, .. } => ir
            .block_region(block)
            .and_then(|r| ir.region_op(r))
            .is_some_and(|owner| ir.is_ancestor(op, owner)),
        ValueDef::Placeholder => false,
    }
}

#[derive(Default)]
struct Fingerprint {
    tokens: Vec<u64>,
    values: FxHashMap<Value, u64>,
    blocks: FxHashMap<u32, u64>,
}

impl Fingerprint {
    fn value(&mut self, v: Value) -> u64 {
        let n = self.values.len() as u64;
        *self.values.entry(v).or_insert(n)
    }
    fn block(&mut self, b: u32) -> u64 {
        let n = self.blocks.len() as u64;
        *self.blocks.entry(b).or_insert(n)
    }
    fn op_regions(&mut self, ir: &Ir, op: OpId) {
        self.tokens.push(ir.regions(op).len() as u64);
        for &r in ir.regions(op) {
            let blocks = ir.region_blocks(r);
            self.tokens.push(blocks.len() as u64);
            for &b in blocks {
                let id = self.block(b.0);
                self.tokens.push(id);
                self.tokens.push(ir.block_args(b).len() as u64);
                for &a in ir.block_args(b) {
                    let n = self.value(a);
                    self.tokens.push(n);
                    self.tokens.push(ir.value_type(a).0 as u64);
                }
                for inner in ir.block_ops(b) {
                    self.op(ir, inner);
                }
            }
        }
    }
    fn op(&mut self, ir: &Ir, op: OpId) {
        self.tokens.push(ir.op_name(op).0 as u64);
        self.tokens
            .push(ir.props(op).map_or(u64::MAX, |a| a.0 as u64));
        self.tokens.push(ir.attrs(op).0 as u64);
        self.tokens.push(ir.num_operands(op) as u64);
        for v in ir.operands(op) {
            let n = self.value(v);
            self.tokens.push(n);
        }
        self.tokens.push(ir.num_results(op) as u64);
        for r in ir.results(op) {
            let n = self.value(r);
            self.tokens.push(n);
            self.tokens.push(ir.value_type(r).0 as u64);
        }
        self.tokens.push(ir.successors(op).len() as u64);
        for &s in ir.successors(op) {
            let n = self.block(s.0);
            self.tokens.push(n);
        }
        self.op_regions(ir, op);
    }
}
