//! PDL MLIR to `PatternSet`: every `pdl.pattern` op of a parsed module
//! (custom or generic form, both read by `patsat-ir`'s parser) becomes a
//! [`Pattern`]. Ops the pattern IR has no place for are errors at their
//! location.

use crate::pattern::verify::diag_at_loc;
use crate::pattern::{
    MatchOp, OperationNode, Pattern, PatternSet, PdlType, Replacement, RewriteOp, ValueId,
};
use patsat_ir::printer::type_to_string;
use patsat_ir::{
    parse_source, split_input_file, Attr, AttrKind, Context, Diagnostic, Ir, Module, OpId,
    SourceFile, Value,
};
use std::collections::HashMap;

/// Parses PDL text (one module, or one per `// -----` chunk with `split`)
/// and imports each module's patterns.
pub fn import_text(
    ctx: &mut Context,
    name: &str,
    text: &[u8],
    split: bool,
) -> Result<Vec<PatternSet>, Vec<Diagnostic>> {
    let chunks = if split {
        split_input_file(text)
    } else {
        vec![(0, text.to_vec())]
    };
    let mut out = Vec::new();
    for (_, chunk) in chunks {
        let src = SourceFile::new(name, chunk);
        let module = parse_source(ctx, &src)?;
        out.push(import_module(ctx, &module).map_err(|d| vec![d])?);
    }
    Ok(out)
}

/// Imports the `pdl.pattern` ops of a module (at any depth of nested
/// `builtin.module`s), in order.
pub fn import_module(ctx: &Context, module: &Module) -> Result<PatternSet, Diagnostic> {
    let mut set = PatternSet::default();
    let ir = &module.ir;
    let mut patterns = Vec::new();
    ir.walk_pre(module.top, &mut |op| {
        if ctx.op_name_str(ir.op_name(op)) == "pdl.pattern" {
            patterns.push(op);
        }
    });
    for op in patterns {
        set.patterns.push(Importer::new(ctx, ir).pattern(op)?);
    }
    Ok(set)
}

struct Importer<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    values: HashMap<Value, ValueId>,
    p: Pattern,
}

impl<'a> Importer<'a> {
    fn new(ctx: &'a Context, ir: &'a Ir) -> Self {
        Importer {
            ctx,
            ir,
            values: HashMap::new(),
            p: Pattern::default(),
        }
    }

    fn err(&self, op: OpId, msg: impl std::fmt::Display) -> Diagnostic {
        let name = self.ctx.op_name_str(self.ir.op_name(op));
        diag_at_loc(
            self.ctx,
            Some(self.ir.op_loc(op)),
            format!("'{}' op {}", name, msg),
        )
    }

    /// A property, or else an attribute, of an op.
    fn get(&self, op: OpId, name: &str) -> Option<Attr> {
        self.ir
            .props(op)
            .and_then(|p| self.ctx.dict_get(p, name))
            .or_else(|| self.ctx.dict_get(self.ir.attrs(op), name))
    }

    fn string(&self, op: OpId, name: &str) -> Option<String> {
        match self.ctx.attr_kind(self.get(op, name)?) {
            AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
            _ => None,
        }
    }

    fn int(&self, op: OpId, name: &str) -> Option<i64> {
        match self.ctx.attr_kind(self.get(op, name)?) {
            AttrKind::Integer { value, .. } => i64::try_from(value).ok(),
            _ => None,
        }
    }

    /// `operandSegmentSizes`, or `default` when absent.
    fn segments(&self, op: OpId, default: &[usize]) -> Vec<usize> {
        self.get(op, "operandSegmentSizes")
            .and_then(|a| self.ctx.segment_sizes(a))
            .unwrap_or_else(|| default.to_vec())
    }

    fn operand_groups(&self, op: OpId, default: &[usize]) -> Result<Vec<Vec<Value>>, Diagnostic> {
        let ops: Vec<Value> = self.ir.operands(op).collect();
        patsat_ir::split_segments(&ops, &self.segments(op, default)).ok_or_else(|| {
            self.err(
                op,
                "has operand segment sizes that do not match its operands",
            )
        })
    }

    fn pdl_type(&self, op: OpId, t: patsat_ir::Type) -> Result<PdlType, Diagnostic> {
        let s = type_to_string(self.ctx, t);
        PdlType::from_mlir_name(&s)
            .ok_or_else(|| self.err(op, format!("has a result of non-PDL type {}", s)))
    }

    fn result_types(&self, op: OpId) -> Result<Vec<PdlType>, Diagnostic> {
        self.ir
            .results(op)
            .map(|r| self.pdl_type(op, self.ir.value_type(r)))
            .collect()
    }

