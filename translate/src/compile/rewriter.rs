//! The rewrite program, as MLIR's rewriter lowering (`PDLToPDLInterp.cpp`)
//! builds it: node by node, with its rules for the result types of created
//! ops and for `replace` with an op.

use super::{Compiler, R};
use crate::hooks::HookKind;
use crate::program::{Reg, ResultTypes, RewriteInstr};
use patsat_frontend::pattern::{
    MatchOp, OperationNode, PdlType, Replacement, RewriteOp, ValueDef, ValueId,
};

impl Compiler<'_> {
    // ---- the rewriter ------------------------------------------------------

    pub(super) fn rw(&mut self, i: RewriteInstr) {
        self.rewriter.push(i);
    }

    pub(super) fn compile_rewriter(&mut self) -> R<()> {
        if let Some((name, extra)) = &self.p.rewriter.external {
            let mut args: Vec<ValueId> = self.p.rewriter.root.into_iter().collect();
            args.extend(extra.iter().copied());
            let hook = self.hook(HookKind::Rewrite, name, &args, &[])?;
            let args = self.regs(&args)?;
            self.rw(RewriteInstr::Native {
                hook,
                args,
                results: vec![],
            });
            return Ok(());
        }
        let p = self.p;
        for (k, n) in p.rewriter.body.iter().enumerate() {
            match &n.op {
                RewriteOp::Operation(o) => self.create_op(k, o, n.results[0])?,
                RewriteOp::Replace { op, with } => {
                    let target = self.regs(&[*op])?[0];
                    let values = match with {
                        Replacement::Op(r) => {
                            let replaced_has_types = match self.node_of(*op) {
                                Some(o) => !o.result_types.is_empty(),
                                None => true,
                            };
                            if replaced_has_types {
                                let src = self.regs(&[*r])?[0];
                                let dst = self.reg();
                                self.rw(RewriteInstr::GetResults {
                                    op: src,
                                    group: None,
                                    variadic: true,
                                    dst,
                                });
                                vec![dst]
                            } else {
                                vec![]
                            }
                        }
                        Replacement::Values(vs) => self.regs(vs)?,
                    };
                    if values.is_empty() {
                        self.rw(RewriteInstr::Erase { op: target });
                    } else {
                        self.rw(RewriteInstr::Replace { op: target, values });
                    }
                }
                RewriteOp::Erase { op } => {
                    let op = self.regs(&[*op])?[0];
                    self.rw(RewriteInstr::Erase { op });
                }
                RewriteOp::NativeRewrite { name, args } => {
                    let hook = self.hook(HookKind::Rewrite, name, args, &n.results)?;
                    let args = self.regs(args)?;
                    let results: Vec<Reg> = n.results.iter().map(|_| self.reg()).collect();
                    for (&v, &r) in n.results.iter().zip(&results) {
                        self.bound[v.index()] = Some(r);
                    }
                    self.rw(RewriteInstr::Native {
                        hook,
                        args,
                        results,
                    });
                }
                RewriteOp::Attribute { value } => {
                    let dst = self.bind_new(n.results[0]);
                    self.rw(RewriteInstr::LoadAttr { attr: *value, dst });
                }
                RewriteOp::Type { constant } => {
                    if let Some(ty) = constant {
                        let dst = self.bind_new(n.results[0]);
                        self.rw(RewriteInstr::LoadType { ty: *ty, dst });
                    }
                }
                RewriteOp::Types { constant } => {
                    if let Some(tys) = constant {
                        let dst = self.bind_new(n.results[0]);
                        self.rw(RewriteInstr::LoadTypes {
                            tys: tys.clone(),
                            dst,
                        });
                    }
                }
                RewriteOp::Result { parent, index } => {
                    let op = self.regs(&[*parent])?[0];
                    let dst = self.bind_new(n.results[0]);
                    self.rw(RewriteInstr::GetResult {
                        op,
                        index: *index,
                        dst,
                    });
                }
                RewriteOp::Results { parent, index } => {
                    let op = self.regs(&[*parent])?[0];
                    let variadic = self.is_range(n.results[0]);
                    let dst = self.bind_new(n.results[0]);
                    self.rw(RewriteInstr::GetResults {
                        op,
                        group: *index,
                        variadic,
                        dst,
                    });
                }
                RewriteOp::Range { elements } => {
                    let elements = self.regs(elements)?;
                    let types = self.p.ty(n.results[0]) == PdlType::TypeRange;
                    let dst = self.bind_new(n.results[0]);
                    self.rw(RewriteInstr::Range {
                        elements,
                        types,
                        dst,
                    });
                }
                RewriteOp::InlineBlock {
                    block,
                    before,
                    args,
                } => {
                    let block = self.regs(&[*block])?[0];
                    let before = self.regs(&[*before])?[0];
                    let args = self.regs(args)?;
                    let values = self.bind_new(n.results[0]);
                    let terminator = self.bind_new(n.results[1]);
                    self.rw(RewriteInstr::InlineBlock {
                        block,
                        before,
                        args,
                        values,
                        terminator,
                    });
                }
            }
        }
        Ok(())
    }

    pub(super) fn bind_new(&mut self, v: ValueId) -> Reg {
        let r = self.reg();
        self.bound[v.index()] = Some(r);
        r
    }

    /// The `pdl.operation` node (matcher or rewriter) defining `v`.
    pub(super) fn node_of(&self, v: ValueId) -> Option<&OperationNode> {
        match self.p.values[v.index()].def {
            ValueDef::Match(m, _) => match &self.p.matcher[m.index()].op {
                MatchOp::Operation(o) => Some(o),
                _ => None,
            },
            ValueDef::Rewrite(r, _) => match &self.p.rewriter.body[r.index()].op {
                RewriteOp::Operation(o) => Some(o),
                _ => None,
            },
        }
    }

    /// Rewriter node `k` creates an op (result value `v`).
    pub(super) fn create_op(&mut self, k: usize, o: &OperationNode, v: ValueId) -> R<()> {
        let Some(name) = &o.name else {
            return self.err("an operation created by a rewrite needs a name");
        };
        let operands = self.regs(&o.operands)?;
        let mut props = Vec::new();
        let mut attrs = Vec::new();
        for (n, a) in &o.attributes {
            let r = self.regs(&[*a])?[0];
            if self.ops.is_inherent(name, n) {
                props.push((n.clone(), r));
            } else {
                attrs.push((n.clone(), r));
            }
        }
        if let Some(def) = self.ops.get(name).cloned() {
            for (n, default) in def.inherent {
                if let Some(attr) = default {
                    // The default goes first: a value given for the name
                    // (which may be null at run time) comes after it and
                    // wins when it is not null.
                    let dst = self.reg();
                    self.rw(RewriteInstr::LoadAttr { attr, dst });
                    props.insert(0, (n, dst));
                }
            }
        }
        let explicit: Option<Vec<Reg>> = o
            .result_types
            .iter()
            .map(|t| self.bound[t.index()])
            .collect();
        let types = match explicit {
            Some(regs) if !o.result_types.is_empty() => ResultTypes::Explicit(regs),
            _ if self.ops.has_type_inference(name) => ResultTypes::Infer,
            _ => match self.replaced_by(k, v) {
                Some(r) => ResultTypes::LikeOp(r),
                None if o.result_types.is_empty() => ResultTypes::None,
                None => {
                    return self.err(format!(
                        "unable to infer the result types of `{}` created by the rewrite",
                        name
                    ))
                }
            },
        };
        let regions = o
            .regions
            .iter()
            .map(|r| r.map(|r| self.regs(&[r]).map(|x| x[0])).transpose())
            .collect::<R<Vec<_>>>()?;
        let name = self.ctx.op_name(name);
        let dst = self.bind_new(v);
        self.rw(RewriteInstr::CreateOp {
            name,
            operands,
            props,
            attrs,
            types,
            regions,
            dst,
        });
        // Type values not known before are the created op's result types.
        if o.result_types.len() == 1 && self.is_range(o.result_types[0]) {
            let t = o.result_types[0];
            if self.bound[t.index()].is_none() {
                let rs = self.reg();
                self.rw(RewriteInstr::GetResults {
                    op: dst,
                    group: None,
                    variadic: true,
                    dst: rs,
                });
                let tr = self.bind_new(t);
                self.rw(RewriteInstr::GetValueType { src: rs, dst: tr });
            }
            return Ok(());
        }
        let mut variable = false;
        for (i, &t) in o.result_types.iter().enumerate() {
            if self.bound[t.index()].is_some() {
                continue;
            }
            let variadic = self.is_range(t);
            variable |= variadic;
            let rv = self.reg();
            if variable {
                self.rw(RewriteInstr::GetResults {
                    op: dst,
                    group: Some(i as u32),
                    variadic,
                    dst: rv,
                });
            } else {
                self.rw(RewriteInstr::GetResult {
                    op: dst,
                    index: i as u32,
                    dst: rv,
                });
            }
            let tr = self.bind_new(t);
            self.rw(RewriteInstr::GetValueType { src: rv, dst: tr });
        }
        Ok(())
    }

    /// The register of an op that rewriter node `k` (defining `v`)
    /// replaces, if it is matched or created before `k` (MLIR looks at the
    /// uses of the created op, most recent first).
    pub(super) fn replaced_by(&self, k: usize, v: ValueId) -> Option<Reg> {
        self.p.rewriter.body.iter().rev().find_map(|n| match &n.op {
            RewriteOp::Replace {
                op,
                with: Replacement::Op(r),
            } if *r == v => {
                let before = match self.p.values[op.index()].def {
                    ValueDef::Match(..) => true,
                    ValueDef::Rewrite(j, _) => j.index() < k,
                };
                if before {
                    self.bound[op.index()]
                } else {
                    None
                }
            }
            _ => None,
        })
    }
}
