//! Copying the regions of one op into another (region payloads of e-nodes
//! are cloned into every op extraction builds from them).

use fxhash::FxHashMap;
use patsat_ir::{BlockId, Ir, OpId, OpSpec, Value};

/// Appends copies of `src`'s regions to `dst` (which has none yet). Values
/// defined inside `src` are renamed; others are kept (closed regions have
/// none).
pub fn clone_regions(ir: &mut Ir, src: OpId, dst: OpId) {
    let mut values: FxHashMap<Value, Value> = FxHashMap::default();
    let mut blocks: FxHashMap<BlockId, BlockId> = FxHashMap::default();
    let mut created: Vec<OpId> = Vec::new();
    clone_into(ir, src, dst, &mut values, &mut blocks, &mut created);
    // Uses that came before their definition in walk order.
    for op in created {
        for i in 0..ir.num_operands(op) {
            if let Some(&v) = values.get(&ir.operand(op, i)) {
                ir.set_operand(op, i, v);
            }
        }
    }
}

fn clone_into(
    ir: &mut Ir,
    src: OpId,
    dst: OpId,
    values: &mut FxHashMap<Value, Value>,
    blocks: &mut FxHashMap<BlockId, BlockId>,
    created: &mut Vec<OpId>,
) {
    for r in ir.regions(src).to_vec() {
        let nr = ir.new_region();
        ir.attach_region(dst, nr);
        let old_blocks = ir.region_blocks(r).to_vec();
        for &b in &old_blocks {
            let nb = ir.append_block(nr);
            blocks.insert(b, nb);
            for a in ir.block_args(b).to_vec() {
                let (ty, loc) = (ir.value_type(a), ir.value_loc(a));
                let na = ir.add_block_arg(nb, ty, loc);
                values.insert(a, na);
            }
        }
        for &b in &old_blocks {
            let nb = blocks[&b];
            let ops: Vec<OpId> = ir.block_ops(b).collect();
            for op in ops {
                let spec = OpSpec {
                    name: ir.op_name(op),
                    operands: ir
                        .operands(op)
                        .map(|v| values.get(&v).copied().unwrap_or(v))
                        .collect(),
                    result_types: ir.results(op).map(|r| ir.value_type(r)).collect(),
                    attrs: ir.attrs(op),
                    props: ir.props(op),
                    successors: ir
                        .successors(op)
                        .iter()
                        .map(|s| blocks.get(s).copied().unwrap_or(*s))
                        .collect(),
                    num_regions: 0,
                    loc: ir.op_loc(op),
                };
                let new = ir.create_op(spec);
                for (o, n) in ir.results(op).zip(ir.results(new)).collect::<Vec<_>>() {
                    values.insert(o, n);
                }
                ir.append_op(nb, new);
                created.push(new);
                clone_into(ir, op, new, values, blocks, created);
            }
        }
    }
}
