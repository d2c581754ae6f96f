//! Moving blocks between regions (what MLIR's `Region::takeBody` and
//! `RewriterBase::inlineRegionBefore` do to the arena): the blocks keep
//! their ops, arguments and uses and only change parents.

use super::{BlockId, Ir, RegionId};

impl Ir {
    /// Unlinks a block from its region; it keeps its ops and arguments
    /// (see [`Ir::push_block`] to attach it elsewhere).
    pub fn detach_block(&mut self, block: BlockId) {
        if let Some(r) = self.blocks[block.index()].parent.take() {
            self.regions[r.index()].blocks.retain(|&b| b != block);
        }
    }

    /// Moves every block of `from`, in order, to the end of `to` (`from`
    /// ends up empty). The two regions must differ.
    pub fn move_region_blocks(&mut self, from: RegionId, to: RegionId) {
        if from == to {
            return;
        }
        let blocks = std::mem::take(&mut self.regions[from.index()].blocks);
        for b in blocks {
            self.blocks[b.index()].parent = Some(to);
            self.regions[to.index()].blocks.push(b);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{parse_source, print_module, Context, SourceFile};

    #[test]
    fn blocks_move_between_regions() {
        let mut ctx = Context::new();
        let src = SourceFile::new(
            "t.mlir",
            b"\"x.two\"() ({\n  \"x.a\"() : () -> ()\n}, {\n  \"x.b\"() : () -> ()\n}) : () -> ()\n"
                .to_vec(),
        );
        let mut m = parse_source(&mut ctx, &src).unwrap();
        let body = m.ir.regions(m.top)[0];
        let two = m.ir.block_ops(m.ir.region_blocks(body)[0]).next().unwrap();
        let (r0, r1) = (m.ir.regions(two)[0], m.ir.regions(two)[1]);
        let b0 = m.ir.region_blocks(r0)[0];
        m.ir.detach_block(b0);
        assert!(m.ir.region_blocks(r0).is_empty());
        m.ir.move_region_blocks(r1, r0);
        m.ir.push_block(r1, b0);
        let out = print_module(&ctx, &m, &Default::default());
        assert!(
            out.find("x.b").unwrap() < out.find("x.a").unwrap(),
            "{}",
            out
        );
        assert_eq!(m.ir.block_region(b0), Some(r1));
    }
}