    fn v(&self, op: OpId, v: Value) -> Result<ValueId, Diagnostic> {
        self.values
            .get(&v)
            .copied()
            .ok_or_else(|| self.err(op, "uses a value defined outside of its pattern"))
    }

    fn vs(&self, op: OpId, vs: &[Value]) -> Result<Vec<ValueId>, Diagnostic> {
        vs.iter().map(|&v| self.v(op, v)).collect()
    }

    fn opt(&self, op: OpId, vs: &[Value]) -> Result<Option<ValueId>, Diagnostic> {
        Ok(match vs.first() {
            Some(&v) => Some(self.v(op, v)?),
            None => None,
        })
    }

    fn bind(&mut self, op: OpId, ids: Vec<ValueId>) {
        for (r, id) in self.ir.results(op).zip(ids) {
            self.values.insert(r, id);
        }
    }

    fn constant_type(&self, op: OpId) -> Option<patsat_ir::Type> {
        match self.ctx.attr_kind(self.get(op, "constantType")?) {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        }
    }

    fn constant_types(&self, op: OpId) -> Result<Option<Vec<patsat_ir::Type>>, Diagnostic> {
        let Some(a) = self.get(op, "constantTypes") else {
            return Ok(None);
        };
        match self.ctx.attr_kind(a) {
            AttrKind::Array(items) => items
                .iter()
                .map(|&i| match self.ctx.attr_kind(i) {
                    AttrKind::Type(t) => Ok(*t),
                    _ => Err(self.err(op, "expects an array of types")),
                })
                .collect::<Result<Vec<_>, _>>()
                .map(Some),
            _ => Err(self.err(op, "expects an array of types")),
        }
    }

    fn operation(&self, op: OpId) -> Result<OperationNode, Diagnostic> {
        let g = self.operand_groups(op, &[self.ir.num_operands(op), 0, 0])?;
        if g.len() != 3 {
            return Err(self.err(op, "expects three operand segments"));
        }
        let names: Vec<String> = match self
            .get(op, "attributeValueNames")
            .map(|a| self.ctx.attr_kind(a))
        {
            Some(AttrKind::Array(items)) => items
                .iter()
                .map(|&i| match self.ctx.attr_kind(i) {
                    AttrKind::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
                    _ => String::new(),
                })
                .collect(),
            _ => vec![],
        };
        if names.len() != g[1].len() {
            return Err(self.err(op, format!(
                "expected the same number of attribute values and attribute names, got {} names and {} values",
                names.len(),
                g[1].len()
            )));
        }
        Ok(OperationNode {
            name: self.string(op, "opName"),
            operands: self.vs(op, &g[0])?,
            attributes: names.into_iter().zip(self.vs(op, &g[1])?).collect(),
            result_types: self.vs(op, &g[2])?,
            regions: Vec::new(),
        })
    }

    fn pattern(mut self, pat: OpId) -> Result<Pattern, Diagnostic> {
        let ir = self.ir;
        self.p.name = self.string(pat, "sym_name");
        let benefit = self.int(pat, "benefit").unwrap_or(0);
        self.p.benefit = u16::try_from(benefit)
            .map_err(|_| self.err(pat, "has a benefit that does not fit 16 bits"))?;
        self.p.recursion = self
            .ctx
            .dict_get(ir.attrs(pat), "patsat.recursion")
            .is_some();
        self.p.loc = Some(ir.op_loc(pat));
        let block = ir
            .regions(pat)
            .first()
            .and_then(|&r| ir.region_blocks(r).first().copied())
            .ok_or_else(|| self.err(pat, "expected a body"))?;
        let mut rewrite = None;
        for op in ir.block_ops(block).collect::<Vec<_>>() {
            let name = self.ctx.op_name_str(ir.op_name(op)).to_string();
            if name == "pdl.rewrite" {
                rewrite = Some(op);
                break;
            }
            let (node, tys) = self.match_op(op, &name)?;
            let ids = self.p.add_match(node, &tys, Some(ir.op_loc(op)));
            self.bind(op, ids);
        }
        let Some(rw) = rewrite else {
            return Err(self.err(pat, "expected body to terminate with `pdl.rewrite`"));
        };
        let g = self.operand_groups(rw, &[self.ir.num_operands(rw).min(1), 0])?;
        self.p.rewriter.root = self.opt(rw, g.first().map(|v| v.as_slice()).unwrap_or(&[]))?;
        self.p.rewriter.loc = Some(ir.op_loc(rw));
        if let Some(name) = self.string(rw, "name") {
            let args = self.vs(rw, g.get(1).map(|v| v.as_slice()).unwrap_or(&[]))?;
            self.p.rewriter.external = Some((name, args));
        }
        if let Some(b) = ir
            .regions(rw)
            .first()
            .and_then(|&r| ir.region_blocks(r).first().copied())
        {
            for op in ir.block_ops(b).collect::<Vec<_>>() {
                let name = self.ctx.op_name_str(ir.op_name(op)).to_string();
                let (node, tys) = self.rewrite_op(op, &name)?;
                let ids = self.p.add_rewrite(node, &tys, Some(ir.op_loc(op)));
                self.bind(op, ids);
            }
        }
        Ok(self.p)
    }

