//! The custom form of `arith.constant` (`%c = arith.constant 10 : i32`,
//! `arith.constant true`), as MLIR's tests write it: the value becomes the
//! `value` property and its type the result type.

use super::{PResult, Parser};
use crate::attrs::AttrKind;
use crate::ir::{OpId, OpSpec};

impl Parser<'_> {
    /// Parses `arith.constant {attrs}? VALUE`; the keyword is the current
    /// token.
    pub(crate) fn parse_arith_constant(&mut self, at: usize) -> PResult<OpId> {
        self.bump();
        let mut props = Vec::new();
        let attrs = self.pdl_attr_dict(false, &["value"], &mut props)?;
        let value_at = self.tok.start;
        let value = self.parse_attribute(None)?;
        let ty = match self.ctx.attr_kind(value) {
            AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => *ty,
            AttrKind::DenseElements { ty, .. }
            | AttrKind::DenseString { ty, .. }
            | AttrKind::DenseResource { ty, .. }
            | AttrKind::Sparse { ty, .. } => *ty,
            _ => return self.error_at(value_at, "expected a typed attribute as constant value"),
        };
        props.push(("value".to_string(), value));
        let props = self.ctx.dict_attr(props).ok();
        let name = self.ctx.op_name("arith.constant");
        let loc = self.file_loc(at);
        Ok(self.ir.create_op(OpSpec {
            name,
            operands: vec![],
            result_types: vec![ty],
            attrs,
            props,
            successors: vec![],
            num_regions: 0,
            loc,
        }))
    }
}
