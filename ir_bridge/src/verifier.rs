//! Structural verification: every operand is defined by a value that
//! dominates the use, successors are blocks of the same region, and entry
//! blocks have no predecessors.
//!
//! Dominance follows MLIR: within a block, definitions must come before
//! uses; across blocks of one region, the defining block must dominate the
//! using block in the region's CFG (unreachable blocks accept anything);
//! values from enclosing regions are visible in nested regions.

use crate::diag::{Diagnostic, Severity};
use crate::ir::{BlockId, Ir, OpId, RegionId, ValueDef};
use crate::{Context, Module};
use fxhash::FxHashMap;

/// Verifies a module; returns every problem found.
pub fn verify(
    ctx: &Context,
    module: &Module,
    file: &crate::SourceFile,
) -> Result<(), Vec<Diagnostic>> {
    let mut v = Verifier {
        ctx,
        ir: &module.ir,
        file,
        diags: Vec::new(),
        order: vec![u32::MAX; module.ir.op_capacity()],
        doms: FxHashMap::default(),
        symbols: Default::default(),
    };
    v.op(module.top);
    if v.diags.is_empty() {
        Ok(())
    } else {
        Err(v.diags)
    }
}

struct Verifier<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    file: &'a crate::SourceFile,
    diags: Vec<Diagnostic>,
    /// Position of each op in its block (computed per block on demand).
    /// (Indexed by op id; `u32::MAX` until its block is numbered.)
    order: Vec<u32>,
    /// Dominator info per region: block -> (rpo index, idom), None when unreachable.
    doms: FxHashMap<RegionId, DomTree>,
    /// Module symbol tables for the `func` checks.
    symbols: crate::verifier_func::SymbolTables,
}

/// Per block of a region: (reverse post-order index, immediate dominator),
/// or `None` when the block is unreachable.
type DomTree = FxHashMap<BlockId, Option<(usize, Option<BlockId>)>>;

impl Verifier<'_> {
    fn error_at_op(&mut self, op: OpId, msg: String) {
        let d = match self.ctx.attr_kind(self.ir.op_loc(op)) {
            crate::AttrKind::Location(crate::LocKind::File {
                file, line, col, ..
            }) => {
                let name = String::from_utf8_lossy(self.ctx.string_bytes(*file)).into_owned();
                let src = if name == self.file.name {
                    Some(self.file.line_text(*line))
                } else {
                    None
                };
                Diagnostic {
                    severity: Severity::Error,
                    file: name,
                    line: *line,
                    col: *col,
                    message: msg,
                    source_line: src,
                    notes: Vec::new(),
                }
            }
            _ => Diagnostic::bare(Severity::Error, "<unknown>", msg),
        };
        self.diags.push(d);
    }

    fn op(&mut self, op: OpId) {
        let ir = self.ir;
        if let Some((at, msg)) = crate::verifier_func::check(self.ctx, ir, op, &mut self.symbols) {
            self.error_at_op(at, msg);
            return;
        }
        for (i, v) in ir.operands(op).enumerate() {
            if !self.dominates(v, op) {
                self.error_at_op(op, format!("operand #{} does not dominate this use", i));
                return;
            }
        }
        let my_region = ir.op_block(op).and_then(|b| ir.block_region(b));
        for &s in ir.successors(op) {
            if ir.block_region(s) != my_region {
                self.error_at_op(op, "branching to block of a different region".into());
                return;
            }
        }
        for &r in ir.regions(op) {
            let blocks = ir.region_blocks(r).to_vec();
            for (i, &b) in blocks.iter().enumerate() {
                for (pos, o) in ir.block_ops(b).enumerate() {
                    self.order[o.index()] = pos as u32;
                }
                if i == 0 {
                    let has_preds = blocks
                        .iter()
                        .any(|&x| ir.block_ops(x).any(|o| ir.successors(o).contains(&b)));
                    if has_preds {
                        self.error_at_op(
                            op,
                            "entry block of region may not have predecessors".into(),
                        );
                        return;
                    }
                }
            }
            for b in blocks {
                let ops: Vec<OpId> = ir.block_ops(b).collect();
                for o in ops {
                    self.op(o);
                    if !self.diags.is_empty() {
                        return;
                    }
                }
            }
        }
    }

    /// Whether value `v` dominates its use by `user`.
    fn dominates(&mut self, v: crate::Value, user: OpId) -> bool {
        let ir = self.ir;
        let def_block = match ir.value_def(v) {
            ValueDef::Placeholder => return false,
            _ => match ir.value_block(v) {
                Some(b) => b,
                None => return false,
            },
        };
        // Walk up from the user until we reach an op in the defining block's region.
        let def_region = ir.block_region(def_block);
        let mut cur = user;
        loop {
            let Some(b) = ir.op_block(cur) else {
                return false;
            };
            if ir.block_region(b) == def_region {
                let graph = def_region.and_then(|r| ir.region_op(r)).is_some_and(|o| {
                    !crate::registry::has_ssa_dominance(self.ctx.op_name_str(ir.op_name(o)))
                });
                if graph {
                    return true;
                }
                if b == def_block {
                    return match ir.value_def(v) {
                        ValueDef::Arg { .. } => true,
                        ValueDef::Result { op, .. } => {
                            if op == cur {
                                return cur != user; // a nested use of the op's own result is fine
                            }
                            self.order[op.index()] < self.order[cur.index()]
                        }
                        ValueDef::Placeholder => false,
                    };
                }
                return self.block_dominates(def_region.unwrap(), def_block, b);
            }
            match ir.parent_op(cur) {
                Some(p) => cur = p,
                None => return false,
            }
        }
    }

    fn block_dominates(&mut self, r: RegionId, a: BlockId, b: BlockId) -> bool {
        if !self.doms.contains_key(&r) {
            let d = compute_doms(self.ir, r);
            self.doms.insert(r, d);
        }
        let d = &self.doms[&r];
        let Some(Some(_)) = d.get(&b) else {
            return true; // unreachable use: anything goes
        };
        let mut cur = Some(b);
        while let Some(c) = cur {
            if c == a {
                return true;
            }
            cur = d.get(&c).copied().flatten().and_then(|x| x.1);
        }
        false
    }
}