    fn match_op(&self, op: OpId, name: &str) -> Result<(MatchOp, Vec<PdlType>), Diagnostic> {
        let ops: Vec<Value> = self.ir.operands(op).collect();
        let tys = self.result_types(op)?;
        let node = match name {
            "pdl.operand" => MatchOp::Operand {
                ty: self.opt(op, &ops)?,
            },
            "pdl.operands" => MatchOp::Operands {
                ty: self.opt(op, &ops)?,
            },
            "pdl.attribute" => MatchOp::Attribute {
                ty: self.opt(op, &ops)?,
                value: self.get(op, "value"),
            },
            "pdl.type" => MatchOp::Type {
                constant: self.constant_type(op),
            },
            "pdl.types" => MatchOp::Types {
                constant: self.constant_types(op)?,
            },
            "pdl.operation" => MatchOp::Operation(self.operation(op)?),
            "pdl.result" => MatchOp::Result {
                parent: self.v(op, ops[0])?,
                index: self.int(op, "index").unwrap_or(0) as u32,
            },
            "pdl.results" => MatchOp::Results {
                parent: self.v(op, ops[0])?,
                index: self.int(op, "index").map(|i| i as u32),
            },
            "pdl.apply_native_constraint" => MatchOp::NativeConstraint {
                name: self.string(op, "name").unwrap_or_default(),
                args: self.vs(op, &ops)?,
                negated: self.int(op, "isNegated").is_some_and(|v| v != 0),
            },
            _ => return Err(self.err(op, "is not allowed in the matcher of a `pdl.pattern`")),
        };
        if matches!(node, MatchOp::Result { .. } | MatchOp::Results { .. }) && ops.len() != 1 {
            return Err(self.err(op, "expects one operand"));
        }
        Ok((node, tys))
    }

    fn rewrite_op(&self, op: OpId, name: &str) -> Result<(RewriteOp, Vec<PdlType>), Diagnostic> {
        let ops: Vec<Value> = self.ir.operands(op).collect();
        let tys = self.result_types(op)?;
        let node = match name {
            "pdl.operation" => RewriteOp::Operation(self.operation(op)?),
            "pdl.replace" => {
                let g = self.operand_groups(op, &[1, 0, ops.len().saturating_sub(1)])?;
                if g.len() != 3 || g[0].len() != 1 {
                    return Err(self.err(op, "expects one operation to replace"));
                }
                let with = match g[1].first() {
                    Some(&r) => Replacement::Op(self.v(op, r)?),
                    None => Replacement::Values(self.vs(op, &g[2])?),
                };
                RewriteOp::Replace {
                    op: self.v(op, g[0][0])?,
                    with,
                }
            }
            "pdl.erase" if ops.len() == 1 => RewriteOp::Erase {
                op: self.v(op, ops[0])?,
            },
            "pdl.apply_native_rewrite" => RewriteOp::NativeRewrite {
                name: self.string(op, "name").unwrap_or_default(),
                args: self.vs(op, &ops)?,
            },
            "pdl.attribute" => match self.get(op, "value") {
                Some(value) => RewriteOp::Attribute { value },
                None => {
                    return Err(self.err(
                        op,
                        "expected constant value when specified within a `pdl.rewrite`",
                    ))
                }
            },
            "pdl.type" => RewriteOp::Type {
                constant: self.constant_type(op),
            },
            "pdl.types" => RewriteOp::Types {
                constant: self.constant_types(op)?,
            },
            "pdl.result" if ops.len() == 1 => RewriteOp::Result {
                parent: self.v(op, ops[0])?,
                index: self.int(op, "index").unwrap_or(0) as u32,
            },
            "pdl.results" if ops.len() == 1 => RewriteOp::Results {
                parent: self.v(op, ops[0])?,
                index: self.int(op, "index").map(|i| i as u32),
            },
            "pdl.range" => RewriteOp::Range {
                elements: self.vs(op, &ops)?,
            },
            _ => return Err(self.err(op, "is not allowed in the body of a `pdl.rewrite`")),
        };
        Ok((node, tys))
    }
}