/// Cooper–Harvey–Kennedy dominators over a region's CFG.
fn compute_doms(ir: &Ir, r: RegionId) -> DomTree {
    let blocks = ir.region_blocks(r);
    let mut result: FxHashMap<BlockId, Option<(usize, Option<BlockId>)>> =
        blocks.iter().map(|b| (*b, None)).collect();
    if blocks.is_empty() {
        return result;
    }
    let succs = |b: BlockId| -> Vec<BlockId> {
        match ir.last_op(b) {
            Some(_) => ir
                .block_ops(b)
                .flat_map(|o| ir.successors(o).to_vec())
                .collect(),
            None => vec![],
        }
    };
    // Reverse post-order from the entry.
    let mut post = Vec::new();
    let mut seen: FxHashMap<BlockId, bool> = FxHashMap::default();
    let mut stack = vec![(blocks[0], 0usize)];
    seen.insert(blocks[0], true);
    while let Some((b, i)) = stack.pop() {
        let s = succs(b);
        if i < s.len() {
            stack.push((b, i + 1));
            let n = s[i];
            if !seen.contains_key(&n) && result.contains_key(&n) {
                seen.insert(n, true);
                stack.push((n, 0));
            }
        } else {
            post.push(b);
        }
    }
    let rpo: Vec<BlockId> = post.into_iter().rev().collect();
    let idx: FxHashMap<BlockId, usize> = rpo.iter().enumerate().map(|(i, b)| (*b, i)).collect();
    let mut preds: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
    for &b in &rpo {
        for s in succs(b) {
            preds.entry(s).or_default().push(b);
        }
    }
    let mut idom: Vec<Option<usize>> = vec![None; rpo.len()];
    idom[0] = Some(0);
    let mut changed = true;
    while changed {
        changed = false;
        for i in 1..rpo.len() {
            let mut new: Option<usize> = None;
            for p in preds.get(&rpo[i]).map(|v| v.as_slice()).unwrap_or(&[]) {
                let Some(&pi) = idx.get(p) else { continue };
                if idom[pi].is_none() {
                    continue;
                }
                new = Some(match new {
                    None => pi,
                    Some(n) => {
                        let (mut a, mut b) = (n, pi);
                        while a != b {
                            while a > b {
                                a = idom[a].unwrap();
                            }
                            while b > a {
                                b = idom[b].unwrap();
                            }
                        }
                        a
                    }
                });
            }
            if new != idom[i] {
                idom[i] = new;
                changed = true;
            }
        }
    }
    for (i, b) in rpo.iter().enumerate() {
        let parent = if i == 0 {
            None
        } else {
            idom[i].map(|p| rpo[p])
        };
        result.insert(*b, Some((i, parent)));
    }
    result
}
